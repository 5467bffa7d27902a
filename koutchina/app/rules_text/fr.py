"""Les règles des trois jeux en français, rédigées pour Koutchina.

Chaque partie du texte est une fonction des règles de la partie en cours, pour que chaque
phrase soit vraie avec les règles maison choisies ; les chiffres des exemples viennent de
``examples.py``. Les espaces insécables de la typographie française (avant « : ; ! ? », dans
les guillemets) sont posées au rendu par ``french_typography`` : écrire ici des espaces
ordinaires suffit.
"""

from __future__ import annotations

from typing import Any

from . import examples as ex
from .common import GameText, HouseRule, Labels, LanguageTexts, html_table, signed


def _timer(rules: Any, on_timeout: str) -> HouseRule:
    if rules.turn_timer == 0:
        return HouseRule("Minuteur : désactivé. Prenez tout votre temps.", rules.turn_timer != 30)
    return HouseRule(
        f"Minuteur : {rules.turn_timer} secondes par coup. Une fois le temps écoulé, la table "
        f"joue à votre place : {on_timeout}",
        rules.turn_timer != 30,
    )


def _partnership_timeout(rules: Any) -> str:
    naming = "choisit comme atout la couleur que vous avez le plus parmi les cartes vues"
    if getattr(rules, "bidding", False):
        naming += ", avec un objectif de 9 plis"
    return f"elle pose votre plus petite carte permise et, si vous êtes le Hakem, elle {naming}."


# --- Hand ------------------------------------------------------------------------------------


def hand_intro(rules: Any) -> str:
    return """
<p>Quatre joueurs, chacun pour soi. 32 cartes (du 7 à l’As), jamais d’atout, huit plis par
manche. Avant la première carte, chacun annonce en secret le nombre de plis qu’il va faire,
et seule une annonce <b>exacte</b> rapporte : un pli de trop coûte autant qu’un pli de
moins.</p>
"""


HAND_DEAL = """
<p>Dans chaque couleur, les cartes se classent ainsi : As, Roi, Dame, Valet, 10, 9, 8, 7.
Aucune couleur n’est jamais atout.</p>
<ol>
<li><b>La donne.</b> Tout le paquet est distribué carte par carte, en commençant par le
joueur qui suit le donneur : huit cartes chacun. À chaque manche, c’est le joueur suivant qui
donne. Dans Koutchina, on tourne dans le sens inverse des aiguilles d’une montre.</li>
<li><b>L’annonce.</b> Chaque joueur choisit un nombre de 0 à 8 : les plis qu’il compte
remporter. Tout le monde annonce en même temps et en secret ; la table indique seulement qui
a validé. Quand les quatre ont validé, les annonces apparaissent ensemble et restent
affichées, chaque place montrant ses plis faits à côté de son annonce. Une annonce ne peut
plus changer en cours de manche. Leur somme est libre : au-delà de 8, on se bat pour les
plis ; en deçà, quelqu’un récoltera des plis dont il ne voulait pas.</li>
<li><b>Le jeu.</b> Le joueur qui suit le donneur entame le premier pli. Il faut fournir la
couleur demandée quand on le peut ; sinon, on joue n’importe quelle carte, qui ne peut pas
gagner. La plus haute carte de la couleur demandée remporte le pli, et son gagnant entame
le suivant.</li>
<li><b>Les huit plis se jouent toujours,</b> même quand un joueur a déjà atteint son
annonce.</li>
</ol>
<p><b>Exemple.</b> Vous jouez en deuxième et l’entame est le 9[H]. Avec le R[H], le 7[H] et le
8[S] en main, vous devez jouer cœur : le R[H] prend le pli, sauf si l’un des deux joueurs
suivants pose l’A[H] ; le 7[H] le laisse passer. Sans aucun cœur, le 8[S] serait une défausse
sans risque : il ne peut pas gagner.</p>
"""

_HAND_WHY = (
    "exacte : 4 × 10",
    "zéro réussi",
    "trois de trop",
    "deux de moins",
    "un zéro qui a pris deux plis",
    "le maximum d’une manche",
)


