"""A hint: ``hard``'s decision for one seat's view, and what it expects of the best choices.

The figure the coach gives for a choice is what a player counts of it (``ChoiceValue.counted``):
the expected score in Hand, which the decision is made on; the side's points or courts of the
deal otherwise, which the decision weighs with a fifth of a point a trick of margin. A few
choices rate higher than the advice without being advised, and the hint says why of each
(``standing``): the search gives medium's card a head start and breaks near-ties by length or
by the call nearest the count (``LEVEL``: as good within the margin of error), or names its
longer trump over play-outs that underrate length (``UNDERRATED``).

The advice is compared with the card the usual rules of good play (``medium``, with the
search's own seed) would play: the same card, and the hint gives the rules' reason in words
(``rules_reason``), fitted to what the seat can see (``fitted_reason``: a master that an
opponent still to play could trump is no sure trick), and names the rules' own card of a run of
equal cards (``Hint.shown_choice``); another, and it says by which of the search's figures the
advice does better (``Hint.departure``, koutchina.coach.departure)."""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..bots import seat_seed
from ..bots.appraisal import Appraisal, ChoiceValue
from ..bots.base import Decision
from ..bots.knowledge import read_view, sim_rules
from ..bots.rulebased import RuleBot
from ..bots.search import PRIOR_BONUS, SearchBot, candidate_of
from ..engine import Call, NameTrump, PlayCard, SeatView, game_info
from ..engine.cards import Card
from .departure import Departure, departure

# why a choice rated higher than the advice is not advised
LEVEL = "level"  # within the search's head start or tie-break: as good, within the noise
UNDERRATED = "underrated"  # the longer trump: the play-outs underrate length
STANDINGS = (LEVEL, UNDERRATED)


def standing(appraisal: Appraisal, choice: ChoiceValue) -> str | None:
    """Why ``choice``, rated higher than the advised choice, is not advised (one of
    STANDINGS); None when it is rated no higher (or is the advice)."""
    advised = appraisal.value_of(appraisal.decision.action)
    if advised is None or choice.action == advised.action or choice.value <= advised.value:
        return None
    if appraisal.decision.reason == "trump_longer_suit":
        return UNDERRATED
    return LEVEL


def advice_reason(appraisal: Appraisal) -> str:
    """The reason key that explains the advice: the decision's own, unless another choice
    rates higher; then why the advice was preferred (medium's card, the longer suit, the call
    nearest the count, each as good within the margin of error)."""
    standings = {standing(appraisal, choice) for choice in appraisal.choices}
    action = appraisal.decision.action
    if LEVEL in standings:
        if isinstance(action, PlayCard):
            return "sound_card_level"
        if isinstance(action, NameTrump):
            return "longer_trump_level"
        if isinstance(action, Call):
            return "nearer_call_level"
    return appraisal.decision.reason


def fitted_reason(reason: str, game: str, may_be_trumped: bool,
                  wins_for_now: bool = False, beaten: bool = False) -> str:
    """The rules' reason key for their card (koutchina.bots.reasons), fitted to what the seat
    can see: a master card is a sure trick only where no opponent still to play could trump
    it (``may_be_trumped``: "no card of its suit still hidden can beat it", not "the trick is
    yours", which a player read while West, still to play, could ruff); in a game of
    partners a trick won is the side's ("win_master_side"); a low card played to leave the
    trick to others that beats the trick so far (``wins_for_now``) is not "under the winning
    one", as a player read of 9♣ over 8♣ ("duck_over"); a low card followed where no card
    of the seat's beats the trick so far (``beaten``) is not "you cannot be sure of winning",
    as a player read with the Ace already on the table ("follow_low_beaten")."""
    if reason == "duck" and wins_for_now:
        return "duck_over"
    if reason == "follow_low" and beaten:
        return "follow_low_beaten"
    if reason == "win_master" and game_info(game).partnerships:
        return "win_master_suit" if may_be_trumped else "win_master_side"
    if reason == "cash_master" and may_be_trumped:
        return "cash_master_suit"
    return reason


def beats_the_trick(view: SeatView, card: Card) -> bool:
    """Would ``card`` win the trick in play as it stands (a trump hidden from the seat not
    counted)? False on a lead."""
    trick = view.current_trick
    if not trick:
        return False
    rules = sim_rules(view, None if view.trump is None else int(view.trump))
    row = rules.strength[rules.suit_of[trick[0][1].index]]
    return row[card.index] > max(row[played.index] for _seat, played in trick)


