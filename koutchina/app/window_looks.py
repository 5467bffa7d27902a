"""The windows opened from the menus and the start screen (Settings, About, the Rules) dressed
as History is (dressing.py): the felt's darkest shade under light words, the table's buttons,
fields on the panels' shade with gold edges, the focus edged white; in the high-contrast look
black with white words and edges, the choices in yellow.

``dress_dialog`` dresses a dialog's own controls (Settings, About) and ``space_form`` gives its
margins and gaps the size of texts. ``reading_style`` dresses the Rules window: tabs and a page
on the felt's shade (``page_sheet``: gold headings), whose words ``page_in_looks`` turns light
where the page names a colour (suit symbols, the house rules in force) and whose lines
``ReadingPage`` keeps to a comfortable length. Each style sheet names the selectors it dresses,
so that a box opened over the window keeps the system's look.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QColor, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QDialogButtonBox,
    QFormLayout,
    QLayout,
    QTextBrowser,
    QWidget,
)

from .dressing import (
    SELECTION,
    ControlColours,
    buttons_style,
    image_rule,
    mark_file,
    scroll_bar_style,
    slider_style,
    window_style,
    without_icons,
)
from .rules_text.common import BLACK, HIGHLIGHT, RED
from .table.looks import high_contrast, panel_colours
from .text_scale import current_text_scale

# A dialog's margins and gaps at the base size of texts (pixels), times the size of texts
MARGIN = 14
LABEL_GAP = 16  # between a label and its field
ROW_GAP = 8
FIELD_INSET = 6  # a field's words from its left edge
LIGHT_RED = "#ff8a8a"  # hearts and diamonds on a dark page (5:1 and more on every shade)


def fields_style(window: str, contrast: bool) -> str:
    """The spin boxes, check boxes and labels directly in ``window``: a field on the panels'
    shade edged as a button, white in focus (yellow in high contrast); a check box's square
    gold-edged, gold with a dark tick when checked, the box edged white in focus (the labels
    set in as far, so that both start on one line); what cannot be used now in grey."""
    k = ControlColours.now(contrast)
    spin, check = f"{window} > QSpinBox", f"{window} > QCheckBox"
    tick = image_rule(mark_file("tick", k.selected_text))
    edge = k.edge  # a field's edge as a button's: white in focus (yellow in high contrast)
    square = k.edge if contrast else k.selection  # a check box's: gold, white in high contrast
    return f"""
{window} > QLabel {{ margin-left: 2px; padding-left: 0.3em; qproperty-indent: 0; }}
{window} > QLabel:disabled {{ color: {k.off_text}; }}
{spin} {{ background: {k.body}; color: {k.text}; border: 2px solid {edge};
    border-radius: 0.3em; padding: 0.2em 0; selection-background-color: {k.selection};
    selection-color: {k.selected_text}; }}
{spin}:focus {{ border-color: {k.focus}; }}
{spin}:disabled {{ background: {k.off_face}; color: {k.off_text}; border-color: {k.off_edge}; }}
{spin}::up-button, {spin}::down-button {{ subcontrol-origin: border; width: 1.4em;
    background: {k.face}; border-left: 1px solid {edge}; }}
{spin}::up-button {{ subcontrol-position: top right; border-top-right-radius: 0.3em; }}
{spin}::down-button {{ subcontrol-position: bottom right; border-bottom-right-radius: 0.3em; }}
{spin}::up-button:hover, {spin}::down-button:hover {{ background: {k.hover}; }}
{spin}::up-arrow {{{image_rule(mark_file("up", k.text))} width: 0.6em; height: 0.6em; }}
{spin}::down-arrow {{{image_rule(mark_file("down", k.text))} width: 0.6em; height: 0.6em; }}
{check} {{ color: {k.text}; spacing: 0.5em; border: 2px solid transparent;
    border-radius: 0.3em; padding: 0.1em 0.3em; }}
{check}:focus {{ border-color: {k.focus}; }}
{check}:disabled {{ color: {k.off_text}; }}
{check}::indicator {{ width: 1em; height: 1em; border: 2px solid {square}; border-radius: 0.2em;
    background: {k.body}; }}
{check}::indicator:hover {{ border-color: {k.focus}; background: {k.hover}; }}
{check}::indicator:checked {{ background: {k.selection};{tick} }}
{check}::indicator:disabled {{ border-color: {k.off_edge}; background: {k.off_face}; }}
{check}::indicator:checked:disabled {{ background: {k.off_text}; }}
"""


def dialog_style(window: str, contrast: bool) -> str:
    """Everything a dialog named ``window`` (its class) holds, its own buttons' row too."""
    scope = (window, f"{window} > QDialogButtonBox")
    return (window_style(window, contrast) + buttons_style(scope, contrast)
            + slider_style((window,), contrast) + fields_style(window, contrast))


