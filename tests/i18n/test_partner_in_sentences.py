"""The partner's seat is "Partner" (« Partenaire ») on a label, its badge or a column, and
"your partner" (« votre partenaire ») inside a sentence: "Won by your partner", « Votre
partenaire a choisi l’atout cœur », never a bare "Partenaire" in running text. Each test
switches language after the window was made: the words must follow."""

from __future__ import annotations

import random
from datetime import UTC, datetime
from pathlib import Path

import pytest
from app.helpers import choice, make_window, person_ready, play_one_move, wait_for
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from koutchina.app import i18n, texts
from koutchina.app.history.deal_coach import attach_deal_coach
from koutchina.app.history.replay import ReplayWindow
from koutchina.engine import MatchState, Phase, make_rules, new_match
from koutchina.storage import LoadedMatch, SeatInfo, saved_match_of

NBSP = "\u00a0"
PARTNER = 2  # the seat across the table from the person, in the games with sides
HOKM_PARTNER_FIRST_HAKEM = 4  # a seed whose first Ace goes to the partner


def _switch(languages: i18n.LanguageManager, code: str) -> None:
    """The language of the menu, every window told (as the menu's choice does)."""
    languages.set_language(code, remember=False)
    QApplication.processEvents()


def _first_deal_over(game: str, seed: int) -> MatchState:
    """A match of ``game`` its first deal finished, played at random by the engine alone."""
    state = new_match(make_rules(game, {"turn_timer": 0}), seed)
    rng = random.Random(seed)
    while state.deal_index == 0:
        seat = rng.choice(state.to_act())
        state.apply(rng.choice(state.legal_actions(seat)))
    return state


@pytest.mark.parametrize(("first", "then", "hakem", "named"), [
    ("en", "fr", "Premier Hakem\u00a0: votre partenaire (le premier As distribué)",
     "Votre partenaire a choisi l’atout {suit}"),
    ("fr", "en", "Your partner is the first Hakem (the first Ace dealt)",
     "Your partner named {suit} as trump"),
])
def test_the_table_says_your_partner_when_the_partner_is_the_hakem(
        qtbot: QtBot, languages: i18n.LanguageManager,
        first: str, then: str, hakem: str, named: str) -> None:
    _switch(languages, first)
    window = make_window(qtbot)
    _switch(languages, then)
    said: list[str] = []
    window.table.message_shown.connect(said.append)
    window.start_match(choice("hokm"), seed=HOKM_PARTNER_FIRST_HAKEM)
    c = window.controller
    qtbot.waitUntil(lambda: c.state.phase == Phase.PLAYING and person_ready(window),
                    timeout=15000)
    assert c.state.hakem == PARTNER
    assert hakem in said
    assert named.format(suit=texts.suit_name(c.state.trump)) in said
    # the badge is a label: it keeps the seat's short name
    assert window.table.badges()[PARTNER].display_name() == (
        "Partenaire" if then == "fr" else "Partner")
    window.close()


def test_a_trick_won_by_the_partner_is_won_by_your_partner(
        qtbot: QtBot, languages: i18n.LanguageManager) -> None:
    _switch(languages, "en")
    window = make_window(qtbot)
    _switch(languages, "fr")
    window.start_match(choice("court-piece"), seed=6)
    c = window.controller
    for _ in range(60):
        wait_for(lambda: person_ready(window), timeout=15000)
        if c.last_trick is not None and c.last_trick.winner == PARTNER:
            break
        play_one_move(qtbot, window)
    assert c.last_trick is not None and c.last_trick.winner == PARTNER
    spoken = window.table.announcer.spoken
    assert any(text.startswith("Votre partenaire remporte le pli. ") for text in spoken)
    window.table.announcer.say_last_trick()  # key L
    assert spoken[-1].startswith("Dernier pli" + NBSP + ": Partenaire" + NBSP + ": ")
    assert spoken[-1].endswith(". Remporté par votre partenaire.")
    window.show_last_trick()
    dialog = window.last_trick_dialog
    number = c.last_trick_number
    assert dialog.caption.text() == f"Pli {number}{NBSP}: remporté par votre partenaire"
    _switch(languages, "en")  # the dialog still open
    assert dialog.caption.text() == f"Trick {number}: won by your partner"
    assert dialog.strip.names[PARTNER] == "Partner"  # under its card, a label
    window.close()


def test_playing_the_last_deal_again_from_the_partners_seat_reads_naturally(
        qtbot: QtBot, languages: i18n.LanguageManager) -> None:
    _switch(languages, "en")
    window = make_window(qtbot)
    window.start_match(choice("court-piece"), seed=3)
    summary = window.table.summary_panel
    for _ in range(30):
        wait_for(lambda: person_ready(window), timeout=15000)
        if summary.isVisible():
            break
        play_one_move(qtbot, window)
    assert summary.isVisible()
    first = window.controller.state.deals[0].copy()
    _switch(languages, "fr")
    assert [action.text() for action in window.coach.again_actions] == [
        "À votre place", "À la place occupée par Ouest",
        "À la place occupée par votre partenaire", "À la place occupée par Est"]
    window.coach.again_actions[PARTNER].trigger()
    assert window.deal_again.replaying
    assert window.table.message() == (
        f"Donne 1 rejouée, jeu tenu par votre partenaire{NBSP}: elle ne compte pas.")
    panel = window.deal_again.panel
    panel.show_results("court-piece", ["", "", "", ""], first, first, True, PARTNER)
    held = panel.outcomes.text().splitlines()[0]
    assert held == "Cette fois, vous aviez le jeu tenu par votre partenaire."
    _switch(languages, "en")  # the panel still open
    assert panel.outcomes.text().splitlines()[0] == "This time you held the cards of your partner."
    window.close()


def test_history_offers_the_deal_again_in_your_partners_seat(
        qtbot: QtBot, languages: i18n.LanguageManager, tmp_path: Path) -> None:
    _switch(languages, "en")
    state = _first_deal_over("hokm", 5)
    seats = [SeatInfo(name="")] + [SeatInfo(name="", bot_level="medium")] * 3
    saved = saved_match_of(state, match_id="m1", seats=seats,
                           created=datetime(2026, 1, 2, tzinfo=UTC))
    replay = ReplayWindow(saved, state)
    qtbot.addWidget(replay)
    row = attach_deal_coach(replay, LoadedMatch(tmp_path / "m1.json", saved, state), state,
                            None)
    _switch(languages, "fr")
    items = [row.seat_choice.itemText(seat) for seat in range(4)]
    assert items == ["à votre place", "à la place occupée par Ouest",
                     "à la place occupée par votre partenaire", "à la place occupée par Est"]
    _switch(languages, "en")
    assert row.seat_choice.itemText(PARTNER) == "in the seat of your partner"


@pytest.mark.parametrize("game", ["hokm", "court-piece"])
def test_east_as_first_hakem_does_not_stutter_in_french(
    game: str, languages: i18n.LanguageManager
) -> None:
    """"Est est le premier Hakem": the seat's name is the French verb; every seat reads well."""
    from koutchina.app.table.announcements import first_hakem_text

    languages.set_language("fr", remember=False)
    for seat in (1, 2, 3):
        name = texts.seat_in_sentence("", None, seat, game)
        words = first_hakem_text(name, False, game)
        assert "Est est" not in words and "Ouest est" not in words, words
        assert name in words and "remier Hakem" in words
