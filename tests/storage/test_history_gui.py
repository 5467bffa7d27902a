"""The saved matches in the program: the start check, the History, Replay and Statistics windows,
resuming where the person stopped, and a disk that refuses to save."""

from __future__ import annotations

import errno
import os
import time

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QComboBox, QMessageBox

from koutchina.app.history.replay import ReplayWindow
from koutchina.app.main_window import MainWindow
from koutchina.app.new_match_dialog import NewMatchChoice
from koutchina.app.screens import screen_of
from koutchina.app.texts import hand_outcome_text
from koutchina.engine import Phase
from koutchina.storage import MatchStore, read_match_file
from koutchina.storage.settings import Settings

from .helpers import SEATS, random_match, saved_of
from .start_checking import start_check
from .test_bad_files import _bad_contents, _write_all


def make_window(qtbot) -> MainWindow:
    window = MainWindow(Settings(animation_speed="off", bot_pause_ms=0), autosave=True)
    qtbot.addWidget(window)
    window.show()
    return window


def test_bad_files_at_start_are_reported_and_the_program_goes_on(qtbot):
    store = MatchStore()
    contents = _bad_contents()
    _write_all(store.folder, contents)
    store.save(saved_of(random_match("hand", 4), "good"))
    window = make_window(qtbot)
    check = start_check(qtbot, window)
    box = check.report_box
    assert box is not None and box.isVisible()
    assert str(len(contents)) in box.text()
    details = box.detailedText()
    for name in contents:
        assert name in details, name  # each file is named, with its full path
    # the problem in plain words is shown, the technical detail only under "Show details"
    said = box.informativeText() + "\n" + details  # eight files shown, the others in details
    assert "newer.json: the file was made by a newer Koutchina" in said
    assert "left in its place" in said
    assert check.resume_box is None  # the only good match is finished: nothing to resume
    # the files were kept: moved aside (the newer one left in place), none deleted
    assert len(list(store.damaged_folder.iterdir())) == len(contents) - 1
    assert (store.folder / "newer.json").exists()
    # the program keeps running: a match starts and is played
    window.start_match(NewMatchChoice(game="hokm", levels=["random"] * 3, speed="off",
                                      turn_timer=0), seed=3)
    qtbot.waitUntil(lambda: window.controller.accepts_input(0), timeout=15000)
    assert window.controller.state is not None


def _shown_boxes() -> list[QMessageBox]:
    return [box for box in QApplication.topLevelWidgets()
            if isinstance(box, QMessageBox) and box.isVisible()]


