"""The Review window's words (review_window.py lays them out): each decision in one sentence,
what the person played and what the analysis would play (and why, or which card the usual rules
of good play choose where that is yet another), the two compared by the figure a player reads
(the side's tricks, or how often the call is made), the cost; the note on what the figures and
a cost count, the tricks that were no decision, the hindsight, and the heading's summary.

Costs are never added up into a total: each is an expected loss estimated from what the person
could see, and the deal's points are not their sum.

Translated in the window's context ("ReviewWindow"), as when they were its methods; the texts
with a count through ``ReviewWindow.tr`` below (docs/translating.md: lupdate marks a plural only
there)."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QObject

from ..coach import DealReview, DecisionReview, Hindsight
from ..coach.departure import AGAINST, TRICKS
from ..coach.hint import LEVEL, UNDERRATED
from ..engine import Action, Call, Game, NameTrump, game_info
from ..engine.rules import ScoreUnit
from .coach_texts import (
    choice_in_sentence,
    cost_text,
    reason_text,
    signed_figure,
    whole_percent,
)
from .i18n import format_decimal, format_decimal_tricks
from .texts import translate

MARK = "\u25cf"  # before each of the costliest decisions


class ReviewWindow(QObject):
    """Not the window (review_window.ReviewWindow): the review's texts with a count. lupdate
    marks a text as plural only in ``self.tr(text, "", count)`` within a class, whose name it
    takes as the context; named as the window, the texts keep the window's context and their
    translations."""

    def sure_alone(self, count: int) -> str:
        return self.tr("From trick {trick}, you could have been sure of %n of the last {left} "
                       "tricks, whatever the others played; you took {taken}.", "", count)

    def sure_side(self, count: int) -> str:
        return self.tr("From trick {trick}, your side could have been sure of %n of the last "
                       "{left} tricks, whatever the others played; it took {taken}.", "", count)

    def sure_before_seven(self, count: int) -> str:
        return self.tr("The deal ended after trick {last}, when a side had seven tricks. From "
                       "trick {trick} on, your side could have been sure of %n trick(s), "
                       "whatever the others played; it took {taken}.", "", count)

    def costly(self, count: int) -> str:
        return self.tr("The analysis estimates that %n of your decisions cost something.", "",
                       count)


_counted: ReviewWindow | None = None


def _counts() -> ReviewWindow:
    global _counted
    if _counted is None:
        _counted = ReviewWindow()
    return _counted


def where_text(decision: DecisionReview) -> str:
    """When the decision was taken: "Trick 4", or "Before the play" (a call, a trump)."""
    if decision.trick:
        return translate("ReviewWindow", "Trick {number}").format(number=decision.trick)
    return translate("ReviewWindow", "Before the play")


def played_for_you(decision: DecisionReview, where: str) -> str:
    """A move the table made for the person when their time ran out: said, not weighed (it was
    no choice of theirs)."""
    return translate("ReviewWindow", "{where}: your time ran out, and the table chose {chosen} "
                     "for you; the review does not weigh it.").format(
        where=where, chosen=choice_in_sentence(decision.chosen))


def decision_line(decision: DecisionReview, where: str) -> str:
    """What the person chose and, unless it is the analysis's choice, what the analysis
    would choose and why: a card is played ("you played 2♥; the analysis would play 5♦"),
    and where the analysis departs from the usual rules of good play, their card in a
    sentence of its own after the advice ("The usual rules of good play would play 7♥, but
    5♦ does better here."; the comparison after it gives the figures). It was an aside in the
    advice's sentence, which then read as two recommendations ("l'analyse jouerait 7♥ (les
    règles habituelles du bon jeu choisissent 5♦)"), or hung on the person's card as praise
    ("you played Q♠, the card the usual rules of good play choose"): a player's review. A
    call is said as a call ("you called 2; the analysis would call 0"), not "you chose call
    2" (in French "vous avez choisi annoncer 2"); a trump is chosen."""
    chosen, advised = decision.chosen, decision.advised
    if isinstance(chosen, Call) and isinstance(advised, Call):
        if decision.agrees:
            return translate(
                "ReviewWindow", "{where}: you called {chosen}, as the analysis would."
            ).format(where=where, chosen=chosen.tricks)
        return translate(
            "ReviewWindow",
            "{where}: you called {chosen}; the analysis would call {advised} ({reason})."
        ).format(where=where, chosen=chosen.tricks, advised=advised.tricks,
                 reason=reason_text(decision.reason))
    if decision.agrees:
        return translate("ReviewWindow", "{where}: {chosen}, as the analysis would.").format(
            where=where, chosen=choice_in_sentence(chosen))
    mine, theirs = choice_in_sentence(chosen), choice_in_sentence(advised)
    if isinstance(chosen, NameTrump):
        return translate(
            "ReviewWindow",
            "{where}: you chose {chosen}; the analysis would choose {advised} ({reason})."
        ).format(where=where, chosen=mine, advised=theirs, reason=reason_text(decision.reason))
    departure = decision.departure  # the advice is not the usual rules' card
    if departure is not None and decision.chose_rules_card:
        return translate(
            "ReviewWindow",
            "{where}: you played {chosen}; the analysis would play {advised}. The usual rules "
            "of good play would play {chosen} too, but {advised} does better here."
        ).format(where=where, chosen=mine, advised=theirs)
    if departure is not None:
        return translate(
            "ReviewWindow",
            "{where}: you played {chosen}; the analysis would play {advised}. The usual rules "
            "of good play would play {rules}, but {advised} does better here."
        ).format(where=where, chosen=mine, advised=theirs,
                 rules=choice_in_sentence(departure.rules.action))
    return translate(
        "ReviewWindow",
        "{where}: you played {chosen}; the analysis would play {advised} ({reason})."
    ).format(where=where, chosen=mine, advised=theirs, reason=reason_text(decision.reason))


def comparison(decision: DecisionReview, game: Game | str) -> str:
    """The analysis's choice against the person's own, by the figure a player reads: how
    often the call is made (Hand; the expected score where the shares read the same), else
    the tricks the side takes, each on average over the deals that fit what the person could
    see; where the tricks read the same, the expected results the cost is the difference of. A
    trump is named without its target (the search weighs each suit with the lowest one), a
    card by the one played."""
    mine, theirs = decision.chosen_figures, decision.advised_figures
    chosen, advised = _named(mine.action), _named(theirs.action)
    if game_info(game).has_calls:
        percent, mine_percent = whole_percent(theirs.made), whole_percent(mine.made)
        if percent == mine_percent:  # the share reads the same: the scores say it
            return translate(
                "ReviewWindow",
                "With {advised} you can expect a score of {score}, against {mine} with "
                "{chosen}."
            ).format(advised=choice_in_sentence(advised), chosen=choice_in_sentence(chosen),
                     score=format_decimal(theirs.value, 1, signed=True),
                     mine=format_decimal(mine.value, 1, signed=True))
        if isinstance(chosen, Call) and isinstance(advised, Call):
            # both shares and both scores: a higher call made less often but worth more read
            # as a contradiction with the shares alone (a player's review: 61% against 86%)
            return translate(
                "ReviewWindow",
                "A call of {advised} is made in {percent}% of the deals that fit your "
                "cards, for an expected score of {score}; a call of {chosen} in {mine}%, "
                "for {mine_score}."
            ).format(advised=advised.tricks, chosen=chosen.tricks, percent=percent,
                     mine=mine_percent, score=format_decimal(theirs.value, 1, signed=True),
                     mine_score=format_decimal(mine.value, 1, signed=True))
        return translate(
            "ReviewWindow",
            "With {advised} you make your call in {percent}% of the deals that fit what "
            "you could see, against {mine}% with {chosen}."
        ).format(advised=choice_in_sentence(advised), chosen=choice_in_sentence(chosen),
                 percent=percent, mine=mine_percent)
    tricks = format_decimal_tricks(theirs.tricks, 1)
    # the deal's points say it where the tricks read the same as written (Python's round
    # took 7.25 to 7.2 where the text wrote 7.3 beside 7.3: a code review); the points as a
    # player counts them, as the hint gives them, not the search's value with its bonus for
    # the trick margin (which read "+1.62 points" where the deal gives 1 at most)
    if format_decimal(theirs.tricks, 1) == format_decimal(mine.tricks, 1):
        result, mine_result = signed_figure(theirs.counted, game), signed_figure(mine.counted, game)
        if (result == mine_result and theirs.against is not None and mine.against is not None
                and format_decimal(theirs.against, 1) != format_decimal(mine.against, 1)):
            return translate(
                "ReviewWindow",
                "Your side takes {tricks} on average with {advised} as with {chosen}; the "
                "other side takes {against} with {advised}, against {mine} with {chosen}."
            ).format(tricks=tricks, advised=choice_in_sentence(advised),
                     chosen=choice_in_sentence(chosen),
                     against=format_decimal(theirs.against, 1),
                     mine=format_decimal(mine.against, 1))
        return translate(
            "ReviewWindow",
            "Your side takes {tricks} on average with {advised} as with {chosen}, and can "
            "expect {result} against {mine}."
        ).format(tricks=tricks, advised=choice_in_sentence(advised),
                 chosen=choice_in_sentence(chosen), result=result, mine=mine_result)
    return translate(
        "ReviewWindow",
        "Your side takes {tricks} on average with {advised}, against {mine} with {chosen}."
    ).format(tricks=tricks, mine=format_decimal(mine.tricks, 1),
             advised=choice_in_sentence(advised), chosen=choice_in_sentence(chosen))


def cost_words(decision: DecisionReview, game: Game | str) -> str:
    """What a decision gives up, as a player counts it (``DecisionReview.given_up``): the
    expected score (Hand), else the deal's points or courts for the side less the other
    side's, as the hint counts them, and where it gives up none, the tricks the side takes
    fewer, or those the other side takes more. It said the search's own value, "0.28
    points" where the deal's points differed by 0.19 (the hint had moved to the deal's
    points, and the two windows disagreed)."""
    lost = decision.given_up
    if lost.unit == TRICKS:
        return translate("ReviewWindow", "{tricks} fewer for your side on average").format(
            tricks=format_decimal_tricks(lost.amount, 1))
    if lost.unit == AGAINST:
        return translate("ReviewWindow", "{tricks} more for the other side on average").format(
            tricks=format_decimal_tricks(lost.amount, 1))
    return cost_text(lost.amount, game)


def cost_sentence(cost: str) -> str:
    """"Cost: 0.28 points expected." for ``cost``, the cost already in words."""
    return translate("ReviewWindow", "Cost: {cost}.").format(cost=cost)


def nothing_given_up(standing: str, chosen: str) -> str:
    """Why a choice other than the advice gives up nothing (``DecisionReview.standing``),
    and why the analysis still prefers its own."""
    if standing == LEVEL:
        text = translate("ReviewWindow",
                         "Nothing given up: {chosen} is as good within the margin of error.")
    elif standing == UNDERRATED:
        text = translate("ReviewWindow",
                         "The expected results rate {chosen} higher; the analysis prefers the "
                         "longer suit, whose length they underrate.")
    else:  # SAME
        text = translate("ReviewWindow", "Nothing given up: {chosen} rates the same.")
    return text.format(chosen=chosen)


def legend(review: DealReview, game: Game | str) -> str:
    """What the figures are, and what a cost counts (``cost_words``): the score given up
    (Hand), else the side's points or courts less the other side's, so a deal lost rather
    than won costs two, or the tricks where those are the same; then what the mark says,
    where there is one."""
    info = game_info(game)
    if info.has_calls:
        text = translate("ReviewWindow",
                         "Figures are averages over the deals that fit what you could see at "
                         "the time. A cost is how much less your choice scores than the "
                         "analysis's choice.")
    elif info.score_unit == ScoreUnit.COURTS:
        text = translate("ReviewWindow",
                         "Figures are averages over the deals that fit what you could see at "
                         "the time. A cost counts the courts your choice gives up, your "
                         "side's less the other side's (a 1-court deal lost instead of won "
                         "costs 2); where it gives up none, the tricks it gives up.")
    else:
        text = translate("ReviewWindow",
                         "Figures are averages over the deals that fit what you could see at "
                         "the time. A cost counts the points your choice gives up, your "
                         "side's less the other side's (a 1-point deal lost instead of won "
                         "costs 2); where it gives up none, the tricks it gives up.")
    if review.costliest:  # the mark kept with its words
        marks = translate("ReviewWindow", "{mark} marks the costliest decisions.").format(
            mark=MARK)
        text += " " + marks.replace(f"{MARK} ", f"{MARK}\u00a0")
    return text


def no_choice(tricks: tuple[int, ...], one_card: bool) -> str:
    """The tricks of the person's cards that were no decision, in one line: "Tricks 3 and
    9: only one card could be played."."""
    if one_card:
        text = (translate("ReviewWindow", "Trick {tricks}: only one card could be played.")
                if len(tricks) == 1
                else translate("ReviewWindow", "Tricks {tricks}: only one card could be played."))
    else:
        text = (translate("ReviewWindow",
                          "Trick {tricks}: the cards you could play were all worth the same.")
                if len(tricks) == 1
                else translate("ReviewWindow",
                               "Tricks {tricks}: the cards you could play were all worth the "
                               "same."))
    return text.format(tricks=listed(tricks))


def listed(numbers: tuple[int, ...]) -> str:
    """Numbers as a list in words: "3", "3 and 9", "3, 7 and 9"."""
    shown = [str(number) for number in numbers]
    if len(shown) == 1:
        return shown[0]
    return translate("ReviewWindow", "{numbers} and {last}").format(
        numbers=", ".join(shown[:-1]), last=shown[-1])


def conceded_text(trick: int, game: Game | str) -> str:
    """The trick the person conceded the rest of the deal at, or asked the table to play the
    rest of the round for them (Hand's Play the rest for me, which the review called "you
    conceded", the word of the other games' button: a player's review)."""
    if game_info(game).in_rounds:
        text = translate("ReviewWindow",
                         "Trick {number}: you asked the table to play the rest of the round "
                         "for you; it played your cards from there, and they are not weighed.")
    else:
        text = translate("ReviewWindow",
                         "Trick {number}: you conceded the rest of the deal; the tricks that "
                         "followed are not weighed.")
    return text.format(number=trick)


def claimed_text(trick: int, claimer: str | None, game: Game | str) -> str:
    """The trick a seat claimed the rest of the deal (or round) at: the table played every
    card from there, the person's too, so they are not weighed. ``claimer``: the seat's name
    in a sentence, None for the person."""
    if claimer is None:
        text = (translate("ReviewWindow",
                          "Trick {number}: you claimed the rest of the round; the table played "
                          "your cards from there, and they are not weighed.")
                if game_info(game).in_rounds else
                translate("ReviewWindow",
                          "Trick {number}: you claimed the rest of the deal; the table played "
                          "the cards from there, and they are not weighed."))
        return text.format(number=trick)
    text = (translate("ReviewWindow",
                      "Trick {number}: {name} claimed the rest of the round; the table played "
                      "your cards from there, and they are not weighed.")
            if game_info(game).in_rounds else
            translate("ReviewWindow",
                      "Trick {number}: {name} claimed the rest of the deal; the table played "
                      "the cards from there, and they are not weighed."))
    return text.format(number=trick, name=claimer)


def hindsight_heading() -> str:
    return translate("ReviewWindow", "In hindsight, with every card known")


def hindsight_text(sight: Hindsight, game: Game | str) -> str:
    """The best the seat or side could be sure of from the hindsight's trick, and what it
    took; of the tricks played only, where Hokm stopped at seven, said first. No sure trick
    is said in words ("no trick of the last 5 was sure"), not as "sure of 0". In Hand, where
    the aim is the call, not the most tricks, whether the call could have been made for sure:
    "you could have been sure of 3 of the last 5 tricks" read as advice to take 3 where 2
    were called (a player's review)."""
    none_sure = sight.best_tricks == 0
    if sight.call_possible is not None and sight.call_made:
        # the call made said first: "your call could not have been made for sure" read as a
        # reproach after a call made (two players' reviews)
        text = (translate("ReviewWindow",
                          "You made your call. From trick {trick}, it could have been made for "
                          "sure, whatever the others played; you took {taken} of the last "
                          "{left} tricks.") if sight.call_possible else
                translate("ReviewWindow",
                          "You made your call. From trick {trick} it was not sure: with every "
                          "card known, the others could have made you miss it; you took "
                          "{taken} of the last {left} tricks."))
        return text.format(trick=sight.from_trick, left=sight.tricks_left, taken=sight.taken)
    if sight.call_possible is not None:
        text = (translate("ReviewWindow",
                          "From trick {trick}, your call could have been made for sure, "
                          "whatever the others played; you took {taken} of the last {left} "
                          "tricks.") if sight.call_possible else
                translate("ReviewWindow",
                          "From trick {trick}, your call could not have been made for sure; "
                          "you took {taken} of the last {left} tricks."))
        return text.format(trick=sight.from_trick, left=sight.tricks_left, taken=sight.taken)
    if not game_info(game).partnerships:
        if none_sure:
            text = translate("ReviewWindow",
                             "From trick {trick}, no trick of the last {left} was sure for "
                             "you, whatever the others played; you took {taken}.")
        else:  # a plural message: French says "1 pli assuré", "3 plis assurés"
            text = _counts().sure_alone(sight.best_tricks)
        return text.format(trick=sight.from_trick, left=sight.tricks_left, taken=sight.taken)
    if sight.ended_early and sight.tricks_played is not None:
        # the last tricks the hands held were never played; the best is what the side could
        # be sure of before either side had seven (the solver stops there too)
        if none_sure:
            text = translate(
                "ReviewWindow",
                "The deal ended after trick {last}, when a side had seven tricks. From "
                "trick {trick} on, your side could not have been sure of a single trick, "
                "whatever the others played; it took {taken}.")
        else:
            text = _counts().sure_before_seven(sight.best_tricks)
        return text.format(trick=sight.from_trick, taken=sight.taken,
                           last=sight.from_trick + sight.tricks_played - 1)
    if none_sure:
        text = translate("ReviewWindow",
                         "From trick {trick}, no trick of the last {left} was sure for your "
                         "side, whatever the others played; it took {taken}.")
    else:
        text = _counts().sure_side(sight.best_tricks)
    return text.format(trick=sight.from_trick, left=sight.tricks_left, taken=sight.taken)


def summary(review: DealReview) -> str:
    """What the deal's decisions come to, without a total: each cost is an expected loss
    estimated at its moment, and their sum is no score the deal could have had."""
    if not review.decisions:
        return translate("ReviewWindow", "You had no real choice in this deal.")
    if review.all_advised:
        return translate("ReviewWindow", "Every decision was the analysis's choice.")
    costly = sum(1 for d in review.decisions if d.cost > 0)
    if costly == 0:
        return translate("ReviewWindow",
                         "The analysis estimates that none of your decisions cost anything.")
    return _counts().costly(costly)


def _named(action: Action) -> Action:
    """A trump without its target (the search weighs each suit with the lowest one)."""
    if isinstance(action, NameTrump) and action.target is not None:
        return replace(action, target=None)
    return action


__all__ = ["MARK", "claimed_text", "comparison", "conceded_text", "cost_sentence", "cost_words",
           "decision_line", "hindsight_heading", "hindsight_text", "legend", "listed",
           "no_choice", "nothing_given_up", "summary", "where_text"]
