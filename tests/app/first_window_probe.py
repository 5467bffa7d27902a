"""Run alone (by test_first_window_size.py, in a process of its own whose offscreen screen is
the size to check): opens the main window as at a first start (no place saved), then History,
and prints, as JSON, the screen's available space, their frames, whether the start page shows
its games' pictures, and the size a second window comes back at from the first one's place
saved at quit."""

from __future__ import annotations

import json
import sys

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication


def _rect(rect: QRect) -> list[int]:
    return [rect.x(), rect.y(), rect.width(), rect.height()]


def main() -> None:
    app = QApplication(sys.argv[:1])
    from koutchina.app.main_window import MainWindow
    from koutchina.app.screens import screen_of
    from koutchina.app.window_places import geometry_of
    from koutchina.devtools.waiting import pump
    from koutchina.storage.settings import Settings

    window = MainWindow(Settings(bot_pause_ms=0, sound_on=False), autosave=False)
    window.show()
    pump(0.3)
    found = {"available": _rect(screen_of(window).availableGeometry()),
             "main": _rect(window.frameGeometry()), "maximized": window.isMaximized(),
             "pictures": all(not card.fan.isHidden() for card in window.start_screen.cards)}
    history = window.open_history()
    pump(0.3)
    found["history"] = _rect(history.frameGeometry())
    history.close()
    window.showNormal()
    window.resize(1000, 600)  # sized by the person, then the program quits
    pump(0.1)
    saved = geometry_of(window)
    window.close()
    again = MainWindow(Settings(bot_pause_ms=0, sound_on=False, window=saved), autosave=False)
    again.show()
    pump(0.3)
    found["again"] = [again.width(), again.height()]
    app.processEvents()
    print(json.dumps(found))


if __name__ == "__main__":
    main()
