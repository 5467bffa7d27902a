"""The start screen says what each Play button starts: a player who had played Hokm with hard,
medium and hard bots, then a Hand round with medium ones, read "Last time: Hand · bots medium
· ..." under the buttons, and Play Hokm started the hard bots of their Hokm (each game keeps
its own bots). And the turn timer is said as New match and Settings list it ("5 min"), not
"300 s"."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QLabel

from koutchina.app.main_window import MainWindow
from koutchina.app.new_match_dialog import NewMatchDialog
from koutchina.app.start_screen import GameCard
from koutchina.app.timer_choice import TurnTimerBox

from .helpers import make_window


def _new_match(qtbot, window: MainWindow, game: str, levels: list[str],  # type: ignore[no-untyped-def]
               timer: int, practice: bool) -> None:
    """A match chosen in New match as a person does, then left for the start screen."""

    def choose_and_accept() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, NewMatchDialog)
        dialog.game_combo.setCurrentIndex(dialog.game_combo.findData(game))
        for combo, level in zip(dialog.level_combos, levels, strict=True):
            combo.setCurrentIndex(combo.findData(level))
        dialog.timer_box.setCurrentIndex(dialog.timer_box.findData(timer))
        dialog.practice_box.setChecked(practice)
        dialog.accept()

    QTimer.singleShot(0, choose_and_accept)
    if window.controller.state is not None:  # the match under way given up, as asked
        QTimer.singleShot(50, lambda: window.another_match.start_button.click())
    started = window.controller.state
    window.choices.open_dialog()
    qtbot.waitUntil(lambda: window.controller.state is not None
                    and window.controller.state is not started, timeout=10_000)
    window.leave_table()


def _card(window: MainWindow, game: str) -> GameCard:
    return next(card for card in window.start_screen.cards if card.game == game)


def _words(card: GameCard) -> str:
    """Everything the game's box says."""
    return " | ".join(label.text() for label in card.findChildren(QLabel) if label.text())


def test_each_game_says_the_bots_its_play_button_starts(qtbot, english: None) -> None:  # type: ignore[no-untyped-def]
    window = make_window(qtbot, animation_speed="off")  # no deal to wait for
    _new_match(qtbot, window, "hokm", ["hard", "medium", "hard"], 300, practice=True)
    _new_match(qtbot, window, "hand", ["medium"] * 3, 300, practice=True)
    screen = window.start_screen
    assert window.stack.currentWidget() is window.start_page
    hokm, hand = _card(window, "hokm"), _card(window, "hand")
    assert "hard, medium, hard" in _words(hokm), _words(hokm)
    assert "medium" in _words(hand) and "hard" not in _words(hand), _words(hand)
    # the line under the buttons names no game's bots (each game's box does) and says what
    # every Play button shares: the timer, as New match lists it, and practice
    footnote = screen.last.text()
    assert "Hand" not in footnote and "medium" not in footnote, footnote
    assert "5 min a move" in footnote and "practice" in footnote, footnote
    # and Play Hokm starts what its box and the line say
    qtbot.mouseClick(hokm.play, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.controller.state is not None, timeout=10_000)
    state = window.controller.state
    assert state.game == "hokm"
    assert [player.level for player in window.controller.players[1:]] == [
        "hard", "medium", "hard"]
    assert state.rules.turn_timer == 300 and window.controller.practice


def test_the_line_follows_a_setting_changed_after_start(qtbot, english: None) -> None:  # type: ignore[no-untyped-def]
    """Chosen in a match, then back on the start screen: the line says the new timer (it kept
    the one of the program's start)."""
    window = make_window(qtbot, animation_speed="off", turn_timer=30)
    assert "30 s a move" in window.start_screen.last.text()
    _new_match(qtbot, window, "court-piece", ["easy"] * 3, 120, practice=False)
    assert "2 min a move" in window.start_screen.last.text(), window.start_screen.last.text()
    assert "practice" not in window.start_screen.last.text()
    assert "easy" in _words(_card(window, "court-piece"))


def test_the_timer_is_said_as_new_match_lists_it(qtbot, language: str) -> None:  # type: ignore[no-untyped-def]
    """The start screen's line says the timer in the words of New match's and Settings' list
    ("5 min", "45 s"; "5 min" was "300 s" there), in English and in French."""
    for seconds in (300, 120, 45, 90):
        window = make_window(qtbot, turn_timer=seconds,
                             bot_levels={"hand": ["medium"] * 3})
        listed = TurnTimerBox(seconds)
        assert listed.currentText() in window.start_screen.last.text(), (
            listed.currentText(), window.start_screen.last.text())
        listed.deleteLater()
