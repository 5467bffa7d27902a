"""The History window: saved matches with Resume, Replay, Export…, Import…, Delete, Statistics."""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QMargins, QObject, QPoint, QRect, Qt, QTimer, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)
from shiboken6 import isValid

from ...engine import Game
from ...storage import LoadedMatch, MatchStore, StorageError
from ...storage.listing import Listing
from ...storage.summaries import MatchSummary, summarize
from .. import texts
from ..button_rows import ButtonRows
from ..closing_keys import close_button_row, close_with_keys, press_with_enter
from ..dressing import buttons_style, list_palette, list_style, window_style
from ..file_choice import choose_match_file
from ..i18n import FollowsLanguage, datetime_in_sentence
from ..screen_fit import FRAME_ROOM, FitsScreen, fit_on_screen
from ..table.looks import high_contrast
from ..text_scale import fit_to_text_scale
from ..window_looks import ask_yes_or_no, dress_dialog
from ..window_places import (
    SIDE_WINDOW,
    centre_over,
    geometry_of,
    place_restored,
    restore_geometry,
)
from .model import DATE, MATCH_ROLE, HistoryFilter, HistoryModel
from .problems import error_detail, error_text
from .resumption import NO_MATCH, MatchInPlay, Resumption
from .scanning import FolderScan
from .sort_mark import SortHeader

if TYPE_CHECKING:
    from ...storage.settings import Settings, WindowGeometry
    from .replay import ReplayWindow

log = logging.getLogger(__name__)

GAME_FILTERS: tuple[Game | None, ...] = (None, *Game)


