"""``koutchina-cli``: the headless tools. Each subcommand lives in its own module."""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

# Modules with ``register(subparsers)``; each adds its subcommands and sets ``func``.
COMMAND_MODULES = (
    "koutchina.cli.engine_commands",
    "koutchina.cli.storage_commands",
    "koutchina.cli.bot_commands",
)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="koutchina-cli", description="Koutchina's headless tools (no window)."
    )
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)
    for name in COMMAND_MODULES:
        importlib.import_module(name).register(subparsers)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        result: int = args.func(args)
    except KeyboardInterrupt:
        return 130
    return result


if __name__ == "__main__":
    sys.exit(main())
