"""A window closed while a trick gathers toward its winner: the timer that would remove the
trick's cards goes with the table, instead of firing on cards already deleted (it raised
'Internal C++ object (CardItem) already deleted' at the end of `bench frames`)."""

from __future__ import annotations

from dataclasses import replace

from koutchina.app.main_window import MainWindow
from koutchina.app.timing import timing_for
from koutchina.storage.settings import Settings


def test_closing_the_window_while_a_trick_gathers_raises_nothing(qtbot) -> None:
    window = MainWindow(Settings(bot_pause_ms=0, sound_on=False), autosave=False)
    window.resize(1280, 720)
    window.show()
    window.watch("hokm", speed="off", levels=["random"] * 4, seed=3)
    # cards dealt and played at once, but the trick still pauses and gathers (450 + 200 ms)
    window.controller.set_timing(replace(timing_for("fast"), move_ms=1, deal_card_ms=0,
                                         deal_glide_ms=0, bot_pause_ms=0))
    with qtbot.waitSignal(window.controller.trick_won, timeout=30000):
        pass
    window.controller.stop()
    window.close()
    window.deleteLater()
    qtbot.wait(900)  # longer than the trick's pause and gathering
