"""A saved match cut into steps for the Replay window: each deal dealt, then card by card.

Every step holds what a spectator with all cards face up sees: the four hands, the cards on the
table, the calls, trump, tricks taken and the scores. Only deals played to their end: the deal
of a match still being played would show the person every hidden card (and, between two deals,
the next deal's before anyone has called). No Qt here.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine import Card, MatchState, game_info, parse_card
from ..engine.events import DealScored
from ..engine.record import DealEntry
from ..engine.rules import rules_from_json
from .saves import SavedMatch


@dataclass(frozen=True)
class ReplayStep:
    deal: int  # 0-based deal index
    tricks_done: int  # completed tricks of this deal shown so far (the one on the table too)
    hands: tuple[tuple[Card, ...], ...]  # what each seat still holds
    # the trick on the table, its cards in the order played: just won, or a card or more of
    # it (who led and who followed with what shows nowhere in a finished trick's four cards)
    table: tuple[tuple[int, Card], ...]
    winner: int | None  # who won the trick on the table (None: in progress or none)
    dealer: int
    hakem: int | None
    trump: str | None  # suit letter
    no_trump: bool
    bid_target: int | None  # Court Piece bidding: the tricks the Hakem's side must take
    calls: tuple[int | None, ...] | None  # Hand
    trick_counts: tuple[int, ...]  # per seat (Hand) or side, so far in this deal
    deal_scores: tuple[int, ...] | None  # set on the deal's last step once it is scored
    totals: tuple[int, ...]  # running totals at this step
    outcome: str | None
    # the engine's event for the deal (set with ``deal_scores``, from the replayed match): what
    # the deal summary said besides the scores (courts doubled, a streak court ...)
    scored: DealScored | None = None
    conceded_by: int | None = None  # with ``scored``: the side that conceded the deal's rest
    # a hidden trump (Court Piece's house rule): the trick it was shown in (0-based; None: never
    # shown) and the seat that asked for it (the Hakem: showed it), for every step of the deal
    trump_hidden: bool = False
    trump_shown_at: int | None = None
    trump_shown_by: int | None = None
    # the rest of the deal given up by a concession, from this trick (1-based) to the last,
    # shown as one step (the board bare, the tricks counted to the seat the engine credits,
    # ``winner``); None on every other step
    conceded_from: int | None = None

    @property
    def trick_number(self) -> int:
        """The trick on the table, from 1: just won, or under way (0: the cards as dealt)."""
        return self.tricks_done + (1 if self.table and self.winner is None else 0)

    @property
    def trump_seen(self) -> bool:
        """Whether a hidden trump had been shown by this step: in an earlier trick, or in the
        one on the table once the seat that had it shown has played."""
        at = self.trump_shown_at
        if at is None or at > self.trick_number - 1:
            return False
        if at < self.trick_number - 1 or self.winner is not None:
            return True
        return any(seat == self.trump_shown_by for seat, _card in self.table)


def _step(
    deal: DealEntry, hands: list[list[Card]], counts: list[int], totals: tuple[int, ...],
    done: int, table: tuple[tuple[int, Card], ...], winner: int | None, scored: bool,
    event: DealScored | None = None, conceded_by: int | None = None,
    shown: tuple[bool, int | None] = (False, None), conceded_from: int | None = None,
) -> ReplayStep:
    return ReplayStep(
        deal=deal.index, tricks_done=done,
        hands=tuple(tuple(hand) for hand in hands), table=table, winner=winner,
        dealer=deal.dealer, hakem=deal.hakem, trump=deal.trump, no_trump=deal.no_trump,
        bid_target=deal.bid_target,
        calls=tuple(deal.calls) if deal.calls is not None else None,
        trick_counts=tuple(counts),
        deal_scores=tuple(deal.scores) if scored and deal.scores else None,
        totals=tuple(deal.totals) if scored and deal.totals else totals,
        outcome=deal.outcome if scored else None,
        scored=event if scored else None,
        conceded_by=conceded_by if scored else None,
        trump_hidden=shown[0], trump_shown_at=deal.trump_revealed_at, trump_shown_by=shown[1],
        conceded_from=conceded_from,
    )


def replay_steps(saved: SavedMatch, state: MatchState | None = None) -> list[ReplayStep]:
    """The steps of ``saved``'s deals played to their end; with its replayed ``state``, each
    deal's event as the engine scored it."""
    record = saved.record
    info = game_info(saved.game)
    columns = info.scorers
    totals: tuple[int, ...] = (0,) * columns
    steps: list[ReplayStep] = []
    hides = rules_from_json(record.rules).trump_may_hide
    # each trump shown, in order, one a deal at most: whose turn it was
    askers = iter([int(action["seat"]) for action in record.actions
                   if action.get("type") == "reveal"])
    for deal in record.deals:
        asker = next(askers, None) if deal.trump_revealed_at is not None else None
        shown = (hides and not deal.no_trump, asker)
        if deal.scores is None:  # still being played: its cards are hidden at the table
            continue
        hands = [[parse_card(text) for text in hand] for hand in deal.hands]
        counts = [0] * columns
        event = _scored_by(state, deal.index)
        conceded_by = state.deals[deal.index].conceded_by if event is not None and state else None
        steps.append(_step(deal, hands, counts, totals, 0, (), None, False, shown=shown))
        conceded_from = None  # the first trick a concession gave up
        for done, trick in enumerate(deal.tricks, start=1):
            plays = tuple((seat, parse_card(text)) for seat, text in trick.plays)
            given_up = len(plays) < 4  # a concession: its cards so far, or none
            if given_up and conceded_from is None:
                conceded_from = done
            for played, (seat, card) in enumerate(plays, start=1):  # the trick under way
                hands[seat].remove(card)
                if played < 4:
                    steps.append(_step(deal, hands, counts, totals, done - 1, plays[:played],
                                       None, False, shown=shown))
            if trick.counted:
                counts[info.scorer_of(trick.winner)] += 1
            last = done == len(deal.tricks)
            if given_up and not last:
                continue  # the rest of the deal given up: one step, at its end
            steps.append(_step(deal, hands, counts, totals, done, () if given_up else plays,
                               trick.winner, last, event, conceded_by, shown, conceded_from))
        if deal.totals is not None:
            totals = tuple(deal.totals)
    return steps


def unfinished_deal(saved: SavedMatch) -> int | None:
    """The 0-based index of the deal still being played in ``saved`` (not in its replay), if
    any."""
    deals = saved.record.deals
    return deals[-1].index if deals and deals[-1].scores is None else None


def _scored_by(state: MatchState | None, deal: int) -> DealScored | None:
    """The event the engine scored deal ``deal`` of the replayed ``state`` with, if it did."""
    if state is None or deal >= len(state.deals):
        return None
    return state.deals[deal].scored
