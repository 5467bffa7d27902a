"""What a person sees and does at the table."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QRectF, Qt

from koutchina.app import texts
from koutchina.app.table.card_item import CardItem
from koutchina.engine import Phase

from .helpers import choice, click_card, make_window, person_ready, play_one_move, wait_for


def test_a_card_that_may_not_be_played_is_refused_with_the_reason(qtbot) -> None:
    window = make_window(qtbot)
    window.start_match(choice("hokm"), seed=3)
    c = window.controller
    for _ in range(400):
        wait_for(lambda: person_ready(window), timeout=15000)
        view = c.view(0)
        assert view is not None
        if view.phase == Phase.PLAYING and c.accepts_input(0):
            dimmed = [item for item in window.table.hand_items() if item.dimmed]
            if dimmed:
                break
        play_one_move(qtbot, window)
    else:
        raise AssertionError("the person never had to follow suit")
    led = view.current_trick[0][1].suit
    before = len(view.hand)
    assert all(item.card.suit != led for item in dimmed)
    assert all(not item.dimmed for item in window.table.hand_items() if item.card.suit == led)
    click_card(qtbot, window, dimmed[-1])
    last_line = window.table.message().splitlines()[-1]
    assert last_line == f"You must follow {texts.suit_name(led)}."
    assert last_line == "You must follow " + ("clubs", "diamonds", "hearts", "spades")[led] + "."
    assert len(c.view(0).hand) == before  # nothing was played


def test_calls_show_locked_without_the_number_until_all_four_lock(qtbot) -> None:
    window = make_window(qtbot, bot_pause_ms=150)
    window.start_match(choice("hand"), seed=9)
    c = window.controller
    qtbot.waitUntil(lambda: window.table.call_panel.isVisible(), timeout=15000)
    badges = [window.table.badge(seat) for seat in range(4)]
    qtbot.mouseClick(window.table.call_panel.buttons[3], Qt.MouseButton.LeftButton)
    assert c.view(0).calls_locked[0] is False  # choosing is not locking
    qtbot.mouseClick(window.table.call_panel.confirm, Qt.MouseButton.LeftButton)
    assert not window.table.call_panel.isVisible()
    # the bots have not called yet: the person's plate says locked, no number anywhere
    assert c.view(0).phase == Phase.CALLING
    assert badges[0].call_locked and badges[0].call is None
    assert "locked" in badges[0].status_text() and "3" not in badges[0].status_text()
    locked_seen: list[str] = []
    c.call_locked.connect(lambda seat: locked_seen.append(badges[seat].status_text()))
    qtbot.waitUntil(lambda: c.view(0).phase == Phase.PLAYING, timeout=15000)
    # every later lock showed "locked" without a call number
    assert len(locked_seen) == 3
    assert all("locked" in text and not re.search(r"call \d", text) for text in locked_seen)
    assert all(badge.call is not None for badge in badges)
    calls = c.state.deals[0].calls
    for seat, badge in enumerate(badges):
        assert f"call {calls[seat]}" in badge.status_text()
    assert calls[0] == 3


def test_the_turn_timer_acts_for_the_person(qtbot) -> None:
    window = make_window(qtbot)
    c = window.controller
    c.turn_timer.tick_ms = 5
    window.start_match(choice("hand", timer=5), seed=1)
    qtbot.waitUntil(lambda: c.view(0).phase == Phase.PLAYING, timeout=5000)
    assert c.state.deals[0].calls[0] == 0  # a call of 0 for the person
    assert "Time is up" in window.table.message()
    # in play the weakest legal card is played for the person
    qtbot.waitUntil(lambda: c.accepts_input(0), timeout=5000)
    hand_before = set(c.view(0).hand)
    legal = c.view(0).legal_cards()
    qtbot.waitUntil(lambda: len(c.view(0).hand) < len(hand_before) or c.view(0).deal_index > 0,
                    timeout=5000)
    played = hand_before - set(c.view(0).hand)
    assert played and min(card.rank for card in legal) == next(iter(played)).rank
    assert "Time is up: the table played" in window.table.message()


def test_last_trick_can_be_looked_at(qtbot) -> None:
    window = make_window(qtbot)
    window.start_match(choice("hand"), seed=5)
    c = window.controller
    window.menus.last_trick_action.trigger()
    assert window.last_trick_dialog.isVisible()
    assert window.last_trick_dialog.strip.trick is None
    window.last_trick_dialog.hide()
    wait_for(lambda: person_ready(window), timeout=15000)
    while c.last_trick is None:
        play_one_move(qtbot, window)
        wait_for(lambda: person_ready(window), timeout=15000)
    qtbot.mouseClick(window.table.last_trick_button, Qt.MouseButton.LeftButton)
    dialog = window.last_trick_dialog
    assert dialog.isVisible()
    assert dialog.strip.trick == c.last_trick
    assert dialog.strip.trick == c.view(0).completed_tricks[-1]
    winner = "you" if c.last_trick.winner == 0 else window.names[c.last_trick.winner]
    number = len(c.view(0).completed_tricks)  # which trick it was, in so many words
    assert dialog.caption.text() == f"Trick {number}: won by {winner}"
    dialog.hide()
    qtbot.keyClick(window.table, Qt.Key.Key_L)  # the key does the same
    assert dialog.isVisible() and dialog.strip.trick == c.last_trick


def _visible_scene_rect(window) -> QRectF:
    table = window.table
    return table.mapToScene(table.viewport().rect()).boundingRect()


def test_resizing_keeps_every_card_on_screen(qtbot) -> None:
    window = make_window(qtbot)
    window.start_match(choice("court-piece"), seed=6)
    c = window.controller
    wait_for(lambda: person_ready(window), timeout=15000)
    for _ in range(12):  # into the deal, with cards in every hand and on the table
        play_one_move(qtbot, window)
        wait_for(lambda: person_ready(window), timeout=15000)
    cards = [item for item in window.table.card_items() if isinstance(item, CardItem)]
    count = len(cards)
    assert count == sum(c.view(0).hand_sizes) + len(c.view(0).current_trick)
    for width, height in ((1280, 720), (800, 520), (3840, 2160), (1000, 1000)):
        window.resize(width, height)
        qtbot.wait(5)
        visible = _visible_scene_rect(window)
        items = window.table.card_items()
        assert len(items) == count
        for item in items:
            assert visible.contains(item.sceneBoundingRect()), (width, height, item.card)


def test_keyboard_play_arrows_enter_and_digits(qtbot) -> None:
    window = make_window(qtbot)
    window.start_match(choice("hand"), seed=12)
    c = window.controller
    qtbot.waitUntil(lambda: window.table.call_panel.isVisible(), timeout=15000)
    table = window.table
    qtbot.keyClick(table, Qt.Key.Key_2)
    assert table.call_panel.choice() == 2
    qtbot.keyClick(table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: c.view(0).phase == Phase.PLAYING, timeout=15000)
    assert c.state.deals[0].calls[0] == 2
    qtbot.waitUntil(lambda: c.accepts_input(0), timeout=15000)
    qtbot.keyClick(table, Qt.Key.Key_Right)
    first = table.selected_index
    assert first is not None and table.hand_items()[first].playable
    qtbot.keyClick(table, Qt.Key.Key_Escape)
    assert table.selected_index is None
    qtbot.keyClick(table, Qt.Key.Key_Right)
    card = table.hand_items()[table.selected_index].card
    before = len(c.view(0).hand)
    qtbot.keyClick(table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(c.view(0).hand) < before or c.view(0).current_trick == (),
                    timeout=15000)
    assert card not in c.view(0).hand


def test_clicks_are_ignored_while_a_move_animates(qtbot) -> None:
    window = make_window(qtbot)
    window.start_match(choice("hand"), seed=14)
    c = window.controller
    qtbot.waitUntil(lambda: window.table.call_panel.isVisible(), timeout=15000)
    play_one_move(qtbot, window)  # the call
    window.set_speed("slow")
    qtbot.waitUntil(lambda: c.accepts_input(0), timeout=20000)
    playable = [item for item in window.table.hand_items() if item.playable]
    before = len(c.view(0).hand)
    click_card(qtbot, window, playable[0])
    assert c.busy  # the card is gliding to the centre
    assert len(c.view(0).hand) == before - 1
    for item in window.table.hand_items():  # every other click is ignored meanwhile
        click_card(qtbot, window, item)
    assert len(c.view(0).hand) == before - 1
    assert "must" not in window.table.message()


def test_play_again_starts_a_fresh_match_with_the_same_table(qtbot) -> None:
    window = make_window(qtbot)
    window.start_match(choice("hand", options={"rounds": 1}), seed=2)
    c = window.controller
    for _ in range(200):
        wait_for(lambda: person_ready(window), timeout=15000)
        if play_one_move(qtbot, window) == "end":
            break
    assert window.table.end_panel.isVisible()
    assert window.score_model.rowCount() >= 2
    first = c.state
    qtbot.mouseClick(window.table.end_panel.again, Qt.MouseButton.LeftButton)
    assert c.state is not first and not c.state.is_over
    assert not window.table.end_panel.isVisible()
    assert window.score_model.rowCount() == 1  # only the Total row
    assert c.state.rules.rounds == 1


def test_every_action_is_in_the_menus_with_its_shortcut(qtbot) -> None:
    window = make_window(qtbot)
    expected = {
        window.menus.new_match_action: "Ctrl+N",
        window.menus.last_trick_action: "Ctrl+L",
        window.menus.scoreboard_action: "Ctrl+B",
        window.menus.rules_action: "F1",
        window.menus.settings_action: "Ctrl+,",
        window.menus.quit_action: "Ctrl+Q",
    }
    menus = window.menus
    in_menus = {action for menu in (menus.game_menu, menus.view_menu, menus.settings_menu,
                                    menus.help_menu) for action in menu.actions()}
    for action, keys in expected.items():
        assert action in in_menus, action.text()
        assert keys in [shortcut.toString() for shortcut in action.shortcuts()], action.text()


def _on_screen(window, item) -> QRectF:  # type: ignore[no-untyped-def]
    """Where a table item is, in the screen's coordinates."""
    table = window.table
    box = table.mapFromScene(item.sceneBoundingRect()).boundingRect()
    return QRectF(box.translated(table.viewport().mapToGlobal(box.topLeft()) - box.topLeft()))


