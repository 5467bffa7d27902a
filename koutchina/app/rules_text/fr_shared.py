"""Ce que partagent les pages françaises : la ligne du minuteur, les titres des tableaux
d’équipes."""

from __future__ import annotations

from typing import Any

from ...engine.rules import DEFAULT_TURN_TIMER
from .common import HouseRule

# Les équipes comme le tableau des scores les nomme, celle du joueur d’abord.
SIDES_RESULT = ("Votre équipe", "Adversaires", "Résultat")


def plis(n: int) -> str:
    """ "0 pli", "1 pli", "5 plis": the singular up to one, as French writes it."""
    return f"{n} pli" if n <= 1 else f"{n} plis"


def timer(rules: Any, on_timeout: str) -> HouseRule:
    if rules.turn_timer == 0:  # the usual game has a clock
        return HouseRule("Minuteur : désactivé. Prenez tout votre temps.", changed=True)
    return HouseRule(
        f"Minuteur : {_length(rules.turn_timer)} par coup. Une fois le temps écoulé, la table "
        f"joue à votre place : {on_timeout}",
        changed=rules.turn_timer != DEFAULT_TURN_TIMER,
    )


def _length(seconds: int) -> str:
    """ "45 secondes", "90 secondes", "1 minute", "5 minutes" : comme la liste du minuteur."""
    if seconds % 60:
        return f"{seconds} secondes"
    minutes = seconds // 60
    return "1 minute" if minutes == 1 else f"{minutes} minutes"


def partnership_timeout(rules: Any) -> str:
    naming = ("choisit comme atout la couleur la plus nombreuse parmi les cartes que vous "
              "avez vues")
    if rules.bids:
        naming += ", avec un objectif de 9 plis"
    return f"elle pose votre plus petite carte permise et, si vous êtes le Hakem, elle {naming}."
