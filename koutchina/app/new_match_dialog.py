"""The New-match dialog: game, house rules (presets and each option explained), bot levels,
the player's name, the turn timer and the animation speed. Dressed in the table's look as the
Settings are (window_looks.py), its group boxes, scrolled list and help lines too, and dressed
again when the felt or high contrast changes while it is open."""

from __future__ import annotations

from collections.abc import Mapping
from itertools import pairwise
from typing import Any

from PySide6.QtCore import QPoint, QRect, Qt, QTimer
from PySide6.QtGui import QFont, QGuiApplication, QResizeEvent, QShowEvent, QStandardItemModel
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLayout,
    QLineEdit,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..engine import Game, RulesError, game_info, make_rules, option_specs
from ..engine.rules import PRESETS, OptionSpec
from ..storage.seat_roles import readable_name
from . import texts
from .dressing import follow_looks_of
from .house_rules_list import HouseRulesList, RuleName
from .i18n import FollowsLanguage
from .new_match_choice import GameChoices, NewMatchChoice
from .option_spin_box import OptionSpinBox
from .players import bot_levels
from .screen_fit import FRAME_ROOM, FitsScreen, ScrollWhenShort, margins_between
from .screens import screen_of
from .text_scale import current_text_scale
from .timer_choice import TurnTimerBox
from .timing import SPEEDS
from .wheel_guard import guard_wheels
from .window_looks import NOTE, PROBLEM, dress_dialog, dressed_part, set_in_spin_boxes

GAMES: tuple[str, ...] = tuple(Game)
STACKED_LEAST_HEIGHT = 1200  # px of screen, times the size of texts, for one column
BESIDE_LEAST_WIDTH = 1120  # px of screen, times the size of texts, for two


