"""Write screenshots of the table in each game to docs/screenshots/ (offscreen, no display).

    python -m koutchina.devtools.screenshots [--out docs/screenshots] [--size 1600x900]

The person plays the first legal card (or calls 2, or names the suit they hold most); the bots
are of level "medium". Same seeds, same pictures.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication, QWidget

from koutchina.app.main_window import MainWindow
from koutchina.app.new_match_dialog import NewMatchChoice, NewMatchDialog
from koutchina.app.text_scale import scale_for_height
from koutchina.devtools.waiting import pump, wait_until
from koutchina.engine import Phase, Suit
from koutchina.storage.settings import Settings


def ready(window: MainWindow) -> bool:
    c = window.controller
    t = window.table
    return t.end_panel.isVisible() or t.summary_panel.isVisible() or c.accepts_input(0)


def move(window: MainWindow) -> str:
    c = window.controller
    t = window.table
    if t.summary_panel.isVisible():
        t.summary_panel.next_button.click()
        return "next"
    if c.state is not None and c.state.is_over:
        return "end"
    view = c.view(0)
    assert view is not None
    if view.phase == Phase.CALLING:
        t.call_panel.select(2)
        t.call_panel.confirm.click()
        return "call"
    if view.phase == Phase.NAMING_TRUMP:
        counts = {suit: sum(1 for card in view.hand if card.suit == suit) for suit in Suit}
        t.trump_panel.select(max(counts, key=lambda s: counts[s]))
        t.trump_panel.confirm.click()
        return "trump"
    c.play_card(view.legal_cards()[0])
    return "card"


def snap(widget: QWidget, out: Path, name: str, settle: float = 0.15) -> None:
    """``out/name.png``: ``widget`` as drawn after ``settle`` seconds of events."""
    pump(settle)
    path = out / f"{name}.png"
    widget.grab().save(str(path))
    print(path)


@dataclass(frozen=True)
class ShotOptions:
    out: Path  # made if missing
    size: tuple[int, int]  # of the main window
    language: str


def shot_options(argv: list[str] | None, description: str, out: str, size: str) -> ShotOptions:
    """``--out``, ``--size`` and ``--lang`` of a screenshot tool, with its defaults."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--out", default=out)
    parser.add_argument("--size", default=size)
    parser.add_argument("--lang", default="en", choices=("en", "fr"))
    args = parser.parse_args(argv)
    width, height = (int(part) for part in args.size.split("x"))
    folder = Path(args.out)
    folder.mkdir(parents=True, exist_ok=True)
    return ShotOptions(folder, (width, height), args.lang)


def application(language: str) -> QApplication:
    """The application (made if there is none), speaking ``language``."""
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    from koutchina.app.i18n import language_manager

    language_manager().set_language(language, remember=False)
    return app


def play_until(window: MainWindow, stop: Callable[[], bool], limit: int = 3000) -> None:
    for _ in range(limit):
        wait_until(lambda: ready(window), timeout=20)
        if stop():
            return
        if move(window) == "end":
            return
    raise RuntimeError("never reached the moment to photograph")


def shoot_game(window: MainWindow, out: Path, game: str, seed: int) -> None:
    c = window.controller
    window.start_match(NewMatchChoice(game=game, levels=["medium"] * 3, speed="off",
                                      turn_timer=30, player_name=""), seed=seed)
    wait_until(lambda: ready(window), timeout=20)
    snap(window, out, f"{game}-1-start")
    # a trick in progress, the person to play, a few tricks into the deal
    def mid_trick() -> bool:
        view = c.view(0)
        return (c.accepts_input(0) and view is not None and view.phase == Phase.PLAYING
                and len(view.current_trick) >= 2 and len(view.completed_tricks) >= 3)

    play_until(window, mid_trick)
    snap(window, out, f"{game}-2-trick")
    play_until(window, lambda: window.table.summary_panel.isVisible())
    snap(window, out, f"{game}-3-deal-summary")
    play_until(window, lambda: window.table.end_panel.isVisible())
    snap(window, out, f"{game}-4-match-end")


def main(argv: list[str] | None = None) -> int:
    options = shot_options(argv, __doc__.splitlines()[0], "docs/screenshots", "1600x900")
    out = options.out
    app = application(options.language)
    # texts outside the table as large as on a screen of the window's size at 100 % (the
    # offscreen screen is small whatever the window's size)
    text_scale = scale_for_height(options.size[1])
    window = MainWindow(Settings(bot_pause_ms=0, text_scale=text_scale), autosave=False)
    window.resize(*options.size)
    window.show()
    snap(window, out, "start-screen")
    dialog = NewMatchDialog(NewMatchChoice(game="court-piece"), window)
    dialog.resize(700, 800)
    dialog.show()
    snap(dialog, out, "new-match-dialog", settle=0.1)
    dialog.close()
    for game, seed in (("hand", 21), ("court-piece", 2), ("hokm", 1)):
        shoot_game(window, out, game, seed)
    window.close()
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