def _hand_scoring() -> str:
    rows = [
        (e.call, e.taken, signed(e.score), why)
        for e, why in zip(ex.HAND_CALLS, _HAND_WHY, strict=True)
    ]
    table = html_table(("Annonce", "Plis faits", "Points", "Pourquoi"), rows)
    r = ex.HAND_ROUND
    return f"""
<ul>
<li>Annonce exacte de 1 à 8 : <b>10 points par pli</b> (annonce 3, 3 plis : +30).</li>
<li>Annonce de 0 sans aucun pli : <b>+25</b>.</li>
<li>Toute annonce manquée : <b>−10 par pli d’écart</b>, en trop comme en moins. Un zéro qui
ramasse des plis est une annonce manquée comme les autres.</li>
</ul>
<p><b>Exemples commentés.</b></p>
{table}
<p>Une manche entière : les annonces sont {", ".join(map(str, r.calls[:3]))} et {r.calls[3]}
({sum(r.calls)} en tout, il reste donc un pli en trop). Les plis tombent
{", ".join(map(str, r.taken[:3]))} et {r.taken[3]} : le premier joueur marque
{signed(r.scores[0])}, celui qui a annoncé zéro {signed(r.scores[1])}, les deux derniers
{signed(r.scores[2])} chacun. Un total peut devenir négatif.</p>
"""


def _hand_match(rules: Any) -> str:
    if rules.sudden_death_rounds:
        ties = (
            "Si plusieurs joueurs partagent la tête, toute la table joue des manches "
            "supplémentaires (mort subite), le donneur tournant toujours, jusqu’à ce qu’un seul "
            f"joueur mène, dans la limite de {rules.sudden_death_rounds} ; si l’égalité demeure, "
            "ces joueurs se partagent la première place. Ces manches sont des manches "
            "ordinaires : elles se comptent comme les autres et s’ajoutent aux totaux de tous, "
            "si bien qu’un joueur qui n’était pas en tête peut encore passer devant. Une égalité "
            "plus bas dans le classement n’ajoute jamais de manche."
        )
    else:
        ties = "Si plusieurs joueurs ont le meilleur total, ils se partagent la première place."
    manches = "manche" if rules.rounds == 1 else "manches"
    return f"""
<p>Après {rules.rounds} {manches}, le meilleur total gagne et chacun est classé selon son
total. {ties}</p>
"""


HAND_TIPS = (
    "Comptez d’abord vos plis probables : les As, puis les Rois gardés (un Roi accompagné d’au "
    "moins une petite carte de sa couleur). Comptez ensuite les plis que vous ne pourrez pas "
    "éviter, comme une longue couleur de grosses cartes en fin de manche.",
    "Regardez la somme des annonces dès qu’elles apparaissent. Au-dessus de 8, tout le monde se "
    "battra : gardez les plis qu’il vous faut. En dessous de 8, des plis cherchent preneur : "
    "débarrassez-vous tôt de vos grosses cartes.",
    "Une fois votre compte atteint, esquivez : fournissez votre plus petite carte et défaussez "
    "vos grosses cartes dès que vous ne pouvez plus fournir.",
    "Un zéro rapporte 25, plus qu’un 2 exact. Il convient à une main de petites cartes bien "
    "réparties, sans longue couleur qui risquerait de gagner à la fin.",
    "Surveillez les comptes des autres : un joueur qui a atteint son annonce cherchera à vous "
    "faire prendre des plis.",
)


def hand_sections(rules: Any) -> tuple[tuple[str, str], ...]:
    return (
        ("Déroulement d’une manche", HAND_DEAL),
        ("Décompte des points", _hand_scoring()),
        ("La partie", _hand_match(rules)),
    )


