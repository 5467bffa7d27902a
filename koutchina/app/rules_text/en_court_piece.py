"""The Court Piece page in English, written for the match's house rules."""

from __future__ import annotations

from typing import Any

from ...engine import Outcome
from . import examples as ex
from .common import GameText, HouseRule, html_table
from .en_shared import SIDES_RESULT, partnership_timeout, timer


def court_piece_intro(rules: Any) -> str:
    if rules.bidding:
        goal = (
            "With the trump, the Hakem names a target of 9, 10 or 11 tricks: if the Hakem's "
            "side makes it, it wins 2 <b>courts</b>"
            + (" (3 with all 13 tricks)" if rules.sweep_courts == 3 else "")
            + "; if not, the other side wins 2."
        )
    else:
        goal = (
            "A side that takes at least 7 of the 13 tricks wins the deal and at least one "
            "<b>court</b>."
        )
    return f"""
<p>Four players in two sides; partners sit facing each other. 52 cards, Ace high. One player,
the <b>Hakem</b>, chooses trump after seeing only part of their hand. {goal} The first side to
{rules.target} courts wins the match.</p>
"""


def _court_piece_trump_step(rules: Any) -> str:
    target = " and a target of 9, 10 or 11 tricks" if rules.bidding else ""
    step = (
        f"<li><b>Trump.</b> The Hakem receives the first {rules.hakem_sees} cards alone, looks "
        f"at them and names the trump suit{target}. That choice is final."
    )
    if rules.hidden_trump:
        step += (
            " In this match the trump is <b>hidden</b>: only the Hakem knows it (see below)."
        )
    return step + "</li>"


def _court_piece_hidden_trump() -> str:
    return """
<p><b>Hidden trump.</b> The Hakem names the trump face down. Until it is shown, no card is a
trump: a card of that suit played on another suit is only a discard and cannot win. A player
who cannot follow the suit led, the Hakem included, may ask to see it with the <i>Show
trump</i> button before playing. The trump is then shown to everyone and counts from that trick
on, including the cards already played to it: a trump discarded earlier in the trick can
now win it.</p>
<p><b>Example.</b> The hidden trump is [H]. You lead K[C]; West has no club and plays 3[H];
your partner follows with 5[C]; East has no club either, asks to see the trump and plays 2[S].
Hearts are now trump, in this trick too: West's 3[H] takes it. Had nobody asked, your K[C]
would have won.</p>
"""


def _badam_satti(rules: Any) -> str:
    n = rules.badam_satti_every
    return f"""
<p><b>Badam Satti.</b> One deal in {n} is played without trump (deals {n}, {2 * n}, {3 * n} and
so on): the cards are dealt without a pause, the Hakem names neither trump nor
target, and the highest card of the suit led wins every trick. The Hakem still leads the first
trick, and the Hakem's side still needs 7 tricks.</p>
"""


def _next_hakem(rules: Any) -> str:
    moves = {
        "counter_clockwise": "the role moves to the player on the Hakem's right, that is the "
        "player before the Hakem in the order of play.",
        "clockwise": "the role moves to the player on the Hakem's left, that is the next "
        "player in the order of play.",
        "winner_keeps": "if the Hakem's side won the deal, the Hakem's partner takes the role; "
        "otherwise it goes to the player on the Hakem's right, on the side that won.",
    }
    text = f"<li><b>The next Hakem.</b> After each deal, {moves[rules.hakem_rotation]}"
    if rules.double_hakem:
        text = (
            "<li><b>The next Hakem.</b> Double Hakem: a Hakem whose side wins the deal plays a "
            "second deal as Hakem. After that second deal, or straight after a first deal the "
            f"side lost, {moves[rules.hakem_rotation]}"
        )
    return text + "</li>"


