"""New match on a laptop at large texts: at 150 % on 1280x720 (and 200 % on 1366x768) its body
scrolled as a whole and the house rules' list scrolled again inside it, two scroll bars one in
the other. One scroll or none: where the body scrolls, the house rules lie in it whole; OK and
Cancel stay in view."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QScrollBar

from koutchina.app import new_match_dialog
from koutchina.app.new_match_choice import NewMatchChoice
from koutchina.app.screen_fit import FRAME_ROOM
from koutchina.app.text_scale import apply_text_scale


@pytest.fixture
def scale_back(qapp: QApplication) -> Iterator[None]:
    yield
    apply_text_scale(1.0)
    qapp.processEvents()


def _opened(qtbot, monkeypatch, game: str, screen: QRect,  # type: ignore[no-untyped-def]
            text_scale: float) -> new_match_dialog.NewMatchDialog:
    """The dialog as it opens on ``screen`` at ``text_scale`` (fitted to it as fit_on_screen
    does there: the tests' own screen is 1920x1080)."""
    apply_text_scale(text_scale)
    monkeypatch.setattr(new_match_dialog, "_available", lambda widget: screen)
    dialog = new_match_dialog.NewMatchDialog(NewMatchChoice(game=game, levels=["medium"] * 3))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    room = screen.marginsRemoved(FRAME_ROOM)
    dialog.resize(min(dialog.width(), room.width()), min(dialog.height(), room.height()))
    dialog.move(room.topLeft())
    qtbot.wait(100)
    return dialog


@pytest.mark.parametrize(("screen", "text_scale"), [(QRect(0, 0, 1280, 720), 1.5),
                                                    (QRect(0, 0, 1366, 768), 2.0)])
@pytest.mark.parametrize("game", ["hand", "court-piece", "hokm"])
def test_on_a_laptop_at_large_texts_new_match_scrolls_once_and_shows_ok(
    qtbot, monkeypatch, language: str, scale_back: None,  # type: ignore[no-untyped-def]
    screen: QRect, text_scale: float, game: str
) -> None:
    dialog = _opened(qtbot, monkeypatch, game, screen, text_scale)
    shown = [bar for bar in dialog.findChildren(QScrollBar) if bar.isVisible()]
    assert [bar.orientation() for bar in shown] == [Qt.Orientation.Vertical], shown
    assert screen.contains(dialog.frameGeometry())
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert ok is not None and ok.isVisible()
    ok_on_screen = QRect(ok.mapToGlobal(ok.rect().topLeft()), ok.size())
    assert screen.contains(ok_on_screen)
    assert ok.visibleRegion().boundingRect() == ok.rect()  # not under a scrolled part
    # every house rule is reached by that one scroll: none hides in a list of its own, nor
    # under the list's bottom edge
    rules = dialog.rules_scroll
    # the list is fitted to its rules once laid out, which a loaded machine can put off
    qtbot.waitUntil(lambda: rules.verticalScrollBar().maximum() == 0)
    assert rules.widget().height() <= rules.viewport().height()
    _, last_help = list(dialog.option_labels.values())[-1]
    assert last_help.mapTo(rules.viewport(), last_help.rect().bottomLeft()).y() < (
        rules.viewport().height())


def test_another_game_s_rules_lie_whole_in_the_scrolled_body(
    qtbot, monkeypatch, english: None, scale_back: None  # type: ignore[no-untyped-def]
) -> None:
    # Hand's two rules, then Court Piece's many: the list kept Hand's height, the others
    # hidden under it with no scroll bar to reach them
    dialog = _opened(qtbot, monkeypatch, "hand", QRect(0, 0, 1280, 720), 1.5)
    for game in ("court-piece", "hokm", "hand"):
        dialog.game_combo.setCurrentIndex(dialog.game_combo.findData(game))
        rules = dialog.rules_scroll
        qtbot.waitUntil(lambda r=rules: r.widget().height() <= r.viewport().height())
        _, last_help = list(dialog.option_labels.values())[-1]
        assert last_help.mapTo(rules.viewport(), last_help.rect().bottomLeft()).y() < (
            rules.viewport().height()), game
        shown = [bar for bar in dialog.findChildren(QScrollBar) if bar.isVisible()]
        assert [bar.orientation() for bar in shown] == [Qt.Orientation.Vertical], game
