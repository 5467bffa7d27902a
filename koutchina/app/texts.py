"""Every engine key a person can see, turned into words. The one place that translates keys.

Each key is listed literally in a tr() call so that pyside6-lupdate finds it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject

from ..engine import Card, Game, IllegalAction, Rank, Rules, Suit, game_info
from ..engine.events import DealScored
from ..storage.seat_roles import SeatRole, default_role

CONTEXT = "Texts"


def translate(
    context: str, text: str, disambiguation: str | None = None, n: int = -1
) -> str:
    """Named ``translate`` with the context written out at each call: pyside6-lupdate only
    extracts ``translate("Context", "text")`` / ``tr("text")`` calls with literal strings."""
    return QCoreApplication.translate(context, text, disambiguation, n)


def game_name(game: str) -> str:
    names = {
        "hand": translate("Texts", "Hand"),
        "court-piece": translate("Texts", "Court Piece"),
        "hokm": translate("Texts", "Hokm"),
    }
    return names.get(game, game)


def game_blurb(game: str) -> str:
    blurbs = {
        "hand": translate(
            "Texts",
            "Kuwaiti Hareega: everyone secretly calls the exact number of tricks "
                   "they will take, no trump."),
        "court-piece": translate(
            "Texts",
            "Rang: the Hakem picks trump after five cards; seven tricks take a court."),
        "hokm": translate("Texts", "The Persian classic: the Hakem picks trump; the first side "
                          "to seven tricks wins the deal."),
    }
    return blurbs.get(game, "")


def game_setup(game: str) -> str:
    setups = {
        # the deck's words kept on one line ("(7 / to Ace)" broke at the card's width)
        "hand": translate("Texts",
                          "4 players, each for themselves · 32\u00a0cards (7\u00a0to\u00a0Ace)"),
        "court-piece": translate("Texts", "4 players, partners face to face · 52\u00a0cards"),
        "hokm": translate("Texts", "4 players, partners face to face · 52\u00a0cards"),
    }
    return setups.get(game, "")


class SuddenDeathWords(QObject):
    """A sudden-death round named by its number. Plural messages (``self.tr(text, "", n)``,
    which lupdate reads as plurals) so that French can say "1re manche" and "2e manche": its
    first form is for 0 and 1, its second for the rest; English says "round 1", "round 2"."""

    def round_title(self, n: int) -> str:
        return self.tr("Sudden-death round %n", "", n)

    def round_scored(self, n: int) -> str:
        return self.tr("Sudden-death round %n scored", "", n)

    def played_again(self, n: int) -> str:
        return self.tr("Sudden-death round %n played again", "", n)

    def again_own_cards(self, n: int) -> str:
        return self.tr("Sudden-death round %n again, same cards and bots: it is not counted.",
                       "", n)

    def again_with_cards_of(self, n: int) -> str:
        """With ``{name}`` to fill: the seat whose cards the person holds."""
        return self.tr("Sudden-death round %n again with the cards of {name}: not counted.",
                       "", n)


_sudden_death_words: SuddenDeathWords | None = None


def _sudden_death() -> SuddenDeathWords:
    global _sudden_death_words
    if _sudden_death_words is None:
        _sudden_death_words = SuddenDeathWords()
    return _sudden_death_words


def sudden_death_round(n: int) -> str:
    """The title of the ``n``-th sudden-death round (from 1)."""
    return _sudden_death().round_title(n)


def sudden_death_round_scored(n: int) -> str:
    """The title of its summary."""
    return _sudden_death().round_scored(n)


def sudden_death_words() -> SuddenDeathWords:
    """The other sentences that name a sudden-death round (played again)."""
    return _sudden_death()


def sudden_death_number(rules: Rules, deal_index: int) -> int | None:
    """Which sudden-death round deal ``deal_index`` (from 0) is, from 1; None for a
    scheduled round or a game without rounds."""
    rounds = rules.scheduled_rounds
    return None if rounds is None or deal_index < rounds else deal_index + 1 - rounds


def suit_name(suit: Suit) -> str:
    names = {
        Suit.CLUBS: translate("Texts", "clubs"),
        Suit.DIAMONDS: translate("Texts", "diamonds"),
        Suit.HEARTS: translate("Texts", "hearts"),
        Suit.SPADES: translate("Texts", "spades"),
    }
    return names[suit]


def suit_title(suit: Suit) -> str:
    names = {
        Suit.CLUBS: translate("Texts", "Clubs"),
        Suit.DIAMONDS: translate("Texts", "Diamonds"),
        Suit.HEARTS: translate("Texts", "Hearts"),
        Suit.SPADES: translate("Texts", "Spades"),
    }
    return names[suit]


def rank_label(rank: Rank) -> str:
    """The corner index of a rank (J, Q, K, A in English; V, D, R, A in French)."""
    labels = {
        Rank.JACK: translate("Texts", "J", "rank index: jack"),
        Rank.QUEEN: translate("Texts", "Q", "rank index: queen"),
        Rank.KING: translate("Texts", "K", "rank index: king"),
        Rank.ACE: translate("Texts", "A", "rank index: ace"),
    }
    return labels.get(rank, rank.label)


def card_name(card: Card) -> str:
    """A card in words for messages: "7♥"."""
    return rank_label(card.rank) + card.suit.symbol


def level_name(level: str) -> str:
    names = {
        "human": translate("Texts", "You"),
        "random": translate("Texts", "Random"),
        "greedy": translate("Texts", "Greedy"),
        "easy": translate("Texts", "Easy"),
        "medium": translate("Texts", "Medium"),
        "hard": translate("Texts", "Hard"),
    }
    return names.get(level, level)


def level_help(level: str) -> str:
    """What a bot level is, for a newcomer choosing one: how it plays and how strong."""
    helps = {
        "random": translate(
            "Texts", "Plays a random card among those the rules allow: the weakest."),
        "greedy": translate("Texts", "Takes every trick it can, as cheaply as it can: a "
                                     "beginner."),
        "easy": translate("Texts", "Plays sensibly, with a careless card now and then."),
        "medium": translate("Texts", "Plays by the usual rules of good play and counts the "
                                     "cards."),
        "hard": translate("Texts", "Thinks ahead over the hands the others may hold: the "
                                   "strongest."),
    }
    return helps.get(level, "")


def speed_name(speed: str) -> str:
    names = {
        "off": translate("Texts", "Off (instant)"),
        "fast": translate("Texts", "Fast"),
        "normal": translate("Texts", "Normal"),
        "slow": translate("Texts", "Slow"),
        "max": translate("Texts", "As fast as possible"),
    }
    return names.get(speed, speed)


def seat_role_name(role: SeatRole) -> str:
    """A default seat name in the language in use."""
    names: dict[SeatRole, str] = {
        "you": translate("Texts", "You"),
        "east": translate("Texts", "East"),
        "north": translate("Texts", "North"),
        "west": translate("Texts", "West"),
        "partner": translate("Texts", "Partner"),
    }
    return names[role]


def seat_default_name(seat: int, game: str) -> str:
    return seat_role_name(default_role(seat, game))


def seat_label(name: str, role: SeatRole | None, seat: int, game: str) -> str:
    """What a seat is called on a label (its badge, a column, "Partner: 7♥"): the name a
    person typed, else its role in today's language."""
    if name:
        return name
    return seat_role_name(role or default_role(seat, game))


