"""ScaledStyle: the platform's style with its marks, arrows and small icons scaled with the
texts (see text_scale.apply_text_scale, the only one to make it).

A module of its own because defining a ``QProxyStyle`` makes PySide6 build every enum of
``QStyle`` (about 20 ms at start); at the base size of texts, the usual case, it is never
needed.
"""

from __future__ import annotations

from typing import TypeVar

from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QFontMetrics, QImage, QPainter
from PySide6.QtWidgets import (
    QApplication,
    QProxyStyle,
    QStyle,
    QStyleOption,
    QStyleOptionComplex,
    QStyleOptionMenuItem,
    QWidget,
)

_Option = TypeVar("_Option", bound=QStyleOption)

# Sizes the style draws whatever the font: check boxes, radio marks, arrows, small icons.
_SCALED_METRICS = frozenset((
    QStyle.PixelMetric.PM_IndicatorWidth, QStyle.PixelMetric.PM_IndicatorHeight,
    QStyle.PixelMetric.PM_ExclusiveIndicatorWidth, QStyle.PixelMetric.PM_ExclusiveIndicatorHeight,
    QStyle.PixelMetric.PM_SmallIconSize, QStyle.PixelMetric.PM_ButtonIconSize,
    QStyle.PixelMetric.PM_MenuButtonIndicator, QStyle.PixelMetric.PM_ScrollBarExtent,
    QStyle.PixelMetric.PM_SliderThickness, QStyle.PixelMetric.PM_SliderLength,
))
# Controls whose arrows Fusion sizes by the DPI of the option's font metrics, not by any pixel
# metric (its spin box's buttons too): drawn with metrics of a device ``factor`` times denser
# than the screen, they grow with the texts
_DENSER_DRAWN = frozenset((
    QStyle.ComplexControl.CC_ComboBox, QStyle.ComplexControl.CC_ScrollBar,
    QStyle.ComplexControl.CC_SpinBox,
))
# ... and the parts of those whose buttons grow with their arrows
_DENSER_PARTS = frozenset((QStyle.ComplexControl.CC_ScrollBar, QStyle.ComplexControl.CC_SpinBox))
# Fusion paints a menu item's words after a check column 0.79 times the row's height, at
# least 21 pixels (at 96 DPI) or its icons' width; it sizes the item with a fixed column
_FUSION_CHECK_SHARE, _FUSION_LEAST_CHECK = 0.79, 21


class ScaledStyle(QProxyStyle):
    """The platform's style with its marks, arrows and small icons ``factor`` times larger,
    so that they keep pace with the texts."""

    def __init__(self, base: str, factor: float) -> None:
        super().__init__(base)
        self.base_name = base
        self.factor = factor
        # Options with denser font metrics (see _DENSER_DRAWN) for a drop-down's drawing
        # (its arrow grows within the same box: its hit areas do not change), a scroll bar's
        # and a spin box's drawing and parts (their buttons grow with their arrows; where they
        # are drawn and where a click lands agree, both ask subControlRect)
        self._denser: dict[int, QImage] = {}  # by the screen's logical DPI

    def pixelMetric(self, metric: QStyle.PixelMetric, option: QStyleOption | None = None,
                    widget: QWidget | None = None) -> int:
        if self.factor == 1.0 or metric not in _SCALED_METRICS:
            return super().pixelMetric(metric, option, widget)
        # asked with the screen's own DPI: Fusion scales its metrics by the option's, so a
        # denser option (drawing a scroll bar, _DENSER_DRAWN) would have them scaled twice;
        # the widgets' own options have the screen's already and are passed on as they are
        if option is not None and option.fontMetrics.fontDpi() != _screen_dpi(widget):
            option = self._option_at(option, widget, denser=False)
        return round(super().pixelMetric(metric, option, widget) * self.factor)

    def drawComplexControl(self, control: QStyle.ComplexControl, option: QStyleOptionComplex,
                           painter: QPainter, widget: QWidget | None = None) -> None:
        if self.factor != 1.0 and control in _DENSER_DRAWN:
            option = self._option_at(option, widget, denser=True)
        super().drawComplexControl(control, option, painter, widget)

    # (QProxyStyle's stubs ask for a widget where Qt takes none, as QStyle's say)
    def subControlRect(self, control: QStyle.ComplexControl, option: QStyleOptionComplex,
                       sub_control: QStyle.SubControl, widget: QWidget | None = None) -> QRect:
        if self.factor != 1.0 and control in _DENSER_PARTS:
            option = self._option_at(option, widget, denser=True)
        return super().subControlRect(control, option, sub_control, widget)  # type: ignore[arg-type]

    def sizeFromContents(self, contents: QStyle.ContentsType, option: QStyleOption,
                         size: QSize, widget: QWidget | None = None) -> QSize:
        value = super().sizeFromContents(contents, option, size, widget)  # type: ignore[arg-type]
        if (self.factor != 1.0 and contents == QStyle.ContentsType.CT_MenuItem
                and isinstance(option, QStyleOptionMenuItem)):
            value.setWidth(value.width() + self._check_column_growth(option, value.height()))
        if self.factor != 1.0 and contents == QStyle.ContentsType.CT_SpinBox:
            # wider by the buttons' growth, as tall as the fields beside it
            denser = self._option_at(option, widget, denser=True)
            value.setWidth(super().sizeFromContents(
                contents, denser, size, widget).width())  # type: ignore[arg-type]
        return value

    def _check_column_growth(self, item: QStyleOptionMenuItem, height: int) -> int:
        """How much wider than at the base size Fusion paints the check column of a menu
        item ``height`` pixels tall. Fusion sizes an item with a fixed column, but paints its
        words after one that grows with the row (with the texts): at 250 % the words had less
        room than they need and were cut in the middle ("Fra…ais"). The growth is added to
        the item's width, so the words keep the room they have at the base size."""
        if item.menuItemType == QStyleOptionMenuItem.MenuItemType.Separator or (
                self.baseStyle().name().lower() != "fusion"):
            return 0
        least = round(_FUSION_LEAST_CHECK * item.fontMetrics.fontDpi() / 96)
        painted = int(height * _FUSION_CHECK_SHARE)
        return max(0, painted - max(item.maxIconWidth, least))

    def _option_at(self, option: _Option, widget: QWidget | None, *, denser: bool) -> _Option:
        """A copy of ``option`` (the caller's stays as it was) whose font metrics are those of
        the widget's screen, or of a device ``factor`` times denser."""
        copy = type(option)(option)
        font = widget.font() if widget is not None else QApplication.font()
        if denser:
            dpi = widget.logicalDpiY() if widget is not None else 96
            copy.fontMetrics = QFontMetrics(font, self._denser_than(dpi))
        elif widget is not None:
            copy.fontMetrics = QFontMetrics(font, widget)
        else:
            copy.fontMetrics = QFontMetrics(font)
        return copy

    def _denser_than(self, dpi: int) -> QImage:
        """A device ``factor`` times denser than a screen of ``dpi`` dots per inch."""
        if dpi not in self._denser:
            image = QImage(1, 1, QImage.Format.Format_ARGB32)
            dots_per_metre = round(dpi * self.factor / 0.0254)
            image.setDotsPerMeterX(dots_per_metre)
            image.setDotsPerMeterY(dots_per_metre)
            self._denser[dpi] = image
        return self._denser[dpi]


def _screen_dpi(widget: QWidget | None) -> float:
    """The DPI of the font metrics of ``widget``'s screen (``_option_at``'s, not denser)."""
    if widget is not None:
        return float(widget.logicalDpiY())
    return QFontMetrics(QApplication.font()).fontDpi()
