"""The table's keys: arrows choose (a card, or the trump suit, or a button of the deal's
summary, the match's end or a deal played again's result), Home and End raise the first and
the last card the person may play, Enter plays or confirms (or presses the button chosen; a
result panel's only a moment after it appears, keyed_panel.KEYS_AFTER_MS) and otherwise says
why nothing happened, digits call, L shows (and hides) the last trick, S asks to see a hidden
trump (and otherwise says why it cannot: the trump shown, and which it is; not the person's
turn, or they can follow), T has the screen reader say the whole table, Esc closes the
coach's hint if it is open, else cancels (the card raised, the call chosen, the last trick).
C claims the rest through the coach's action (coach_controls.py), which takes the key only
while a claim is offered: at any other moment of a deal C comes here, and the table says
when a claim is possible instead of doing nothing."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QWidget

from ...coach.claim import claim_line, claims_barred, wanted_claim, wants_every_trick
from ...engine import Phase, game_info
from ..controller import VIEWER_SEAT
from ..texts import suit_title
from .selection import show_trump_or_choose

if TYPE_CHECKING:
    from .area import TableArea


class TableKeys:
    """Reads the keys pressed on the table and acts on its panels and cards."""

    def __init__(self, table: TableArea, show_last_trick: Callable[[], None],
                 last_trick: QWidget | None = None) -> None:
        self.table = table
        self.show_last_trick = show_last_trick
        self.last_trick = last_trick  # its window, which L hides again and Esc puts away
        # closes the coach's hint if it is open (coach_controls.py): whether one was
        self.close_hint: Callable[[], bool] = lambda: False
        # words that stay while they apply (show_trump_or_choose) go once the deal is conceded
        # (nobody's turn comes again in it); the table takes them at the person's card played
        # and at their turn, which starts again once the trump they asked for is shown
        # (TableView._acted). The toast is the receiver: the connection goes with it
        table.controller.deal_conceded.connect(table.toast.withdraw_hints)

    def handle(self, event: QKeyEvent) -> bool:
        """True when the key meant something at the table."""
        key = event.key()
        call, trump = self.table.call_panel, self.table.trump_panel
        if call.isVisible() and Qt.Key.Key_0 <= key <= Qt.Key.Key_8:
            call.select(key - Qt.Key.Key_0)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._enter(event)
        elif self.table.result_focus.buttons() and key in _ARROWS:
            self.table.result_focus.step(key in (Qt.Key.Key_Right, Qt.Key.Key_Down),
                                         arrow=True)
        elif trump.isVisible() and key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            trump.step_suit(-1 if key == Qt.Key.Key_Left else 1)
        elif trump.isVisible() and key in (Qt.Key.Key_Up, Qt.Key.Key_Down):
            trump.step_target(1 if key == Qt.Key.Key_Up else -1)
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            step = -1 if key == Qt.Key.Key_Left else 1
            if any(item.playable for item in self.table.hand_items()):
                self.table.move_selection(step)
            else:  # nothing to raise: the screen reader reads the cards one by one
                self.table.accessibility.browse(step)
        elif key in (Qt.Key.Key_Home, Qt.Key.Key_End):
            if any(item.playable for item in self.table.hand_items()):
                self.table.selection.move_to_end(key == Qt.Key.Key_End)
        elif key == Qt.Key.Key_L and self.last_trick is not None and self.last_trick.isVisible():
            self.last_trick.hide()
        elif key == Qt.Key.Key_L:
            self.show_last_trick()
            self.table.announcer.say_last_trick()
        elif key == Qt.Key.Key_S and self.table.reveal_panel.isVisible():
            self.table.reveal_panel.button.click()
        elif key == Qt.Key.Key_S and not event.modifiers() & _COMMANDS and (
                (why_no_reveal := self._why_no_reveal()) is not None):
            self.table.show_message(why_no_reveal, 5000)  # as C says why it claims nothing
        elif key == Qt.Key.Key_T:
            self.table.announcer.say_table()
        elif key == Qt.Key.Key_C and not event.modifiers() & _COMMANDS and (
                (why_no_claim := self._why_no_claim()) is not None):
            self.table.show_message(why_no_claim, 5000)  # as H outside practice: a coach's key
        elif key == Qt.Key.Key_Escape and self.close_hint():
            pass  # the hint only: the card raised and the call chosen stay
        elif key == Qt.Key.Key_Escape:
            self.table.cancel_selection()
            if self.last_trick is not None:
                self.last_trick.hide()
            if call.isVisible():
                call.reset()
        else:
            return False
        return True

    def _enter(self, event: QKeyEvent) -> None:
        call, trump = self.table.call_panel, self.table.trump_panel
        why_not: Callable[[], str] | None = None  # words, said again at a language switch
        focused = self.table.result_focus.focused()
        result = self.table.result_focus.panel()
        if result is not None and not result.takes_key(event):
            return  # the result just came (or the key is held): it stays, nothing said over it
        if focused is not None:  # the button of the summary or the end Tab went to
            focused.click()
        elif call.isVisible():
            if call.choice() is None:
                why_not = _choose_your_call
            else:
                call.confirm.click()
        elif trump.isVisible():
            if trump.confirm.isEnabled():
                trump.confirm.click()
            else:
                why_not = _choose_the_trump_and_target if trump.bidding else _choose_the_trump
        elif result is not None and (own := result.own_button()) is not None:
            own.click()  # Next deal, Play again, Back to the match
        elif self.table.reveal_advised():  # the coach's advice, as Enter takes a card's
            self.close_hint()
            self.table.reveal_panel.button.click()
        else:
            why_not = self.table.play_selected()
            if why_not is None:  # a card played with the keys
                self.table.keyboard_hint.played_with_keys()
        if why_not is show_trump_or_choose:  # so until the person has done one or the other
            text = self.table.toast_words.show(why_not, WHILE_IT_APPLIES_MS, hint=True)
            self.table.message_shown.emit(text)  # a screen reader says it too
        elif why_not is not None:
            self.table.show_hint(why_not)

    def _why_no_claim(self) -> Callable[[], str] | None:
        """Why C claims nothing now, during a deal the person plays: a claim is made on their
        lead once their cards are sure to take every trick left (coach/claim.py), and in Hand
        only when their call needs them all; never for a single trick (their card takes it).
        None where there is nothing to say: no deal of theirs under way, or the claim is there
        and only waits for the table to settle (the Claim button then comes, and C with it)."""
        c = self.table.controller
        view = c.view(VIEWER_SEAT)
        if (view is None or VIEWER_SEAT not in c.human_seats or view.phase not in _DEAL_PHASES
                or self.table.result_focus.panel() is not None):
            return None  # over a result, the engine may be in the next deal already
        if claim_line(view) is not None:
            if not wants_every_trick(view):
                return _call_needs_fewer
            return None if wanted_claim(view) is not None else _single_trick
        if claims_barred(view):  # whatever the cards: Satat, or a hidden trump not shown yet
            return _no_claim_with_satat if view.rules.has_satat else _no_claim_while_hidden
        return _no_claim_in_round if game_info(view.game).in_rounds else _no_claim_in_deal


    def _why_no_reveal(self) -> Callable[[], str] | None:
        """Why S shows no trump now, in a match with the hidden-trump rule (Court Piece): it is
        shown already (which it is), this deal has none, or the person may not ask yet (only
        on their turn, unable to follow the suit led). None where S means nothing: another
        rule, or no deal of the person's under way."""
        c = self.table.controller
        view = c.view(VIEWER_SEAT)
        if (view is None or VIEWER_SEAT not in c.human_seats or view.phase not in _DEAL_PHASES
                or not view.rules.trump_may_hide or self.table.result_focus.panel() is not None):
            return None  # over a result, the engine may be in the next deal already
        if view.trump_revealed and view.trump is not None:
            trump = view.trump
            return lambda: _trump_already_shown().format(suit=suit_title(trump))
        if view.no_trump_deal:
            return _no_trump_in_deal
        if view.phase != Phase.PLAYING or c.accepts_input(VIEWER_SEAT):
            # while calls or the trump are chosen (the Hakem's own turn too), or on their card
            # turn able to follow: S is taken (the button shows) when they cannot
            return _reveal_only_when_void
        return _reveal_on_your_turn


