"""Settings shows the black table high contrast draws, and keeps the person's own felt.

With high contrast on, the "Table felt" box was greyed but still read "Green" (French "Vert")
beside a black table (player-eye review). While high contrast is ticked the box reads that
high contrast sets the table's colour, greyed, and says why; unticked, it shows the felt the
person had chosen, and that felt, not high contrast's table, is what is saved. High contrast's
table is no felt to choose: unticked, the box offers the felts only."""

from __future__ import annotations

import pytest

from koutchina.app.settings_dialog import SettingsDialog
from koutchina.app.table.looks import FELTS
from koutchina.storage.settings import Settings

CONTRAST_TABLE = "Black (high contrast)"
FELT_NAMES = {"green": "Green", "blue": "Blue", "burgundy": "Burgundy"}


def _saved(dialog: SettingsDialog) -> str:
    settings = Settings()
    dialog.apply_to(settings)
    return settings.felt


def _offered(dialog: SettingsDialog) -> list[str]:
    return [dialog.felt.itemText(i) for i in range(dialog.felt.count())]


@pytest.mark.parametrize("own", list(FELTS))
def test_opened_in_high_contrast_the_box_shows_the_black_table_and_keeps_the_felt(
        qtbot, english, own: str) -> None:  # type: ignore[no-untyped-def]
    dialog = SettingsDialog(Settings(high_contrast=True, felt=own))
    qtbot.addWidget(dialog)
    box = dialog.felt
    assert box.currentText() == CONTRAST_TABLE and not box.isEnabled()
    assert box.toolTip() and box.toolTip() == box.accessibleDescription()
    assert _saved(dialog) == own  # the person's felt saved, not high contrast's table
    dialog.high_contrast.setChecked(False)
    assert box.currentText() == FELT_NAMES[own] and box.isEnabled()
    assert not box.toolTip() and not box.accessibleDescription()
    assert _offered(dialog) == [FELT_NAMES[felt] for felt in FELTS]  # no "black" to choose
    assert _saved(dialog) == own


def test_high_contrast_ticked_then_unticked_gives_the_felt_back(
        qtbot, english) -> None:  # type: ignore[no-untyped-def]
    dialog = SettingsDialog(Settings(high_contrast=False, felt="green"))
    qtbot.addWidget(dialog)
    box = dialog.felt
    assert CONTRAST_TABLE not in _offered(dialog)
    box.setCurrentIndex(box.findData("burgundy"))  # chosen here, then high contrast ticked
    dialog.high_contrast.setChecked(True)
    assert box.currentText() == CONTRAST_TABLE and not box.isEnabled() and box.toolTip()
    assert _saved(dialog) == "burgundy"
    dialog.high_contrast.setChecked(False)
    assert box.currentText() == "Burgundy" and box.isEnabled()
    assert _saved(dialog) == "burgundy"
    dialog.high_contrast.setChecked(True)  # and again: one black table, not two
    assert _offered(dialog).count(CONTRAST_TABLE) == 1


def test_the_black_table_follows_the_language(qtbot, language: str) -> None:  # type: ignore[no-untyped-def]
    """Set again with the other texts: in French too the box does not read a felt's name."""
    dialog = SettingsDialog(Settings(high_contrast=True, felt="green"))
    qtbot.addWidget(dialog)
    dialog.retranslate()
    shown = dialog.felt.currentText()
    assert shown and shown not in ("Green", "Vert")
    assert dialog.felt.toolTip()
