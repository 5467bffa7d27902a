"""koutchina-cli hint and review say what the window says: the reason the hint panel gives the
advice (not the search's own, when another choice rates higher), the choices rated higher
grouped by why they are not advised, and in the review why a choice other than the advice
costs nothing.

The position is a real one (tests/app/test_hint_agrees.py, HEAD_START): Hokm, match seed 19
played by medium bots; South leads the third trick. The analysis advises A♦, medium's card, by
the head start the search gives it: 5♣ rates a little higher, within the noise. The figures
printed are the search's own, computed again here, not copied from its output."""

from __future__ import annotations

import json
from pathlib import Path

from bots.reported_deals import first_deal  # tests/bots, beside this folder
from storage.helpers import saved_of  # tests/storage, beside this folder

from koutchina.app.texts import card_name
from koutchina.bots import make_bot, seat_seed
from koutchina.bots.appraisal import ChoiceValue
from koutchina.bots.search import PRIOR_BONUS
from koutchina.cli.main import main as cli_main
from koutchina.coach import hint_for
from koutchina.coach.hint import LEVEL
from koutchina.engine import Call, MatchState, PlayCard, make_rules, new_match, parse_cards
from koutchina.storage import MatchStore

SEED = 19


def south_leads_the_third_trick() -> MatchState:
    state = new_match(make_rules("hokm", {}), SEED)
    bots = [make_bot("medium", seat_seed(SEED, seat)) for seat in range(4)]
    while not (state.to_act() == (0,) and len(state.view(0).completed_tricks) == 2):
        seat = state.to_act()[0]
        state.apply(bots[seat].choose(state.view(seat)).action)
    return state


def saved_file(state: MatchState, folder: Path) -> Path:
    return MatchStore(folder).save(saved_of(state))


def cli_choice_line(choice: ChoiceValue) -> str:
    """A card as the command line gives it: the side's tricks, one decimal, then the deal's
    expected points, signed, two decimals (not the search's value, its trick margin in it)."""
    card = card_name(choice.action.card)  # type: ignore[attr-defined]
    return (f"plays {card}: {choice.tricks:.1f} tricks expected for the side "
            f"({choice.counted:+.2f} expected)")


def test_the_hint_gives_the_windows_reason_and_groups_the_choices_rated_higher(
        tmp_path, capsys) -> None:  # type: ignore[no-untyped-def]
    state = south_leads_the_third_trick()
    path = saved_file(state, tmp_path)
    assert cli_main(["hint", str(path), "--seat", "0"]) == 0
    # the figures the coach computes for this seat (the seed the command gives the search)
    hint = hint_for(state.view(0), seat_seed(SEED, 0))
    assert str(hint.advised.action) == "seat 0 plays AD"
    groups = dict(hint.others())
    assert "seat 0 plays 5C" in [str(c.action) for c in groups[LEVEL]]
    for choice in groups[LEVEL]:  # rated higher, within the head start given medium's card,
        # or its points reading above the advice's
        assert choice.value - hint.advised.value <= PRIOR_BONUS
        assert (choice.value > hint.advised.value
                or round(choice.counted, 2) > round(hint.advised.counted, 2))
    words = {LEVEL: "  as good within the margin of error:", None: "  next best:"}
    expected = ["seat 0: plays A♦ (the card the usual rules of good play choose, as good as the "
                "best within the margin of error)", f"  {cli_choice_line(hint.advised)}"]
    for key, choices in hint.others():
        expected += [words[key], *(f"    {cli_choice_line(c)}" for c in choices)]
    assert capsys.readouterr().out.splitlines() == expected


