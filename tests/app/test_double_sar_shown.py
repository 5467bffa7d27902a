"""Hokm with Double Sar: a trick counts only once its side has won two in a row, and a broken
run's trick goes to nobody. The table's side counts are the tricks that count, a trick waiting
for its pair is said, the seats' own counts read as tricks won, a trick lost to nobody is
announced, and the Last trick window says what became of the trick; a resumed match shows the
same."""

from __future__ import annotations

import pytest

from koutchina.app.main_window import MainWindow
from koutchina.app.players import SeatPlayer
from koutchina.app.table.announcements import info_lines, to_nobody_text
from koutchina.app.table.shown_deal import ShownDeal
from koutchina.engine import Phase, make_rules, new_match
from koutchina.engine.events import DealStarted, TrickWon
from koutchina.engine.state import MatchState
from koutchina.storage.settings import Settings

from .helpers import person_ready, play_one_move, wait_for

SEED_BROKEN = 7  # the match seed whose next trick breaks the waiting run


def won(winner: int, index: int, counted: bool, voided: tuple[int, ...] = ()) -> TrickWon:
    return TrickWon(winner, index, (), counted, voided)


def test_the_side_counts_are_the_tricks_that_count_and_a_waiting_trick_is_said(
    english: None,
) -> None:
    shown = ShownDeal()
    shown.start_match("hokm", runs=True)
    shown.start_deal(DealStarted(0, 0, 0, (), 5, False, False))
    # us (waits), them (breaks our run: ours goes to nobody), them x3 (all counted), us (waits)
    assert shown.trick_won(won(0, 0, False)) == 0
    assert shown.trick_won(won(1, 1, False, (0,))) == 1
    for index, seat in ((2, 3), (3, 1), (4, 3)):
        shown.trick_won(won(seat, index, True))
    shown.trick_won(won(2, 5, False))
    assert shown.side_tricks() == (0, 4)
    assert shown.tricks == [1, 2, 1, 2]  # each seat's tricks won stay as they are
    lines = info_lines(shown, "Deal 1")
    assert "Your side: 0 tricks" in lines and "Opponents: 4 tricks" in lines
    assert lines[-1] == "Waiting: 1 trick of your side"


def test_the_last_trick_of_a_deal_alone_in_its_run_goes_to_nobody(english: None) -> None:
    shown = ShownDeal()
    shown.start_match("hokm", runs=True)
    shown.start_deal(DealStarted(0, 0, 0, (), 5, False, False))
    seats = (1, 3, 1, 3, 1, 0, 2, 0, 2, 0, 2)  # them 5 counted, us 6 counted
    for index, seat in enumerate(seats):
        shown.trick_won(won(seat, index, index not in (0, 5)))
    assert shown.trick_won(won(1, 11, False)) == 0  # theirs waits
    # ours breaks their run, and is alone at the end: both to nobody
    assert shown.trick_won(won(0, 12, False, (11,))) == 2
    assert shown.waiting is None
    lines = info_lines(shown, "Deal 1")
    assert "Your side: 6 tricks" in lines and "Opponents: 5 tricks" in lines
    assert not any(line.startswith("Waiting") for line in lines)


def test_without_double_sar_every_trick_counts_as_before(english: None) -> None:
    shown = ShownDeal()
    shown.start_match("hokm")
    shown.start_deal(DealStarted(0, 0, 0, (), 5, False, False))
    for index, seat in enumerate((0, 1, 2)):
        assert shown.trick_won(won(seat, index, True)) == 0
    assert shown.side_tricks() == (2, 1)
    assert "Your side: 2 tricks" in info_lines(shown, "Deal 1")


def _double_sar_state(seed: int) -> MatchState:
    """A Hokm match with Double Sar, played by bots until a run has been broken, a trick
    waits for its pair and the person is to lead."""
    from koutchina.bots import make_bot

    state = new_match(make_rules("hokm", {"turn_timer": 0, "double_sar": True}), seed)
    bots = [make_bot("easy", seat) for seat in range(4)]
    for _ in range(2000):
        view = state.view(0)
        done = view.completed_tricks
        broken = any(not t.counted for t in done[:-1])
        if (view.phase == Phase.PLAYING and broken and done and not done[-1].counted
                and not view.current_trick and state.to_act() == (0,)):
            return state
        seat = state.to_act()[0]
        state.apply(bots[seat].choose(state.view(seat)).action)
    raise AssertionError("no such position")


