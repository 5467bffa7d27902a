"""Panels over the table: the call panel, the Hakem's trump chooser, the show-trump button."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLayout,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...engine import Suit
from .. import texts
from ..dressing import ControlColours
from ..i18n import FollowsLanguage
from ..text_scale import current_text_scale
from .layout import LEGIBLE_PIXELS
from .looks import button_face, button_hover, css, deep_shade, felt_in_use, high_contrast

REFERENCE_VIEW_SCALE = 0.8  # the view's scale at which the panels have their base sizes
SMALLEST_PANEL_TEXT = 13  # the panels' smallest words (a result's headings), at base size
CHOOSER_TEXT = 16  # a plain line's words: the choosers' smallest
# the choosers' buttons and the suits' colours on them (each at least 4.5:1 on the button: the
# red was 2.75:1, hard to read on green)
SUIT_ON_BUTTON = {"red": "#ffbaba", "black": "#ffffff", "blue": "#b0ceff", "green": "#8fe8ae"}


def panel_style(k: float) -> str:
    """The panels' style sheet with every size multiplied by ``k`` (1.0 at the reference)."""

    def px(size: float) -> str:
        return f"{max(1, round(size * k))}px"

    def ring(size: float) -> str:  # the padding inside the focus ring, 2 px wider than a border
        return f"{max(0, round(size * k) - 2)}px"

    # the panels opaque: a result laid over the side seats' plates must not show their words
    # through (at 246 of 255 they still did, faintly)
    return f"""
QFrame#overlay {{ background: {css(deep_shade(255))}; border: {px(2)} solid #e8c766;
                 border-radius: {px(14)}; }}
QFrame#overlay QLabel {{ color: #f3f3f3; font-size: {px(CHOOSER_TEXT)}; }}
QFrame#overlay QLabel#title {{ color: #ffe9a8; font-size: {px(20)}; font-weight: bold; }}
QFrame#overlay QLabel#head {{ color: #cfe3d6; font-size: {px(SMALLEST_PANEL_TEXT)};
                              font-weight: bold; }}
QFrame#overlay QLabel#name {{ color: #ffffff; font-weight: bold; }}
QFrame#overlay QLabel#good {{ color: #8fe3a8; font-weight: bold; }}
QFrame#overlay QLabel#bad {{ color: #ff8f8f; font-weight: bold; }}
QFrame#overlay QLabel#great {{ color: #ffd54a; font-weight: bold; }}
QFrame#overlay QLabel#total {{ color: #ffe9a8; font-weight: bold; }}
QFrame#overlay QLabel#note {{ color: #ffd54a; font-size: {px(15)}; font-weight: bold; }}
QFrame#overlay QLabel#place1 {{ color: #ffd54a; font-size: {px(18)}; font-weight: bold; }}
QFrame#overlay QFrame#rule {{ background: rgba(232, 199, 102, 90); border: none;
                              min-height: {px(1)}; max-height: {px(1)}; }}
QFrame#overlay QPushButton {{ background: {button_face()}; color: white; border: 1px solid #8fc1a5;
                             border-radius: {px(8)}; padding: {px(8)} {px(14)};
                             font-size: {px(17)}; font-weight: bold; min-width: {px(34)}; }}
QFrame#overlay QPushButton:hover {{ background: {button_hover()}; }}
QFrame#overlay QPushButton:focus {{ border: 3px solid #ffffff;
                                   padding: {ring(8)} {ring(14)}; }}
QFrame#overlay QPushButton:checked {{ background: #e8c766; color: #1b1b1b; }}
QFrame#overlay QPushButton:disabled {{ background: #3a3a3a; color: #888; }}
QFrame#overlay QPushButton#confirm {{ background: #c98a1b; }}
QFrame#overlay QPushButton#confirm:disabled {{ background: #4a4030; color: #999; }}
QFrame#overlay QPushButton[suit="red"] {{ color: {SUIT_ON_BUTTON["red"]}; font-size: {px(18)}; }}
QFrame#overlay QPushButton[suit="black"] {{ color: {SUIT_ON_BUTTON["black"]};
                                           font-size: {px(18)}; }}
QFrame#overlay QPushButton[suit="blue"] {{ color: {SUIT_ON_BUTTON["blue"]}; font-size: {px(18)}; }}
QFrame#overlay QPushButton[suit="green"] {{ color: {SUIT_ON_BUTTON["green"]};
                                           font-size: {px(18)}; }}
QFrame#overlay QPushButton[suit]:checked {{ color: #1b1b1b; }}
""" + (_contrast_rules(px) if high_contrast() else "")


