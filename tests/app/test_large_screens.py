"""On a large screen without display scaling, texts outside the table grow with it (or with
the "Size of texts" setting), and the start screen's panels keep a readable width."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

from koutchina.app.main_window import MainWindow
from koutchina.app.new_match_dialog import rules_room
from koutchina.app.screen_fit import FRAME_ROOM
from koutchina.app.screens import screen_of
from koutchina.app.text_scale import apply_text_scale, text_scale_for
from koutchina.storage.settings import Settings


class FakeScreen:
    def __init__(self, width: int, height: int, ratio: float = 1.0) -> None:
        self.size = QRect(0, 0, width, height)
        self.ratio = ratio

    def geometry(self) -> QRect:
        return self.size

    def devicePixelRatio(self) -> float:
        return self.ratio


def test_the_automatic_size_of_texts_follows_the_screen() -> None:
    assert text_scale_for(None, FakeScreen(1920, 1080)) == 1.0
    assert text_scale_for(None, FakeScreen(1280, 720)) == 1.0
    assert text_scale_for(None, FakeScreen(2560, 1440)) == 1.25
    assert text_scale_for(None, FakeScreen(3840, 2160)) == 2.0
    assert text_scale_for(None, FakeScreen(3840, 2160, ratio=2.0)) == 1.0  # system scales
    assert text_scale_for(1.5, FakeScreen(3840, 2160)) == 1.5  # the person's choice wins


@pytest.fixture
def base_size(qapp: QApplication) -> Iterator[float]:
    apply_text_scale(1.0)
    yield qapp.font().pointSizeF()
    apply_text_scale(1.0)
    qapp.processEvents()


def test_menus_scoreboard_and_start_screen_grow_with_the_size_of_texts(
    qtbot, qapp: QApplication, base_size: float
) -> None:
    window = MainWindow(Settings(text_scale=2.0, bot_pause_ms=0), autosave=False)
    qtbot.addWidget(window)
    window.resize(3840, 2160)
    window.show()
    qtbot.wait(100)
    assert window.menuBar().font().pointSizeF() == pytest.approx(2 * base_size)
    assert window.menus.game_menu.font().pointSizeF() == pytest.approx(2 * base_size)
    # twice as wide, but for the window's share (the test screen is 1920 wide): the table
    # keeps the rest
    share = round(window.scoreboard.WINDOW_SHARE * window.width())
    assert window.scoreboard.maximumWidth() >= min(2 * 340, share)
    assert window.scoreboard.minimumWidth() > 340
    cards = window.start_screen.cards
    assert all(card.fan.width() == 2 * 190 for card in cards)
    assert all(card.width() <= 2 * 400 for card in cards)  # not 1,240 px each


def test_start_screen_panels_keep_a_readable_width_on_a_wide_window(
    qtbot, base_size: float
) -> None:
    window = MainWindow(Settings(text_scale=1.0), autosave=False)
    qtbot.addWidget(window)
    window.resize(3840, 2160)
    window.show()
    qtbot.wait(100)
    assert all(260 <= card.width() <= 400 for card in window.start_screen.cards)


def test_the_scoreboard_explains_its_notation(qtbot) -> None:
    from .helpers import choice, make_window

    window = make_window(qtbot)
    window.start_match(choice("hand"), seed=1)
    legend = window.scoreboard.legend.text()
    assert "call" in legend
    # its example is a score a round can give: the points of those tricks for that call
    import re

    from koutchina.engine.hand import hand_score

    sign, points, tricks, call = re.search(r"([+−]?)(\d+) \((\d)/(\d)\)", legend).groups()
    assert int(points) * (-1 if sign == "−" else 1) == hand_score(int(call), int(tricks))
    window.start_match(choice("hokm"), seed=1)
    assert "tricks" in window.scoreboard.legend.text()
    assert "call" not in window.scoreboard.legend.text()
    # under Double Sar the cells show the tricks that counted, not those won (the table's)
    window.start_match(choice("hokm", options={"double_sar": True}), seed=1)
    assert "tricks that counted" in window.scoreboard.legend.text()


def test_windows_and_dialog_notes_grow_with_the_size_of_texts(
    qtbot, qapp: QApplication, base_size: float
) -> None:
    from koutchina.app.new_match_dialog import NewMatchDialog

    window = MainWindow(Settings(text_scale=2.0), autosave=False)
    qtbot.addWidget(window)
    window.open_history()
    history = window.saved_matches.history_window
    # twice its 900 px, as far as the screen allows (the tests' offscreen screen is 800 wide)
    room = screen_of(history).availableGeometry().marginsRemoved(FRAME_ROOM)
    assert history.width() >= min(2 * 900 - 2, room.width())
    window.open_rules()
    dialog = NewMatchDialog(window.choices.remembered(), window)
    qtbot.addWidget(dialog)
    notes = [label for label in dialog.findChildren(type(dialog.error_label))
             if label.wordWrap() and label.text() and label is not dialog.error_label]
    assert notes and all(label.font().pointSizeF() > base_size for label in notes)
    # the dialog is as much wider as its words: at its 1080p width the notes wrapped into
    # four or five lines each and the house rules showed two at a time
    dialog.show()
    assert dialog.width() >= 2 * 620
    screen_height = screen_of(dialog).availableGeometry().height()
    assert dialog.rules_scroll.height() >= rules_room(2.0, screen_height)
    dialog.close()
    history.close()
    window.help_windows.rules_window.close()


def test_check_marks_arrows_and_icons_grow_with_the_size_of_texts(
    qapp: QApplication, base_size: float
) -> None:
    """At 4K the words of a dialog grew but its check boxes, radio marks, spin-box arrows and
    the Replay buttons' icons stayed at their 1080p size."""
    from PySide6.QtWidgets import QStyle

    metrics = (QStyle.PixelMetric.PM_IndicatorWidth, QStyle.PixelMetric.PM_ExclusiveIndicatorWidth,
               QStyle.PixelMetric.PM_SmallIconSize, QStyle.PixelMetric.PM_ButtonIconSize)
    base = [qapp.style().pixelMetric(metric) for metric in metrics]
    apply_text_scale(2.0)
    assert [qapp.style().pixelMetric(metric) for metric in metrics] == [2 * b for b in base]
    apply_text_scale(1.0)
    assert [qapp.style().pixelMetric(metric) for metric in metrics] == base


