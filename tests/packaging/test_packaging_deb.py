"""The Debian package: built from the session's bundle, checked by lintian, installed on this
machine with apt-get, played, and purged without a trace (a person's saves and settings stay).

The install test needs root and apt-get: outside CI it is skipped, under CI=true (.ci/run runs
as root) it fails when they are missing. It refuses to touch a koutchina already installed.
"""

from __future__ import annotations

import hashlib
import os
import re
import subprocess
import time
from pathlib import Path

import pytest

import koutchina
from koutchina.app.icons import APP_ID

ROOT = Path(__file__).resolve().parents[2]
DEB_BUDGET_BYTES = 60_000_000
# Debian's PATH for a person's session (/etc/profile, login.defs): /usr/games is on it.
USER_PATH = "/usr/local/bin:/usr/bin:/bin:/usr/local/games:/usr/games"
# dpkg refuses to run without the sbin folders on the PATH (.ci/run's PATH has none).
ROOT_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"
PACKAGE = "koutchina"

pytestmark = pytest.mark.slow


def _field(deb: Path, name: str) -> str:
    return subprocess.run(
        ["dpkg-deb", "--field", str(deb), name], check=True, capture_output=True, text=True
    ).stdout.strip()


def test_the_package_is_named_for_the_version_and_within_its_size_budget(deb):
    version = koutchina.__version__
    architecture = _field(deb, "Architecture")
    assert deb.name == f"koutchina_{version}_{architecture}.deb"
    assert (_field(deb, "Package"), _field(deb, "Version")) == (PACKAGE, version)
    assert _field(deb, "Section") == "games"
    assert deb.stat().st_size <= DEB_BUDGET_BYTES


def _unpacked(deb: Path, into: Path) -> Path:
    subprocess.run(["dpkg-deb", "-x", str(deb), str(into)], check=True)
    return into


def _elf_files(folder: Path) -> list[Path]:
    return [
        p for p in folder.rglob("*")
        if p.is_file() and not p.is_symlink() and p.read_bytes()[:4] == b"\x7fELF"
    ]


def _needed(files: list[Path]) -> set[str]:
    output = subprocess.run(
        ["objdump", "-p", *map(str, files)], check=True, capture_output=True, text=True
    ).stdout
    return set(re.findall(r"^\s+NEEDED\s+(\S+)$", output, re.MULTILINE))


def _owners(paths: list[str]) -> dict[str, str]:
    """Path -> Debian package, for the paths a package installed (``dpkg -S``)."""
    output = subprocess.run(["dpkg", "-S", *paths], capture_output=True, text=True).stdout
    owners = {}
    for line in output.splitlines():
        package, _, path = line.partition(": ")
        owners[path] = package.split(":")[0]
    return owners


def _system_libraries() -> dict[str, str]:
    output = subprocess.run(
        ["/sbin/ldconfig", "-p"], check=True, capture_output=True, text=True
    ).stdout
    found: dict[str, str] = {}
    for name, kind, path in re.findall(r"^\s+(\S+) \(([^)]*)\) => (\S+)$", output, re.M):
        if "x86-64" in kind:
            found.setdefault(name, os.path.realpath(path))
    return found


def test_depends_names_exactly_the_packages_of_the_libraries_the_bundle_does_not_ship(
    deb, tmp_path, system_tool
):
    system_tool("objdump", "binutils")
    bundle = _unpacked(deb, tmp_path) / "usr" / "lib" / "koutchina"
    shipped = {p.name for p in bundle.rglob("*")}
    external = _needed(_elf_files(bundle)) - shipped
    system = _system_libraries()
    assert external <= system.keys(), "a library the program needs is not on this machine"
    paths = [system[name] for name in external]
    # merged /usr: dpkg may know a library by its /lib name
    paths += [p.removeprefix("/usr") for p in paths if p.startswith("/usr/")]
    needed_packages = set(_owners(paths).values())
    depends = {part.split()[0] for part in _field(deb, "Depends").split(", ")}
    assert depends == needed_packages
    # No copy of a Debian library is shipped (but the interpreter the bootloader loads).
    copies = _owners([system[p.name] for p in (bundle / "_internal").iterdir()
                      if p.name in system and not p.name.startswith("libpython")])
    assert copies == {}


def _lintian_tags(text: str, level: str) -> set[str]:
    return set(re.findall(rf"^{level}: \S+: (\S+)", text, re.MULTILINE))


def test_lintian_finds_no_error_and_every_warning_and_override_is_explained(deb, system_tool):
    lintian = system_tool("lintian", "lintian")
    result = subprocess.run(
        [lintian, "--no-tag-display-limit", str(deb)], capture_output=True, text=True,
        timeout=600,
    )
    assert not _lintian_tags(result.stdout, "E"), result.stdout
    explained = (ROOT / "docs" / "packaging.md").read_text(encoding="utf-8")
    overrides = (ROOT / "packaging" / "debian" / "lintian-overrides").read_text(encoding="utf-8")
    overridden = set(re.findall(r"^koutchina: (\S+)", overrides, re.MULTILINE))
    for tag in _lintian_tags(result.stdout, "W") | overridden:
        assert f"`{tag}`" in explained, f"docs/packaging.md does not explain lintian's {tag}"


