"""Windows no larger than the screen: every window and dialog opens inside its screen's
available space (without the task bar), with room for the frame the window manager adds.

A window's own size (the Rules' 720x760, the Replay's 1100x700, times the size of texts) suits
a 1080p screen; on a 1280x720 one its bottom, buttons included, would lie under the task bar.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QMargins, QPoint, QRect, QSize, Qt, QTimer
from PySide6.QtGui import QMoveEvent, QShowEvent
from PySide6.QtWidgets import QFrame, QScrollArea, QWidget

from .screens import screen_of

UNBOUNDED = 16777215  # Qt's QWIDGETSIZE_MAX: no limit on a widget's size
FRAMED_CHECKS_MS = (250, 1000)  # after a window shows, when to look whether it was framed

# Room for a frame not known yet (the window manager draws it once the window is on screen):
# a title bar and thin borders. Openbox draws 20 px above and 5 below, GNOME about 37 above,
# Windows 31; a taller frame is fitted once known (FitsScreen). A restored window is fitted
# with the frame it had when saved instead, then with its real one (expect_frame)
FRAME_ROOM = QMargins(8, 40, 8, 8)

# Type checkers see the mixin as a QWidget; at run time it stays a plain class (see i18n.py).
if TYPE_CHECKING:
    _WidgetBase = QWidget
else:
    _WidgetBase = object


def _is_framed(window: QWidget) -> bool:
    """Whether Qt knows the frame of ``window`` (it is none until the window manager has put
    one around it)."""
    return window.frameGeometry() != window.geometry()


# the widget's property holding the frame a restored window had when saved (window_places)
_EXPECTED_FRAME = "koutchinaExpectedFrame"


def expect_frame(window: QWidget, frame: QMargins) -> None:
    """Fit ``window``, until the window manager frames it, with room for ``frame`` around its
    inside rather than FRAME_ROOM: the frame it had when its place was saved, which that
    place was chosen with."""
    window.setProperty(_EXPECTED_FRAME, QMargins(frame))


def _expected_frame(window: QWidget) -> QMargins | None:
    frame = window.property(_EXPECTED_FRAME)
    return frame if isinstance(frame, QMargins) else None


def margins_between(outer: QRect, inner: QRect) -> QMargins:
    """The margins from ``outer`` in to ``inner`` on each side: a window's frame, from its
    frame's place and its inside's."""
    return QMargins(inner.left() - outer.left(), inner.top() - outer.top(),
                    outer.right() - inner.right(), outer.bottom() - inner.bottom())


def _real_frame(window: QWidget) -> QMargins:
    return margins_between(window.frameGeometry(), window.geometry())


def _frame_margins(window: QWidget) -> QMargins:
    """The frame to fit ``window`` with. A restored window's is the one it has, or until it
    has one, the one it had when saved (expect_frame): its place was chosen with that frame,
    and room for a larger one would shrink and move it. Any other window's is the one it has,
    at least ``FRAME_ROOM``: Qt may know a frame thinner than the title bar to come (offscreen
    Qt frames every window with 2 px)."""
    expected = _expected_frame(window)
    if not _is_framed(window):
        return expected if expected is not None else QMargins(FRAME_ROOM)
    real = _real_frame(window)
    if expected is not None:
        return real
    return QMargins(max(real.left(), FRAME_ROOM.left()), max(real.top(), FRAME_ROOM.top()),
                    max(real.right(), FRAME_ROOM.right()),
                    max(real.bottom(), FRAME_ROOM.bottom()))


def _frame_of(window: QWidget, margins: QMargins) -> QRect:
    """Where the window's frame is, or will be once the window manager draws it."""
    if _expected_frame(window) is not None:  # around its inside, placed by setGeometry
        return window.geometry().marginsAdded(margins)
    # a window the program moved (move() places its frame) or Qt placed: its frame from there
    return QRect(window.pos(), window.size().grownBy(margins))


def _put_frame_at(window: QWidget, corner: QPoint, margins: QMargins) -> None:
    """Move the window so that its frame's top left corner is at ``corner``."""
    if _expected_frame(window) is not None:  # its frame known: setGeometry places the inside
        window.setGeometry(QRect(corner + QPoint(margins.left(), margins.top()), window.size()))
    else:  # the frame's size may be a guess: move() puts the real frame, whatever it is, there
        window.move(corner)


OWN_LEAST = "koutchina_own_least_size"  # a window's least size before it gave way to a screen


