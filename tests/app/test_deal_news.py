"""What the table tells of a deal that a glance away would miss stays in sight under the
deal's tricks in the scoreboard, with its trick: the message over the hand ("Time is up: the
table played 3♦ for you", "West asks to see the trump") was gone in under a second at the
fast speeds, and a player saw the trump box change with nothing saying who asked (two
players' reviews). In the language in use; gone with the deal."""

from __future__ import annotations

from koutchina.app import i18n
from koutchina.app.table.announcements import timed_out_text
from koutchina.engine import PlayCard

from .helpers import choice, make_window, person_ready, play_one_move, wait_for


def test_a_move_the_timer_made_stays_listed_with_its_trick(qtbot, english: None) -> None:  # type: ignore[no-untyped-def]
    window = make_window(qtbot)
    c = window.controller
    c.turn_timer.tick_ms = 5  # 300 s a move gone in 1.5 s: the person looks away
    window.start_match(choice("hokm", timer=300, levels=["medium"] * 3), seed=5)
    wait_for(lambda: person_ready(window), timeout=15000)
    while c.view(0).phase.name != "PLAYING":  # the trump named first
        play_one_move(qtbot, window)
        wait_for(lambda: person_ready(window), timeout=15000)
    trick = len(c.view(0).completed_tricks) + 1
    seen: list[object] = []
    c.timed_out.connect(lambda _seat, action: seen.append(action))
    wait_for(lambda: bool(seen), timeout=5000)
    c.turn_timer.tick_ms = 1000  # the person's own moves from here
    action = seen[0]
    assert isinstance(action, PlayCard)
    text = window.scoreboard.current.text()
    assert f"\n{timed_out_text(action)}\u00a0(trick\u00a0{trick})" in text, text
    assert " named " not in text  # the trump box and the Hakem's plate keep that
    i18n.language_manager().set_language("fr", remember=False)
    qtbot.wait(50)
    french = window.scoreboard.current.text()
    assert "\nTemps écoulé\u00a0: la table a joué " in french, french
    assert f" pour vous\u00a0(pli\u00a0{trick})" in french, french
    i18n.language_manager().set_language("en", remember=False)
    qtbot.wait(50)
    deal = c.view(0).deal_index
    while c.view(0) is not None and c.view(0).deal_index == deal:  # to the next deal
        wait_for(lambda: person_ready(window) or window.table.summary_panel.isVisible(),
                 timeout=20000)
        play_one_move(qtbot, window)
    wait_for(lambda: window.table.shown.event is not None
             and window.table.shown.event.deal_index == deal + 1, timeout=20000)
    assert "Time is up" not in window.scoreboard.current.text()