def seat_in_sentence(name: str, role: SeatRole | None, seat: int, game: str) -> str:
    """What a seat is called inside a sentence ("Won by {name}"): as on its label, except the
    partner, "your partner" ("votre partenaire"): a bare "Partner" reads as a person's name.
    Written as it stands mid-sentence: a sentence that may open with it goes through
    ``sentence`` for its capital. The person's own seat has sentences of its own ("You
    named...")."""
    if not name and (role or default_role(seat, game)) == "partner":
        return translate("Texts", "your partner")
    return seat_label(name, role, seat, game)


def no_trick_yet(game: str | None) -> str:
    """Last trick asked for before the first trick, in the game's own word: Hand is played in
    rounds ("manches"), the others in deals."""
    if game is not None and game_info(game).in_rounds:
        return translate("Texts", "No trick has been played yet in this round.")
    return translate("Texts", "No trick has been played yet in this deal.")


def sentence(text: str) -> str:
    """``text`` with a capital first letter ("your partner named..." -> "Your partner
    named...", "queen of spades" -> "Queen of spades")."""
    return text[:1].upper() + text[1:]


def side_name(side: int) -> str:
    return translate("Texts", "Your side") if side == 0 else translate("Texts", "Opponents")


def refusal_text(error: IllegalAction) -> str:
    """Why a move was refused, in words a player understands."""
    details: dict[str, Any] = error.details
    suit_letter = details.get("suit")
    suit = suit_name(Suit.from_letter(suit_letter)) if isinstance(suit_letter, str) else ""
    reason = str(error.reason)
    texts = {
        "match_over": translate("Texts", "The match is over."),
        "not_your_turn": translate("Texts", "It is not your turn."),
        "no_such_seat": translate("Texts", "There is no such seat."),
        "wrong_phase": translate("Texts", "That cannot be done now."),
        "not_in_hand": translate("Texts", "You do not hold that card."),
        "must_follow_suit": translate("Texts", "You must follow {suit}."),
        "must_trump": translate("Texts", "You cannot follow suit and must play a trump ({suit})."),
        "call_out_of_range": translate("Texts", "A call is between {low} and {high} tricks."),
        "call_already_locked": translate("Texts", "Your call is already locked."),
        "not_hakem": translate("Texts", "Only the Hakem names trump."),
        "no_trump_deal": translate("Texts", "This deal is played without trump."),
        "target_required": translate(
            "Texts", "Name a target of {low} to {high} tricks with the trump."
        ),
        "target_not_allowed": translate("Texts", "No target is named with these rules."),
        "target_out_of_range": translate("Texts", "The target is between {low} and {high} tricks."),
        "trump_not_hidden": translate("Texts", "The trump is not hidden."),
        "can_follow_suit": translate(
            "Texts", "Only a player who cannot follow suit may ask to see the trump."
        ),
        "unknown_action": translate("Texts", "That move is not known."),
        "no_side_to_concede": translate(
            "Texts", "In Hand every player plays alone: there is no side to concede to."),
    }
    text = _satat_refusals().get((reason, str(details.get("satat")))) or texts.get(
        reason, str(error))
    return text.format(
        suit=suit, low=details.get("low", 0), high=details.get("high", 8)
    )