@pytest.mark.parametrize("size", [(1280, 720), (960, 1000), (3840, 2160)])
def test_the_last_trick_leaves_the_trump_and_the_trick_in_play_in_view(
    qtbot, size: tuple[int, int]  # type: ignore[no-untyped-def]
) -> None:
    """The picture of the last trick stands over the felt below the corner panel: the trump
    named there (the reason a card won, often) and the cards of the trick in play stay seen
    (on a laptop, at half a Full HD screen with the scoreboard under the table, at 4K)."""
    window = make_window(qtbot)
    window.resize(*size)
    window.start_match(choice("hokm"), seed=5)
    c = window.controller
    wait_for(lambda: person_ready(window), timeout=15000)
    while c.last_trick is None or not c.view(0).current_trick:
        play_one_move(qtbot, window)
        wait_for(lambda: person_ready(window), timeout=15000)
    window.show_last_trick()
    dialog = window.last_trick_dialog
    qtbot.waitUntil(dialog.isVisible)
    shown = QRectF(dialog.frameGeometry())
    assert not shown.intersects(_on_screen(window, window.table.info))
    for card in window.table.trick_items():
        assert not shown.intersects(_on_screen(window, card)), card.card
    table = window.table.viewport()
    room = QRectF(table.mapToGlobal(table.rect().topLeft()), table.size().toSizeF())
    assert room.contains(shown)  # on the table, not off the window's edge


