"""A hint says why in a player's words when the usual rules of good play choose the advised
card too ("you cannot be sure of winning this trick, so follow low"), not only "the card with
the best expected result"; its figures still say what the play-outs expect. A player pass found
every hint worded alike."""

from __future__ import annotations

import pytest

from koutchina.app.coach_texts import reason_text
from koutchina.bots import make_bot
from koutchina.bots.rulebased import RuleBot
from koutchina.coach import hint_for
from koutchina.coach.hint import fitted_reason
from koutchina.engine import Phase, PlayCard, make_rules, new_match

# the reasons medium's rules give a card (koutchina/bots/rulebased.py)
RULES_CARD_REASONS = ("play_lowest", "win_cheapest", "win_master", "cash_master", "lead_trump",
                      "lead_long", "lead_low", "keep_partner", "trump_in", "duck",
                      "follow_low", "discard_low", "discard_high", "shed_high")
# the coach's words for some of them, fitted to the seat's view (coach.hint.fitted_reason)
FITTED_REASONS = ("win_master_side", "win_master_suit", "cash_master_suit", "duck_over",
                  "follow_low_beaten")


def test_every_reason_of_the_rules_is_said_in_words(language: str) -> None:
    said = {key: reason_text(key) for key in (*RULES_CARD_REASONS, *FITTED_REASONS)}
    assert all(text != key and "_" not in text for key, text in said.items()), said
    assert len(set(said.values())) == len(said)  # each its own words


@pytest.mark.parametrize("game", ["hand", "hokm", "court-piece"])
def test_a_hint_gives_the_rules_reason_when_they_play_the_advised_card(game: str) -> None:
    state = new_match(make_rules(game, {}), 11)
    bots = [make_bot("medium", seat) for seat in range(4)]
    agreed = differed = 0
    for _ in range(400):
        seat = state.to_act()[0]
        view = state.view(seat)
        if view.phase == Phase.PLAYING and len(view.legal_cards()) > 1:
            hint = hint_for(view, seed=5, budget=48)
            rules = RuleBot(5, "medium").choose(view)
            advised = hint.advised.action
            assert isinstance(advised, PlayCard) and isinstance(rules.action, PlayCard)
            same_card = rules.action.card == advised.card
            if hint.rules_reason is not None:
                assert hint.rules_reason == rules.reason
                if hint.reason == "best_expected_playout":
                    assert hint.shown_reason == fitted_reason(
                        rules.reason, game, hint.may_be_trumped, hint.wins_for_now, hint.beaten)
                    assert hint.shown_choice.action == rules.action  # the card it describes
                agreed += 1
            else:
                assert not same_card  # the rules chose another card: the play-outs' reason
                assert hint.shown_reason != rules.reason or rules.reason == hint.reason
                differed += 1
        state.apply(bots[seat].choose(view).action)
        if state.is_over or (agreed >= 6 and differed >= 1):
            break
    assert agreed >= 6
