"""Small things a person notices: a first start, an empty Last-trick window, the Last-trick
window over the trick, radio marks, the timer lengths, four-colour trump buttons, and window
places remembered between runs."""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication

from koutchina.app.main_window import MainWindow
from koutchina.app.new_match_dialog import NewMatchDialog
from koutchina.app.screens import screen_of
from koutchina.engine import Suit
from koutchina.storage.settings import load_settings

from .helpers import choice, make_window, person_ready, play_one_move, wait_for
from .test_trump import seed_where_person_is_hakem


def test_a_first_start_says_what_the_play_buttons_start_with(qtbot) -> None:
    """A new player's first Play started a 30-second turn timer nothing had named (the table
    then called for them: a player's review): the screen says what the buttons start with,
    the timer among the choices, on a first start and after."""
    window = make_window(qtbot)
    screen = window.start_screen
    assert screen.last.text() == (
        "Every game: 30 s a move · animation normal (New match… for other choices)")
    assert [card.bots.text() for card in screen.cards] == ["Bots: medium"] * 3
    window.choices.quick_start("hokm")
    again = MainWindow(load_settings(), autosave=False)
    qtbot.addWidget(again)
    assert "New match…" not in again.start_screen.last.text()  # no first start now
    # the levels and the speed read as words of the sentence, not as menu labels
    again.start_screen.set_play_choices({"hokm": ["hard", "medium", "easy"]}, "normal", 0)
    hokm = next(card for card in again.start_screen.cards if card.game == "hokm")
    assert hokm.bots.text() == "Bots: hard, medium, easy"
    assert again.start_screen.last.text() == "Every game: no turn timer · animation normal"
    # three bots of one level: the level said once ("bots medium, medium, medium" read
    # clumsily, in French above all: "bots de niveau moyen, moyen, moyen")
    again.start_screen.set_play_choices({"hokm": ["medium"] * 3}, "fast", 45, practice=True)
    assert hokm.bots.text() == "Bots: medium"
    assert again.start_screen.last.text() == (
        "Every game: 45 s a move · animation fast · practice (hints and undo)")


def test_the_last_trick_opens_only_with_a_match_and_beside_the_trick(qtbot, qapp) -> None:
    window = make_window(qtbot)
    window.menus.last_trick_action.trigger()
    assert not window.last_trick_dialog.isVisible()  # nothing to show on the start screen
    window.start_match(choice("hand"), seed=5)
    c = window.controller
    for _ in range(200):
        wait_for(lambda: person_ready(window), timeout=15000)
        if c.last_trick is not None and c.view(0).current_trick and c.accepts_input(0):
            break
        play_one_move(qtbot, window)
    window.menus.last_trick_action.trigger()
    dialog = window.last_trick_dialog
    assert dialog.isVisible()
    table = window.table
    for item in table.trick_items():
        on_view = table.mapFromScene(item.sceneBoundingRect()).boundingRect()
        on_screen = QRect(table.viewport().mapToGlobal(on_view.topLeft()), on_view.size())
        assert not dialog.frameGeometry().intersects(on_screen)


def test_animation_speeds_are_one_choice_among_four(qtbot) -> None:
    window = make_window(qtbot)
    group = window.menus.speed_actions["fast"].actionGroup()
    assert group is not None and group.isExclusive()  # drawn as radio marks
    assert all(action.actionGroup() is group for action in window.menus.speed_actions.values())
    window.menus.speed_actions["slow"].trigger()
    assert [s for s, a in window.menus.speed_actions.items() if a.isChecked()] == ["slow"]


def test_the_turn_timer_offers_only_lengths_a_person_can_play_to(qtbot) -> None:
    window = make_window(qtbot, turn_timer=25)
    dialog = NewMatchDialog(window.choices.remembered(), window)
    qtbot.addWidget(dialog)
    box = dialog.timer_box
    lengths = [int(box.itemData(i)) for i in range(box.count())]
    assert lengths[0] == 0 and box.itemText(0) == "Off"
    assert all(seconds >= 10 for seconds in lengths[1:] if seconds != 25)
    assert box.seconds() == 25  # a length saved earlier stays as it was


def test_four_colour_suits_colour_the_trump_buttons_too(qtbot) -> None:
    window = make_window(qtbot, four_colour=True)
    window.start_match(choice("hokm"), seed=seed_where_person_is_hakem("hokm"))
    panel = window.table.trump_panel
    qtbot.waitUntil(lambda: panel.isVisible(), timeout=15000)
    colour = {suit: panel.suit_buttons[suit].palette().buttonText().color().name()
              for suit in Suit}
    assert colour[Suit.DIAMONDS] != colour[Suit.HEARTS]
    assert colour[Suit.CLUBS] != colour[Suit.SPADES]
    window.menus.four_colour_action.trigger()  # off again: diamonds red, clubs like spades
    colour = {suit: panel.suit_buttons[suit].palette().buttonText().color().name()
              for suit in Suit}
    assert colour[Suit.DIAMONDS] == colour[Suit.HEARTS]
    assert colour[Suit.CLUBS] == colour[Suit.SPADES]


def test_window_and_history_places_are_remembered(qtbot, qapp: QApplication) -> None:
    window = make_window(qtbot)
    window.resize(window.minimumSizeHint().width(), 561)
    size = window.size().toTuple()
    window.open_history()
    window.saved_matches.history_window.resize(611, 411)
    window.close()
    saved = load_settings()
    assert (saved.window.width, saved.window.height) == size
    assert saved.history_window is not None and saved.history_window.width == 611

    again = MainWindow(saved, autosave=False)
    qtbot.addWidget(again)
    # the offscreen test screen is 800 px wide: Qt keeps a restored window on the screen
    screen_width = screen_of(again).availableGeometry().width()
    assert (again.width(), again.height()) == (min(size[0], screen_width - 2), size[1])
    again.open_history()
    assert again.saved_matches.history_window.size().toTuple() == (611, 411)
    again.saved_matches.history_window.close()
