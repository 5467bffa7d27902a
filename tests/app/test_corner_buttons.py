"""The buttons in the table's top right corner (Last trick, Hint, Claim, Undo, Concede) lie
clear of every seat's plate and cards, the info panel, the trick, the messages over the hand
and each other, at larger texts on a laptop too (at 150 % on 1280x720 "Annuler le coup
(Ctrl+Z)" lay over North's plate, at 200 % Hint and Last trick over the partner's: player-eye
review); where they fit they stay grouped in the corner as at 100 %."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtWidgets import QPushButton

from koutchina.app.main_window import MainWindow
from koutchina.app.table.free_spot import corner_shape, free_group
from koutchina.app.table.layout import LEGIBLE_PIXELS
from koutchina.app.table.seat_room import messages_room, seats_on_view, trick_room

from .helpers import choice, make_window, person_ready, play_one_move, play_to_trick, wait_for


def _buttons(window: MainWindow) -> list[QPushButton]:
    coach = window.coach
    return [button for button in (window.table.last_trick_button, coach.button,
                                  coach.claim_button, coach.undo_button, coach.concede_button)
            if button.isVisible()]


def _in_the_way(window: MainWindow) -> list[tuple[str, QRect]]:
    table = window.table
    taken = [("seat", rect) for rect in seats_on_view(table, table.seats,
                                                      table.cards.large_cards)]
    taken.append(("info", table.mapFromScene(table.info.sceneBoundingRect()).boundingRect()))
    taken.append(("trick", table.mapFromScene(trick_room()).boundingRect()))
    taken.append(("messages", table.mapFromScene(messages_room(table.toast)).boundingRect()))
    return taken


def _covered(window: MainWindow) -> list[str]:
    """What each corner button lies over, if anything."""
    found = []
    buttons = _buttons(window)
    table = window.table
    for index, button in enumerate(buttons):
        place = button.geometry()
        if not table.rect().contains(place):
            found.append(f"{button.objectName()} off the table")
        found += [f"{button.objectName()} over {name} {rect}" for name, rect in
                  _in_the_way(window) if place.intersects(rect)]
        found += [f"{button.objectName()} over {other.objectName()}"
                  for other in buttons[index + 1:] if place.intersects(other.geometry())]
    return found


def _practice_at(qtbot, game: str, text_scale: float, size: tuple[int, int],  # type: ignore[no-untyped-def]
                 trick: int, large_cards: bool = False) -> MainWindow:
    window = make_window(qtbot, text_scale=text_scale, large_cards=large_cards)
    window.start_match(choice(game, levels=["medium"] * 3, practice=True), seed=11)
    play_to_trick(qtbot, window, trick)
    window.resize(*size)
    qtbot.wait(80)
    return window


def _all_shown(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """Claim and Concede shown besides (the most the corner ever holds)."""
    coach = window.coach
    coach.claim_button.show()
    coach.concede_button.show()
    coach.follow_looks()  # the coach's buttons placed again
    qtbot.wait(20)


@pytest.mark.usefixtures("language")
@pytest.mark.parametrize("size", [(1280, 720), (784, 720)])
@pytest.mark.parametrize(("game", "text_scale"), [("hand", 1.5), ("hokm", 2.0)])
def test_the_corner_buttons_cover_no_plate_card_trick_or_each_other(  # type: ignore[no-untyped-def]
        qtbot, game: str, text_scale: float, size: tuple[int, int]) -> None:
    window = _practice_at(qtbot, game, text_scale, size, 3)
    assert window.coach.undo_button.isVisible()
    assert not _covered(window)
    _all_shown(qtbot, window)
    assert not _covered(window)
    for button in _buttons(window):
        assert button.font().pixelSize() >= LEGIBLE_PIXELS


@pytest.mark.usefixtures("english")
@pytest.mark.parametrize("large_cards", [False, True])
@pytest.mark.parametrize("size", [(1366, 768), (3840, 2160)])
def test_at_larger_texts_with_concede_shown_nothing_is_covered_either(  # type: ignore[no-untyped-def]
        qtbot, size: tuple[int, int], large_cards: bool) -> None:
    window = _practice_at(qtbot, "hand", 2.0, size, 5, large_cards)
    assert window.coach.concede_button.isVisible()
    assert not _covered(window)


@pytest.mark.usefixtures("english")
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_at_the_usual_size_of_texts_they_stay_grouped_in_the_corner(  # type: ignore[no-untyped-def]
        qtbot, size: tuple[int, int]) -> None:
    """Last trick in the top right corner, Hint and Claim left of it on its line, Undo under
    it and Concede under Undo, their right edges in line."""
    window = _practice_at(qtbot, "hand", 1.0, size, 3)
    _all_shown(qtbot, window)
    assert not _covered(window)
    table, coach = window.table, window.coach
    last = table.last_trick_button.geometry()
    k = table.panel_scale()
    assert last.right() == table.width() - round(16 * k) - 1 and last.top() == round(12 * k)
    for left, right in ((coach.claim_button, coach.button), (coach.button,
                                                             table.last_trick_button)):
        assert left.y() == last.y()
        assert right.x() - left.geometry().right() - 1 == round(10 * k)
    for upper, lower in ((table.last_trick_button, coach.undo_button),
                         (coach.undo_button, coach.concede_button)):
        assert lower.geometry().right() == last.right()
        assert lower.y() - upper.geometry().bottom() - 1 == round(10 * k)


def corner_group(row: list[QSize], column: list[QSize], corner: QPoint, room: QRect,
                 taken: list[QRect], gap: int) -> tuple[list[QRect], int] | None:
    """The corner's shape (``row`` leftwards from ``corner``, ``column`` under the row's first)
    moved as one to its nearest place clear of ``taken``, as ``_corner_layout`` moves it: the
    places, and how far it moved."""
    shape = corner_shape(row, column, gap)
    found = free_group(shape, room, taken, corner, gap)
    if found is None:
        return None
    return [place.translated(found[0]) for place in shape], found[1]


def test_the_group_keeps_its_shape_where_nothing_is_in_the_way() -> None:
    room = QRect(0, 0, 1000, 600)
    places = corner_group([QSize(100, 30), QSize(80, 30)], [QSize(120, 30)], QPoint(990, 10),
                          room, [], 10)
    assert places == ([QRect(890, 10, 100, 30), QRect(800, 10, 80, 30),
                       QRect(870, 50, 120, 30)], 0)


def test_the_group_goes_round_a_plate_in_its_corner() -> None:
    """A plate under the corner's row: the row goes under it, the buttons still together."""
    room = QRect(0, 0, 1000, 600)
    plate = QRect(700, 20, 200, 50)
    places = corner_group([QSize(100, 30), QSize(80, 30)], [QSize(120, 30)], QPoint(990, 10),
                          room, [plate], 10)
    assert places is not None and places[1] > 0
    assert not any(place.intersects(plate) for place in places[0])
    assert all(place.right() > 600 and place.bottom() < 300 for place in places[0])


