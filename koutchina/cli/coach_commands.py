"""``koutchina-cli review FILE`` and ``koutchina-cli hint FILE``: the coach without a window."""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from ..app.coach_texts import reason_text, whole_percent
from ..app.texts import card_name
from ..bots import make_bot
from ..bots.appraisal import ChoiceValue
from ..coach import DealReview, Hint, hint_for, match_start, review_match, seat_seed
from ..coach.departure import AGAINST, MADE, TRICKS, Departure
from ..coach.hint import LEVEL, UNDERRATED, standing
from ..coach.review import SAME, DecisionReview, Hindsight
from ..coach.table_moves import table_tricks
from ..engine import (
    Action,
    Game,
    GameInfo,
    MatchState,
    PlayCard,
    action_to_json,
    game_info,
    make_rules,
    new_match,
)
from ..engine.rules import ScoreUnit
from ..storage import LoadedMatch, MatchFileError, read_match_file
from .values import SEED, seat, whole

GAMES = tuple(game.value for game in Game)
# why a choice other than the advice is not advised though it rates as high or higher (the
# standings of koutchina.coach), in the words of the hint panel and the review window
STANDING_WORDS = {
    LEVEL: "as good within the margin of error",
    UNDERRATED: "rated higher by play-outs that underrate a long trump",
    SAME: "rates the same",
}


def register(subparsers: Any) -> None:
    review = subparsers.add_parser(
        "review",
        help="review a saved match's deals for one seat: each decision against the analysis's",
    )
    review.add_argument("file", type=Path, metavar="FILE")
    review.add_argument("--deal", type=whole(1, 1000), default=None,
                        help="only this deal (counted from 1)")
    review.add_argument("--seat", type=seat, default=None,
                        help="the seat to review, 0 to 3 or its name (south, east, north, "
                             "west; default: the person's seat, else 0)")
    review.add_argument("--json", action="store_true", help="print JSON instead of text")
    review.set_defaults(func=run_review)
    hint = subparsers.add_parser(
        "hint", help="the hint for a seat at the end of an unfinished saved match"
    )
    hint.add_argument("file", type=Path, metavar="FILE")
    hint.add_argument("--seat", type=seat, required=True,
                      help="the seat to advise, 0 to 3 or its name (south, east, north, west)")
    hint.add_argument("--json", action="store_true", help="print JSON instead of text")
    hint.set_defaults(func=run_hint)


def register_bench(targets: Any) -> None:
    bench = targets.add_parser(
        "review",
        help="the review's estimated cost of random, medium and hard in one seat, and its time",
    )
    bench.add_argument("--game", choices=GAMES, required=True)
    bench.add_argument("--deals", type=whole(1, 10_000), default=50, help="deals per level")
    bench.add_argument("--seed", type=SEED, default=1, help="first match seed")
    bench.add_argument(
        "--independent", action="store_true",
        help="seat 0's bot searches with another seed than the review, so that hard's cost "
             "measures the analysis's own noise instead of being 0 by construction")
    bench.set_defaults(func=run_bench_review)


def run_bench_review(args: argparse.Namespace) -> int:
    """Seat 0 played by each level (the others medium) over the same deals; the review of seat 0
    with the seed the table would give a hard bot there."""
    import statistics
    import time

    rules = make_rules(args.game, {})
    shift = 1_000_003 if args.independent else 0  # seat 0's bot: another sample of deals
    print(f"{args.game}: {args.deals} deals per level, seat 0 reviewed, first seed {args.seed}"
          + (", seat 0 searching with another seed" if args.independent else ""))
    for level in ("random", "medium", "hard"):
        cost, decisions, seconds = 0.0, 0, []
        for number in range(args.deals):
            seed = args.seed + number
            state = new_match(rules, seed)
            start = state.clone()
            bots = [make_bot(level if s == 0 else "medium", seat_seed(seed, s) + (shift if s == 0
                             else 0)) for s in range(4)]
            actions: list[Action] = []
            while state.deal_index == 0:
                seat = state.to_act()[0]
                action = bots[seat].choose(state.view(seat)).action
                actions.append(action)
                state.apply(action)
            began = time.perf_counter()
            review = review_match(start, actions, 0, seat_seed(seed, 0), 0)[0]
            seconds.append(time.perf_counter() - began)
            cost += review.total_cost
            decisions += len(review.decisions)
        seconds.sort()
        p95 = seconds[min(len(seconds) - 1, int(0.95 * len(seconds)))]
        print(f"  {level:<7} total cost {cost:8.2f}  per deal {cost / args.deals:6.3f}  "
              f"decisions {decisions:5d}  review time per deal: median "
              f"{statistics.median(seconds):.2f} s, p95 {p95:.2f} s")
    return 0


