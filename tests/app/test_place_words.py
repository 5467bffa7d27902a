"""The places of the final ranking as a French player reads them: "1re" (la première place,
as History says "1re place"), never "1er" beside "Votre équipe" under the heading Place (a
player's review); English "1st"."""

from __future__ import annotations

from koutchina.app.table.result_panels import MatchEndPanel

PLACES = {"en": ["1st", "2nd", "3rd", "4th", "2nd (shared)"],
          "fr": ["1re", "2e", "3e", "4e", "2e (ex æquo)"]}


def test_the_ranking_names_each_place_in_the_players_language(qtbot, language: str) -> None:  # type: ignore[no-untyped-def]
    panel = MatchEndPanel()
    qtbot.addWidget(panel)
    said = [panel.place_text(place, False) for place in range(1, 5)]
    said.append(panel.place_text(2, True))
    assert said == PLACES[language]
