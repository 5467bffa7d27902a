"""What `hard` reads from the cards a seat has played in Court Piece and Hokm: a seat that let an
opponent's card win as last to play, took a trick dearer than it had to, or threw a side card
instead of ruffing probably did not hold the card that would have done better."""

from __future__ import annotations

from koutchina.bots.inference import (
    DEARER_LAST,
    NO_RUFF_LAST,
    UNDER_LAST,
    UNDER_THIRD,
    Evidence,
    evidence_weight,
    play_evidence,
)
from koutchina.bots.knowledge import read_view
from koutchina.bots.sim import card_mask
from koutchina.engine import (
    NameTrump,
    PlayCard,
    RevealTrump,
    SeatView,
    Suit,
    make_rules,
    new_match,
)
from koutchina.engine.cards import parse_card, parse_cards

# Hokm, seat 0 the Hakem; every seat follows diamonds except where a test swaps hands
DEAL = [
    "9D 2D 3D 2H 3H 4H 5H 2S 3S 4S 5S 2C 3C",
    "10D 4D 5D 6H 7H 8H 9H 6S 7S 8S 9S 4C 5C",
    "JD 6D 7D 10H JH QH KH 10S JS QS KS 6C 7C",
    "QD KD AD 8D AH AS 8C 9C 10C JC QC KC AC",
]
# seat 3 without diamonds (its four diamonds swapped with seat 2's four top hearts)
DEAL_VOID = [
    DEAL[0],
    DEAL[1],
    "JD 6D 7D 8D QD KD AD 10S JS QS KS 6C 7C",
    "10H JH QH KH AH AS 8C 9C 10C JC QC KC AC",
]


def mask(text: str) -> int:
    return card_mask([card.index for card in parse_cards(text)])


def view_after(
    deal: list[str], plays: list[str], seat: int = 0, then: list[tuple[int, str]] | None = None
) -> SeatView:
    """Seat ``seat``'s view after the first trick ``plays`` (seat 0 leading) and the cards
    ``then`` played after it, each by its seat."""
    rules = make_rules("hokm", {})
    state = new_match(rules, 0, deals=[[parse_cards(hand) for hand in deal]], first_hakem=0)
    state.apply(NameTrump(0, Suit.CLUBS, rules.lowest_bid))
    for player, card in [*enumerate(plays), *(then or [])]:
        state.apply(PlayCard(player, parse_card(card)))
    return state.view(seat)


def evidence_of(deal: list[str], plays: list[str], seat: int = 0) -> list[Evidence]:
    view = view_after(deal, plays, seat)
    return play_evidence(view, read_view(view))


def test_last_to_play_under_an_opponents_winner_reads_as_holding_nothing_higher() -> None:
    # seat 3 follows with the 8 while seat 2's Jack wins: it probably holds no Q, K or A
    assert evidence_of(DEAL, ["9D", "10D", "JD", "8D"]) == [
        Evidence(3, mask("QD KD AD"), UNDER_LAST)
    ]


def test_winning_as_last_with_a_dearer_card_reads_as_holding_no_cheaper_winner() -> None:
    # the Ace wins over the Jack: the Queen would have won too, unless the seat also held the
    # King (then Q, K and A were all one to it); the King itself is the Ace's twin
    [evidence] = evidence_of(DEAL, ["9D", "10D", "JD", "AD"])
    assert (evidence.seat, evidence.cards, evidence.factor) == (3, mask("QD"), DEARER_LAST)
    assert evidence.contradicted_by(mask("QD 5S"))
    assert not evidence.contradicted_by(mask("QD KD"))  # as seat 3 really held them
    assert not evidence.contradicted_by(mask("KD 5S"))
    assert evidence_weight([0, 0, 0, mask("QD KD")], [evidence]) == 1.0


def test_going_under_a_partners_winner_or_second_hand_says_nothing() -> None:
    # seat 1 plays low second hand, seat 2 keeps under its partner's 9: only seat 3, last and
    # under an opponent's card, is read
    evidence = evidence_of(DEAL, ["9D", "4D", "6D", "8D"])
    assert evidence == [Evidence(3, mask("10D JD QD KD AD"), UNDER_LAST)]
    # seat 3 under its own partner's 10: nothing
    assert evidence_of(DEAL, ["9D", "10D", "6D", "8D"]) == [
        Evidence(2, mask("JD QD KD AD"), UNDER_THIRD)
    ]


def test_the_trick_in_play_is_read_too() -> None:
    # seat 3, to play, reads seat 2's third-hand card; it holds Q, K and A itself
    assert evidence_of(DEAL, ["9D", "10D", "6D"], seat=3) == [
        Evidence(2, mask("JD"), UNDER_THIRD)
    ]


def test_third_hand_under_an_opponent_beating_its_partner() -> None:
    # seat 1's 10 beats the Hakem's 9; seat 2 plays under it: probably nothing above the 10
    # (the Queen is out by the end of the trick); seat 3 then overtakes its own partner, which
    # says nothing
    evidence = evidence_of(DEAL, ["9D", "10D", "6D", "QD"])
    assert evidence == [Evidence(2, mask("JD KD AD"), UNDER_THIRD)]


