"""The controls of History and Replay dressed as what lies over the table: buttons and
drop-downs in the felt's button face with light words, the match list in the panels' dark
shades with the chosen row in gold, the slider a gold track on dark felt; in the high-contrast
look, black with white words and edges, the choice in yellow.

Each style sheet names the selectors it dresses (``scope``: the window's own controls, not
the message boxes and dialogs opened over it, which keep the system's light look and whose
words would otherwise turn light on light). Sizes are left to the size of texts (``em``).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, Qt, QTemporaryDir
from PySide6.QtGui import QColor, QImage, QPainter, QPalette, QPolygonF
from PySide6.QtWidgets import QTableView

from ..table.looks import button_face, panel_colours

SELECTION = "#e8c766"  # the gold of a chosen button over the table
SELECTED_TEXT = "#1b1b1b"


@dataclass(frozen=True, slots=True)
class ControlColours:
    """What a control is drawn in, for the felt in use or high contrast."""

    face: str  # a button's face
    hover: str
    pressed: str
    text: str
    edge: str  # a button's edge
    focus: str  # the edge of the control in focus
    off_face: str  # a button that cannot be used now
    off_text: str
    off_edge: str
    body: str  # the list's rows, one in two
    alternate: str
    dark: str  # under the headings, the slider's track
    heading: str  # the headings' words
    grid: str
    selection: str  # the chosen row
    selected_text: str

    @staticmethod
    def now(contrast: bool) -> ControlColours:
        c = panel_colours(contrast)
        if contrast:
            return ControlColours(
                face="#000000", hover="#1a1a1a", pressed="#333333", text="#ffffff",
                edge="#ffffff", focus=c["gold"], off_face="#000000", off_text="#a0a0a0",
                off_edge="#707070", body=c["body"], alternate=c["alternate"], dark=c["dark"],
                heading=c["gold"], grid=c["grid"], selection=c["gold"], selected_text="#000000")
        face = QColor(button_face())
        return ControlColours(
            face=face.name(), hover=face.lighter(135).name(), pressed=face.darker(130).name(),
            text="#ffffff", edge="rgba(232, 199, 102, 150)", focus="#ffffff",
            off_face=c["dark"], off_text="#9a9f9c", off_edge="rgba(232, 199, 102, 60)",
            body=c["body"], alternate=c["alternate"], dark=c["dark"], heading=c["gold"],
            grid=c["grid"], selection=SELECTION, selected_text=SELECTED_TEXT)


_arrows: dict[str, str] = {}  # a colour's drop-down arrow: the file drawn, "" if it could not be
_arrow_folder: list[QTemporaryDir] = []  # kept while the program runs, then removed


def arrow_file(colour: str) -> str:
    """A drop-down's arrow in ``colour`` (a style sheet can show only an image file, and Qt's
    own arrows are black: nothing on a dark face), drawn once into a temporary folder; ""
    where it could not be written (the drop-down is then shown without it)."""
    if colour not in _arrows:
        if not _arrow_folder:
            _arrow_folder.append(QTemporaryDir())
        folder = _arrow_folder[0]
        path = folder.filePath(f"arrow-{colour.lstrip('#')}.png")
        image = QImage(64, 64, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(colour))
        painter.drawPolygon(QPolygonF([QPointF(6, 18), QPointF(58, 18), QPointF(32, 48)]))
        painter.end()
        _arrows[colour] = path if folder.isValid() and image.save(path) else ""
    return _arrows[colour]


def _arrow_rules(scope: tuple[str, ...], colours: ControlColours) -> str:
    """The drop-downs' arrows, light (grey on one that cannot be used), at the size of texts."""
    rules = f"{_each(scope, 'QComboBox::drop-down')} {{ border: none; width: 1.5em; }}\n"
    for state, colour in (("", colours.text), (":disabled", colours.off_text)):
        path = arrow_file(colour)
        if path:
            rules += (f"{_each(scope, 'QComboBox::down-arrow' + state)} {{ image: url({path});"
                      " width: 0.7em; height: 0.7em; }\n")
    return rules


def _each(scope: tuple[str, ...], selector: str) -> str:
    """``selector`` under each of ``scope``: "HistoryWindow > QPushButton, ..."."""
    return ", ".join(f"{outer} > {selector}" for outer in scope)


