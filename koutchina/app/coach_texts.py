"""The coach's words: the reasons the analysis gives, its choices and what it expects of them.

Each choice is given with what a player counts of it (``ChoiceValue.counted``): the expected
score in Hand, which the analysis chooses on; in Court Piece and Hokm the points or courts of
the deal for the side, less the other side's, without the fifth of a point a trick of margin
that the analysis weighs besides (figures with it read "+1.60 points" where a deal gave 1 at
most: a player's review). The advice is never shown below a choice listed after it without a
word of why (``other_choices_lines``, ``coach.hint.Hint.others``)."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from ..engine import Action, Call, Concede, NameTrump, PlayCard, RevealTrump, game_info
from ..engine.events import DealScored, MatchEnded, Outcome
from ..engine.rules import ScoreUnit
from .i18n import (
    format_courts,
    format_decimal,
    format_decimal_courts,
    format_decimal_points,
    format_decimal_tricks,
    format_number,
    format_points,
    format_tricks,
)
from .texts import card_name, extra_courts_lines, sentence, suit_name, translate

if TYPE_CHECKING:
    from ..bots.appraisal import ChoiceValue
    from ..coach.departure import Departure
    from ..engine.state import MatchState

NO_BREAK = "\u00a0"


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
        # every card that may be played worth the same ("the only sensible card (equal cards
        # count as one)" puzzled a player holding J♦ 10♦ 9♦)
        "only_choice": translate("Coach", "the cards you may play are all worth the same here"),
        "only_card": translate("Coach", "the only card you may play"),
        # the usual rules of good play, when they choose the advised card too (Hint.shown_reason)
        "play_lowest": translate(
            "Coach", "the lowest card you may play, as you cannot or need not win this trick"),
        "win_cheapest": translate("Coach", "the cheapest card that wins the trick"),
        # a master card, worded as the seat's view allows (koutchina.coach.hint.fitted_reason):
        # Hand, where the seat plays alone; a game of partners, no opponent still to play able
        # to trump it; one that could
        "win_master": translate(
            "Coach", "no card still hidden can beat it, so the trick is yours"),
        "win_master_side": translate(
            "Coach", "no card still hidden can beat it, so the trick is your side's"),
        "win_master_suit": translate(
            "Coach", "no card of its suit still hidden can beat it, though an opponent still "
                     "to play could trump it"),
        "cash_master": translate("Coach", "a master card, a sure trick"),
        "cash_master_suit": translate(
            "Coach", "a master card: no card of its suit still hidden can beat it, though an "
                     "opponent could trump it"),
        "lead_trump": translate("Coach", "a trump lead, to draw the opponents' trumps"),
        "lead_long": translate("Coach", "a low card of your longest suit"),
        "lead_low": translate(
            "Coach", "a low lead the others can beat, keeping your high cards"),
        "keep_partner": translate("Coach", "your partner is winning the trick, so play low"),
        "trump_in": translate("Coach", "you cannot follow, so trump to win the trick"),
        "duck": translate("Coach", "a card under the winning one, leaving this trick to another "
                                   "player"),
        "duck_over": translate("Coach", "the lowest card you may play, which wins for now; a "
                                        "player still to play may take the trick"),
        # not "the trick is lost anyway": a partner still to play may win it, or trump it (a
        # player's review)
        "follow_low": translate("Coach", "you cannot be sure of winning this trick, so follow "
                                         "low"),
        # where no card of the seat's beats the trick so far (a player read the words above
        # with the Ace on the table)
        "follow_low_beaten": translate("Coach", "none of your cards can win this trick, so "
                                                "follow low"),
        "discard_low": translate("Coach", "you cannot follow, so throw away a low card"),
        "discard_high": translate(
            "Coach",
            "you cannot follow and already have the tricks you called, so throw away a high card"),
        "shed_high": translate(
            "Coach", "you must take this trick, so take it with your highest card"),
        # after "Ask to see the trump: " (it read "...: you cannot follow: ask to see ...")
        "reveal_trump": translate("Coach", "you cannot follow, so you may have the hidden "
                                           "trump shown"),
        "lowest_target": translate(
            "Coach", "the lowest target, since every target scores the same"),
        # the advice when another choice rates higher (koutchina.coach.hint.advice_reason)
        "sound_card_level": translate(
            "Coach", "the card the usual rules of good play choose, as good as the best within "
                     "the margin of error"),
        "longer_trump_level": translate(
            "Coach", "the longer suit, as good as the best within the margin of error"),
        "nearer_call_level": translate(
            "Coach", "the call nearest the tricks your hand is worth, as good as the best "
                     "within the margin of error"),
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


def choice_in_sentence(action: Action) -> str:
    """A choice as it reads in a sentence ("Nothing given up: {chosen} is as good...", "you
    chose {chosen}"): a call as "a call of 2" ("une annonce de 2"; ``action_text``'s "call 2"
    is a label, which in French reads "annonce de 2"), a trump as "hearts as trump" ("l'atout
    cœur", the label "atout cœur"); a card as ``action_text`` says it."""
    if isinstance(action, Call):
        return translate("Coach", "a call of {count}").format(count=action.tricks)
    if isinstance(action, NameTrump):  # in French "l'atout cœur", where the label says "atout"
        if action.target is not None:
            return translate("Coach", "{suit} as trump, target {target}", "in a sentence").format(
                suit=suit_name(action.suit), target=action.target)
        return translate("Coach", "{suit} as trump", "in a sentence").format(
            suit=suit_name(action.suit))
    return action_text(action)


def figures_line(choice: ChoiceValue, game: str, said: str | None = None) -> str:
    """What the play-outs expect of the advised choice, as a line of its own under the advice,
    which names it (the line named it again: "Call 2: ... / Call 2: +4.1 points expected",
    a player's review): its expected value in the game's unit, then the share of deals in
    which the call is made (a game of calls) or the side's tricks. ``said``: the figure the
    advice already gave (``Departure.figure``: "made", "tricks" or "value"), left out here
    ("86% of them with it, against 84%. / ... you make your call in 86%" said it twice)."""
    score = _figure(choice.counted, game, signed=True)
    if game_info(game).has_calls:
        percent = whole_percent(choice.made)
        if said == "made":
            text = translate("Coach", "{score} expected").format(score=score)
        elif said == "value":
            text = translate("Coach", "you make your call in {percent}% of the deals that fit "
                                      "what you have seen").format(percent=percent)
        else:
            text = translate(
                "Coach", "{score} expected; you make your call in {percent}% of the deals that "
                         "fit what you have seen"
            ).format(score=score, percent=percent)
    elif said == "tricks":
        text = translate("Coach", "{result} expected for your side").format(result=score)
    elif said == "value":
        text = translate("Coach", "your side takes {tricks} on average").format(
            tricks=format_decimal_tricks(choice.tricks, 1))
    else:
        text = translate("Coach", "{result} expected for your side ({tricks})").format(
            result=score, tricks=format_decimal_tricks(choice.tricks, 1))
    return sentence(text)


def whole_percent(share: float | None) -> int:
    """A share of the deals as the coach shows it: a whole percentage, a half rounded up, as
    ``coach.departure`` rounds it (the figure line said 62% where the advice above it said 63%
    of the same card: Python's round takes a half to the even number, a player's review)."""
    return math.floor(100 * (share or 0.0) + 0.5)


def departure_advice(departure: Departure, game: str) -> str:
    """The advice where it is another card than the usual rules of good play choose, and the
    figure that says why (``Hint.departure``): "Play 10♠. The usual rules of good play would
    play Q♠, but 10♠ does better: in the deals that fit what you have seen, you make your call
    in 72% of them with it, against 48%.". The advice alone first, then the rules' card apart:
    "Play 10♠ rather than Q♠, the card the usual rules of good play choose: ..." hung the
    rules' words on the card argued against, and read as praise of it (a player's review)."""
    return translate(
        "Coach", "Play {advised}. The usual rules of good play would play {rules}, but "
                 "{advised} does better: in the deals that fit what you have seen, {figures}."
    ).format(advised=action_text(departure.advised.action),
             rules=action_text(departure.rules.action), figures=departure_figures(departure, game))


def departure_figures(departure: Departure, game: str) -> str:
    """The figure by which the advised card does better than the rules' card, both as a
    player reads them (``coach.departure``): how often the call is made (in percent), the
    side's tricks (to a tenth), else the expected score, points or courts, else the tricks the
    other side takes."""
    mine, theirs = departure.advised_shown, departure.rules_shown
    # the figures of koutchina.coach.departure, by name: this module is loaded at start, the
    # search only when a hint or a review is asked for
    if departure.figure == "made":
        return translate(
            "Coach", "you make your call in {percent}% of them with it, against {rules}%"
        ).format(percent=round(mine), rules=round(theirs))
    if departure.figure == "tricks":
        return translate(
            "Coach", "your side takes {tricks} on average with it, against {rules}"
        ).format(tricks=format_decimal_tricks(mine, 1), rules=format_decimal(theirs, 1))
    if departure.figure == "against":  # the same points and tricks for the side
        return translate(
            "Coach", "the other side takes {tricks} on average with it, against {rules}"
        ).format(tricks=format_decimal_tricks(mine, 1), rules=format_decimal(theirs, 1))
    decimals = _decimals(game)
    rules = format_decimal(theirs, decimals, signed=True)
    if game_info(game).has_calls:
        return translate("Coach", "you can expect {score} with it, against {rules}").format(
            score=_figure(mine, game, signed=True), rules=rules)
    return translate("Coach", "your side can expect {result} with it, against {rules}").format(
        result=_figure(mine, game, signed=True), rules=rules)


def other_choices_lines(
    groups: tuple[tuple[str | None, tuple[ChoiceValue, ...]], ...], game: str
) -> list[str]:
    """The choices after the advice, each with what a player counts of it
    (``ChoiceValue.counted``), one short line a group (``Hint.others``): "Next best: 10♥
    (+0.25), 10♣ (−0.20)" and, before it, the choices rated higher than the advice under why
    they are not advised; those "as good within the margin of error" by name only (their
    figures, a hair above the advice's or the same once rounded, read as a contradiction: a
    player's review). Each line starts with those words,
    a capital first. Each choice is kept whole on a line
    (its spaces do not break: a figure never wraps away from its card). Trumps without their
    target: it is the advised one's, which the line above names (the analysis weighs every
    suit with the same target)."""
    lines = []
    for key, choices in groups:  # the standings of koutchina.coach.hint, not imported: this
        # module is loaded at start, the search only when a hint or a review is asked for
        parts = ", ".join(
            (action_text(c.action, with_target=False) if key == "level"
             else translate("Coach", "{choice} ({value})").format(
                choice=action_text(c.action, with_target=False),
                value=value_text(c.counted, game))).replace(" ", NO_BREAK) for c in choices)
        if key == "level":
            line = translate("Coach", "As good within the margin of error: {choices}")
        elif key == "underrated":
            line = translate("Coach", "Rated higher by simulations that undervalue a long trump: "
                             "{choices}")
        else:
            line = translate("Coach", "Next best: {choices}")
        lines.append(line.format(choices=parts))
    return lines


def hand_standing(taken: int, called: int) -> str:
    """Where the person stands in a Hand round, their tricks against their call, as the
    question before the table plays the rest of it for them says it ("You have 1 of the 2
    tricks you called."): the table then plays towards the call and ducks once it is made,
    from where the person stands (it asked without a word of it, and a player gave their call
    away unawares: a player's review)."""
    if called == 0:
        if taken == 0:
            return translate("Coach", "You called 0 and have taken no trick so far.")
        return translate("Coach", "You called 0 and have taken {tricks}.").format(
            tricks=format_tricks(taken))
    if taken < called:
        return translate("Coach", "You have {taken} of the {tricks} you called.").format(
            taken=format_number(taken), tricks=format_tricks(called))
    if taken == called:
        return translate("Coach", "You have the {tricks} you called.").format(
            tricks=format_tricks(called))
    return translate("Coach", "You have {tricks}, more than the {called} you called.").format(
        tricks=format_tricks(taken), called=format_number(called))


def concession_question(state: MatchState, seat: int) -> str:
    """The question before ``seat`` concedes the rest of a partnership deal: what the other side
    then scores, and how ("...and scores 2 courts (a sweep)."), worked out by the engine on a
    copy of the match (a concession there, its ``DealScored`` read), never from the scoring
    rules copied here. It said only that the other side takes every trick still to play,
    and an early concession gave away a sweep or a Kot unawares (a player's review). The
    whole match is copied, but the score told rests only on the tricks, the Hakem and the
    rules, which every seat sees: nothing of the hidden cards is told."""
    copy = state.clone()
    events = copy.apply(Concede(seat))
    scored = next((e for e in events if isinstance(e, DealScored)), None)
    ended = next((e for e in events if isinstance(e, MatchEnded)), None)
    plain = translate("Coach", "Concede the rest of this deal? The other side takes every trick "
                               "still to play.")
    if scored is None or scored.winner_side is None:
        return plain
    game = state.game
    unit = format_courts if game_info(game).score_unit == ScoreUnit.COURTS else format_points
    score = unit(scored.scores[scored.winner_side])
    outcome = scored.outcomes[0] if scored.outcomes else ""
    if scored.winner_side == seat % 2:  # the side had already won the deal: it keeps that
        text = translate("Coach", "Concede the rest of this deal? The other side takes every "
                                  "trick still to play; your side still scores {score}.")
    elif outcome == Outcome.SWEEP:
        text = translate("Coach", "Concede the rest of this deal? The other side takes every "
                                  "trick still to play and scores {score} (a sweep).")
    elif outcome == Outcome.KOT:
        text = translate("Coach", "Concede the rest of this deal? The other side takes every "
                                  "trick still to play and scores {score} (a Kot).")
    elif outcome == Outcome.KOT_AGAINST_HAKEM:
        text = translate("Coach", "Concede the rest of this deal? The other side takes every "
                                  "trick still to play and scores {score} (a Kot against the "
                                  "Hakem's side).")
    else:
        text = translate("Coach", "Concede the rest of this deal? The other side takes every "
                                  "trick still to play and scores {score}.")
    lines = [text.format(score=score), *extra_courts_lines(scored.doubled, scored.streak_court)]
    if ended is not None:  # the match's last deal: who wins it with this one
        if ended.places[1 - seat % 2] == 1:  # a seat of the other side
            lines.append(translate("Coach", "The other side then wins the match."))
        elif ended.places[seat] == 1:
            lines.append(translate("Coach", "Your side then wins the match."))
    return " ".join(lines)


def full_stop(line: str) -> str:
    """A line of the hint ended as a sentence: a full stop after it, unless it ends with one
    (or with an ellipsis, a question or an exclamation mark). ``figures_line`` and
    ``other_choices_lines`` give their lines without it."""
    return line if line.endswith((".", "…", "?", "!")) else f"{line}."


def value_text(value: float, game: str) -> str:
    """An expected value with its sign, as precise as the game's scores call for: "+31.6" (a
    game of calls, scored in tens), "−0.14" (points or courts)."""
    return format_decimal(value, _decimals(game), signed=True)


def cost_text(cost: float, game: str) -> str:
    """An expected loss in the game's unit, points or courts: "0.28 points expected" ("0,28
    point en moyenne": French takes the singular below 2)."""
    return translate("Coach", "{cost} expected").format(cost=_figure(cost, game))


def signed_figure(value: float, game: str) -> str:
    """An expected result with its sign and the game's unit: "+1.52 points"."""
    return _figure(value, game, signed=True)


def _figure(value: float, game: str, signed: bool = False) -> str:
    """An expected value with the game's unit, as precise as its scores call for (a game of
    calls scores in tens of points: one decimal says enough)."""
    if game_info(game).score_unit == ScoreUnit.COURTS:
        return format_decimal_courts(value, _decimals(game), signed)
    return format_decimal_points(value, _decimals(game), signed)


def _decimals(game: str) -> int:
    return 1 if game_info(game).has_calls else 2


__all__ = ["action_text", "choice_in_sentence", "concession_question", "cost_text",
           "departure_advice", "departure_figures", "figures_line", "full_stop", "hand_standing",
           "other_choices_lines",
           "reason_text", "signed_figure", "value_text"]
