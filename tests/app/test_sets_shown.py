"""Hokm played as the best of three sets: the table shows the sets won, not only a passing
message. The corner panel gives them beside the set in play's points, the scoreboard marks
where each set ended so its figures add up, and the match's end ranks the sides by sets
("2 sets to 0"), also once a saved match is resumed. With one set nothing changes."""

from __future__ import annotations

from koutchina.app.main_window import MainWindow
from koutchina.app.players import HUMAN, SeatPlayer
from koutchina.app.scoreboard_model import ScoreboardModel
from koutchina.app.table.announcements import info_lines, sets_line
from koutchina.app.table.result_panels import MatchEndPanel
from koutchina.app.table.shown_deal import ShownDeal
from koutchina.engine import Concede, MatchState, Phase, make_rules, new_match
from koutchina.engine.events import DealScored, Event, MatchEnded, SetWon

from .helpers import make_window, person_ready, play_one_move, wait_for

SETS = {"en": "Sets: 1 – 0", "fr": "Manches\u00a0: 1 – 0"}


def _deal(index: int, side: int, points: int, totals: tuple[int, int]) -> DealScored:
    scores = (points, 0) if side == 0 else (0, points)
    tricks = (7, 0) if side == 0 else (0, 7)
    return DealScored(index, tricks, scores, totals, ("kot",), side, True)


def test_the_corner_panel_gives_the_sets_won_beside_the_set_in_play(language: str) -> None:
    shown = ShownDeal()
    shown.start_match("hokm", (0, 2), sets=(1, 0))
    assert sets_line(shown) == SETS[language]  # beside the game's name
    assert info_lines(shown, "Deal 5")[3] == {"en": "Match: 0 – 2",
                                              "fr": "Partie\u00a0: 0 – 2"}[language]
    shown = ShownDeal()
    shown.start_match("hokm", (0, 2))  # one set: as before, no sets
    assert sets_line(shown) == ""
    assert not any(":" in line and "1 – 0" in line for line in info_lines(shown, "Deal 5"))
    assert len(info_lines(shown, "Deal 5")) == 4


def test_the_scoreboard_closes_each_set_and_its_last_row_adds_up() -> None:
    model = ScoreboardModel()
    model.start("hokm", ["", "", "", ""], sets=3)
    for i, total in enumerate((2, 4, 6, 8)):  # the opponents win the first set 8 – 0
        model.add_deal(_deal(i, 1, 2, (0, total)), set_won=SetWon(1, (0, 1)) if i == 3 else None)
    last = model.rowCount() - 1
    assert model.headerData(4, _V) == "Set 1"
    assert "8" in model.display(4, 1) and "won" in model.display(4, 1).lower()
    assert model.display(4, 0) == "0"
    assert model.headerData(last, _V) == "This set"
    assert (model.display(last, 0), model.display(last, 1)) == ("0", "0")
    model.add_deal(_deal(4, 0, 3, (3, 0)))  # the set in play: 3 – 0, its column adds up
    last = model.rowCount() - 1
    assert (model.display(last, 0), model.display(last, 1)) == ("+3", "0")
    for i, total in enumerate((2, 4, 6, 8)):  # the second set: the opponents again
        model.add_deal(_deal(5 + i, 1, 2, (3, total)),
                       set_won=SetWon(1, (0, 2)) if i == 3 else None)
    last = model.rowCount() - 1
    assert model.headerData(last - 1, _V) == "Set 2"
    assert model.headerData(last, _V) == "Sets"  # the match is over: the sets won
    assert (model.display(last, 0), model.display(last, 1)) == ("0", "2")


