"""A workaround for the PySide6 6.12.0 wheels on Python 3.11.

Those wheels return ``None``, ``True`` and ``False`` from C++ calls without taking a reference
(the Python 3.12 habit, where these objects are immortal). On Python 3.11 every call of a
``void`` method (``painter.setPen(...)``, ``signal.emit()``...) then takes one reference away
from ``None`` or ``True``; after some tens of thousands of calls Python aborts with
"none_dealloc: deallocating None" or "bool_dealloc". Measured here: 100 calls of
``QPainter.setPen`` lower ``sys.getrefcount(None)`` by 100.

The fix below does what Python 3.12 does: it gives these singletons a reference count so large
that it can never reach zero. It is only applied on Python < 3.12, where the problem exists,
and only when a probe shows the leak; a fixed PySide6 needs nothing.
"""

from __future__ import annotations

import ctypes
import sys

from PySide6.QtCore import QObject, Signal

_SINGLETONS = (None, True, False, NotImplemented, Ellipsis)
_PLENTY = 1 << 52


class _Probe(QObject):
    fired = Signal()


def leaks_singletons() -> bool:
    """Does a call returning None (or True) from PySide6 take a reference it does not own?"""
    probe = _Probe()
    before_none, before_true = sys.getrefcount(None), sys.getrefcount(True)
    for _ in range(16):
        probe.fired.emit()
        probe.setObjectName("probe")
    return sys.getrefcount(None) < before_none or sys.getrefcount(True) < before_true


def make_immortal(value: object) -> None:
    """Raise ``value``'s reference count (the first field of every CPython object)."""
    refcount = ctypes.c_ssize_t.from_address(id(value))
    if refcount.value < _PLENTY:
        refcount.value += _PLENTY


def install() -> bool:
    """Apply the fix when needed; return whether it was applied."""
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return False
    if not leaks_singletons():
        return False
    for value in _SINGLETONS:
        make_immortal(value)
    return True


APPLIED = install()