def _contrast_rules(px: Callable[[float], str]) -> str:
    """High contrast, in the windows' colours (``dressing.ControlColours``): black panels with
    white words and edges, what stands out in yellow (the title, the choice, a good result, a
    first place); a button that cannot be used now grey on black as the other dimmed controls
    (the felt's dimmed brown stayed under "Choose a number", grey words on it only 4.7:1). The
    title, the results' green and salmon, their pale gold totals and rule kept the felt's
    colours, more specific than the panel's white words (a player's review): a good result and
    a great one are yellow, a bad one white, its words and sign saying so."""
    k = ControlColours.now(True)
    return f"""
QFrame#overlay {{ background: {k.dark}; border: {px(3)} solid {k.edge}; }}
QFrame#overlay QLabel {{ color: {k.words}; }}
QFrame#overlay QLabel#title {{ color: {k.heading}; }}
QFrame#overlay QLabel#head {{ color: {k.words}; }}
QFrame#overlay QLabel#good, QFrame#overlay QLabel#great {{ color: {k.heading}; }}
QFrame#overlay QLabel#bad, QFrame#overlay QLabel#total {{ color: {k.words}; }}
QFrame#overlay QLabel#note, QFrame#overlay QLabel#place1 {{ color: {k.heading}; }}
QFrame#overlay QFrame#rule {{ background: {k.edge}; }}
QFrame#overlay QPushButton {{ background: {k.face}; color: {k.text};
                             border: {px(2)} solid {k.edge}; }}
QFrame#overlay QPushButton:hover {{ background: {k.hover}; }}
QFrame#overlay QPushButton:checked {{ background: {k.selection}; color: {k.selected_text}; }}
QFrame#overlay QPushButton#confirm {{ background: {k.face}; color: {k.selection};
                                     border: {px(3)} solid {k.selection}; }}
QFrame#overlay QPushButton:disabled {{ background: {k.off_face}; color: {k.off_text};
                                      border-color: {k.off_edge}; }}
QFrame#overlay QPushButton#confirm:disabled {{ background: {k.off_face}; color: {k.off_text};
                                              border-color: {k.off_edge}; }}
QFrame#overlay QPushButton:focus {{ border: 4px solid {k.focus}; }}
QFrame#overlay QPushButton#confirm:focus {{ border: 4px solid {k.edge}; }}
"""


def restyle(widget: QWidget) -> None:
    """The style sheet read again for ``widget`` after one of its properties or its object name
    changed. A widget not yet shown has not been styled and will be with what it has now: asking
    for its style would only make PySide build all of ``QStyle``'s enums (20 ms at start)."""
    if widget.testAttribute(Qt.WidgetAttribute.WA_WState_Polished):
        widget.style().unpolish(widget)
        widget.style().polish(widget)


def panel_scale(view_scale: float) -> float:
    """How much bigger than their base size the panels are drawn for a view at
    ``view_scale``: they grow and shrink with the table."""
    return max(0.3, view_scale / REFERENCE_VIEW_SCALE)


BUTTON_TEXT_PIXELS = 12  # the buttons over the table never read smaller (a 1280x720 laptop)


def readable_scale(smallest: float) -> float:
    """The panel scale at which words ``smallest`` pixels high at the base size read
    LEGIBLE_PIXELS times the size of texts."""
    return LEGIBLE_PIXELS * current_text_scale() / smallest


def last_trick_style(k: float) -> str:
    """The table's "Last trick" button (and the coach's), sized like the panels, their words
    never under ``BUTTON_TEXT_PIXELS`` times the size of texts; in high contrast black with
    white words and edges as the windows' buttons (``dressing.ControlColours``)."""

    def px(size: float) -> str:
        return f"{max(1, round(size * k))}px"

    text = max(round(BUTTON_TEXT_PIXELS * current_text_scale()), round(13 * k))
    if high_contrast():
        return _contrast_button_style(text, k)
    return (f"QPushButton {{ background: {css(deep_shade(190))}; color: #ffe9a8; font-weight: bold;"
            f" font-size: {text}px; border: 1px solid rgba(232, 199, 102, 160);"
            f" border-radius: {px(8)}; padding: {px(6)} {px(12)}; }}"
            f"QPushButton:hover {{ background: {button_hover()}; }}"
            # waiting for the person's turn (Hint, Concede): there, but plainly not now
            "QPushButton:disabled { color: rgba(255, 233, 168, 110);"
            " border-color: rgba(232, 199, 102, 60); }")


