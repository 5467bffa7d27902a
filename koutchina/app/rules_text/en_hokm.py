"""The Hokm page in English, written for the match's house rules."""

from __future__ import annotations

from typing import Any

from ...engine import Outcome
from . import examples as ex
from .common import GameText, HouseRule, html_table
from .en_shared import SIDES_RESULT, partnership_timeout, timer


def hokm_intro(rules: Any) -> str:
    if rules.double_sar and rules.play_all_13:
        deal = ("once all 13 tricks are played, the side with more counted tricks (see Double "
                "Sar) wins the deal")
    else:
        seven = "7 counted tricks (see Double Sar)" if rules.double_sar else "7 tricks"
        deal = f"the first side to {seven} wins the deal"
    return f"""
<p>The Persian partnership game: four players in two sides, partners facing each other,
52 cards, Ace high. The <b>Hakem</b> names trump after seeing five cards; {deal}, and the
first side to {rules.target} points wins
{"a set; two sets win the match" if rules.sets == 3 else "the match"}.</p>
"""


def _hokm_play_step(rules: Any) -> str:
    if rules.compulsory_trump:
        choice = (
            "otherwise you must play a trump if you hold one (a house rule of this match); "
            "only without a trump may you discard."
        )
    else:
        choice = "otherwise play any card, trump or not: trumping is a choice, not a duty."
    return (
        "<li><b>Play.</b> The Hakem leads the first trick, and play goes clockwise (to the "
        "left). Follow suit if you can; "
        f"{choice} The highest trump wins, or else the highest card of the suit led. The "
        "winner leads the next trick.</li>"
    )


def _hokm_end_step(rules: Any) -> str:
    if rules.play_all_13 and rules.double_sar:
        return (
            "<li><b>All 13 tricks</b> are played in this match, even after a side has 7 "
            "counted tricks: the side with more counted tricks at the end wins the deal.</li>"
        )
    if rules.play_all_13:
        return (
            "<li><b>All 13 tricks</b> are played in this match, even after a side has 7.</li>"
        )
    counted = " counted" if rules.double_sar else ""
    return (
        f"<li><b>Early end.</b> The deal stops as soon as one side has 7{counted} tricks: the "
        "rest cannot change the result.</li>"
    )


def _hokm_deal(rules: Any) -> str:
    packets = (
        "packets of four, twice round the table"
        if rules.deal_pattern == "5-4-4"
        else "packets of three, three and two"
    )
    parts = [
        "<ol>",
        "<li><b>The first Hakem.</b> Cards are dealt face up one at a time, starting with you "
        "and going round in the order of play; whoever receives the first Ace is Hakem. The "
        "dealer is the player before the Hakem.</li>",
        "<li><b>Trump.</b> The Hakem is dealt five cards, looks at them and names trump (the "
        "<i>hokm</i>). It cannot be changed.</li>",
        "<li><b>The rest of the deal.</b> Each of the other players is dealt five cards; then "
        f"everyone, starting with the Hakem, receives {packets}, up to 13 cards each.</li>",
        _hokm_play_step(rules),
        _hokm_end_step(rules),
        "<li><b>The next Hakem.</b> If the Hakem's side won, the Hakem stays. Otherwise the "
        "role passes to the next player in the order of play, an opponent.</li>",
        "</ol>",
        """<p><b>Example.</b> Trump is [C]. West leads K[H], your partner plays A[H], East has no
heart and plays 3[C], and you follow with 5[H]: East takes the trick, because the smallest trump
beats any card of another suit.</p>""",
    ]
    if rules.satat:
        parts.append(_satat())
    return "\n".join(parts)


def _satat() -> str:
    return """
<p><b>Satat.</b> The 2[H] is the highest trump, whatever suit is trump. It belongs to the
trump suit, not to hearts: it cannot follow a heart lead, and it must follow a trump lead.
With 2[H], 5[H] and K[C] in hand and trump [S], you may only play 5[H] on a heart lead; on a
spade lead, a player whose only trump is the 2[H] must play it. When hearts are trump, it is
simply the best heart.</p>
"""


def _points(n: int) -> str:
    return f"{n} point" if n == 1 else f"{n} points"


