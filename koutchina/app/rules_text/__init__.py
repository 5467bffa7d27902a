"""The rules of each game as rich text, one document per language (not through the .ts files).

``rules_html(game, language, rules)`` builds the page the Rules window shows: how a deal goes,
scoring with worked examples, the rules of the match in progress (house rules highlighted) and
short tips. Every part is written for the match's rules: a house rule in force changes the
sentences it touches, not only its line in the table. Each language has a module per game
(``en_hand.py``, ``en_court_piece.py``, ``en_hokm.py``; ``fr_...`` likewise), what its pages
share (``en_shared.py``) and the module that puts them together (``en.py``); the worked
examples' figures are in ``examples.py``. A new language adds such modules and an entry in
``TEXTS_BY_LANGUAGE``.
"""

from __future__ import annotations

from html import escape
from typing import Any

from ...engine import Game
from . import en, fr
from .common import HIGHLIGHT, LanguageTexts, french_typography, suit_symbols

TEXTS_BY_LANGUAGE: dict[str, LanguageTexts] = {"en": en.TEXTS, "fr": fr.TEXTS}
GAMES: tuple[str, ...] = tuple(Game)


def texts_for(language: str) -> LanguageTexts:
    return TEXTS_BY_LANGUAGE.get(language, en.TEXTS)


def default_rules(game: str) -> Any:
    from koutchina.engine import make_rules

    return make_rules(game)


def house_rules_html(
    game: str, language: str, rules: Any | None, match_game: str | None = None
) -> str:
    """The rules in force, under a heading that says whose they are: the match's own rules
    (``rules``), or without a match of this game the usual rules, with a note saying so and
    where a match's rules show (``match_game``: the game of a match being played, if any)."""
    texts = texts_for(language)
    labels = texts.labels
    lines = texts.games[game].house_rules(rules if rules is not None else default_rules(game))
    if rules is None:
        name = texts.games[game].name
        note = (
            labels.other_match.format(match=texts.games[match_game].name, game=name)
            if match_game is not None and match_game != game
            else labels.no_match.format(game=name)
        )
        parts = [f"<h2>{escape(labels.usual_rules_heading)}</h2>", f"<p><i>{escape(note)}</i></p>"]
    else:
        parts = [f"<h2>{escape(labels.house_rules_heading)}</h2>"]
        if any(line.changed for line in lines):
            parts.append(f"<p>{escape(labels.house_rules_intro)}</p>")
        else:
            parts.append(f"<p>{escape(labels.house_rules_default_note)}</p>")
    parts.append('<table cellspacing="0" cellpadding="4" width="100%">')
    for line in lines:
        text = escape(line.text)
        if line.changed and rules is not None:
            parts.append(
                f'<tr><td style="background-color:{HIGHLIGHT}"><b>{text}</b> '
                f"<i>({escape(labels.changed_mark)})</i></td></tr>"
            )
        else:
            parts.append(f"<tr><td>{text}</td></tr>")
    parts.append("</table>")
    return "\n".join(parts)


def rules_html(
    game: str, language: str, rules: Any | None = None, match_game: str | None = None
) -> str:
    """The whole page for ``game`` ("hand", "court-piece", "hokm") in ``language``.

    ``rules`` is the match's rules model: its house rules are listed and the ones that differ
    from the usual game highlighted. Without it the page says it gives the usual rules, listed
    unhighlighted, and where a match's own rules show (``match_game``: the game of a match
    being played, another than ``game``).
    """
    texts = texts_for(language)
    game_text = texts.games[game]
    in_force = rules if rules is not None else default_rules(game)
    parts = [f"<h1>{escape(game_text.title)}</h1>", game_text.intro(in_force)]
    # The match's own rules come right after the introduction, where a player looks first.
    parts.append(house_rules_html(game, language, rules, match_game))
    for heading, body in game_text.sections(in_force):
        parts.append(f"<h2>{escape(heading)}</h2>")
        parts.append(body)
    parts.append(f"<h2>{escape(texts.labels.tips_heading)}</h2>")
    tips = game_text.tips(in_force)
    parts.append("<ul>" + "".join(f"<li>{escape(tip)}</li>" for tip in tips) + "</ul>")
    html = suit_symbols("\n".join(parts))
    if language == "fr":
        html = french_typography(html)
    return html
