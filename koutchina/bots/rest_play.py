"""The cards the table plays for a Hand seat whose person asked it to play the rest of the
round (Play the rest for me), written over card masks like ``hand_play``.

It starts from medium's rules (``hand_play.hand_card``) and changes what a person's own play
would not do, counting the cards played: a *master* is a card no unseen card of its suit beats
(Hand has no trump): played in its suit it can only win, so once the call is made it is a
trick too many unless it is thrown away.

- Call made (ducking): void in the suit led it throws the card most likely to win a later
  trick: its masters first, the highest of them (of a suit the others still hold before one
  nobody else holds, which wins only if it leads it), then its highest card (medium threw its
  highest card by rank and could keep two masters over a 10 that could still lose: a made call
  of 2 became 4 tricks, a player's review). Ranking the other cards by how many unseen cards of
  their suit beat them scored worse than the highest card: a 9 with only the Queen of its suit
  out cannot win at all. Following, the highest card that stays under the trick; when every
  card it may play wins, the lowest while a seat still to play may overtake it, else (the
  trick is its own: last to play, or nobody after can hold a higher card) the highest,
  keeping the low ones to pass under later tricks. Leading, medium's card: the lowest that
  others can beat.
- Short of the call: medium's card (a master cashed, a trick won as cheaply as is safe, a card
  others can beat thrown when void, the masters kept). A master is a sure trick only once its
  seat has the lead or its suit is led, so one that looks spare is kept all the same: throwing
  the one that would have taken the lead back missed calls medium made (tested).

Medium itself (``RuleBot``, and ``hard``'s play-outs through it) keeps ``hand_card``: this is
only the table's play for a person. Pure and quick: it runs on the GUI thread.
"""

from __future__ import annotations

from .hand_play import hand_card
from .sim import SimRules, can_be_beaten, highest_by_rank, lowest_by_rank


def rest_card(
    rules: SimRules,
    hand: int,
    cards: list[int],
    trick: list[int],
    call: int,
    won: int,
    unseen: int,
    behind: int,
) -> tuple[int, str]:
    """(card, reason key). ``cards`` are the seat's legal cards, ``trick`` the cards of the
    current trick in the order played, ``unseen`` the cards it has not seen (held by the
    others), ``behind`` those the seats still to play this trick may hold (no card of a suit
    they have shown void in)."""
    if won < call:  # medium's card: its masters kept, each one a trick it may need
        return hand_card(rules, hand, cards, trick, call, won, unseen)
    if not trick:  # a card others can beat, the lowest (medium's)
        beatable = [c for c in cards if can_be_beaten(rules, c, unseen)]
        return lowest_by_rank(beatable or cards), "lead_low"
    led = rules.suit_of[trick[0]]
    if rules.suit_of[cards[0]] != led:  # void: its masters first, then its highest card
        masters = [c for c in cards if not can_be_beaten(rules, c, unseen)]
        if not masters:
            return highest_by_rank(cards), "discard_high"
        # one of a suit the others still hold first: they may lead it, and it wins
        live = [c for c in masters if unseen & rules.masks[rules.suit_of[c]]]
        return highest_by_rank(live or masters), "discard_master"
    row = rules.strength[led]
    best = max(row[c] for c in trick)
    losers = [c for c in cards if row[c] < best]
    if losers:
        return highest_by_rank(losers), "duck"
    lowest = min(cards, key=lambda c: row[c])
    if len(trick) < 3 and can_be_beaten(rules, lowest, behind):
        return lowest, "duck"  # a seat still to play may overtake it
    return highest_by_rank(cards), "shed_high"  # the trick is its own: keep the low cards


__all__ = ["rest_card"]
