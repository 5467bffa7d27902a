"""Medium's card rules for Court Piece and Hokm, written once over card masks.

``partnership_card`` is what ``medium`` (and ``easy``) play: the Hakem's side leads trumps with
length, masters are cashed unless an opponent has shown a void while trumps are out, defenders
lead low from their longest suit (one the partner can ruff first, never one the partner has
signalled weak), the partner's trick is kept when safe, a trick is won as cheaply as it can be,
and the lowest card of the shortest side suit without a Queen, King or Ace is thrown. That throw
is the signal the Hokm rules advise between partners: a low discard says "weak here, do not lead
it" (``sim.signals_weak``). It reads only what one seat knows: its hand, the cards whose owner it
does not know, the voids and signals shown, the trick and the Hakem's seat.

``seat_view_card`` is the same rules as a play-out policy for ``hard``'s search: in a simulated
deal it plays each seat from that seat's knowledge (its own hand, the union of the other hands,
i.e. the cards not yet played, and the voids and signals the simulation tracks). ``sim.choose_card``
instead lets every seat see every hand, which makes the play-outs assume that partners and
opponents never misguess and that the searching seat will later see everything (strategy
fusion). Searching over play-outs of this policy is a rollout improvement of a medium player.
"""

from __future__ import annotations

from .sim import (
    SIGNAL_RANK,
    SimDeal,
    SimRules,
    bits,
    can_be_beaten,
    card_mask,
    highest_by_rank,
    lowest_saving_trumps,
)

HONOURS = card_mask([card for card in range(52) if card % 13 >= SIGNAL_RANK])  # Q, K, A


def seat_view_card(deal: SimDeal) -> int:
    """The card medium's rules choose for the seat to act, from its own knowledge."""
    rules = deal.rules
    seat = deal.turn
    hands = deal.hands
    hand = hands[seat]
    trick = deal.trick
    cards = bits(rules.legal(hand, trick[0] if trick else None))
    if len(cards) == 1:
        return cards[0]
    unknown = (hands[0] | hands[1] | hands[2] | hands[3]) & ~hand
    return partnership_card(
        rules, seat, hand, cards, trick, deal.leader, deal.voids, deal.weak, deal.hakem, unknown,
        unknown,
    )[0]


def partnership_card(
    rules: SimRules,
    seat: int,
    hand: int,
    cards: list[int],
    trick: list[int],
    leader: int,
    voids: list[int] | tuple[int, ...],
    weak: list[int] | tuple[int, ...],
    hakem: int,
    unknown: int,
    master_pool: int,
) -> tuple[int, str]:
    """(card, reason key) for ``seat``. ``cards`` are its legal cards, ``trick`` the cards of
    the current trick from ``leader``, ``voids`` and ``weak`` each seat's suits shown void and
    signalled weak, ``hakem`` the Hakem's seat (-1 if none), ``unknown`` the cards whose owner
    the seat does not know, ``master_pool`` the cards that may beat one of its cards
    (``unknown`` when counting; easy counts nothing)."""
    play = _Seat(rules, seat, hand, cards, voids, master_pool)
    if not trick:
        return play.lead(hakem, unknown, weak[(seat + 2) % 4])
    return play.follow(trick, leader)