def opponent_may_trump(view: SeatView, card: Card) -> bool:
    """Could an opponent still to play to this trick trump ``card``, the seat's card led or
    played to it? Only in a deal with a trump, another suit led, while a trump is still
    hidden (neither held by the seat nor played) and an opponent after the seat has not shown
    a void in trumps. A trump still hidden from the seat may be any suit: it could."""
    if not view.is_partnership:
        return False
    trick = view.current_trick
    later = [(view.seat + step) % 4 for step in range(1, 4 - len(trick))]
    opponents = [seat for seat in later if seat % 2 != view.seat % 2]
    if not opponents:
        return False
    if view.trump is None:  # no trump this deal, or one hidden from the seat
        return view.trump_hidden
    trump = int(view.trump)
    rules = sim_rules(view, trump)
    led = rules.suit_of[(trick[0][1] if trick else card).index]
    if led == trump:
        return False
    know = read_view(view)
    if not know.unknown & rules.masks[trump]:
        return False
    return any(not know.voids[seat] >> trump & 1 for seat in opponents)


@dataclass(frozen=True, slots=True)
class Hint:
    """What the analysis would do now, why, and the value of the best choices."""

    seat: int
    game: str
    appraisal: Appraisal
    lowest_target: int | None = None  # with bidding, the lowest target the rules allow
    # the reason key of the usual rules of good play (medium's) when they choose the advised
    # card too: the hint says why in plain words ("you cannot be sure of winning this trick,
    # so follow low")
    rules_reason: str | None = None
    # what the play-outs expect of the card the usual rules play, named by it, when it is
    # another than the advised card (and was weighed): the hint says why not (``departure``)
    rules_choice: ChoiceValue | None = None
    # the rules' own card where it is the advised card or one of its run of equal cards (the
    # search weighs the run's lowest; the rules may choose a higher one, which their reason
    # says: "throw away a high card" of J♥, not of 10♥ beside it)
    rules_card: PlayCard | None = None
    # an opponent still to play could trump the rules' card (``opponent_may_trump``)
    may_be_trumped: bool = False
    # the rules' card would win the trick as it stands (``beats_the_trick``)
    wins_for_now: bool = False
    # no card the seat may play would win the trick as it stands (True on a lead, where it
    # is not read: only a card followed low is worded by it)
    beaten: bool = False
    # a single card may be played (not only equal cards): the hint says so plainly
    only_card: bool = False

    @property
    def advised(self) -> ChoiceValue:
        """The advised choice (``hard``'s decision), with what its play-outs expect."""
        chosen = self.appraisal.value_of(self.appraisal.decision.action)
        assert chosen is not None  # the appraisal always lists its own decision
        return chosen

    @property
    def reason(self) -> str:
        """The reason key of the decision (see koutchina.bots.reasons)."""
        return self.appraisal.decision.reason

    @property
    def shown_reason(self) -> str:
        """The reason key the hint gives the advice (``advice_reason``); for a card the usual
        rules of good play choose too, their reason, which says why in words a player uses
        (the figures under it say what the play-outs expect). Not where another card rates
        higher: the advice then says it is as good within the margin of error. Where a single
        card may be played, "only_card" (not "the only sensible card", which counts equal
        cards as one: a player read it of their only legal card)."""
        reason = advice_reason(self.appraisal)
        if reason == "only_choice" and self.only_card:
            return "only_card"
        if self.rules_reason is not None and reason == "best_expected_playout":
            return fitted_reason(self.rules_reason, self.game, self.may_be_trumped,
                                 self.wins_for_now, self.beaten)
        return reason

    @property
    def shown_choice(self) -> ChoiceValue:
        """The advised choice as the hint names it: where it gives the rules' reason, by the
        rules' own card, equal to the advised one (the same figures); else ``advised``."""
        advised = self.advised
        if (self.rules_card is None or self.rules_reason is None
                or advice_reason(self.appraisal) != "best_expected_playout"):
            return advised
        return replace(advised, action=self.rules_card)

    @property
    def departure(self) -> Departure | None:
        """Why the advised card rather than the one the usual rules choose, by the figures of
        the play-outs; None where they choose the same, the advice has another reason (the
        only sensible card, as good as a better rated one within the margin of error), or no
        figure a player reads differs (``coach.departure``)."""
        if self.rules_choice is None or advice_reason(self.appraisal) != "best_expected_playout":
            return None
        return departure(self.advised, self.rules_choice, game_info(self.game).has_calls,
                         PRIOR_BONUS)

    @property
    def target_reason(self) -> str | None:
        """Why the advised trump comes with its target (bidding): "lowest_target" when it is
        the lowest, which is what ``hard`` names (every target scores the same); else None."""
        action = self.advised.action
        if (isinstance(action, NameTrump) and action.target is not None
                and action.target == self.lowest_target):
            return "lowest_target"
        return None

    def best(self, count: int = 3) -> tuple[ChoiceValue, ...]:
        """The advised choice first, then the next best by expected value (``count`` at most)."""
        advised = self.advised
        others = [c for c in self.appraisal.choices if c.action != advised.action]
        return (advised, *others[: count - 1])

    def others(self, count: int = 3) -> tuple[tuple[str | None, tuple[ChoiceValue, ...]], ...]:
        """The choices after the advice in ``best(count)``, in groups by ``standing``: those
        rated higher (in the order of STANDINGS), then the next best (None); empty groups
        left out. A choice rated no higher whose figure, as the coach shows it, reads above
        the advice's is as good within the margin of error (LEVEL): in a game of partners the
        search weighs a trick of margin besides, and 1 to 6 play-outs of 64 in that many
        positions put such a choice 0.02 to 0.09 points above the advice ("Next best: 6♠
        (+0.88)" under "+0.86": a player read it as advice against itself); so is one whose
        figure reads the same ("Next best: 10♠ (+1.00)" under "+1.00" read as less), unless
        it is the rules' card the advice is argued against; and a longer trump's rival whose
        points read no higher is among the next best."""
        rest = self.best(count)[1:]
        advised = self.advised
        decimals = 1 if game_info(self.game).has_calls else 2
        departure = self.departure
        # the rules' card the advice is argued against above, as the search weighed it (by
        # its run's lowest card: the same figures under another card)
        argued = None if departure is None else departure.rules

        def is_argued(choice: ChoiceValue) -> bool:
            return argued is not None and replace(choice, action=argued.action) == argued

        def shown_standing(choice: ChoiceValue) -> str | None:
            how = standing(self.appraisal, choice)
            mine, theirs = (round(c.counted, decimals) for c in (choice, advised))
            if how is None and (mine > theirs or (mine == theirs and not is_argued(choice))):
                return LEVEL  # as good: "Next best: 10♠ (+1.00)" under "+1.00" read as less
            if how == UNDERRATED and mine <= theirs:  # "rated higher" beside a lower figure
                return None
            return how

        groups = [
            (key, tuple(c for c in rest if shown_standing(c) == key))
            for key in (*STANDINGS, None)
        ]
        # each group best first by the figure it shows ("Next best: A♠ (+0.41), 6♦ (+0.47)"
        # went by the search's value, which weighs the trick margin besides)
        return tuple((key, tuple(sorted(choices, key=lambda c: -round(c.counted, decimals))))
                     for key, choices in groups if choices)


