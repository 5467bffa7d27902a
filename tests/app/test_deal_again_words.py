"""Hand is played in rounds ("manches"), Court Piece and Hokm in deals ("donnes"): playing one
again says the game's own word everywhere, next to "Round 1 scored" and "Next round"."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from storage.helpers import random_match

from koutchina.app.history.deal_coach import attach_deal_coach
from koutchina.app.history.replay import ReplayWindow
from koutchina.storage import LoadedMatch, SeatInfo, saved_match_of

from .helpers import choice, make_window, play_until

WORDS = {  # (game, language): the summary's button, the Coach menu's two, the toast's start, the
    # result panel's title
    ("hand", "en"): ("Play this round again", "Play the last round again",
                     "Review the last round…", "Round 1 again, ", "Round 1 played again"),
    ("hand", "fr"): ("Rejouer cette manche", "Rejouer la dernière manche",
                     "Revoir la dernière manche…", "Manche 1 rejouée, ", "Manche 1 rejouée"),
    ("hokm", "en"): ("Play this deal again", "Play the last deal again",
                     "Review the last deal…", "Deal 1 again, ", "Deal 1 played again"),
    ("hokm", "fr"): ("Rejouer cette donne", "Rejouer la dernière donne",
                     "Revoir la dernière donne…", "Donne 1 rejouée, ", "Donne 1 rejouée"),
}



@pytest.mark.parametrize("game", ["hand", "hokm"])
def test_playing_the_last_one_again_says_the_games_word(qtbot, language, game) -> None:
    button, menu, review, toast, title = WORDS[game, language]
    window = make_window(qtbot)
    window.start_match(choice(game), seed=5)
    summary = window.table.summary_panel
    play_until(qtbot, window, summary.isVisible)
    assert summary.again_button.text() == button
    assert window.coach.again_menu.title().replace("&", "") == menu
    assert window.coach.review_action.text().replace("&", "") == review
    qtbot.mouseClick(summary.again_button, Qt.MouseButton.LeftButton)
    assert window.table.message().startswith(toast), window.table.message()
    panel = window.deal_again.panel
    play_until(qtbot, window, panel.isVisible)
    assert panel.title.text() == title
    window.close()


def test_history_offers_a_hand_round_again(qtbot, language, tmp_path: Path) -> None:
    state = random_match("hand", 6, moves=40)
    seats = [SeatInfo(name="")] + [SeatInfo(name="", bot_level="medium")] * 3
    saved = saved_match_of(state, match_id="m1", seats=seats,
                           created=datetime(2026, 1, 2, tzinfo=UTC))
    replay = ReplayWindow(saved, state)
    qtbot.addWidget(replay)
    row = attach_deal_coach(replay, LoadedMatch(tmp_path / "m1.json", saved, state), state,
                            None)
    assert row.again_button.text() == WORDS["hand", language][0]
    review = {"en": "Review this round…", "fr": "Revoir cette manche…"}[language]
    assert row.review_button.text() == review


def test_a_sudden_death_round_played_again_is_named_as_the_summary_named_it(
        qtbot, english) -> None:  # type: ignore[no-untyped-def]
    # after one scheduled round the tie was broken in round 2, which the scoreboard and its
    # summary call "Sudden-death round 1"; played again it was "Round 2 played again"
    from koutchina.app.players import SeatPlayer
    from koutchina.bots import make_bot, seat_seed
    from koutchina.engine import make_rules, new_match

    origin = new_match(make_rules("hand", {"rounds": 1, "sudden_death_rounds": 1}), 2)
    bots = [make_bot("easy", seat_seed(2, seat)) for seat in range(4)]
    while not origin.is_over:
        seat = origin.to_act()[0]
        origin.apply(bots[seat].choose(origin.view(seat)).action)
    assert len(origin.deals) == 2  # the tie after round 1 broken by a sudden-death round
    window = make_window(qtbot, animation_speed="off")  # the words, not the cards moving
    players = [SeatPlayer("", "human")] + [SeatPlayer("", "easy")] * 3
    assert window.deal_again.play_again(origin, 1, players, None)
    assert "Sudden-death round 1 again, same cards" in window.table.message()
    panel = window.deal_again.panel
    play_until(qtbot, window, panel.isVisible)
    assert panel.title.text() == "Sudden-death round 1 played again"
    window.close()