def _satat_refusals() -> dict[tuple[str, str], str]:
    """A refused card where Satat's 2 of hearts, a trump and no heart, is the reason to say."""
    return {
        ("must_follow_suit", "led"): translate(
            "Texts", "The 2 of hearts led is a trump (Satat): you must follow {suit}, the trump."),
        ("must_follow_suit", "tried"): translate(
            "Texts", "You must follow {suit}: under Satat the 2 of hearts is a trump, "
            "not a heart."),
        ("must_follow_suit", "only"): translate(
            "Texts", "You must follow {suit}, the trump: under Satat your 2 of hearts is one."),
        ("must_follow_suit", "among"): translate(
            "Texts", "You must follow {suit}, the trump (under Satat the 2 of hearts is one too)."),
        ("must_trump", "only"): translate(
            "Texts", "You cannot follow suit and must play a trump: under Satat your 2 of hearts "
            "is one."),
        ("must_trump", "among"): translate(
            "Texts", "You cannot follow suit and must play a trump: {suit} or the 2 of hearts "
            "(Satat)."),
    }


def hand_outcome_text(outcome: str) -> str:
    texts = {
        "exact": translate("Texts", "made the call"),
        "zero": translate("Texts", "made a zero call"),
        "over": translate("Texts", "took too many tricks"),
        "under": translate("Texts", "took too few tricks"),
    }
    return texts.get(outcome, outcome)


def place_name(place: int) -> str:
    """A match's place as a player says it: "1st place", "4th place" ("1re place", "4e place")."""
    names = {
        1: translate("Texts", "1st place"),
        2: translate("Texts", "2nd place"),
        3: translate("Texts", "3rd place"),
        4: translate("Texts", "4th place"),
    }
    return names.get(place, translate("Texts", "Place {n}").format(n=place))


def deal_outcome_text(outcome: str, game: str, target: int | None = None) -> str:
    """How a partnership deal ended, as a sentence (a Kot is not the same in every game); a bid
    made or missed names its ``target`` (tricks) when it is known."""
    if outcome in _TARGET_OUTCOMES and target is not None:
        return _target_outcome_texts()[outcome].format(n=target)
    if outcome == "kot" and game == Game.COURT_PIECE:
        return translate("Texts", "Kot! The Hakem's side took the first seven tricks.")
    texts = {
        "won": translate("Texts", "The Hakem's side won the deal."),
        "sweep": translate("Texts", "All thirteen tricks: a sweep!"),
        "kot": translate("Texts", "Kot! Seven tricks before the other side could count one."),
        "kot_against_hakem": translate("Texts", "Kot against the Hakem's side!"),
        "hakem_failed": translate("Texts", "The Hakem's side failed."),
        "bid_made": translate("Texts", "The Hakem's side made its target."),
        "bid_failed": translate("Texts", "The Hakem's side missed its target."),
    }
    return texts.get(outcome, outcome)


