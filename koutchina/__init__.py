"""Koutchina: Hand (Hareega), Court Piece and Hokm against bots, offline."""

import os

__version__ = "0.1.0"

# Pydantic looks for plugins in the metadata of every installed distribution when the first
# model is defined (at start); Koutchina uses none, and the search grows with what else is
# installed. A person who sets the variable keeps their value.
os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")
