"""The table in words for a screen reader: cards, seats, the trick, the corner panel.

What the eye reads from pictures (a card's corner, a badge's marks, the trump box) is said
here in whole sentences of the language in use; nothing is cached, so every call follows a
language switch. ``SpokenWords`` is a QObject only so that its plurals go through ``tr()``
(see docs/translating.md).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject

from ...engine import Card, Rank, Suit, game_info
from .. import texts
from ..i18n import format_tricks
from ..texts import sentence


class SpokenWords(QObject):
    """Every sentence the screen-reader side of the table says about what is drawn."""

    def rank_word(self, rank: Rank) -> str:
        words = {
            Rank.TWO: self.tr("two"), Rank.THREE: self.tr("three"), Rank.FOUR: self.tr("four"),
            Rank.FIVE: self.tr("five"), Rank.SIX: self.tr("six"), Rank.SEVEN: self.tr("seven"),
            Rank.EIGHT: self.tr("eight"), Rank.NINE: self.tr("nine"), Rank.TEN: self.tr("ten"),
            Rank.JACK: self.tr("jack"), Rank.QUEEN: self.tr("queen"), Rank.KING: self.tr("king"),
            Rank.ACE: self.tr("ace"),
        }
        return words[rank]

    def card(self, card: Card) -> str:
        """"queen of spades" / "dame de pique" (lower case, to go inside a sentence)."""
        return self.tr("{rank} of {suit}").format(
            rank=self.rank_word(card.rank), suit=texts.suit_name(card.suit))

    def cards(self, cards: Sequence[Card]) -> str:
        return ", ".join(self.card(card) for card in cards)

    # ----- the person's hand ------------------------------------------------------------------

    def hand_card(self, card: Card, my_turn: bool, playable: bool) -> str:
        """The name of a card of the person's hand: "Queen of spades, you can play it"."""
        if not my_turn:
            return sentence(self.card(card))
        if playable:
            return self.tr("{card}, you can play it").format(card=sentence(self.card(card)))
        return self.tr("{card}, you cannot play it now").format(card=sentence(self.card(card)))

    def hand_card_place(self, index: int, count: int) -> str:
        return self.tr("Card {n} of {count} in your hand").format(n=index + 1, count=count)

    def hand_name(self, count: int) -> str:
        return self.tr("Your hand, %n card(s)", "", count)

    def hand_help(self, my_turn: bool, playable: Sequence[Card], cards: Sequence[Card]) -> str:
        """The hand's description: what it holds and what the keys do now."""
        held = self.tr("You hold: {cards}.").format(cards=self.cards(cards)) if cards else ""
        if my_turn and playable:
            now = self.tr("Your turn. You can play: {cards}. The left and right arrows choose "
                          "a card, Enter plays it.").format(cards=self.cards(playable))
        else:
            now = self.tr("Not your turn. The left and right arrows read your cards.")
        return " ".join(part for part in (held, now) if part)

    # ----- the table --------------------------------------------------------------------------

    def trick_card(self, seat_name: str, card: Card) -> str:
        return self.tr("{name}: {card}").format(name=seat_name, card=self.card(card))

    def trick_name(self) -> str:
        return self.tr("Trick on the table")

    def trick_text(self, plays: Sequence[tuple[str, Card]]) -> str:
        if not plays:
            return self.tr("No card played yet")
        return "; ".join(self.trick_card(name, card) for name, card in plays)

    def trump_text(self, state: str, suit: Suit | None) -> str:
        """The trump box of the corner panel in words (state as ``InfoPanel.trump_state``)."""
        if state == "shown" and suit is not None:
            return self.tr("Trump: {suit}").format(suit=texts.suit_name(suit))
        if state == "secret" and suit is not None:
            return self.tr("Trump: {suit}, hidden from the others").format(
                suit=texts.suit_name(suit))
        if state == "hidden":
            return self.tr("Trump: hidden")
        if state == "no_trump":
            return self.tr("No trump in this deal")
        if state == "waiting":
            return self.tr("Trump not named yet")
        return ""

    def seat_description(self, level: str, tricks: int, call: int | None, call_locked: bool,
                         dealer: bool, hakem: bool, to_act: bool, seconds: int | None,
                         cards: int, game: str) -> str:
        """"bot, Medium, 3 tricks, called 2, dealer, to play" (the badge read aloud)."""
        parts = [self.tr("you") if level == "human"
                 else self.tr("bot, {level}").format(level=texts.level_name(level))]
        parts.append(format_tricks(tricks))
        if game_info(game).has_calls:
            if call is not None:
                parts.append(self.tr("called {n}").format(n=call))
            elif call_locked:
                parts.append(self.tr("call locked"))
        if dealer:
            parts.append(self.tr("dealer"))
        if hakem:
            parts.append(self.tr("Hakem"))
        parts.append(self.tr("%n card(s) in hand", "", cards))
        if to_act:
            parts.append(self.tr("to play"))
            if seconds is not None:
                parts.append(self.tr("%n second(s) left", "", max(0, seconds)))
        return ", ".join(parts)

    def table_name(self) -> str:
        return self.tr("Card table")