def test_the_scoreboard_closes_a_set_where_the_engine_said_it_was_won(
        qtbot, english: None) -> None:  # type: ignore[no-untyped-def]
    """A match of three sets played through the engine, then resumed: the scoreboard's rows
    are the engine's deals, each set closed under the deal whose ``SetWon`` the engine gave."""
    state = new_match(make_rules("hokm", {"kot_against_hakem_3": True, "sets": 3}), seed=2)
    events: list[Event] = []
    for _ in range(4000):
        if state.is_over:
            break
        seat = state.to_act()[0]
        view = state.view(seat)
        concede = [a for a in view.legal_actions() if isinstance(a, Concede)]
        action = (concede[0] if view.phase == Phase.PLAYING and concede and seat % 2 == 1
                  else view.legal_actions()[0])
        events.extend(state.apply(action))
    assert state.is_over
    won = [e for e in events if isinstance(e, SetWon)]
    assert len(won) >= 2
    expected: list[tuple[str, str, str]] = []  # each row: its heading, then each side's cell
    for event, after in zip(events, events[1:] + [None], strict=True):
        if not isinstance(event, DealScored):
            continue
        expected.append((f"Deal {event.deal_index + 1}",) + tuple(
            f"{'+' if score else ''}{score}  ({tricks})"
            for score, tricks in zip(event.scores, event.tricks, strict=True)))
        if isinstance(after, SetWon):
            points = [f"+{p}" if p else "0" for p in event.totals]
            points[after.side] = f"Set won ({points[after.side]})"
            expected.append((f"Set {sum(after.sets)}", points[0], points[1]))
    sets = won[-1].sets
    expected.append(("Sets", str(sets[0]), str(sets[1])))
    window = make_window(qtbot)
    window.resume(state, _players())
    model = window.scoreboard.model
    shown = [(model.headerData(row, _V), model.display(row, 0), model.display(row, 1))
             for row in range(model.rowCount())]
    assert shown == expected


def test_one_set_keeps_the_scoreboard_as_it_was() -> None:
    model = ScoreboardModel()
    model.start("hokm", ["", "", "", ""])
    for i, total in enumerate((2, 4, 6, 8)):
        model.add_deal(_deal(i, 1, 2, (0, total)))
    assert model.rowCount() == 5 and model.headerData(4, _V) == "Total"
    assert model.display(4, 1) == "+8"


def test_the_match_end_ranks_the_sides_by_sets(qtbot, language: str) -> None:
    panel = MatchEndPanel()
    qtbot.addWidget(panel)
    panel.show_result("hokm", MatchEnded((2, 1, 2, 1), (0, 8)), ["", "", "", ""],
                      sets=(0, 2))
    rows = panel.grid.texts()
    assert rows[0][1] == {"en": "Opponents", "fr": "Adversaires"}[language] and rows[0][2] == "2"
    assert rows[1][2] == "0"  # the sets won, not the last set's points
    assert {"en": "2 sets to 0", "fr": "2 manches à 0"}[language] in panel.note.text()
    assert panel.note.isVisibleTo(panel)


def _play_conceding(state: MatchState, until: object) -> None:
    for _ in range(2000):
        if until(state) or state.is_over:
            return
        seat = state.to_act()[0]
        view = state.view(seat)
        actions = view.legal_actions()
        concede = [a for a in actions if isinstance(a, Concede)]
        state.apply(concede[0] if view.phase == Phase.PLAYING and concede else actions[0])


def _players() -> list[SeatPlayer]:
    return [SeatPlayer("", HUMAN)] + [SeatPlayer("", "random")] * 3


def test_a_resumed_match_shows_the_sets_won_and_the_set_in_play(qtbot) -> None:
    state = new_match(make_rules("hokm", {"kot_against_hakem_3": True, "sets": 3}), seed=2)
    _play_conceding(state, lambda s: sum(s.view(0).sets_won) == 1
                    and s.view(0).phase == Phase.PLAYING and len(s.deals) >= 2
                    and max(s.deals[-2].totals or (7,)) < 7)  # in the new set's 2nd deal
    ours, theirs = state.view(0).sets_won
    window = make_window(qtbot)
    window.resume(state, _players())
    lines = window.table.info.lines
    assert window.table.info.beside_name == f"Sets: {ours} – {theirs}"
    played = state.totals
    assert f"Match: {played[0]} – {played[1]} (to 7)" in lines  # each set is played to 7
    model = window.scoreboard.model
    assert model.headerData(model.rowCount() - 1, _V) == "This set"


