"""The coach's hint chooses what it advises for Enter: the card raised with the keys moves to the
advised card, and the call or trump chosen in a chooser to the advised one, so that Enter after
H does what the hint said (a player's review: "Play 4♦ rather than Q♠", Q♠ still raised from
earlier keyboard use, and H then Enter played Q♠, which the deal's review then charged them
for). The screen reader follows the choice moved as it follows the keys: the hand's current
row, "Call 8. Enter locks it in."; the hint's own words are said after the card's. The mouse
still plays any card; a hint that is not for the decision on the table chooses nothing."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import Qt

from koutchina import coach
from koutchina.app.main_window import MainWindow
from koutchina.bots import seat_seed
from koutchina.coach import Hint, hint_for
from koutchina.engine import Call, Card, NameTrump, Phase, PlayCard, RevealTrump, SeatView

from .helpers import choice, click_card, make_window, play_one_move, play_until, wait_for

pytestmark = pytest.mark.usefixtures("english")  # the words said (tests/app/conftest.py)


def _active(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """The window active, as a person's: H, the coach's shortcut, works then."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=5000)


def _hint_shown(qtbot, window: MainWindow) -> Hint:  # type: ignore[no-untyped-def]
    """H pressed on the table, and the hint it shows once worked out."""
    qtbot.keyClick(window.table, Qt.Key.Key_H)
    panel = window.coach.panel
    wait_for(lambda: panel.isVisible() and panel.shown_hint is not None, timeout=30000)
    hint = panel.shown_hint
    assert hint is not None
    return hint


def _advice_now(window: MainWindow, seed: int) -> Hint:
    """The hint the coach gives the person now, worked out here as the coach does it."""
    view = window.controller.view(0)
    assert view is not None
    return hint_for(view, seat_seed(seed, 0))


def _raised(window: MainWindow) -> list[Card | None]:
    return [item.card for item in window.table.hand_items() if item.selected_by_keyboard]


