"""A saved match reopens at the table as it was: hands, the trick, calls, the scoreboard."""

from __future__ import annotations

from koutchina.app.main_window import MainWindow
from koutchina.engine import Phase
from koutchina.storage.settings import Settings
from koutchina.storage.store import MatchStore

from .helpers import choice, person_ready, play_one_move, wait_for


def test_a_saved_hand_match_reopens_as_it_was(qtbot) -> None:
    window = MainWindow(Settings(bot_pause_ms=0), autosave=True)
    qtbot.addWidget(window)
    window.show()
    window.start_match(choice("hand"), seed=19)
    c = window.controller
    # into the second round, with a trick under way and the person to play
    for _ in range(400):
        wait_for(lambda: person_ready(window), timeout=15000)
        view = c.view(0)
        if (view.deal_index == 1 and view.phase == Phase.PLAYING and view.current_trick
                and c.accepts_input(0)):
            break
        play_one_move(qtbot, window)
    saved_view = c.view(0)
    assert window.saver is not None and window.saver.autosaver.flush(10)
    window.close()

    loaded = MatchStore().latest_unfinished()
    assert loaded is not None
    again = MainWindow(Settings(bot_pause_ms=0), autosave=False)
    qtbot.addWidget(again)
    again.show()
    from koutchina.app.history.resumption import players_of

    again.resume(loaded.state.clone(), players_of(loaded), loaded.saved.match_id,
                 loaded.saved.created)
    qtbot.waitUntil(lambda: again.controller.accepts_input(0), timeout=15000)
    view = again.controller.view(0)
    assert view.hand == saved_view.hand and view.current_trick == saved_view.current_trick
    table = again.table
    assert sorted(str(i.card) for i in table.hand_items()) == sorted(str(c) for c in view.hand)
    assert [item.card for item in table.trick_items()] == [card for _, card in view.current_trick]
    for seat in range(4):
        assert len(table.hand_items(seat)) == view.hand_sizes[seat]
        assert table.badge(seat).call == view.calls[seat]
        won = sum(1 for trick in view.completed_tricks if trick.winner == seat)
        assert table.badge(seat).tricks == won
    assert again.score_model.rowCount() == 2  # round 1, then the Total row
    assert again.score_model.totals == loaded.state.totals


def test_a_match_resumed_while_the_person_names_trump_gets_all_its_cards(qtbot) -> None:
    from koutchina.app.players import SeatPlayer
    from koutchina.engine import Suit, make_rules, new_match

    from .test_trump import seed_where_person_is_hakem

    seed = seed_where_person_is_hakem("court-piece")
    state = new_match(make_rules("court-piece", {"turn_timer": 0}), seed)
    window = MainWindow(Settings(bot_pause_ms=0, animation_speed="off"), autosave=False)
    qtbot.addWidget(window)
    window.show()
    players = [SeatPlayer("Ana", "human")] + [SeatPlayer("", "random")] * 3
    window.resume(state, players)
    qtbot.waitUntil(lambda: window.table.trump_panel.isVisible(), timeout=15000)
    assert len(window.table.hand_items()) == 5
    window.table.trump_panel.select(Suit.SPADES)
    window.table.trump_panel.confirm.click()
    qtbot.waitUntil(lambda: window.controller.view(0).phase == Phase.PLAYING, timeout=15000)
    view = window.controller.view(0)
    for seat in range(4):
        assert len(window.table.hand_items(seat)) == view.hand_sizes[seat]
    assert sorted(str(i.card) for i in window.table.hand_items()) == sorted(
        str(card) for card in view.hand)
    assert window.table.badge(0).display_name() == "Ana"


def test_resuming_after_a_finished_match_clears_its_end_panel(qtbot) -> None:
    # the finished Hand match's "Match over" stayed over the resumed deal, and Enter (which
    # presses the end panel's button while it shows) would have started another match
    from koutchina.app.players import SeatPlayer
    from koutchina.engine import make_rules, new_match

    from .helpers import make_window

    window = make_window(qtbot)
    window.start_match(choice("hand", options={"rounds": 1, "sudden_death_rounds": 0}), seed=3)
    for _ in range(60):
        wait_for(lambda: person_ready(window), timeout=15000)
        if window.table.end_panel.isVisible():
            break
        play_one_move(qtbot, window)
    assert window.table.end_panel.isVisible()
    players = [SeatPlayer("", "human")] + [SeatPlayer("", "medium")] * 3
    window.resume(new_match(make_rules("hokm", {}), 8), players)
    qtbot.waitUntil(lambda: window.controller.accepts_input(0), timeout=15000)
    assert not window.table.end_panel.isVisible()
    assert not window.table.summary_panel.isVisible()


def test_a_court_piece_match_resumed_after_the_bid_shows_whose_target_it_is(
    qtbot, english: None  # type: ignore[no-untyped-def]
) -> None:
    from koutchina.app.players import SeatPlayer
    from koutchina.bots import make_bot
    from koutchina.engine import make_rules, new_match

    state = new_match(make_rules("court-piece", {"turn_timer": 0, "bidding": True}), 5)
    bots = [make_bot("easy", seat) for seat in range(4)]
    while state.view(0).phase != Phase.PLAYING:  # the Hakem bids, the rest is dealt
        seat = state.to_act()[0]
        state.apply(bots[seat].choose(state.view(seat)).action)
    view = state.view(0)
    assert view.bid_target is not None and view.hakem is not None
    whose = "Your side's" if view.hakem % 2 == 0 else "Opponents'"
    window = MainWindow(Settings(bot_pause_ms=0, animation_speed="off"), autosave=False)
    qtbot.addWidget(window)
    window.show()
    window.resume(state, [SeatPlayer("", "human")] + [SeatPlayer("", "random")] * 3)
    qtbot.waitUntil(lambda: len(window.table.info.lines) == 5, timeout=15000)
    assert window.table.info.lines[-1] == f"{whose} target: {view.bid_target} tricks"