def hand_house_rules(rules: Any) -> list[HouseRule]:
    return [
        HouseRule(f"Manches de la partie : {rules.rounds}.", rules.rounds != 5),
        HouseRule(
            "Manches de mort subite en cas d’égalité pour la première place : "
            f"{rules.sudden_death_rounds} au plus."
            if rules.sudden_death_rounds
            else "Pas de mort subite : les ex æquo en tête se partagent la première place.",
            rules.sudden_death_rounds != 3,
        ),
        _timer(
            rules,
            "elle annonce 0 si vous n’avez pas encore annoncé, sinon elle pose votre plus "
            "petite carte permise.",
        ),
    ]


# --- Court Piece -------------------------------------------------------------------------------


def court_piece_intro(rules: Any) -> str:
    if rules.bidding:
        goal = (
            "Avec l’atout, le Hakem fixe un objectif de 9, 10 ou 11 plis : si son équipe "
            "l’atteint, elle gagne 2 <b>courts</b> ; sinon, c’est l’autre équipe qui les gagne."
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
Hakem compris, peut demander à le voir avant de jouer, avec le bouton « Montrer l’atout ».
L’atout est alors montré à tous et compte dès ce pli, y compris pour les cartes déjà posées :
un atout défaussé plus tôt dans le pli peut désormais le remporter.</p>
<p><b>Exemple.</b> L’atout caché est [H]. Sud entame le R[C] ; Ouest n’a pas de trèfle et
joue le 3[H] ; Nord fournit le 5[C] ; Est n’a pas de trèfle non plus, demande à voir l’atout
et joue le 2[S]. Cœur est désormais atout, dans ce pli aussi : le 3[H] d’Ouest remporte le
pli. Si personne ne l’avait demandé, le R[C] de Sud l’aurait emporté.</p>
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
        "<li><b>Le jeu.</b> Le Hakem entame le premier pli. Fournissez toujours la couleur "
        "demandée si vous le pouvez : la règle est stricte. Sinon, jouez ce que vous voulez, "
        "atout ou défausse (couper n’est jamais obligatoire). Le plus gros atout remporte le "
        "pli ; si personne n’a coupé, c’est la plus haute carte de la couleur demandée. Le "
        "gagnant entame le pli suivant. Les 13 plis sont joués et les partenaires mettent "
        "leurs plis en commun.</li>",
        _next_hakem(rules),
        "</ol>",
        """<p><b>Exemple.</b> L’atout est [S]. Ouest entame l’A[D] ; Nord n’a pas de carreau et
coupe avec le 2[S], qui bat l’As. Est, lui aussi sans carreau, surcoupe avec le 5[S]. Sud,
dernier à jouer, a encore un carreau et doit fournir le 4[D] : Est remporte le pli. Sans
carreau, Sud aurait pu le prendre avec n’importe quel pique plus fort que le 5.</p>""",
    ]
    if rules.hidden_trump:
        parts.append(_court_piece_hidden_trump())
    if rules.badam_satti_every:
        parts.append(_badam_satti(rules))
    return "\n".join(parts)


_SIDES_RESULT = ("Nord-Sud", "Est-Ouest", "Résultat")


def _courts(n: int) -> str:
    return f"{n} court" if n == 1 else f"{n} courts"


def _side_scores(e: ex.DealExample) -> str:
    north, east = e.scores
    return f"Nord-Sud gagnent {_courts(north)}" if north else f"Est-Ouest gagnent {_courts(east)}"