def _player_env(home: Path) -> dict[str, str]:
    return {
        "PATH": USER_PATH, "HOME": str(home), "LANG": "C.UTF-8", "QT_QPA_PLATFORM": "offscreen",
        "XDG_DATA_HOME": str(home / ".local" / "share"),
        "XDG_CONFIG_HOME": str(home / ".config"),
        "XDG_STATE_HOME": str(home / ".local" / "state"),
        "XDG_CACHE_HOME": str(home / ".cache"),
    }


def _players_files(home: Path) -> None:
    """A person's saves and settings, there before the program is installed."""
    saves = home / ".local" / "share" / "Koutchina" / "matches"
    settings = home / ".config" / "Koutchina"
    for folder in (saves, settings):
        folder.mkdir(parents=True, exist_ok=True)
    (saves / "a-match.json").write_text('{"kept": true}', encoding="utf-8")
    (settings / "settings.json").write_text('{"language": "fr"}', encoding="utf-8")


def _digests(home: Path) -> dict[str, str]:
    """Every file of the home folder: path -> digest of its contents."""
    return {
        str(p.relative_to(home)): hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(home.rglob("*")) if p.is_file()
    }


def _apt_get(*arguments: str, cwd: Path) -> float:
    started = time.monotonic()
    result = subprocess.run(
        ["apt-get", "-y", "-q", *arguments], cwd=cwd, capture_output=True, text=True,
        env={**os.environ, "DEBIAN_FRONTEND": "noninteractive", "PATH": ROOT_PATH}, timeout=600,
    )
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    return time.monotonic() - started


def _installed() -> bool:
    result = subprocess.run(
        ["dpkg-query", "-W", "-f=${db:Status-Abbrev}", PACKAGE], capture_output=True, text=True
    )
    return result.returncode == 0 and result.stdout.strip() not in ("", "un")


def _check_the_installed_program(home: Path, files: set[str]) -> None:
    env = _player_env(home)
    program = subprocess.run(
        ["sh", "-c", "command -v koutchina"], env=env, capture_output=True, text=True
    ).stdout.strip()
    assert program == "/usr/games/koutchina"
    before = {str(p) for p in Path("/usr/lib/koutchina").rglob("*")}
    match = subprocess.run(
        ["koutchina", "--watch", "--game", "hand", "--speed", "max", "--exit-at-end",
         "--timeout", "240"], env=env, cwd=home, capture_output=True, text=True, timeout=300,
    )
    assert match.returncode == 0, match.stderr[-4000:]
    log = (home / ".local" / "state" / "Koutchina" / "log" / "koutchina.log").read_text()
    assert "starting (bundle /usr/lib/koutchina" in log and "uncaught exception" not in log
    assert {str(p) for p in Path("/usr/lib/koutchina").rglob("*")} == before
    tools = subprocess.run(
        ["koutchina-cli", "--help"], env=env, capture_output=True, text=True, timeout=60
    )
    assert tools.returncode == 0 and tools.stdout.startswith("usage: koutchina-cli")
    rules = subprocess.run(
        ["koutchina-cli", "rules", "--game", "hokm"], env=env, capture_output=True, text=True,
        timeout=60,
    )
    assert rules.returncode == 0 and rules.stdout.startswith("hokm: house rules")

    entry = Path("/usr/share/applications") / f"{APP_ID}.desktop"
    lines = entry.read_text(encoding="utf-8").splitlines()
    assert "Exec=/usr/games/koutchina" in lines and f"Icon={APP_ID}" in lines
    validate = subprocess.run(["desktop-file-validate", str(entry)], capture_output=True)
    assert validate.returncode == 0, validate.stdout
    for path in (f"/usr/share/icons/hicolor/48x48/apps/{APP_ID}.png",
                 f"/usr/share/metainfo/{APP_ID}.metainfo.xml",
                 "/usr/share/man/man1/koutchina.1.gz", "/usr/share/man/man1/koutchina-cli.1.gz",
                 "/usr/share/man/fr/man1/koutchina.1.gz", "/usr/share/doc/koutchina/copyright",
                 "/usr/games/koutchina-cli"):
        assert path in files and os.path.exists(path), path


def test_apt_installs_the_package_which_plays_a_match_and_purge_leaves_only_the_players_files(
    deb, tmp_path, system_tool, machine_requirement
):
    system_tool("apt-get", "apt")
    system_tool("desktop-file-validate", "desktop-file-utils")
    if os.geteuid() != 0:
        machine_requirement("installing a package needs root", "run the tests as root")
    if _installed():
        machine_requirement(
            "koutchina is installed on this machine: the test will not replace it",
            "run on a machine without it",
        )
    home = tmp_path / "home"
    _players_files(home)
    try:  # purged whatever happens, so the machine is left without it
        seconds = _apt_get("install", f"./{deb.name}", cwd=deb.parent)
        listed = subprocess.run(
            ["dpkg", "-L", PACKAGE], check=True, capture_output=True, text=True
        ).stdout.split("\n")
        files = {line for line in listed if line and line != "/."}
        _check_the_installed_program(home, files)
        kept = _digests(home)  # the saves, settings and log, as the program left them
    finally:
        _apt_get("purge", PACKAGE, cwd=tmp_path)
    print(f"apt-get install: {seconds:.1f} s")
    assert not _installed()
    shared = _owners(sorted(files)).keys()  # folders such as /usr/share/man/man1
    assert sorted(p for p in files - shared if os.path.lexists(p)) == []
    assert not os.path.lexists("/usr/lib/koutchina")
    assert "a-match.json" in str(kept) and _digests(home) == kept
