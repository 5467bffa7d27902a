"""The coach's words: the reasons the analysis gives, its choices and what it expects of them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QLocale

from ..engine import Action, Call, Concede, NameTrump, PlayCard, RevealTrump, game_info
from ..engine.rules import ScoreUnit
from .texts import card_name, sentence, suit_name, translate

if TYPE_CHECKING:
    from ..bots.appraisal import ChoiceValue


def reason_text(key: str) -> str:
    """The reason key of a decision (koutchina.bots.reasons) in words."""
    texts = {
        "call_expected_best": translate(
            "Coach", "the call with the best expected score in the deals that fit your cards"),
        "trump_by_playouts": translate(
            "Coach", "the trump with the best expected result for your side"),
        "trump_longer_suit": translate(
            "Coach", "your longer suit: its length keeps control of the trumps, which the "
                     "expected results below underrate"),
        "best_expected_playout": translate(
            "Coach", "the card with the best expected result in the deals that fit what you "
                     "have seen"),
        "only_choice": translate("Coach", "the only sensible card (equal cards count as one)"),
        "reveal_trump": translate("Coach", "you cannot follow: ask to see the hidden trump"),
        "lowest_target": translate(
            "Coach", "the lowest target, since every target scores the same"),
    }
    return texts.get(key, key)


def action_text(action: Action, with_target: bool = True) -> str:
    """A call, a trump (with bidding, its target too, unless not ``with_target``) or a card,
    in a few words."""
    if isinstance(action, PlayCard):
        return card_name(action.card)
    if isinstance(action, Call):
        return translate("Coach", "call {count}").format(count=action.tricks)
    if isinstance(action, NameTrump):
        if action.target is not None and with_target:
            return translate("Coach", "{suit} as trump, target {target}").format(
                suit=suit_name(action.suit), target=action.target)
        return translate("Coach", "{suit} as trump").format(suit=suit_name(action.suit))
    if isinstance(action, RevealTrump):
        return translate("Coach", "ask to see the trump")
    if isinstance(action, Concede):
        return translate("Coach", "concede the rest")
    return str(action)


def choice_line(choice: ChoiceValue, game: str, with_target: bool = True) -> str:
    """One weighed choice and what its play-outs expect, in the game's unit (a trump without
    its target unless ``with_target``), as a line of its own: a capital first ("Hearts as
    trump: ...", "Call 3: ...")."""
    what = action_text(choice.action, with_target)
    if choice.playouts == 0:
        text = translate("Coach", "{choice}: the only sensible choice").format(choice=what)
    elif game_info(game).has_calls:
        text = translate(
            "Coach", "{choice}: you make your call in {percent}% of the deals that fit what "
                     "you have seen"
        ).format(choice=what, percent=round(100 * (choice.made or 0.0)))
    else:
        text = translate(
            "Coach", "{choice}: {tricks} tricks expected for your side"
        ).format(choice=what, tricks=_one_decimal(choice.tricks))
    return sentence(text)


def other_choices_line(choices: tuple[ChoiceValue, ...], game: str) -> str:
    """The next best choices in one short line: "10♥: 33%, 10♣: 28%" (a game of calls) or
    tricks. Trumps without their target: it is the advised one's, which the line above names
    (the analysis weighs every suit with the same target)."""
    if game_info(game).has_calls:
        parts = [translate("Coach", "{choice}: {percent}%").format(
            choice=action_text(c.action), percent=round(100 * (c.made or 0.0))) for c in choices]
    else:
        parts = [translate("Coach", "{choice}: {tricks}").format(
            choice=action_text(c.action, with_target=False), tricks=_one_decimal(c.tricks))
            for c in choices]
    return translate("Coach", "Next best: {choices}").format(choices=", ".join(parts))


def cost_text(cost: float, game: str) -> str:
    """An expected loss in the game's unit, points or courts."""
    info = game_info(game)
    if info.score_unit == ScoreUnit.COURTS:
        return translate("Coach", "{cost} courts expected").format(cost=_two_decimals(cost))
    # a game of calls scores in tens of points: one decimal says enough
    shown = _one_decimal(cost) if info.has_calls else _two_decimals(cost)
    return translate("Coach", "{cost} points expected").format(cost=shown)


def _one_decimal(value: float) -> str:
    return QLocale().toString(float(value), "f", 1)


def _two_decimals(value: float) -> str:
    return QLocale().toString(float(value), "f", 2)


__all__ = ["action_text", "choice_line", "cost_text", "other_choices_line", "reason_text"]
