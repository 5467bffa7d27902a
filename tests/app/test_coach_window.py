"""The coach at the table: H shows hard's advice for the person's view without blocking the
window, the panel goes when play moves on, and the deal summary opens the review."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QElapsedTimer, QEvent, QObject, Qt

from koutchina.app.coach_texts import action_text
from koutchina.app.main_window import MainWindow
from koutchina.app.review_window import ReviewWindow
from koutchina.app.timing import shown_for_ms
from koutchina.bots.search import SearchBot
from koutchina.coach import seat_seed
from koutchina.engine import Card, Phase, Rank, Suit
from koutchina.engine.events import CardPlayed

from .helpers import (
    choice,
    click_card,
    make_window,
    person_ready,
    play_one_move,
    play_to_trick,
    play_until,
    wait_for,
)


def hokm_at_the_persons_first_card(qtbot, practice: bool = True) -> MainWindow:
    """A Hokm match (seed 31, medium bots; a practice match unless told) played through the
    window to the person's first card of the first deal."""
    window = make_window(qtbot)
    window.start_match(choice("hokm", levels=["medium"] * 3, practice=practice), seed=31)
    c = window.controller
    wait_for(lambda: person_ready(window), timeout=15000)
    while c.view(0) is not None and c.view(0).phase != Phase.PLAYING:
        play_one_move(qtbot, window)
        wait_for(lambda: person_ready(window))
    return window


def test_h_shows_the_hard_decision_for_the_persons_view(qtbot, english: None) -> None:  # type: ignore[no-untyped-def]
    """(The figures' units are plural forms: the English translation installed.)"""
    window = hokm_at_the_persons_first_card(qtbot)
    c = window.controller
    assert window.coach.button.isVisible()
    qtbot.keyClick(window.table, Qt.Key.Key_H)
    panel = window.coach.panel
    assert panel.isVisible()
    qtbot.waitUntil(lambda: panel.choices.text() != "", timeout=10000)
    view = c.view(0)
    expected = SearchBot(seat_seed(31, 0)).choose(view).action
    assert panel.advice.text().startswith(action_text(expected) + ":")
    assert "points expected for your side" in panel.choices.text()
    play_one_move(qtbot, window)
    assert not panel.isVisible()


def test_outside_practice_h_says_where_hints_are_and_computes_nothing(qtbot) -> None:
    window = hokm_at_the_persons_first_card(qtbot, practice=False)
    assert not window.coach.button.isVisible()
    assert not window.coach.undo_button.isVisible()
    qtbot.keyClick(window.table, Qt.Key.Key_H)
    assert not window.coach.panel.isVisible()
    assert "Hints and undo are for practice matches only" in window.table.toast.text


def test_the_deal_summary_opens_the_review_of_the_persons_play(qtbot) -> None:
    window = make_window(qtbot)
    window.start_match(choice("hand", levels=["medium"] * 3), seed=5)
    table = window.table
    wait_for(lambda: person_ready(window), timeout=15000)
    for _ in range(40):
        if table.summary_panel.isVisible():
            break
        play_one_move(qtbot, window)
        wait_for(lambda: person_ready(window))
    assert table.summary_panel.review_button.isVisible()
    qtbot.mouseClick(table.summary_panel.review_button, Qt.MouseButton.LeftButton)
    reviews = [w for w in window.findChildren(ReviewWindow)]
    assert len(reviews) == 1
    review = reviews[0]
    qtbot.waitUntil(lambda: review.review is not None, timeout=20000)
    text = review.text.toPlainText()
    assert "Trick 1" in text
    assert "In hindsight, with every card known" in text
    assert not review.progress.isVisible()


