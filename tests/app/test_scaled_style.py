"""At twice the size of texts (4K at 100 %), the marks the style draws beside the texts are
twice as large too, not left at their 1080p size beside texts twice as tall: a drop-down's
arrow (player-view audit 24), a scroll bar's arrows and a spin box's buttons and arrows."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QScrollBar,
    QSpinBox,
    QStyle,
    QStyleOptionSpinBox,
    QWidget,
)

from koutchina.app.scaled_style import ScaledStyle


def _dark_extent(widget: QWidget, left: int, top: int, right: int, bottom: int) -> int:
    """How many columns of ``widget``'s picture, within the box, hold a dark pixel."""
    image: QImage = widget.grab().toImage()
    columns = {x for x in range(left, right) for y in range(top, bottom)
               if QColor(image.pixel(x, y)).lightness() < 128}
    return max(columns) - min(columns) + 1


def _arrow_width(style: ScaledStyle, factor: float) -> int:
    """The width of the dark mark at the drop-down's right end, in pixels."""
    combo = QComboBox()
    combo.setStyle(style)
    combo.resize(round(200 * factor), round(24 * factor))
    return _dark_extent(combo, combo.width() - round(40 * factor), 0, combo.width(),
                        combo.height())


def _scroll_bar(style: ScaledStyle) -> QScrollBar:
    bar = QScrollBar(Qt.Orientation.Vertical)
    bar.setStyle(style)
    bar.setRange(0, 100)
    bar.resize(bar.sizeHint().width(), 400)
    return bar


def _scroll_arrow_width(style: ScaledStyle) -> int:
    """The width of the dark mark in the scroll bar's top button."""
    bar = _scroll_bar(style)
    return _dark_extent(bar, 0, 0, bar.width(), bar.width())


def _spin_box(style: ScaledStyle, factor: float) -> QSpinBox:
    spin = QSpinBox()
    spin.setStyle(style)
    font = spin.font()
    font.setPointSizeF(font.pointSizeF() * factor)  # as apply_text_scale does
    spin.setFont(font)
    spin.resize(spin.sizeHint())
    return spin


def _spin_up_button(spin: QSpinBox) -> tuple[int, int, int, int]:
    option = QStyleOptionSpinBox()
    spin.initStyleOption(option)
    rect = spin.style().subControlRect(QStyle.ComplexControl.CC_SpinBox, option,
                                       QStyle.SubControl.SC_SpinBoxUp, spin)
    return rect.x(), rect.y(), rect.width(), rect.height()


def test_a_drop_downs_arrow_grows_with_the_texts(qapp: QApplication) -> None:
    base = _arrow_width(ScaledStyle("fusion", 1.0), 1.0)
    double = _arrow_width(ScaledStyle("fusion", 2.0), 2.0)
    assert double >= 1.7 * base, (base, double)


def test_a_scroll_bar_and_its_arrows_grow_with_the_texts(qapp: QApplication) -> None:
    base, double = ScaledStyle("fusion", 1.0), ScaledStyle("fusion", 2.0)
    assert _scroll_bar(double).width() >= 1.7 * _scroll_bar(base).width()
    base_arrow, double_arrow = _scroll_arrow_width(base), _scroll_arrow_width(double)
    assert double_arrow >= 1.7 * base_arrow, (base_arrow, double_arrow)
    # a click on the lower arrow, as drawn, moves one step
    bar = _scroll_bar(double)
    QTest.mouseClick(bar, Qt.MouseButton.LeftButton,
                     pos=QPoint(bar.width() // 2, bar.height() - bar.width() // 2))
    assert bar.value() == bar.singleStep()


def test_a_spin_boxs_buttons_and_arrows_grow_with_the_texts(qapp: QApplication) -> None:
    base = _spin_box(ScaledStyle("fusion", 1.0), 1.0)
    double = _spin_box(ScaledStyle("fusion", 2.0), 2.0)
    base_button, double_button = _spin_up_button(base), _spin_up_button(double)
    assert double_button[2] >= 1.7 * base_button[2], (base_button, double_button)
    x, _, width, height = double_button
    arrows = (_dark_extent(base, base.width() - base_button[2] - 3, 0, base.width(),
                           base.height()),
              _dark_extent(double, x, 0, x + width, double.height()))
    assert arrows[1] >= 1.7 * arrows[0], arrows
    # the wider buttons are where a click lands, and the number stays clear of them
    QTest.mouseClick(double, Qt.MouseButton.LeftButton, pos=QPoint(x + width // 2,
                                                                   double_button[1] + height // 2))
    assert double.value() == 1
    assert double.lineEdit().geometry().right() < x
