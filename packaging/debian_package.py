"""Pack the built Linux bundle as a Debian package: ``dist/koutchina_<version>_<arch>.deb``.

What the package installs:

- the bundle in ``/usr/lib/koutchina`` (``koutchina``, ``koutchina-cli``, ``_internal/``),
  less the libraries PyInstaller copied from Debian packages: the package depends on those
  packages instead (debian_owners.py);
- ``/usr/games/koutchina`` and ``/usr/games/koutchina-cli``, relative symbolic links to them
  (Debian Policy 11.11: a game's programs go in /usr/games, which is on every user's PATH);
- the menu entry (``Exec=/usr/games/koutchina``), the hicolor icons and the AppStream metainfo
  under ``/usr/share`` (the desktop's triggers refresh the menu and icon caches: no maintainer
  script is needed);
- manual pages for both commands, in English and French;
- ``/usr/share/doc/koutchina/``: the copyright file (debian_copyright.py) and the changelog;
- the lintian overrides, each explained in docs/packaging.md.

``Depends`` comes from debian_depends.py. The package is built with ``dpkg-deb`` from a staged
tree in the work folder, owned by root whoever builds it.
"""

from __future__ import annotations

import gzip
import hashlib
import os
import shutil
import subprocess
import sys
from pathlib import Path

import bundle_libraries
from debian_copyright import write_copyright
from debian_depends import package_depends
from debian_owners import debian_copies

PACKAGING = Path(__file__).resolve().parent
DEBIAN = PACKAGING / "debian"
PACKAGE = "koutchina"
PREFIX = "usr/lib/koutchina"
GAMES = "usr/games"
COMMANDS = ("koutchina", "koutchina-cli")
# xz, dpkg-deb's default: 31 MB. zstd would take a twentieth of the CPU time (46 MB), but lintian
# calls a zstd package malformed: Debian's archive takes gz or xz members only.
COMPRESSION = ("xz", 6)
MANUALS = {"man1": "", "fr/man1": ".fr"}  # folder under /usr/share/man -> source suffix

DESCRIPTION = """\
trick-taking card games of the Gulf, Iran and South Asia against bots
 Koutchina lets you play three trick-taking card games against computer
 players, without an internet connection: Hand (Hareega) as played in Kuwait,
 everyone for themselves with exact secret calls; Court Piece (Rang) and Hokm,
 two partnerships with the trump chosen by the Hakem.
 .
 The bots play only from what their own seat may see. Every house rule is an
 option, matches are saved after every move, and the program speaks English
 and French. The koutchina-cli command lists the rules, simulates matches and
 checks or reviews saved ones without a window."""


def maintainer() -> str:
    """Who built the package: ``DEBFULLNAME <DEBEMAIL>`` (Debian's convention) when set."""
    name = os.environ.get("DEBFULLNAME", "").strip()
    email = os.environ.get("DEBEMAIL", "").strip()
    if name and email:
        return f"{name} <{email}>"
    # The project has no public address yet: .invalid says so (RFC 2606) instead of inventing one.
    return "Koutchina developers <koutchina@koutchina.invalid>"


def architecture() -> str:
    return subprocess.run(
        ["dpkg", "--print-architecture"], check=True, capture_output=True, text=True
    ).stdout.strip()


def _gzip_to(source: bytes, target: Path) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    # mtime=0 and no file name: the same input gives the same bytes (lintian checks -n).
    target.write_bytes(gzip.compress(source, compresslevel=9, mtime=0))


def _stage_bundle(folder: Path, stage: Path) -> Path:
    """Copy the program (not the tarball's share/ and install.sh) to /usr/lib/koutchina,
    without the copies of Debian's libraries."""
    bundle = stage / PREFIX
    bundle.mkdir(parents=True)  # and the folders above it
    shutil.copytree(folder / "_internal", bundle / "_internal", symlinks=True)
    for library in debian_copies(bundle / "_internal"):
        library.unlink()
    shutil.copy2(folder / "koutchina", bundle / "koutchina")
    (bundle / "koutchina-cli").symlink_to("koutchina")
    games = stage / GAMES
    games.mkdir(parents=True)
    for command in COMMANDS:
        (games / command).symlink_to(f"../lib/koutchina/{command}")
    return bundle


def _stage_desktop_files(folder: Path, stage: Path) -> None:
    """The .desktop entry, icons and metainfo that build.py put in the bundle's share/; the
    entry starts /usr/games/koutchina (a session's PATH need not hold /usr/games)."""
    share = stage / "usr" / "share"
    shutil.copytree(folder / "share", share, symlinks=True, dirs_exist_ok=True)
    for entry in (share / "applications").glob("*.desktop"):
        lines = entry.read_text(encoding="utf-8").splitlines()
        lines = [f"Exec=/{GAMES}/koutchina" if ln == "Exec=koutchina" else ln for ln in lines]
        entry.write_text("\n".join(lines) + "\n", encoding="utf-8")


