"""A lean simulation core for play-outs: cards are bit indices (``Card.index``), hands are ints.

No validation: callers pass positions that the engine would accept. Tests check it against the
engine (same legal cards, same trick winners, same trick counts). ``choose_card`` is a fast
play-out policy that plays every seat with every card of the simulated world in view
(double-dummy style); ``SimDeal.play_out`` takes any other policy, such as
``partnership_play.seat_view_card``, which plays each seat from its own knowledge (the deal
tracks the voids shown for it).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from ..engine.rules import game_info

SUIT_MASKS = tuple(((1 << 13) - 1) << (13 * suit) for suit in range(4))
SATAT_CARD = 2 * 13  # the 2 of hearts
HEARTS = 2


def bits(mask: int) -> list[int]:
    """The card indices of a mask, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def touching(first: int, second: int, gone: int) -> bool:
    """Are two cards of one suit equal for the play: every card between them in ``gone``
    (played, or in the same hand)? The Satat card is never equal to another."""
    if first // 13 != second // 13 or SATAT_CARD in (first, second):
        return False
    low, high = min(first, second), max(first, second)
    return all(gone >> card & 1 for card in range(low + 1, high))


def rank_of(card: int) -> int:
    """0 (a two) .. 12 (an Ace)."""
    return card % 13


