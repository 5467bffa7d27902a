"""A table message cut into lines that fit the toast: at spaces (never at a no-break space,
as in French before a colon), and as evenly as the width allows, so that a message on two
lines is two lines of about the same length and its box no wider than it needs."""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontMetricsF, QTextLayout, QTextOption


def wrap_evenly(text: str, font: QFont, width: float) -> list[str]:
    """``text`` in as few lines of at most ``width`` pixels as it takes, then the narrowest
    width that still takes no more lines. A word wider than ``width`` is broken."""
    lines = _wrap(text, font, width)
    if len(lines) < 2:
        return lines
    metrics = QFontMetricsF(font)
    narrow = min(width, max(metrics.horizontalAdvance(word) for word in text.split()))
    wide = width
    while wide - narrow > 1:  # the line count only grows as the width shrinks
        middle = (narrow + wide) / 2
        if len(_wrap(text, font, middle)) > len(lines):
            narrow = middle
        else:
            wide = middle
    return _wrap(text, font, wide)


def _wrap(text: str, font: QFont, width: float) -> list[str]:
    layout = QTextLayout(text, font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
    layout.setTextOption(option)
    lines: list[str] = []
    layout.beginLayout()
    while (line := layout.createLine()).isValid():
        line.setLineWidth(width)
        lines.append(text[line.textStart():line.textStart() + line.textLength()].strip())
    layout.endLayout()
    return [line for line in lines if line]
