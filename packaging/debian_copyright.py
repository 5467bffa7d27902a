"""The package's machine-readable copyright file (DEP-5), written from what the bundle holds.

The fixed part (Koutchina, Qt for Python, the Python packages, the bootloader) is
packaging/debian/copyright.in, with the versions of the wheels that built the bundle filled
in. Python's paragraph is found at build time: Debian's Python (``dpkg -S`` owns its
standard library) is named as that Debian package, whose copyright file is shipped in
``/usr/share/doc/koutchina/bundled/``; another Python ships its own LICENSE.txt there. The
libraries PyInstaller copied from Debian packages are not in the package (debian_owners.py).
"""

from __future__ import annotations

import importlib.metadata
import platform
import shutil
import subprocess
import sysconfig
from pathlib import Path

from debian_owners import debian_package_of

TEMPLATE = Path(__file__).resolve().parent / "debian" / "copyright.in"
WHEELS = {
    "pyside6": "PySide6-Essentials", "shiboken6": "shiboken6", "pydantic": "pydantic",
    "pydantic_core": "pydantic-core", "platformdirs": "platformdirs",
    "annotated_types": "annotated-types", "typing_extensions": "typing-extensions",
    "typing_inspection": "typing-inspection", "pyinstaller": "pyinstaller",
}


def python_files(internal: Path, prefix: str) -> tuple[str | None, list[str]]:
    """(Debian package of the interpreter that built the bundle or None, Python's files)."""
    stdlib = Path(sysconfig.get_paths()["stdlib"])
    files = [f"{prefix}/base_library.zip", f"{prefix}/{stdlib.name}/*"]
    files += [f"{prefix}/{p.name}" for p in sorted(internal.glob("libpython*"))]
    return debian_package_of(stdlib / "os.py"), files


def _python_paragraph(package: str | None, files: list[str], bundled: Path) -> str:
    """Python from Debian is one more Debian package; another Python ships its LICENSE.txt."""
    if package is not None:
        return _debian_paragraph(package, files)
    shutil.copyfile(Path(sysconfig.get_paths()["stdlib"]) / "LICENSE.txt",
                    bundled / "python.LICENSE.txt")
    listed = "\n ".join(files)
    return (
        f"Files: {listed}\nCopyright: Python Software Foundation and others\n"
        f"License: PSF-2.0\nComment: Python {platform.python_version()}\n"
    )


def _package_version(package: str) -> str:
    return subprocess.run(
        ["dpkg-query", "-W", "-f=${Version}", package], check=True, capture_output=True,
        text=True,
    ).stdout


def _debian_paragraph(package: str, files: list[str]) -> str:
    listed = "\n ".join(files)
    return (
        f"Files: {listed}\nCopyright: see bundled/{package}.copyright\n"
        f"License: Debian-package\nComment: from Debian's {package} {_package_version(package)}\n"
    )


def write_copyright(bundle: Path, doc_dir: Path, prefix: str) -> None:
    """Write ``doc_dir/copyright`` (and Python's license beside it) for the staged bundle."""
    from PySide6.QtCore import qVersion

    internal, inside = bundle / "_internal", f"{prefix}/_internal"
    python_package, python = python_files(internal, inside)
    bundled = doc_dir / "bundled"
    bundled.mkdir(parents=True, exist_ok=True)
    if python_package is not None:
        shutil.copyfile(Path("/usr/share/doc") / python_package / "copyright",
                        bundled / f"{python_package}.copyright")
    versions = {key: importlib.metadata.version(name) for key, name in WHEELS.items()}
    text = TEMPLATE.read_text(encoding="utf-8").format(
        qt=qVersion(), python=_python_paragraph(python_package, python, bundled), **versions
    )
    (doc_dir / "copyright").write_text(text, encoding="utf-8")
