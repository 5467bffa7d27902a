"""Les règles des trois jeux en français, rédigées pour Koutchina.

Les espaces insécables de la typographie française (avant « : ; ! ? », dans les guillemets)
sont posées au rendu par ``french_typography`` : écrire ici des espaces ordinaires suffit.
"""

from __future__ import annotations

from typing import Any

from .common import GameText, HouseRule, Labels, LanguageTexts


def _timer(rules: Any) -> HouseRule:
    if rules.turn_timer == 0:
        return HouseRule("Minuteur : désactivé. Prenez tout votre temps.", rules.turn_timer != 30)
    return HouseRule(
        f"Minuteur : {rules.turn_timer} secondes par coup. Une fois le temps écoulé, la table "
        "joue à votre place (une annonce de 0, ou votre plus faible carte permise).",
        rules.turn_timer != 30,
    )


# --- Hand ------------------------------------------------------------------------------------

HAND_INTRO = """
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
joueur qui suit le donneur : huit cartes chacun. Le donneur change d’une place à chaque
manche. Dans Koutchina, on tourne dans le sens inverse des aiguilles d’une montre.</li>
<li><b>L’annonce.</b> Chaque joueur choisit un nombre de 0 à 8 : les plis qu’il compte
remporter. Tout le monde annonce en même temps et en secret ; la table indique seulement qui
a validé. Quand les quatre ont validé, les annonces apparaissent ensemble et restent
affichées, chaque place montrant ses plis faits à côté de son annonce. Une annonce ne change
plus de la manche. Leur somme est libre : au-delà de 8, on se bat pour les plis ; en deçà,
quelqu’un récoltera des plis dont il ne voulait pas.</li>
<li><b>Le jeu.</b> Le joueur qui suit le donneur entame le premier pli. Il faut fournir la
couleur demandée quand on le peut ; sinon, on joue n’importe quelle carte, qui ne peut pas
gagner. La plus haute carte de la couleur demandée remporte le pli, et son gagnant entame
le suivant.</li>
<li><b>Les huit plis se jouent toujours,</b> même quand un joueur a déjà atteint son
annonce.</li>
</ol>
<p><b>Exemple.</b> L’entame est le 9[H]. Avec R[H], 7[H] et 8[S] en main, vous devez jouer
cœur : le R[H] prend le pli sauf si quelqu’un a encore l’A[H] ; le 7[H] le laisse passer.
Sans aucun cœur, le 8[S] serait une défausse sans risque : il ne peut jamais gagner.</p>
"""

HAND_SCORING = """
<ul>
<li>Annonce exacte de 1 à 8 : <b>10 points par pli</b> (annonce 3, 3 plis : +30).</li>
<li>Annonce de 0 sans aucun pli : <b>+25</b>.</li>
<li>Toute annonce manquée : <b>−10 par pli d’écart</b>, en trop comme en moins. Un zéro qui
ramasse des plis est une annonce manquée comme les autres.</li>
</ul>
<p><b>Exemples commentés.</b></p>
<table border="1" cellspacing="0" cellpadding="4">
<tr><th>Annonce</th><th>Plis faits</th><th>Points</th><th>Pourquoi</th></tr>
<tr><td>4</td><td>4</td><td>+40</td><td>exacte : 4 × 10</td></tr>
<tr><td>0</td><td>0</td><td>+25</td><td>zéro réussi</td></tr>
<tr><td>2</td><td>5</td><td>−30</td><td>trois de trop</td></tr>
<tr><td>6</td><td>4</td><td>−20</td><td>deux de moins</td></tr>
<tr><td>0</td><td>2</td><td>−20</td><td>un zéro qui a pris deux plis</td></tr>
<tr><td>8</td><td>8</td><td>+80</td><td>le maximum d’une manche</td></tr>
</table>
<p>Une manche entière : les annonces sont 3, 0, 2 et 2 (7 en tout, il reste donc un pli en
trop). Les plis tombent 3, 1, 2 et 2 : le premier joueur marque +30, celui qui a annoncé zéro
−10, les deux derniers +20 chacun. Un total peut devenir négatif.</p>
"""

HAND_MATCH = """
<p>Après le nombre de manches prévu, le meilleur total gagne et chacun est classé selon son
total. Si plusieurs joueurs partagent la tête, toute la table joue des manches
supplémentaires (mort subite, le donneur tournant toujours) jusqu’à ce qu’un seul mène, dans
la limite d’un maximum fixé ; si l’égalité demeure, ces joueurs se partagent la première
place. Une égalité plus bas dans le classement n’ajoute jamais de manche.</p>
<p>Si votre minuteur arrive à zéro, la table joue pour vous : une annonce de 0 si vous
n’avez pas encore annoncé, sinon votre plus faible carte permise.</p>
"""

