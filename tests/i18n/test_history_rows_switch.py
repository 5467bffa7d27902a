"""The History list keeps the words of each row it has shown; they follow a change of language
and a new listing."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from koutchina.app import i18n
from koutchina.app.history.model import GAME, STATE, HistoryModel
from koutchina.engine import Game, make_rules, new_match
from koutchina.storage.saves import SeatInfo, new_match_id, now_utc, saved_match_of
from koutchina.storage.summaries import MatchSummary, summarize


def _summary(finished: bool) -> MatchSummary:
    state = new_match(make_rules(Game.HOKM), 3)
    while finished and not state.is_over:
        seat = state.to_act()[0]
        state.apply(state.legal_actions(seat)[0])
    seats = [SeatInfo(name="", bot_level=None)] + [
        SeatInfo(name="", bot_level="medium") for _ in range(3)]
    saved = saved_match_of(state, match_id=new_match_id(Game.HOKM, now_utc()), seats=seats,
                           created=now_utc())
    return summarize(Path("m.json"), saved)


def test_rows_already_shown_change_language_and_follow_a_new_listing(
    qapp: QApplication, languages: i18n.LanguageManager
) -> None:
    languages.set_language("en", remember=False)
    model = HistoryModel()
    model.set_matches([_summary(finished=False)])
    state = model.index(0, STATE)
    assert model.data(state) == "In progress"
    assert model.data(state, Qt.ItemDataRole.ToolTipRole) == "In progress"
    assert model.data(model.index(0, GAME), Qt.ItemDataRole.DecorationRole) is None

    languages.set_language("fr", remember=False)
    model.retranslate()  # what the History window does on a change of language
    assert model.data(state) == "En cours"

    model.set_matches([_summary(finished=True)])
    assert model.data(model.index(0, STATE)) == "Terminée"
