"""The windows opened from the menus and the start screen (Settings, New match, Help >
Keyboard, About, the Rules) dressed as History is (dressing.py): the felt's darkest shade under
light words, the table's buttons, fields on the panels' shade with gold edges, the focus edged
white; in the high-contrast look black with white words and edges, the choices in yellow.

``dress_dialog`` dresses a dialog's own controls (Settings, About) and those of the parts it
names (``dressed_part``: New match's groups, its scrolled house rules and each field with its
help line; the keys' scrolled list), and ``space_form`` gives its margins and gaps the size of
texts. ``reading_style`` dresses the Rules window: tabs and a page
on the felt's shade (``page_sheet``: gold headings), whose words ``page_in_looks`` turns light
where the page names a colour (suit symbols, the house rules in force) and whose lines
``ReadingPage`` keeps to a comfortable length. Each style sheet names the selectors it dresses,
so that a box opened over the window keeps the system's look.
"""

from __future__ import annotations

from typing import TypeVar

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QColor, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QDialogButtonBox,
    QFormLayout,
    QLayout,
    QMessageBox,
    QTextBrowser,
    QWidget,
)

from .dressing import (
    LIGHT_RED,
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
from .message_box_lines import line_up_second_line
from .rules_text.common import BLACK, HIGHLIGHT, RED
from .table.looks import high_contrast, panel_colours
from .text_scale import current_text_scale

# A dialog's margins and gaps at the base size of texts (pixels), times the size of texts
MARGIN = 14
LABEL_GAP = 16  # between a label and its field
ROW_GAP = 8
FIELD_INSET = 6  # a field's words from its left edge


W = TypeVar("W", bound=QWidget)
PART = "dressed"  # a dynamic property: a container whose own controls are dressed as a dialog's
PARTS = f'QWidget[{PART}="true"]'  # the selector of every such container
NOTE = "note"  # the object name of a help line under a field: smaller, quieter words
PROBLEM = "problem"  # the object name of a line saying what is wrong with the choices


def dressed_part(container: W) -> W:
    """``container`` (a group box, a scrolled page, a field with its help line) dressed as its
    dialog is (``dress_dialog``): its own controls, not a message box's opened over the
    dialog, which is a child of the dialog but of no such part."""
    container.setProperty(PART, True)
    return container


def _scope(window: str | tuple[str, ...]) -> tuple[str, ...]:
    return (window,) if isinstance(window, str) else window


def fields_style(window: str | tuple[str, ...], contrast: bool) -> str:
    """The spin boxes, line edits, check boxes, radio buttons and labels directly in
    ``window`` (a selector, or several): a field on the panels' shade edged as a button, white
    in focus (yellow in high contrast), a spin box's arrows inside that edge (laid over it,
    they cut it: black in high contrast, the arrows floated outside the field); a check box's
    square (a radio button's circle) gold-edged, gold with a dark tick (dot) when checked, the
    box edged white in focus (the labels set in as far, so that both start on one line); what
    cannot be used now in grey; a help line (``NOTE``) in the felt's quieter light shade, a
    problem (``PROBLEM``) in light red (yellow in high contrast)."""
    k = ControlColours.now(contrast)
    scope = _scope(window)

    def of(kind: str, *suffixes: str) -> str:
        return ", ".join(f"{outer} > {kind}{suffix}" for outer in scope
                         for suffix in suffixes or ("",))

    spin, edit, check, radio = "QSpinBox", "QLineEdit", "QCheckBox", "QRadioButton"
    tick = image_rule(mark_file("tick", k.selected_text))
    edge = k.edge  # a field's edge as a button's: white in focus (yellow in high contrast)
    square = k.edge if contrast else k.selection  # a check box's: gold, white in high contrast
    dot = (f"qradialgradient(cx: 0.5, cy: 0.5, radius: 0.5, fx: 0.5, fy: 0.5, "
           f"stop: 0 {k.selected_text}, stop: 0.4 {k.selected_text}, stop: 0.5 {k.selection},"
           f" stop: 1 {k.selection})")
    return f"""
{of("QLabel")} {{ color: {k.words}; margin-left: 2px; padding-left: 0.3em; qproperty-indent: 0; }}
{of("QLabel", ":disabled")} {{ color: {k.off_text}; }}
{of("QLabel#" + NOTE)} {{ color: {k.note}; }}
{of("QLabel#" + PROBLEM)} {{ color: {k.problem}; }}
{of(spin)}, {of(edit)} {{ background: {k.body}; color: {k.text}; border: 2px solid {edge};
    border-radius: 0.3em; padding: 0.2em 0; selection-background-color: {k.selection};
    selection-color: {k.selected_text}; }}
{of(edit)} {{ padding: 0.2em 0.3em; }}
{of(spin, ":focus")}, {of(edit, ":focus")} {{ border-color: {k.focus}; }}
{of(spin, ":disabled")}, {of(edit, ":disabled")} {{ background: {k.off_face};
    color: {k.off_text}; border-color: {k.off_edge}; }}
{of(spin, "::up-button", "::down-button")} {{ subcontrol-origin: margin; width: 1.4em;
    background: {k.face}; border-left: 1px solid {edge}; margin: 2px 2px 2px 0; }}
{of(spin, "::up-button")} {{ subcontrol-position: top right; border-top-right-radius: 0.2em;
    border-bottom: 1px solid {edge}; }}
{of(spin, "::down-button")} {{ subcontrol-position: bottom right;
    border-bottom-right-radius: 0.2em; }}
{of(spin, "::up-button:hover", "::down-button:hover")} {{ background: {k.hover}; }}
{of(spin, "::up-arrow")} {{{image_rule(mark_file("up", k.text))} width: 0.6em; height: 0.6em; }}
{of(spin, "::down-arrow")} {{{image_rule(mark_file("down", k.text))} width: 0.6em;
    height: 0.6em; }}
{of(check)}, {of(radio)} {{ color: {k.text}; spacing: 0.5em; border: 2px solid transparent;
    border-radius: 0.3em; padding: 0.1em 0.3em; }}
{of(check, ":focus")}, {of(radio, ":focus")} {{ border-color: {k.focus}; }}
{of(check, ":disabled")}, {of(radio, ":disabled")} {{ color: {k.off_text}; }}
{of(check, "::indicator")}, {of(radio, "::indicator")} {{ width: 1em; height: 1em;
    border: 2px solid {square}; border-radius: 0.2em; background: {k.body}; }}
{of(radio, "::indicator")} {{ border-radius: 0.6em; }}
{of(check, "::indicator:hover")}, {of(radio, "::indicator:hover")} {{
    border-color: {k.focus}; background: {k.hover}; }}
{of(check, "::indicator:checked")} {{ background: {k.selection};{tick} }}
{of(radio, "::indicator:checked")} {{ background: {dot}; }}
{of(check, "::indicator:disabled")}, {of(radio, "::indicator:disabled")} {{
    border-color: {k.off_edge}; background: {k.off_face}; }}
{of(check, "::indicator:checked:disabled")} {{ background: {k.off_text}; }}
"""


def groups_style(window: str | tuple[str, ...], contrast: bool) -> str:
    """The group boxes directly in ``window`` (a selector, or several): edged as a list, their
    titles gold over the edge; and the scroll areas there, on the window's own ground without
    an edge of their own (a group's is around them), their page too (QScrollArea.setWidget
    has it filled in the system's light grey), their scroll bars ``scroll_bar_style``."""
    k = ControlColours.now(contrast)
    scope = _scope(window)

    def of(kind: str) -> str:
        return ", ".join(f"{outer} > {kind}" for outer in scope)

    return f"""
{of("QGroupBox")} {{ color: {k.heading}; border: 1px solid {k.edge}; border-radius: 0.4em;
    margin-top: 0.8em; padding-top: 0.3em; }}
{of("QGroupBox::title")} {{ subcontrol-origin: margin; subcontrol-position: top left;
    left: 0.7em; padding: 0 0.3em; }}
{of("QScrollArea")} {{ background: transparent; border: none; }}
{of("QScrollArea > QWidget > QWidget")} {{ background: transparent; }}
""" + "".join(scroll_bar_style(f"{outer} > QScrollArea", contrast) for outer in scope)


def dialog_style(window: str, contrast: bool) -> str:
    """Everything a dialog named ``window`` (its class) holds, its own buttons' row too, and
    its parts (``dressed_part``)."""
    scope = (window, f"{window} > QDialogButtonBox", PARTS)
    fields = (window, PARTS)
    return (window_style(window, contrast) + buttons_style(scope, contrast)
            + slider_style(fields, contrast) + fields_style(fields, contrast)
            + groups_style(fields, contrast))


def compact_style() -> str:
    """The fields in a dialog's parts less padded above and below their words: a dialog that
    must show a long list on a short screen (New match: Hokm's house rules on 1280x720)."""
    return f"""
{PARTS} > QComboBox {{ padding-top: 0.1em; padding-bottom: 0.1em; }}
{PARTS} > QSpinBox, {PARTS} > QLineEdit {{ padding-top: 0.05em; padding-bottom: 0.05em; }}
{PARTS} > QCheckBox, {PARTS} > QRadioButton {{ padding-top: 0; padding-bottom: 0; }}
"""


def set_in_spin_boxes(widget: QWidget) -> None:
    """The words of the spin boxes in ``widget`` set in from their edge (the style sheet's
    padding does not reach a spin box's words: they touched it)."""
    inset = round(FIELD_INSET * current_text_scale())
    for spin_box in widget.findChildren(QAbstractSpinBox):
        spin_box.lineEdit().setTextMargins(inset, 0, 0, 0)


def dress_dialog(dialog: QWidget, compact: bool = False) -> None:
    """``dialog`` in the table's look as it is now (again when the look changes), its parts
    too (``dressed_part``), their fields ``compact`` if asked; its spin boxes' words set in
    (``set_in_spin_boxes``), its OK, Cancel and Close without the system's icons (drawn dark,
    they were blots on the dark buttons; the table's buttons have none)."""
    dialog.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
    dialog.setStyleSheet(dialog_style(type(dialog).__name__, high_contrast())
                         + (compact_style() if compact else ""))
    without_icons(*dialog.findChildren(QDialogButtonBox))
    set_in_spin_boxes(dialog)
    if isinstance(dialog, QMessageBox):
        line_up_second_line(dialog)


def ask_yes_or_no(parent: QWidget, title: str, question: str) -> bool:
    """A question answered Yes or No (No the default), in the table's look: what
    QMessageBox.question asks, which keeps the light system look."""
    box = QMessageBox(QMessageBox.Icon.Question, title, question,
                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, parent)
    box.setDefaultButton(QMessageBox.StandardButton.No)
    dress_dialog(box)
    return box.exec() == QMessageBox.StandardButton.Yes


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


__all__ = ["NOTE", "PART", "PARTS", "PROBLEM", "ReadingPage", "compact_style", "dialog_style",
           "dress_dialog", "dressed_part", "fields_style", "groups_style", "highlight_colour",
           "page_in_looks", "page_sheet", "reading_style", "set_in_spin_boxes", "space_form"]
