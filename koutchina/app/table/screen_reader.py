"""What happens at the table, said through the screen reader.

Each sentence goes out as a ``QAccessibleAnnouncementEvent`` from the table (Qt 6.8+: AT-SPI's
"announcement" on Linux, which Orca speaks; UI Automation notifications on Windows; VoiceOver
announcements on macOS). Said: every card played ("East: queen of spades"), who takes each
trick and the tricks so far, the person's turn with the cards they may play, the calls when
they are revealed, every message shown above the hand (trump named, the first Hakem, refusals,
time up), each panel as it opens (the call, the trump chooser, the deal's result, the match's
ranking) with the keys that answer it, and the last seconds of the person's timer. Key T says
the whole table again. ``spoken`` keeps the last sentences (for the tests, and in the log at
debug level).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from functools import cache
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer, Signal
from PySide6.QtWidgets import QAbstractButton, QLabel, QLayout, QWidget

from ...engine import Card, Phase
from ...engine.cards import sort_hand
from ...engine.events import TrickWon
from ..controller import VIEWER_SEAT
from ..i18n import format_tricks
from ..texts import no_trick_yet, sentence
from .accessible_words import SpokenWords
from .announcements import side_tricks_text
from .result_panels import DealSummaryPanel, ResultGrid

if TYPE_CHECKING:
    from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent

    from .accessibility import TableAccessibility
    from .panels import CallPanel, RevealPanel, TrumpPanel
    from .result_panels import MatchEndPanel
    from .view import TableView


class PanelsOnTable(Protocol):
    """The panels laid over the table (area.TableArea), named here so that this module, which
    the table area imports, does not import it back."""

    call_panel: CallPanel
    trump_panel: TrumpPanel
    reveal_panel: RevealPanel
    summary_panel: DealSummaryPanel
    end_panel: MatchEndPanel

    @property
    def accessibility(self) -> TableAccessibility:
        """The stand-ins, which key T reads out."""

log = logging.getLogger(__name__)

KEEP = 400  # sentences kept in ``spoken``


@cache
def accessible_classes() -> tuple[type[QAccessible], type[QAccessibleAnnouncementEvent]]:
    """PySide's QAccessible and its announcement event, made when first asked for: PySide
    builds QAccessible's eight enums (190 members: 14 million instructions, 3 to 7 ms) with the
    class, which the start does not need. The window asks once it is on the screen
    (MainWindow), so that the first sentence does not wait for them either."""
    from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent

    return QAccessible, QAccessibleAnnouncementEvent


def panel_texts(layout: QLayout, panel: QWidget) -> list[str]:
    """The visible words of ``panel`` in reading order: labels line by line, a result grid
    row by row ("You, 3, 3, +13"); buttons are left to the key hints."""
    found: list[str] = []
    for index in range(layout.count()):
        entry = layout.itemAt(index)
        if entry is None:
            continue
        widget, inner = entry.widget(), entry.layout()
        if inner is not None:
            found.extend(panel_texts(inner, panel))
        elif widget is None or not widget.isVisibleTo(panel):
            continue
        elif isinstance(widget, ResultGrid):
            found.extend(grid_rows(widget))
        elif isinstance(widget, QLabel) and widget.text():
            found.append(widget.text())
        elif not isinstance(widget, QAbstractButton):
            sub = widget.layout()
            if sub is not None:
                found.extend(panel_texts(sub, panel))
    return found


def grid_rows(grid: ResultGrid) -> list[str]:
    """Each row of a result grid with its column heads: "You: Call 2, Tricks 3, Points +13"."""
    heads = []
    for column in range(grid.grid.columnCount()):
        entry = grid.grid.itemAtPosition(0, column)
        widget = entry.widget() if entry is not None else None
        heads.append(widget.text() if isinstance(widget, QLabel) else "")
    lines = []
    for row in grid.texts():
        cells = ", ".join(f"{head} {cell}".strip() for head, cell in
                          zip(heads[1:], row[1:], strict=False) if cell)
        lines.append(QCoreApplication.translate("Announcer", "{name}: {details}").format(
            name=row[0] if row else "", details=cells))
    return lines


# After the window is first shown: its first paint has long reached the screen, and nobody has
# chosen a game yet (a table shown sooner makes its stand-ins itself)
SCREEN_READER_AFTER_MS = 200


class ScreenReaderWarmUp(QObject):
    """Makes the screen reader's parts the table needs (its stand-ins, hidden with the table
    behind the start screen, then QAccessible's classes) soon after ``window`` is first shown,
    before a person can choose a game: neither the first paint nor the first match waits for
    them."""

    def __init__(self, window: QWidget, make_stand_ins: Callable[[], object]) -> None:
        super().__init__(window)
        self._make_stand_ins = make_stand_ins
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Show:
            watched.removeEventFilter(self)
            QTimer.singleShot(SCREEN_READER_AFTER_MS, self, self._prepare)
        return False

    def _prepare(self) -> None:
        self._make_stand_ins()  # 6 to 8 ms
        QTimer.singleShot(0, accessible_classes)  # 3 to 7 ms, in a turn of the loop of its own


class Announcer(QObject):
    """Turns the table's events into sentences for the screen reader."""

    announced = Signal(str)

    def __init__(self, table: TableView, panels: PanelsOnTable) -> None:
        super().__init__(table)
        self.table = table
        self.panels = panels
        self.words = SpokenWords(self)
        self.spoken: list[str] = []
        c = table.controller
        c.card_played.connect(self._card_played)
        c.trick_won.connect(self._trick_won)
        c.turn_started.connect(self._turn_started)
        c.calls_revealed.connect(self._calls_revealed)
        c.timer_ticked.connect(self._timer_ticked)
        table.message_shown.connect(self.say)
        call, trump = panels.call_panel, panels.trump_panel
        call.group.idToggled.connect(self._call_chosen)
        trump.suit_group.idToggled.connect(self._trump_chosen)
        trump.target_group.idToggled.connect(self._trump_chosen)
        for panel in (call, trump, panels.reveal_panel, panels.summary_panel, panels.end_panel):
            panel.installEventFilter(self)

    def say(self, text: str, assertive: bool = False) -> None:
        """Hand ``text`` to the screen reader (politely: after what it is saying, unless
        ``assertive``)."""
        if not text:
            return
        self.spoken.append(text)
        del self.spoken[:-KEEP]
        log.debug("said: %s", text)
        accessible, announcement = accessible_classes()
        event = announcement(self.table, text)
        event.setPoliteness(accessible.AnnouncementPoliteness.Assertive if assertive
                            else accessible.AnnouncementPoliteness.Polite)
        accessible.updateAccessibility(event)
        self.announced.emit(text)

    # ----- events -----------------------------------------------------------------------------

    def _name(self, seat: int) -> str:
        """The seat's label, as its badge says it ("Partner: queen of hearts"); a sentence
        about the seat says ``table.name_in_sentence`` ("Your partner takes the trick")."""
        badges = self.table.badges()
        return badges[seat].display_name() if seat < len(badges) else ""

    def _card_played(self, seat: int, card: Card) -> None:
        self.say(self.words.trick_card(self._name(seat), card))

    def _trick_won(self, event: TrickWon) -> None:
        if event.winner == VIEWER_SEAT:
            text = self.tr("You take the trick")
        else:
            text = sentence(self.tr("{name} takes the trick").format(
                name=self.table.name_in_sentence(event.winner)))
        self.say(text + ". " + self._tricks_so_far())

    def _tricks_so_far(self) -> str:
        shown = self.table.shown  # the tricks as the table counted them, as ShownDeal says
        if shown.game is None:
            return ""
        if not shown.partnerships:
            return "; ".join(self.tr("{name}: {tricks}").format(
                name=self._name(seat), tricks=format_tricks(tricks))
                for seat, tricks in enumerate(shown.tricks))
        return self.tr("Your side: {ours}; opponents: {theirs}").format(
            ours=side_tricks_text(shown, 0), theirs=side_tricks_text(shown, 1))

    def _turn_started(self, seat: int) -> None:
        c = self.table.controller
        view = c.view(VIEWER_SEAT)
        if seat != VIEWER_SEAT or view is None or view.phase != Phase.PLAYING:
            return
        if not c.accepts_input(VIEWER_SEAT):
            return
        allowed = set(view.legal_cards())
        held = sort_hand(view.hand, view.trump, view.rules.has_satat)
        legal = [card for card in held if card in allowed]  # as held
        self.say(self.tr("Your turn. You can play: {cards}").format(
            cards=self.words.cards(legal)))

    def _calls_revealed(self, calls: tuple[int, int, int, int]) -> None:
        self.say("; ".join(self.tr("{name} called {n}").format(
            name=self._name(seat), n=call) for seat, call in enumerate(calls)))

    def _timer_ticked(self, seat: int, seconds: int) -> None:
        if seat == VIEWER_SEAT and seconds == 5:
            self.say(self.tr("5 seconds left"), assertive=True)

    def _call_chosen(self, n: int, checked: bool) -> None:
        if checked:
            self.say(self.tr("Call {n}. Enter locks it in.").format(n=n))

    def _trump_chosen(self, _id: int, checked: bool) -> None:
        if checked:
            self.say(self.panels.trump_panel.confirm.text()
                     + ". " + self.tr("Enter confirms."))

    # ----- panels -----------------------------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # read with a default (see status_line.StatusLine.eventFilter)
        if (event.type() == QEvent.Type.Show and isinstance(watched, QWidget)
                and getattr(self, "panels", None) is not None):
            self.say(self.panel_words(watched))
        return False

    def panel_words(self, panel: QWidget) -> str:
        """What a panel says when it opens: its words, then the keys that answer it."""
        panels = self.panels
        layout = panel.layout()
        parts = panel_texts(layout, panel) if layout is not None else []
        if panel in (panels.call_panel, panels.trump_panel):
            parts.append(self._holding())
        if panel is panels.call_panel:
            parts.append(self.tr("Keys 0 to 8 choose your call, Enter locks it in."))
        elif panel is panels.trump_panel:
            keys = (self.tr("Left and right arrows choose the suit, up and down the "
                                  "target, Enter confirms.") if panels.trump_panel.bidding
                    else self.tr("Left and right arrows choose the suit, Enter confirms."))
            parts.append(keys)
        elif panel is panels.reveal_panel:
            parts.append(self.tr("You may ask to see the trump: key S."))
        elif panel is panels.summary_panel:
            parts.append(self.tr("Enter: {button}.").format(
                button=panels.summary_panel.next_button.text()))
        elif panel is panels.end_panel:
            parts.append(self.tr("Enter: {button}.").format(button=panels.end_panel.again.text()))
        return " ".join(sentence(part) if part.endswith((".", "!", "?", ":"))
                        else sentence(part) + "." for part in parts)

    def _holding(self) -> str:
        view = self.table.controller.view(VIEWER_SEAT)
        cards = [] if view is None else sort_hand(view.hand, view.trump, view.rules.has_satat)
        return self.tr("You hold: {cards}").format(cards=self.words.cards(cards))

    def say_last_trick(self) -> None:
        """Key L: the last trick in words, for whoever cannot see its picture."""
        trick = self.table.controller.last_trick
        if trick is None:
            view = self.table.controller.view(VIEWER_SEAT)
            self.say(no_trick_yet(view.game if view is not None else None))
            return
        plays = "; ".join(self.words.trick_card(self._name(seat), card)
                          for seat, card in trick.plays)
        if trick.winner == VIEWER_SEAT:
            self.say(self.tr("Last trick: {plays}. Won by you.").format(plays=plays))
        else:
            self.say(self.tr("Last trick: {plays}. Won by {name}.").format(
                plays=plays, name=self.table.name_in_sentence(trick.winner)))

    def say_table(self) -> None:
        """Key T: the whole table in a few sentences, for whoever lost the thread."""
        access = self.panels.accessibility
        access.refresh()
        marks = [access.trick_mark, *access.badge_marks]
        parts = [access.info_mark.accessibleDescription()]
        parts += [self.tr("{name}: {details}").format(
            name=mark.accessibleName(), details=mark.accessibleDescription())
            for mark in marks if mark.accessibleName()]
        parts.append(access.hand.accessibleDescription())
        self.say(". ".join(part for part in parts if part), assertive=True)
