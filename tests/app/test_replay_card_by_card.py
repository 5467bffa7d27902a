"""Replay shows a deal card by card: a finished trick's four cards lie apart on the board, so
who led, who followed with what and when a seat discarded showed nowhere (a player could not
review the trick that cost a call). Right and Left step a card; Ctrl+Right and Ctrl+Left a
whole trick, for a long deal."""

from __future__ import annotations

from PySide6.QtCore import Qt
from storage.helpers import random_match  # tests/storage, beside this folder

from koutchina.app import texts
from koutchina.storage.replay_steps import ReplayStep

from .test_replay_jump_to_deal import press, replay_of

CTRL = Qt.KeyboardModifier.ControlModifier
NAMES = ["You", "East", "North", "West"]  # Hand's seats, unnamed, in the step line


def _shown(step: ReplayStep | None) -> tuple[int, int, int, bool]:
    assert step is not None
    return step.deal, step.tricks_done, len(step.table), step.winner is not None


def test_each_card_is_a_step_and_ctrl_steps_a_whole_trick(qtbot, english: None) -> None:  # type: ignore[no-untyped-def]
    state = random_match("hand", 12)
    first = state.deals[0].tricks[0]
    replay = replay_of(qtbot, "hand", 12)
    replay.forward_button.setFocus()  # the keys work whatever control has the focus
    dealt = replay.current
    assert dealt is not None
    press(qtbot, Qt.Key.Key_Right)
    assert _shown(replay.current) == (0, 0, 1, False)
    seat, card = replay.current.table[0]  # type: ignore[union-attr]
    assert (seat, card) == first.plays[0]  # the lead, alone on the board
    assert card in dealt.hands[seat] and card not in replay.current.hands[seat]  # type: ignore[union-attr]
    led = "you led" if seat == 0 else f"{NAMES[seat]} led"
    assert replay.where.text().startswith(f"Round 1, trick 1 — {led} — step 2 of ")
    press(qtbot, Qt.Key.Key_Right, CTRL)  # the rest of the trick at once: who took it
    assert _shown(replay.current) == (0, 1, 4, True)
    assert replay.current.table == tuple(first.plays)  # type: ignore[union-attr]
    assert "took it" in replay.where.text()
    press(qtbot, Qt.Key.Key_Right)  # the second trick's lead
    assert _shown(replay.current) == (0, 1, 1, False)
    assert "trick 2 — " in replay.where.text()
    press(qtbot, Qt.Key.Key_Left, CTRL)  # back to the trick taken before it
    assert _shown(replay.current) == (0, 1, 4, True)
    press(qtbot, Qt.Key.Key_Left, CTRL)  # then the cards as dealt
    assert _shown(replay.current) == (0, 0, 0, False)
    press(qtbot, Qt.Key.Key_Left, CTRL)  # nothing before the first step
    assert replay.position == 0
    press(qtbot, Qt.Key.Key_Right, CTRL)
    press(qtbot, Qt.Key.Key_Right, CTRL)
    assert _shown(replay.current) == (0, 2, 4, True)
    replay.go_to(len(replay.steps) - 2)
    press(qtbot, Qt.Key.Key_Right, CTRL)  # the last step, not past it
    assert replay.position == len(replay.steps) - 1


def test_a_sudden_death_round_says_who_led_each_trick(qtbot, english: None) -> None:  # type: ignore[no-untyped-def]
    """The step line said who led and who took a trick in the match's own rounds only."""
    state = random_match("hand", 1)
    assert len(state.deals) == 6  # five rounds and a sudden-death one
    replay = replay_of(qtbot, "hand", 1)
    start = replay.deal_starts[5]
    replay.go_to(start + 4)  # its first trick taken
    leader = state.deals[5].tricks[0].leader
    winner = state.deals[5].tricks[0].winner
    where = replay.where.text()
    assert where.startswith(texts.sudden_death_round(1) + ", trick 1 — "), where
    assert ("you led" if leader == 0 else f"{NAMES[leader]} led") in where
    assert "took it" in where and (winner != 0 or "you took it" in where
                                   or "you led and took it" in where)