def _court_piece_table() -> str:
    notes = ("", " (chelem)", " (le Hakem a chuté)", "", " (avec la règle maison du Kot)")
    descriptions = ("", "", "", ", les 7 premiers d’affilée", ", les 7 premiers d’affilée")
    rows = [
        (f"{e.taken[0]} plis{how}", f"{e.taken[1]} plis", _side_scores(e) + note)
        for e, note, how in zip(ex.COURT_PIECE_DEALS, notes, descriptions, strict=True)
    ]
    return (
        "<p><b>Exemples commentés</b> (le Hakem est dans l’équipe Nord-Sud ; règles "
        "habituelles, sauf mention contraire).</p>\n" + html_table(_SIDES_RESULT, rows)
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
        text += ", et pas davantage, même si la chute du Hakem est doublée."
    else:
        text += "."
    if rules.kot:
        text += " Il n’y a pas de Kot dans une donne avec objectif."
    text += (
        f" Exemples : objectif {made.target}, {made.taken[0]} plis : Nord-Sud gagnent "
        f"{_courts(made.scores[0])} ; objectif {missed.target}, {missed.taken[0]} plis : "
        f"Est-Ouest gagnent {_courts(missed.scores[1])}"
    )
    if rules.sweep_courts == 3:
        text += (
            f" ; objectif {swept.target}, les 13 plis : Nord-Sud gagnent "
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
            "(le chelem garde sa propre valeur).</li>"
        )
    failed = (
        "<li>Si l’équipe du Hakem fait moins de 7 plis, c’est l’autre équipe qui gagne le court "
        "(ou les courts du chelem si elle fait les 13 plis)"
    )
    if rules.failed_hakem_double:
        e = ex.COURT_PIECE_FAILED_DOUBLE
        failed += (
            " ; la chute du Hakem est doublée : deux fois plus de courts (6 plis contre 7 : "
            f"Est-Ouest gagnent {_courts(e.scores[1])})"
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
    parts = ["<ul>", *lines, "</ul>", _court_piece_table()]
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
        "Votre objectif suffit : une fois qu’il est atteint, il ne reste à gagner que le "
        "chelem." if rules.bidding else
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
            f"Les 13 plis valent {rules.sweep_courts} courts.", rules.sweep_courts != 2
        ),
        HouseRule(
            "Kot : l’équipe du Hakem qui fait les 7 premiers plis d’affilée marque 2 courts."
            if rules.kot
            else "Pas de Kot : faire les 7 premiers plis d’affilée rapporte un court ordinaire.",
            rules.kot,
        ),
        HouseRule(
            "Chute du Hakem doublée : l’autre équipe marque deux fois plus de courts."
            if rules.failed_hakem_double
            else "Une chute du Hakem donne le court habituel à l’adversaire.",
            rules.failed_hakem_double,
        ),
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
            "Atteint, 2 courts ; manqué, 2 courts pour l’autre équipe."
            if rules.bidding
            else "Pas d’enchères : l’équipe du Hakem doit faire 7 plis.",
            rules.bidding,
        ),
        _timer(rules, _partnership_timeout(rules)),
    ]


# --- Hokm ----------------------------------------------------------------------------------------


def hokm_intro(rules: Any) -> str:
    seven = "7 plis comptés (voir Double Sar)" if rules.double_sar else "7 plis"
    match = (
        "une manche, et deux manches gagnent la partie" if rules.sets == 3 else "la partie"
    )
    return f"""
<p>Le grand jeu d’équipe persan : quatre joueurs en deux équipes, les partenaires face à face,
52 cartes ; l’As est la plus forte carte. Le <b>Hakem</b> choisit l’atout après avoir vu cinq
cartes ; la première équipe à {seven} gagne la donne, et la première à {rules.target} points
gagne {match}.</p>
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
        "<li><b>Le jeu.</b> Le Hakem entame le premier pli. Fournissez si vous le pouvez ; "
        f"{choice} Le plus gros atout l’emporte ; si personne n’a coupé, c’est la plus haute "
        "carte de la couleur demandée. Le gagnant entame le pli suivant.</li>"
    )


def _hokm_end_step(rules: Any) -> str:
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
        """<p><b>Exemple.</b> L’atout est [C]. Ouest entame le R[H], Nord joue l’A[H], Est n’a