def _load(path: Path) -> LoadedMatch | None:
    try:
        return read_match_file(path)
    except MatchFileError as error:
        print(error.message)
        return None


def run_review(args: argparse.Namespace) -> int:
    loaded = _load(args.file)
    if loaded is None:
        return 1
    record = loaded.saved.record
    seat = args.seat if args.seat is not None else (loaded.saved.person_seat or 0)
    deals = len(record.deals)
    if args.deal is not None and args.deal > deals:
        print(f"{args.file}: the match has {deals} deal(s), not {args.deal}")
        return 2
    start, actions = match_start(record)
    deal = args.deal - 1 if args.deal is not None else None
    reviews = review_match(start, actions, seat, seat_seed(record.seed or 0, seat), deal)
    marks = loaded.saved.practice_log.table_marks if seat == loaded.saved.person_seat else []
    parts = [review.apart(table_tricks(loaded.state, marks, review.deal_index))
             for review in reviews]
    if args.json:
        print(json.dumps([_review_json(own, table) for own, table in parts], indent=2))
    else:
        for own, table in parts:
            print(_review_text(own, start, table))
    return 0


def run_hint(args: argparse.Namespace) -> int:
    loaded = _load(args.file)
    if loaded is None:
        return 1
    state: MatchState = loaded.state
    if state.is_over:
        print(f"{args.file}: the match is over; there is nothing to advise")
        return 2
    if args.seat not in state.to_act():
        waiting = ", ".join(str(s) for s in state.to_act())
        print(f"{args.file}: seat {args.seat} has nothing to do now (to act: seat {waiting})")
        return 2
    record = loaded.saved.record
    hint = hint_for(state.view(args.seat), seat_seed(record.seed or 0, args.seat))
    print(json.dumps(_hint_json(hint), indent=2) if args.json else _hint_text(hint))
    return 0


# ----- text and JSON ---------------------------------------------------------------------------


def _choice_json(choice: ChoiceValue) -> dict[str, Any]:
    return {
        "action": action_to_json(choice.action),
        "text": str(choice.action),
        "value": round(choice.value, 3),  # what the search decides on
        # Court Piece, Hokm: the deal's own points (the value less the trick margin's bonus),
        # as the panel shows them, and the other side's tricks; null in Hand
        "points": None if choice.points is None else round(choice.points, 3),
        "against": None if choice.against is None else round(choice.against, 3),
        "tricks": round(choice.tricks, 3),
        "made": None if choice.made is None else round(choice.made, 3),
        "playouts": choice.playouts,
    }


def _choice_text(choice: ChoiceValue, by_calls: bool) -> str:
    """One weighed choice: by the calls it makes (a game of calls), else by tricks."""
    if choice.playouts == 0:
        return f"{_what(choice.action)}: the only sensible choice"
    if by_calls:
        return (f"{_what(choice.action)}: call made in {whole_percent(choice.made)}% of the "
                f"deals that fit what the seat has seen ({choice.value:+.1f} points expected)")
    return (f"{_what(choice.action)}: {choice.tricks:.1f} tricks expected for the side "
            f"({choice.counted:+.2f} expected)")


def _what(action: Action) -> str:
    """An action without its seat, a card as a player reads it ("plays 8♥")."""
    if isinstance(action, PlayCard):
        return f"plays {card_name(action.card)}"
    text = str(action)
    return text.split(" ", 2)[2] if text.startswith("seat ") else text


def _hint_json(hint: Hint) -> dict[str, Any]:
    """The reason is the one the hint panel gives (``Hint.shown_reason``), and each choice
    rated higher than the advice says why it is not advised (its ``standing``)."""
    return {
        "seat": hint.seat,
        # the card the text names, of equal ones, and the one of its run the search weighed
        "advised": _choice_json(hint.shown_choice) | {
            "weighed_as": str(hint.advised.action)},
        "reason": hint.shown_reason,
        "target_reason": hint.target_reason,
        "departure": _departure_json(hint.departure),
        "best": [_choice_json(choice) | {"standing": standing(hint.appraisal, choice)}
                 for choice in hint.best()],
    }


