"""The worked examples of the Court Piece and Hokm pages follow the match's house rules.

During a match the page says that the rest of it is written for the match's rules, so every
figure on it must be the one the match gives. A player's review: in a Hokm match with a Kot
against the Hakem worth 3 points, the examples, marked "usual rules", still gave it 2; with
Double Sar and all 13 tricks played, the rule card still said "A side needs 7 counted tricks",
leaving open whether the deal stopped at 7 (the engine plays all 13 and the side with more
counted tricks wins). Here every combination of the options that change a deal's score is
rendered in both languages; each example shown is replayed through the engine under the
match's rules, and no sentence an option makes false may remain.
"""

from __future__ import annotations

import itertools
import re
from typing import Any

import pytest

from koutchina.app.rules_text import examples as ex
from koutchina.app.rules_text import rules_html
from koutchina.engine import NameTrump, PlayCard, make_rules, new_match
from koutchina.engine.events import DealScored

from .test_rules_examples import TRUMP, play_scripted, scripted_tricks

LANGUAGES = ("en", "fr")


def combinations(choices: dict[str, tuple[Any, ...]]) -> list[dict[str, Any]]:
    keys = list(choices)
    return [dict(zip(keys, values, strict=True))
            for values in itertools.product(*(choices[key] for key in keys))]


# The options that change what a deal scores, every value each can take.
HOKM_SCORING = combinations({
    "play_all_13": (False, True), "kot_against_hakem_3": (False, True),
    "double_sar": (False, True),
})
COURT_PIECE_SCORING = combinations({
    "sweep_courts": (2, 3), "kot": (False, True), "failed_hakem_double": (False, True),
    "streak_bonus": (False, True), "bidding": (False, True), "badam_satti_every": (0, 3),
})


def plain(html: str) -> str:
    """What the player reads: tags gone, every kind of space one plain space."""
    text = re.sub(r"<[^>]*>", " ", re.sub(r"</?span[^>]*>", "", html))
    text = text.replace("&#x27;", "'").replace("&quot;", '"')
    return " ".join(text.replace("\u00a0", " ").replace("\u202f", " ").split())


def examples_section(html: str, language: str) -> tuple[str, list[list[str]]]:
    """The worked examples' heading and their table's rows (plain text, a list per row);
    ("", []) when the page has no such table."""
    start = {"en": "<b>Worked examples", "fr": "<b>Exemples commentés"}[language]
    if start not in html:
        return "", []
    rest = html[html.index(start):]
    heading = plain(rest[:rest.index("</p>")])
    table = rest[rest.index("<table"):rest.index("</table>")]
    rows = [[plain(cell) for cell in re.findall(r"<td>(.*?)</td>", row)]
            for row in re.findall(r"<tr>(.*?)</tr>", table, re.S) if "<td>" in row]
    return heading, rows


def page(game: str, language: str, options: dict[str, Any]) -> str:
    return rules_html(game, language, make_rules(game, options))


# --- what the player reported ------------------------------------------------------------------


@pytest.mark.parametrize("language", LANGUAGES)
def test_kot_against_the_hakem_example_gives_the_match_three_points(language: str) -> None:
    html = page("hokm", language, {"kot_against_hakem_3": True})
    heading, rows = examples_section(html, language)
    against = {"en": "Kot against the Hakem", "fr": "Kot contre le Hakem"}[language]
    kot_rows = [row for row in rows if against in row[2]]
    assert kot_rows, rows
    for row in kot_rows:
        assert "3 points" in row[2] and "2 points" not in row[2], row
    # the examples are not announced as the usual rules' on a page written for the match
    assert "usual rules" not in heading and "règles habituelles" not in heading, heading