def test_the_coach_buttons_follow_the_last_trick_button_when_the_window_grows_to_4k(
        qtbot) -> None:
    from .helpers import choice, make_window, play_to_trick

    window = make_window(qtbot)
    window.start_match(choice("hokm"), seed=3)
    play_to_trick(qtbot, window, 7)  # the button is there from half the deal's tricks
    concede, last = window.coach.concede_button, window.table.last_trick_button
    assert concede.isVisible()
    window.resize(3840, 2160)
    qtbot.waitUntil(lambda: last.geometry().right() > 3000)
    qtbot.waitUntil(lambda: concede.geometry().right() == last.geometry().right())
    assert concede.y() > last.geometry().bottom()  # under it, as at 1280x720


def test_the_house_rules_list_grows_with_the_texts_as_far_as_the_screen_allows() -> None:
    assert rules_room(1.0, 1080) == 216 and rules_room(1.0, 1440) == 220
    assert rules_room(2.0, 2160) == 432  # 4K, texts twice as large
    assert rules_room(1.0, 720) == 144  # 1280x720: the French dialog fits with its title bar
    assert rules_room(2.0, 720) == 200  # large texts on a short screen: a few lines still show


def test_on_a_first_start_the_window_opens_as_much_larger_as_its_texts(
    qtbot, base_size: float
) -> None:
    # at 4K its texts are twice as large: at 1280x760 it opened at its smallest size, its
    # table cramped in less than half of the screen. Twice 1280x760 is more than the tests'
    # 1920x1080 screen holds: all the room it leaves for a frame
    room = QGuiApplication.primaryScreen().availableGeometry().marginsRemoved(FRAME_ROOM)
    window = MainWindow(Settings(text_scale=2.0), autosave=False)
    qtbot.addWidget(window)
    assert window.size() == room.size().boundedTo(QSize(2 * 1280, 2 * 760))
    # at the base size, most of the screen (test_first_window_size.py), 1280x760 at least
    window = MainWindow(Settings(text_scale=1.0), autosave=False)
    qtbot.addWidget(window)
    assert window.width() >= 1280 and window.height() >= 760
    assert window.width() >= 0.8 * room.width() and window.height() >= 0.8 * room.height()


