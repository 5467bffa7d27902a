"""The words of the start check's report: what the person reads (each file and the problem in
plain words, where the files went, the settings reset) and, apart, the technical detail shown
under "Show details" (full paths, the raw errors). Nothing is said twice. The headline, which
counts files (a plural lupdate only sees in a tr()), stays in StartCheck."""

from __future__ import annotations

from ...storage import SettingsProblem, StorageError
from ...storage.listing import Listing
from ..texts import translate
from .problems import error_detail, error_text
from .settings_problems import settings_problem_detail, settings_problem_text

SHOWN_FILES = 8  # the others are said under "Show details"


def informative_text(result: Listing, settings_problem: SettingsProblem | None) -> str:
    lines = [] if settings_problem is None else [settings_problem_text(settings_problem), ""]
    files = [_file_line(error, result) for error in result.problems]
    lines += files[:SHOWN_FILES] + (["…"] if len(files) > SHOWN_FILES else [])
    for old, summary in result.new_ids.items():
        lines.append(translate("StartCheck", "{file}: another saved match has the same match "
                               "id; this one now has the id {match_id}").format(
            file=old.name, match_id=summary.match_id))
    if result.moved:
        folder = next(iter(result.moved.values())).parent
        lines += ["", translate("StartCheck", "The damaged files were moved, unchanged, to "
                                "{folder}").format(folder=folder)]
    return "\n".join(lines).strip()


def detailed_text(result: Listing, settings_problem: SettingsProblem | None) -> str:
    entries = [] if settings_problem is None else [settings_problem_detail(settings_problem)]
    for index, error in enumerate(result.problems):
        entry = error_detail(error)
        if index >= SHOWN_FILES:  # not in the informative text: said here in plain words too
            entry = _file_line(error, result) + "\n    " + entry
        moved = result.moved.get(error.path)
        if moved is not None:
            entry += f"\n    → {moved}"
        entries.append(entry)
    return "\n".join(entries)


def _file_line(error: StorageError, result: Listing) -> str:
    """The file's name, its problem in plain words, and whether it stayed where it was."""
    line = error_text(error)
    if error.path in result.moved:
        return line
    return translate("StartCheck", "{line} (left in its place)").format(line=line)
