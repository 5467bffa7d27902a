"""Choosing the file a match is exported to or imported from: History's Export… and Import…,
and the export offered when quitting with moves not saved (unsaved_quit.py).

The chooser opens in the folder a match was last exported to or imported from, remembered in
the settings (``file_chooser_folder``); the first time, or once that folder is gone (a USB key
taken out), in the person's Documents folder, else at home. An export suggests the match's own
file name, ``<match id>.json``: unique, dated, naming the game.

Where Qt draws the chooser itself (Linux without a desktop's own dialog: the bundle brings no
GTK, so most desktops), it wears the table's look as the other dialogs do: its lists as
History's, its arrows drawn light, the question Qt asks over it (replace a file?) dark too, all
at the size of texts. Where the system has a chooser of its own (Windows, macOS, a desktop's
portal or GTK), that one opens instead, undressed: it is the one people know there, with their
places and recent folders, and a program in a sandbox (Flatpak) reaches the person's files
only through it. The same QFileDialog is made either way; Qt picks which one shows.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QDateTime,
    QIdentityProxyModel,
    QLocale,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSize,
    QStandardPaths,
    Qt,
)
from PySide6.QtGui import QColor, QIcon, QPainter, QPalette, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QFileDialog,
    QFileSystemModel,
    QListView,
    QSplitter,
    QToolButton,
    QTreeView,
    QWidget,
)

from ..storage.settings import Settings
from .dressing import ControlColours, buttons_style, list_colours, scroll_bar_style, window_style
from .i18n import format_datetime
from .screen_fit import fit_on_screen
from .settings_service import SettingsService
from .table.looks import high_contrast
from .text_scale import current_text_scale
from .window_looks import dress_dialog

CHOOSER = "QFileDialog"  # the style sheets' selector: the chooser is a plain QFileDialog (a
# subclass would never be the system's, which Qt shows for QFileDialog itself only)
BASE_SIZE = QSize(880, 500)  # at the base size of texts: a Court piece match's file name,
# its size, type and date whole in French (at 760 wide its name was cut in its middle)
ARROWS = ("backButton", "forwardButton", "toParentButton")  # Qt's names for its tool buttons
ICON_SIZES = (16, 24, 32, 48, 64)


# ----- where it opens ------------------------------------------------------------------------

def documents_or_home() -> Path:
    """The person's Documents folder if there is one, else their home."""
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    if documents and Path(documents).is_dir():
        return Path(documents)
    return Path.home()


def starting_folder(settings: Settings | None) -> Path:
    """The folder remembered if it is still there, else Documents, else home."""
    remembered = settings.file_chooser_folder if settings is not None else None
    if remembered and Path(remembered).is_dir():
        return Path(remembered)
    return documents_or_home()


def remember_folder(service: SettingsService | None, chosen: Path) -> None:
    """The folder of ``chosen`` (a file just exported or imported) offered next time, through
    the settings service, so written at once: a program killed or crashed after an export to
    a USB key still opens there."""
    if service is not None:
        service.change(file_chooser_folder=str(chosen.absolute().parent))


# ----- the chooser ---------------------------------------------------------------------------

def match_chooser(parent: QWidget | None, title: str, folder: Path,
                  save_as: str | None) -> QFileDialog:
    """The chooser opening in ``folder``, made and dressed, not run: to save a match under
    the file name ``save_as``, or to open one when None."""
    matches = QCoreApplication.translate("FileChoice", "Koutchina matches (*.json)")
    dialog = QFileDialog(parent, title, str(folder), matches)
    # Qt's own French has these two labels without their shortcut only: they stayed English
    dialog.setLabelText(QFileDialog.DialogLabel.LookIn,
                        QCoreApplication.translate("FileChoice", "&Look in:"))
    dialog.setLabelText(QFileDialog.DialogLabel.FileType,
                        QCoreApplication.translate("FileChoice", "Files of &type:"))
    # before a file is selected: a proxy set after takes the views' selection with it, and an
    # existing file of the name offered was no longer highlighted
    dialog.setProxyModel(DatesInLanguage(dialog))
    if save_as is None:
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
    else:
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setDefaultSuffix("json")  # "mine" is written as mine.json
        dialog.selectFile(save_as)
    dress_chooser(dialog)
    _sized_to_texts(dialog)
    return dialog


