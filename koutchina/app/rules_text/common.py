"""Shared pieces of the rules texts: suit symbols in colour, French typography, the page frame.

The texts are written per language (``en.py``, ``fr.py``) as small HTML fragments. Inside them,
``[S]``, ``[H]``, ``[D]`` and ``[C]`` stand for the suit symbols; ``suit_symbols`` turns them into
coloured symbols (hearts and diamonds red).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

RED = "#c0161d"
BLACK = "#1a1a1a"
HIGHLIGHT = "#fff1b8"

SUIT_TOKENS = {
    "[S]": ("♠", BLACK),
    "[H]": ("♥", RED),
    "[D]": ("♦", RED),
    "[C]": ("♣", BLACK),
}

NBSP = "\u00a0"
NARROW_NBSP = "\u202f"


def suit_symbols(html: str) -> str:
    for token, (symbol, colour) in SUIT_TOKENS.items():
        html = html.replace(token, f'<span style="color:{colour}">{symbol}</span>')
    return html


_TAG = re.compile(r"(<[^>]*>|&#?\w+;)")


def french_typography(html: str) -> str:
    """Non-breaking spaces before « : ; ! ? » and inside guillemets, outside HTML tags only."""
    parts = _TAG.split(html)
    for index, part in enumerate(parts):
        if part.startswith(("<", "&")) and _TAG.fullmatch(part):
            continue
        part = re.sub(r"[ \u00a0\u202f]*([;!?])", NARROW_NBSP + r"\1", part)
        part = re.sub(r"[ \u00a0\u202f]*:(?!\d)", NBSP + ":", part)
        part = re.sub(r"«[ \u00a0\u202f]*", "«" + NBSP, part)
        part = re.sub(r"[ \u00a0\u202f]*»", NBSP + "»", part)
        parts[index] = part
    return "".join(parts)


def signed(value: int) -> str:
    """A score with its sign, and a true minus: +30, −10, 0."""
    return f"+{value}" if value > 0 else f"−{-value}" if value < 0 else "0"


def html_table(headers: Sequence[str], rows: Sequence[Sequence[object]]) -> str:
    """A worked-examples table: a header row, then one row per example."""
    lines = ['<table border="1" cellspacing="0" cellpadding="4">']
    lines.append("<tr>" + "".join(f"<th>{cell}</th>" for cell in headers) + "</tr>")
    lines.extend("<tr>" + "".join(f"<td>{cell}</td>" for cell in row) + "</tr>" for row in rows)
    lines.append("</table>")
    return "\n".join(lines)


@dataclass(frozen=True)
class HouseRule:
    """One line of the match's rule card: what the option does with the value in use."""

    text: str
    changed: bool  # differs from the usual game (the default): highlighted


@dataclass(frozen=True)
class GameText:
    """A game's rules in one language, each part written for the rules of the match in force
    (a rules model): the introduction, sections of HTML, tips and the house-rule lines."""

    title: str
    name: str  # as the table and the Rules window's tab name the game
    intro: Callable[[Any], str]
    sections: Callable[[Any], tuple[tuple[str, str], ...]]
    tips: Callable[[Any], tuple[str, ...]]
    house_rules: Callable[[Any], list[HouseRule]]


@dataclass(frozen=True)
class Labels:
    house_rules_heading: str  # during a match, over that match's rules
    house_rules_intro: str
    house_rules_default_note: str
    changed_mark: str
    tips_heading: str
    usual_rules_heading: str  # no match of this game: over the usual rules
    no_match: str  # {game}: no match at all
    other_match: str  # {match}: the game of the match being played, {game}: this page's


@dataclass(frozen=True)
class LanguageTexts:
    code: str
    labels: Labels
    games: dict[str, GameText] = field(default_factory=dict)
