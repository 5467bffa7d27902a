"""The Rules window: each game in both languages, the match's house rules highlighted."""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QApplication, QTabBar, QTextBrowser
from pytestqt.qtbot import QtBot

from koutchina.app import i18n
from koutchina.app.rules_text import GAMES, rules_html
from koutchina.app.rules_text.common import HIGHLIGHT, french_typography
from koutchina.app.rules_window import RulesWindow
from koutchina.engine import make_rules

# Words that only one of the two languages uses, to tell which one a page is in.
ENGLISH_WORDS = re.compile(r"\b(the|tricks|trump|deal|score|scoring|points? per)\b", re.I)
FRENCH_WORDS = re.compile(r"\b(les|plis|atout|donne|équipe|annonce)\b", re.I)


def visible_text(html: str) -> str:
    return re.sub(r"<[^>]*>", " ", html)


@pytest.mark.parametrize("game", GAMES)
def test_every_game_has_a_full_page_in_each_language(game: str) -> None:
    english = visible_text(rules_html(game, "en"))
    french = visible_text(rules_html(game, "fr"))
    for text in (english, french):
        assert len(text) > 2500  # a real page: deal, scoring with examples, house rules, tips
    assert len(ENGLISH_WORDS.findall(english)) > 20 and not FRENCH_WORDS.search(english)
    assert len(FRENCH_WORDS.findall(french)) > 20
    assert not re.search(r"\b(the|tricks|trump|scoring)\b", french)


def test_every_page_says_which_way_play_goes() -> None:
    """The table plays Hand counter-clockwise and the games of sides clockwise (NOTES.md);
    the pages of Court Piece and Hokm never said so, and a player expected the other way."""
    ways = {"hand": ("counter-clockwise", "sens inverse des aiguilles"),
            "court-piece": ("play goes clockwise", "sens des aiguilles d’une montre"),
            "hokm": ("play goes clockwise", "sens des aiguilles d’une montre")}
    for game, (english, french) in ways.items():
        assert english in visible_text(rules_html(game, "en")), game
        assert french in visible_text(rules_html(game, "fr")).replace("\u00a0", " "), game


@pytest.mark.parametrize("game", GAMES)
def test_scoring_is_shown_with_worked_examples_and_true_minus_signs(game: str) -> None:
    for language in ("en", "fr"):
        html = rules_html(game, language)
        assert html.count("<tr>") >= 4  # a table of worked examples
        assert "<h2>" in html
    assert "−30" in rules_html("hand", "en") and "+25" in rules_html("hand", "fr")


def test_french_pages_use_french_typography() -> None:
    for game in GAMES:
        text = visible_text(rules_html(game, "fr"))
        assert not re.search(r"[ \t\n][:;!?»]", text), game
        assert not re.search(r"«[ \t\n]", text), game
    assert french_typography("Kot ! « Hakem » : oui ; non ?") == (
        "Kot\u202f! «\u00a0Hakem\u00a0»\u00a0: oui\u202f; non\u202f?"
    )
    # Tags, entities and clock times are left alone.
    assert french_typography('<a style="x:y">a&amp;b 10:30</a>') == (
        '<a style="x:y">a&amp;b 10:30</a>'
    )


def test_suit_symbols_appear_in_colour() -> None:
    for game in GAMES:
        for language in ("en", "fr"):
            html = rules_html(game, language)
            assert re.search(r'<span style="color:#c0161d">[♥♦]</span>', html)
            assert re.search(r'<span style="color:#1a1a1a">[♠♣]</span>', html)
            assert not re.search(r"\[[SHDC]\]", html)
    html = rules_html("hokm", "en", make_rules("hokm", {"satat": True}))
    assert "♥" in html and "[H]" not in html
    assert re.search(r'<span style="color:#c0161d">♥</span>', html)


