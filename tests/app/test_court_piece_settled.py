"""Court Piece plays all 13 tricks, so a deal is often settled long before its end: a side
with its seven tricks whose opponents have one, a target out of reach after four tricks. The
rest was played out with nothing at stake and nothing said so (a player's review). The table
now says it once, at the trick that settles the deal, and what it says is what the deal's
summary then scores."""

from __future__ import annotations

from koutchina.app.table.announcements import info_lines, settled_text
from koutchina.app.table.shown_deal import ShownDeal
from koutchina.engine import CourtPieceRules, HokmRules
from koutchina.engine.court_piece import settled_result
from koutchina.engine.events import DealStarted, Outcome, TrickWon
from koutchina.engine.view import TrickRecord

from .helpers import choice, make_window, person_ready, play_one_move, wait_for

SAID = {
    "en": {
        "failed": "Your side can no longer make its target of 10 tricks: the deal is the "
                  "opponents'. The tricks left change nothing.",
        "seven": "The opponents have their seven tricks: the deal is theirs. The tricks left "
                 "change nothing.",
    },
    "fr": {
        "failed": "Votre équipe ne peut plus atteindre son objectif de 10\u00a0plis\u00a0: la "
                  "donne est aux adversaires. Les plis restants n’y changent rien.",
        "seven": "Les adversaires ont leurs sept plis\u00a0: la donne est à eux. Les plis "
                 "restants n’y changent rien.",
    },
}


def _deal(hakem: int, target: int | None = None, game: str = "court-piece") -> ShownDeal:
    shown = ShownDeal()
    shown.start_match(game)
    shown.start_deal(DealStarted(0, (hakem + 1) % 4, hakem, (), 5, False, False))
    shown.target_named(hakem, target)
    return shown


def _won(shown: ShownDeal, seat: int) -> None:
    shown.trick_won(TrickWon(seat, shown.tricks_played(), (), True, ()))


def test_a_target_out_of_reach_is_told_once_at_the_trick_that_settles_it(
        language: str) -> None:
    shown, rules = _deal(hakem=0, target=10), CourtPieceRules(bidding=True)
    for _ in range(3):  # the Hakem's side may still take the ten tricks left
        _won(shown, 1)
        assert shown.newly_settled(rules) is None
    _won(shown, 3)
    winner, courts, outcome = shown.newly_settled(rules) or (None, None, None)
    assert (winner, courts, outcome) == (1, 2, Outcome.BID_FAILED)
    assert settled_text(1, Outcome.BID_FAILED, 10) == SAID[language]["failed"]
    # and kept in the corner panel: the message was soon replaced by the next one
    decided = {"en": "Your target (10): missed", "fr": "Votre objectif (10)\u00a0: manqué"}
    assert info_lines(shown, "Deal 1")[-1] == decided[language]
    _won(shown, 0)
    assert shown.newly_settled(rules) is None  # said once a deal
    assert info_lines(shown, "Deal 1")[-1] == decided[language]


def test_a_deal_restored_after_it_settled_is_not_told_again(english: None) -> None:
    """A move taken back, or a match resumed, restores the deal's tricks: the notice was said
    again at the next trick (a code review). Taken back before the deal settled, it is told
    again when it settles again."""
    shown, rules = _deal(hakem=0, target=10), CourtPieceRules(bidding=True)
    for _ in range(4):
        _won(shown, 1)
    assert shown.newly_settled(rules) is not None
    records = [TrickRecord(1, (), 1)] * 4
    shown.restore(records, rules)  # the same four tricks: settled, told before
    _won(shown, 0)
    assert shown.newly_settled(rules) is None
    shown.restore(records[:3], rules)  # one trick taken back: not settled any more
    _won(shown, 3)
    assert shown.newly_settled(rules) == (1, 2, Outcome.BID_FAILED)


def test_seven_tricks_settle_a_deal_once_a_sweep_is_out_of_reach(language: str) -> None:
    shown, rules = _deal(hakem=1), CourtPieceRules()
    for _ in range(7):
        _won(shown, 1)
        assert shown.newly_settled(rules) is None  # a sweep is worth 2 courts, not 1
    _won(shown, 2)
    assert shown.newly_settled(rules) == (1, 1, Outcome.WON)
    assert settled_text(1, Outcome.WON, None) == SAID[language]["seven"]
    # said as a sentence a player reads at a glance ("Deal decided: the opponents'" read
    # awkwardly, a player's review)
    decided = {"en": "Deal won by the opponents",
               "fr": "Donne gagnée par les adversaires"}
    assert info_lines(shown, "Deal 1")[-1] == decided[language]  # no target: a line of its own


def test_hokm_stops_at_seven_and_is_never_told(english: None) -> None:
    shown, rules = _deal(hakem=0, game="hokm"), HokmRules()
    for seat in (0, 0, 0, 0, 0, 0, 1):
        _won(shown, seat)
        assert shown.newly_settled(rules) is None


def test_the_table_tells_the_settled_deal_and_the_summary_scores_it(qtbot, english: None) -> None:  # type: ignore[no-untyped-def]
    """A real deal of Court Piece with bidding, played through the window: one message, at
    the trick that settled it, naming the side the summary then scores."""
    window = make_window(qtbot)
    said: list[tuple[int, str]] = []
    window.table.message_shown.connect(
        lambda text: said.append((window.table.shown.tricks_played(), text)))
    window.start_match(choice("court-piece", options={"bidding": True}), seed=5)
    state = window.controller.state
    assert state is not None
    for _ in range(40):  # to the first deal's summary
        wait_for(lambda: person_ready(window))
        if window.table.summary_panel.isVisible():
            break
        play_one_move(qtbot, window)
    settled = [(tricks, text) for tricks, text in said if "change nothing" in text]
    assert len(settled) == 1, said
    tricks, text = settled[0]
    deal = state.deals[0]
    assert deal.scores is not None and deal.bid_target is not None and deal.hakem is not None
    winner = 0 if deal.scores[0] > 0 else 1
    assert (" the deal is yours." in text) == (winner == 0), (text, deal.scores)
    sides = [trick.winner % 2 for trick in deal.tricks]

    def settled_after(done: int) -> object:
        taken = (sides[:done].count(0), sides[:done].count(1))
        return settled_result(CourtPieceRules(bidding=True), deal.hakem % 2, taken,
                              deal.bid_target, (False, False), 13 - done)

    assert settled_after(tricks) is not None and settled_after(tricks - 1) is None
