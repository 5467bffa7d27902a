"""The Hakem's trump chooser, a bidding target, and the hidden trump's "Show trump" button."""

from __future__ import annotations

from PySide6.QtCore import Qt

from koutchina.app import texts
from koutchina.engine import Phase, RevealTrump, make_rules, new_match

from .helpers import choice, make_window, play_until


def seed_where_person_is_hakem(game: str, **options: object) -> int:
    rules = make_rules(game, dict(options))
    return next(seed for seed in range(1, 200) if new_match(rules, seed).hakem == 0)


def test_the_hakem_sees_five_cards_and_names_trump_with_a_target(qtbot) -> None:
    seed = seed_where_person_is_hakem("court-piece", bidding=True)
    window = make_window(qtbot)
    window.start_match(choice("court-piece", options={"bidding": True}), seed=seed)
    c = window.controller
    panel = window.table.trump_panel
    qtbot.waitUntil(lambda: panel.isVisible(), timeout=15000)
    assert c.view(0).phase == Phase.NAMING_TRUMP
    assert len(window.table.hand_items()) == 5
    assert all(item.face_up for item in window.table.hand_items())
    assert panel.target_row.isVisible()
    # a higher target only makes the deal harder (NOTES.md: made, 2 courts; missed, 2 to the
    # other side): the panel says so (a player's review: a player who bids 11 takes on risk
    # for nothing, and every bot names 9)
    assert panel.hint.text() == "Name the trump and a target (every target scores the same)."
    qtbot.mouseClick(panel.suit_buttons[texts.Suit.HEARTS], Qt.MouseButton.LeftButton)
    assert not panel.confirm.isEnabled()  # a target is still missing
    qtbot.mouseClick(panel.target_buttons[10], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(panel.confirm, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: c.view(0).phase == Phase.PLAYING, timeout=15000)
    view = c.view(0)
    assert view.trump == texts.Suit.HEARTS and view.bid_target == 10
    assert len(window.table.hand_items()) == 13
    assert window.table.info.trump_state == "shown"
    assert "You named hearts as trump (target: 10 tricks)" in window.table.message()


def test_when_time_runs_out_the_table_names_trump_and_target_and_says_both(qtbot) -> None:
    seed = seed_where_person_is_hakem("court-piece", bidding=True)
    window = make_window(qtbot)
    c = window.controller
    c.turn_timer.tick_ms = 5
    window.start_match(choice("court-piece", timer=5, options={"bidding": True}), seed=seed)
    qtbot.waitUntil(lambda: c.view(0).phase == Phase.PLAYING, timeout=15000)
    view = c.view(0)
    assert view.bid_target == 9  # the lowest target
    assert (f"Time is up: the table named {texts.suit_name(view.trump)} as trump for you, "
            "with the lowest target (9 tricks)") in window.table.message()


def _play_until_void_with_the_trump_hidden(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """Played on until the person may show the hidden trump (void in the suit led)."""
    play_until(qtbot, window, window.table.reveal_panel.isVisible, moves=2000)


def test_a_void_player_can_ask_to_see_a_hidden_trump(qtbot) -> None:
    window = make_window(qtbot)
    window.start_match(choice("court-piece", options={"hidden_trump": True}), seed=33)
    c = window.controller
    _play_until_void_with_the_trump_hidden(qtbot, window)
    view = c.view(0)
    assert view.trump_hidden
    assert any(isinstance(action, RevealTrump) for action in view.legal_actions())
    assert view.hakem != 0  # so the trump is hidden from the person: the box says so
    assert window.table.info.trump_state == "hidden"
    # the "?" in the trump box is explained where the pointer rests on it (a player's review)
    assert window.table.info.toolTip() == (
        "The trump is hidden: only the Hakem knows it. A player who cannot follow suit may "
        "ask to see it (S).")
    qtbot.mouseClick(window.table.reveal_panel.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not c.view(0).trump_hidden, timeout=15000)
    assert window.table.info.trump_state == "shown"
    assert window.table.info.toolTip() == ""
    assert window.table.info.trump == c.state.trump
    assert "You ask to see the trump" in window.table.message()


def test_a_void_hakem_shows_the_hidden_trump_it_knew(qtbot) -> None:
    window = make_window(qtbot)
    window.start_match(choice("court-piece", options={"hidden_trump": True}), seed=35)
    c = window.controller
    _play_until_void_with_the_trump_hidden(qtbot, window)
    view = c.view(0)
    assert view.hakem == 0 and view.trump_hidden
    # the Hakem knows its trump, and sees that the table does not yet: the box looked the
    # same before and after the trump was shown (a player's review)
    info = window.table.info
    assert info.trump_state == "secret" and info.trump == c.state.trump
    assert info.trump_note() == "HIDDEN"
    suit = texts.suit_name(c.state.trump)
    assert (window.table.announcer.words.trump_text(info.trump_state, info.trump)
            == f"Trump: {suit}, hidden from the others")
    qtbot.mouseClick(window.table.reveal_panel.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not c.view(0).trump_hidden, timeout=15000)
    assert info.trump_state == "shown" and info.trump_note() == ""
    assert f"You show your hidden trump: {suit}" in window.table.message()


def _resumed_with_the_trump_hidden(qtbot, hakem_is_person: bool):  # type: ignore[no-untyped-def]
    """A Court Piece match with the hidden trump, resumed in its first trick."""
    from koutchina.app.players import HUMAN, SeatPlayer

    rules = make_rules("court-piece", {"hidden_trump": True})
    seed = next(s for s in range(1, 300) if (new_match(rules, s).hakem == 0) == hakem_is_person)
    state = new_match(rules, seed)
    while state.phase != Phase.PLAYING:
        seat = state.to_act()[0]
        state.apply(state.legal_actions(seat)[0])
    window = make_window(qtbot, animation_speed="off")
    window.resume(state, [SeatPlayer("", HUMAN)] + [SeatPlayer("", "medium")] * 3)
    return window


def test_a_resumed_deal_shows_the_hidden_trump_as_it_stood(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Resumed, the box said "…" (not named yet) to the others, and the Hakem's looked shown."""
    window = _resumed_with_the_trump_hidden(qtbot, hakem_is_person=False)
    play_until(qtbot, window, lambda: window.controller.view(0).phase == Phase.PLAYING)
    assert window.controller.view(0).trump_hidden
    assert window.table.info.trump_state == "hidden"
    window = _resumed_with_the_trump_hidden(qtbot, hakem_is_person=True)
    assert window.controller.view(0).trump_hidden
    assert window.table.info.trump_state == "secret"
