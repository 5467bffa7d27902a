"""History says a Hand match's place as a player says it: "4th place", "1re place", not
"Place 4"; the final ranking's Place column as a French player reads it too: "1re" (la
première place), never "1er" beside "Votre équipe" (a player's review)."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from koutchina.app import texts
from koutchina.app.history.model import result_text
from koutchina.app.table.result_panels import MatchEndPanel
from koutchina.storage.summaries import MatchSummary, SeatSummary, Tally


def _hand_match(place: int) -> MatchSummary:
    seats = (SeatSummary("", None, None),) + tuple(SeatSummary("", None, "random")
                                                   for _ in range(3))
    stamp = datetime(2026, 1, 1, tzinfo=UTC)
    places = (place, 1, 2, 3)
    return MatchSummary(Path("x.json"), "x", "hand", stamp, stamp, seats, True,
                        (-30, 40, 20, 10), places, 5, 60, (), Tally())


@pytest.mark.parametrize("place, english, french", [
    (1, "1st place", "1re place"), (2, "2nd place", "2e place"),
    (3, "3rd place", "3e place"), (4, "4th place", "4e place")])
def test_a_place_reads_as_an_ordinal(language, place, english, french) -> None:
    assert texts.place_name(place) == (english if language == "en" else french)


def test_history_says_the_place_first_as_an_ordinal(language) -> None:
    shown = result_text(_hand_match(4))
    if language == "en":
        assert shown == "4th place, \u221230 points"
    else:
        assert shown == "4e place, \u221230 points"


PLACES = {"en": ["1st", "2nd", "3rd", "4th", "2nd (shared)"],
          "fr": ["1re", "2e", "3e", "4e", "2e (ex æquo)"]}


def test_the_ranking_names_each_place_in_the_players_language(qtbot, language: str) -> None:  # type: ignore[no-untyped-def]
    panel = MatchEndPanel()
    qtbot.addWidget(panel)
    said = [panel.place_text(place, False) for place in range(1, 5)]
    said.append(panel.place_text(2, True))
    assert said == PLACES[language]