def _card_turn(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """Played on to a turn of the person's with several cards to choose from."""
    c = window.controller

    def there() -> bool:
        view = c.view(0)
        return (view is not None and view.phase == Phase.PLAYING and c.accepts_input(0)
                and len(view.legal_cards()) >= 3)

    play_until(qtbot, window, there)


def test_enter_after_the_hint_plays_the_advised_card_not_the_one_raised_before(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window(qtbot)
    _active(qtbot, window)
    window.start_match(choice("hand", levels=["medium"] * 3, practice=True), seed=11)
    _card_turn(qtbot, window)
    c, table = window.controller, window.table
    advised = _advice_now(window, 11).advised.action
    assert isinstance(advised, PlayCard)
    # a card raised with the keys, not the one the coach will advise
    qtbot.keyClick(table, Qt.Key.Key_Right)
    if _raised(window) == [advised.card]:
        qtbot.keyClick(table, Qt.Key.Key_Right)
    [before] = _raised(window)
    assert before is not None and before != advised.card
    hint = _hint_shown(qtbot, window)
    assert hint.advised.action == advised
    assert _raised(window) == [advised.card]  # the raised card went to the advised one
    # the screen reader's hand follows, as with the arrows; the hint is said after it
    cards = [item.card for item in table.hand_items()]
    hand = table.accessibility.hand
    assert hand.currentRow() == cards.index(advised.card)
    assert hand.currentItem().text().endswith(", you can play it")
    assert table.announcer.spoken[-1] == table.announcer.panel_words(window.coach.panel)
    qtbot.keyClick(table, Qt.Key.Key_Return)
    view = c.view(0)
    assert view is not None
    assert advised.card not in view.hand and before in view.hand


def test_the_mouse_still_plays_any_card_after_the_hint(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window(qtbot)
    _active(qtbot, window)
    window.start_match(choice("hand", levels=["medium"] * 3, practice=True), seed=11)
    _card_turn(qtbot, window)
    hint = _hint_shown(qtbot, window)
    advised = hint.advised.action
    assert isinstance(advised, PlayCard) and _raised(window) == [advised.card]
    other = next(item for item in window.table.hand_items()
                 if item.playable and item.card != advised.card)
    card = other.card
    click_card(qtbot, window, other)
    view = window.controller.view(0)
    assert view is not None and card not in view.hand and advised.card in view.hand


def test_a_hint_for_an_earlier_turn_moves_no_card(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Shown again at a later turn (a hint not for the decision on the table), it raises
    nothing: the card the person raised stays."""
    window = make_window(qtbot)
    _active(qtbot, window)
    window.start_match(choice("hand", levels=["medium"] * 3, practice=True), seed=11)
    _card_turn(qtbot, window)
    old = _hint_shown(qtbot, window)
    assert isinstance(old.advised.action, PlayCard)
    qtbot.keyClick(window.table, Qt.Key.Key_H)  # closed
    play_one_move(qtbot, window)  # the person's card (the mouse's, the last legal one)
    _card_turn(qtbot, window)
    qtbot.keyClick(window.table, Qt.Key.Key_Right)
    raised = _raised(window)
    assert len(raised) == 1
    window.coach._show(old)
    assert _raised(window) == raised


def test_enter_after_the_hint_locks_in_the_advised_call(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window(qtbot)
    _active(qtbot, window)
    window.start_match(choice("hand", levels=["medium"] * 3, practice=True), seed=103)
    c, table = window.controller, window.table


    def bots_called() -> bool:  # (a bot's call locked resets the chooser: settled again)
        view = c.view(0)
        return (table.call_panel.isVisible() and c.accepts_input(0) and not c.busy
                and view is not None and all(view.calls_locked[1:]))

    wait_for(bots_called)
    advised = _advice_now(window, 103).advised.action
    assert isinstance(advised, Call)
    other = 1 if advised.tricks != 1 else 2
    qtbot.keyClick(table, Qt.Key.Key_0 + other)
    assert table.call_panel.choice() == other
    hint = _hint_shown(qtbot, window)
    assert hint.advised.action == advised
    assert table.call_panel.choice() == advised.tricks
    assert f"Call {advised.tricks}. Enter locks it in." in table.announcer.spoken[-2:]
    qtbot.keyClick(table, Qt.Key.Key_Return)
    view = c.view(0)
    assert view is not None and view.calls[0] == advised.tricks


@pytest.mark.parametrize("seed", [103, 4])
def test_a_call_hint_asked_while_the_bots_lock_theirs_still_chooses_the_call(  # type: ignore[no-untyped-def]
        qtbot, monkeypatch: pytest.MonkeyPatch, seed: int) -> None:
    """The four seats call at the same time: H pressed as soon as the chooser shows, the bots
    locking their calls while the hint is worked out, still chooses the advised call (the view
    had changed by the locks alone, and Enter locked in the call advised against: a code
    review)."""
    window = make_window(qtbot, bot_pause_ms=200, animation_speed="off")
    _active(qtbot, window)
    window.start_match(choice("hand", levels=["medium"] * 3, practice=True), seed=seed)
    c, table = window.controller, window.table
    wait_for(lambda: table.call_panel.isVisible() and c.accepts_input(0), timeout=15000)
    locked = sum(c.view(0).calls_locked)
    advised = _advice_now(window, seed).advised.action
    assert isinstance(advised, Call)
    other = 1 if advised.tricks != 1 else 2
    qtbot.keyClick(table, Qt.Key.Key_0 + other)
    # the hint held back until a bot has locked its call, however fast the hint is worked out
    locked_meanwhile = threading.Event()
    asked: list[SeatView] = []

    def slow_hint(view: SeatView, seat_seed: int) -> Hint:
        asked.append(view)
        assert locked_meanwhile.wait(timeout=30)
        return hint_for(view, seat_seed)

    monkeypatch.setattr(coach, "hint_for", slow_hint)
    qtbot.keyClick(table, Qt.Key.Key_H)
    wait_for(lambda: sum(c.view(0).calls_locked) > locked, timeout=15000)
    locked_meanwhile.set()
    panel = window.coach.panel
    wait_for(lambda: panel.isVisible() and panel.shown_hint is not None, timeout=30000)
    # the hint was worked out for the view before the lock, shown after it
    assert [sum(view.calls_locked) for view in asked] == [locked]
    assert sum(c.view(0).calls_locked) > locked
    assert table.call_panel.choice() == advised.tricks


def _trump_chosen_then_hint(qtbot, game: str, options: dict[str, object],  # type: ignore[no-untyped-def]
                            seed: int) -> tuple[MainWindow, NameTrump]:
    """The person is the Hakem: a suit chosen with the arrows that the coach will not advise
    (and, with bidding, a target it will not advise where it can), then H."""
    window = make_window(qtbot)
    _active(qtbot, window)
    window.start_match(choice(game, levels=["medium"] * 3, options=options, practice=True),
                       seed=seed)
    c, table = window.controller, window.table
    panel = table.trump_panel
    wait_for(lambda: panel.isVisible() and c.accepts_input(0))
    advised = _advice_now(window, seed).advised.action
    assert isinstance(advised, NameTrump)
    while panel.suit() in (None, advised.suit):
        qtbot.keyClick(table, Qt.Key.Key_Right)
    if panel.bidding:
        qtbot.keyClick(table, Qt.Key.Key_Up)  # 9
        if advised.target == 9:
            qtbot.keyClick(table, Qt.Key.Key_Up)  # 10
    hint = _hint_shown(qtbot, window)
    assert hint.advised.action == advised
    return window, advised


def test_enter_after_the_hint_names_the_advised_trump(qtbot) -> None:  # type: ignore[no-untyped-def]
    window, advised = _trump_chosen_then_hint(qtbot, "hokm", {}, seed=1)
    table = window.table
    assert table.trump_panel.suit() == advised.suit
    # the choice said as the arrows' is (the words of the choice made, not of the one before),
    # then the hint
    spoken = table.announcer.spoken
    assert spoken[-2:] == [f"Name {advised.suit.name.lower()} as trump. Enter confirms.",
                           table.announcer.panel_words(window.coach.panel)]
    qtbot.keyClick(table, Qt.Key.Key_Return)
    view = window.controller.view(0)
    assert view is not None and (view.trump, view.bid_target) == (advised.suit,
                                                                  advised.target)


def test_enter_after_the_hint_names_the_advised_trump_and_target(qtbot) -> None:  # type: ignore[no-untyped-def]
    window, advised = _trump_chosen_then_hint(qtbot, "court-piece", {"bidding": True}, seed=2)
    table = window.table
    assert advised.target is not None
    assert (table.trump_panel.suit(), table.trump_panel.target()) == (advised.suit,
                                                                      advised.target)
    said = (f"Name {advised.suit.name.lower()} as trump, target {advised.target}. "
            "Enter confirms.")
    spoken = table.announcer.spoken
    assert spoken[-2:] == [said, table.announcer.panel_words(window.coach.panel)]  # once
    qtbot.keyClick(table, Qt.Key.Key_Return)
    state = window.controller.state
    assert state is not None and state.phase != Phase.NAMING_TRUMP
    view = window.controller.view(0)
    assert view is not None and (view.trump, view.bid_target) == (advised.suit,
                                                                  advised.target)


def _advised_to_see_the_trump(qtbot) -> tuple[MainWindow, Card]:  # type: ignore[no-untyped-def]
    """Court Piece, the trump hidden, the person unable to follow (seed 33, as
    helpers.court_piece_void_with_trump_hidden), a card raised with the keys, then the
    coach's hint, which advises asking to see the trump: the card raised is lowered."""
    window = make_window(qtbot)
    _active(qtbot, window)
    window.start_match(choice("court-piece", levels=["medium"] * 3,
                              options={"hidden_trump": True}, practice=True), seed=33)
    table = window.table
    play_until(qtbot, window, table.reveal_panel.isVisible, moves=2000)
    qtbot.keyClick(table, Qt.Key.Key_Right)
    [raised] = _raised(window)
    hint = _hint_shown(qtbot, window)
    assert isinstance(hint.advised.action, RevealTrump)
    assert _raised(window) == []
    return window, raised


def test_advised_to_see_the_hidden_trump_enter_asks_as_s_does(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Enter carries out the advice, as it plays an advised card: it said only that S shows
    the trump, and a player following the hint with the keys was left stuck (a player's
    review). No card is played, the hint closes, the person's turn goes on with the trump
    shown."""
    window, raised = _advised_to_see_the_trump(qtbot)
    table = window.table
    qtbot.keyClick(table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not table.reveal_panel.isVisible(), timeout=5000)
    view = window.controller.view(0)
    assert view is not None and not view.trump_hidden and raised in view.hand
    assert not window.coach.panel.isVisible()


def test_a_card_raised_after_that_advice_is_what_enter_plays(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The person chose otherwise with the arrows: Enter plays that card, the trump still
    hidden (the advice is theirs to follow or not)."""
    window, _raised_before = _advised_to_see_the_trump(qtbot)
    table = window.table
    window.coach.close_hint()
    qtbot.keyClick(table, Qt.Key.Key_Right)
    [chosen] = _raised(window)
    qtbot.keyClick(table, Qt.Key.Key_Return)
    view = window.controller.view(0)
    assert view is not None and chosen not in view.hand and view.trump_hidden
