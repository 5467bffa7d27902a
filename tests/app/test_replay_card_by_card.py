"""Replay shows a deal card by card: a finished trick's four cards lie apart on the board, so
who led, who followed with what and when a seat discarded showed nowhere (a player could not
review the trick that cost a call). Right and Left step a card; Ctrl+Right and Ctrl+Left a
whole trick, for a long deal."""

from __future__ import annotations

from datetime import UTC, datetime

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QStyle, QStyleOptionComboBox
from storage.helpers import conceded_mid_trick, random_match  # tests/storage, beside this

from koutchina.app import texts
from koutchina.app.history.replay import ReplayWindow
from koutchina.engine import MatchState
from koutchina.storage import saved_match_of
from koutchina.storage.replay_steps import ReplayStep

from .test_replay_jump_to_deal import UNNAMED, press, replay_of

CTRL = Qt.KeyboardModifier.ControlModifier
NAMES = ["You", "East", "North", "West"]  # Hand's seats, unnamed, in the step line


def replay_of_state(qtbot, state: MatchState) -> ReplayWindow:  # type: ignore[no-untyped-def]
    saved = saved_match_of(state, match_id="m1", seats=UNNAMED,
                           created=datetime(2026, 1, 2, tzinfo=UTC))
    replay = ReplayWindow(saved, state)
    qtbot.addWidget(replay)
    replay.show()
    return replay


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


def test_the_rest_given_up_by_a_concession_is_one_step_that_says_so(qtbot, english: None) -> None:  # type: ignore[no-untyped-def]
    """They were a bare step each, saying "trick 9" over empty felt (a code review)."""
    state = conceded_mid_trick()
    conceding = state.deals[0].conceded_by
    assert conceding is not None  # the side that conceded
    replay = replay_of_state(qtbot, state)
    replay.go_to(replay.deal_starts[0] + 1 + 16 + 2)  # after the 5th trick's two cards
    theirs = "your side" if conceding % 2 == 1 else "the opponents"
    assert replay.where.text().startswith(f"Deal 1, tricks 5 to 13: conceded to {theirs} — ")
    assert "conceded the rest of the deal" in replay.info.text()
    replay.go_to(replay.deal_starts[0] + 1 + 16 + 1)
    assert "conceded" not in replay.where.text() and " led — " in replay.where.text()


def test_the_person_s_own_step_pauses_the_play_back(qtbot, english: None) -> None:  # type: ignore[no-untyped-def]
    """A step of the person's went one card on while the play back kept going (a player's
    review); played on from a trick taken, that trick lies twice a card's time."""
    replay = replay_of(qtbot, "hand", 12)
    replay.speed.setCurrentIndex(0)  # Slow: 1.2 s a card
    replay.go_to(1)
    replay.toggle_play()
    assert replay.timer.isActive() and replay.timer.interval() == 1200
    width = replay.play_button.width()
    press(qtbot, Qt.Key.Key_Right, CTRL)  # to the trick taken: paused there
    assert not replay.timer.isActive() and replay.current.winner is not None  # type: ignore[union-attr]
    assert replay.play_button.width() == width  # "Play" as wide as "Pause": nothing moved
    replay.toggle_play()
    assert replay.timer.interval() == 2400
    press(qtbot, Qt.Key.Key_Right)
    assert not replay.timer.isActive()


def test_play_back_stops_at_each_deal_s_scores(qtbot, english: None) -> None:  # type: ignore[no-untyped-def]
    """It ran on into the next round before its scores could be read (a player's review);
    Play then goes on into the next round."""
    replay = replay_of(qtbot, "hand", 12)
    end = replay.deal_starts[1] - 1  # the first round's scores
    replay.go_to(end - 2)
    replay.toggle_play()
    replay.timer.setInterval(5)
    qtbot.waitUntil(lambda: not replay.timer.isActive(), timeout=3000)
    assert replay.position == end and replay.current.deal_scores is not None  # type: ignore[union-attr]
    replay.toggle_play()
    qtbot.waitUntil(lambda: replay.position == end + 1, timeout=5000)  # the next round, dealt
    replay.toggle_play()


def test_the_deal_chooser_takes_the_width_of_its_names_after_a_switch(qtbot, english: None) -> None:  # type: ignore[no-untyped-def]
    """Switched to French with Replay open, it kept its English width: "Manche 4 su"."""
    from koutchina.app import i18n

    replay = replay_of(qtbot, "hand", 12)
    i18n.language_manager().set_language("fr", remember=False)
    qtbot.wait(50)
    try:
        choice = replay.deal_choice
        assert choice.currentText().startswith("Manche")
        qtbot.wait(50)
        option = QStyleOptionComboBox()
        choice.initStyleOption(option)
        field = choice.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                              QStyle.SubControl.SC_ComboBoxEditField, choice)
        text = choice.fontMetrics().horizontalAdvance(choice.currentText())
        assert field.width() >= text, (field.width(), text)
    finally:
        i18n.language_manager().set_language("en", remember=False)