def test_a_resumed_match_at_a_new_set_starts_its_points_from_zero(qtbot) -> None:
    state = new_match(make_rules("hokm", {"kot_against_hakem_3": True, "sets": 3}), seed=2)
    _play_conceding(state, lambda s: sum(s.view(0).sets_won) == 1)
    window = make_window(qtbot)
    window.resume(state, _players())
    assert "Match: 0 – 0 (to 7)" in window.table.info.lines


from PySide6.QtCore import Qt  # noqa: E402

_V = Qt.Orientation.Vertical


def test_the_corner_panel_with_its_sets_line_covers_no_card_at_720p(qtbot, language: str) -> None:
    from koutchina.app.table.layout import SCENE_HEIGHT, SCENE_WIDTH

    from .test_table_texts_readable import _drawn

    state = new_match(make_rules("hokm", {"kot_against_hakem_3": True, "sets": 3}), seed=2)
    _play_conceding(state, lambda s: sum(s.view(0).sets_won) == 1
                    and s.view(0).phase == Phase.PLAYING)
    window = make_window(qtbot)
    window.resume(state, _players())
    qtbot.wait(50)
    table = window.table
    assert len(table.info.lines) == 4 and len(table.hand_items()) == 13
    assert table.info.beside_name == SETS[language].replace("1 – 0", "0 – 1")
    place = _drawn(window, table.info)
    # on the table, or in the band of the view over it where it grows past LEGIBLE_MAX
    in_view = table.mapToScene(table.viewport().rect()).boundingRect()
    assert in_view.contains(place) and place.bottom() <= SCENE_HEIGHT
    assert place.right() <= SCENE_WIDTH
    cards = [item for seat in range(4) for item in table.hand_items(seat)]
    covered = [item.card for item in cards if item.mapToScene(item.shape()).intersects(place)]
    assert not covered


def test_sets_and_a_waiting_double_sar_trick_all_show_in_the_corner_panel(
        qtbot, english: None) -> None:  # type: ignore[no-untyped-def]
    # six facts (the deal, each side's tricks, the set's points, the sets, the waiting trick):
    # the panel drew five and dropped the waiting trick
    from koutchina.app.table.layout import SCENE_HEIGHT, SCENE_WIDTH

    from .test_table_texts_readable import _drawn

    window = _six_facts_at_720p(qtbot)
    table = window.table
    lines = table.info.lines
    assert len(lines) == 5 and lines[-1].startswith("Waiting: 1 trick"), lines
    assert table.info.beside_name == "Sets: 0 – 1"  # beside the game's name
    place = _drawn(window, table.info)
    # on the table, or in the band of the view over it where it grows past LEGIBLE_MAX
    in_view = table.mapToScene(table.viewport().rect()).boundingRect()
    assert in_view.contains(place) and place.bottom() <= SCENE_HEIGHT
    assert place.right() <= SCENE_WIDTH
    cards = [item for seat in range(4) for item in table.hand_items(seat)]
    covered = [item.card for item in cards if item.mapToScene(item.shape()).intersects(place)]
    assert not covered
    assert table.info.boundingRect().height() >= table.info.TOP + 5 * table.info.LINE


def test_the_live_scoreboard_closes_the_set_with_the_deal_that_won_it(
        qtbot, english: None) -> None:  # type: ignore[no-untyped-def]
    """At the table the set's row comes under the deal the engine said won it, as soon as
    the deal is scored (the engine's ``SetWon`` is kept in the deal's log)."""
    from koutchina.app.scoreboard_model import SetRow

    from .helpers import choice, play_until

    window = make_window(qtbot)
    window.start_match(choice("hokm", options={"sets": 3}), seed=3)
    model = window.score_model
    play_until(qtbot, window, lambda: any(isinstance(r, SetRow) for r in model.rows),
               moves=400)
    state = window.controller.state
    assert state is not None
    closed = [n for n, log in enumerate(state.deals) if log.set_won is not None]
    first = next(n for n, row in enumerate(model.rows) if isinstance(row, SetRow))
    assert first == closed[0] + 1  # just under its deal's row
    assert model.headerData(first, _V) == "Set 1"
    won = state.deals[closed[0]].set_won
    assert won is not None
    assert model.display(first, won.side).startswith("Set won (")


