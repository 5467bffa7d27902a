"""The scoreboard dock: the table of scores (scoreboard_model.py) beside the table, or under
it on a narrow, tall window, with what "−10 (3/2)" means and the current deal's tricks."""

from __future__ import annotations

import math

from PySide6.QtCore import QEvent, QObject, QSize, Qt, Signal
from PySide6.QtGui import QBrush, QCloseEvent, QColor, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QDockWidget,
    QFrame,
    QHeaderView,
    QLabel,
    QMainWindow,
    QScrollArea,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from .column_share import share_columns
from .dressing import ControlColours, scroll_bar_style
from .i18n import FollowsLanguage
from .scoreboard_measures import ScoreTableMeasures
from .scoreboard_model import ScoreboardModel, ScoreColours, felt_score_colours
from .scoreboard_place import goes_under
from .screen_fit import UNBOUNDED
from .table.looks import high_contrast, panel_colours
from .text_scale import px

RIGHT = Qt.DockWidgetArea.RightDockWidgetArea
BOTTOM = Qt.DockWidgetArea.BottomDockWidgetArea
TOP = Qt.DockWidgetArea.TopDockWidgetArea


def scoreboard_style(k: float, contrast: bool = False) -> str:
    """The dock's style sheet in the felt's colours or high contrast; every size times ``k``."""
    c = panel_colours(contrast)
    return f"""
QDockWidget {{ color: {c["gold"]}; font-size: {px(13, k)}; font-weight: bold; }}
QDockWidget::title {{ background: {c["dark"]}; padding: {px(4, k)} {px(8, k)}; }}
QWidget#scoreboard_body {{ background: {c["body"]}; }}
QHeaderView {{ background: {c["dark"]}; font-weight: bold; font-size: {px(13, k)}; }}
QTableView {{ background: {c["body"]}; alternate-background-color: {c["alternate"]};
             color: {c["text"]}; gridline-color: {c["grid"]}; border: {c["border"]};
             font-size: {px(13, k)}; }}
QHeaderView::section {{ background: {c["dark"]}; color: {c["gold"]}; font-weight: bold;
                       border: none; border-bottom: {c["border"]};
                       padding: {px(4, k)} {px(3, k)}; font-size: {px(13, k)}; }}
QTableCornerButton::section {{ background: {c["dark"]}; border: none; }}
QLabel#legend {{ color: {c["legend"]}; font-size: {px(12, k)}; }}
QScrollArea#current_box, QWidget#current_view {{ background: transparent; }}
QLabel#current {{ color: {c["text"]}; font-size: {px(14, k)}; background: {c["current"]};
                 border: {c["border"]}; border-radius: {px(8, k)};
                 padding: {px(6, k)} {px(8, k)}; }}
""" + scroll_bar_style("QScrollArea#current_box", contrast) + scroll_bar_style(
        "QTableView", contrast)  # the felt's bars, not the system's white ones


def score_colours(contrast: bool) -> ScoreColours:
    """The scores' colours: the felt's green, salmon and pale gold, or in high contrast the
    windows' colours (``dressing.ControlColours``), as the result panels have them: a good
    score yellow, a bad one and the totals white (their sign and the headings saying which)."""
    if not contrast:
        return felt_score_colours()
    k = ControlColours.now(True)
    return ScoreColours(QBrush(QColor(k.heading)), QBrush(QColor(k.words)),
                        QBrush(QColor(k.words)))


