"""Help > About: what Koutchina is, its version, and where it keeps its files and its log."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics, QGuiApplication, QShowEvent, QTextDocument
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from .i18n import FollowsLanguage
from .icons import app_icon
from .logging_setup import runtime_facts
from .screen_fit import FRAME_ROOM, FitsScreen
from .screens import screen_of
from .table.looks import high_contrast, panel_colours
from .text_scale import current_text_scale
from .window_looks import dress_dialog, space_form

CELL_SPACING = 6
SLACK = 4  # pixels more than the facts' width, which Qt gives as a fraction


def facts_table(rows: list[tuple[str, str]]) -> str:
    """Each fact's name in bold and its value on one line (a path cut at a folder's "/" was
    read as two paths)."""
    return f"<table cellspacing='{CELL_SPACING}'>" + "".join(
        f"<tr><td><b>{escape(name)}</b></td>"
        f"<td style='white-space:nowrap'>{escape(value)}</td></tr>" for name, value in rows
    ) + "</table>"


def table_width(rows: list[tuple[str, str]], font: QFont) -> int:
    """How wide ``facts_table(rows)`` is drawn in ``font``, each value on one line."""
    document = QTextDocument()
    document.setDefaultFont(font)
    document.setDocumentMargin(0)
    document.setHtml(facts_table(rows))
    return round(document.idealWidth()) + 1


class AboutDialog(FollowsLanguage, FitsScreen, QDialog):
    """Dressed in the table's look; as wide as its paths need, each on one line, within the
    screen (a path longer than the screen allows is cut in its middle, whole in the tip)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        k = current_text_scale()  # the icon and the width grow with the texts (4K at 100 %)
        self._base_width = round(520 * k)
        self._needed = 0  # as wide as the facts, each on one line (_within_screen)
        self.setWindowIcon(app_icon())
        self.icon_label = QLabel(self)
        # a fifth of the screen's height at most: at 250 % on 1280x720 the dialog was taller
        # than the screen and the icon came out cut
        screen = screen_of(parent) if parent is not None else QGuiApplication.primaryScreen()
        room = screen.availableGeometry().height() // 5 if screen is not None else 96
        side = min(round(96 * k), max(48, room))
        self.icon_label.setPixmap(app_icon().pixmap(side, side))
        self.icon_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title_label = QLabel(self)
        self.title_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.body_label = QLabel(self)
        self.body_label.setWordWrap(True)
        self.body_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.reject)
        layout = self._layout = QVBoxLayout(self)
        space_form(layout, k)
        for widget in (self.icon_label, self.title_label, self.body_label, self.buttons):
            layout.addWidget(widget)
        self.setMinimumWidth(self._base_width)
        dress_dialog(self)
        self.retranslate()

    def retranslate(self) -> None:
        facts = runtime_facts()
        self.setWindowTitle(self.tr("About Koutchina"))
        gold = panel_colours(high_contrast())["gold"]  # as the start screen's title
        self.title_label.setText(
            f"<h2 style='color:{gold}'>Koutchina</h2><p>"
            + self.tr("Version {version}").format(version=facts.version) + "</p>"
        )
        versions = (
            f"Python {facts.python_version} · Qt {facts.qt_version} · "
            f"PySide6 {facts.pyside_version}"
        )
        rows = [
            (self.tr("Log file"), str(facts.log_file)),
            (self.tr("Saved matches"), str(facts.data_folder)),
            (self.tr("Settings"), str(facts.settings_folder)),
            (self.tr("Built with"), versions),
        ]
        rows = self._within_screen(rows)
        self.body_label.setText(
            "<p>"
            + escape(self.tr(
                "Hand (Hareega), Court Piece and Hokm against bots that see only their own "
                "cards, offline."
            ))
            + "</p>" + facts_table(rows)
        )

    def _within_screen(self, rows: list[tuple[str, str]]) -> list[tuple[str, str]]:
        """``rows`` as shown: the dialog made as wide as they need, no wider than the screen;
        values too long even then cut in their middle, the whole of them in the tip."""
        margins = self._layout.contentsMargins()
        self.body_label.ensurePolished()  # its style's margins and padding known
        inside = self.body_label.contentsMargins()
        around = (margins.left() + margins.right() + inside.left() + inside.right()
                  + 2 * self.body_label.margin() + SLACK)
        screen = screen_of(self)
        room = (screen.availableGeometry().width() - FRAME_ROOM.left() - FRAME_ROOM.right()
                - around if screen is not None else 10**6)
        font = self.body_label.font()
        excess = table_width(rows, font) - room
        metrics = QFontMetrics(font)
        shown, cut = [], []
        for name, value in rows:
            width = metrics.horizontalAdvance(value)
            if excess > 0 and width > room // 2:
                short = metrics.elidedText(value, Qt.TextElideMode.ElideMiddle, width - excess)
                if short != value:
                    cut.append(value)
                value = short
            shown.append((name, value))
        self.body_label.setToolTip("\n".join(cut))
        self._needed = min(table_width(shown, font), room) + around
        return shown

    def showEvent(self, event: QShowEvent) -> None:
        """Opened as wide as the facts need, and tall enough for them at that width: Qt's
        own first size is at most two thirds of the screen's width, where the paths wrapped
        and the last facts fell under the Close button (then fitted to the screen)."""
        width = max(self.minimumWidth(), self._needed)
        self.resize(width, max(self.sizeHint().height(),
                               self._layout.totalHeightForWidth(width)))
        super().showEvent(event)
