"""A number box keeps its whole edge beside its arrows: in high contrast the arrows' buttons lay
black over the box's white edge, which then stopped where they began, the arrows floating
outside the field (Settings, "Pause between bot moves"; a player's review)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor

from koutchina.app.settings_dialog import SettingsDialog
from koutchina.app.table.looks import set_high_contrast
from koutchina.storage.settings import Settings


@pytest.mark.parametrize("contrast", [True, False], ids=["high contrast", "usual"])
def test_a_number_box_s_edge_runs_round_its_arrows(qtbot, contrast: bool) -> None:
    set_high_contrast(contrast)
    try:
        dialog = SettingsDialog(Settings(high_contrast=contrast))
        qtbot.addWidget(dialog)
        dialog.show()
        box = dialog.pause
        image = box.grab().toImage()
        field = image.pixelColor(image.width() // 3, 0)  # the edge over the number
        right = image.width() - 1
        for y in (image.height() // 4, image.height() * 3 // 4):  # by each arrow
            edge = QColor(image.pixelColor(right, y))
            assert abs(edge.lightness() - field.lightness()) < 40, (y, edge.name(), field.name())
        top = image.pixelColor(image.width() - image.height() // 3, 0)  # over the up arrow
        assert abs(top.lightness() - field.lightness()) < 40, (top.name(), field.name())
    finally:
        set_high_contrast(False)