def test_the_person_claims_the_rest_when_no_card_can_beat_theirs(qtbot) -> None:
    from koutchina.app.players import HUMAN, SeatPlayer
    from koutchina.engine import Card, Suit, make_rules, new_match

    deck = [Card.from_index(i) for i in range(52)]
    spades = [c for c in deck if c.suit == Suit.SPADES]
    rest = [c for c in deck if c.suit != Suit.SPADES]
    hands = [spades, rest[0:13], rest[13:26], rest[26:39]]
    state = new_match(make_rules("hokm", {}), 4, deals=[hands], first_hakem=0)
    window = make_window(qtbot, animation_speed="off")  # dealt at once
    players = [SeatPlayer("", HUMAN)] + [SeatPlayer("", "medium") for _ in range(3)]
    window.resume(state, players)
    c = window.controller
    qtbot.waitUntil(lambda: window.table.trump_panel.isVisible(), timeout=15000)
    c.name_trump(Suit.SPADES)
    qtbot.waitUntil(lambda: c.accepts_input(0), timeout=15000)
    window.set_speed("normal")  # as View > Animation speed: the claim is played out at it
    assert c.can_claim(0)
    assert window.coach.claim_button.isVisible()
    # how long the table shows each card and trick of the claim, at the pace in force as it is
    # shown (the controller's pace, which it waits out before the next), and any bot asked;
    # the pace is checked, not the clock: a loaded machine makes any deal slow
    shown: list[tuple[str, int]] = []
    c.card_played.connect(lambda seat, card: shown.append(
        ("card", shown_for_ms(CardPlayed(seat, card), c.pace(), c.state))))
    c.trick_won.connect(lambda event: shown.append(
        ("trick", shown_for_ms(event, c.pace(), c.state))))
    c.bot_thinking.connect(lambda seat: shown.append(("bot", seat)))
    scored: list[object] = []
    c.deal_scored.connect(scored.append)
    with qtbot.waitSignal(c.claimed, timeout=5000) as claimed:
        qtbot.mouseClick(window.coach.claim_button, Qt.MouseButton.LeftButton)
    assert claimed.args == [0]
    assert "You claim the rest of the deal" in window.table.toast.text
    # the clock too, loosely: a wait outside the pace (17 s at the normal speed) would show
    # even on a loaded machine; a hang far sooner than 30 s
    clock = QElapsedTimer()
    clock.start()
    qtbot.waitUntil(lambda: bool(scored), timeout=30000)
    assert clock.elapsed() < 15000
    assert c.state.deals[0].trick_counts == [7, 0]  # Hokm ends the deal at 7: a Kot
    assert [kind for kind, _ in shown] == (["card"] * 4 + ["trick"]) * 7  # no bot asked
    # At the normal speed the seven tricks would take 17 s to play out card by card; a claim
    # shows them going by briskly (about 4 s) instead of making the person wait.
    assert c.timing.move_ms == 260
    assert sum(ms for _, ms in shown) < 6000


def test_no_claim_is_offered_while_an_unseen_card_could_win_a_trick(qtbot) -> None:
    window = hokm_at_the_persons_first_card(qtbot)
    c = window.controller
    assert not c.can_claim(0)
    assert not window.coach.claim_button.isVisible()
    assert not c.claim(0)


@pytest.mark.parametrize(("game", "from_trick"), [("hand", 5), ("hokm", 7)])
def test_the_table_offers_concede_from_half_the_deals_tricks_the_menu_from_the_first(
        qtbot, game: str, from_trick: int) -> None:  # type: ignore[no-untyped-def]
    """A player gives up the rest of a deal near its end: the button over the table waits
    for half the tricks (Hand 8: from the 5th; Hokm 13: from the 7th); the Coach menu's
    action is there on the person's turn from the first card, for whoever wants it."""
    window = make_window(qtbot)
    window.start_match(choice(game, levels=["medium"] * 3), seed=31)
    coach = window.coach
    play_to_trick(qtbot, window, 1)
    assert coach.concede_action.isEnabled() and not coach.concede_button.isVisible()
    play_to_trick(qtbot, window, from_trick - 1)
    assert coach.concede_action.isEnabled() and not coach.concede_button.isVisible()
    play_to_trick(qtbot, window, from_trick)
    assert coach.concede_action.isEnabled() and coach.concede_button.isVisible()
    # what it does, before its question asks (it had no tooltip)
    says = {"hand": "table plays your remaining cards", "hokm": "the other side takes"}
    assert says[game] in coach.concede_button.toolTip()


