"""The keys tell the person what works now, no more (a player's review): Enter at the trump
choice names ↑ and ↓ only where a target is named (Court Piece with bidding), and C with no
claim to make says when one is possible, as Help > Keyboard does, rather than doing nothing."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from koutchina.app.main_window import MainWindow
from koutchina.engine import Phase

from .helpers import (
    choice,
    hand_holding_every_ace_and_king,
    hokm_holding_every_spade,
    person_ready,
    play_one_move,
    wait_for,
)
from .helpers import make_window as _make_window
from .test_trump import seed_where_person_is_hakem

NO_TARGET = "Choose the trump with ← and →, then press Enter"
WITH_TARGET = "Choose the trump with ← and → (the target with ↑ and ↓), then press Enter"
NO_CLAIM_DEAL = ("No claim now: you can claim on your lead, once your cards are sure to take "
                 "every trick left in the deal.")
NO_CLAIM_ROUND = ("No claim now: you can claim on your lead, once your cards are sure to take "
                  "every trick left in the round.")
CALL_NEEDS_FEWER = "No claim now: your call does not need every trick left in the round."
SINGLE_TRICK = "No claim for a single trick: play your card."


def make_window(qtbot, **settings: object) -> MainWindow:  # type: ignore[no-untyped-def]
    """The window active, as the person's: its keys' shortcuts (C) work as they do for them."""
    return activated(qtbot, _make_window(qtbot, **settings))


def activated(qtbot, window: MainWindow) -> MainWindow:  # type: ignore[no-untyped-def]
    """``window`` made the active window, as the person's: without it a key's shortcut (C)
    goes nowhere."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=5000)
    return window


def _last_message(window: MainWindow) -> str:
    """The table's newest message (an earlier one may still show above it)."""
    return window.table.message().splitlines()[-1]


def _at_the_trump_choice(qtbot, game: str, **options: object) -> MainWindow:  # type: ignore[no-untyped-def]
    window = make_window(qtbot)
    window.start_match(choice(game, options=dict(options)),
                       seed=seed_where_person_is_hakem(game, **options))
    qtbot.waitUntil(window.table.trump_panel.isVisible, timeout=15000)
    return window


@pytest.mark.parametrize(("game", "options", "expected"), [
    ("hokm", {}, NO_TARGET),
    ("court-piece", {}, NO_TARGET),
    ("court-piece", {"bidding": True}, WITH_TARGET),
])
def test_enter_at_the_trump_choice_names_the_target_keys_only_with_bidding(
        qtbot, english: None, game: str, options: dict[str, object], expected: str) -> None:  # type: ignore[no-untyped-def]
    window = _at_the_trump_choice(qtbot, game, **options)
    qtbot.keyClick(window.table, Qt.Key.Key_Return)
    assert _last_message(window) == expected
    # the other words that name the keys say the same (the keys bar, the screen reader)
    targets = "↑" in expected
    assert ("↑ ↓ the target" in window.table.keyboard_hint.label.text()) is targets
    words = window.table.announcer.panel_words(window.table.trump_panel)
    assert ("up and down the target" in words) is targets


def test_the_trump_hint_without_a_target_in_french(qtbot, language: str) -> None:  # type: ignore[no-untyped-def]
    """(Fails until the French of the new words is in translations/koutchina_fr.ts.)"""
    window = _at_the_trump_choice(qtbot, "hokm")
    qtbot.keyClick(window.table, Qt.Key.Key_Return)
    assert _last_message(window) == {
        "en": NO_TARGET, "fr": "Choisissez l’atout avec ← et →, puis appuyez sur Entrée"}[language]


def _at_the_persons_first_card(qtbot, game: str, **options: object) -> MainWindow:  # type: ignore[no-untyped-def]
    window = make_window(qtbot)
    window.start_match(choice(game, levels=["medium"] * 3, options=dict(options)), seed=31)
    c = window.controller
    wait_for(lambda: person_ready(window))
    while c.view(0).phase != Phase.PLAYING:
        play_one_move(qtbot, window)
        wait_for(lambda: person_ready(window))
    return window


@pytest.mark.parametrize(("game", "expected"), [
    ("hokm", NO_CLAIM_DEAL), ("court-piece", NO_CLAIM_DEAL), ("hand", NO_CLAIM_ROUND)])
