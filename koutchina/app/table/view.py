"""The card table: a QGraphicsView showing the controller's match with animated cards."""

from __future__ import annotations

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QRect,
    QRectF,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QPainter,
    QResizeEvent,
    QTransform,
)
from PySide6.QtWidgets import (
    QGraphicsScene,
    QGraphicsView,
    QWidget,
)

from ...engine import Card, Game, Phase, PlayCard, RevealTrump
from ...engine.events import (
    DealScored,
    DealStarted,
    HakemDrawn,
    MatchEnded,
    SetWon,
    TrickWon,
    TrumpNamed,
    TrumpRevealed,
)
from ...engine.rules import FirstHakemDraw, Rules, SeatDirection, game_info
from ...engine.view import TrickRecord
from .. import texts
from ..controller import VIEWER_SEAT, MatchController
from ..i18n import FollowsLanguage
from ..text_scale import current_text_scale
from ..timing import Timing
from . import announcements
from .card_item import CardItem
from .card_layer import CardLayer
from .hakem_draw import DrawTexts, draw_rounds, round_count
from .layout import (
    CORNER_PANEL_AT,
    SCENE_HEIGHT,
    SCENE_WIDTH,
    corner_scale,
    corner_top,
    legible_scale,
    message_gain,
    text_gain,
)
from .looks import paint_felt
from .message_words import ToastWords, Words
from .overlays import InfoPanel, Toast
from .seat_badge import SeatBadge
from .seat_badges import SeatBadges
from .selection import KeyboardSelection
from .shown_deal import ShownDeal

translate = QCoreApplication.translate  # literal calls, so pyside6-lupdate finds them
FIT_MARGIN = 2  # pixels round the table, as QGraphicsView.fitInView keeps


