"""The person's settings while the program runs: one ``Settings`` object, written by one
``save()`` that logs a failure (a settings problem never stops the program), and one
``changed`` signal naming the settings a change touched, so that each part of the window
follows them instead of being handed each value."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from ..storage.settings import Settings, save_settings

log = logging.getLogger(__name__)


def save_or_log(settings: Settings, path: Path | None = None) -> bool:
    """Write ``settings``; on a read-only or full disk (or any other problem) say so in the
    log and go on. True when they were written."""
    try:
        save_settings(settings, path)
    except Exception as error:  # never a traceback for a settings file
        log.warning("settings not saved: %s", error)
        return False
    return True


class SettingsService(QObject):
    changed = Signal(object)  # frozenset[str]: the names of the settings that changed

    def __init__(self, settings: Settings, parent: QObject | None = None,
                 path: Path | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.path = path

    def save(self) -> bool:
        return save_or_log(self.settings, self.path)

    @contextmanager
    def changes(self) -> Iterator[Settings]:
        """Change the settings in the ``with`` block; then they are saved and ``changed``
        names what differs. A value the settings refuse (pydantic's check) is logged, and what
        was changed before it is kept."""
        before = self.settings.model_dump()
        try:
            yield self.settings
        except ValueError as error:  # pydantic's ValidationError included
            log.warning("settings not changed: %s", error)
        after = self.settings.model_dump()
        names = frozenset(name for name, value in after.items() if before.get(name) != value)
        self.save()
        if names:
            self.changed.emit(names)

    def change(self, **values: Any) -> None:
        with self.changes() as settings:
            for name, value in values.items():
                setattr(settings, name, value)
