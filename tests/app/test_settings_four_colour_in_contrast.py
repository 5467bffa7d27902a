"""Settings shows the four-colour suits high contrast draws, and keeps the person's own choice.

With high contrast on, the "Four-colour suits" box was greyed and unticked while the table
showed four colours (high contrast forces them): a player read it as "four colours off"
(player-eye review, French). While high contrast is ticked the box is ticked and greyed, and
says why; unticked, the box shows what the person had chosen, and that choice, not high
contrast's, is what is saved."""

from __future__ import annotations

import pytest

from koutchina.app.settings_dialog import SettingsDialog
from koutchina.storage.settings import Settings


def _saved(dialog: SettingsDialog) -> bool:
    settings = Settings()
    dialog.apply_to(settings)
    return settings.four_colour


@pytest.mark.parametrize("own", [False, True])
def test_opened_in_high_contrast_the_box_shows_four_colours_and_keeps_the_choice(
        qtbot, own: bool) -> None:  # type: ignore[no-untyped-def]
    dialog = SettingsDialog(Settings(high_contrast=True, four_colour=own))
    qtbot.addWidget(dialog)
    box = dialog.four_colour
    assert box.isChecked() and not box.isEnabled()
    assert box.toolTip() and box.toolTip() == box.accessibleDescription()
    assert _saved(dialog) is own  # the person's choice saved, not high contrast's
    dialog.high_contrast.setChecked(False)
    assert box.isChecked() is own and box.isEnabled()
    assert not box.toolTip() and not box.accessibleDescription()
    assert _saved(dialog) is own


@pytest.mark.parametrize("own", [False, True])
def test_high_contrast_ticked_then_unticked_gives_the_choice_back(
        qtbot, own: bool) -> None:  # type: ignore[no-untyped-def]
    dialog = SettingsDialog(Settings(high_contrast=False, four_colour=not own))
    qtbot.addWidget(dialog)
    box = dialog.four_colour
    assert not box.toolTip()
    box.setChecked(own)  # chosen in this dialog, before high contrast is ticked
    dialog.high_contrast.setChecked(True)
    assert box.isChecked() and not box.isEnabled() and box.toolTip()
    assert _saved(dialog) is own
    dialog.high_contrast.setChecked(False)
    assert box.isChecked() is own and box.isEnabled()
    assert _saved(dialog) is own


def test_the_reason_follows_the_language(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The tooltip is set again with the other texts at a change of language."""
    dialog = SettingsDialog(Settings(high_contrast=True, four_colour=False))
    qtbot.addWidget(dialog)
    dialog.four_colour.setToolTip("")
    dialog.retranslate()
    assert dialog.four_colour.toolTip()
