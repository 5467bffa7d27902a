"""The table for a screen reader: the accessible tree Qt hands to AT-SPI (names, roles,
descriptions, in the language in use) and the announcements, with a deal played by keys alone."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QApplication, QWidget

from koutchina.app import i18n
from koutchina.app.main_window import MainWindow
from koutchina.engine import Card, Phase

from .helpers import choice, make_window, person_ready, wait_for

Node = tuple[QAccessible.Role, str, str]

RANKS_EN = {2: "Two", 3: "Three", 4: "Four", 5: "Five", 6: "Six", 7: "Seven", 8: "Eight",
            9: "Nine", 10: "Ten", 11: "Jack", 12: "Queen", 13: "King", 14: "Ace"}
RANKS_FR = {2: "Deux", 3: "Trois", 4: "Quatre", 5: "Cinq", 6: "Six", 7: "Sept", 8: "Huit",
            9: "Neuf", 10: "Dix", 11: "Valet", 12: "Dame", 13: "Roi", 14: "As"}
SUITS_EN = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
SUITS_FR = {"S": "pique", "H": "cœur", "D": "carreau", "C": "trèfle"}


pytestmark = pytest.mark.usefixtures("english")  # tests/app/conftest.py


def english(card: Card) -> str:
    return f"{RANKS_EN[int(card.rank)]} of {SUITS_EN[card.suit.letter]}"


def french(card: Card) -> str:
    return f"{RANKS_FR[int(card.rank)]} de {SUITS_FR[card.suit.letter]}"


def tree(interface: QAccessibleInterface | None) -> list[Node]:
    """Every node under ``interface`` that is not hidden: (role, name, description)."""
    if interface is None or not interface.isValid():
        return []
    nodes: list[Node] = []
    if not interface.state().invisible:
        nodes.append((interface.role(), interface.text(QAccessible.Text.Name),
                      interface.text(QAccessible.Text.Description)))
    for index in range(interface.childCount()):
        nodes.extend(tree(interface.child(index)))
    return nodes


def press(qtbot, key: Qt.Key) -> None:
    """A key on whatever has the keyboard focus, as a person would press it."""
    focus = QApplication.focusWidget()
    assert focus is not None
    qtbot.keyClick(focus, key)


def to_my_card_turn(qtbot, window: MainWindow) -> None:
    c = window.controller
    qtbot.waitUntil(lambda: c.accepts_input(0) and c.view(0).phase == Phase.PLAYING,
                    timeout=10000)
    legal = set(c.view(0).legal_cards())
    qtbot.waitUntil(lambda: sum(", you can play it" in node[1] for node in
                                tree(QAccessible.queryAccessibleInterface(window)))
                    == len(legal))


def test_the_accessible_tree_names_cards_seats_and_the_corner_panel_in_both_languages(
        qtbot) -> None:
    window = make_window(qtbot)
    window.start_match(choice("hokm"), seed=3)
    to_my_card_turn(qtbot, window)
    c = window.controller
    view = c.view(0)
    legal = set(view.legal_cards())
    nodes = tree(QAccessible.queryAccessibleInterface(window))
    rows = [(name, text) for role, name, text in nodes if role == QAccessible.Role.ListItem]
    assert [name for name, _ in rows] == [
        english(card) + (", you can play it" if card in legal else ", you cannot play it now")
        for card in [item.card for item in window.table.hand_items()]]
    assert rows[0][1] == f"Card 1 of {len(view.hand)} in your hand"
    hand = [node for node in nodes if node[0] == QAccessible.Role.List]
    assert hand[0][1] == f"Your hand, {len(view.hand)} cards"
    assert "Your turn. You can play:" in hand[0][2]
    texts = {name: text for role, name, text in nodes if role == QAccessible.Role.StaticText}
    hakem = window.controller.state.hakem
    seats = [badge.display_name() for badge in window.table.badges()]
    assert sorted(seats) == ["East", "Partner", "West", "You"]
    for seat, name in enumerate(seats):
        held = len(window.table.hand_items(seat))
        assert texts[name].startswith("you" if seat == 0 else "bot, Random")
        assert f"{held} cards in hand" in texts[name]
        assert ("Hakem" in texts[name]) == (seat == hakem)
    assert "Trump: " + SUITS_EN[view.trump.letter] in texts["Hokm"]
    assert texts["Hokm"].startswith("Deal 1. Your side: 0 tricks")
    plays = "; ".join(f"{seats[seat]}: {english(card).lower()}"
                      for seat, card in view.current_trick)
    assert texts["Trick on the table"] == (plays or "No card played yet")
    buttons = [name for role, name, _ in nodes if role == QAccessible.Role.Button]
    assert "Last trick (L)" in buttons

    i18n.language_manager().set_language("fr", remember=False)
    qtbot.waitUntil(lambda: any(
        node[1].startswith("Votre main") for node in
        tree(QAccessible.queryAccessibleInterface(window))))
    nodes = tree(QAccessible.queryAccessibleInterface(window))
    rows = [name for role, name, _ in nodes if role == QAccessible.Role.ListItem]
    assert rows == [
        french(card) + (", vous pouvez jouer cette carte" if card in legal
                        else ", vous ne pouvez pas jouer cette carte maintenant")
        for card in [item.card for item in window.table.hand_items()]]
    texts = {name: text for role, name, text in nodes if role == QAccessible.Role.StaticText}
    assert texts["Est"].startswith("bot, Aléatoire")
    assert "Atout\u00a0: " + SUITS_FR[view.trump.letter] in texts["Hokm"]
    assert texts["Pli sur la table"]
    assert QAccessible.queryAccessibleInterface(window.table).text(
        QAccessible.Text.Name) == "Table de jeu"
    window.table.announcer.say_table()  # key T, in the new language
    said = window.table.announcer.spoken[-1]
    assert said.startswith("Donne 1. Votre équipe\u00a0: 0 pli")
    assert "Atout\u00a0: " + SUITS_FR[view.trump.letter] in said and "Est\u00a0: bot" in said


def test_the_trump_chooser_and_call_panel_are_named_for_a_screen_reader(qtbot) -> None:
    window = make_window(qtbot)
    panel = window.table.trump_panel
    names = [QAccessible.queryAccessibleInterface(button).text(QAccessible.Text.Name)
             for button in panel.suit_buttons.values()]
    assert names == ["Spades", "Hearts", "Clubs", "Diamonds"]


def test_a_whole_hand_round_played_by_keys_alone_is_announced_play_by_play(qtbot) -> None:
    window = make_window(qtbot)
    window.activateWindow()
    window.start_match(choice("hand"), seed=5)
    c = window.controller
    played: list[tuple[int, Card]] = []
    winners: list[int] = []
    c.card_played.connect(lambda seat, card: played.append((seat, card)))
    c.trick_won.connect(lambda event: winners.append(event.winner))
    spoken = window.table.announcer.spoken
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table.accessibility.hand)
    for _ in range(100):
        wait_for(lambda: person_ready(window), timeout=10000)
        if window.table.summary_panel.isVisible():
            break
        if c.view(0).phase == Phase.CALLING:
            press(qtbot, Qt.Key.Key_2)
            assert spoken[-1] == "Call 2. Enter locks it in."
            press(qtbot, Qt.Key.Key_Return)
        else:
            before = len(played)
            press(qtbot, Qt.Key.Key_Right)
            raised = window.table.accessibility.hand.currentItem().text()
            assert raised.endswith(", you can play it")
            press(qtbot, Qt.Key.Key_Return)
            qtbot.waitUntil(lambda before=before: len(played) > before)
            assert played[before][0] == 0
            assert raised == english(played[before][1]) + ", you can play it"
    assert window.table.summary_panel.isVisible()
    assert len(played) == 32 and len(winners) == 8
    names = [badge.display_name() for badge in window.table.badges()]
    said_plays = [text for text in spoken if any(
        text == f"{name}: {english(card).lower()}" for name in names for _, card in played)]
    assert said_plays == [f"{names[seat]}: {english(card).lower()}" for seat, card in played]
    said_tricks = [text.split(". ")[0] for text in spoken if "take" in text.split(". ")[0]]
    assert said_tricks == ["You take the trick" if seat == 0 else f"{names[seat]} takes the trick"
                           for seat in winners]
    assert any(text.startswith("You called 2; East called ") for text in spoken)
    assert spoken[-1].startswith("Round 1 scored")
    assert spoken[-1].endswith("Enter: Next round.")
    turns = [text for text in spoken if text.startswith("Your turn. You can play: ")]
    assert len(turns) == 8
    # a moment after the summary came: the Enter that played the last card, pressed again at
    # once, leaves it on show (test_result_panel_early_keys)
    qtbot.waitUntil(window.table.summary_panel.takes_keys)
    press(qtbot, Qt.Key.Key_Return)  # Enter: the next round, still without the mouse
    qtbot.waitUntil(lambda: not window.table.summary_panel.isVisible())


def test_out_of_turn_the_arrows_read_every_card_and_the_call_panel_says_the_hand(qtbot) -> None:
    window = make_window(qtbot)
    window.activateWindow()
    window.start_match(choice("hand"), seed=5)
    c = window.controller
    table = window.table
    qtbot.waitUntil(lambda: table.call_panel.isVisible() and c.accepts_input(0))
    held = [item.card for item in table.hand_items()]
    said = [text for text in table.announcer.spoken if text.startswith("Your call")]
    assert said and ("You hold: " + ", ".join(english(card).lower() for card in held)) in said[-1]
    hand = table.accessibility.hand
    qtbot.waitUntil(lambda: QApplication.focusWidget() is hand)
    read = []
    for _ in range(len(held) + 1):
        press(qtbot, Qt.Key.Key_Right)
        read.append(hand.currentItem().text())
    assert read == [english(card) for card in held] + [english(held[0])]  # round and round
    assert not any(item.selected_by_keyboard for item in table.hand_items())  # none raised
    press(qtbot, Qt.Key.Key_Left)
    assert hand.currentItem().text() == english(held[-1])


def hokm_at_my_turn(qtbot) -> MainWindow:
    """A Hokm match at the person's first card, the keyboard focus on the hand."""
    window = make_window(qtbot)
    window.activateWindow()
    window.start_match(choice("hokm"), seed=3)
    to_my_card_turn(qtbot, window)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.table.accessibility.hand)
    return window