def test_c_without_a_claim_says_when_one_can_be_made(
        qtbot, english: None, game: str, expected: str) -> None:  # type: ignore[no-untyped-def]
    window = _at_the_persons_first_card(qtbot, game)
    assert not window.controller.can_claim(0)
    assert not window.coach.claim_button.isVisible()
    qtbot.keyClick(window.table, Qt.Key.Key_C)
    assert _last_message(window) == expected
    assert window.controller.state.phase == Phase.PLAYING  # nothing else happened


@pytest.mark.parametrize(("game", "options", "expected"), [
    ("hokm", {"satat": True}, "No claim in this match: with Satat, claims are not offered."),
    ("court-piece", {"hidden_trump": True}, "No claim while the trump is hidden."),
])
def test_c_says_when_no_claim_can_be_offered_whatever_the_cards(
        qtbot, english: None, game: str, options: dict[str, object], expected: str) -> None:  # type: ignore[no-untyped-def]
    """Under Satat, and while a hidden trump is not shown, no claim is ever offered (the proof
    of coach/claim.py leaves them out): C said when one could be made, which never came (a code
    review)."""
    window = _at_the_persons_first_card(qtbot, game, **options)
    assert window.controller.view(0).trump_hidden == ("hidden_trump" in options)
    qtbot.keyClick(window.table, Qt.Key.Key_C)
    assert _last_message(window) == expected


def test_c_in_hand_says_when_the_call_does_not_want_every_trick(qtbot, english: None) -> None:  # type: ignore[no-untyped-def]
    """Every trick is sure but a call of 2 wants none of the rest at once: a claim is not
    offered (test_coach_window), and C says why rather than what the cards already do."""
    window = activated(qtbot, hand_holding_every_ace_and_king(qtbot, 2))
    assert not window.coach.claim_button.isVisible()
    qtbot.keyClick(window.table, Qt.Key.Key_C)
    assert _last_message(window) == CALL_NEEDS_FEWER


def test_c_claims_where_the_claim_button_shows(qtbot, english: None) -> None:  # type: ignore[no-untyped-def]
    window = activated(qtbot, hokm_holding_every_spade(qtbot))
    c = window.controller
    qtbot.waitUntil(lambda: window.coach.claim_button.isVisible(), timeout=15000)
    with qtbot.waitSignal(c.claimed, timeout=5000):
        qtbot.keyClick(window.table, Qt.Key.Key_C)
    assert "No claim" not in window.table.message()


def test_help_keyboard_says_c_works_when_the_claim_button_shows(qtbot, english: None) -> None:  # type: ignore[no-untyped-def]
    from koutchina.app.keyboard_help import KeyboardHelpDialog

    window = make_window(qtbot)
    coach = window.coach
    dialog = KeyboardHelpDialog((), window, (coach.hint_action, coach.claim_action,
                                             coach.undo_action))
    qtbot.addWidget(dialog)
    rows = dict(dialog.groups()[0][1])
    assert rows["C"] == "claim the rest of the deal, only when the “Claim the rest” button shows"
    assert rows["H"] == "hint"  # the other coach's keys as before


@pytest.mark.parametrize(("game", "tricks"), [("hand", 8), ("hokm", 7)])
def test_no_claim_of_the_last_trick_to_play(
        qtbot, english: None, game: str, tricks: int) -> None:  # type: ignore[no-untyped-def]
    """A claim of the one trick left (Hand's last; a Hokm side's seventh, where the deal stops)
    played its cards at once and the summary said "North claimed the last trick.": the trick
    that decided the person's call was never on the table (a player's review). Claim goes,
    and C says to play the card."""
    window = activated(qtbot, hand_holding_every_ace_and_king(qtbot, 8) if game == "hand"
                       else hokm_holding_every_spade(qtbot))
    c, claim = window.controller, window.coach.claim_button

    def play_a_trick() -> None:
        done = len(c.view(0).completed_tricks)
        play_one_move(qtbot, window)
        wait_for(lambda: c.accepts_input(0) and len(c.view(0).completed_tricks) == done + 1,
                 timeout=15000)

    for _trick in range(tricks - 2):
        play_a_trick()
    assert c.can_claim(0) and claim.isVisible()  # two tricks to play: a claim saves one
    play_a_trick()
    assert not c.can_claim(0)
    wait_for(lambda: not claim.isVisible())
    qtbot.keyClick(window.table, Qt.Key.Key_C)
    assert _last_message(window) == SINGLE_TRICK
    assert c.state.phase == Phase.PLAYING  # the person plays the last trick's card
    assert len(c.view(0).completed_tricks) == tricks - 1
