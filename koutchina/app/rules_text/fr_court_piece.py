"""La page du Court Piece en français, écrite pour les règles maison de la partie."""

from __future__ import annotations

from typing import Any

from ...engine import Outcome
from . import examples as ex
from .common import GameText, HouseRule, html_table
from .fr_shared import SIDES_RESULT, partnership_timeout, plis, timer


def court_piece_intro(rules: Any) -> str:
    if rules.bidding:
        goal = (
            "Avec l’atout, le Hakem fixe un objectif de 9, 10 ou 11 plis : si son équipe "
            "l’atteint, elle gagne 2 <b>courts</b>"
            + (" (3 si elle fait les 13 plis)" if rules.sweep_courts == 3 else "")
            + " ; sinon, c’est l’autre équipe qui en gagne 2."
        )
    else:
        goal = (
            "L’équipe qui fait au moins 7 des 13 plis gagne la donne et au moins un "
            "<b>court</b>."
        )
    return f"""
<p>Quatre joueurs en deux équipes, les partenaires face à face. 52 cartes ; l’As est la plus
forte carte. Un joueur, le <b>Hakem</b>, choisit l’atout après n’avoir vu qu’une partie de sa
main. {goal} La première équipe à {rules.target} courts gagne la partie.</p>
"""


def _court_piece_trump_step(rules: Any) -> str:
    target = " et un objectif de 9, 10 ou 11 plis" if rules.bidding else ""
    step = (
        f"<li><b>L’atout.</b> Le Hakem reçoit seul les {rules.hakem_sees} premières cartes, les "
        f"regarde et choisit la couleur d’atout{target}. Ce choix est définitif."
    )
    if rules.hidden_trump:
        step += " Dans cette partie, l’atout est <b>caché</b> : seul le Hakem le connaît (voir "
        step += "plus bas)."
    return step + "</li>"


def _court_piece_hidden_trump() -> str:
    return """
<p><b>Atout caché.</b> Le Hakem choisit l’atout face cachée. Tant qu’il n’est pas montré,
aucune carte n’est atout : une carte de cette couleur jouée sur une autre couleur n’est
qu’une défausse et ne peut pas gagner. Un joueur qui ne peut pas fournir la couleur demandée,
Hakem compris, peut demander à le voir avant de jouer, avec le bouton « Voir l’atout ».
L’atout est alors montré à tous et compte dès ce pli, y compris pour les cartes déjà posées :
un atout défaussé plus tôt dans le pli peut désormais le remporter.</p>
<p><b>Exemple.</b> L’atout caché est [H]. Vous entamez le R[C] ; Ouest n’a pas de trèfle et
joue le 3[H] ; votre partenaire fournit le 5[C] ; Est n’a pas de trèfle non plus, demande à
voir l’atout et joue le 2[S]. Cœur est désormais atout, dans ce pli aussi : le 3[H] d’Ouest
remporte le pli. Si personne ne l’avait demandé, votre R[C] l’aurait emporté.</p>
"""


def _badam_satti(rules: Any) -> str:
    n = rules.badam_satti_every
    return f"""
<p><b>Badam Satti.</b> Une donne sur {n} se joue sans atout (la {n}<sup>e</sup>, la
{2 * n}<sup>e</sup>, la {3 * n}<sup>e</sup> et ainsi de suite) : les cartes sont distribuées
sans pause, le Hakem ne choisit ni atout ni objectif, et la plus haute carte de la couleur
demandée remporte chaque pli. Le Hakem entame toujours le premier pli, et son équipe doit
toujours faire 7 plis.</p>
"""


def _next_hakem(rules: Any) -> str:
    moves = {
        "counter_clockwise": "le rôle passe au joueur assis à la droite du Hakem, c’est-à-dire "
        "celui qui joue juste avant lui.",
        "clockwise": "le rôle passe au joueur assis à la gauche du Hakem, c’est-à-dire celui "
        "qui joue juste après lui.",
        "winner_keeps": "si l’équipe du Hakem a gagné la donne, le partenaire du Hakem prend le "
        "rôle ; sinon, il passe au joueur assis à la droite du Hakem, dans l’équipe gagnante.",
    }
    if rules.double_hakem:
        return (
            "<li><b>Le Hakem suivant.</b> Double Hakem : un Hakem dont l’équipe gagne la donne "
            "reste Hakem pour une deuxième donne. Après cette deuxième donne, ou dès la première "
            f"si son équipe l’a perdue, {moves[rules.hakem_rotation]}</li>"
        )
    return f"<li><b>Le Hakem suivant.</b> Après chaque donne, {moves[rules.hakem_rotation]}</li>"