def test_house_rules_of_the_match_are_highlighted() -> None:
    usual = rules_html("court-piece", "en", make_rules("court-piece"))
    assert HIGHLIGHT not in usual
    assert "This match uses the usual rules." in usual
    house = rules_html("court-piece", "fr", make_rules("court-piece", {"kot": True, "target": 9}))
    highlighted = re.findall(rf'background-color:{HIGHLIGHT}"><b>([^<]*)', house)
    assert len(highlighted) == 2
    assert any("Kot" in line for line in highlighted)
    assert any("9 courts" in line for line in highlighted)
    hand = rules_html("hand", "en", make_rules("hand", {"rounds": 3, "turn_timer": 0}))
    assert "Rounds in the match: 3." in hand and "Turn timer: off" in hand
    # the usual game has a clock (30 s, as the rules notes ask): a match without one differs
    highlighted = re.findall(rf'background-color:{HIGHLIGHT}"><b>([^<]*)', hand)
    assert any(line.startswith("Turn timer: off") for line in highlighted), highlighted
    assert HIGHLIGHT not in rules_html("hand", "en", make_rules("hand"))
    assert "Turn timer: 30 seconds." in rules_html("hand", "en", make_rules("hand"))


NB = "\xa0"  # French puts a no-break space before a colon
TIMER_TAIL = {  # what the turn timer does for you, by game: English, French
    "hand": ("a call of 0 if you have not called, otherwise your lowest legal card.",
             "elle annonce 0 si vous n’avez pas encore annoncé, sinon elle pose votre plus "
             "petite carte permise."),
    "court-piece": ("it plays your lowest legal card, and when you are the Hakem it names the "
                    "suit you hold most among the cards you have seen.",
                    "elle pose votre plus petite carte permise et, si vous êtes le Hakem, elle "
                    "choisit comme atout la couleur la plus nombreuse parmi les cartes que vous "
                    "avez vues."),
}
TIMER_TAIL["hokm"] = TIMER_TAIL["court-piece"]


def timer_sentence(game: str, seconds: int) -> tuple[str, str]:
    if seconds == 0:
        return ("Turn timer: off. Take as long as you like.",
                f"Minuteur{NB}: désactivé. Prenez tout votre temps.")
    english, french = TIMER_TAIL[game]
    # whole minutes as the timer's list says them (5 min), other lengths in seconds
    length = LENGTHS.get(seconds, (f"{seconds} seconds", f"{seconds} secondes"))
    return (f"Turn timer: {length[0]}. When it runs out, the table acts for you: {english}",
            f"Minuteur{NB}: {length[1]} par coup. Une fois le temps écoulé, la table joue "
            f"à votre place{NB}: {french}")


LENGTHS = {60: ("1 minute", "1 minute"), 120: ("2 minutes", "2 minutes"),
           180: ("3 minutes", "3 minutes"), 300: ("5 minutes", "5 minutes")}


def counted_sentence(game: str, key: str, value: int) -> tuple[str, str]:
    """The sentence of a house rule set by a number, which it must say."""
    if key == "turn_timer":
        return timer_sentence(game, value)
    if key == "rounds":
        return f"Rounds in the match: {value}.", f"Manches de la partie{NB}: {value}."
    if key == "sudden_death_rounds":
        if value == 0:
            return ("No sudden-death round: tied leaders share first place.",
                    f"Pas de mort subite{NB}: les ex æquo en tête se partagent la première "
                    "place.")
        return (f"Sudden-death rounds when first place is tied: at most {value}.",
                "Manches de mort subite en cas d’égalité pour la première place"
                f"{NB}: {value} au plus.")
    assert key == "badam_satti_every", key
    if value == 0:
        return "Every deal has a trump.", "Chaque donne a un atout."
    return (f"Badam Satti: one deal in {value} is played without trump.",
            f"Badam Satti{NB}: une donne sur {value} se joue sans atout.")


