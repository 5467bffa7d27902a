"""The Replay window: a saved match card by card, every hand face up, at a chosen speed."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QKeyCombination, Qt, QTimer
from PySide6.QtGui import (
    QCloseEvent,
    QGuiApplication,
    QKeySequence,
    QShortcut,
)
from PySide6.QtWidgets import (
    QAbstractSlider,
    QApplication,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from ...engine import Suit
from ...engine.rules import game_info, rules_from_json
from ...storage import SavedMatch
from ...storage.replay_steps import ReplayStep, replay_steps, unfinished_deal
from .. import texts
from ..closing_keys import close_button_row, close_with_keys, press_with_enter
from ..dressing import (
    ControlColours,
    buttons_style,
    scroll_bar_style,
    slider_style,
    window_style,
)
from ..i18n import FollowsLanguage, format_signed, format_tricks
from ..screen_fit import FitsScreen, ScrollWhenShort
from ..screens import screen_of
from ..table.looks import high_contrast, panel_colours
from ..text_scale import current_text_scale
from ..window_places import SIDE_WINDOW
from .media_icons import Media, media_icon
from .replay_board import ReplayBoard

# the windows whose controls are dressed (the slider in the first two), and the Close row
CONTROLS = ("ReplayWindow", "DealCoachRow", "ReplayWindow > QDialogButtonBox")
SPEEDS_MS = (1200, 600, 300, 150)  # a card; a trick taken, or a deal dealt, lies twice as long


def replay_style(contrast: bool) -> str:
    """Replay dressed as the table's side: dark felt, light words, the scores in a framed
    panel, the controls (its own and the deal coach's row under them) as the buttons over the
    table; sizes left to the size of texts."""
    c = panel_colours(contrast)
    k = ControlColours.now(contrast)
    return window_style("ReplayWindow", contrast) + f"""
ReplayWindow QScrollArea#replay_info_room, ReplayWindow QWidget#replay_info_view {{
    background: transparent; }}
ReplayWindow QLabel#replay_info {{ color: {k.words}; background: {c["current"]};
                                  border: {c["border"]}; border-radius: 8px;
                                  padding: 8px 10px; }}""" + scroll_bar_style(
        "ReplayWindow QScrollArea#replay_info_room", contrast) + f"""
