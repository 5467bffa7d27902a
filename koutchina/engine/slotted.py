"""Quick construction of frozen, slotted dataclasses on the hot path.

A frozen dataclass's ``__init__`` sets each field through ``object.__setattr__`` (a lookup and a
generic call per field). ``builder(cls)`` returns a function that takes every field in order and
fills the slots through their own descriptors instead: the same object, faster.
Only for classes with no ``__post_init__``; a test checks the result equals ``cls(...)``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields
from typing import Any, TypeVar

T = TypeVar("T")


def builder(cls: type[T]) -> Callable[..., T]:
    """``builder(cls)(a, b, ...)`` is ``cls(a, b, ...)`` with every field given positionally."""
    if hasattr(cls, "__post_init__") or "__slots__" not in cls.__dict__:
        raise TypeError(f"{cls.__name__} needs its __init__: not a plain slotted dataclass")
    names = [field.name for field in fields(cls)]  # type: ignore[arg-type]
    setters = tuple(cls.__dict__[name].__set__ for name in names)
    new = object.__new__

    def build(*values: Any) -> T:
        obj: T = new(cls)
        for setter, value in zip(setters, values, strict=True):
            setter(obj, value)
        return obj

    build.__doc__ = f"A {cls.__name__}, all fields in order (see slotted.builder)."
    return build