def test_the_damaged_files_report_comes_before_the_offer_to_resume_never_over_it(qtbot):
    """Both at once stacked the offer on the report: the person sees the report alone, and the
    offer to resume once the report is closed."""
    store = MatchStore()
    contents = _bad_contents()
    _write_all(store.folder, contents)
    store.save(saved_of(random_match("hokm", 2, moves=40), "open"))
    window = make_window(qtbot)
    check = start_check(qtbot, window)
    report = check.report_box
    assert report is not None and report.isVisible()
    assert _shown_boxes() == [report]  # no question about resuming over the report
    assert check.offered is not None  # held back, not lost
    qtbot.mouseClick(report.button(QMessageBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: check.resume_box is not None and check.resume_box.isVisible(),
                    timeout=5000)
    shown = _shown_boxes()
    assert shown == [check.resume_box]
    # the time a match is named by is its last move's, as History's column says (it read
    # "match of 9:38" for a match begun at 9:32: player-eye review)
    assert shown[0].text().startswith("Resume your Hokm match, last played on ")
    qtbot.mouseClick(check.resume_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.controller.state is not None, timeout=15000)


def _play_until_mid_trick(qtbot, window: MainWindow) -> None:
    """The person plays (first legal move) until a trick is on the table at their turn."""
    controller = window.controller
    for _ in range(500):
        qtbot.waitUntil(lambda: controller.accepts_input(0)
                   or window.table.summary_panel.isVisible(), timeout=15000)
        if window.table.summary_panel.isVisible():
            window.table.summary_panel.next_button.click()
            continue
        view = controller.view(0)
        assert view is not None
        if (view.phase == Phase.PLAYING and view.current_trick
                and len(view.completed_tricks) >= 2):
            return
        action = view.legal_actions()[0]
        assert controller.submit(action) is None
    raise AssertionError("never reached the middle of a trick")


def test_quit_in_the_middle_of_a_trick_and_resume_the_same_table(qtbot):
    first = make_window(qtbot)
    first.start_match(NewMatchChoice(game="court-piece", levels=["random"] * 3, speed="off",
                                     player_name="Amal", turn_timer=0), seed=21)
    _play_until_mid_trick(qtbot, first)
    before = first.controller.view(0)
    hand_before = sorted(str(item.card) for item in first.table.hand_items())
    trick_before = sorted(str(item.card) for item in first.table.trick_items())
    moves = len(first.controller.state.actions)
    first.close()  # quitting writes what is pending

    second = make_window(qtbot)
    check = start_check(qtbot, second)
    assert check.resume_box is not None and check.resume_box.isVisible()
    qtbot.mouseClick(check.resume_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: second.controller.accepts_input(0), timeout=15000)
    state = second.controller.state
    assert state is not None and len(state.actions) == moves
    assert second.controller.view(0) == before
    assert sorted(str(item.card) for item in second.table.hand_items()) == hand_before
    assert sorted(str(item.card) for item in second.table.trick_items()) == trick_before
    assert second.names[0] == "Amal"
    # the resumed match keeps saving into the same file
    assert second.controller.submit(second.controller.view(0).legal_actions()[0]) is None
    second.saver.autosaver.flush(5)
    files = MatchStore().scan().matches
    assert len(files) == 1 and len(files[0].saved.record.actions) > moves


@pytest.mark.parametrize(("code", "words"), [(errno.EROFS, "read-only"), (errno.ENOSPC, "full")])
def test_a_read_only_or_full_disk_is_told_and_the_match_goes_on(qtbot, monkeypatch, code, words):
    window = make_window(qtbot)

    def refused(*args: object, **kwargs: object) -> None:
        raise OSError(code, os.strerror(code))

    monkeypatch.setattr("koutchina.storage.atomic.tempfile.mkstemp", refused)
    window.start_match(NewMatchChoice(game="hand", levels=["random"] * 3, speed="off",
                                      turn_timer=0), seed=8)
    qtbot.waitUntil(lambda: window.controller.accepts_input(0), timeout=15000)
    assert window.controller.call(1) is None
    qtbot.waitUntil(lambda: words in window.statusBar().currentMessage(), timeout=15000)
    assert ".json" in window.statusBar().currentMessage()
    qtbot.waitUntil(lambda: window.controller.accepts_input(0), timeout=15000)  # the match goes on
    assert window.controller.view(0).phase == Phase.PLAYING
    monkeypatch.undo()  # room again: quitting saves the match without a question


def _history(qtbot, window: MainWindow):  # type: ignore[no-untyped-def]
    history = window.open_history()
    qtbot.addWidget(history)
    qtbot.waitUntil(lambda: not history.scan.running and history.model.rowCount() > 0,
                    timeout=15000)
    QApplication.processEvents()
    return history


def test_history_lists_sorts_filters_and_deletes_with_confirmation(qtbot, tmp_path):
    store = MatchStore()
    store.save(saved_of(random_match("hand", 1), "hand-done"))
    time.sleep(0.01)
    store.save(saved_of(random_match("hokm", 2, moves=40), "hokm-open"))
    time.sleep(0.01)
    store.save(saved_of(random_match("court-piece", 3), "cp-done"))
    window = make_window(qtbot)
    history = _history(qtbot, window)
    proxy = history.proxy
    assert proxy.rowCount() == 3
    # newest first by default
    assert [proxy.index(r, 1).data() for r in range(3)] == ["Court Piece", "Hokm", "Hand"]
    assert proxy.index(1, 4).data() == "In progress"
    assert proxy.index(0, 4).data() == "Finished"
    history.game_filter.setCurrentIndex(3)  # Hokm only
    assert proxy.rowCount() == 1 and proxy.index(0, 1).data() == "Hokm"
    history.game_filter.setCurrentIndex(0)
    history.table.sortByColumn(1, Qt.SortOrder.AscendingOrder)
    assert [proxy.index(r, 1).data() for r in range(3)] == ["Court Piece", "Hand", "Hokm"]

    assert history.select_match("hand-done")
    assert not history.resume_button.isEnabled()  # a finished match cannot be resumed
    history.confirm = lambda question: False
    history.delete_selected()
    assert store.path_for("hand-done").exists()
    asked: list[str] = []
    history.confirm = lambda question: asked.append(question) or True
    history.delete_selected()
    assert asked and not store.path_for("hand-done").exists()
    assert proxy.rowCount() == 2


def test_export_and_import_through_the_history(qtbot, tmp_path):
    store = MatchStore()
    store.save(saved_of(random_match("hokm", 5, moves=60), "exported"))
    window = make_window(qtbot)
    history = _history(qtbot, window)
    assert history.select_match("exported")
    target = tmp_path / "out" / "mine.json"
    history.ask_save_path = lambda title, suggested: str(target)
    history.export_selected()
    assert read_match_file(target).saved.match_id == "exported"
    # the file on a line of its own: wrapped inside the sentence, the path broke after its
    # first "/" (a player's review)
    assert history.last_message.endswith(":\n" + str(target))
    # a bad file to import: a message names it, nothing is added, the window goes on
    bad = tmp_path / "broken.json"
    bad.write_bytes(b"\xff\xfe not a match")
    history.ask_open_path = lambda title: str(bad)
    history.import_file()
    assert "broken.json" in history.last_message and "UTF-8" in history.last_message
    assert any(isinstance(w, QMessageBox) and w.isVisible() for w in history.children())
    assert history.model.rowCount() == 1
    # the same match imported while it is there: said so, not "imported" with nothing added
    # (a player's review)
    history.ask_open_path = lambda title: str(target)
    history.import_file()
    assert history.last_message == ("This match is already in your history: it is the one "
                                    "selected.")
    assert [m.match_id for m in history.model.matches] == ["exported"]
    store.delete("exported")
    history.import_file()
    assert [m.match_id for m in history.model.matches] == ["exported"]
    assert history.last_message == "The match was imported."


def test_replay_steps_card_by_card_and_plays_back(qtbot):
    state = random_match("hand", 6, moves=62)  # deal 2: calls, 5 tricks and 2 cards
    replay = ReplayWindow(saved_of(state), state)
    qtbot.addWidget(replay)
    replay.show()
    steps = replay.steps
    # deal 1 dealt + 8 tricks of 4 cards; deal 2, still being played, is not shown (its
    # hidden cards)
    assert [(s.deal, s.tricks_done, len(s.table), s.winner is None) for s in steps[:6]] == [
        (0, 0, 0, True), (0, 0, 1, True), (0, 0, 2, True), (0, 0, 3, True), (0, 1, 4, False),
        (0, 1, 1, True)]
    assert len(steps) == 1 + 8 * 4
    assert len(state.trick) == 2
    assert steps[0].hands == tuple(tuple(h) for h in state.deals[0].hands)
    assert all(len(h) == 8 for h in steps[0].hands)
    assert steps[32].deal_scores == tuple(state.deals[0].scores or ())
    # the calls are shown from the first step: it says so (a player's review: "the cards as
    # dealt" with every seat's call beside it, before any was made)
    assert replay.where.text().startswith("Round 1: the cards as dealt and the calls")
    led = f"{SEATS[state.deals[0].tricks[0].leader].name} led"  # who led shows card by card
    replay.forward()
    replay.forward()
    assert replay.position == 2
    replay.back()
    assert replay.position == 1
    assert replay.where.text().startswith(f"Round 1, trick 1 — {led} — step 2 of 33")
    replay.go_to(32)
    assert "Round scores" in replay.info.text()
    outcomes = state.deals[0].outcomes or []
    assert len(outcomes) == 4
    lines = replay.info.text().splitlines()
    for seat, outcome in zip(SEATS, outcomes, strict=True):  # as the engine scored each seat
        assert f"{seat.name}: {hand_outcome_text(outcome)}" in lines
    # each step of the play back as it is taken, after the replay's own slot (connected
    # before): the step now shown and how long it lies (polling the position raced the timer,
    # a pause of the test's thread longer than a step skipped it, CI)
    seen: list[tuple[int, int]] = []
    replay.timer.timeout.connect(lambda: seen.append((replay.position, replay.timer.interval())))
    replay.speed.setCurrentIndex(3)
    replay.go_to(0)
    replay.toggle_play()
    assert replay.timer.interval() == 300  # "Very fast": the cards as dealt lie twice a card
    qtbot.waitUntil(lambda: len(seen) >= 1, timeout=5000)
    replay.timer.stop()
    assert seen[0] == (1, 150)  # the first card, which lies a card's time
    taken = len(seen)
    replay.go_to(3)
    replay.timer.start()
    qtbot.waitUntil(lambda: len(seen) > taken, timeout=5000)
    assert seen[taken] == (4, 300)  # the trick taken: its four cards lie longer
    replay.go_to(len(steps) - 3)  # the test need not watch it all: it stops at the end
    qtbot.waitUntil(lambda: replay.position == len(steps) - 1, timeout=5000)
    qtbot.waitUntil(lambda: not replay.timer.isActive(), timeout=5000)


def test_statistics_window_shows_the_persons_results(qtbot):
    store = MatchStore()
    states = [random_match("hand", seed) for seed in range(3)]
    for number, state in enumerate(states):
        store.save(saved_of(state, f"h{number}"))
        time.sleep(0.01)  # distinct save times: the last one is the newest
    window = make_window(qtbot)
    history = _history(qtbot, window)
    history.open_statistics()
    stats = history._stats
    qtbot.addWidget(stats)
    assert stats.table.item(0, 0).text() == "3"
    won = sum(1 for s in states if s.places is not None and s.places[0] == 1)
    assert stats.table.item(0, 2).text() == str(won)
    # no match on the table: the chart shows the last saved match's totals per round
    assert stats.chart.rows == [list(d.totals or ()) for d in states[-1].deals]


def test_resume_gives_the_person_the_full_turn_time(qtbot):
    # the countdown left in the file (here under 23 s) was restored: back after a restart, the
    # table played for the person before they had their bearings (a player's review)
    first = make_window(qtbot)
    first.controller.turn_timer.tick_ms = 5  # a fast clock for the test
    first.start_match(NewMatchChoice(game="hokm", levels=["random"] * 3, speed="off",
                                     turn_timer=30), seed=4)
    qtbot.waitUntil(lambda: first.controller.timer_seat == 0 and first.controller.seconds_left < 23,
                    timeout=15000)
    left = first.controller.seconds_left
    view = first.controller.view(0)
    first.close()

    second = make_window(qtbot)
    second.controller.turn_timer.tick_ms = 60_000  # hold the clock still while we look
    check = start_check(qtbot, second)
    assert check.offered is not None and check.offered.saved.timer is not None
    qtbot.mouseClick(check.resume_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: second.controller.timer_seat == 0, timeout=15000)
    assert second.controller.view(0) == view
    assert left < 23 and second.controller.seconds_left == 30


def test_the_history_follows_a_live_language_switch(qtbot, qapp):
    from koutchina.app import i18n

    store = MatchStore()
    store.save(saved_of(random_match("hokm", 2, moves=40), "open"))
    i18n.reset_language_manager()
    languages = i18n.language_manager()
    try:
        languages.set_language("en", remember=False)
        window = make_window(qtbot)
        history = _history(qtbot, window)
        english = (history.windowTitle(), history.resume_button.text(),
                   history.model.headerData(2, Qt.Orientation.Horizontal),
                   history.proxy.index(0, 4).data())
        languages.set_language("fr", remember=False)
        qapp.processEvents()
        french = (history.windowTitle(), history.resume_button.text(),
                  history.model.headerData(2, Qt.Orientation.Horizontal),
                  history.proxy.index(0, 4).data())
        assert english[0] == "Match history" and french[0] == "Historique des parties"
        assert all(e != f for e, f in zip(english, french, strict=True)), (english, french)
        # the game filter is as wide as its new words ("Tous les jeux", not "Tous les jeu:")
        box = history.game_filter
        fresh = QComboBox()
        fresh.addItems([box.itemText(index) for index in range(box.count())])
        qtbot.waitUntil(lambda: box.width() >= fresh.sizeHint().width(), timeout=1000)
    finally:
        languages.set_language("en", remember=False)
        i18n.reset_language_manager()
        qapp.processEvents()


def test_a_damaged_settings_file_is_reported_at_start(qtbot):
    from koutchina.storage import load_settings, settings_path

    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_text('{"language": "fr", "anim')
    window = MainWindow(load_settings(), autosave=True)
    qtbot.addWidget(window)
    window.show()
    check = start_check(qtbot, window)
    assert check.report_box is not None and check.report_box.isVisible()
    assert "settings.json" in check.report_box.detailedText()
    assert check.report_box.windowTitle() == "Settings"  # not "Saved matches": none is hurt
    assert window.settings.animation_speed == "normal"  # defaults, and the program goes on
    assert list(path.parent.glob("settings.json.damaged-*"))


def test_an_imported_bare_engine_record_can_be_resumed(qtbot, tmp_path):
    import json

    state = random_match("court-piece", 12, moves=30)
    source = tmp_path / "from-cli.json"
    source.write_text(json.dumps(saved_of(state).model_dump(mode="json")["record"]))
    window = make_window(qtbot)
    history = _history_empty(qtbot, window)
    history.ask_open_path = lambda title: str(source)
    history.import_file()
    assert history.select_match("from-cli")
    assert history.resume_button.isEnabled()
    history.resume_selected()
    qtbot.waitUntil(lambda: window.controller.state is not None
               and window.controller.state.to_act() and not window.controller.busy, timeout=15000)
    assert len(window.controller.state.actions) >= 30
    assert window.controller.players[0].is_human
    assert [p.level for p in window.controller.players[1:]] == ["medium"] * 3


def _history_empty(qtbot, window: MainWindow):  # type: ignore[no-untyped-def]
    history = window.open_history()
    qtbot.addWidget(history)
    qtbot.waitUntil(lambda: not history.scan.running, timeout=15000)
    QApplication.processEvents()
    return history


def test_each_bad_file_given_to_import_is_named_and_left_alone(qtbot, tmp_path):
    from koutchina.app.history.problems import problem_text

    contents = _bad_contents()
    _write_all(tmp_path / "elsewhere", contents)
    window = make_window(qtbot)
    history = _history_empty(qtbot, window)
    for name, (data, problem) in contents.items():
        source = tmp_path / "elsewhere" / name
        history.ask_open_path = lambda title, source=source: str(source)
        history.import_file()
        assert history.last_message.startswith(f"{name}: {problem_text(problem)}"), name
        assert str(source) in history.last_detail  # "Show details": the path, the reason
        if data is not None:
            assert source.read_bytes() == data
    assert history.model.rowCount() == 0
    assert MatchStore().candidates() == []
    assert window.isVisible()
    # the refused move is named in the details, as koutchina-cli validate names it
    history.ask_open_path = lambda title: str(tmp_path / "elsewhere" / "revoke.json")
    history.import_file()
    assert "move " in history.last_detail


def test_a_file_edited_with_its_time_set_back_is_replayed_and_reported_at_start(qtbot):
    store = MatchStore()
    store.save(saved_of(random_match("hokm", 1, moves=80), "open"))
    store.listing()  # summarized once, in the index
    path = store.path_for("open")
    stat = path.stat()
    text = path.read_text()
    where = text.rindex('"seat": ') + len('"seat": ')
    path.write_text(text[:where] + str((int(text[where]) + 1) % 4) + text[where + 1:])
    os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns))  # same size, same time
    window = make_window(qtbot)
    check = start_check(qtbot, window)
    assert check.resume_box is None  # the change time gave it away: replayed, refused
    assert check.report_box is not None and "open.json" in check.report_box.detailedText()
    assert window.controller.state is None