def test_keys_l_and_t_say_the_last_trick_and_the_whole_table(qtbot) -> None:
    window = hokm_at_my_turn(qtbot)
    spoken = window.table.announcer.spoken
    hand = window.table.accessibility.hand
    press(qtbot, Qt.Key.Key_L)
    assert spoken[-1] == "No trick has been played yet in this deal."
    assert window.last_trick_dialog.isVisible()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window.last_trick_dialog)
    press(qtbot, Qt.Key.Key_Escape)  # Esc puts the picture away, the keys go back to the hand
    assert not window.last_trick_dialog.isVisible()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is hand)
    press(qtbot, Qt.Key.Key_Right)
    press(qtbot, Qt.Key.Key_Return)
    c = window.controller
    qtbot.waitUntil(lambda: any("the trick. " in text for text in spoken), timeout=10000)
    names = [badge.display_name() for badge in window.table.badges()]
    trick = c.last_trick
    press(qtbot, Qt.Key.Key_L)
    plays = "; ".join(f"{names[seat]}: {english(card).lower()}" for seat, card in trick.plays)
    winner = "you" if trick.winner == 0 else names[trick.winner]
    assert spoken[-1] == f"Last trick: {plays}. Won by {winner}."
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window.last_trick_dialog)
    press(qtbot, Qt.Key.Key_L)  # L again: the picture goes
    assert not window.last_trick_dialog.isVisible()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is hand)
    press(qtbot, Qt.Key.Key_T)
    assert spoken[-1].startswith("Deal 1. Your side: ")
    assert "Trump: clubs" in spoken[-1] and "East: bot, Random" in spoken[-1]