ReplayWindow > QLabel#replay_where {{ color: {c["gold"]}; font-weight: bold; }}
""" + buttons_style(CONTROLS, contrast) + slider_style(CONTROLS[:2], contrast)


class ReplayWindow(FollowsLanguage, FitsScreen, QWidget):
    """Step forward and back through a match; play it back at a chosen speed."""

    def __init__(self, saved: SavedMatch, state: object = None, four_colour: bool = False,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent, SIDE_WINDOW)
        from ...engine import MatchState

        self.saved = saved
        self.steps = replay_steps(saved, state if isinstance(state, MatchState) else None)
        self.position = 0
        rules = rules_from_json(saved.record.rules)
        self.scheduled_rounds = rules.scheduled_rounds or 0  # Hand's, before a sudden death
        names = [texts.seat_label(info.name, info.role, seat, saved.game)
                 for seat, info in enumerate(saved.seats)]
        self.board = ReplayBoard(saved.game, names, four_colour, contrast=high_contrast(),
                                 satat=rules.has_satat)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.follow_looks()
        self.info = QLabel()
        self.info.setObjectName("replay_info")
        self.info.setWordWrap(True)
        self.info.setAlignment(Qt.AlignmentFlag.AlignTop)
        # scrolled where taller than the room beside the board: at 200 % on a laptop the last
        # step's scores and totals made the window grow past the screen's bottom; as narrow
        # as before at the least (the words wrap beside a scroll bar)
        self.info_room = ScrollWhenShort(self.info)
        # "Votre équipe : 1 pli" on a line, but no more than a third of the screen: at 250 %
        # on 1280x720 it took half the window, the board and its cards shrunk beside it
        screen = QGuiApplication.primaryScreen() if parent is None else screen_of(parent)
        third = screen.availableGeometry().width() // 3 if screen is not None else 1000
        self.info_room.setMinimumWidth(min(round(220 * current_text_scale()), third))
        self.info_room.setObjectName("replay_info_room")
        self.info_room.viewport().setObjectName("replay_info_view")
        self.where = QLabel()
        self.where.setWordWrap(True)  # a sentence where no finished deal is shown
        self.where.setObjectName("replay_where")
        self.first_button = QPushButton(media_icon(Media.FIRST), "")
        self.back_button = QPushButton(media_icon(Media.BACK), "")
        self.play_button = QPushButton(media_icon(Media.PLAY), "")
        self.forward_button = QPushButton(media_icon(Media.FORWARD), "")
        self.last_button = QPushButton(media_icon(Media.LAST), "")
        self.speed_label = QLabel()
        self.speed = QComboBox()
        for _ms in SPEEDS_MS:
            self.speed.addItem("")
        self.speed.setCurrentIndex(1)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, max(0, len(self.steps) - 1))
        # each deal's first step: the chooser below goes there (a deal in the middle of a long
        # Court Piece match was only found by dragging the slider, a player's review)
        self.deal_starts = [index for index, step in enumerate(self.steps)
                            if index == 0 or step.deal != self.steps[index - 1].deal]
        # each deal's scores, beside its name in the chooser (a deal was found by its number
        # alone, which said nothing of how it went)
        self.deal_scores = {step.deal: step.deal_scores for step in self.steps
                            if step.deal_scores is not None}
        self.deal_choice = QComboBox()
        self.deal_choice.setObjectName("replay_deal_choice")
        # as wide as its names in the language in use: switched to French, "Manche 4 su"
        self.deal_choice.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        for _start in self.deal_starts:
            self.deal_choice.addItem("")
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._tick)

        self.first_button.clicked.connect(self.first)
        self.back_button.clicked.connect(self.back)
        self.forward_button.clicked.connect(self.forward)
        self.last_button.clicked.connect(self.last)
        # the person's own step pauses the play back, as a player's does (a player's review):
        # a drag or a click on the slider too, not the slider following the play back
        self.slider.sliderPressed.connect(self._pause)
        self.slider.actionTriggered.connect(lambda _action: self._pause())
        self.play_button.clicked.connect(self.toggle_play)
        self.slider.valueChanged.connect(self.go_to)
        self.deal_choice.activated.connect(self.go_to_deal)
        self.speed.currentIndexChanged.connect(lambda _i: self._apply_speed())

        # Close under the scores, at the right, as History and Statistics have theirs (there
        # was only the title bar's box, and Esc, which few know of); in the controls' row it
        # made the window wider than a 1280x720 screen at 250 %
        self.close_row = close_button_row(self)
        beside = QVBoxLayout()
        beside.addWidget(self.info_room, 1)
        beside.addWidget(self.close_row)
        top = QHBoxLayout()
        top.addWidget(self.board, 1)
        top.addLayout(beside)
        controls = QHBoxLayout()
        for widget in (self.first_button, self.back_button, self.play_button,
                       self.forward_button, self.last_button):
            controls.addWidget(widget)
        controls.addStretch(1)
        controls.addWidget(self.speed_label)
        controls.addWidget(self.speed)
        layout = QVBoxLayout(self)
        layout.addLayout(top, 1)
        where_row = QHBoxLayout()  # the chooser beside the line it changes: the controls' row
        where_row.addWidget(self.deal_choice)  # left the slider no room at 200 %
        where_row.addWidget(self.where, 1)
        layout.addLayout(where_row)
        # the slider the window's width, over the buttons, as a player's: beside them it was
        # 150 px for 165 steps at 250 % on 1280x720, no card could be found by dragging (a
        # player's review)
        layout.addWidget(self.slider)
        layout.addLayout(controls)
        if not self.deal_starts:  # no deal finished: nothing to go to
            self.deal_choice.hide()
        self.resize(1100, 700)
        self._add_keys()
        close_with_keys(self)
        self.retranslate()
        self.go_to(0)
        # the keys on the play button when it opens, not on Close, which is first in the
        # focus chain: Enter closed the window just opened (a player's check)
        self.play_button.setFocus()

    def follow_looks(self) -> None:
        """The felt's colours or high contrast, as the table has them now."""
        contrast = high_contrast()
        self.setStyleSheet(replay_style(contrast))
        self.board.set_contrast(contrast)

    def closeEvent(self, event: QCloseEvent) -> None:
        """Its reviews close with it: one left open over a closed replay was deleted with it,
        mid-analysis, when the next replay opened (History lets closed replays go; a code
        review)."""
        for child in self.findChildren(QWidget):
            if child.isWindow() and child.isVisible():
                child.close()
        super().closeEvent(event)

    # ----- moving -------------------------------------------------------------------------

    @property
    def current(self) -> ReplayStep | None:
        return self.steps[self.position] if self.steps else None

    def go_to(self, position: int) -> None:
        if not self.steps:
            self._show()
            return
        self.position = max(0, min(position, len(self.steps) - 1))
        if self.slider.value() != self.position:
            self.slider.setValue(self.position)
        self.deal_choice.setCurrentIndex(self._deal_index())
        if self.timer.isActive():  # moved while it plays: a trick taken still lies longer
            self._apply_speed()
        self._show()

    def _sudden_death(self, deal: int) -> int:
        """Which sudden-death round deal ``deal`` is (from 1), 0 for a round of the match's
        own (and in a game of sides)."""
        rounds = self.scheduled_rounds
        return deal + 1 - rounds if rounds and deal >= rounds else 0

    def _deal_name(self, deal: int) -> str:
        """A deal as the table named it: "Round 3 of 5" of the match's rounds, a sudden-death
        round by its own name, "Deal 7" in a game of sides (it counted the deals replayed:
        "Round 6 of 6" for a sudden death, "Round 1 of 4" in a match not finished)."""
        if not game_info(self.saved.game).in_rounds:
            return self.tr("Deal {n}").format(n=deal + 1)
        if sudden := self._sudden_death(deal):
            return texts.sudden_death_round(sudden)
        return self.tr("Round {n} of {count}").format(n=deal + 1, count=self.scheduled_rounds)

    def _deal_entry(self, deal: int) -> str:
        """The chooser's line for a deal: its name, and once it is scored, what the side that
        scored took, the sides named as the rest of the window names them ("Deal 3 ·
        Opponents +2"), or in Hand the person's score of the round ("Round 2 of 5 · You
        +30"; the name alone in a Hand match of bots only, which has no "you")."""
        name = self._deal_name(deal)
        scores = self.deal_scores.get(deal)
        if scores is None:
            return name
        if game_info(self.saved.game).partnerships:
            side = 0 if scores[0] >= scores[1] else 1
            if scores[side] <= 0:
                return name
            who, score = texts.side_name(side), scores[side]
        elif self.saved.seats[0].is_person:
            who, score = self.board.names[0], scores[0]
        else:
            return name
        return self.tr("{deal} · {who} {score}").format(deal=name, who=who,
                                                        score=format_signed(score))

    def _deal_index(self) -> int:
        """Which of the replayed deals the step shown belongs to (0 for the first)."""
        return sum(1 for start in self.deal_starts if start <= self.position) - 1

    def go_to_deal(self, index: int) -> None:
        """The first step of the ``index``-th deal replayed: its cards as dealt."""
        self._pause()
        if self.deal_starts:
            self.go_to(self.deal_starts[max(0, min(index, len(self.deal_starts) - 1))])

    def next_deal(self) -> None:
        """The next deal's cards as dealt; nothing in the last deal (the clamp took it back
        to that deal's start, a code review)."""
        if self.deal_starts and self._deal_index() < len(self.deal_starts) - 1:
            self.go_to_deal(self._deal_index() + 1)

    def _step_deal_or_list(self, step: int) -> None:
        """Up (-1) or Down (+1): the previous or next deal; but with a list of Replay's in
        the keyboard's hands (the speed, the seat to play a deal again from), a step in that
        list, as the arrows did there before they went to the deals (a code review)."""
        focus = QApplication.focusWidget()
        if isinstance(focus, QComboBox) and focus is not self.deal_choice and (
                focus.window() is self):
            focus.setCurrentIndex(max(0, min(focus.count() - 1, focus.currentIndex() + step)))
            return
        if step < 0:
            self.previous_deal()
        else:
            self.next_deal()

    def previous_deal(self) -> None:
        """The start of the deal shown, or the deal before's where it is there already (as a
        player's previous track)."""
        if not self.deal_starts:
            return
        index = self._deal_index()
        self.go_to_deal(index if self.position > self.deal_starts[index] else index - 1)

    def forward(self) -> None:
        """The next card played (or the next deal's cards as dealt)."""
        self._pause()
        self.go_to(self.position + 1)

    def back(self) -> None:
        self._pause()
        self.go_to(self.position - 1)

    def first(self) -> None:
        self._pause()
        self.go_to(0)

    def last(self) -> None:
        self._pause()
        self.go_to(len(self.steps) - 1)

    def _whole(self, position: int) -> bool:
        """Whether step ``position`` shows a trick taken or a deal as dealt: where a step by
        trick stops."""
        step = self.steps[position]
        return step.winner is not None or not step.table

    def forward_trick(self) -> None:
        """The end of the trick under way, or the next trick taken: its four cards and who
        took it (Ctrl+Right; a player stepping through a long deal card by card)."""
        later = (index for index in range(self.position + 1, len(self.steps))
                 if self._whole(index))
        self._pause()
        self.go_to(next(later, len(self.steps) - 1))

    def back_trick(self) -> None:
        """The trick taken before the card or trick shown, or the deal's cards as dealt."""
        earlier = (index for index in range(self.position - 1, -1, -1) if self._whole(index))
        self._pause()
        self.go_to(next(earlier, 0))

    def toggle_play(self) -> None:
        if self.timer.isActive():
            self.timer.stop()
        else:
            if self.position >= len(self.steps) - 1:
                self.go_to(0)
            self._apply_speed()
            self.timer.start()
        self._retranslate_play()

    def _pause(self) -> None:
        """The play back stopped, if it played."""
        if self.timer.isActive():
            self.timer.stop()
            self._retranslate_play()

    def _tick(self) -> None:
        if self.position >= len(self.steps) - 1:
            self._pause()
            return
        self.go_to(self.position + 1)  # at that step's pace (go_to)
        current = self.current
        if current is not None and current.deal_scores is not None:
            self._pause()  # a deal's end: its scores read before the next deal (Play goes on)

    def _apply_speed(self) -> None:
        """A card's time at the chosen speed; a trick taken (its four cards and who took it)
        or a deal as dealt lies twice as long."""
        interval = SPEEDS_MS[max(0, self.speed.currentIndex())]
        if self.steps and self._whole(self.position):
            interval *= 2
        self.timer.setInterval(interval)

    def _add_keys(self) -> None:
        """←/→ step a card, Ctrl+←/→ a trick, ↑/↓ the previous or next deal, Space plays or
        pauses, Home/End jump, Page Up/Down scroll the side panel: whatever control has focus
        (a focused button would otherwise take Space, the slider or the deal chooser the
        arrows)."""
        keys: dict[Qt.Key | QKeyCombination, Callable[[], None]] = {
            Qt.Key.Key_Right: self.forward,
            Qt.Key.Key_Left: self.back,
            Qt.Modifier.CTRL | Qt.Key.Key_Right: self.forward_trick,
            Qt.Modifier.CTRL | Qt.Key.Key_Left: self.back_trick,
            Qt.Key.Key_Space: self.toggle_play,
            Qt.Key.Key_Home: self.first,
            Qt.Key.Key_End: self.last,
            Qt.Key.Key_Up: lambda: self._step_deal_or_list(-1),
            Qt.Key.Key_Down: lambda: self._step_deal_or_list(1),
            # the side panel, where it is taller than its room
            Qt.Key.Key_PageUp: lambda: self._scroll_info(
                QAbstractSlider.SliderAction.SliderPageStepSub),
            Qt.Key.Key_PageDown: lambda: self._scroll_info(
                QAbstractSlider.SliderAction.SliderPageStepAdd),
        }
        for key, slot in keys.items():
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.activated.connect(slot)
        press_with_enter(self)  # the button Tab reached (Space is the replay's)

    def _scroll_info(self, action: QAbstractSlider.SliderAction) -> None:
        self.info_room.verticalScrollBar().triggerAction(action)

    # ----- showing ------------------------------------------------------------------------

    def _show(self) -> None:
        step = self.current
        self.board.show_step(step)
        rounds = game_info(self.saved.game).in_rounds  # "Round" (Hand's "manches"), not "Deal"
        if step is None:
            if unfinished_deal(self.saved) is None:
                self.where.setText(self.tr("This match has no deal yet."))
            else:  # its cards are hidden at the table: only finished deals are shown
                self.where.setText(
                    self.tr("No round of this match has been played to its end yet: Replay "
                            "shows finished rounds only.") if rounds else
                    self.tr("No deal of this match has been played to its end yet: Replay "
                            "shows finished deals only."))
            self.info.setText("")
            return
        sudden = self._sudden_death(step.deal)  # named as the table named it, not "Round 6"
        if step.conceded_from is not None:  # the deal's rest given up, at once
            where = self._conceded(step)
        elif step.trick_number == 0:
            # the calls (Hand's, made before the first card) are beside the seats already
            if sudden:
                where = self.tr("{round}: the cards as dealt and the calls").format(
                    round=texts.sudden_death_round(sudden))
            else:
                where = (self.tr("Round {deal}: the cards as dealt and the calls") if rounds
                         else self.tr("Deal {deal}: the cards as dealt")).format(
                    deal=step.deal + 1)
        else:
            if sudden:
                where = self.tr("{round}, trick {trick}").format(
                    round=texts.sudden_death_round(sudden), trick=step.trick_number)
            else:
                where = (self.tr("Round {deal}, trick {trick}") if rounds else
                         self.tr("Deal {deal}, trick {trick}")).format(
                    deal=step.deal + 1, trick=step.trick_number)
            if step.table:  # the cards lie apart on the board: who led, who took it once won
                where += " — " + self._lead_and_win(step.table[0][0], step.winner)
            if step.trump_seen and step.trump_shown_at == step.trick_number - 1 and (
                    step.trump_shown_by is not None):
                where += " — " + self._trump_shown(step.trump_shown_by, step.hakem)
        self.where.setText(where + " — " + self.tr("step {step} of {steps}").format(
            step=self.position + 1, steps=len(self.steps)))
        self.info.setText(self._info_text(step))

    def _conceded(self, step: ReplayStep) -> str:
        """The tricks a concession gave up, and to whom (a game of sides: the side that did
        not concede); they were a bare step each, saying nothing (a code review)."""
        first, last = step.conceded_from, step.tricks_done
        ours = step.winner is not None and step.winner % 2 == 0
        if first == last:
            said = (self.tr("Deal {deal}, trick {trick}: conceded to your side") if ours else
                    self.tr("Deal {deal}, trick {trick}: conceded to the opponents"))
        else:
            said = (self.tr("Deal {deal}, tricks {first} to {last}: conceded to your side")
                    if ours else
                    self.tr("Deal {deal}, tricks {first} to {last}: conceded to the opponents"))
        return said.format(deal=step.deal + 1, trick=last, first=first, last=last)

    def _trump_shown(self, seat: int, hakem: int | None) -> str:
        """Who had the hidden trump shown in the trick on the board: a seat that could not
        follow asked for it, or the Hakem, holding only trumps, showed it."""
        you = self._is_you(seat)
        if seat == hakem:
            return (self.tr("you showed the trump") if you else
                    self.tr("{name} showed the trump").format(name=self._in_sentence(seat)))
        return (self.tr("you asked to see the trump") if you else
                self.tr("{name} asked to see the trump").format(name=self._in_sentence(seat)))

    def _is_you(self, seat: int) -> bool:
        """The person's own seat, said "you" (a bot's seat never is)."""
        info = self.saved.seats[seat]
        return seat == 0 and info.is_person and not info.name

    def _in_sentence(self, seat: int) -> str:
        info = self.saved.seats[seat]
        return texts.seat_in_sentence(info.name, info.role, seat, self.saved.game)

    def _lead_and_win(self, leader: int, winner: int | None) -> str:
        """Who led the trick shown and who took it: its cards lie apart on the board, so the
        order they were played in shows nowhere else (a player's review). The person has sentences
        of their own ("You led"; French conjugates)."""
        you = [self._is_you(seat) for seat in range(len(self.saved.seats))]
        names = [self._in_sentence(seat) for seat in range(len(self.saved.seats))]
        if winner is None:
            return (self.tr("you led") if you[leader] else
                    self.tr("{leader} led").format(leader=names[leader]))
        if winner == leader:
            return (self.tr("you led and took it") if you[leader] else
                    self.tr("{leader} led and took it").format(leader=names[leader]))
        if you[leader]:
            return self.tr("you led, {winner} took it").format(winner=names[winner])
        if you[winner]:
            return self.tr("{leader} led, you took it").format(leader=names[leader])
        return self.tr("{leader} led, {winner} took it").format(leader=names[leader],
                                                                winner=names[winner])

    def _info_text(self, step: ReplayStep) -> str:
        game = self.saved.game
        info = game_info(game)
        lines = [texts.game_name(game)]
        if info.has_trump:
            if step.no_trump:
                lines.append(self.tr("No trump this deal"))
            elif step.trump:
                suit = texts.suit_name(Suit.from_letter(step.trump))
                shown_at = step.trump_shown_at
                if not step.trump_hidden:
                    lines.append(self.tr("Trump: {suit}").format(suit=suit))
                elif shown_at is not None and step.trump_seen:
                    lines.append(self.tr("Trump: {suit} (shown in trick {n})").format(
                        suit=suit, n=shown_at + 1))
                elif step.deal_scores is not None:  # the deal's last step: it never was
                    lines.append(self.tr("Trump: {suit} (never shown)").format(suit=suit))
                else:  # the Hakem's secret as the table had it, seen here by all
                    lines.append(self.tr("Trump: {suit} (hidden from the table)").format(
                        suit=suit))
            if step.bid_target is not None:
                lines.append(self.tr("The Hakem's side must take {tricks} tricks").format(
                    tricks=step.bid_target))
        if info.partnerships:
            for side in (0, 1):
                lines.append(self.tr("{side}: {tricks}").format(
                    side=texts.side_name(side), tricks=format_tricks(step.trick_counts[side])))
        names = self.board.names
        if step.deal_scores is not None:
            lines.append("")
            lines.append(self.tr("Round scores:") if info.in_rounds else self.tr("Deal scores:"))
            lines.extend(self._per_column(step.deal_scores, names, format_signed))
            outcomes = (step.outcome or "").split(",")
            if info.has_calls and len(outcomes) == 4:  # each seat's call, made or not
                lines.extend(self.tr("{name}: {outcome}").format(
                    name=names[seat], outcome=texts.hand_outcome_text(outcome))
                    for seat, outcome in enumerate(outcomes))
            elif not info.has_calls and outcomes[0]:
                lines.append(texts.deal_outcome_text(outcomes[0], game, step.bid_target))
            if step.scored is not None and info.partnerships:  # as the deal summary said
                lines.extend(texts.deal_notes(step.scored, step.conceded_by))
            elif step.scored is not None and (claim := texts.claim_note(step.scored, names)):
                lines.append(claim)  # Hand's summary says a claim by the seat's name
        lines.append("")
        lines.append(self.tr("Totals:"))
        lines.extend(self._per_column(step.totals, names, format_signed))  # as the scoreboard
        if self.position == len(self.steps) - 1 and (ended := self._match_result()):
            lines.extend(["", ended])  # the totals alone did not say who won (a review)
        return "\n".join(lines)

    def _match_result(self) -> str:
        """Who won the match, once it is over (its record's places); "" before."""
        places = self.saved.record.places
        if not places:
            return ""
        if game_info(self.saved.game).partnerships:
            return (self.tr("Match over: your side won") if places[0] == 1
                    else self.tr("Match over: the opponents won"))
        firsts = [seat for seat, place in enumerate(places) if place == 1]
        if len(firsts) > 1:
            return self.tr("Match over: first place shared")
        if self._is_you(firsts[0]):
            return self.tr("Match over: you won")
        return self.tr("Match over: {name} won").format(name=self.board.names[firsts[0]])

    def _per_column(self, values: tuple[int, ...], names: list[str],
                    shown: Callable[[int], str]) -> list[str]:
        """One line per side (or seat, without sides), each value written by ``shown`` (a true
        minus)."""
        if not game_info(self.saved.game).partnerships:
            return [self.tr("{name}: {value}").format(name=names[seat], value=shown(value))
                    for seat, value in enumerate(values)]
        return [self.tr("{name}: {value}").format(name=texts.side_name(side), value=shown(value))
                for side, value in enumerate(values)]

    # ----- language -----------------------------------------------------------------------

    def _retranslate_play(self) -> None:
        """The play button says, and shows, what it does now: play, or pause what plays; as
        wide for either, so that the buttons beside it stay put (they moved 11 px under the
        pointer, a player's review)."""
        playing = self.timer.isActive()
        button = self.play_button
        widths = []
        for words in (self.tr("Pause"), self.tr("Play")):
            button.setText(words)
            widths.append(button.sizeHint().width())
        button.setMinimumWidth(max(widths))
        button.setText(self.tr("Pause") if playing else self.tr("Play"))
        button.setIcon(media_icon(Media.PAUSE if playing else Media.PLAY))

    def retranslate(self) -> None:
        # Seats saved without a name show "You", "East" ... in the language now in use.
        self.board.names = [texts.seat_label(info.name, info.role, seat, self.saved.game)
                            for seat, info in enumerate(self.saved.seats)]
        self.setWindowTitle(self.tr("Replay — {game}").format(
            game=texts.game_name(self.saved.game)))
        self.first_button.setToolTip(self.tr("First step"))
        self.back_button.setToolTip(self.tr("Back one card (Left; a trick: Ctrl+Left)"))
        self.forward_button.setToolTip(self.tr("Forward one card (Right; a trick: Ctrl+Right)"))
        self.last_button.setToolTip(self.tr("Last step"))
        self.speed_label.setText(self.tr("Speed:"))
        for index, start in enumerate(self.deal_starts):
            self.deal_choice.setItemText(index, self._deal_entry(self.steps[start].deal))
        self.deal_choice.setToolTip(
            self.tr("Go to a round's cards as dealt (Up, Down: the previous or next round)")
            if game_info(self.saved.game).in_rounds else
            self.tr("Go to a deal's cards as dealt (Up, Down: the previous or next deal)"))
        names = [self.tr("Slow"), self.tr("Normal"), self.tr("Fast"), self.tr("Very fast")]
        for index, name in enumerate(names):
            self.speed.setItemText(index, name)
        self._retranslate_play()
        self._show()
        self.board.update()
