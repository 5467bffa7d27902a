"""The Review window as a player reads it (an outside review found it hard to follow): each
decision compares the analysis's card with the card the person played, in the figure a player
reads, then its cost; no sum of costs is shown as points lost and no negative points appear in
a game without negative scores; the tricks with one card are named; colour is kept for the
costs and the mark of the costliest; the window wears the felt's shades, readable, follows a
felt changed while it is open, and opens tall enough for its review where the screen allows."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from bots.reported_deals import first_deal  # tests/bots, beside this folder
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QWidget

from koutchina.app.review_window import ReviewWindow
from koutchina.app.settings_service import SettingsService
from koutchina.app.table.looks import FELTS, set_felt_in_use, set_high_contrast
from koutchina.engine.record import record_of
from koutchina.storage.settings import Settings

from .felt_checks import contrast_ratio

if TYPE_CHECKING:
    from koutchina.app.review_window import ReviewColours

MARK, BULLET = "\u25cf", "\u2022"


def colours() -> ReviewColours:
    """The review's colours now (imported here: the review had none of its own before)."""
    from koutchina.app.review_window import ReviewColours as Colours

    return Colours.now()

# Hokm, seed 1 (tests/bots/reported_deals.py): the person led Q♠, the analysis 7♣
HOKM_FIRST_TRICK = (
    f"{MARK} Trick 1: you played Q♠; the analysis would play 7♣ (the card the usual rules of "
    "good play choose, as good as the best within the margin of error). Your side takes 4.1 "
    "tricks on average with 7♣, against 3.7 with Q♠. Cost: 0.19 points expected.")
HOKM_NOTE = (
    "Figures are averages over the deals that fit what you could see at the time. A cost "
    "counts the points your choice gives up, your side's less the other side's (a 1-point "
    "deal lost instead of won costs 2); where it gives up none, the tricks it gives up. "
    f"{MARK} marks the costliest decisions.")
# Court Piece, seed 1: the person's 10♠ gives up tricks but no court (the analysis weighs
# the trick margin besides the courts); the review said "Cost: 0.19 courts expected."
COURT_PIECE_TRICK_8 = (
    f"{MARK} Trick 8: you played 10♠; the analysis would play A♠ (the cheapest card that wins "
    "the trick). Your side takes 9.1 tricks on average with A♠, against 8.6 with 10♠. Cost: "
    "0.5 tricks fewer for your side on average.")


def review_window(qtbot, game: str, parent: QWidget | None = None) -> ReviewWindow:  # type: ignore[no-untyped-def]
    """The review window of the person's first deal of ``game`` (seed 1), its review done."""
    _start, _actions, after = first_deal(game)
    window = ReviewWindow(record_of(after), 0, 0, parent)
    if parent is None:
        qtbot.addWidget(window)
    window.start()
    qtbot.waitUntil(lambda: window.review is not None, timeout=30000)
    return window


def lines_of(window: ReviewWindow) -> list[str]:
    return window.text.toPlainText().replace("\xa0", " ").splitlines()


def test_a_decision_compares_the_advice_with_the_card_played(qtbot, english: None) -> None:  # type: ignore[no-untyped-def]
    """One sentence: the card played, the analysis's card and why, the two compared by the
    side's tricks (the card played named, not the usual rules' card), then the cost."""
    lines = lines_of(review_window(qtbot, "hokm"))
    assert HOKM_FIRST_TRICK in lines, lines


def test_a_cost_is_the_points_a_player_counts_or_else_the_tricks(qtbot, english: None) -> None:  # type: ignore[no-untyped-def]
    """A cost is what the hint counts, the deal's points for the side (Hokm's Q♠ gave up 0.19
    points, said 0.28 with the search's bonus for the trick margin in it), and where the
    choice gives up no point or court, the tricks it gives up."""
    assert HOKM_FIRST_TRICK in lines_of(review_window(qtbot, "hokm"))
    assert COURT_PIECE_TRICK_8 in lines_of(review_window(qtbot, "court-piece"))


