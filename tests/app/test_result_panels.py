"""The end-of-deal summary and the final ranking: grids, with colours that say how it went."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QWidget

from koutchina.app import i18n
from koutchina.app.table.result_panels import DealSummaryPanel, MatchEndPanel
from koutchina.engine.events import DealScored, MatchEnded

NAMES = ["You", "East", "North", "West"]


pytestmark = pytest.mark.usefixtures("english")  # tests/app/conftest.py


def test_a_hand_round_shows_each_players_call_tricks_result_score_and_total(qtbot) -> None:
    panel = DealSummaryPanel()
    qtbot.addWidget(panel)
    event = DealScored(1, (3, 0, 4, 1), (30, 10, -10, -20), (50, 0, -10, -40),
                       ("exact", "zero", "over", "under"), None, False)
    panel.show_deal("hand", event, NAMES, (3, 0, 2, 3), match_over=False)
    assert panel.title.text() == "Round 2 scored"
    rows = panel.grid.texts()
    assert rows[0] == ["You", "3", "3", "made the call", "+30", "+50"]
    assert rows[2][:3] == ["North", "2", "4"] and rows[2][4] == "−10"
    assert rows[3][5] == "−40"
    styles = panel.grid.styles()
    assert [row[3] for row in styles] == ["good", "good", "bad", "bad"]
    assert panel.next_button.text() == "Next round"  # Hand is played in rounds


def test_a_sudden_death_round_is_named_as_such(qtbot) -> None:
    panel = DealSummaryPanel()
    qtbot.addWidget(panel)
    event = DealScored(5, (2, 2, 2, 2), (20, 20, 20, 20), (60, 60, 40, 20),
                       ("exact",) * 4, None, False)
    panel.show_deal("hand", event, NAMES, (2, 2, 2, 2), match_over=True, rounds=5)
    assert panel.title.text() == "Sudden-death round 1 scored"
    assert panel.next_button.text() == "See the ranking"


SUDDEN_DEATH_TITLES = {
    "en": ["Sudden-death round 1", "Sudden-death round 2",
           "Sudden-death round 1 scored", "Sudden-death round 2 scored"],
    "fr": ["1re manche de mort subite", "2e manche de mort subite",
           "Résultats de la 1re manche de mort subite",
           "Résultats de la 2e manche de mort subite"],
}


@pytest.mark.parametrize("code", ["en", "fr"])
def test_sudden_death_rounds_are_named_as_each_language_counts_them(
    qtbot, code: str  # type: ignore[no-untyped-def]
) -> None:
    """French says "1re manche", never "manche de mort subite 1"."""
    from koutchina.app.table.announcements import deal_title
    from koutchina.engine.events import DealStarted

    i18n.language_manager().set_language(code, remember=False)
    panel = DealSummaryPanel()
    qtbot.addWidget(panel)
    shown = []
    for index in (5, 6):
        start = DealStarted(index, 0, None, (), 0, False, True)
        shown.append(deal_title(start, "hand", rounds=5))
    for index in (5, 6):
        event = DealScored(index, (2, 2, 2, 2), (20, 20, 20, 20), (60, 60, 40, 20),
                           ("exact",) * 4, None, False)
        panel.show_deal("hand", event, NAMES, (2, 2, 2, 2), match_over=True, rounds=5)
        shown.append(panel.title.text())
    assert shown == SUDDEN_DEATH_TITLES[code]


def test_a_kot_is_announced_in_gold_and_a_failed_hakem_in_red(qtbot) -> None:
    panel = DealSummaryPanel()
    qtbot.addWidget(panel)
    panel.show()
    kot = DealScored(0, (7, 0), (2, 0), (2, 0), ("kot",), 0, False)
    panel.show_deal("court-piece", kot, NAMES, None, match_over=False, hakem_side=0)
    assert "Kot" in panel.banner.text() and panel.banner_style() == "great"
    rows = panel.grid.texts()
    assert rows[0] == ["Your side (Hakem)", "7", "2 courts", "2"]
    assert rows[1][0] == "Opponents" and rows[1][2] == "–"
    assert panel.next_button.text() == "Next deal"
    failed = DealScored(1, (3, 7), (0, 1), (2, 1), ("hakem_failed",), 1, True)
    panel.show_deal("hokm", failed, NAMES, None, match_over=False, hakem_side=0)
    assert panel.banner_style() == "bad"
    assert panel.grid.texts()[1] == ["Opponents", "7", "1 point", "1"]
    assert panel.note.isVisibleTo(panel)  # the deal stopped at seven tricks


def test_the_banner_is_coloured_for_your_side_not_for_the_hakems(qtbot) -> None:
    """The opponents' Hakem failing is good news for you: it was shown in red. The colour says
    how the deal went for your side; a Kot or a sweep against you is bad news."""
    panel = DealSummaryPanel()
    qtbot.addWidget(panel)
    panel.show()
    they_failed = DealScored(0, (7, 4), (1, 0), (1, 0), ("hakem_failed",), 0, True)
    panel.show_deal("hokm", they_failed, NAMES, None, match_over=False, hakem_side=1)
    assert panel.banner_style() == "good"
    their_kot = DealScored(1, (0, 7), (0, 2), (1, 2), ("kot",), 1, True)
    panel.show_deal("hokm", their_kot, NAMES, None, match_over=False, hakem_side=1)
    assert panel.banner_style() == "bad"
    they_won = DealScored(2, (4, 7), (0, 1), (1, 3), ("won",), 1, True)
    panel.show_deal("hokm", they_won, NAMES, None, match_over=False, hakem_side=1)
    assert panel.banner_style() == "bad"


def _heads(panel: DealSummaryPanel) -> list[str]:
    grid = panel.grid.grid
    return [grid.itemAtPosition(0, column).widget().text() for column in range(grid.columnCount())]


@pytest.mark.parametrize(("language", "courts", "points"),
                         [("en", "Courts", "Score"), ("fr", "Courts", "Points")])
def test_the_score_column_is_headed_in_the_games_unit(qtbot, language, courts, points) -> None:
    """French Court Piece headed "Points" a column of "2 courts"."""
    i18n.language_manager().set_language(language, remember=False)
    panel = DealSummaryPanel()
    qtbot.addWidget(panel)
    kot = DealScored(0, (7, 0), (2, 0), (2, 0), ("kot",), 0, False)
    panel.show_deal("court-piece", kot, NAMES, None, match_over=False, hakem_side=0)
    assert _heads(panel)[2] == courts and panel.grid.texts()[0][2] == "2 courts"
    won = DealScored(1, (7, 3), (1, 0), (1, 0), ("won",), 0, True)
    panel.show_deal("hokm", won, NAMES, None, match_over=False, hakem_side=0)
    assert _heads(panel)[2] == points and panel.grid.texts()[0][2] == "1 point"


def test_a_shared_first_place_and_the_sudden_death_rounds_are_shown(qtbot) -> None:
    panel = MatchEndPanel()
    qtbot.addWidget(panel)
    panel.show_result("hand", MatchEnded((1, 3, 1, 4), (80, 20, 80, -30)), NAMES,
                      extra_rounds=2)
    assert panel.title.text() == "Match over: first place is shared"
    rows = panel.grid.texts()
    assert rows[0] == ["1st (shared)", "You", "+80"]
    assert rows[1] == ["1st (shared)", "North", "+80"]
    assert rows[2][0] == "3rd" and rows[3][0] == "4th"
    assert panel.grid.styles()[0][0] == "place1" and panel.grid.styles()[2][0] == ""
    assert panel.note.text() == "After 2 sudden-death rounds"


def _cut_cells(panel: DealSummaryPanel | MatchEndPanel) -> list[str]:
    """Grid cells hidden, or narrower or lower than their words."""
    cut = []
    for row in panel.grid.rows:
        for label in row:
            if not label.isVisible() or label.width() < label.sizeHint().width() or \
                    label.height() < label.sizeHint().height():
                cut.append(label.text())
    return cut


@pytest.mark.parametrize("game", ["hand", "court-piece"])
def test_a_switch_while_the_summary_is_up_sizes_it_for_its_new_words(qtbot, game) -> None:
    table = QWidget()  # over the table, as a child: nothing resizes it but the table
    qtbot.addWidget(table)
    table.resize(1200, 700)
    table.show()
    panel = DealSummaryPanel(table)
    panel.texts_changed.connect(panel.adjustSize)
    if game == "hand":
        event = DealScored(0, (1, 4, 0, 3), (-10, -30, -50, -30), (-10, -30, -50, -30),
                           ("under",) * 4, None, False)
        panel.show_deal("hand", event, NAMES, (2, 7, 5, 6), match_over=False)
    else:
        event = DealScored(0, (9, 4), (1, 0), (1, 0), ("hakem_failed",), 0, False)
        panel.show_deal("court-piece", event, NAMES, None, match_over=False, hakem_side=1)
    qtbot.waitUntil(lambda: not _cut_cells(panel))
    i18n.language_manager().set_language("fr", remember=False)
    qtbot.waitUntil(lambda: "sultats" in panel.title.text())
    panel.set_names(["Vous", "Est", "Nord", "Ouest"])  # as the window does after a switch
    qtbot.wait(100)  # whatever the event loop still had to do
    assert not _cut_cells(panel)