def test_french_history_and_statistics_write_numbers_the_french_way(qtbot, qapp):
    """A true minus and French plurals in the results ("−30 points", "0 point"), a decimal
    comma in the average score ("−13,3"), never "-30 points" or "-13.3"."""
    import re

    from koutchina.app import i18n

    store = MatchStore()
    states = [random_match("hand", seed) for seed in range(3)]
    for number, state in enumerate(states):
        store.save(saved_of(state, f"h{number}"))
    store.save(saved_of(random_match("hand", 9, moves=14), "open"))
    i18n.reset_language_manager()
    languages = i18n.language_manager()
    try:
        languages.set_language("fr", remember=False)
        window = make_window(qtbot)
        history = _history(qtbot, window)
        results = [history.proxy.index(row, 3).data() for row in range(history.proxy.rowCount())]
        assert len(results) == 4
        for text in results:
            assert re.fullmatch(r"(1re place, |[2-4]e place, )?(−?[\d  ]+ points?)"
                                r"( pour l’instant)?", text), text
            assert not re.search(r"\b0 points\b|-\d", text), text
        history.open_statistics()
        stats = history._stats
        qtbot.addWidget(stats)
        average = stats.table.item(0, 3).text()
        assert re.fullmatch(r"−?\d+(,\d)?", average), average
    finally:
        languages.set_language("en", remember=False)
        i18n.reset_language_manager()
        qapp.processEvents()


