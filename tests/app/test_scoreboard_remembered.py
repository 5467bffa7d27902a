"""A scoreboard the person hid stays hidden after a restart until they show it again (a
player's review: hidden for a bigger table on a small screen, it was back at the next start);
one they moved under the table or floated is back where they put it. An older settings file,
without these, shows it beside the table as before."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt

from koutchina.app.main_window import MainWindow
from koutchina.storage.paths import settings_path
from koutchina.storage.settings import load_settings

from .helpers import choice, make_window

RIGHT = Qt.DockWidgetArea.RightDockWidgetArea
BOTTOM = Qt.DockWidgetArea.BottomDockWidgetArea


def _restarted(qtbot, window: MainWindow) -> MainWindow:  # type: ignore[no-untyped-def]
    """Quit ``window`` and start again from the settings on disk, a match on the table."""
    window.close()
    return _started(qtbot)


def _started(qtbot) -> MainWindow:  # type: ignore[no-untyped-def]
    """A start from the settings on disk, a match on the table."""
    again = MainWindow(load_settings(), autosave=False)
    qtbot.addWidget(again)
    again.resize(1280, 720)
    again.show()
    again.start_match(choice("hand"), seed=3)
    qtbot.wait(50)
    return again


def test_a_hidden_scoreboard_stays_hidden_until_shown_again(qtbot, english: None) -> None:  # type: ignore[no-untyped-def]
    window = make_window(qtbot)
    window.start_match(choice("hand"), seed=3)
    assert window.scoreboard.isVisible()
    window.menus.scoreboard_action.trigger()  # View > Scoreboard
    assert not window.scoreboard.isVisible()

    again = _restarted(qtbot, window)
    assert not again.scoreboard.isVisible()
    assert not again.menus.scoreboard_action.isChecked()
    again.leave_table()  # a new match neither
    again.start_match(choice("hokm"), seed=3)
    assert not again.scoreboard.isVisible()

    again.menus.scoreboard_action.trigger()  # shown again
    assert again.scoreboard.isVisible()
    third = _restarted(qtbot, again)
    assert third.scoreboard.isVisible()


def test_a_scoreboard_closed_by_its_button_stays_hidden(qtbot, english: None) -> None:  # type: ignore[no-untyped-def]
    window = make_window(qtbot)
    window.start_match(choice("hand"), seed=3)
    window.scoreboard.close()  # its title bar's ×
    assert not _restarted(qtbot, window).scoreboard.isVisible()


def test_a_scoreboard_moved_under_the_table_or_floated_stays_there(qtbot, english: None) -> None:  # type: ignore[no-untyped-def]
    window = make_window(qtbot)
    window.start_match(choice("hand"), seed=3)
    assert window.dockWidgetArea(window.scoreboard) == RIGHT  # a wide window: beside it
    window.addDockWidget(BOTTOM, window.scoreboard)  # as a drag there does
    again = _restarted(qtbot, window)
    assert again.scoreboard.isVisible() and not again.scoreboard.isFloating()
    assert again.dockWidgetArea(again.scoreboard) == BOTTOM
    again.resize(1300, 700)  # the program leaves it where the person put it
    qtbot.wait(50)
    assert again.dockWidgetArea(again.scoreboard) == BOTTOM

    again.scoreboard.setFloating(True)
    third = _restarted(qtbot, again)
    assert third.scoreboard.isVisible() and third.scoreboard.isFloating()


def test_an_older_or_damaged_file_shows_the_scoreboard_beside(qtbot, english: None) -> None:  # type: ignore[no-untyped-def]
    window = make_window(qtbot)
    window.start_match(choice("hand"), seed=3)
    window.addDockWidget(BOTTOM, window.scoreboard)
    window.menus.scoreboard_action.trigger()
    window.close()
    path = settings_path()
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["scoreboard_shown"] is False and data["scoreboard_place"]
    older = {key: value for key, value in data.items()
             if key not in ("scoreboard_shown", "scoreboard_place")}
    path.write_text(json.dumps(older), encoding="utf-8")
    again = _started(qtbot)
    assert again.scoreboard.isVisible()
    assert again.dockWidgetArea(again.scoreboard) == RIGHT

    path.write_text(json.dumps({**older, "scoreboard_place": "not a Qt state!"}),
                    encoding="utf-8")
    again.close()
    damaged = _started(qtbot)
    assert damaged.scoreboard.isVisible()
    assert damaged.dockWidgetArea(damaged.scoreboard) == RIGHT