def test_the_window_keys_still_work_from_the_hand_and_m_says_the_sound_state(qtbot) -> None:
    window = hokm_at_my_turn(qtbot)
    press(qtbot, Qt.Key.Key_M)  # a window shortcut, not eaten by the list's type-ahead
    assert window.settings.sound_muted
    assert window.table.announcer.spoken[-1] == "Sounds muted (M)"
    press(qtbot, Qt.Key.Key_M)
    assert not window.settings.sound_muted
    assert window.table.announcer.spoken[-1] == "Sounds on (M)"


def test_a_refresh_with_nothing_new_tells_the_screen_reader_nothing(qtbot, monkeypatch) -> None:
    """Each accessible name or description set is an event a screen reader may act on (and
    read out again): the table and the hand are named again only when their words change."""
    window = make_window(qtbot)
    window.start_match(choice("hokm"), seed=3)
    wait_for(lambda: person_ready(window))
    stand_ins = window.table.accessibility
    stand_ins.refresh()
    told: list[tuple[str, str]] = []
    for part, widget in (("table", stand_ins.table), ("hand", stand_ins.hand)):
        for method in ("setAccessibleName", "setAccessibleDescription"):
            original = getattr(widget, method)
            monkeypatch.setattr(widget, method, lambda words, p=part, o=original: (
                told.append((p, words)), o(words)))
    stand_ins.refresh()
    assert told == []
    window.controller.stop()
    window.table.cards.clear()  # the hand is gone: it alone is told so
    stand_ins.refresh()
    assert ("hand", stand_ins.words.hand_name(0)) in told
    assert {part for part, _words in told} == {"hand"}


