"""The review of a deal: each of the person's decisions against the analysis's choice from the
same view, what the difference cost (estimated at the time), the costliest ones marked, then,
labelled as hindsight, what perfect play with every card known could have done at the end.

Computed on a worker thread with a progress bar; Cancel stops it."""

from __future__ import annotations

import html
from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer
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
from ..engine import Call, game_info
from ..engine.record import MatchRecord
from .background import BackgroundTask
from .coach_texts import (
    choice_in_sentence,
    choice_line,
    cost_text,
    departure_figures,
    reason_text,
)
from .i18n import FollowsLanguage
from .screen_fit import FitsScreen
from .text_scale import fit_to_text_scale


class ReviewWindow(FollowsLanguage, FitsScreen, QDialog):
    def __init__(self, record: MatchRecord, seat: int, deal: int,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("review_window")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.record, self.seat, self.deal = record, seat, deal
        self.game = record.game
        self.heading = QLabel()
        self.progress = QProgressBar()
        self.progress.setRange(0, 100)
        self.text = QTextBrowser()
        self.text.setOpenLinks(False)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.buttons.rejected.connect(self._cancel_or_close)
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
        self.resize(720, 560)
        fit_to_text_scale(self)  # here, not where it is opened: the summary and Replay open it
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
        self.retranslate()

    def _on_failed(self, message: str) -> None:
        self._poll.stop()
        self.progress.hide()
        self._failure = message
        self.retranslate()

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
        # bullets, not numbers: a numbered list beside trick numbers read "7. Trick 8"
        parts = [f"<h3>{html.escape(self._summary(review))}</h3>", "<ul>"]
        for decision in review.decisions:
            where = (self.tr("Trick {number}").format(number=decision.trick) if decision.trick
                     else self.tr("Before the play"))
            line = self._decision_line(decision, where)
            if decision.agrees:
                parts.append(f"<li>{html.escape(line)}</li>")
                continue
            if decision.cost > 0.0:
                cost = self.tr("Cost: {cost}.").format(cost=cost_text(decision.cost, self.game))
            elif decision.standing is not None:  # as high or higher, though not the advice
                cost = self._nothing_given_up(decision.standing,
                                              choice_in_sentence(decision.chosen))
            else:  # another target only, which the search does not weigh
                parts.append(f"<li>{html.escape(line)}</li>")
                continue
            # a trump's values are its suit's, played out with the lowest target whatever the
            # person named: said without a target; a card, by the one the person played
            detail = "<br>".join(html.escape(choice_line(c, self.game, with_target=False))
                                 for c in (decision.chosen_figures, decision.advised_value))
            body = f"{html.escape(line)} {html.escape(cost)}<br>{detail}"  # full size: readable
            if decision in costliest:
                body = f"<b style='color:#b03a2e'>{body}</b>"
            parts.append(f"<li>{body}</li>")
        if review.conceded_at is not None:
            if game_info(self.game).in_rounds:
                conceded = self.tr("Trick {number}: you conceded the rest of the round; the "
                                   "tricks that followed are not weighed.")
            else:
                conceded = self.tr("Trick {number}: you conceded the rest of the deal; the "
                                   "tricks that followed are not weighed.")
            line = conceded.format(number=review.conceded_at)
            parts.append(f"<li>{html.escape(line)}</li>")
        parts.append("</ul>")
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
        """The person's choice and, unless it is the analysis's, the analysis's and why: where
        the analysis departs from the usual rules of good play, by which figure (whether the
        person played the rules' card or yet another). A call
        is said as a call ("you called 2; the analysis would call 0"), not "you chose call 2"
        (in French "vous avez choisi annoncer 2")."""
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
        departure = decision.departure  # the advice is not the usual rules' card: why
        if departure is not None and decision.chose_rules_card:
            return self.tr(
                "{where}: you chose {chosen}, the card the usual rules of good play choose; the "
                "analysis would choose {advised}: in the deals that fit what you have seen, "
                "{figures}."
            ).format(where=where, chosen=choice_in_sentence(chosen),
                     advised=choice_in_sentence(advised),
                     figures=departure_figures(departure, self.game))
        if departure is not None:
            return self.tr(
                "{where}: you chose {chosen}; the analysis would choose {advised} rather than "
                "{rules}, the card the usual rules of good play choose: in the deals that fit "
                "what you have seen, {figures}."
            ).format(where=where, chosen=choice_in_sentence(chosen),
                     advised=choice_in_sentence(advised),
                     rules=choice_in_sentence(departure.rules.action),
                     figures=departure_figures(departure, self.game))
        return self.tr(
            "{where}: you chose {chosen}; the analysis would choose {advised} ({reason})."
        ).format(where=where, chosen=choice_in_sentence(chosen),
                 advised=choice_in_sentence(advised), reason=reason_text(decision.reason))

    def _hindsight_text(self, sight: Hindsight) -> str:
        """The best the seat or side could be sure of from the hindsight's trick, and what it
        took; of the tricks played only, where Hokm stopped at seven. No sure trick is said
        in words ("no trick of the last 5 was sure"), not as "sure of 0"."""
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
                    "From trick {trick}, no further trick was sure for your side before either "
                    "side had seven, whatever the others played; it took {taken} before the "
                    "deal stopped after trick {last}.")
            else:
                text = self.tr(
                    "From trick {trick}, your side could have been sure of %n more trick(s) "
                    "before either side had seven, whatever the others played; it took "
                    "{taken} before the deal stopped after trick {last}.", "", sight.best_tricks)
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
        if not review.decisions:
            return self.tr("You had no real choice in this deal.")
        if review.all_advised:
            return self.tr("Every decision was the analysis's choice.")
        if review.total_cost == 0:
            return self.tr("None of your decisions cost anything by the analysis's estimates.")
        return self.tr("Estimated cost of your decisions: {cost}.").format(
            cost=cost_text(review.total_cost, self.game))


__all__ = ["ReviewWindow"]
