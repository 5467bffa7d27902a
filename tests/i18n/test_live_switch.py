"""Switching language while a match is open: every visible text follows, the match stays put."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from koutchina.app import i18n
from koutchina.app.main_window import MainWindow
from koutchina.app.new_match_dialog import NewMatchChoice
from koutchina.engine.record import record_of
from koutchina.storage.settings import Settings


def visible_texts(window: MainWindow) -> dict[str, str]:
    model = window.score_model
    return {
        "menus": " | ".join(action.text() for action in window.menuBar().actions()),
        "headers": " | ".join(
            str(model.headerData(column, Qt.Orientation.Horizontal))
            for column in range(model.columnCount())
        ),
        "total row": str(model.headerData(model.rowCount() - 1, Qt.Orientation.Vertical)),
        "call panel": window.table.call_panel.title.text(),
        "status": window.scoreboard.current.text(),
        "scoreboard title": window.scoreboard.windowTitle(),
    }


def test_switching_language_mid_match_changes_texts_and_keeps_the_match(
    qtbot: QtBot, qapp: QApplication, languages: i18n.LanguageManager
) -> None:
    languages.set_language("en", remember=False)
    window = MainWindow(Settings(animation_speed="off", bot_pause_ms=0), autosave=False)
    qtbot.addWidget(window)
    window.show()
    choice = NewMatchChoice(game="hand", levels=["random"] * 3, turn_timer=0, speed="off")
    window.start_match(choice, seed=7)
    qtbot.waitUntil(lambda: window.table.call_panel.isVisible(), timeout=5000)
    qtbot.waitUntil(lambda: len(window.controller.state.to_act()) == 1, timeout=5000)

    before = record_of(window.controller.state).model_dump()
    english = visible_texts(window)
    assert "&Game" in english["menus"] and "&Language" in english["menus"]
    assert english["headers"].startswith("You")
    assert english["call panel"] == "Your call"
    assert english["status"].startswith("This round")

    languages.set_language("fr", remember=False)
    qapp.processEvents()
    french = visible_texts(window)
    assert "&Partie" in french["menus"] and "&Langue" in french["menus"]
    assert "&Game" not in french["menus"]
    assert french["headers"].startswith("Vous")
    assert french["call panel"] == "Votre annonce"
    assert french["status"].startswith("Cette manche") and "annonce" in french["status"]
    assert french["scoreboard title"] == "Tableau des scores"
    assert french["total row"] == "Total"
    # The match is exactly where it was: same actions, same cards, still the call to make.
    assert record_of(window.controller.state).model_dump() == before
    assert window.table.call_panel.isVisible()

    languages.set_language("en", remember=False)
    qapp.processEvents()
    assert visible_texts(window) == english
    assert record_of(window.controller.state).model_dump() == before
    window.close()
