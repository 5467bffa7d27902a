"""A Badam Satti deal (Court Piece without trump) is said in words on the table, not only as
a dash in the trump box."""

from __future__ import annotations

from koutchina.app.players import SeatPlayer
from koutchina.engine import make_rules, new_match

from .helpers import make_window


def test_a_deal_without_trump_is_announced_and_named_in_the_trump_box(
        qtbot, language: str) -> None:  # type: ignore[no-untyped-def]
    state = new_match(make_rules("court-piece", {"badam_satti_every": 2}), 3)
    while state.deal_index == 0:  # the first deal, played out: the second has no trump
        state.apply(state.legal_actions(state.to_act()[0])[0])
    assert state.view(0).no_trump_deal
    window = make_window(qtbot)
    window.show_state(state, [SeatPlayer("", "human")] + [SeatPlayer("", "random")] * 3, 2)
    words = {"en": ("No trump", "Badam Satti"), "fr": ("Sans atout", "Badam Satti")}[language]
    qtbot.waitUntil(lambda: words[0] in window.table.message(), timeout=5000)
    assert words[1] in window.table.message()
    mark = window.table.info.trump_mark()
    assert mark == {"en": "NONE", "fr": "AUCUN"}[language], mark
