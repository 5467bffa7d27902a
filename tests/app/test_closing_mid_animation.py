"""A window closed while a trick gathers toward its winner: the timer that would remove the
trick's cards goes with the table, instead of firing on cards already deleted (it raised
'Internal C++ object (CardItem) already deleted' at the end of `bench frames`)."""

from __future__ import annotations

from koutchina.app.main_window import MainWindow
from koutchina.storage.settings import Settings


def test_closing_the_window_while_a_trick_gathers_raises_nothing(qtbot) -> None:
    window = MainWindow(Settings(bot_pause_ms=0, sound_on=False), autosave=False)
    window.resize(1280, 720)
    window.show()
    window.watch("hokm", speed="fast", levels=["random"] * 4, seed=3)
    with qtbot.waitSignal(window.controller.trick_won, timeout=30000):
        pass
    window.controller.stop()
    window.close()
    window.deleteLater()
    qtbot.wait(900)  # longer than the fast speed's trick pause and gathering (450 + 200 ms)
