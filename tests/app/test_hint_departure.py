"""Where the analysis advises another card than the usual rules of good play (medium's, with
the same seed), the hint says why from the search's own figures, not only "the card with the
best expected result": in Hand how often the call is made with each card, else the tricks the
side takes, or where those read the same, the expected points or courts. Rounded as the figure
lines round them, never where no figure a player reads differs. The same in the review.

The positions are real ones, found by playing medium bots through seeded matches, written out
card by card; the figures are the search's, which change with it: each sentence is built here
from the hint's own values."""

from __future__ import annotations

import math

from koutchina.app.review_window import ReviewWindow
from koutchina.bots import seat_seed
from koutchina.bots.appraisal import Appraisal, ChoiceValue
from koutchina.bots.base import Decision
from koutchina.bots.search import PRIOR_BONUS
from koutchina.coach import DecisionReview, Hint, hint_for, review_deal
from koutchina.coach.departure import MADE, TRICKS, VALUE, departure
from koutchina.engine import (
    MatchState,
    PlayCard,
    Suit,
    parse_card,
)
from koutchina.engine.record import record_of

from .test_hint_agrees import HEAD_START, HEAD_START_SEED, position, shown

NBSP, MINUS = "\xa0", "\u2212"
FRENCH_RANKS = {"K": "R", "Q": "D", "J": "V"}


# Hand, match seed 3: South leads the first trick (calls 2, 3, 0, 3). The rules cash A♦; the
# analysis leads its singleton 10♣ (Q♠, its other singleton, at 800 play-outs a card before
# Hand cards took four times the budget), which makes the call of 2 far more often.
HAND_MADE = position(
    "hand", ("10C KH 10D 9H AD 7D 9D QS", "10H QH 9C 8D 8H JC AC AS",
             "10S JD 7S QD JH KC 9S 8S", "JS AH KD 8C KS 7C 7H QC"), calls="2 3 0 3")
HAND_MADE_SEED = seat_seed(3, 0)
# Hand, match seed 5: South leads the sixth trick, each of its cards makes the call as often:
# K♠ rather than J♥ by the expected score.
HAND_SCORE = position(
    "hand", ("KH KS JH 7S 8S 7H KD 9S", "8D QD 7C 8C QH JC 10D AD",
             "10H 9H 10S QS AH AC 7D JD", "9C 10C JS AS 8H KC 9D QC"), calls="2 2 2 2",
    cards="7S 7C 10S JS AS 8S 8C QS 8H 7H QH AH AC KC KD JC 7D 9D 9S 10D AD JD QC")
HAND_SCORE_SEED = seat_seed(5, 0)
# Hokm, match seed 2 (West, 3, Hakem with diamonds): after five cards South follows low (4♣,
# the rules' card too); at the third trick the rules trump with 4♦, the analysis throws 7♥.
HOKM_HANDS = ("9D JC 8C 10D QH 5C 7H 9C 4D 7D 6D 2D 4C",
              "AH 5S 8S 5H KC 7S 6C 6H JH 3C AS 8D 2C",
              "9S 10S 2H 2S 9H 10H 3H JS KH KD 4H QD 10C",
              "JD 4S 3D 5D QC 7C KS QS 6S 8H AD AC 3S")
HOKM_AGREED = position("hokm", HOKM_HANDS, hakem=3, trump=Suit.DIAMONDS, cards="AD 2D 8D QD AC")
HOKM_TRICKS = position("hokm", HOKM_HANDS, hakem=3, trump=Suit.DIAMONDS,
                       cards="AD 2D 8D QD AC 4C 2C 10C 3S")
HOKM_SEED = seat_seed(2, 0)
# Hokm, match seed 4 (North, 2, Hakem with spades), South at the fourth trick: 7♥ takes fewer
# tricks than K♣, the rules' card, and scores more.
HOKM_POINTS = position(
    "hokm", ("8C 5H 7H 4C QC 10H 9C 8H 10C KC 2C JD 10S", "9H AH JS 9D 5C 9S QD QH 7S KS 3C 2D 4D",
             "7C 4H QS JC 3S 6D 8D 10D 6H 5S AC 3D 5D", "2H AS JH 2S KH 8S 3H 4S 7D 6S 6C KD AD"),
    hakem=2, trump=Suit.SPADES, cards="AC 6C 2C 3C 3D KD JD 2D AD 10S 4D 5D")
