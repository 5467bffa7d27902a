"""Every column of History shows its heading and its values whole at every size of texts.

At 175 % on a 1280x720 screen the window stayed 900 px wide (as it was left, or opened, at a
smaller size of texts) and its last column, State, was cut to "In …" for "In progress", with
nothing to scroll sideways: the last column was stretched into whatever room the others left
(player-eye review). At every size of texts the program offers up to 200 %, in English and in
French, every column must be at least as wide as its heading and its widest value, and lie in
what the list shows or can be scrolled to; the window grows to show the columns where the screen
has room. Three ways the window comes to that size of texts: opened at it (its first width),
opened at the 900 px it was left at, and open while the size of texts grows. Each case runs in
a process of its own whose only screen is 1280x720 (this file, run as a script, is the probe:
the language, then the sizes of texts). The headings, which lost the felt's colours for the
system's light grey at a change of the size of texts, keep them too."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest

from koutchina.app.screens import screen_of

SCALES = (1.0, 1.25, 1.5, 1.75, 2.0)


def _summaries() -> list[Any]:
    """Finished and unfinished matches of each game, practice or not, the players named by
    their seats (as a person who gave no names sees them)."""
    from probe_matches import probe_summaries  # beside this file (main puts it on the path)

    from koutchina.engine import game_info, make_rules
    from koutchina.storage.saves import SeatInfo

    def seats(game: str) -> list[SeatInfo]:
        roles = (("west", "partner", "east") if game_info(make_rules(game, {}).game).partnerships
                 else ("east", "north", "west"))
        return [SeatInfo(name="", role="you")] + [
            SeatInfo(name="", role=role, bot_level="medium") for role in roles]

    return probe_summaries(seats, at_random=False)


def _problems(history: Any) -> list[str]:
    """Each column narrower than its heading or its widest value, or out of reach."""
    table = history.table
    header = table.horizontalHeader()
    bar = table.horizontalScrollBar()
    reach = table.viewport().width() + max(0, bar.maximum())  # shown, or scrolled to
    problems = []
    for column in range(history.proxy.columnCount()):
        heading = history.proxy.headerData(column, header.orientation())
        wanted = max(header.sectionSizeHint(column), table.sizeHintForColumn(column))
        size = header.sectionSize(column)
        if size < wanted:
            problems.append(f"{heading!r} {size} px wide for its {wanted} px")
        if header.sectionPosition(column) + size > reach:
            problems.append(f"{heading!r} ends at {header.sectionPosition(column) + size} px, "
                            f"past the {reach} px the list shows or scrolls to")
    from PySide6.QtGui import QPalette

    from koutchina.app.dressing import ControlColours

    heading_ground = header.palette().color(QPalette.ColorRole.Button).name()
    if heading_ground != ControlColours.now(False).dark:  # gold on the felt's dark shade
        problems.append(f"the headings are on {heading_ground}, not the felt's dark shade")
    available = screen_of(history).availableGeometry()
    from koutchina.app.screen_fit import FRAME_ROOM

    room = available.width() - FRAME_ROOM.left() - FRAME_ROOM.right()
    if bar.maximum() > 0 and history.width() < room:
        problems.append(f"the list scrolls sideways {bar.maximum()} px in a window "
                        f"{history.width()} px wide that could grow to {room} px")
    if not available.contains(history.geometry()):
        problems.append(f"window {history.geometry().getRect()} off the screen")
    return problems


def main() -> None:
    """The probe: History at each size of texts, in the three ways it gets there; prints what
    a player cannot read, as JSON."""
    sys.path.insert(0, str(Path(__file__).parent))
    from test_statistics_fits_screen import probe_app  # beside this file

    from koutchina.app.history.window import HistoryWindow
    from koutchina.app.text_scale import apply_text_scale, fit_to_text_scale
    from koutchina.devtools.waiting import pump
    from koutchina.storage.listing import Listing

    app = probe_app(sys.argv[1])
    matches = _summaries()
    shots = sys.argv[3] if len(sys.argv) > 3 else ""
    found: dict[str, list[str]] = {}

    def listed(history: HistoryWindow) -> None:
        history.show()
        pump(0.05)
        history._scanned(Listing(summaries=list(matches)))  # as the folder's scan ends
        pump(0.15)

    def look(name: str, history: HistoryWindow) -> None:
        found[name] = _problems(history)
        if shots:
            history.grab().save(f"{shots}/history_{sys.argv[1]}_{name}.png")
        history.close()
        history.deleteLater()
        pump(0.02)

    for scale in (float(text) for text in sys.argv[2].split(",")):
        apply_text_scale(scale)
        first = HistoryWindow(in_play=None)  # opened for the first time, as the program does
        fit_to_text_scale(first)
        listed(first)
        look(f"first {scale}", first)
        kept = HistoryWindow(in_play=None)  # its place saved at the base size: 900 px
        kept.setGeometry(180, 90, 900, 520)
        listed(kept)
        look(f"kept {scale}", kept)
        apply_text_scale(1.0)
        grown = HistoryWindow(in_play=None)  # open while the size of texts grows
        listed(grown)
        apply_text_scale(scale)
        pump(0.2)
        look(f"grown {scale}", grown)
    del app
    print(json.dumps(found))


@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_column_of_history_reads_whole(tmp_path: Path, language: str) -> None:
    from .screen_probe import probe_on_screen  # (this file is also the probe, run alone)

    found = probe_on_screen([__file__, language, ",".join(map(str, SCALES))], 1280, 720,
                            tmp_path)
    assert not any(found.values()), json.dumps(
        {case: problems for case, problems in found.items() if problems}, indent=1,
        ensure_ascii=False)


if __name__ == "__main__":
    main()