def hint_for(view: SeatView, seed: int, budget: int | None = None) -> Hint:
    """The hint for ``view.seat``, whose turn it must be (ValueError otherwise)."""
    appraisal = SearchBot(seed, budget=budget).appraise(view)
    only_card = (isinstance(appraisal.decision.action, PlayCard)
                 and len(view.legal_cards()) == 1)
    rules = _rules_card(view, appraisal, seed)
    if rules is None:
        return Hint(view.seat, view.game, appraisal, view.rules.lowest_bid, only_card=only_card)
    decision, weighed = rules
    if weighed.action == appraisal.decision.action:  # the advised card, or one equal to it
        assert isinstance(decision.action, PlayCard)  # _rules_card gives a card only
        return Hint(view.seat, view.game, appraisal, view.rules.lowest_bid,
                    rules_reason=decision.reason, rules_card=decision.action,
                    may_be_trumped=opponent_may_trump(view, decision.action.card),
                    wins_for_now=beats_the_trick(view, decision.action.card),
                    beaten=not any(beats_the_trick(view, card) for card in view.legal_cards()),
                    only_card=only_card)
    return Hint(view.seat, view.game, appraisal, view.rules.lowest_bid,
                rules_choice=replace(weighed, action=decision.action))


def _rules_card(view: SeatView, appraisal: Appraisal,
                seed: int) -> tuple[Decision, ChoiceValue] | None:
    """Where the advice is a card: medium's decision (with the search's seed, as in its head
    start) and the weighed choice that stands for its card (itself or the lowest of its run of
    equal cards, which the search weighs for the run); None where medium plays no card or one
    not weighed."""
    if not isinstance(appraisal.decision.action, PlayCard):
        return None
    decision = RuleBot(seed, "medium").choose(view)
    if not isinstance(decision.action, PlayCard):
        return None
    cards = sorted(c.action.card.index for c in appraisal.choices
                   if isinstance(c.action, PlayCard))
    run = candidate_of(decision.action.card.index, cards)
    if run is None:
        return None
    weighed = appraisal.value_of(PlayCard(view.seat, Card.from_index(cards[run])))
    return None if weighed is None else (decision, weighed)


__all__ = ["LEVEL", "STANDINGS", "UNDERRATED", "Hint", "advice_reason", "beats_the_trick",
           "fitted_reason", "hint_for", "opponent_may_trump", "seat_seed", "standing"]