HOKM_POINTS_SEED = seat_seed(4, 0)
# Court Piece, match seed 4 (East, 3, Hakem with spades): South trumps with 5♠ rather than
# throw 6♦.
COURT_TRICKS = position(
    "court-piece", ("JS 9D 6D 9S 5S QD KS 8H 3C 10C 2D 4D KC",
                    "AS JH 8D 10D 6H 3H QH 2H AC KH 3D 5D 6C",
                    "10S 8S 4S 7D 6S 9C 7S 7H 2C 2S AD KD 8C",
                    "7C QS JC 5H 9H QC 10H AH 4C 4H JD 3S 5C"),
    hakem=3, trump=Suit.SPADES,
    cards="AH 8H 2H 7H 4C 3C AC 2C KH 2S 4H 10C AD JD 2D 3D KD 3S 4D 5D 5C KC 6C 8C")
COURT_TRICKS_SEED = seat_seed(4, 0)
# Court Piece, match seed 1 (East, 3, Hakem with hearts), South's second card: 8♦ takes about
# the tricks 4♣ does, and more courts.
COURT_COURTS = position(
    "court-piece", ("2S 3D 10H 6H 10S 8H JC 4H 5H 4C 9H 8D AS",
                    "KS QC KD AH JH 7S 6D 2D 4D 8C 10C 4S 3S",
                    "5C 9C 2C 2H KC 3C JD 10D 7D 9S AD AC 8S",
                    "QS 3H 7C QH 6S 6C 5D JS 9D KH 7H QD 5S"),
    hakem=3, trump=Suit.HEARTS, cards="5S AS 3S 8S")
COURT_COURTS_SEED = seat_seed(1, 0)


def card_name(card: PlayCard | object, language: str) -> str:
    assert isinstance(card, PlayCard)
    rank, symbol = str(card.card)[:-1], "♣♦♥♠"[int(card.card.suit)]
    return (FRENCH_RANKS.get(rank, rank) if language == "fr" else rank) + symbol


def rounded(value: float, decimals: int, language: str, signed: bool = False) -> str:
    """A figure as the coach shows it: rounded a half away from zero, the language's decimal
    sign, a true minus, a "+" before a gain if ``signed``."""
    scale = 10 ** decimals
    steps = math.floor(abs(value) * scale + 0.5)
    text = f"{steps / scale:.{decimals}f}"
    if language == "fr":
        text = text.replace(".", ",")
    if steps and value < 0:
        return MINUS + text
    return "+" + text if signed and steps else text


def percent(share: float | None) -> int:
    """A share of the deals as the coach shows it: a whole percentage, a half rounded up."""
    return math.floor(100 * (share or 0.0) + 0.5)


def advice_start(hint: Hint, language: str) -> str:
    """The words before the figures: the advice alone, then apart, the rules' card and that
    the advice does better ("Play 4♦ rather than Q♠, the card the usual rules of good play
    choose" hung the rules' words on the card argued against: a player's review)."""
    assert hint.rules_choice is not None
    advised = card_name(hint.advised.action, language)
    rules = card_name(hint.rules_choice.action, language)
    if language == "fr":
        return (f"Jouez {advised}. Selon les règles habituelles du bon jeu, on jouerait {rules}, "
                f"mais {advised} fait mieux{NBSP}: dans les donnes compatibles avec ce que vous "
                "avez vu, ")
    return (f"Play {advised}. The usual rules of good play would play {rules}, but {advised} "
            "does better: in the deals that fit what you have seen, ")


