"""A table closed while its controller lives on (a window torn down in pieces, the replay's
table) is no longer reached by the controller's signals: nothing is drawn on freed items."""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent

from koutchina.app.controller import MatchController
from koutchina.app.table.view import TableView


def test_the_seat_signals_stop_reaching_a_deleted_table(qtbot) -> None:  # type: ignore[no-untyped-def]
    controller = MatchController()
    table = TableView(controller)
    table.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert not shiboken6.isValid(table)
    with qtbot.captureExceptions() as raised:
        controller.bot_thinking.emit(1)
        controller.timer_ticked.emit(0, 12)
        controller.timer_paused.emit(0, True)
    assert [str(error) for _, error, _ in raised] == []
