"""Which files of the bundle PyInstaller copied from the build machine's Debian packages.

PyInstaller copies into the bundle the system libraries Qt and Python link to (libglib,
libdbus, libX11, the libxcb-* family, libfontconfig, libfreetype, zlib, OpenSSL ...). In the
Debian package those copies are left out: the package depends on the Debian packages instead,
so they get Debian's security updates and lintian finds no embedded library. Only the
bundle's own parts stay: Qt and PySide6 from their wheels, Python, pydantic-core, and the
libraries no Debian package installed on the build machine.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

from bundle_libraries import installed_libraries

# Never dropped: the bootloader loads the interpreter from the bundle itself.
KEPT = ("libpython",)


def debian_package_of(path: Path) -> str | None:
    """The Debian package that installed ``path`` on this machine, if one did."""
    names = [path]
    if path.is_relative_to("/usr"):  # merged /usr: dpkg may know the file by its /lib name
        names.append(Path("/") / path.relative_to("/usr"))
    for name in names:
        result = subprocess.run(["dpkg", "-S", str(name)], capture_output=True, text=True)
        if result.returncode == 0:
            return result.stdout.split(":", 1)[0].strip()
    return None


def debian_copies(internal: Path) -> dict[Path, str]:
    """The libraries at the top of ``_internal`` that are copies of a Debian package's
    (the library -> that package)."""
    installed = installed_libraries()
    copies = {}
    for path in sorted(internal.iterdir()):
        name = path.name
        if path.is_symlink() or ".so" not in name or name.startswith(KEPT):
            continue
        if name in installed:
            package = debian_package_of(installed[name].resolve())
            if package is not None:
                copies[path] = package
    return copies
