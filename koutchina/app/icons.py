"""The program's icon, found the same way from a source checkout, an install or a bundle.

``app_icon()`` is the window icon (``QApplication.setWindowIcon(app_icon())``): a QIcon holding
the PNG of every hicolor size, plus the SVG for any size in between.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

from PySide6.QtGui import QIcon

ICON_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
ICON_BASENAME = "koutchina"
# The freedesktop id: name of the installed .desktop file, of the themed icon and of the
# AppStream component. ``QGuiApplication.setDesktopFileName(APP_ID)`` lets Wayland desktops
# match the window to its menu entry and icon.
APP_ID = "io.github.koutchina.Koutchina"


def resources_dir() -> Path:
    """The folder of the ``koutchina.resources`` package (``resources/`` in the source tree).

    In a PyInstaller bundle it is ``<bundle>/_internal/koutchina/resources``; after
    ``pip install`` it is inside site-packages; when running from a checkout that was not
    installed, the package cannot be imported and the repository's ``resources/`` is used.
    """
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root is not None:
        bundled = Path(frozen_root) / "koutchina" / "resources"
        if bundled.is_dir():
            return bundled
    try:
        spec = importlib.util.find_spec("koutchina.resources")
    except ModuleNotFoundError:
        spec = None
    if spec is not None and spec.submodule_search_locations:
        for location in spec.submodule_search_locations:
            if (Path(location) / "icons").is_dir():
                return Path(location)
    return Path(__file__).resolve().parents[2] / "resources"


def icon_dir() -> Path:
    """The folder holding ``koutchina.svg`` and ``koutchina-<size>.png``."""
    return resources_dir() / "icons"


def icon_png_path(size: int) -> Path:
    """The PNG of one hicolor size."""
    return icon_dir() / f"{ICON_BASENAME}-{size}.png"


def app_icon() -> QIcon:
    """The window and taskbar icon. Needs a QGuiApplication to exist."""
    icon = QIcon()
    for size in ICON_SIZES:
        path = icon_png_path(size)
        if path.is_file():
            icon.addFile(str(path))
    svg = icon_dir() / f"{ICON_BASENAME}.svg"
    if icon.isNull() and svg.is_file():
        icon.addFile(str(svg))
    return icon
