"""Run alone (by test_windows_fit_the_screen.py, in a process of its own whose offscreen screen
is the size to check; the language, "en" or "fr", as its argument, and the size of texts, if
not automatic, after it): opens every window and
dialog the way the program does and prints, as JSON, each one's frame and the screen's available
space."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QRect, QTimer
from PySide6.QtWidgets import QApplication, QWidget

from koutchina.app.screens import screen_of


def _rect(rect: QRect) -> list[int]:
    return [rect.x(), rect.y(), rect.width(), rect.height()]


def _record_of_one_deal() -> Any:
    from koutchina.bots import make_bot
    from koutchina.engine import make_rules, new_match
    from koutchina.engine.record import record_of

    state = new_match(make_rules("hand", {}), 3)
    bots = [make_bot("random", seat) for seat in range(4)]
    while state.deal_index == 0:
        seat = state.to_act()[0]
        state.apply(bots[seat].choose(state.view(seat)).action)
    return state, record_of(state)


def main() -> None:
    app = QApplication(sys.argv[:1])
    from koutchina.app.history.deal_coach import attach_deal_coach
    from koutchina.app.history.replay import ReplayWindow
    from koutchina.app.main_window import MainWindow
    from koutchina.app.review_window import ReviewWindow
    from koutchina.app.text_scale import fit_to_text_scale
    from koutchina.storage import LoadedMatch
    from koutchina.storage.saves import SeatInfo, now_utc, saved_match_of
    from koutchina.storage.settings import Settings

    frames: dict[str, list[int]] = {}

    def shown(name: str, window: QWidget) -> None:
        app.processEvents()
        frames[name] = _rect(window.frameGeometry())

    def modal(name: str, opener: Callable[[], object]) -> None:
        """Open a dialog the program runs with exec(), note its frame, then close it."""
        def note_and_close() -> None:
            dialog = app.activeModalWidget()
            assert dialog is not None, name
            shown(name, dialog)
            dialog.close()

        QTimer.singleShot(300, note_and_close)
        opener()

    from koutchina.app.i18n import language_manager

    language_manager().set_language(sys.argv[1] if len(sys.argv) > 1 else "en", remember=False)
    text_scale = float(sys.argv[2]) if len(sys.argv) > 2 else None  # None: automatic
    window = MainWindow(Settings(bot_pause_ms=0, sound_on=False, text_scale=text_scale),
                        autosave=False)
    window.show()
    shown("main window", window)
    modal("new match", window.choices.open_dialog)
    modal("settings", window.open_settings)
    modal("keyboard", window.open_keyboard_help)  # with the coach's table keys
    modal("about", window.help_windows.open_about)
    window.open_rules()
    assert window.help_windows.rules_window is not None
    shown("rules", window.help_windows.rules_window)
    history = window.open_history()
    shown("history", history)
    history.open_statistics()
    assert history._stats is not None
    shown("statistics", history._stats)
    state, record = _record_of_one_deal()
    seats = [SeatInfo(name="", bot_level=None)] + [SeatInfo(name="", bot_level="random")] * 3
    saved = saved_match_of(state, match_id="frames", seats=seats, created=now_utc())
    replay = ReplayWindow(saved, state)  # as HistoryWindow opens it, its deal's buttons too
    attach_deal_coach(replay, LoadedMatch(Path("frames.json"), saved, state), state,
                      lambda _request: None)
    fit_to_text_scale(replay)
    replay.show()
    shown("replay", replay)
    review = ReviewWindow(record, 0, 0, window)  # as the coach opens it
    review.show()
    shown("review", review)
    available = screen_of(window).availableGeometry()
    print(json.dumps({"available": _rect(available), "frames": frames}))


if __name__ == "__main__":
    main()
