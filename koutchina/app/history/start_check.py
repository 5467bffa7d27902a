"""At start: look through the saved matches on a worker thread, report the files that could not
be read (moved aside, never deleted), and offer to resume the newest unfinished match. The first
start after an upgrade replays every file once to build the summary index: its progress is
shown in the window's status bar."""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtWidgets import QMessageBox, QWidget

from ...engine import game_info
from ...engine.record import DealEntry
from ...storage import LoadedMatch, MatchStore, SettingsProblem, StorageError
from ...storage.listing import Listing
from ...storage.settings_problem import SettingsDamage
from ...storage.summaries import MatchSummary
from .. import texts
from ..i18n import datetime_in_sentence
from ..match_lock import MatchLock
from ..window_looks import dress_dialog
from .problems import error_text
from .resumption import MatchInPlay, Resumption
from .scanning import FolderScan
from .start_report import detailed_text, informative_text

log = logging.getLogger(__name__)


def cards_of_first_trick(deals: Sequence[DealEntry],
                         actions: Sequence[Mapping[str, Any]]) -> int:
    """The cards of the last deal's first trick on the table, while none of its tricks is
    whole: the record's deals hold whole tricks only, so they are the last moves, each a card
    of that deal's hands, after the deal's calls or trump (a deal without trump starts right
    after the deal before, whose last trick ends the moves before it: a card alone may be
    played there by the same seat again)."""
    deal = deals[-1]
    before = list(deals[-2].tricks[-1].plays) if len(deals) > 1 and deals[-2].tricks else []
    players = sum(1 for hand in deal.hands if hand)
    plays = [(action.get("seat"), action.get("card")) for action in actions
             if action.get("type") != "reveal"]
    kinds = [action.get("type") for action in actions if action.get("type") != "reveal"]
    seen: set[str] = set()
    for at in range(len(plays) - 1, -1, -1):
        seat, card = plays[at]
        if (kinds[at] != "play" or not isinstance(seat, int) or not isinstance(card, str)
                or not 0 <= seat < len(deal.hands) or card not in deal.hands[seat]
                or card in seen or len(seen) >= players - 1
                or (before and plays[at + 1 - len(before):at + 1] == before)):
            break
        seen.add(card)
    return len(seen)


