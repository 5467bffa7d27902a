"""Screenshots of the coach's buttons, panels and windows (offscreen, no display), to look at
after changing them:

    python -m koutchina.devtools.coach_screenshots [--out DIR] [--lang en|fr] [--size 1280x720]

A practice Hokm match (seed 31, medium bots): the table with Hint, Undo and Concede, the hint,
the deal summary with "Play this deal again", the two results side by side, History's Replay
window with its review and replay buttons, the statistics. Saves go to a temporary folder.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QWidget

from koutchina.app.main_window import MainWindow
from koutchina.app.new_match_dialog import NewMatchChoice, NewMatchDialog
from koutchina.devtools.screenshots import application, move, play_until, ready, shot_options, snap
from koutchina.devtools.waiting import pump, wait_until
from koutchina.engine import Phase
from koutchina.storage.settings import Settings


def _save(widget: QWidget, out: Path, name: str) -> None:
    snap(widget, out, name, settle=0.2)


def shoot(out: Path, size: tuple[int, int]) -> None:
    window = MainWindow(Settings(bot_pause_ms=0, sound_on=False), autosave=True)
    window.resize(*size)
    window.show()
    choice = NewMatchChoice(game="hokm", levels=["medium"] * 3, speed="off", turn_timer=0,
                            practice=True)
    dialog = NewMatchDialog(choice, window)
    dialog.resize(700, 820)
    dialog.show()
    _save(dialog, out, "coach-new-match")
    dialog.close()
    window.start_match(choice, seed=31)
    c = window.controller

    def second_card() -> bool:
        view = c.view(0)
        return (c.accepts_input(0) and view is not None and view.phase == Phase.PLAYING
                and len(view.completed_tricks) >= 1)

    play_until(window, second_card)
    _save(window, out, "coach-table-practice")
    window.coach.show_hint()
    wait_until(lambda: window.coach.panel.shown_hint is not None, timeout=30)
    _save(window, out, "coach-hint")
    play_until(window, lambda: window.table.summary_panel.isVisible())
    _save(window, out, "coach-deal-summary")
    menu = window.coach.again_menu  # the last deal again, from any seat
    menu.popup(window.mapToGlobal(window.rect().center()))
    _save(menu, out, "coach-again-menu")
    menu.hide()
    window.table.summary_panel.again_button.click()
    panel = window.deal_again.panel
    for _ in range(300):
        wait_until(lambda: ready(window) or panel.isVisible(), timeout=20)
        if panel.isVisible():
            break
        move(window)
    _save(window, out, "coach-deal-again")
    window.deal_again.panel.back_button.click()
    wait_until(lambda: ready(window), timeout=20)
    if window.saver is not None:
        window.saver.autosaver.flush(10)
    history = window.open_history()
    wait_until(lambda: not history.scan.running and history.model.rowCount() > 0, timeout=20)
    pump(0.2)
    history.table.selectRow(0)
    history.replay_selected()
    from koutchina.app.history.replay import ReplayWindow

    replay = history._replays[-1]
    assert isinstance(replay, ReplayWindow)
    replay.go_to(8)  # the second trick taken (a step a card)
    _save(replay, out, "coach-history-replay")
    history.open_statistics()
    stats = history._stats
    if stats is not None:
        _save(stats, out, "coach-statistics")
    window.close()


def main(argv: list[str] | None = None) -> int:
    options = shot_options(argv, __doc__.splitlines()[0], "coach-screenshots", "1280x720")
    home = Path(tempfile.mkdtemp(prefix="koutchina-shots-"))
    for key in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME"):
        os.environ[key] = str(home / key.lower())
    app = application(options.language)
    shoot(options.out, options.size)
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
