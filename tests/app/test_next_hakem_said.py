"""The deal's summary says who is the Hakem of the next deal, and whether the role stayed: a
new player saw the result and "Next deal" and found out only at the next deal's first card who
would name trump (a player's review). Hokm keeps the Hakem with a side that wins; Court Piece
passes it by its rotation rule."""

from __future__ import annotations

import pytest

from koutchina.app import i18n
from koutchina.app.main_window import MainWindow

from .helpers import choice, make_window, play_one_move, play_until, wait_for

ENGLISH = {
    (0, True): "You stay the Hakem for the next deal.",
    (0, False): "You are the Hakem for the next deal.",
    (2, True): "Your partner stays the Hakem for the next deal.",
    (2, False): "Your partner is the Hakem for the next deal.",
    (1, True): "{name} stays the Hakem for the next deal.",
    (1, False): "{name} is the Hakem for the next deal.",
}


def _to_the_summary(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    play_until(qtbot, window, window.table.summary_panel.isVisible, moves=40)


@pytest.mark.parametrize(("game", "options", "seed"), [
    ("hokm", {}, 5), ("court-piece", {"double_hakem": True}, 8)])
def test_the_summary_names_the_next_deals_hakem(
        qtbot, english: None, game: str, options: dict[str, object],
        seed: int) -> None:  # type: ignore[no-untyped-def]
    window = make_window(qtbot)
    window.start_match(choice(game, options=options), seed=seed)
    c, panel = window.controller, window.table.summary_panel
    seen = set()
    for _deal in range(4):
        _to_the_summary(qtbot, window)
        hakem = window.table.shown.event.hakem
        after = c.state.hakem  # the engine has dealt the next deal
        stays = after == hakem
        words = ENGLISH[(after if after in (0, 2) else 1, stays)].format(
            name=window.names[after])
        assert panel.note.isVisible()
        assert panel.note.text().splitlines()[-1] == words
        seen.add(stays)
        play_one_move(qtbot, window)  # Next deal
    assert seen == {True, False}, "the Hakem neither stayed nor passed in four deals"


def test_said_in_french_and_again_after_a_switch(qtbot, english: None) -> None:  # type: ignore[no-untyped-def]
    window = make_window(qtbot)
    window.start_match(choice("hokm"), seed=5)
    _to_the_summary(qtbot, window)
    note = window.table.summary_panel.note
    english_line = note.text().splitlines()[-1]
    i18n.language_manager().set_language("fr", remember=False)
    wait_for(lambda: note.text().splitlines()[-1] != english_line)
    assert "Hakem" in note.text().splitlines()[-1]
    assert "donne suivante" in note.text().splitlines()[-1]