def _hint_text(hint: Hint) -> str:
    """As the hint panel says it: the advice and its reason, then the other choices in the
    panel's groups (``Hint.others``), those rated higher under why they are not advised."""
    by_calls = game_info(hint.game).has_calls
    if hint.departure is not None:  # another card than the usual rules': why, by figures
        why = f"({_departure_text(hint.departure, hint.game)})"
    else:
        why = "(" + "; ".join(reason_text(key) for key in (hint.shown_reason, hint.target_reason)
                              if key) + ")"
    advised = hint.shown_choice  # named as the panel names it
    lines = [f"seat {hint.seat}: {_what(advised.action)} {why}",
             f"  {_choice_text(advised, by_calls)}"]
    for key, choices in hint.others():
        lines.append(f"  {STANDING_WORDS[key]}:" if key else "  next best:")
        lines += [f"    {_choice_text(choice, by_calls)}" for choice in choices]
    return "\n".join(lines)


def _departure_json(departure: Departure | None) -> dict[str, Any] | None:
    """The card the usual rules of good play choose where the advice is another, and the
    figure by which the advice does better, both as rounded in the text."""
    if departure is None:
        return None
    return {"rules": _choice_json(departure.rules), "figure": departure.figure,
            "advised_shown": departure.advised_shown, "rules_shown": departure.rules_shown}


def _departure_text(departure: Departure, game: str) -> str:
    """What the hint panel says of an advice that departs from the usual rules of good play,
    in the command line's English: "the usual rules of good play would play A♦, but 10♣ does
    better: in the deals that fit what you have seen, you make your call in 75% of them with
    it, against 30%"."""
    mine, theirs = departure.advised_shown, departure.rules_shown
    if departure.figure == MADE:
        figures = f"you make your call in {mine:.0f}% of them with it, against {theirs:.0f}%"
    elif departure.figure == TRICKS:
        figures = f"your side takes {mine:.1f} tricks on average with it, against {theirs:.1f}"
    elif departure.figure == AGAINST:
        figures = (f"the other side takes {mine:.1f} tricks on average with it, against "
                   f"{theirs:.1f}")
    elif game_info(game).has_calls:
        figures = f"you can expect {mine:+.1f} points with it, against {theirs:+.1f}"
    else:
        figures = (f"your side can expect {mine:+.2f} {_unit(game)} with it, against "
                   f"{theirs:+.2f}")
    def named(action: Action) -> str:
        return card_name(action.card) if isinstance(action, PlayCard) else str(action)

    return (f"the usual rules of good play would play {named(departure.rules.action)}, but "
            f"{named(departure.advised.action)} does better: in the deals that fit what you "
            f"have seen, {figures}")


def _review_json(review: DealReview, table: tuple[DecisionReview, ...] = ()) -> dict[str, Any]:
    sight = review.hindsight
    return {
        "deal": review.deal_index + 1,
        "seat": review.seat,
        "total_cost": round(review.total_cost, 3),  # of the seat's own decisions
        # the moves the table made for the seat (time ran out), not weighed: their tricks
        "played_by_table": [d.trick for d in table],
        "decisions": [
            {
                "trick": d.trick,
                # named by the card played; "weighed_as": the card of its run the analysis
                # weighed (the lowest), or the trump with the target it weighed
                "chosen": _choice_json(d.chosen_figures) | {
                    "played": str(d.chosen), "weighed_as": str(d.chosen_value.action)},
                "advised": _choice_json(d.advised_value),
                "reason": d.reason,
                "cost": round(d.cost, 3),  # what the search weighs
                # what a player counts of it (the review window's figure): the score, or the
                # deal's points or courts for the side ("value"), else the side's tricks
                # ("tricks") or the other side's ("against")
                "given_up": {"amount": round(d.given_up.amount, 3), "unit": d.given_up.unit},
                "standing": d.standing,
                "departure": _departure_json(d.departure),
                "costliest": d in review.costliest,
            }
            for d in review.decisions
        ],
        "conceded_at_trick": review.conceded_at,
        # a claim of the rest by any seat: from its trick the table played every card
        "claimed": None if review.claimed is None else {
            "seat": review.claimed.seat, "trick": review.claimed.trick},
        "hindsight": None if sight is None else {
            "from_trick": sight.from_trick,
            "tricks_left": sight.tricks_left,
            "tricks_played": sight.tricks_played,
            "best_tricks": sight.best_tricks,
            "taken": sight.taken,
            "call_possible": sight.call_possible,
            "call_made": sight.call_made,
        },
    }


def _unit(game: str) -> str:
    """The game's unit of score in the command line's words."""
    return "courts" if game_info(game).score_unit == ScoreUnit.COURTS else "points"


