"""At twice the size of texts (4K at 100 %), a drop-down's arrow is drawn twice as large too,
not left at its 1080p size beside texts twice as tall (player-view audit 24)."""

from __future__ import annotations

from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication, QComboBox

from koutchina.app.scaled_style import ScaledStyle


def _arrow_width(style: ScaledStyle, factor: float) -> int:
    """The width of the dark mark at the drop-down's right end, in pixels."""
    combo = QComboBox()
    combo.setStyle(style)
    combo.resize(round(200 * factor), round(24 * factor))
    image: QImage = combo.grab().toImage()
    columns = set()
    for x in range(image.width() - round(40 * factor), image.width()):
        for y in range(image.height()):
            if QColor(image.pixel(x, y)).lightness() < 128:
                columns.add(x)
    return max(columns) - min(columns) + 1


def test_a_drop_downs_arrow_grows_with_the_texts(qapp: QApplication) -> None:
    base = _arrow_width(ScaledStyle("fusion", 1.0), 1.0)
    double = _arrow_width(ScaledStyle("fusion", 2.0), 2.0)
    assert double >= 1.7 * base, (base, double)
