"""One build of the native program per test run: the bundle, its archive and its Debian
package (``python packaging/build.py`` into a temporary folder, one to three minutes), shared
by the bundle tests and the package tests on every xdist worker, so CI builds once."""

from __future__ import annotations

import fcntl
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


@pytest.fixture(scope="session")
def dist(tmp_path_factory: pytest.TempPathFactory, system_tool) -> Path:
    """The build's dist folder. The suite runs on pytest-xdist workers (pyproject.toml), each
    with its session fixtures: the first worker to ask builds into the run's shared temporary
    folder, under a lock, and the others wait for it and use that build."""
    for tool in ("objdump", "strip"):  # PyInstaller reads and strips the libraries with them
        system_tool(tool, "binutils")
    run = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        run = run.parent  # the workers' folders lie in the run's own
    out = run / "packaging"
    with open(run / "packaging.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        built, failed = out / "built", out / "failed"
        if failed.exists():  # not again: a build takes minutes, and the cause stays
            pytest.fail("the build failed on another worker:\n"
                        + failed.read_text(encoding="utf-8"), pytrace=False)
        if not built.exists():
            output = _build(out)
            if output is not None:
                failed.write_text(output, encoding="utf-8")
                pytest.fail(output, pytrace=False)
            built.touch()
    return out / "dist"


def _build(out: Path) -> str | None:
    """``packaging/build.py`` into ``out``: the bundle, its archive and the Debian package.
    None once built, else the end of what the build wrote."""
    command = [
        sys.executable, str(ROOT / "packaging" / "build.py"),
        "--dist", str(out / "dist"), "--work", str(out / "work"),
    ]
    # Under CI the package is always built: what it lacks then fails the build, loudly.
    if os.environ.get("CI") != "true" and not _can_build_the_deb():
        command.append("--no-deb")
    # PyInstaller's cache of processed libraries in the build's own folder: a session fixture
    # is set up before the tests' private folders, so its cache would otherwise be the one in
    # the HOME that every session on the machine shares (two builds at once, one on each xdist
    # worker, once left an empty index there: "bincache may be corrupted")
    env = {**os.environ, "PYINSTALLER_CONFIG_DIR": str(out / "pyinstaller-cache")}
    out.mkdir(parents=True, exist_ok=True)
    try:
        result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True,
                                timeout=1200, env=env)
    except subprocess.TimeoutExpired:
        return "the build took more than 20 minutes"
    if result.returncode != 0:
        return result.stdout[-4000:] + result.stderr[-4000:]
    return None


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
