"""A play-out policy for Court Piece and Hokm that plays each seat from what that seat knows.

``choose_card`` in ``sim`` lets every seat look at every hand of the simulated world. That makes
the play-outs of a determinized search optimistic in the wrong places: the partner always finds
the right card, the opponents never misguess, and the searching seat's own later cards are chosen
as if it could see everything (strategy fusion). ``seat_view_card`` plays instead like ``medium``
does: from the seat's own hand, the cards not yet played (public: the union of the other hands),
the voids shown during the deal and the Hakem's side. Searching over play-outs of this policy is
a rollout improvement of a medium-like player.

It reads ``deal.hands`` only for the seat to act; the other hands enter only through their union
(the cards still unplayed), which every player can work out from the cards already seen.
"""

from __future__ import annotations

from .sim import SimDeal, SimRules, bits


def seat_view_card(deal: SimDeal) -> int:
    """The card medium's partnership rules choose for the seat to act, from its own knowledge."""
    rules = deal.rules
    seat = deal.turn
    hands = deal.hands
    hand = hands[seat]
    trick = deal.trick
    legal = rules.legal(hand, trick[0] if trick else None)
    cards = bits(legal)
    if len(cards) == 1:
        return cards[0]
    unseen = (hands[0] | hands[1] | hands[2] | hands[3]) & ~hand
    if not trick:
        return _lead(deal, seat, hand, unseen, cards)
    return _follow(deal, seat, hand, unseen, cards)


def _is_master(rules: SimRules, unseen: int, card: int) -> bool:
    suit = rules.suit_of[card]
    row = rules.strength[suit]
    value = row[card]
    return all(row[other] <= value for other in bits(unseen & rules.masks[suit]))


def _lowest(rules: SimRules, cards: list[int]) -> int:
    trump, suit_of = rules.trump, rules.suit_of
    return min(cards, key=lambda c: (suit_of[c] == trump, c % 13, c))


def _follow(deal: SimDeal, seat: int, hand: int, unseen: int, cards: list[int]) -> int:
    rules = deal.rules
    trick = deal.trick
    suit_of = rules.suit_of
    led = suit_of[trick[0]]
    row = rules.strength[led]
    best_i, best = 0, row[trick[0]]
    for i in range(1, len(trick)):
        if row[trick[i]] > best:
            best_i, best = i, row[trick[i]]
    winner = (deal.leader + best_i) % 4
    last = len(trick) == 3
    following = suit_of[cards[0]] == led
    may_ruff = _later_opponent_may_ruff(deal, seat, led)
    if winner == (seat + 2) % 4 and (
        last or (_is_master(rules, unseen, trick[best_i]) and not may_ruff)
    ):
        return _discard(rules, hand, cards, following)
    winners = [c for c in cards if row[c] > best]
    if winners:
        cheapest = min(winners, key=lambda c: row[c])
        trump = rules.trump
        if last or (trump is not None and suit_of[cheapest] == trump and led != trump):
            return cheapest
        masters = [c for c in winners if _is_master(rules, unseen, c)]
        if masters and not may_ruff:
            return min(masters, key=lambda c: row[c])
        if len(trick) == 2:
            return cheapest
    if following:
        return _lowest(rules, cards)
    return _discard(rules, hand, cards, False)


def _later_opponent_may_ruff(deal: SimDeal, seat: int, led: int) -> bool:
    trump = deal.rules.trump
    if trump is None or led == trump:
        return False
    for step in range(1, 4 - len(deal.trick)):
        other = (seat + step) % 4
        if other % 2 != seat % 2 and deal.voids[other] >> led & 1:
            return True
    return False


def _discard(rules: SimRules, hand: int, cards: list[int], following: bool) -> int:
    """The lowest card when following; when void, the lowest of the shortest side suit."""
    if following:
        return _lowest(rules, cards)
    suit_of, trump = rules.suit_of, rules.trump
    side = [c for c in cards if suit_of[c] != trump] or cards
    shortest = min(
        {suit_of[c] for c in side}, key=lambda s: ((hand & rules.masks[s]).bit_count(), s)
    )
    return _lowest(rules, [c for c in side if suit_of[c] == shortest])


def _lead(deal: SimDeal, seat: int, hand: int, unseen: int, cards: list[int]) -> int:
    rules = deal.rules
    suit_of, masks, trump = rules.suit_of, rules.masks, rules.trump
    voids = deal.voids
    if trump is not None:
        mine = [c for c in cards if suit_of[c] == trump]
        hakem_side = deal.hakem >= 0 and deal.hakem % 2 == seat % 2
        if hakem_side and len(mine) >= 3 and unseen & masks[trump]:
            masters = [c for c in mine if _is_master(rules, unseen, c)]
            if masters:
                row = rules.strength[trump]
                return max(masters, key=lambda c: row[c])
            if len(mine) >= 5:
                return _lowest(rules, mine)
    opponents_void = voids[(seat + 1) % 4] | voids[(seat + 3) % 4]
    trumps_out = trump is not None and bool(unseen & masks[trump])
    side_masters = [
        c for c in cards
        if suit_of[c] != trump and _is_master(rules, unseen, c)
        and not (trumps_out and opponents_void >> suit_of[c] & 1)
    ]
    if side_masters:
        return max(side_masters, key=lambda c: (c % 13, -c))
    side = [c for c in cards if suit_of[c] != trump]
    if not side:
        return _lowest(rules, cards)
    suits = {suit_of[c] for c in side}
    preferred = [s for s in suits if not opponents_void >> s & 1] or list(suits)
    partner_void = voids[(seat + 2) % 4]
    ruffable = [s for s in preferred if partner_void >> s & 1]
    if ruffable and trump is not None and not partner_void >> trump & 1:
        preferred = ruffable
    longest = max(preferred, key=lambda s: ((hand & masks[s]).bit_count(), -s))
    return _lowest(rules, [c for c in side if suit_of[c] == longest])


__all__ = ["seat_view_card"]