class TableView(FollowsLanguage, QGraphicsView):
    """Draws the match of ``controller`` from the bottom seat's point of view."""

    card_chosen = Signal(object)  # Card clicked (or Enter) by the person
    selection_changed = Signal()  # the card raised with the arrows changed (or none is)
    message_shown = Signal(str)  # a message above the hand (a screen reader says it too)
    news_told = Signal()  # a message also kept among the deal's news (ShownDeal.news)

    def __init__(self, controller: MatchController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # A viewport made in Python, whose class PySide knows: the one QAbstractScrollArea makes
        # in C++ would, the first time Python asks for it (the panels are laid on it), make
        # PySide look for its most derived class among every QWidget subclass, building each
        # of them with its enums (QWizard, QFileDialog, QCalendarWidget...): 37 million
        # instructions, 7 to 10 ms of the start. The same in accessibility.HandList.
        self.setViewport(QWidget())
        self.controller = controller
        self.setScene(QGraphicsScene(0, 0, SCENE_WIDTH, SCENE_HEIGHT, self))
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
            | QPainter.RenderHint.TextAntialiasing
        )
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        # the felt (a large gradient drawn with smooth edges) painted once for a size of the
        # table, not again under every card that moves: set_felt starts it afresh
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setMinimumSize(640, 360)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.four_colour = False
        self.felt = "green"  # a name in looks.FELTS
        self.names: list[str] = ["", "", "", ""]
        self.seats = SeatBadges(self.scene())
        self._game: str = Game.HAND
        self.cards = CardLayer(self.scene(), controller, self._on_item_clicked)
        self.selection = KeyboardSelection(lambda: self.cards.hands[VIEWER_SEAT],
                                           lambda: controller.accepts_input(VIEWER_SEAT),
                                           self.card_chosen.emit, self.selection_changed.emit,
                                           self._may_see_trump)
        self.shown = ShownDeal()  # what the table has shown of the deal so far
        self.info = InfoPanel()
        self.info.setPos(CORNER_PANEL_AT)
        self.scene().addItem(self.info)
        self.toast = Toast()
        self.toast.setPos(SCENE_WIDTH / 2, self.cards.message_y())
        self.toast.setVisible(False)
        self.scene().addItem(self.toast)
        self.toast_words = ToastWords(self.toast)  # what each message says, to say it again
        self.news_room = 0  # pixels kept clear at the bottom for the news (keep_clear_for_news)
        self._connect(controller)

    # ----- wiring -----------------------------------------------------------------------------

    def _connect(self, c: MatchController) -> None:
        c.match_started.connect(self._on_match_started)
        c.hakem_drawn.connect(self._on_hakem_drawn)
        c.deal_started.connect(self._on_deal_started)
        c.call_locked.connect(self._on_call_locked)
        c.calls_revealed.connect(self._on_calls_revealed)
        c.trump_named.connect(self._on_trump_named)
        c.trump_revealed.connect(self._on_trump_revealed)
        c.card_played.connect(self._on_card_played)
        c.trick_won.connect(self._on_trick_won)
        c.deal_conceded.connect(self._on_deal_conceded)
        c.deal_scored.connect(self._on_deal_scored)
        c.set_won.connect(self._on_set_won)
        c.match_ended.connect(self._on_match_ended)
        c.turn_started.connect(self._on_turn_started)
        # through the view's own methods: Qt drops them with the view (SeatBadges is no QObject)
        c.bot_thinking.connect(self._on_bot_thinking)
        c.timer_ticked.connect(self._on_timer_ticked)
        c.timer_paused.connect(self._on_timer_paused)
        c.timer_length_changed.connect(self._on_timer_length_changed)
        c.timed_out.connect(self._on_timed_out)
        c.action_refused.connect(self._on_refused)
        c.settled.connect(self.refresh_interaction)

    # ----- what tests and the window ask ------------------------------------------------------

    def hand_items(self, seat: int = VIEWER_SEAT) -> list[CardItem]:
        return list(self.cards.hands[seat])

    def trick_items(self) -> list[CardItem]:
        return list(self.cards.trick)

    def card_items(self) -> list[CardItem]:
        return self.cards.items()

    def badge(self, seat: int) -> SeatBadge:
        return self.seats[seat]

    def badges(self) -> list[SeatBadge]:
        return list(self.seats)

    def message(self) -> str:
        return self.toast.text

    def show_message(self, words: Words | str, msecs: int = 3500) -> None:
        """A message above the hand for ``msecs``. ``words`` says it in the language in use
        (a function, called again at a language switch), or is a text the same in every
        language."""
        text = self.toast_words.show(_as_words(words), msecs)
        self.message_shown.emit(text)

    def tell(self, words: Words, msecs: int = 3500, trick: int | None = None) -> None:
        """A message above the hand (``show_message``) that is also kept among the deal's
        news, of ``trick`` (ShownDeal.tell)."""
        self.show_message(words, msecs)
        self.shown.tell(words, trick)
        self.news_told.emit()

    def show_hint(self, words: Words | str) -> None:
        """A hint at what the person may do now ("Choose your call..."): shown until the
        person acts or a turn of theirs begins, when it would be stale."""
        text = self.toast_words.show(_as_words(words), 3500, hint=True)
        self.message_shown.emit(text)

    def _may_see_trump(self) -> bool:
        """Whether the person may ask to see a hidden trump now, instead of playing."""
        view = self.controller.view(VIEWER_SEAT)
        return view is not None and any(
            isinstance(action, RevealTrump) for action in view.legal_actions())

    @property
    def selected_index(self) -> int | None:
        return self.selection.index

    # ----- scaling ----------------------------------------------------------------------------

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.DevicePixelRatioChange:
            # moved to a screen with other pixels: the felt kept (CacheBackground) is drawn
            # again for them, not shown blurred until the next resize
            self.resetCachedContent()
        return super().event(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_scene()

    def keep_clear_for_news(self, height: int) -> None:
        """The table drawn clear of the view's bottom ``height`` pixels, where the window's
        line of passing news lies over it when it says something (status_line.py): all the
        while, so that nothing moves as a message comes and goes, and nothing of the table
        (the hand's bottom edge, the person's plate, the rim) is under it when it shows."""
        if height != self.news_room:
            self.news_room = height
            self.fit_scene()
            self.resetCachedContent()  # the felt drawn again where the table now lies

    def clear_room(self) -> QRect:
        """The view less the strip at its bottom kept clear for the news (keep_clear_for_news):
        where what is laid over the table goes."""
        return self.rect().adjusted(0, 0, 0, -self.news_room)

    def fit_scene(self) -> None:
        """The table as large as the view holds it whole over the strip kept for the news, in
        the middle as fitInView draws it, raised only as far as its foot must be to clear the
        strip. A table narrower than the view is high (the scoreboard beside it: 1280x720)
        has the strip in the felt under it and is drawn as before; a shorter one is smaller
        by the strip's height, its foot just over it."""
        room = self.viewport().rect()
        keep = self.news_room + FIT_MARGIN  # under the table
        view = room.adjusted(FIT_MARGIN, FIT_MARGIN, -FIT_MARGIN, -keep)
        if view.width() > 0 and view.height() > 0:
            scale = min(view.width() / SCENE_WIDTH, view.height() / SCENE_HEIGHT)
            self.setTransform(QTransform.fromScale(scale, scale))
            # Qt centres the view's rectangle of the scene in the view (nothing to scroll):
            # made taller at its foot by what the felt under the table falls short of the
            # strip (twice: half of it goes over the table), the table rises just clear of it
            spare = room.height() - SCENE_HEIGHT * scale
            foot = max(0.0, 2 * keep - spare) / scale
            self.setSceneRect(QRectF(0, 0, SCENE_WIDTH, SCENE_HEIGHT + foot))
        self.fit_legible()

    def fit_legible(self) -> None:
        """On a small table, or with larger texts, the corner panel, the badges and the
        messages larger: their texts readable, as large as the texts beside the table."""
        view_scale, text_scale = self.transform().m11(), current_text_scale()
        # the band of the view over the table's top, on a window taller than the table
        above = max(0.0, CORNER_PANEL_AT.y() - 6 - self.mapToScene(0, 0).y())
        size = self.info.boundingRect().size()
        scale = corner_scale(view_scale, text_scale, size, above)
        self.info.setScale(scale)
        self.info.setPos(CORNER_PANEL_AT.x(), corner_top(scale, above))
        self.seats.set_scale(legible_scale(view_scale, text_scale),
                             text_gain(view_scale, text_scale))
        self.toast.set_text_gain(message_gain(view_scale, text_scale))

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        paint_felt(painter, rect, self.felt)

    def drawForeground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        """The frame round the card raised with the arrows, over the plates, the panel and the
        messages: where the keyboard's focus is must always show. Only the cards of the hand
        that lie over the raised one hide part of it, as they hide the card."""
        hand = self.cards.hands[VIEWER_SEAT]
        for item in hand:
            if item.selected_by_keyboard and item.scene() is self.scene():
                place = item.sceneBoundingRect()
                over = [card for card in hand if card.zValue() > item.zValue()
                        and card.sceneBoundingRect().intersects(place)]
                item.paint_keyboard_frame(painter, QRectF(rect), over)

    # ----- the match --------------------------------------------------------------------------

    def _on_match_started(self) -> None:
        state = self.controller.state
        assert state is not None
        self._game = state.game
        self.cards.clockwise = game_info(state.game).seat_direction == SeatDirection.CLOCKWISE
        self.info.game = state.game
        self._clear_cards()
        # the person's chips kept clear of a countdown only where the match has one
        self.seats.seat(state.game, self.names, self.controller.players, self.cards.spot,
                        countdown=state.rules.turn_timer > 0)
        self.info.trump_state = "none"
        self.info.four_colour = self.four_colour
        totals = None
        if state.deals and state.deals[-1].totals is None and len(state.deals) > 1:
            totals = state.totals  # a resumed match (in a match of sets, the set in play's)
        sets = None
        if state.rules.set_count > 1:
            sets = state.view(VIEWER_SEAT).sets_won
        self.shown.start_match(state.game, totals, sets, state.rules.has_double_sar,
                               state.rules.set_target)
        self.seats.show_won(state.rules.has_double_sar)
        self.toast.clear()
        self._update_info()

    def _clear_cards(self) -> None:
        self.cards.clear()
        self.selection.forget(same_deal=self.controller.undoing)

    def _timing(self) -> Timing:
        return self.controller.pace()

    def _on_deal_started(self, event: DealStarted) -> None:
        self._clear_cards()
        view = self.controller.view(VIEWER_SEAT)
        assert view is not None
        self.seats.start_deal(event)
        if not game_info(self._game).has_trump:
            self.info.trump_state = "none"
        elif event.no_trump:
            self.info.trump_state = "no_trump"
        else:
            self.info.trump_state = "waiting"
        self.info.trump = None
        self.shown.start_deal(event)
        if event.sudden_death:
            self.show_message(announcements.sudden_death_notice, 5000)
        if self.info.trump_state == "no_trump":  # Badam Satti (Hand has no trump at all)
            self.show_message(announcements.no_trump_notice, 5000)
        self._update_info()
        order = list(event.deal_order)
        if not order:  # a resumed match: hands as they are now
            self._restore_hands()
            return
        first = len(order)
        if event.first_batch and event.hakem is not None:
            seen = 0
            for i, seat in enumerate(order):
                if seat == event.hakem:
                    seen += 1
                    if seen == event.first_batch:
                        first = i + 1
                        break
        self._pending_order = order[first:]
        self.cards.deal(order[:first])

    def _deal_text(self, event: DealStarted) -> str:
        state = self.controller.state
        rounds = (state.rules.scheduled_rounds if state is not None else None) or 0
        return announcements.deal_title(event, self._game, rounds)

    def _restore_hands(self) -> None:
        view = self.controller.view(VIEWER_SEAT)
        assert view is not None
        self.cards.restore(view)
        for seat, call in enumerate(view.calls):
            if call is not None:
                self.shown.calls[seat] = call
        self.seats.restore_calls(view.calls, view.calls_locked)
        self._count_tricks_from_view()
        if view.trump_hidden:  # named, not shown yet: only the Hakem knows it
            self.info.trump = view.trump
            self.info.trump_state = "hidden" if view.trump is None else "secret"
        elif view.trump is not None:
            self.info.trump = view.trump
            self.info.trump_state = "shown"
        if view.bid_target is not None and view.hakem is not None:
            self.shown.target_named(view.hakem, view.bid_target)
        self._update_info()

    def _on_call_locked(self, seat: int) -> None:
        self.seats.call_locked(seat)
        self._acted(seat)

    def _acted(self, seat: int) -> None:
        if seat == VIEWER_SEAT:  # what the hints asked of the person is done
            self.toast.withdraw_hints()

    def _on_calls_revealed(self, calls: tuple[int, int, int, int]) -> None:
        self.shown.calls = list(calls)
        self.seats.show_calls(calls)
        self._update_info()
        self.show_message(lambda: announcements.calls_revealed_text(calls))

    def _on_trump_named(self, event: TrumpNamed) -> None:
        view = self.controller.view(VIEWER_SEAT)
        assert view is not None
        suit = event.suit if event.suit is not None else view.trump
        self.info.trump = suit
        self.shown.target_named(event.seat, event.target)
        if event.suit is None:  # a hidden trump: only the Hakem knows it
            self.info.trump_state = "hidden" if view.trump is None else "secret"
        else:
            self.info.trump_state = "shown"
        self._update_info()
        self.seats.done_acting(event.seat)
        self._acted(event.seat)
        mine = self._is_person(event.seat)
        # not among the deal's news: the trump box and the Hakem's plate keep it (a line more
        # as the deal starts left the scoreboard docked under the table a line short)
        self.show_message(lambda: announcements.trump_named_text(
            event, self.name_in_sentence(event.seat), mine, suit))
        order = getattr(self, "_pending_order", [])
        self._pending_order = []
        if order:
            self.cards.deal(order)
        else:  # a resumed match: the rest of the cards were not drawn yet
            self.cards.sync_hand_counts()

    def _on_trump_revealed(self, event: TrumpRevealed) -> None:
        self.info.trump = event.suit
        self.info.trump_state = "shown"
        self._update_info()
        mine = self._is_person(event.seat)
        view = self.controller.view(VIEWER_SEAT)
        by_hakem = view is not None and view.hakem == event.seat
        self.tell(lambda: announcements.trump_revealed_text(
            event, self.name_in_sentence(event.seat), mine, by_hakem))
        self.cards.show_viewer_faces()

    def _on_hakem_drawn(self, event: HakemDrawn) -> None:
        """Lay out every card of the draw in front of its seat, round after round: earlier
        rounds dimmed, the card that decided framed (all cleared by the deal)."""
        drawn = draw_rounds(event.draws, event.hakem)
        timing = self._timing()
        self.cards.draw_for_hakem(drawn)
        mine, game = self._is_person(event.hakem), self._game
        rounds = round_count(drawn)
        ties = game_info(game).first_hakem == FirstHakemDraw.HIGHEST_CARD

        def announce() -> None:
            if ties and rounds > 1:
                self.show_message(lambda: DrawTexts().tie_rounds(rounds), 5000)
            self.show_message(lambda: announcements.first_hakem_text(
                self.name_in_sentence(event.hakem), mine, game), 5000)

        if timing.instant:
            announce()
            return
        announced = timing.hakem_announced_ms(len(drawn))
        self.show_message(announcements.drawing_notice, announced)
        QTimer.singleShot(announced, self, announce)

    def _on_deal_scored(self, event: DealScored) -> None:
        self.shown.totals = tuple(event.totals)
        self._update_info()

    def _on_set_won(self, event: SetWon) -> None:
        self.show_message(lambda: announcements.set_won_text(event), 6000)
        self.shown.set_won(event.sets)
        self._update_info()

    def _on_match_ended(self, _event: MatchEnded) -> None:
        self.shown.match_ended()
        self._update_info()

    def _is_person(self, seat: int) -> bool:
        players = self.controller.players
        return seat == VIEWER_SEAT and seat < len(players) and players[seat].is_human

    def _on_card_played(self, seat: int, card: Card) -> None:
        self.selection.clear()
        self.cards.play(seat, card)
        self.seats.done_acting(seat)
        self._acted(seat)

    def _on_trick_won(self, event: TrickWon) -> None:
        lost = self.shown.trick_won(event)
        rules = self._rules()
        settled = self.shown.newly_settled(rules) if rules is not None else None
        self.seats.show_tricks(self.shown.tricks, (event.winner,), self.shown.given)
        self._update_info()  # with "Deal won by ..." once it is decided
        self.cards.gather(event)
        if lost:
            self.tell(lambda: announcements.to_nobody_text(event), 5000, len(self.shown.sides))
        if settled is not None:
            winner, _courts, outcome = settled
            target = self.shown.bid_target
            # not among the news: the corner panel keeps "Deal won by ..." (and the scoreboard's
            # dock widened for its two sentences)
            self.show_message(lambda: announcements.settled_text(winner, outcome, target), 6000)

    def _on_deal_conceded(self, _seat: int, tricks: tuple[TrickRecord, ...]) -> None:
        """A side conceded the rest of the deal: the engine gave the other side the tricks
        left without a card played, so no trick won was shown for them. The corner panel
        counts the deal's tricks as the engine scored them, the plates each seat's tricks won
        and, apart, those conceded to it ("Tricks 2 + 5 conceded": the engine credits them all
        to one seat); every card still out goes to the seat that took the rest; nobody is to
        act, no countdown is left."""
        self.selection.clear()
        self.shown.restore(tricks, self._rules())
        self.seats.show_tricks(self.shown.tricks, given=self.shown.given)
        self.seats.nobody_to_act()
        if tricks:
            self.cards.throw_in(tricks[-1].winner)
        self._update_info()

    def _count_tricks_from_view(self) -> None:
        view = self.controller.view(VIEWER_SEAT)
        if view is None:
            return
        self.shown.restore(view.completed_tricks, view.rules)
        self.seats.show_tricks(self.shown.tricks, given=self.shown.given)

    def _rules(self) -> Rules | None:
        state = self.controller.state
        return state.rules if state is not None else None

    def _update_info(self) -> None:
        """Counted from the events shown so far, so it stays right while a finished deal's
        summary is up (the engine is already in the next deal then)."""
        event = self.shown.event
        title = self._deal_text(event) if event is not None else None
        self.info.lines = announcements.info_lines(self.shown, title)
        self.info.beside_name = announcements.sets_line(self.shown)
        self.info.setToolTip(self.info.trump_tip())
        self.info.update()
        self.fit_legible()  # a fifth line (a bid target) may leave the panel less room

    # ----- turns and input --------------------------------------------------------------------

    def _on_bot_thinking(self, seat: int) -> None:
        self.seats.thinking(seat)

    def _on_timer_ticked(self, seat: int, seconds: int) -> None:
        self.seats.timer_ticked(seat, seconds)

    def _on_timer_paused(self, seat: int, paused: bool) -> None:
        self.seats.timer_paused(seat, paused)

    def _on_timer_length_changed(self, seconds: int) -> None:
        """The match's turn timer changed (Settings): the person's countdown, if any, as it
        now is (gone once off, the room for it with it)."""
        self.seats.set_countdown(seconds > 0, self.controller.players)

    def _on_turn_started(self, seat: int) -> None:
        self._acted(seat)  # "Wait for your turn" has had its answer
        state = self.controller.state
        if state is not None:
            self.seats.turn_started(seat, state)

    def _on_timed_out(self, seat: int, action: object) -> None:
        self.tell(lambda: announcements.timed_out_text(action), 5000,
                  None if isinstance(action, PlayCard) else 0)

    def _on_refused(self, seat: int, error: object) -> None:
        from ...engine import IllegalAction

        if not isinstance(error, IllegalAction):
            return
        if seat == VIEWER_SEAT:  # why the person's move was refused: stale once they act
            self.show_hint(lambda: texts.refusal_text(error))
        else:
            self.show_message(lambda: texts.refusal_text(error))

    def refresh_interaction(self) -> None:
        """Light the cards the person may play; dim the others."""
        view = self.controller.view(VIEWER_SEAT)
        state = self.controller.state
        if view is None or state is None:
            return
        self.seats.settled(state)
        my_turn = self.controller.accepts_input(VIEWER_SEAT) and view.phase == Phase.PLAYING
        legal = set(view.legal_cards()) if my_turn else set()
        lift_ms = self._timing().lift_ms
        for item in self.cards.hands[VIEWER_SEAT]:
            item.lift_ms = lift_ms
            item.playable = item.card in legal
            item.set_dimmed(my_turn and not item.playable)
        self.selection.drop_if_unplayable()
        if my_turn:
            self.selection.offer()
        self._update_info()

    def _on_item_clicked(self, item: CardItem) -> None:
        if item not in self.cards.hands[VIEWER_SEAT] or item.card is None or not item.face_up:
            return
        if not self.controller.accepts_input(VIEWER_SEAT):
            return
        self.selection.used_mouse()
        self.card_chosen.emit(item.card)

    def move_selection(self, step: int) -> None:
        """Raise the next legal card to the right (step 1) or left (-1)."""
        self.selection.move(step)

    def play_selected(self) -> Words | None:
        """Play the raised card; else say why nothing was played."""
        return self.selection.play()

    def cancel_selection(self) -> None:
        self.selection.clear()

    def set_felt(self, name: str) -> None:
        """Draw the table in the felt ``name`` (looks.FELTS), and the cards again (their back
        may have changed with it)."""
        self.felt = name
        for item in self.card_items():
            item.update()
        self.resetCachedContent()
        self.viewport().update()

    def set_large_cards(self, on: bool) -> None:
        """The hand and the trick larger (or back to normal) at once, the messages over them."""
        self.cards.set_large_cards(on)
        self.toast.setPos(SCENE_WIDTH / 2, self.cards.message_y())

    def set_four_colour(self, on: bool) -> None:
        self.four_colour = on
        self.cards.four_colour = on
        self.info.four_colour = on
        for item in self.card_items():
            item.four_colour = on
            item.update()
        self.info.update()

    def set_names(self, names: list[str]) -> None:
        self.names = list(names)
        self.seats.set_names(self.names)

    def name_in_sentence(self, seat: int) -> str:
        """The seat as a sentence about it names it in the language in use ("your partner"
        where its badge says "Partner", texts.seat_in_sentence)."""
        players = self.controller.players
        typed = players[seat].name if seat < len(players) else ""
        return texts.seat_in_sentence(typed, None, seat, self._game)

    # ----- language ---------------------------------------------------------------------------

    def retranslate(self) -> None:
        """Badge texts are built when painted; the info lines and the messages still shown
        are built again here, in the new language."""
        self.toast_words.say_again()
        self.seats.refresh()
        self._update_info()
        self.scene().update()


def _as_words(words: Words | str) -> Words:
    """A text the same in every language as words that always say it."""
    if isinstance(words, str):
        return lambda: words
    return words
