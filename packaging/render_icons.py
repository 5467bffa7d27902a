"""Render Koutchina's icon (resources/icons/koutchina.svg) to PNGs in the hicolor sizes.

Run from anywhere: ``python packaging/render_icons.py``. It writes
``resources/icons/koutchina-<size>.png`` for every size in ``HICOLOR_SIZES`` and prints each
path. Re-run it whenever the SVG changes; the PNGs are committed so that a build never needs
to render anything.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ICON_DIR = ROOT / "resources" / "icons"
SVG_PATH = ICON_DIR / "koutchina.svg"
HICOLOR_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)


def png_path(size: int, icon_dir: Path = ICON_DIR) -> Path:
    """Where the PNG of one size lives."""
    return icon_dir / f"koutchina-{size}.png"


def render_png(svg_path: Path, size: int, out_path: Path) -> None:
    """Draw the SVG into a transparent square of ``size`` pixels and save it as PNG."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(svg_path))
    if not renderer.isValid():
        raise SystemExit(f"cannot read the SVG {svg_path}")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    if not image.save(str(out_path)):
        raise SystemExit(f"cannot write {out_path}")


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    for size in HICOLOR_SIZES:
        out = png_path(size)
        render_png(SVG_PATH, size, out)
        print(out.relative_to(ROOT))
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