pas de cœur et coupe avec le 3[C], puis Sud fournit le 5[H] : Est remporte le pli, car le plus
petit atout bat n’importe quelle carte d’une autre couleur.</p>""",
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


def _hokm_table() -> str:
    notes = (
        " ; le Hakem garde son rôle",
        ", un Kot",
        " ; le rôle de Hakem passe à leur équipe",
        ", un Kot contre le Hakem",
    )
    rows = [
        (
            f"{e.taken[0]} plis",
            f"{e.taken[1]} plis",
            f"{'Nord-Sud' if e.scores[0] else 'Est-Ouest'} : {_points(max(e.scores))}{note}",
        )
        for e, note in zip(ex.HOKM_DEALS, notes, strict=True)
    ]
    return (
        "<p><b>Exemples commentés</b> (le Hakem est dans l’équipe Nord-Sud ; règles "
        "habituelles).</p>\n" + html_table(_SIDES_RESULT, rows)
    )


def _double_sar() -> str:
    e = ex.HOKM_DOUBLE_SAR
    order = ", ".join("Nord-Sud" if w == "N" else "Est-Ouest" for w in e.winners[:4])
    return f"""
<p><b>Double Sar.</b> Un pli ne compte que si son équipe remporte aussi le pli suivant : deux
plis d’affilée comptent ensemble, et chaque pli suivant de la même série compte aussitôt. Un
pli isolé, suivi d’un pli de l’autre équipe, ne va à personne, pas plus qu’un pli isolé qui
termine la donne. Seuls les plis comptés importent : une équipe qui a 7 plis comptés gagne la
donne ; si les cartes s’épuisent avant, l’équipe qui a le plus de plis comptés gagne, et une
égalité tourne contre l’équipe du Hakem. Un Kot, ce sont 7 plis comptés avant que l’autre
équipe en ait un seul. <b>Exemple :</b> les plis vont à {order}, puis Nord-Sud en font encore
cinq. Le pli isolé d’Est-Ouest ne va à personne ; Nord-Sud comptent 7 plis à 0 : c’est un Kot,
{_points(e.scores[0])}.</p>
"""


def _hokm_scoring(rules: Any) -> str:
    lines = ["<li>Première équipe à 7 plis : <b>1 point</b>.</li>"]
    if rules.play_all_13:
        lines = [
            "<li>7 plis ou plus : <b>1 point</b>.</li>",
            f"<li>Les 13 plis : <b>{_points(ex.HOKM_ALL_13.scores[0])}</b>.</li>",
        ]
    kot = (
        "<li><b>Kot</b> : 7 plis avant que l’autre équipe en ait pris un seul : "
        "<b>2 points</b>"
    )
    if rules.kot_against_hakem_3:
        against = _points(ex.HOKM_KOT_AGAINST_3.scores[1])
        kot += f" ; un Kot contre l’équipe du Hakem : <b>{against}</b>"
    kot += "."
    if rules.play_all_13:
        kot += " Le Kot reste acquis même si l’autre équipe fait des plis après le septième."
    lines.append(kot + "</li>")
    parts = ["<ul>", *lines, "</ul>", _hokm_table()]
    if rules.double_sar:
        parts.append(_double_sar())
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
            else "Tout Kot vaut 2 points.",
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
            "Double Sar : un pli ne compte que si son équipe remporte aussi le suivant ; un pli "
            "isolé ne va à personne. Il faut 7 plis comptés ; si les cartes s’épuisent, "
            "l’équipe qui en a le plus gagne, et une égalité tourne contre l’équipe du Hakem."
            if rules.double_sar
            else "Chaque pli compte dès qu’il est gagné.",
            rules.double_sar,
        ),
        HouseRule(
            f"Distribution en {rules.deal_pattern} (seule l’apparence de la donne change).",
            rules.deal_pattern != "5-4-4",
        ),
        _timer(rules, _partnership_timeout(rules)),
    ]


TEXTS = LanguageTexts(
    code="fr",
    labels=Labels(
        house_rules_heading="Les règles de cette partie",
        house_rules_intro="Les lignes surlignées sont des règles maison qui diffèrent du jeu "
        "habituel ; le reste de la page en tient compte.",
        house_rules_default_note="Cette partie suit les règles habituelles.",
        changed_mark="règle maison",
        tips_heading="Conseils",
        no_match="Lancez une partie pour voir ici ses propres règles.",
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