def test_the_stand_ins_are_made_when_the_table_first_shows_where_they_always_stood(
        qtbot) -> None:
    """Not before the window's first paint, where the table lies hidden behind the start
    screen (docs/performance.md): once a match shows the table, the hand list is there, takes
    the table's focus, and stands among the layer's widgets where it did when the table made
    it at once (right after the keyboard hint, before the coach's buttons: reading order)."""
    window = make_window(qtbot)
    table = window.table
    assert table.findChild(QWidget, "hand_list") is None
    window.activateWindow()
    window.start_match(choice("hokm"), seed=3)
    to_my_card_turn(qtbot, window)
    hand = table.accessibility.hand
    assert table.findChild(QWidget, "hand_list") is hand and hand.isVisible()
    assert table.focusProxy() is hand
    qtbot.waitUntil(lambda: QApplication.focusWidget() is hand)
    names = [child.objectName() for child in table.viewport().children()]
    assert names.index("hand_list") == names.index("keyboard_hint") + 1
    assert names.index("info_mark") < names.index("hint_button")
    nodes = tree(QAccessible.queryAccessibleInterface(window))
    assert (QAccessible.Role.List, f"Your hand, {len(table.hand_items())} cards") in [
        node[:2] for node in nodes]


def test_stand_ins_asked_for_before_the_table_shows_appear_with_it(qtbot) -> None:
    window = make_window(qtbot)
    stand_ins = window.table.accessibility  # key T's words, say, before any match
    assert not stand_ins.hand.isVisible() and not stand_ins.info_mark.isVisible()
    window.start_match(choice("hokm"), seed=3)
    wait_for(lambda: person_ready(window))
    assert window.table.accessibility is stand_ins
    assert stand_ins.hand.isVisible() and stand_ins.trick_mark.isVisible()
    assert QAccessible.queryAccessibleInterface(window.table).text(
        QAccessible.Text.Name) == "Card table"


def test_the_stand_ins_are_made_while_the_start_screen_shows(qtbot) -> None:
    """Soon after the window first shows, before anyone chooses a game: the first match does
    not wait for them either."""
    window = make_window(qtbot)
    assert window.table.findChild(QWidget, "hand_list") is None
    qtbot.waitUntil(lambda: window.table.findChild(QWidget, "hand_list") is not None)
    assert not window.table.isVisible()
    names = [child.objectName() for child in window.table.viewport().children()]
    assert names.index("hand_list") == names.index("keyboard_hint") + 1
    assert names.index("info_mark") < names.index("hint_button")