@pytest.mark.parametrize(("seed", "next_trick"), [(4, "pairs"), (SEED_BROKEN, "breaks")])
def test_a_resumed_double_sar_match_shows_counted_tricks_then_what_the_next_trick_does(
    qtbot, english: None, seed: int, next_trick: str  # type: ignore[no-untyped-def]
) -> None:
    state = _double_sar_state(seed)
    view = state.view(0)
    waiting_side = view.completed_tricks[-1].winner % 2
    window = MainWindow(Settings(bot_pause_ms=0, animation_speed="off"), autosave=False)
    qtbot.addWidget(window)
    window.show()
    window.resume(state, [SeatPlayer("", "human")] + [SeatPlayer("", "random")] * 3)
    qtbot.waitUntil(lambda: window.controller.accepts_input(0), timeout=15000)
    table = window.table
    ours, theirs = view.tricks_won
    said_ours = f"Your side: {ours} trick{'s' * (ours != 1)}"
    said_theirs = f"Opponents: {theirs} trick{'s' * (theirs != 1)}"
    whose = "your side" if waiting_side == 0 else "the opponents"
    assert table.info.lines[1:] == [said_ours, said_theirs, "Match: 0 – 0 (to 7)",
                                    f"Waiting: 1 trick of {whose}"]
    waiting = " (+1 waiting)"
    this_deal = window.scoreboard.current.text().splitlines()
    assert this_deal[1:3] == [said_ours + waiting * (waiting_side == 0),
                              said_theirs + waiting * (waiting_side == 1)]
    for seat in range(4):
        count = sum(1 for trick in view.completed_tricks if trick.winner == seat)
        assert table.badge(seat).status_text() == f"Tricks won {count}"
    # played on until a trick settles what the waiting one becomes
    messages: list[str] = []
    table.message_shown.connect(messages.append)
    before = len(view.completed_tricks)
    for _ in range(50):
        wait_for(lambda: person_ready(window), timeout=15000)
        if table.shown.tricks_played() > before:
            break
        play_one_move(qtbot, window)
    last = window.controller.last_trick
    assert last is not None
    window.show_last_trick()
    caption = window.last_trick_dialog.caption.text()
    window.last_trick_dialog.close()
    if next_trick == "pairs":  # the same side again: both tricks count
        assert last.winner % 2 == waiting_side
        assert caption.splitlines()[1] == "Double Sar: it counts"
        assert not any("nobody" in m for m in messages)
    else:  # the run broken: the waiting trick goes to nobody, this one waits
        assert last.winner % 2 != waiting_side
        assert caption.splitlines()[1] == (
            "Double Sar: it waits for a second trick in a row to count")
        broken = ("Run broken: your side's trick goes to nobody" if waiting_side == 0
                  else "Run broken: the opponents' trick goes to nobody")
        assert broken in messages


def test_the_waiting_trick_is_said_in_the_players_language(language: str) -> None:
    shown = ShownDeal()
    shown.start_match("hokm", runs=True)
    shown.start_deal(DealStarted(0, 0, 0, (), 5, False, False))
    shown.trick_won(won(1, 0, False))
    said = {"en": "Waiting: 1 trick of the opponents",
            "fr": "En attente\u00a0: 1 pli des adversaires"}[language]
    assert info_lines(shown, "Deal 1")[-1] == said


def test_a_broken_run_and_a_last_trick_alone_are_announced(english: None) -> None:
    # seat 1 (opponents) breaks our run; seat 0 breaks theirs; the thirteenth trick alone
    assert to_nobody_text(won(1, 4, False, (3,))) == (
        "Run broken: your side's trick goes to nobody")
    assert to_nobody_text(won(0, 4, False, (3,))) == (
        "Run broken: the opponents' trick goes to nobody")
    assert to_nobody_text(won(0, 12, False, (11,))) == (
        "Run broken: the opponents' trick goes to nobody\n"
        "The last trick is left alone: it goes to nobody")
    assert to_nobody_text(won(2, 12, False)) == "The last trick is left alone: it goes to nobody"
    assert to_nobody_text(won(2, 6, True)) == ""


def test_the_last_trick_window_says_each_fate_of_the_engine(qtbot, english: None) -> None:  # type: ignore[no-untyped-def]
    """The table names a trick's fate as the engine does (TrickFate), and the Last trick
    window says it."""
    from koutchina.app.table.last_trick import LastTrickDialog
    from koutchina.engine import TrickFate, TrickRecord

    shown = ShownDeal()
    shown.start_match("hokm", runs=True)
    shown.start_deal(DealStarted(0, 0, 0, (), 5, False, False))
    shown.trick_won(won(0, 0, False))
    waiting = TrickRecord(0, (), 0, False)
    assert shown.fate(waiting) is TrickFate.WAITING
    shown.trick_won(won(2, 1, True))
    assert shown.fate(TrickRecord(0, (), 2, True)) is TrickFate.COUNTED
    dialog = LastTrickDialog()
    qtbot.addWidget(dialog)
    names = ["You", "West", "Partner", "East"]
    in_sentences = ["you", "West", "your partner", "East"]
    captions = {
        TrickFate.COUNTED: "Won by you\nDouble Sar: it counts",
        TrickFate.WAITING: "Won by you\nDouble Sar: it waits for a second trick in a row to "
                           "count",
        TrickFate.NOBODY: "Won by you\nDouble Sar: no second trick in a row, it goes to nobody",
    }
    for fate, caption in captions.items():
        dialog.show_trick(waiting, names, in_sentences, False, fate)
        assert dialog.caption.text() == caption
    dialog.show_trick(waiting, names, in_sentences, False, None)
    assert dialog.caption.text() == "Won by you"