HAND_TIPS = (
    "Comptez d’abord vos plis sûrs : les As, et les Rois protégés par une petite carte de la "
    "même couleur. Comptez ensuite les plis que vous ne pourrez pas éviter, comme une longue "
    "couleur de grosses cartes en fin de manche.",
    "Regardez la somme des annonces dès qu’elles apparaissent. Au-dessus de 8, tout le monde se "
    "battra : gardez les plis qu’il vous faut. En dessous de 8, des plis cherchent preneur : "
    "débarrassez-vous tôt de vos grosses cartes.",
    "Une fois votre compte atteint, esquivez : fournissez votre plus petite carte et défaussez "
    "vos grosses cartes dès que vous ne pouvez plus fournir.",
    "Un zéro rapporte 25, plus qu’un 2 exact. Il convient à une main de petites cartes bien "
    "réparties, sans longue couleur qui risquerait de gagner à la fin.",
    "Surveillez les comptes des autres : un joueur qui a atteint son annonce cherchera à vous "
    "refiler des plis.",
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
        _timer(rules),
    ]


# --- Court Piece -------------------------------------------------------------------------------

COURT_PIECE_INTRO = """
<p>Quatre joueurs en deux équipes, les partenaires face à face. 52 cartes, l’As en haut. Un
joueur, le <b>Hakem</b>, choisit l’atout après n’avoir vu qu’une partie de sa main. L’équipe
qui fait au moins 7 des 13 plis gagne un <b>court</b> ; la première à atteindre le nombre de
courts fixé gagne la partie.</p>
"""

COURT_PIECE_DEAL = """
<ol>
<li><b>Le premier Hakem.</b> Chacun tire une carte d’un paquet mélangé ; le rang le plus
haut devient Hakem (en cas d’égalité au sommet, les ex æquo tirent de nouveau). Le donneur est
le joueur qui suit le Hakem.</li>
<li><b>L’atout.</b> Le Hakem reçoit seul les premières cartes (cinq d’ordinaire), les regarde
et choisit la couleur d’atout. Ce choix est définitif.</li>
<li><b>La suite de la donne.</b> Le reste des cartes part par paquets de quatre, jusqu’à ce
que chacun en ait 13.</li>
<li><b>Le jeu.</b> Le Hakem entame le premier pli. Fournissez toujours la couleur demandée
si vous le pouvez : la règle est stricte. Sinon, jouez ce que vous voulez, atout ou
défausse (couper n’est jamais obligatoire). Le plus gros atout remporte le pli ; sans atout,
la plus haute carte de la couleur demandée. Le gagnant entame le suivant. Les 13 plis sont
joués et les partenaires mettent leurs plis en commun.</li>
<li><b>Le Hakem suivant.</b> Le rôle passe au joueur à la droite du Hakem, c’est-à-dire
celui qui joue juste avant lui (d’autres usages sont des règles maison, voir plus bas).</li>
</ol>
<p><b>Exemple.</b> L’atout est [S]. Ouest entame l’A[D] ; Nord n’a pas de carreau et joue
le 2[S], qui bat l’As. Est, lui aussi sans carreau, peut surcouper avec le 5[S] et prendre
le pli.</p>
"""

COURT_PIECE_SCORING = """
<ul>
<li>De 7 à 12 plis : <b>1 court</b> pour l’équipe.</li>
<li>Les 13 plis : <b>2 courts</b>.</li>
<li>Si l’équipe du Hakem fait moins de 7 plis, c’est l’autre équipe qui gagne le court (ou
les deux courts d’un chelem).</li>
</ul>
<p><b>Exemples commentés</b> (le Hakem est dans l’équipe Nord-Sud).</p>
<table border="1" cellspacing="0" cellpadding="4">
<tr><th>Nord-Sud</th><th>Est-Ouest</th><th>Résultat</th></tr>
<tr><td>9 plis</td><td>4 plis</td><td>Nord-Sud gagnent 1 court</td></tr>
<tr><td>13 plis</td><td>0</td><td>Nord-Sud gagnent 2 courts</td></tr>
<tr><td>6 plis</td><td>7 plis</td><td>le Hakem a chuté : Est-Ouest gagnent 1 court</td></tr>
<tr><td>7 plis, les 7 premiers d’affilée</td><td>6 plis</td><td>1 court (2 avec la règle
maison du Kot)</td></tr>
</table>
<p>La partie s’arrête dès qu’une équipe atteint l’objectif.</p>
"""