def _one_group(window: MainWindow) -> list[str]:
    """What keeps the shown corner buttons from reading as one group: each one beside another
    (on its line, or under it with their columns overlapping) at most a gap and a bit apart,
    all linked; their bounding box not much larger than the buttons themselves."""
    table = window.table
    gap = round(10 * table.panel_scale()) + 2
    places = [button.geometry() for button in _buttons(window)]

    def beside(a: QRect, b: QRect) -> bool:
        if a.top() == b.top():
            return 0 <= max(b.left() - a.right(), a.left() - b.right()) - 1 <= gap
        overlap = min(a.right(), b.right()) - max(a.left(), b.left())
        return overlap > 0 and 0 <= max(b.top() - a.bottom(), a.top() - b.bottom()) - 1 <= gap

    linked, todo = {0}, [0]
    while todo:
        at = todo.pop()
        for index, place in enumerate(places):
            if index not in linked and beside(places[at], place):
                linked.add(index)
                todo.append(index)
    found = [f"{_buttons(window)[index].objectName()} apart from the others {places[index]}"
             for index in range(len(places)) if index not in linked]
    box = QRect()
    for place in places:
        box = box.united(place)
    area = sum(place.width() * place.height() for place in places)
    if box.width() * box.height() > 2.5 * area:  # the corner's L: three across, two down
        found.append(f"spread over {box} for {area} px of buttons")
    return found


@pytest.mark.usefixtures("language")
@pytest.mark.parametrize("size", [(1280, 720), (784, 720)])
@pytest.mark.parametrize(("game", "trick"), [("hand", 3), ("hand", 5), ("hokm", 7)])
def test_at_200_percent_the_buttons_stay_one_group(  # type: ignore[no-untyped-def]
        qtbot, game: str, trick: int, size: tuple[int, int]) -> None:
    """At 200 % on a laptop 'Annuler le coup (Ctrl+Z)' stood alone mid-felt under North's
    plate, 130 px from Hint and Last trick (player-eye review): a table message, to the eye."""
    window = _practice_at(qtbot, game, 2.0, size, trick)
    assert window.coach.undo_button.isVisible()
    assert not _covered(window)
    assert not _one_group(window)
    _all_shown(qtbot, window)
    assert not _covered(window)
    assert not _one_group(window)
    for button in _buttons(window):
        assert button.font().pixelSize() >= LEGIBLE_PIXELS


@pytest.mark.usefixtures("english")
@pytest.mark.parametrize(("text_scale", "size"), [
    (1.0, (1280, 720)), (1.5, (1280, 720)), (1.5, (1366, 768)), (2.0, (1920, 1080))])