def deal_notes(event: DealScored, conceded_by: int | None = None) -> list[str]:
    """What the deal summary says under a partnership deal's result, from the engine's event:
    a deal conceded by the side ``conceded_by`` (0: the person's; None: played out), else a
    Hokm deal stopped at seven tricks, why a side scored more courts (Court Piece); first, the
    side that claimed the rest, if one did. The live table, the scoreboard and the Replay
    window say the same."""
    lines = extra_courts_lines(event.doubled, event.streak_court)
    if conceded_by is not None:  # it stopped there, not at a seventh trick won
        lines.insert(0, translate("Texts", "Your side conceded the rest of the deal.")
                     if conceded_by == 0
                     else translate("Texts", "The other side conceded the rest of the deal."))
    elif event.ended_early:
        lines.insert(0, translate(
            "Texts", "The deal stopped there: a side had its seven tricks."))
    claim = claim_note(event)
    if claim:  # first: the tricks played out for it, then where the deal stopped
        lines.insert(0, claim)
    return lines


def next_hakem_note(seat: int, name: str, stays: bool) -> str:
    """The deal summary's last line in a game of sides: who is the Hakem of the next deal
    (``name``: the seat's label, said for the opponents' seats), and whether the role stayed
    where it was (a new player found out only at the next deal's first card)."""
    if seat == 0:
        return (translate("Texts", "You stay the Hakem for the next deal.") if stays
                else translate("Texts", "You are the Hakem for the next deal."))
    if seat == 2:
        return (translate("Texts", "Your partner stays the Hakem for the next deal.") if stays
                else translate("Texts", "Your partner is the Hakem for the next deal."))
    text = (translate("Texts", "{name} stays the Hakem for the next deal.") if stays
            else translate("Texts", "{name} is the Hakem for the next deal."))
    return text.format(name=name)


def claim_note(event: DealScored, names: Sequence[str] | None = None) -> str:
    """Who claimed the last tricks of the deal (the engine's ``ClaimRest``), "" if nobody did:
    in a game of sides (no ``names``) the side, as a concession is said; in Hand the seat by
    its name in ``names`` (seat 0 the person's). A claim of every trick played says so ("the
    last 13 tricks" read as if some came before)."""
    seat, tricks = event.claimed_by, event.claimed_tricks
    if seat is None:
        return ""
    if names is None:  # a game of sides
        every, one, many = _our_side_claimed() if seat % 2 == 0 else _their_side_claimed()
    else:
        every, one, many = _you_claimed() if seat == 0 else _seat_claimed()
    # (counted tricks: with a double sar a claim is never said as every trick)
    text = every if tricks == sum(event.tricks) else one if tricks == 1 else many
    return text.format(name=names[seat] if names is not None else "", n=tricks)


def _our_side_claimed() -> tuple[str, str, str]:
    """claim_note's words for every trick, the last one, the last {n}."""
    return (translate("Texts", "Your side claimed every trick."),
            translate("Texts", "Your side claimed the last trick."),
            translate("Texts", "Your side claimed the last {n} tricks."))


def _their_side_claimed() -> tuple[str, str, str]:
    return (translate("Texts", "The other side claimed every trick."),
            translate("Texts", "The other side claimed the last trick."),
            translate("Texts", "The other side claimed the last {n} tricks."))


def _you_claimed() -> tuple[str, str, str]:
    return (translate("Texts", "You claimed every trick."),
            translate("Texts", "You claimed the last trick."),
            translate("Texts", "You claimed the last {n} tricks."))


def _seat_claimed() -> tuple[str, str, str]:
    return (translate("Texts", "{name} claimed every trick."),
            translate("Texts", "{name} claimed the last trick."),
            translate("Texts", "{name} claimed the last {n} tricks."))


def extra_courts_lines(doubled: bool, streak_court: int) -> list[str]:
    """Court Piece: why the deal's winner scored more courts than its result gives."""
    lines = []
    if doubled:
        lines.append(translate("Texts", "The courts count double for a failed Hakem."))
    if streak_court:
        lines.append(translate("Texts", "{n} deals won in a row: one court more.").format(
            n=streak_court))
    return lines