def _contrast_button_style(text: int, k: float) -> str:
    """The buttons over the table in high contrast for a table at ``k``, their words ``text``
    pixels high: black, white words and a white edge that grows with them (2 px at least, as
    the keys bar's); grey while dimmed (8:1 on black, the edge 4:1); in focus (the Last trick
    window's Close) edged yellow twice as thick, out of its margins; dark grey under the pointer.
    They kept the felt's deep green and gold words over the black table."""
    c = ControlColours.now(True)
    edge = max(2, round(2 * text / 14))
    down, across = max(1, round(6 * k)), max(1, round(12 * k))
    ring = f"{max(0, down - edge)}px {max(0, across - edge)}px"  # inside the thicker edge
    return (f"QPushButton {{ background: {c.face}; color: {c.text}; font-weight: bold;"
            f" font-size: {text}px; border: {edge}px solid {c.edge};"
            f" border-radius: {max(1, round(8 * k))}px; padding: {down}px {across}px; }}"
            f"QPushButton:hover {{ background: {c.hover}; }}"
            f"QPushButton:pressed {{ background: {c.pressed}; }}"
            f"QPushButton:focus {{ border: {2 * edge}px solid {c.focus}; padding: {ring}; }}"
            f"QPushButton:disabled {{ background: {c.off_face}; color: {c.off_text};"
            f" border-color: {c.off_edge}; }}")


ButtonLook = tuple[float, float, str, bool]  # a table's scale, a size of texts, a felt, contrast
UNSTYLED: ButtonLook = (0.0, 1.0, "", False)


def button_look(k: float) -> ButtonLook:
    """What ``last_trick_style`` draws buttons for: a table at ``k``, the size of texts, the
    felt in use and high contrast or not."""
    return k, current_text_scale(), felt_in_use(), high_contrast()


def buttons_rescaled(drawn: ButtonLook, k: float) -> bool:
    """Whether buttons styled with ``last_trick_style`` for ``drawn`` need styling again for a
    table at ``k``, the size of texts, the felt and the contrast now."""
    return (abs(k - drawn[0]) >= 0.005 or abs(current_text_scale() - drawn[1]) >= 0.005
            or (felt_in_use(), high_contrast()) != drawn[2:])


def _spacings(layout: QLayout) -> tuple[int, int]:
    """A layout's gaps at its base size: across (between columns) and down (between rows). A
    grid with two different ones has no single spacing (-1): both are kept."""
    if isinstance(layout, QGridLayout):
        across, down = layout.horizontalSpacing(), layout.verticalSpacing()
    else:
        across = down = layout.spacing()
    return (across if across >= 0 else 6), (down if down >= 0 else 6)


class OverlayPanel(FollowsLanguage, QFrame):
    """A framed panel drawn over the table; the table view places and scales it."""

    texts_changed = Signal()  # new words after a language switch: the table sizes it again
    outgrown = Signal()  # what it shows wants another size (a button shown): the table again

    def event(self, event: QEvent) -> bool:
        handled = super().event(event)
        if (event.type() == QEvent.Type.LayoutRequest and self.isVisible()
                and self.size() != self.sizeHint()):
            self.outgrown.emit()
        return handled

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            for layout in self.findChildren(QLayout):  # forget the old words' sizes
                layout.invalidate()
            self.texts_changed.emit()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("overlay")
        self.scale_factor = 1.0
        self._base_layouts: dict[int, tuple[tuple[int, int, int, int], tuple[int, int]]] = {}
        self.setStyleSheet(panel_style(1.0))
        self.hide()

    def set_scale(self, k: float) -> None:
        """Draw the panel ``k`` times its base size: fonts, padding, margins and spacing."""
        if abs(k - self.scale_factor) < 0.005:
            return
        self.scale_factor = k
        self.setStyleSheet(panel_style(k))
        for layout in self.findChildren(QLayout):
            base = self._base_layouts.get(id(layout))
            if base is None:
                margins = layout.contentsMargins()
                base = ((margins.left(), margins.top(), margins.right(), margins.bottom()),
                        _spacings(layout))
                self._base_layouts[id(layout)] = base
            (left, top, right, bottom), (across, down) = base
            layout.setContentsMargins(round(left * k), round(top * k), round(right * k),
                                      round(bottom * k))
            if isinstance(layout, QGridLayout):  # its columns' gap and its rows' apart
                layout.setHorizontalSpacing(round(across * k))
                layout.setVerticalSpacing(round(down * k))
            else:
                layout.setSpacing(round(across * k))
        self.adjustSize()

    def restyle(self) -> None:
        """The style sheet again, for a change of look (high contrast)."""
        self.setStyleSheet(panel_style(self.scale_factor))

    def _titled_layout(self, margins: tuple[int, int, int, int]) -> QVBoxLayout:
        """The panel's column with its centred title (``self.title``) at the top."""
        layout = QVBoxLayout(self)
        layout.setContentsMargins(*margins)
        self.title = QLabel()
        self.title.setObjectName("title")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.title)
        return layout

    def _titled_layout_with_hint(self) -> QVBoxLayout:
        """A title and, under it, a centred hint line (``self.hint``)."""
        layout = self._titled_layout((18, 12, 18, 14))
        self.hint = QLabel()
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.hint)
        return layout

    def retranslate(self) -> None:
        """Set every text; called at creation and on a language change."""


