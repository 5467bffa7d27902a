"""``koutchina-cli``: the headless tools. Each subcommand lives in its own module."""

from __future__ import annotations

import argparse
import importlib
import io
import sys
from collections.abc import Sequence

from .values import OneLineParser

# Modules with ``register(subparsers)``; each adds its subcommands and sets ``func``. A module
# may also have ``register_bench(targets)`` to add a target to the shared ``bench`` command.
COMMAND_MODULES = (
    "koutchina.cli.engine_commands",
    "koutchina.cli.storage_commands",
    "koutchina.cli.bot_commands",
    "koutchina.cli.table_commands",
    "koutchina.cli.coach_commands",
)


def build_parser() -> argparse.ArgumentParser:
    parser = OneLineParser(
        prog="koutchina-cli", description="Koutchina's headless tools (no window)."
    )
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)
    bench = subparsers.add_parser("bench", help="speed measurements (no window)")
    targets = bench.add_subparsers(dest="bench_target", metavar="TARGET", required=True)
    for name in COMMAND_MODULES:
        module = importlib.import_module(name)
        module.register(subparsers)
        if hasattr(module, "register_bench"):
            module.register_bench(targets)
    return parser


def _print_any_character() -> None:
    """A console or file without a character printed (a card's ♦ in a Windows code page) gets
    a "?" in its place, never a traceback."""
    for stream in (sys.stdout, sys.stderr):
        if isinstance(stream, io.TextIOWrapper):
            stream.reconfigure(errors="replace")


def main(argv: Sequence[str] | None = None) -> int:
    _print_any_character()
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        result: int = args.func(args)
    except KeyboardInterrupt:
        return 130
    return result


if __name__ == "__main__":
    sys.exit(main())
