"""The "This round" box under the Hand scoreboard: each seat's tricks against its call, and,
while the calls are still secret, words saying so (it showed "call ?")."""

from __future__ import annotations

from PySide6.QtCore import Qt

from koutchina.engine import Phase

from .helpers import choice, make_window


def test_the_round_box_says_a_call_not_shown_yet_in_words(qtbot, language: str) -> None:  # type: ignore[no-untyped-def]
    window = make_window(qtbot)
    window.start_match(choice("hand", levels=["medium"] * 3), seed=5)
    controller = window.controller
    qtbot.waitUntil(lambda: controller.accepts_input(0), timeout=15000)
    view = controller.view(0)
    assert view is not None and view.phase == Phase.CALLING
    box = window.scoreboard.current.text()
    assert "?" not in box
    mine = {"en": "You: no call yet", "fr": "Vous\u00a0: pas encore d’annonce"}[language]
    locked = {"en": "call locked", "fr": "annonce validée"}[language]  # as the plates say
    assert mine in box, box
    for seat in (1, 2, 3):  # each bot's line says what its plate says
        words = locked if window.table.badge(seat).call_locked else "no call yet"
        assert f"{window.names[seat]}" in box and (words in box or "pas encore d’annonce" in box)
    assert controller.call(2) is None
    # the person's own call at once, the others' as soon as every call is in
    qtbot.waitUntil(lambda: {"en": "call 2", "fr": "annonce 2"}[language]
                    in window.scoreboard.current.text(), timeout=15000)
    qtbot.waitUntil(lambda: window.scoreboard.current.text().count("/ ") == 4, timeout=15000)
    assert locked not in window.scoreboard.current.text()


def test_a_deal_s_cell_holds_on_one_line_at_large_texts_on_a_laptop(  # type: ignore[no-untyped-def]
        qtbot, language: str) -> None:
    """At 150 % on 1280x720 an English cell wrapped as "+1" / "(7 tricks)", every row two
    lines tall and the deals soon scrolled out of view. A cell gives the count alone, as
    Hand's (tricks/call) does, and the legend under the scoreboard says what it counts."""
    from .helpers import play_until

    window = make_window(qtbot, text_scale=1.5)
    window.resize(1280, 720)
    window.start_match(choice("hokm", levels=["medium"] * 3), seed=4)
    play_until(qtbot, window, lambda: window.table.summary_panel.isVisible(), moves=200)
    model = window.scoreboard.model
    cells = [str(model.data(model.index(0, column))) for column in range(model.columnCount())]
    deal = window.controller.state.deals[0]
    for cell, score, tricks in zip(cells, deal.scores, deal.trick_counts, strict=True):
        assert cell == f"{'+' if score else ''}{score}  ({tricks})"
    legend = window.scoreboard.legend.text()
    assert legend == {"en": "Each deal: what each side scored, then (the tricks it took).",
                      "fr": "Chaque donne\u00a0: ce que chaque équipe a marqué, puis (les plis "
                            "qu’elle a faits)."}[language]
    table = window.scoreboard.table
    total = model.rowCount() - 1  # the totals' row: one line, never wrapped
    assert str(model.headerData(total, Qt.Orientation.Vertical)) == "Total"  # both languages
    assert table.rowHeight(0) == table.rowHeight(total)
