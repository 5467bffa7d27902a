"""Koutchina: Hand (Hareega), Court Piece and Hokm against bots, offline."""

__version__ = "0.1.0"
