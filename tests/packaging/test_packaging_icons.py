"""The program's icon: one SVG, a PNG per hicolor size, the window icon built from them."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage, QImageReader
from PySide6.QtSvg import QSvgRenderer

from koutchina.app.icons import ICON_SIZES, app_icon, icon_dir, icon_png_path

ROOT = Path(__file__).resolve().parents[2]
HICOLOR_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)


def _render_icons_module():
    spec = importlib.util.spec_from_file_location(
        "render_icons", ROOT / "packaging" / "render_icons.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["render_icons"] = module
    spec.loader.exec_module(module)
    return module


def test_the_icon_is_found_in_the_resources_folder():
    assert (icon_dir() / "koutchina.svg").is_file()
    assert QSvgRenderer(str(icon_dir() / "koutchina.svg")).isValid()


@pytest.mark.parametrize("size", HICOLOR_SIZES)
def test_each_hicolor_size_is_a_square_png_with_transparent_corners(qapp, size):
    image = QImage(str(icon_png_path(size)))
    assert not image.isNull()
    assert (image.width(), image.height()) == (size, size)
    assert image.hasAlphaChannel()
    # Rounded table: the very corner is see-through, the middle (a card) is solid.
    assert image.pixelColor(0, 0).alpha() == 0
    assert image.pixelColor(size // 2, size // 2).alpha() == 255


# Another Qt build or FreeType may anti-alias an edge pixel differently; a changed drawing
# (a colour, a moved or resized shape) changes far more than this many pixels, by far more.
CHANNEL_TOLERANCE = 8
MOVED_PIXELS_ALLOWED = 0.002


def _pixels_drawn_differently(first: QImage, second: QImage) -> int:
    """How many pixels differ by more than the tolerance in some channel (alpha included)."""
    first = first.convertToFormat(QImage.Format.Format_ARGB32)
    second = second.convertToFormat(QImage.Format.Format_ARGB32)
    assert first.size() == second.size()
    differing = 0
    for y in range(first.height()):
        for x in range(first.width()):
            a, b = first.pixelColor(x, y), second.pixelColor(x, y)
            if max(abs(a.red() - b.red()), abs(a.green() - b.green()),
                   abs(a.blue() - b.blue()), abs(a.alpha() - b.alpha())) > CHANNEL_TOLERANCE:
                differing += 1
    return differing


def _allowed(size: int) -> int:
    return int(size * size * MOVED_PIXELS_ALLOWED)


@pytest.mark.parametrize("size", (16, 64, 256))
def test_the_pngs_are_the_svg_rendered_by_the_committed_script(qapp, tmp_path, size):
    """Whoever edits the SVG must run packaging/render_icons.py, or the sizes drift apart."""
    render_icons = _render_icons_module()
    assert render_icons.HICOLOR_SIZES == HICOLOR_SIZES == ICON_SIZES
    fresh = tmp_path / f"{size}.png"
    render_icons.render_png(render_icons.SVG_PATH, size, fresh)
    differing = _pixels_drawn_differently(QImage(str(icon_png_path(size))), QImage(str(fresh)))
    assert differing <= _allowed(size), (
        f"{size}px PNG is not the current SVG ({differing} pixels differ): "
        "run packaging/render_icons.py"
    )


@pytest.mark.parametrize(
    ("original", "changed"),
    [
        ('stop-color="#2e9a62"', 'stop-color="#2e8a62"'),  # the felt a little lighter
        ('width="512" height="512" viewBox="0 0 512 512"',
         'width="512" height="512" viewBox="6 0 512 512"'),  # the drawing moved by 6 units
    ],
)
def test_the_picture_comparison_still_catches_a_changed_drawing(qapp, tmp_path, original, changed):
    render_icons = _render_icons_module()
    svg = render_icons.SVG_PATH.read_text(encoding="utf-8")
    assert original in svg
    edited = tmp_path / "edited.svg"
    edited.write_text(svg.replace(original, changed), encoding="utf-8")
    size = 64
    fresh = tmp_path / "fresh.png"
    render_icons.render_png(edited, size, fresh)
    differing = _pixels_drawn_differently(QImage(str(icon_png_path(size))), QImage(str(fresh)))
    assert differing > _allowed(size)


def test_the_window_icon_offers_every_size(qapp):
    icon = app_icon()
    assert not icon.isNull()
    sizes = {s.width() for s in icon.availableSizes()}
    assert set(HICOLOR_SIZES) <= sizes
    small = icon.pixmap(16, 16)
    assert (small.width(), small.height()) == (16, 16)


def _sizes_in(path: Path) -> list[int]:
    reader = QImageReader(str(path))
    sizes = []
    for index in range(reader.imageCount()):
        reader.jumpToImage(index)
        image = reader.read()
        assert not image.isNull()
        sizes.append(image.width())
    return sizes


def test_the_windows_and_macos_icons_hold_the_committed_pngs(qapp):
    render_icons = _render_icons_module()
    pngs = {size: icon_png_path(size).read_bytes() for size in HICOLOR_SIZES}
    ico = ROOT / "packaging" / "koutchina.ico"
    icns = ROOT / "packaging" / "koutchina.icns"
    stale = "run packaging/render_icons.py"
    ico_pngs = {size: pngs[size] for size in render_icons.ICO_SIZES}
    assert ico.read_bytes() == render_icons.ico_bytes(ico_pngs), stale
    assert icns.read_bytes() == render_icons.icns_bytes(pngs), stale
    assert _sizes_in(ico) == [16, 24, 32, 48, 64, 128, 256]
    assert {16, 32, 64, 128, 256, 512} <= set(_sizes_in(icns))
