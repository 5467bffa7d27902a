"""History, replay and statistics windows, and the check of the saved matches at start."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..main_window import MainWindow
    from .start_check import StartCheck
    from .window import HistoryWindow


def open_history_window(main_window: MainWindow) -> HistoryWindow:
    """Show the History window (one per main window), reading the folder again."""
    from .window import HistoryWindow

    window = getattr(main_window, "history_window", None)
    if not isinstance(window, HistoryWindow):
        window = HistoryWindow(main_window)
        main_window.history_window = window  # type: ignore[attr-defined]
        from ..text_scale import fit_to_text_scale
        from ..window_places import restore_geometry

        if not restore_geometry(window, main_window.settings.history_window):  # as last time
            fit_to_text_scale(window)
    window.reload()
    window.show()
    window.raise_()
    window.activateWindow()
    return window


def check_saves_at_start(main_window: MainWindow) -> StartCheck:
    """Report unreadable saved files and offer to resume the newest unfinished match."""
    from .start_check import StartCheck

    check = StartCheck(main_window)
    main_window.start_check = check  # type: ignore[attr-defined]
    check.start()
    return check


__all__ = ["check_saves_at_start", "open_history_window"]
