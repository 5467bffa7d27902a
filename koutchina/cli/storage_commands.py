"""``koutchina-cli validate FILE...`` and ``koutchina-cli schema``: match files without a window."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from ..storage import MatchFileError, SavedMatch, read_match_file


def register(subparsers: Any) -> None:
    validate = subparsers.add_parser(
        "validate",
        help="check saved match files: one line per bad file; exit 1 if any is bad",
    )
    validate.add_argument("files", nargs="+", type=Path, metavar="FILE")
    validate.add_argument(
        "--verbose", "-v", action="store_true", help="also print a line for each good file"
    )
    validate.set_defaults(func=run_validate)
    schema = subparsers.add_parser("schema", help="print the JSON Schema of a saved match file")
    schema.set_defaults(func=run_schema)


def run_validate(args: argparse.Namespace) -> int:
    bad = 0
    for path in args.files:
        try:
            loaded = read_match_file(path)
        except MatchFileError as error:
            bad += 1
            print(error.message)
            continue
        except Exception as error:  # never a traceback
            bad += 1
            print(f"{path}: cannot be checked ({error})")
            continue
        if args.verbose:
            record = loaded.saved.record
            state = "finished" if record.finished else "unfinished"
            print(
                f"{path}: ok ({record.game}, {len(record.actions)} moves, "
                f"{len(record.deals)} deals, {state})"
            )
    count = len(args.files)
    print(f"{count} file(s) checked, {bad} bad", file=sys.stderr)
    return 1 if bad else 0


def run_schema(args: argparse.Namespace) -> int:
    schema = SavedMatch.model_json_schema()
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema["title"] = "Koutchina saved match"
    print(json.dumps(schema, indent=2, sort_keys=True))
    return 0
