"""The short keys a bot gives for a decision (for hints and the post-deal review).

The app translates the keys; the English here documents them (see docs/bots.md).
"""

from __future__ import annotations

REASONS: dict[str, str] = {
    "random": "any legal action (random level)",
    "count_aces_kings": "call: the Aces and guarded Kings held",
    "count_sure_tricks": "call: sure tricks (Aces, guarded honours) plus long-suit tricks",
    "call_expected_best": "call: the best expected score over simulated play-outs",
    "longest_suit": "trump: the longest suit among the cards seen",
    "strong_suit": "trump: the longest and strongest suit among the cards seen",
    "trump_by_playouts": "trump: the suit with the best expected result in play-outs",
    "trump_longer_suit": "trump: medium's longer suit over the shorter one the play-outs prefer",
    "lowest_target": "target (bidding): the lowest, since every target scores the same (coach)",
    # the coach's words for a bot's key, fitted to the seat's view (koutchina.coach.hint)
    "only_card": "only_choice where a single card may be played (coach)",
    "win_master_side": "win_master in a game of partners: the trick is the side's (coach)",
    "win_master_suit": "win_master that an opponent still to play could trump (coach)",
    "cash_master_suit": "cash_master that an opponent could trump (coach)",
    "duck_over": "duck with a card that beats the trick so far, left to those still to play "
                 "(coach)",
    "follow_low_beaten": "follow_low where no card of the seat beats the trick so far (coach)",
    "play_lowest": "plays its lowest card (cannot or need not win)",
    "win_cheapest": "wins the trick with the cheapest card that does",
    "win_master": "wins with a card no unseen card can beat",
    "cash_master": "leads a master card to take a sure trick",
    "lead_trump": "leads trumps to draw the opponents' trumps",
    "lead_long": "leads low from its longest suit",
    "lead_long_top": "leads the highest card of its longest suit (plain-greedy)",
    "lead_low": "leads a low card that others can beat",
    "keep_partner": "partner is winning the trick: plays low",
    "trump_in": "cannot follow: trumps to win the trick",
    "reveal_trump": "cannot follow: asks to see the hidden trump",
    "duck": "plays under the winning card to avoid the trick",
    "follow_low": "follows suit with a low card: it cannot be sure of the trick",
    "discard_low": "cannot follow: throws a low card away",
    "discard_high": "cannot follow and has its tricks: throws a high card away",
    "shed_high": "must take the trick: takes it with its highest card",
    "loose_card": "a loose card (easy level)",
    "only_choice": "the only sensible card (equal cards count once)",
    "best_expected_playout": "the card with the best expected result in play-outs",
    "ismcts_most_visited": "the move its search tree visited most (ismcts)",
    "call_over": "call: one trick more than its sure tricks (over-caller)",
    "call_under": "call: one trick fewer than its sure tricks (under-caller)",
}

__all__ = ["REASONS"]