HOUSE_RULES = {  # (game, option, value): its sentence in English, in French
    ("court-piece", "target", 5): ("First side to 5 courts wins the match.",
                                   "La première équipe à 5 courts gagne la partie."),
    ("court-piece", "target", 7): ("First side to 7 courts wins the match.",
                                   "La première équipe à 7 courts gagne la partie."),
    ("court-piece", "target", 9): ("First side to 9 courts wins the match.",
                                   "La première équipe à 9 courts gagne la partie."),
    ("court-piece", "hakem_rotation", "counter_clockwise"): (
        "After each deal, the Hakem role moves to the player on the Hakem's right.",
        "Après chaque donne, le rôle de Hakem passe au joueur assis à sa droite."),
    ("court-piece", "hakem_rotation", "clockwise"): (
        "After each deal, the Hakem role moves to the player on the Hakem's left.",
        "Après chaque donne, le rôle de Hakem passe au joueur assis à sa gauche."),
    ("court-piece", "hakem_rotation", "winner_keeps"): (
        "After each deal, the Hakem role goes to the side that won the deal: to the Hakem's "
        "partner if it is the Hakem's side, otherwise to the player on the Hakem's right.",
        f"Après chaque donne, le rôle de Hakem revient à l’équipe qui a gagné la donne{NB}: "
        "au partenaire du Hakem si c’est la sienne, sinon au joueur assis à sa droite."),
    ("court-piece", "sweep_courts", 2): (
        "A sweep (one side takes all 13 tricks) is worth 2 courts.",
        "Le chelem (une équipe fait les 13 plis) vaut 2 courts."),
    ("court-piece", "sweep_courts", 3): (
        "A sweep (one side takes all 13 tricks) is worth 3 courts.",
        "Le chelem (une équipe fait les 13 plis) vaut 3 courts."),
    ("court-piece", "kot", False): (
        "No Kot: taking the first 7 tricks in a row is an ordinary court.",
        f"Pas de Kot{NB}: faire les 7 premiers plis d’affilée rapporte un court ordinaire."),
    ("court-piece", "kot", True): (
        "Kot: the Hakem's side taking the first 7 tricks in a row scores 2 courts.",
        f"Kot{NB}: l’équipe du Hakem qui fait les 7 premiers plis d’affilée marque 2 courts."),
    ("court-piece", "failed_hakem_double", False): (
        "A failed Hakem concedes the usual court.",
        "Une chute du Hakem donne le court habituel à l’adversaire."),
    ("court-piece", "failed_hakem_double", True): (
        "A failed Hakem concedes double: the other side scores twice the courts.",
        f"Chute du Hakem doublée{NB}: l’autre équipe marque deux fois plus de courts."),
    ("court-piece", "streak_bonus", False): ("No bonus for deals won in a row.",
                                             "Pas de bonus pour les donnes gagnées d’affilée."),
    ("court-piece", "streak_bonus", True): (
        "Streak bonus: a side winning its third deal in a row, and every further one, scores "
        "one more court.",
        f"Bonus de série{NB}: une équipe qui gagne sa troisième donne d’affilée, puis chacune "
        "des suivantes, marque un court de plus."),
    ("court-piece", "hidden_trump", False): (
        "The trump is announced to everyone as soon as it is named.",
        "L’atout est annoncé à tous dès qu’il est choisi."),
    ("court-piece", "hidden_trump", True): (
        "Hidden trump: the Hakem's trump stays secret until a player who cannot follow suit "
        "asks to see it; it is then shown to everyone.",
        f"Atout caché{NB}: l’atout du Hakem reste secret jusqu’à ce qu’un joueur qui ne peut "
        "pas fournir demande à le voir\u202f; il est alors montré à tous."),
    ("court-piece", "double_hakem", False): (
        "After each deal, the Hakem role moves to the player on the Hakem's right.",
        "Après chaque donne, le rôle de Hakem passe au joueur assis à sa droite."),
    ("court-piece", "double_hakem", True): (
        "Double Hakem: a Hakem whose side wins the deal stays for a second deal; after it, or "
        "after a lost first deal, the Hakem role moves to the player on the Hakem's right.",
        f"Double Hakem{NB}: un Hakem dont l’équipe gagne la donne le reste une donne de "
        "plus\u202f; ensuite, ou après une première donne perdue, le rôle de Hakem passe au "
        "joueur assis à sa droite."),
    ("court-piece", "hakem_sees", 5): ("The Hakem sees 5 cards before naming trump.",
                                       "Le Hakem voit 5 cartes avant de choisir l’atout."),
    ("court-piece", "hakem_sees", 7): ("The Hakem sees 7 cards before naming trump.",
                                       "Le Hakem voit 7 cartes avant de choisir l’atout."),
    ("court-piece", "hakem_sees", 9): ("The Hakem sees 9 cards before naming trump.",
                                       "Le Hakem voit 9 cartes avant de choisir l’atout."),
    ("court-piece", "bidding", False): (
        "No bidding: the Hakem's side needs 7 tricks.",
        f"Pas d’enchères{NB}: l’équipe du Hakem doit faire 7 plis."),
    ("court-piece", "bidding", True): (
        "Bidding: with the trump, the Hakem names a target of 9, 10 or 11 tricks. Made, "
        "2 courts; missed, the other side scores 2 courts.",
        f"Enchères{NB}: avec l’atout, le Hakem fixe un objectif de 9, 10 ou 11 plis. Atteint, "
        "2 courts\u202f; manqué, 2 courts pour l’autre équipe."),
    ("hokm", "target", 7): ("First side to 7 points wins the match.",
                            "La première équipe à 7 points gagne la partie."),
    ("hokm", "target", 10): ("First side to 10 points wins the match.",
                             "La première équipe à 10 points gagne la partie."),
    ("hokm", "sets", 1): ("First side to 7 points wins the match.",
                          "La première équipe à 7 points gagne la partie."),
    ("hokm", "sets", 3): (
        "First side to 7 points wins a set, and the match is the best of three sets.",
        "La première équipe à 7 points gagne une manche, et la partie se joue en deux manches "
        "gagnantes sur trois."),
    ("hokm", "play_all_13", False): ("The deal stops as soon as a side has 7 tricks.",
                                     "La donne s’arrête dès qu’une équipe a 7 plis."),
    ("hokm", "play_all_13", True): (
        "All 13 tricks are played; taking all 13 is worth 3 points.",
        "Les 13 plis sont joués\u202f; les faire tous rapporte 3 points."),
    ("hokm", "kot_against_hakem_3", False): (
        "A Kot (7 tricks before the other side takes one) is worth 2 points, whichever side "
        "takes it.",
        "Un Kot (7 plis avant que l’autre équipe en prenne un) vaut 2 points, quelle que soit "
        "l’équipe qui le fait."),
    ("hokm", "kot_against_hakem_3", True): (
        "A Kot against the Hakem's side is worth 3 points.",
        "Un Kot contre l’équipe du Hakem vaut 3 points."),
    ("hokm", "compulsory_trump", False): ("Trumping is never compulsory.",
                                          "Couper n’est jamais obligatoire."),
    ("hokm", "compulsory_trump", True): (
        "Compulsory trump: a player who cannot follow suit must play a trump if they have one.",
        f"Coupe obligatoire{NB}: un joueur qui ne peut pas fournir doit couper s’il a de "
        "l’atout."),
    ("hokm", "satat", False): ("The 2 of ♥ is an ordinary card.",
                               "Le 2 de ♥ est une carte ordinaire."),
    ("hokm", "satat", True): (
        "Satat: the 2 of ♥ is the highest trump, whatever suit is trump.",
        f"Satat{NB}: le 2 de ♥ est le plus gros atout, quelle que soit la couleur d’atout."),
    ("hokm", "double_sar", False): ("Every trick counts as soon as it is won.",
                                    "Chaque pli compte dès qu’il est gagné."),
    ("hokm", "double_sar", True): (
        "Double Sar: a trick counts only once its side has won two in a row; a trick left "
        "alone goes to nobody. A side needs 7 counted tricks; if the cards run out, more counted "
        "tricks wins, and equal counts go against the Hakem's side.",
        f"Double Sar{NB}: un pli ne compte qu’une fois que son équipe en a remporté deux "
        "d’affilée\u202f; un pli resté seul ne va à personne. Il faut 7 plis comptés\u202f; "
        "si les cartes s’épuisent, l’équipe qui en a le plus gagne, et une égalité tourne "
        "contre l’équipe du Hakem."),
    ("hokm", "deal_pattern", "5-4-4"): (
        "Cards are dealt 5-4-4 (this changes only how the deal looks).",
        "Distribution en 5-4-4 (seule l’apparence de la donne change)."),
    ("hokm", "deal_pattern", "5-3-3-2"): (
        "Cards are dealt 5-3-3-2 (this changes only how the deal looks).",
        "Distribution en 5-3-3-2 (seule l’apparence de la donne change)."),
}


