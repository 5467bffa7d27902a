"""The windows beside the table dressed as what lies over it, one set of rules for all of them
(History, Replay, Statistics, Review, Settings, New match, Help > Keyboard, About, the
Rules): the felt's darkest shade under light words, buttons and drop-downs in the table's
button face (the table's own hover, ``table/looks.button_hover``), lists and pages in the
panels' dark shades with the chosen row in gold, scroll bars and the slider in the same
shades; in the high-contrast look, black with white words and edges, the choice in yellow.

Each style sheet names the selectors it dresses (``scope``: the window's own controls, not
the message boxes and dialogs opened over it, which keep the system's light look and whose
words would otherwise turn light on light). Sizes are left to the size of texts (``em``).

Also here: the marks a style sheet shows as image files (``mark_file``), dialog buttons
without the system's icons (``without_icons``), and how a window opened over the table hears
that its felt or high contrast changed (``follow_looks_of``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from types import MethodType
from weakref import WeakMethod

from PySide6.QtCore import QObject, QPointF, Qt, QTemporaryDir, Slot
from PySide6.QtGui import QColor, QIcon, QImage, QPainter, QPalette, QPen, QPolygonF
from PySide6.QtWidgets import QDialogButtonBox, QTableView

from .settings_service import SettingsService
from .table.looks import button_face, button_hover, panel_colours

SELECTION = "#e8c766"  # the gold of a chosen button over the table
SELECTED_TEXT = "#1b1b1b"
LIGHT_RED = "#ff8a8a"  # red words on a dark shade (5:1 and more on every felt's)
LOOKS = frozenset({"felt", "high_contrast"})  # the settings that change the windows' looks


@dataclass(frozen=True, slots=True)
class ControlColours:
    """What a window and its controls are drawn in, for the felt in use or high contrast."""

    face: str  # a button's face
    hover: str
    pressed: str
    text: str  # a button's words
    edge: str  # a button's edge, and a list's or a page's
    focus: str  # the edge of the control in focus
    off_face: str  # a button that cannot be used now
    off_text: str
    off_edge: str
    body: str  # a list's rows, one in two, and a page's ground
    alternate: str
    dark: str  # the window's ground, under the headings, the slider's track
    words: str  # the window's labels and a page's words
    heading: str  # the headings' words
    grid: str
    selection: str  # the chosen row
    selected_text: str
    note: str  # a help line's words: quieter than the labels, still clear on the ground
    problem: str  # what is wrong with the choices, said in a dialog

    @staticmethod
    def now(contrast: bool) -> ControlColours:
        c = panel_colours(contrast)
        if contrast:
            return ControlColours(
                face="#000000", hover=button_hover(), pressed="#333333", text="#ffffff",
                edge="#ffffff", focus=c["gold"], off_face="#000000", off_text="#a0a0a0",
                off_edge="#707070", body=c["body"], alternate=c["alternate"], dark=c["dark"],
                words=c["text"], heading=c["gold"], grid=c["grid"], selection=c["gold"],
                selected_text="#000000", note=c["legend"], problem=c["gold"])
        face = QColor(button_face())
        return ControlColours(
            face=face.name(), hover=button_hover(), pressed=face.darker(130).name(),
            text="#ffffff", edge="rgba(232, 199, 102, 150)", focus="#ffffff",
            off_face=c["dark"], off_text="#9a9f9c", off_edge="rgba(232, 199, 102, 60)",
            body=c["body"], alternate=c["alternate"], dark=c["dark"], words=c["text"],
            heading=c["gold"], grid=c["grid"], selection=SELECTION, selected_text=SELECTED_TEXT,
            note=c["legend"], problem=LIGHT_RED)


# ----- marks drawn for the style sheets ----------------------------------------------------

_marks: dict[tuple[str, str], str] = {}  # (shape, colour): the file drawn, "" if it could not be
_mark_folder: list[QTemporaryDir] = []  # kept while the program runs, then removed


def mark_file(shape: str, colour: str) -> str:
    """A mark in ``colour``: a drop-down's or a spin box's down arrow ("down"), a spin box's
    up arrow ("up"), a submenu's arrow ("right") or a check box's tick ("tick"), drawn once
    into a temporary folder (a style sheet can show only an image file, and Qt's own are
    black: nothing on a dark face);
    "" where it could not be written (the control is then shown without it)."""
    if (shape, colour) not in _marks:
        if not _mark_folder:
            _mark_folder.append(QTemporaryDir())
        folder = _mark_folder[0]
        path = folder.filePath(f"{shape}-{colour.lstrip('#')}.png")
        image = QImage(64, 64, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if shape == "tick":
            pen = QPen(QColor(colour), 10)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            painter.setPen(pen)
            painter.drawPolyline(QPolygonF([QPointF(12, 34), QPointF(26, 48), QPointF(52, 16)]))
        else:
            points = {"up": [QPointF(6, 46), QPointF(58, 46), QPointF(32, 16)],
                      "right": [QPointF(18, 6), QPointF(18, 58), QPointF(48, 32)]}.get(
                shape, [QPointF(6, 18), QPointF(58, 18), QPointF(32, 48)])
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(colour))
            painter.drawPolygon(QPolygonF(points))
        painter.end()
        _marks[(shape, colour)] = path if folder.isValid() and image.save(path) else ""
    return _marks[(shape, colour)]


def image_rule(path: str) -> str:
    """A style sheet's image property for ``path``, nothing where no file could be drawn."""
    return f" image: url({path});" if path else ""


