"""Les règles des trois jeux en français, rédigées pour Koutchina.

Chaque partie du texte est une fonction des règles de la partie en cours, pour que chaque
phrase soit vraie avec les règles maison choisies ; les chiffres des exemples viennent de
``examples.py``. Les espaces insécables de la typographie française (avant « : ; ! ? », dans
les guillemets) sont posées au rendu par ``french_typography`` : écrire ici des espaces
ordinaires suffit.
"""

from __future__ import annotations

from . import fr_court_piece, fr_hand, fr_hokm
from .common import Labels, LanguageTexts

TEXTS = LanguageTexts(
    code="fr",
    labels=Labels(
        house_rules_heading="Les règles de cette partie",
        house_rules_intro="Les lignes surlignées sont des règles maison qui diffèrent du jeu "
        "habituel ; le reste de la page en tient compte.",
        house_rules_default_note="Cette partie suit les règles habituelles.",
        changed_mark="règle maison",
        tips_heading="Conseils",
        usual_rules_heading="Les règles habituelles",
        no_match="Aucune partie n’est en cours : cette page donne les règles habituelles du "
        "{game}. Dès que vous lancerez une partie, ses propres règles s’afficheront ici, ses "
        "règles maison surlignées.",
        other_match="La partie en cours est une partie de {match} : ses propres règles sont "
        "sous l’onglet {match}. Cette page donne les règles habituelles du {game}.",
    ),
    games={
        "hand": fr_hand.PAGE,
        "court-piece": fr_court_piece.PAGE,
        "hokm": fr_hokm.PAGE,
    },
)
