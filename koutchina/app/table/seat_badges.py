"""The four seats' plates on the table (``SeatBadge``) as the match goes: made for each match,
marked for each deal (dealer, Hakem), and kept up with calls, tricks, turns, bots thinking and
the person's countdown. TableView tells them what happened."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence

from PySide6.QtWidgets import QGraphicsScene

from ...engine import Phase
from ...engine.events import DealStarted
from ...engine.state import MatchState
from ..players import SeatPlayer
from .layout import BADGE_GROWS_FROM, BADGE_TALLER_UP, LAYOUT
from .seat_badge import GLOW, HEIGHT, WIDTH, SeatBadge


class SeatBadges:
    """The badges of the match on the table, seat by seat, in ``scene``."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self._scene = scene
        self._badges: list[SeatBadge] = []
        self._scale = 1.0  # layout.legible_scale of the view
        self._text_gain = 1.0  # layout.text_gain

    def __getitem__(self, seat: int) -> SeatBadge:
        return self._badges[seat]

    def __iter__(self) -> Iterator[SeatBadge]:
        return iter(self._badges)

    def seat(self, game: str, names: Sequence[str], players: Sequence[SeatPlayer],
             spot: Callable[[int], str], countdown: bool = True) -> None:
        """New badges for a match of ``game`` (the old ones removed), each at its ``spot``;
        a person's plate keeps the room of their countdown (``countdown``: the match has a
        turn timer), so that its chips stay put as the countdown comes and goes."""
        for badge in self._badges:
            self._scene.removeItem(badge)
        self._badges = []
        for seat in range(4):
            badge = SeatBadge(seat, game)
            badge.name = names[seat] if seat < len(names) else ""
            badge.level = players[seat].level
            badge.timer_room = countdown and players[seat].is_human
            badge.setPos(LAYOUT[spot(seat)].badge)
            across, down = BADGE_GROWS_FROM[spot(seat)]  # the outer edge of its glow
            badge.setTransformOriginPoint(across * (WIDTH / 2 + GLOW), down * (HEIGHT / 2 + GLOW))
            badge.taller_up = BADGE_TALLER_UP[spot(seat)]
            badge.setScale(self._scale)
            badge.text_gain = self._text_gain
            self._scene.addItem(badge)
            self._badges.append(badge)

    def set_scale(self, scale: float, text_gain: float = 1.0) -> None:
        """The badges ``scale`` times their base size, each growing away from the cards, and
        their texts ``text_gain`` times larger again inside them."""
        self._scale = scale
        self._text_gain = text_gain
        for badge in self._badges:
            badge.setScale(scale)
            if badge.text_gain != text_gain:
                badge.text_gain = text_gain
                badge.update()

    def start_deal(self, event: DealStarted) -> None:
        """The dealer and the Hakem marked; no tricks, calls or turns yet."""
        for seat, badge in enumerate(self._badges):
            badge.prepareGeometryChange()  # the person's plate may gain or lose its chips' row
            badge.is_dealer = seat == event.dealer
            badge.is_hakem = seat == event.hakem
            badge.tricks = badge.given = 0  # a concession's tricks were the last deal's
            badge.call = None
            badge.call_locked = False
            badge.to_act = False
            badge.seconds_left = None
            badge.refresh()

    def done_acting(self, seat: int) -> None:
        badge = self._badges[seat]
        badge.to_act = False
        badge.thinking = False
        badge.seconds_left = None
        badge.refresh()

    def call_locked(self, seat: int) -> None:
        self._badges[seat].call_locked = True
        self.done_acting(seat)  # drawn once, locked and done

    def show_calls(self, calls: Sequence[int | None]) -> None:
        for seat, badge in enumerate(self._badges):
            badge.call = calls[seat]
            badge.refresh()

    def restore_calls(self, calls: Sequence[int | None], locked: Sequence[bool]) -> None:
        """The calls of a resumed deal as they stand (drawn with the next refresh)."""
        for seat, badge in enumerate(self._badges):
            if calls[seat] is not None:
                badge.call = calls[seat]
            badge.call_locked = locked[seat]

    def show_won(self, won_words: bool) -> None:
        """Under Double Sar, each seat's count says it is the tricks it won (its side's count
        being the tricks that count)."""
        for badge in self._badges:
            badge.won_words = won_words
            badge.refresh()

    def show_tricks(self, counts: Sequence[int], seats: Sequence[int] = range(4),
                    given: Sequence[int] = (0, 0, 0, 0)) -> None:
        """The tricks of ``seats`` (every seat unless told), and those ``given`` to each by
        a concession."""
        for seat in seats:
            self._badges[seat].tricks = counts[seat]
            self._badges[seat].given = given[seat]
            self._badges[seat].refresh()

    def turn_started(self, seat: int, state: MatchState) -> None:
        """Mark the seats to act; while calling, one at a time as each turn is announced."""
        to_act = state.to_act()
        for s, badge in enumerate(self._badges):
            badge.to_act = s in to_act and (
                state.phase != Phase.CALLING or s == seat or badge.to_act
            )
            badge.refresh()

    def settled(self, state: MatchState) -> None:
        """Mark every seat to act (not one whose call is locked)."""
        to_act = state.to_act()
        for s, badge in enumerate(self._badges):
            badge.to_act = s in to_act and not (
                state.phase == Phase.CALLING and badge.call_locked
            )
            badge.refresh()

    def nobody_to_act(self) -> None:
        """The deal is over before its last card (conceded): no seat's turn, no bot thinking,
        no countdown left on any plate."""
        for seat in range(len(self._badges)):
            self.done_acting(seat)

    def thinking(self, seat: int) -> None:
        self._badges[seat].thinking = True
        self._badges[seat].refresh()

    def timer_ticked(self, seat: int, seconds: int) -> None:
        self._badges[seat].seconds_left = seconds
        self._badges[seat].timer_paused = False
        self._badges[seat].update()

    def set_countdown(self, countdown: bool, players: Sequence[SeatPlayer]) -> None:
        """The match has a turn timer now (``countdown``) or none: the people's plates keep
        the room of their countdown, or show none."""
        for seat, badge in enumerate(self._badges):
            badge.timer_room = countdown and players[seat].is_human
            if not countdown:
                badge.seconds_left = None
            badge.refresh()

    def timer_paused(self, seat: int, paused: bool) -> None:
        self._badges[seat].timer_paused = paused
        self._badges[seat].update()

    def set_names(self, names: Sequence[str]) -> None:
        for seat, badge in enumerate(self._badges):
            badge.name = names[seat]
            badge.refresh()

    def refresh(self) -> None:
        """Every badge drawn again (their texts are built when painted)."""
        for badge in self._badges:
            badge.refresh()
