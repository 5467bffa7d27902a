"""A workaround for a PySide6 bug: ``SignalInstance.emit()`` returns ``True`` without owning a
reference (seen with PySide6 6.12.0 on Python 3.11, where ``True`` is not immortal). Each
emit from Python then takes one reference from ``True`` until Python aborts with "bool_dealloc:
deallocating True or False". The check below measures the leak once at import and, only when
it is there, wraps ``emit`` to give the reference back.
"""

from __future__ import annotations

import ctypes
import sys
from typing import Any

from PySide6.QtCore import QObject, Signal, SignalInstance

_PROBES = 8


class _Probe(QObject):
    fired = Signal()


def emit_leaks_true() -> bool:
    probe = _Probe()
    before = sys.getrefcount(True)
    for _ in range(_PROBES):
        probe.fired.emit()
    leaked = before - sys.getrefcount(True)
    if leaked > 0:  # give back what the probe itself took
        for _ in range(leaked):
            ctypes.pythonapi.Py_IncRef(ctypes.py_object(True))
    return leaked >= _PROBES


def install() -> bool:
    """Wrap ``SignalInstance.emit`` if this PySide6 leaks; return whether it was needed."""
    if getattr(SignalInstance.emit, "_koutchina_fixed", False) or not emit_leaks_true():
        return False
    original = SignalInstance.emit
    incref = ctypes.pythonapi.Py_IncRef
    incref.argtypes = [ctypes.py_object]

    def emit(self: SignalInstance, *args: Any) -> Any:
        result = original(self, *args)
        if result is True or result is False:
            incref(result)
        return result

    emit._koutchina_fixed = True  # type: ignore[attr-defined]
    SignalInstance.emit = emit  # type: ignore[method-assign]
    return True


install()
