"""Help > Keyboard: what the keys do starts at the same place in every group (At the table,
Anywhere in the main window, Replay), in English and French, at any size of texts, and again
after the size of texts changes while it is open. Each group's table measured its own keys:
the words started 65, 91 and 110 px from the edge in French (a player's review)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtGui import QAction, QKeySequence, QTextDocument
from PySide6.QtWidgets import QApplication

from koutchina.app.keyboard_help import KeyboardHelpDialog
from koutchina.app.text_scale import apply_text_scale


@pytest.fixture
def scale_back(qapp: QApplication) -> Iterator[None]:
    yield
    apply_text_scale(1.0)
    qapp.processEvents()


def _starts(dialog: KeyboardHelpDialog) -> dict[str, float]:
    """Where the words of each group's first key start, laid out as the list lays them."""
    document = QTextDocument()
    document.setDefaultFont(dialog.body.font())
    document.setHtml(dialog.body.text())
    document.setTextWidth(dialog.body.width())
    firsts = {rows[0][1]: where for where, rows in dialog.groups()}
    starts: dict[str, float] = {}
    block = document.begin()
    while block.isValid():
        for what, where in firsts.items():
            if block.text()[:12] == what[:12]:  # (spaces may be read otherwise further on)
                starts[where] = document.documentLayout().blockBoundingRect(block).x()
        block = block.next()
    assert len(starts) == len(firsts), (starts, list(firsts))
    return starts


@pytest.mark.parametrize("text_scale", [1.0, 1.5, 2.0])
def test_what_the_keys_do_lies_in_one_column(qtbot, language: str,  # type: ignore[no-untyped-def]
                                             scale_back: None, text_scale: float) -> None:
    apply_text_scale(text_scale)
    actions = []
    for keys, words in (("Ctrl+B", "Scoreboard"), ("Ctrl+N", "New match"), ("F1", "Rules"),
                        ("M", "Mute")):
        action = QAction(words)
        action.setShortcut(QKeySequence(keys))
        actions.append(action)
    dialog = KeyboardHelpDialog(actions)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    starts = _starts(dialog)
    assert len(set(starts.values())) == 1, starts
    # the size of texts changed while it is open: one column still, as wide as its keys now
    apply_text_scale(text_scale + 0.25)
    QApplication.processEvents()
    again = _starts(dialog)
    assert len(set(again.values())) == 1, again
    assert next(iter(again.values())) > next(iter(starts.values()))