def test_the_hint_in_json_gives_the_windows_reason_and_each_choices_standing(
        tmp_path, capsys) -> None:  # type: ignore[no-untyped-def]
    state = south_leads_the_third_trick()
    path = saved_file(state, tmp_path)
    assert cli_main(["hint", str(path), "--seat", "0", "--json"]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert printed["reason"] == "sound_card_level"
    # every card rated higher than the advice is level with it (a card, searched), the others
    # have no standing: as the search rates them for this seat
    hint = hint_for(state.view(0), seat_seed(SEED, 0))
    advised = hint.advised.value
    expected = [(f"{c.action}", "level" if c.value > advised else None) for c in hint.best()]
    assert expected[0] == ("seat 0 plays AD", None) and ("seat 0 plays 5C", "level") in expected
    assert [(c["text"], c["standing"]) for c in printed["best"]] == expected


def test_the_review_says_why_a_card_level_with_the_advice_costs_nothing(
        tmp_path, capsys) -> None:  # type: ignore[no-untyped-def]
    state = south_leads_the_third_trick()
    state.apply(PlayCard(0, parse_cards("5C")[0]))
    path = saved_file(state, tmp_path)
    assert cli_main(["review", str(path), "--seat", "0"]) == 0
    text = capsys.readouterr().out
    assert (" trick 3: plays 5♣, advised plays A♦ (the card the usual rules of good play "
            "choose, as good as the best within the margin of error), nothing given up: "
            "as good within the margin of error\n") in text
    assert cli_main(["review", str(path), "--seat", "0", "--json"]) == 0
    third = json.loads(capsys.readouterr().out)[0]["decisions"][-1]
    assert (third["trick"], third["reason"], third["standing"]) == (
        3, "sound_card_level", "level")



def listed_tricks(lines: list[str]) -> list[int]:
    """The tricks of the review's lines after its heading, in their order."""
    return [int(line.split("trick ")[1].split(":")[0]) for line in lines[1:]
            if line.lstrip(" !").startswith("trick ")]


def reported_hokm_deal(folder: Path) -> Path:
    """Hokm, seed 1 (tests/bots/reported_deals.py): stopped at 3-7 after trick 10; at trick 10
    the person played Q♥, which the analysis weighs with its equal J♥."""
    _start, _actions, after = first_deal("hokm")
    return saved_file(after, folder)


def test_the_review_hindsight_counts_only_the_tricks_played(
        tmp_path, capsys) -> None:  # type: ignore[no-untyped-def]
    path = reported_hokm_deal(tmp_path)
    assert cli_main(["review", str(path), "--seat", "0"]) == 0
    assert ("from trick 9, your side could have been sure of 2 more tricks before either side "
            "had seven, against perfect play; took 1 before the deal stopped after trick 10"
            ) in capsys.readouterr().out
    assert cli_main(["review", str(path), "--seat", "0", "--json"]) == 0
    sight = json.loads(capsys.readouterr().out)[0]["hindsight"]
    assert (sight["tricks_left"], sight["tricks_played"]) == (5, 2)


def test_the_review_names_the_card_played_where_its_equal_card_was_weighed(
        tmp_path, capsys) -> None:  # type: ignore[no-untyped-def]
    path = reported_hokm_deal(tmp_path)
    assert cli_main(["review", str(path), "--seat", "0"]) == 0
    text = capsys.readouterr().out
    assert " trick 10: plays Q♥, advised plays 7♠" in text
    assert "      yours:   plays Q♥: " in text
    assert "J♥" not in text
    assert cli_main(["review", str(path), "--seat", "0", "--json"]) == 0
    tenth = next(d for d in json.loads(capsys.readouterr().out)[0]["decisions"]
                 if d["trick"] == 10)
    assert (tenth["chosen"]["text"], tenth["chosen"]["played"], tenth["chosen"]["weighed_as"]
            ) == ("seat 0 plays QH", "seat 0 plays QH", "seat 0 plays JH")


def test_the_review_text_says_a_hand_round_and_no_sure_trick_in_words() -> None:
    # it said "Deal 1", "conceded the rest of the deal" and "sure of 0 of the last 5 tricks"
    # where the window says round and "no trick of the last 5 was sure" (and now, where the
    # call is known, whether it could be made for sure)
    from koutchina.cli.coach_commands import _review_text
    from koutchina.coach import DealReview
    from koutchina.coach.review import Hindsight

    sight = Hindsight(from_trick=4, tricks_left=5, best_tricks=0, taken=1,
                      call_possible=False, tricks_played=5)
    start = new_match(make_rules("hand", {}), 3)
    text = _review_text(DealReview(0, 0, (), sight, conceded_at=None), start)
    assert text.startswith("Round 1, seat 0:")
    # in Hand, whether the call could be made for sure, not the most tricks (as the window)
    assert ("from trick 4, the call could not have been made for sure against perfect play; "
            "took 1 of the last 5") in text
    one = Hindsight(from_trick=4, tricks_left=5, best_tricks=1, taken=1, call_possible=None,
                    tricks_played=5)
    text = _review_text(DealReview(0, 0, (), one, conceded_at=3), start)
    assert "trick 3: conceded the rest of the round (not weighed)" in text
    assert "could have been sure of 1 of the last 5 tricks" in text


def test_the_hint_and_the_review_say_why_the_analysis_departs_from_the_rules(
        tmp_path, capsys) -> None:  # type: ignore[no-untyped-def]
    """As the window says it (tests/app/test_hint_departure.py, HAND_MADE: match seed 3,
    whose seeded deal it is): South leads; the rules cash A♦, the analysis leads 10♣, which
    makes the call far more often."""
    from app.test_hint_departure import HAND_MADE, HAND_MADE_SEED, percent

    state = new_match(make_rules("hand", {}), 3)
    for tricks in (2, 3, 0, 3):
        state.apply(Call(state.to_act()[0], tricks))
    assert state.view(0) == HAND_MADE.view(0)
    hint = hint_for(state.view(0), HAND_MADE_SEED)  # the seed the command gives seat 0
    assert hint.departure is not None and hint.rules_choice is not None
    mine, theirs = percent(hint.advised.made), percent(hint.rules_choice.made)
    why = ("the usual rules of good play would play A♦, but 10♣ does better: in the deals "
           f"that fit what you have seen, you make your call in {mine}% of them with it, "
           f"against {theirs}%")
    path = saved_file(state, tmp_path)
    assert cli_main(["hint", str(path), "--seat", "0"]) == 0
    assert capsys.readouterr().out.splitlines()[0] == f"seat 0: plays 10♣ ({why})"
    assert cli_main(["hint", str(path), "--seat", "0", "--json"]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert printed["reason"] == "best_expected_playout"  # the keys as ever, and one more
    assert printed["departure"]["figure"] == "made"
    assert printed["departure"]["rules"]["text"] == "seat 0 plays AD"
    state.apply(hint.rules_choice.action)
    path = saved_file(state, tmp_path / "after")
    assert cli_main(["review", str(path), "--seat", "0"]) == 0
    assert f" trick 1: plays A♦, advised plays 10♣ ({why}), cost " in capsys.readouterr().out


def test_the_review_says_the_tables_moves_and_adds_no_costs_up(capsys) -> None:  # type: ignore[no-untyped-def]
    """It printed "9 decisions, estimated cost 1.35 points or courts" (a sum the window never
    shows) and weighed the card the table played when the person's time ran out."""
    fixture = Path(__file__).parent.parent / "storage" / "fixtures" / "v4-hokm.json"
    assert cli_main(["review", str(fixture), "--deal", "1"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "Deal 1, seat 0: 9 decisions weighed, 4 as advised"
    table = [line for line in lines if "chosen by the table" in line]
    assert table == ["   trick 6: plays 2♣, chosen by the table when time ran out; not weighed"]
    assert not any(line.lstrip(" !").startswith("trick 6: plays 2♣,") and "cost" in line
                   for line in lines)
    tricks = listed_tricks(lines)
    assert tricks == sorted(tricks)  # in the order they were played


def test_the_review_weighs_no_card_played_out_for_a_claim(capsys) -> None:  # type: ignore[no-untyped-def]
    """In the v5 fixture West (seat 3) claims the rest of the round at trick 7; the review
    listed the person's card of trick 7 as a choice ("plays 8♠, advised plays Q♠ ... cost
    0.14") where the table played it for them, as the window says."""
    fixture = Path(__file__).parent.parent / "storage" / "fixtures" / "v5-hand.json"
    assert cli_main(["review", str(fixture), "--seat", "0"]) == 0
    lines = capsys.readouterr().out.splitlines()
    tricks = listed_tricks(lines)
    assert tricks[-1] == 7 and all(trick < 7 for trick in tricks[:-1]), lines
    assert lines[-2] == ("   trick 7: seat 3 claimed the rest of the round; the table played "
                         "every card from there (not weighed)")
    assert cli_main(["review", str(fixture), "--seat", "0", "--json"]) == 0
    review = json.loads(capsys.readouterr().out)[0]
    assert review["claimed"] == {"seat": 3, "trick": 7}
    assert max(d["trick"] for d in review["decisions"]) < 7


def test_a_share_on_a_half_reads_as_the_window_reads_it() -> None:
    """62.5% is 63% on the command line too, as in the window and the advice's sentence (it
    printed 62%: a half taken to the even number, a code review)."""
    from koutchina.bots.appraisal import ChoiceValue
    from koutchina.cli.coach_commands import _choice_text
    from koutchina.engine import PlayCard, parse_card

    choice = ChoiceValue(PlayCard(0, parse_card("10S")), 6.8, 1.2, 0.625, 64)
    assert "call made in 63% of the deals" in _choice_text(choice, by_calls=True)


def test_the_command_line_gives_a_partnership_choice_by_its_points_and_its_margin_apart() -> None:
    """As the panel: a Hokm choice by the deal's points, not the search's value with its
    trick margin in it ("+1.62 expected" where a deal gives 1 at most), and an advice chosen
    for the other side's fewer tricks said by them, not as points (a code review: "your side
    can expect +3.00 points with it, against +3.60", which were tricks)."""
    from koutchina.cli.coach_commands import _choice_json, _choice_text, _departure_text
    from koutchina.coach.departure import departure
    from koutchina.engine import parse_card

    advised = ChoiceValue(PlayCard(0, parse_card("AS")), 1.62, 6.8, None, 64, 0.86, 3.0)
    rules = ChoiceValue(PlayCard(0, parse_card("3C")), 1.52, 6.8, None, 64, 0.86, 3.6)
    assert _choice_text(advised, by_calls=False).endswith("(+0.86 expected)")
    assert (_choice_json(advised)["points"], _choice_json(advised)["against"]) == (0.86, 3.0)
    told = departure(advised, rules, False, PRIOR_BONUS)
    assert told is not None
    assert ("the other side takes 3.0 tricks on average with it, against 3.6"
            in _departure_text(told, "hokm"))


def test_the_review_gives_each_cost_as_the_window_counts_it(tmp_path, capsys) -> None:  # type: ignore[no-untyped-def]
    """Court Piece, seed 1 (tests/app/test_review_plain.py): 10♠ at trick 8 gives up half a
    trick and no court, A♠ at trick 9 0.47 courts. The command line said "cost 0.19" and
    "cost 0.47 points", the search's value and the wrong unit, where the window says "0.5
    tricks fewer for your side" and "0.47 courts"."""
    _start, _actions, after = first_deal("court-piece")
    path = saved_file(after, tmp_path)
    assert cli_main(["review", str(path), "--seat", "0"]) == 0
    lines = capsys.readouterr().out.splitlines()
    eight = next(line for line in lines if line.lstrip(" !").startswith("trick 8:"))
    nine = next(line for line in lines if line.lstrip(" !").startswith("trick 9:"))
    assert eight.endswith(", cost 0.5 tricks fewer for the side"), eight
    assert nine.endswith(", cost 0.47 courts"), nine
    assert cli_main(["review", str(path), "--seat", "0", "--json"]) == 0
    decisions = {d["trick"]: d for d in json.loads(capsys.readouterr().out)[0]["decisions"]}
    assert decisions[8]["given_up"] == {"amount": 0.5, "unit": "tricks"}
    assert decisions[9]["given_up"] == {"amount": 0.47, "unit": "value"}


def test_a_cost_counts_the_points_then_the_tricks_of_either_side() -> None:
    """What the review says a choice gives up, from the figures a player reads: the deal's
    points (not the search's value, which weighs a trick of margin 0.2), else the side's
    tricks, else the other side's (Hokm stops at seven: the side's tricks may read the same
    where the other side's do not), else nothing a player can count."""
    from koutchina.coach.departure import AGAINST, TRICKS, VALUE
    from koutchina.coach.review import given_up
    from koutchina.engine import parse_card

    def card(text: str, value: float, tricks: float, points: float | None,
             against: float | None) -> ChoiceValue:
        return ChoiceValue(PlayCard(0, parse_card(text)), value, tricks, None, 64, points,
                           against)

    best = card("AS", 1.62, 6.8, 0.86, 3.0)
    assert given_up(0.2, best, card("QH", 1.42, 6.8, 0.78, 3.0)).unit == VALUE
    assert given_up(0.2, best, card("QH", 1.42, 6.8, 0.78, 3.0)).amount == 0.08
    fewer = given_up(0.12, best, card("QH", 1.50, 6.5, 0.86, 3.3))
    assert (fewer.unit, fewer.amount) == (TRICKS, 0.3)
    more = given_up(0.1, best, card("QH", 1.52, 6.8, 0.86, 3.5))
    assert (more.unit, more.amount) == (AGAINST, 0.5)
    assert given_up(0.01, best, card("QH", 1.61, 6.8, 0.86, 3.0)).amount == 0.0
    hand = ChoiceValue(Call(0, 2), 12.0, 2.0, 0.7, 64)
    assert given_up(7.5, hand, ChoiceValue(Call(0, 3), 4.5, 2.2, 0.3, 64)).amount == 7.5