def _court_piece_deal(rules: Any) -> str:
    winner = (
        "The highest trump wins the trick; if no trump was played, the highest card of the "
        "suit led."
    )
    parts = [
        "<ol>",
        "<li><b>The first Hakem.</b> Everyone draws a card from a shuffled pack; the player who "
        "draws the highest card becomes Hakem (suits do not count: players tied for the highest "
        "draw again). The dealer is the player after the Hakem.</li>",
        _court_piece_trump_step(rules),
        "<li><b>The rest of the deal.</b> The remaining cards are dealt in packets of up to "
        "four, starting with the player after the dealer, until every player holds 13.</li>",
        "<li><b>Play.</b> The Hakem leads the first trick, and play goes clockwise (to the "
        "left). Follow suit whenever you can; that "
        "rule is strict. If you cannot, play anything: a trump, or a discard (you are never "
        f"forced to trump). {winner} The winner leads next. All 13 tricks are played; partners "
        "pool their tricks.</li>",
        _next_hakem(rules),
        "</ol>",
        """<p><b>Example.</b> Trump is [S]. West leads A[D]; your partner has no diamond and
plays 2[S], which beats the Ace. East, also out of diamonds, overtrumps with 5[S]. You play
last and still hold a diamond, so you must follow with 4[D]: East takes the trick. Without a
diamond, you could have taken it with any spade above the 5.</p>""",
    ]
    if rules.hidden_trump:
        parts.append(_court_piece_hidden_trump())
    if rules.badam_satti_every:
        parts.append(_badam_satti(rules))
    return "\n".join(parts)


def _courts(n: int) -> str:
    return f"{n} court" if n == 1 else f"{n} courts"


def _side_scores(e: ex.DealExample) -> str:
    ours, theirs = e.scores
    return (f"Your side wins {_courts(ours)}" if ours
            else f"The opponents win {_courts(theirs)}")


def _note(e: ex.DealExample, rules: Any) -> str:
    """What a row of the table adds to its courts: how the deal ended, under the match's
    rules."""
    if e.outcome == Outcome.SWEEP:
        return " (a sweep)"
    if e.outcome == Outcome.HAKEM_FAILED:
        return " (the Hakem failed, conceding double)" if rules.failed_hakem_double else (
            " (the Hakem failed)")
    if e.outcome == Outcome.KOT:
        return " (a Kot)"
    return " (an ordinary court: the Kot house rule is not in use)" if e.first_seven[0] else ""


def _court_piece_table(rules: Any) -> str:
    """The worked examples, scored under the match's rules; under bidding, only the Badam
    Satti deals have no target (the bidding paragraph shows the others)."""
    deals = ex.court_piece_deals(rules)
    if not deals:
        return ""
    rows = [
        (f"{e.taken[0]} tricks" + (", the first 7 in a row" if 7 <= e.taken[0] < 13
                                    and e.first_seven[0] else ""),
         f"{e.taken[1]} tricks", _side_scores(e) + _note(e, rules))
        for e in deals
    ]
    which = " of Badam Satti deals, the only ones without a target," if rules.bidding else ","
    streak = "; courts before any streak bonus" if rules.streak_bonus else ""
    return (
        f"<p><b>Worked examples</b>{which} scored under the rules above (the Hakem is on your "
        f"side{streak}).</p>\n" + html_table(SIDES_RESULT, rows)
    )


def _court_piece_bidding(rules: Any) -> str:
    made, missed, swept = ex.COURT_PIECE_BIDS
    sweep = (
        f", or {_courts(swept.scores[0])} with all 13 tricks" if rules.sweep_courts == 3 else ""
    )
    text = (
        "<p><b>Bidding.</b> With the trump, the Hakem names a target of 9, 10 or 11 tricks. If "
        f"the Hakem's side takes at least that many, it wins {_courts(made.scores[0])}{sweep}. "
        f"If it takes fewer, the other side wins {_courts(missed.scores[1])}, whatever that "
        "side's own count"
    )
    text += (", and no more: a missed target is not doubled." if rules.failed_hakem_double
             else ".")
    if rules.kot:
        text += " There is no Kot in a deal with a target."
    text += (
        f" Examples, the Hakem on your side: target {made.target}, {made.taken[0]} tricks: "
        f"your side wins {_courts(made.scores[0])}; target {missed.target}, "
        f"{missed.taken[0]} tricks: the opponents win {_courts(missed.scores[1])}"
    )
    if rules.sweep_courts == 3:
        text += (
            f"; target {swept.target}, all 13 tricks: your side wins "
            f"{_courts(swept.scores[0])}"
        )
    return text + ".</p>"


