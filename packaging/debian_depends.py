"""The ``Depends`` of the Debian package, computed from the bundle, not written by hand.

``dpkg-shlibdeps`` (dpkg-dev) reads the ELF files of the staged package that need a library
the staged bundle does not ship (see bundle_libraries.py: the libraries every desktop has, and
those PyInstaller copied from Debian packages, which the package leaves out), finds which
Debian package provides each such library on the build machine and, from that package's
symbols file, the oldest version that has every symbol used. The libraries the bundle ships
resolve inside the staged tree (``-l``) and bring no dependency.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

from bundle_libraries import BundleLibraries


def package_depends(stage: Path, libraries: BundleLibraries, package: str) -> str:
    """``dpkg-shlibdeps``'s Depends for the files of ``libraries`` (inside ``stage``).

    dpkg-shlibdeps wants to run in a source tree: ``stage`` must be ``<tree>/debian/<package>``
    and hold ``DEBIAN/`` (which is how it resolves ``$ORIGIN`` in the run paths and knows the
    libraries found there are the package's own).
    """
    if not libraries.external:
        return ""
    tree = stage.parent.parent
    (tree / "debian" / "control").write_text(
        f"Source: {package}\n\nPackage: {package}\nArchitecture: any\n", encoding="utf-8"
    )
    # -l takes the folders as installed (/usr/lib/koutchina/...): dpkg-shlibdeps looks for
    # them inside the staged root first, so the shipped libraries resolve to the package.
    library_dirs = sorted({p.parent.relative_to(stage) for p in libraries.elf_files
                           if ".so" in p.name})
    result = subprocess.run(
        ["dpkg-shlibdeps", "-O", *[f"-l/{d}" for d in library_dirs],
         *[f"-edebian/{package}/{p.relative_to(stage)}" for p in sorted(libraries.external)]],
        cwd=tree, capture_output=True, text=True,
    )
    if result.returncode != 0:
        raise SystemExit("dpkg-shlibdeps failed:\n" + result.stderr[-4000:])
    match = re.search(r"^shlibs:Depends=(.*)$", result.stdout, re.MULTILINE)
    return match.group(1).strip() if match else ""
