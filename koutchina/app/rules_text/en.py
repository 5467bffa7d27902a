"""The rules of the three games in English, written for Koutchina."""

from __future__ import annotations

from typing import Any

from .common import GameText, HouseRule, Labels, LanguageTexts


def _timer(rules: Any) -> HouseRule:
    if rules.turn_timer == 0:
        return HouseRule("Turn timer: off. Take as long as you like.", rules.turn_timer != 30)
    return HouseRule(
        f"Turn timer: {rules.turn_timer} seconds. When it runs out, the table acts for you "
        "(a call of 0, or your weakest legal card).",
        rules.turn_timer != 30,
    )


# --- Hand ------------------------------------------------------------------------------------

HAND_INTRO = """
<p>Four players, each on their own. 32 cards (7 up to Ace), no trump, eight tricks a round.
Before the first card everyone secretly says how many tricks they will take, and only an
<b>exact</b> call scores: one trick too many costs as much as one too few.</p>
"""

HAND_DEAL = """
<p>Cards rank A, K, Q, J, 10, 9, 8, 7 in every suit. No suit is ever trump.</p>
<ol>
<li><b>Deal.</b> The whole pack is dealt, one card at a time, starting with the player after
the dealer: eight cards each. The dealer moves one seat on every round. In Koutchina the
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
<p><b>Example.</b> The lead is 9[H]. Holding K[H], 7[H] and 8[S], you must play a heart:
K[H] takes the trick unless someone still has A[H]; 7[H] lets it go. Had you no heart, 8[S]
would be a safe discard: it can never win.</p>
"""

HAND_SCORING = """
<ul>
<li>Exact call of 1 to 8: <b>10 points per trick</b> (call 3, take 3: +30).</li>
<li>Call of 0 and not a single trick: <b>+25</b>.</li>
<li>Any miss: <b>−10 per trick of difference</b>, too many or too few. A zero call that takes
tricks is a miss like any other.</li>
</ul>
<p><b>Worked examples.</b></p>
<table border="1" cellspacing="0" cellpadding="4">
<tr><th>Call</th><th>Tricks taken</th><th>Score</th><th>Why</th></tr>
<tr><td>4</td><td>4</td><td>+40</td><td>exact: 4 × 10</td></tr>
<tr><td>0</td><td>0</td><td>+25</td><td>zero call made</td></tr>
<tr><td>2</td><td>5</td><td>−30</td><td>three over</td></tr>
<tr><td>6</td><td>4</td><td>−20</td><td>two short</td></tr>
<tr><td>0</td><td>2</td><td>−20</td><td>a zero call that took two tricks</td></tr>
<tr><td>8</td><td>8</td><td>+80</td><td>the best a round can give</td></tr>
</table>
<p>A whole round: the calls are 3, 0, 2 and 2 (7 in all, so one trick is left over). The
tricks fall 3, 1, 2 and 2: the first player scores +30, the zero caller −10, the last two
+20 each. Totals may go below zero.</p>
"""

HAND_MATCH = """
<p>After the set number of rounds the highest total wins and everyone is ranked by total.
If several players share the lead, the whole table plays extra rounds (sudden death, dealer
still moving on) until one player leads alone, up to a set maximum; if the lead is still
shared after that, those players share first place. A tie lower down never adds a round.</p>
<p>If your turn timer runs out, the table acts for you: a call of 0 if you have not called,
otherwise your weakest legal card.</p>
"""