def _court_piece_usual_scoring(rules: Any) -> list[str]:
    lines = [
        "<li>7 to 12 tricks: <b>1 court</b> for that side.</li>",
        f"<li>All 13 tricks (a sweep): <b>{_courts(rules.sweep_courts)}</b>.</li>",
    ]
    if rules.kot:
        lines.append(
            "<li>Kot: the Hakem's side taking the first 7 tricks in a row: <b>2 courts</b> "
            "(all 13 tricks still score as a sweep).</li>"
        )
    failed = (
        "<li>If the Hakem's side takes fewer than 7 tricks, the other side wins the court (the "
        "sweep's courts if it takes all 13)"
    )
    if rules.failed_hakem_double:
        e = ex.COURT_PIECE_FAILED_DOUBLE
        failed += (
            f"; a failed Hakem concedes double: twice as many courts (6 tricks against 7: "
            f"the other side wins {_courts(e.scores[1])})"
        )
    lines.append(failed + ".</li>")
    return lines


def _court_piece_scoring(rules: Any) -> str:
    lines: list[str] = []
    if rules.bidding:
        lines.append("<li>Every deal with a trump has a target: see <i>Bidding</i> below.</li>")
        if rules.badam_satti_every:
            usual = "".join(_court_piece_usual_scoring(rules))
            lines.append(
                f"<li>Badam Satti deals have no target and score as usual:<ul>{usual}</ul></li>"
            )
    else:
        lines.extend(_court_piece_usual_scoring(rules))
    if rules.streak_bonus:
        lines.append(
            "<li>Streak bonus: a side that wins its third deal in a row, and every further deal "
            "of the same run, scores one extra court. It is the deals won that count, whatever "
            "courts each one gave.</li>"
        )
    parts = ["<ul>", *lines, "</ul>", _court_piece_table(rules)]
    if rules.bidding:
        parts.append(_court_piece_bidding(rules))
    parts.append(f"<p>The match ends as soon as a side reaches {_courts(rules.target)}.</p>")
    return "\n".join(parts)


def court_piece_sections(rules: Any) -> tuple[tuple[str, str], ...]:
    return (
        ("How a deal goes", _court_piece_deal(rules)),
        ("Scoring", _court_piece_scoring(rules)),
    )


def court_piece_tips(rules: Any) -> tuple[str, ...]:
    enough = (
        ("Your target is all you need: once your side has it, there is nothing more to gain "
         "but a sweep." if rules.sweep_courts == 3 else
         "Your target is all you need: once your side has it, there is nothing more to gain.")
        if rules.bidding else
        "Seven tricks win the court: once your side has them, there is nothing more to gain "
        "but a sweep."
    )
    return (
        "As Hakem, name your longest suit, best if it holds the Ace or King. A short trump suit "
        "is a poor choice even with high cards: opponents holding more trumps than you will "
        "still have some when yours are gone.",
        "With plenty of trumps, lead them early: every round of trumps strips the opponents and "
        "makes your high cards in the other suits safe.",
        "Count the trumps: there are 13. Once they are all out, every master card in a plain "
        "suit is a sure trick.",
        "Partner of the Hakem: keep a high trump for later in the deal, when the opponents try "
        "to win their long suit.",
        enough,
    )


_ROTATION = {
    "counter_clockwise": "the Hakem role moves to the player on the Hakem's right",
    "clockwise": "the Hakem role moves to the player on the Hakem's left",
    "winner_keeps": "the Hakem role goes to the side that won the deal: to the Hakem's "
    "partner if it is the Hakem's side, otherwise to the player on the Hakem's right",
}


def _rotation_line(rules: Any) -> HouseRule:
    rotation = _ROTATION[rules.hakem_rotation]
    if rules.double_hakem:
        text = (
            "Double Hakem: a Hakem whose side wins the deal stays for a second deal; after it, "
            f"or after a lost first deal, {rotation}."
        )
    else:
        text = f"After each deal, {rotation}."
    return HouseRule(text, rules.hakem_rotation != "counter_clockwise" or rules.double_hakem)