def test_a_side_card_thrown_under_an_opponents_winner_reads_as_holding_no_trump() -> None:
    evidence = evidence_of(DEAL_VOID, ["9D", "10D", "JD", "AH"])
    unknown_clubs = mask("4C 5C 6C 7C 8C 9C 10C JC QC KC AC")  # seat 0 holds the 2 and 3
    assert evidence == [Evidence(3, unknown_clubs, NO_RUFF_LAST)]


def test_only_cards_the_reader_does_not_know_count() -> None:
    # seat 3's own view: it knows where its cards are, so its own play tells it nothing new
    assert evidence_of(DEAL, ["9D", "10D", "JD", "8D"], seat=3) == []


def test_a_world_that_contradicts_a_play_weighs_less() -> None:
    evidence = [Evidence(3, mask("QD KD AD"), UNDER_LAST), Evidence(2, mask("AS"), 0.5)]
    plain = [0, mask("4C"), mask("KS"), mask("5C")]
    assert evidence_weight(plain, evidence) == 1.0
    with_king = [0, 0, mask("KS"), mask("KD QD")]  # two cards of one piece count once
    assert evidence_weight(with_king, evidence) == UNDER_LAST
    both = [0, 0, mask("AS"), mask("AD")]
    assert evidence_weight(both, evidence) == UNDER_LAST * 0.5


def test_hand_is_not_read() -> None:
    rules = make_rules("hand", {})
    state = new_match(rules, 0)
    view = state.view(0)
    assert play_evidence(view, read_view(view)) == []


def test_a_hidden_trump_counts_from_the_trick_after_it_was_shown() -> None:
    # Court Piece with a hidden trump (clubs): the tricks before it was shown are read as
    # without trumps, the trick in which it was shown not at all, the later ones with trumps
    rules = make_rules("court-piece", {"hidden_trump": True})
    state = new_match(rules, 0, deals=[[parse_cards(h) for h in DEAL_VOID]], first_hakem=0)
    state.apply(NameTrump(0, Suit.CLUBS, rules.lowest_bid))

    def play(seat: int, card: str) -> None:
        state.apply(PlayCard(seat, parse_card(card)))

    # before it is shown nobody can ruff: seat 3, void in diamonds, throws hearts twice under
    # seat 2's winners (not read as holding no trump); seat 1, last, follows under the 6
    for seat, card in [(0, "9D"), (1, "10D"), (2, "JD"), (3, "10H")]:
        play(seat, card)
    for seat, card in [(2, "6D"), (3, "QH"), (0, "2D"), (1, "4D")]:
        play(seat, card)
    # trick 2: seat 3 has the trump shown and ruffs (the trick is not read)
    play(2, "7D")
    state.apply(RevealTrump(3))
    for seat, card in [(3, "8C"), (0, "3D"), (1, "5D")]:
        play(seat, card)
    # trick 3: seat 2, last and void in hearts, throws a spade under seat 3's Jack
    for seat, card in [(3, "JH"), (0, "2H"), (1, "6H"), (2, "10S")]:
        play(seat, card)
    view = state.view(0)
    assert view.trump_revealed and view.trump_revealed_at == 2
    evidence = play_evidence(view, read_view(view))
    read = [(e.seat, e.cards, e.factor) for e in evidence]
    assert read == [
        (1, mask("8D QD KD AD"), UNDER_LAST),  # the 7 has been played since
        (2, mask("4C 5C 6C 7C 9C 10C JC QC KC AC"), NO_RUFF_LAST),
    ]


def test_a_seat_whose_later_cards_broke_a_reading_is_read_less_sharply() -> None:
    # seat 3, last, follows under seat 2's Jack with the 8 (read: no Queen, King or Ace)
    trick = ["9D", "10D", "JD", "8D"]
    assert evidence_of(DEAL, trick) == [Evidence(3, mask("QD KD AD"), UNDER_LAST)]
    # then it takes the next trick with the Ace it held up: its one reading is broken, so what
    # it says of the King and Queen weighs half, not a twenty-fifth
    view = view_after(DEAL, trick, then=[(2, "6D"), (3, "AD"), (0, "2D"), (1, "4D")])
    assert play_evidence(view, read_view(view)) == [Evidence(3, mask("QD KD"), 0.5)]
    assert play_evidence(view, read_view(view), soften=False) == [
        Evidence(3, mask("QD KD"), UNDER_LAST)
    ]


def test_readings_a_seat_kept_to_stay_sharp() -> None:
    # the same first trick, then seat 3 takes a spade trick with its Ace: no diamond shown, so
    # its reading stands as sharp as before
    view = view_after(DEAL, ["9D", "10D", "JD", "8D"],
                      then=[(2, "10S"), (3, "AS"), (0, "2S"), (1, "6S")])
    assert play_evidence(view, read_view(view)) == [Evidence(3, mask("QD KD AD"), UNDER_LAST)]
