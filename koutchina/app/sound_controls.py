"""The table's sounds: cues for the controller's events, and the Mute item (key M).

Attached by one line in the main window. Plays through ``SoundPlayer`` (never waits); silent
when sound is off in Settings, muted, or the window is minimized and the person chose so.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QAction, QKeySequence

from ..engine.events import DealScored, MatchEnded, TrickWon
from .icons import resources_dir
from .sound_cues import Cue, deal_cue, match_cue, timer_cue, trick_cue, turn_cue
from .sound_player import SoundPlayer

if TYPE_CHECKING:
    from .table_window import TableWindow

SOUNDS_DIR = resources_dir() / "sounds"  # in a checkout, an install or a bundle


class SoundControls(QObject):
    def __init__(self, window: TableWindow, player: SoundPlayer | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.player = player if player is not None else SoundPlayer()
        self.mute_action = QAction(window)
        self.mute_action.setCheckable(True)
        self.mute_action.setChecked(window.settings.sound_muted)
        self.mute_action.setShortcut(QKeySequence("M"))
        self.mute_action.toggled.connect(self._set_muted)
        window.menus.settings_menu.addAction(self.mute_action)
        window.addAction(self.mute_action)  # the key works wherever the focus is in the window
        c = window.controller
        c.card_played.connect(lambda _seat, _card: self.play(Cue.CARD_PLAYED))
        c.trick_won.connect(self._on_trick_won)
        c.turn_started.connect(self._on_turn_started)
        c.timer_ticked.connect(lambda seat, left: self.play(timer_cue(seat, left)))
        c.trump_named.connect(lambda _event: self.play(Cue.TRUMP_NAMED))
        c.deal_scored.connect(self._on_deal_scored)
        c.match_ended.connect(self._on_match_ended)
        window.destroyed.connect(self.player.stop)
        window.installEventFilter(self)
        self.retranslate()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # read with a default (see status_line.StatusLine.eventFilter)
        if (event.type() == QEvent.Type.LanguageChange
                and getattr(self, "mute_action", None) is not None):
            self.retranslate()
        return False

    def retranslate(self) -> None:
        self.mute_action.setText(self.tr("&Mute sounds"))

    def audible(self) -> bool:
        s = self.window.settings
        if not s.sound_on or s.sound_muted or s.sound_volume == 0:
            return False
        return not (s.sound_silent_minimized and self.window.isMinimized())

    @staticmethod
    def sound_dir() -> Path:
        return SOUNDS_DIR

    def play(self, cue: Cue | None) -> None:
        if cue is not None and self.audible():
            self.player.play(SOUNDS_DIR / f"{cue.value}.wav", self.window.settings.sound_volume)

    def _set_muted(self, muted: bool) -> None:
        self.window.settings.sound_muted = muted
        if self.window.controller.state is not None:  # said, and heard by a screen reader
            self.window.table.show_message(lambda: self.tr("Sounds muted (M)") if muted
                                           else self.tr("Sounds on (M)"))

    def _on_turn_started(self, seat: int) -> None:
        players = self.window.controller.players
        if seat < len(players) and players[seat].is_human:  # not a bot in the person's seat
            self.play(turn_cue(seat))

    def _on_trick_won(self, event: TrickWon) -> None:
        state = self.window.controller.state
        if state is not None:
            self.play(trick_cue(event, state.game))

    def _on_deal_scored(self, event: DealScored) -> None:
        self.play(deal_cue(event))

    def _on_match_ended(self, event: MatchEnded) -> None:
        self.play(match_cue(event))