@pytest.mark.parametrize("game", ["hand", "hokm"])
def test_the_buttons_over_the_table_stay_put_while_the_bots_play(  # type: ignore[no-untyped-def]
        qtbot, game: str) -> None:
    """Hint and Concede showed only on the person's turn: they vanished at each bot's card
    and came back at the person's, a flicker four times a trick. Now they stay in place for
    the deal (Concede from half its tricks), usable on the person's turn only."""
    window = make_window(qtbot)
    window.start_match(choice(game, levels=["medium"] * 3, practice=True), seed=31)
    c, coach = window.controller, window.coach
    play_to_trick(qtbot, window, 5 if game == "hand" else 7)
    buttons = (coach.button, coach.concede_button, coach.undo_button)
    assert all(button.isVisible() and button.isEnabled() for button in buttons)
    seen: list[tuple[bool, bool, bool]] = []  # the person's turn, shown, usable

    def look(*_: object) -> None:
        if c.state.deal_index != deal or c.state.phase != Phase.PLAYING:
            return  # the deal is over (Hokm stops once a side has seven): the buttons go
        for button in buttons[:2]:  # Hint, Concede (Undo: usable while it has moves to take)
            seen.append((c.accepts_input(0), button.isVisible(), button.isEnabled()))
        seen.append((c.accepts_input(0), coach.undo_button.isVisible(), c.accepts_input(0)))

    deal = c.state.deal_index
    c.card_played.connect(look)  # after the coach's own slot: its buttons as they now are
    last = 8 if game == "hand" else 13
    play_until(qtbot, window, lambda: c.state.deal_index != deal or len(
        c.view(0).completed_tricks) >= last - 1)
    c.card_played.disconnect(look)
    assert seen and any(not turn for turn, _, _ in seen)
    assert all(shown for _, shown, _ in seen), seen
    assert all(usable == turn for turn, _, usable in seen), seen


class ShownOrHidden(QObject):
    """Every time the widgets it watches are shown or hidden, with whether it is the person's
    turn then."""

    def __init__(self, turn: Callable[[], bool]) -> None:
        super().__init__()
        self.turn = turn
        self.seen: list[tuple[str, bool]] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.Show, QEvent.Type.Hide):
            self.seen.append((event.type().name, self.turn()))
        return False


@pytest.mark.parametrize("game", ["hand", "hokm"])
def test_concede_is_neither_hidden_nor_shown_while_the_bots_play_a_trick(  # type: ignore[no-untyped-def]
        qtbot, game: str) -> None:
    """Outside practice (no Hint or Undo beside it), at the animation speed a person plays at:
    from the person's card to their next turn, while the bots play theirs and the trick is
    gathered, Concede the rest stays shown, dimmed, and lights up again at the turn. It was
    shown on the person's turn only: four blinks a trick (a player's review)."""
    window = make_window(qtbot)
    window.start_match(choice(game, levels=["medium"] * 3), seed=31)
    c, concede = window.controller, window.coach.concede_button
    play_to_trick(qtbot, window, 5 if game == "hand" else 7)
    window.set_speed("normal")  # the cards glide and the trick is gathered, as at home
    assert concede.isVisible() and concede.isEnabled()
    watch = ShownOrHidden(lambda: c.accepts_input(0))
    concede.installEventFilter(watch)
    usable: list[tuple[bool, bool]] = []  # at each card: the person's turn, Concede usable
    c.card_played.connect(lambda *_: usable.append((c.accepts_input(0), concede.isEnabled())))
    trick = len(c.view(0).completed_tricks)
    play_one_move(qtbot, window)  # the person's card: the bots play till their next turn
    wait_for(lambda: c.accepts_input(0), timeout=30000)
    concede.removeEventFilter(watch)
    assert len(c.view(0).completed_tricks) == trick + 1  # a whole trick went by
    assert watch.seen == [], watch.seen
    assert concede.isVisible() and concede.isEnabled()
    assert len(usable) >= 3 and any(not turn for turn, _ in usable)
    assert all(turn == enabled for turn, enabled in usable), usable  # dimmed till the turn


def hokm_holding(qtbot, hands: list[list[Card]]) -> MainWindow:  # type: ignore[no-untyped-def]
    """Hokm dealt ``hands`` (the person's first), the person Hakem naming spades, on lead at
    the first card, played at the animation speed a person plays at."""
    from koutchina.app.players import HUMAN, SeatPlayer
    from koutchina.engine import make_rules, new_match

    state = new_match(make_rules("hokm", {}), 4, deals=[hands], first_hakem=0)
    window = make_window(qtbot, animation_speed="off")  # dealt at once
    window.resume(state, [SeatPlayer("", HUMAN)] + [SeatPlayer("", "medium")] * 3)
    c = window.controller
    qtbot.waitUntil(lambda: window.table.trump_panel.isVisible(), timeout=15000)
    c.name_trump(Suit.SPADES)
    qtbot.waitUntil(lambda: c.accepts_input(0), timeout=15000)
    window.set_speed("normal")  # the cards glide and the trick is gathered, as at home
    return window


