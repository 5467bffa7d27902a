"""The review of a deal: each of the person's decisions against the analysis's choice from the
same view, how much better the analysis's choice does than the person's own (estimated at the
time), the costliest ones marked, the tricks that were no decision, then, labelled as
hindsight, what perfect play with every card known could have done at the end. The words are
review_texts.py's; this window lays them out.

The window wears the felt's shades like History (``dressing.py``), follows a felt changed while
it is open, and opens tall enough for the review where the screen allows.

Computed on a worker thread with a progress bar; Cancel stops it."""

from __future__ import annotations

import html
from collections.abc import Callable
from dataclasses import dataclass, fields

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

from ..coach import DealReview, DecisionReview, match_start, review_match, seat_seed
from ..coach.hint import UNDERRATED
from ..coach.table_moves import TableTricks
from ..engine import game_info
from ..engine.record import MatchRecord
from . import review_texts as words
from .background import BackgroundTask
from .coach_texts import choice_in_sentence
from .dressing import (
    ControlColours,
    buttons_style,
    follow_looks_of,
    scroll_bar_style,
    window_style,
    without_icons,
)
from .i18n import FollowsLanguage, for_rich_text
from .review_texts import MARK
from .screen_fit import FRAME_ROOM, FitsScreen
from .screens import screen_of
from .table.looks import felt_in_use, high_contrast, panel_colours
from .text_scale import fit_to_text_scale
from .texts import seat_in_sentence

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
                 parent: QWidget | None = None, played_for: TableTricks | None = None) -> None:
        """``played_for``: what the table played for the person in that deal
        (``MatchController.played_for_person``): said, not weighed against them."""
        super().__init__(parent)
        self.setObjectName("review_window")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.record, self.seat, self.deal = record, seat, deal
        self.played_for = played_for or TableTricks()
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
        # actions looked at, actions in the deal: set by the worker, read whole by the timer
        self._progress = [(0, 1)]
        self._poll = QTimer(self)
        self._poll.setInterval(100)
        self._poll.timeout.connect(self._show_progress)
        self.review: DealReview | None = None
        self._timed_out: tuple[DecisionReview, ...] = ()  # made by the table for the person
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

        shown = self._progress  # the worker holds this list, never the window: a window
        # whose last reference a worker thread dropped would be destroyed off the GUI thread

        def progress(done: int, total: int) -> None:
            shown[0] = (done, max(1, total))

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
        done, total = self._progress[0]
        self.progress.setValue(min(100, round(100 * done / total)))

    def _cancel_or_close(self) -> None:
        self.task.cancel()
        self.close()

    def _on_review(self, review: object) -> None:
        self._poll.stop()
        if isinstance(review, DealReview):
            # the person's own decisions only are weighed: not the table's when their time ran
            # out (nor, as review_deal leaves them out, any card played out for a claim)
            self.review, self._timed_out = review.apart(self.played_for)
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
        screen = screen_of(self)
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
            self.text.setHtml(for_rich_text(self._review_html(self.review)))

    def _decision_html(self, decision: DecisionReview) -> str:
        """One decision: what the person chose against the analysis, and what it cost."""
        line = html.escape(words.decision_line(decision, words.where_text(decision)))
        if decision.agrees:
            return line
        if decision.cost > 0.0:
            compared = words.comparison(decision, self.game)
            cost = html.escape(words.cost_words(decision, self.game))
            said = words.cost_sentence(f"\x00{cost}\x01")
            said = html.escape(said).replace(
                "\x00", "<span class='cost'>").replace("\x01", "</span>")
            return f"{line} {html.escape(compared)} {said}"
        if decision.standing is not None:  # as high or higher, though not the advice
            given = words.nothing_given_up(decision.standing, choice_in_sentence(decision.chosen))
            if decision.standing == UNDERRATED:  # the figures say it: rated higher
                given = f"{words.comparison(decision, self.game)} {given}"
            return f"{line} {html.escape(given)}"
        return line  # another target only, which the search does not weigh

    def _review_html(self, review: DealReview) -> str:
        costliest = review.costliest
        parts = [f"<h3>{html.escape(words.summary(review))}</h3>"]
        if any(d.cost > 0 or d.standing == UNDERRATED for d in review.decisions):
            legend = html.escape(words.legend(review, self.game)).replace(
                MARK, f"<span class='mark'>{MARK}</span>")
            parts.append(f"<p class='legend'>{legend}</p>")
        # one paragraph a line, its mark hanging before it: bullets, not numbers (a numbered
        # list beside trick numbers read "7. Trick 8"), a coloured mark for the costliest only;
        # the lines in the order of the tricks they speak of
        rows: list[tuple[int, str]] = []
        hang = self.text.fontMetrics().horizontalAdvance(MARK + " ")

        def row(trick: int, words: str, marked: bool = False) -> None:
            mark = (f"<span class='mark'>{MARK}</span>" if marked
                    else f"<span class='bullet'>{BULLET}</span>")
            rows.append((trick, f"<p style='margin-left:{hang}px; text-indent:-{hang}px; "
                                f"margin-top:3px; margin-bottom:3px'>{mark} {words}</p>"))

        for decision in review.decisions:
            row(decision.trick, self._decision_html(decision), decision in costliest)
        for decision in self._timed_out:
            row(decision.trick,
                html.escape(words.played_for_you(decision, words.where_text(decision))))
        for tricks, one in ((review.one_card, True), (review.equal_cards, False)):
            for run in runs(tricks):
                row(run[0], html.escape(words.no_choice(run, one)))
        if review.conceded_at is not None:
            row(review.conceded_at, html.escape(words.conceded_text(review.conceded_at,
                                                                    self.game)))
        if review.claimed is not None:
            claimer, trick = review.claimed.seat, review.claimed.trick
            name = (None if claimer == self.seat
                    else seat_in_sentence("", None, (claimer - self.seat) % 4, self.game))
            row(trick, html.escape(words.claimed_text(trick, name, self.game)))
        rows.sort(key=lambda trick_and_row: trick_and_row[0])  # stable: a trick's own first
        parts.extend(line for _trick, line in rows)
        sight = review.hindsight
        if sight is not None:
            parts.append(f"<h4>{html.escape(words.hindsight_heading())}</h4>")
            parts.append("<p>" + html.escape(words.hindsight_text(sight, self.game)))
            parts.append("</p>")
        return "".join(parts)


def runs(tricks: tuple[int, ...]) -> list[tuple[int, ...]]:
    """``tricks`` (in order) in runs of tricks that follow each other: (3, 4, 7) gives (3, 4)
    and (7,), each said in its place among the other lines."""
    out: list[list[int]] = []
    for trick in tricks:
        if out and trick == out[-1][-1] + 1:
            out[-1].append(trick)
        else:
            out.append([trick])
    return [tuple(run) for run in out]


__all__ = ["ReviewColours", "ReviewWindow", "document_style", "review_style", "runs"]
