"""Command-line values in range, and a parser that refuses a bad one in one line.

Each type below raises ``argparse.ArgumentTypeError`` with a sentence saying what is allowed, so
``--timeout 1e7`` or ``--matches -5`` is refused before anything runs, never crashes later.
"""

from __future__ import annotations

import argparse
import math
from collections.abc import Callable
from pathlib import Path
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


# A seat as the table names it, in English and French: you sit South (seat 0), play goes on to
# East, North (your partner in Court Piece and Hokm) and West.
SEAT_NAMES = {
    "you": 0, "south": 0, "east": 1, "north": 2, "partner": 2, "west": 3,
    "vous": 0, "sud": 0, "est": 1, "nord": 2, "partenaire": 2, "ouest": 3,
}


def seat(text: str) -> int:
    """A type for ``add_argument``: a seat by its number (0 to 3) or its name at the table."""
    name = text.strip().lower()
    if name in SEAT_NAMES:
        return SEAT_NAMES[name]
    if name.isdigit() and 0 <= int(name) <= 3:
        return int(name)
    raise argparse.ArgumentTypeError(
        f"expected a seat: 0 to 3, or you/south, east, north (partner), west; not {text!r}")


def window_size(text: str) -> tuple[int, int]:
    """A type for ``add_argument``: a window's WIDTHxHEIGHT in pixels, each 320 to 7680."""
    width, x, height = text.strip().lower().partition("x")
    if not (x and width.isdigit() and height.isdigit()):
        raise argparse.ArgumentTypeError(f"expected WIDTHxHEIGHT, as 1280x720; not {text!r}")
    size = int(width), int(height)
    if not all(320 <= side <= 7680 for side in size):
        raise argparse.ArgumentTypeError(
            f"each side must be from 320 to 7680 pixels, not {text}")
    return size


def folder(text: str) -> Path:
    """A type for ``add_argument``: a folder to write in (made if missing), never a file."""
    if not text.strip():
        raise argparse.ArgumentTypeError("expected a folder, not an empty name")
    path = Path(text)
    if path.exists() and not path.is_dir():
        raise argparse.ArgumentTypeError(f"{text} is a file, not a folder")
    return path
