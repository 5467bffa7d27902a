"""Every engine key a person can see, turned into words. The one place that translates keys.

Each key is listed literally in a tr() call so that pyside6-lupdate finds it.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from ..engine import Card, IllegalAction, Rank, Suit

CONTEXT = "Texts"


def _t(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate(CONTEXT, text, disambiguation, n)


def game_name(game: str) -> str:
    names = {
        "hand": _t("Hand"),
        "court-piece": _t("Court Piece"),
        "hokm": _t("Hokm"),
    }
    return names.get(game, game)


def game_blurb(game: str) -> str:
    blurbs = {
        "hand": _t("Kuwaiti Hareega: everyone secretly calls the exact number of tricks "
                   "they will take, no trump."),
        "court-piece": _t("Rang: two sides, the Hakem picks trump after five cards; "
                          "win seven tricks to take a court."),
        "hokm": _t("The Persian classic: two sides, the Hakem names trump; "
                   "the first side to seven tricks wins the deal."),
    }
    return blurbs.get(game, "")


def game_setup(game: str) -> str:
    setups = {
        "hand": _t("4 players, each for themselves · 32 cards (7 to Ace)"),
        "court-piece": _t("4 players in two sides · 52 cards"),
        "hokm": _t("4 players in two sides · 52 cards"),
    }
    return setups.get(game, "")


def suit_name(suit: Suit) -> str:
    names = {
        Suit.CLUBS: _t("clubs"),
        Suit.DIAMONDS: _t("diamonds"),
        Suit.HEARTS: _t("hearts"),
        Suit.SPADES: _t("spades"),
    }
    return names[suit]


def suit_title(suit: Suit) -> str:
    names = {
        Suit.CLUBS: _t("Clubs"),
        Suit.DIAMONDS: _t("Diamonds"),
        Suit.HEARTS: _t("Hearts"),
        Suit.SPADES: _t("Spades"),
    }
    return names[suit]


def rank_label(rank: Rank) -> str:
    """The corner index of a rank (J, Q, K, A in English; V, D, R, A in French)."""
    labels = {
        Rank.JACK: _t("J", "rank index: jack"),
        Rank.QUEEN: _t("Q", "rank index: queen"),
        Rank.KING: _t("K", "rank index: king"),
        Rank.ACE: _t("A", "rank index: ace"),
    }
    return labels.get(rank, rank.label)


def card_name(card: Card) -> str:
    """A card in words for messages: "7♥"."""
    return rank_label(card.rank) + card.suit.symbol


def level_name(level: str) -> str:
    names = {
        "human": _t("You"),
        "random": _t("Random"),
        "greedy": _t("Greedy"),
        "easy": _t("Easy"),
        "medium": _t("Medium"),
        "hard": _t("Hard"),
    }
    return names.get(level, level)


def speed_name(speed: str) -> str:
    names = {
        "off": _t("Off (instant)"),
        "fast": _t("Fast"),
        "normal": _t("Normal"),
        "slow": _t("Slow"),
        "max": _t("As fast as possible"),
    }
    return names.get(speed, speed)


def seat_default_name(seat: int, game: str) -> str:
    if game == "hand":
        names = [_t("You"), _t("East"), _t("North"), _t("West")]
    else:
        names = [_t("You"), _t("West"), _t("Partner"), _t("East")]
    return names[seat % 4]


def side_name(side: int) -> str:
    return _t("Your side") if side == 0 else _t("Opponents")


def refusal_text(error: IllegalAction) -> str:
    """Why a move was refused, in words a player understands."""
    details: dict[str, Any] = error.details
    suit_letter = details.get("suit")
    suit = suit_name(Suit.from_letter(suit_letter)) if isinstance(suit_letter, str) else ""
    reason = str(error.reason)
    texts = {
        "match_over": _t("The match is over."),
        "not_your_turn": _t("It is not your turn."),
        "no_such_seat": _t("There is no such seat."),
        "wrong_phase": _t("That cannot be done now."),
        "not_in_hand": _t("You do not hold that card."),
        "must_follow_suit": _t("You must follow {suit}."),
        "must_trump": _t("You cannot follow suit and must play a trump ({suit})."),
        "call_out_of_range": _t("A call is between {low} and {high} tricks."),
        "call_already_locked": _t("Your call is already locked."),
        "not_hakem": _t("Only the Hakem names trump."),
        "no_trump_deal": _t("This deal is played without trump."),
        "target_required": _t("Name a target of {low} to {high} tricks with the trump."),
        "target_not_allowed": _t("No target is named with these rules."),
        "target_out_of_range": _t("The target is between {low} and {high} tricks."),
        "trump_not_hidden": _t("The trump is not hidden."),
        "can_follow_suit": _t("Only a player who cannot follow suit may ask to see the trump."),
        "unknown_action": _t("That move is not known."),
    }
    text = texts.get(reason, str(error))
    return text.format(
        suit=suit, low=details.get("low", 0), high=details.get("high", 8)
    )


def hand_outcome_text(outcome: str) -> str:
    texts = {
        "exact": _t("made the call"),
        "zero": _t("made a zero call"),
        "over": _t("took too many tricks"),
        "under": _t("took too few tricks"),
    }
    return texts.get(outcome, outcome)


def deal_outcome_text(outcome: str) -> str:
    texts = {
        "won": _t("The Hakem's side won the deal."),
        "sweep": _t("All thirteen tricks: a sweep!"),
        "kot": _t("Kot! Seven tricks in a row."),
        "kot_against_hakem": _t("Kot against the Hakem's side!"),
        "hakem_failed": _t("The Hakem's side failed."),
        "bid_made": _t("The Hakem's side made its target."),
        "bid_failed": _t("The Hakem's side missed its target."),
    }
    return texts.get(outcome, outcome)


def preset_name(key: str) -> str:
    names = {
        "kuwaiti_hand": _t("Kuwaiti Hand"),
        "quick_hand": _t("Quick Hand (3 rounds)"),
        "single_sar": _t("Single Sar"),
        "kot_double_sar": _t("Kot / Double Sar"),
        "hidden_trump": _t("Hidden trump"),
        "badam_satti": _t("Badam Satti"),
        "classic_hokm": _t("Classic Hokm"),
        "all_13": _t("All 13 tricks"),
        "satat": _t("Satat"),
        "double_sar": _t("Double Sar"),
        "compulsory_trump": _t("Compulsory trump"),
    }
    return names.get(key, key)


def option_name(key: str) -> str:
    names = {
        "turn_timer": _t("Turn timer"),
        "rounds": _t("Rounds"),
        "sudden_death_rounds": _t("Sudden-death rounds"),
        "target": _t("Target"),
        "hakem_rotation": _t("Hakem rotation"),
        "sweep_courts": _t("Courts for a sweep"),
        "kot": _t("Kot (Double Sar)"),
        "failed_hakem_double": _t("Failed Hakem pays double"),
        "streak_bonus": _t("Streak bonus"),
        "hidden_trump": _t("Hidden trump"),
        "double_hakem": _t("Double Hakem"),
        "badam_satti_every": _t("Badam Satti every"),
        "hakem_sees": _t("Cards the Hakem sees"),
        "bidding": _t("Bidding"),
        "sets": _t("Sets"),
        "play_all_13": _t("Play all 13 tricks"),
        "kot_against_hakem_3": _t("Kot against the Hakem: 3"),
        "compulsory_trump": _t("Compulsory trump"),
        "satat": _t("Satat"),
        "double_sar": _t("Double Sar"),
        "deal_pattern": _t("Deal pattern"),
    }
    return names.get(key, key)


def option_help(key: str) -> str:
    helps = {
        "turn_timer": _t("Seconds you have to act before the table acts for you (0: off)."),
        "rounds": _t("Rounds played before the ranking."),
        "sudden_death_rounds": _t("Extra rounds at most while first place is shared."),
        "target": _t("What a side needs to win."),
        "hakem_rotation": _t("Who becomes Hakem after a deal."),
        "sweep_courts": _t("Courts won by taking all thirteen tricks."),
        "kot": _t("The Hakem's side taking the first seven tricks scores two courts."),
        "failed_hakem_double": _t("When the Hakem's side fails, the others score double."),
        "streak_bonus": _t("A bonus court for the third court in a row and after."),
        "hidden_trump": _t("The trump stays secret until a player who cannot follow asks."),
        "double_hakem": _t("A side keeps the Hakem two deals unless it fails the first."),
        "badam_satti_every": _t("Every N-th deal has no trump (0: never)."),
        "hakem_sees": _t("How many cards the Hakem looks at before naming trump."),
        "bidding": _t("The Hakem also names a target of 9, 10 or 11 tricks."),
        "sets": _t("One set, or the best of three."),
        "play_all_13": _t("Play every trick; all thirteen are worth three points."),
        "kot_against_hakem_3": _t("A Kot against the Hakem's side is worth three points."),
        "compulsory_trump": _t("If you cannot follow suit but hold a trump, you must trump."),
        "satat": _t("The two of hearts is the highest trump."),
        "double_sar": _t("A trick counts only once its side wins two in a row."),
        "deal_pattern": _t("How the cards are dealt after trump (looks only)."),
    }
    return helps.get(key, "")


def choice_text(key: str, value: object) -> str:
    """A value of a choice option in words."""
    if key == "hakem_rotation":
        names = {
            "counter_clockwise": _t("to the right (counter-clockwise)"),
            "clockwise": _t("to the left (clockwise)"),
            "winner_keeps": _t("the winning side keeps it"),
        }
        return names.get(str(value), str(value))
    if key == "sets":
        return _t("one set") if value == 1 else _t("best of three")
    return str(value)