_HOKM_NOTES = {
    Outcome.WON: "; the Hakem stays",
    Outcome.KOT: ": a Kot",
    Outcome.HAKEM_FAILED: "; the Hakem role passes to them",
    Outcome.KOT_AGAINST_HAKEM: ": a Kot against the Hakem",
    Outcome.SWEEP: ": all 13 tricks",
}


def _tricks(e: ex.DealExample, side: int) -> str:
    """A side's tricks in a row of the table; with every trick played, a Kot's first seven."""
    first = e.first_seven[side] and e.taken[side] < len(e.winners)
    return f"{e.taken[side]} tricks" + (", the first 7 in a row" if first else "")


def _hokm_table(rules: Any) -> str:
    """The worked examples, scored under the match's rules (every trick in them counts under
    Double Sar: each is won in a run of two or more)."""
    rows = [
        (
            _tricks(e, 0),
            _tricks(e, 1),
            f"{'Your side scores' if e.scores[0] else 'The opponents score'} "
            f"{_points(max(e.scores))}{_HOKM_NOTES[e.outcome or Outcome.WON]}",
        )
        for e in ex.hokm_deals(rules)
    ]
    runs = (
        "; each trick in them is won in a run of two or more, so every one counts under "
        "Double Sar" if rules.double_sar else ""
    )
    return (
        f"<p><b>Worked examples</b>, scored under the rules above (the Hakem is on your side"
        f"{runs}).</p>\n" + html_table(SIDES_RESULT, rows)
    )


def _double_sar(rules: Any) -> str:
    e = ex.HOKM_DOUBLE_SAR
    order = ", ".join("your side" if w == "N" else "the opponents" for w in e.winners[:4])
    more = ("one", "two", "three", "four", "five", "six")[len(e.winners) - 5]
    end = (": whatever the tricks still to play give, it is a Kot" if rules.play_all_13
           else " and the deal stops: a Kot")
    return f"""
<p><b>Double Sar.</b> A trick counts only once its side has won two tricks in a row: those two
count together, and every further trick of the same run counts at once. A single
trick followed by a trick of the other side goes to nobody, and so does a single trick that
ends the deal. {_double_sar_winner(rules)} A Kot is 7 counted tricks before the other side has
any.
<b>Example:</b> the tricks go to {order}, then your side takes {more} more. The opponents'
single trick goes to nobody; your side counts 7 to 0{end},
{_points(e.scores[0])}.</p>
"""


def _double_sar_winner(rules: Any) -> str:
    if rules.play_all_13:
        return (
            "Only counted tricks matter: all 13 tricks are played, and the side with more "
            "counted tricks at the end wins the deal (7 counted tricks are therefore always "
            "enough); equal counts go against the Hakem's side."
        )
    return (
        "Only counted tricks matter: a side with 7 counted tricks wins the deal; if the cards "
        "run out first, the side with more counted tricks wins, and equal counts go against "
        "the Hakem's side."
    )


def _hokm_scoring(rules: Any) -> str:
    if rules.double_sar:
        lines = [
            "<li>First to 7 counted tricks: <b>1 point</b>; if the cards run out before a "
            "side has 7, the side with more counted tricks: <b>1 point</b>.</li>"
        ]
    else:
        lines = ["<li>First to 7 tricks: <b>1 point</b>.</li>"]
    if rules.play_all_13:
        lines = [
            "<li>More counted tricks than the other side: <b>1 point</b>.</li>"
            if rules.double_sar else "<li>7 tricks or more: <b>1 point</b>.</li>",
            f"<li>All 13 tricks: <b>{_points(ex.HOKM_ALL_13.scores[0])}</b>.</li>",
        ]
    kot = (
        "<li><b>Kot</b>: 7 counted tricks before the other side has any: " if rules.double_sar
        else "<li><b>Kot</b>: 7 tricks before the other side has taken any: "
    ) + "<b>2 points</b>"
    if rules.kot_against_hakem_3:
        against = _points(ex.HOKM_KOT_AGAINST_3.scores[1])
        kot += f"; a Kot against the Hakem's side: <b>{against}</b>"
    kot += "."
    if rules.play_all_13:
        kot += " It is still a Kot if the other side takes tricks after the seventh."
    lines.append(kot + "</li>")
    parts = ["<ul>", *lines, "</ul>", _hokm_table(rules)]
    if rules.double_sar:
        parts.append(_double_sar(rules))
    if rules.sets == 3:
        parts.append(
            f"<p>The match is the best of three sets. A set goes to the first side to "
            f"{_points(rules.target)}; both totals then go back to 0 for the next set, and the "
            "first side to win two sets wins the match.</p>"
        )
    else:
        parts.append(f"<p>The first side to {_points(rules.target)} wins the match.</p>")
    return "\n".join(parts)


