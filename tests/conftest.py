"""Shared test setup: offscreen Qt, and every platformdirs folder inside a temporary folder."""

from __future__ import annotations

import gc
import itertools
import os
import shutil
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import NoReturn

import native_build
import pytest

import koutchina
from koutchina.app.gui_thread_gc import generation_due

# offscreen, on a 1920x1080 screen: Qt's own offscreen screen is 800 px wide, and windows
# fit their screen (app/screen_fit.py), so a table test's 1280x720 window shrank to 800 wide
if os.environ.get("QT_QPA_PLATFORM", "offscreen") == "offscreen":
    screen = Path(__file__).resolve().parent / "offscreen-screen.json"
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={screen}"
# the developers' tools of the checkout (tools/i18n_update.py), which are not installed
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))
# a probe or program a test starts in a process of its own imports the very koutchina these
# tests import: run from another checkout beside an editable install, a probe imported the
# installed tree and a test passed on code it never ran (a code review found it)
os.environ["PYTHONPATH"] = os.pathsep.join(
    [str(Path(koutchina.__file__).resolve().parents[1]),
     *filter(None, [os.environ.get("PYTHONPATH")])])


@pytest.fixture(scope="session", autouse=True)
def _native_build_started(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> None:
    """The native program's build, begun beside the first tests of a run that has bundle or
    package tests, so that no worker waits idle for it later (``native_build``)."""
    if native_build.wanted(request.session.items):
        native_build.start(native_build.folder(tmp_path_factory))


@pytest.fixture(autouse=True)
def _private_folders(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """Saves, settings and logs of a test never touch the real user folders."""
    home = tmp_path_factory.mktemp("home")
    keys = ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME")
    saved = {key: os.environ.get(key) for key in keys}
    os.environ["XDG_DATA_HOME"] = str(home / "data")
    os.environ["XDG_CONFIG_HOME"] = str(home / "config")
    os.environ["XDG_STATE_HOME"] = str(home / "state")
    os.environ["XDG_CACHE_HOME"] = str(home / "cache")
    yield home
    for key, value in saved.items():
        if value is None:
            os.environ.pop(key, None)
        else:
            os.environ[key] = value


@pytest.fixture(scope="session", autouse=True)
def _no_collection_on_worker_threads() -> Iterator[itertools.count[int]]:
    """As in the program (koutchina/app/gui_thread_gc.py), the cyclic garbage collector never
    runs on a bot's, the coach's or the autosave's thread: here it runs between tests, the
    older generations more often than the program's clock would (a test makes a window's
    worth of garbage: ten tests' is kept at most)."""
    gc.disable()
    yield itertools.count(1)
    gc.enable()


@pytest.fixture(autouse=True)
def _collected_between_tests(
        _no_collection_on_worker_threads: itertools.count[int]) -> Iterator[None]:
    yield
    gc.disable()  # a test that switched it on (gui_thread_gc's) leaves it off again
    gc.collect(generation_due(next(_no_collection_on_worker_threads), 2, 10))


def machine_lacks(message: str, ci_must: str = "install it") -> NoReturn:
    """What a test needs of the machine is missing: outside CI the test is skipped with the
    reason printed (``-ra``); under ``CI=true`` (set by .ci/run, which provides it) it is a
    failure, so CI always checks."""
    if os.environ.get("CI") == "true":
        pytest.fail(f"{message}: .ci/run must {ci_must}", pytrace=False)
    pytest.skip(f"{message}; CI provides it")


def require_system_tool(name: str, debian_package: str) -> str:
    """The path of a system program that the README's test command does not install."""
    found = shutil.which(name)
    if found is not None:
        return found
    machine_lacks(f"{name} is not installed (Debian package {debian_package})")


@pytest.fixture(scope="session")
def system_tool() -> Callable[[str, str], str]:
    """``system_tool("desktop-file-validate", "desktop-file-utils")`` in a test."""
    return require_system_tool


@pytest.fixture(scope="session")
def machine_requirement() -> Callable[..., NoReturn]:
    """``machine_requirement("installing a package needs root", "run as root")``: skip
    outside CI, fail under CI=true, for a need of the machine that is not a program."""
    return machine_lacks