_ARROWS = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down)
# Ctrl+C and the like are no claim
_COMMANDS = (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
             | Qt.KeyboardModifier.MetaModifier)
_DEAL_PHASES = (Phase.CALLING, Phase.NAMING_TRUMP, Phase.PLAYING)
# a hint that stays while it applies: the person's move (a card played, the trump asked for)
# takes it away, or the table's for them when their countdown runs out; an hour at most
WHILE_IT_APPLIES_MS = 3_600_000


def _choose_your_call() -> str:
    return QCoreApplication.translate(
        "TableKeys", "Choose your call with the keys 0 to 8, then press Enter")


def _choose_the_trump() -> str:
    return QCoreApplication.translate(
        "TableKeys", "Choose the trump with ← and →, then press Enter")


def _choose_the_trump_and_target() -> str:
    """With bidding (Court Piece): the Hakem names a target too."""
    return QCoreApplication.translate(
        "TableKeys", "Choose the trump with ← and → (the target with ↑ and ↓), "
                     "then press Enter")


def _no_claim_in_deal() -> str:
    return QCoreApplication.translate(
        "TableKeys", "No claim now: you can claim on your lead, once your cards are sure to "
                     "take every trick left in the deal.")


def _no_claim_in_round() -> str:
    """Hand is played in rounds ("manches")."""
    return QCoreApplication.translate(
        "TableKeys", "No claim now: you can claim on your lead, once your cards are sure to "
                     "take every trick left in the round.")


