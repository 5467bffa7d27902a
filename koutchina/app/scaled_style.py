"""ScaledStyle: the platform's style with its marks, arrows and small icons scaled with the
texts (see text_scale.apply_text_scale, the only one to make it).

A module of its own because defining a ``QProxyStyle`` makes PySide6 build every enum of
``QStyle`` (about 20 ms at start); at the base size of texts, the usual case, it is never
needed.
"""

from __future__ import annotations

from PySide6.QtGui import QFontMetrics, QImage, QPainter
from PySide6.QtWidgets import (
    QApplication,
    QProxyStyle,
    QStyle,
    QStyleOption,
    QStyleOptionComplex,
    QWidget,
)

# Sizes the style draws whatever the font: check boxes, radio marks, arrows, small icons.
_SCALED_METRICS = frozenset((
    QStyle.PixelMetric.PM_IndicatorWidth, QStyle.PixelMetric.PM_IndicatorHeight,
    QStyle.PixelMetric.PM_ExclusiveIndicatorWidth, QStyle.PixelMetric.PM_ExclusiveIndicatorHeight,
    QStyle.PixelMetric.PM_SmallIconSize, QStyle.PixelMetric.PM_ButtonIconSize,
    QStyle.PixelMetric.PM_MenuButtonIndicator, QStyle.PixelMetric.PM_ScrollBarExtent,
    QStyle.PixelMetric.PM_SliderThickness, QStyle.PixelMetric.PM_SliderLength,
))


class ScaledStyle(QProxyStyle):
    """The platform's style with its marks, arrows and small icons ``factor`` times larger,
    so that they keep pace with the texts."""

    def __init__(self, base: str, factor: float) -> None:
        super().__init__(base)
        self.base_name = base
        self.factor = factor
        # Fusion sizes a drop-down's arrow by the DPI of the option's font metrics, not by any
        # pixel metric: drawn with metrics of a device ``factor`` times denser than the screen,
        # the arrow grows with the texts, within the same box (the hit areas do not change)
        self._denser: dict[int, QImage] = {}  # by the screen's logical DPI

    def pixelMetric(self, metric: QStyle.PixelMetric, option: QStyleOption | None = None,
                    widget: QWidget | None = None) -> int:
        value = super().pixelMetric(metric, option, widget)
        if self.factor != 1.0 and metric in _SCALED_METRICS:
            return round(value * self.factor)
        return value

    def drawComplexControl(self, control: QStyle.ComplexControl, option: QStyleOptionComplex,
                           painter: QPainter, widget: QWidget | None = None) -> None:
        if self.factor != 1.0 and control == QStyle.ComplexControl.CC_ComboBox:
            option = type(option)(option)  # a copy: the caller's option stays as it was
            font = widget.font() if widget is not None else QApplication.font()
            dpi = widget.logicalDpiY() if widget is not None else 96
            option.fontMetrics = QFontMetrics(font, self._denser_than(dpi))
        super().drawComplexControl(control, option, painter, widget)

    def _denser_than(self, dpi: int) -> QImage:
        """A device ``factor`` times denser than a screen of ``dpi`` dots per inch."""
        if dpi not in self._denser:
            image = QImage(1, 1, QImage.Format.Format_ARGB32)
            dots_per_metre = round(dpi * self.factor / 0.0254)
            image.setDotsPerMeterX(dots_per_metre)
            image.setDotsPerMeterY(dots_per_metre)
            self._denser[dpi] = image
        return self._denser[dpi]
