"""The file chooser of History's Export… and Import…, and of the export offered when quitting
with unsaved moves (a player's review): it was a light grey system form beside dark windows,
and it always opened at home. It opens where the person last exported to or imported from
(remembered across restarts), the first time in their Documents folder, and wears the table's
look. The chooser is driven as made (``file_choice.run_chooser`` replaced), never run modally.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QApplication,
    QDialogButtonBox,
    QFileDialog,
    QLabel,
    QMessageBox,
    QToolButton,
    QTreeView,
)
from storage.helpers import random_match, saved_of  # tests/storage, beside this folder

from koutchina.app import file_choice
from koutchina.app.dressing import ControlColours
from koutchina.app.history.window import HistoryWindow
from koutchina.app.main_window import MainWindow
from koutchina.app.table.looks import button_face, set_high_contrast
from koutchina.app.text_scale import apply_text_scale
from koutchina.storage import MatchStore, read_match_file
from koutchina.storage.settings import load_settings, save_settings

from .felt_checks import (
    area_in,
    looks_restored,  # noqa: F401 - a fixture, used by the looks' tests
    words_contrast,
)
from .helpers import make_window


class Answers:
    """The choosers opened, noted as the person found them (the folder shown, the name
    written in), each answered with ``file`` (None: Cancel)."""

    def __init__(self) -> None:
        self.folders: list[Path] = []
        self.names: list[str] = []
        self.kinds: list[tuple[QFileDialog.AcceptMode, QFileDialog.FileMode, str, str]] = []
        self.file: Path | None = None

    def run(self, dialog: QFileDialog) -> bool:
        self.folders.append(Path(dialog.directory().absolutePath()))
        chosen = dialog.selectedFiles()
        self.names.append(Path(chosen[0]).name if chosen else "")
        self.kinds.append((dialog.acceptMode(), dialog.fileMode(), dialog.defaultSuffix(),
                           dialog.windowTitle()))
        if self.file is None:
            return False
        dialog.selectFile(str(self.file))
        return True


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A home folder of the test's own (Qt and Python both read $HOME when asked)."""
    folder = tmp_path / "home"
    folder.mkdir()
    monkeypatch.setenv("HOME", str(folder))
    return folder


@pytest.fixture
def chooser(monkeypatch: pytest.MonkeyPatch) -> Answers:
    """The chooser answered by the test instead of being run."""
    answers = Answers()
    monkeypatch.setattr(file_choice, "run_chooser", answers.run)
    return answers


def history_with(qtbot, **settings: object) -> tuple[MainWindow, HistoryWindow]:  # type: ignore[no-untyped-def]
    """A main window with these settings and its History over one saved match, chosen."""
    MatchStore().save(saved_of(random_match("hokm", 5, moves=60), "exported"))
    window = make_window(qtbot, **settings)
    history = window.open_history()
    qtbot.addWidget(history)
    qtbot.waitUntil(lambda: not history.scan.running and history.model.rowCount() == 1,
                    timeout=15000)
    assert history.select_match("exported")
    return window, history


# ----- where it opens ------------------------------------------------------------------------

def test_the_first_time_export_opens_in_documents_and_suggests_the_match_file(
        qtbot, home, chooser) -> None:  # type: ignore[no-untyped-def]
    (home / "Documents").mkdir()
    _window, history = history_with(qtbot)
    history.export_selected()
    assert chooser.folders == [home / "Documents"]
    assert chooser.names == ["exported.json"]  # the match's own name: unique, dated, its game
    # "mine" written as mine.json
    assert chooser.kinds == [(QFileDialog.AcceptMode.AcceptSave, QFileDialog.FileMode.AnyFile,
                              "json", "Export the match")]


def test_without_a_documents_folder_import_opens_at_home(qtbot, home, chooser) -> None:  # type: ignore[no-untyped-def]
    _window, history = history_with(qtbot)
    history.import_file()
    assert chooser.folders == [home]
    assert chooser.kinds == [(QFileDialog.AcceptMode.AcceptOpen,
                              QFileDialog.FileMode.ExistingFile, "", "Import a match")]


def test_it_opens_in_the_folder_remembered(qtbot, home, chooser, tmp_path) -> None:  # type: ignore[no-untyped-def]
    (home / "Documents").mkdir()
    kept = tmp_path / "usb" / "matches"
    kept.mkdir(parents=True)
    _window, history = history_with(qtbot, file_chooser_folder=str(kept))
    history.export_selected()
    history.import_file()
    assert chooser.folders == [kept, kept]


