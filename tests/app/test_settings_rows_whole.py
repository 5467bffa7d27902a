"""Settings on a 1280x720 screen at large texts, in high contrast: every row whole when it
opens. At 175 % the last row ("Silent while the window is minimized") was cut at the
bottom, the body 30 px too tall for the screen, its rows 14 px apart (a player's review):
the gaps close up before the body scrolls. Each language runs in a process of its own whose
only screen is 1280x720 (this file, run alone, is the probe)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from koutchina.app.screens import screen_of

SCALES = (1.5, 1.75, 2.0)


def main() -> None:
    """The probe: Settings opened over a main window at each size of texts in high
    contrast; prints, for each, the rows not whole in the body's view and the dialog's
    frame against the screen's room."""
    from PySide6.QtCore import QPoint
    from PySide6.QtWidgets import QApplication, QFormLayout, QMainWindow

    app = QApplication(sys.argv[:1])
    from koutchina.app.i18n import language_manager
    from koutchina.app.settings_dialog import SettingsDialog
    from koutchina.app.table.looks import set_high_contrast
    from koutchina.app.text_scale import apply_text_scale
    from koutchina.devtools.waiting import pump
    from koutchina.storage.settings import Settings

    language_manager().set_language(sys.argv[1], remember=False)
    set_high_contrast(True)
    window = QMainWindow()
    window.showMaximized()
    found = {}
    for scale in SCALES:
        apply_text_scale(scale)
        app.processEvents()
        dialog = SettingsDialog(Settings(sound_on=True, high_contrast=True), window)
        dialog.show()
        pump(0.3)
        view = dialog.body_scroll.viewport()
        form = dialog.body.layout()
        assert isinstance(form, QFormLayout)
        cut = []
        for index in range(form.count()):
            item = form.itemAt(index)
            widget = item.widget() if item is not None else None
            if widget is None:
                continue
            top = widget.mapTo(view, QPoint(0, 0)).y()
            if top < 0 or top + widget.height() > view.height():
                cut.append(widget.objectName() or type(widget).__name__ + ":"
                           + getattr(widget, "text", lambda: "")())
        available, frame = screen_of(dialog).availableGeometry(), dialog.frameGeometry()
        found[str(scale)] = {"cut": cut, "on screen": available.contains(frame)}
        dialog.close()
        dialog.deleteLater()
        pump(0.05)
    print(json.dumps(found))


@pytest.mark.parametrize("language", ["en", "fr"])
def test_settings_rows_lie_whole_at_large_texts_on_1280x720(tmp_path: Path,
                                                            language: str) -> None:
    from .screen_probe import probe_on_screen  # (this file is also the probe, run alone)

    found = probe_on_screen([__file__, language], 1280, 720, tmp_path)
    for scale, seen in found.items():
        assert seen["on screen"], f"at {scale} the dialog is off the screen"
        assert seen["cut"] == [], f"at {scale} rows cut at the body's edge: {seen['cut']}"


if __name__ == "__main__":
    main()