class StartCheck(QObject):
    """``done`` is emitted once the check is over and its first message (if any) is on screen;
    ``resume_requested`` when the person accepts the offer; ``offer_left`` when they answer it
    "Not now" or close its box (the start screen offers it then, never beside the box).

    Its messages come one after the other, never one over the other: the report of the files
    that could not be read first, then the note on a match played in another window, then the
    offer to resume; each is made (in the language of the moment) when the one before is
    closed. ``offered`` is the match to offer from the end of the check on.

    ``window`` holds the message boxes, ``lock`` tells the matches other programs play,
    ``in_play`` the match on the table now, ``settings_problem`` why the settings could not all
    be read (reported with the files)."""

    done = Signal()
    resume_requested = Signal(object)  # Resumption
    offer_left = Signal()  # the offer to resume answered "Not now", or its box closed

    def __init__(self, window: QWidget, store: MatchStore, lock: MatchLock,
                 in_play: Callable[[], MatchInPlay],
                 settings_problem: SettingsProblem | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.store = store
        self.in_play = in_play
        self.settings_problem = settings_problem
        self.result: Listing | None = None
        self.report_box: QMessageBox | None = None
        self.resume_box: QMessageBox | None = None
        self.offered: LoadedMatch | None = None
        self.busy_box: QMessageBox | None = None
        self._waiting: list[Callable[[], None]] = []  # the messages still to show, in order
        self.lock = lock
        self.scan = FolderScan(self.store, self)
        self.scan.finished.connect(self._scanned)
        self.scan.progressed.connect(self._progressed)

    def start(self) -> None:
        self.scan.start(move_damaged=True)

    def _progressed(self, done: int, total: int) -> None:
        status_bar = getattr(self.window, "statusBar", None)
        if callable(status_bar):
            status_bar().showMessage(self.tr(
                "Indexing the saved matches for the History: {done} of {total}…").format(
                done=done, total=total))

    def _scanned(self, result: Listing) -> None:
        self.result = result
        status_bar = getattr(self.window, "statusBar", None)
        if callable(status_bar) and result.replayed:
            status_bar().clearMessage()
        for error in result.problems:
            moved = result.moved.get(error.path)
            log.warning("saved match not loaded: %s%s", error.message,
                        f" (moved to {moved})" if moved else "")
        settings_problem = self.settings_problem
        if settings_problem is not None:
            log.warning("settings not all read: %s", settings_problem.message)
        for old, summary in result.new_ids.items():
            log.warning("saved match %s stated the id of another match: now %s", old,
                        summary.path)
        if result.problems or result.new_ids or settings_problem:
            self._waiting.append(lambda: self._report(result, settings_problem))
        unfinished = [m for m in result.summaries if not m.finished]
        busy = [m for m in unfinished if self.lock.busy(m.match_id)]
        free = [m for m in unfinished if m not in busy]
        if busy:
            self._waiting.append(lambda: self._tell_busy(busy[0], len(busy)))
        if self.in_play().state is None:
            newest = self._newest_that_loads(free)
            if newest is not None:
                self.offered = newest
                self._waiting.append(lambda: self._offer(newest))
        self._show_next()
        self.done.emit()

    def _show_next(self, _result: int = 0) -> None:
        """The next message, once the one before is closed (``QDialog.finished``)."""
        if self._waiting:
            self._waiting.pop(0)()

    def _shown(self, box: QMessageBox) -> None:
        dress_dialog(box)
        box.setWindowModality(Qt.WindowModality.NonModal)
        box.finished.connect(self._show_next)
        box.show()

    def _newest_that_loads(self, free: list[MatchSummary]) -> LoadedMatch | None:
        """The listing holds summaries: the match offered is read now (one file, its moves
        replayed when it is resumed)."""
        for summary in free:
            try:
                return self.store.load(summary.path)
            except StorageError as error:
                log.warning("saved match not offered: %s", error.message)
        return None

    def _report(self, result: Listing, settings_problem: SettingsProblem | None = None) -> None:
        box = QMessageBox(self.window)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(self.tr("Saved matches") if result.problems or result.new_ids
                           else self.tr("Settings"))
        if result.problems:
            box.setText(self.tr("%n saved file(s) could not be read. They were kept, not "
                                "deleted; everything else is ready.", "", len(result.problems)))
        elif result.new_ids:
            box.setText(self.tr("%n saved match(es) had the id of another match and got a new "
                                "one; nothing was overwritten.", "", len(result.new_ids)))
        elif settings_problem is not None and settings_problem.damage is SettingsDamage.NEWER:
            box.setText(self.tr("The settings file was written by a newer Koutchina: the "
                                "settings this version knows are used."))
        else:
            box.setText(self.tr("The settings file was damaged: the program goes on with "
                                "default settings where needed."))
        box.setInformativeText(informative_text(result, settings_problem))
        box.setDetailedText(detailed_text(result, settings_problem))
        box.setStandardButtons(QMessageBox.StandardButton.Ok)
        self.report_box = box
        self._shown(box)

    def _tell_busy(self, summary: MatchSummary, count: int) -> None:
        """The newest unfinished match is played by another Koutchina: not offered here."""
        box = QMessageBox(self.window)
        box.setIcon(QMessageBox.Icon.Information)
        box.setWindowTitle(self.tr("Unfinished match"))
        box.setText(self.tr("Your {game} match last played on {date} is open in another "
                            "Koutchina window, so it is not offered here.").format(
            game=texts.game_name(summary.game), date=datetime_in_sentence(summary.updated)))
        if count > 1:
            box.setInformativeText(self.tr("%n unfinished match(es) are open in other "
                                           "Koutchina windows.", "", count))
        box.setStandardButtons(QMessageBox.StandardButton.Ok)
        self.busy_box = box
        self._shown(box)

    def _offer(self, loaded: LoadedMatch) -> None:
        if self.in_play().state is not None:
            self.offered = None  # a match was started while the report was read: the
            return  # unfinished one stays in History, not offered any more
        box = QMessageBox(self.window)
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(self.tr("Unfinished match"))
        record = loaded.saved.record
        box.setText(self.tr("Resume your {game} match, last played on {date}, where it "
                            "stopped?").format(
            game=texts.game_name(loaded.saved.game),
            date=datetime_in_sentence(loaded.saved.updated)))
        box.setInformativeText(self._where(loaded.saved.game, record.deals, record.actions))
        self.resume_button = box.addButton(self.tr("&Resume"), QMessageBox.ButtonRole.AcceptRole)
        self.later_button = box.addButton(self.tr("&Not now"), QMessageBox.ButtonRole.RejectRole)
        box.buttonClicked.connect(self._answered)
        box.finished.connect(lambda _result: self._offer_closed(box))
        self.resume_box = box
        self._shown(box)

    def _where(self, game: str, deals: list[DealEntry],
               actions: Sequence[Mapping[str, Any]]) -> str:
        """Where the match stopped, as a player counts: the deal (Hand: the round) and the
        tricks played in it."""
        deal = max(1, len(deals))
        tricks = len(deals[-1].tricks) if deals else 0
        # "before its first trick" with cards of it on the table read as a lost move (a
        # player's review)
        begun = not tricks and bool(deals) and cards_of_first_trick(deals, actions) > 0
        if game_info(game).in_rounds:
            if begun:
                return self.tr("Round {deal}, first trick under way.").format(deal=deal)
            if not tricks:
                return self.tr("Round {deal}, before its first trick.").format(deal=deal)
            return self.tr("Round {deal}, %n trick(s) played.", "", tricks).format(deal=deal)
        if begun:
            return self.tr("Deal {deal}, first trick under way.").format(deal=deal)
        if not tricks:
            return self.tr("Deal {deal}, before its first trick.").format(deal=deal)
        return self.tr("Deal {deal}, %n trick(s) played.", "", tricks).format(deal=deal)

    def _answered(self, button: object) -> None:
        if button is self.resume_button and self.offered is not None:
            self.resume(self.offered)

    def _offer_closed(self, box: QMessageBox) -> None:
        """Answered otherwise than Resume (Not now, Esc, the window's close button): the
        offer stands, on the start screen."""
        if box.clickedButton() is not self.resume_button and self.offered is not None:
            self.offer_left.emit()

    def resume(self, loaded: LoadedMatch) -> None:
        if self.in_play().running:
            return  # a match was started meanwhile: keep it
        try:
            state = loaded.state  # replayed now if the start check did not replay it
        except StorageError as error:
            self._refuse(error, loaded.path)
            return
        self.resume_requested.emit(Resumption.of(loaded, state))

    def resume_read_again(self, path: Path) -> None:
        """The offered match resumed later (the start screen's button): its file read again,
        as History does, since another window may have played it on since the offer (the
        copy read at the start would put an older position on the table, and its autosave
        would write it over the newer); nothing where it is gone or finished meanwhile."""
        if not path.exists():
            return
        try:
            fresh = self.store.load(path)
            finished = fresh.state.is_over
        except StorageError as error:
            self._refuse(error, path)
            return
        if not finished:
            self.resume(fresh)

    def _refuse(self, error: StorageError, path: Path) -> None:
        """A saved match that no longer reads or replays: said so, and not offered again."""
        log.warning("saved match refused: %s", error.message)
        self.store.distrust(path)
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Unfinished match"),
                          error_text(error), QMessageBox.StandardButton.Ok, self.window)
        dress_dialog(box)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()


def tell_match_busy(parent: QWidget) -> None:
    """A match the person chose to resume is being played by another Koutchina."""
    box = QMessageBox(QMessageBox.Icon.Information,
                      QCoreApplication.translate("StartCheck", "Unfinished match"),
                      QCoreApplication.translate(
                          "StartCheck", "This match is being played in another Koutchina "
                          "window. Finish or close it there, or choose another match in the "
                          "History."),
                      QMessageBox.StandardButton.Ok, parent)
    dress_dialog(box)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()
