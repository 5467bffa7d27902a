"""Style variants for the opponent panel: ``medium`` with one habit a person might have.

- ``overcaller`` (Hand): calls one trick more than medium would (never zero), then plays to make
  that call; ``undercaller``: one trick fewer (a one becomes a zero), then ducks once it is made.
- ``trump-leader`` (Court Piece, Hokm): whenever it leads while the others may still hold trumps,
  leads a trump (its master trump, else its lowest), whichever side it is on;
  ``trump-shy``: never leads a trump while it has another card.

Everything else, and every game a style says nothing about, is medium's play. Like ``greedy``
and ``ismcts`` these are fixed yardsticks, not levels offered at the table.
"""

from __future__ import annotations

from ..engine import Call, Card, Phase, PlayCard, SeatView
from .base import Decision
from .knowledge import read_view, sim_rules
from .rulebased import RuleBot, medium_call, partnership_decision
from .sim import can_be_beaten

CALL_STYLES = {"overcaller": 1, "undercaller": -1}
LEAD_STYLES = ("trump-leader", "trump-shy")
STYLES = (*CALL_STYLES, *LEAD_STYLES)


class StyleBot:
    def __init__(self, seed: int, style: str) -> None:
        if style not in STYLES:
            raise ValueError(f"unknown style {style!r}: the styles are {', '.join(STYLES)}")
        self.seed = seed
        self.level = style
        self._medium = RuleBot(seed, "medium")

    def choose(self, view: SeatView) -> Decision:
        if view.seat in view.to_act:
            if view.phase == Phase.CALLING and self.level in CALL_STYLES:
                return self._call(view)
            if view.phase == Phase.PLAYING and view.is_partnership and not view.current_trick:
                lead = self._lead(view)
                if lead is not None:
                    return lead
        return self._medium.choose(view)

    def _call(self, view: SeatView) -> Decision:
        medium = medium_call(view.hand)
        if self.level == "overcaller":
            return Decision(Call(view.seat, min(8, medium + 1)), "call_over")
        return Decision(Call(view.seat, max(0, medium - 1)), "call_under")

    def _lead(self, view: SeatView) -> Decision | None:
        """The style's lead, or None where it plays as medium."""
        know = read_view(view)
        trump = None if view.trump_hidden else know.trump
        if trump is None or self.level not in LEAD_STYLES:
            return None
        rules = sim_rules(view, trump)
        cards = [a.card.index for a in view.legal_actions() if isinstance(a, PlayCard)]
        trumps = [c for c in cards if rules.suit_of[c] == trump]
        others = [c for c in cards if rules.suit_of[c] != trump]
        if not trumps:
            return None
        if self.level == "trump-shy":
            if not others:
                return None
            index, reason = partnership_decision(view, know, others, True)
            return Decision(PlayCard(view.seat, Card.from_index(index)), reason)
        if not know.unknown & rules.masks[trump]:
            return None
        row = rules.strength[trump]
        top = max(trumps, key=lambda c: row[c])
        lowest = min(trumps, key=lambda c: row[c])
        pick = lowest if can_be_beaten(rules, top, know.unknown) else top
        return Decision(PlayCard(view.seat, Card.from_index(pick)), "lead_trump")


__all__ = ["CALL_STYLES", "LEAD_STYLES", "STYLES", "StyleBot"]
