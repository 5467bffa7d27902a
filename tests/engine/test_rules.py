import pytest

from koutchina.engine import Game, RulesError, make_rules, option_specs
from koutchina.engine.rules import PRESETS, CourtPieceRules, HandRules, HokmRules


def test_defaults_follow_the_notes():
    hand = HandRules()
    # the turn timer "default on, length an option, and off" (it said 0, against the notes)
    assert (hand.rounds, hand.sudden_death_rounds, hand.turn_timer) == (5, 3, 30)
    cp = CourtPieceRules()
    assert (cp.target, cp.hakem_rotation, cp.sweep_courts, cp.hakem_sees) == (
        7, "counter_clockwise", 2, 5)
    assert not (cp.kot or cp.hidden_trump or cp.bidding or cp.double_hakem)
    hokm = HokmRules()
    assert (hokm.target, hokm.sets, hokm.play_all_13, hokm.satat) == (7, 1, False, False)


def test_text_values_are_converted():
    rules = make_rules("hokm", {"satat": "yes", "target": "10", "deal_pattern": "5-3-3-2"})
    assert isinstance(rules, HokmRules)
    assert rules.satat is True and rules.target == 10 and rules.deal_pattern == "5-3-3-2"


@pytest.mark.parametrize(
    ("game", "options", "fragment"),
    [
        ("hand", {"trump": "S"}, "unknown option 'trump' for hand"),
        ("hokm", {"target": "8"}, "option target takes one of 7, 10"),
        ("hokm", {"satat": "maybe"}, "option satat takes true or false"),
        ("court-piece", {"double_hakem": True, "hakem_rotation": "winner_keeps"},
         "double_hakem cannot be combined with hakem_rotation=winner_keeps"),
        ("court-piece", {"badam_satti_every": 1}, "badam_satti_every=1"),
        ("hand", {"turn_timer": 2}, "turn_timer must be 0"),
        ("hand", {"rounds": "five"}, "option rounds takes a whole number"),
        ("belote", {}, "unknown game 'belote'"),
    ],
)
def test_impossible_rules_are_refused_with_their_name(game, options, fragment):
    with pytest.raises(RulesError, match=fragment):
        make_rules(game, options)


def test_every_option_has_a_stable_key_and_every_preset_is_valid():
    for game in Game:
        keys = [spec.key for spec in option_specs(game)]
        assert "turn_timer" in keys and "game" not in keys
        for preset in PRESETS[game].values():
            make_rules(game, preset)


@pytest.mark.parametrize(
    ("game", "options", "kind"),
    [
        ("court-piece", {"double_hakem": True, "hakem_rotation": "winner_keeps"},
         "double_hakem_with_winner_keeps"),
        ("court-piece", {"badam_satti_every": 1}, "badam_satti_every_one"),
        ("hokm", {"turn_timer": 4}, "turn_timer_out_of_range"),
        ("hand", {"turn_timer": 301}, "turn_timer_out_of_range"),
    ],
)
def test_each_impossible_combination_has_a_stable_kind_for_the_interface(game, options, kind):
    """The New-match dialog words each problem in the player's language from its kind."""
    with pytest.raises(RulesError) as refused:
        make_rules(game, options)
    assert refused.value.kinds == (kind,)