def option_values(game: str) -> list[tuple[str, object]]:
    """Every (option, value) a match of ``game`` can be set to: each choice of a choice or a
    yes/no option; each length the turn timer list offers (and the shortest allowed); every
    number of an option set by a count."""
    from koutchina.app.timer_choice import TIMER_CHOICES
    from koutchina.engine import option_specs

    values: list[tuple[str, object]] = []
    for spec in option_specs(game):
        if spec.kind != "int":
            values += [(spec.key, choice) for choice in spec.choices]
        elif spec.key == "turn_timer":
            values += [(spec.key, seconds) for seconds in sorted({*TIMER_CHOICES, 5})]
        else:
            assert spec.low is not None and spec.high is not None
            numbers = range(spec.low, spec.high + 1)
            if spec.key == "badam_satti_every":  # 1 would leave no deal with a trump
                numbers = range(0, spec.high + 1)
            values += [(spec.key, n) for n in numbers if (spec.key, n) != ("badam_satti_every", 1)]
    return values


def house_rule_rows(html: str) -> list[tuple[str, bool]]:
    """The house rules of a page as a player reads them, each with whether it is highlighted
    (a rule of this match that differs from the usual game)."""
    import html as markup

    table = html[html.index("<table"):html.index("</table>")]
    rows = re.findall(r"<tr><td([^>]*)>(.*?)</td></tr>", table)
    return [(markup.unescape(re.sub(r"<[^>]*>", "", re.sub(r" <i>\([^)]*\)</i>$", "", text))),
             HIGHLIGHT in style) for style, text in rows]


