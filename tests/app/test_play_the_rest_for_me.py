"""Hand's "Concede the rest" (no partnerships: the table plays the person's remaining
cards; it then took as few tricks as they allowed, it now aims at the person's call) as a
player's review found it: offered on the last trick, with one card left and nothing to
choose; asking without a word of where the person stood (a call of 2 with 1 trick taken was
given away unawares); and named with a partnership game's word. In Hand it is now "Play the
rest for me", offered while the person holds two cards or more, its question saying their
tricks against their call and what the table does; Court Piece and Hokm keep
"Concede the rest"."""

from __future__ import annotations

import pytest

from koutchina.app.coach_texts import hand_standing

from .helpers import choice, make_window, play_to_trick


@pytest.mark.parametrize(("taken", "called", "says"), [
    (1, 2, "You have 1 of the 2 tricks you called."),
    (0, 1, "You have 0 of the 1 trick you called."),
    (3, 3, "You have the 3 tricks you called."),
    (4, 2, "You have 4 tricks, more than the 2 you called."),
    (0, 0, "You called 0 and have taken no trick so far."),
    (2, 0, "You called 0 and have taken 2 tricks."),
])
def test_the_standing_says_the_tricks_taken_against_the_call(  # type: ignore[no-untyped-def]
        english: None, taken: int, called: int, says: str) -> None:
    assert hand_standing(taken, called) == says


@pytest.mark.parametrize(("game", "tricks", "seed"), [("hand", 8, 5), ("court-piece", 13, 7)])
def test_not_offered_with_a_single_card_left(qtbot, game: str, tricks: int, seed: int) -> None:  # type: ignore[no-untyped-def]
    """On the last trick the person's one card is all there is to play: neither the button
    over the table nor the Coach menu offers to give up or play the rest (the button stays
    where it was, dimmed, till the summary: nothing blinks). (A Court Piece deal the person's
    side has not won before its end: it is not offered to the winners.)"""
    window = make_window(qtbot)
    window.start_match(choice(game, levels=["medium"] * 3), seed=seed)
    c, coach = window.controller, window.coach
    play_to_trick(qtbot, window, tricks - 1)
    assert c.can_concede(0) and coach.concede_action.isEnabled()
    play_to_trick(qtbot, window, tricks)
    assert c.accepts_input(0) and len(c.view(0).hand) == 1
    assert not c.can_concede(0)
    assert not coach.concede_action.isEnabled() and not coach.concede_button.isEnabled()
    asked: list[str] = []
    coach.confirm = lambda question: asked.append(question) is not None and False
    coach.concede()
    assert asked == [] and not c.concede(0)


def test_hand_names_it_for_what_it_does_and_asks_with_the_persons_standing(  # type: ignore[no-untyped-def]
        qtbot, english: None) -> None:
    window = make_window(qtbot)
    window.start_match(choice("hand", levels=["medium"] * 3), seed=5)
    c, coach = window.controller, window.coach
    play_to_trick(qtbot, window, 5)
    assert coach.concede_button.isVisible() and coach.concede_button.isEnabled()
    assert coach.concede_button.text() == "Play the rest for me"
    assert coach.concede_action.text().replace("&", "") == "Play the rest of the round for me…"
    assert "Concede" not in coach.concede_button.toolTip()
    # what the table does, over the table and in the Coach menu alike
    says = ("The table plays your remaining cards of this round for you as a bot would, "
            "aiming at your call (you are asked first).")
    assert coach.concede_button.toolTip() == says == coach.concede_action.toolTip()
    view = c.view(0)
    assert (view.calls[0], view.tricks_won[0]) == (1, 0)  # the seed's position: 0 of 1
    asked: list[str] = []
    coach.confirm = lambda question: asked.append(question) is not None and False
    coach.concede()
    # the words themselves (the expected start was built with hand_standing, the code checked
    # against itself: a code review)
    assert asked == ["You have 0 of the 1 trick you called. Let the table play the rest of "
                     "this round for you? It plays your remaining cards as a bot would, aiming "
                     "at your call."]
    assert c.accepts_input(0)  # No: nothing played
    coach.confirm = lambda _question: True
    coach.concede()
    assert "The table plays the rest of the round for you." in window.table.toast.text


@pytest.mark.parametrize("game", ["court-piece", "hokm"])
def test_partnership_games_keep_concede_the_rest(qtbot, english: None, game: str) -> None:  # type: ignore[no-untyped-def]
    window = make_window(qtbot)
    window.start_match(choice(game, levels=["medium"] * 3), seed=31)
    coach = window.coach
    play_to_trick(qtbot, window, 1)
    assert coach.concede_button.text() == "Concede the rest"
    assert coach.concede_action.text().replace("&", "") == "Concede the rest of the deal…"