class CallPanel(OverlayPanel):
    """Hand: pick a call of 0..8, then confirm. The call is final."""

    call_confirmed = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = self._titled_layout_with_hint()
        row = QHBoxLayout()
        self.group = QButtonGroup(self)
        self.group.setExclusive(True)
        self.buttons: list[QPushButton] = []
        for n in range(9):
            button = QPushButton(str(n))
            button.setCheckable(True)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            self.group.addButton(button, n)
            self.buttons.append(button)
            row.addWidget(button)
        layout.addLayout(row)
        self.confirm = QPushButton()
        self.confirm.setObjectName("confirm")
        self.confirm.setEnabled(False)
        self.confirm.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        layout.addWidget(self.confirm, 0, Qt.AlignmentFlag.AlignCenter)
        self.group.idClicked.connect(self._chosen)
        self.confirm.clicked.connect(self._confirm)
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(self.tr("Your call"))
        self.hint.setText(self.tr("How many tricks will you take? Exactly that many scores."))
        choice = self.choice()
        if choice is None:
            self.confirm.setText(self.tr("Choose a number"))
        else:
            self.confirm.setText(self.tr("Lock in {n}").format(n=choice))

    def choice(self) -> int | None:
        checked = self.group.checkedId()
        return None if checked < 0 else checked

    def reset(self) -> None:
        self.group.setExclusive(False)
        for button in self.buttons:
            button.setChecked(False)
        self.group.setExclusive(True)
        self.confirm.setEnabled(False)
        self.retranslate()

    def select(self, n: int) -> None:
        if 0 <= n < len(self.buttons):
            self.buttons[n].setChecked(True)
            self._chosen(n)

    def _chosen(self, n: int) -> None:
        self.confirm.setEnabled(True)
        self.retranslate()

    def _confirm(self) -> None:
        choice = self.choice()
        if choice is not None:
            self.call_confirmed.emit(choice)


