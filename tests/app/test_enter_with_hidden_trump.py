"""Court Piece's hidden trump, the person unable to follow and the trump not shown yet: Enter
raises no card there (the person may first ask to see the trump, and a card raised for them
would be played by the next Enter), and only said "Choose a card with ← and →", gone a few
seconds later: a keyboard player pressed Enter seven times and the timer ran out (a player's
review). Enter now says what they can do, the keys the table really takes (S shows the trump,
as the "Show trump (S)" button; the arrows and Enter play any card, every card being allowed
then), and the words stay while that is so: until the person shows the trump or plays."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from koutchina.app.main_window import MainWindow

from .helpers import (
    court_piece_void_with_trump_hidden,
    wait_for,
)

pytestmark = pytest.mark.usefixtures("english")

SAID = ("You cannot follow suit: press S to see the hidden trump, or choose any card with ← "
        "and →, then press Enter")
HINT_MS = 3500  # what the table's other hints stay (TableView.show_hint)


def _void_with_the_trump_hidden(qtbot, timer: int = 30) -> MainWindow:  # type: ignore[no-untyped-def]
    """The person's turn, void in the suit led, the trump hidden: "Show trump (S)" on show."""
    window = court_piece_void_with_trump_hidden(qtbot, timer)
    view = window.controller.view(0)
    assert view is not None
    assert window.table.reveal_panel.isVisible()
    assert sorted(view.legal_cards()) == sorted(view.hand)  # any card may be played
    window.table.cancel_selection()  # nothing raised (a mouse player's turn, say)
    return window


def test_enter_says_s_shows_the_trump_or_the_arrows_choose_a_card(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = _void_with_the_trump_hidden(qtbot)
    table, c = window.table, window.controller
    hand = list(c.view(0).hand)
    for _ in range(7):  # as the reviewer pressed it
        qtbot.keyClick(table, Qt.Key.Key_Return)
    assert table.message().splitlines().count(SAID) == 1  # said once, not seven times
    assert list(c.view(0).hand) == hand and table.selected_index is None  # nothing played or raised
    qtbot.wait(HINT_MS + 700)  # longer than any other hint stays
    assert SAID in table.message(), "the words went while they still applied"
    # the keys they name are the ones the table takes
    qtbot.keyClick(table, Qt.Key.Key_S)
    wait_for(lambda: not c.view(0).trump_hidden)
    assert SAID not in table.message()  # the trump is shown: no longer so


def test_the_words_go_once_the_person_plays_with_the_keys(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = _void_with_the_trump_hidden(qtbot)
    table, c = window.table, window.controller
    qtbot.keyClick(table, Qt.Key.Key_Return)
    assert SAID in table.message()
    hand = list(c.view(0).hand)
    qtbot.keyClick(table, Qt.Key.Key_Right)
    assert table.selected_index is not None
    assert SAID in table.message()  # still so with a card raised: Enter plays it
    qtbot.keyClick(table, Qt.Key.Key_Return)
    assert len(c.view(0).hand) == len(hand) - 1  # a card played, as a discard
    assert SAID not in table.message()


def test_the_words_go_when_the_trump_is_asked_for_with_the_button(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = _void_with_the_trump_hidden(qtbot)
    table, c = window.table, window.controller
    qtbot.keyClick(table, Qt.Key.Key_Return)
    assert SAID in table.message()  # said, so that its going means something
    qtbot.mouseClick(table.reveal_panel.button, Qt.MouseButton.LeftButton)
    wait_for(lambda: not c.view(0).trump_hidden)
    assert SAID not in table.message()


def test_the_words_go_when_the_table_plays_for_the_person_at_the_countdown_s_end(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = _void_with_the_trump_hidden(qtbot, timer=5)
    table, c = window.table, window.controller
    qtbot.keyClick(table, Qt.Key.Key_Return)
    assert SAID in table.message()  # said, so that its going means something
    cards = len(c.view(0).hand)
    wait_for(lambda: len(c.view(0).hand) < cards, timeout=10000)  # played for them
    assert SAID not in table.message()