def test_costs_are_not_added_up_into_points_lost(qtbot, english: None) -> None:  # type: ignore[no-untyped-def]
    """The heading counts the decisions that cost something (it said "Estimated cost of your
    decisions: 1.69 points expected." for a deal worth 1 point); a note says what a cost
    counts; Hokm and Court Piece, which have no negative scores, show no negative figure."""
    for game in ("hokm", "court-piece"):
        window = review_window(qtbot, game)
        assert window.review is not None
        costly = sum(1 for d in window.review.decisions if d.cost > 0)
        lines = lines_of(window)
        assert lines[0] == (f"The analysis estimates that {costly} of your decisions cost "
                            "something.")
        assert "\u2212" not in window.text.toPlainText() and "-" not in " ".join(
            line for line in lines if "Cost" in line)
        assert not any("Estimated cost" in line for line in lines)
        costs = re.findall(r"Cost: (\d+\.\d+) (?:points|courts|tricks)", "\n".join(lines))
        assert len(costs) == costly
        if game == "hokm":
            assert lines[1] == HOKM_NOTE


def test_the_tricks_without_a_choice_are_named(qtbot, english: None) -> None:  # type: ignore[no-untyped-def]
    window = review_window(qtbot, "hokm")
    assert window.review is not None
    assert (window.review.one_card, window.review.equal_cards) == ((7, 8), (4, 6))
    lines = lines_of(window)
    assert f"{BULLET} Tricks 7 and 8: only one card could be played." in lines
    assert f"{BULLET} Trick 4: the cards you could play were all worth the same." in lines
    assert f"{BULLET} Trick 6: the cards you could play were all worth the same." in lines
    window = review_window(qtbot, "court-piece")
    assert f"{BULLET} Trick 4: only one card could be played." in lines_of(window)
    assert f"{BULLET} Trick 13: only one card could be played." in lines_of(window)


def test_the_lines_follow_the_tricks_in_order(qtbot, english: None) -> None:  # type: ignore[no-untyped-def]
    """A player read trick 1, 2, 4, 7, 3, 8, 5-6: the decisions first, then what the table
    played, then the tricks without a choice grouped at the end."""
    for game in ("hokm", "court-piece"):
        window = review_window(qtbot, game)
        tricks = [int(re.match(r"\D*Tricks? (\d+)", line)[1]) for line in lines_of(window)
                  if re.match(r"\S+ Tricks? \d+", line)]
        assert len(tricks) >= 8 and tricks == sorted(tricks), (game, tricks)


def test_the_end_of_a_deal_stopped_at_seven_is_said_plainly(qtbot, english: None) -> None:  # type: ignore[no-untyped-def]
    window = review_window(qtbot, "hokm")
    assert window.review is not None and window.review.hindsight is not None
    window.review = replace(window.review, hindsight=replace(
        window.review.hindsight, from_trick=9, best_tricks=0, taken=0, tricks_played=1))
    window.retranslate()
    assert ("The deal ended after trick 9, when a side had seven tricks. From trick 9 on, your "
            "side could not have been sure of a single trick, whatever the others played; it "
            "took 0.") in lines_of(window)


def test_colour_only_for_the_costs_and_the_mark(qtbot, english: None) -> None:  # type: ignore[no-untyped-def]
    """Not a wall of bold red: the explanations in the text's own colour and weight; only the
    cost figures (bold) and the marks of the costliest in the cost colour."""
    window = review_window(qtbot, "hand")
    document = window.text.document()
    cost_colour = QColor(colours().cost)
    coloured: list[str] = []
    bold: list[str] = []
    block = document.begin()
    while block.isValid():
        if block.blockFormat().headingLevel() == 0:
            it = block.begin()
            while not it.atEnd():
                fragment = it.fragment()
                form = fragment.charFormat()
                if form.fontWeight() > 500:
                    bold.append(fragment.text())
                if form.foreground().color() == cost_colour:
                    coloured.append(fragment.text())
                it += 1
        block = block.next()
    costs = [t for t in coloured if t != MARK]
    # four costs: a fifth, under a point, is within Hand's margin of error (review.card_margin)
    assert bold == costs and len(costs) == 4, (bold, coloured)
    assert all(re.fullmatch(r"\d+\.\d points expected", t.replace("\xa0", " ")) for t in costs)
    assert coloured.count(MARK) == 1 + 3  # the note's, then the three costliest


def contrast(one: str, other: str) -> float:
    return contrast_ratio(QColor(one), QColor(other))