def _no_claim_with_satat() -> str:
    """Satat: the 2♥ above every trump, which the claim's proof leaves out (coach/claim.py)."""
    return QCoreApplication.translate(
        "TableKeys", "No claim in this match: with Satat, claims are not offered.")


def _no_claim_while_hidden() -> str:
    """Court Piece's hidden trump, not shown yet: nobody knows the trump, so nothing is sure."""
    return QCoreApplication.translate("TableKeys", "No claim while the trump is hidden.")


def _call_needs_fewer() -> str:
    """Hand: the cards take every trick left, but the call does not want them all at once."""
    return QCoreApplication.translate(
        "TableKeys", "No claim now: your call does not need every trick left in the round.")


def _single_trick() -> str:
    """One trick left to play (Hand's last; a Hokm side's seventh): no claim, the card does it."""
    return QCoreApplication.translate(
        "TableKeys", "No claim for a single trick: play your card.")


def _trump_already_shown() -> str:
    """S once the hidden trump is shown: which it is ({suit}: "Hearts")."""
    return QCoreApplication.translate("TableKeys", "The trump is already shown: {suit}.")


def _no_trump_in_deal() -> str:
    """S in a deal played without trump (Badam Satti), the refusal's own words."""
    return QCoreApplication.translate("Texts", "This deal is played without trump.")


def _reveal_only_when_void() -> str:
    """S on the person's turn while they can follow (or lead): the trump stays hidden."""
    return QCoreApplication.translate(
        "TableKeys", "You can ask to see the trump only when you cannot follow the suit led.")


def _reveal_on_your_turn() -> str:
    """S while another seat plays (or the table is busy): the person asks on their turn."""
    return QCoreApplication.translate(
        "TableKeys", "Wait for your turn: you can ask to see the trump when you cannot follow "
                     "the suit led.")