_NO_TARGET = "in a deal without trump, which has no target"
_NO_TARGET_FIRST = "In a deal without trump, which has no target"  # opening a sentence


def _kot_line(rules: Any) -> HouseRule:
    """With bidding a deal's target alone decides its courts: a Kot counts only in a deal
    without trump (Badam Satti), the one kind without a target."""
    if not rules.bidding:
        text = ("Kot: the Hakem's side taking the first 7 tricks in a row scores 2 courts."
                if rules.kot else
                "No Kot: taking the first 7 tricks in a row is an ordinary court.")
    elif rules.badam_satti_every:
        text = (f"Kot: {_NO_TARGET}, the Hakem's side taking the first 7 tricks in a row "
                "scores 2 courts." if rules.kot else
                f"No Kot: {_NO_TARGET}, the first 7 tricks in a row are an ordinary court.")
    else:
        text = ("Kot: not scored with bidding, where the target decides the courts."
                if rules.kot else "No Kot: with bidding, the target decides the courts.")
    return HouseRule(text, rules.kot)


def _failed_hakem_line(rules: Any) -> HouseRule:
    """As ``_kot_line``: with bidding a missed target gives 2 courts, never doubled."""
    if not rules.bidding:
        text = ("A failed Hakem concedes double: the other side scores twice the courts."
                if rules.failed_hakem_double else "A failed Hakem concedes the usual court.")
    elif rules.badam_satti_every:
        text = (f"{_NO_TARGET_FIRST}, a failed Hakem concedes double."
                if rules.failed_hakem_double else
                f"{_NO_TARGET_FIRST}, a failed Hakem concedes the usual court.")
    else:
        text = ("Failed Hakem double: not with bidding, where a missed target gives the other "
                "side 2 courts." if rules.failed_hakem_double else
                "With bidding, a missed target gives the other side 2 courts.")
    return HouseRule(text, rules.failed_hakem_double)


def court_piece_house_rules(rules: Any) -> list[HouseRule]:
    return [
        HouseRule(f"First side to {rules.target} courts wins the match.", rules.target != 7),
        HouseRule(
            f"The Hakem sees {rules.hakem_sees} cards before naming trump.",
            rules.hakem_sees != 5,
        ),
        _rotation_line(rules),
        HouseRule(
            f"A sweep (one side takes all 13 tricks) is worth {rules.sweep_courts} courts.",
            rules.sweep_courts != 2,
        ),
        _kot_line(rules),
        _failed_hakem_line(rules),
        HouseRule(
            "Streak bonus: a side winning its third deal in a row, and every further one, "
            "scores one more court." if rules.streak_bonus else "No bonus for deals won in a row.",
            rules.streak_bonus,
        ),
        HouseRule(
            "Hidden trump: the Hakem's trump stays secret until a player who cannot follow "
            "suit asks to see it; it is then shown to everyone."
            if rules.hidden_trump
            else "The trump is announced to everyone as soon as it is named.",
            rules.hidden_trump,
        ),
        HouseRule(
            f"Badam Satti: one deal in {rules.badam_satti_every} is played without trump."
            if rules.badam_satti_every
            else "Every deal has a trump.",
            rules.badam_satti_every != 0,
        ),
        HouseRule(
            "Bidding: with the trump, the Hakem names a target of 9, 10 or 11 tricks. Made, "
            f"2 courts{' (3 with all 13 tricks)' * (rules.sweep_courts == 3)}; missed, the other "
            "side scores 2 courts."
            if rules.bidding
            else "No bidding: the Hakem's side needs 7 tricks.",
            rules.bidding,
        ),
        timer(rules, partnership_timeout(rules)),
    ]


PAGE = GameText(
    title="Court Piece",
    name="Court Piece",
    intro=court_piece_intro,
    sections=court_piece_sections,
    tips=court_piece_tips,
    house_rules=court_piece_house_rules,
)