def test_a_remembered_folder_that_is_gone_falls_back_to_documents(
        qtbot, home, chooser, tmp_path) -> None:  # type: ignore[no-untyped-def]
    (home / "Documents").mkdir()
    _window, history = history_with(qtbot, file_chooser_folder=str(tmp_path / "unplugged"))
    history.import_file()
    assert chooser.folders == [home / "Documents"]


# ----- what it remembers -----------------------------------------------------------------

def test_the_folder_of_an_export_is_remembered_across_a_restart(
        qtbot, home, chooser, tmp_path) -> None:  # type: ignore[no-untyped-def]
    target = tmp_path / "out" / "mine.json"
    target.parent.mkdir()
    chooser.file = target
    window, history = history_with(qtbot)
    history.export_selected()
    assert read_match_file(target).saved.match_id == "exported"
    assert window.settings.file_chooser_folder == str(target.parent)
    assert window.close()
    remembered = load_settings().file_chooser_folder
    assert remembered == str(target.parent)
    # the next start: the chooser opens there
    chooser.file = None
    _again, history = history_with(qtbot, file_chooser_folder=remembered)
    history.import_file()
    assert chooser.folders[-1] == target.parent


def test_the_folder_is_written_to_disk_at_once_not_only_when_the_program_ends(
        qtbot, home, chooser, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """A player who exports to a USB key and then has the program killed (or it crashes)
    finds the chooser there next time: the settings file holds the folder as soon as the
    export or import is done, no window closed."""
    target = tmp_path / "usb" / "mine.json"
    target.parent.mkdir()
    chooser.file = target
    window, history = history_with(qtbot)
    history.export_selected()
    assert load_settings().file_chooser_folder == str(target.parent)
    source = tmp_path / "friends" / "theirs.json"
    source.parent.mkdir()
    MatchStore().export(MatchStore().path_for("exported"), source)
    chooser.file = source
    history.import_file()
    assert load_settings().file_chooser_folder == str(source.parent)
    assert window.isVisible() and history.isVisible()  # nothing closed: what a kill leaves


def test_the_folder_of_an_import_is_remembered_not_that_of_a_cancel_or_a_refusal(
        qtbot, home, chooser, tmp_path) -> None:  # type: ignore[no-untyped-def]
    window, history = history_with(qtbot)
    bad = tmp_path / "elsewhere" / "broken.json"
    bad.parent.mkdir()
    bad.write_bytes(b"\xff\xfe not a match")
    chooser.file = bad
    history.import_file()
    assert "broken.json" in history.last_message
    assert window.settings.file_chooser_folder is None  # nothing was imported from there
    chooser.file = None
    history.import_file()
    assert window.settings.file_chooser_folder is None
    good = tmp_path / "friends" / "theirs.json"
    good.parent.mkdir()
    store = MatchStore()
    store.export(store.path_for("exported"), good)
    chooser.file = good
    history.import_file()
    assert history.last_message.startswith("This match is already in your history")
    assert window.settings.file_chooser_folder == str(good.parent)


def test_an_old_settings_file_without_the_folder_still_loads(tmp_path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"format_version": 1, "felt": "blue"}), encoding="utf-8")
    settings = load_settings(path)
    assert settings.load_problem is None
    assert settings.felt == "blue" and settings.file_chooser_folder is None
    settings.file_chooser_folder = str(tmp_path)
    save_settings(settings, path)
    assert load_settings(path).file_chooser_folder == str(tmp_path)


# ----- how it looks ----------------------------------------------------------------------

def shown_chooser(qtbot, folder: Path, save_as: str | None = "hand.json") -> QFileDialog:  # type: ignore[no-untyped-def]
    """The chooser as the program makes it, shown without running it, over a folder with a
    sub-folder and two matches."""
    (folder / "Sub folder").mkdir(parents=True, exist_ok=True)
    for name in ("hand-2024.json", "hokm-match.json"):
        (folder / name).write_text("{}", encoding="utf-8")
    dialog = file_choice.match_chooser(None, "Export the match", folder, save_as)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(lambda: bool(_rows(dialog)) and _rows(dialog) >= 3, timeout=5000)
    QApplication.processEvents()
    return dialog


def _rows(dialog: QFileDialog) -> int:
    view = dialog.findChild(QTreeView, "treeView")
    return view.model().rowCount(view.rootIndex()) if view is not None else 0


