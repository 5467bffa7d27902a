"""One settings service: a change is saved and announced with the names it touched; a disk
that refuses the file or a value the settings refuse is logged, never raised."""

from __future__ import annotations

import logging

from koutchina.app.settings_service import SettingsService
from koutchina.storage.settings import Settings, load_settings

from .helpers import make_window


def test_a_change_is_saved_and_names_what_differs(qtbot, tmp_path) -> None:
    path = tmp_path / "settings.json"
    service = SettingsService(Settings(), path=path)
    with qtbot.waitSignal(service.changed) as blocker, service.changes() as settings:
        settings.felt = "blue"
        settings.four_colour = False  # as it was: not named
    assert blocker.args == [frozenset({"felt"})]
    assert load_settings(path).felt == "blue"


def test_a_refused_value_and_a_refusing_disk_are_logged(qtbot, tmp_path, caplog) -> None:
    folder = tmp_path / "settings.json"
    folder.mkdir()  # a folder where the file should be: it cannot be written
    service = SettingsService(Settings(turn_timer=30), path=folder)
    caplog.set_level(logging.WARNING, "koutchina.app.settings_service")
    with service.changes() as settings:
        settings.player_name = "Amal"
        settings.turn_timer = 10**6  # out of range: refused, the name is kept
    assert service.settings.player_name == "Amal" and service.settings.turn_timer == 30
    messages = [record.getMessage() for record in caplog.records]
    assert any(m.startswith("settings not changed:") and "turn_timer" in m for m in messages)
    assert any(m.startswith("settings not saved:") for m in messages)
    assert service.save() is False


def test_the_four_colour_item_reaches_the_table_through_the_service(qtbot) -> None:
    window = make_window(qtbot)
    assert not window.table.four_colour
    window.menus.four_colour_action.trigger()
    assert window.settings.four_colour and window.table.four_colour
    assert window.menus.four_colour_action.isChecked()
