"""Help > About: what Koutchina is, its version, and where it keeps its files and its log."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from .i18n import FollowsLanguage
from .icons import app_icon
from .logging_setup import runtime_facts
from .screen_fit import FitsScreen
from .text_scale import current_text_scale


class AboutDialog(FollowsLanguage, FitsScreen, QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        k = current_text_scale()  # the icon and the width grow with the texts (4K at 100 %)
        self.setWindowIcon(app_icon())
        self.icon_label = QLabel(self)
        side = round(96 * k)
        self.icon_label.setPixmap(app_icon().pixmap(side, side))
        self.icon_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title_label = QLabel(self)
        self.title_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.body_label = QLabel(self)
        self.body_label.setWordWrap(True)
        self.body_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        for widget in (self.icon_label, self.title_label, self.body_label, self.buttons):
            layout.addWidget(widget)
        self.setMinimumWidth(round(520 * k))  # the paths on one line each
        self.retranslate()

    def retranslate(self) -> None:
        facts = runtime_facts()
        self.setWindowTitle(self.tr("About Koutchina"))
        self.title_label.setText(
            "<h2>Koutchina</h2><p>" + self.tr("Version {version}").format(version=facts.version)
            + "</p>"
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
        table = "".join(
            f"<tr><td><b>{name}</b></td><td>{value}</td></tr>" for name, value in rows
        )
        self.body_label.setText(
            "<p>"
            + self.tr(
                "Hand (Hareega), Court Piece and Hokm against bots that see only their own "
                "cards, offline."
            )
            + "</p><table cellspacing='6'>" + table + "</table>"
        )
