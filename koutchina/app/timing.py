"""How long things take on the table, from the animation speed the player chose."""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..engine.events import (
    CallsRevealed,
    CardPlayed,
    DealScored,
    DealStarted,
    Event,
    HakemDrawn,
    TrickWon,
    TrumpNamed,
    TrumpRevealed,
)
from ..engine.state import MatchState
from ..storage.settings import CHOSEN_SPEEDS, Speed

SPEEDS = CHOSEN_SPEEDS  # in the order the menus list them


@dataclass(frozen=True)
class Timing:
    """Durations in milliseconds. ``off`` makes every move instant; ``max`` also skips pauses."""

    move_ms: int  # a card gliding from a hand to the trick
    trick_pause_ms: int  # a completed trick stays in the centre
    gather_ms: int  # the trick gathers toward its winner
    deal_card_ms: int  # the gap between two dealt cards
    deal_glide_ms: int  # one dealt card gliding to its seat
    bot_pause_ms: int  # the least time between two bot moves
    auto_next_deal: bool  # go on to the next deal without waiting for the player
    deal_summary_ms: int  # with auto_next_deal: how long the summary shows
    lift_ms: int = 0  # a playable card rising under the pointer (0: at once)
    # the trick that ends a deal stays in the centre, its winning card framed, before it is
    # gathered and the deal's summary covers the table: the time to read who took it (in Hand,
    # who made or broke a call). It stayed as long as any trick, and the summary came a second
    # later (a player's review)
    last_trick_pause_ms: int = 0

    @property
    def instant(self) -> bool:
        return self.move_ms == 0

    @property
    def draw_card_ms(self) -> int:
        """The gap between two cards of the first-Hakem draw."""
        return self.deal_card_ms * 4

    def hakem_draw_ms(self, cards: int) -> int:
        """How long the first-Hakem draw of ``cards`` cards stays on show: its cards laid one
        by one, then the time to read who is Hakem against the cards (the table announces it
        once the last card lies)."""
        if self.instant:
            return 0
        return self.hakem_announced_ms(cards) + HAKEM_DRAW_READING_MS

    def hakem_announced_ms(self, cards: int) -> int:
        """When the first Hakem is announced, from the draw's start: once its last card lies."""
        return cards * self.draw_card_ms + self.move_ms

    def ending_deal(self) -> Timing:
        """The durations while the trick that ends a deal is on show: it stays
        ``last_trick_pause_ms`` rather than ``trick_pause_ms`` (never less), then gathers."""
        return replace(self, trick_pause_ms=max(self.trick_pause_ms, self.last_trick_pause_ms))

    def brisk(self) -> Timing:
        """The pace of a claim being played out: every card is still seen going to the trick
        and every trick to its winner, but a claimed deal ends in a few seconds, not a quarter
        of a minute. Never slower than the chosen speed."""
        return replace(
            self,
            move_ms=min(self.move_ms, BRISK_MOVE_MS),
            trick_pause_ms=min(self.trick_pause_ms, BRISK_TRICK_PAUSE_MS),
            last_trick_pause_ms=min(self.last_trick_pause_ms, BRISK_TRICK_PAUSE_MS),
            gather_ms=min(self.gather_ms, BRISK_GATHER_MS),
            bot_pause_ms=0,
        )


# the draw's cards kept in view once the first Hakem is announced: a player's review found
# them gone a second later (1.1 s), before the cards could be read against the words
HAKEM_DRAW_READING_MS = 2600
BRISK_MOVE_MS = 60
BRISK_TRICK_PAUSE_MS = 200
BRISK_GATHER_MS = 120
# how long the trick that ends a deal stays in the centre at each speed: at the normal speed
# as long as the first Hakem's draw is kept to be read (HAKEM_DRAW_READING_MS); about three
# times a trick's pause, the fast speed still brisk, the slow one not dragging on
LAST_TRICK_PAUSES_MS = {"fast": 1400, "normal": HAKEM_DRAW_READING_MS, "slow": 3600}


def timing_for(speed: str, bot_pause_ms: int = 600, auto_next_deal: bool = False) -> Timing:
    if speed == Speed.MAX:
        return Timing(0, 0, 0, 0, 0, 0, True, 0)
    if speed == Speed.OFF:
        return Timing(0, 0, 0, 0, 0, bot_pause_ms, auto_next_deal, 1500)
    table = {
        "fast": (140, 450, 200, 10, 160),
        "normal": (260, 850, 320, 22, 260),
        "slow": (420, 1400, 480, 40, 380),
    }
    lifts = {"fast": 80, "normal": 130, "slow": 190}
    move, pause, gather, deal_gap, deal_glide = table.get(speed, table["normal"])
    return Timing(move, pause, gather, deal_gap, deal_glide, bot_pause_ms, auto_next_deal, 2500,
                  lifts.get(speed, lifts["normal"]),
                  LAST_TRICK_PAUSES_MS.get(speed, LAST_TRICK_PAUSES_MS["normal"]))


def shown_for_ms(event: Event, timing: Timing, state: MatchState) -> int:
    """How long the table takes to show ``event`` (``state``: the match it came from) before
    the next event is shown; 0 for what is shown at once."""
    if isinstance(event, CardPlayed):
        return timing.move_ms
    if isinstance(event, TrickWon):  # the deal's last: ``timing.ending_deal()`` (controller)
        return timing.trick_pause_ms + timing.gather_ms
    if isinstance(event, CallsRevealed):
        return 0 if timing.instant else 700
    if isinstance(event, TrumpNamed):  # the rest of the cards are dealt
        rest = sum(state.view(0).hand_sizes) - 4 * int(getattr(state, "first_batch", 0))
        return _deal_ms(timing, max(0, rest)) + (0 if timing.instant else 500)
    if isinstance(event, TrumpRevealed):
        return 0 if timing.instant else 600
    if isinstance(event, DealStarted):
        first = event.first_batch * 4 if event.first_batch else len(event.deal_order)
        return _deal_ms(timing, first)
    if isinstance(event, DealScored):  # without auto_next_deal the summary waits for a click
        return timing.deal_summary_ms if timing.auto_next_deal else 0
    if isinstance(event, HakemDrawn):
        return timing.hakem_draw_ms(len(event.draws))
    return 0


def _deal_ms(timing: Timing, cards: int) -> int:
    if timing.instant or cards == 0:
        return 0
    return cards * timing.deal_card_ms + timing.deal_glide_ms
