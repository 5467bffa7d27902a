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
    build = _fixed_builders.get(len(setters), _any_builder)(cls, setters)

    build.__doc__ = f"A {cls.__name__}, all fields in order (see slotted.builder)."
    return build


Setter = Callable[[Any, Any], None]


def _any_builder(cls: type[T], setters: tuple[Setter, ...]) -> Callable[..., T]:
    new = object.__new__

    def build(*values: Any) -> T:
        obj: T = new(cls)
        for setter, value in zip(setters, values, strict=True):
            setter(obj, value)
        return obj

    return build


# The hot path's classes have 4 and 5 fields: their builders call each setter in turn, with no
# loop (about half the cost of the loop above).
def _builder_of_4(cls: type[T], setters: tuple[Setter, ...]) -> Callable[..., T]:
    new = object.__new__
    first, second, third, fourth = setters

    def build(a: Any, b: Any, c: Any, d: Any) -> T:
        obj: T = new(cls)
        first(obj, a)
        second(obj, b)
        third(obj, c)
        fourth(obj, d)
        return obj

    return build


def _builder_of_5(cls: type[T], setters: tuple[Setter, ...]) -> Callable[..., T]:
    new = object.__new__
    first, second, third, fourth, fifth = setters

    def build(a: Any, b: Any, c: Any, d: Any, e: Any) -> T:
        obj: T = new(cls)
        first(obj, a)
        second(obj, b)
        third(obj, c)
        fourth(obj, d)
        fifth(obj, e)
        return obj

    return build


_fixed_builders = {4: _builder_of_4, 5: _builder_of_5}