def test_with_concede_shown_on_the_person_s_turn_undo_shows_too(  # type: ignore[no-untyped-def]
        qtbot, text_scale: float, size: tuple[int, int]) -> None:
    """The review saw Hint, Last trick and Concede but no Undo on the person's turn in a
    practice match, with a move to take back: every button that may be used shows, over
    nothing and under nothing."""
    window = _practice_at(qtbot, "hand", text_scale, size, 5)
    coach = window.coach
    assert window.controller.can_undo() and coach.concede_button.isVisible()
    for button in (coach.undo_button, coach.concede_button, coach.button,
                   window.table.last_trick_button):
        assert button.isVisible() and button.isEnabled()
        assert button.font().pixelSize() >= LEGIBLE_PIXELS
        # the one the person's pointer finds there
        layer = window.table.viewport()
        assert layer.childAt(button.geometry().center()) is button, button.objectName()
    assert not _covered(window)
    assert not _one_group(window)


def test_the_keys_bar_is_not_searched_for_again_while_nothing_changed(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The corner's buttons and the keys bar are placed again on every event of the table;
    the keys bar's search for room (about 20 ms) ran each time, some 2 s of the window's
    thread a deal. It runs only when what it keeps clear of changed."""
    import koutchina.app.table.area as area_module

    from .helpers import choice, make_window, person_ready

    window = make_window(qtbot)
    window.start_match(choice("hokm"), seed=5)
    wait_for(lambda: person_ready(window), timeout=15000)
    table = window.table
    assert table.keyboard_hint.offered and table.keyboard_hint.isVisible()
    table.place_corner_buttons()
    place = table.keyboard_hint.geometry()
    searches = []
    real = area_module.free_spot
    monkeypatch.setattr(area_module, "free_spot",
                        lambda *a, **k: searches.append(1) or real(*a, **k))
    table.place_corner_buttons()
    assert searches == [] and table.keyboard_hint.geometry() == place
    window.resize(window.width() - 40, window.height())  # something changed: searched again
    qtbot.wait(50)
    assert searches


def _places(window: MainWindow) -> dict[str, tuple[int, int, int, int]]:
    """Where each corner button shown lies now."""
    return {button.objectName(): button.geometry().getRect() for button in _buttons(window)}


@pytest.mark.usefixtures("language")
@pytest.mark.parametrize(("game", "text_scale", "size"), [
    ("court-piece", 1.0, (1280, 720)), ("hokm", 1.5, (1280, 720)),
    ("court-piece", 1.5, (1280, 720)), ("hand", 2.0, (1280, 720)), ("hokm", 2.0, (1920, 1080))])
def test_the_buttons_keep_their_places_through_a_deal_and_into_the_next(  # type: ignore[no-untyped-def]
        qtbot, game: str, text_scale: float, size: tuple[int, int]) -> None:
    """A player reaches for a button where they last saw it. At 1280x720 'Concede the rest'
    shown at half the deal (or greyed out) moved the others: Hint went from the first line to
    the second and Undo slid left and right under the mouse (player's review, Court Piece and
    Hokm). Each button keeps one place from the deal's first card to the next deal's, as the
    others show, hide, or are greyed out; Claim and Concede shown at once move none either."""
    window = make_window(qtbot, text_scale=text_scale)
    window.resize(*size)
    window.start_match(choice(game, levels=["medium"] * 3, practice=True), seed=11)
    play_to_trick(qtbot, window, 1)
    qtbot.wait(50)  # the window's layout done (the table 10 px narrower until then)
    # each button's places, for each size of the table: the scoreboard beside it may take a
    # few pixels more or less as the deal goes (French Hand at 200 %), and the table laid
    # out again for its new size is not what this test is about
    seen: dict[tuple[str, tuple[int, int]], set[tuple[int, int, int, int]]] = {}
    moments: list[str] = []  # what was shown at each look, for the failure's message
    shifted: list[str] = []  # a button moved as Claim showed

    def look(when: str) -> None:
        places, size = _places(window), window.table.size().toTuple()
        moments.append(f"{when}, the table {size}: {places}")
        for name, place in places.items():
            seen.setdefault((name, size), set()).add(place)

    c = window.controller
    # after the coach's own handlers, which place its buttons (connected first)
    c.settled.connect(lambda: look("settled"))
    c.card_played.connect(lambda *_: look("card played"))
    look("first card")
    deal = c.state.deal_index if c.state is not None else None
    for _ in range(80):
        wait_for(lambda: person_ready(window))
        qtbot.wait(10)  # a result panel's coming or going handled
        look("person's turn")
        state = c.state
        if state is not None and state.deal_index != deal and c.accepts_input(0):
            break  # the next deal's first choice
        coach = window.coach
        if coach.concede_button.isVisible() and not coach.claim_button.isVisible():
            before = _places(window)  # Claim and Concede both shown: the most the corner holds
            _all_shown(qtbot, window)
            after = _places(window)
            shifted += [f"{name} {before[name]} -> {after[name]} as Claim shows"
                        for name in before if after[name] != before[name]]
            coach._refresh()  # back as it was
        play_one_move(qtbot, window)
    moved = {name: places for name, places in seen.items() if len(places) > 1}
    assert any(name == "concede_button" for name, _size in seen)
    assert not moved, "\n".join(moments)
    assert not shifted
    assert not _covered(window)
