"""The rules of the three games in English, written for Koutchina.

Each part is a function of the match's rules, so that every sentence is true for the house
rules in force; the figures of the worked examples come from ``examples.py``.
"""

from __future__ import annotations

from typing import Any

from . import examples as ex
from .common import GameText, HouseRule, Labels, LanguageTexts, html_table, signed


def _timer(rules: Any, on_timeout: str) -> HouseRule:
    if rules.turn_timer == 0:
        return HouseRule("Turn timer: off. Take as long as you like.", rules.turn_timer != 30)
    return HouseRule(
        f"Turn timer: {rules.turn_timer} seconds. When it runs out, the table acts for you: "
        f"{on_timeout}",
        rules.turn_timer != 30,
    )


def _partnership_timeout(rules: Any) -> str:
    naming = "names the suit you hold most among the cards you have seen"
    if getattr(rules, "bidding", False):
        naming += ", with a target of 9 tricks"
    return f"it plays your lowest legal card, and when you are the Hakem it {naming}."


# --- Hand ------------------------------------------------------------------------------------


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
        _timer(rules, "a call of 0 if you have not called, otherwise your lowest legal card."),
    ]


# --- Court Piece -------------------------------------------------------------------------------


def court_piece_intro(rules: Any) -> str:
    if rules.bidding:
        goal = (
            "With the trump, the Hakem names a target of 9, 10 or 11 tricks: if the Hakem's "
            "side makes it, it wins 2 <b>courts</b>; if not, the other side does."
        )
    else:
        goal = (
            "A side that takes at least 7 of the 13 tricks wins the deal and at least one "
            "<b>court</b>."
        )
    return f"""
<p>Four players in two sides; partners sit facing each other. 52 cards, Ace high. One player,
the <b>Hakem</b>, chooses trump after seeing only part of the hand. {goal} The first side to
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
<p><b>Example.</b> The hidden trump is [H]. South leads K[C]; West has no club and plays
3[H]; North follows with 5[C]; East has no club either, asks to see the trump and plays 2[S].
Hearts are now trump, in this trick too: West's 3[H] takes it. Had nobody asked, South's K[C]
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
        "<li><b>Play.</b> The Hakem leads the first trick. Follow suit whenever you can; that "
        "rule is strict. If you cannot, play anything: a trump, or a discard (you are never "
        f"forced to trump). {winner} The winner leads next. All 13 tricks are played; partners "
        "pool their tricks.</li>",
        _next_hakem(rules),
        "</ol>",
        """<p><b>Example.</b> Trump is [S]. West leads A[D]; North has no diamond and plays