@pytest.mark.parametrize("game", GAMES)
def test_every_option_value_reads_well_in_both_languages(game: str) -> None:
    """Each house rule has its own sentence for every value it can take, saying that value;
    the sentence of a value other than the usual one is the one row highlighted for it, the
    usual one's is shown plain."""
    from koutchina.engine import option_specs

    defaults = {spec.key: spec.default for spec in option_specs(game)}
    checked = 0
    for key, value in option_values(game):
        if (game, key, value) in HOUSE_RULES:
            sentences = HOUSE_RULES[(game, key, value)]
        else:
            assert isinstance(value, int), (game, key, value)
            sentences = counted_sentence(game, key, value)
        for language, expected in zip(("en", "fr"), sentences, strict=True):
            rows = house_rule_rows(rules_html(game, language, make_rules(game, {key: value})))
            highlighted = [text for text, marked in rows if marked]
            if value == defaults[key]:
                assert not highlighted and (expected, False) in rows, (key, value, rows)
            else:
                assert highlighted == [expected], (key, value, language, rows)
            checked += 1
    assert checked >= 2 * len(defaults) * 2


def test_the_hokm_target_and_sets_read_as_one_sentence() -> None:
    """Hokm's target and its sets share one row, which says both."""
    rows = house_rule_rows(rules_html("hokm", "en", make_rules("hokm", {"target": 10,
                                                                        "sets": 3})))
    assert [text for text, marked in rows if marked] == [
        "First side to 10 points wins a set, and the match is the best of three sets."]
    rows = house_rule_rows(rules_html("hokm", "fr", make_rules("hokm", {"target": 10,
                                                                        "sets": 3})))
    assert [text for text, marked in rows if marked] == [
        "La première équipe à 10 points gagne une manche, et la partie se joue en deux "
        "manches gagnantes sur trois."]


