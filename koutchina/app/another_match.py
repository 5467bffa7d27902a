"""Starting another match while one is under way: asked first (a player's review: Ctrl+R, a
Play button or New match then OK replaced the match on the table at once; it stayed in History
as "In progress", but nothing said so, and it seemed lost).

The question is a box over the main window, opened with ``open()`` (the table waits behind
it, the person's turn timer too: turn_timer.person_is_elsewhere); the new match starts only
when the person answers "Start a new match". Esc, closing the box and the default button keep
the match on the table. No question when no match of the person's is under way (none yet, a
finished one, four bots watched)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QAbstractButton, QMessageBox, QWidget

from .window_looks import dress_dialog


class AnotherMatch(QObject):
    """``then(start)`` runs ``start`` at once when ``under_way()`` is False, else after the
    person answers "Start a new match"; ``saved()`` tells whether the match under way is kept
    in History (autosaved) or would be lost."""

    def __init__(self, window: QWidget, under_way: Callable[[], bool],
                 saved: Callable[[], bool]) -> None:
        super().__init__(window)
        self._window = window
        self._under_way = under_way
        self._saved = saved
        self.box: QMessageBox | None = None  # the question while it is open
        self.start_button: QAbstractButton | None = None
        self.keep_button: QAbstractButton | None = None

    def then(self, start: Callable[[], None], resuming: bool = False) -> None:
        """``start`` a new match, or with ``resuming`` put a saved one on the table (History's
        Resume: the question and its button say so)."""
        if self.box is not None:  # asked already (a second key press meanwhile)
            return
        if not self._under_way():
            start()
            return
        question = (self.tr("A match is under way. Resume the match you chose instead?")
                    if resuming else self.tr("A match is under way. Start a new one?"))
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Match under way"), question,
                          QMessageBox.StandardButton.NoButton, self._window)
        box.setInformativeText(
            self.tr("The match under way is kept: you can resume it from History.")
            if self._saved() else self.tr("The match under way is not saved: it will be lost."))
        self.start_button = box.addButton(
            self.tr("&Resume the match chosen") if resuming else self.tr("&Start a new match"),
            QMessageBox.ButtonRole.AcceptRole)
        self.keep_button = keep = box.addButton(self.tr("&Keep playing"),
                                                QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(keep)  # Enter by habit keeps the match
        box.setEscapeButton(keep)
        dress_dialog(box)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.box = box

        def answered() -> None:
            chosen = box.clickedButton() is self.start_button
            self.box = self.start_button = self.keep_button = None
            if chosen:
                start()
            elif self._window.isVisible():
                self._window.activateWindow()  # the keys back on the table

        box.finished.connect(answered)
        box.open()  # window-modal: the table (and its timer) wait behind it