def _given_up(d: DecisionReview, game: str) -> str:
    """What a decision cost, counted and rounded as the review window says it
    (``DecisionReview.given_up``: the score in Hand, else the deal's points or courts for the
    side, or the tricks where it gives up none), or, as the window says, why a choice as high
    or higher than the advice gives up nothing (``DecisionReview.standing``)."""
    if d.cost > 0.0 or d.standing is None:
        lost = d.given_up
        if lost.unit == TRICKS:
            return f"cost {lost.amount:.1f} tricks fewer for the side"
        if lost.unit == AGAINST:
            return f"cost {lost.amount:.1f} tricks more for the other side"
        return f"cost {lost.amount:.{1 if game_info(game).has_calls else 2}f} {_unit(game)}"
    return f"nothing given up: {STANDING_WORDS[d.standing]}"


def _review_text(review: DealReview, start: MatchState,
                 table: tuple[DecisionReview, ...] = ()) -> str:
    """As the review window says it: each decision's cost, never added up (each is an
    expectation over different deals), and the moves the table made for the seat in their
    place, said but not weighed."""
    info = game_info(start.game)
    deal = "round" if info.in_rounds else "deal"  # Hand is played in rounds
    advised = sum(1 for d in review.decisions if d.agrees)
    lines = [f"{deal.capitalize()} {review.deal_index + 1}, seat {review.seat}: "
             f"{len(review.decisions)} decisions weighed, {advised} as advised"]
    in_order = sorted(review.decisions + table, key=lambda d: d.trick)
    for d in in_order:
        lines += _decision_lines(d, review, start.game, d in table)
    if review.conceded_at is not None:
        lines.append(f"   trick {review.conceded_at}: conceded the rest of the {deal} "
                     "(not weighed)")
    if review.claimed is not None:
        lines.append(f"   trick {review.claimed.trick}: seat {review.claimed.seat} claimed the "
                     f"rest of the {deal}; the table played every card from there "
                     "(not weighed)")
    if review.hindsight is not None:
        lines.append(f"  Hindsight (all cards known): {_hindsight_text(review.hindsight, info)}")
    return "\n".join(lines)


def _decision_lines(d: DecisionReview, review: DealReview, game: str, by_table: bool
                    ) -> list[str]:
    where = "call/trump" if d.trick == 0 else f"trick {d.trick}"
    if by_table:
        return [f"   {where}: {_what(d.chosen)}, chosen by the table when time ran out; "
                "not weighed"]
    mark = "!" if d in review.costliest else " "
    if d.agrees:
        return [f" {mark} {where}: {_what(d.chosen)} (as advised)"]
    why = reason_text(d.reason) if d.departure is None else _departure_text(d.departure, game)
    by_calls = game_info(game).has_calls
    return [f" {mark} {where}: {_what(d.chosen)}, advised {_what(d.advised)} "
            f"({why}), {_given_up(d, game)}",
            f"      yours:   {_choice_text(d.chosen_figures, by_calls)}",
            f"      advised: {_choice_text(d.advised_figures, by_calls)}"]


def _hindsight_text(sight: Hindsight, info: GameInfo) -> str:
    """What the review window says of the hindsight, in the command line's English."""
    whose = "your side" if info.partnerships else "you"
    start = f"from trick {sight.from_trick}, "
    if sight.call_possible is not None:  # Hand: the call is the aim, not the most tricks
        made = "could" if sight.call_possible else "could not"
        first = "call made; " if sight.call_made else ""
        return (f"{first}{start}the call {made} have been made for sure against perfect play; "
                f"took {sight.taken} of the last {sight.tricks_left}")
    if sight.ended_early and sight.tricks_played is not None:  # Hokm stopped at seven
        last = sight.from_trick + sight.tricks_played - 1
        sure = (f"no further trick was sure for {whose}" if sight.best_tricks == 0 else
                f"{whose} could have been sure of {sight.best_tricks} more "
                f"trick{'s' if sight.best_tricks > 1 else ''}")
        line = (f"{start}{sure} before either side had seven, against perfect play; took "
                f"{sight.taken} before the deal stopped after trick {last}")
    elif sight.best_tricks == 0:
        line = (f"{start}no trick of the last {sight.tricks_left} was sure for {whose} against "
                f"perfect play; took {sight.taken}")
    else:
        line = (f"{start}{whose} could have been sure of {sight.best_tricks} of the last "
                f"{sight.tricks_left} tricks against perfect play; took {sight.taken}")
    return line
