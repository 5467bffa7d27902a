"""Keyboard play at the table: arrows over legal cards only, Enter plays the raised card or
says why not, and no raised card outlives the move or the trick."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt

from koutchina.app import texts
from koutchina.app.main_window import MainWindow
from koutchina.engine import Phase, SeatView

from .helpers import choice, click_card, make_window, person_ready, play_one_move, wait_for


def _raised(window: MainWindow) -> list[object]:
    return [item.card for item in window.table.hand_items() if item.selected_by_keyboard]


def _to_a_turn(qtbot, window: MainWindow, wanted: Callable[[SeatView], bool],  # type: ignore[no-untyped-def]
               what: str, moves: int = 300) -> SeatView:
    """The person's moves made until a card turn of theirs where ``wanted`` holds."""
    c = window.controller
    for _ in range(moves):
        wait_for(lambda: person_ready(window), timeout=15000)
        view = c.view(0)
        if view.phase == Phase.PLAYING and c.accepts_input(0) and wanted(view):
            return view
        play_one_move(qtbot, window)
    raise AssertionError(f"no turn {what}")


def _to_a_turn_with_illegal_cards(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    _to_a_turn(qtbot, window, lambda view: 1 < len(view.legal_cards()) < len(view.hand),
               "with both legal and illegal cards", moves=200)


def test_arrows_step_over_legal_cards_only(qtbot) -> None:
    window = make_window(qtbot)
    window.start_match(choice("hand"), seed=11)
    _to_a_turn_with_illegal_cards(qtbot, window)
    legal = set(window.controller.view(0).legal_cards())
    seen = set()
    for key in [Qt.Key.Key_Right] * 9 + [Qt.Key.Key_Left] * 9:
        qtbot.keyClick(window.table, key)
        assert len(_raised(window)) == 1
        assert _raised(window)[0] in legal
        seen.add(_raised(window)[0])
    assert seen == legal  # every legal card can be reached


def test_enter_plays_the_raised_card_or_says_why_not(qtbot) -> None:
    window = make_window(qtbot)
    window.start_match(choice("hand"), seed=11)
    _to_a_turn_with_illegal_cards(qtbot, window)
    c = window.controller
    qtbot.keyClick(window.table, Qt.Key.Key_Return)
    assert "←" in window.table.message() and "Enter" in window.table.message()
    qtbot.keyClick(window.table, Qt.Key.Key_Right)
    card = _raised(window)[0]
    qtbot.keyClick(window.table, Qt.Key.Key_Return)
    assert card not in c.view(0).hand
    assert _raised(window) == []


def test_enter_plays_the_only_legal_card_without_choosing_it_first(qtbot) -> None:
    """With one card the rules allow, "choose a card with the arrows" asked for a needless
    key: Enter plays it."""
    window = make_window(qtbot)
    window.start_match(choice("hand"), seed=11)
    c = window.controller
    view = _to_a_turn(qtbot, window,
                      lambda view: len(view.legal_cards()) == 1 and len(view.hand) > 1,
                      "with a single legal card among several")
    [only] = view.legal_cards()
    assert _raised(window) == []
    qtbot.keyClick(window.table, Qt.Key.Key_Return)
    assert only not in c.view(0).hand
    assert "←" not in window.table.message()


def test_no_raised_card_outlives_a_move_made_with_the_mouse_or_a_trick(qtbot) -> None:
    window = make_window(qtbot)
    window.start_match(choice("hand"), seed=11)
    c = window.controller
    for _ in range(3):
        _to_a_turn_with_illegal_cards(qtbot, window)
        qtbot.keyClick(window.table, Qt.Key.Key_Right)
        raised = _raised(window)[0]
        other = next(item for item in window.table.hand_items()
                     if item.playable and item.card != raised)
        tricks = len(c.view(0).completed_tricks)
        click_card(qtbot, window, other)
        assert other.card not in c.view(0).hand
        assert _raised(window) == []
        qtbot.waitUntil(lambda t=tricks: len(c.view(0).completed_tricks) > t
                   or c.view(0).deal_index > 0 or person_ready(window), timeout=15000)
        assert _raised(window) == []


def test_help_keyboard_lists_every_key_of_the_window(qtbot) -> None:
    from PySide6.QtGui import QAction, QKeySequence

    from koutchina.app.keyboard_help import KeyboardHelpDialog

    window = make_window(qtbot)
    dialog = KeyboardHelpDialog(window.findChildren(QAction), window)
    qtbot.addWidget(dialog)
    text = dialog.body.text()
    shortcuts = [action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
                 for action in window.findChildren(QAction) if not action.shortcut().isEmpty()]
    assert len(shortcuts) >= 8
    for keys in shortcuts + ["← →", "Enter", "0 … 8", "Esc", "Space", "Home End"]:
        assert keys in text
    assert window.menus.keyboard_action in window.menus.help_menu.actions()


def test_help_keyboard_lists_the_table_only_keys_under_the_table(qtbot, monkeypatch) -> None:
    """H (hint), C (claim) and Ctrl+Z (undo) act on the person's turn at the table: listed
    under "Anywhere" they promised something on the start screen that never happened."""
    import re

    from koutchina.app.keyboard_help import KeyboardHelpDialog

    opened: list[KeyboardHelpDialog] = []

    def shown(dialog: KeyboardHelpDialog) -> int:
        qtbot.addWidget(dialog)
        opened.append(dialog)
        return 0

    monkeypatch.setattr(KeyboardHelpDialog, "exec", shown)
    window = make_window(qtbot)
    window.menus.keyboard_action.trigger()  # Help > Keyboard, as the person opens it
    assert len(opened) == 1
    text = opened[0].body.text()
    sections = re.findall(r"<h3>(.*?)</h3>(.*?)</table>", text)
    headings = [heading for heading, _ in sections]
    table, anywhere = (re.findall(r"<b>(.*?)</b>", rows) for _, rows in sections[:2])
    assert headings[0] == "At the table"
    for key in ("H", "C", "Ctrl+Z"):
        assert key not in anywhere, key
        assert key in table, key
    assert "M" in anywhere and "Ctrl+N" in anywhere  # they work on the start screen too
    # the keys of the menus work in the main window, not in History or Replay
    assert headings == ["At the table", "Anywhere in the main window", "Replay"]


def test_the_first_match_shows_a_key_hint_until_it_is_dismissed(qtbot) -> None:
    from koutchina.storage.settings import load_settings

    window = make_window(qtbot)
    window.start_match(choice("hand"), seed=2)
    hint = window.table.keyboard_hint
    assert hint.isVisible() and "Enter" in hint.label.text()
    qtbot.mouseClick(hint.close_button, Qt.MouseButton.LeftButton)
    assert not hint.isVisible()
    assert load_settings().keyboard_hint_dismissed
    window.start_match(choice("hand"), seed=3)
    assert not hint.isVisible()


def test_table_keys_work_after_a_click_on_the_scoreboard(qtbot) -> None:
    window = make_window(qtbot)
    window.start_match(choice("hand"), seed=11)
    _to_a_turn_with_illegal_cards(qtbot, window)
    scoreboard = window.scoreboard.table
    qtbot.mouseClick(scoreboard.viewport(), Qt.MouseButton.LeftButton)
    focus = window.focusWidget() or window.table
    qtbot.keyClick(focus, Qt.Key.Key_Right)
    assert len(_raised(window)) == 1


def test_the_call_and_the_trump_can_be_made_with_keys_and_enter_says_what_is_missing(
    qtbot,
) -> None:
    from .test_trump import seed_where_person_is_hakem

    window = make_window(qtbot)
    window.start_match(choice("hand"), seed=7)
    qtbot.waitUntil(lambda: window.table.call_panel.isVisible(), timeout=15000)
    qtbot.keyClick(window.table, Qt.Key.Key_Return)
    assert "0" in window.table.message() and "8" in window.table.message()
    qtbot.keyClick(window.table, Qt.Key.Key_2)
    qtbot.keyClick(window.table, Qt.Key.Key_Return)
    from koutchina.engine import Call

    def person_calls() -> list[int]:
        return [a.tricks for a in window.controller.state.actions
                if isinstance(a, Call) and a.seat == 0]

    qtbot.waitUntil(lambda: bool(person_calls()), timeout=15000)
    assert person_calls() == [2]

    window.start_match(choice("court-piece", options={"bidding": True}),
                       seed=seed_where_person_is_hakem("court-piece", bidding=True))
    panel = window.table.trump_panel
    qtbot.waitUntil(lambda: panel.isVisible(), timeout=15000)
    qtbot.keyClick(window.table, Qt.Key.Key_Return)
    assert "←" in window.table.message()
    qtbot.keyClick(window.table, Qt.Key.Key_Right)
    qtbot.keyClick(window.table, Qt.Key.Key_Right)
    assert panel.suit() == list(panel.suit_buttons)[1]
    qtbot.keyClick(window.table, Qt.Key.Key_Up)
    qtbot.keyClick(window.table, Qt.Key.Key_Up)
    assert panel.target() == 10
    qtbot.keyClick(window.table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.controller.state.deals[0].trump is not None, timeout=15000)
    assert window.controller.state.deals[0].trump == list(panel.suit_buttons)[1]
    assert window.controller.state.deals[0].bid_target == 10


def test_the_key_hint_names_the_call_keys_only_in_hand(qtbot) -> None:
    window = make_window(qtbot)
    hint = window.table.keyboard_hint
    window.start_match(choice("hokm"), seed=2)
    assert hint.isVisible() and "Enter" in hint.label.text()
    assert "call" not in hint.label.text() and "0–8" not in hint.label.text()
    window.start_match(choice("hand"), seed=2)
    assert "0–8\u00a0call" in hint.label.text()


def test_with_bidding_the_key_hint_and_help_name_the_target_keys_as_they_work(qtbot) -> None:
    """↑ and ↓ change the Hakem's target: the key hint says so where there is a target to
    name (a resumed match too), Help > Keyboard says what they do, and they do it."""
    from koutchina.app.keyboard_help import KeyboardHelpDialog
    from koutchina.app.players import SeatPlayer
    from koutchina.engine import make_rules, new_match

    from .test_trump import seed_where_person_is_hakem

    with_target = ("Keys: ← → choose a card or the trump, ↑ ↓ the target, Enter plays or "
                   "confirms, L\u00a0last trick; Help > Keyboard lists them all")
    window = make_window(qtbot)
    hint = window.table.keyboard_hint
    window.start_match(choice("court-piece"), seed=2)
    assert "↑" not in hint.label.text()
    seed = seed_where_person_is_hakem("court-piece", bidding=True)
    window.start_match(choice("court-piece", options={"bidding": True}), seed=seed)
    panel = window.table.trump_panel
    qtbot.waitUntil(panel.isVisible, timeout=15000)
    assert hint.isVisible() and hint.label.text() == with_target
    steps = [(Qt.Key.Key_Up, 9), (Qt.Key.Key_Up, 10), (Qt.Key.Key_Up, 11), (Qt.Key.Key_Up, 11),
             (Qt.Key.Key_Down, 10), (Qt.Key.Key_Down, 9), (Qt.Key.Key_Down, 9)]
    for key, target in steps:
        qtbot.keyClick(window.table, key)
        assert panel.target() == target, (key, target)
    dialog = KeyboardHelpDialog((), window)
    rows = dict(dialog.groups()[0][1])
    assert rows["↑ ↓"] == "raise or lower the target (Court Piece with bidding)"
    window.start_match(choice("hand"), seed=2)
    assert "↑" not in hint.label.text()
    saved = new_match(make_rules("court-piece", {"bidding": True}), seed)
    window.show_state(saved, [SeatPlayer("", "human")] + [SeatPlayer("", "random")] * 3,
                      seed)  # as a saved match is resumed
    assert hint.label.text() == with_target


def test_a_key_hint_goes_away_once_the_person_has_done_what_it_asks(qtbot) -> None:
    from .test_trump import seed_where_person_is_hakem

    window = make_window(qtbot)
    table, c = window.table, window.controller
    window.start_match(choice("hand"), seed=7)
    qtbot.waitUntil(lambda: table.call_panel.isVisible(), timeout=15000)
    qtbot.keyClick(table, Qt.Key.Key_Return)
    call_hint = table.message()
    assert "0" in call_hint and "8" in call_hint
    with qtbot.waitSignal(c.call_locked, timeout=15000, check_params_cb=lambda seat: seat == 0):
        qtbot.keyClick(table, Qt.Key.Key_2)
        qtbot.keyClick(table, Qt.Key.Key_Return)
    assert call_hint not in table.message()

    qtbot.waitUntil(lambda: c.accepts_input(0) and c.view(0).phase == Phase.PLAYING,
                    timeout=15000)
    qtbot.keyClick(table, Qt.Key.Key_Return)  # nothing raised yet
    card_hint = table.message().splitlines()[-1]
    assert "←" in card_hint
    with qtbot.waitSignal(c.card_played, timeout=15000,
                          check_params_cb=lambda seat, _card: seat == 0):
        qtbot.keyClick(table, Qt.Key.Key_Right)
        qtbot.keyClick(table, Qt.Key.Key_Return)
    assert card_hint not in table.message()

    window.start_match(choice("court-piece", options={"bidding": True}),
                       seed=seed_where_person_is_hakem("court-piece", bidding=True))
    qtbot.waitUntil(lambda: table.trump_panel.isVisible(), timeout=15000)
    qtbot.keyClick(table, Qt.Key.Key_Return)
    trump_hint = table.message().splitlines()[-1]
    assert "←" in trump_hint
    with qtbot.waitSignal(c.trump_named, timeout=15000):
        for key in (Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Return):
            qtbot.keyClick(table, key)
    assert trump_hint not in table.message()


def test_a_refused_card_s_reason_goes_away_once_a_legal_card_is_played(qtbot) -> None:
    """"You must follow hearts" answers the card refused; once the person plays a card it may
    play, the reason is stale and goes (as the key hints do), not after its full time."""
    window = make_window(qtbot)
    table, c = window.table, window.controller
    window.start_match(choice("hand"), seed=7)
    while True:
        wait_for(lambda: person_ready(window), timeout=15000)
        view = c.view(0)
        if (view is not None and view.phase == Phase.PLAYING and c.accepts_input(0)
                and len(view.legal_cards()) < len(view.hand)):
            break
        play_one_move(qtbot, window)
    refused = next(card for card in view.hand if card not in view.legal_cards())
    assert c.play_card(refused) is not None
    reason = table.message().splitlines()[-1]
    led = view.current_trick[0][1].suit
    assert reason == f"You must follow {texts.suit_name(led)}."  # the rule, in words
    with qtbot.waitSignal(c.card_played, timeout=15000,
                          check_params_cb=lambda seat, _card: seat == 0):
        c.play_card(view.legal_cards()[0])
    assert reason not in table.message()


def test_enter_waits_for_a_choice_when_the_hidden_trump_may_be_asked_for(qtbot) -> None:
    """Unable to follow with a hidden trump not shown, a seat may ask to see it first (its
    trump then counts): one card allowed is not "nothing to choose" there."""
    from koutchina.app.table.selection import KeyboardSelection
    from koutchina.engine import Card
    from koutchina.engine.cards import parse_card

    class Item:
        def __init__(self, card: str, playable: bool) -> None:
            self.card, self.playable = parse_card(card), playable

        def set_keyboard_selected(self, on: bool) -> None:
            pass

    hand = [Item("AS", False), Item("7H", True)]
    played: list[Card] = []
    for may_ask, expected in ((True, []), (False, [parse_card("7H")])):
        selection = KeyboardSelection(lambda: hand, lambda: True, played.append,  # type: ignore[arg-type, return-value]
                                      lambda: None, lambda may_ask=may_ask: may_ask)
        said = selection.play()
        assert played == expected
        assert (said is not None) == may_ask


def test_a_keyboard_player_finds_a_card_raised_at_their_next_turn(qtbot) -> None:  # type: ignore[no-untyped-def]
    """After a card played with the keys nothing was raised at the next turn, so Enter only
    said "Choose a card with ← and →": a keyboard player pressed an arrow first at every trick
    (player-eye review). The legal card nearest the one they played is raised for them; after
    a card played with the mouse, nothing is."""
    window = make_window(qtbot)
    window.start_match(choice("hand"), seed=11)
    c = window.controller
    _to_a_turn_with_illegal_cards(qtbot, window)
    qtbot.keyClick(window.table, Qt.Key.Key_Right)
    qtbot.keyClick(window.table, Qt.Key.Key_Return)
    tricks = len(c.view(0).completed_tricks)
    qtbot.waitUntil(lambda: c.accepts_input(0) and len(c.view(0).completed_tricks) > tricks,
                    timeout=15000)
    raised = _raised(window)
    assert len(raised) == 1 and raised[0] in c.view(0).legal_cards()
    qtbot.keyClick(window.table, Qt.Key.Key_Return)  # Enter alone plays it
    assert raised[0] not in c.view(0).hand
    tricks = len(c.view(0).completed_tricks)
    qtbot.waitUntil(lambda: c.accepts_input(0) and len(c.view(0).completed_tricks) > tricks,
                    timeout=15000)
    click_card(qtbot, window, next(item for item in window.table.hand_items() if item.playable))
    tricks = len(c.view(0).completed_tricks)
    qtbot.waitUntil(lambda: c.accepts_input(0) and len(c.view(0).completed_tricks) > tricks,
                    timeout=15000)
    assert _raised(window) == []  # the mouse's player: nothing raised under it


class _Item:
    """A card of the hand as the selection sees it."""

    def __init__(self, card: object, playable: bool) -> None:
        self.card, self.playable, self.raised = card, playable, False

    def set_keyboard_selected(self, raised: bool) -> None:
        self.raised = raised


def test_no_card_is_raised_for_the_keys_when_a_hidden_trump_may_be_asked_for() -> None:
    """Enter waits when the person may first ask to see a hidden trump (S): a card raised for
    them would have been played by it (code review). A new deal's first turn raises none
    (the person's first card of a deal is theirs to choose: test_keyboard_fresh_deal.py),
    whatever size the hand had when one was last raised, and the next turn one again."""
    from koutchina.app.table.selection import KeyboardSelection

    hand = [_Item(n, n in (1, 2)) for n in range(4)]
    may_ask = [True]
    played: list[object] = []
    selection = KeyboardSelection(lambda: hand, lambda: True, played.append,  # type: ignore[arg-type, return-value]
                                  lambda: None, lambda: may_ask[0])
    selection.move(1)
    selection.play()
    assert played == [1] and selection.by_keys
    selection.clear()  # as the table does once the card is played
    del hand[1]
    selection.offer()
    assert selection.index is None  # S may be pressed first
    may_ask[0] = False
    selection.offer()
    assert selection.index == 1
    selection.forget()  # the deal's cards taken off the table; a new deal, as many cards
    selection.offer()
    assert selection.index is None
    selection.move(1)
    selection.play()
    assert played == [1, 2]
    selection.clear()
    del hand[1]
    hand[0].playable = True
    selection.offer()
    assert selection.index == 0


def test_a_first_enter_raises_a_card_and_a_second_plays_it(qtbot) -> None:  # type: ignore[no-untyped-def]
    """After a resume a keyboard player pressed Enter, which only said "Choose a card with ←
    and →", and again, until the timer played for them (player-eye review): Enter with
    nothing raised raises a legal card, as the arrows would, and a second Enter plays it."""
    window = make_window(qtbot)
    window.start_match(choice("hand"), seed=11)
    c = window.controller
    _to_a_turn_with_illegal_cards(qtbot, window)
    assert _raised(window) == []
    qtbot.keyClick(window.table, Qt.Key.Key_Return)
    assert "←" in window.table.message()
    raised = _raised(window)
    assert len(raised) == 1 and raised[0] in c.view(0).legal_cards()
    qtbot.keyClick(window.table, Qt.Key.Key_Return)
    assert raised[0] not in c.view(0).hand