DOUBLE_SAR_ALL_13 = {
    "en": ("Double Sar: a trick counts only once its side has won two in a row; a trick left "
           "alone goes to nobody. All 13 tricks are played, and the side with more counted "
           "tricks wins the deal; equal counts go against the Hakem's side."),
    "fr": ("Double Sar : un pli ne compte qu’une fois que son équipe en a remporté deux "
           "d’affilée ; un pli resté seul ne va à personne. Les 13 plis sont joués, et "
           "l’équipe qui a le plus de plis comptés gagne la donne ; une égalité tourne contre "
           "l’équipe du Hakem."),
}
SEVEN_NEEDED = {  # what Double Sar's sentences say when the deal stops at 7 counted tricks
    "en": ("A side needs 7 counted tricks", "the first side to 7 counted tricks",
           "if the cards run out first", "the deal stops", "First to 7 counted tricks"),
    "fr": ("Il faut 7 plis comptés", "la première équipe à 7 plis comptés",
           "si les cartes s’épuisent avant", "la donne s’arrête", "Première équipe à 7 plis "
           "comptés"),
}


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("kot_3", [False, True])
def test_double_sar_with_all_13_says_every_trick_is_played(language: str, kot_3: bool) -> None:
    text = plain(page("hokm", language, {"double_sar": True, "play_all_13": True,
                                         "kot_against_hakem_3": kot_3}))
    assert DOUBLE_SAR_ALL_13[language] in text
    for phrase in SEVEN_NEEDED[language]:
        assert phrase not in text, phrase
    # without all 13, the deal does stop at 7 counted tricks, and the page says so
    text = plain(page("hokm", language, {"double_sar": True, "kot_against_hakem_3": kot_3}))
    assert SEVEN_NEEDED[language][0] in text


def test_the_engine_plays_all_13_under_double_sar_and_more_counted_tricks_win() -> None:
    """What the page says, as the engine does it: 7 counted tricks do not end the deal, and a
    side with fewer than 7 counted tricks wins on the count when the cards run out."""
    rules = make_rules("hokm", {"double_sar": True, "play_all_13": True})
    # your side counts 7 after 7 tricks, then the opponents take the last 6
    winners = "NNNNNNNEEEEEE"
    state = new_match(rules, seed=1, deals=[scripted_tricks(winners)[0]], first_hakem=0)
    state.apply(NameTrump(0, TRUMP, None))
    scored = play_scripted(state, winners)
    assert not scored.ended_early
    assert scored.tricks == (7, 6) and scored.scores == (2, 0)  # still a Kot
    # singles go to nobody: your side counts 5 (NN, NNN), the opponents 6 (EE, EEEE)
    winners = "NNENEENNNEEEE"
    state = new_match(rules, seed=1, deals=[scripted_tricks(winners)[0]], first_hakem=0)
    state.apply(NameTrump(0, TRUMP, None))
    scored = play_scripted(state, winners)
    assert scored.tricks == (5, 6) and scored.scores == (0, 1)


# --- every example shown, replayed under the match's rules --------------------------------------


def replay(game: str, options: dict[str, Any], example: ex.DealExample) -> DealScored:
    """Play ``example``'s deal as the first of a match under ``options``; the deal must end on
    its last trick, not before (every trick it names is played) nor after."""
    rules = make_rules(game, options)
    hands, tricks = scripted_tricks(example.winners)
    state = new_match(rules, seed=1, deals=[hands], first_hakem=0)
    state.apply(NameTrump(0, TRUMP, example.target))
    for played, trick in enumerate(tricks, start=1):
        events = [event for seat, card in trick for event in state.apply(PlayCard(seat, card))]
        scored = [event for event in events if isinstance(event, DealScored)]
        if scored:
            assert played == len(example.winners), (example, played)
            return scored[0]
    raise AssertionError("the deal did not end")


def rows_expected(game: str, options: dict[str, Any]) -> tuple[ex.DealExample, ...]:
    rules = make_rules(game, options)
    return ex.hokm_deals(rules) if game == "hokm" else ex.court_piece_deals(rules)


def scoring_options(game: str, options: dict[str, Any]) -> dict[str, Any]:
    """The options an example deal is scored under, as the first deal of a match: the
    match's, with no Badam Satti deal (which scores as any deal without a target); under
    bidding the examples are of Badam Satti deals, which have no target, scored as a deal
    without bidding (the engine scores both with no target, see
    test_badam_satti_deal_hakem_leads_names_nothing_and_needs_seven_tricks)."""
    if game == "court-piece":
        return {**options, "bidding": False, "badam_satti_every": 0}
    return options


CASES = ([("hokm", options) for options in HOKM_SCORING]
         + [("court-piece", options) for options in COURT_PIECE_SCORING])