SIZE_COLUMN, DATE_COLUMN = 1, 3  # QFileSystemModel's: name, size, type, date modified


def date_text(moment: QDateTime) -> str:
    """A file's date as History's list writes it, its month in words: "6 Dec 2026 6:40 PM",
    "6 déc. 2026 18:40" (i18n.format_datetime)."""
    day, time = moment.date(), moment.time()
    return format_datetime(datetime(day.year(), day.month(), day.day(), time.hour(),
                                    time.minute()))


def size_text(size: int) -> str:
    """A file's size as the program's language writes it, the unit never on a line of its
    own: "2.0 kB", "2,0 ko"."""
    text = QLocale().formattedDataSize(size, 1, QLocale.DataSizeFormat.DataSizeTraditionalFormat)
    return text.replace(" ", "\u00a0")


class DatesInLanguage(QIdentityProxyModel):
    """The chooser's files as Qt lists them, the date and size of each in the program's
    language: Qt writes them in the system's formats, a bare number for the month ("6 12 2026
    18:40") and "2.00 KiB" whatever the language, and without one set at all (LANG=C).
    Everything else, the sorting by date and by size included, is the file system model's."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)

    def data(self, index: QModelIndex | QPersistentModelIndex,
             role: int = Qt.ItemDataRole.DisplayRole) -> object:
        column = index.column()
        if column in (SIZE_COLUMN, DATE_COLUMN) and role == Qt.ItemDataRole.DisplayRole:
            source = self.sourceModel()
            if isinstance(source, QFileSystemModel):
                found = source.fileInfo(self.mapToSource(index))
                if column == SIZE_COLUMN:  # a folder's size is left as Qt shows it (blank)
                    return size_text(found.size()) if found.isFile() else super().data(
                        index, role)
                moment = found.lastModified()
                return date_text(moment) if moment.isValid() else ""
        return super().data(index, role)


def _run(dialog: QFileDialog) -> bool:
    return dialog.exec() == QDialog.DialogCode.Accepted


# runs the chooser until it is answered; tests put a function that answers it here
run_chooser: Callable[[QFileDialog], bool] = _run


def choose_match_file(parent: QWidget | None, title: str, settings: Settings | None,
                      save_as: str | None = None) -> Path | None:
    """The file the person chose to save a match to (``save_as`` suggested) or to open one
    from; None if they cancelled. The folder is remembered by the caller once the file was
    written or read (``remember_folder``): a refused file's folder is not worth offering."""
    dialog = match_chooser(parent, title, starting_folder(settings), save_as)
    chosen = dialog.selectedFiles() if run_chooser(dialog) else []
    dialog.deleteLater()
    return Path(chosen[0]) if chosen else None


# ----- its looks -----------------------------------------------------------------------------

def chooser_style(contrast: bool) -> str:
    """What ``dress_dialog`` leaves to add: the lists of places and files as History's list,
    the one in focus edged apart, their scroll bars; the tool buttons (back, up, new folder,
    list or details) flat on the ground, a button's shade under the pointer (the system's was
    white, the light arrow on it unseen), the view chosen edged gold; no system icons on the
    buttons of the question Qt asks over the chooser (replace a file?), dressed as a message
    box."""
    k = ControlColours.now(contrast)
    views, question = f"{CHOOSER} QAbstractItemView", f"{CHOOSER} > QMessageBox"
    tools = f"{CHOOSER} > QToolButton"
    return f"""
{tools} {{ background: transparent; border: 2px solid transparent; border-radius: 0.3em;
    padding: 0.15em; }}
{tools}:hover {{ background: {k.hover}; border-color: {k.edge}; }}
{tools}:pressed {{ background: {k.pressed}; }}
{tools}:checked {{ border-color: {k.selection}; }}
{tools}:focus {{ border-color: {k.focus}; }}
{views} {{ background: {k.body}; alternate-background-color: {k.alternate}; color: {k.text};
    border: 1px solid {k.edge}; selection-background-color: {k.selection};
    selection-color: {k.selected_text}; }}
{views}:focus {{ border-color: {k.focus}; }}
{CHOOSER} QDialogButtonBox {{ dialogbuttonbox-buttons-have-icons: 0; }}
""" + (scroll_bar_style(views, contrast) + window_style(question, contrast)
       + buttons_style((f"{question} > QDialogButtonBox",), contrast))