class _Seat:
    __slots__ = ("cards", "hand", "master_pool", "rules", "seat", "voids")

    def __init__(
        self,
        rules: SimRules,
        seat: int,
        hand: int,
        cards: list[int],
        voids: list[int] | tuple[int, ...],
        master_pool: int,
    ) -> None:
        self.rules = rules
        self.seat = seat
        self.hand = hand
        self.cards = cards
        self.voids = voids
        self.master_pool = master_pool

    def is_master(self, card: int) -> bool:
        """No card that may still be played elsewhere beats ``card`` in its suit."""
        return not can_be_beaten(self.rules, card, self.master_pool)

    def lowest(self, cards: list[int]) -> int:
        return lowest_saving_trumps(cards, self.rules.trump, self.rules.suit_of)

    def length(self, suit: int) -> int:
        return (self.hand & self.rules.masks[suit]).bit_count()

    def follow(self, trick: list[int], leader: int) -> tuple[int, str]:
        rules, cards = self.rules, self.cards
        suit_of = rules.suit_of
        led = suit_of[trick[0]]
        row = rules.strength[led]
        best_i, best = 0, row[trick[0]]
        for i in range(1, len(trick)):
            if row[trick[i]] > best:
                best_i, best = i, row[trick[i]]
        last = len(trick) == 3
        following = suit_of[cards[0]] == led
        may_ruff = self._later_opponent_may_ruff(led, len(trick))
        if (leader + best_i) % 4 == (self.seat + 2) % 4 and (
            last or (self.is_master(trick[best_i]) and not may_ruff)
        ):
            return self.discard(following), "keep_partner"
        winners = [c for c in cards if row[c] > best]
        if winners:
            cheapest = min(winners, key=lambda c: row[c])
            trump = rules.trump
            ruffing = trump is not None and suit_of[cheapest] == trump and led != trump
            if last:
                return cheapest, "trump_in" if ruffing else "win_cheapest"
            if ruffing:
                return cheapest, "trump_in"
            masters = [c for c in winners if self.is_master(c)]
            if masters and not may_ruff:
                return min(masters, key=lambda c: row[c]), "win_master"
            if len(trick) == 2:
                return cheapest, "win_cheapest"
        if following:
            return self.lowest(cards), "duck" if winners else "follow_low"
        return self.discard(False), "discard_low"

    def _later_opponent_may_ruff(self, led: int, played: int) -> bool:
        """Has an opponent still to play to this trick shown a void in the suit led?"""
        trump = self.rules.trump
        if trump is None or led == trump:
            return False
        for step in range(1, 4 - played):
            other = (self.seat + step) % 4
            if other % 2 != self.seat % 2 and self.voids[other] >> led & 1:
                return True
        return False

    def discard(self, following: bool) -> int:
        """The lowest card when following; when void, the lowest of the shortest side suit
        without a Queen or better (a weak suit: the discard tells the partner so), else of the
        shortest side suit."""
        cards = self.cards
        if following:
            return self.lowest(cards)
        suit_of, trump = self.rules.suit_of, self.rules.trump
        side = [c for c in cards if suit_of[c] != trump] or cards
        suits = {suit_of[c] for c in side}
        weak = [s for s in suits if not self._has_honour(s)] or suits
        shortest = min(weak, key=lambda s: (self.length(s), s))
        return self.lowest([c for c in side if suit_of[c] == shortest])

    def _has_honour(self, suit: int) -> bool:
        """Does the hand hold a Queen, King or Ace of ``suit``?"""
        return bool(self.hand & self.rules.masks[suit] & HONOURS)

    def lead(self, hakem: int, unknown: int, partner_weak: int) -> tuple[int, str]:
        rules, cards, seat = self.rules, self.cards, self.seat
        suit_of, masks, trump = rules.suit_of, rules.masks, rules.trump
        voids = self.voids
        if trump is not None:
            mine = [c for c in cards if suit_of[c] == trump]
            hakem_side = hakem >= 0 and hakem % 2 == seat % 2
            if hakem_side and len(mine) >= 3 and unknown & masks[trump]:
                masters = [c for c in mine if self.is_master(c)]
                if masters:
                    row = rules.strength[trump]
                    return max(masters, key=lambda c: row[c]), "lead_trump"
                if len(mine) >= 5:
                    return self.lowest(mine), "lead_trump"
        opponents_void = voids[(seat + 1) % 4] | voids[(seat + 3) % 4]
        trumps_out = trump is not None and bool(unknown & masks[trump])
        side_masters = [
            c for c in cards
            if suit_of[c] != trump and self.is_master(c)
            and not (trumps_out and opponents_void >> suit_of[c] & 1)
        ]
        if side_masters:
            return highest_by_rank(side_masters), "cash_master"
        side = [c for c in cards if suit_of[c] != trump]
        if not side:
            return self.lowest(cards), "lead_low"
        suits = {suit_of[c] for c in side}
        preferred = [s for s in suits if not opponents_void >> s & 1] or list(suits)
        partner_void = voids[(seat + 2) % 4]
        ruffable = [s for s in preferred if partner_void >> s & 1]
        if ruffable and trump is not None and not partner_void >> trump & 1:
            preferred = ruffable
        else:  # away from a suit the partner signalled weak
            preferred = [s for s in preferred if not partner_weak >> s & 1] or preferred
        longest = max(preferred, key=lambda s: (self.length(s), -s))
        return self.lowest([c for c in side if suit_of[c] == longest]), "lead_long"


__all__ = ["partnership_card", "seat_view_card"]