def departed(state: MatchState, seed: int, advised: str, rules: str) -> Hint:
    """The hint at ``state`` for South, which must advise ``advised`` where the rules play
    ``rules``."""
    hint = hint_for(state.view(0), seed)
    assert hint.advised.action == PlayCard(0, parse_card(advised))
    assert hint.rules_choice is not None
    assert hint.rules_choice.action == PlayCard(0, parse_card(rules))
    assert hint.rules_reason is None
    return hint


def test_hand_says_how_often_each_card_makes_the_call(qapp, language: str) -> None:  # type: ignore[no-untyped-def]
    hint = departed(HAND_MADE, HAND_MADE_SEED, "10C", "AD")
    assert hint.rules_choice is not None and hint.departure is not None
    assert hint.departure.figure == MADE
    mine, theirs = percent(hint.advised.made), percent(hint.rules_choice.made)
    assert mine > theirs
    if language == "fr":
        figures = (f"en la jouant, vous réussissez votre annonce dans {mine}{NBSP}% d’entre elles, "
                   f"contre {theirs}{NBSP}%.")
    else:
        figures = f"you make your call in {mine}% of them with it, against {theirs}%."
    advice, _choices = shown(hint)
    assert advice == advice_start(hint, language) + figures


def test_hand_gives_the_expected_score_where_the_call_is_made_as_often(qapp, language: str) -> None:  # type: ignore[no-untyped-def]
    hint = departed(HAND_SCORE, HAND_SCORE_SEED, "KS", "JH")
    assert hint.rules_choice is not None and hint.departure is not None
    assert percent(hint.advised.made) == percent(hint.rules_choice.made)
    assert hint.departure.figure == VALUE
    mine = rounded(hint.advised.value, 1, language, signed=True)
    theirs = rounded(hint.rules_choice.value, 1, language, signed=True)
    figures = {"en": f"you can expect {mine} points with it, against {theirs}.",
               "fr": f"vous pouvez en attendre {mine} points en moyenne, contre {theirs}."}
    advice, _choices = shown(hint)
    assert advice == advice_start(hint, language) + figures[language]


def test_hokm_says_how_many_tricks_the_side_takes_with_each_card(qapp, language: str) -> None:  # type: ignore[no-untyped-def]
    hint = departed(HOKM_TRICKS, HOKM_SEED, "7H", "4D")
    assert hint.rules_choice is not None and hint.departure is not None
    assert hint.departure.figure == TRICKS
    mine = rounded(hint.advised.tricks, 1, language)
    theirs = rounded(hint.rules_choice.tricks, 1, language)
    figures = {"en": f"your side takes {mine} tricks on average with it, against {theirs}.",
               "fr": f"votre équipe fait {mine} plis en moyenne avec elle, contre {theirs}."}
    advice, choices = shown(hint)
    assert advice == advice_start(hint, language) + figures[language]
    assert mine not in choices.splitlines()[0]  # the figure line under it: the points only


def test_court_piece_says_how_many_tricks_the_side_takes_with_each_card(
        qapp, language: str) -> None:  # type: ignore[no-untyped-def]
    hint = departed(COURT_TRICKS, COURT_TRICKS_SEED, "5S", "6D")
    assert hint.rules_choice is not None and hint.departure is not None
    assert hint.departure.figure == TRICKS
    mine = rounded(hint.advised.tricks, 1, language)
    theirs = rounded(hint.rules_choice.tricks, 1, language)
    figures = {"en": f"your side takes {mine} tricks on average with it, against {theirs}.",
               "fr": f"votre équipe fait {mine} plis en moyenne avec elle, contre {theirs}."}
    assert shown(hint)[0] == advice_start(hint, language) + figures[language]


def test_where_the_tricks_do_not_say_why_the_points_do(qapp, language: str) -> None:  # type: ignore[no-untyped-def]
    hint = departed(HOKM_POINTS, HOKM_POINTS_SEED, "7H", "KC")
    assert hint.rules_choice is not None and hint.departure is not None
    assert hint.advised.tricks < hint.rules_choice.tricks  # never "takes more tricks"
    assert hint.departure.figure == VALUE
    mine = rounded(hint.advised.counted, 2, language, signed=True)
    theirs = rounded(hint.rules_choice.counted, 2, language, signed=True)
    unit = {"en": "points", "fr": "point" if abs(hint.advised.counted) < 2 else "points"}
    figures = {"en": f"your side can expect {mine} {unit['en']} with it, against {theirs}.",
               "fr": f"votre équipe peut en attendre {mine} {unit['fr']} en moyenne, contre "
                     f"{theirs}."}
    assert shown(hint)[0] == advice_start(hint, language) + figures[language]