def _six_facts_at_720p(qtbot) -> MainWindow:  # type: ignore[no-untyped-def]
    """Resumed at 1280x720: the deal, each side's tricks, the set's points, the sets won and
    a Double Sar trick waiting for its pair, all in the corner panel."""
    from koutchina.engine import PlayCard

    state = new_match(make_rules("hokm", {"sets": 3, "double_sar": True}), seed=2)
    _play_conceding(state, lambda s: sum(s.view(0).sets_won) == 1
                    and s.view(0).phase == Phase.PLAYING)
    for _ in range(4):  # one trick: uncounted, the last one, so waiting for its pair
        seat = state.to_act()[0]
        state.apply(next(a for a in state.legal_actions(seat) if isinstance(a, PlayCard)))
    window = make_window(qtbot)
    window.resume(state, _players())
    qtbot.wait(50)
    return window


def test_the_six_facts_of_the_corner_panel_stay_clear_of_the_hint_area_at_720p(
        qtbot, language: str) -> None:  # type: ignore[no-untyped-def]
    # the sixth line reached into the felt where the coach's hint lies (a real 720p pass)
    from koutchina.app.table.layout import BESIDE_TRICK

    from .test_table_texts_readable import painted_texts

    window = _six_facts_at_720p(qtbot)
    info = window.table.info
    assert window.width() == 1280 and info.scale() > 1.2  # grown to be read at 720p
    drawn = {text: info.mapRectToScene(box) for _font, box, text in painted_texts(info)}
    waiting = {"en": "Waiting: 1 trick of", "fr": "En attente"}[language]
    assert any(text.startswith(waiting) for text in drawn), list(drawn)
    assert any(text.startswith(SETS[language].split(":")[0]) for text in drawn), list(drawn)
    assert all(line in drawn for line in info.lines), (info.lines, list(drawn))
    over = [text for text, place in drawn.items() if place.intersects(BESIDE_TRICK)]
    assert not over, f"{over} lie where the hint is shown"
    assert not info.sceneBoundingRect().intersects(BESIDE_TRICK)


def test_the_end_of_a_match_of_sets_shows_the_sets_won_and_no_set_in_play(
        qtbot, language: str) -> None:  # type: ignore[no-untyped-def]
    # at the end the set's points went back to zero for a set that never comes: the panel
    # read "Match: 0 – 0" under the sets (a real pass over the window)
    ended = new_match(make_rules("hokm", {"kot_against_hakem_3": True, "sets": 3}), seed=2)
    _play_conceding(ended, lambda s: False)
    state = new_match(make_rules("hokm", {"kot_against_hakem_3": True, "sets": 3}), seed=2)
    _play_conceding(state, lambda s: len(s.deals) == len(ended.deals)
                    and s.view(0).phase == Phase.PLAYING)  # the match's last deal, or nearly
    window = make_window(qtbot, animation_speed="off")
    window.resume(state, _players())
    table = window.table
    for _ in range(200):
        wait_for(lambda: person_ready(window))
        if play_one_move(qtbot, window) == "end":
            break
    c = window.controller
    assert c.state is not None and c.state.is_over
    last_deal = len(c.state.deals)
    ours, theirs = c.state.view(0).sets_won
    won = table.shown.side_tricks()
    words = {"en": ("Deal {n}", "Your side: {t} trick{s}", "Opponents: {t} trick{s}",
                    "Sets: {ours} – {theirs}"),
             "fr": ("Donne {n}", "Votre équipe\u00a0: {t} pli{s}", "Adversaires\u00a0: {t} pli{s}",
                    "Manches\u00a0: {ours} – {theirs}")}[language]
    plural = {"en": lambda t: "s" * (t != 1), "fr": lambda t: "s" * (t > 1)}[language]
    assert table.info.lines == [
        words[0].format(n=last_deal),
        words[1].format(t=won[0], s=plural(won[0])),
        words[2].format(t=won[1], s=plural(won[1]))]
    assert table.info.beside_name == words[3].format(ours=ours, theirs=theirs)
    assert max(ours, theirs) == 2
