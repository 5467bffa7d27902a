"""Hand's "Play the rest for me" plays the person's remaining cards as medium would with their
own call and tricks while tricks are still needed, then ducks once the call is made (its
masters thrown first when void: test_play_the_rest_keeps_no_master).
It took as few tricks as the cards allowed from the first card (medium's rules for a call made,
``call=0, won=0``), so a person still short of their call was sure to miss it (a call of 3 with
1 trick taken: −20 locked in by Yes; a player's review)."""

from __future__ import annotations

import pytest

from koutchina.app.auto_play import AutoPlay
from koutchina.bots import make_bot
from koutchina.bots.rulebased import conceding_card
from koutchina.engine import Phase, make_rules, new_match

from .test_hand_concession_cards import _positions  # the same positions


def test_short_of_the_call_each_card_is_medium_s_with_the_seat_s_own_call_and_tricks() -> None:
    """Short of the call, the card medium plays from that seat's view. Once it is made the
    table throws its masters first when void (test_play_the_rest_keeps_no_master), and the
    cards still mostly agree with medium's."""
    short = made = same = 0
    medium = make_bot("medium", 0)
    for state in _positions(range(40)):
        view = state.view(0)
        if view.tricks_won[0] < (view.calls[0] or 0):
            short += 1
            assert conceding_card(view) == medium.choose(view).action, (
                view.hand, view.calls, view.tricks_won)
        else:
            made += 1
            same += conceding_card(view) == medium.choose(view).action
    assert short >= 50 and made >= 50 and same >= 0.8 * made


@pytest.mark.parametrize(("seed", "standing", "score"), [
    (4, (3, 2), 30),  # it missed by one: −10
    (36, (4, 1), 40),  # −20
    (7, (2, 0), 20),  # −20
])
def test_short_of_the_call_the_table_goes_on_to_make_it(
        seed: int, standing: tuple[int, int], score: int) -> None:
    """A medium table; seat 0 plays as medium for four tricks, short of its call, then the
    table plays the rest for it (AutoPlay, as the controller does): the call is made."""
    state = new_match(make_rules("hand"), seed=seed)
    bots = [make_bot("medium", seed * 4 + seat) for seat in range(4)]
    table = AutoPlay()
    while state.deal_index == 0:
        seat = state.to_act()[0]
        view = state.view(seat)
        if (seat == 0 and state.phase == Phase.PLAYING and not table.conceding
                and len(view.completed_tricks) >= 4):
            assert (view.calls[0], view.tricks_won[0]) == standing
            table.concede(0, 0)
        action = table.next_action(state) if seat == 0 and table.conceding else None
        state.apply(action if action is not None else bots[seat].choose(view).action)
    scores = state.deals[0].scores
    assert scores is not None and scores[0] == score, scores