@pytest.mark.parametrize(("language", "where"), [("en", "Round 2, 2 tricks played."),
                                                  ("fr", "Manche 2, 2 plis joués.")])
def test_the_offer_to_resume_a_hand_match_counts_rounds(qtbot, qapp, language, where):
    """Where the round stands, in tricks: "50 moves played" read as moves of round 2, which a
    round of 32 cards cannot have (a player's review). 50 moves: 36 in round 1, then the four
    calls, two tricks and two cards of round 2."""
    assert _resume_offer_says(qtbot, qapp, random_match("hand", 3, moves=50), language) == where


def _resume_offer_says(qtbot, qapp, state, language: str) -> str:  # type: ignore[no-untyped-def]
    """The line under the offer to resume ``state``, saved unfinished, at the start."""
    from koutchina.app import i18n

    store = MatchStore()
    store.save(saved_of(state, "open"))
    i18n.reset_language_manager()
    try:
        i18n.language_manager().set_language(language, remember=False)
        window = make_window(qtbot)
        check = start_check(qtbot, window)
        assert check.offered is not None
        boxes = [box for box in QApplication.topLevelWidgets()
                 if isinstance(box, QMessageBox) and box.isVisible()]
        assert boxes
        return boxes[0].informativeText()
    finally:
        i18n.language_manager().set_language("en", remember=False)
        i18n.reset_language_manager()
        qapp.processEvents()


