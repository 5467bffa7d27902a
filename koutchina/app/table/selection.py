"""The card the person raised with the arrow keys, and what Enter does with it."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from ...engine import Card
from .card_item import CardItem

translate = QCoreApplication.translate  # literal calls, so pyside6-lupdate finds them


class KeyboardSelection:
    """``hand`` gives the person's card items, left to right; ``may_play`` whether the person
    may act now; ``play`` plays a card; ``changed`` is called when the raised card changes
    (or none is raised any more), so that a screen reader can follow; ``other_move`` whether
    the person may do something else than play a card now (ask to see a hidden trump)."""

    def __init__(self, hand: Callable[[], list[CardItem]], may_play: Callable[[], bool],
                 play: Callable[[Card], None], changed: Callable[[], None],
                 other_move: Callable[[], bool] = lambda: False) -> None:
        self._hand = hand
        self._may_play = may_play
        self._play = play
        self._changed = changed
        self._other_move = other_move
        self.index: int | None = None
        # the person plays with the keys (their last card was played with Enter): at their
        # next turn the legal card nearest the one they played is raised for them, once
        self.by_keys = False
        # where that card lay in the hand, in this deal only: None before the person's first
        # card of the deal, which is theirs to choose (a place in another deal's hand, or
        # another match's, means nothing in this one; and an Enter pressed on after naming
        # the trump or making the call must not play a card raised for them)
        self._last_played: int | None = None
        self._offered_for: int | None = None  # the hand's size when a card was last raised

    def select(self, index: int | None) -> None:
        for i, item in enumerate(self._hand()):
            item.set_keyboard_selected(i == index)
        changed = index != self.index
        self.index = index
        if changed:
            self._changed()

    def clear(self) -> None:
        self.select(None)

    def forget(self, same_deal: bool = False) -> None:
        """The cards were taken off the table (a new deal, or a match started or resumed):
        nothing is raised (nothing to lower), and nothing is raised for the person until they
        have played a card with the keys in the deal to come (the arrows or a first Enter
        raise the first one). ``same_deal``: the table shows the same deal again (an undo
        restarts the match a move back), and the place of the card played last is kept."""
        self.index = None
        self._offered_for = None
        if not same_deal:
            self._last_played = None

    def move(self, step: int) -> None:
        """Raise the next legal card to the right (step 1) or left (-1); illegal cards are
        stepped over, and nothing is raised when no card may be played."""
        items = self._hand()
        playable = [i for i, item in enumerate(items) if item.playable]
        if not playable:
            self.select(None)
            return
        if self.index is None or self.index not in playable:
            index = playable[0] if step > 0 else playable[-1]
        else:
            index = playable[(playable.index(self.index) + step) % len(playable)]
        self.select(index)

    def move_to_end(self, last: bool) -> None:
        """Raise the first legal card (Home) or the last (End); nothing is raised when no card
        may be played."""
        playable = [i for i, item in enumerate(self._hand()) if item.playable]
        self.select((playable[-1] if last else playable[0]) if playable else None)

    def raise_card(self, card: Card) -> bool:
        """Raise ``card``, for Enter to play (the coach's advice: H then Enter played the card
        raised before, which the hint had just advised against: a player's review), where it
        may be played now; else nothing changes. Whether it is raised."""
        here = [i for i, item in enumerate(self._hand()) if item.card == card and item.playable]
        if not here or not self._may_play():
            return False
        self.select(here[0])
        return True

    def used_mouse(self) -> None:
        """The person played a card with the mouse: nothing is raised under it."""
        self.by_keys = False

    def offer(self) -> None:
        """The person's turn to play: a keyboard player finds the legal card nearest the one
        they played last raised (a mouse player, nothing), once a turn, so that Escape is
        not undone; not when they may first ask to see a hidden trump, nor at their first
        card of a deal (nothing played in it yet to be near)."""
        items = self._hand()
        if (not self.by_keys or self._last_played is None or self.index is not None
                or self._offered_for == len(items)
                or self._other_move()):  # Enter must not play a card before S may be pressed
            return
        self._offered_for = len(items)
        self._raise_nearest(items)

    def _raise_nearest(self, items: list[CardItem]) -> None:
        playable = [i for i, item in enumerate(items) if item.playable]
        near = self._last_played or 0  # at the deal's first card: the first legal card
        if playable:
            self.select(min(playable, key=lambda i: (abs(i - near), i)))

    def drop_if_unplayable(self) -> None:
        """A raised card never outlives the turn it was legal in."""
        items = self._hand()
        if self.index is not None and not (
                self.index < len(items) and items[self.index].playable):
            self.select(None)

    def play(self) -> Callable[[], str] | None:
        """Play the raised card, or the only card the rules allow; else the words of why
        nothing was played (said in the language in use, again if it changes). With nothing
        raised, Enter raises the legal card nearest the last one played in the deal (the
        first legal card at the person's first card of a deal, or after a resume), which a
        second Enter plays; but not when the person may first ask to see a hidden trump: the
        words then say what they can do (``show_trump_or_choose``)."""
        items = self._hand()
        if not self._may_play():
            return _wait_for_your_turn
        raised = self.index is not None and self.index < len(items)
        card = items[self.index].card if raised and self.index is not None else None
        if card is None:
            playable = [item.card for item in items if item.playable]
            if self._other_move():  # (Show trump first may win): nothing raised for Enter
                return show_trump_or_choose
            if len(playable) != 1:
                self.by_keys = True
                self._raise_nearest(items)
                return _choose_a_card
            card = playable[0]  # the only card the rules allow: nothing to choose
        if card is None:
            return _choose_a_card
        self.by_keys = True
        self._last_played = next(i for i, item in enumerate(items) if item.card == card)
        self._play(card)
        return None


def _wait_for_your_turn() -> str:
    return translate("TableView", "Wait for your turn")


def _choose_a_card() -> str:
    return translate("TableView", "Choose a card with ← and →, then press Enter")


def show_trump_or_choose() -> str:
    """Unable to follow while the trump is hidden, the person may ask to see it (key S, as the
    "Show trump (S)" button) or play any card as it is (every card is allowed then): what
    they can do, said until they have done one or the other (TableKeys)."""
    return translate("TableView", "You cannot follow suit: press S to see the hidden trump, "
                                  "or choose any card with ← and →, then press Enter")
