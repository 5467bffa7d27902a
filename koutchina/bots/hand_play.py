"""Medium's card rules for Hand (Hareega), written once over card masks.

``hand_card`` is what ``medium`` (and ``easy``) play: a seat that still needs tricks for its call
cashes its masters, leads low from its longest suit, wins a trick as cheaply as it safely can and
otherwise follows low or throws a card no one can beat; a seat whose call is made ducks, leading
and throwing the cards someone can still beat. It reads only what one seat knows: its hand, its
call and tricks, the trick on the table and the cards that may beat its own.

``hard``'s Hand card play-outs use these rules for its own later cards only
(``table_model.own_view_policy``): playing every seat of a play-out with them from its own
knowledge measured no better than the full-information play-outs (docs/bots.md). Its table model
(``table_model.looseness``) uses them to read how far each seat plays like medium.
"""

from __future__ import annotations

from .sim import SimRules, can_be_beaten, highest_by_rank, lowest_by_rank


def hand_card(
    rules: SimRules,
    hand: int,
    cards: list[int],
    trick: list[int],
    call: int,
    won: int,
    master_pool: int,
) -> tuple[int, str]:
    """(card, reason key). ``cards`` are the seat's legal cards, ``trick`` the cards of the
    current trick in the order played, ``call`` and ``won`` its call and tricks so far,
    ``master_pool`` the cards that may beat one of its cards (the unseen cards when counting;
    easy counts nothing)."""
    need = call - won
    if not trick:
        return _lead(rules, hand, cards, need, master_pool)
    led = rules.suit_of[trick[0]]
    row = rules.strength[led]
    best = max(row[c] for c in trick)
    winners = [c for c in cards if row[c] > best]
    last = len(trick) == 3
    if need <= 0:
        losers = [c for c in cards if c not in winners]
        if losers:
            following = cards[0] // 13 == led
            return highest_by_rank(losers), "duck" if following else "discard_high"
        if last:
            return highest_by_rank(winners), "shed_high"
        return lowest_by_rank(winners), "duck"
    if winners:
        if last or need >= hand.bit_count():
            return min(winners, key=lambda c: row[c]), "win_cheapest"
        masters = [c for c in winners if not can_be_beaten(rules, c, master_pool)]
        if masters:
            return min(masters, key=lambda c: row[c]), "win_master"
    if cards[0] // 13 == led:
        return lowest_by_rank(cards), "follow_low"
    keep = [c for c in cards if can_be_beaten(rules, c, master_pool)] or cards
    return lowest_by_rank(keep), "discard_low"


def _lead(
    rules: SimRules, hand: int, cards: list[int], need: int, master_pool: int
) -> tuple[int, str]:
    if need <= 0:
        safe = [c for c in cards if can_be_beaten(rules, c, master_pool)]
        return lowest_by_rank(safe or cards), "lead_low"
    masters = [c for c in cards if not can_be_beaten(rules, c, master_pool)]
    if masters:
        return highest_by_rank(masters), "cash_master"
    masks = rules.masks
    longest = max(range(4), key=lambda s: ((hand & masks[s]).bit_count(), -s))
    pool = [c for c in cards if c // 13 == longest] or cards
    return lowest_by_rank(pool), "lead_long"
