"""New match fits each game's house rules where it stands. Opened on Hand over the table on a
1280x720 screen, it kept Court Piece's height after going back to Hand (its house rules a
large empty box), and Court Piece took it up to the screen's top edge (a player's review).
Now its top stays where it is: it grows downward as far as the screen's bottom (the list
scrolls for the rest) and is as short again as Hand's rules want. Each language runs in a
process of its own whose only screen is 1280x720 (this file, run alone, is the probe)."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest

from koutchina.app.screens import screen_of

GAMES = ("court-piece", "hand", "hokm", "hand")


def _rect(rect: Any) -> list[int]:
    return [rect.x(), rect.y(), rect.width(), rect.height()]


def main() -> None:
    """The probe: New match opened on Hand over a main window, then each game of GAMES
    chosen in turn; prints the dialog's frame each time, whether its house rules scroll, and
    the screen's room."""
    from PySide6.QtWidgets import QApplication, QMainWindow

    app = QApplication(sys.argv[:1])
    from koutchina.app.i18n import language_manager
    from koutchina.app.new_match_choice import NewMatchChoice
    from koutchina.app.new_match_dialog import NewMatchDialog
    from koutchina.devtools.waiting import pump

    language_manager().set_language(sys.argv[1], remember=False)
    window = QMainWindow()
    window.showMaximized()
    app.processEvents()
    dialog = NewMatchDialog(NewMatchChoice(game="hand", levels=["medium"] * 3), window)
    dialog.show()
    pump(0.4)
    seen = [{"game": "hand", "frame": _rect(dialog.frameGeometry()),
             "scrolls": dialog.rules_scroll.verticalScrollBar().maximum() > 0}]
    for game in GAMES:
        dialog.game_combo.setCurrentIndex(dialog.game_combo.findData(game))
        pump(0.4)
        seen.append({"game": game, "frame": _rect(dialog.frameGeometry()),
                     "scrolls": dialog.rules_scroll.verticalScrollBar().maximum() > 0})
    print(json.dumps({"available": _rect(screen_of(dialog).availableGeometry()), "seen": seen}))


@pytest.mark.parametrize("language", ["en", "fr"])
def test_new_match_fits_each_game_s_rules_where_it_stands(tmp_path: Path,
                                                          language: str) -> None:
    from PySide6.QtCore import QRect

    from .screen_probe import probe_on_screen  # (this file is also the probe, run alone)

    found = probe_on_screen([__file__, language], 1280, 720, tmp_path)
    available = QRect(*found["available"])
    seen = found["seen"]
    opened = QRect(*seen[0]["frame"])
    assert opened.bottom() < available.bottom() - 100, "opened with room to grow under it"
    for step in seen[1:]:
        frame = QRect(*step["frame"])
        assert frame.top() == opened.top(), f"{step['game']}: moved from {opened} to {frame}"
        assert available.contains(frame), f"{step['game']}: {frame} off {available}"
        if step["scrolls"]:  # the rules want more: the dialog takes the room under it
            assert frame.bottom() >= available.bottom() - 12, step
        if step["game"] == "hand":  # as short as Hand's rules want, as it opened
            assert abs(frame.height() - opened.height()) <= 10, (opened, frame)
    court_piece = QRect(*seen[1]["frame"])
    assert court_piece.height() > opened.height() + 50, "Court Piece's rules: taller"


if __name__ == "__main__":
    main()
