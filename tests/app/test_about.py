"""Help > About shows the version and where the log and the saves are kept."""

from PySide6.QtWidgets import QApplication

from koutchina import __version__
from koutchina.app.about_dialog import AboutDialog
from koutchina.app.logging_setup import log_file_path
from koutchina.app.main_window import MainWindow
from koutchina.storage import paths


def test_about_names_the_version_the_log_file_and_the_saves_folder(qtbot):
    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    text = dialog.title_label.text() + dialog.body_label.text()
    assert f"Version {__version__}" in text
    assert str(log_file_path()) in text
    assert str(paths.data_dir()) in text


def test_the_help_menu_opens_about(qtbot, monkeypatch):
    window = MainWindow(autosave=False)
    qtbot.addWidget(window)
    assert window.menus.about_action in window.menus.help_menu.actions()
    assert window.menus.about_action.text() == "&About Koutchina"
    opened = []
    monkeypatch.setattr(AboutDialog, "exec", lambda self: opened.append(self) or 0)
    window.menus.about_action.trigger()
    QApplication.processEvents()
    assert len(opened) == 1 and opened[0].windowTitle() == "About Koutchina"


def test_with_texts_twice_as_large_the_about_box_grows_with_them(qtbot) -> None:
    """At 4K (texts doubled) the icon stayed 96 px and the box 520 px wide: its paths wrapped
    and the Close button barely fitted."""
    from koutchina.app.text_scale import apply_text_scale

    small = AboutDialog()
    qtbot.addWidget(small)
    apply_text_scale(2.0)
    try:
        large = AboutDialog()
        qtbot.addWidget(large)
        assert large.icon_label.pixmap().width() == 2 * small.icon_label.pixmap().width()
        assert large.minimumWidth() == 2 * small.minimumWidth()
    finally:
        apply_text_scale(1.0)