_TARGET_OUTCOMES = ("bid_made", "bid_failed")


def _target_outcome_texts() -> dict[str, str]:
    return {
        "bid_made": translate("Texts", "The Hakem's side made its target of {n} tricks."),
        "bid_failed": translate("Texts", "The Hakem's side missed its target of {n} tricks."),
    }


def _target_outcome_phrases() -> dict[str, str]:
    return {
        "bid_made": translate("Texts", "the Hakem's side made its target of {n} tricks."),
        "bid_failed": translate("Texts", "the Hakem's side missed its target of {n} tricks."),
    }


def deal_outcome_phrase(outcome: str, game: str, target: int | None = None) -> str:
    """How a deal ended as the end of a sentence, after "First time:": a capital only where the
    word always takes one (Kot); a bid made or missed names its ``target`` when it is known."""
    if outcome in _TARGET_OUTCOMES and target is not None:
        return _target_outcome_phrases()[outcome].format(n=target)
    if outcome == "kot" and game == Game.COURT_PIECE:
        return translate("Texts", "Kot, the first seven tricks!")
    texts = {
        "won": translate("Texts", "the Hakem's side won the deal."),
        "sweep": translate("Texts", "a sweep, all thirteen tricks!"),
        "kot": translate("Texts", "Kot, seven tricks before the other side could count one!"),
        "kot_against_hakem": translate("Texts", "Kot against the Hakem's side!"),
        "hakem_failed": translate("Texts", "the Hakem's side failed."),
        "bid_made": translate("Texts", "the Hakem's side made its target."),
        "bid_failed": translate("Texts", "the Hakem's side missed its target."),
    }
    return texts.get(outcome, outcome)


def preset_name(key: str) -> str:
    names = {
        "kuwaiti_hand": translate("Texts", "Kuwaiti Hand"),
        "quick_hand": translate("Texts", "Quick Hand (3 rounds)"),
        "single_sar": translate("Texts", "Single Sar"),
        "kot_double_sar": translate("Texts", "Kot / Double Sar"),
        "hidden_trump": translate("Texts", "Hidden trump"),
        "badam_satti": translate("Texts", "Badam Satti"),
        "classic_hokm": translate("Texts", "Classic Hokm"),
        "all_13": translate("Texts", "All 13 tricks"),
        "satat": translate("Texts", "Satat"),
        "double_sar": translate("Texts", "Double Sar"),
        "compulsory_trump": translate("Texts", "Compulsory trump"),
    }
    return names.get(key, key)


def option_name(key: str) -> str:
    names = {
        "turn_timer": translate("Texts", "Turn timer"),
        "rounds": translate("Texts", "Rounds"),
        "sudden_death_rounds": translate("Texts", "Sudden-death rounds"),
        "target": translate("Texts", "Target"),
        "hakem_rotation": translate("Texts", "Hakem rotation"),
        "sweep_courts": translate("Texts", "Courts for a sweep"),
        "kot": translate("Texts", "Kot (Double Sar)"),
        "failed_hakem_double": translate("Texts", "Failed Hakem concedes double"),
        "streak_bonus": translate("Texts", "Streak bonus"),
        "hidden_trump": translate("Texts", "Hidden trump"),
        "double_hakem": translate("Texts", "Double Hakem"),
        "badam_satti_every": translate("Texts", "Badam Satti"),
        "hakem_sees": translate("Texts", "Cards the Hakem sees"),
        "bidding": translate("Texts", "Bidding"),
        "sets": translate("Texts", "Sets"),
        "play_all_13": translate("Texts", "Play all 13 tricks"),
        "kot_against_hakem_3": translate("Texts", "Kot against the Hakem worth 3"),
        "compulsory_trump": translate("Texts", "Compulsory trump"),
        "satat": translate("Texts", "Satat"),
        "double_sar": translate("Texts", "Double Sar"),
        "deal_pattern": translate("Texts", "Deal pattern"),
    }
    return names.get(key, key)


