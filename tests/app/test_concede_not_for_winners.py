"""Concede the rest is not offered to a side that has already won the deal: in Court Piece,
once the other side could no longer reach seven tricks ("the deal is yours"), the button
and the Coach menu still offered the winners to give up the tricks left (a player's review).
A deal still open to both sides keeps it."""

from __future__ import annotations

from koutchina.bots import make_bot

from .helpers import choice, make_window, wait_for


def test_a_deal_won_already_offers_no_concession(qtbot, english: None) -> None:  # type: ignore[no-untyped-def]
    window = make_window(qtbot, animation_speed="off")
    # Court Piece, seed 1, the person's cards played as medium plays them: the deal is the
    # person's side's after trick 9, with four cards each still to play
    window.start_match(choice("court-piece", levels=["medium"] * 3), seed=1)
    c, coach = window.controller, window.coach
    person = make_bot("medium", 0)
    offered_while_open = False
    for _ in range(13):
        wait_for(lambda: c.accepts_input(0))
        view = c.view(0)
        assert view is not None
        if window.table.shown.settled is not None:
            break
        offered_while_open |= coach.concede_button.isVisible() and coach.concede_button.isEnabled()
        c.submit(person.choose(view).action)
    settled = window.table.shown.settled
    assert settled is not None and settled[0] == 0  # won by the person's side
    assert offered_while_open  # from half the deal, while it was open
    assert len(view.hand) > 1 and c.can_concede(0)  # the engine would let them
    assert not coach.concede_button.isVisible()
    assert not coach.concede_action.isEnabled()
    assert "Deal won by your side" in window.table.info.lines