@pytest.mark.usefixtures("looks_restored")
@pytest.mark.parametrize("contrast", [False, True])
def test_the_chooser_is_dark_like_the_other_dialogs(qtbot, tmp_path, contrast: bool) -> None:  # type: ignore[no-untyped-def]
    set_high_contrast(contrast)
    k = ControlColours.now(contrast)
    dialog = shown_chooser(qtbot, tmp_path / "folder")
    image = dialog.grab().toImage()
    assert image.pixelColor(2, 2).name() == QColor(k.dark).name()  # the window's ground
    assert image.pixelColor(2, dialog.height() - 3).name() == QColor(k.dark).name()
    files = dialog.findChild(QTreeView, "treeView")
    list_area = area_in(dialog, files.viewport())
    ground = image.pixelColor(list_area.bottomRight() - QPoint(4, 4))
    assert ground.name() == QColor(k.body).name()  # the list of files as History's
    headings = area_in(dialog, files.header())
    heading_words = {image.pixelColor(x, y).name() for x in range(headings.left(), headings.right())
                     for y in range(headings.top(), headings.bottom())}
    assert QColor(k.heading).name() in heading_words  # gold as History's
    first_row = files.visualRect(files.model().index(0, 0, files.rootIndex()))
    assert words_contrast(image, area_in(dialog, files.viewport(), first_row), ground) >= 4.5
    label = dialog.findChild(QLabel, "fileNameLabel")
    assert words_contrast(image, area_in(dialog, label), QColor(k.dark)) >= 4.5
    up = dialog.findChild(QToolButton, "toParentButton")  # the system's arrow: dark on dark
    assert words_contrast(image, area_in(dialog, up), QColor(k.dark)) >= 4.5
    if not contrast:
        row = dialog.findChild(QDialogButtonBox, "buttonBox")
        ok = row.buttons()[0]
        face = image.pixelColor(area_in(dialog, ok).center() + QPoint(0, ok.height() // 3))
        assert face.name() == QColor(button_face()).name()  # the table's buttons
        assert ok.icon().isNull()  # no system icon, a dark blot on the dark face


@pytest.mark.usefixtures("looks_restored")
def test_a_question_the_chooser_asks_is_dark_too(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Qt asks over its chooser whether to replace an existing file: shown here without
    running it, as Qt makes it (a message box, child of the chooser)."""
    dialog = shown_chooser(qtbot, tmp_path / "folder")
    box = QMessageBox(QMessageBox.Icon.Warning, "Export the match",
                      "hand-2024.json already exists.\nDo you want to replace it?",
                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, dialog)
    box.show()
    QApplication.processEvents()
    image = box.grab().toImage()
    dark = QColor(ControlColours.now(False).dark)
    assert image.pixelColor(2, image.height() - 3).name() == dark.name()
    [label] = [w for w in box.findChildren(QLabel) if "replace" in w.text()]
    assert words_contrast(image, area_in(box, label), dark) >= 4.5
    box.close()


@pytest.fixture
def scale_restored() -> Iterator[None]:
    yield
    apply_text_scale(1.0)


@pytest.mark.usefixtures("scale_restored")
def test_with_texts_twice_as_large_the_chooser_shows_whole_names(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    apply_text_scale(1.0)
    small = shown_chooser(qtbot, tmp_path / "small")
    small_label = small.findChild(QLabel, "fileNameLabel").height()
    small.close()
    apply_text_scale(2.0)
    dialog = shown_chooser(qtbot, tmp_path / "large")
    label = dialog.findChild(QLabel, "fileNameLabel")
    assert label.height() >= 1.7 * small_label  # the text size followed
    files = dialog.findChild(QTreeView, "treeView")
    metrics = files.fontMetrics()
    header = files.header()
    # each name whole in its column, its size and date beside it (at 200 % they were cut:
    # "hokm-ma…", "2…s")
    for row in range(files.model().rowCount(files.rootIndex())):
        name = files.model().index(row, 0, files.rootIndex()).data()
        assert metrics.horizontalAdvance(name) + 2 * metrics.height() <= header.sectionSize(0)
    assert header.sectionPosition(3) + header.sectionSize(3) <= files.viewport().width()
    date = files.model().index(0, 3, files.rootIndex()).data()
    assert metrics.horizontalAdvance(date) < header.sectionSize(3)
