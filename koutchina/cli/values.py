"""Command-line values in range, and a parser that refuses a bad one in one line.

Each type below raises ``argparse.ArgumentTypeError`` with a sentence saying what is allowed, so
``--timeout 1e7`` or ``--matches -5`` is refused before anything runs, never crashes later.
"""

from __future__ import annotations

import argparse
import math
from collections.abc import Callable
from typing import NoReturn

MAX_SEED = 2**63 - 1


class OneLineParser(argparse.ArgumentParser):
    """An argparse parser whose refusal is one line: ``prog: what is wrong`` (status 2)."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: {message}\n")


def whole(low: int, high: int, what: str = "a whole number") -> Callable[[str], int]:
    """A type for ``add_argument``: a whole number from ``low`` to ``high``."""

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected {what}, not {text!r}") from None
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(
                f"must be from {low} to {high}, not {text}")
        return value

    return parse


def finite_number(low: float, high: float, unit: str = "") -> Callable[[str], float]:
    """A type for ``add_argument``: a finite number from ``low`` to ``high``."""
    suffix = f" {unit}" if unit else ""

    def parse(text: str) -> float:
        try:
            value = float(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected a number, not {text!r}") from None
        if not math.isfinite(value) or not low <= value <= high:
            raise argparse.ArgumentTypeError(
                f"must be from {low:g} to {high:g}{suffix}, not {text}")
        return value

    return parse


SEED = whole(0, MAX_SEED, "a seed (a whole number from 0)")
