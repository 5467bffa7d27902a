"""Driving the real window like a person: clicks on cards and panel buttons."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEventLoop, QPointF, QRect, Qt, QTimer
from PySide6.QtWidgets import QWidget

from koutchina.app.history.replay import ReplayWindow
from koutchina.app.main_window import MainWindow
from koutchina.app.new_match_dialog import NewMatchChoice
from koutchina.app.table.card_art import CARD_WIDTH
from koutchina.app.table.card_item import CardItem
from koutchina.engine import Phase, game_info
from koutchina.storage.settings import Settings


def make_window(qtbot, autosave: bool = False, **settings: object) -> MainWindow:
    """The main window at 1280x720, shown; ``autosave``: it saves its matches, as the program
    does."""
    quiet = {"bot_pause_ms": 0, "sound_on": False}  # tests make no noise on a desktop
    window = MainWindow(Settings(**{**quiet, **settings}), autosave=autosave)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    return window


def choice(game: str, timer: int = 0, levels: list[str] | None = None,
           options: dict[str, object] | None = None, practice: bool = False) -> NewMatchChoice:
    return NewMatchChoice(game=game, options=dict(options or {}),
                          levels=levels or ["random"] * 3, speed="off", turn_timer=timer,
                          practice=practice)


def click_card(qtbot, window: MainWindow, item: CardItem) -> None:
    """Click the visible strip at the card's left edge (the next card covers its right)."""
    table = window.table
    point = table.mapFromScene(item.mapToScene(QPointF(-CARD_WIDTH / 2 + 9, 0)))
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=point)


def person_ready(window: MainWindow) -> bool:
    table = window.table
    c = window.controller
    return (
        c.state is not None and c.state.is_over and table.end_panel.isVisible()
    ) or (table.summary_panel.isVisible() and table.summary_panel.next_button.isVisible()) or (
        c.accepts_input(0)
    )


def play_one_move(qtbot, window: MainWindow, call: int = 1) -> str:
    """Do whatever the person must do now, through the widgets. Returns what was done."""
    table = window.table
    c = window.controller
    if table.end_panel.isVisible():
        return "end"
    if table.summary_panel.isVisible():
        qtbot.mouseClick(table.summary_panel.next_button, Qt.MouseButton.LeftButton)
        return "next"
    view = c.view(0)
    assert view is not None
    if view.phase == Phase.CALLING:
        assert table.call_panel.isVisible()
        qtbot.mouseClick(table.call_panel.buttons[call], Qt.MouseButton.LeftButton)
        qtbot.mouseClick(table.call_panel.confirm, Qt.MouseButton.LeftButton)
        return "call"
    if view.phase == Phase.NAMING_TRUMP:
        assert table.trump_panel.isVisible()
        suit = view.hand[0].suit
        qtbot.mouseClick(table.trump_panel.suit_buttons[suit], Qt.MouseButton.LeftButton)
        if table.trump_panel.bidding:
            qtbot.mouseClick(table.trump_panel.target_buttons[9], Qt.MouseButton.LeftButton)
        qtbot.mouseClick(table.trump_panel.confirm, Qt.MouseButton.LeftButton)
        return "trump"
    playable = [item for item in table.hand_items() if item.playable]
    assert playable, "the person's turn with no playable card lit"
    click_card(qtbot, window, playable[-1])
    return "card"


def wait_for(condition: Callable[[], bool], timeout: int = 15000) -> None:
    """The program's event loop run until ``condition()`` (pytest-qt's TimeoutError after
    ``timeout`` ms). As ``qtbot.waitUntil``, but looked at every millisecond, not every 10:
    a test that waits for the person's turn a few hundred times a match otherwise idles
    seconds after the bots have played."""
    if condition():
        return
    loop = QEventLoop()
    poll = QTimer()
    poll.setTimerType(Qt.TimerType.PreciseTimer)
    poll.timeout.connect(lambda: condition() and loop.quit())
    deadline = QTimer()
    deadline.setSingleShot(True)
    deadline.timeout.connect(loop.quit)
    poll.start(1)
    deadline.start(timeout)
    loop.exec()
    poll.stop()
    deadline.stop()
    if not condition():
        raise TimeoutError(f"wait_for timed out in {timeout} milliseconds")


