"""The whole-match Hand tuning tool plays every round of a match, and its first round is the
tournament's first deal (same cards, same bot seeds, same result)."""

from __future__ import annotations

from koutchina.bots import make_bot
from koutchina.bots.duplicate import play_one_deal, tournament_deal, tournament_seat_bot
from koutchina.devtools.hand_match_tuning import play_match
from koutchina.engine import make_rules
from koutchina.engine.events import CALL_MADE


def test_a_match_plays_its_rounds_and_its_first_is_the_tournaments_first_deal() -> None:
    hands = [tournament_deal("hand", 4242, r) for r in range(3)]

    def bots():
        return [tournament_seat_bot(make_bot, "hard" if s == 1 else "medium", 4242, 0, s)
                for s in range(4)]

    rounds = play_match(hands, bots(), 1)
    assert len(rounds) == 3
    alone = play_one_deal(make_rules("hand", {"rounds": 1}), hands[0], bots(), None)
    others = sum(alone.scores[s] for s in (0, 2, 3)) / 3
    assert rounds[0] == (alone.scores[1] - others, alone.outcomes[1] in CALL_MADE)