def _stage_documentation(bundle: Path, stage: Path) -> None:
    share = stage / "usr" / "share"
    for folder, suffix in MANUALS.items():
        for command in COMMANDS:
            page = (DEBIAN / "man" / f"{command}{suffix}.1").read_bytes()
            _gzip_to(page, share / "man" / folder / f"{command}.1.gz")
    doc = share / "doc" / PACKAGE
    doc.mkdir(parents=True)
    write_copyright(bundle, doc, PREFIX)
    _gzip_to((DEBIAN / "changelog").read_bytes(), doc / "changelog.gz")
    overrides = share / "lintian" / "overrides"
    overrides.mkdir(parents=True)
    shutil.copyfile(DEBIAN / "lintian-overrides", overrides / PACKAGE)


def _normalise_modes(stage: Path) -> None:
    """Folders 0755, files 0644, and 0755 for the one executable (libraries are not run)."""
    for path in [stage, *stage.rglob("*")]:
        if path.is_symlink():
            continue
        path.chmod(0o755 if path.is_dir() else 0o644)
    (stage / PREFIX / "koutchina").chmod(0o755)


def installed_size_kib(stage: Path) -> int:
    """What dpkg-gencontrol would write: each file rounded up to KiB, plus 1 per other entry."""
    total = 0
    for path in stage.rglob("*"):
        if path.is_relative_to(stage / "DEBIAN"):
            continue
        total += -(-path.lstat().st_size // 1024) if path.is_file() and not path.is_symlink() else 1
    return total


def _write_md5sums(stage: Path) -> None:
    """DEBIAN/md5sums, what ``dpkg --verify`` checks the installed files against."""
    lines = []
    for path in sorted(stage.rglob("*")):
        name = path.relative_to(stage).as_posix()
        if path.is_file() and not path.is_symlink() and not name.startswith("DEBIAN/"):
            digest = hashlib.md5(path.read_bytes(), usedforsecurity=False).hexdigest()
            lines.append(f"{digest}  {name}\n")
    (stage / "DEBIAN" / "md5sums").write_text("".join(lines), encoding="utf-8")


def _control(version: str, arch: str, depends: str, size: int) -> str:
    return (
        f"Package: {PACKAGE}\nVersion: {version}\nArchitecture: {arch}\n"
        f"Maintainer: {maintainer()}\nInstalled-Size: {size}\nDepends: {depends}\n"
        f"Section: games\nPriority: optional\nDescription: {DESCRIPTION}\n"
    )


def check_tools() -> None:
    missing = [t for t in ("dpkg-deb", "dpkg-shlibdeps") if shutil.which(t) is None]
    if missing:
        raise SystemExit(
            f"missing {', '.join(missing)}: install dpkg-dev (apt-get install dpkg-dev),"
            " or build without the Debian package (--no-deb)"
        )
    if sys.base_prefix != "/usr":
        # Another Python (pyenv, a self-built one) leaves its own folder in the run paths of
        # libpython and its modules, and links its own copy of expat: lintian errors.
        raise SystemExit(
            f"the Debian package is built with Debian's Python (/usr/bin/python3), not"
            f" {sys.base_prefix}: make the .venv with /usr/bin/python3, or build with --no-deb"
        )


def build_deb(folder: Path, dist: Path, work: Path, version: str) -> Path:
    """Stage the bundle as a Debian package under ``work`` and write it to ``dist``."""
    tree = work / "deb"  # dpkg-shlibdeps wants the staged root at <tree>/debian/<package>
    if tree.exists():
        shutil.rmtree(tree)
    stage = tree / "debian" / PACKAGE
    bundle = _stage_bundle(folder, stage)
    _stage_desktop_files(folder, stage)
    _stage_documentation(bundle, stage)
    _normalise_modes(stage)
    libraries = bundle_libraries.scan(bundle)
    bundle_libraries.check_installed(libraries)
    (stage / "DEBIAN").mkdir()
    depends = package_depends(stage, libraries, PACKAGE)
    if not depends:
        raise SystemExit("dpkg-shlibdeps found no dependency: the bundle cannot be complete")
    arch = architecture()
    control = _control(version, arch, depends, installed_size_kib(stage))
    (stage / "DEBIAN" / "control").write_text(control, encoding="utf-8")
    _write_md5sums(stage)
    target = dist / f"{PACKAGE}_{version}_{arch}.deb"
    subprocess.run(
        ["dpkg-deb", "--root-owner-group", f"-Z{COMPRESSION[0]}", f"-z{COMPRESSION[1]}",
         "--build", str(stage), str(target)],
        check=True, stdout=subprocess.DEVNULL,
    )
    return target