def test_a_window_size_the_person_left_is_kept_whatever_the_texts(
    qtbot, base_size: float
) -> None:
    from koutchina.app.window_places import geometry_of

    first = MainWindow(Settings(text_scale=2.0), autosave=False)
    qtbot.addWidget(first)
    first.resize(700, 500)
    settings = Settings(text_scale=2.0, window=geometry_of(first))
    window = MainWindow(settings, autosave=False)
    qtbot.addWidget(window)
    assert (window.width(), window.height()) == (700, 500)


def test_the_new_match_dialog_takes_the_height_the_screen_spares_for_its_rules() -> None:
    from koutchina.app.new_match_dialog import opening_height

    # 1366x768 with a task bar: 728 px, less the frame; the dialog at its natural height (635)
    # showed two rules and a half while 45 px of screen stayed free
    assert opening_height(natural=635, hidden=400, room=680) == 680
    assert opening_height(natural=635, hidden=20, room=680) == 655  # all shown: no taller
    assert opening_height(natural=700, hidden=400, room=680) == 700  # fitted when shown
    assert opening_height(natural=635, hidden=0, room=1400) == 635


def test_on_a_1080p_screen_the_new_match_dialog_shows_every_house_rule(qtbot) -> None:
    # it opened at its smallest: three rules and a scroll bar, with half the screen free
    from koutchina.app.new_match_choice import NewMatchChoice
    from koutchina.app.new_match_dialog import NewMatchDialog

    assert QApplication.primaryScreen().availableGeometry().height() >= 1000  # tests/conftest.py
    dialog = NewMatchDialog(NewMatchChoice(game="hokm", levels=["medium"] * 3))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.rules_scroll.verticalScrollBar().maximum() == 0
    room = screen_of(dialog).availableGeometry().marginsRemoved(FRAME_ROOM)
    assert dialog.height() <= room.height()


def test_switching_game_in_new_match_fits_the_dialog_to_the_new_rules(qtbot) -> None:
    # opened on Hand it kept Hand's height when Hokm was chosen: its longer list scrolled;
    # then it kept Court Piece's height back on Hand, a large empty box, and Court Piece took
    # it up the screen (a player's review): it fits each game's rules, its top where it is
    from koutchina.app.new_match_choice import NewMatchChoice
    from koutchina.app.new_match_dialog import NewMatchDialog

    dialog = NewMatchDialog(NewMatchChoice(game="hand", levels=["medium"] * 3))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    opened, top = dialog.height(), dialog.geometry().top()
    available = screen_of(dialog).availableGeometry()
    bottom = available.bottom() - FRAME_ROOM.bottom()  # the lowest its inside may go
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData("hokm"))
    # all of Hokm's rules shown, or the dialog down to the screen's bottom
    qtbot.waitUntil(lambda: dialog.height() > opened and (
        dialog.rules_scroll.verticalScrollBar().maximum() == 0
        or dialog.geometry().bottom() >= bottom - 2))
    hokm = dialog.height()
    assert dialog.geometry().top() == top
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData("court-piece"))
    qtbot.waitUntil(lambda: dialog.height() >= hokm)
    assert dialog.geometry().top() == top  # grown downward, not moved up
    assert available.contains(dialog.frameGeometry())
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData("hand"))
    qtbot.waitUntil(lambda: dialog.height() <= opened + 10)  # as short as Hand's rules
    assert dialog.geometry().top() == top