class TrumpPanel(OverlayPanel):
    """The Hakem names trump after seeing the first cards (and a target with bidding)."""

    trump_confirmed = Signal(object, object)  # Suit, target or None

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = self._titled_layout_with_hint()
        row = QHBoxLayout()
        self.suit_group = QButtonGroup(self)
        self.suit_buttons: dict[Suit, QPushButton] = {}
        for suit in (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS):
            button = QPushButton()
            button.setCheckable(True)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            self.suit_group.addButton(button, int(suit))
            self.suit_buttons[suit] = button
            row.addWidget(button)
        layout.addLayout(row)
        self.set_four_colour(False)
        self.target_row = QWidget()
        target_layout = QHBoxLayout(self.target_row)
        target_layout.setContentsMargins(0, 0, 0, 0)
        self.target_label = QLabel()
        target_layout.addWidget(self.target_label)
        self.target_group = QButtonGroup(self)
        self.target_buttons: dict[int, QPushButton] = {}
        for target in (9, 10, 11):
            button = QPushButton(str(target))
            button.setCheckable(True)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            self.target_group.addButton(button, target)
            self.target_buttons[target] = button
            target_layout.addWidget(button)
        layout.addWidget(self.target_row)
        self.confirm = QPushButton()
        self.confirm.setObjectName("confirm")
        self.confirm.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        layout.addWidget(self.confirm, 0, Qt.AlignmentFlag.AlignCenter)
        # on toggled (a click, a key, the coach), before the screen reader's announcer reads
        # the confirm button's words for the same signal: it said the choice before this one
        self.suit_group.idToggled.connect(lambda _id, _checked: self._update())
        self.target_group.idToggled.connect(lambda _id, _checked: self._update())
        self.confirm.clicked.connect(self._confirm)
        self.bidding = False
        self.retranslate()

    def set_four_colour(self, on: bool) -> None:
        """The suit marks in the colours the cards use (diamonds blue, clubs green)."""
        colours = {Suit.SPADES: "black", Suit.HEARTS: "red",
                   Suit.DIAMONDS: "blue" if on else "red", Suit.CLUBS: "green" if on else "black"}
        for suit, button in self.suit_buttons.items():
            button.setProperty("suit", colours[suit])
            restyle(button)

    def setup(self, bidding: bool) -> None:
        self.bidding = bidding
        self.target_row.setVisible(bidding)
        self.hint.setText(self._hint_text())
        for group in (self.suit_group, self.target_group):
            group.setExclusive(False)
            for button in group.buttons():
                button.setChecked(False)
            group.setExclusive(True)
        self._update()

    def retranslate(self) -> None:
        self.title.setText(self.tr("You are the Hakem"))
        self.hint.setText(self._hint_text())
        self.target_label.setText(self.tr("Target:"))
        for suit, button in self.suit_buttons.items():
            button.setText(f"{suit.symbol} {texts.suit_title(suit)}")
            button.setAccessibleName(texts.suit_title(suit))  # not "black spade suit Spades"
        self._update()

    def _hint_text(self) -> str:
        """With bidding, that a higher target is only harder to make: made, any target scores
        2 courts, missed 2 to the other side (NOTES.md)."""
        if self.bidding:
            return self.tr("Name the trump and a target (every target scores the same).")
        return self.tr("Look at your first cards and name the trump suit.")

    def _update(self) -> None:
        """The confirm button says the whole choice (with bidding, the target too), or what
        is still missing."""
        suit = self.suit()
        target = self.target() if self.bidding else None
        self.confirm.setEnabled(suit is not None and (not self.bidding or target is not None))
        if suit is None:
            text = self.tr("Choose a suit")
        elif self.bidding and target is None:
            text = self.tr("Choose a target")
        elif target is not None:
            text = self.tr("Name {suit} as trump, target {target}").format(
                suit=texts.suit_name(suit), target=target)
        else:
            text = self.tr("Name {suit} as trump").format(suit=texts.suit_name(suit))
        self.confirm.setText(text)

    def suit(self) -> Suit | None:
        checked = self.suit_group.checkedId()
        return None if checked < 0 else Suit(checked)

    def target(self) -> int | None:
        checked = self.target_group.checkedId()
        return None if checked < 0 else checked

    def select(self, suit: Suit, target: int | None = None) -> None:
        """Choose ``suit`` (and with bidding ``target``, where given), said once to the screen
        reader: the target chosen in silence when the suit's choice says both."""
        if self.bidding and target is not None and target in self.target_buttons:
            blocked = self.target_group.blockSignals(suit != self.suit())
            self.target_buttons[target].setChecked(True)
            self.target_group.blockSignals(blocked)
        self.suit_buttons[suit].setChecked(True)
        self._update()

    def step_suit(self, step: int) -> None:
        """The next suit to the right (1) or left (-1), as the buttons stand."""
        suits = list(self.suit_buttons)
        current = self.suit()
        index = (suits.index(current) + step) % len(suits) if current is not None else (
            0 if step > 0 else len(suits) - 1)
        self.select(suits[index])

    def step_target(self, step: int) -> None:
        """With bidding: a target one higher (1) or lower (-1), 9 to 11."""
        if not self.bidding:
            return
        targets = sorted(self.target_buttons)
        current = self.target()
        index = targets.index(current) + step if current is not None else 0
        self.target_buttons[targets[max(0, min(index, len(targets) - 1))]].setChecked(True)
        self._update()

    def _confirm(self) -> None:
        suit = self.suit()
        if suit is not None:
            self.trump_confirmed.emit(suit, self.target() if self.bidding else None)


class RevealPanel(OverlayPanel):
    """Hidden trump: a void player may ask to see it."""

    reveal_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 8, 10, 8)
        self.button = QPushButton()
        self.button.setObjectName("confirm")
        self.button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        layout.addWidget(self.button)
        self.button.clicked.connect(self.reveal_requested)
        self.retranslate()

    def retranslate(self) -> None:
        self.button.setText(self.tr("Show trump (S)"))