def test_the_window_wears_the_felt_and_reads_well(qtbot, english: None) -> None:  # type: ignore[no-untyped-def]
    """History's dark felt shades, not the system's grey and white; words at 4.5:1 at least
    on every felt and in high contrast, the window's own palette included."""
    try:
        for felt, on in [(name, False) for name in FELTS] + [("green", True)]:
            set_felt_in_use(felt)
            set_high_contrast(on)
            k = colours()
            for words in (k.words, k.legend, k.cost, k.heading):
                assert contrast(words, k.body) >= 4.5, (felt, on, words)
            assert contrast(k.heading, k.dark) >= 4.5
            window = ReviewWindow(record_of(first_deal("hokm")[2]), 0, 0)
            qtbot.addWidget(window)
            window.ensurePolished()
            window.text.ensurePolished()
            palette = window.text.palette()
            base = palette.color(QPalette.ColorRole.Base).name()
            assert base == k.body
            assert contrast(palette.color(QPalette.ColorRole.Text).name(), base) >= 4.5
            window.heading.ensurePolished()
            heading = window.heading.palette().color(QPalette.ColorRole.WindowText).name()
            assert contrast(heading, k.dark) >= 4.5
    finally:
        set_felt_in_use("green")
        set_high_contrast(False)


def test_the_window_follows_a_felt_changed_while_open(qtbot, english: None) -> None:  # type: ignore[no-untyped-def]
    """Opened over the table, whose settings it hears from: another felt chosen in Settings
    while the review is open dresses it in that felt's shades."""
    parent = QWidget()
    qtbot.addWidget(parent)
    service = SettingsService(Settings(), parent)
    set_felt_in_use("green")
    window = ReviewWindow(record_of(first_deal("hokm")[2]), 0, 0, parent)
    try:
        assert colours().body == "#0f3a25" and "#0f3a25" in window.styleSheet()
        set_felt_in_use("blue")
        with service.changes() as settings:
            settings.felt = "blue"
        # heard once the change is out (queued: the table takes the felt first)
        qtbot.waitUntil(lambda: "#0f2a42" in window.styleSheet(), timeout=2000)
        assert colours().body == "#0f2a42" and "#0f3a25" not in window.styleSheet()
    finally:
        set_felt_in_use("green")
        window.close()


def test_the_window_opens_tall_enough_for_its_review(qtbot, english: None) -> None:  # type: ignore[no-untyped-def]
    """A long review (French text at 1280x720 opened at 560 px with a scroll bar though the
    screen had room): the window grows to show it whole, within the screen."""
    window = review_window(qtbot, "hand")
    assert window.review is not None
    decisions = window.review.decisions
    long = replace(window.review, decisions=decisions * 3)  # as long as a wordier language's
    window.review = None
    window.show()
    qtbot.waitExposed(window)
    window._on_review(long)
    bar = window.text.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() == 0, timeout=3000)
    screen = QGuiApplication.primaryScreen().availableGeometry()
    assert window.height() > 560 and window.frameGeometry().bottom() <= screen.bottom()


def test_the_review_does_not_weigh_what_the_table_played_for_the_person(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The turn timer ran out at the call: the table called 0, and the review said "you
    called 0 ... Cost: 32.1 points expected" (player-eye review). A move the table made for the
    person is said as such and not weighed."""
    from .helpers import choice, make_window

    window = make_window(qtbot)
    c = window.controller
    c.turn_timer.tick_ms = 5  # five ticks a move: the person never acts
    window.start_match(choice("hand", timer=5, levels=["medium"] * 3, practice=True), seed=3)
    qtbot.waitUntil(window.table.summary_panel.isVisible, timeout=30000)
    assert c.state.deals[0].calls[0] == 0  # the table called 0 for the person
    assert {0, 8} <= c.played_for_person(0).timed_out
    window.coach.review_last_deal()
    review = window.findChildren(ReviewWindow)[-1]
    qtbot.waitUntil(lambda: review.review is not None, timeout=60000)
    text = review.text.toPlainText()
    assert "Before the play: your time ran out, and the table chose a call of 0 for you" in text
    assert "you called" not in text and "you played" not in text  # none weighed as theirs
    assert review.review.decisions == ()
    review.close()