def test_on_1280x720_new_match_sets_the_table_beside_the_house_rules(qtbot, monkeypatch) -> None:
    # under the house rules, the seats, timer and speed left them a list of four rules
    from koutchina.app import new_match_dialog
    from koutchina.app.new_match_choice import NewMatchChoice

    laptop = QRect(0, 0, 1280, 720)
    monkeypatch.setattr(new_match_dialog, "_available", lambda widget: laptop)
    dialog = new_match_dialog.NewMatchDialog(NewMatchChoice(game="court-piece",
                                                            levels=["medium"] * 3))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    rules, table = dialog.rules_box.geometry(), dialog.table_box.geometry()
    assert table.left() > rules.right() and table.top() == rules.top()
    assert dialog.frameGeometry().height() <= laptop.height()
    assert dialog.width() <= laptop.width()
    assert dialog.rules_scroll.viewport().height() >= 2 * 220  # was 144 on this screen
    assert not new_match_dialog.tables_beside_rules(QRect(0, 0, 1024, 720), 1.0)  # too narrow
    assert new_match_dialog.tables_beside_rules(QRect(0, 0, 1366, 728), 1.0)
    # on 1080p, and 4K at twice the scale, too: in one column Court Piece's dialog was 1,032
    # px tall and ran 4 px off a 4K screen under its title bar (a player's review)
    assert new_match_dialog.tables_beside_rules(QRect(0, 0, 1920, 1040), 1.0)
    assert new_match_dialog.tables_beside_rules(QRect(0, 0, 3840, 2120), 2.0)
    assert not new_match_dialog.tables_beside_rules(QRect(0, 0, 1080, 1880), 1.0)  # upright
    assert not new_match_dialog.tables_beside_rules(QRect(0, 0, 2560, 1600), 1.0)  # room


def test_larger_texts_during_a_match_keep_the_window_on_its_screen(
    qtbot, base_size: float
) -> None:
    # the start screen, hidden behind the table, grew with the texts and made the window's
    # least size 3518x1384 at 300 % (on 1280x720); back to automatic, it stayed that large
    from .helpers import choice, make_window

    window = make_window(qtbot)
    window.start_match(choice("hokm"), seed=4)
    room = screen_of(window).availableGeometry().marginsRemoved(FRAME_ROOM)
    for scale in (3.0, None):
        window.settings_service.change(text_scale=scale)
        qtbot.wait(50)
        assert window.width() <= room.width() and window.height() <= room.height(), scale
    window.settings_service.change(text_scale=3.0)
    window.leave_table()  # the start screen at 300 %: it scrolls rather than leave the screen
    qtbot.wait(50)
    assert window.width() <= room.width() and window.height() <= room.height()


def test_on_1280x720_new_match_shows_hokm_s_rules_whole(qtbot, monkeypatch) -> None:
    # measured before it was laid out, at a wider list than it got, the dialog stopped 10 px
    # short: a scroll bar for ten pixels, with 90 px of screen to spare
    from koutchina.app import new_match_dialog
    from koutchina.app.new_match_choice import NewMatchChoice

    monkeypatch.setattr(new_match_dialog, "_available", lambda widget: QRect(0, 0, 1280, 720))
    dialog = new_match_dialog.NewMatchDialog(NewMatchChoice(game="hokm", levels=["medium"] * 3))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.waitUntil(lambda: dialog.rules_scroll.verticalScrollBar().maximum() == 0)
    assert dialog.frameGeometry().height() <= 720


def test_the_review_of_a_deal_opens_as_much_larger_as_its_texts(
    qtbot, base_size: float
) -> None:
    """At 4K the review (from the deal summary, the Coach menu or Replay) opened at its 1080p
    size with texts twice as large: two of the person's decisions showed at a time."""
    from koutchina.app.review_window import ReviewWindow
    from koutchina.engine.record import MatchRecord

    apply_text_scale(2.0)
    review = ReviewWindow(MatchRecord(game="hand", rules={"game": "hand"}, seed=1), 0, 0)
    qtbot.addWidget(review)
    review.show()
    room = screen_of(review).availableGeometry().marginsRemoved(FRAME_ROOM)
    assert review.width() >= min(2 * 720, room.width())
    assert review.height() >= min(2 * 560, room.height())