def test_court_piece_gives_the_courts_where_the_tricks_read_the_same(
        qapp, language: str) -> None:  # type: ignore[no-untyped-def]
    hint = departed(COURT_COURTS, COURT_COURTS_SEED, "8D", "4C")
    assert hint.rules_choice is not None and hint.departure is not None
    assert hint.departure.figure == VALUE
    mine = rounded(hint.advised.counted, 2, language, signed=True)
    theirs = rounded(hint.rules_choice.counted, 2, language, signed=True)
    figures = {"en": f"your side can expect {mine} courts with it, against {theirs}.",
               "fr": f"votre équipe peut en attendre {mine} court en moyenne, contre "
                     f"{theirs}."}
    assert abs(hint.advised.counted) < 2  # French: "0,34 court"
    assert shown(hint)[0] == advice_start(hint, language) + figures[language]


def test_where_the_rules_choose_the_advised_card_their_reason_is_kept(
        qapp, language: str) -> None:  # type: ignore[no-untyped-def]
    hint = hint_for(HOKM_AGREED.view(0), HOKM_SEED)
    assert hint.advised.action == PlayCard(0, parse_card("4C"))
    assert (hint.rules_reason, hint.rules_choice, hint.departure) == ("follow_low", None, None)
    # not "the trick is lost anyway": a partner still to play may win or trump it (a
    # player's review); South's own cards cannot win it, none beating the trick so far
    assert shown(hint)[0] == {"en": "4♣: none of your cards can win this trick, so follow low.",
                              "fr": f"4♣{NBSP}: aucune de vos cartes ne peut gagner ce pli, "
                                    "fournissez donc petit."}[language]


def test_a_card_level_within_the_margin_keeps_saying_so(qapp, language: str) -> None:  # type: ignore[no-untyped-def]
    hint = hint_for(HEAD_START.view(0), HEAD_START_SEED)
    assert hint.departure is None
    assert shown(hint)[0] == {
        "en": "A♦: the card the usual rules of good play choose, as good as the best within "
              "the margin of error.",
        "fr": f"A♦{NBSP}: la carte que conseillent les règles habituelles du bon jeu, aussi "
              "bonne que la meilleure à la marge d’erreur près."}[language]


def _card(name: str, value: float, tricks: float, made: float | None = None) -> ChoiceValue:
    return ChoiceValue(PlayCard(0, parse_card(name)), value, tricks, made, 64)


def test_no_figure_read_differently_no_departure_told(qapp, language: str) -> None:  # type: ignore[no-untyped-def]
    """Tricks and points that read the same once rounded, or a difference within the search's
    head start: the hint says what it said before, the best expected result."""
    advised, rules = _card("10S", 0.4531, 6.84), _card("QS", 0.4487 - PRIOR_BONUS / 2, 6.81)
    assert departure(advised, rules, has_calls=False, margin=PRIOR_BONUS) is None
    hand = (_card("10S", 12.5, 2.0, 0.712), _card("QS", 12.46, 2.1, 0.708))
    assert departure(*hand, has_calls=True, margin=0.0) is None  # 71% and +12.5 both
    # 6.5% against 6.4%, −15.2 against −15.6: the score says why, not "7% against 6%", a
    # difference the rounding makes
    hand = (_card("8S", -15.2, 1.0, 0.065), _card("8H", -15.6, 1.0, 0.064))
    told = departure(*hand, has_calls=True, margin=PRIOR_BONUS)
    assert told is not None and (told.figure, told.advised_shown, told.rules_shown) == (
        VALUE, -15.2, -15.6)
    advised, rules = _card("10S", 0.55, 7.2), _card("QS", 0.45, 6.8)
    assert departure(advised, rules, has_calls=False, margin=PRIOR_BONUS) is not None
    level = _card("QS", 0.52, 6.8)
    hint = Hint(0, "hokm", Appraisal(Decision(advised.action, "best_expected_playout"),
                                     (advised, level)), rules_choice=level)
    assert hint.departure is None
    assert shown(hint)[0] == {
        "en": "10♠: the card with the best expected result in the deals that fit what you have "
              "seen.",
        "fr": f"10♠{NBSP}: la carte qui donne le meilleur résultat moyen dans les donnes "
              "compatibles avec ce que vous avez vu."}[language]


