"""The file chooser's dates and sizes read as a person expects in the program's language: "6 Dec
2026 6:40 PM" in English, "6 déc. 2026 18:40" in French, as History's list writes them (a
player's review: Qt's own format showed "6 12 2026 18:40" in both, the month as a bare
number). The dates' order and sorting stay the file system model's, and the
file offered for an export is still highlighted where it exists."""

from __future__ import annotations

import os
from datetime import datetime

from PySide6.QtCore import QDate, QDateTime, QLocale, Qt, QTime
from PySide6.QtWidgets import QApplication, QFileDialog, QTreeView

from koutchina.app import file_choice

from .test_file_choice import shown_chooser

MOMENT = datetime(2026, 12, 6, 18, 40)
WANTED = {"en": ("6 Dec 2026", "6:40\u202fPM", "6:40 PM"), "fr": ("6 déc. 2026", "18:40")}


def _column(dialog: QFileDialog, column: int) -> dict[str, str]:
    """Each row's name and the text of its ``column``, as the list of files shows them."""
    files = dialog.findChild(QTreeView, "treeView")
    model, root = files.model(), files.rootIndex()
    return {model.index(row, 0, root).data(): model.index(row, column, root).data()
            for row in range(model.rowCount(root))}


def _dates(dialog: QFileDialog) -> dict[str, str]:
    """Each row's name and the text of its date."""
    return _column(dialog, 3)


def test_the_date_column_reads_in_the_program_language(qtbot, tmp_path, language: str) -> None:  # type: ignore[no-untyped-def]
    folder = tmp_path / "matches"
    folder.mkdir()
    dated = folder / "hand-match.json"
    dated.write_text("{}", encoding="utf-8")
    stamp = MOMENT.timestamp()
    os.utime(dated, (stamp, stamp))
    dialog = shown_chooser(qtbot, folder)
    qtbot.waitUntil(lambda: "hand-match.json" in _dates(dialog), timeout=5000)
    text = _dates(dialog)["hand-match.json"]
    day, *times = WANTED[language]
    assert text.startswith(day + " ") and text[len(day) + 1:] in times, text
    # the time as the language writes it elsewhere in the program (History's list)
    moment = QDateTime(QDate(2026, 12, 6), QTime(18, 40))
    assert text.endswith(QLocale().toString(moment.time(), QLocale.FormatType.ShortFormat))
    dialog.close()


def test_the_dates_still_sort_by_time_not_by_their_words(qtbot, tmp_path, english: None) -> None:  # type: ignore[no-untyped-def]
    # "10 Apr" sorts before "9 Dec" by its words: newest last by time, whatever they read
    folder = tmp_path / "sorted"
    folder.mkdir()
    for name, moment in (("older.json", datetime(2026, 12, 9, 9, 0)),
                         ("newer.json", datetime(2027, 4, 10, 9, 0))):
        path = folder / name
        path.write_text("{}", encoding="utf-8")
        os.utime(path, (moment.timestamp(), moment.timestamp()))
    dialog = shown_chooser(qtbot, folder)
    files = dialog.findChild(QTreeView, "treeView")
    qtbot.waitUntil(lambda: {"older.json", "newer.json"} <= set(_dates(dialog)), timeout=5000)
    files.sortByColumn(3, Qt.SortOrder.AscendingOrder)
    QApplication.processEvents()
    names = [name for name in _dates(dialog) if name.endswith(".json")]
    assert names.index("older.json") < names.index("newer.json"), _dates(dialog)
    dialog.close()


def test_the_chooser_keeps_its_file_system_model(qtbot, tmp_path, english: None) -> None:  # type: ignore[no-untyped-def]
    # what the chooser's fitting of its columns and the tests read
    dialog = shown_chooser(qtbot, tmp_path / "kept")
    assert dialog.findChild(file_choice.QFileSystemModel) is not None
    dialog.close()


SIZES = {"en": "2.0\u00a0kB", "fr": "2,0\u00a0ko"}  # 2,048 bytes, the unit kept by its number


def test_the_size_column_reads_in_the_program_language(qtbot, tmp_path, language: str) -> None:  # type: ignore[no-untyped-def]
    # Qt wrote "2.00 KiB" in both languages (the system's words): a French player reads "ko"
    folder = tmp_path / "sized"
    folder.mkdir()
    (folder / "court-piece-long.json").write_bytes(b"x" * 2048)
    dialog = shown_chooser(qtbot, folder)
    qtbot.waitUntil(lambda: "court-piece-long.json" in _column(dialog, 1), timeout=5000)
    assert _column(dialog, 1)["court-piece-long.json"] == SIZES[language]
    dialog.close()


def test_an_export_over_an_existing_file_still_shows_it_highlighted(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    # the language's proxy, set after the file was selected, took the views' selection
    # with it: exporting the same match again showed its file unmarked in the list
    dialog = shown_chooser(qtbot, tmp_path / "again", save_as="hokm-match.json")
    files = dialog.findChild(QTreeView, "treeView")
    qtbot.waitUntil(lambda: "hokm-match.json" in _dates(dialog), timeout=5000)
    qtbot.waitUntil(lambda: [index.data() for index in files.selectionModel().selectedRows()]
                    == ["hokm-match.json"], timeout=5000)
    dialog.close()
