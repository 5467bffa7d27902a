"""Settings opens whole on a 1280x720 screen at every size of texts, OK and Cancel on it.

At 200 % on 1280x720 the dialog opened 778 px tall: OK and Cancel lay under the screen's
bottom edge, the mouse wheel did not scroll it, and only Enter or Escape got the player out
(player-eye review under Xvfb and openbox). Each case runs in a process of its own whose only
screen is the size to check (this file, run as a script, is the probe: the language, then the
sizes of texts)."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

import pytest

from koutchina.app.screens import screen_of

SCALES = (1.0, 1.25, 1.5, 1.75, 2.0)
TITLE_BAR = 30  # what a desktop's window manager puts above a window; offscreen Qt adds none


def _rect(rect: Any) -> list[int]:
    return [rect.x(), rect.y(), rect.width(), rect.height()]


def _wheel(widget: Any, delta: int) -> None:
    """The mouse wheel turned by ``delta`` over the middle of ``widget``."""
    from PySide6.QtCore import QPoint, QPointF, Qt
    from PySide6.QtGui import QWheelEvent
    from PySide6.QtWidgets import QApplication

    where = QPointF(widget.width() / 2, widget.height() / 2)
    QApplication.sendEvent(widget, QWheelEvent(
        where, QPointF(widget.mapToGlobal(where.toPoint())), QPoint(), QPoint(0, delta),
        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase,
        False))


def _look(dialog: Any, shots: Path | None, name: str) -> dict[str, Any]:
    """What a player sees of the open dialog: its frame and the screen's room, where OK is and
    whether the pointer there reaches it, whether the body scrolls and the wheel scrolls it."""
    from PySide6.QtCore import QPoint
    from PySide6.QtWidgets import QApplication, QScrollArea

    ok = dialog.buttons.button(dialog.buttons.StandardButton.Ok)
    centre = ok.mapToGlobal(ok.rect().center())
    found: dict[str, Any] = {
        "available": _rect(screen_of(dialog).availableGeometry()),
        "frame": _rect(dialog.frameGeometry()),
        "ok": _rect(ok.rect().translated(ok.mapToGlobal(QPoint(0, 0)))),
        "ok under the pointer": QApplication.widgetAt(centre) is ok,
        "ok shown": ok.isVisible() and not ok.visibleRegion().isEmpty(),
        "ok below the body": True, "scrolls": False, "wheel scrolls": None, "last row": None}
    if shots is not None:  # screenshots for a person to look at
        shots.mkdir(parents=True, exist_ok=True)
        dialog.grab().save(str(shots / f"settings_{name}.png"))
    areas = dialog.findChildren(QScrollArea)
    if areas:
        area = areas[0]
        bottom = area.mapTo(dialog, QPoint(0, area.height())).y()
        found["ok below the body"] = ok.mapTo(dialog, QPoint(0, 0)).y() >= bottom
        bar = area.verticalScrollBar()
        found["scrolls"] = bar.maximum() > 0
        if bar.maximum() > 0:
            # the wheel over a drop-down or the volume without the focus scrolls the page
            # (down, then up again), not the choice
            box, index = dialog.back, dialog.back.currentIndex()
            volume = dialog.volume.value()
            before = bar.value()
            _wheel(box, -120)
            down = bar.value()
            _wheel(dialog.volume, 120)
            found["wheel scrolls"] = (before < down and bar.value() < down
                                      and box.currentIndex() == index
                                      and dialog.volume.value() == volume)
            bar.setValue(bar.maximum())
            QApplication.processEvents()
            last = dialog.silent_minimized  # the body's last row, whole once scrolled down
            top = last.mapTo(area.viewport(), QPoint(0, 0)).y()
            found["last row"] = top >= 0 and top + last.height() <= area.viewport().height()
            if shots is not None:
                dialog.grab().save(str(shots / f"settings_{name}_scrolled.png"))
    return found


def main() -> None:
    """The probe: opens Settings over a main window at each size of texts, as the program
    does (exec), notes what a player sees, then clicks OK; prints it all as JSON."""
    from PySide6.QtCore import Qt, QTimer
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QMainWindow

    app = QApplication(sys.argv[:1])
    from koutchina.app.i18n import language_manager
    from koutchina.app.settings_dialog import SettingsDialog
    from koutchina.app.text_scale import apply_text_scale
    from koutchina.storage.settings import Settings

    language = sys.argv[1]
    language_manager().set_language(language, remember=False)
    shots = Path(os.environ["SETTINGS_SHOTS"]) if os.environ.get("SETTINGS_SHOTS") else None
    window = QMainWindow()
    window.showMaximized()
    looks = {}
    for scale in (float(text) for text in sys.argv[2].split(",")):
        apply_text_scale(scale)
        app.processEvents()
        dialog = SettingsDialog(Settings(sound_on=True), window)
        found: dict[str, Any] = {}

        def look_and_click(dialog: Any = dialog, found: dict[str, Any] = found,
                           scale: float = scale) -> None:
            for _ in range(3):
                app.processEvents()
            found.update(_look(dialog, shots, f"{language}_{round(scale * 100)}"))
            ok = dialog.buttons.button(dialog.buttons.StandardButton.Ok)
            QTest.mouseClick(ok, Qt.MouseButton.LeftButton)
            if dialog.isVisible():  # not closed by the click: let the test say so
                dialog.reject()

        QTimer.singleShot(300, look_and_click)
        found["accepted"] = dialog.exec() == SettingsDialog.DialogCode.Accepted
        dialog.deleteLater()
        looks[str(scale)] = found
    print(json.dumps(looks))


@pytest.mark.parametrize("language", ["en", "fr"])
def test_settings_lies_whole_on_a_1280x720_screen_at_every_size_of_texts(
        tmp_path: Path, language: str) -> None:
    from PySide6.QtCore import QRect

    from .screen_probe import probe_on_screen  # (this file is also the probe, run alone)

    looks = probe_on_screen([__file__, language, ",".join(map(str, SCALES))], 1280, 720,
                            tmp_path)
    for scale, found in looks.items():
        available, frame = QRect(*found["available"]), QRect(*found["frame"])
        assert available.contains(frame), f"at {scale} the dialog {frame} is off {available}"
        assert frame.height() + TITLE_BAR <= available.height(), (
            f"at {scale} no room for a title bar above the dialog {frame}")
        assert available.contains(QRect(*found["ok"])), f"at {scale} OK is off the screen"
        assert found["ok shown"] and found["ok under the pointer"], f"at {scale}: {found}"
        assert found["ok below the body"], f"at {scale} OK is not under the body: {found}"
        assert found["accepted"], f"at {scale} clicking OK did not close the dialog"
        if found["scrolls"]:  # the body scrolls: the wheel scrolls it, down to its last row
            assert found["wheel scrolls"] and found["last row"], f"at {scale}: {found}"
    assert not looks["1.0"]["scrolls"], "room enough at 100 %: the whole body, no scroll bar"


if __name__ == "__main__":
    main()