def _reviewed_lead(qtbot, card: str) -> tuple[DecisionReview, int, int, list[str]]:  # type: ignore[no-untyped-def]
    """The review of South leading ``card`` at HAND_MADE: the decision, how often the advice and
    the rules' card make the call (in percent, as shown), and the review window's lines."""
    review = review_deal([(HAND_MADE.clone(), PlayCard(0, parse_card(card)))], 0, HAND_MADE_SEED)
    (decision,) = review.decisions
    assert decision.departure is not None
    mine = percent(decision.advised_value.made)
    theirs = percent(decision.departure.rules.made)
    window = ReviewWindow(record_of(HAND_MADE), 0, 0)
    qtbot.addWidget(window)
    window._on_review(review)
    lines = window.text.toPlainText().replace("\xa0", " ").replace("\u202f", " ").splitlines()
    return decision, mine, theirs, lines


def test_the_review_says_why_the_analysis_departs_from_the_rules(
        qtbot, language: str) -> None:  # type: ignore[no-untyped-def]
    """The person played the rules' card, A♦; the analysis leads 10♣: the review's line says
    both, and how often each makes the call. The rules' card is said apart from the advice,
    not as praise of the card played ("you played Q♠, the card the usual rules of good play
    choose": a player's review)."""
    decision, mine, theirs, lines = _reviewed_lead(qtbot, "AD")
    assert decision.departure is not None and decision.departure.figure == MADE
    said = {
        "en": "Trick 1: you played A♦; the analysis would play 10♣. The usual rules of good "
              "play would play A♦ too, but 10♣ does better here. With 10♣ you make your call "
              f"in {mine}% of the deals that fit what you could see, against {theirs}% with "
              "A♦.",
        "fr": "Pli 1 : vous avez joué A♦ ; l’analyse jouerait 10♣. Selon les règles habituelles "
              "du bon jeu, on jouerait aussi A♦, mais 10♣ fait mieux ici. Avec 10♣, vous "
              f"réussissez votre annonce dans {mine} % des donnes compatibles avec ce que "
              f"vous pouviez voir, contre {theirs} % avec A♦."}[language]
    assert any(line.startswith(f"\u25cf {said} ") for line in lines), lines


def test_the_review_names_the_rules_card_where_the_person_played_yet_another(
        qtbot, language: str) -> None:  # type: ignore[no-untyped-def]
    """K♥ led: the line compares the advice, 10♣, with the person's own card, K♥ (how often
    each makes the call), and names the rules' card, A♦, in a sentence of its own after the
    advice: in the advice's sentence it read as a second recommendation ("l'analyse jouerait
    7♥ (les règles habituelles du bon jeu choisissent 5♦)": a player's review)."""
    decision, _mine, _theirs, lines = _reviewed_lead(qtbot, "KH")
    assert decision.departure is not None and not decision.chose_rules_card
    mine, advised = percent(decision.chosen_figures.made), percent(decision.advised_value.made)
    said = {
        "en": "Trick 1: you played K♥; the analysis would play 10♣. The usual rules of good "
              "play would play A♦, but 10♣ does better here. With 10♣ you make your call in "
              f"{advised}% of the deals that fit what you could see, against {mine}% with K♥.",
        "fr": "Pli 1 : vous avez joué R♥ ; l’analyse jouerait 10♣. Selon les règles habituelles "
              "du bon jeu, on jouerait A♦, mais 10♣ fait mieux ici. Avec 10♣, vous réussissez "
              f"votre annonce dans {advised} % des donnes compatibles avec ce que vous "
              f"pouviez voir, contre {mine} % avec R♥."}[language]
    assert any(line.startswith(f"\u25cf {said} ") for line in lines), lines