def option_help(key: str, game: str = "") -> str:
    """The line under a house rule in the New-match dialog; the target says its unit, which
    is the ``game``'s (courts in Court Piece, points in Hokm)."""
    if key == "target" and game == Game.COURT_PIECE:
        return translate("Texts", "Courts a side needs to win the match.")
    if key == "target" and game == Game.HOKM:
        return translate("Texts", "Points a side needs to win (each set, when several are "
                                  "played).")
    helps = {
        "turn_timer": translate(
            "Texts",
            "Time you have for each move; when it runs out, the table acts for you.",
        ),
        "rounds": translate("Texts", "Rounds played before the ranking."),
        "sudden_death_rounds": translate(
            "Texts", "At most this many extra rounds while first place is shared."
        ),
        "target": translate("Texts", "What a side needs to win."),
        "hakem_rotation": translate("Texts", "Who becomes Hakem after a deal."),
        "sweep_courts": translate("Texts", "Courts won by taking all thirteen tricks."),
        "kot": translate(  # with Bidding it is not scored: said here, where both are chosen
            "Texts", "The Hakem's side taking the first seven tricks scores two courts (not "
            "with Bidding, where the target decides the courts)."
        ),
        "failed_hakem_double": translate(
            "Texts",
            "When the Hakem's side takes fewer than seven tricks, the others score double "
            "(with Bidding, a missed target still gives two courts, not four).",
        ),
        "streak_bonus": translate(
            "Texts", "One more court for a side's third deal won in a row, and each one after."
        ),
        "hidden_trump": translate(
            "Texts", "The trump stays secret until a player who cannot follow asks."
        ),
        "double_hakem": translate(
            "Texts", "A side keeps the Hakem for two deals unless it fails the first."
        ),
        "badam_satti_every": translate(
            "Texts", "How often a deal is played without trump; the Hakem still leads."
        ),
        "hakem_sees": translate("Texts", "How many cards the Hakem looks at before naming trump."),
        "bidding": translate(
            "Texts",
            "The Hakem also names a target of 9, 10 or 11 tricks: made, 2 courts; missed, "
            "2 courts to the other side (a Kot then scores nothing more).",
        ),
        "sets": translate(
            "Texts", "One set, or the best of three sets, each one starting again from 0."
        ),
        "play_all_13": translate(
            "Texts", "All thirteen tricks are played; taking them all is worth three points."
        ),
        "kot_against_hakem_3": translate(
            "Texts", "A Kot is seven tricks before the other side takes one. Against the "
            "Hakem's side it is worth three points instead of two."
        ),
        "compulsory_trump": translate(
            "Texts", "If you cannot follow suit but hold a trump, you must trump."
        ),
        "satat": translate(
            "Texts", "The two of hearts is the highest trump, and plays as a trump, not a heart."
        ),
        "double_sar": translate(
            "Texts",
            "A trick counts only once its side has won two in a row; a trick left alone when "
            "its run breaks goes to nobody.",
        ),
        "deal_pattern": translate("Texts", "How the cards are dealt after trump (looks only)."),
    }
    return helps.get(key, "")


def spin_words(key: str) -> tuple[str, str]:
    """How a number option reads in its box: the words for its lowest value (shown instead of
    the number, "" for the number itself) and the words before the number."""
    if key == "badam_satti_every":
        return (
            translate("Texts", "Never", "Badam Satti: no deal without trump"),
            translate("Texts", "one deal in ", "Badam Satti: one deal in N without trump"),
        )
    return "", ""


def rules_problem_text(kinds: tuple[str, ...]) -> str:
    """Why the chosen house rules cannot be played, in one line (``RulesError.kinds``)."""
    problems = {
        "turn_timer_out_of_range": translate(
            "Texts", "Turn timer: choose 0 (off) or 5 to 300 seconds."
        ),
        "badam_satti_every_one": translate(
            "Texts",
            "Badam Satti: choose “Never”, or one deal in 2 to 10; one in 1 would leave no deal "
            "with a trump.",
        ),
        "double_hakem_with_winner_keeps": translate(
            "Texts",
            "Double Hakem does not go with “the winning side keeps it”: the winning side "
            "already keeps the Hakem.",
        ),
    }
    for kind in kinds:
        if kind in problems:
            return problems[kind]
    return translate("Texts", "These house rules do not go together.")


def choice_text(key: str, value: object) -> str:
    """A value of a choice option in words."""
    if key == "hakem_rotation":
        names = {
            "counter_clockwise": translate("Texts", "to the right (counter-clockwise)"),
            "clockwise": translate("Texts", "to the left (clockwise)"),
            "winner_keeps": translate("Texts", "the winning side keeps it"),
        }
        return names.get(str(value), str(value))
    if key == "sets":
        return translate("Texts", "one set") if value == 1 else translate("Texts", "best of three")
    return str(value)