class BoxScroll(QScrollArea):
    """The "This deal" box in a frame of its own that scrolls (up and down only) where the
    dock is too short for it, under the table: as tall as the box wants wherever there is
    room, beside the table always."""

    def __init__(self, box: QLabel) -> None:
        super().__init__()
        self.setObjectName("current_box")
        self._weighing = False  # the scroll bar weighed again (_bar_only_if_needed)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # a viewport made in Python: handed the one Qt makes, PySide would search every widget
        # class for its type at start (docs/performance.md)
        view = QWidget()
        view.setObjectName("current_view")
        self.setViewport(view)
        self.setWidget(box)

    def hasHeightForWidth(self) -> bool:
        return True

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._bar_only_if_needed()

    def event(self, event: QEvent) -> bool:
        handled = super().event(event)
        if event.type() == QEvent.Type.LayoutRequest:  # the words changed, or their look
            self._bar_only_if_needed()
        return handled

    def _bar_only_if_needed(self) -> None:
        """The scroll bar taken away where the box's words fit the frame at its whole width.
        Qt's scroll area weighs the bar at the width the bar leaves: shown for a moment where
        the box was short (high contrast switched on, its edge thicker, before the dock had
        grown the frame to it), the words wrapped narrower, and the bar stayed once the frame
        was tall enough, the last line hidden under its foot."""
        box = self.widget()
        bar = self.verticalScrollBar()
        if box is None or not bar.isVisible() or self._weighing:
            return
        room = self.maximumViewportSize()
        height = box.heightForWidth(room.width())
        if height < 0:  # words on one line: their own height
            height = box.sizeHint().height()
        if box.minimumSizeHint().width() <= room.width() and height <= room.height():
            self._weighing = True  # once: the policy's change resizes the frame's view
            try:
                self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
                self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
            finally:
                self._weighing = False

    def heightForWidth(self, width: int) -> int:
        box = self.widget()
        return box.heightForWidth(width) if box is not None else 0

    def sizeHint(self) -> QSize:
        """As tall as the box would like; no wider than its longest word: its words wrap
        to the dock's width, which a long line (the deal's news) widened in mid-deal, the
        table shrinking under the person's cards."""
        box = self.widget()
        if box is None:
            return QSize()
        return QSize(box.minimumSizeHint().width(), box.sizeHint().height())

    def minimumSizeHint(self) -> QSize:
        box = self.widget()
        return QSize(box.minimumSizeHint().width() if box is not None else 0,
                     3 * self.fontMetrics().height())