2[S], which beats the Ace. East, also out of diamonds, overtrumps with 5[S]. South, last to
play, still holds a diamond and must follow with 4[D]: East takes the trick. Without a
diamond, South could have taken it with any spade above the 5.</p>""",
    ]
    if rules.hidden_trump:
        parts.append(_court_piece_hidden_trump())
    if rules.badam_satti_every:
        parts.append(_badam_satti(rules))
    return "\n".join(parts)


_SIDES_RESULT = ("North/South", "East/West", "Result")


def _courts(n: int) -> str:
    return f"{n} court" if n == 1 else f"{n} courts"


def _side_scores(e: ex.DealExample) -> str:
    north, east = e.scores
    return f"North/South win {_courts(north)}" if north else f"East/West win {_courts(east)}"


def _court_piece_table() -> str:
    notes = ("", " (a sweep)", " (the Hakem failed)", "", " (with the Kot house rule)")
    descriptions = ("", "", "", ", the first 7 in a row", ", the first 7 in a row")
    rows = [
        (f"{e.taken[0]} tricks{how}", f"{e.taken[1]} tricks", _side_scores(e) + note)
        for e, note, how in zip(ex.COURT_PIECE_DEALS, notes, descriptions, strict=True)
    ]
    return (
        "<p><b>Worked examples</b> (the Hakem sits on the North/South side; usual rules unless "
        "the row says otherwise).</p>\n" + html_table(_SIDES_RESULT, rows)
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
    text += ", even though a failed Hakem concedes double." if rules.failed_hakem_double else "."
    if rules.kot:
        text += " There is no Kot in a deal with a target."
    text += (
        f" Examples: target {made.target}, {made.taken[0]} tricks: North/South win "
        f"{_courts(made.scores[0])}; target {missed.target}, {missed.taken[0]} tricks: East/West "
        f"win {_courts(missed.scores[1])}"
    )
    if rules.sweep_courts == 3:
        text += (
            f"; target {swept.target}, all 13 tricks: North/South win {_courts(swept.scores[0])}"
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
            "(a sweep still scores the sweep).</li>"
        )
    failed = (
        "<li>If the Hakem's side takes fewer than 7 tricks, the other side wins the court (the "
        "sweep's courts if it takes all 13)"
    )
    if rules.failed_hakem_double:
        e = ex.COURT_PIECE_FAILED_DOUBLE
        failed += (
            f"; a failed Hakem concedes double: twice as many courts (6 tricks against 7: "
            f"East/West win {_courts(e.scores[1])})"
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
    parts = ["<ul>", *lines, "</ul>", _court_piece_table()]
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
        "Your target is all you need: once your side has it, there is nothing more to gain but "
        "a sweep." if rules.bidding else
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


def court_piece_house_rules(rules: Any) -> list[HouseRule]:
    return [
        HouseRule(f"First side to {rules.target} courts wins the match.", rules.target != 7),
        HouseRule(
            f"The Hakem sees {rules.hakem_sees} cards before naming trump.",
            rules.hakem_sees != 5,
        ),
        _rotation_line(rules),
        HouseRule(
            f"All 13 tricks are worth {rules.sweep_courts} courts.", rules.sweep_courts != 2
        ),
        HouseRule(
            "Kot: the Hakem's side taking the first 7 tricks in a row scores 2 courts."
            if rules.kot
            else "No Kot: taking the first 7 tricks in a row is an ordinary court.",
            rules.kot,
        ),
        HouseRule(
            "A failed Hakem concedes double: the other side scores twice the courts."
            if rules.failed_hakem_double
            else "A failed Hakem concedes the usual court.",
            rules.failed_hakem_double,
        ),
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
            "2 courts; missed, the other side scores 2 courts."
            if rules.bidding
            else "No bidding: the Hakem's side needs 7 tricks.",
            rules.bidding,
        ),
        _timer(rules, _partnership_timeout(rules)),
    ]


# --- Hokm ----------------------------------------------------------------------------------------


def hokm_intro(rules: Any) -> str:
    seven = "7 counted tricks (see Double Sar)" if rules.double_sar else "7 tricks"
    return f"""
<p>The Persian partnership game: four players in two sides, partners facing each other,
52 cards, Ace high. The <b>Hakem</b> names trump after seeing five cards; the first side to
{seven} wins the deal, and the first side to {rules.target} points wins
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
        "<li><b>Play.</b> The Hakem leads the first trick. Follow suit if you can; "
        f"{choice} The highest trump wins, or else the highest card of the suit led. The "
        "winner leads the next trick.</li>"
    )


def _hokm_end_step(rules: Any) -> str:
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
        """<p><b>Example.</b> Trump is [C]. West leads K[H], North plays A[H], East has no heart
and plays 3[C], and South follows with 5[H]: East takes the trick, because the smallest trump
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


def _hokm_table() -> str:
    notes = (
        "; the Hakem stays",
        ": a Kot",
        "; the Hakem role passes to them",
        ": a Kot against the Hakem",
    )
    rows = [
        (
            f"{e.taken[0]} tricks",
            f"{e.taken[1]} tricks",
            f"{'North/South' if e.scores[0] else 'East/West'} {_points(max(e.scores))}{note}",
        )
        for e, note in zip(ex.HOKM_DEALS, notes, strict=True)
    ]
    return (
        "<p><b>Worked examples</b> (the Hakem sits on the North/South side; usual rules).</p>\n"
        + html_table(_SIDES_RESULT, rows)
    )


def _double_sar() -> str:
    e = ex.HOKM_DOUBLE_SAR
    order = ", ".join("North/South" if w == "N" else "East/West" for w in e.winners[:4])
    return f"""
