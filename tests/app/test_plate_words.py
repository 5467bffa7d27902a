"""What each seat's plate says under its name, in each game, read as a player reads it. The
other plates' second line says what their seat is ("Bot · Medium"); the person's said "Partner
opposite" in Court Piece and Hokm, so under "You" (or the person's own name) it read as if
the person were the partner opposite. It says now whose partner sits where: "Your partner is
opposite" ("Partenaire : en face"). Hand, each for themselves, has no such line. Every
line fits its plate at its size, in English and in French (the second line was cut, never
shortened, had its words been too long)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFontMetricsF

from koutchina.app.table.seat_badge import SeatBadge

from .test_table_texts_readable import painted_texts

YOUR_PARTNER = {"en": "Your partner is opposite", "fr": "Partenaire\u00a0: en face"}
BOT_MEDIUM = {"en": "Bot · Medium", "fr": "Bot · Moyen"}
SIDES = ["court-piece", "hokm"]


def _plate(game: str, seat: int, name: str = "") -> SeatBadge:
    badge = SeatBadge(seat, game)
    badge.name = name
    badge.level = "human" if seat == 0 else "medium"
    return badge


@pytest.mark.parametrize("game", SIDES)
@pytest.mark.parametrize("name", ["", "Marie"])
def test_in_a_game_of_sides_the_persons_plate_says_where_their_partner_sits(
        qtbot, game: str, name: str, language: str) -> None:  # type: ignore[no-untyped-def]
    plate = _plate(game, 0, name)
    assert plate.second_line() == YOUR_PARTNER[language]
    drawn = [text for _font, _box, text in painted_texts(plate)]
    assert YOUR_PARTNER[language] in drawn, drawn


def test_in_english_the_persons_plate_never_reads_as_if_it_were_the_partner(qtbot, english) -> None:  # type: ignore[no-untyped-def]
    for game in SIDES:
        line = _plate(game, 0).second_line()
        assert line != "Partner opposite"
        assert line.startswith("Your partner"), line


@pytest.mark.parametrize("game", ["hand", *SIDES])
def test_the_bots_plates_say_they_are_bots_and_hands_person_has_no_second_line(
        qtbot, game: str, language: str) -> None:  # type: ignore[no-untyped-def]
    for seat in (1, 2, 3):
        assert _plate(game, seat).second_line() == BOT_MEDIUM[language], seat
    if game == "hand":
        assert _plate(game, 0).second_line() == ""


@pytest.mark.parametrize("game", ["hand", *SIDES])
def test_every_line_of_every_plate_fits_it(qtbot, game: str, language: str) -> None:  # type: ignore[no-untyped-def]
    for seat in range(4):
        plate = _plate(game, seat)
        plate.is_dealer = plate.is_hakem = seat == 0  # the chips beside the name
        for font, box, text in painted_texts(plate):
            width = QFontMetricsF(font).horizontalAdvance(text)
            assert width <= box.width() + 0.5, (seat, text)
            assert font.pixelSize() >= 16, (seat, text)  # not shrunk to fit