def play_until(qtbot, window: MainWindow, done: Callable[[], bool], moves: int = 80) -> None:  # type: ignore[no-untyped-def]
    """The person's moves made through the widgets until ``done()`` (a panel shown, a phase
    reached); an AssertionError if ``moves`` moves do not get there."""
    for _ in range(moves):
        wait_for(lambda: person_ready(window) or done())
        if done():
            return
        play_one_move(qtbot, window)
    raise AssertionError("never got there")



def court_piece_void_with_trump_hidden(qtbot, timer: int = 30,  # type: ignore[no-untyped-def]
                                       tick_ms: int | None = None) -> MainWindow:
    """A Court Piece match with the hidden trump (seed 33, medium bots, the window active)
    played on to the person's turn void in the suit led, the trump hidden: "Show trump (S)"
    on show. ``tick_ms``: the countdown's second that long (a test's fast clock)."""
    window = make_window(qtbot)
    window.activateWindow()
    if tick_ms is not None:
        window.controller.turn_timer.tick_ms = tick_ms
    window.start_match(choice("court-piece", timer=timer, levels=["medium"] * 3,
                              options={"hidden_trump": True}), seed=33)
    play_until(qtbot, window, window.table.reveal_panel.isVisible, moves=2000)
    view = window.controller.view(0)
    assert view is not None and view.phase == Phase.PLAYING and view.trump_hidden
    return window


def play_to_trick(qtbot, window: MainWindow, number: int) -> None:  # type: ignore[no-untyped-def]
    """The person's moves made through the widgets until it is their turn to play a card to
    trick ``number`` (1 is the first) of the deal being played."""
    c = window.controller

    def there() -> bool:
        view = c.view(0)
        return (view is not None and view.phase == Phase.PLAYING and c.accepts_input(0)
                and len(view.completed_tricks) == number - 1)

    play_until(qtbot, window, there)


