"""Every worked example of the rules pages, replayed through the engine.

The figures the pages show come from ``koutchina.app.rules_text.examples``; here each deal is
actually played (hands built so that the tricks fall as the example says) and the engine's
score must be the one written. The trick examples are checked with the engine's trick rules.
"""

from __future__ import annotations

import pytest

from koutchina.app.rules_text import examples as ex
from koutchina.app.rules_text import rules_html
from koutchina.engine import (
    Card,
    MatchState,
    NameTrump,
    Phase,
    PlayCard,
    Rank,
    RevealTrump,
    Suit,
    hand_score,
    make_rules,
    new_match,
    parse_cards,
)
from koutchina.engine.events import DealScored
from koutchina.engine.tricks import legal_cards, trick_winner

SEAT_OF_SIDE = {"N": 0, "E": 1}  # you (the Hakem, your side) and West (the opponents)
TRUMP = Suit.SPADES
LANGUAGES = ("en", "fr")


def scripted_tricks(winners: str) -> tuple[list[list[Card]], list[list[tuple[int, Card]]]]:
    """Hands and the 13 tricks (in play order) so that trick i goes to ``winners[i]``'s seat.

    Tricks 1-12 are four cards of one suit (ranks 2..K, four at a time); the last trick is the
    four Aces, led by the winner of trick 12 with the trump Ace, so it wins that one too.
    """
    assert len(winners) <= 13
    seats = [SEAT_OF_SIDE[w] for w in winners.ljust(13, winners[-1])]
    assert seats[12] == seats[11], "the last two tricks of a full deal go to the same side"
    hands: list[list[Card]] = [[], [], [], []]
    tricks: list[list[tuple[int, Card]]] = []
    leader = 0  # the Hakem leads the first trick
    for index in range(12):
        suit = Suit(index % 4)
        low = 2 + 4 * (index // 4)
        ranks = [Rank(r) for r in range(low, low + 4)]  # low to high
        winner = seats[index]
        order = [(leader + i) % 4 for i in range(4)]
        cards: dict[int, Card] = {winner: Card(suit, ranks.pop())}
        if leader != winner:
            cards[leader] = Card(suit, ranks.pop(0))
        for seat in order:
            if seat not in cards:
                cards[seat] = Card(suit, ranks.pop())
        tricks.append([(seat, cards[seat]) for seat in order])
        for seat, card in cards.items():
            hands[seat].append(card)
        leader = winner
    others = [suit for suit in Suit if suit is not TRUMP]
    last = [(leader + i) % 4 for i in range(4)]
    aces = {last[0]: Card(TRUMP, Rank.ACE)}
    aces.update({seat: Card(suit, Rank.ACE) for seat, suit in zip(last[1:], others, strict=True)})
    tricks.append([(seat, aces[seat]) for seat in last])
    for seat, card in aces.items():
        hands[seat].append(card)
    return hands, tricks


def play_deal(game: str, example: ex.DealExample) -> tuple[MatchState, DealScored]:
    """Play ``example``'s deal under its options; return the match and the deal's score."""
    rules = make_rules(game, dict(example.options))
    hands, _ = scripted_tricks(example.winners)
    state = new_match(rules, seed=1, deals=[hands], first_hakem=0)
    state.apply(NameTrump(0, TRUMP, example.target))
    return state, play_scripted(state, example.winners)


def play_scripted(state: MatchState, winners: str) -> DealScored:
    """Play the current deal (dealt from ``scripted_tricks(winners)``) to its score."""
    _, tricks = scripted_tricks(winners)
    for trick in tricks:
        for seat, card in trick:
            for event in state.apply(PlayCard(seat, card)):
                if isinstance(event, DealScored):
                    return event
    raise AssertionError("the deal did not end")


def tricks(n: int, language: str) -> str:
    """How the page writes a number of tricks: "0 tricks"; in French "0 pli", "1 pli", "5 plis"."""
    if language == "fr":
        return f"{n} pli" if n <= 1 else f"{n} plis"
    return f"{n} trick" if n == 1 else f"{n} tricks"


def visible(html: str) -> str:
    return " ".join(html.replace("<", " <").split())


# --- Hand --------------------------------------------------------------------------------------


@pytest.mark.parametrize("example", ex.HAND_CALLS)
def test_hand_score_examples_are_the_engines_scores(example: ex.CallExample) -> None:
    assert hand_score(example.call, example.taken) == example.score
    shown = f"+{example.score}" if example.score > 0 else f"−{-example.score}"
    for language in LANGUAGES:
        row = f"<td>{example.call}</td><td>{example.taken}</td><td>{shown}</td>"
        assert row in rules_html("hand", language)


def test_hand_whole_round_example_is_the_engines_score() -> None:
    r = ex.HAND_ROUND
    assert tuple(map(hand_score, r.calls, r.taken)) == r.scores
    assert sum(r.calls) == 7 and sum(r.taken) == 8  # "7 in all, so one trick is left over"
    page = visible(rules_html("hand", "en"))
    assert "the first player scores +30, the zero caller −10, the last two +20 each" in page


def test_hand_trick_example() -> None:
    """Second to play on 9♥ with K♥ 7♥ 8♠: a heart; K♥ wins unless A♥ comes after; 8♠ never."""
    lead = (1, Card(Suit.HEARTS, Rank.NINE))
    hand = parse_cards("KH 7H 8S")
    assert legal_cards(hand, [lead]) == parse_cards("KH 7H")
    king = [lead, (0, Card(Suit.HEARTS, Rank.KING))]
    assert trick_winner([*king, *zip((2, 3), parse_cards("10H 8H"), strict=True)]) == 0
    assert trick_winner([*king, *zip((2, 3), parse_cards("AH 8H"), strict=True)]) == 2
    for after in ("AS KS", "7H 8H", "AD 10H"):
        plays = [lead, (0, Card(Suit.SPADES, Rank.EIGHT)), *zip((2, 3), parse_cards(after),
                                                                 strict=True)]
        assert trick_winner(plays) != 0


# --- Court Piece -------------------------------------------------------------------------------

COURT_PIECE_EXAMPLES = (
    *ex.COURT_PIECE_DEALS, ex.COURT_PIECE_FAILED_DOUBLE, *ex.COURT_PIECE_BIDS,
)


@pytest.mark.parametrize("example", COURT_PIECE_EXAMPLES, ids=str)
def test_court_piece_examples_score_as_the_engine_does(example: ex.DealExample) -> None:
    _, scored = play_deal("court-piece", example)
    assert scored.tricks == example.taken
    assert scored.scores == example.scores


@pytest.mark.parametrize("language", LANGUAGES)
def test_court_piece_table_shows_the_example_figures(language: str) -> None:
    page = rules_html("court-piece", language)
    winners = {"en": ("Your side wins", "The opponents win"),
               "fr": ("Votre équipe gagne", "Les adversaires gagnent")}[language]
    for example in ex.COURT_PIECE_DEALS:
        win = winners[0] if example.scores[0] else winners[1]
        north, east = example.taken
        courts = max(example.scores)
        assert f"<td>{tricks(north, language)}" in page
        assert f"<td>{tricks(east, language)}</td>" in page
        assert f"{win} {courts} court" in page


def test_court_piece_trick_example() -> None:
    """Trump ♠: West A♦, your partner 2♠, East 5♠, you (holding a diamond) 4♦: East wins."""
    plays = list(zip((1, 2, 3, 0), parse_cards("AD 2S 5S 4D"), strict=True))
    assert legal_cards(parse_cards("4D KS 6S"), plays[:3], TRUMP) == parse_cards("4D")
    assert trick_winner(plays, TRUMP) == 3
    assert trick_winner([*plays[:3], (0, Card(TRUMP, Rank.SIX))], TRUMP) == 0


def _hidden_trump_deal() -> list[list[Card]]:
    """You: K♣ and six more clubs; West: 3♥, no club; your partner: 5♣ and five more clubs;
    East: 2♠, no club."""
    clubs = [c for c in parse_cards("AC QC JC 10C 9C 8C 7C 6C 4C 3C 2C")]
    rest = [
        Card(suit, rank) for suit in (Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES) for rank in Rank
        if Card(suit, rank) not in parse_cards("3H 2S")
    ]
    south = [*parse_cards("KC"), *clubs[:6], *rest[:6]]
    north = [*parse_cards("5C"), *clubs[6:], *rest[6:13]]
    west = [*parse_cards("3H"), *rest[13:25]]
    east = [*parse_cards("2S"), *rest[25:37]]
    return [south, west, north, east]


@pytest.mark.parametrize("east_asks", [True, False])
def test_hidden_trump_example(east_asks: bool) -> None:
    """West's 3♥, played before the reveal, wins once East has the trump shown."""
    rules = make_rules("court-piece", {"hidden_trump": True})
    state = new_match(rules, seed=1, deals=[_hidden_trump_deal()], first_hakem=0)
    state.apply(NameTrump(0, Suit.HEARTS))
    state.apply(PlayCard(0, Card(Suit.CLUBS, Rank.KING)))
    state.apply(PlayCard(1, Card(Suit.HEARTS, Rank.THREE)))
    state.apply(PlayCard(2, Card(Suit.CLUBS, Rank.FIVE)))
    if east_asks:
        state.apply(RevealTrump(3))
    state.apply(PlayCard(3, Card(Suit.SPADES, Rank.TWO)))
    assert state.completed[0].winner == (1 if east_asks else 0)


def test_badam_satti_deal_hakem_leads_names_nothing_and_needs_seven_tricks() -> None:
    """The page: the Hakem still leads, names neither trump nor target, and 7 tricks win,
    even under bidding. (Double Hakem keeps seat 0 as Hakem for the second, trumpless deal.)"""
    rules = make_rules(
        "court-piece", {"badam_satti_every": 2, "bidding": True, "double_hakem": True}
    )
    first, second = "N" * 13, "NNNNNNNEEEEEE"
    deals = [scripted_tricks(first)[0], scripted_tricks(second)[0]]
    state = new_match(rules, seed=1, deals=deals, first_hakem=0)
    state.apply(NameTrump(0, TRUMP, 9))
    play_scripted(state, first)
    assert state.no_trump_deal and state.hakem == 0
    assert state.phase == Phase.PLAYING and state.to_act() == (0,)
    scored = play_scripted(state, second)
    assert scored.tricks == (7, 6) and scored.scores == (1, 0) and scored.outcomes == ("won",)


# --- Hokm ----------------------------------------------------------------------------------------

HOKM_EXAMPLES = (
    *ex.HOKM_DEALS, ex.HOKM_KOT_AGAINST_3, ex.HOKM_ALL_13, ex.HOKM_LATE_KOT,
)


@pytest.mark.parametrize("example", HOKM_EXAMPLES, ids=str)
def test_hokm_examples_score_as_the_engine_does(example: ex.DealExample) -> None:
    state, scored = play_deal("hokm", example)
    assert scored.tricks == example.taken
    assert scored.scores == example.scores
    # "the Hakem stays" / "the Hakem role passes to them"
    assert state.hakem == (0 if example.scores[0] else 1)


def test_hokm_double_sar_example_counts_seven_to_nothing() -> None:
    sar = ex.HOKM_DOUBLE_SAR
    _, scored = play_deal("hokm", sar)
    # the deal stops on the example's last trick, not before: every trick it names is played
    state = new_match(make_rules("hokm", dict(sar.options)), seed=1,
                      deals=[scripted_tricks(sar.winners)[0]], first_hakem=0)
    state.apply(NameTrump(0, TRUMP, None))
    played = 0
    for trick in scripted_tricks(sar.winners)[1]:
        played += 1
        events = [event for seat, card in trick for event in state.apply(PlayCard(seat, card))]
        if any(isinstance(event, DealScored) for event in events):
            break
    assert played == len(sar.winners)
    assert sar.taken == (7, 1)  # tricks won ...
    assert scored.tricks == (7, 0)  # ... and counted: the single trick went to nobody
    assert scored.scores == sar.scores and scored.outcomes == ("kot",)
    more = len(sar.winners) - 4  # the page names the first four tricks, then "N more"
    for language, words in (
        ("en", f"then your side takes {('four', 'five')[more - 4]} more"),
        ("fr", f"puis votre équipe en fait encore {('quatre', 'cinq')[more - 4]}"),
    ):
        page = visible(rules_html("hokm", language, make_rules("hokm", dict(sar.options))))
        assert words in page


@pytest.mark.parametrize("language", LANGUAGES)
def test_hokm_table_shows_the_example_figures(language: str) -> None:
    page = rules_html("hokm", language)
    for example in ex.HOKM_DEALS:
        north, east = example.taken
        points = max(example.scores)
        row = f"<tr><td>{tricks(north, language)}</td><td>{tricks(east, language)}</td>"
        assert row in page
        cell = page[page.index(row) + len(row):].split("</td>")[0]
        assert f"{points} point" in cell


def test_hokm_trick_example() -> None:
    """Trump ♣: West K♥, your partner A♥, East 3♣, you 5♥: East's small trump wins."""
    plays = list(zip((1, 2, 3, 0), parse_cards("KH AH 3C 5H"), strict=True))
    assert trick_winner(plays, Suit.CLUBS) == 3


def test_satat_example() -> None:
    """Trump ♠: with 2♥ 5♥ K♣ only 5♥ follows a heart; alone, the 2♥ must follow a spade."""
    hand = parse_cards("2H 5H KC")
    heart_lead = [(1, Card(Suit.HEARTS, Rank.NINE))]
    spade_lead = [(1, Card(Suit.SPADES, Rank.NINE))]
    assert legal_cards(hand, heart_lead, TRUMP, satat=True) == parse_cards("5H")
    assert legal_cards(hand, spade_lead, TRUMP, satat=True) == parse_cards("2H")
    assert trick_winner([*spade_lead, (2, Card(TRUMP, Rank.ACE)), (3, hand[0])], TRUMP, True) == 3
    # Hearts trump: simply the best heart.
    assert legal_cards(hand, heart_lead, Suit.HEARTS, satat=True) == parse_cards("2H 5H")
    plays = [*heart_lead, (2, Card(Suit.HEARTS, Rank.ACE)), (3, hand[0])]
    assert trick_winner(plays, Suit.HEARTS, True) == 3


@pytest.mark.parametrize("language", LANGUAGES)
def test_option_examples_are_on_the_page_with_the_engines_figures(language: str) -> None:
    courts = {"en": "win{s} {n} courts", "fr": "gagne{s} {n} courts"}[language]
    plural = {"en": "", "fr": "nt"}[language]  # the opponents win, your side wins
    singular = {"en": "s", "fr": ""}[language]
    double = ex.COURT_PIECE_FAILED_DOUBLE
    page = rules_html("court-piece", language, make_rules("court-piece", dict(double.options)))
    assert courts.format(s=singular, n=double.scores[1]) in visible(page)  # the other side
    made, missed, swept = ex.COURT_PIECE_BIDS
    page = visible(rules_html("court-piece", language, make_rules("court-piece", {
        "bidding": True, "sweep_courts": 3})))
    for example in (made, missed, swept):
        s = singular if example.scores[0] else plural
        assert f"{example.target}" in page and courts.format(s=s, n=max(example.scores)) in page
    sar = ex.HOKM_DOUBLE_SAR
    page = visible(rules_html("hokm", language, make_rules("hokm", dict(sar.options))))
    assert {"en": "7 to 0", "fr": "7 plis à 0"}[language] in page
