"""A card raised with the keys belongs to the deal it was raised in. A keyboard player's next
turn finds the legal card nearest the one they played last raised (selection.py), but at a
deal's first card (after the trump was named, or the call made) Koutchina raised the card
nearest a position of an earlier deal or match, and the next Enter played it: in Hokm the
Hakem named trump with ← → and Enter, found the 6th card raised at the first lead, and played
a card they never chose (player's review). At a deal's first card nothing is raised now; the
arrows choose one, or a first Enter raises the first legal card and a second plays it."""

from __future__ import annotations

from PySide6.QtCore import Qt

from koutchina.app.main_window import MainWindow
from koutchina.app.table.selection import KeyboardSelection
from koutchina.engine import Phase, game_info

from .helpers import choice, make_window, person_ready, play_one_move, wait_for
from .test_trump import seed_where_person_is_hakem


class _Item:
    """A card of the hand as the selection sees it."""

    def __init__(self, card: int, playable: bool = True) -> None:
        self.card, self.playable, self.raised = card, playable, False

    def set_keyboard_selected(self, raised: bool) -> None:
        self.raised = raised


def _raised(window: MainWindow) -> list[object]:
    return [item.card for item in window.table.hand_items() if item.selected_by_keyboard]


def _first_card_turn(window: MainWindow) -> bool:
    """The person's turn to play the first card of their deal, the table settled on it."""
    c = window.controller
    view = c.view(0)
    return (view is not None and view.phase == Phase.PLAYING and c.accepts_input(0)
            and len(view.hand) == len(window.table.hand_items())
            == game_info(view.game).tricks_per_deal
            and any(item.playable for item in window.table.hand_items()))


def _key_move(qtbot, window: MainWindow) -> str:  # type: ignore[no-untyped-def]
    """The person's move made with the keys: the call 1, the first suit offered as trump (a
    target of 7 with bidding), the rightmost legal card (Esc, ←, Enter); the deal's summary
    and the match's end as the mouse would."""
    table, c = window.table, window.controller
    view = c.view(0)
    if (table.end_panel.isVisible() or table.summary_panel.isVisible()
            or view.phase not in (Phase.CALLING, Phase.NAMING_TRUMP, Phase.PLAYING)):
        return play_one_move(qtbot, window)
    if view.phase == Phase.CALLING:
        qtbot.keyClick(table, Qt.Key.Key_1)
        qtbot.keyClick(table, Qt.Key.Key_Return)
        return "call"
    if view.phase == Phase.NAMING_TRUMP:
        wait_for(lambda: table.trump_panel.isVisible())
        qtbot.keyClick(table, Qt.Key.Key_Right)
        if table.trump_panel.bidding:
            qtbot.keyClick(table, Qt.Key.Key_Up)
        qtbot.keyClick(table, Qt.Key.Key_Return)
        return "trump"
    wait_for(lambda: any(item.playable for item in table.hand_items()))
    qtbot.keyClick(table, Qt.Key.Key_Escape)
    qtbot.keyClick(table, Qt.Key.Key_Left)
    assert len(_raised(window)) == 1
    qtbot.keyClick(table, Qt.Key.Key_Return)
    return "card"


def _check_first_card(qtbot, window: MainWindow) -> bool:  # type: ignore[no-untyped-def]
    """Nothing raised at the deal's first card; Enter raises the first legal card without
    playing anything, and a second Enter plays it. False (the card played with the keys)
    where the rules allow one card only, which Enter plays at once (as it should: nothing to
    choose)."""
    c = window.controller
    qtbot.wait(50)  # whatever the table does once settled, done
    assert _raised(window) == [], "a card raised at the deal's first card, not by the person"
    if len(c.view(0).legal_cards()) == 1:
        _key_move(qtbot, window)
        return False
    hand = list(c.view(0).hand)
    qtbot.keyClick(window.table, Qt.Key.Key_Return)
    assert list(c.view(0).hand) == hand, "Enter played a card the person never chose"
    first = next(item.card for item in window.table.hand_items() if item.playable)
    assert _raised(window) == [first]
    qtbot.keyClick(window.table, Qt.Key.Key_Return)
    assert first not in c.view(0).hand
    return True


