"""Concede the rest stays put over the table from half the deal's tricks until the deal's
summary covers the table: shown all the while, usable on the person's turn, dimmed between. It
went at the deal's last card, while that trick was still played out and read (seconds before
the summary), as if it blinked out at a trick like the ones before (a player's review)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QObject, Qt

from koutchina.app.main_window import MainWindow
from koutchina.engine import game_info

from .helpers import (
    choice,
    make_window,
    play_to_the_deals_end,
    play_to_trick,
    play_until,
    wait_for,
)


class Watch(QObject):
    """Every showing or hiding of the widget watched, with whether a result covers the
    table then."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__()
        self.window = window
        self.seen: list[tuple[str, bool]] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.Show, QEvent.Type.Hide):
            table = self.window.table
            covered = table.summary_panel.isVisible() or table.end_panel.isVisible()
            self.seen.append((event.type().name, covered))
        return False


@pytest.mark.parametrize(("game", "seed"), [("hand", 5), ("court-piece", 7), ("hokm", 31)])
def test_concede_stays_from_half_the_deal_till_its_summary(  # type: ignore[no-untyped-def]
        qtbot, game: str, seed: int) -> None:
    """(Seeds where no claim is ever sure for the person, and their side has not won the deal
    before its end: Concede gives way to a sure claim, and goes once the deal is theirs,
    test_concede_not_for_winners.py.)"""
    window = make_window(qtbot)
    window.start_match(choice(game, levels=["medium"] * 3), seed=seed)  # played at once
    c, coach = window.controller, window.coach
    concede = coach.concede_button
    play_to_trick(qtbot, window, game_info(game).tricks_per_deal // 2 + 1)
    assert concede.isVisible()
    deal = c.state.deal_index
    watch = Watch(window)
    concede.installEventFilter(watch)
    # at each card: the person's turn with two cards or more (with one, there is nothing to
    # give up: the last trick), Concede usable
    usable: list[tuple[bool, bool]] = []
    claims: list[bool] = []

    def look(*_: object) -> None:
        cards = len(c.view(0).hand) if c.view(0) is not None else 0
        usable.append((c.accepts_input(0) and cards > 1, concede.isEnabled()))
        claims.append(coach.claim_button.isVisible())

    c.card_played.connect(look)  # after the coach's own slot: its buttons as they now are
    c.settled.connect(look)
    play_to_the_deals_end(qtbot, window, 3)
    window.set_speed("fast")  # the last tricks' cards glide and are gathered, as at home
    play_until(qtbot, window, lambda: window.table.summary_panel.isVisible())
    wait_for(lambda: not concede.isVisible())  # it goes with the summary over the table
    c.card_played.disconnect(look)
    c.settled.disconnect(look)
    concede.removeEventFilter(watch)
    assert c.state.deal_index == deal + 1 and not any(claims)
    # hidden once, with the summary up: not at the last card, nor at any trick before
    assert watch.seen == [("Hide", True)], watch.seen
    assert len(usable) >= 8 and any(not turn for turn, _ in usable)
    assert all(turn == enabled for turn, enabled in usable), usable  # dimmed but on turns


@pytest.mark.parametrize("game", ["hand", "court-piece"])
def test_no_coach_button_beside_the_result_of_a_deal_played_again(  # type: ignore[no-untyped-def]
        qtbot, game: str) -> None:
    """A deal played again ends in its own result panel, not the summary (which it hides at
    once): Concede, Hint and Undo, kept dimmed while a deal's last trick is on show, stayed
    beside that panel until the match was brought back (a code review)."""
    window = make_window(qtbot)
    window.start_match(choice(game, levels=["medium"] * 3), seed=5)  # played at once
    c, coach, table = window.controller, window.coach, window.table
    play_until(qtbot, window, table.summary_panel.isVisible)
    qtbot.mouseClick(table.summary_panel.again_button, Qt.MouseButton.LeftButton)
    assert window.deal_again.replaying and c.practice  # a replay: Hint and Undo are offered
    panel = window.deal_again.panel
    play_to_trick(qtbot, window, game_info(game).tricks_per_deal // 2 + 1)
    buttons = (coach.button, coach.undo_button, coach.concede_button)
    assert all(button.isVisible() for button in buttons)
    play_until(qtbot, window, panel.isVisible)
    wait_for(lambda: not c.busy or c.awaiting_next_deal)
    qtbot.wait(50)  # the coach's refresh after the summary came and went
    assert panel.isVisible() and not table.summary_panel.isVisible()
    shown = [button.objectName() for button in (*buttons, coach.claim_button)
             if button.isVisible()]
    assert shown == [], shown
    qtbot.mouseClick(panel.back_button, Qt.MouseButton.LeftButton)
    assert not window.deal_again.replaying