def suit_of(suit: Suit, ranks: range) -> list[Card]:
    return [Card(suit, Rank(rank)) for rank in reversed(ranks)]


def claim_through_a_trick(qtbot, window: MainWindow,  # type: ignore[no-untyped-def]
                          card: Card | None = None) -> tuple[list[tuple[str, bool]],
                                                             list[tuple[bool, bool, bool]]]:
    """The person plays on (``card``, else the move play_one_move makes) instead of claiming,
    and the bots play till the person's next turn: Claim's showings and hidings meanwhile
    (with whether it was the person's turn), and at each card the person's turn, Claim shown
    and Claim usable."""
    c, claim = window.controller, window.coach.claim_button
    watch = ShownOrHidden(lambda: c.accepts_input(0))
    claim.installEventFilter(watch)
    seen: list[tuple[bool, bool, bool]] = []

    def look(*_: object) -> None:  # after the coach's own slot: Claim as it now is
        seen.append((c.accepts_input(0), claim.isVisible(), claim.isEnabled()))

    c.card_played.connect(look)
    trick = len(c.view(0).completed_tricks)
    if card is None:
        play_one_move(qtbot, window)
    else:
        item = next(item for item in window.table.hand_items() if item.card == card)
        click_card(qtbot, window, item)
    wait_for(lambda: c.accepts_input(0), timeout=30000)
    c.card_played.disconnect(look)
    claim.removeEventFilter(watch)
    assert len(c.view(0).completed_tricks) == trick + 1  # a whole trick went by
    return watch.seen, seen


