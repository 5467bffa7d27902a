"""One build of the native program per test session: the bundle, its archive and its Debian
package (``python packaging/build.py`` into a temporary folder, one to three minutes), shared
by the bundle tests and the package tests, so CI builds once."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _can_build_the_deb() -> bool:
    """The Debian package needs dpkg-dev's tools and Debian's Python (packaging/build.py)."""
    tools = all(shutil.which(tool) for tool in ("dpkg-deb", "dpkg-shlibdeps"))
    return tools and sys.base_prefix == "/usr"


# The folder of the session's build, once made. A session fixture may be set up again in one
# session: a pytest-xdist worker that has run every test it was sent tears its fixtures down
# and sets them up again for the next test it gets. The build is made once all the same.
_built: list[Path] = []


@pytest.fixture(scope="session")
def dist(tmp_path_factory: pytest.TempPathFactory, system_tool) -> Path:
    if _built:
        return _built[0]
    for tool in ("objdump", "strip"):  # PyInstaller reads and strips the libraries with them
        system_tool(tool, "binutils")
    out = tmp_path_factory.mktemp("packaging")
    command = [
        sys.executable, str(ROOT / "packaging" / "build.py"),
        "--dist", str(out / "dist"), "--work", str(out / "work"),
    ]
    # Under CI the package is always built: what it lacks then fails the build, loudly.
    if os.environ.get("CI") != "true" and not _can_build_the_deb():
        command.append("--no-deb")
    # PyInstaller's cache of processed libraries in the build's own folder: a session fixture
    # is set up before the tests' private folders, so its cache would otherwise be the one
    # of the HOME every worker shares
    env = {**os.environ, "PYINSTALLER_CONFIG_DIR": str(out / "pyinstaller-cache")}
    result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=1200,
                            env=env)
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-4000:]
    _built.append(out / "dist")
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
