"""Trick mechanics shared by the three games: legal cards, the winner, the weakest card."""

from __future__ import annotations

from collections.abc import Sequence

from .cards import Card, Rank, Suit

SATAT_CARD = Card(Suit.HEARTS, Rank.TWO)
_HEARTS, _TWO = Suit.HEARTS, Rank.TWO
_ABOVE_ACE = int(Rank.ACE) + 1  # the Satat 2's place among the ranks


def is_satat_card(card: Card) -> bool:
    """``card == SATAT_CARD`` without the call to ``Card.__eq__`` (the same test)."""
    return card.rank is _TWO and card.suit is _HEARTS


def legal_cards(
    hand: Sequence[Card],
    trick: Sequence[tuple[int, Card]],
    trump: Suit | None = None,
    compulsory_trump: bool = False,
    satat: bool = False,
) -> list[Card]:
    """The cards of ``hand`` that may be played to ``trick``.

    Follow the suit led if you can; else any card, or, with compulsory trumping, a trump
    when you hold one. Under Satat the 2 of hearts belongs to the trump suit.
    """
    if not trick:
        return list(hand)
    if not satat:  # the common case, kept fast
        led = trick[0][1].suit
        following = [card for card in hand if card.suit is led]
        if following:
            return following
        if compulsory_trump and trump is not None:
            trumps = [card for card in hand if card.suit is trump]
            if trumps:
                return trumps
        return list(hand)
    led = effective_suit(trick[0][1], trump, satat)
    following = [card for card in hand if effective_suit(card, trump, satat) == led]
    if following:
        return following
    if compulsory_trump and trump is not None:
        trumps = [card for card in hand if effective_suit(card, trump, satat) == trump]
        if trumps:
            return trumps
    return list(hand)


def is_void_in_led_suit(hand: Sequence[Card], trick: Sequence[tuple[int, Card]]) -> bool:
    """A card has been led and ``hand`` holds none of its suit (who may ask for a hidden trump)."""
    if not trick:
        return False
    led = trick[0][1].suit
    return not any(card.suit is led for card in hand)


def effective_suit(card: Card, trump: Suit | None, satat: bool = False) -> Suit:
    if satat and trump is not None and card.rank is _TWO and card.suit is _HEARTS:
        return trump
    return card.suit


def card_strength(card: Card, led: Suit, trump: Suit | None, satat: bool = False) -> int:
    """Higher wins. Cards neither of the led suit nor trump are 0."""
    suit = effective_suit(card, trump, satat)
    if trump is not None and suit == trump:
        if satat and is_satat_card(card):
            return 300
        return 200 + int(card.rank)
    if suit == led:
        return 100 + int(card.rank)
    return 0


def trick_winner(
    plays: Sequence[tuple[int, Card]], trump: Suit | None = None, satat: bool = False
) -> int:
    """The seat that wins a complete (or partial) trick."""
    led = effective_suit(plays[0][1], trump, satat)
    best_seat, best = plays[0][0], -1
    for seat, card in plays:
        strength = card_strength(card, led, trump, satat)
        if strength > best:
            best_seat, best = seat, strength
    return best_seat


def plain_trick_winner(plays: Sequence[tuple[int, Card]], trump: Suit | None) -> int:
    """``trick_winner`` without Satat, in one pass: the card on top beats the next one only by
    a higher rank of its own suit, and a trump beats any card that is not a trump."""
    best_seat, best = plays[0]
    for i in range(1, len(plays)):
        seat, card = plays[i]
        if card.suit is best.suit:
            if card.rank > best.rank:
                best_seat, best = seat, card
        elif card.suit is trump:
            best_seat, best = seat, card
    return best_seat


def weakest_card(
    legal: Sequence[Card], hand: Sequence[Card], trump: Suit | None = None, satat: bool = False
) -> Card:
    """What the table plays for a player whose timer ran out (NOTES.md): their weakest legal
    card.

    The lowest rank among the legal cards; between equal ranks of different suits, the suit in
    which the player holds the fewest cards, then the fixed suit order (clubs first). Under
    Satat, once trump is known, the 2 of hearts is the highest trump: it ranks above every Ace
    (played only when nothing else is allowed) and is counted with the trumps, not the hearts.
    """
    satat = satat and trump is not None
    counts = {suit: 0 for suit in Suit}
    for card in hand:
        counts[effective_suit(card, trump, satat)] += 1

    def weakness(card: Card) -> tuple[int, int, int]:
        if satat and is_satat_card(card):
            return (_ABOVE_ACE, 0, 0)
        return (int(card.rank), counts[card.suit], int(card.suit))

    return min(legal, key=weakness)