COURT_PIECE_TIPS = (
    "Hakem, prenez pour atout votre couleur la plus longue, idéalement avec l’As ou le Roi. "
    "Trois honneurs dans une couleur courte font un mauvais atout : les longues couleurs "
    "adverses les feront tomber.",
    "Avec beaucoup d’atouts, jouez-les tôt : chaque tour d’atout désarme l’adversaire et met "
    "vos grosses cartes des autres couleurs à l’abri.",
    "Comptez les atouts : il y en a 13. Quand ils sont tous tombés, chaque carte maîtresse "
    "d’une autre couleur est un pli assuré.",
    "Partenaire du Hakem, gardez un gros atout pour la fin de la donne, quand l’adversaire "
    "voudra faire passer sa longue couleur.",
    "Sept plis suffisent : une fois qu’ils sont à votre équipe, il ne reste à gagner que le "
    "chelem.",
)

_ROTATION = {
    "counter_clockwise": "Après chaque donne, le rôle de Hakem passe au joueur à sa droite.",
    "clockwise": "Après chaque donne, le rôle de Hakem passe au joueur à sa gauche.",
    "winner_keeps": "L’équipe qui gagne la donne garde le rôle de Hakem, confié à son autre "
    "joueur ; sinon il passe aux gagnants.",
}


def court_piece_house_rules(rules: Any) -> list[HouseRule]:
    return [
        HouseRule(
            f"La première équipe à {rules.target} courts gagne la partie.", rules.target != 7
        ),
        HouseRule(
            f"Le Hakem voit {rules.hakem_sees} cartes avant de choisir l’atout.",
            rules.hakem_sees != 5,
        ),
        HouseRule(_ROTATION[rules.hakem_rotation], rules.hakem_rotation != "counter_clockwise"),
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
            "Bonus de série : le troisième court d’affilée d’une équipe, et chacun des "
            "suivants, rapporte un court de plus."
            if rules.streak_bonus
            else "Pas de bonus pour les courts gagnés d’affilée.",
            rules.streak_bonus,
        ),
        HouseRule(
            "Atout caché : l’atout du Hakem reste secret jusqu’à ce qu’un joueur qui ne peut "
            "pas fournir demande à le voir ; il est alors montré à tous."
            if rules.hidden_trump
            else "L’atout est annoncé à tous dès qu’il est choisi.",
            rules.hidden_trump,
        ),
        # sans Double Hakem, la ligne du tour de rôle ci-dessus dit tout
        *([HouseRule(
            "Double Hakem : une équipe garde le Hakem deux donnes de suite, et le perd aussitôt "
            "si elle chute à la première.", True)] if rules.double_hakem else []),
        HouseRule(
            f"Badam Satti : une donne sur {rules.badam_satti_every} se joue sans atout."
            if rules.badam_satti_every
            else "Chaque donne a un atout.",
            rules.badam_satti_every != 0,
        ),
        HouseRule(
            "Enchères : avec l’atout, le Hakem annonce un objectif de 9, 10 ou 11 plis. "
            "Réussi, 2 courts ; manqué, 2 courts pour l’autre équipe."
            if rules.bidding
            else "Pas d’enchères : l’équipe du Hakem doit faire 7 plis.",
            rules.bidding,
        ),
        _timer(rules),
    ]


# --- Hokm ----------------------------------------------------------------------------------------

HOKM_INTRO = """
<p>Le grand jeu d’équipe persan : quatre joueurs en deux équipes, les partenaires face à face,
52 cartes, l’As en haut. Le <b>Hakem</b> choisit l’atout après avoir vu cinq cartes ; la
première équipe à faire 7 plis gagne la donne, et la première à atteindre l’objectif de
points gagne la partie.</p>
"""

HOKM_DEAL = """
<ol>
<li><b>Le premier Hakem.</b> On distribue les cartes une à une, face visible, en commençant
par la première place ; le premier à recevoir un As devient Hakem. Le donneur est le joueur
qui joue juste avant le Hakem.</li>
<li><b>L’atout.</b> Le Hakem reçoit cinq cartes, les regarde et nomme l’atout (le
<i>hokm</i>). On ne peut plus le changer.</li>
<li><b>La suite de la donne.</b> Chacun est servi jusqu’à 13 cartes, par paquets de
quatre.</li>
<li><b>Le jeu.</b> Le Hakem entame le premier pli. Fournissez si vous le pouvez ; sinon,
jouez n’importe quelle carte, atout ou non : couper est un choix, pas un devoir. Le plus gros
atout l’emporte, à défaut la plus haute carte de la couleur demandée. Le gagnant entame le
pli suivant.</li>
<li><b>Fin anticipée.</b> La donne s’arrête dès qu’une équipe a 7 plis : la suite ne
changerait rien.</li>
<li><b>Le Hakem suivant.</b> Si l’équipe du Hakem a gagné, il garde son rôle. Sinon, le rôle
passe au joueur suivant dans l’ordre du jeu, un adversaire.</li>
</ol>
<p><b>Exemple.</b> L’atout est [C]. Ouest entame le R[H], Nord joue l’A[H], Est n’a pas de
cœur et joue le 3[C] : Est remporte le pli, car le plus petit atout bat n’importe quelle
carte d’une autre couleur.</p>
"""

