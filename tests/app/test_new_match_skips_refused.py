"""A house rule's number box steps over a value the rules refuse on their own: Badam Satti's
"one deal in 1" would leave no deal with trump, and the up arrow from "Never" landed on it,
showing an error and greying out OK (a player's review). The arrows, the wheel and the keys go
from "Never" to "one deal in 2" and back; a 1 typed is still refused with its reason."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QSpinBox
from pytestqt.qtbot import QtBot

from koutchina.app.new_match_choice import NewMatchChoice
from koutchina.app.new_match_dialog import NewMatchDialog
from koutchina.engine import Game, option_specs


def _open(qtbot: QtBot) -> NewMatchDialog:
    dialog = NewMatchDialog(NewMatchChoice(game="court-piece", options={},
                                           levels=["medium"] * 3))
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def _ok_enabled(dialog: NewMatchDialog) -> bool:
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    return ok.isEnabled()


def test_the_rules_name_the_value_they_refuse_alone() -> None:
    [spec] = [s for s in option_specs(Game.COURT_PIECE) if s.key == "badam_satti_every"]
    assert spec.refused == (1,)
    # Hand's numbers (its rounds) refuse nothing in their range
    hand = [s for s in option_specs(Game.HAND) if s.kind == "int" and s.key != "turn_timer"]
    assert hand and all(not s.refused for s in hand)


def test_the_arrows_step_from_never_to_one_deal_in_two_and_back(
        qtbot: QtBot, english: None) -> None:
    dialog = _open(qtbot)
    box = dialog.option_widgets["badam_satti_every"]
    assert isinstance(box, QSpinBox) and box.value() == 0
    assert box.text() == "Never"
    box.setFocus()
    qtbot.keyClick(box, Qt.Key.Key_Up)
    assert box.value() == 2
    assert dialog.error_label.text() == "" and _ok_enabled(dialog)
    qtbot.keyClick(box, Qt.Key.Key_Up)
    assert box.value() == 3
    qtbot.keyClick(box, Qt.Key.Key_Down)
    qtbot.keyClick(box, Qt.Key.Key_Down)
    assert box.value() == 0 and box.text() == "Never"
    box.stepBy(-1)  # at its lowest it stays there
    assert box.value() == 0


def test_a_one_typed_is_refused_with_its_reason(qtbot: QtBot, english: None) -> None:
    dialog = _open(qtbot)
    box = dialog.option_widgets["badam_satti_every"]
    assert isinstance(box, QSpinBox)
    box.setValue(1)
    # said as the box says it ("Never", a player's check found "never" in the English words)
    assert dialog.error_label.text() == (
        "Badam Satti: choose “Never”, or one deal in 2 to 10; one in 1 would leave no deal "
        "with a trump.")
    assert not _ok_enabled(dialog)