class HistoryWindow(FollowsLanguage, FitsScreen, QWidget):
    """Lists the saved matches; every file problem is shown, never a traceback.

    ``in_play`` tells the match on the table now (None: there is no table, so no Resume);
    ``settings`` the person's settings (four-colour suits in the replays, the folder the file
    chooser opens in)."""

    resume_requested = Signal(object)  # Resumption: continue this match on the table
    table_requested = Signal()  # the person chose the match on the table: bring it forward
    deal_again_requested = Signal(object)  # DealAgainRequest: play a deal of a saved match again

    def __init__(self, store: MatchStore | None = None, settings: Settings | None = None,
                 in_play: Callable[[], MatchInPlay] | None = None,
                 parent: QWidget | None = None, *,
                 busy: Callable[[str], bool] | None = None,
                 keep_folder: Callable[[Path], None] | None = None,
                 place_new: Callable[[QWidget], None] | None = None,
                 keep_above: Callable[[QWidget], None] | None = None) -> None:
        """``busy(match_id)``: whether another Koutchina plays that match now;
        ``keep_folder(file)`` remembers the folder of a file just exported or imported, where
        the chooser opens next time, and saves it (the History window has no parent to find
        the settings service by); without it the folder is not remembered;
        ``place_new(window)`` places a Replay or the Statistics opened for the first time
        (centred over the main window); without it, over History. ``keep_above(window)``
        keeps a Replay or the Statistics above the main window, as History is."""
        super().__init__(parent, SIDE_WINDOW)
        self.store = store or MatchStore()
        self.settings = settings
        self.in_play = in_play
        self.busy = busy or (lambda _match_id: False)
        self.keep_folder = keep_folder or (lambda _file: None)
        self.place_new = place_new or (lambda window: centre_over(window, self))
        self.keep_above = keep_above or (lambda _window: None)
        self._replay_place: QRect | None = None  # where the replay opened last was left
        self.problems: list[StorageError] = []
        self.last_message = ""
        self.last_detail = ""
        self._replays: list[ReplayWindow] = []
        self._stats: QWidget | None = None
        # replaced by tests: (title, suggested file name) -> chosen path or ""
        self.ask_save_path: Callable[[str, str], str] = self._ask_save_path
        self.ask_open_path: Callable[[str], str] = self._ask_open_path
        self.confirm: Callable[[str], bool] = self._confirm

        self.model = HistoryModel(self)
        self.proxy = HistoryFilter(self)
        self.proxy.setSourceModel(self.model)
        self.table = QTableView()
        self.table.setHorizontalHeader(SortHeader(self.table))  # newest first under a ▼
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(DATE, Qt.SortOrder.DescendingOrder)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        # scrolled sideways by the pixel, where the screen is too narrow for the columns: by
        # the column, the bar's end did not reach the last one's end
        self.table.setHorizontalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.table.setAlternatingRowColors(True)  # a long row read across without losing it
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        # each heading over the start of its values, which are written from the left (centred,
        # "State" stood far to the right of "In progress" in the wide last column)
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        # columns sized from the rows in view and 100 more, not from all of 10,000 matches
        header.setResizeContentsPrecision(100)
        # The last column fills the room the others leave only where its heading and values
        # fit in it; else it is as wide as they are and the list scrolls sideways. Always
        # stretched, it was cut to "In …" for "In progress" at 175 % (_fit_columns).
        header.setStretchLastSection(True)
        self._columns_width: int | None = None  # what the columns' words need, kept
        self._columns_due = False  # _fit_columns is to run
        self._widen_due = False  # the window is to grow to its columns where it can
        self._palette_due = False  # the list's colours are to be set again
        for changed in (self.proxy.modelReset, self.proxy.layoutChanged,
                        self.proxy.rowsInserted, self.proxy.rowsRemoved,
                        self.proxy.dataChanged, self.proxy.headerDataChanged):
            changed.connect(lambda *_: self._columns_changed())
        for part in (self.table, header, self.table.viewport()):
            part.installEventFilter(self)  # the list's width, the size of its texts
        self.table.doubleClicked.connect(lambda _i: self.replay_selected())
        self.table.activated.connect(lambda _i: self.replay_selected())  # Enter on a row
        self.table.setTabKeyNavigation(False)  # Tab leaves the list instead of walking cells
        self.table.selectionModel().selectionChanged.connect(lambda *_: self._update_buttons())

        self.filter_label = QLabel()
        self.game_filter = QComboBox()
        # as wide as its words in the language in use, after a switch too
        self.game_filter.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        for _game in GAME_FILTERS:
            self.game_filter.addItem("")
        self.game_filter.currentIndexChanged.connect(self._filter_changed)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        self.resume_button = QPushButton()
        self.replay_button = QPushButton()
        self.export_button = QPushButton()
        self.import_button = QPushButton()
        self.delete_button = QPushButton()
        self.stats_button = QPushButton()
        self.resume_button.clicked.connect(self.resume_selected)
        self.replay_button.clicked.connect(self.replay_selected)
        self.export_button.clicked.connect(self.export_selected)
        self.import_button.clicked.connect(self.import_file)
        self.delete_button.clicked.connect(self.delete_selected)
        self.stats_button.clicked.connect(self.open_statistics)
        # Close last, at the bottom right, as in About and a deal's review (Qt's own word)
        self.close_row = close_button_row(self)

        top = QHBoxLayout()
        top.addWidget(self.filter_label)
        top.addWidget(self.game_filter)
        top.addStretch(1)
        self._follows_screen = False  # its buttons laid out again on another screen
        self.buttons = buttons = ButtonRows(
            (self.resume_button, self.replay_button, self.export_button, self.import_button,
             self.delete_button), (self.stats_button, self.close_row))
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.status)
        layout.addLayout(buttons)

        close_with_keys(self)
        press_with_enter(self, self._enter_elsewhere)  # the button Tab reached, or the list

        self.scan = FolderScan(self.store, self)
        self.scan.finished.connect(self._scanned)
        self.scan.progressed.connect(self._progressed)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self._dress()
        self.resize(900, 520)
        self.retranslate()
        self._update_buttons()

    def showEvent(self, event: QShowEvent) -> None:
        # the list has the keys each time the window opens: Enter replays the match chosen
        # (the newest, once the folder is read). On the game filter, first in the tab order,
        # Enter did nothing (a player's review); History is opened again, not made again
        self.buttons.arrange(self)  # before it is fitted to its screen (FitsScreen)
        super().showEvent(event)
        handle = self.windowHandle()
        if handle is not None and not self._follows_screen:  # moved to a narrower screen
            self._follows_screen = True
            handle.screenChanged.connect(lambda _screen: self.buttons.arrange(self))
        self.table.setFocus()

    # ----- the columns' widths -------------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # read with a default (see status_line.StatusLine.eventFilter)
        table = getattr(self, "table", None)
        if table is None:
            return False
        if event.type() == QEvent.Type.FontChange:  # the size of texts changed
            self._columns_changed(widen=True)
            if watched is table:
                self.buttons.arrange(self)  # one row or two again
                # and once the style made for that size has sized the buttons (measured
                # with the last one's padding, French at 200 % took one row 1,307 px wide)
                QTimer.singleShot(0, self, self._arrange_buttons)
        elif event.type() == QEvent.Type.StyleChange and watched is table and (
                not self._palette_due):
            # the style made again for another size of texts gives the headings the system's
            # light grey back: the list's colours again (a palette, no style change, no loop)
            self._palette_due = True
            QTimer.singleShot(0, self, self._palette_again)
        elif event.type() == QEvent.Type.Resize and watched is table.viewport():
            self._schedule_columns()
        return super().eventFilter(watched, event)

    def _arrange_buttons(self) -> None:
        """The buttons on one row or two, the window within its screen again."""
        self.buttons.arrange(self)
        if self.isVisible():
            layout = self.layout()
            if layout is not None:
                layout.activate()  # its least size with the rows as they are now
            fit_on_screen(self)

    def _palette_again(self) -> None:
        self._palette_due = False
        list_palette(self.table, high_contrast())

    def _columns_changed(self, widen: bool = False) -> None:
        """The columns' words changed (the matches listed, their language, the size of
        texts): measured again; ``widen``: the window grows to show them, where it can."""
        self._columns_width = None
        self._widen_due = self._widen_due or widen
        self._schedule_columns()

    def _schedule_columns(self) -> None:
        if not self._columns_due:  # once for all the changes of one moment
            self._columns_due = True
            QTimer.singleShot(0, self, self._fit_columns)

    def columns_width(self) -> int:
        """How wide the columns must be for every heading and value to show whole (measured
        as Qt sizes a column to its contents: the rows in view and 100 more)."""
        if self._columns_width is None:
            header = self.table.horizontalHeader()
            self._columns_width = sum(
                max(header.sectionSizeHint(column), self.table.sizeHintForColumn(column))
                for column in range(self.proxy.columnCount()))
        return self._columns_width

    def _fit_columns(self) -> None:
        """The last column stretched into the room the others leave where its words fit in
        it; else every column as wide as its words and the list scrolled sideways. Where
        asked, the window first grows to show every column, as far as its screen allows."""
        self._columns_due = False
        wanted = self.columns_width()
        short = wanted - self.table.viewport().width()
        if self._widen_due and self.isVisible():
            self._widen_due = False
            bar = self.table.verticalScrollBar()
            grow = short + (bar.sizeHint().width() if not bar.isVisible() and (
                self.table.verticalHeader().length() > self.table.viewport().height())
                else 0)  # the rows will need their bar beside the columns
            if grow > 0 and not self.windowState() & (Qt.WindowState.WindowMaximized
                                                       | Qt.WindowState.WindowFullScreen):
                self.resize(self.width() + grow, self.height())
                fit_on_screen(self)  # no wider than the screen: the list scrolls instead
                short = wanted - self.table.viewport().width()  # again at its Resize
        self.table.horizontalHeader().setStretchLastSection(short <= 0)

    # ----- loading ------------------------------------------------------------------------

    def reload(self) -> None:
        """Read the folder again on a worker thread."""
        self.status.setText(self.tr("Reading the saved matches…"))
        self.scan.start()

    def _progressed(self, done: int, total: int) -> None:
        self.status.setText(self.tr("Reading the saved matches: {done} of {total}…").format(
            done=done, total=total))

    def _scanned(self, listing: Listing) -> None:
        self.model.set_matches(listing.summaries)
        self._columns_changed(widen=True)  # opened narrower than its columns: it grows
        self.problems = list(listing.problems)
        if not self.table.selectionModel().hasSelection() and self.proxy.rowCount() > 0:
            self.table.selectRow(0)  # the newest match: Enter replays it, no mouse needed
        self._show_status()
        self._update_buttons()

    def _show_status(self) -> None:
        if not self.problems:
            total, shown = self.model.rowCount(), self.proxy.rowCount()
            if total == 0:  # said where matches come from, not "0 saved matches."
                self.status.setText(self.tr("No saved match yet: every match you play is kept "
                                            "here as you play it."))
                self.status.setToolTip("")
                return
            self.status.setText(
                self.tr("%n saved match(es).", "", total) if shown == total
                else self.tr("%n saved match(es), {shown} shown for this game.", "", total)
                .format(shown=shown))
            self.status.setToolTip("")
            return
        lines = [error_text(error) for error in self.problems]
        self.status.setText(
            self.tr("%n file(s) could not be read:", "", len(lines)) + "\n" + "\n".join(lines))
        self.status.setToolTip("\n".join(error_detail(error) for error in self.problems))

    # ----- selection ----------------------------------------------------------------------

    def selected(self) -> MatchSummary | None:
        rows = self.table.selectionModel().selectedRows()
        if not rows:
            return None
        summary = self.proxy.data(rows[0], MATCH_ROLE)
        return summary if isinstance(summary, MatchSummary) else None

    def select_match(self, match_id: str) -> bool:
        for row in range(self.proxy.rowCount()):
            index = self.proxy.index(row, 0)
            summary = self.proxy.data(index, MATCH_ROLE)
            if isinstance(summary, MatchSummary) and summary.match_id == match_id:
                self.table.selectRow(row)
                return True
        return False

    def _update_buttons(self) -> None:
        summary = self.selected()
        chosen = summary is not None
        self.resume_button.setEnabled(
            chosen and summary is not None and not summary.finished
            and self.in_play is not None)
        for button in (self.replay_button, self.export_button, self.delete_button):
            button.setEnabled(chosen)

    def _filter_changed(self, index: int) -> None:
        self.proxy.set_game(GAME_FILTERS[index] if 0 <= index < len(GAME_FILTERS) else None)
        self._update_buttons()
        self._show_status()

    # ----- actions ------------------------------------------------------------------------

    def _playing(self, match_id: str) -> bool:
        """Is this the match on the table right now?"""
        now = self.in_play() if self.in_play is not None else NO_MATCH
        return now.running and now.match_id == match_id

    def _held(self, match_id: str) -> bool:
        """Is this the match left on the start screen (Game > Home screen), to resume?"""
        now = self.in_play() if self.in_play is not None else NO_MATCH
        return now.held and now.match_id == match_id

    def _load(self, summary: MatchSummary) -> LoadedMatch | None:
        """The listed match read and replayed now (the list holds only its summary); a file
        that no longer replays is said so, once."""
        try:
            loaded = self.store.load(summary.path)  # the file may have changed since the list
            loaded.state  # noqa: B018 - replayed now if the checked list let it through
        except StorageError as error:
            self.store.distrust(summary.path)
            self.refuse(error)
            return None
        return loaded

    def resume_selected(self) -> None:
        summary = self.selected()
        if summary is None or self.in_play is None or summary.finished:
            return
        fresh = self._load(summary)
        if fresh is None:
            return
        state = fresh.state
        if not self._playing(fresh.saved.match_id):
            self.resume_requested.emit(Resumption.of(fresh, state))
        self.table_requested.emit()
        self.close()

    def replay_selected(self) -> None:
        summary = self.selected()
        if summary is None:
            return
        from .replay import ReplayWindow

        four_colour = self.settings is not None and self.settings.four_colour
        loaded = self._load(summary)
        if loaded is None:
            return
        state = loaded.state
        window = ReplayWindow(loaded.saved, state, four_colour=four_colour)
        from .deal_coach import attach_deal_coach  # review or play again the deal on show

        attach_deal_coach(window, loaded, state, self.deal_again_requested.emit)
        fit_to_text_scale(window)
        self._place_replay(window)
        self._let_closed_replays_go()
        self._replays.append(window)
        self.keep_above(window)
        window.show()

    REPLAY_STEP = 32  # px down and right of a replay still open where the next would hide it

    def _place_replay(self, window: QWidget) -> None:
        """A new replay where the one opened last is, or was left when closed, as large,
        a step aside from any replay still open there; the first of the session where the
        last one was left last time, the first ever centred over the main window. Left to the
        window manager, it opened at the screen's top left corner."""
        if not self._replays and self._replay_place is None and self.settings is not None and (
                restore_geometry(window, self.settings.replay_window)):
            return  # the first of the session: where the last one was left last time
        if self._replays:
            last = self._replays[-1]
            # a maximised or full-screen replay's own place and size, not the screen's
            shown = last.normalGeometry() if last.isMaximized() or last.isFullScreen() else (
                last.geometry())
            self._replay_place = QRect(shown)
        if self._replay_place is None:
            self.place_new(window)
            return
        inner = QRect(self._replay_place)
        inner.setSize(inner.size().expandedTo(window.minimumSizeHint()))  # texts grown since
        taken = [replay.geometry().topLeft() for replay in self._replays
                 if replay.isVisible()]

        def hidden(corner: QPoint) -> bool:  # under a replay still open, give or take
            near = self.REPLAY_STEP // 2
            return any(abs(corner.x() - other.x()) < near and abs(corner.y() - other.y()) < near
                       for other in taken)

        # a step down and right; where the screen's edge pulls it back onto one still open
        # (a replay left in the screen's bottom right corner), a step up and left instead
        for step in (self.REPLAY_STEP, -self.REPLAY_STEP):
            spot = QRect(inner)
            while hidden(spot.topLeft()):
                spot.translate(step, step)
            place_restored(window, QMargins(FRAME_ROOM), spot)
            if not hidden(window.geometry().topLeft()):
                return

    def _dress(self) -> None:
        """The window in the felt's shades, or high contrast, as the table has them now: its
        list, buttons and the game's drop-down as the panels and buttons over the table."""
        contrast = high_contrast()
        scope = ("HistoryWindow",)
        self.setStyleSheet(window_style("HistoryWindow", contrast) + list_style(scope, contrast)
                           + buttons_style((*scope, "HistoryWindow > QDialogButtonBox"),
                                           contrast))
        list_palette(self.table, contrast)

    def follow_looks(self) -> None:
        """This window, its open replays and the statistics take the table's look now (another
        felt chosen, high contrast switched on or off)."""
        self._dress()
        for replay in self._replays:
            replay.follow_looks()
        if self._stats is not None:
            from .statistics_view import StatisticsWindow  # made once asked for, not at start

            assert isinstance(self._stats, StatisticsWindow)
            self._stats.follow_looks()

    def places(self) -> tuple[WindowGeometry | None, WindowGeometry | None]:
        """Where the replay opened last and the Statistics were left, for the next time
        (None: not opened this time)."""
        replays = [replay for replay in self._replays if isValid(replay)]  # none deleted
        replay = geometry_of(replays[-1]) if replays else None
        stats = geometry_of(self._stats) if self._stats is not None and isValid(
            self._stats) else None
        return replay, stats

    def _let_closed_replays_go(self) -> None:
        """Closed replay windows (each holds a whole match) are deleted, not kept all evening;
        deleted by Qt, as their buttons' slots refer back to them."""
        for replay in self._replays:
            if not replay.isVisible():
                replay.deleteLater()
        self._replays = [replay for replay in self._replays if replay.isVisible()]

    def _enter_elsewhere(self, focused: QWidget | None) -> None:
        """Enter with no button focused: on the list, it replays the match chosen."""
        if focused is self.table:
            self.replay_selected()

    def export_selected(self) -> None:
        summary = self.selected()
        if summary is None:
            return
        target = self.ask_save_path(self.tr("Export the match"), f"{summary.match_id}.json")
        if not target:
            return
        try:
            self.store.export(summary.path, Path(target))
        except StorageError as error:
            self.refuse(error)
            return
        self.keep_folder(Path(target))  # the chooser opens there next time
        # the file on a line of its own: inside the sentence its path wrapped after its first "/"
        self.tell(self.tr("The match was exported to this file:") + "\n" + str(target))

    def import_file(self) -> None:
        source = self.ask_open_path(self.tr("Import a match"))
        if not source:
            return
        files = set(self.store.candidates())  # the match may be there already
        try:
            loaded = self.store.import_file(Path(source))
        except StorageError as error:
            self.refuse(error)
            return
        except Exception as error:  # never a traceback in front of a player
            log.exception("import failed")
            self.tell(self.tr("The file could not be imported: {problem}").format(
                problem=str(error)))
            return
        self.keep_folder(Path(source))  # the chooser opens there next time
        others = [m for m in self.model.matches if m.path != loaded.path]
        self.model.set_matches([summarize(loaded.path, loaded.saved), *others])  # no rescan
        self._show_status()
        self.select_match(loaded.saved.match_id)
        self.tell(self.tr("This match is already in your history: it is the one selected.")
                  if loaded.path in files else self.tr("The match was imported."))

    def delete_selected(self) -> None:
        summary = self.selected()
        if summary is None:
            return
        if self._playing(summary.match_id):
            self.tell(self.tr("This match waits on the start screen: resume it, or start "
                              "another, first.") if self._held(summary.match_id) else
                      self.tr("This match is on the table: finish it or start another first."))
            return
        if self._played_elsewhere(summary):  # deleted under it, its next autosave restores it
            return
        question = self.tr("Delete the {game} match last played on {date}? This cannot be "
                           "undone.").format(
            game=texts.game_name(summary.game), date=datetime_in_sentence(summary.updated))
        if not self.confirm(question):
            return
        if self._played_elsewhere(summary):  # resumed there while the question was open
            return
        try:
            self.store.delete(summary.path)
        except StorageError as error:
            self.refuse(error)
            return
        self.model.set_matches([m for m in self.model.matches if m.path != summary.path])
        self._show_status()
        self._update_buttons()

    def _played_elsewhere(self, summary: MatchSummary) -> bool:
        """Whether another Koutchina plays the match now (said, if so)."""
        if not self.busy(summary.match_id):
            return False
        self.tell(self.tr("This match is being played in another Koutchina window: finish "
                          "or close it there first."))
        return True

    def open_statistics(self) -> None:
        from .statistics_view import StatisticsWindow

        if self._stats is None:  # once: closed, it is hidden and opens again where it was
            self._stats = StatisticsWindow(self.in_play)
            fit_to_text_scale(self._stats)
            if self.settings is None or not restore_geometry(self._stats,
                                                             self.settings.statistics_window):
                self.place_new(self._stats)  # the first time ever: over the main window
        assert isinstance(self._stats, StatisticsWindow)
        self._stats.set_matches(self.model.matches)
        wanted = self._stats.sizeHint()  # larger texts asked since it was first opened
        if wanted.width() > self._stats.width() or wanted.height() > self._stats.height():
            self._stats.resize(wanted.expandedTo(self._stats.size()))
        fit_on_screen(self._stats)
        self.keep_above(self._stats)
        self._stats.show()
        self._stats.raise_()

    def step_aside(self) -> None:
        """Close the replays, the Statistics and History itself: the table comes forward (a
        deal played again, a match resumed), and they are kept above it."""
        for window in [*self._replays, self._stats, self]:
            if window is not None and window.isVisible():
                window.close()

    # ----- dialogs (replaced in tests) ----------------------------------------------------

    def refuse(self, error: StorageError) -> None:
        """A file that cannot be used: said in one line, and written to the log."""
        log.warning("saved match refused: %s", error.message)
        self.tell(error_text(error), error_detail(error))

    def tell(self, text: str, detail: str = "") -> None:
        """A message that does not block: the program keeps running. ``detail``: the
        technical side of a refused file (its path, the move refused), under "Show details"
        in a warning."""
        self.last_message, self.last_detail = text, detail
        icon = QMessageBox.Icon.Warning if detail else QMessageBox.Icon.Information
        box = QMessageBox(icon, self.tr("Koutchina"), text, QMessageBox.StandardButton.Ok, self)
        dress_dialog(box)
        if detail:
            box.setDetailedText(detail)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()

    def _ask_save_path(self, title: str, suggested: str) -> str:
        chosen = choose_match_file(self, title, self.settings, save_as=suggested)
        return str(chosen) if chosen is not None else ""

    def _ask_open_path(self, title: str) -> str:
        chosen = choose_match_file(self, title, self.settings)
        return str(chosen) if chosen is not None else ""

    def _confirm(self, question: str) -> bool:
        return ask_yes_or_no(self, self.tr("Delete"), question)

    # ----- language -----------------------------------------------------------------------

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Match history"))
        self.filter_label.setText(self.tr("Game:"))
        names = [self.tr("All games")] + [texts.game_name(g) for g in GAME_FILTERS[1:] if g]
        for index, name in enumerate(names):
            self.game_filter.setItemText(index, name)
        self.resume_button.setText(self.tr("&Resume"))
        self.replay_button.setText(self.tr("Re&play"))
        self.export_button.setText(self.tr("&Export…"))
        self.import_button.setText(self.tr("&Import…"))
        self.delete_button.setText(self.tr("&Delete"))
        self.stats_button.setText(self.tr("&Statistics…"))
        self.buttons.arrange(self)  # words longer in this language: two rows, perhaps
        self.model.retranslate()
        self._columns_changed(widen=True)  # words longer in this language
        if not self.scan.running:
            self._show_status()