def test_the_last_trick_is_black_and_yellow_in_high_contrast(qtbot) -> None:
    from koutchina.app.table.looks import set_high_contrast

    try:
        window = make_window(qtbot, high_contrast=True)
        window.start_match(choice("hand"), seed=5)
        window.show_last_trick()
        dialog = window.last_trick_dialog
        qtbot.waitUntil(dialog.isVisible)
        image = dialog.grab().toImage()
        corner = dialog.caption.geometry().topLeft()
        assert image.pixelColor(corner.x() + 1, corner.y() + 1).name() == "#000000"
        assert dialog.caption.palette().windowText().color().name() == "#ffff00"
    finally:
        set_high_contrast(False)


def test_the_last_trick_open_follows_high_contrast_when_it_is_switched(qtbot) -> None:
    from koutchina.app.table.looks import set_high_contrast

    try:
        window = make_window(qtbot)
        window.start_match(choice("hand"), seed=5)
        window.show_last_trick()
        dialog = window.last_trick_dialog
        qtbot.waitUntil(dialog.isVisible)
        window.settings_service.change(high_contrast=True)
        qtbot.wait(50)
        corner = dialog.caption.geometry().topLeft()
        image = dialog.grab().toImage()
        assert image.pixelColor(corner.x() + 1, corner.y() + 1).name() == "#000000"
    finally:
        set_high_contrast(False)
