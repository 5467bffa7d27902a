"""Quitting while the match is not on disk: say why, and offer to try again or export it.

Asked from the main window's close event after the match was saved one last time; the person
may try again (the disk may have room now), export the match elsewhere, quit anyway, or stay.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from ..storage.errors import SaveError
from ..storage.settings import Settings
from .dressing import settings_near
from .file_choice import choose_match_file, remember_folder
from .history.problems import error_text
from .match_saving import MatchSaver
from .window_looks import dress_dialog

log = logging.getLogger(__name__)


def _settings_of(parent: QWidget) -> Settings | None:
    """The settings of the main window asking (where the chooser's folder is kept)."""
    service = settings_near(parent)
    return service.settings if service is not None else None


def _choose_export_path(parent: QWidget, suggested: str) -> Path | None:
    return choose_match_file(parent, QCoreApplication.translate("UnsavedQuit", "Export the match"),
                             _settings_of(parent), save_as=suggested)


# the file chooser; tests put a function that answers without a dialog here
choose_export_path: Callable[[QWidget, str], Path | None] = _choose_export_path


def may_quit(parent: QWidget, saver: MatchSaver) -> bool:
    """True when the match is saved, exported, or the person chose to quit anyway."""
    problem = saver.unsaved_problem()
    while problem is not None:
        box = QMessageBox(QMessageBox.Icon.Warning,
                          QCoreApplication.translate("UnsavedQuit", "Unsaved moves"),
                          QCoreApplication.translate(
                              "UnsavedQuit", "The last moves of this match could not be saved."),
                          QMessageBox.StandardButton.NoButton, parent)
        box.setInformativeText(problem)
        retry = box.addButton(QCoreApplication.translate("UnsavedQuit", "&Try again"),
                              QMessageBox.ButtonRole.AcceptRole)
        export = box.addButton(QCoreApplication.translate("UnsavedQuit", "&Export…"),
                               QMessageBox.ButtonRole.ActionRole)
        quit_anyway = box.addButton(
            QCoreApplication.translate("UnsavedQuit", "&Quit without saving"),
            QMessageBox.ButtonRole.DestructiveRole)
        stay = box.addButton(QCoreApplication.translate("UnsavedQuit", "&Keep playing"),
                             QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(retry)
        box.setEscapeButton(stay)
        dress_dialog(box)
        box.exec()
        clicked = box.clickedButton()
        if clicked is quit_anyway:
            return True
        if clicked is retry:
            problem = saver.unsaved_problem()
        elif clicked is export:
            exported = _export(parent, saver)
            if exported is None:
                return True
            problem = exported
        else:
            return False
    return True


def _export(parent: QWidget, saver: MatchSaver) -> str | None:
    """Export the match; None when written, else what went wrong (or that nothing was chosen)."""
    path = choose_export_path(parent, f"{saver.match_id}.json")
    if path is None:
        return QCoreApplication.translate("UnsavedQuit", "The match was not exported.")
    try:
        saver.export_to(path)
    except SaveError as error:
        log.warning("match not exported: %s", error.message)  # the raw reason, kept here
        return error_text(error)
    remember_folder(settings_near(parent), path)  # the chooser opens there next time
    return None
