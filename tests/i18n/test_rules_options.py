"""The Rules window's statements that depend on the match's house rules, in both languages.

Each game's page is rendered under several option sets; a sentence that a house rule makes
false must be gone, and the rule a player needs under the option must be explained.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from koutchina.app.rules_text import GAMES, rules_html
from koutchina.engine import make_rules


def page(game: str, language: str, **options: Any) -> str:
    """The visible text of the page, tags removed, spaces (non-breaking too) collapsed."""
    html = rules_html(game, language, make_rules(game, options))
    text = re.sub(r"<[^>]*>", " ", re.sub(r"</?span[^>]*>", "", html))
    text = text.replace("&#x27;", "'").replace("&quot;", '"')
    return " ".join(text.replace("\u00a0", " ").replace("\u202f", " ").split())


def both(game: str, **options: Any) -> tuple[str, str]:
    return page(game, "en", **options), page(game, "fr", **options)


# --- every game --------------------------------------------------------------------------------


@pytest.mark.parametrize("game", ["court-piece", "hokm"])
def test_turn_timer_line_of_the_partnership_games_names_what_the_table_does(game: str) -> None:
    en, fr = both(game, turn_timer=30)
    assert "call of 0" not in en and "annonce 0" not in fr
    assert "lowest legal card" in en and "plus petite carte permise" in fr
    assert "when you are the Hakem it names the suit you hold most" in en
    assert "si vous êtes le Hakem, elle choisit comme atout la couleur" in fr
    assert "target of 9" not in en
    if game == "court-piece":
        en, fr = both(game, bidding=True, turn_timer=30)
        assert "with a target of 9 tricks" in en and "avec un objectif de 9 plis" in fr


def test_hand_turn_timer_line_and_timer_off() -> None:
    en, fr = both("hand", turn_timer=30)
    assert "a call of 0 if you have not called, otherwise your lowest legal card" in en
    assert "elle annonce 0 si vous n’avez pas encore annoncé" in fr
    en, fr = both("hand", turn_timer=0)
    assert "Turn timer: off" in en and "Minuteur : désactivé" in fr
    assert "call of 0" not in en


@pytest.mark.parametrize("game", GAMES)
def test_no_page_points_below_to_the_house_rules_drawn_above(game: str) -> None:
    for text in both(game):
        assert "see below" not in text and "voir plus bas" not in text.replace("(voir", "")


# --- Court Piece -------------------------------------------------------------------------------


def test_first_hakem_is_the_player_who_draws_the_highest_card() -> None:
    en, fr = both("court-piece")
    assert "the player who draws the highest card becomes Hakem" in en
    assert "celui qui tire la plus haute devient Hakem" in fr
    assert "highest rank becomes" not in en and "rang le plus haut" not in fr


def test_court_piece_trick_example_names_the_winner_after_the_last_card() -> None:
    en, fr = both("court-piece")
    assert en.index("You play last") < en.index("East takes the trick")
    assert fr.index("Vous jouez en dernier") < fr.index("Est remporte le pli")


@pytest.mark.parametrize(
    ("options", "english", "french"),
    [
        ({}, "the role moves to the player on the Hakem's right",
         "le rôle passe au joueur assis à la droite du Hakem"),
        ({"hakem_rotation": "clockwise"}, "the role moves to the player on the Hakem's left",
         "le rôle passe au joueur assis à la gauche du Hakem"),
        ({"hakem_rotation": "winner_keeps"},
         "the Hakem's partner takes the role; otherwise it goes to the player on the Hakem's "
         "right, on the side that won",
         "le partenaire du Hakem prend le rôle ; sinon, il passe au joueur assis à la droite du "
         "Hakem, dans l’équipe gagnante"),
        ({"double_hakem": True}, "a Hakem whose side wins the deal plays a second deal",
         "un Hakem dont l’équipe gagne la donne reste Hakem pour une deuxième donne"),
    ],
)
def test_the_next_hakem_is_the_one_of_the_match(
    options: dict[str, Any], english: str, french: str
) -> None:
    en, fr = both("court-piece", **options)
    assert english in en and french in fr
    # One line of the match's rules says how the role moves, not two.
    assert "as set above" not in en and "comme indiqué plus haut" not in fr


def test_hidden_trump_is_explained_only_when_in_force() -> None:
    en, fr = both("court-piece")
    assert "Hidden trump." not in en and "Atout caché." not in fr
    en, fr = both("court-piece", hidden_trump=True)
    assert "Until it is shown, no card is a trump" in en
    assert "the Hakem included" in en and "Show trump button" in en
    assert "including the cards already played to it" in en
    assert "Tant qu’il n’est pas montré, aucune carte n’est atout" in fr
    assert "Hakem compris" in fr and "« Voir l’atout »" in fr
    assert "y compris pour les cartes déjà posées" in fr


def test_badam_satti_deals_are_explained() -> None:
    en, fr = both("court-piece", badam_satti_every=3)
    assert "One deal in 3 is played without trump (deals 3, 6, 9" in en
    assert "The Hakem still leads the first trick, and the Hakem's side still needs 7" in en
    assert "names neither trump nor target" in en
    assert "Une donne sur 3 se joue sans atout" in fr
    assert "Le Hakem entame toujours le premier pli, et son équipe doit toujours faire 7" in fr
    assert "Badam Satti" not in both("court-piece")[0].split("Tips")[0].split("rules of this")[0]


def test_bidding_replaces_seven_tricks_and_says_how_it_combines_with_other_rules() -> None:
    en, fr = both("court-piece", bidding=True)
    assert "Seven tricks win the court" not in en and "Sept plis suffisent" not in fr
    assert "Your target is all you need" in en and "Votre objectif suffit" in fr
    assert "A side that takes at least 7 of the 13 tricks" not in en
    en, fr = both("court-piece", bidding=True, failed_hakem_double=True, kot=True)
    assert "the other side wins 2 courts, whatever that side's own count, and no more: a " \
        "missed target is not doubled" in en
    assert "There is no Kot in a deal with a target" in en
    assert "et pas davantage : un objectif manqué n’est pas doublé" in fr
    assert "Il n’y a pas de Kot dans une donne avec objectif" in fr
    en, fr = both("court-piece", bidding=True, sweep_courts=3)
    assert "it wins 2 courts, or 3 courts with all 13 tricks" in en
    assert "elle gagne 2 courts, ou 3 courts si elle fait les 13 plis" in fr
    en, _ = both("court-piece", bidding=True, badam_satti_every=4)
    assert "Badam Satti deals have no target and score as usual" in en


def test_seven_tricks_tip_without_bidding() -> None:
    en, fr = both("court-piece")
    assert "Seven tricks win the court" in en and "Sept plis suffisent" in fr


def test_streak_bonus_counts_deals_won() -> None:
    en, fr = both("court-piece", streak_bonus=True)
    assert "wins its third deal in a row" in en and "It is the deals won that count" in en
    assert "gagne sa troisième donne d’affilée" in fr
    assert "courts won in a row" not in en


def test_failed_hakem_double_with_an_example() -> None:
    en, fr = both("court-piece", failed_hakem_double=True)
    assert "6 tricks against 7: the other side wins 2 courts" in en
    assert "6 plis contre 7 : l’autre équipe gagne 2 courts" in fr


def test_court_piece_play_rule_is_not_contradicted() -> None:
    en, _ = both("court-piece", hakem_sees=9)
    assert "receives the first 9 cards alone" in en


# --- Hokm ----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("pattern", "english", "french"),
    [
        ("5-4-4", "packets of four, twice round the table", "deux paquets de quatre"),
        ("5-3-3-2", "packets of three, three and two", "des paquets de trois, trois et deux"),
    ],
)
def test_hokm_deal_gives_the_others_five_first(pattern: str, english: str, french: str) -> None:
    en, fr = both("hokm", deal_pattern=pattern)
    assert "Each of the other players is dealt five cards" in en and english in en
    assert "Les trois autres joueurs reçoivent à leur tour cinq cartes" in fr and french in fr
    assert "in packets of four" not in en


def test_hokm_first_draw_starts_with_you() -> None:
    en, fr = both("hokm")
    assert "starting with you" in en and "en commençant par vous" in fr
    assert "first seat" not in en and "première place" not in fr


def test_hokm_trick_example_names_the_winner_after_the_last_card() -> None:
    en, fr = both("hokm")
    assert en.index("you follow with 5♥") < en.index("East takes the trick")
    assert fr.index("vous fournissez le 5♥") < fr.index("Est remporte le pli")


def test_trumping_is_a_choice_only_without_compulsory_trump() -> None:
    en, fr = both("hokm")
    assert "trumping is a choice, not a duty" in en and "couper est un choix" in fr
    en, fr = both("hokm", compulsory_trump=True)
    assert "trumping is a choice" not in en and "couper est un choix" not in fr
    assert "you must play a trump if you hold one" in en
    assert "vous devez couper si vous avez de l’atout" in fr


def test_satat_is_explained_only_when_in_force() -> None:
    assert "belongs to the trump suit" not in both("hokm")[0]
    en, fr = both("hokm", satat=True)
    assert "It belongs to the trump suit, not to hearts" in en
    assert "you may only play 5♥ on a heart lead" in en
    assert "a player whose only trump is the 2♥ must play it" in en
    assert "Il appartient à l’atout et non plus à cœur" in fr


def test_double_sar_only_a_single_trick_goes_to_nobody() -> None:
    en, fr = both("hokm", double_sar=True)
    assert "broken run" not in en and "série interrompue" not in fr
    assert "A single trick followed by a trick of the other side goes to nobody" in en
    assert "every further trick of the same run counts at once" in en
    assert "Un pli isolé, suivi d’un pli de l’autre équipe, ne va à personne" in fr
    assert "The deal stops as soon as one side has 7 counted tricks" in en


def test_play_all_13_replaces_the_early_end() -> None:
    en, fr = both("hokm", play_all_13=True)
    assert "Early end" not in en and "Fin anticipée" not in fr
    assert "All 13 tricks are played in this match" in en
    assert "All 13 tricks: 3 points" in en
    assert "It is still a Kot if the other side takes tricks after the seventh" in en


def test_best_of_three_sets_starts_each_set_from_zero() -> None:
    en, fr = both("hokm", sets=3)
    assert "both totals then go back to 0 for the next set" in en
    assert "les deux totaux repartent alors de 0" in fr
    assert not re.search(r"\bsets?\b", fr)  # French says « manche »


def test_kot_against_the_hakem_for_three() -> None:
    en, fr = both("hokm", kot_against_hakem_3=True)
    assert "a Kot against the Hakem's side: 3 points" in en
    assert "un Kot contre l’équipe du Hakem : 3 points" in fr


# --- Hand ----------------------------------------------------------------------------------------


def test_hand_sudden_death_rounds_add_to_the_totals() -> None:
    en, fr = both("hand")
    assert "they score as usual and add to everyone's total" in en
    assert "can still overtake them" in en
    assert "s’ajoutent aux totaux de tous" in fr
    en, fr = both("hand", sudden_death_rounds=0)
    assert "sudden death" not in en.split("The match")[1]
    assert "they share first place" in en


def test_hand_example_and_tips_words() -> None:
    en, fr = both("hand")
    assert "You are second to play" in en and "guarded Kings" in en
    assert "behind them" not in en
    assert "Avec le R♥, le 7♥ et le 8♠ en main" in fr


# --- the French reads as French ------------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_french_pages_avoid_the_reported_clumsy_phrases(game: str) -> None:
    clumsy = (
        "l’As en haut", "ne change plus de la manche", "change d’une place", "passe chez eux",
        "sans atout, la plus haute", "refiler",
    )
    for options in ({}, {"sets": 3} if game == "hokm" else {}):
        fr = page(game, "fr", **options)
        for phrase in clumsy:
            assert phrase not in fr, phrase


def test_double_sar_early_end_line_counts_counted_tricks() -> None:
    en, fr = both("hokm", double_sar=True)
    assert "The deal stops as soon as a side has 7 counted tricks." in en
    assert "La donne s’arrête dès qu’une équipe a 7 plis comptés." in fr
    assert "The deal stops as soon as a side has 7 tricks." in both("hokm")[0]


# --- read by a player, page by page -----------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_french_pages_write_zero_and_one_trick_in_the_singular(game: str) -> None:
    for options in ({}, {"double_sar": True} if game == "hokm" else {}):
        fr = page(game, "fr", **options)
        assert not re.search(r"\b[01] plis\b", fr), re.findall(r".{30}\b[01] plis\b", fr)


def test_double_sar_scoring_counts_counted_tricks() -> None:
    en, fr = both("hokm", double_sar=True)
    assert "First to 7 counted tricks: 1 point" in en and "First to 7 tricks" not in en
    assert "Première équipe à 7 plis comptés : 1 point" in fr
    assert "Kot : 7 counted tricks before the other side has any" in en.replace("Kot:", "Kot :")
    assert "Kot : 7 plis comptés avant que l’autre équipe en ait un seul" in fr


def test_bidding_tip_promises_a_sweep_only_when_it_scores_more() -> None:
    en, fr = both("court-piece", bidding=True)  # a made bid scores 2 courts, all 13 too
    assert "nothing more to gain but a sweep" not in en and "il ne reste à gagner que" not in fr
    assert "nothing more to gain" in en and "plus rien à gagner" in fr
    en, fr = both("court-piece", bidding=True, sweep_courts=3)
    assert "nothing more to gain but a sweep" in en and "il ne reste à gagner que le chelem" in fr


def test_french_timer_and_best_of_three_read_well() -> None:
    fr = page("hokm", "fr", sets=3, turn_timer=30)
    assert "la couleur que vous avez le plus" not in fr
    assert "la couleur la plus nombreuse parmi les cartes que vous avez vues" in fr
    assert "gagne une manche, et deux manches" not in fr


def test_double_sar_says_when_a_trick_counts_as_the_engine_counts_it() -> None:
    """A trick counts once its side has two in a row, and every further trick of the run at
    once: "only if its side also wins the next one" was wrong for the third trick of a run.
    With every trick played, the Kot example does not stop the deal, and the deal goes to the
    side with more counted tricks (5 to 4 can win), not to "7 tricks or more"."""
    en, fr = both("hokm", double_sar=True)
    assert "only once its side has won two tricks in a row" in en
    assert "also wins the next" not in en and "the deal stops: a Kot" in en
    assert "remporté deux plis d’affilée" in fr
    assert "remporte aussi le" not in fr
    en, fr = both("hokm", double_sar=True, play_all_13=True)
    assert "the deal stops" not in en and "whatever the tricks still to play give" in en
    assert "More counted tricks than the other side: 1 point" in en
    assert "7 tricks or more" not in en
    assert "la donne s’arrête" not in fr and "Plus de plis comptés que l’autre équipe" in fr
    en, _ = both("hokm", play_all_13=True)
    assert "7 tricks or more: 1 point" in en