class ScoreboardDock(FollowsLanguage, QDockWidget):
    """The scoreboard beside the table: dark felt like the table, with a line saying what
    "−10 (3/2)" means."""

    closed = Signal()  # by its × (the View menu's toggle is its own action)

    def __init__(self, model: ScoreboardModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scoreboard")
        self.model = model
        self.under = False  # laid out under the table (or over it) rather than beside it
        self.placed_by_person = False  # moved or undocked by the person: left where it is
        self._placing = False  # the program moving it, not the person
        self._fitting = False  # a fit of the texts' size under way (it restyles, and resizes)
        self.played_again = False  # the scores of a deal played again: not the match's
        self._fitted_for: tuple[object, ...] | None = None  # what the texts' size was fitted to
        self._measured: dict[float, int] = {}  # the needed width at each size of texts tried
        self._measured_for: tuple[object, ...] | None = None  # for these words and look
        # under the table: the height the person dragged it to while the program runs (None:
        # its contents' height), and its height when a drag of the window's bars began
        self._chosen_height: int | None = None
        self._pressed_height: int | None = None
        body = QWidget()
        body.setObjectName("scoreboard_body")
        body.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self._layout = layout = QVBoxLayout(body)
        layout.setContentsMargins(6, 6, 6, 6)
        self.table = QTableView()
        # a viewport made in Python, whose class PySide knows: asking for the one made in C++
        # builds every widget class's type (see table/view.py); the columns follow its width
        self.table.setViewport(QWidget())
        # the rows' heights, the columns' least widths: measured once, forgotten where the
        # scores change before anything measures them again (it hears the model first)
        self.measures = ScoreTableMeasures(self.table, model)
        self.table.setModel(model)
        # the columns' widths shared out by _share_columns: even where there is room, each
        # its heading and widest figure in full where there is not
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        # a long typed name in a narrow column: "Alexan…", not cut at both ends
        self.table.horizontalHeader().setTextElideMode(Qt.TextElideMode.ElideRight)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.setEditTriggers(QTableView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.setSelectionMode(QTableView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        layout.addWidget(self.table, 1)
        self.legend = QLabel()
        self.legend.setObjectName("legend")
        self.legend.setWordWrap(True)
        layout.addWidget(self.legend)
        self.current = QLabel()
        self.current.setObjectName("current")
        self.current.setWordWrap(True)
        self.current.setTextFormat(Qt.TextFormat.PlainText)
        self.current_box = BoxScroll(self.current)
        layout.addWidget(self.current_box)
        self.setWidget(body)
        if parent is not None:
            parent.installEventFilter(self)
        self.table.viewport().installEventFilter(self)
        model.rowsInserted.connect(lambda *_: self.table.scrollToBottom())
        # the newest deals and the totals kept in view as the scores' room or rows change
        # size (a window made shorter, this deal's box grown): not only as a deal comes
        bar = self.table.verticalScrollBar()
        bar.rangeChanged.connect(lambda _least, most: bar.setValue(most))
        for changed in (model.modelReset, model.rowsInserted, model.dataChanged,
                        model.headerDataChanged, model.layoutChanged):
            changed.connect(self._share_columns)
        model.modelReset.connect(self._explain)
        model.rowsInserted.connect(self._deal_came)
        self.dockLocationChanged.connect(lambda _area: self._moved())
        self.topLevelChanged.connect(lambda _floating: self._moved())
        self.set_scale(1.0)
        self.retranslate()

    WINDOW_SHARE = 0.3  # of the window's width at most: the table keeps the rest
    UNDER_DEALS = 2  # the last deals' rows in view under the table, over the totals
    BESIDE_DEALS = 2  # the least of them in view beside it, on a short window
    CONTENTS_MOST = 0.3  # of the height under the menus at most for its contents under the
    # table (the box of this deal scrolls), but where the person drags it taller
    UNDER_MOST = 0.5  # of the height under the menus, dragged so by the person: the table
    # keeps half
    WORDS_LEAST = 110  # px (times the texts' size) for each column of words under the table
    HEADINGS_SHARE = 1 / 3  # at most, for the headings whole: beyond, the texts yield

    def set_scale(self, k: float) -> None:
        """Sizes times ``k`` (the size of texts), the dock's width with them."""
        self._scale = self._shown_scale = k
        self._fitted_for = self._measured_for = None  # fitted again to the new size
        self._forget_measures()  # the scores too (the application's fonts and style with it)
        self.restyle()
        self._arrange_body()
        self._fit_width()
        self._settle_height()

    def _place(self) -> None:
        """Beside the table, or under it where that draws the table clearly larger (half a
        screen's width); never once the person has moved or undocked it."""
        window = self.parentWidget()
        if not isinstance(window, QMainWindow) or self.isFloating() or self.placed_by_person:
            return
        beside = self._width_beside(window)
        under = goes_under(window.width(), self._room_height(window), beside=beside,
                           under=self._height_under(window), now_under=self.under)
        if under == self.under and window.dockWidgetArea(self) == (BOTTOM if under else RIGHT):
            return
        self.under = under
        self._arrange_body()
        self._placing = True
        try:
            window.addDockWidget(BOTTOM if under else RIGHT, self)
        finally:
            self._placing = False
        self._settle_height()

    def _width_beside(self, window: QMainWindow) -> int:
        """The dock's width beside the table, where to dock it being weighed with it: the one
        it has there, else the least it takes there (the window gives no more to a dock put
        beside it), within its bounds for the window's width now; its texts yield before it
        takes more than a third of the window. Weighed at its most, a dock sent under the
        table on a tall window stayed there once the window was a laptop's again."""
        least, most = self._widths(window)
        width = least if self.under else max(least, min(most, self.width()))
        return min(width, round(self.HEADINGS_SHARE * window.width()))

    def _moved(self) -> None:
        """Docked elsewhere or undocked: by the person (it shows), it stays where they put it
        from now on; either way it takes the shape of its place."""
        if self._placing:
            return
        if self.isVisible():
            self.placed_by_person = True
        window = self.parentWidget()
        area = window.dockWidgetArea(self) if isinstance(window, QMainWindow) else RIGHT
        self.under = not self.isFloating() and area in (BOTTOM, TOP)
        self._arrange_body()
        self._fit_width()
        self._settle_height()

    def _arrange_body(self) -> None:
        """Beside the table, the scores over the legend and the deal's tricks; under it, the
        three side by side, the words in columns of their own (a quarter of the window each at
        most, however large the texts)."""
        under = self.under
        self._layout.setDirection(QBoxLayout.Direction.LeftToRight if under
                                  else QBoxLayout.Direction.TopToBottom)
        self._hold_word_widths()
        self._hold_scores_height()
        for words in (self.legend, self.current_box):
            self._layout.setAlignment(words, Qt.AlignmentFlag.AlignTop if under
                                      else Qt.AlignmentFlag(0))

    def _hold_word_widths(self) -> None:
        """Under the table, the scores as wide as their headings and figures need, the words'
        two columns as wide as they like within a quarter of the window each ("Ouest : 3 plis
        / annonce 3" on one line), narrower where the window is narrow (the box scrolls),
        never narrower than ``WORDS_LEAST``; beside it, the dock's width for all."""
        if not self.under:
            self.table.setMinimumWidth(0)
            for words in (self.legend, self.current_box):
                words.setMinimumWidth(0)
                words.setMaximumWidth(UNBOUNDED)
            return
        self.table.setMinimumWidth(self._table_width())
        least, most = self._word_widths(self.parentWidget())
        for words in (self.legend, self.current_box):
            words.setMinimumWidth(least)
            words.setMaximumWidth(most)

    def _word_widths(self, window: QWidget | None) -> tuple[int, int]:
        """Under the table, the least and most width of each column of words: as wide as
        they like within a quarter of the window, within what the scores leave them, never
        narrower than ``WORDS_LEAST`` (see ``_hold_word_widths``)."""
        k = self._shown_scale
        room = window.width() // 4 if window is not None else UNBOUNDED
        if window is not None:  # what the scores leave the two columns of words
            margins = self._layout.contentsMargins()
            left = (window.width() - self._table_width() - margins.left() - margins.right()
                    - 2 * max(0, self._layout.spacing())) // 2
            room = min(room, max(left, round(self.WORDS_LEAST * k)))
        return min(room, round(230 * k)), min(room, round(280 * k))

    @staticmethod
    def _room_height(window: QMainWindow) -> int:
        """The window's height under its menus: the table's and the dock's."""
        return window.height() - window.menuBar().height()

    def _title_height(self) -> int:
        """The dock's title bar and frame: its height less its body's, as last laid out;
        before that, the title's words and padding."""
        body = self.widget()
        if body is not None and body.height() > 0 and self.height() > body.height():
            return self.height() - body.height()
        return self.fontMetrics().height() + 2 * round(4 * self._shown_scale)

    def _scores_height(self, deals: int) -> int:
        """The scores' height with their headings, the totals and ``deals`` deals' rows in
        view, where the dock is now (``ScoreTableMeasures.scores_height``)."""
        return self.measures.scores_height(deals, under=self.under, scale=self._shown_scale)

    def _forget_measures(self) -> None:
        """The scores' words or look changed: every measure of them taken again when next
        needed."""
        self.measures.forget()

    def _contents_height(self, window: QMainWindow) -> int:
        """The dock's height under the table for what it shows: the scores' headings, the
        last deals and the totals (it scrolls to the newest), the legend and this deal's
        tricks whole, each column of words at its least width there; beside the table, the
        same, as it would be under it."""
        width = self._word_widths(window)[0]
        words = [self._scores_height(self.UNDER_DEALS),
                 self.current_box.minimumSizeHint().height()]
        for column in (self.legend, self.current_box):
            words.append(column.heightForWidth(width))
        margins = self._layout.contentsMargins()
        return max(words) + margins.top() + margins.bottom() + self._title_height()

    def _deal_came(self) -> None:
        """The first deals' rows: under the table, the height taken again for rows as tall as
        they come (taken before any, it counted them as tall as the totals' row, and the first
        deal's row was cut under the scroll bar once the second came); from then on it holds,
        the scores scrolling to the newest. Beside it, the scores' least height again."""
        if self.model.rowCount() - 1 <= self.UNDER_DEALS:
            self._settle_height()
        self._hold_scores_height()

    def _hold_scores_height(self) -> None:
        """Beside the table, the scores no shorter than their headings, the totals and the
        last ``BESIDE_DEALS`` deals: on a short window (966x420) the box of this deal's words
        took the dock's height, the scores shrank to a row and a half and the Total row was out
        of sight (a player's review); the box scrolls instead. Under the table the dock's own
        height holds them (``_under_bounds``), and a dock the person took out of the window
        is theirs to size."""
        if self.under or self.isFloating():
            self.table.setMinimumHeight(0)
            return
        deals = min(self.BESIDE_DEALS, max(0, self.model.rowCount() - 1))
        self.table.setMinimumHeight(self._scores_height(deals))

    def _under_bounds(self, window: QMainWindow) -> tuple[int, int]:
        """The least and most height under the table: the scores' headings and totals, or
        three lines of this deal's tricks (it scrolls); half the room under the menus."""
        margins = self._layout.contentsMargins()
        least = (max(self._scores_height(0), self.current_box.minimumSizeHint().height())
                 + margins.top() + margins.bottom() + self._title_height())
        return least, max(least, round(self.UNDER_MOST * self._room_height(window)))

    def _height_under(self, window: QMainWindow) -> int:
        """The dock's height under the table: the one the person dragged it to while the
        program runs, else its contents' (``_contents_height``), no more than the share the
        table can spare (``CONTENTS_MOST``); within its bounds. Where to dock it is weighed
        with it (``_place``): weighed at the old fixed share of the window, it stayed beside a
        table it left a third larger under it, and under a table it left half the window."""
        least, most = self._under_bounds(window)
        wanted = self._chosen_height
        if wanted is None:
            wanted = min(self._contents_height(window),
                         round(self.CONTENTS_MOST * self._room_height(window)))
        return max(least, min(most, wanted))

    def _settle_height(self) -> None:
        """Under the table and shown, the dock's height (``_height_under``). Not its height of
        before: the one Qt kept for it, or restored at a start, was the old fixed share of the
        window, which shrank the table. Kept as it is between these times: the box of this
        deal scrolls rather than the table move as its lines come."""
        window = self.parentWidget()
        if (not isinstance(window, QMainWindow) or not self.under or self.isFloating()
                or not self.isVisible()):
            return
        wanted = self._height_under(window)
        if wanted != self.height():
            window.resizeDocks([self], [wanted], Qt.Orientation.Vertical)

    def _widths(self, window: QWidget | None) -> tuple[int, int]:
        """The least and most width beside the table: as wide as the texts would like, within
        the window's share, or what the headings and the figures' words need if more."""
        k = self._shown_scale
        least, most = round(320 * k), round(400 * k)
        if window is not None:
            cap = max(round(self.WINDOW_SHARE * window.width()), self._needed_width())
            least = min(least, cap)
            most = max(least, min(most, cap))
        return least, most

    def _fit_width(self) -> None:
        """Beside the table, as wide as the texts would like ("Votre équipe", "−50  (0/5)" on
        one line), within the window's share, or what the headings and the figures' words need
        if more: larger texts on a small window wrap the figures rather than shrink the table.
        Where even the headings would take more than a third of the window, the dock's texts
        grow less than asked (never below their usual size), so that the table keeps the rest.
        Under the table, the window's width, and a height between its bounds (the one it
        takes: ``_settle_height``)."""
        window = self.parentWidget()
        if (window is not None and not self.under
                and self._fit_scale(round(self.HEADINGS_SHARE * window.width()))):
            return  # restyled: measured again from the new sizes
        if self.under and isinstance(window, QMainWindow):
            self._hold_word_widths()
            # the scores and two narrow columns of words: the window no narrower
            margins = self._layout.contentsMargins()
            self.setMinimumWidth(self._table_width() + margins.left() + margins.right()
                                 + 2 * (max(0, self._layout.spacing())
                                        + round(self.WORDS_LEAST * self._shown_scale)))
            self.setMaximumWidth(UNBOUNDED)
            least, most = self._under_bounds(window)  # its height: _settle_height
            self.setMinimumHeight(least)
            self.setMaximumHeight(most)
            return
        self.setMinimumHeight(0)
        self.setMaximumHeight(UNBOUNDED)
        least, most = self._widths(window)
        self.setMinimumWidth(least)
        self.setMaximumWidth(most)

    def _fit_key(self, room: int) -> tuple[object, ...]:
        """What the dock's fitted texts' size depends on: the size asked, the room, and what
        its needed width at a given size depends on (``ScoreTableMeasures.width_key``)."""
        return (self._scale, room, *self.measures.width_key())

    def _fit_scale(self, room: int) -> bool:
        """The dock's texts at the size asked, or the largest (never below their usual size)
        that lets its headings and figures fit ``room`` (the needed width grows with the
        texts); whether they changed. Worked out from the size asked each time what it depends
        on changes (``_fit_key``), and only then: the same each time for the same window,
        language and match, however the dock was sized before, so the dock keeps its width
        through a deal and the match (it was fitted again from the size last shown whenever
        its table's height changed, and came out a few pixels apart each time)."""
        if self._fitting:  # restyling resizes the table, which asks for a fit again
            return False
        key = self._fit_key(room)
        if key == self._fitted_for:
            return False
        self._fitting = True
        shown = self._shown_scale
        try:
            fitted = self._fitted_size(room)
            self._fitted_for = key
            self._show_scale(fitted)  # measuring drew the texts at other sizes
            if fitted == shown:
                return False
            self._arrange_body()
            self._fit_width()
        finally:
            self._fitting = False
        return True

    FIT_STEP = 2  # hundredths of the usual size: the sizes of texts tried in a fit

    def _fitted_size(self, room: int) -> float:
        """The size asked if the dock's needed width at it fits ``room``, else the largest
        of the steps from the usual size up that does (the usual size at least): a window
        dragged wider or narrower restyles the dock only at each step."""
        scale = self._scale
        needed = self._needed_at(scale)
        if needed <= room or scale <= 1.0:
            return scale
        step = self.FIT_STEP
        top = math.floor((100 * scale - 100) / step + 1e-6)  # in steps over the usual size

        def size(level: int) -> float:
            return (100 + step * level) / 100

        def level_of(k: float) -> int:
            return max(0, min(top, math.floor((100 * k - 100) / step + 1e-6)))

        level = level_of(scale * room / needed)
        for _ in range(3):  # the margins, the frame and the bar do not grow with the texts
            needed = self._needed_at(size(level))
            if needed <= room or level == 0:
                break
            level = min(level - 1, level_of(size(level) * room / needed))
        while level > 0 and self._needed_at(size(level)) > room:
            level -= 1
        while level < top and self._needed_at(size(level + 1)) <= room:
            level += 1
        return size(level)

    def _needed_at(self, k: float) -> int:
        """The dock's needed width with its texts at ``k`` times their usual size, measured
        once for the match's words and look: a window dragged wider or narrower at large
        texts finds most sizes measured (each measure restyles the dock)."""
        key = self.measures.width_key()
        if key != self._measured_for:
            self._measured_for, self._measured = key, {}
        if k not in self._measured:
            self._show_scale(k)
            self._measured[k] = self._needed_width()
        return self._measured[k]

    def _show_scale(self, k: float) -> None:
        """The dock's texts drawn at ``k`` times their usual size."""
        self._shown_scale = k
        self.restyle()

    def _column_needs(self) -> list[int]:
        """Each column's least width at the texts' size shown (``ScoreTableMeasures``)."""
        return self.measures.column_needs(self._shown_scale)

    def _table_width(self) -> int:
        """The scores' width with every column at its least width."""
        margins = self._layout.contentsMargins()
        return self._needed_width() - margins.left() - margins.right()

    def _needed_width(self) -> int:
        """The dock's width with every column at its least width, and room for the scroll
        bar whether it shows yet or not: it comes with the deals, or as the "this deal" box
        under the scores grows, in the middle of a deal, and widened the dock then."""
        table = self.table
        bar = table.verticalScrollBar().sizeHint().width()
        margins = self._layout.contentsMargins()
        return (sum(self._column_needs()) + self.measures.heading_width(self._shown_scale) + bar
                + 2 * table.frameWidth() + margins.left() + margins.right())

    def _share_columns(self) -> None:
        """The table's width shared among its columns (column_share), the dock's width fitted
        to what they need."""
        self.measures.hold_heading_width()
        widths = share_columns(self._column_needs(), self.table.viewport().width())
        header = self.table.horizontalHeader()
        for column, width in enumerate(widths):
            if header.sectionSize(column) != width:
                header.resizeSection(column, width)
        self._fit_width()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind not in (QEvent.Type.Resize, QEvent.Type.MouseButtonPress,
                        QEvent.Type.MouseButtonRelease):
            return False
        # read with a default: an event reaching the window or the scores while this dock's
        # Python side goes away (at interpreter shutdown) finds no attributes, and must raise
        # nothing
        table = getattr(self, "table", None)
        if table is None:
            return False
        if watched is self.parentWidget() and kind != QEvent.Type.Resize:
            self._dragged(kind == QEvent.Type.MouseButtonPress)
        elif kind == QEvent.Type.Resize:
            if watched is self.parentWidget():
                self._place()
                self._fit_width()  # the window's share changed with it
                self._settle_height()
            elif watched is table.viewport():
                self._share_columns()
                # laid out again once this pass is over: the dock's width may have changed in
                # it (the scores' share), and the words kept the width they had before
                self._layout.invalidate()
        return False

    def _dragged(self, pressed: bool) -> None:
        """A press on the main window itself (its bar between the table and the dock), then
        its release: under the table, a height the dock took meanwhile is the person's."""
        shown_under = self.under and not self.isFloating() and self.isVisible()
        if pressed:
            self._pressed_height = self.height() if shown_under else None
            return
        if shown_under and self._pressed_height not in (None, self.height()):
            self._chosen_height = self.height()
        self._pressed_height = None

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._settle_height()  # shown again, or at a start: not the height Qt kept

    def closeEvent(self, event: QCloseEvent) -> None:
        super().closeEvent(event)
        if event.isAccepted():
            self.closed.emit()

    def restyle(self) -> None:
        """The dock's colours for the look in use (high contrast or the felt's), the scores'
        own with them (``score_colours``)."""
        self.model.set_colours(score_colours(high_contrast()))
        sheet = scoreboard_style(self._shown_scale, high_contrast())
        if sheet != self.styleSheet():  # Qt would parse it and style every child again
            self._forget_measures()  # the scores measured again in the new look and size
            self.setStyleSheet(sheet)
            self._forget_measures()  # and not as Qt styled them
            for words in (self.legend, self.current_box):  # measured again in the new size
                words.updateGeometry()
            self.measures.hold_heading_width()
            self._hold_scores_height()

    def _explain(self) -> None:
        if self.model.info.has_calls:
            self.legend.setText(self.tr(
                "Each round: points, then (tricks taken/call). −10 (3/2): 10 points lost, "
                "3 tricks taken for a call of 2."))
        elif self.model.counted_only:
            self.legend.setText(self.tr("Each deal: what each side scored, then (the tricks "
                                        "that counted, under Double Sar)."))
        else:
            self.legend.setText(self.tr("Each deal: what each side scored, then (the tricks "
                                        "it took)."))

    def set_current_text(self, text: str) -> None:
        self.current.setText(text)
        # the box's frame measured again: its layout keeps the height it had for the old text
        self.current_box.updateGeometry()

    def set_played_again(self, again: bool) -> None:
        """Whether the scores shown are those of a deal played again, which the match does
        not count: its title says so (they read as the match's, a player's review)."""
        self.played_again = again
        self._name()

    def _name(self) -> None:
        self.setWindowTitle(self.tr("Scoreboard (not counted)")
                            if self.played_again else self.tr("Scoreboard"))

    def retranslate(self) -> None:
        self._name()
        self._forget_measures()  # the scores' words in the new language
        self._explain()
        self.model.retranslate()
