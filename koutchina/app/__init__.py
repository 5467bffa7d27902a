"""The desktop program (the only layer that imports PySide6)."""

from . import qt_fixes as _qt_fixes  # noqa: F401  (must run before any signal is emitted)
