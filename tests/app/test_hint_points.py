"""The hint's figures in Court Piece and Hokm are points (or courts) a deal can give: a player
read "+1.60 points expected for your side" at 3 tricks each, with no Kot left possible, where
a deal was worth 1 point at most (the search weighs a fifth of a point a trick of margin
besides, which is its own business). And no choice listed after the advice shows more points
than it: one that reads above it is as good within the margin of error."""

from __future__ import annotations

import re

from koutchina.bots import make_bot, seat_seed
from koutchina.coach import Hint, hint_for
from koutchina.engine import MatchState, make_rules, new_match

from .test_hint_agrees import MINUS, shown

SIGNED = re.compile(f"(?<![0-9])[+{MINUS}][0-9]+[.][0-9]+")


def _figure(text: str) -> float:
    return float(text.replace(MINUS, "-").replace("+", ""))


def _no_kot_left(state: MatchState) -> bool:
    """Both sides have a trick: the deal is worth 1 point to its winner (default Hokm)."""
    view = state.view(0)
    return min(view.tricks_won[0], view.tricks_won[1]) >= 1


def _hints(game: str, seed: int, wanted: int) -> list[tuple[MatchState, Hint]]:
    """South's hints in the first deal of a match of medium bots, once both sides have a
    trick, where South has a real choice (``wanted`` at most)."""
    state = new_match(make_rules(game, {}), seed)
    bots = [make_bot("medium", seat_seed(seed, seat)) for seat in range(4)]
    found = []
    while state.deal_index == 0 and len(found) < wanted:
        seat = state.to_act()[0]
        view = state.view(seat)
        if seat == 0 and _no_kot_left(state) and len(view.legal_cards()) > 1:
            hint = hint_for(view, seat_seed(seed, 0), budget=240)
            if hint.advised.playouts:
                found.append((state.clone(), hint))
        state.apply(bots[seat].choose(view).action)
    return found


def test_a_hokm_hint_never_expects_more_points_than_the_deal_can_give(
        qapp, english: None) -> None:  # type: ignore[no-untyped-def]
    checked = 0
    for seed in (4, 11, 23):
        for _state, hint in _hints("hokm", seed, 4):
            advice, figures = shown(hint)
            # every signed figure, in the advice's words or under them, is points (the tricks
            # are unsigned): "can expect +0.62 points with it, against +0.55", "(+0.64, ...)"
            signed = SIGNED.findall(advice + "\n" + figures)
            assert signed, (advice, figures)
            assert all(-1.0 <= _figure(points) <= 1.0 for points in signed), (advice, figures)
            checked += 1
    assert checked >= 6


def test_no_choice_listed_after_the_advice_shows_more_points_than_it(
        qapp, english: None) -> None:  # type: ignore[no-untyped-def]
    """A choice whose points read above the advice's (the search preferred the advice by its
    trick margin, within the noise) is "as good within the margin of error", by name: no
    figure of it to read against the advice's."""
    checked = level = 0
    for game, seed in (("hokm", 4), ("court-piece", 5), ("hokm", 11), ("court-piece", 8)):
        for _state, hint in _hints(game, seed, 6):
            advice, figures = shown(hint)
            lines = figures.split("\n")
            # the advice's points: in its words where it departs from the rules' card by them,
            # else first under them
            advised = _figure(SIGNED.findall(advice + "\n" + lines[0])[0])
            for line in lines[1:]:
                if line.startswith("As good within the margin of error"):
                    assert "(" not in line, line  # by name only
                    level += 1
                    continue
                assert line.startswith(("Next best: ", "Rated higher by ")), line
                numbers = [_figure(number) for number in SIGNED.findall(line)]
                if line.startswith("Next best: "):
                    assert all(number <= advised for number in numbers), figures
                assert numbers == sorted(numbers, reverse=True), figures  # best first
                checked += len(numbers)
    assert checked >= 10 and level >= 1
