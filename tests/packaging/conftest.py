"""The native program built once a run (``tests/native_build.py``), for the bundle tests and
the package tests on every xdist worker."""

from __future__ import annotations

import sys
from pathlib import Path

import native_build
import pytest


@pytest.fixture(scope="session")
def dist(tmp_path_factory: pytest.TempPathFactory, system_tool) -> Path:
    """The build's dist folder: the build started at the run's first test (tests/conftest.py,
    ``native_build``), awaited here."""
    for tool in ("objdump", "strip"):  # PyInstaller reads and strips the libraries with them
        system_tool(tool, "binutils")
    out = native_build.folder(tmp_path_factory)
    native_build.start(out)  # a test run alone, or a build that never started: now
    problem = native_build.wait(out)
    if problem is not None:
        pytest.fail(problem, pytrace=False)
    return out / "dist"


@pytest.fixture(scope="session")
def deb(dist: Path, system_tool, machine_requirement) -> Path:
    """The Debian package the session's build wrote."""
    system_tool("dpkg-deb", "dpkg")
    system_tool("dpkg-shlibdeps", "dpkg-dev")
    if sys.base_prefix != "/usr":
        machine_requirement(
            f"the .deb is built with Debian's Python, not {sys.base_prefix}",
            "make the .venv with /usr/bin/python3",
        )
    (package,) = dist.glob("koutchina_*.deb")
    return package