<p><b>Double Sar.</b> A trick counts only when its side also wins the next trick: two tricks
in a row count together, and every further trick of the same run counts at once. A single
trick followed by a trick of the other side goes to nobody, and so does a single trick that
ends the deal. Only counted tricks matter: a side with 7 counted tricks wins the deal; if the
cards run out first, the side with more counted tricks wins, and equal counts go against the
Hakem's side. A Kot is 7 counted tricks before the other side has any.
<b>Example:</b> the tricks go {order}, then North/South take five more. East/West's single
trick goes to nobody; North/South count 7 to 0: a Kot, {_points(e.scores[0])}.</p>
"""


def _hokm_scoring(rules: Any) -> str:
    lines = ["<li>First to 7 tricks: <b>1 point</b>.</li>"]
    if rules.play_all_13:
        lines = [
            "<li>7 tricks or more: <b>1 point</b>.</li>",
            f"<li>All 13 tricks: <b>{_points(ex.HOKM_ALL_13.scores[0])}</b>.</li>",
        ]
    kot = "<li><b>Kot</b>: 7 tricks before the other side has taken any: <b>2 points</b>"
    if rules.kot_against_hakem_3:
        against = _points(ex.HOKM_KOT_AGAINST_3.scores[1])
        kot += f"; a Kot against the Hakem's side: <b>{against}</b>"
    kot += "."
    if rules.play_all_13:
        kot += " It is still a Kot if the other side takes tricks after the seventh."
    lines.append(kot + "</li>")
    parts = ["<ul>", *lines, "</ul>", _hokm_table()]
    if rules.double_sar:
        parts.append(_double_sar())
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
        "As Hakem, call your longest suit, especially with the Ace or King in it. High cards "
        "in a short suit make a poor trump: opponents holding more trumps than you will still "
        "have some when yours are gone.",
        "When your side is long in trumps, lead them once or twice early: it disarms the "
        "opponents and clears the way for your winners in the other suits.",
        "When you cannot follow, a low discard tells your partner where you are weak: they will "
        "avoid leading it.",
        "Count trumps as they fall. When most of them are gone, cash your masters in the side "
        "suits.",
        "Defending, lead the suits where the Hakem is short, to make them spend trumps instead "
        "of running their own long suit.",
    )


def hokm_house_rules(rules: Any) -> list[HouseRule]:
    return [
        HouseRule(
            f"First side to {rules.target} points wins"
            + (" a set, and the match is the best of three sets." if rules.sets == 3 else "."),
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
            else "Every Kot is worth 2 points.",
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
            "Double Sar: a trick counts only when its side also wins the next one; a single "
            "trick goes to nobody. A side needs 7 counted tricks; if the cards run out, more "
            "counted tricks wins, and equal counts go against the Hakem's side."
            if rules.double_sar
            else "Every trick counts as soon as it is won.",
            rules.double_sar,
        ),
        HouseRule(
            f"Cards are dealt {rules.deal_pattern} (this changes only how the deal looks).",
            rules.deal_pattern != "5-4-4",
        ),
        _timer(rules, _partnership_timeout(rules)),
    ]


TEXTS = LanguageTexts(
    code="en",
    labels=Labels(
        house_rules_heading="The rules of this match",
        house_rules_intro="Highlighted lines are house rules that differ from the usual game; "
        "the rest of the page is written for them.",
        house_rules_default_note="This match uses the usual rules.",
        changed_mark="house rule",
        tips_heading="Tips",
        no_match="Start a match to see its own rules here.",
    ),
    games={
        "hand": GameText(
            title="Hand (Hareega)",
            intro=hand_intro,
            sections=hand_sections,
            tips=lambda rules: HAND_TIPS,
            house_rules=hand_house_rules,
        ),
        "court-piece": GameText(
            title="Court Piece",
            intro=court_piece_intro,
            sections=court_piece_sections,
            tips=court_piece_tips,
            house_rules=court_piece_house_rules,
        ),
        "hokm": GameText(
            title="Hokm",
            intro=hokm_intro,
            sections=hokm_sections,
            tips=hokm_tips,
            house_rules=hokm_house_rules,
        ),
    },
)