@pytest.mark.parametrize(("game", "moves", "language", "where"), [
    ("hand", 7, "en", "Round 1, first trick under way."),
    ("hand", 43, "en", "Round 2, first trick under way."),
    ("hokm", 4, "en", "Deal 1, first trick under way."),
    ("hand", 43, "fr", "Manche 2, premier pli en cours."),
    ("hokm", 4, "fr", "Donne 1, premier pli en cours."),
])
def test_the_offer_to_resume_says_the_first_trick_is_under_way_once_a_card_of_it_is_down(
        qtbot, qapp, game, moves, language, where):
    """Three cards of the first trick on the table and the offer said "before the first
    trick" (a player's review). Hand: four calls, then three cards (round 2: after the 36
    moves of round 1); Hokm: trump named, then three cards."""
    state = random_match(game, 3, moves=moves)
    assert not state.completed and len(state.trick) == 3
    assert _resume_offer_says(qtbot, qapp, state, language) == where


def test_the_totals_chart_leaves_room_for_its_numbers_at_large_text_sizes(qtbot) -> None:
    """At 4K with larger texts the axis' '0' was cut at the top and '−50' at the bottom."""
    from PySide6.QtGui import QFont, QFontMetrics

    from koutchina.app.history.statistics_view import TotalsChart

    chart = TotalsChart()
    qtbot.addWidget(chart)
    chart.resize(900, 400)
    chart.set_data([[-10, -30, -50, -30], [-20, -40, -150, 20]], ["A", "B", "C", "D"])
    font = QFont(chart.font())
    font.setPixelSize(40)
    metrics = QFontMetrics(font)
    area, gutter, line = chart.plot_area(metrics)
    assert area.top() - line / 2 >= 0 and area.bottom() + line / 2 <= chart.height() - line
    assert gutter - 6 >= metrics.horizontalAdvance("−150")
    chart.grab()  # paints without error


