"""Help > Keyboard: every key of the table and of the Replay window, in one list; and the
one-line hint the first match shows until the person dismisses it."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import QAction, QFont, QFontMetrics, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..engine import Game, Rules, game_info
from .dressing import follow_looks_of
from .i18n import FollowsLanguage, for_rich_text
from .screen_fit import UNBOUNDED, FitsScreen, ScrollWhenShort
from .table.layout import LEGIBLE_PIXELS
from .table.looks import css, deep_shade, high_contrast, panel_colours
from .text_scale import current_text_scale
from .window_looks import dress_dialog, dressed_part

CLAIM_KEY = QKeySequence("C")  # the coach's Claim the rest (coach_controls.py)


class KeyboardHelpDialog(FollowsLanguage, FitsScreen, QDialog):
    """The keys, grouped by where they work; the menu keys are read from the menu actions.

    ``table_actions`` act on the person's turn at the table (hint, claim, undo): their keys are
    listed with the table's, not with the keys that work anywhere in the main window.

    Dressed in the table's look as the other windows beside it are (window_looks.py): light
    words on the felt's darkest shade, the headings gold; again when the look changes while
    it is open."""

    def __init__(self, actions: Sequence[QAction] = (), parent: QWidget | None = None,
                 table_actions: Sequence[QAction] = ()) -> None:
        super().__init__(parent)
        # an action without words of its own is a key's second use (H and Ctrl+Z outside
        # a practice match say where hints and undo are): its key is listed with its first
        with_keys = [action for action in actions
                     if not action.shortcut().isEmpty() and action.text()]
        self.table_actions = [action for action in table_actions
                              if not action.shortcut().isEmpty()]
        self.actions_with_keys = [action for action in with_keys
                                  if action not in self.table_actions]
        self.body = KeyList(self)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        # scrolled on a screen too short for every key (1280x720 at 150 %: 779 px tall); on
        # one too narrow for the longest line its words wrap (KeyList), never scroll across
        scroll = ScrollWhenShort(self.body)
        dressed_part(scroll.viewport())  # the keys' list dressed as the dialog's own labels
        layout.addWidget(scroll, 1)
        layout.addWidget(self.buttons)
        dress_dialog(self)
        follow_looks_of(self, self._follow_looks)  # a felt chosen while it is open
        self.retranslate()
        # as wide as its longest line where the screen allows (fit_on_screen makes it no
        # larger than the screen), not the two thirds of it a dialog opens at by itself
        self.resize(self.sizeHint())

    def groups(self) -> list[tuple[str, list[tuple[str, str]]]]:
        """(where, [(keys, what they do)]): also what the tests compare with the shortcuts."""
        return [
            (self.tr("At the table"), [
                (self.tr("← →"), self.tr("raise the previous or next card you may play; "
                                         "choose the trump suit")),
                (self.tr("Home End"), self.tr("raise the first or last card you may play")),
                (self.tr("↑ ↓"), self.tr("raise or lower the target (Court Piece with "
                                         "bidding)")),
                (self.tr("Enter"), self.tr("play the raised card; confirm a call, the trump, "
                                           "the next deal or play again")),
                (self.tr("Tab, Shift+Tab"), self.tr("go through the buttons of the deal's "
                                                    "summary, the match's end or a deal "
                                                    "played again; Enter or Space presses "
                                                    "the one chosen")),
                (self.tr("0 … 8"), self.tr("choose your call (Hand)")),
                (self.tr("Esc"), self.tr("close the hint; else lower the raised card or clear "
                                         "the call")),
                (self.tr("L or Ctrl+L"), self.tr("show the last trick")),
                (self.tr("S"), self.tr("ask to see the hidden trump")),
                (self.tr("T"), self.tr("have the screen reader say the whole table")),
                *(self._table_row(action) for action in self.table_actions),
            ]),
            (self.tr("Anywhere in the main window"),
             [_row(action) for action in self.actions_with_keys]),
            (self.tr("Replay"), [
                (self.tr("← →"), self.tr("back or forward one card")),
                (self.tr("Ctrl+← Ctrl+→"), self.tr("back or forward one trick")),
                (self.tr("Space"), self.tr("play or pause")),
                (self.tr("Enter"), self.tr("press the button reached with Tab")),
                (self.tr("Home End"), self.tr("first or last step")),
                (self.tr("↑ ↓"), self.tr("the previous or next deal (a round in Hand), as dealt")),
                (self.tr("Page Up, Page Down"), self.tr("scroll the scores beside the cards")),
            ]),
        ]

    def _table_row(self, action: QAction) -> tuple[str, str]:
        """A coach's key at the table; C says when it claims (a claim is only offered where
        it is certain: C did nothing, unexplained, at any other time)."""
        keys, what = _row(action, lower=True)
        if action.shortcut() == CLAIM_KEY:
            what = self.tr("{claim}, only when the “Claim the rest” button shows").format(
                claim=what)
        return keys, what

    def _follow_looks(self) -> None:
        """The table's look as it is now: the dialog and its headings' gold."""
        dress_dialog(self)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Keyboard"))
        gold = panel_colours(high_contrast())["gold"]  # as the Rules' and About's headings
        self.body.show_groups(self.groups(), gold)


class KeyList(QLabel):
    """The keys' table: as wide as its longest line where the window has room for it, its
    words wrapped in a narrower one. At 150 % on 1280x720 the French line for Tab ran past the
    window and behind a sideways scroll bar.

    Its groups' keys lie in one column as wide as the widest key of them all, so that what
    they do starts at the same place in every group: each group's table measured its own
    keys, and the three columns of words started at three places (a player's review)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.setWordWrap(True)
        self._unwrapped = QSize()
        self._groups: list[tuple[str, list[tuple[str, str]]]] = []
        self._gold = ""

    def show_groups(self, groups: list[tuple[str, list[tuple[str, str]]]], gold: str) -> None:
        """(where, [(keys, what they do)]) under headings in ``gold``."""
        self._groups, self._gold = groups, gold
        self._compose()

    def _compose(self) -> None:
        """The groups' tables, their keys' column as wide as the widest key in bold with
        the gap after it, at the font the list has now."""
        bold = QFont(self.font())
        bold.setBold(True)
        metrics = QFontMetrics(bold)
        gap = QFontMetrics(self.font()).horizontalAdvance("\u00a0\u00a0")
        keys_width = max((metrics.horizontalAdvance(keys) for _, rows in self._groups
                          for keys, _ in rows), default=0) + gap + 1
        html = []
        for where, rows in self._groups:
            html.append(f"<font color='{self._gold}'><h3>{where}</h3></font>"
                        "<table cellspacing='4'>")
            html.extend(f"<tr><td width='{keys_width}' style='white-space: nowrap'>"
                        f"<b>{keys}</b>&nbsp;&nbsp;</td><td>{what}</td></tr>"
                        for keys, what in rows)
            html.append("</table>")
        self.setText(for_rich_text("".join(html)))

    def setText(self, text: str) -> None:
        super().setText(text)
        self._measure()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:  # another size of texts: wider keys
            if self._groups:
                self._compose()
            else:
                self._measure()

    def _measure(self) -> None:
        """The size of the table on lines as long as its words make them."""
        self.setWordWrap(False)
        self._unwrapped = super().sizeHint()
        self.setWordWrap(True)
        self.updateGeometry()

    def sizeHint(self) -> QSize:
        # a wrapped label asks a width of its own guess: the longest line's instead
        width = self._unwrapped.width()
        return QSize(width, self.heightForWidth(width))


def _row(action: QAction, lower: bool = False) -> tuple[str, str]:
    """An action's key and its words, as its menu shows them (``lower``: in lower case like
    the table's own rows, "hint" beside "show the last trick")."""
    what = action.text().replace("&", "").rstrip("…")
    if lower:
        what = what[:1].lower() + what[1:]
    return action.shortcut().toString(QKeySequence.SequenceFormat.NativeText), what


KEY_PLAYS_TO_KNOW = 3  # cards played with the keys: the person knows them, the bar goes


class KeyboardHint(FollowsLanguage, QWidget):
    """A strip over the table on the first match: its keys, on one line or wrapped to the room
    the table has for it. × puts it away for good, as do the person's first cards played with
    the keys and the end of the first deal (``put_away``)."""

    dismissed = Signal()
    texts_changed = Signal()  # new words, another size: the table places it again

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("keyboard_hint")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.label = QLabel(self)
        self._game: str = Game.HAND
        self._bidding = False
        self._reveal = False
        self.offered = False  # shown on this match, where the table has room for it
        self._key_plays = 0
        self.close_button = QPushButton("×", self)
        self.close_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.close_button.setFlat(True)
        self.close_button.clicked.connect(self.put_away)
        layout = QHBoxLayout(self)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.close_button)
        self.set_scale(1.0)
        self.retranslate()

    def set_scale(self, k: float) -> None:
        """Every size times ``k``, on the felt's deep shade, or in high contrast black with
        white words and a white edge as the table's other panels (``restyle`` again for a new
        felt or contrast: it kept the green shade over a black table)."""
        self._k = k
        text = max(round(14 * k), round(LEGIBLE_PIXELS * current_text_scale()))
        # the rest in step with its words, which may be larger than the table's scale (large
        # texts on a small table): a × of the table's size was a speck beside them
        unit = text / 14
        radius, cross, pad = round(8 * unit), round(18 * unit), round(6 * unit)
        layout = self.layout()
        if layout is not None:
            layout.setContentsMargins(round(12 * unit), round(4 * unit), round(4 * unit),
                                      round(4 * unit))
        if high_contrast():
            ground, words = "#000000", "#ffffff"
            edge = f" border: {max(2, round(2 * unit))}px solid #ffffff;"
        else:
            ground, words, edge = css(deep_shade(215)), "#f2efe2", ""
        self.setStyleSheet(
            f"#keyboard_hint {{ background: {ground};{edge} border-radius: {radius}px; }}"
            f"QLabel {{ color: {words}; font-size: {text}px; }}"
            f"QPushButton {{ color: {words}; font-size: {cross}px; border: none;"
            f" padding: 0 {pad}px; }}"
        )
        self.adjustSize()

    def restyle(self) -> None:
        """A change of look: the felt's shade again, at the size it has."""
        self.set_scale(self._k)

    def words_key(self) -> tuple[str, float, float]:
        """What its size follows: its words, its scale and the size of texts."""
        return self.label.text(), self._k, current_text_scale()

    def fit_width(self, width: int | None) -> None:
        """On one line (``width`` None), or its words wrapped within ``width`` pixels."""
        self.label.setWordWrap(width is not None)
        self.setMinimumSize(0, 0)
        self.setMaximumSize(UNBOUNDED, UNBOUNDED)
        if width is None:
            self.adjustSize()
            return
        self.setFixedWidth(width)
        self.setFixedHeight(self.heightForWidth(width))

    def offer(self, shown: bool) -> None:
        """Shown on this match (where the table finds it room), or not at all."""
        self.offered = shown
        self._key_plays = 0
        self.setVisible(shown)

    def put_away(self) -> None:
        """Gone for good: the person knows the keys (or closed it)."""
        if not self.offered:
            return
        self.offered = False
        self.hide()
        self.dismissed.emit()

    def played_with_keys(self) -> None:
        """A card played with Enter: a few of them, and the person knows the keys."""
        self._key_plays += 1
        if self._key_plays >= KEY_PLAYS_TO_KNOW:
            self.put_away()

    def set_rules(self, rules: Rules) -> None:
        """The keys of the match's game: 0–8 where seats call, ↑ ↓ where the Hakem names a
        target (bidding)."""
        self._game = rules.game
        self._bidding = rules.bids
        self.retranslate()

    def name_reveal_key(self, shown: bool) -> None:
        """S named among the keys while "Show trump" is on show (a hidden trump)."""
        if shown != self._reveal:
            self._reveal = shown
            self._set_text()

    def retranslate(self) -> None:
        self._set_text()
        self.close_button.setToolTip(self.tr("Hide this hint"))
        self.texts_changed.emit()

    def _set_text(self) -> None:
        if game_info(self._game).has_calls:
            text = self.tr("Keys: ← → choose a card, Enter plays it, 0–8\u00a0call, "
                           "L\u00a0last trick; Help > Keyboard lists them all")
        elif self._bidding and self._reveal:
            text = self.tr("Keys: ← → choose a card or the trump, ↑ ↓ the target, Enter plays "
                           "or confirms, L\u00a0last trick, S\u00a0show the trump; Help > "
                           "Keyboard lists them all")
        elif self._bidding:
            text = self.tr("Keys: ← → choose a card or the trump, ↑ ↓ the target, Enter plays "
                           "or confirms, L\u00a0last trick; Help > Keyboard lists them all")
        elif self._reveal:
            text = self.tr("Keys: ← → choose a card or the trump, Enter plays or confirms, "
                           "L\u00a0last trick, S\u00a0show the trump; Help > Keyboard lists "
                           "them all")
        else:
            text = self.tr("Keys: ← → choose a card or the trump, Enter plays or confirms, "
                           "L\u00a0last trick; Help > Keyboard lists them all")
        self.label.setText(text)
        self.adjustSize()