def fewest_tricks_left(window: MainWindow) -> int:
    """The fewest tricks the deal being played may still last, the one in play counted: every
    trick left, or in Hokm (which stops once a side has 7) those the side ahead lacks."""
    view = window.controller.view(0)
    assert view is not None
    left = game_info(view.game).tricks_per_deal - len(view.completed_tricks)
    if view.rules.stops_at_seven:
        lacking = 7 - max(view.tricks_won)
        # with a double sar a trick may count two (the one waiting, and its own)
        left = min(left, (lacking + 1) // 2 if view.rules.has_double_sar else lacking)
    return left


def play_to_the_deals_end(qtbot, window: MainWindow, tricks: int) -> None:  # type: ignore[no-untyped-def]
    """The person's moves made through the widgets until it is their turn to play a card, the
    deal able to end within ``tricks`` tricks (fewest_tricks_left): a test that watches the
    deal's end at the speeds a person plays sets them here, not many tricks before it."""
    c = window.controller
    deal = c.state.deal_index if c.state is not None else None

    def there() -> bool:
        view = c.view(0)
        return (view is not None and view.phase == Phase.PLAYING and c.accepts_input(0)
                and fewest_tricks_left(window) <= tricks)

    play_until(qtbot, window, there)
    assert c.state is not None and c.state.deal_index == deal, "the deal ended before"


def history_replay(qtbot, window: MainWindow, match_id: str) -> ReplayWindow:  # type: ignore[no-untyped-def]
    """History opened on the saved matches, and its Replay window of ``match_id``."""
    history = window.open_history()
    qtbot.addWidget(history)
    qtbot.waitUntil(lambda: not history.scan.running and history.model.rowCount() > 0,
                    timeout=10000)
    assert history.select_match(match_id)
    history.replay_selected()
    replay = history._replays[-1]
    qtbot.addWidget(replay)  # deleted after the test, as History lets closed ones go
    return replay


def timer_running(qtbot, practice: bool = False, playing: bool = False) -> MainWindow:
    """The person's countdown under way (``playing``: for a card, their call made)."""
    window = make_window(qtbot)
    window.activateWindow()
    c = window.controller
    c.turn_timer.tick_ms = 5
    window.start_match(choice("hand", timer=30, practice=practice), seed=3)
    qtbot.waitUntil(lambda: c.timer_seat == 0 and c.seconds_left < 28, timeout=5000)
    if playing:
        assert c.call(1) is None
        qtbot.waitUntil(lambda: c.view(0).phase == Phase.PLAYING and c.timer_seat == 0
                        and c.accepts_input(0) and c.seconds_left < 28, timeout=5000)
    return window


def hand_holding_every_ace_and_king(qtbot, call: int) -> MainWindow:  # type: ignore[no-untyped-def]
    """Hand: the person holds every Ace and King (they take all eight tricks whatever they
    play), calls ``call`` and is on lead at the first card."""
    from koutchina.app.players import HUMAN, SeatPlayer
    from koutchina.engine import Rank, make_rules
    from koutchina.engine.cards import DECK_32
    from koutchina.engine.hand import HandMatch

    tops = [card for card in DECK_32 if card.rank in (Rank.ACE, Rank.KING)]
    rest = [card for card in DECK_32 if card not in tops]
    hands = [tops, rest[0:8], rest[8:16], rest[16:24]]
    state = HandMatch(make_rules("hand", {}), 4, [hands])  # type: ignore[arg-type]
    window = make_window(qtbot, animation_speed="off")  # dealt at once
    window.resume(state, [SeatPlayer("", HUMAN)] + [SeatPlayer("", "medium")] * 3)
    c = window.controller
    qtbot.waitUntil(window.table.call_panel.isVisible, timeout=15000)
    c.call(call)
    qtbot.waitUntil(lambda: c.accepts_input(0) and c.view(0).phase == Phase.PLAYING,
                    timeout=15000)
    return window


def at_a_match_s_end(qtbot) -> MainWindow:  # type: ignore[no-untyped-def]
    """A one-round Hand match played to its end panel, the window active."""
    window = make_window(qtbot)
    window.activateWindow()
    window.start_match(choice("hand", options={"rounds": 1}), seed=2)
    for _ in range(200):
        wait_for(lambda: person_ready(window), timeout=15000)
        if play_one_move(qtbot, window) == "end":
            break
    assert window.table.end_panel.isVisible()
    return window


def hokm_holding_every_spade(qtbot, **options: object) -> MainWindow:  # type: ignore[no-untyped-def]
    """Hokm with the rules' ``options``: the person, hakem, holds all thirteen spades (sure to
    take every trick, so a claim is theirs to make), a resumed match dealt at once; spades
    named trump, the person to lead the first trick. The window is not made active: a test
    that presses a key shortcut (C) activates it first, or the key goes nowhere."""
    from koutchina.app.players import HUMAN, SeatPlayer
    from koutchina.engine import Card, Suit, make_rules, new_match

    deck = [Card.from_index(i) for i in range(52)]
    spades = [card for card in deck if card.suit == Suit.SPADES]
    rest = [card for card in deck if card.suit != Suit.SPADES]
    state = new_match(make_rules("hokm", options), 4,
                      deals=[[spades, rest[0:13], rest[13:26], rest[26:39]]], first_hakem=0)
    window = make_window(qtbot, animation_speed="off")
    window.resume(state, [SeatPlayer("", HUMAN)] + [SeatPlayer("", "medium")] * 3)
    qtbot.waitUntil(window.table.trump_panel.isVisible, timeout=15000)
    window.controller.name_trump(Suit.SPADES)
    return window


def start_screen_window(qtbot, size: tuple[int, int], **settings: object) -> MainWindow:  # type: ignore[no-untyped-def]
    """The main window on its start screen, its inside ``size`` (a small screen's room, say),
    shown and laid out; ``settings`` (the size of texts, last time's choices) as the person's,
    the bots without a pause."""
    window = MainWindow(Settings(**{"bot_pause_ms": 0, **settings}), autosave=False)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.wait(150)
    return window


def on_start_page(widget: QWidget, window: MainWindow) -> QRect:
    """Where ``widget`` lies in what the start page shows (its viewport's coordinates): whole
    in sight where ``window.start_page.viewport().rect()`` contains it."""
    page = window.start_page.viewport()
    return QRect(widget.mapTo(page, widget.rect().topLeft()), widget.size())
