"""The review of a deal: each of the person's decisions against the analysis's choice from the
same view, how much better the analysis's choice does than the person's own (estimated at the
time), the costliest ones marked, the tricks that were no decision, then, labelled as
hindsight, what perfect play with every card known could have done at the end.

Each decision says in one sentence what the person played and what the analysis would play
(and why, or which card the usual rules of good play choose where that is yet another), then
compares the two by the figure a player reads (the side's tricks, or how often the call is
made), then the cost. Costs are never added up into a total: each is an expected loss
estimated from what the person could see, and the deal's points are not their sum.

The window wears the felt's shades like History (``dressing.py``), follows a felt
changed while it is open, and opens tall enough for the review where the screen allows.

Computed on a worker thread with a progress bar; Cancel stops it."""

from __future__ import annotations

import html
import math
from collections.abc import Callable
from dataclasses import dataclass, fields, replace

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QProgressBar,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ..coach import DealReview, DecisionReview, Hindsight, match_start, review_match, seat_seed
from ..coach.hint import LEVEL, UNDERRATED
from ..engine import Action, Call, NameTrump, game_info
from ..engine.record import MatchRecord
from ..engine.rules import ScoreUnit
from .background import BackgroundTask
from .coach_texts import choice_in_sentence, cost_text, reason_text
from .dressing import (
    ControlColours,
    buttons_style,
    follow_looks_of,
    scroll_bar_style,
    window_style,
    without_icons,
)
from .i18n import FollowsLanguage, format_decimal, format_decimal_tricks
from .screen_fit import FRAME_ROOM, FitsScreen
from .table.looks import felt_in_use, high_contrast, panel_colours
from .text_scale import fit_to_text_scale

MARK = "\u25cf"  # before each of the costliest decisions
BULLET = "\u2022"  # before every other line of the list


@dataclass(frozen=True, slots=True)
class ReviewColours(ControlColours):
    """What the review is drawn in: the window's colours (``ControlColours``: the felt's panel
    shades, light words, gold headings) and the review's own, a quieter colour for the note
    and a warm one kept for the costs (high contrast: white and yellow)."""

    legend: str  # the note under the heading, a little quieter than the text
    cost: str  # the cost of a decision and the mark of the costliest

    @staticmethod
    def now(contrast: bool | None = None) -> ReviewColours:
        contrast = high_contrast() if contrast is None else contrast
        controls = ControlColours.now(contrast)
        return ReviewColours(
            **{field.name: getattr(controls, field.name) for field in fields(ControlColours)},
            legend=panel_colours(contrast)["legend"],
            cost="#ffff00" if contrast else "#ffa48f")


def review_style(contrast: bool) -> str:
    """The window's style sheet: its ground, gold heading, text, progress bar and buttons in
    the felt's shades (only its own controls: a box opened over it keeps the system's look)."""
    k = ReviewColours.now(contrast)
    window = "ReviewWindow"
    return window_style(window, contrast, labels=k.heading) + f"""
{window} > QTextBrowser {{ background: {k.body}; color: {k.words}; border: 1px solid {k.edge};
    selection-background-color: {k.selection}; selection-color: {k.selected_text}; }}
{window} > QProgressBar {{ background: {k.body}; color: {k.words}; border: 1px solid {k.edge};
    border-radius: 0.3em; text-align: center; }}
{window} > QProgressBar::chunk {{ background: {k.face}; }}
""" + scroll_bar_style(f"{window} > QTextBrowser", contrast) + buttons_style(
        (f"{window} > QDialogButtonBox",), contrast)


def document_style(contrast: bool) -> str:
    """The review's own words: headings gold, the note quieter, costs in the warm colour."""
    k = ReviewColours.now(contrast)
    return (f"h3, h4 {{ color: {k.heading}; }} .legend {{ color: {k.legend}; }} "
            f".cost {{ color: {k.cost}; font-weight: bold; }} "
            f".mark {{ color: {k.cost}; }} .bullet {{ color: {k.legend}; }}")


