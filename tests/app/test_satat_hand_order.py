"""Under Hokm's Satat the person's 2 of hearts is the highest trump: once trump is named it is
shown (and read out) first, at the strong end of the trumps, not last among the hearts, a suit
it cannot follow (a player's review)."""

from __future__ import annotations

from koutchina.engine import Phase, Suit

from .helpers import choice, make_window

# seed 44: the person is the first Hakem and is dealt the 2 of hearts, 3 9 K of clubs


def test_the_satat_two_of_hearts_is_shown_first_among_the_trumps(qtbot) -> None:
    window = make_window(qtbot, animation_speed="off")
    window.start_match(choice("hokm", options={"satat": True}), seed=44)
    c = window.controller
    table = window.table
    qtbot.waitUntil(lambda: table.trump_panel.isVisible(), timeout=15000)
    assert c.name_trump(Suit.CLUBS) is None
    qtbot.waitUntil(lambda: c.view(0).phase == Phase.PLAYING and c.accepts_input(0)
                    and len(table.hand_items()) == 13
                    and all(item.card is not None for item in table.hand_items()),
                    timeout=15000)
    shown = [str(item.card) for item in table.hand_items()]
    assert shown[:4] == ["2H", "KC", "9C", "3C"]
    assert shown[4:] == ["KS", "10S", "7S", "6S", "9H", "8H", "7H", "KD", "QD"]
    said = [text for text in table.announcer.spoken if text.startswith("Your turn.")]
    assert said and said[-1].startswith("Your turn. You can play: two of hearts, king of clubs")


def test_without_satat_the_two_of_hearts_stays_with_the_hearts(qtbot) -> None:
    window = make_window(qtbot, animation_speed="off")
    window.start_match(choice("hokm"), seed=44)
    c = window.controller
    table = window.table
    qtbot.waitUntil(lambda: table.trump_panel.isVisible(), timeout=15000)
    assert c.name_trump(Suit.CLUBS) is None
    qtbot.waitUntil(lambda: c.view(0).phase == Phase.PLAYING and c.accepts_input(0)
                    and len(table.hand_items()) == 13, timeout=15000)
    assert [str(item.card) for item in table.hand_items()][:4] == ["KC", "9C", "3C", "KS"]
    assert str(table.hand_items()[-3].card) == "2H"