def _court_piece_deal(rules: Any) -> str:
    parts = [
        "<ol>",
        "<li><b>Le premier Hakem.</b> Chacun tire une carte d’un paquet mélangé ; celui qui "
        "tire la plus haute devient Hakem (les couleurs ne comptent pas : en cas d’égalité au "
        "sommet, les ex æquo tirent de nouveau). Le donneur est le joueur qui suit le "
        "Hakem.</li>",
        _court_piece_trump_step(rules),
        "<li><b>La suite de la donne.</b> Le reste des cartes part par paquets de quatre au "
        "plus, en commençant par le joueur qui suit le donneur, jusqu’à ce que chacun en ait "
        "13.</li>",
        "<li><b>Le jeu.</b> Le Hakem entame le premier pli, et le jeu tourne dans le sens des "
        "aiguilles d’une montre (vers la gauche). Fournissez toujours la couleur "
        "demandée si vous le pouvez : la règle est stricte. Sinon, jouez ce que vous voulez, "
        "atout ou défausse (couper n’est jamais obligatoire). Le plus gros atout remporte le "
        "pli ; si personne n’a coupé, c’est la plus haute carte de la couleur demandée. Le "
        "gagnant entame le pli suivant. Les 13 plis sont joués et les partenaires mettent "
        "leurs plis en commun.</li>",
        _next_hakem(rules),
        "</ol>",
        """<p><b>Exemple.</b> L’atout est [S]. Ouest entame l’A[D] ; votre partenaire n’a pas
de carreau et coupe avec le 2[S], qui bat l’As. Est, lui aussi sans carreau, surcoupe avec le
5[S]. Vous jouez en dernier et avez encore un carreau : vous devez fournir le 4[D], et Est
remporte le pli. Sans carreau, vous auriez pu le prendre avec n’importe quel pique plus fort
que le 5.</p>""",
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
    return (f"Votre équipe gagne {_courts(ours)}" if ours
            else f"Les adversaires gagnent {_courts(theirs)}")


def _note(e: ex.DealExample, rules: Any) -> str:
    """Ce qu’une ligne du tableau ajoute à ses courts : comment la donne s’est terminée, avec
    les règles de la partie."""
    if e.outcome == Outcome.SWEEP:
        return " (chelem)"
    if e.outcome == Outcome.HAKEM_FAILED:
        return " (le Hakem a chuté, chute doublée)" if rules.failed_hakem_double else (
            " (le Hakem a chuté)")
    if e.outcome == Outcome.KOT:
        return " (un Kot)"
    ordinary = " (un court ordinaire : la règle maison du Kot n’est pas en vigueur)"
    return ordinary if e.first_seven[0] else ""


def _court_piece_table(rules: Any) -> str:
    """Les exemples commentés, selon les règles de la partie ; avec les enchères,
    seules les donnes Badam Satti n’ont pas d’objectif (le paragraphe des enchères montre les
    autres)."""
    deals = ex.court_piece_deals(rules)
    if not deals:
        return ""
    rows = [
        (plis(e.taken[0]) + (", les 7 premiers d’affilée" if 7 <= e.taken[0] < 13
                             and e.first_seven[0] else ""),
         plis(e.taken[1]), _side_scores(e) + _note(e, rules))
        for e in deals
    ]
    which = (" de donnes Badam Satti, les seules sans objectif," if rules.bidding else ",")
    streak = " ; courts avant un éventuel bonus de série" if rules.streak_bonus else ""
    return (
        f"<p><b>Exemples commentés</b>{which} selon les règles ci-dessus (le Hakem est "
        f"dans votre équipe{streak}).</p>\n" + html_table(SIDES_RESULT, rows)
    )


def _court_piece_bidding(rules: Any) -> str:
    made, missed, swept = ex.COURT_PIECE_BIDS
    sweep = (
        f", ou {_courts(swept.scores[0])} si elle fait les 13 plis"
        if rules.sweep_courts == 3 else ""
    )
    text = (
        "<p><b>Enchères.</b> Avec l’atout, le Hakem fixe un objectif de 9, 10 ou 11 plis. Si "
        f"son équipe fait au moins ce nombre de plis, elle gagne {_courts(made.scores[0])}"
        f"{sweep}. Sinon, l’autre équipe gagne {_courts(missed.scores[1])}, quel que soit son "
        "propre nombre de plis"
    )
    if rules.failed_hakem_double:
        text += ", et pas davantage : un objectif manqué n’est pas doublé."
    else:
        text += "."
    if rules.kot:
        text += " Il n’y a pas de Kot dans une donne avec objectif."
    text += (
        f" Exemples, le Hakem dans votre équipe : objectif {made.target}, {made.taken[0]} "
        f"plis : votre équipe gagne {_courts(made.scores[0])} ; objectif {missed.target}, "
        f"{missed.taken[0]} plis : les adversaires gagnent {_courts(missed.scores[1])}"
    )
    if rules.sweep_courts == 3:
        text += (
            f" ; objectif {swept.target}, les 13 plis : votre équipe gagne "
            f"{_courts(swept.scores[0])}"
        )
    return text + ".</p>"


def _court_piece_usual_scoring(rules: Any) -> list[str]:
    lines = [
        "<li>De 7 à 12 plis : <b>1 court</b> pour l’équipe.</li>",
        f"<li>Les 13 plis (le chelem) : <b>{_courts(rules.sweep_courts)}</b>.</li>",
    ]
    if rules.kot:
        lines.append(
            "<li>Kot : si l’équipe du Hakem fait les 7 premiers plis d’affilée, <b>2 courts</b> "
            "(les 13 plis comptent toujours comme un chelem).</li>"
        )
    failed = (
        "<li>Si l’équipe du Hakem fait moins de 7 plis, c’est l’autre équipe qui gagne le court "
        "(ou les courts du chelem si elle fait les 13 plis)"
    )
    if rules.failed_hakem_double:
        e = ex.COURT_PIECE_FAILED_DOUBLE
        failed += (
            " ; la chute du Hakem est doublée : deux fois plus de courts (6 plis contre 7 : "
            f"l’autre équipe gagne {_courts(e.scores[1])})"
        )
    lines.append(failed + ".</li>")
    return lines


def _court_piece_scoring(rules: Any) -> str:
    lines: list[str] = []
    if rules.bidding:
        lines.append(
            "<li>Chaque donne avec atout a un objectif : voir <i>Enchères</i> plus bas.</li>"
        )
        if rules.badam_satti_every:
            usual = "".join(_court_piece_usual_scoring(rules))
            lines.append(
                "<li>Les donnes Badam Satti n’ont pas d’objectif et se comptent comme "
                f"d’habitude :<ul>{usual}</ul></li>"
            )
    else:
        lines.extend(_court_piece_usual_scoring(rules))
    if rules.streak_bonus:
        lines.append(
            "<li>Bonus de série : une équipe qui gagne sa troisième donne d’affilée, puis "
            "chacune des suivantes sans interruption, marque un court de plus. Ce sont les "
            "donnes gagnées qui comptent, quel que soit le nombre de courts de chacune.</li>"
        )
    parts = ["<ul>", *lines, "</ul>", _court_piece_table(rules)]
    if rules.bidding:
        parts.append(_court_piece_bidding(rules))
    parts.append(
        f"<p>La partie s’arrête dès qu’une équipe atteint {_courts(rules.target)}.</p>"
    )
    return "\n".join(parts)


def court_piece_sections(rules: Any) -> tuple[tuple[str, str], ...]:
    return (
        ("Déroulement d’une donne", _court_piece_deal(rules)),
        ("Décompte des points", _court_piece_scoring(rules)),
    )


def court_piece_tips(rules: Any) -> tuple[str, ...]:
    enough = (
        ("Votre objectif suffit : une fois qu’il est atteint, il ne reste à gagner que le "
         "chelem." if rules.sweep_courts == 3 else
         "Votre objectif suffit : une fois qu’il est atteint, il n’y a plus rien à gagner.")
        if rules.bidding else
        "Sept plis suffisent pour le court : une fois qu’ils sont à votre équipe, il ne reste "
        "à gagner que le chelem."
    )
    return (
        "Hakem, prenez pour atout votre couleur la plus longue, idéalement avec l’As ou le Roi. "
        "Une couleur courte fait un mauvais atout, même avec des honneurs : des adversaires "
        "plus longs que vous à l’atout en auront encore quand les vôtres seront épuisés.",
        "Avec beaucoup d’atouts, jouez-les tôt : chaque tour d’atout désarme l’adversaire et met "
        "vos grosses cartes des autres couleurs à l’abri.",
        "Comptez les atouts : il y en a 13. Quand ils sont tous tombés, chaque carte maîtresse "
        "d’une autre couleur est un pli assuré.",
        "Partenaire du Hakem, gardez un gros atout pour la fin de la donne, quand l’adversaire "
        "voudra faire passer sa longue couleur.",
        enough,
    )


_ROTATION = {
    "counter_clockwise": "le rôle de Hakem passe au joueur assis à sa droite",
    "clockwise": "le rôle de Hakem passe au joueur assis à sa gauche",
    "winner_keeps": "le rôle de Hakem revient à l’équipe qui a gagné la donne : au partenaire "
    "du Hakem si c’est la sienne, sinon au joueur assis à sa droite",
}


def _rotation_line(rules: Any) -> HouseRule:
    rotation = _ROTATION[rules.hakem_rotation]
    if rules.double_hakem:
        text = (
            "Double Hakem : un Hakem dont l’équipe gagne la donne le reste une donne de plus ; "
            f"ensuite, ou après une première donne perdue, {rotation}."
        )
    else:
        text = f"Après chaque donne, {rotation}."
    return HouseRule(text, rules.hakem_rotation != "counter_clockwise" or rules.double_hakem)


_NO_TARGET = "dans une donne sans atout, qui n’a pas d’objectif"
_NO_TARGET_FIRST = "Dans une donne sans atout, qui n’a pas d’objectif"  # opening a sentence


def _kot_line(rules: Any) -> HouseRule:
    """Avec les enchères, l'objectif seul décide des courts d'une donne : le Kot ne compte que
    dans une donne sans atout (Badam Satti), la seule sans objectif."""
    if not rules.bidding:
        text = ("Kot : l’équipe du Hakem qui fait les 7 premiers plis d’affilée marque 2 courts."
                if rules.kot else
                "Pas de Kot : faire les 7 premiers plis d’affilée rapporte un court ordinaire.")
    elif rules.badam_satti_every:
        text = (f"Kot : {_NO_TARGET}, l’équipe du Hakem qui fait les 7 premiers plis d’affilée "
                "marque 2 courts." if rules.kot else
                f"Pas de Kot : {_NO_TARGET}, faire les 7 premiers plis d’affilée rapporte un "
                "court ordinaire.")
    else:
        text = ("Kot : non compté avec les enchères, où l’objectif décide des courts."
                if rules.kot else "Pas de Kot : avec les enchères, l’objectif décide des courts.")
    return HouseRule(text, rules.kot)


def _failed_hakem_line(rules: Any) -> HouseRule:
    """Comme ``_kot_line`` : avec les enchères, un objectif manqué donne 2 courts, jamais
    doublés."""
    if not rules.bidding:
        text = ("Chute du Hakem doublée : l’autre équipe marque deux fois plus de courts."
                if rules.failed_hakem_double else
                "Une chute du Hakem donne le court habituel à l’adversaire.")
    elif rules.badam_satti_every:
        text = (f"{_NO_TARGET_FIRST}, une chute du Hakem est doublée."
                if rules.failed_hakem_double else
                f"{_NO_TARGET_FIRST}, une chute du Hakem donne le court habituel à "
                "l’adversaire.")
    else:
        text = ("Chute du Hakem doublée : pas avec les enchères, où un objectif manqué donne "
                "2 courts à l’autre équipe." if rules.failed_hakem_double else
                "Avec les enchères, un objectif manqué donne 2 courts à l’autre équipe.")
    return HouseRule(text, rules.failed_hakem_double)


def court_piece_house_rules(rules: Any) -> list[HouseRule]:
    return [
        HouseRule(
            f"La première équipe à {rules.target} courts gagne la partie.", rules.target != 7
        ),
        HouseRule(
            f"Le Hakem voit {rules.hakem_sees} cartes avant de choisir l’atout.",
            rules.hakem_sees != 5,
        ),
        _rotation_line(rules),
        HouseRule(
            f"Le chelem (une équipe fait les 13 plis) vaut {rules.sweep_courts} courts.",
            rules.sweep_courts != 2,
        ),
        _kot_line(rules),
        _failed_hakem_line(rules),
        HouseRule(
            "Bonus de série : une équipe qui gagne sa troisième donne d’affilée, puis chacune "
            "des suivantes, marque un court de plus."
            if rules.streak_bonus
            else "Pas de bonus pour les donnes gagnées d’affilée.",
            rules.streak_bonus,
        ),
        HouseRule(
            "Atout caché : l’atout du Hakem reste secret jusqu’à ce qu’un joueur qui ne peut "
            "pas fournir demande à le voir ; il est alors montré à tous."
            if rules.hidden_trump
            else "L’atout est annoncé à tous dès qu’il est choisi.",
            rules.hidden_trump,
        ),
        HouseRule(
            f"Badam Satti : une donne sur {rules.badam_satti_every} se joue sans atout."
            if rules.badam_satti_every
            else "Chaque donne a un atout.",
            rules.badam_satti_every != 0,
        ),
        HouseRule(
            "Enchères : avec l’atout, le Hakem fixe un objectif de 9, 10 ou 11 plis. "
            f"Atteint, 2 courts{' (3 avec les 13 plis)' * (rules.sweep_courts == 3)} ; manqué, "
            "2 courts pour l’autre équipe."
            if rules.bidding
            else "Pas d’enchères : l’équipe du Hakem doit faire 7 plis.",
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