def dress_chooser(dialog: QFileDialog) -> None:
    """``dialog`` in the table's look as it is now, where Qt draws it (a system chooser
    ignores all of this)."""
    contrast = high_contrast()
    dress_dialog(dialog)
    dialog.setStyleSheet(dialog.styleSheet() + chooser_style(contrast))
    _palette_in_looks(dialog, ControlColours.now(contrast))
    for name in ARROWS:
        button = dialog.findChild(QToolButton, name)
        if button is not None:
            button.setIcon(_light_icon(button.icon(), ControlColours.now(contrast)))


def _palette_in_looks(dialog: QFileDialog, k: ControlColours) -> None:
    """The colours of what the style sheet leaves to the palette: the list's headings (gold
    on the dark shade, as History's), the tool buttons under the pointer or pressed, the
    splitter between places and files."""
    palette = dialog.palette()
    colours = list_colours(k) | {QPalette.ColorRole.WindowText: k.words}  # its labels
    for role, colour in colours.items():
        palette.setColor(role, QColor(colour))
    dialog.setPalette(palette)
    for view in dialog.findChildren(QAbstractItemView):  # the dialog's style sheet keeps
        view.setPalette(palette)  # its own palette from reaching them (headings stayed white)


def _light_icon(icon: QIcon, k: ControlColours) -> QIcon:
    """``icon`` (a back, forward or up arrow: the system's are dark grey, unseen on the dark
    ground) in the buttons' light words, grey where it cannot be used now."""
    light = QIcon()
    for size in ICON_SIZES:
        for mode, colour in ((QIcon.Mode.Normal, k.text), (QIcon.Mode.Disabled, k.off_text)):
            light.addPixmap(_coloured(icon.pixmap(size), colour), mode)
    return light


def _coloured(pixmap: QPixmap, colour: str) -> QPixmap:
    """``pixmap``'s shape filled with ``colour``."""
    painter = QPainter(pixmap)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceIn)
    painter.fillRect(pixmap.rect(), QColor(colour))
    painter.end()
    return pixmap


# ----- its size --------------------------------------------------------------------------------

def _sized_to_texts(dialog: QFileDialog) -> None:
    """The chooser, its places and its columns as large as their words at the size of texts:
    Qt opens it at its base size, and with the places' width and the columns' widths of the
    last chooser any Qt program showed (at 200 % "Computer" read "Co…", a size "2…s")."""
    scale = current_text_scale()
    dialog.resize(BASE_SIZE * scale)
    fit_on_screen(dialog)
    places = dialog.findChild(QListView, "sidebar")
    splitter = dialog.findChild(QSplitter, "splitter")
    if places is not None and splitter is not None:
        room = 2 * (places.frameWidth() + places.fontMetrics().averageCharWidth())
        wanted = places.sizeHintForColumn(0) + room  # the longest place whole, not on an edge
        sizes = splitter.sizes()
        if sizes and sizes[0] < wanted:
            splitter.setSizes([wanted, max(1, sum(sizes) - wanted)])
    files = dialog.findChild(QTreeView, "treeView")
    model = dialog.findChild(QFileSystemModel)
    if files is not None and model is not None:  # its rows are read on a thread: fitted then
        model.directoryLoaded.connect(lambda _folder: _fit_columns(files))


def _fit_columns(files: QTreeView) -> None:
    """The size, type and date as wide as their words, the name taking the rest of the
    list's width (its heading's at least: a narrow chooser scrolls sideways)."""
    header = files.header()
    words = [max(files.sizeHintForColumn(column), header.sectionSizeHint(column))
             for column in range(1, header.count())]
    for column, width in enumerate(words, start=1):
        header.resizeSection(column, width)
    rest = files.viewport().width() - sum(words)
    header.resizeSection(0, max(rest, header.sectionSizeHint(0)))


__all__ = ["BASE_SIZE", "DatesInLanguage", "choose_match_file", "chooser_style", "date_text",
           "documents_or_home", "dress_chooser", "match_chooser", "remember_folder", "run_chooser",
           "size_text", "starting_folder"]
