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


def test_replay_shows_the_satat_two_of_hearts_first_among_the_trumps(qtbot) -> None:
    """History's Replay sorts the hands as the table does: the 2 of hearts at the head of the
    trumps under Satat, among the hearts without it."""
    from PySide6.QtGui import QFontMetrics
    from storage.helpers import random_match, saved_of  # tests/storage, beside this folder

    from koutchina.app.history.replay import ReplayWindow
    from koutchina.engine import Card, Rank

    two = Card(Suit.HEARTS, Rank.TWO)
    for satat in (True, False):
        found = False
        for seed in range(60):
            state = random_match("hokm", seed, options={"satat": satat})
            replay = ReplayWindow(saved_of(state))
            qtbot.addWidget(replay)
            replay.go_to(0)  # the first deal's cards as dealt, its trump named
            step = replay.board.step
            assert step is not None
            trump = Suit.from_letter(step.trump) if step.trump else None
            holder = next((seat for seat in range(4) if two in step.hands[seat]), None)
            if trump is None or trump == Suit.HEARTS or holder is None:
                continue
            metrics = QFontMetrics(replay.board.label_font())
            row = [card for card, _ in replay.board.hand_rects(step, metrics.height())[holder]]
            trumps = [card for card in row if card.suit == trump]
            if satat:  # first, then the trump suit from its Ace down
                assert row[:len(trumps) + 1] == [two, *trumps], row
            else:
                hearts = [card for card in row if card.suit == Suit.HEARTS]
                assert hearts[-1] == two, row
            found = True
            break
        assert found
