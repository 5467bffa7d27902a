"""One build of the native program per test run (``python packaging/build.py``: the bundle, its
archive and its Debian package, one to three minutes), started in the background as soon as a
worker begins a run that has bundle or package tests, and awaited by those tests.

The suite runs on two pytest-xdist workers (pyproject.toml): the first worker to begin starts
the build in the run's shared temporary folder, under a lock, and goes on with its tests; the
build goes on beside them, and whichever worker reaches a bundle test waits for it there. Built
by the first bundle test instead, the other worker sat idle for the length of the build as soon
as it reached a test of the package."""

from __future__ import annotations

import fcntl
import os
import shlex
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
BUILD_TIMEOUT = 1200.0  # seconds from the first wait: a build never took a tenth of it
NEEDS_THE_BUILD = frozenset({"dist", "deb"})  # the fixtures of tests/packaging/conftest.py
_running: list[subprocess.Popen[bytes]] = []  # kept, so the started build is never collected


def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The build's folder in the run's temporary folder, the same for every worker."""
    run = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        run = run.parent  # the workers' folders lie in the run's own
    return run / "packaging"


def wanted(items: list[pytest.Item]) -> bool:
    """Whether any test of the run uses the build."""
    return any(NEEDS_THE_BUILD & set(getattr(item, "fixturenames", ())) for item in items)


def can_build_the_deb() -> bool:
    """The Debian package needs dpkg-dev's tools and Debian's Python (packaging/build.py)."""
    tools = all(shutil.which(tool) for tool in ("dpkg-deb", "dpkg-shlibdeps"))
    return tools and sys.base_prefix == "/usr"


def start(out: Path) -> None:
    """Start the build into ``out`` unless a worker already has; never waits for it. Without
    the tools PyInstaller reads and strips libraries with, nothing starts: the bundle tests
    then say which is missing."""
    if not all(shutil.which(tool) for tool in ("objdump", "strip")):
        return
    out.mkdir(parents=True, exist_ok=True)
    with open(out.parent / "packaging.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        started = out / "started"
        if started.exists():
            return
        # bounded (a hung PyInstaller never outlives the run for long), and after the tests
        # in the processor's queue: the build uses the time they leave, so that no timing
        # test of theirs runs slower beside it
        command = [
            "timeout", str(int(BUILD_TIMEOUT)), "nice", "-n", "10",
            sys.executable, str(ROOT / "packaging" / "build.py"),
            "--dist", str(out / "dist"), "--work", str(out / "work"),
        ]
        # Under CI the package is always built: what it lacks then fails the build, loudly.
        if os.environ.get("CI") != "true" and not can_build_the_deb():
            command.append("--no-deb")
        # PyInstaller's cache of processed libraries in the build's own folder, not the one in
        # the HOME every session on the machine shares (two builds at once once left an empty
        # index there: "bincache may be corrupted")
        env = {**os.environ, "PYINSTALLER_CONFIG_DIR": str(out / "pyinstaller-cache")}
        # the exit status is written last, whole (a rename), so a reader never sees half of it
        script = (f"{shlex.join(command)} > {shlex.quote(str(out / 'build.log'))} 2>&1; "
                  f"echo $? > {shlex.quote(str(out / 'status.tmp'))}; "
                  f"mv {shlex.quote(str(out / 'status.tmp'))} "
                  f"{shlex.quote(str(out / 'status'))}")
        build = subprocess.Popen(
            ["sh", "-c", script], cwd=ROOT, env=env, stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        _running.append(build)
        # written once it runs, whole (a rename): a waiting worker reads its number
        pid_file = out / "started.tmp"
        pid_file.write_text(str(build.pid), encoding="utf-8")
        pid_file.replace(started)


def _alive(pid: int) -> bool:
    """Whether the process ``pid`` still runs (a zombie child counts as ended)."""
    if pid <= 0:
        return False
    try:
        state = Path(f"/proc/{pid}/stat").read_text(encoding="utf-8").rsplit(")", 1)[1]
    except OSError:
        return False
    return state.split()[0] != "Z"


def wait(out: Path) -> str | None:
    """None once the build in ``out`` has succeeded; else why not (the end of its output)."""
    status, started = out / "status", out / "started"
    deadline = time.monotonic() + BUILD_TIMEOUT + 60
    while not status.exists():
        if not started.exists():
            return "the build was never started (tests/conftest.py starts it)"
        if not _alive(int(started.read_text(encoding="utf-8") or 0)) and not status.exists():
            return "the build's process ended without saying how it went"
        if time.monotonic() > deadline:
            return f"the build took more than {BUILD_TIMEOUT / 60:.0f} minutes"
        time.sleep(0.5)
    code = status.read_text(encoding="utf-8").strip()
    if code == "0":
        return None
    if code == "124":  # timeout's own status
        return f"the build took more than {BUILD_TIMEOUT / 60:.0f} minutes and was stopped"
    log = out / "build.log"
    text = log.read_text(encoding="utf-8", errors="replace") if log.exists() else ""
    return text[-8000:] or "the build failed and wrote nothing"
