"""La page du Hokm en français, écrite pour les règles maison de la partie."""

from __future__ import annotations

from typing import Any

from ...engine import Outcome
from . import examples as ex
from .common import GameText, HouseRule, html_table
from .fr_shared import SIDES_RESULT, partnership_timeout, plis, timer


def hokm_intro(rules: Any) -> str:
    if rules.double_sar and rules.play_all_13:
        deal = ("une fois les 13 plis joués, l’équipe qui a le plus de plis comptés (voir "
                "Double Sar) gagne la donne")
    else:
        seven = "7 plis comptés (voir Double Sar)" if rules.double_sar else "7 plis"
        deal = f"la première équipe à {seven} gagne la donne"
    match = (
        "une manche ; il faut deux manches pour gagner la partie" if rules.sets == 3
        else "la partie"
    )
    return f"""
<p>Le grand jeu d’équipe persan : quatre joueurs en deux équipes, les partenaires face à face,
52 cartes ; l’As est la plus forte carte. Le <b>Hakem</b> choisit l’atout après avoir vu cinq
cartes ; {deal}, et la première équipe à {rules.target} points gagne
{match}.</p>
"""


def _hokm_play_step(rules: Any) -> str:
    if rules.compulsory_trump:
        choice = (
            "sinon, vous devez couper si vous avez de l’atout (règle maison de cette partie) ; "
            "sans atout seulement, vous pouvez vous défausser."
        )
    else:
        choice = (
            "sinon, jouez n’importe quelle carte, atout ou non : couper est un choix, pas une "
            "obligation."
        )
    return (
        "<li><b>Le jeu.</b> Le Hakem entame le premier pli, et le jeu tourne dans le sens des "
        "aiguilles d’une montre (vers la gauche). Fournissez si vous le pouvez ; "
        f"{choice} Le plus gros atout l’emporte ; si personne n’a coupé, c’est la plus haute "
        "carte de la couleur demandée. Le gagnant entame le pli suivant.</li>"
    )


def _hokm_end_step(rules: Any) -> str:
    if rules.play_all_13 and rules.double_sar:
        return (
            "<li><b>Les 13 plis</b> se jouent dans cette partie, même après qu’une équipe a "
            "7 plis comptés : l’équipe qui a le plus de plis comptés à la fin gagne la "
            "donne.</li>"
        )
    if rules.play_all_13:
        return (
            "<li><b>Les 13 plis</b> se jouent dans cette partie, même après qu’une équipe en a "
            "fait 7.</li>"
        )
    counted = " comptés" if rules.double_sar else ""
    return (
        f"<li><b>Fin anticipée.</b> La donne s’arrête dès qu’une équipe a 7 plis{counted} : la "
        "suite ne changerait rien.</li>"
    )


def _hokm_deal(rules: Any) -> str:
    packets = (
        "deux paquets de quatre"
        if rules.deal_pattern == "5-4-4"
        else "des paquets de trois, trois et deux"
    )
    parts = [
        "<ol>",
        "<li><b>Le premier Hakem.</b> On distribue les cartes une à une, face visible, en "
        "commençant par vous et dans l’ordre du jeu ; le premier à recevoir un As devient "
        "Hakem. Le donneur est le joueur qui joue juste avant le Hakem.</li>",
        "<li><b>L’atout.</b> Le Hakem reçoit cinq cartes, les regarde et nomme l’atout (le "
        "<i>hokm</i>). On ne peut plus le changer.</li>",
        "<li><b>La suite de la donne.</b> Les trois autres joueurs reçoivent à leur tour cinq "
        f"cartes ; puis chacun, en commençant par le Hakem, reçoit {packets}, jusqu’à 13 "
        "cartes.</li>",
        _hokm_play_step(rules),
        _hokm_end_step(rules),
        "<li><b>Le Hakem suivant.</b> Si l’équipe du Hakem a gagné, il garde son rôle. Sinon, "
        "le rôle passe au joueur suivant dans l’ordre du jeu, un adversaire.</li>",
        "</ol>",
        """<p><b>Exemple.</b> L’atout est [C]. Ouest entame le R[H], votre partenaire joue l’A[H],
Est n’a pas de cœur et coupe avec le 3[C], puis vous fournissez le 5[H] : Est remporte le
pli, car le plus petit atout bat n’importe quelle carte d’une autre couleur.</p>""",
    ]
    if rules.satat:
        parts.append(_satat())
    return "\n".join(parts)


def _satat() -> str:
    return """
<p><b>Satat.</b> Le 2[H] est le plus gros atout, quelle que soit la couleur d’atout. Il
appartient à l’atout et non plus à cœur : il ne peut pas fournir sur une entame à cœur, et il
doit fournir sur une entame d’atout. Avec le 2[H], le 5[H] et le R[C] en main et l’atout à
[S], vous ne pouvez jouer que le 5[H] sur une entame à cœur ; sur une entame à pique, un
joueur dont le seul atout est le 2[H] doit le jouer. Quand cœur est atout, c’est simplement le
meilleur cœur.</p>
"""