def test_a_share_reads_as_the_figure_line_reads_it(qapp, language: str) -> None:  # type: ignore[no-untyped-def]
    """How often the call is made, in whole percentages, as the figure line under the advice
    gives it (it once read "1 time in 10" above a line saying "6%")."""
    from koutchina.app.coach_texts import departure_figures
    from koutchina.coach.departure import Departure

    told = departure(_card("9D", -8.1, 1.0, 0.0625), _card("9H", -10.2, 1.0, 0.0),
                     has_calls=True, margin=PRIOR_BONUS)
    assert isinstance(told, Departure) and (told.figure, told.advised_shown,
                                            told.rules_shown) == (MADE, 6.0, 0.0)
    assert departure_figures(told, "hand") == {
        "en": "you make your call in 6% of them with it, against 0%",
        "fr": f"en la jouant, vous réussissez votre annonce dans 6{NBSP}% d’entre elles, "
              f"contre 0{NBSP}%"}[language]


def test_the_figures_line_gives_what_the_advice_has_not_said(qapp, english: None) -> None:  # type: ignore[no-untyped-def]
    """The advice already says the figure it departs from the rules by; the line under it
    gives the other one only ("... 86% of them with it, against 84%. / +19.8 points expected;
    you make your call in 86% ..." said 86% twice, a player's review)."""
    made = departed(HAND_MADE, HAND_MADE_SEED, "10C", "AD")
    score = departed(HAND_SCORE, HAND_SCORE_SEED, "KS", "JH")
    tricks = departed(HOKM_TRICKS, HOKM_SEED, "7H", "4D")
    points = departed(HOKM_POINTS, HOKM_POINTS_SEED, "7H", "KC")
    first = {name: shown(hint)[1].splitlines()[0]
             for name, hint in (("made", made), ("score", score), ("tricks", tricks),
                                ("points", points))}
    assert first == {
        "made": f"{rounded(made.advised.value, 1, 'en', signed=True)} points expected.",
        "score": f"You make your call in {percent(score.advised.made)}% of the deals that fit "
                 "what you have seen.",
        "tricks": f"{rounded(tricks.advised.counted, 2, 'en', signed=True)} points expected for "
                  "your side.",
        "points": f"Your side takes {rounded(points.advised.tricks, 1, 'en')} tricks on "
                  "average.",
    }


def _partner_card(name: str, value: float, points: float, tricks: float,
                  against: float) -> ChoiceValue:
    return ChoiceValue(PlayCard(0, parse_card(name)), value, tricks, None, 64, points, against)


def test_the_other_sides_tricks_say_why_only_where_the_points_read_the_same(
        qapp, english: None) -> None:  # type: ignore[no-untyped-def]
    """The search weighs the side's trick margin besides the points: where the advice gives
    the side as many points as the rules' card, the other side's fewer tricks say why; where
    the rules' card gives more points, no "does better" is told by the margin (a code review:
    "does better: the other side takes 5.0 tricks, against 5.6" over fewer points)."""
    from koutchina.app.coach_texts import departure_figures
    from koutchina.coach.departure import AGAINST

    same = departure(_partner_card("AS", 1.62, 0.86, 6.8, 3.0),
                     _partner_card("3C", 1.52, 0.86, 6.8, 3.6), False, PRIOR_BONUS)
    assert same is not None and (same.figure, same.advised_shown, same.rules_shown) == (
        AGAINST, 3.0, 3.6)
    assert departure_figures(same, "hokm") == (
        "the other side takes 3.0 tricks on average with it, against 3.6")
    fewer_points = departure(_partner_card("AS", 1.50, 0.80, 6.8, 5.0),
                             _partner_card("3C", 1.30, 0.85, 6.8, 5.6), False, PRIOR_BONUS)
    assert fewer_points is None
