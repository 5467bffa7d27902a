"""La page du Hand (Hareega) en français, écrite pour les règles maison de la partie."""

from __future__ import annotations

from typing import Any

from . import examples as ex
from .common import GameText, HouseRule, html_table, signed
from .fr_shared import timer


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
        timer(
            rules,
            "elle annonce 0 si vous n’avez pas encore annoncé, sinon elle pose votre plus "
            "petite carte permise.",
        ),
    ]


PAGE = GameText(
    title="Hand (Hareega)",
    name="Hand",
    intro=hand_intro,
    sections=hand_sections,
    tips=lambda rules: HAND_TIPS,
    house_rules=hand_house_rules,
)