def _points(n: int) -> str:
    return f"{n} point" if n == 1 else f"{n} points"


_HOKM_NOTES = {
    Outcome.WON: " ; le Hakem garde son rôle",
    Outcome.KOT: ", un Kot",
    Outcome.HAKEM_FAILED: " ; le rôle de Hakem passe à leur équipe",
    Outcome.KOT_AGAINST_HAKEM: ", un Kot contre le Hakem",
    Outcome.SWEEP: ", les 13 plis",
}


def _tricks(e: ex.DealExample, side: int) -> str:
    """Les plis d’une équipe dans une ligne du tableau ; quand tous les plis se jouent, les
    7 premiers d’un Kot."""
    first = e.first_seven[side] and e.taken[side] < len(e.winners)
    return plis(e.taken[side]) + (", les 7 premiers d’affilée" if first else "")


def _hokm_table(rules: Any) -> str:
    """Les exemples commentés, selon les règles de la partie (avec le Double Sar,
    chaque pli y compte : il est gagné dans une série d’au moins deux)."""
    rows = [
        (
            _tricks(e, 0),
            _tricks(e, 1),
            f"{'Votre équipe marque' if e.scores[0] else 'Les adversaires marquent'} "
            f"{_points(max(e.scores))}{_HOKM_NOTES[e.outcome or Outcome.WON]}",
        )
        for e in ex.hokm_deals(rules)
    ]
    runs = (
        " ; chaque pli y est gagné dans une série d’au moins deux, si bien qu’avec le Double "
        "Sar tous comptent" if rules.double_sar else ""
    )
    return (
        "<p><b>Exemples commentés</b>, selon les règles ci-dessus (le Hakem est dans "
        f"votre équipe{runs}).</p>\n" + html_table(SIDES_RESULT, rows)
    )


def _double_sar(rules: Any) -> str:
    e = ex.HOKM_DOUBLE_SAR
    order = ", ".join("à votre équipe" if w == "N" else "aux adversaires"
                      for w in e.winners[:4])
    more = ("un", "deux", "trois", "quatre", "cinq", "six")[len(e.winners) - 5]
    end = (" : quels que soient les plis qui restent à jouer, c’est un Kot" if rules.play_all_13
           else " et la donne s’arrête : c’est un Kot")
    return f"""
<p><b>Double Sar.</b> Un pli ne compte qu’une fois que son équipe a remporté deux plis
d’affilée : ces deux plis comptent ensemble, et chaque pli suivant de la même série compte
aussitôt. Un
pli isolé, suivi d’un pli de l’autre équipe, ne va à personne, pas plus qu’un pli isolé qui
termine la donne. {_double_sar_winner(rules)} Un Kot, ce sont 7 plis comptés avant que l’autre
équipe en ait un seul. <b>Exemple :</b> les plis vont {order}, puis votre équipe en fait encore
{more}. Le pli isolé des adversaires ne va à personne ; votre équipe compte 7 plis à 0{end},
{_points(e.scores[0])}.</p>
"""


def _double_sar_winner(rules: Any) -> str:
    if rules.play_all_13:
        return (
            "Seuls les plis comptés importent : les 13 plis sont joués, et l’équipe qui a le "
            "plus de plis comptés à la fin gagne la donne (7 plis comptés suffisent donc "
            "toujours) ; une égalité tourne contre l’équipe du Hakem."
        )
    return (
        "Seuls les plis comptés importent : une équipe qui a 7 plis comptés gagne la donne ; si "
        "les cartes s’épuisent avant, l’équipe qui a le plus de plis comptés gagne, et une "
        "égalité tourne contre l’équipe du Hakem."
    )


def _hokm_scoring(rules: Any) -> str:
    if rules.double_sar:
        lines = [
            "<li>Première équipe à 7 plis comptés : <b>1 point</b> ; si les cartes s’épuisent "
            "avant qu’une équipe en ait 7, l’équipe qui a le plus de plis comptés : "
            "<b>1 point</b>.</li>"
        ]
    else:
        lines = ["<li>Première équipe à 7 plis : <b>1 point</b>.</li>"]
    if rules.play_all_13:
        lines = [
            "<li>Plus de plis comptés que l’autre équipe : <b>1 point</b>.</li>"
            if rules.double_sar else "<li>7 plis ou plus : <b>1 point</b>.</li>",
            f"<li>Les 13 plis : <b>{_points(ex.HOKM_ALL_13.scores[0])}</b>.</li>",
        ]
    kot = (
        "<li><b>Kot</b> : 7 plis comptés avant que l’autre équipe en ait un seul : "
        if rules.double_sar else
        "<li><b>Kot</b> : 7 plis avant que l’autre équipe en ait pris un seul : "
    ) + "<b>2 points</b>"
    if rules.kot_against_hakem_3:
        against = _points(ex.HOKM_KOT_AGAINST_3.scores[1])
        kot += f" ; un Kot contre l’équipe du Hakem : <b>{against}</b>"
    kot += "."
    if rules.play_all_13:
        kot += " Le Kot reste acquis même si l’autre équipe fait des plis après le septième."
    lines.append(kot + "</li>")
    parts = ["<ul>", *lines, "</ul>", _hokm_table(rules)]
    if rules.double_sar:
        parts.append(_double_sar(rules))
    if rules.sets == 3:
        parts.append(
            "<p>La partie se joue en deux manches gagnantes sur trois. Une manche revient à la "
            f"première équipe à {_points(rules.target)} ; les deux totaux repartent alors de 0 "
            "pour la manche suivante, et la première équipe à gagner deux manches gagne la "
            "partie.</p>"
        )
    else:
        parts.append(f"<p>La première équipe à {_points(rules.target)} gagne la partie.</p>")
    return "\n".join(parts)


