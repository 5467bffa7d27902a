"""The cue for each table event, from the person's side (seat 0)."""

from __future__ import annotations

from koutchina.app.sound_cues import Cue, deal_cue, match_cue, timer_cue, trick_cue, turn_cue
from koutchina.engine.events import DealScored, MatchEnded, TrickWon


def trick(winner: int) -> TrickWon:
    return TrickWon(winner=winner, trick_index=0, plays=(), counted=True, voided=())


def deal(scores: tuple[int, ...], winner_side: int | None) -> DealScored:
    return DealScored(deal_index=0, tricks=(0,) * len(scores), scores=scores,
                      totals=scores, outcomes=(), winner_side=winner_side, ended_early=False)


def test_a_trick_taken_by_the_partner_is_ours_in_partnership_games() -> None:
    assert trick_cue(trick(0), "hokm") == Cue.TRICK_OURS
    assert trick_cue(trick(2), "court-piece") == Cue.TRICK_OURS
    assert trick_cue(trick(1), "hokm") == Cue.TRICK_THEIRS
    assert trick_cue(trick(3), "hokm") == Cue.TRICK_THEIRS


def test_in_hand_only_the_persons_own_tricks_are_ours() -> None:
    assert trick_cue(trick(0), "hand") == Cue.TRICK_OURS
    assert trick_cue(trick(2), "hand") == Cue.TRICK_THEIRS


def test_a_deal_is_won_by_our_side_or_by_the_persons_points_in_hand() -> None:
    assert deal_cue(deal((7, 0), winner_side=0)) == Cue.DEAL_WON
    assert deal_cue(deal((0, 7), winner_side=1)) == Cue.DEAL_LOST
    assert deal_cue(deal((12, -3, 10, 0), winner_side=None)) == Cue.DEAL_WON
    assert deal_cue(deal((-3, 12, 10, 0), winner_side=None)) == Cue.DEAL_LOST


def test_the_match_is_won_in_first_place_even_shared() -> None:
    assert match_cue(MatchEnded(places=(1, 2, 1, 2), totals=(7, 3))) == Cue.MATCH_WON
    assert match_cue(MatchEnded(places=(2, 1, 3, 4), totals=(5, 9, 2, 1))) == Cue.MATCH_LOST


def test_your_turn_and_the_timers_last_five_seconds_are_the_persons_only() -> None:
    assert turn_cue(0) == Cue.YOUR_TURN
    assert turn_cue(1) is None
    assert [timer_cue(0, left) for left in (6, 5, 1, 0)] == [
        None, Cue.TIMER_TICK, Cue.TIMER_TICK, None]
    assert timer_cue(2, 3) is None


def test_every_cue_has_its_sound_file_of_a_few_kilobytes() -> None:
    from koutchina.app.sound_controls import SOUNDS_DIR

    for cue in Cue:
        path = SOUNDS_DIR / f"{cue.value}.wav"
        assert path.read_bytes()[:4] == b"RIFF"
        assert path.stat().st_size < 25_000
