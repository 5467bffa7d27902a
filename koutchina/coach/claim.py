"""Claiming the rest: a seat on lead whose side takes every remaining trick whatever the
unseen cards are, and the line of play that does it.

The proof, from the seat's view only. A card above every unseen card of its suit is a *master*.
A master trump led always wins. If the seat holds at least as many master trumps as there are
unseen trumps, leading them first draws every trump the others may hold (each must follow), and
then every other master wins too. The seat claims when such sure winners cover every trick the
deal still plays (``tricks_a_claim_plays``): all its cards, except in Hokm, whose deal stops at a
side's seventh trick, where the tricks up to it are enough. Then no trick can be lost, whatever
the distribution of the unseen cards and whatever the others play. Hidden trumps and Satat (where
the 2♥ is the top trump) are left out: no claim is offered there.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..bots.knowledge import read_view, sim_rules
from ..bots.sim import bits, partnership_deal
from ..engine import Action, Card, ClaimRest, Phase, PlayCard, SeatView, game_info
from ..engine.timeout import timeout_action

FEWEST_TRICKS_CLAIMED = 2


def claims_barred(view: SeatView) -> bool:
    """Whether no claim can be offered now whatever the cards: a hidden trump not shown yet,
    or Satat (the proof above leaves them out)."""
    return view.trump_hidden or view.rules.has_satat


def claim_line(view: SeatView, whole_hand: bool = False) -> list[PlayCard] | None:
    """The cards to lead, in order, if the seat can claim every trick the deal still plays;
    else None. ``whole_hand``: only if every card it holds is a sure winner (a bot's claim)."""
    if view.phase != Phase.PLAYING or view.seat not in view.to_act or view.current_trick:
        return None
    if claims_barred(view) or not view.hand:
        return None
    know = read_view(view)
    trump = know.trump if know.trump_known else None
    if game_info(view.game).has_trump and trump is None and not view.no_trump_deal:
        return None  # the trump is not known to this seat
    unseen = bits(know.unknown)
    masters = [card for card in bits(know.hand)
               if not any(other // 13 == card // 13 and other > card for other in unseen)]
    if trump is not None:
        master_trumps = [card for card in masters if card // 13 == trump]
        if sum(1 for card in unseen if card // 13 == trump) > len(master_trumps):
            masters = master_trumps  # the others may ruff: only the top trumps are sure
    tricks = tricks_a_claim_plays(view)
    if len(masters) < (len(view.hand) if whole_hand else tricks):
        return None
    # trumps first, each suit from the top, as many as the deal still plays
    order = sorted(masters, key=lambda card: (card // 13 != trump, card // 13, -card))[:tricks]
    return [PlayCard(view.seat, Card.from_index(card)) for card in order]


def wants_every_trick(view: SeatView) -> bool:
    """Whether taking every remaining trick is what the seat wants: always in a game without
    calls; in a game of calls (Hand) only when it needs them all to make its call exactly."""
    if not game_info(view.game).has_calls:
        return True
    call = view.calls[view.seat]
    return call is not None and view.tricks_won[view.seat] + len(view.hand) == call


def tricks_a_claim_plays(view: SeatView) -> int:
    """How many tricks the deal still plays if ``view``'s seat (its side) takes every one: its
    cards, or fewer where a Hokm deal stops at a side's seventh trick (Double Sar's runs counted
    as the engine counts them, by the play-outs' own rule)."""
    if not view.is_partnership:
        return len(view.hand)
    probe = partnership_deal(sim_rules(view, None), [0, 0, 0, 0], view.seat, [],
                             [record.winner for record in view.completed_tricks])
    tricks = 0
    while not probe.over and tricks < len(view.hand):
        probe.played += 1
        tricks += 1
        probe.count_trick(view.seat % 2)
    return tricks


def wanted_claim(view: SeatView, whole_hand: bool = False) -> list[PlayCard] | None:
    """The line that takes every remaining trick for ``view``'s seat, where it is certain and
    wanted (``wants_every_trick``) and the deal still plays two tricks or more: what the person
    is offered, and with ``whole_hand`` what a bot claims. A claim of a single trick saves
    nothing and hides it (the table plays its cards at once; in Hand the last trick often
    decides a call). A bot claims only with every card a sure winner: its claim plays the
    person's cards for them and ends the deal unseen (a player's review found that a loss
    already), so not from a Hokm hand that only has the tricks to the seventh."""
    if not wants_every_trick(view):
        return None
    line = claim_line(view, whole_hand)  # one card a trick the deal still plays
    return line if line is not None and len(line) >= FEWEST_TRICKS_CLAIMED else None


@dataclass
class Claim:
    """A claim being played out: the claimer says it (the engine's ``ClaimRest``, kept in the
    deal's log: the summary and the review tell the cards after it as the claim's), then leads
    its line, every other seat plays its weakest legal card (what it plays cannot change who
    takes the tricks)."""

    seat: int
    deal_index: int
    line: list[PlayCard] = field(default_factory=list)
    said: bool = False

    def next_action(self, view: SeatView) -> Action:
        """The action of ``view.seat``, whose turn it is."""
        if view.seat == self.seat and not self.said:
            self.said = True
            return ClaimRest(self.seat)
        if view.seat == self.seat and self.line:
            return self.line.pop(0)
        return timeout_action(view)


__all__ = ["FEWEST_TRICKS_CLAIMED", "Claim", "claim_line", "claims_barred", "tricks_a_claim_plays",
           "wanted_claim", "wants_every_trick"]