def rules_room(scale: float, screen_height: int | None) -> int:
    """The least height of the house rules' scrolled list: 220 px times the size of texts, less
    on a short screen (on 1280x720 the French dialog was 693 px tall at its smallest), where the
    list scrolls a few lines sooner."""
    wanted = round(220 * scale)
    if screen_height is None:
        return wanted
    return min(wanted, max(round(100 * scale), screen_height // 5))


def opening_height(natural: int, hidden: int, room: int) -> int:
    """The dialog's height when it opens: its ``natural`` height, taller by the ``hidden`` part
    of the house rules' list as far as the screen's ``room`` allows (on 1366x768 it showed two
    rules and a half with screen to spare); never shorter (a dialog taller than its screen is
    fitted when shown)."""
    return max(natural, min(room, natural + hidden))


def tables_beside_rules(available: QRect | None, scale: float) -> bool:
    """Whether the seats and the table's settings go beside the house rules rather than under
    them: on a wide screen too short for both in one column (1280x720, 1366x768), where under
    them they left the house rules a list of four lines, up to 1080p (and 4K at twice the
    scale), where Court Piece's dialog took the screen's whole height, to run 4 px off a 4K
    screen under its title bar (a player's review); beside, every rule shows at once."""
    if available is None:
        return False
    return (available.height() < round(STACKED_LEAST_HEIGHT * scale)
            and available.width() >= round(BESIDE_LEAST_WIDTH * scale))


def preset_of(game: Game, values: Mapping[str, Any]) -> str:
    """The key of ``game``'s preset whose house rules are exactly ``values`` (a rule left out
    is at its default, as in the presets), or "" where they are no preset's."""
    defaults = preset_rules(game, "")
    shown = {**defaults, **{key: values[key] for key in defaults if key in values}}
    for key in PRESETS[game]:
        if preset_rules(game, key) == shown:
            return key
    return ""


def preset_rules(game: Game, key: str) -> dict[str, Any]:
    """Every house rule the dialog shows (the turn timer is the table's), as ``game``'s preset
    ``key`` sets them; the defaults for ""."""
    defaults = {spec.key: spec.default for spec in option_specs(game) if spec.key != "turn_timer"}
    return {**defaults, **(PRESETS[game][key] if key else {})}


def _available(widget: QWidget | None) -> QRect | None:
    """The available space of the screen ``widget`` is on (the primary screen for None)."""
    screen = screen_of(widget) if widget is not None else QGuiApplication.primaryScreen()
    return None if screen is None else screen.availableGeometry()


class NewMatchDialog(FollowsLanguage, FitsScreen, QDialog):
    """Opens on ``choice``; ``last_time``: each game's house rules and bots' levels to show
    when the person switches to it (``choice``'s own for its game; a game left out shows its
    defaults). What is chosen for a game is kept while the dialog is open, switched away and
    back."""

    def __init__(self, choice: NewMatchChoice, parent: QWidget | None = None,
                 last_time: Mapping[str, GameChoices] | None = None) -> None:
        super().__init__(parent)
        k = current_text_scale()  # wider with larger texts, or its notes wrap line after line
        available = _available(parent)
        beside = tables_beside_rules(available, k)
        self.setMinimumWidth(round((1040 if beside else 620) * k))
        # each game's rules and bots as shown when switched to: of last time, then as left
        # in here
        self._by_game: dict[str, GameChoices] = {
            game: GameChoices(dict(own.options), list(own.levels))
            for game, own in (last_time or {}).items()}
        self._by_game[choice.game] = choice.of_its_game()
        dialog_layout = QVBoxLayout(self)
        # everything but OK and Cancel, scrolled as a whole where even one column is too tall
        # for the screen (1280x720 at 150 %: 800 px, OK and Cancel off the screen)
        self.body = dressed_part(QWidget())  # its controls, and those of its parts, dressed
        outer = QVBoxLayout(self.body)
        outer.setContentsMargins(0, 0, 0, 0)
        if not beside and available is not None and (
                available.height() < round(STACKED_LEAST_HEIGHT * k)):
            self.body_scroll: QScrollArea | None = ScrollWhenShort(self.body)
            dialog_layout.addWidget(self.body_scroll, 1)
        else:
            self.body_scroll = None
            dialog_layout.addWidget(self.body, 1)
        top = QFormLayout()
        self.game_label = QLabel()
        self.game_combo = QComboBox()
        self.game_about = help_label()  # who plays, the deck, the heart of the game
        top.addRow(self.game_label, with_help(self.game_combo, self.game_about))
        self.preset_label = QLabel()
        self.preset_combo = QComboBox()
        top.addRow(self.preset_label, self.preset_combo)
        outer.addLayout(top)

        self.rules_box = dressed_part(QGroupBox())
        rules_layout = QVBoxLayout(self.rules_box)
        # scrolled on its own, or whole where the body scrolls: one scroll bar at most
        self.rules_scroll = HouseRulesList(whole=self.body_scroll is not None)
        self.rules_scroll.setMinimumHeight(
            rules_room(k, None if available is None else available.height()))
        rules_layout.addWidget(self.rules_scroll)
        columns = QHBoxLayout() if beside else QVBoxLayout()
        columns.addWidget(self.rules_box, 3)
        outer.addLayout(columns, 1)

        self.table_box = dressed_part(QGroupBox())
        table_form = QFormLayout(self.table_box)
        self.name_label = QLabel()
        self.name_edit = QLineEdit(choice.player_name)
        self.name_edit.setMaxLength(40)
        table_form.addRow(self.name_label, self.name_edit)
        self.level_labels: list[QLabel] = []
        self.level_combos: list[QComboBox] = []
        for _ in range(3):
            label = QLabel()
            combo = QComboBox()
            for level in bot_levels():
                combo.addItem("", level)
            self.level_labels.append(label)
            self.level_combos.append(combo)
            table_form.addRow(label, combo)
        self.timer_label = QLabel()
        self.timer_box = TurnTimerBox(choice.turn_timer)
        self.timer_help = help_label()
        table_form.addRow(self.timer_label, with_help(self.timer_box, self.timer_help))
        self.speed_label = QLabel()
        self.speed_combo = QComboBox()
        for speed in SPEEDS:
            self.speed_combo.addItem("", speed)
        table_form.addRow(self.speed_label, self.speed_combo)
        self.practice_box = QCheckBox()
        self.practice_box.setObjectName("practice_box")
        self.practice_box.setChecked(choice.practice)
        self.practice_help = help_label()
        table_form.addRow(QLabel(), with_help(self.practice_box, self.practice_help))
        columns.addWidget(self.table_box, 2 if beside else 0)

        self.error_label = QLabel()
        self.error_label.setObjectName(PROBLEM)  # light red on the dark ground (yellow in HC)
        self.error_label.setWordWrap(True)
        outer.addWidget(self.error_label)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        dialog_layout.addWidget(self.buttons)
        self._problem: tuple[str, ...] | None = None  # RulesError.kinds of the choice, if any
        self._setting_preset = False  # a preset's rules being shown, one by one
        self.timer_box.currentIndexChanged.connect(self._check)

        self.option_widgets: dict[str, QWidget] = {}
        self.option_labels: dict[str, tuple[QLabel, QLabel]] = {}
        for game in GAMES:
            self.game_combo.addItem("", game)
        self.game_combo.setCurrentIndex(max(0, GAMES.index(choice.game))
                                        if choice.game in GAMES else 0)
        self._select_data(self.speed_combo, choice.speed)
        self.game_combo.currentIndexChanged.connect(self._game_changed)
        self.preset_combo.activated.connect(self._preset_chosen)
        self._shown_game = self.game()  # whose rules and bots are shown
        self._show_game_choices()
        self._dress()
        follow_looks_of(self, self._dress)  # a felt or high contrast chosen while it is open
        self.retranslate()

    def _dress(self) -> None:
        """In the table's look as it is now, each label level with its field."""
        dress_dialog(self, compact=True)  # Hokm's house rules whole on 1280x720
        guard_wheels(self)
        self._level_labels()

    def _labelled(self) -> list[tuple[QLabel, QWidget]]:
        """Each label of the dialog's forms and the field it names."""
        return [(self.game_label, self.game_combo), (self.preset_label, self.preset_combo),
                (self.name_label, self.name_edit),
                *zip(self.level_labels, self.level_combos, strict=True),
                (self.timer_label, self.timer_box), (self.speed_label, self.speed_combo),
                *((name, self.option_widgets[key])
                  for key, (name, _help) in self.option_labels.items())]

    def _level_labels(self) -> None:
        """Each label as tall as its field, its words in its middle: a form puts a label at
        the top of its row, and the dressed fields, taller than the system's, left their
        labels a few pixels above their words."""
        for label, field in self._labelled():
            field.ensurePolished()
            label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            label.setMinimumHeight(field.sizeHint().height())
            # no taller: the form would give it the height of the field and its help line
            label.setSizePolicy(label.sizePolicy().horizontalPolicy(), QSizePolicy.Policy.Fixed)

    def showEvent(self, event: QShowEvent) -> None:
        # a new dialog each time it opens: as tall as its house rules want (then fitted to the
        # screen, FitsScreen)
        wanted = self._wanted_height()
        if wanted is not None:
            self.resize(self.sizeHint().width(), wanted)
        super().showEvent(event)
        # measured again once laid out: the list's words wrap at its real width, narrower
        # than before it was shown (Hokm's rules overflowed by 10 px at 1280x720); at once,
        # and again as long as it grows (the seats' group, pressed at the first height,
        # takes its room back from the list as the dialog grows), then once more when the
        # event loop turns
        for _ in range(3):
            before = self.height()
            self._grow_to_rules()
            if self.height() == before:
                break
        QTimer.singleShot(0, self, self._grow_to_rules)

    def _wanted_height(self) -> int | None:
        """The height that shows the whole house rules' list (the whole body, where it is
        the body that scrolls), as far as the screen allows (``opening_height``); None
        before the dialog has a screen."""
        available, hidden = _available(self), self._hidden_rules()
        if available is None or hidden is None:
            return None
        room = available.height() - FRAME_ROOM.top() - FRAME_ROOM.bottom()
        height = self.height() if self.isVisible() else self.sizeHint().height()
        return opening_height(height, max(0, hidden), room)

    def _hidden_rules(self) -> int | None:
        """How much taller the house rules' list (the whole body, where it is the body that
        scrolls) wants to be than it is shown: less than nothing where it has room to
        spare; None before it has any."""
        scroll = self.body_scroll if self.body_scroll is not None else self.rules_scroll
        body = scroll.widget()
        if body is None:
            return None
        width = scroll.viewport().width()
        content = body.heightForWidth(width) if body.hasHeightForWidth() else -1
        if content < 0:
            content = body.sizeHint().height()
        shown = scroll.viewport().height() if self.isVisible() else scroll.sizeHint().height()
        return content + 2 * scroll.frameWidth() - shown

    @staticmethod
    def _select_data(combo: QComboBox, data: object) -> None:
        index = combo.findData(data)
        if index >= 0:
            combo.setCurrentIndex(index)

    def game(self) -> str:
        return str(self.game_combo.currentData())

    def _specs(self) -> list[OptionSpec]:
        return [spec for spec in option_specs(Game(self.game())) if spec.key != "turn_timer"]

    def _build_options(self, values: dict[str, Any]) -> None:
        body = dressed_part(QWidget())
        column = QVBoxLayout(body)  # the rules together at the top, any room left under them
        form = QFormLayout()
        column.addLayout(form)
        column.addStretch(1)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.option_widgets = {}
        self.option_labels = {}
        for spec in self._specs():
            value = values.get(spec.key, spec.default)
            widget: QWidget
            if spec.kind == "bool":
                # no words: its tick says on or off, its name is beside it (RuleName)
                box = QCheckBox()
                # as wide as its tick: its focus frame round the tick, not across the list
                box.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
                box.setStyleSheet("QCheckBox { spacing: 0; }")  # no room kept for words
                box.setChecked(bool(value))
                box.toggled.connect(self._check)
                widget = box
            elif spec.kind == "choice":
                combo = QComboBox()
                for choice in spec.choices:
                    combo.addItem("", choice)
                self._select_data(combo, value)
                combo.currentIndexChanged.connect(self._check)
                widget = combo
            else:
                spin = OptionSpinBox(spec.refused)
                spin.setRange(spec.low if spec.low is not None else 0,
                              spec.high if spec.high is not None else 99)
                spin.setValue(int(value))
                spin.valueChanged.connect(self._check)
                # as wide as its longest value ("Never" too), not across the list: beside the
                # table's settings Hand's two rounds' boxes ran 380 px for one digit (a
                # player's review)
                spin.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
                widget = spin
            name = RuleName()
            help_text = help_label()
            name.setBuddy(widget)
            cell = with_help(widget, help_text)
            cell_layout = cell.layout()
            if isinstance(widget, QCheckBox | QSpinBox) and cell_layout is not None:
                cell_layout.setAlignment(widget, Qt.AlignmentFlag.AlignLeft)
            form.addRow(name, cell)
            self.option_widgets[spec.key] = widget
            self.option_labels[spec.key] = (name, help_text)
        self.rules_scroll.setWidget(body)
        set_in_spin_boxes(body)
        guard_wheels(self)  # the wheel scrolls the rules, not the box under the pointer
        self._level_labels()
        # Tab goes through the house rules where they stand, not after OK and Cancel
        chain = [self.preset_combo, *self.option_widgets.values(), self.name_edit]
        for before, after in pairwise(chain):
            QWidget.setTabOrder(before, after)
        self.preset_combo.clear()
        # shown where the rules are no preset's; an invitation, not a choice in the list
        self.preset_combo.addItem("", "")
        model = self.preset_combo.model()
        if isinstance(model, QStandardItemModel):
            invitation = model.item(0)
            if invitation is not None:
                invitation.setEnabled(False)
        for key in PRESETS[Game(self.game())]:
            self.preset_combo.addItem("", key)
        self._check()  # and the preset box names the rules' preset

    def _show_game_choices(self) -> None:
        """The shown game's rules and bots as kept for it (its defaults where none are)."""
        own = self._by_game.get(self._shown_game, GameChoices())
        self._build_options(own.options)
        for combo, level in zip(self.level_combos, own.levels, strict=False):
            self._select_data(combo, level)

    def _game_changed(self) -> None:
        """The new game's rules and bots as the person last had them (of last time, or as
        left in here); those of the game left kept for when it is chosen again."""
        self._by_game[self._shown_game] = GameChoices(self.options(), self.levels())
        self._shown_game = self.game()
        self._show_game_choices()
        self.retranslate()
        if self.isVisible():  # fitted to the new game's rules, now and once they are laid out
            self._fit_to_rules()
            QTimer.singleShot(0, self, self._fit_to_rules)

    def _grow_to_rules(self) -> None:
        """Taller if the house rules' list hides some of them and the screen has room; moved
        up as far as its bottom would go off the screen (as it opens: not yet seen)."""
        layout = self.layout()
        if layout is not None:
            layout.activate()
        wanted, available = self._wanted_height(), _available(self)
        if wanted is None or wanted <= self.height() or available is None:
            return
        self.resize(self.width(), wanted)
        below = self.frameGeometry().bottom() - available.bottom()
        if below > 0:
            self.move(self.x(), max(available.top(), self.y() - below))

    def _fit_to_rules(self) -> None:
        """Another game chosen while it is open: as tall as the new game's house rules want,
        shorter for fewer rules, its top where it is. It grows downward as far as the
        screen's bottom (the list scrolls for the rest) and moves up only as far as its least
        height needs. It kept Court Piece's height for Hand's two rules, a large empty box,
        and Court Piece's rules took it up to the screen's top edge (a player's review)."""
        for _ in range(3):  # the rules' help lines wrap at the width they are given
            layout = self.layout()
            if layout is not None:
                layout.activate()
            available, hidden = _available(self), self._hidden_rules()
            if available is None or hidden is None:
                return
            frame = margins_between(self.frameGeometry(), self.geometry())
            under = max(frame.bottom(), FRAME_ROOM.bottom())  # the frame under its inside
            screen_bottom = available.bottom() + 1 - under
            least = max(self.minimumHeight(), self.minimumSizeHint().height())
            before = self.height()
            height = max(least, min(before + hidden, screen_bottom - self.geometry().top()))
            if height != before:
                self.resize(self.width(), height)
            over = self.geometry().top() + self.height() - screen_bottom
            if over > 0:  # not even its least height below its top: up as little as needed
                self.move(self.x(), max(available.top(), self.y() - over))
            if self.height() == before:
                return

    def _preset_chosen(self) -> None:
        """The preset's rules shown in the same list, which stays where the person was looking
        (rebuilt, it went back to its top), moved only as far as one of the rules it changed
        comes into view where none of them is."""
        key = self.preset_combo.currentData()
        if not key:
            self._name_preset()
            return
        wanted = preset_rules(Game(self.game()), key)
        shown = self.options()
        changed = [rule for rule, value in wanted.items() if shown.get(rule) != value]
        self._setting_preset = True
        try:
            for rule in changed:
                self._show_value(rule, wanted[rule])
        finally:
            self._setting_preset = False
        self._check()
        self._bring_into_view([self.option_widgets[rule] for rule in changed])

    def _show_value(self, key: str, value: Any) -> None:
        widget = self.option_widgets[key]
        if isinstance(widget, QCheckBox):
            widget.setChecked(bool(value))
        elif isinstance(widget, QComboBox):
            self._select_data(widget, value)
        elif isinstance(widget, QSpinBox):
            widget.setValue(int(value))

    def _bring_into_view(self, widgets: list[QWidget]) -> None:
        """Scroll the house rules (or the body, where it is the body that scrolls) the least
        that shows one of ``widgets``; not at all where one is in view already."""
        scroll = self.body_scroll if self.body_scroll is not None else self.rules_scroll
        if not widgets or not self.isVisible():
            return
        viewport = scroll.viewport()
        height = viewport.height()
        distances: list[tuple[int, int]] = []  # how far out of view, which widget
        for index, widget in enumerate(widgets):
            top = widget.mapTo(viewport, QPoint(0, 0)).y()
            bottom = top + widget.height()
            if bottom > 0 and top < height:
                return
            distances.append((-bottom if bottom <= 0 else top - height, index))
        nearest = widgets[min(distances)[1]]
        row = nearest.parentWidget()  # the rule's field and its help line
        scroll.ensureWidgetVisible(row if row is not None else nearest, 0, 0)

    def _name_preset(self) -> None:
        """The preset box names the preset whose rules are exactly those shown, or invites to
        choose one where they are none's (it once kept the last preset chosen after a rule
        changed, and invited to choose over exactly a preset's rules)."""
        key = preset_of(Game(self.game()), self.options())
        self.preset_combo.setCurrentIndex(max(0, self.preset_combo.findData(key)))

    def options(self) -> dict[str, Any]:
        values: dict[str, Any] = {}
        for key, widget in self.option_widgets.items():
            if isinstance(widget, QCheckBox):
                values[key] = widget.isChecked()
            elif isinstance(widget, QComboBox):
                values[key] = widget.currentData()
            elif isinstance(widget, QSpinBox):
                values[key] = widget.value()
        return values

    def levels(self) -> list[str]:
        """The bots' levels shown, seat by seat."""
        return [str(combo.currentData()) for combo in self.level_combos]

    def turn_timer(self) -> int:
        return self.timer_box.seconds()

    def choice(self) -> NewMatchChoice:
        return NewMatchChoice(
            game=self.game(),
            options=self.options(),
            levels=self.levels(),
            player_name=readable_name(self.name_edit.text()),
            turn_timer=self.turn_timer(),
            speed=str(self.speed_combo.currentData()),
            practice=self.practice_box.isChecked(),
        )

    def _check(self) -> None:
        """Name at once, in one line, what makes the chosen rules impossible; OK waits. The
        preset box follows the rules."""
        if self._setting_preset:
            return  # once, when all the preset's rules are shown
        self._name_preset()
        try:
            make_rules(self.game(), {**self.options(), "turn_timer": self.turn_timer()})
            self._problem = None
        except RulesError as error:
            self._problem = error.kinds
        self._show_problem()

    def _show_problem(self) -> None:
        problem = self._problem
        self.error_label.setText("" if problem is None else texts.rules_problem_text(problem))
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        if ok is not None:
            ok.setEnabled(problem is None)

    def _accept(self) -> None:
        self._check()
        if self._problem is None:
            self.accept()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("New match"))
        self.game_label.setText(self.tr("Game"))
        for i, game in enumerate(GAMES):
            self.game_combo.setItemText(i, texts.game_name(game))
        game = self.game()
        self.game_about.setText(f"{texts.game_setup(game)}\n{texts.game_blurb(game)}")
        self.preset_label.setText(self.tr("Preset"))
        for i in range(self.preset_combo.count()):
            key = self.preset_combo.itemData(i)
            self.preset_combo.setItemText(
                i, texts.preset_name(key) if key else self.tr("Choose a preset…"))
        self.rules_box.setTitle(self.tr("House rules"))
        self.table_box.setTitle(self.tr("At the table"))
        self.name_label.setText(self.tr("Your name"))
        self.name_edit.setPlaceholderText(self.tr("You"))
        seat_words = ([self.tr("East (plays after you)"), self.tr("North"), self.tr("West")]
                      if not game_info(game).partnerships else
                      [self.tr("West (left opponent)"), self.tr("Partner"),
                       self.tr("East (right opponent)")])
        for label, words in zip(self.level_labels, seat_words, strict=True):
            label.setText(words)
        for combo in self.level_combos:
            for i in range(combo.count()):
                level = str(combo.itemData(i))
                combo.setItemText(i, texts.level_name(level))
                combo.setItemData(i, texts.level_help(level), Qt.ItemDataRole.ToolTipRole)
        self.timer_label.setText(texts.option_name("turn_timer"))
        self.timer_help.setText(texts.option_help("turn_timer"))
        self.speed_label.setText(self.tr("Animation speed"))
        for i in range(self.speed_combo.count()):
            self.speed_combo.setItemText(i, texts.speed_name(str(self.speed_combo.itemData(i))))
        self.practice_box.setText(self.tr("Practice: hints and undo"))
        self.practice_help.setText(self.tr(
            "The coach's hint (H) and Undo (Ctrl+Z) are offered; the match is counted apart "
            "in the statistics."))
        for key, (name, help_label) in self.option_labels.items():
            name.setText(texts.option_name(key))
            help_label.setText(texts.option_help(key, game))
            widget = self.option_widgets[key]
            # a screen reader hears the rule's name (a box has no words of its own)
            widget.setAccessibleName(texts.option_name(key))
            widget.setAccessibleDescription(texts.option_help(key, game))
            if isinstance(widget, QComboBox):
                for i in range(widget.count()):
                    widget.setItemText(i, texts.choice_text(key, widget.itemData(i)))
            if isinstance(widget, QSpinBox):
                lowest, prefix = texts.spin_words(key)
                widget.setSpecialValueText(lowest)
                widget.setPrefix(prefix)
        self._show_problem()
        # once every widget has its new words (the event loop's next turn), forget the old
        # heights: a help line one line longer in French was cut at its top
        QTimer.singleShot(0, self, self._forget_old_sizes)

    def _forget_old_sizes(self) -> None:
        for layout in self.findChildren(QLayout):
            layout.invalidate()


class HelpLine(QLabel):
    """A help line that keeps the height its words need at its width. A form layout does not
    grow a word-wrapped label whose new words (a language switch, a narrower dialog) take one
    more line: without this the line is cut."""

    def setText(self, text: str) -> None:
        super().setText(text)
        self._fit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        needed = self.heightForWidth(max(1, self.width()))
        if needed > 0 and needed != self.minimumHeight():
            self.setMinimumHeight(needed)


def help_label() -> QLabel:
    """The small, quieter line under an option that says what it does."""
    label = HelpLine()
    label.setObjectName(NOTE)  # in the felt's quieter light shade (window_looks.fields_style)
    label.setWordWrap(True)
    # under its field: a line given the height of two (its words wrapped at a narrower width
    # first) showed a gap over it, as if it were the next rule's
    label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
    small = QFont(label.font())  # a step below the labels, at any size of texts
    small.setPointSizeF(max(1.0, small.pointSizeF() * 0.85))
    label.setFont(small)
    return label


def with_help(widget: QWidget, help_text: QLabel) -> QWidget:
    """``widget`` with its help line under it, as one cell of a form."""
    column = dressed_part(QWidget())
    column_layout = QVBoxLayout(column)
    column_layout.setContentsMargins(0, 0, 0, 4)
    column_layout.addWidget(widget)
    column_layout.addWidget(help_text)
    return column


__all__ = ["GAMES", "NewMatchChoice", "NewMatchDialog", "Qt"]
