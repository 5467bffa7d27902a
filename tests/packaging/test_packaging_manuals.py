"""The Debian package's manual pages and changelog say what the program does today: every
option of ``koutchina`` and every command of ``koutchina-cli`` is in both languages' pages,
and the changelog's newest entry is the program's version."""

from __future__ import annotations

import argparse
import re
from pathlib import Path

import pytest

import koutchina
from koutchina.app.main import build_parser as window_parser
from koutchina.cli.main import build_parser as tools_parser

DEBIAN = Path(__file__).resolve().parents[2] / "packaging" / "debian"


def _page(name: str) -> str:
    """The page's text with roff's escaped hyphens as plain ones."""
    return (DEBIAN / "man" / name).read_text(encoding="utf-8").replace("\\-", "-")


def _options(parser: argparse.ArgumentParser) -> set[str]:
    return {option for action in parser._actions for option in action.option_strings}


def _commands(parser: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
    (commands,) = (a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    return dict(commands.choices)


@pytest.mark.parametrize("page", ["koutchina.1", "koutchina.fr.1"])
def test_the_manual_page_of_the_window_names_every_option(page):
    text = _page(page)
    missing = {o for o in _options(window_parser()) if not re.search(rf"{o}\b", text)}
    assert missing == set()


@pytest.mark.parametrize("page", ["koutchina-cli.1", "koutchina-cli.fr.1"])
def test_the_manual_page_of_the_tools_names_every_command_and_bench_target(page):
    text = _page(page)
    commands = _commands(tools_parser())
    targets = _commands(commands["bench"])
    missing = {name for name in [*commands, *targets] if f"{name}" not in text}
    assert missing == set()


def test_every_manual_page_carries_the_program_version():
    for page in (DEBIAN / "man").glob("*.1"):
        assert f'"Koutchina {koutchina.__version__}"' in page.read_text(encoding="utf-8")


def test_the_changelog_newest_entry_is_the_program_version():
    first = (DEBIAN / "changelog").read_text(encoding="utf-8").splitlines()[0]
    assert first.startswith(f"koutchina ({koutchina.__version__}) ")
