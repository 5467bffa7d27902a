"""Render Koutchina's icon (resources/icons/koutchina.svg) to PNGs in the hicolor sizes.

Run from anywhere: ``python packaging/render_icons.py``. It writes
``resources/icons/koutchina-<size>.png`` for every size in ``HICOLOR_SIZES``, then packs those
PNGs into ``packaging/koutchina.ico`` (Windows executable icon) and ``packaging/koutchina.icns``
(macOS app icon), and prints each path. Re-run it whenever the SVG changes; the files are
committed so that a build never needs to render anything (nor Pillow).
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ICON_DIR = ROOT / "resources" / "icons"
SVG_PATH = ICON_DIR / "koutchina.svg"
HICOLOR_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
ICO_PATH = ROOT / "packaging" / "koutchina.ico"
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_PATH = ROOT / "packaging" / "koutchina.icns"
# Apple's PNG-holding icon types and the pixel size of each (the @2x ones reuse a bigger PNG).
ICNS_TYPES = (
    (b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256),
    (b"ic09", 512), (b"ic11", 32), (b"ic12", 64), (b"ic13", 256), (b"ic14", 512),
)


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


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico holding each PNG as is (allowed since Windows Vista)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    directory = b""
    for size in sizes:
        side = 0 if size >= 256 else size  # 0 means 256 in an ICO directory
        directory += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(pngs[size]), offset)
        offset += len(pngs[size])
    return header + directory + b"".join(pngs[size] for size in sizes)


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS .icns made of PNG entries."""
    body = b"".join(
        kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for kind, size in ICNS_TYPES
    )
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    for size in HICOLOR_SIZES:
        out = png_path(size)
        render_png(SVG_PATH, size, out)
        print(out.relative_to(ROOT))
    pngs = {size: png_path(size).read_bytes() for size in HICOLOR_SIZES}
    ICO_PATH.write_bytes(ico_bytes({size: pngs[size] for size in ICO_SIZES}))
    print(ICO_PATH.relative_to(ROOT))
    ICNS_PATH.write_bytes(icns_bytes(pngs))
    print(ICNS_PATH.relative_to(ROOT))
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