def test_window_follows_the_language_and_keeps_the_game_and_match_rules(
    qtbot: QtBot, qapp: QApplication, languages: i18n.LanguageManager
) -> None:
    languages.set_language("en", remember=False)
    window = RulesWindow()
    qtbot.addWidget(window)
    rules = make_rules("hokm", {"satat": True})
    window.show_game("hokm", rules)
    tabs = window.findChild(QTabBar)
    browser = window.findChild(QTextBrowser)
    assert tabs is not None and browser is not None
    assert window.windowTitle() == "Rules of the games"
    assert window.game == "hokm" and tabs.tabText(tabs.currentIndex()) == "Hokm"
    assert "Satat: the 2 of" in browser.toPlainText()

    languages.set_language("fr", remember=False)
    qapp.processEvents()
    assert window.windowTitle() == "Règles des jeux"
    assert window.game == "hokm"
    text = browser.toPlainText()
    assert re.search(r"Satat\s: le 2 de", text) and "Satat: the" not in text

    tabs.setCurrentIndex(0)  # Hand: the Hokm match's rules do not apply there
    assert window.game == "hand"
    assert HIGHLIGHT not in window.html and "Manches de la partie" in browser.toPlainText()


@pytest.mark.parametrize(("language", "words"), [("en", "hakem role"), ("fr", "rôle de hakem")])
def test_the_match_rules_name_the_hakem_rotation_once(language: str, words: str) -> None:
    from koutchina.app.rules_text import house_rules_html

    for options in ({}, {"hakem_rotation": "clockwise"}, {"double_hakem": True}):
        html = house_rules_html("court-piece", language,
                                make_rules("court-piece", dict(options)))
        rows = [row for row in visible_text(html).lower().split("\n") if words in row]
        assert len(re.findall(words, visible_text(html).lower())) == 1, (options, rows)


BIDDING_CARD = {  # (kot, failed Hakem double, no-trump deals): the two lines, en and fr
    (False, False, False): (
        ["No Kot: with bidding, the target decides the courts.",
         "With bidding, a missed target gives the other side 2 courts."],
        [f"Pas de Kot{NB}: avec les enchères, l’objectif décide des courts.",
         "Avec les enchères, un objectif manqué donne 2 courts à l’autre équipe."]),
    (True, True, False): (
        ["Kot: not scored with bidding, where the target decides the courts.",
         "Failed Hakem double: not with bidding, where a missed target gives the other side 2 "
         "courts."],
        [f"Kot{NB}: non compté avec les enchères, où l’objectif décide des courts.",
         f"Chute du Hakem doublée{NB}: pas avec les enchères, où un objectif manqué donne "
         "2 courts à l’autre équipe."]),
    (True, False, True): (
        ["Kot: in a deal without trump, which has no target, the Hakem's side taking the first "
         "7 tricks in a row scores 2 courts.",
         "In a deal without trump, which has no target, a failed Hakem concedes the usual "
         "court."],
        [f"Kot{NB}: dans une donne sans atout, qui n’a pas d’objectif, l’équipe du Hakem qui "
         "fait les 7 premiers plis d’affilée marque 2 courts.",
         "Dans une donne sans atout, qui n’a pas d’objectif, une chute du Hakem donne le court "
         "habituel à l’adversaire."]),
}


@pytest.mark.parametrize("case", list(BIDDING_CARD))
def test_with_bidding_the_kot_and_failed_hakem_lines_say_the_target_decides(
        case: tuple[bool, bool, bool]) -> None:
    """With bidding every deal with trump has a target, which alone decides its courts: the
    card said "A failed Hakem concedes the usual court." and "No Kot: taking the first 7
    tricks in a row is an ordinary court." while a missed target gave the other side 2 (a
    player's review). Those two rules hold only in a deal without trump (Badam Satti)."""
    kot, double, no_trump = case
    options = {"bidding": True, "kot": kot, "failed_hakem_double": double,
               "badam_satti_every": 4 if no_trump else 0}
    for language, expected in zip(("en", "fr"), BIDDING_CARD[case], strict=True):
        rows = [text for text, _ in house_rule_rows(
            rules_html("court-piece", language, make_rules("court-piece", options)))]
        assert [row for row in rows if row in expected] == expected, rows