def _play_deals_with_keys(qtbot, window: MainWindow, deals: int,  # type: ignore[no-untyped-def]
                          hakem_named: bool = False, moves: int = 400) -> int:
    """The person plays with the keys; at the first card of each deal after the first, the
    check above. Until ``deals`` deals are checked (with ``hakem_named``, deals where the
    person named the trump with the keys). Returns the number checked."""
    c = window.controller
    checked = 0
    named_in: int | None = None
    for _ in range(moves):
        wait_for(lambda: person_ready(window) or _first_card_turn(window))
        view = c.view(0)
        if (view.deal_index > 0 and _first_card_turn(window)
                and (not hakem_named or named_in == view.deal_index)):
            checked += _check_first_card(qtbot, window)
            if checked == deals:
                return checked
            continue
        if not person_ready(window):
            wait_for(lambda: person_ready(window))
        index = c.view(0).deal_index
        if _key_move(qtbot, window) == "trump":
            named_in = index
    raise AssertionError(f"{checked} deals checked of {deals}")


def test_a_new_deal_s_first_card_is_not_raised_from_an_old_position() -> None:
    """The selection alone: a card played with Enter at the 6th place, then a new deal."""
    hand = [_Item(n) for n in range(13)]
    played: list[object] = []
    selection = KeyboardSelection(lambda: hand, lambda: True, played.append,  # type: ignore[arg-type, return-value]
                                  lambda: None)
    for _ in range(6):
        selection.move(1)
    assert selection.play() is None and played == [5]
    selection.clear()
    del hand[5]
    selection.offer()
    assert selection.index == 5  # in the deal: the card nearest the one played last
    selection.forget()  # the deal's cards taken off the table
    hand[:] = [_Item(n) for n in range(100, 113)]  # the next deal's
    selection.offer()
    assert selection.index is None and not any(item.raised for item in hand)
    assert selection.play() is not None and played == [5]  # Enter raises, plays nothing
    assert selection.index == 0  # the first legal card
    assert selection.play() is None and played == [5, 100]
    selection.clear()
    del hand[0]
    selection.offer()
    assert selection.index == 0  # the next turn: nearest the one played in this deal


def test_the_hakem_s_first_lead_after_naming_trump_with_keys_has_nothing_raised(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Hokm, deals played with the keys, the trump named with ← → and Enter: at the Hakem's
    first lead of a later deal nothing is raised, and Enter plays nothing unchosen."""
    window = make_window(qtbot)
    window.start_match(choice("hokm"), seed=seed_where_person_is_hakem("hokm"))
    assert _play_deals_with_keys(qtbot, window, 1, hakem_named=True) == 1


def test_court_piece_and_hand_s_first_card_of_a_deal_has_nothing_raised(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Court Piece after the trump, Hand after the call: the deal's first card of the
    person's, reached with the keys, has nothing raised."""
    window = make_window(qtbot)
    window.start_match(choice("court-piece"), seed=seed_where_person_is_hakem("court-piece"))
    assert _play_deals_with_keys(qtbot, window, 1) == 1
    window.start_match(choice("hand"), seed=11)
    assert _play_deals_with_keys(qtbot, window, 1) == 1


def test_a_new_match_s_first_card_is_not_raised_from_the_last_match(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Cards played with the keys in a match left mid-deal; a new match's first card of the
    person's has nothing raised."""
    window = make_window(qtbot)
    window.start_match(choice("hokm"), seed=seed_where_person_is_hakem("hokm"))
    c = window.controller
    for _ in range(60):
        wait_for(lambda: person_ready(window))
        if c.view(0).phase == Phase.PLAYING and len(c.view(0).hand) <= 9:  # some played
            break
        _key_move(qtbot, window)
    assert window.table.selection.by_keys
    window.start_match(choice("hokm"), seed=seed_where_person_is_hakem("hokm"))
    for _ in range(10):
        wait_for(lambda: person_ready(window) or _first_card_turn(window))
        if _first_card_turn(window):
            break
        _key_move(qtbot, window)
    assert _check_first_card(qtbot, window)  # the Hakem's lead: every card allowed


def test_after_an_undo_the_card_nearest_the_one_played_last_is_raised_again(qtbot) -> None:  # type: ignore[no-untyped-def]
    # an undo restarts the match a move back: the same deal, so the keyboard's place in it is
    # kept (it was forgotten with the deal's cards, and a keyboard player pressed Enter twice)
    window = make_window(qtbot)
    window.start_match(choice("hokm", practice=True), seed=31)
    c = window.controller
    played = 0
    for _ in range(200):
        wait_for(lambda: person_ready(window))
        if _key_move(qtbot, window) == "card":
            played += 1
            if played == 2:
                break
    wait_for(lambda: c.accepts_input(0) and bool(_raised(window)))
    assert c.can_undo() and c.undo()
    qtbot.waitUntil(lambda: c.accepts_input(0) and c.view(0).phase == Phase.PLAYING,
                    timeout=15000)
    qtbot.waitUntil(lambda: bool(_raised(window)), timeout=5000)
    assert len(_raised(window)) == 1
