"""Refresh the translation files: ``python tools/i18n_update.py`` (from a checkout: a
developer's tool, not part of the installed program).

1. ``pyside6-lupdate`` reads the files listed in ``[tool.pyside6-project] files`` of
   pyproject.toml and merges their ``tr()`` strings into ``translations/koutchina_<code>.ts``
   (no source locations, so moving code does not touch the .ts files; vanished strings dropped).
2. The English file is completed by itself: English is the source language, so each message's
   translation is its source text, and ``"(s)"`` plurals get their two forms
   (``"%n point(s)"`` -> ``"%n point"`` / ``"%n points"``).
3. ``pyside6-lrelease`` builds ``translations/koutchina_<code>.qm`` (committed, so that
   ``pip install .`` and the bundle ship them).

French messages left unfinished are listed at the end: translate them (Qt Linguist, or by
editing the .ts), then run this again. See docs/translating.md.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ElementTree
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
TRANSLATIONS = REPO / "translations"
SOURCE_LANGUAGE = "en"
TARGET_LANGUAGES = ("fr", "en")
TRANSLATION_CALL = re.compile(
    r"\.tr\(|\bQCoreApplication\.translate\(|(?<![\w.])translate\(\s*[\"']|QT_TR(ANSLATE)?_NOOP"
)


def ts_path(code: str, folder: Path = TRANSLATIONS) -> Path:
    return folder / f"koutchina_{code}.ts"


def qm_path(code: str, folder: Path = TRANSLATIONS) -> Path:
    return folder / f"koutchina_{code}.qm"


def project_files(repo: Path = REPO) -> list[str]:
    """The files lupdate reads, from pyproject.toml (paths relative to the repository)."""
    with (repo / "pyproject.toml").open("rb") as handle:
        data = tomllib.load(handle)
    files = data.get("tool", {}).get("pyside6-project", {}).get("files", [])
    return [str(name) for name in files]


def translatable_sources(repo: Path = REPO) -> list[str]:
    """Python files of the app that call tr()/translate(): every one must be in the list."""
    found = []
    for path in sorted((repo / "koutchina").rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        if TRANSLATION_CALL.search(text):
            found.append(path.relative_to(repo).as_posix())
    return found


def tool(name: str) -> str:
    """The path of a Qt tool, looked for first beside this interpreter (a venv that is not
    activated keeps its scripts there, not on PATH), then on PATH."""
    beside = shutil.which(name, path=str(Path(sys.executable).parent))
    found = beside or shutil.which(name)
    if found is None:
        raise SystemExit(f"{name} was not found: install PySide6-Essentials")
    return found


def run_lupdate(files: Sequence[str], ts_file: Path, code: str, repo: Path = REPO) -> None:
    command = [
        tool("pyside6-lupdate"),
        "-silent",
        "-locations",
        "none",
        "-no-obsolete",
        "-source-language",
        SOURCE_LANGUAGE,
        "-target-language",
        code,
        *files,
        "-ts",
        str(ts_file),
    ]
    subprocess.run(command, cwd=repo, check=True, capture_output=True, text=True)


def run_lrelease(ts_file: Path, qm_file: Path) -> None:
    """Build ``qm_file`` beside it and put it in place with a rename: Qt maps a loaded .qm file
    into memory, and one written in place changed texts under a running program (or killed
    it with a bus error)."""
    building = qm_file.with_name(qm_file.name + ".new")
    command = [tool("pyside6-lrelease"), "-silent", str(ts_file), "-qm", str(building)]
    try:
        subprocess.run(command, check=True, capture_output=True, text=True)
        building.replace(qm_file)
    finally:
        building.unlink(missing_ok=True)


PLURAL_ENDING = re.compile(r"\((e?s)\)")


def english_plural_forms(source: str) -> tuple[str, str] | None:
    """``"%n point(s)"`` -> ``("%n point", "%n points")``, ``"match(es)"`` -> match / matches;
    None when the source has no "(s)" or "(es)"."""
    if not PLURAL_ENDING.search(source):
        return None
    return PLURAL_ENDING.sub("", source), PLURAL_ENDING.sub(r"\1", source)


def complete_english(ts_file: Path) -> int:
    """Fill every unfinished English message from its source. Returns how many were filled."""
    tree = ElementTree.parse(ts_file)
    filled = 0
    for message in tree.iter("message"):
        translation = message.find("translation")
        source = message.findtext("source") or ""
        if translation is None or translation.get("type") != "unfinished":
            continue
        if message.get("numerus") == "yes":
            forms = english_plural_forms(source)
            if forms is None:
                continue
            for child in list(translation):
                translation.remove(child)
            for form in forms:
                ElementTree.SubElement(translation, "numerusform").text = form
        else:
            translation.text = source
        del translation.attrib["type"]
        filled += 1
    if filled:
        tree.write(ts_file, encoding="utf-8", xml_declaration=True)
    return filled


@dataclass(frozen=True)
class MessageProblem:
    context: str
    source: str
    problem: str


def unfinished_messages(ts_file: Path) -> list[MessageProblem]:
    tree = ElementTree.parse(ts_file)
    problems = []
    for context in tree.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            kind = translation.get("type") if translation is not None else "missing"
            if kind in ("unfinished", "missing"):
                problems.append(MessageProblem(name, message.findtext("source") or "", kind))
    return problems


def update(
    repo: Path = REPO, folder: Path | None = None, release: bool = True, all_sources: bool = False
) -> list[str]:
    """Run the whole refresh; returns readable lines about what is left to translate.

    ``all_sources`` reads every app file that translates, listed or not (to translate the work
    of others before it is listed); commit only what the listed files give.
    """
    folder = folder if folder is not None else repo / "translations"
    files = project_files(repo)
    if all_sources:
        files = sorted(set(files) | set(translatable_sources(repo)))
    missing = sorted(set(translatable_sources(repo)) - set(files))
    notes = [f"not in [tool.pyside6-project] files (add it): {name}" for name in missing]
    for code in TARGET_LANGUAGES:
        ts_file = ts_path(code, folder)
        run_lupdate(files, ts_file, code, repo)
        if code == SOURCE_LANGUAGE and complete_english(ts_file):
            run_lupdate(files, ts_file, code, repo)  # back to lupdate's own layout
        for problem in unfinished_messages(ts_file):
            notes.append(f"{ts_file.name}: unfinished [{problem.context}] {problem.source!r}")
        if release:
            run_lrelease(ts_file, qm_path(code, folder))
    return notes


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python tools/i18n_update.py",
        description="Run lupdate over the project's files, complete English, run lrelease.",
    )
    parser.add_argument("--no-release", action="store_true", help="do not rebuild the .qm files")
    parser.add_argument(
        "--all-sources",
        action="store_true",
        help="also read app files missing from [tool.pyside6-project] files",
    )
    args = parser.parse_args(argv)
    notes = update(release=not args.no_release, all_sources=args.all_sources)
    for note in notes:
        print(note)
    print("translations up to date" if not notes else f"{len(notes)} item(s) to look at")
    return 0


if __name__ == "__main__":
    sys.exit(main())