@pytest.mark.parametrize(("game", "options"), CASES, ids=str)
def test_every_example_shown_is_the_engines_score_under_the_match_rules(
    game: str, options: dict[str, Any]
) -> None:
    examples = rows_expected(game, options)
    if game == "court-piece" and options["bidding"] and not options["badam_satti_every"]:
        assert examples == ()  # every deal has a target: the bidding paragraph's examples
    else:
        assert len(examples) >= 4
    for example in examples:
        assert dict(example.options) == scoring_options(game, options)
        scored = replay(game, scoring_options(game, options), example)
        assert scored.tricks == example.taken, example  # every trick shown counts
        assert scored.scores == example.scores, example
        if game == "court-piece" or options["play_all_13"]:
            assert sum(example.taken) == 13, example
    for language in LANGUAGES:
        heading, rows = examples_section(page(game, language, options), language)
        assert len(rows) == len(examples), (language, rows)
        for example, row in zip(examples, rows, strict=True):
            ours, theirs = (int(re.match(r"\d+", cell).group()) for cell in row[:2])  # type: ignore[union-attr]
            assert (ours, theirs) == example.taken, (language, row, example)
            score = max(example.scores)
            unit = "court" if game == "court-piece" else "point"
            said = f"{score} {unit}" if score == 1 else f"{score} {unit}s"
            assert re.search(rf"\b{said}\b", row[2]), (language, row, example)
            winner = {"en": ("Your side", "The opponents"),
                      "fr": ("Votre équipe", "Les adversaires")}[language]
            assert row[2].startswith(winner[0] if example.scores[0] else winner[1]), row
        if rows:
            assert "usual rules" not in heading and "règles habituelles" not in heading


# --- sentences a house rule makes false ---------------------------------------------------------

# (option, value, phrase in English, phrase in French): a phrase the page must not show when
# the option has that value.
FALSE_UNDER = {
    "hokm": (
        ("kot_against_hakem_3", True, "2 points: a Kot against the Hakem",
         "2 points, un Kot contre le Hakem"),
        ("play_all_13", True, "The deal stops", "La donne s’arrête"),
        ("play_all_13", True, "Early end", "Fin anticipée"),
        ("double_sar", True, "7 tricks before the other side takes one",
         "7 plis avant que l’autre équipe en prenne un"),
    ),
    "court-piece": (
        ("sweep_courts", 3, "2 courts (a sweep)", "2 courts (chelem)"),
        ("failed_hakem_double", True, "The opponents win 1 court (the Hakem failed)",
         "Les adversaires gagnent 1 court (le Hakem a chuté)"),
        ("kot", True, "7 tricks, the first 7 in a row 6 tricks Your side wins 1 court",
         "7 plis, les 7 premiers d’affilée 6 plis Votre équipe gagne 1 court"),
    ),
}


@pytest.mark.parametrize(("game", "options"), CASES, ids=str)
def test_no_sentence_contradicts_the_options_in_force(game: str, options: dict[str, Any]) -> None:
    for language, index in (("en", 2), ("fr", 3)):
        text = plain(page(game, language, options))
        for rule in FALSE_UNDER[game]:
            if options[rule[0]] == rule[1]:
                assert rule[index] not in text, (language, rule[index])
        if game == "hokm" and options["double_sar"] and options["play_all_13"]:
            for phrase in SEVEN_NEEDED[language]:
                assert phrase not in text, (language, phrase)


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_made_target_with_all_13_tricks_is_worth_the_sweep_everywhere(language: str) -> None:
    """Under bidding with a sweep worth 3 courts, a target made with all 13 tricks scores 3
    (the engine's court_piece_result): the introduction and the rule card said only "2"."""
    text = plain(page("court-piece", language, {"bidding": True, "sweep_courts": 3}))
    said = {
        "en": ("if the Hakem's side makes it, it wins 2 courts (3 with all 13 tricks); if not, "
               "the other side wins 2.",
               "Made, 2 courts (3 with all 13 tricks); missed, the other side scores 2 courts."),
        "fr": ("si son équipe l’atteint, elle gagne 2 courts (3 si elle fait les 13 plis) ; "
               "sinon, c’est l’autre équipe qui en gagne 2.",
               "Atteint, 2 courts (3 avec les 13 plis) ; manqué, 2 courts pour l’autre équipe."),
    }[language]
    for sentence in said:
        assert sentence in text, sentence
    text = plain(page("court-piece", language, {"bidding": True}))
    assert "(3 with all 13 tricks)" not in text and "(3 avec les 13 plis)" not in text