@pytest.mark.parametrize("game", ["hand", "hokm"])
def test_claim_is_neither_hidden_nor_shown_while_the_bots_play_a_trick(  # type: ignore[no-untyped-def]
        qtbot, game: str) -> None:
    """Claim the rest showed on the person's turn only: once a claim was possible and the
    person played on, it went at their card and came back at their next turn, a blink a
    trick (a player's review). A claim possible stays possible while the person takes the
    tricks (claim.py): the button stays, dimmed while the bots play, as Concede does."""
    if game == "hand":
        from .helpers import hand_holding_every_ace_and_king

        window = hand_holding_every_ace_and_king(qtbot, 8)
        window.set_speed("normal")
    else:
        spades = suit_of(Suit.SPADES, range(2, 15))
        rest = [card for suit in (Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
                for card in suit_of(suit, range(2, 15))]
        window = hokm_holding(qtbot, [spades, rest[0:13], rest[13:26], rest[26:39]])
    c, claim = window.controller, window.coach.claim_button
    assert c.can_claim(0) and claim.isVisible() and claim.isEnabled()
    for _trick in range(2):
        shown_or_hidden, seen = claim_through_a_trick(qtbot, window)
        assert shown_or_hidden == [], shown_or_hidden
        assert claim.isVisible() and claim.isEnabled() and c.can_claim(0)
        assert len(seen) >= 3 and any(not turn for turn, _, _ in seen)
        assert all(shown for _, shown, _ in seen), seen
        assert all(usable == turn for turn, _, usable in seen), seen  # dimmed till the turn


def test_concede_is_not_offered_beside_a_sure_claim_nor_once_it_is_made(  # type: ignore[no-untyped-def]
        qtbot) -> None:
    """Hand, a hand that takes every trick: from half the round Concede showed beside Claim
    (conceding a sure sweep), and after C it stayed, dimmed, while the claim was played out
    (a player's review). While a claim is sure Concede is hidden, its place kept (nothing
    moves), and once the claim is made neither is there: the round is played for the
    person."""
    from .helpers import hand_holding_every_ace_and_king

    window = hand_holding_every_ace_and_king(qtbot, 8)
    c, coach = window.controller, window.coach
    for _trick in range(4):  # half the round played on: Concede's time
        claim_through_a_trick(qtbot, window)
    window.set_speed("normal")  # the claim played out as at home
    assert coach._deal_half_played() and c.may_concede_this_deal()
    assert coach.claim_button.isVisible() and coach.claim_button.isEnabled()
    assert not coach.concede_button.isVisible()
    places = {button.objectName(): button.geometry()
              for button in (coach.button, coach.undo_button) if button.isVisible()}
    seen: list[tuple[bool, bool]] = []  # at each card of the claim: Concede, Claim shown
    c.card_played.connect(lambda *_: seen.append((coach.concede_button.isVisible(),
                                                  coach.claim_button.isVisible())))
    with qtbot.waitSignal(c.claimed, timeout=5000):
        qtbot.keyClick(window, Qt.Key.Key_C)
    qtbot.waitUntil(lambda: c.state is not None and c.state.deals[0].trick_counts is not None,
                    timeout=30000)
    assert len(seen) >= 4 and not any(concede or claim for concede, claim in seen), seen
    assert all(button.geometry() == places[button.objectName()]
               for button in (coach.button, coach.undo_button) if button.objectName() in places)


def test_claim_goes_once_a_trick_is_lost(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A claim possible becomes impossible where the person, playing on, leads a side suit
    while trumps are out and a bot ruffs it: Claim goes as the trick is lost, not before,
    and stays gone."""
    person = suit_of(Suit.SPADES, range(8, 15)) + suit_of(Suit.HEARTS, range(9, 15))
    west = suit_of(Suit.SPADES, range(2, 8)) + suit_of(Suit.CLUBS, range(8, 15))
    north = suit_of(Suit.HEARTS, range(2, 9)) + suit_of(Suit.CLUBS, range(2, 8))
    east = suit_of(Suit.DIAMONDS, range(2, 15))
    window = hokm_holding(qtbot, [person, west, north, east])
    c, claim = window.controller, window.coach.claim_button
    assert c.can_claim(0) and claim.isVisible()
    lost: list[bool] = []  # at each card: whether the trick was lost, Claim shown

    def look(*_: object) -> None:
        tricks = c.view(0).completed_tricks
        if tricks and tricks[-1].winner != 0:
            lost.append(claim.isVisible())

    c.card_played.connect(look)
    shown_or_hidden, seen = claim_through_a_trick(
        qtbot, window, Card(Suit.HEARTS, Rank.ACE))
    c.card_played.disconnect(look)
    assert c.view(0).completed_tricks[-1].winner == 1, "West did not ruff the Ace"
    assert shown_or_hidden == [("Hide", False)], shown_or_hidden
    assert [shown for _, shown, _ in seen][:3] == [True, True, True]  # till the ruff was won
    assert lost and not any(lost), lost
    assert not claim.isVisible() and not c.can_claim(0)


def test_at_a_deal_s_summary_the_buttons_over_the_table_go(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Hint stayed, dimmed, over the summary of every deal but the last, where it went: at a
    result the coach's buttons go, as at the match's end."""
    window = make_window(qtbot)
    window.start_match(choice("hand", levels=["medium"] * 3, practice=True), seed=31)
    coach = window.coach
    play_until(qtbot, window, window.table.summary_panel.isVisible)
    qtbot.wait(50)
    assert not any(button.isVisible() for button in (coach.button, coach.undo_button,
                                                     coach.concede_button))


def test_conceding_in_hokm_gives_the_other_side_the_rest_once_confirmed(qtbot) -> None:
    window = hokm_at_the_persons_first_card(qtbot, practice=False)
    c, coach = window.controller, window.coach
    play_to_trick(qtbot, window, 7)
    assert coach.concede_button.isVisible()
    taken = c.view(0).completed_tricks
    asked: list[str] = []
    coach.confirm = lambda question: asked.append(question) is not None and False
    qtbot.mouseClick(coach.concede_button, Qt.MouseButton.LeftButton)
    assert asked and "The other side takes every trick still to play" in asked[0]
    assert c.state.deals[0].scores is None  # not confirmed: nothing happened
    coach.confirm = lambda _question: True
    with qtbot.waitSignal(c.conceded, timeout=5000):
        qtbot.mouseClick(coach.concede_button, Qt.MouseButton.LeftButton)
    deal = c.state.deals[0]
    ours = sum(1 for trick in taken if trick.winner % 2 == 0)
    assert deal.trick_counts is not None and deal.trick_counts[0] == ours
    assert deal.trick_counts[1] == 7 and deal.scores[0] == 0 and deal.scores[1] >= 1
    assert "You concede the rest of the deal" in window.table.toast.text
    qtbot.waitUntil(lambda: window.table.summary_panel.isVisible(), timeout=15000)


def test_conceding_in_hand_plays_the_persons_cards_lowest_first_to_the_end(qtbot) -> None:
    from koutchina.engine import PlayCard

    window = make_window(qtbot)
    window.start_match(choice("hand", levels=["medium"] * 3), seed=5)
    c = window.controller
    wait_for(lambda: person_ready(window), timeout=15000)
    play_one_move(qtbot, window)  # the call
    qtbot.waitUntil(lambda: c.accepts_input(0), timeout=15000)
    # Hand is played in rounds: the menu and the message say so (they said "deal"); nobody
    # has a side to concede to there: the table plays the person's cards for them
    assert (window.coach.concede_action.text().replace("&", "")
            == "Play the rest of the round for me…")
    assert window.coach.claim_action.text().replace("&", "") == "Claim the rest of the round"
    window.coach.confirm = lambda _question: True
    moves = len(c.state.actions)
    window.coach.concede()
    assert "The table plays the rest of the round for you" in window.table.toast.text
    qtbot.waitUntil(lambda: window.table.summary_panel.isVisible(), timeout=20000)
    mine = [a for a in c.state.actions[moves:] if a.seat == 0]
    assert len(mine) == 8 and all(isinstance(a, PlayCard) for a in mine)
    assert c.state.deals[0].scores is not None and c.state.deal_index == 1


def test_the_review_window_names_a_concession(qtbot) -> None:
    from koutchina.coach import DealReview
    from koutchina.engine.record import MatchRecord

    record = MatchRecord(game="hokm", rules={"game": "hokm"}, seed=1)
    window = ReviewWindow(record, 0, 0)
    qtbot.addWidget(window)
    window._on_review(DealReview(0, 0, (), None, conceded_at=4))
    assert ("Trick 4: you conceded the rest of the deal; the tricks that followed are not "
            "weighed.") in window.text.toPlainText()


def test_the_review_window_names_a_concession_in_hand_as_of_the_round(qtbot) -> None:
    from koutchina.coach import DealReview
    from koutchina.engine.record import MatchRecord

    record = MatchRecord(game="hand", rules={"game": "hand"}, seed=1)
    window = ReviewWindow(record, 0, 0)
    qtbot.addWidget(window)
    window._on_review(DealReview(0, 0, (), None, conceded_at=4))
    assert ("Trick 4: you asked the table to play the rest of the round for you; it played "
            "your cards from there, and they are not weighed.") in window.text.toPlainText()
    assert window.windowTitle() == "Review of round 1"  # as Coach > Review the last round…


def test_concede_lies_clear_of_the_seats_plates_at_large_texts_on_a_laptop(qtbot) -> None:  # type: ignore[no-untyped-def]
    """At 150 % on 1280x720 Concede, under Last trick and Undo, lay over North's plate
    (player-eye review): it takes the nearest spot clear of the plates and cards."""
    from koutchina.app.table.seat_room import badges_on_view

    window = make_window(qtbot, text_scale=1.5)
    window.resize(1280, 720)
    window.start_match(choice("hand", levels=["medium"] * 3, practice=True), seed=31)
    coach = window.coach
    play_to_trick(qtbot, window, 5)
    qtbot.wait(50)
    assert coach.concede_button.isVisible() and coach.undo_button.isVisible()
    place = coach.concede_button.geometry()
    table = window.table
    assert table.rect().contains(place)
    plates = badges_on_view(table, table.seats)
    assert not any(place.intersects(plate) for plate in plates), (place, plates)
    for other in (table.last_trick_button, coach.undo_button, coach.button):
        assert not place.intersects(other.geometry())


@pytest.mark.parametrize(("call", "offered"), [(8, True), (2, False)])
def test_in_hand_a_claim_is_offered_only_when_every_trick_is_wanted(  # type: ignore[no-untyped-def]
        qtbot, call: int, offered: bool) -> None:
    """Holding every Ace and King the person takes all eight tricks whatever they play. With a
    call of 2 the button said "Claim the rest (C)", read as good news, and took them past their
    call at once (player-eye review); the bots claim only tricks they want, and so does it."""
    from .helpers import hand_holding_every_ace_and_king

    window = hand_holding_every_ace_and_king(qtbot, call)
    c = window.controller
    assert c.can_claim(0) is offered
    assert window.coach.claim_button.isVisible() is offered
    assert c.claim(0) is offered