def _least_size_within(window: QWidget, room: QSize) -> None:
    """A least size the window's code set for larger texts gives way to ``room``, down to what
    its layout needs (New match at 250 % on 1280x720 asked for 1,550 px, Cancel and the bots'
    column off the screen), and comes back where the room is there again (a window kept
    open, moved to a larger screen). Never below the layout's own least size: its buttons'
    words would be cut (a code review)."""
    own = window.property(OWN_LEAST)
    wanted = own if isinstance(own, QSize) else window.minimumSize()
    layout = window.layout()
    least = layout.totalMinimumSize() if layout is not None else QSize(0, 0)
    fitted = QSize(max(least.width(), min(wanted.width(), room.width())),
                   max(least.height(), min(wanted.height(), room.height())))
    if fitted == window.minimumSize():
        return
    if not isinstance(own, QSize):
        window.setProperty(OWN_LEAST, QSize(wanted))
    window.setMinimumSize(fitted)


def fit_on_screen(window: QWidget) -> None:
    """Shrink ``window`` to its screen's available space, its frame included, and bring it
    back onto that space if the program placed it partly off it (a window it did not place is
    left to the window manager, or to QDialog, which place what fits on the screen)."""
    screen = screen_of(window)
    if screen is None or window.windowState() & (Qt.WindowState.WindowMaximized
                                                 | Qt.WindowState.WindowFullScreen):
        return
    available = screen.availableGeometry()
    margins = _frame_margins(window)
    room = available.marginsRemoved(margins)
    _least_size_within(window, room.size())
    if window.width() > room.width() or window.height() > room.height():
        window.resize(min(window.width(), room.width()), min(window.height(), room.height()))
    frame = _frame_of(window, margins)
    if window.testAttribute(Qt.WidgetAttribute.WA_Moved) and not available.contains(frame):
        left = max(available.left(), min(frame.left(), available.right() - frame.width() + 1))
        top = max(available.top(), min(frame.top(), available.bottom() - frame.height() + 1))
        _put_frame_at(window, QPoint(left, top), margins)


class FitsScreen(_WidgetBase):
    """Mixin for a window or dialog: each time it opens, it fits its screen (fit_on_screen),
    before a dialog centres itself over its parent, and once more when the window manager has
    framed it, in case its frame is taller than the one room was left for. Put it before the
    Qt class in the bases."""

    _fit_when_framed = False

    def showEvent(self, event: QShowEvent) -> None:
        fit_on_screen(self)
        self._fit_when_framed = not _is_framed(self)
        super().showEvent(event)
        if self._fit_when_framed:  # a frame that leaves the window where it was moves nothing
            for wait in FRAMED_CHECKS_MS:
                QTimer.singleShot(wait, self, self._fit_if_framed)

    def moveEvent(self, event: QMoveEvent) -> None:
        super().moveEvent(event)
        self._fit_if_framed()

    def _fit_if_framed(self) -> None:
        """Fitted again once the window manager has framed the window: Qt hears of it as a
        move, or not at all where the frame was put round the window where it lay (a window
        restored at a screen's top, with a frame taller than the one it was saved with: its
        title bar half above the screen, a player's review); only that first time, the
        person then moving and sizing the window as they like."""
        if self._fit_when_framed and _is_framed(self):
            self._fit_when_framed = False
            fit_on_screen(self)


class ScrollWhenShort(QScrollArea):
    """A dialog's body (or Replay's side panel), scrolled where the screen is too short for
    it: as tall as the body wants where there is room, else as short as a few lines, so that
    the dialog's buttons stay on the screen (fit_on_screen makes the dialog no taller than its
    screen)."""

    def __init__(self, body: QWidget) -> None:
        super().__init__()
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        # never across: a body narrower than it would be wraps its words (the keys' list too)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes through the body's fields
        self.setWidget(body)

    def sizeHint(self) -> QSize:
        body = self.widget()
        wanted = body.sizeHint() if body is not None else QSize()
        bar = self.verticalScrollBar().sizeHint().width()
        return QSize(wanted.width() + bar, wanted.height())

    def minimumSizeHint(self) -> QSize:
        body = self.widget()
        lines = 6 * self.fontMetrics().height()
        width = body.minimumSizeHint().width() if body is not None else 0
        return QSize(width + self.verticalScrollBar().sizeHint().width(), lines)


__all__ = ["FRAME_ROOM", "FitsScreen", "ScrollWhenShort", "expect_frame", "fit_on_screen",
           "margins_between"]