# ----- style sheets ------------------------------------------------------------------------

def each(scope: tuple[str, ...], selector: str) -> str:
    """``selector`` under each of ``scope``: "HistoryWindow > QPushButton, ..."."""
    return ", ".join(f"{outer} > {selector}" for outer in scope)


def window_style(window: str, contrast: bool, labels: str | None = None) -> str:
    """The window's own ground: the panels' darkest shade (black in high contrast), its
    labels' words light (or in ``labels``)."""
    k = ControlColours.now(contrast)
    return f"""
{window} {{ background: {k.dark}; }}
{window} > QLabel {{ color: {labels or k.words}; }}
"""


def scroll_bar_style(area: str, contrast: bool) -> str:
    """The scroll bars of ``area`` (a selector: a list or a page), without arrows: a track
    edged as a list, its handle filled in a shade that stands out of the track and of the
    window's ground (3:1 and more), lighter under the pointer. In high contrast the track
    is black edged white, the handle white (yellow under the pointer): the handle was a
    button's black face edged white on a black track, an outline a player did not take for a
    scroll bar (a player's review), and in the felt's look the handle's face was barely
    lighter than the track (2:1)."""
    k = ControlColours.now(contrast)
    bar = f"{area} QScrollBar"
    if contrast:
        track, edge, handle, hover = k.dark, k.edge, k.text, k.selection
    else:
        face = QColor(k.face)
        track, edge = k.dark, k.grid
        handle, hover = face.lighter(150).name(), face.lighter(185).name()
    return f"""
{bar} {{ background: {track}; border: 1px solid {edge}; border-radius: 0.3em;
    width: 0.9em; height: 0.9em; }}
{bar}::handle {{ background: {handle}; border: 1px solid {k.edge}; border-radius: 0.3em;
    min-width: 2em; min-height: 2em; }}
{bar}::handle:hover, {bar}::handle:pressed {{ background: {hover}; }}
{bar}::add-line, {bar}::sub-line {{ width: 0; height: 0; border: none; }}
{bar}::add-page, {bar}::sub-page {{ background: none; }}
"""


def _arrow_rules(scope: tuple[str, ...], colours: ControlColours) -> str:
    """The drop-downs' arrows, light (grey on one that cannot be used), at the size of texts."""
    rules = f"{each(scope, 'QComboBox::drop-down')} {{ border: none; width: 1.5em; }}\n"
    for state, colour in (("", colours.text), (":disabled", colours.off_text)):
        path = mark_file("down", colour)
        if path:
            rules += (f"{each(scope, 'QComboBox::down-arrow' + state)} {{ image: url({path});"
                      " width: 0.7em; height: 0.7em; }\n")
    return rules


