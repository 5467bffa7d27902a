"""The person's own badge says something a player can use under "You": where their partner
sits in a game of sides; in Hand, nothing (it said "Player", which told nobody anything), its
two lines then shared evenly over the plate rather than a gap left between them."""

from __future__ import annotations

import pytest

from koutchina.app.table.seat_badge import HEIGHT

from .helpers import choice, make_window
from .test_table_texts_readable import painted_texts

# the person's partner, not the person ("Partner opposite" under "You" read as if it were them)
YOUR_PARTNER = {"en": "Your partner is opposite", "fr": "Partenaire\u00a0: en face"}


def _person_badge_lines(qtbot, game: str) -> list[tuple[float, str]]:  # type: ignore[no-untyped-def]
    """The lines the person's badge draws, each with the middle of its box, top to bottom."""
    window = make_window(qtbot)
    window.start_match(choice(game, levels=["medium"] * 3), seed=3)
    qtbot.waitUntil(lambda: window.controller.accepts_input(0), timeout=15000)
    badge = window.table.badge(0)
    badge.is_dealer = badge.is_hakem = False  # the name's line alone, no chip beside it
    return sorted((box.center().y(), text) for _font, box, text in painted_texts(badge))


@pytest.mark.parametrize("game", ["court-piece", "hokm"])
def test_in_a_game_of_sides_the_person_s_badge_says_where_their_partner_sits(
        qtbot, game: str, language: str) -> None:  # type: ignore[no-untyped-def]
    lines = [text for _y, text in _person_badge_lines(qtbot, game)]
    you = {"en": "You", "fr": "Vous"}[language]
    assert lines[:2] == [you, YOUR_PARTNER[language]]
    assert "Player" not in lines and "Joueur" not in lines


def test_in_hand_the_person_s_badge_has_its_name_and_tricks_evenly_placed(
        qtbot, language: str) -> None:  # type: ignore[no-untyped-def]
    lines = _person_badge_lines(qtbot, "hand")
    you = {"en": "You", "fr": "Vous"}[language]
    assert len(lines) == 2, lines
    (name_y, name), (status_y, _status) = lines
    assert name == you
    top_gap, bottom_gap = name_y + HEIGHT / 2, HEIGHT / 2 - status_y
    assert abs(top_gap - bottom_gap) <= 3, (top_gap, bottom_gap)  # no hole in the middle
