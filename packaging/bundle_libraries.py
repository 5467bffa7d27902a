"""What the Linux bundle's ELF files link to: what it ships, and what the system must provide.

PyInstaller copies into the bundle most of the libraries that Qt and Python need, but leaves
out the ones every desktop has (glibc, libGL/libEGL, libxcb, libwayland-client ...) and any it
could not find on the build machine. ``scan(bundle)`` reads the ``NEEDED`` entries of every
ELF file of the bundle (``objdump -p``, from binutils, which the build needs anyway) and sorts
the names into those the bundle ships and those it does not; ``check_installed`` refuses a
bundle that needs a library the build machine does not have (it would be missing on a
player's machine too, and the Debian package's dependencies could not be computed).
"""

from __future__ import annotations

import functools
import re
import subprocess
from dataclasses import dataclass, field
from pathlib import Path

ELF_MAGIC = b"\x7fELF"
_FILE_HEADER = re.compile(r"^(\S.*):\s+file format ", re.MULTILINE)


@dataclass
class BundleLibraries:
    """The ELF files of a bundle, and which library names each needs from the system."""

    elf_files: list[Path] = field(default_factory=list)
    shipped: set[str] = field(default_factory=set)
    external: dict[Path, set[str]] = field(default_factory=dict)

    def external_names(self) -> set[str]:
        return set().union(*self.external.values()) if self.external else set()

    def users_of(self, name: str) -> list[str]:
        return sorted(path.name for path, names in self.external.items() if name in names)


def elf_files(folder: Path) -> list[Path]:
    """Regular files of ``folder`` (not symbolic links) that start with the ELF magic."""
    found = []
    for path in sorted(folder.rglob("*")):
        if path.is_symlink() or not path.is_file():
            continue
        with path.open("rb") as stream:
            if stream.read(4) == ELF_MAGIC:
                found.append(path)
    return found


def needed_libraries(files: list[Path]) -> dict[Path, set[str]]:
    """``NEEDED`` library names of each file, read with one ``objdump -p`` run."""
    if not files:
        return {}
    output = subprocess.run(
        ["objdump", "-p", *map(str, files)], check=True, capture_output=True, text=True
    ).stdout
    needed: dict[Path, set[str]] = {}
    headers = list(_FILE_HEADER.finditer(output))
    for index, header in enumerate(headers):
        end = headers[index + 1].start() if index + 1 < len(headers) else len(output)
        names = re.findall(r"^\s+NEEDED\s+(\S+)$", output[header.end():end], re.MULTILINE)
        needed[Path(header.group(1))] = set(names)
    return needed


def scan(bundle: Path) -> BundleLibraries:
    files = elf_files(bundle)
    shipped = {p.name for p in bundle.rglob("*") if p.is_file() or p.is_symlink()}
    external = {
        path: names - shipped
        for path, names in needed_libraries(files).items()
        if names - shipped
    }
    return BundleLibraries(elf_files=files, shipped=shipped, external=external)


@functools.cache
def installed_libraries() -> dict[str, Path]:
    """Library name -> path of every 64-bit x86 library the dynamic linker knows
    (``ldconfig -p``, read once per build: the tarball's check, the package's and
    debian_owners.py all ask)."""
    output = subprocess.run(
        ["/sbin/ldconfig", "-p"], check=True, capture_output=True, text=True
    ).stdout
    found: dict[str, Path] = {}
    for line in output.splitlines():
        match = re.match(r"^\s+(\S+) \(([^)]*)\) => (\S+)$", line)
        if match and "x86-64" in match.group(2):
            found.setdefault(match.group(1), Path(match.group(3)))
    return found


def check_installed(libraries: BundleLibraries) -> None:
    """Stop the build when the bundle needs a library this machine does not have."""
    installed = installed_libraries()
    missing = sorted(libraries.external_names() - installed.keys())
    if missing:
        lines = [f"  {name} (needed by {', '.join(libraries.users_of(name))})" for name in missing]
        raise SystemExit(
            "the bundle needs libraries that are neither in it nor installed on this machine:\n"
            + "\n".join(lines)
            + "\ninstall them (docs/packaging.md lists the Debian packages the build needs)"
            " and build again, so that PyInstaller can bundle them or the package depend on them"
        )