def buttons_style(scope: tuple[str, ...], contrast: bool) -> str:
    """The buttons and drop-downs directly in ``scope`` in the table's button face (its edge
    white in focus, a dark face with grey words when it cannot be used), a drop-down's list
    dark with its choice in gold."""
    k = ControlColours.now(contrast)
    plain = f"{each(scope, 'QPushButton')}, {each(scope, 'QComboBox')}"

    def state(suffix: str) -> str:
        return ", ".join(f"{outer} > {kind}{suffix}" for outer in scope
                         for kind in ("QPushButton", "QComboBox"))

    return f"""
{plain} {{ background: {k.face}; color: {k.text}; border: 2px solid {k.edge};
          border-radius: 0.4em; padding: 0.25em 0.9em; }}
{state(":hover")} {{ background: {k.hover}; }}
{each(scope, "QPushButton:pressed")} {{ background: {k.pressed}; }}
{state(":focus")} {{ border: 2px solid {k.focus}; }}
{state(":disabled")} {{ background: {k.off_face}; color: {k.off_text};
                        border: 2px solid {k.off_edge}; }}
{_arrow_rules(scope, k)}{each(scope, "QComboBox QAbstractItemView")} {{ background: {k.body};
    color: {k.text}; selection-background-color: {k.selection}; selection-color: {k.selected_text};
    border: 1px solid {k.edge}; }}
""" + (_contrast_list_rows(scope, k) if contrast else "")


def _contrast_list_rows(scope: tuple[str, ...], colours: ControlColours) -> str:
    """High contrast: the row under the pointer or the arrow keys in an open drop-down's list
    yellow with black words, the others black with white words, the current one ticked. The
    list draws its rows as a menu's, which take neither the view's selection colours nor, in
    high contrast, any shade of their own: every row looked the same (a player's review).
    Every row is given its colours, so that all are drawn alike (the words in line)."""
    return (f"{each(scope, 'QComboBox::item')} {{ background: {colours.body};"
            f" color: {colours.text}; }}\n"
            f"{each(scope, 'QComboBox::item:selected')} {{ background: {colours.selection};"
            f" color: {colours.selected_text}; }}\n")


def slider_style(scope: tuple[str, ...], contrast: bool) -> str:
    """A slider directly in ``scope``: a dark track, gold up to the handle, a light handle;
    edged white in focus."""
    k = ControlColours.now(contrast)
    slider = each(scope, "QSlider")
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


def menu_style(contrast: bool) -> str:
    """The menu bar's and the menus' style sheet: none in the normal look (the system's
    menus); in high contrast black with white words and a white edge, the row under the
    pointer or the arrow keys yellow with black words, what cannot be chosen now grey, the
    check boxes' squares, the ticks and the submenus' arrows drawn in the words' colour (Qt's
    own are dark: nothing on black). Set on each menu (``main_menus.MenuLooks``): the menus
    were the system's light ones over the black table (a player's review)."""
    if not contrast:
        return ""
    k = ControlColours.now(True)
    marks = ""  # a check box's square (an unchecked one showed nothing), ticks and arrows
    for state, colour in (("", k.text), (":selected", k.selected_text),
                          (":disabled", k.off_text)):
        marks += (f"QMenu::indicator:non-exclusive{state} {{ border: 1px solid {colour}; }}\n"
                  f"QMenu::indicator:checked{state} {{{image_rule(mark_file('tick', colour))} }}\n"
                  f"QMenu::right-arrow{state} {{{image_rule(mark_file('right', colour))} }}\n")
    return f"""
QMenuBar {{ background: {k.dark}; color: {k.text}; border-bottom: 1px solid {k.edge}; }}
QMenuBar::item {{ background: transparent; color: {k.text}; padding: 0.2em 0.6em; }}
QMenuBar::item:selected, QMenuBar::item:pressed {{ background: {k.selection};
    color: {k.selected_text}; }}
QMenuBar::item:disabled {{ color: {k.off_text}; }}
QMenu {{ background: {k.dark}; color: {k.text}; border: 2px solid {k.edge}; padding: 0.2em 0; }}
QMenu::item {{ background: transparent; color: {k.text}; padding: 0.25em 2em 0.25em 2em; }}
QMenu::item:selected {{ background: {k.selection}; color: {k.selected_text}; }}
QMenu::item:disabled {{ color: {k.off_text}; }}
QMenu::item:disabled:selected {{ background: {k.pressed}; color: {k.off_text}; }}
QMenu::separator {{ height: 1px; background: {k.edge}; margin: 0.25em 0.6em; }}
QMenu::indicator {{ width: 0.9em; height: 0.9em; left: 0.5em; }}
QMenu::right-arrow {{ width: 0.6em; height: 0.6em; right: 0.5em; }}
""" + marks