HAND_TIPS = (
    "Count your sure tricks first: Aces, and Kings with a small card of the same suit behind "
    "them. Then count the tricks you will be unable to avoid, such as a long suit of high cards "
    "late in the round.",
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


def hand_house_rules(rules: Any) -> list[HouseRule]:
    return [
        HouseRule(f"Rounds in the match: {rules.rounds}.", rules.rounds != 5),
        HouseRule(
            f"Sudden-death rounds when first place is tied: at most {rules.sudden_death_rounds}."
            if rules.sudden_death_rounds
            else "No sudden-death round: tied leaders share first place.",
            rules.sudden_death_rounds != 3,
        ),
        _timer(rules),
    ]


# --- Court Piece -------------------------------------------------------------------------------

COURT_PIECE_INTRO = """
<p>Four players in two sides; partners sit facing each other. 52 cards, Ace high. One player,
the <b>Hakem</b>, chooses trump after seeing only part of the hand. A side that takes at least
7 of the 13 tricks wins a <b>court</b>; the first side to the target number of courts wins
the match.</p>
"""

COURT_PIECE_DEAL = """
<ol>
<li><b>The first Hakem.</b> Everyone draws a card from a shuffled pack; the highest rank
becomes Hakem (players tied for highest draw again). The dealer is the player after the
Hakem.</li>
<li><b>Trump.</b> The Hakem receives the first cards alone (five in the usual game), looks at
them and names the trump suit. That choice is final.</li>
<li><b>The rest of the deal.</b> The remaining cards are dealt in packets of four until every
player holds 13.</li>
<li><b>Play.</b> The Hakem leads the first trick. Follow suit whenever you can; that rule is
strict. If you cannot, play anything: a trump, or a discard (you are never forced to trump).
The highest trump wins the trick; without a trump, the highest card of the suit led. The
winner leads next. All 13 tricks are played; partners pool their tricks.</li>
<li><b>The next Hakem.</b> The role moves to the player on the Hakem's right, that is the
player before the Hakem in the order of play (other ways are house rules, see below).</li>
</ol>
<p><b>Example.</b> Trump is [S]. West leads A[D]; North has no diamond and plays 2[S],
which beats the Ace. East, also out of diamonds, may overtrump with 5[S] and take the
trick.</p>
"""

COURT_PIECE_SCORING = """
<ul>
<li>7 to 12 tricks: <b>1 court</b> for that side.</li>
<li>All 13 tricks: <b>2 courts</b>.</li>
<li>If the Hakem's side takes fewer than 7 tricks, the other side wins the court (or both
courts for a sweep).</li>
</ul>
<p><b>Worked examples</b> (the Hakem sits on the North/South side).</p>
<table border="1" cellspacing="0" cellpadding="4">
<tr><th>North/South</th><th>East/West</th><th>Result</th></tr>
<tr><td>9 tricks</td><td>4 tricks</td><td>North/South win 1 court</td></tr>
<tr><td>13 tricks</td><td>0</td><td>North/South win 2 courts</td></tr>
<tr><td>6 tricks</td><td>7 tricks</td><td>the Hakem failed: East/West win 1 court</td></tr>
<tr><td>7 tricks, the first 7 in a row</td><td>6 tricks</td><td>1 court (2 with the Kot
house rule)</td></tr>
</table>
<p>The match ends as soon as a side reaches the target.</p>
"""

COURT_PIECE_TIPS = (
    "As Hakem, name your longest suit, best if it holds the Ace or King. Three high cards in a "
    "short suit make a poor trump: the opponents' long suits will cut them down.",
    "With plenty of trumps, lead them early: every round of trumps strips the opponents and "
    "makes your high cards in the other suits safe.",
    "Count the trumps: there are 13. Once they are all out, every master card in a plain suit "
    "is a sure trick.",
    "Partner of the Hakem: keep a high trump for later in the deal, when the opponents try to "
    "win their long suit.",
    "Seven tricks is all you need: once your side has them, there is nothing more to gain but "
    "a sweep.",
)

_ROTATION = {
    "counter_clockwise": "The Hakem role moves to the player on the Hakem's right after "
    "each deal.",
    "clockwise": "The Hakem role moves to the player on the Hakem's left after each deal.",
    "winner_keeps": "The side that wins a deal keeps the Hakem role, which goes to that side's "
    "other player; otherwise it passes to the winners.",
}


def court_piece_house_rules(rules: Any) -> list[HouseRule]:
    lines = [
        HouseRule(f"First side to {rules.target} courts wins the match.", rules.target != 7),
        HouseRule(
            f"The Hakem sees {rules.hakem_sees} cards before naming trump.",
            rules.hakem_sees != 5,
        ),
        HouseRule(_ROTATION[rules.hakem_rotation], rules.hakem_rotation != "counter_clockwise"),
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
            "Streak bonus: a side's third court in a row, and every one after, earns one more "
            "court." if rules.streak_bonus else "No bonus for courts won in a row.",
            rules.streak_bonus,
        ),
        HouseRule(
            "Hidden trump: the Hakem's trump stays secret until a player who cannot follow "
            "suit asks to see it; it is then shown to everyone."
            if rules.hidden_trump
            else "The trump is announced to everyone as soon as it is named.",
            rules.hidden_trump,
        ),
        # without Double Hakem the rotation line above says all there is to say
        *([HouseRule(
            "Double Hakem: a side keeps the Hakem for two deals in a row, and loses it at once "
            "if it fails the first.", True)] if rules.double_hakem else []),
        HouseRule(
            f"Badam Satti: one deal in every {rules.badam_satti_every} is played without trump."
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
        _timer(rules),
    ]
    return lines


# --- Hokm ----------------------------------------------------------------------------------------

HOKM_INTRO = """
<p>The Persian partnership game: four players in two sides, partners facing each other,
52 cards, Ace high. The <b>Hakem</b> names trump after seeing five cards; the first side to
take 7 tricks wins the deal, and the first side to the target number of points wins.</p>
"""

HOKM_DEAL = """
<ol>
<li><b>The first Hakem.</b> Cards are dealt face up one at a time, starting with the first
seat; whoever receives the first Ace is Hakem. The dealer is the player before the Hakem.</li>
<li><b>Trump.</b> The Hakem gets five cards, looks at them and names trump (the <i>hokm</i>).
It cannot be changed.</li>
<li><b>The rest of the deal.</b> Everyone is dealt up to 13 cards, in packets of four.</li>
<li><b>Play.</b> The Hakem leads the first trick. Follow suit if you can; otherwise play any
card, trump or not: trumping is a choice, not a duty. The highest trump wins, or else the
highest card of the suit led. The winner leads the next trick.</li>
<li><b>Early end.</b> The deal stops as soon as one side has 7 tricks: the rest cannot change
the result.</li>
<li><b>The next Hakem.</b> If the Hakem's side won, the Hakem stays. Otherwise the role passes
to the next player in the order of play, an opponent.</li>
</ol>
<p><b>Example.</b> Trump is [C]. West leads K[H], North plays A[H], East has no heart and
plays 3[C]: East takes the trick, because the smallest trump beats any card of another
suit.</p>
"""

HOKM_SCORING = """
<ul>
<li>First to 7 tricks: <b>1 point</b>.</li>
<li><b>Kot</b>: 7 tricks before the other side has taken any: <b>2 points</b>.</li>
</ul>
<p><b>Worked examples</b> (the Hakem sits on the North/South side).</p>
<table border="1" cellspacing="0" cellpadding="4">
<tr><th>North/South</th><th>East/West</th><th>Result</th></tr>
<tr><td>7 tricks</td><td>4 tricks</td><td>North/South 1 point; the Hakem stays</td></tr>
<tr><td>7 tricks</td><td>0</td><td>Kot: North/South 2 points</td></tr>
<tr><td>5 tricks</td><td>7 tricks</td><td>East/West 1 point; the Hakem role passes to them</td></tr>
<tr><td>0</td><td>7 tricks</td><td>Kot against the Hakem: East/West 2 points</td></tr>
</table>
"""

HOKM_TIPS = (
    "As Hakem, call your longest suit, especially with the Ace or King in it; a short suit of "
    "high cards is easily beaten by the opponents' trumps.",
    "When your side is long in trumps, lead them once or twice early: it disarms the opponents "
    "and clears the way for your winners in the other suits.",
    "When you cannot follow, a low discard tells your partner where you are weak: they will "
    "avoid leading it.",
    "Count trumps as they fall. When most of them are gone, cash your masters in the side "
    "suits.",
    "Defending, lead the suits where the Hakem is short, to make them spend trumps instead of "
    "running their own long suit.",
)


def hokm_house_rules(rules: Any) -> list[HouseRule]:
    return [
        HouseRule(
            f"First side to {rules.target} points wins"
            + (", and the match is the best of three sets." if rules.sets == 3 else "."),
            rules.target != 7 or rules.sets != 1,
        ),
        HouseRule(
            "All 13 tricks are played; taking all 13 is worth 3 points."
            if rules.play_all_13
            else "The deal stops as soon as a side has 7 tricks.",
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
            "Double Sar: a trick only counts once its side has won two in a row; the tricks of "
            "a broken run go to nobody. A side needs 7 counted tricks; if the cards run out, "
            "more counted tricks wins, and equal counts go against the Hakem's side."
            if rules.double_sar
            else "Every trick counts as soon as it is won.",
            rules.double_sar,
        ),
        HouseRule(
            f"Cards are dealt {rules.deal_pattern} (this changes only how the deal looks).",
            rules.deal_pattern != "5-4-4",
        ),
        _timer(rules),
    ]


TEXTS = LanguageTexts(
    code="en",
    labels=Labels(
        house_rules_heading="The rules of this match",
        house_rules_intro="Highlighted lines are house rules that differ from the usual game.",
        house_rules_default_note="This match uses the usual rules.",
        changed_mark="house rule",
        tips_heading="Tips",
        no_match="Start a match to see its own rules here.",
    ),
    games={
        "hand": GameText(
            title="Hand (Hareega)",
            intro=HAND_INTRO,
            sections=(
                ("How a round goes", HAND_DEAL),
                ("Scoring", HAND_SCORING),
                ("The match", HAND_MATCH),
            ),
            tips=HAND_TIPS,
            house_rules=hand_house_rules,
        ),
        "court-piece": GameText(
            title="Court Piece",
            intro=COURT_PIECE_INTRO,
            sections=(
                ("How a deal goes", COURT_PIECE_DEAL),
                ("Scoring", COURT_PIECE_SCORING),
            ),
            tips=COURT_PIECE_TIPS,
            house_rules=court_piece_house_rules,
        ),
        "hokm": GameText(
            title="Hokm",
            intro=HOKM_INTRO,
            sections=(
                ("How a deal goes", HOKM_DEAL),
                ("Scoring", HOKM_SCORING),
            ),
            tips=HOKM_TIPS,
            house_rules=hokm_house_rules,
        ),
    },
)
