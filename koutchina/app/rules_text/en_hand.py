"""The Hand (Hareega) page in English, written for the match's house rules."""

from __future__ import annotations

from typing import Any

from . import examples as ex
from .common import GameText, HouseRule, html_table, signed
from .en_shared import timer


def hand_intro(rules: Any) -> str:
    return """
<p>Four players, each on their own. 32 cards (7 up to Ace), no trump, eight tricks a round.
Before the first card everyone secretly says how many tricks they will take, and only an
<b>exact</b> call scores: one trick too many costs as much as one too few.</p>
"""


HAND_DEAL = """
<p>Cards rank A, K, Q, J, 10, 9, 8, 7 in every suit. No suit is ever trump.</p>
<ol>
<li><b>Deal.</b> The whole pack is dealt, one card at a time, starting with the player after
the dealer: eight cards each. The next round is dealt by the next player. In Koutchina the
turn goes counter-clockwise round the table.</li>
<li><b>Call.</b> Each player picks a number from 0 to 8: the tricks they mean to take. Calls
are made at the same time and in secret; the table only shows who has locked in. When all
four are in, they are shown together and stay on display, each seat with its tricks taken
next to its call. A call never changes during the round. The calls may add up to anything:
more than 8 means a fight for tricks, less than 8 means someone will get tricks they did
not want.</li>
<li><b>Play.</b> The player after the dealer leads the first trick. You must follow the suit
led when you can; if you cannot, play any card, but it cannot win. The highest card of the
suit led takes the trick and its winner leads the next one.</li>
<li><b>All eight tricks are played,</b> even when someone has already reached their call.</li>
</ol>
<p><b>Example.</b> You are second to play and the lead is 9[H]. Holding K[H], 7[H] and 8[S],
you must play a heart: K[H] takes the trick unless one of the two players after you plays
A[H]; 7[H] lets it go. Had you no heart, 8[S] would be a safe discard: it cannot win.</p>
"""

_HAND_WHY = (
    "exact: 4 × 10",
    "zero call made",
    "three over",
    "two short",
    "a zero call that took two tricks",
    "the best a round can give",
)


def _hand_scoring() -> str:
    rows = [
        (e.call, e.taken, signed(e.score), why)
        for e, why in zip(ex.HAND_CALLS, _HAND_WHY, strict=True)
    ]
    table = html_table(("Call", "Tricks taken", "Score", "Why"), rows)
    r = ex.HAND_ROUND
    return f"""
<ul>
<li>Exact call of 1 to 8: <b>10 points per trick</b> (call 3, take 3: +30).</li>
<li>Call of 0 and not a single trick: <b>+25</b>.</li>
<li>Any miss: <b>−10 per trick of difference</b>, too many or too few. A zero call that takes
tricks is a miss like any other.</li>
</ul>
<p><b>Worked examples.</b></p>
{table}
<p>A whole round: the calls are {", ".join(map(str, r.calls[:3]))} and {r.calls[3]}
({sum(r.calls)} in all, so one trick is left over). The tricks fall
{", ".join(map(str, r.taken[:3]))} and {r.taken[3]}: the first player scores
{signed(r.scores[0])}, the zero caller {signed(r.scores[1])}, the last two
{signed(r.scores[2])} each. Totals may go below zero.</p>
"""


def _hand_match(rules: Any) -> str:
    if rules.sudden_death_rounds:
        ties = (
            "If several players share the lead, the whole table plays extra rounds (sudden "
            "death), dealer still moving on, until one player leads alone, at most "
            f"{rules.sudden_death_rounds} of them; if the lead is still shared after that, those "
            "players share first place. The extra rounds are ordinary rounds: they score as "
            "usual and add to everyone's total, so a player who was not among the leaders can "
            "still overtake them. A tie lower down never adds a round."
        )
    else:
        ties = "If several players share the highest total, they share first place."
    return f"""
<p>After {rules.rounds} round{"s" if rules.rounds != 1 else ""} the highest total wins and
everyone is ranked by total. {ties}</p>
"""


HAND_TIPS = (
    "Count your likely tricks first: Aces, then guarded Kings (a King with at least one small "
    "card of its suit). Then count the tricks you will be unable to avoid, such as a long suit "
    "of high cards late in the round.",
    "Look at the sum of the calls as soon as they are shown. Above 8, everyone will fight: "
    "protect the tricks you need. Below 8, spare tricks are looking for a home: get rid of your "
    "high cards early.",
    "Once you have your number, duck: follow with your lowest card and throw away high cards "
    "whenever you cannot follow.",
    "A zero call is worth 25, more than an exact 2. It suits a hand of low cards spread over "
    "the suits, without a long suit that could win at the end.",
    "Watch the other players' counts: a player who has reached their call will try to slip "
    "tricks to you.",
)


def hand_sections(rules: Any) -> tuple[tuple[str, str], ...]:
    return (
        ("How a round goes", HAND_DEAL),
        ("Scoring", _hand_scoring()),
        ("The match", _hand_match(rules)),
    )


def hand_house_rules(rules: Any) -> list[HouseRule]:
    return [
        HouseRule(f"Rounds in the match: {rules.rounds}.", rules.rounds != 5),
        HouseRule(
            f"Sudden-death rounds when first place is tied: at most {rules.sudden_death_rounds}."
            if rules.sudden_death_rounds
            else "No sudden-death round: tied leaders share first place.",
            rules.sudden_death_rounds != 3,
        ),
        timer(rules, "a call of 0 if you have not called, otherwise your lowest legal card."),
    ]


PAGE = GameText(
    title="Hand (Hareega)",
    name="Hand",
    intro=hand_intro,
    sections=hand_sections,
    tips=lambda rules: HAND_TIPS,
    house_rules=hand_house_rules,
)