HOKM_SCORING = """
<ul>
<li>Première équipe à 7 plis : <b>1 point</b>.</li>
<li><b>Kot</b> : 7 plis avant que l’autre équipe en ait pris un seul : <b>2 points</b>.</li>
</ul>
<p><b>Exemples commentés</b> (le Hakem est dans l’équipe Nord-Sud).</p>
<table border="1" cellspacing="0" cellpadding="4">
<tr><th>Nord-Sud</th><th>Est-Ouest</th><th>Résultat</th></tr>
<tr><td>7 plis</td><td>4 plis</td><td>Nord-Sud 1 point ; le Hakem reste</td></tr>
<tr><td>7 plis</td><td>0</td><td>Kot : Nord-Sud 2 points</td></tr>
<tr><td>5 plis</td><td>7 plis</td><td>Est-Ouest 1 point ; le rôle de Hakem passe chez
eux</td></tr>
<tr><td>0</td><td>7 plis</td><td>Kot contre le Hakem : Est-Ouest 2 points</td></tr>
</table>
"""

HOKM_TIPS = (
    "Hakem, nommez votre couleur la plus longue, surtout si elle contient l’As ou le Roi ; une "
    "couleur courte de grosses cartes se fait vite couper par les atouts adverses.",
    "Quand votre équipe est longue à l’atout, faites-en un ou deux tours tôt : l’adversaire est "
    "désarmé et vos cartes maîtresses des autres couleurs passent.",
    "Quand vous ne pouvez pas fournir, une petite défausse indique à votre partenaire la couleur "
    "où vous êtes faible : il évitera de l’entamer.",
    "Comptez les atouts à mesure qu’ils tombent. Quand la plupart sont sortis, encaissez vos "
    "cartes maîtresses dans les autres couleurs.",
    "En défense, entamez les couleurs où le Hakem est court : il devra dépenser ses atouts "
    "au lieu de dérouler sa longue couleur.",
)


def hokm_house_rules(rules: Any) -> list[HouseRule]:
    return [
        HouseRule(
            f"La première équipe à {rules.target} points gagne"
            + (", et la partie se joue en deux sets gagnants sur trois." if rules.sets == 3
               else "."),
            rules.target != 7 or rules.sets != 1,
        ),
        HouseRule(
            "Les 13 plis sont joués ; les faire tous rapporte 3 points."
            if rules.play_all_13
            else "La donne s’arrête dès qu’une équipe a 7 plis.",
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
            "Double Sar : un pli ne compte qu’une fois que son équipe en a gagné deux d’affilée ; "
            "les plis d’une série interrompue ne vont à personne. Il faut 7 plis comptés ; si les "
            "cartes s’épuisent, l’équipe qui en a le plus gagne, et une égalité tourne contre "
            "l’équipe du Hakem."
            if rules.double_sar
            else "Chaque pli compte dès qu’il est gagné.",
            rules.double_sar,
        ),
        HouseRule(
            f"Distribution en {rules.deal_pattern} (seule l’apparence de la donne change).",
            rules.deal_pattern != "5-4-4",
        ),
        _timer(rules),
    ]


TEXTS = LanguageTexts(
    code="fr",
    labels=Labels(
        house_rules_heading="Les règles de cette partie",
        house_rules_intro="Les lignes surlignées sont des règles maison qui diffèrent du jeu "
        "habituel.",
        house_rules_default_note="Cette partie suit les règles habituelles.",
        changed_mark="règle maison",
        tips_heading="Conseils",
        no_match="Lancez une partie pour voir ici ses propres règles.",
    ),
    games={
        "hand": GameText(
            title="Hand (Hareega)",
            intro=HAND_INTRO,
            sections=(
                ("Déroulement d’une manche", HAND_DEAL),
                ("Décompte des points", HAND_SCORING),
                ("La partie", HAND_MATCH),
            ),
            tips=HAND_TIPS,
            house_rules=hand_house_rules,
        ),
        "court-piece": GameText(
            title="Court Piece",
            intro=COURT_PIECE_INTRO,
            sections=(
                ("Déroulement d’une donne", COURT_PIECE_DEAL),
                ("Décompte des points", COURT_PIECE_SCORING),
            ),
            tips=COURT_PIECE_TIPS,
            house_rules=court_piece_house_rules,
        ),
        "hokm": GameText(
            title="Hokm",
            intro=HOKM_INTRO,
            sections=(
                ("Déroulement d’une donne", HOKM_DEAL),
                ("Décompte des points", HOKM_SCORING),
            ),
            tips=HOKM_TIPS,
            house_rules=hokm_house_rules,
        ),
    },
)
