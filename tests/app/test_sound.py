"""Sounds at the table: the window's events play their cues, M mutes, minimized is silent if
chosen, and with no player or no sound device the program stays silent without an error."""

from __future__ import annotations

import logging
import time
from pathlib import Path

from PySide6.QtCore import Qt

from koutchina.app.sound_cues import Cue
from koutchina.app.sound_player import SoundPlayer, find_player, player_command

from .helpers import choice, make_window, person_ready, wait_for


class RecordingPlayer(SoundPlayer):
    """The real player's interface; records what would have been played."""

    def __init__(self) -> None:
        super().__init__(program="recorder", windows=False)
        self.played: list[tuple[str, int]] = []

    def play(self, path: Path, volume: int) -> None:
        self.played.append((path.stem, volume))


def sound_window(qtbot, **settings: object):
    window = make_window(qtbot, sound_on=True, **settings)
    player = RecordingPlayer()
    window.sound.player = player
    return window, player


def test_a_match_plays_the_turn_and_card_cues_at_the_chosen_volume(qtbot) -> None:
    window, player = sound_window(qtbot, sound_volume=40)
    window.start_match(choice("hokm", levels=["medium"] * 3), seed=3)
    wait_for(lambda: person_ready(window), timeout=15000)
    names = [name for name, _ in player.played]
    assert Cue.YOUR_TURN.value in names
    assert all(volume == 40 for _, volume in player.played)
    for name, _ in player.played:
        assert (window.sound.sound_dir() / f"{name}.wav").is_file()


def test_m_mutes_and_unmutes_from_the_table(qtbot) -> None:
    window, player = sound_window(qtbot)
    window.start_match(choice("hokm", levels=["medium"] * 3), seed=3)
    wait_for(lambda: person_ready(window), timeout=15000)
    qtbot.keyClick(window.table, Qt.Key.Key_M)
    assert window.sound.mute_action.isChecked()
    assert window.settings.sound_muted
    player.played.clear()
    window.controller.turn_started.emit(0)
    window.sound.play(Cue.CARD_PLAYED)
    assert player.played == []
    qtbot.keyClick(window.table, Qt.Key.Key_M)
    window.controller.turn_started.emit(0)
    assert [name for name, _ in player.played] == [Cue.YOUR_TURN.value]


def test_sound_off_in_settings_or_volume_zero_is_silent(qtbot) -> None:
    for settings in ({"sound_on": False}, {"sound_volume": 0}):
        window, player = sound_window(qtbot)
        for key, value in settings.items():
            setattr(window.settings, key, value)
        window.sound.play(Cue.CARD_PLAYED)
        assert player.played == []


def test_minimized_is_silent_only_if_chosen(qtbot) -> None:
    window, player = sound_window(qtbot)
    window.showMinimized()
    qtbot.waitUntil(window.isMinimized)
    window.sound.play(Cue.CARD_PLAYED)
    assert player.played == []
    window.settings.sound_silent_minimized = False
    window.sound.play(Cue.CARD_PLAYED)
    assert [name for name, _ in player.played] == [Cue.CARD_PLAYED.value]


def test_no_player_on_the_system_means_silence_without_error(caplog) -> None:
    assert find_player(lambda _name: None) is None
    player = SoundPlayer(program=None, windows=False)
    player.program = None
    with caplog.at_level(logging.INFO):
        player.play(Path("card-played.wav"), 70)
    assert not player.available
    assert caplog.records == []


def test_a_player_that_cannot_start_goes_silent_after_one_debug_line(caplog) -> None:
    player = SoundPlayer(program="/nonexistent/pw-play", windows=False)
    with caplog.at_level(logging.DEBUG, logger="koutchina.app.sound_player"):
        player.play(Path("card-played.wav"), 70)
        player.play(Path("card-played.wav"), 70)
    assert not player.available
    assert len(caplog.records) == 1 and caplog.records[0].levelno == logging.DEBUG


def test_playing_returns_at_once_while_the_player_runs(tmp_path) -> None:
    """play() does not wait for the player: it is still playing when play() returns. (A
    limit of half a second on play() failed on a loaded machine; the clock only catches a
    hang now, the player's state says it was not waited for.)"""
    sleeper = tmp_path / "aplay"
    sleeper.write_text("#!/bin/sh\nexec sleep 30\n")  # exec: stop() kills the sleep itself
    sleeper.chmod(0o755)
    player = SoundPlayer(program=str(sleeper), windows=False)
    try:
        start = time.monotonic()
        player.play(Path("card-played.wav"), 70)
        assert player.available  # it did start
        assert [child.poll() for child in player._children] == [None]  # and plays on
        assert time.monotonic() - start < 10
    finally:
        player.stop()
    assert player._children == []


def test_each_player_gets_the_volume_in_its_own_terms() -> None:
    wav = Path("x.wav")
    assert player_command("/usr/bin/pw-play", wav, 50) == ["/usr/bin/pw-play", "--volume=0.50",
                                                            "x.wav"]
    assert player_command("paplay", wav, 50) == ["paplay", "--volume=32768", "x.wav"]
    assert player_command("aplay", wav, 50) == ["aplay", "-q", "x.wav"]


def test_sound_choices_are_made_in_settings_and_remembered(qtbot, tmp_path) -> None:
    from koutchina.app.settings_dialog import SettingsDialog
    from koutchina.storage.settings import Settings, load_settings, save_settings

    settings = Settings()
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    dialog.volume.setValue(25)
    assert dialog.volume_value.text() == "25%"
    dialog.silent_minimized.setChecked(False)
    dialog.sound_on.setChecked(False)
    assert not dialog.volume.isEnabled()
    dialog.apply_to(settings)
    save_settings(settings, tmp_path / "settings.json")
    again = load_settings(tmp_path / "settings.json")
    assert (again.sound_on, again.sound_volume, again.sound_silent_minimized) == (False, 25, False)


def test_no_your_turn_cue_while_watching_four_bots(qtbot) -> None:
    window, player = sound_window(qtbot)
    window.watch("hokm", speed="off", seed=4)
    qtbot.waitUntil(lambda: Cue.CARD_PLAYED.value in [name for name, _ in player.played],
                    timeout=15000)
    window.controller.stop()
    assert Cue.YOUR_TURN.value not in [name for name, _ in player.played]
