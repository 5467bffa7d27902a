"""What the table says when something happens: each event turned into the words of its
message or title, as plain functions (no widget, no state). The texts keep the translation
context "TableView" they always had; the plural ones, in a class (CallTotals), take its name."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject

from ...engine import Call, NameTrump, PlayCard, Suit, TrickFate, fate_when_won, game_info
from ...engine.events import DealStarted, Outcome, SetWon, TrickWon, TrumpNamed, TrumpRevealed
from ...engine.hand import TRICKS as TRICKS_IN_A_ROUND
from ...engine.rules import FirstHakemDraw
from .. import texts
from ..i18n import format_signed, format_tricks
from .shown_deal import ShownDeal

translate = QCoreApplication.translate  # literal calls, so pyside6-lupdate finds them


def deal_title(event: DealStarted, game: str, rounds: int) -> str:
    """"Round 2 of 5" (a game of rounds, ``rounds`` before the ranking), "Deal 3" (the
    others)."""
    if game_info(game).in_rounds:
        if event.sudden_death:
            return texts.sudden_death_round(event.deal_index + 1 - rounds)
        return translate("TableView", "Round {n} of {total}").format(
            n=event.deal_index + 1, total=rounds
        )
    return translate("TableView", "Deal {n}").format(n=event.deal_index + 1)


def no_trump_notice() -> str:
    return translate("TableView", "No trump this deal (Badam Satti)")


def sudden_death_notice() -> str:
    return translate("TableView", "First place is tied: a sudden-death round decides")


class CallTotals(QObject):
    """Hand's sum of the four calls beside the round's 8 tricks: fewer called leaves tricks
    over that must land on someone, more means a fight for them; its unit in the right
    number ("1 pli", "5 plis"): a plural message is read by pyside6-lupdate from ``self.tr``
    only (see i18n.Numbers). "9 tricks called for 8" read as a riddle (a player's review)."""

    def revealed(self, total: int) -> str:
        if total > TRICKS_IN_A_ROUND:
            return self.tr("Calls revealed: {total} tricks called, only 8 to play").format(
                total=total)
        if total == TRICKS_IN_A_ROUND:
            return self.tr("Calls revealed: all 8 tricks called")
        return self.tr("Calls revealed: %n of the 8 tricks called", "", total)

    def line(self, total: int) -> str:
        """The corner panel's line."""
        if total > TRICKS_IN_A_ROUND:
            return self.tr("Calls: {total} tricks, only 8 to play").format(total=total)
        if total == TRICKS_IN_A_ROUND:
            return self.tr("Calls: all 8 tricks")
        return self.tr("Calls: %n of the 8 tricks", "", total)


def calls_revealed_text(calls: tuple[int, ...]) -> str:
    return CallTotals().revealed(sum(calls))


def trump_named_text(event: TrumpNamed, name: str, mine: bool, suit: Suit | None) -> str:
    """``name`` is the seat's as a sentence says it (``TableView.name_in_sentence``), ``mine``
    whether the person named the trump, ``suit`` the trump as the person knows it (a hidden
    trump only its chooser sees)."""
    if event.suit is not None:
        if mine:
            text = translate("TableView", "You named {suit} as trump").format(
                suit=texts.suit_name(event.suit)
            )
        else:
            text = texts.sentence(translate("TableView", "{name} named {suit} as trump").format(
                name=name, suit=texts.suit_name(event.suit)
            ))
        if event.target is not None:
            text += " " + translate("TableView", "(target: {n} tricks)").format(n=event.target)
        return text
    if mine:
        return translate("TableView", "You have chosen a hidden trump: {suit}").format(
            suit=texts.suit_name(suit) if suit is not None else "?"
        )
    return texts.sentence(
        translate("TableView", "{name} has chosen a hidden trump").format(name=name))


def trump_revealed_text(event: TrumpRevealed, name: str, mine: bool, by_hakem: bool) -> str:
    """A hidden trump turned up: asked for by a void player, or shown by the void Hakem, who
    knew it all along."""
    suit = texts.suit_name(event.suit)
    if by_hakem:
        if mine:
            return translate("TableView", "You show your hidden trump: {suit}").format(suit=suit)
        return texts.sentence(translate("TableView", "{name} shows the hidden trump: {suit}")
                              .format(name=name, suit=suit))
    if mine:
        return translate("TableView", "You ask to see the trump: {suit}").format(suit=suit)
    return texts.sentence(translate("TableView", "{name} asks to see the trump: {suit}").format(
        name=name, suit=suit))


def first_hakem_text(name: str, mine: bool, game: str) -> str:
    if mine:
        text = translate("TableView", "You are the first Hakem")
    else:
        text = texts.sentence(
            translate("TableView", "{name} is the first Hakem").format(name=name))
    if game_info(game).first_hakem == FirstHakemDraw.FIRST_ACE:
        return text + " " + translate("TableView", "(the first Ace dealt)")
    return text + " " + translate("TableView", "(the highest card drawn)")


def drawing_notice() -> str:
    return translate("TableView", "Drawing for the first Hakem…")


def set_won_text(event: SetWon) -> str:
    text = (
        translate("TableView", "Your side wins the set ({ours} – {theirs} in sets)")
        if event.side == 0
        else translate("TableView", "The opponents win the set ({ours} – {theirs} in sets)")
    )
    return text.format(ours=event.sets[0], theirs=event.sets[1])


def timed_out_text(action: object) -> str:
    """What the table did for the person when their time ran out."""
    if isinstance(action, PlayCard):
        return translate("TableView", "Time is up: the table played {card} for you").format(
            card=texts.card_name(action.card)
        )
    if isinstance(action, Call):
        return translate("TableView", "Time is up: the table called {n} for you").format(
            n=action.tricks
        )
    if isinstance(action, NameTrump):
        if action.target is not None:  # bidding: the lowest target too (engine.timeout)
            return translate(
                "TableView", "Time is up: the table named {suit} as trump for you, with the "
                             "lowest target ({target} tricks)"
            ).format(suit=texts.suit_name(action.suit), target=action.target)
        return translate(
            "TableView", "Time is up: the table named {suit} as trump for you"
        ).format(suit=texts.suit_name(action.suit))
    return translate("TableView", "Time is up: the table acted for you")


def side_tricks_text(shown: ShownDeal, side: int) -> str:
    """The tricks that count for ``side`` ("2 tricks"), and under Double Sar its trick
    waiting for its pair ("0 tricks (+1 waiting)")."""
    tricks = format_tricks(shown.side_tricks()[side])
    if shown.waiting != side:
        return tricks
    return translate("TableView", "{tricks} (+1 waiting)").format(tricks=tricks)


def to_nobody_text(event: TrickWon) -> str:
    """Double Sar: what ``event`` sent to nobody, the waiting trick of the run it broke and
    itself if it ended the deal alone."""
    lines = []
    if event.voided:
        lines.append(translate("TableView", "Run broken: your side's trick goes to nobody")
                     if event.winner % 2 == 1
                     else translate("TableView", "Run broken: the opponents' trick goes to nobody"))
    if fate_when_won(event) is TrickFate.NOBODY:
        lines.append(translate("TableView", "The last trick is left alone: it goes to nobody"))
    return "\n".join(lines)


def settled_text(winner: int, outcome: Outcome, target: int | None) -> str:
    """Court Piece: the deal is settled before its end, won by side ``winner`` (0: the
    person's) for the reason ``outcome``, the Hakem's ``target`` with bidding."""
    rest = translate("TableView", "The tricks left change nothing.")
    if outcome is Outcome.BID_MADE and target is not None:
        why = (translate("TableView", "Your side has made its target of {n} tricks: the deal "
                                      "is yours.") if winner == 0 else
               translate("TableView", "The opponents have made their target of {n} tricks: "
                                      "the deal is theirs.")).format(n=target)
    elif outcome is Outcome.BID_FAILED and target is not None:
        why = (translate("TableView", "The opponents can no longer make their target of {n} "
                                      "tricks: the deal is yours.") if winner == 0 else
               translate("TableView", "Your side can no longer make its target of {n} tricks: "
                                      "the deal is the opponents'.")).format(n=target)
    elif outcome is Outcome.HAKEM_FAILED:
        why = (translate("TableView", "The opponents can no longer take seven tricks: the deal "
                                      "is yours.") if winner == 0 else
               translate("TableView", "Your side can no longer take seven tricks: the deal is "
                                      "the opponents'."))
    else:  # the Hakem's side has its seven tricks, a Kot among them
        why = (translate("TableView", "Your side has its seven tricks: the deal is yours.")
               if winner == 0 else
               translate("TableView", "The opponents have their seven tricks: the deal is "
                                      "theirs."))
    return f"{why} {rest}"


def sets_line(shown: ShownDeal) -> str:
    """The sets each side has won, in a match of several sets (else ""): written beside the
    game's name, the match's own score above the deal's lines."""
    if shown.sets is None:
        return ""
    return translate("TableView", "Sets: {ours} – {theirs}").format(
        ours=shown.sets[0], theirs=shown.sets[1])


def _target_line(shown: ShownDeal) -> str:
    """Whose target it is, and once the tricks left cannot change the deal, whether it was
    made or is out of reach (in the same line: a sixth would reach the coach's hint)."""
    ours = shown.bid_side == 0
    settled = shown.settled
    if settled is None:
        target = (translate("TableView", "Your side's target: {n} tricks") if ours
                  else translate("TableView", "Opponents' target: {n} tricks"))
    elif settled[2] is Outcome.BID_MADE:  # short: the panel's width holds no more
        target = (translate("TableView", "Your target ({n}): made") if ours
                  else translate("TableView", "Their target ({n}): made"))
    else:  # out of reach: missed, whatever the tricks left
        target = (translate("TableView", "Your target ({n}): missed") if ours
                  else translate("TableView", "Their target ({n}): missed"))
    return target.format(n=shown.bid_target)


def info_lines(shown: ShownDeal, title: str | None) -> list[str]:
    """The info panel's lines under the game's name: ``title`` (the deal's, see
    ``deal_title``), then each side's tricks (under Double Sar, those that count), the match's
    score and what it is played to (in a match of sets, the set in play's; none once the match
    is over, the sets won then saying it all: see ``sets_line``) and, once bid, whose target
    it is, and under Double Sar a trick waiting for its pair; or (Hand) the tricks played, the
    person's score and the sum of the calls once revealed."""
    lines = [title] if title is not None else []
    if shown.partnerships:
        sides = shown.side_tricks()  # the tricks that count (Double Sar)
        lines.append(
            translate("TableView", "Your side: {tricks}").format(tricks=format_tricks(sides[0]))
        )
        lines.append(
            translate("TableView", "Opponents: {tricks}").format(tricks=format_tricks(sides[1]))
        )
        if not (shown.sets is not None and shown.over):  # no set in play at the end
            # with what it is played to: how near its end is showed nowhere at the table
            score = (translate("TableView", "Match: {ours} – {theirs} (to {target})")
                     if shown.target is not None else
                     translate("TableView", "Match: {ours} – {theirs}"))
            lines.append(score.format(ours=shown.totals[0], theirs=shown.totals[1],
                                      target=shown.target))
        if shown.bid_target is not None:
            lines.append(_target_line(shown))
        elif shown.settled is not None:  # the tricks left change nothing (Court Piece)
            lines.append(translate("TableView", "Deal won by your side") if shown.settled[0] == 0
                         else translate("TableView", "Deal won by the opponents"))
        if shown.waiting is not None:  # under the trump box, where a line is wide enough
            lines.append(translate("TableView", "Waiting: 1 trick of your side")
                         if shown.waiting == 0
                         else translate("TableView", "Waiting: 1 trick of the opponents"))
        return lines
    played = shown.tricks_played()
    lines.append(translate("TableView", "Tricks played: {n} of 8").format(n=played))
    lines.append(
        translate("TableView", "Your score: {n}").format(n=format_signed(shown.totals[0]))
    )
    calls = shown.all_calls()
    if calls is not None:
        lines.append(CallTotals().line(sum(calls)))
    return lines
