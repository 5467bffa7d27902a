"""Hidden trump: a void player asks to see the trump; a void Hakem, who knows it, shows it.
The table says which happened, in the player's language."""

from __future__ import annotations

from koutchina.app.table.announcements import trump_revealed_text
from koutchina.engine import Suit
from koutchina.engine.events import TrumpRevealed

SAID = {
    "en": {
        (True, False): "You ask to see the trump: clubs",
        (False, False): "West asks to see the trump: clubs",
        (True, True): "You show your hidden trump: clubs",
        (False, True): "West shows the hidden trump: clubs",
    },
    "fr": {
        (True, False): "Vous demandez à voir l’atout\u00a0: trèfle",
        (False, False): "Ouest demande à voir l’atout\u00a0: trèfle",
        (True, True): "Vous montrez votre atout caché\u00a0: trèfle",
        (False, True): "Ouest montre l’atout caché\u00a0: trèfle",
    },
}


def test_who_shows_the_trump_is_said_as_it_happened(language: str) -> None:
    west = {"en": "West", "fr": "Ouest"}[language]
    for (mine, by_hakem), said in SAID[language].items():
        event = TrumpRevealed(0 if mine else 1, Suit.CLUBS)
        assert trump_revealed_text(event, west, mine, by_hakem) == said