def dress_dialog(dialog: QWidget) -> None:
    """``dialog`` in the table's look as it is now; its spin boxes' words set in from their
    edge (the style sheet's padding does not reach a spin box's words: they touched it), its
    OK, Cancel and Close without the system's icons (drawn dark, they were blots on the
    dark buttons; the table's buttons have none)."""
    dialog.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
    dialog.setStyleSheet(dialog_style(type(dialog).__name__, high_contrast()))
    without_icons(*dialog.findChildren(QDialogButtonBox))
    inset = round(FIELD_INSET * current_text_scale())
    for spin_box in dialog.findChildren(QAbstractSpinBox):
        spin_box.lineEdit().setTextMargins(inset, 0, 0, 0)


def space_form(layout: QLayout, k: float) -> None:
    """The margins and gaps of ``layout`` grown with the size of texts ``k``: the style keeps
    them at their base size, and at 200 % a label nearly touched its field."""
    margin = round(MARGIN * k)
    layout.setContentsMargins(margin, margin, margin, margin)
    if isinstance(layout, QFormLayout):
        layout.setHorizontalSpacing(round(LABEL_GAP * k))
        layout.setVerticalSpacing(round(ROW_GAP * k))
    else:
        layout.setSpacing(round(ROW_GAP * k))


def reading_style(window: str, contrast: bool) -> str:
    """A reading window named ``window``: its ground the felt's darkest shade, its tabs the
    table's buttons (the chosen one joined to the page, its words gold), the page (the
    QTextBrowser) on the panels' shade with light words, its scroll bar a button's face."""
    k, c = ControlColours.now(contrast), panel_colours(contrast)
    tab, page = f"{window} > QTabBar::tab", f"{window} > QTextBrowser"
    return window_style(window, contrast) + f"""
{tab} {{ background: {k.face}; color: {k.text}; border: 1px solid {k.edge};
    border-bottom: none; border-top-left-radius: 0.4em; border-top-right-radius: 0.4em;
    padding: 0.35em 1.2em; margin-right: 0.2em; }}
{tab}:hover {{ background: {k.hover}; }}
{tab}:selected {{ background: {k.body}; color: {k.heading}; border-color: {k.selection}; }}
{window} > QTabBar:focus {{ border-bottom: 2px solid {k.focus}; }}
{page} {{ background: {k.body}; color: {k.words}; border: {c["border"]};
    selection-background-color: {k.selection}; selection-color: {k.selected_text}; }}
{page}:focus {{ border: 2px solid {k.focus}; }}
""" + scroll_bar_style(page, contrast)


def page_sheet(contrast: bool) -> str:
    """The page's own style (QTextDocument.setDefaultStyleSheet): gold headings and links,
    the worked examples' lines in the panels' grid colour."""
    c = panel_colours(contrast)
    grid = "#ffffff" if contrast else "#8a7a4a"
    return (f"h1, h2, h3, th {{ color: {c['gold']}; }} a {{ color: {c['gold']}; }}"
            f" table {{ border-color: {grid}; }} p, li {{ line-height: 125%; }}")


def highlight_colour(contrast: bool) -> str:
    """Under a house rule in force: gold laid over the page's shade (dark enough for light
    words, 6:1 and more), a dark yellow in the high-contrast look."""
    if contrast:
        return "#3d3d00"
    page, gold = QColor(panel_colours(False)["body"]), QColor(SELECTION)
    return QColor(round(0.7 * page.red() + 0.3 * gold.red()),
                  round(0.7 * page.green() + 0.3 * gold.green()),
                  round(0.7 * page.blue() + 0.3 * gold.blue())).name()


def page_in_looks(html: str, contrast: bool) -> str:
    """``html`` (a Rules page) with the colours it names for a white page made for a dark
    one: black suits light, red suits a light red, the house rules in force on gold-dark."""
    light = panel_colours(contrast)["text"]
    return (html.replace(f"color:{BLACK}", f"color:{light}")
            .replace(f"color:{RED}", f"color:{LIGHT_RED}")
            .replace(f"background-color:{HIGHLIGHT}",
                     f"background-color:{highlight_colour(contrast)}"))


class ReadingPage(QTextBrowser):
    """A text browser whose lines stay at most ``LINE`` average characters long, the column
    centred in a wider window, with a margin of about a line's height around it."""

    LINE = 80

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._keep_column()
        super().resizeEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:  # the size of texts changed: the column too
            self._keep_column()

    def _keep_column(self) -> None:
        metrics = self.fontMetrics()
        self.document().setDocumentMargin(metrics.height())
        column = metrics.averageCharWidth() * self.LINE + 2 * metrics.height()
        bar = self.verticalScrollBar().sizeHint().width()
        side = max(0, (self.width() - bar - column) // 2)
        self.setViewportMargins(side, 0, side, 0)


__all__ = ["ReadingPage", "dialog_style", "dress_dialog", "fields_style", "highlight_colour",
           "page_in_looks", "page_sheet", "reading_style", "space_form"]
