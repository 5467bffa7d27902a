"""Build Koutchina's native program: ``python packaging/build.py``.

Runs PyInstaller on packaging/koutchina.spec, which leaves the program in
``dist/koutchina/`` (start it with ``dist/koutchina/koutchina``). On Linux it then adds the
desktop integration to that folder (``share/`` with the .desktop file, the AppStream metainfo
and the hicolor icons, plus ``install.sh``) and packs the folder as
``dist/koutchina-<version>-linux-<machine>.tar.gz``, and packs the same bundle as the Debian
package ``dist/koutchina_<version>_<arch>.deb`` (debian_package.py, with dpkg-deb); elsewhere
the archive is a ``.zip`` (on macOS, of ``Koutchina.app``).

Options: ``--dist DIR`` and ``--work DIR`` (default ``dist`` and ``build`` at the top of the
repository), ``--no-archive`` (neither archive nor package), ``--no-deb``.
"""

from __future__ import annotations

import argparse
import platform
import re
import shutil
import subprocess
import sys
import tarfile
import time
import zipfile
from pathlib import Path

import bundle_libraries
import debian_package

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
SPEC = PACKAGING / "koutchina.spec"
ICON_DIR = ROOT / "resources" / "icons"
APP_ID = "io.github.koutchina.Koutchina"
HICOLOR_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)


def project_version() -> str:
    """The version written in koutchina/__init__.py (read, not imported)."""
    text = (ROOT / "koutchina" / "__init__.py").read_text(encoding="utf-8")
    match = re.search(r'^__version__\s*=\s*"([^"]+)"', text, re.MULTILINE)
    if match is None:
        raise SystemExit("koutchina/__init__.py has no __version__")
    return match.group(1)


def platform_tag() -> str:
    """``linux-x86_64``, ``windows-amd64``, ``macos-arm64`` ..."""
    names = {"linux": "linux", "win32": "windows", "darwin": "macos"}
    system = names.get(sys.platform, sys.platform)
    return f"{system}-{platform.machine().lower() or 'unknown'}"


def check_tools(deb: bool) -> None:
    """Fail early, with a readable message, when something the build needs is missing."""
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        raise SystemExit(
            "PyInstaller is not installed: python -m pip install '.[package]'"
        ) from None
    if sys.platform.startswith("linux"):
        missing = [tool for tool in ("objdump", "strip") if shutil.which(tool) is None]
        if missing:
            raise SystemExit(
                f"missing {', '.join(missing)}: install binutils (apt-get install binutils)"
            )
        if deb:
            debian_package.check_tools()


def run_pyinstaller(dist: Path, work: Path) -> Path:
    """Build the one-folder program; return the folder."""
    command = [
        sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
        "--distpath", str(dist), "--workpath", str(work), str(SPEC),
    ]
    print("+", " ".join(command), flush=True)
    subprocess.run(command, check=True, cwd=ROOT)
    folder = dist / "koutchina"
    if not (folder / executable_name()).is_file():
        raise SystemExit(f"PyInstaller did not leave {folder / executable_name()}")
    return folder


def executable_name() -> str:
    return "koutchina.exe" if sys.platform == "win32" else "koutchina"


def add_linux_desktop_files(folder: Path) -> None:
    """Put the freedesktop files in ``share/`` and the installer script beside the program."""
    share = folder / "share"
    applications = share / "applications"
    metainfo = share / "metainfo"
    for directory in (applications, metainfo):
        directory.mkdir(parents=True, exist_ok=True)
    shutil.copy2(PACKAGING / "koutchina.desktop", applications / f"{APP_ID}.desktop")
    shutil.copy2(PACKAGING / f"{APP_ID}.metainfo.xml", metainfo / f"{APP_ID}.metainfo.xml")
    for size in HICOLOR_SIZES:
        target = share / "icons" / "hicolor" / f"{size}x{size}" / "apps"
        target.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ICON_DIR / f"koutchina-{size}.png", target / f"{APP_ID}.png")
    scalable = share / "icons" / "hicolor" / "scalable" / "apps"
    scalable.mkdir(parents=True, exist_ok=True)
    shutil.copy2(ICON_DIR / "koutchina.svg", scalable / f"{APP_ID}.svg")
    cli = folder / "koutchina-cli"  # the same executable, started as the headless tools
    cli.unlink(missing_ok=True)
    cli.symlink_to(executable_name())
    installer = folder / "install.sh"
    shutil.copy2(PACKAGING / "install.sh", installer)
    installer.chmod(0o755)


def _tar_filter(info: tarfile.TarInfo) -> tarfile.TarInfo:
    """Same owner for every file in the archive, whoever built it."""
    info.uid = info.gid = 0
    info.uname = info.gname = ""
    return info


def make_archive(folder: Path, dist: Path, version: str) -> Path:
    """Pack the program for handing out: tar.gz on Linux, zip elsewhere."""
    base = f"koutchina-{version}-{platform_tag()}"
    if sys.platform.startswith("linux"):
        archive = dist / f"{base}.tar.gz"
        # gzip level 6: 0.5 % larger than level 9 (51.1 MB against 50.9), a third of its time
        # (6 s of CPU against 17; docs/packaging.md), in every build and every test run
        with tarfile.open(archive, "w:gz", compresslevel=6) as tar:
            tar.add(folder, arcname="koutchina", filter=_tar_filter)
        return archive
    source = dist / "Koutchina.app" if sys.platform == "darwin" else folder
    archive = dist / f"{base}.zip"
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zipped:
        for path in sorted(source.rglob("*")):
            name = Path(source.name) / path.relative_to(source)
            if path.is_symlink() or path.is_file():
                zipped.write(path, str(name))
    return archive


def folder_size(folder: Path) -> int:
    """Bytes on disk of every regular file (symbolic links count for nothing)."""
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def build(dist: Path, work: Path, archive: bool = True, deb: bool = True) -> list[Path]:
    """Build the program, its archive and Debian package; return [folder, archive, package]."""
    linux = sys.platform.startswith("linux")
    deb = deb and archive and linux
    check_tools(deb)
    version = project_version()
    started = time.monotonic()
    folder = run_pyinstaller(dist, work)
    if linux:
        bundle_libraries.check_installed(bundle_libraries.scan(folder))
        add_linux_desktop_files(folder)
    built = [folder]
    if archive:
        built.append(make_archive(folder, dist, version))
    if deb:
        built.append(debian_package.build_deb(folder, dist, work, version))
    seconds = time.monotonic() - started
    print(f"program: {folder / executable_name()}  ({folder_size(folder) / 1e6:.1f} MB)")
    for packed in built[1:]:
        print(f"{packed.name}: {packed}  ({packed.stat().st_size / 1e6:.1f} MB)")
    print(f"built in {seconds:.0f} s")
    return built


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build Koutchina's native program.")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="output folder")
    parser.add_argument(
        "--work", type=Path, default=ROOT / "build", help="PyInstaller's work folder"
    )
    parser.add_argument(
        "--no-archive", action="store_true", help="skip the .tar.gz / .zip and the .deb"
    )
    parser.add_argument("--no-deb", action="store_true", help="skip the Debian package")
    args = parser.parse_args(argv)
    try:
        build(args.dist.resolve(), args.work.resolve(), not args.no_archive, not args.no_deb)
    except subprocess.CalledProcessError as error:
        print(f"the build failed (exit {error.returncode}); see PyInstaller's messages above")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
