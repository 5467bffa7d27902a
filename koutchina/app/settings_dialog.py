"""Settings: animation speed, bot pause, four-colour suits, looks (felt, backs, large cards,
high contrast), sound. The turn timer is a rule of the match: the New match dialog sets it.

Its choices scroll where the screen is too short for them (1280x720 at 200 %: the dialog was
778 px tall, OK and Cancel under the screen's bottom edge), OK and Cancel always under them.
Before they scroll, the gaps between them close up as far as a few pixels: at 175 % with high
contrast on 1280x720 the last row was cut by 30 px, the rows 14 px apart (a player's review)."""

from __future__ import annotations

from math import ceil

from PySide6.QtCore import Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QSlider,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..storage.settings import Settings
from . import texts
from .i18n import FollowsLanguage
from .screen_fit import FRAME_ROOM, FitsScreen, ScrollWhenShort
from .screens import screen_of
from .table.looks import CARD_BACKS, FELTS
from .text_scale import TEXT_SCALES, current_text_scale
from .timer_choice import TurnTimerBox
from .timing import SPEEDS
from .wheel_guard import WheelGuard, guard_wheels
from .window_looks import dress_dialog, dressed_part, space_form


class SettingsDialog(FollowsLanguage, FitsScreen, QDialog):
    """Dressed in the table's look as it is when opened (window_looks.py), its margins and
    gaps at the size of texts. The choices (``body``) scroll where the screen is too short
    for them (``body_scroll``); OK and Cancel stay under them, on the screen."""

    def __init__(self, settings: Settings, parent: QWidget | None = None,
                 match_timer: int | None = None) -> None:
        """``match_timer``: the turn timer of the match being played, if one is (the timer
        chosen here is that match's too, from then on)."""
        super().__init__(parent)
        self.body = dressed_part(QWidget())  # its controls dressed as the dialog's own
        form = QFormLayout(self.body)
        self.form = form
        space_form(form, current_text_scale())
        self._row_gap = form.verticalSpacing()  # the gap between rows where there is room
        form.setLabelAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.speed_label = QLabel()
        self.speed = QComboBox()
        for speed in SPEEDS:
            self.speed.addItem("", speed)
        self.speed.setCurrentIndex(max(0, self.speed.findData(settings.animation_speed)))
        form.addRow(self.speed_label, self.speed)
        self.pause_label = QLabel()
        self.pause = QSpinBox()
        self.pause.setRange(0, 5000)
        self.pause.setSingleStep(100)
        self.pause.setValue(settings.bot_pause_ms)
        form.addRow(self.pause_label, self.pause)
        # the match's own timer, and the next ones': it was only chosen in New match, and a
        # person who chose 10 s had to give the match up to relax it (a player's review)
        self._in_match = match_timer is not None
        self.timer_label = QLabel()
        self._timer_shown = settings.turn_timer if match_timer is None else match_timer
        self.timer = TurnTimerBox(self._timer_shown)
        form.addRow(self.timer_label, self.timer)
        self.text_size_label = QLabel()
        self.text_size = QComboBox()
        self.text_size.addItem("", None)
        for scale in TEXT_SCALES:
            self.text_size.addItem("", scale)
        self.text_size.setCurrentIndex(max(0, self.text_size.findData(settings.text_scale)))
        form.addRow(self.text_size_label, self.text_size)
        self.four_colour = QCheckBox()
        self.four_colour.setChecked(settings.four_colour)
        self._own_four_colour = settings.four_colour  # the person's choice, kept under contrast
        self._contrast_shown = False  # the box shows high contrast's four colours, not theirs
        form.addRow(self.four_colour)
        self.felt_label = QLabel()
        self.felt = QComboBox()
        for name in FELTS:
            self.felt.addItem("", name)
        self.felt.setCurrentIndex(max(0, self.felt.findData(settings.felt)))
        self._own_felt = settings.felt  # the person's felt, kept under high contrast's table
        form.addRow(self.felt_label, self.felt)
        self.back_label = QLabel()
        self.back = QComboBox()
        for name in CARD_BACKS:
            self.back.addItem("", name)
        self.back.setCurrentIndex(max(0, self.back.findData(settings.card_back)))
        form.addRow(self.back_label, self.back)
        self.large_cards = QCheckBox()
        self.large_cards.setChecked(settings.large_cards)
        form.addRow(self.large_cards)
        self.high_contrast = QCheckBox()
        self.high_contrast.setChecked(settings.high_contrast)
        form.addRow(self.high_contrast)
        # high contrast sets the table and the suits' colours itself: those choices wait
        self.high_contrast.toggled.connect(self._overridden_by_contrast)
        self._overridden_by_contrast(settings.high_contrast)
        self.sound_on = QCheckBox()
        self.sound_on.setChecked(settings.sound_on)
        self.volume_label = QLabel()
        self.volume = QSlider(Qt.Orientation.Horizontal)
        self.volume.setRange(0, 100)
        self.volume.setSingleStep(5)
        self.volume.setPageStep(10)
        self.volume.setValue(settings.sound_volume)
        self.volume_label.setBuddy(self.volume)
        self.volume_value = QLabel()
        self.volume.valueChanged.connect(lambda _value: self._show_volume())
        volume_row = QHBoxLayout()  # beside the sounds' box: a row fewer, so that the rows
        volume_row.addWidget(self.volume_label)  # lie whole at 200 % on 1280x720 with the
        volume_row.addWidget(self.volume, 1)  # turn timer's
        volume_row.addWidget(self.volume_value)
        form.addRow(self.sound_on, volume_row)
        self.silent_minimized = QCheckBox()
        self.silent_minimized.setChecked(settings.sound_silent_minimized)
        form.addRow(self.silent_minimized)
        self.sound_on.toggled.connect(self.volume.setEnabled)
        self.sound_on.toggled.connect(self.silent_minimized.setEnabled)
        self.volume.setEnabled(settings.sound_on)
        self.silent_minimized.setEnabled(settings.sound_on)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        # the body's margins are the dialog's (the scroll bar, when there is one, at the
        # dialog's right edge); the buttons set in as far as the body's fields, a row's gap
        # under it (under a row cut at the scrolled body's edge too)
        layout = self._column = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(form.verticalSpacing())
        self.body_scroll = ScrollWhenShort(self.body)
        layout.addWidget(self.body_scroll, 1)
        buttons_row = QHBoxLayout()
        margin = form.contentsMargins().left()
        buttons_row.setContentsMargins(margin, 0, margin, margin)
        buttons_row.addWidget(self.buttons)
        layout.addLayout(buttons_row)
        dress_dialog(self)
        guard_wheels(self)  # the wheel over a box without the focus scrolls the body
        guard = self.findChild(WheelGuard, "wheel_guard")
        if guard is not None:  # the volume's slider too, or scrolling past it changes it
            self.volume.installEventFilter(guard)
        self.retranslate()

    def showEvent(self, event: QShowEvent) -> None:
        # as large as its choices want, measured once dressed (the style sheet's fonts and
        # paddings, polished as it shows), as far as the screen allows: fitted to it then
        # (FitsScreen), the body scrolling; not the two thirds of the screen a dialog with a
        # scrolled body opens at by itself
        if not event.spontaneous():
            # the scrolled body's height read again: the layout kept the one measured before
            # the dressing's paddings were polished (9 px short at 100 %: a needless scroll)
            self.body_scroll.updateGeometry()
            self._close_up_rows()
            self.resize(self.sizeHint())
        super().showEvent(event)

    def _close_up_rows(self) -> None:
        """The rows' gaps as they are where the screen has room for the whole body, closer
        (down to a few pixels) as far as that lets the body lie whole on a short screen: a
        body scrolled by a few pixels showed its last row cut at the bottom."""
        self.form.setVerticalSpacing(self._row_gap)
        self._column.setSpacing(self._row_gap)  # between the body and OK and Cancel too
        screen = screen_of(self)
        if screen is None:
            return
        room = screen.availableGeometry().height() - FRAME_ROOM.top() - FRAME_ROOM.bottom()
        self.body.adjustSize()
        self._column.activate()
        over = self.sizeHint().height() - room
        gaps = self.form.rowCount()  # between the rows, and under the last one
        if over <= 0:
            return
        gap = max(2, self._row_gap - ceil(over / gaps))
        self.form.setVerticalSpacing(gap)
        self._column.setSpacing(gap)
        self.body_scroll.updateGeometry()

    def timer_changed(self) -> bool:
        """Whether the person chose another turn timer than the one shown: the match's, where
        one is played, which OK alone made the next matches' too (a player's review)."""
        return self.timer.seconds() != self._timer_shown

    def apply_to(self, settings: Settings) -> None:
        settings.animation_speed = self.speed.currentData()
        settings.bot_pause_ms = self.pause.value()
        if self.timer_changed():  # the match's shown: left as it was, the next ones' too
            settings.turn_timer = self.timer.seconds()
        # the person's own choice, not the four colours high contrast shows in its place
        settings.four_colour = (self._own_four_colour if self._contrast_shown
                                else self.four_colour.isChecked())
        settings.text_scale = self.text_size.currentData()
        settings.felt = self._own_felt if self._contrast_shown else self.felt.currentData()
        settings.card_back = self.back.currentData()
        settings.large_cards = self.large_cards.isChecked()
        settings.high_contrast = self.high_contrast.isChecked()
        settings.sound_on = self.sound_on.isChecked()
        settings.sound_volume = self.volume.value()
        settings.sound_silent_minimized = self.silent_minimized.isChecked()

    def _overridden_by_contrast(self, high_contrast: bool) -> None:
        """High contrast draws four-colour suits on a black table whatever is chosen: while it
        is ticked the boxes show them (four colours ticked, the felt box reading high
        contrast's black table, an entry of its own that no felt is), greyed, saying why;
        unticked, they show the person's own choices again (the four colours showed unticked
        beside a table in four colours, the felt read "Green" beside a black table)."""
        for choice in (self.felt_label, self.felt, self.four_colour):
            choice.setEnabled(not high_contrast)
        if high_contrast and not self._contrast_shown:
            self._own_four_colour = self.four_colour.isChecked()
            self.four_colour.setChecked(True)
            self._own_felt = self.felt.currentData()
            self.felt.addItem(self._contrast_table(), None)  # its words, as the felts'
            self.felt.setCurrentIndex(self.felt.count() - 1)
        elif not high_contrast and self._contrast_shown:
            self.four_colour.setChecked(self._own_four_colour)
            self.felt.removeItem(self.felt.findData(None))
            self.felt.setCurrentIndex(max(0, self.felt.findData(self._own_felt)))
        self._contrast_shown = high_contrast
        self._say_why_overridden()

    def _contrast_table(self) -> str:
        return self.tr("Black (high contrast)")

    def _say_why_overridden(self) -> None:
        shown = self._contrast_shown
        four = self.tr("High contrast shows four-colour suits: untick it to choose here.")
        felt = self.tr("High contrast sets a black table: untick it to choose the felt.")
        for box, why in ((self.four_colour, four if shown else ""),
                         (self.felt, felt if shown else "")):
            box.setToolTip(why)
            box.setWhatsThis(why)
            box.setAccessibleDescription(why)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Settings"))
        self.speed_label.setText(self.tr("Animation speed"))
        for i in range(self.speed.count()):
            self.speed.setItemText(i, texts.speed_name(str(self.speed.itemData(i))))
        self.pause_label.setText(self.tr("Pause between bot moves"))
        self.pause.setSuffix(self.tr(" ms"))
        self.timer_label.setText(self.tr("Turn timer (this match and new ones)")
                                 if self._in_match else self.tr("Turn timer (new matches)"))
        self.text_size_label.setText(self.tr("Size of texts"))
        self.text_size.setItemText(0, self.tr("Automatic (from the screen)"))
        for index in range(1, self.text_size.count()):
            self.text_size.setItemText(index, self.tr("{percent}%").format(
                percent=round(float(self.text_size.itemData(index)) * 100)))
        self.four_colour.setText(self.tr("Four-colour suits (clubs green, diamonds blue)"))
        self.felt_label.setText(self.tr("Table felt"))
        self.back_label.setText(self.tr("Card backs"))
        felts = {"green": self.tr("Green"), "blue": self.tr("Blue"),
                 "burgundy": self.tr("Burgundy")}
        for index in range(self.felt.count()):
            felt = self.felt.itemData(index)
            self.felt.setItemText(
                index, self._contrast_table() if felt is None else felts[str(felt)])
        backs = {"red": self.tr("Red lattice"), "blue": self.tr("Blue lattice"),
                 "green": self.tr("Green lattice")}
        for index in range(self.back.count()):
            self.back.setItemText(index, backs[str(self.back.itemData(index))])
        self.large_cards.setText(self.tr("Large cards (your hand and the trick)"))
        self.high_contrast.setText(self.tr(
            "High contrast (black table, strong colours, four-colour suits)"))
        self.sound_on.setText(self.tr("Sounds at the table"))
        self.volume_label.setText(self.tr("Volume"))
        self.silent_minimized.setText(self.tr("Silent while the window is minimized"))
        self._say_why_overridden()
        self._show_volume()

    def _show_volume(self) -> None:
        self.volume_value.setText(self.tr("{percent}%").format(percent=self.volume.value()))