class ReviewWindow(FollowsLanguage, FitsScreen, QDialog):
    def __init__(self, record: MatchRecord, seat: int, deal: int,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("review_window")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.record, self.seat, self.deal = record, seat, deal
        self.game = record.game
        self.heading = QLabel()
        self.heading.setWordWrap(True)
        self.progress = QProgressBar()
        self.progress.setRange(0, 100)
        self.text = QTextBrowser()
        self.text.setOpenLinks(False)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.buttons.rejected.connect(self._cancel_or_close)
        without_icons(self.buttons)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.progress)
        layout.addWidget(self.text, 1)
        layout.addWidget(self.buttons)
        self.task = BackgroundTask(self)
        self.task.finished.connect(self._on_review)
        self.task.failed.connect(self._on_failed)
        self._progress = (0, 1)  # actions looked at, actions in the deal (set by the worker)
        self._poll = QTimer(self)
        self._poll.setInterval(100)
        self._poll.timeout.connect(self._show_progress)
        self.review: DealReview | None = None
        self._failure = ""
        self._looks: tuple[str, bool] | None = None  # the felt and contrast it is dressed for
        self.resize(720, 560)
        fit_to_text_scale(self)  # here, not where it is opened: the summary and Replay open it
        self.follow_looks()
        follow_looks_of(self, self.follow_looks)  # a felt chosen while it is open over the table
        self.retranslate()

    def start(self) -> None:
        """Compute the review (on a worker thread: the replay and every decision)."""
        record, seat, deal = self.record, self.seat, self.deal
        seed = seat_seed(record.seed or 0, seat)

        def progress(done: int, total: int) -> None:
            self._progress = (done, max(1, total))  # one tuple: read whole by the timer

        def work(cancelled: Callable[[], bool]) -> DealReview:
            start, actions = match_start(record)
            return review_match(start, actions, seat, seed, deal, cancelled=cancelled,
                                progress=progress)[0]

        self.task.start(work)
        self._poll.start()

    # ----- looks ----------------------------------------------------------------------------

    def follow_looks(self) -> None:
        """The window in the felt's shades, or high contrast, as the table has them now."""
        looks = (felt_in_use(), high_contrast())
        if looks == self._looks:
            return
        self._looks = looks
        contrast = looks[1]
        self.setStyleSheet(review_style(contrast))
        self.text.document().setDefaultStyleSheet(document_style(contrast))
        self.retranslate()  # the document's style applies to the text set after it

    def changeEvent(self, event: QEvent) -> None:
        # opened from History's Replay, no settings to hear from: the felt in use once the
        # person comes back to the window
        if event.type() == QEvent.Type.ActivationChange and self.isActiveWindow():
            self.follow_looks()
        super().changeEvent(event)

    # ----- the review -----------------------------------------------------------------------

    def _show_progress(self) -> None:
        done, total = self._progress
        self.progress.setValue(min(100, round(100 * done / total)))

    def _cancel_or_close(self) -> None:
        self.task.cancel()
        self.close()

    def _on_review(self, review: object) -> None:
        self._poll.stop()
        if isinstance(review, DealReview):
            self.review = review
        self.progress.setValue(100)
        self.progress.hide()
        self.buttons.setStandardButtons(QDialogButtonBox.StandardButton.Close)
        without_icons(self.buttons)
        self.retranslate()
        if self.isVisible():
            self.grow_to_content()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self.review is not None:  # worked out before the window was shown
            QTimer.singleShot(0, self, self.grow_to_content)

    def _on_failed(self, message: str) -> None:
        self._poll.stop()
        self.progress.hide()
        self._failure = message
        self.retranslate()

    def grow_to_content(self) -> None:
        """As tall as the review needs (no scroll bar where the screen has room), no taller
        than the screen's available space with the window's frame, and moved up where its
        bottom would pass the screen's."""
        screen = self.screen()
        if screen is None or self.windowState() & (Qt.WindowState.WindowMaximized
                                                   | Qt.WindowState.WindowFullScreen):
            return
        document = self.text.document()
        document.setTextWidth(self.text.viewport().width())
        wanted = int(document.size().height()) + 2 * self.text.frameWidth() + 4
        extra = wanted - self.text.height()
        if extra <= 0:
            return
        available = screen.availableGeometry()
        frame = self.frameGeometry()
        above = max(self.geometry().top() - frame.top(), FRAME_ROOM.top())
        below = max(frame.bottom() - self.geometry().bottom(), FRAME_ROOM.bottom())
        room = available.height() - above - below
        height = min(self.height() + extra, room)
        if height <= self.height():
            return
        self.resize(self.width(), height)
        top = min(self.y(), available.bottom() + 1 - below - height)
        if top != self.y():
            self.move(self.x(), max(available.top() + above, top))

    def retranslate(self) -> None:
        title = (self.tr("Review of round {number}") if game_info(self.game).in_rounds
                 else self.tr("Review of deal {number}"))
        self.setWindowTitle(title.format(number=self.deal + 1))
        self.heading.setText(self.tr(
            "Each of your decisions, weighed from what you could see at that moment."))
        if self._failure:
            self.text.setPlainText(
                self.tr("The review could not be made: {error}").format(error=self._failure))
        elif self.review is None:
            self.text.setPlainText(self.tr("Looking at your decisions…"))
        else:
            self.text.setHtml(self._review_html(self.review))

    def _review_html(self, review: DealReview) -> str:
        costliest = review.costliest
        parts = [f"<h3>{html.escape(self._summary(review))}</h3>"]
        if any(d.cost > 0 or d.standing == UNDERRATED for d in review.decisions):
            legend = html.escape(self._legend(review)).replace(
                MARK, f"<span class='mark'>{MARK}</span>")
            parts.append(f"<p class='legend'>{legend}</p>")
        # one paragraph a line, its mark hanging before it: bullets, not numbers (a numbered
        # list beside trick numbers read "7. Trick 8"), a coloured mark for the costliest only
        rows: list[str] = []
        hang = self.text.fontMetrics().horizontalAdvance(MARK + " ")

        def row(words: str, marked: bool = False) -> None:
            mark = (f"<span class='mark'>{MARK}</span>" if marked
                    else f"<span class='bullet'>{BULLET}</span>")
            rows.append(f"<p style='margin-left:{hang}px; text-indent:-{hang}px; "
                        f"margin-top:3px; margin-bottom:3px'>{mark} {words}</p>")

        for decision in review.decisions:
            where = (self.tr("Trick {number}").format(number=decision.trick) if decision.trick
                     else self.tr("Before the play"))
            line = html.escape(self._decision_line(decision, where))
            if decision.agrees:
                row(line)
                continue
            if decision.cost > 0.0:
                compared = self._comparison(decision)
                cost = html.escape(cost_text(decision.cost, self.game))
                said = self.tr("Cost: {cost}.").format(cost=f"\x00{cost}\x01")
                said = html.escape(said).replace(
                    "\x00", "<span class='cost'>").replace("\x01", "</span>")
                row(f"{line} {html.escape(compared)} {said}", decision in costliest)
            elif decision.standing is not None:  # as high or higher, though not the advice
                given = self._nothing_given_up(decision.standing,
                                               choice_in_sentence(decision.chosen))
                if decision.standing == UNDERRATED:  # the figures say it: rated higher
                    given = f"{self._comparison(decision)} {given}"
                row(f"{line} {html.escape(given)}")
            else:  # another target only, which the search does not weigh
                row(line)
        for tricks, one in ((review.one_card, True), (review.equal_cards, False)):
            if tricks:
                row(html.escape(self._no_choice(tricks, one)))
        if review.conceded_at is not None:
            if game_info(self.game).in_rounds:
                conceded = self.tr("Trick {number}: you conceded the rest of the round; the "
                                   "tricks that followed are not weighed.")
            else:
                conceded = self.tr("Trick {number}: you conceded the rest of the deal; the "
                                   "tricks that followed are not weighed.")
            row(html.escape(conceded.format(number=review.conceded_at)))
        parts.extend(rows)
        sight = review.hindsight
        if sight is not None:
            heading = self.tr("In hindsight, with every card known")
            parts.append(f"<h4>{html.escape(heading)}</h4>")
            parts.append("<p>" + html.escape(self._hindsight_text(sight)))
            if sight.call_possible is not None:
                made = (self.tr("Your call could have been made for sure.") if sight.call_possible
                        else self.tr("Your call could not have been made for sure."))
                parts.append(" " + html.escape(made))
            parts.append("</p>")
        return "".join(parts)

    def _decision_line(self, decision: DecisionReview, where: str) -> str:
        """What the person chose and, unless it is the analysis's choice, what the analysis
        would choose and why: a card is played ("you played 2♥; the analysis would play 5♦"),
        with the usual rules of good play's card as a short aside where the analysis departs
        from it (or "the card the usual rules of good play choose" where the person played
        it). A call is said as a call ("you called 2; the analysis would call 0"), not "you
        chose call 2" (in French "vous avez choisi annoncer 2"); a trump is chosen."""
        chosen, advised = decision.chosen, decision.advised
        if isinstance(chosen, Call) and isinstance(advised, Call):
            if decision.agrees:
                return self.tr("{where}: you called {chosen}, as the analysis would.").format(
                    where=where, chosen=chosen.tricks)
            return self.tr(
                "{where}: you called {chosen}; the analysis would call {advised} ({reason})."
            ).format(where=where, chosen=chosen.tricks, advised=advised.tricks,
                     reason=reason_text(decision.reason))
        if decision.agrees:
            return self.tr("{where}: {chosen}, as the analysis would.").format(
                where=where, chosen=choice_in_sentence(chosen))
        mine, theirs = choice_in_sentence(chosen), choice_in_sentence(advised)
        if isinstance(chosen, NameTrump):
            return self.tr(
                "{where}: you chose {chosen}; the analysis would choose {advised} ({reason})."
            ).format(where=where, chosen=mine, advised=theirs,
                     reason=reason_text(decision.reason))
        departure = decision.departure  # the advice is not the usual rules' card
        if departure is not None and decision.chose_rules_card:
            return self.tr(
                "{where}: you played {chosen}, the card the usual rules of good play choose; "
                "the analysis would play {advised}."
            ).format(where=where, chosen=mine, advised=theirs)
        if departure is not None:
            return self.tr(
                "{where}: you played {chosen}; the analysis would play {advised} (the usual "
                "rules of good play choose {rules})."
            ).format(where=where, chosen=mine, advised=theirs,
                     rules=choice_in_sentence(departure.rules.action))
        return self.tr(
            "{where}: you played {chosen}; the analysis would play {advised} ({reason})."
        ).format(where=where, chosen=mine, advised=theirs, reason=reason_text(decision.reason))

    def _comparison(self, decision: DecisionReview) -> str:
        """The analysis's choice against the person's own, by the figure a player reads: how
        often the call is made (Hand; the expected score where the shares read the same),
        else the tricks the side takes, each on average over the deals that fit what the
        person could see (the cost then says what the deal's points add). A trump is named
        without its target (the search weighs each suit with the lowest one), a card by the
        one played."""
        mine, theirs = decision.chosen_figures, decision.advised_value
        chosen, advised = _named(mine.action), _named(theirs.action)
        if game_info(self.game).has_calls:
            percent, mine_percent = _percent(theirs.made), _percent(mine.made)
            if percent == mine_percent:  # the share reads the same: the scores say it
                return self.tr(
                    "With {advised} you can expect a score of {score}, against {mine} with "
                    "{chosen}."
                ).format(advised=choice_in_sentence(advised), chosen=choice_in_sentence(chosen),
                         score=format_decimal(theirs.value, 1, signed=True),
                         mine=format_decimal(mine.value, 1, signed=True))
            if isinstance(chosen, Call) and isinstance(advised, Call):
                return self.tr(
                    "A call of {advised} is made in {percent}% of the deals that fit your "
                    "cards, against {mine}% for a call of {chosen}."
                ).format(advised=advised.tricks, chosen=chosen.tricks, percent=percent,
                         mine=mine_percent)
            return self.tr(
                "With {advised} you make your call in {percent}% of the deals that fit what "
                "you could see, against {mine}% with {chosen}."
            ).format(advised=choice_in_sentence(advised), chosen=choice_in_sentence(chosen),
                     percent=percent, mine=mine_percent)
        tricks = format_decimal_tricks(theirs.tricks, 1)
        if round(theirs.tricks, 1) == round(mine.tricks, 1):  # the deal's points say it
            return self.tr(
                "Your side takes {tricks} on average with {advised} as with {chosen}."
            ).format(tricks=tricks, advised=choice_in_sentence(advised),
                     chosen=choice_in_sentence(chosen))
        return self.tr(
            "Your side takes {tricks} on average with {advised}, against {mine} with {chosen}."
        ).format(tricks=tricks, mine=format_decimal(mine.tricks, 1),
                 advised=choice_in_sentence(advised), chosen=choice_in_sentence(chosen))

    def _legend(self, review: DealReview) -> str:
        """What the figures are, and what a cost counts: the score given up (Hand), else the
        side's points or courts less the other side's, so a deal lost rather than won costs
        two, and a trick of difference between the sides a fifth (the analysis's weighing,
        ``bots.search.deal_value``); then what the mark says, where there is one."""
        info = game_info(self.game)
        if info.has_calls:
            text = self.tr("Figures are averages over the deals that fit what you could see at "
                           "the time. A cost is the score your choice gives up against the "
                           "analysis's.")
        elif info.score_unit == ScoreUnit.COURTS:
            text = self.tr("Figures are averages over the deals that fit what you could see at "
                           "the time. A cost counts your side's courts less the other side's: "
                           "a 1-court deal lost instead of won costs 2, and each trick of "
                           "difference between the sides 0.2.")
        else:
            text = self.tr("Figures are averages over the deals that fit what you could see at "
                           "the time. A cost counts your side's points less the other side's: "
                           "a 1-point deal lost instead of won costs 2, and each trick of "
                           "difference between the sides 0.2.")
        if review.costliest:  # the mark kept with its words
            marks = self.tr("{mark} marks the costliest decisions.").format(mark=MARK)
            text += " " + marks.replace(f"{MARK} ", f"{MARK}\u00a0")
        return text

    def _no_choice(self, tricks: tuple[int, ...], one_card: bool) -> str:
        """The tricks of the person's cards that were no decision, in one line: "Tricks 3 and
        9: only one card could be played."."""
        listed = self._listed(tricks)
        if one_card:
            text = (self.tr("Trick {tricks}: only one card could be played.") if len(tricks) == 1
                    else self.tr("Tricks {tricks}: only one card could be played."))
        else:
            text = (self.tr("Trick {tricks}: the cards you could play were all worth the same.")
                    if len(tricks) == 1
                    else self.tr("Tricks {tricks}: the cards you could play were all worth the "
                                 "same."))
        return text.format(tricks=listed)

    def _listed(self, numbers: tuple[int, ...]) -> str:
        """Numbers as a list in words: "3", "3 and 9", "3, 7 and 9"."""
        shown = [str(number) for number in numbers]
        if len(shown) == 1:
            return shown[0]
        return self.tr("{numbers} and {last}").format(numbers=", ".join(shown[:-1]),
                                                     last=shown[-1])

    def _hindsight_text(self, sight: Hindsight) -> str:
        """The best the seat or side could be sure of from the hindsight's trick, and what it
        took; of the tricks played only, where Hokm stopped at seven, said first. No sure
        trick is said in words ("no trick of the last 5 was sure"), not as "sure of 0"."""
        none_sure = sight.best_tricks == 0
        if not game_info(self.game).partnerships:
            if none_sure:
                text = self.tr("From trick {trick}, no trick of the last {left} was sure for "
                               "you, whatever the others played; you took {taken}.")
            else:  # a plural message: French says "1 pli assuré", "3 plis assurés"
                text = self.tr(
                    "From trick {trick}, you could have been sure of %n of the last {left} "
                    "tricks, whatever the others played; you took {taken}.", "",
                    sight.best_tricks)
            return text.format(trick=sight.from_trick, left=sight.tricks_left,
                               taken=sight.taken)
        if sight.ended_early and sight.tricks_played is not None:
            # the last tricks the hands held were never played; the best is what the side
            # could be sure of before either side had seven (the solver stops there too)
            if none_sure:
                text = self.tr(
                    "The deal ended after trick {last}, when a side had seven tricks. From "
                    "trick {trick} on, your side could not have been sure of a single trick, "
                    "whatever the others played; it took {taken}.")
            else:
                text = self.tr(
                    "The deal ended after trick {last}, when a side had seven tricks. From "
                    "trick {trick} on, your side could have been sure of %n trick(s), whatever "
                    "the others played; it took {taken}.", "", sight.best_tricks)
            return text.format(trick=sight.from_trick, taken=sight.taken,
                               last=sight.from_trick + sight.tricks_played - 1)
        if none_sure:
            text = self.tr("From trick {trick}, no trick of the last {left} was sure for your "
                           "side, whatever the others played; it took {taken}.")
        else:
            text = self.tr(
                "From trick {trick}, your side could have been sure of %n of the last "
                "{left} tricks, whatever the others played; it took {taken}.", "",
                sight.best_tricks)
        return text.format(trick=sight.from_trick, left=sight.tricks_left, taken=sight.taken)

    def _nothing_given_up(self, standing: str, chosen: str) -> str:
        """Why a choice other than the advice gives up nothing (``DecisionReview.standing``),
        and why the analysis still prefers its own."""
        if standing == LEVEL:
            text = self.tr("Nothing given up: {chosen} is as good within the margin of error.")
        elif standing == UNDERRATED:
            text = self.tr("The expected results rate {chosen} higher; the analysis prefers the "
                           "longer suit, whose length they underrate.")
        else:  # SAME
            text = self.tr("Nothing given up: {chosen} rates the same.")
        return text.format(chosen=chosen)

    def _summary(self, review: DealReview) -> str:
        """What the deal's decisions come to, without a total: each cost is an expected loss
        estimated at its moment, and their sum is no score the deal could have had."""
        if not review.decisions:
            return self.tr("You had no real choice in this deal.")
        if review.all_advised:
            return self.tr("Every decision was the analysis's choice.")
        costly = sum(1 for d in review.decisions if d.cost > 0)
        if costly == 0:
            return self.tr("None of your decisions cost anything by the analysis's estimates.")
        return self.tr("%n of your decisions cost something, by the analysis's estimates.", "",
                       costly)


def _named(action: Action) -> Action:
    """A trump without its target (the search weighs each suit with the lowest one)."""
    if isinstance(action, NameTrump) and action.target is not None:
        return replace(action, target=None)
    return action


def _percent(share: float | None) -> int:
    """A share of the deals as the coach shows it: a whole percentage, a half rounded up."""
    return math.floor(100 * (share or 0.0) + 0.5)


__all__ = ["ReviewColours", "ReviewWindow", "document_style", "review_style"]