def list_style(scope: tuple[str, ...], contrast: bool) -> str:
    """A list of rows directly in ``scope``: the panels' dark shades, one row in two lighter,
    light words, the chosen row gold with dark words; its scroll bars ``scroll_bar_style``."""
    k = ControlColours.now(contrast)
    return f"""
{each(scope, "QTableView")} {{ background: {k.body}; alternate-background-color: {k.alternate};
    color: {k.text}; gridline-color: {k.grid}; border: 1px solid {k.edge};
    selection-background-color: {k.selection}; selection-color: {k.selected_text}; }}
""" + "".join(scroll_bar_style(f"{outer} > QTableView", contrast) for outer in scope)


def list_colours(k: ControlColours) -> dict[QPalette.ColorRole, str]:
    """A list's palette in the looks ``k``: the rows, the chosen row, the headings (gold on
    the dark shade) and the scroll bars (History's list, the file chooser)."""
    return {QPalette.ColorRole.Base: k.body,
            QPalette.ColorRole.AlternateBase: k.alternate,
            QPalette.ColorRole.Text: k.text,
            QPalette.ColorRole.Button: k.dark,
            QPalette.ColorRole.ButtonText: k.heading,
            QPalette.ColorRole.Window: k.dark,
            QPalette.ColorRole.WindowText: k.text,
            QPalette.ColorRole.Highlight: k.selection,
            QPalette.ColorRole.HighlightedText: k.selected_text,
            QPalette.ColorRole.Light: k.alternate,
            QPalette.ColorRole.Midlight: k.alternate,
            QPalette.ColorRole.Mid: k.dark,
            QPalette.ColorRole.Dark: k.dark}


def list_palette(view: QTableView, contrast: bool) -> None:
    """The list's colours for what the sheet leaves to the palette: its headings (gold words
    on the dark shade, their sizes kept as their words need), the chosen row and the
    scroll bars."""
    palette = view.palette()
    for role, colour in list_colours(ControlColours.now(contrast)).items():
        palette.setColor(role, QColor(colour))
    view.setPalette(palette)
    view.horizontalHeader().setPalette(palette)
    view.verticalHeader().setPalette(palette)


# ----- what is not a style sheet ------------------------------------------------------------

def without_icons(*rows: QDialogButtonBox) -> None:
    """The rows' buttons (OK, Cancel, Close) with their words only: the system's icons are
    drawn dark, blots on the dark buttons (the table's buttons have none)."""
    for row in rows:
        for button in row.buttons():
            button.setIcon(QIcon())


class _LooksListener(QObject):
    """Calls ``follow`` after the settings' felt or high contrast changed: queued, so that
    the table's look (``table/looks``, which every style here reads) is in force first,
    whichever heard the change first. A method of its owner is held weakly, the owner and
    its listener no cycle: held strongly, Help > Keyboard (left to the main window once
    closed) made the next main window built in the same run crash (test_timer_waits.py)."""

    def __init__(self, service: SettingsService, follow: Callable[[], None],
                 parent: QObject) -> None:
        super().__init__(parent)
        self._follow: Callable[[], Callable[[], None] | None] = (
            WeakMethod(follow) if isinstance(follow, MethodType) else lambda: follow)
        service.changed.connect(self._changed, Qt.ConnectionType.QueuedConnection)

    @Slot(object)
    def _changed(self, names: frozenset[str]) -> None:
        follow = self._follow()
        if names & LOOKS and follow is not None:
            follow()


def settings_near(widget: QObject | None) -> SettingsService | None:
    """The settings ``widget`` lies over (the main window's), if any: found among the
    children of the widget or of one it lies in."""
    while widget is not None:
        found = widget.findChild(SettingsService, options=Qt.FindChildOption.FindDirectChildrenOnly)
        if isinstance(found, SettingsService):
            return found
        widget = widget.parent()
    return None


def follow_looks_of(owner: QObject, follow: Callable[[], None]) -> bool:
    """``follow`` called whenever the felt or high contrast is changed in the settings that
    ``owner`` lies over, once the table has taken the new look; as long as ``owner`` lives.
    False where there are no such settings (a window opened from History, say)."""
    service = settings_near(owner)
    if service is None:
        return False
    _LooksListener(service, follow, owner)
    return True


__all__ = ["LIGHT_RED", "LOOKS", "SELECTED_TEXT", "SELECTION", "ControlColours", "buttons_style",
           "each", "follow_looks_of", "image_rule", "list_palette", "list_style", "mark_file",
           "menu_style", "scroll_bar_style", "settings_near", "slider_style", "window_style",
           "without_icons"]
