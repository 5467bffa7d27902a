"""ScaledStyle: the platform's style with its marks, arrows and small icons scaled with the
texts (see text_scale.apply_text_scale, the only one to make it).

A module of its own because defining a ``QProxyStyle`` makes PySide6 build every enum of
``QStyle`` (about 20 ms at start); at the base size of texts, the usual case, it is never
needed.
"""

from __future__ import annotations

from PySide6.QtWidgets import QProxyStyle, QStyle, QStyleOption, QWidget

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

    def pixelMetric(self, metric: QStyle.PixelMetric, option: QStyleOption | None = None,
                    widget: QWidget | None = None) -> int:
        value = super().pixelMetric(metric, option, widget)
        if self.factor != 1.0 and metric in _SCALED_METRICS:
            return round(value * self.factor)
        return value
