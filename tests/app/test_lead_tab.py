"""The trick's cards lie apart, each towards its player, so which card led showed nowhere on
the table; in Hand, without trump, the suit led decides the trick, and a player's review took
the second card for the lead and the trick for theirs. The card that led now carries a tab
that says so, in the language in use, on the table live and in a resumed match."""

from __future__ import annotations

from koutchina.app import i18n
from koutchina.app.players import HUMAN, SeatPlayer
from koutchina.app.table.card_item import CardItem, lead_word
from koutchina.engine import Phase

from .helpers import choice, make_window, play_one_move, wait_for


def _trick_items(window) -> list[CardItem]:  # type: ignore[no-untyped-def]
    return list(window.table.cards.trick)


def _to_a_trick_under_way(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """The person's turn with two cards or more already in the trick."""
    c = window.controller
    for _ in range(40):
        wait_for(lambda: c.accepts_input(0))
        view = c.view(0)
        if view.phase == Phase.PLAYING and len(view.current_trick) >= 2:
            return
        play_one_move(qtbot, window)
    raise AssertionError("no trick with two cards before the person's turn")


def test_the_card_that_led_the_trick_carries_the_lead_tab(qtbot, english: None) -> None:  # type: ignore[no-untyped-def]
    window = make_window(qtbot)
    window.start_match(choice("hand"), seed=4)
    _to_a_trick_under_way(qtbot, window)
    view = window.controller.view(0)
    items = _trick_items(window)
    assert [item.card for item in items] == [card for _seat, card in view.current_trick]
    assert [item.lead_tab > 0 for item in items] == [True] + [False] * (len(items) - 1)
    assert items[0].boundingRect().top() < items[1].boundingRect().top()  # the tab is drawn
    assert lead_word() == "Lead"
    i18n.language_manager().set_language("fr", remember=False)
    assert lead_word() == "Entame"
    i18n.language_manager().set_language("en", remember=False)

    state = window.controller.state
    resumed = make_window(qtbot)
    resumed.resume(state, [SeatPlayer("", HUMAN)] + [SeatPlayer("", "random")] * 3)
    wait_for(lambda: len(_trick_items(resumed)) == len(items))
    assert [item.lead_tab > 0 for item in _trick_items(resumed)] == [
        True] + [False] * (len(items) - 1)


def test_the_next_trick_s_first_card_leads_it(qtbot, english: None) -> None:  # type: ignore[no-untyped-def]
    window = make_window(qtbot)
    window.start_match(choice("hokm"), seed=6)
    c = window.controller
    _to_a_trick_under_way(qtbot, window)
    first = c.view(0).completed_tricks
    for _ in range(8):  # into the next trick, the person's turn again
        play_one_move(qtbot, window)
        wait_for(lambda: c.accepts_input(0))
        view = c.view(0)
        if len(view.completed_tricks) > len(first) and view.current_trick:
            break
    items = _trick_items(window)
    assert items and items[0].card == view.current_trick[0][1]
    assert [item.lead_tab > 0 for item in items] == [True] + [False] * (len(items) - 1)
