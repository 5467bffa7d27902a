"""How a level's cards differ from ``medium``'s in the same positions (Court Piece, Hokm): the
kind of card it leads, and whether, following, it takes the trick so far where ``medium`` would
not (or the reverse). A first look at a table's style before modelling it in ``hard``'s
play-outs.

    python -m koutchina.devtools.style_compare hokm ismcts 40 7000
    # game, level, deals, seed: four seats of the level play each deal (match seed S + deal)

Equal choices (touching cards, two losing cards) are not told apart: only the lead's kind and
the taking matter.
"""

from __future__ import annotations

import sys
from collections import Counter
from dataclasses import dataclass, field

from koutchina.bots import make_bot
from koutchina.bots.knowledge import Knowledge, read_view, sim_rules
from koutchina.bots.sim import SimRules, can_be_beaten
from koutchina.engine import Card, Phase, PlayCard, SeatView, make_rules, new_match
from koutchina.engine.events import DealScored
from koutchina.engine.tricks import trick_winner

LEAD_KINDS = ("trump-master", "trump-low", "side-master", "side-high", "side-low")


def lead_kind(card: Card, view: SeatView, know: Knowledge, rules: SimRules) -> str:
    """A lead as a player reads it: a trump or a side card, the best still out of its suit or
    not (a side card below the best: high from the Jack up)."""
    master = not can_be_beaten(rules, card.index, know.unknown)
    if view.trump is not None and card.suit == view.trump:
        return "trump-master" if master else "trump-low"
    if master:
        return "side-master"
    return "side-high" if card.rank >= 11 else "side-low"


def takes(card: Card, view: SeatView) -> bool:
    """Would ``card`` take the trick as it stands?"""
    return trick_winner([*view.current_trick, (view.seat, card)], view.trump) == view.seat


@dataclass
class StyleCount:
    leads: dict[str, Counter[str]] = field(
        default_factory=lambda: {"level": Counter(), "medium": Counter()}
    )
    # per position in the trick (2-4): (level takes, medium takes) -> decisions
    follows: dict[int, Counter[tuple[bool, bool]]] = field(default_factory=dict)

    def add(self, view: SeatView, chosen: Card, advised: Card) -> None:
        if not view.current_trick:
            know = read_view(view)
            rules = sim_rules(view, know.trump)
            self.leads["level"][lead_kind(chosen, view, know, rules)] += 1
            self.leads["medium"][lead_kind(advised, view, know, rules)] += 1
            return
        position = len(view.current_trick) + 1
        counts = self.follows.setdefault(position, Counter())
        counts[(takes(chosen, view), takes(advised, view))] += 1

    def lines(self, level: str) -> list[str]:
        out = []
        for who, counts in self.leads.items():
            total = sum(counts.values()) or 1
            shares = ", ".join(f"{kind} {counts[kind] / total:.2f}" for kind in LEAD_KINDS)
            out.append(f"leads, {level if who == 'level' else 'medium'}: {shares} ({total})")
        for position in sorted(self.follows):
            taken = self.follows[position]
            total = sum(taken.values()) or 1
            out.append(
                f"position {position}: both take {taken[(True, True)] / total:.2f}, only "
                f"{level} {taken[(True, False)] / total:.2f}, only medium "
                f"{taken[(False, True)] / total:.2f}, neither {taken[(False, False)] / total:.2f}"
                f" ({total})"
            )
        return out


def compare(game: str, level: str, deals: int, seed: int) -> StyleCount:
    """Four seats of ``level`` play ``deals`` first deals; every card choice with more than one
    legal card is set beside ``medium``'s in the same view."""
    rules = make_rules(game, {})
    bots = [make_bot(level, seed + seat) for seat in range(4)]
    medium = make_bot("medium", seed)
    count = StyleCount()
    for number in range(deals):
        state = new_match(rules, seed + number)
        over = False
        while not over:
            seat = state.to_act()[0]
            view = state.view(seat)
            action = bots[seat].choose(view).action
            if (view.phase == Phase.PLAYING and isinstance(action, PlayCard)
                    and len(view.legal_cards()) > 1):
                advised = medium.choose(view).action
                if isinstance(advised, PlayCard):
                    count.add(view, action.card, advised.card)
            over = any(isinstance(event, DealScored) for event in state.apply(action))
    return count


def main(argv: list[str]) -> int:
    if len(argv) != 4 or argv[0] not in ("court-piece", "hokm"):
        print(__doc__)
        return 2
    game, level, deals, seed = argv[0], argv[1], int(argv[2]), int(argv[3])
    print("\n".join(compare(game, level, deals, seed).lines(level)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