def hokm_sections(rules: Any) -> tuple[tuple[str, str], ...]:
    return (
        ("How a deal goes", _hokm_deal(rules)),
        ("Scoring", _hokm_scoring(rules)),
    )


def hokm_tips(rules: Any) -> tuple[str, ...]:
    return (
        "As Hakem, name your longest suit as trump, especially with the Ace or King in it. High "
        "cards in a short suit make a poor trump: opponents holding more trumps than you will "
        "still have some when yours are gone.",
        "When your side is long in trumps, lead them once or twice early: it disarms the "
        "opponents and clears the way for your winners in the other suits.",
        "When you cannot follow, a low discard tells your partner where you are weak: they will "
        "avoid leading it.",
        "Count trumps as they fall. When most of them are gone, cash your masters in the side "
        "suits.",
        "Defending, lead the suits where the Hakem is short, to make them spend trumps instead "
        "of running their own long suit.",
    )


def _double_sar_end(rules: Any) -> str:
    """The Double Sar line's end: how a deal is won with every trick played, or stopped at 7."""
    if rules.play_all_13:
        return (
            "All 13 tricks are played, and the side with more counted tricks wins the deal; "
            "equal counts go against the Hakem's side."
        )
    return (
        "A side needs 7 counted tricks; if the cards run out, more counted tricks wins, and "
        "equal counts go against the Hakem's side."
    )


def hokm_house_rules(rules: Any) -> list[HouseRule]:
    return [
        HouseRule(
            f"First side to {rules.target} points wins"
            + (" a set, and the match is the best of three sets." if rules.sets == 3
               else " the match."),
            rules.target != 7 or rules.sets != 1,
        ),
        HouseRule(
            "All 13 tricks are played; taking all 13 is worth 3 points."
            if rules.play_all_13
            else f"The deal stops as soon as a side has 7{' counted' * rules.double_sar} tricks.",
            rules.play_all_13,
        ),
        HouseRule(
            "A Kot against the Hakem's side is worth 3 points."
            if rules.kot_against_hakem_3
            else "A Kot (7 counted tricks before the other side has one counted) is worth "
                 "2 points, whichever side takes it." if rules.double_sar
            else "A Kot (7 tricks before the other side takes one) is worth 2 points, whichever "
                 "side takes it.",
            rules.kot_against_hakem_3,
        ),
        HouseRule(
            "Compulsory trump: a player who cannot follow suit must play a trump if they have "
            "one." if rules.compulsory_trump else "Trumping is never compulsory.",
            rules.compulsory_trump,
        ),
        HouseRule(
            "Satat: the 2 of [H] is the highest trump, whatever suit is trump."
            if rules.satat
            else "The 2 of [H] is an ordinary card.",
            rules.satat,
        ),
        HouseRule(
            "Double Sar: a trick counts only once its side has won two in a row; a trick "
            f"left alone goes to nobody. {_double_sar_end(rules)}"
            if rules.double_sar
            else "Every trick counts as soon as it is won.",
            rules.double_sar,
        ),
        HouseRule(
            f"Cards are dealt {rules.deal_pattern} (this changes only how the deal looks).",
            rules.deal_pattern != "5-4-4",
        ),
        timer(rules, partnership_timeout(rules)),
    ]


PAGE = GameText(
    title="Hokm",
    name="Hokm",
    intro=hokm_intro,
    sections=hokm_sections,
    tips=hokm_tips,
    house_rules=hokm_house_rules,
)