def hokm_sections(rules: Any) -> tuple[tuple[str, str], ...]:
    return (
        ("Déroulement d’une donne", _hokm_deal(rules)),
        ("Décompte des points", _hokm_scoring(rules)),
    )


def hokm_tips(rules: Any) -> tuple[str, ...]:
    return (
        "Hakem, nommez votre couleur la plus longue, surtout si elle contient l’As ou le Roi. "
        "Des honneurs dans une couleur courte font un mauvais atout : des adversaires plus "
        "longs que vous à l’atout en auront encore quand les vôtres seront épuisés.",
        "Quand votre équipe est longue à l’atout, faites-en un ou deux tours tôt : l’adversaire "
        "est désarmé et vos cartes maîtresses des autres couleurs passent.",
        "Quand vous ne pouvez pas fournir, une petite défausse indique à votre partenaire la "
        "couleur où vous êtes faible : il évitera de l’entamer.",
        "Comptez les atouts à mesure qu’ils tombent. Quand la plupart sont sortis, encaissez vos "
        "cartes maîtresses dans les autres couleurs.",
        "En défense, entamez les couleurs où le Hakem est court : il devra dépenser ses atouts "
        "au lieu de dérouler sa longue couleur.",
    )


def _double_sar_end(rules: Any) -> str:
    """La fin de la ligne du Double Sar : qui gagne quand tous les plis se jouent, ou l’arrêt
    à 7."""
    if rules.play_all_13:
        return (
            "Les 13 plis sont joués, et l’équipe qui a le plus de plis comptés gagne la donne ; "
            "une égalité tourne contre l’équipe du Hakem."
        )
    return (
        "Il faut 7 plis comptés ; si les cartes s’épuisent, l’équipe qui en a le plus gagne, et "
        "une égalité tourne contre l’équipe du Hakem."
    )


def hokm_house_rules(rules: Any) -> list[HouseRule]:
    return [
        HouseRule(
            f"La première équipe à {rules.target} points gagne"
            + (" une manche, et la partie se joue en deux manches gagnantes sur trois."
               if rules.sets == 3 else " la partie."),
            rules.target != 7 or rules.sets != 1,
        ),
        HouseRule(
            "Les 13 plis sont joués ; les faire tous rapporte 3 points."
            if rules.play_all_13
            else f"La donne s’arrête dès qu’une équipe a 7 plis{' comptés' * rules.double_sar}.",
            rules.play_all_13,
        ),
        HouseRule(
            "Un Kot contre l’équipe du Hakem vaut 3 points."
            if rules.kot_against_hakem_3
            else "Un Kot (7 plis comptés avant que l’autre équipe en ait un seul) vaut "
                 "2 points, quelle que soit l’équipe qui le fait." if rules.double_sar
            else "Un Kot (7 plis avant que l’autre équipe en prenne un) vaut 2 points, quelle "
                 "que soit l’équipe qui le fait.",
            rules.kot_against_hakem_3,
        ),
        HouseRule(
            "Coupe obligatoire : un joueur qui ne peut pas fournir doit couper s’il a de "
            "l’atout." if rules.compulsory_trump else "Couper n’est jamais obligatoire.",
            rules.compulsory_trump,
        ),
        HouseRule(
            "Satat : le 2 de [H] est le plus gros atout, quelle que soit la couleur d’atout."
            if rules.satat
            else "Le 2 de [H] est une carte ordinaire.",
            rules.satat,
        ),
        HouseRule(
            "Double Sar : un pli ne compte qu’une fois que son équipe en a remporté deux "
            f"d’affilée ; un pli resté seul ne va à personne. {_double_sar_end(rules)}"
            if rules.double_sar
            else "Chaque pli compte dès qu’il est gagné.",
            rules.double_sar,
        ),
        HouseRule(
            f"Distribution en {rules.deal_pattern} (seule l’apparence de la donne change).",
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