class SimRules:
    """How tricks are won and when a deal stops, for one trump (or none)."""

    __slots__ = (
        "compulsory", "double_sar", "game", "masks", "n_tricks", "partnership", "satat",
        "stop_at_seven", "strength", "suit_of", "trump",
    )

    def __init__(
        self,
        game: str,
        trump: int | None,
        *,
        satat: bool = False,
        compulsory: bool = False,
        double_sar: bool = False,
        stop_at_seven: bool = False,
    ) -> None:
        self.game = game
        info = game_info(game)
        self.partnership = info.partnerships
        self.n_tricks = info.tricks_per_deal
        self.trump = trump
        self.satat = satat and trump is not None
        self.compulsory = compulsory and trump is not None
        self.double_sar = double_sar
        self.stop_at_seven = stop_at_seven
        masks = list(SUIT_MASKS)
        if self.satat and trump != HEARTS:
            assert trump is not None
            masks[HEARTS] &= ~(1 << SATAT_CARD)
            masks[trump] |= 1 << SATAT_CARD
        self.masks = tuple(masks)
        suit_of = [card // 13 for card in range(52)]
        if self.satat:
            assert trump is not None
            suit_of[SATAT_CARD] = trump
        self.suit_of = tuple(suit_of)
        table = []
        for led in range(4):
            row = []
            for card in range(52):
                suit = suit_of[card]
                if trump is not None and suit == trump:
                    row.append(300 if self.satat and card == SATAT_CARD else 200 + card % 13)
                elif suit == led:
                    row.append(100 + card % 13)
                else:
                    row.append(0)
            table.append(tuple(row))
        self.strength = tuple(table)

    def legal(self, hand: int, led_card: int | None) -> int:
        """The legal cards of ``hand`` as a mask, given the first card of the trick (or None)."""
        if led_card is None:
            return hand
        following = hand & self.masks[self.suit_of[led_card]]
        if following:
            return following
        if self.compulsory:
            assert self.trump is not None
            trumps = hand & self.masks[self.trump]
            if trumps:
                return trumps
        return hand

    def winner_index(self, cards: list[int]) -> int:
        """Which card of a trick (0 = the lead) wins it."""
        row = self.strength[self.suit_of[cards[0]]]
        best_i, best = 0, row[cards[0]]
        for i in range(1, len(cards)):
            value = row[cards[i]]
            if value > best:
                best_i, best = i, value
        return best_i


@dataclass(slots=True)
class SimDeal:
    """One deal in play: every hand known (a sampled world), the trick, tricks taken.

    ``won`` counts tricks per seat (Hand) or counted tricks per side (partnerships).
    """

    rules: SimRules
    hands: list[int]
    leader: int
    trick: list[int]
    won: list[int]
    played: int  # completed tricks
    calls: tuple[int, int, int, int] = (0, 0, 0, 0)  # Hand only
    run_side: int = -1  # Double Sar: the side of the open run
    pending: int = 0  # Double Sar: tricks of the open run not counted yet
    kot_ok: tuple[bool, bool] = (True, True)  # a side that may still take 7 before any loss
    voids: list[int] = field(default_factory=lambda: [0, 0, 0, 0])  # suits shown void, per seat
    hakem: int = -1  # the Hakem's seat (partnership games), for the seat-view policy
    weak: list[int] = field(default_factory=lambda: [0, 0, 0, 0])  # suits signalled weak, per seat
    # a hidden trump (Court Piece option) not shown yet: the rules once it is (``rules`` has no
    # trump until then); None when there is none or it has been shown
    hidden: SimRules | None = None
    silent: int = 0  # seats (bits) that never ask to see a hidden trump (eager seats, as greedy)

    def copy(self) -> SimDeal:
        return SimDeal(
            self.rules, list(self.hands), self.leader, list(self.trick), list(self.won),
            self.played, self.calls, self.run_side, self.pending, self.kot_ok,
            list(self.voids), self.hakem, list(self.weak), self.hidden, self.silent,
        )

    @property
    def turn(self) -> int:
        return (self.leader + len(self.trick)) % 4

    @property
    def over(self) -> bool:
        rules = self.rules
        if self.played >= rules.n_tricks:
            return True
        return rules.stop_at_seven and max(self.won) >= 7

    def legal(self) -> int:
        return self.rules.legal(self.hands[self.turn], self.trick[0] if self.trick else None)

    def play(self, card: int) -> int | None:
        """Play ``card`` for the seat to act; return the trick's winner when it completes."""
        seat = (self.leader + len(self.trick)) % 4
        self.hands[seat] &= ~(1 << card)
        trick = self.trick
        if trick:
            suit_of = self.rules.suit_of
            led = suit_of[trick[0]]
            suit = suit_of[card]
            if suit != led:
                shown = 1 << led
                trump = self.rules.trump
                if self.rules.compulsory and trump is not None and suit != trump:
                    shown |= 1 << trump
                self.voids[seat] |= shown
                if signals_weak(card, suit, led, trump):
                    self.weak[seat] |= 1 << suit
        trick.append(card)
        if len(trick) < 4:
            return None
        winner = (self.leader + self.rules.winner_index(self.trick)) % 4
        self.trick = []
        self.leader = winner
        self.played += 1
        if not self.rules.partnership:
            self.won[winner] += 1
            return winner
        self.count_trick(winner % 2)
        return winner

    def count_trick(self, side: int) -> None:
        """Credit a trick won by ``side`` (partnership games): Double Sar runs, and the other
        side's Kot spoilt unless it already had its 7."""
        if self.rules.double_sar:
            if self.run_side == side:
                newly = self.pending + 1
                self.pending = 0
            else:
                self.run_side, self.pending, newly = side, 1, 0
        else:
            newly = 1
        if newly:
            self.won[side] += newly
            if self.won[1 - side] < 7:
                kot = list(self.kot_ok)
                kot[1 - side] = False
                self.kot_ok = (kot[0], kot[1])

    def play_out(self, policy: Policy | None = None) -> None:
        """Finish the deal with ``policy`` (by default the full-information ``choose_card``)
        for every seat."""
        pick = policy or choose_card
        while not self.over:
            if self.hidden is not None and self.trick and self.asks_to_see_trump():
                self.show_trump()
            self.play(pick(self))

    def show_trump(self) -> None:
        """The hidden trump is shown: it counts from now on (for the trick in play too), and
        the low discards of its suit made before are no longer read as weak signals."""
        assert self.hidden is not None and self.hidden.trump is not None
        trump = self.hidden.trump
        self.rules, self.hidden = self.hidden, None
        self.weak = [suits & ~(1 << trump) for suits in self.weak]

    def asks_to_see_trump(self) -> bool:
        """Does the seat to act ask to see the hidden trump? As medium does: when it cannot
        follow the suit led and its partner is not winning the trick (the Hakem, who knows the
        trump, only when it holds one); a ``silent`` seat never does."""
        rules, trick = self.rules, self.trick
        seat = (self.leader + len(trick)) % 4
        if self.silent >> seat & 1:
            return False
        hand = self.hands[seat]
        if hand & rules.masks[rules.suit_of[trick[0]]]:
            return False
        if (self.leader + rules.winner_index(trick)) % 4 == (seat + 2) % 4:
            return False
        if seat == self.hakem and self.hidden is not None and self.hidden.trump is not None:
            return bool(hand & self.hidden.masks[self.hidden.trump])
        return True


Policy = Callable[[SimDeal], int]  # a play-out policy: the card for the seat to act

# A discard below a Queen (not a trump) when void in the suit led says: weak here, do not lead it
# (the Hokm rule document's advice to partners)
SIGNAL_RANK = 10


def signals_weak(card: int, suit: int, led: int, trump: int | None) -> bool:
    """Does playing ``card`` (of effective ``suit``) to a trick led in ``led`` signal that
    its suit is weak?"""
    return suit != led and suit != trump and card % 13 < SIGNAL_RANK


def _wants_trick(deal: SimDeal, seat: int) -> bool:
    if deal.rules.partnership:
        return True
    return deal.won[seat] < deal.calls[seat]


def highest_by_rank(cards: list[int]) -> int:
    """The highest card by rank (of equal ranks, the lowest suit)."""
    return max(cards, key=lambda c: (c % 13, -c))


def lowest_by_rank(cards: list[int]) -> int:
    """The lowest card by rank (of equal ranks, the lowest suit)."""
    return min(cards, key=lambda c: (c % 13, c))


def lowest_saving_trumps(cards: list[int], trump: int | None, suit_of: tuple[int, ...]) -> int:
    """The lowest card by rank, a trump only when every card is one."""
    return min(cards, key=lambda c: (suit_of[c] == trump, c % 13, c))


def can_be_beaten(rules: SimRules, card: int, pool: int) -> bool:
    """Could a card of ``pool`` beat ``card`` in its (effective) suit?"""
    suit = rules.suit_of[card]
    row = rules.strength[suit]
    value = row[card]
    return any(row[other] > value for other in bits(pool & rules.masks[suit]))


def _throw(deal: SimDeal, seat: int, cards: list[int]) -> int:
    """The cheapest card to give up: a low card when following; when void, a low side card of
    the shortest suit that is not a master (voids make ruffs; masters are tricks)."""
    rules = deal.rules
    suit_of = rules.suit_of
    if not deal.trick or suit_of[cards[0]] == suit_of[deal.trick[0]] or not rules.partnership:
        return lowest_saving_trumps(cards, rules.trump, suit_of)
    hands = deal.hands
    remaining = hands[0] | hands[1] | hands[2] | hands[3]
    hand = hands[seat]
    best_card, best_key = cards[0], (9, 99, 99, 99)
    for card in cards:
        suit = suit_of[card]
        mask = rules.masks[suit]
        higher = remaining & mask & ~((1 << (card + 1)) - 1)
        master = not higher and card % 13 >= 8
        key = (suit == rules.trump, master, (hand & mask).bit_count(), card % 13)
        if key < best_key:
            best_card, best_key = card, key
    return best_card


def partnership_deal(rules: SimRules, hands: list[int], leader: int, trick: list[int],
                     winners: list[int]) -> SimDeal:
    """A Court Piece or Hokm deal after tricks won by ``winners`` (seats, in order), counted by
    the simulation's own rule, the engine's: Double Sar's open run and each side's Kot (still
    possible, or already won)."""
    deal = SimDeal(rules, list(hands), leader, trick, [0, 0], len(winners))
    for winner in winners:
        deal.count_trick(winner % 2)
    return deal


def choose_card(deal: SimDeal) -> int:
    """The play-out policy: a quick, sensible card for the seat to act (full information)."""
    rules = deal.rules
    seat = deal.turn
    hand = deal.hands[seat]
    trick = deal.trick
    legal = rules.legal(hand, trick[0] if trick else None)
    cards = bits(legal)
    if len(cards) == 1:
        return cards[0]
    want = _wants_trick(deal, seat)
    if not trick:
        return _lead(deal, seat, cards, want)
    row = rules.strength[rules.suit_of[trick[0]]]
    best_i, best = 0, row[trick[0]]
    for i in range(1, len(trick)):
        if row[trick[i]] > best:
            best_i, best = i, row[trick[i]]
    winner = (deal.leader + best_i) % 4
    if not want:
        losers = [c for c in cards if row[c] <= best]
        if losers:
            return highest_by_rank(losers)
        return max(cards, key=lambda c: row[c])
    if rules.partnership and winner == (seat + 2) % 4:
        threat = _later_threat(deal, seat, row, trick[0])
        if threat < best:
            return _throw(deal, seat, cards)
    winners = [c for c in cards if row[c] > best]
    if not winners:
        return _throw(deal, seat, cards)
    threat = _later_threat(deal, seat, row, trick[0])
    if rules.partnership and len(trick) == 1:
        partner_top = max(
            (row[c] for c in bits(rules.legal(deal.hands[(seat + 2) % 4], trick[0]))), default=0
        )
        if partner_top > threat and partner_top > best:
            return _throw(deal, seat, cards)
    safe = [c for c in winners if row[c] > threat]
    if safe:
        return min(safe, key=lambda c: row[c])
    return _throw(deal, seat, cards)


def _later_threat(deal: SimDeal, seat: int, row: tuple[int, ...], led_card: int) -> int:
    """The strongest card an opponent still to play to this trick could put on it."""
    rules = deal.rules
    threat = 0
    for step in range(1, 4 - len(deal.trick)):
        other = (seat + step) % 4
        if rules.partnership and other % 2 == seat % 2:
            continue
        for card in bits(rules.legal(deal.hands[other], led_card)):
            if row[card] > threat:
                threat = row[card]
    return threat


def _lead(deal: SimDeal, seat: int, cards: list[int], want: bool) -> int:
    rules = deal.rules
    suit_of = rules.suit_of
    if not want:
        return lowest_by_rank(cards)
    hands = deal.hands
    remaining = hands[0] | hands[1] | hands[2] | hands[3]
    hand = hands[seat]
    trump = rules.trump
    tops: list[int] = [-1, -1, -1, -1]
    for suit in range(4):
        in_play = remaining & rules.masks[suit]
        if in_play:
            tops[suit] = _top_card(in_play, rules.strength[suit])
    masters = [top for top in tops if top >= 0 and hand >> top & 1]
    if not rules.partnership:
        if masters:
            return masters[0]
        return _lowest_of_longest(cards, suit_of, trump)
    partner = hands[(seat + 2) % 4]
    opponents = hands[(seat + 1) % 4] | hands[(seat + 3) % 4]
    if trump is None:
        if masters:
            return masters[0]
        for suit in range(4):
            if tops[suit] >= 0 and partner >> tops[suit] & 1 and hand & rules.masks[suit]:
                return _lowest_in(cards, suit, suit_of)
        return _lowest_of_longest(cards, suit_of, trump)
    trump_mask = rules.masks[trump]
    their_trumps = opponents & trump_mask
    our_trumps = (hand | partner) & trump_mask
    if their_trumps and hand >> tops[trump] & 1:
        return tops[trump]
    if their_trumps and hand & trump_mask and our_trumps.bit_count() > their_trumps.bit_count() + 2:
        return _lowest_in(cards, trump, suit_of)
    safe = [s for s in range(4) if s != trump and hand & rules.masks[s] and not (
        their_trumps and _void_in(opponents, hands, seat, rules.masks[s]))]
    for suit in safe:
        if hand >> tops[suit] & 1:
            return tops[suit]
    for suit in safe:
        if partner >> tops[suit] & 1:
            return _lowest_in(cards, suit, suit_of)
    if partner & trump_mask:
        for suit in range(4):
            if suit != trump and hand & rules.masks[suit] and not partner & rules.masks[suit]:
                return _lowest_in(cards, suit, suit_of)
    if safe:
        return _lowest_in(cards, max(safe, key=lambda s: (hand & rules.masks[s]).bit_count()),
                          suit_of)
    if masters:
        return masters[0]
    return _lowest_of_longest(cards, suit_of, trump)


def _void_in(opponents: int, hands: list[int], seat: int, mask: int) -> bool:
    """Is an opponent of ``seat`` out of the suit of ``mask``?"""
    return not hands[(seat + 1) % 4] & mask or not hands[(seat + 3) % 4] & mask


def _lowest_in(cards: list[int], suit: int, suit_of: tuple[int, ...]) -> int:
    return min((c for c in cards if suit_of[c] == suit), key=lambda c: (c % 13, c))


def _lowest_of_longest(cards: list[int], suit_of: tuple[int, ...], trump: int | None) -> int:
    counts = [0, 0, 0, 0]
    for c in cards:
        counts[suit_of[c]] += 1
    longest = max(
        (s for s in range(4) if counts[s] and s != trump),
        key=lambda s: counts[s],
        default=None,
    )
    pool = [c for c in cards if suit_of[c] == longest] if longest is not None else cards
    return lowest_by_rank(pool)


def _top_card(mask: int, row: tuple[int, ...]) -> int:
    best_card, best = -1, -1
    for card in bits(mask):
        if row[card] > best:
            best_card, best = card, row[card]
    return best_card


def card_mask(indices: list[int] | tuple[int, ...]) -> int:
    mask = 0
    for index in indices:
        mask |= 1 << index
    return mask


__all__ = [
    "SATAT_CARD", "SUIT_MASKS", "SimDeal", "SimRules", "bits", "can_be_beaten", "card_mask",
    "choose_card", "highest_by_rank", "lowest_by_rank", "lowest_saving_trumps",
]