def test_replay_writes_the_totals_with_their_sign_as_the_scoreboard_does(qtbot) -> None:
    """The totals read "−30, 25, 30" under the round's "+25, +30": the scoreboard, the deal
    summary and the match's end write a total "+25"."""
    from koutchina.app.i18n import format_signed

    state = random_match("hand", 7, moves=62)  # deal 2 under way
    replay = ReplayWindow(saved_of(state), state)
    qtbot.addWidget(replay)
    replay.go_to(32)  # the first round scored
    totals = list(state.deals[0].totals or ())
    assert any(total > 0 for total in totals)
    shown = replay.info.text().split("Totals:\n")[1].splitlines()
    assert [line.split(": ")[1] for line in shown] == [format_signed(t) for t in totals]


def test_the_chart_of_a_finished_match_on_the_table_is_not_called_the_current_one(
        qtbot) -> None:
    """Right after a Hand match ended the chart said "of the current match"."""
    from koutchina.app.history.resumption import MatchInPlay
    from koutchina.app.history.statistics_view import StatisticsWindow

    finished = random_match("hand", 0)
    assert finished.is_over
    stats = StatisticsWindow(lambda: MatchInPlay(finished, "m1", ("You", "East", "North",
                                                                  "West")))
    qtbot.addWidget(stats)
    stats.set_matches([])
    assert stats.chart_title.text() == "Totals per round of the last match (Hand)"
    assert stats.chart.rows == [list(d.totals or ()) for d in finished.deals]
    going_on = random_match("hand", 0, moves=40)
    stats.in_play = lambda: MatchInPlay(going_on, "m2", ("You", "East", "North", "West"))
    stats.set_matches([])
    assert stats.chart_title.text() == "Totals per round of the current match (Hand)"