def buttons_style(scope: tuple[str, ...], contrast: bool) -> str:
    """The buttons and drop-downs directly in ``scope`` in the table's button face (its edge
    white in focus, a dark face with grey words when it cannot be used), a drop-down's list
    dark with its choice in gold."""
    k = ControlColours.now(contrast)
    plain = f"{_each(scope, 'QPushButton')}, {_each(scope, 'QComboBox')}"

    def state(suffix: str) -> str:
        return ", ".join(f"{outer} > {kind}{suffix}" for outer in scope
                         for kind in ("QPushButton", "QComboBox"))

    return f"""
{plain} {{ background: {k.face}; color: {k.text}; border: 2px solid {k.edge};
          border-radius: 0.4em; padding: 0.25em 0.9em; }}
{state(":hover")} {{ background: {k.hover}; }}
{_each(scope, "QPushButton:pressed")} {{ background: {k.pressed}; }}
{state(":focus")} {{ border: 2px solid {k.focus}; }}
{state(":disabled")} {{ background: {k.off_face}; color: {k.off_text};
                        border: 2px solid {k.off_edge}; }}
{_arrow_rules(scope, k)}{_each(scope, "QComboBox QAbstractItemView")} {{ background: {k.body};
    color: {k.text}; selection-background-color: {k.selection}; selection-color: {k.selected_text};
    border: 1px solid {k.edge}; }}
"""


def slider_style(scope: tuple[str, ...], contrast: bool) -> str:
    """A slider directly in ``scope``: a dark track, gold up to the handle, a light handle;
    edged white in focus."""
    k = ControlColours.now(contrast)
    slider = _each(scope, "QSlider")
    handle = "#ffffff" if contrast else "#f0e2b6"

    def part(name: str) -> str:
        return ", ".join(f"{outer} > QSlider{name}" for outer in scope)

    return f"""
{slider} {{ min-height: 1.4em; border: 2px solid transparent; border-radius: 0.4em;
            padding: 0 0.2em; }}
{part(":focus")} {{ border-color: {k.focus}; }}
{part("::groove:horizontal")} {{ background: {k.dark}; border: 1px solid {k.edge};
                                 height: 0.4em; border-radius: 0.2em; }}
{part("::sub-page:horizontal")} {{ background: {k.selection}; border: 1px solid {k.edge};
                                   height: 0.4em; border-radius: 0.2em; }}
{part("::handle:horizontal")} {{ background: {handle}; border: 2px solid {k.selection};
                                 width: 0.9em; margin: -0.35em 0; border-radius: 0.55em; }}
"""


def list_style(scope: tuple[str, ...], contrast: bool) -> str:
    """A list of rows directly in ``scope``: the panels' dark shades, one row in two lighter,
    light words, the chosen row gold with dark words; its scroll bars a button's face on the
    darkest shade."""
    k = ControlColours.now(contrast)
    return f"""
{_each(scope, "QTableView")} {{ background: {k.body}; alternate-background-color: {k.alternate};
    color: {k.text}; gridline-color: {k.grid}; border: 1px solid {k.edge};
    selection-background-color: {k.selection}; selection-color: {k.selected_text}; }}
{_each(scope, "QTableView QScrollBar")} {{ background: {k.dark}; border: none;
    width: 0.9em; height: 0.9em; }}
{_each(scope, "QTableView QScrollBar::handle")} {{ background: {k.face};
    border: 1px solid {k.edge}; border-radius: 0.3em; min-width: 2em; min-height: 2em; }}
{_each(scope, "QTableView QScrollBar::handle:hover")} {{ background: {k.hover}; }}
{_each(scope, "QTableView QScrollBar::add-line")}, {_each(scope, "QTableView QScrollBar::sub-line")}
    {{ width: 0; height: 0; border: none; }}
{_each(scope, "QTableView QScrollBar::add-page")}, {_each(scope, "QTableView QScrollBar::sub-page")}
    {{ background: none; }}
"""


def list_palette(view: QTableView, contrast: bool) -> None:
    """The list's colours for what the sheet leaves to the palette: its headings (gold words
    on the dark shade, their sizes kept as their words need), the chosen row and the
    scroll bars."""
    k = ControlColours.now(contrast)
    palette = view.palette()
    for role, colour in ((QPalette.ColorRole.Base, k.body),
                         (QPalette.ColorRole.AlternateBase, k.alternate),
                         (QPalette.ColorRole.Text, k.text),
                         (QPalette.ColorRole.Button, k.dark),
                         (QPalette.ColorRole.ButtonText, k.heading),
                         (QPalette.ColorRole.Window, k.dark),
                         (QPalette.ColorRole.WindowText, k.text),
                         (QPalette.ColorRole.Highlight, k.selection),
                         (QPalette.ColorRole.HighlightedText, k.selected_text),
                         (QPalette.ColorRole.Light, k.alternate),
                         (QPalette.ColorRole.Midlight, k.alternate),
                         (QPalette.ColorRole.Mid, k.dark),
                         (QPalette.ColorRole.Dark, k.dark)):
        palette.setColor(role, QColor(colour))
    view.setPalette(palette)
    view.horizontalHeader().setPalette(palette)
    view.verticalHeader().setPalette(palette)


def window_style(window: str, contrast: bool) -> str:
    """The window's own ground: the panels' darkest shade (black in high contrast), its
    words light."""
    c = panel_colours(contrast)
    return f"""
{window} {{ background: {c["dark"]}; }}
{window} > QLabel {{ color: {c["text"]}; }}
"""


__all__ = ["ControlColours", "buttons_style", "list_palette", "list_style", "slider_style",
           "window_style"]
