"""Tuning ``hard`` in whole Hand matches: anything it reads across a match's rounds (the views
carry the finished rounds, ``SeatView.earlier_deals``) shows only from the second round on, and
the duplicate tournament plays single rounds. Here each match is played four times on the same
dealt rounds, ``hard`` in each seat in turn against three of a baseline, with the tournament's
bot seeds.

    python -m koutchina.devtools.hand_match_tuning ismcts 30 447 hand_call_safety=0.25
    # baseline, matches, seed, then SearchBot settings as for hand_table_tuning

Prints, per round of the match, ``hard``'s score minus the others' mean (1 v 3) and its exact
calls, then the whole match's figure with its 95% interval, and writes each match's difference
to ``hand-matches-<baseline>-<seed>-<settings>.json`` for paired comparisons.
"""

from __future__ import annotations

import sys

from koutchina.bots.base import Bot
from koutchina.bots.duplicate import mean_interval, tournament_deal, tournament_seat_bot
from koutchina.devtools.hand_table_tuning import parse_run
from koutchina.devtools.hand_yardstick import write_run
from koutchina.engine import Card, make_rules, new_match
from koutchina.engine.events import CALL_MADE, DealScored

ROUNDS = 5


def play_match(
    hands: list[list[list[Card]]], bots: list[Bot], seat: int
) -> list[tuple[float, bool]]:
    """Play one match on the given rounds; per round, ``seat``'s score minus the others' mean
    and whether its call was made."""
    rules = make_rules("hand", {"rounds": len(hands), "sudden_death_rounds": 0})
    state = new_match(rules, 0, deals=hands)
    out: list[tuple[float, bool]] = []
    while not state.is_over:
        actor = state.to_act()[0]
        for event in state.apply(bots[actor].choose(state.view(actor)).action):
            if isinstance(event, DealScored):
                others = sum(event.scores[s] for s in range(4) if s != seat) / 3
                out.append((event.scores[seat] - others, event.outcomes[seat] in CALL_MADE))
    return out


def main(argv: list[str]) -> int:
    baseline, matches, seed, settings, make = parse_run(argv)
    per_match: list[float] = []
    margins, made_calls = [0.0] * ROUNDS, [0] * ROUNDS
    for index in range(matches):
        hands = [tournament_deal("hand", seed, index * ROUNDS + r) for r in range(ROUNDS)]
        total = 0.0
        for seat in range(4):
            bots = [tournament_seat_bot(make, "hard" if s == seat else baseline, seed, index, s)
                    for s in range(4)]
            for number, (margin, made) in enumerate(play_match(hands, bots, seat)):
                total += margin
                margins[number] += margin
                made_calls[number] += made
        per_match.append(total / (4 * ROUNDS))
    label = ",".join(settings)
    for number, (margin, count) in enumerate(zip(margins, made_calls, strict=True)):
        print(f"  round {number + 1}: {margin / (4 * matches):+.1f} a round 1 v 3, "
              f"exact calls {count / (4 * matches):.1%}")
    print(f"hard ({label}) vs {baseline}, {matches} matches of {ROUNDS} rounds, seed {seed}: "
          f"{mean_interval(per_match).text(1)} a round 1 v 3")
    write_run("matches", baseline, seed, label, per_match)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