def test_replay_of_a_match_whose_first_deal_is_being_played_says_why_nothing_shows(qtbot):
    """Replay shows only deals played to their end (the one under way would show every hidden
    card): with none yet it says so, not that the match has no deal."""
    state = random_match("hand", 6, moves=10)  # round 1: the calls and a few cards
    replay = ReplayWindow(saved_of(state), state)
    qtbot.addWidget(replay)
    assert replay.steps == []
    assert replay.where.text() == ("No round of this match has been played to its end yet: "
                                   "Replay shows finished rounds only.")
    assert replay.board.step is None  # no hand drawn


def test_statistics_opened_again_after_larger_texts_grow_to_show_every_row(qtbot):
    """Statistics opened at 100 %, closed, texts set to 150 %, opened again: it kept its old
    size, its tables behind scroll bars with the Hokm row out of view (player-eye review). It
    grows to what its words need, on the screen."""
    from koutchina.app.text_scale import apply_text_scale

    store = MatchStore()
    store.save(saved_of(random_match("hand", 0), "h0"))
    window = make_window(qtbot)
    history = _history(qtbot, window)
    history.open_statistics()
    stats = history._stats
    qtbot.addWidget(stats)
    stats.close()
    apply_text_scale(1.5)
    try:
        stats.follow_looks()  # its style sheet at the new size
        history.open_statistics()
        QApplication.processEvents()
        room = screen_of(stats).availableGeometry()
        wanted = stats.sizeHint()
        assert stats.width() >= min(wanted.width(), room.width() - 40)
        assert stats.height() >= min(wanted.height(), room.height() - 60)
        assert room.contains(stats.geometry())
    finally:
        apply_text_scale(1.0)
        stats.close()


def test_history_says_which_matches_were_practice(qtbot):
    """A practice match (hints and undo, counted apart in the statistics) looked like any
    other in the list (player-eye review)."""
    store = MatchStore()
    store.save(saved_of(random_match("hand", 1), "plain"))
    time.sleep(0.01)
    practice = saved_of(random_match("hokm", 2, moves=40), "practised").model_copy(
        update={"practice": True})
    store.save(practice)
    window = make_window(qtbot)
    history = _history(qtbot, window)
    proxy = history.proxy
    states = {proxy.index(r, 1).data(): proxy.index(r, 4).data() for r in range(2)}
    assert states == {"Hand": "Finished", "Hokm": "In progress (practice)"}


def test_historys_time_column_says_it_is_the_last_move(qtbot) -> None:  # type: ignore[no-untyped-def]
    from koutchina.app.history.model import HistoryModel

    model = HistoryModel()
    assert model.headerData(0, Qt.Orientation.Horizontal) == "Last played"
