"""What a player's review found still in the normal colours with high contrast on: the call
panel's title (pale gold), the messages over the hand (a see-through dark grey under a soft
gold edge), the result panels' green and salmon (and their pale gold totals and rule) and the
menus, which stayed the system's light ones over the black table. In high contrast they take
the windows' colours (``dressing.ControlColours``): black, white words and edges, yellow for
what stands out."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPalette
from PySide6.QtWidgets import QApplication, QLabel, QMenu, QStyleOptionGraphicsItem, QWidget

from koutchina.app.dressing import ControlColours
from koutchina.app.table.looks import set_high_contrast
from koutchina.app.table.overlays import InfoPanel, Toast
from koutchina.app.table.result_panels import DealSummaryPanel, MatchEndPanel
from koutchina.engine.events import DealScored, MatchEnded

from .felt_checks import (
    area_in,
    contrast_ratio,
    ground_of,
    hand_call_panel_up,
    looks_restored,  # noqa: F401 - a fixture, used by every test
    painted_alone,
    words_contrast,
)
from .helpers import make_window

pytestmark = pytest.mark.usefixtures("looks_restored", "english")

NAMES = ["You", "East", "North", "West"]
HC = ControlColours.now(True)
NORMAL_ONLY = {"#ffe9a8", "#8fe3a8", "#ff8f8f", "#ffd54a", "#e8c766"}  # the felt's words' colours


def _strongest(image: QImage, area: QRect, ground: QColor) -> QColor:
    """The colour of the words in ``area``: the pixel standing out most from ``ground`` (a
    stroke's core, not its edges blended with the ground)."""
    best = ground
    for x in range(area.left(), area.right() + 1):
        for y in range(area.top(), area.bottom() + 1):
            colour = image.pixelColor(x, y)
            if contrast_ratio(colour, ground) > contrast_ratio(best, ground):
                best = colour
    return best


def _words_colour(label: QLabel) -> str:
    return label.palette().color(QPalette.ColorRole.WindowText).name()


def test_the_call_panels_title_is_yellow_on_black_in_high_contrast(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = hand_call_panel_up(qtbot, high_contrast=True)
    panel = window.table.call_panel
    image = window.grab().toImage()
    title = area_in(window, panel.title)
    ground = ground_of(image, title)
    assert ground.name() == HC.dark, ground.name()
    assert _strongest(image, title, ground).name() == HC.heading  # was the felt's pale gold
    assert _words_colour(panel.title) == HC.heading
    assert _words_colour(panel.hint) == HC.words


def test_the_call_panels_title_keeps_its_gold_in_the_normal_look(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window(qtbot, high_contrast=False)
    panel = window.table.call_panel
    panel.restyle()
    panel.ensurePolished()
    assert _words_colour(panel.title) == "#ffe9a8"


def _toast_image(toast: Toast) -> tuple[QImage, QRect]:
    """``toast`` painted alone on a transparent image, and its box there."""
    image, origin = painted_alone(toast, Qt.GlobalColor.transparent)
    return image, toast._box.translated(origin).toAlignedRect()


def test_a_message_over_the_hand_is_black_with_white_words_and_a_yellow_edge_in_high_contrast(  # type: ignore[no-untyped-def]
        qtbot) -> None:
    window = make_window(qtbot, high_contrast=True)
    window.table.show_message("You must follow hearts", 60000)
    toast = window.table.toast
    assert toast.isVisible()
    image, box = _toast_image(toast)
    inside = box.adjusted(8, 4, -8, -4)
    ground = image.pixelColor(inside.left() + 2, box.center().y())  # the margin, left of the words
    assert ground.alpha() == 255 and ground.name() == HC.dark, (ground.name(), ground.alpha())
    assert _strongest(image, inside, ground).name() == HC.words
    across = QRect(box.left() - 2, box.center().y(), 7, 1)  # the left edge's stroke
    edge = _strongest(image, across, QColor(HC.dark))
    assert edge.name() == HC.focus, edge.name()  # the palette's yellow, not the soft gold
    colours = {image.pixelColor(x, y).name() for x in range(image.width())
               for y in range(image.height()) if image.pixelColor(x, y).alpha() == 255}
    assert not colours & NORMAL_ONLY, colours & NORMAL_ONLY


def test_a_message_over_the_hand_keeps_its_look_without_high_contrast(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window(qtbot, high_contrast=False)
    window.table.show_message("You must follow hearts", 60000)
    image, box = _toast_image(window.table.toast)
    ground = image.pixelColor(box.left() + 10, box.center().y())
    assert ground.alpha() == 215  # see-through, over the felt


def _panel_in(qtbot, panel: QWidget) -> QImage:  # type: ignore[no-untyped-def]
    qtbot.addWidget(panel)
    panel.restyle()  # type: ignore[attr-defined]
    QApplication.processEvents()
    return panel.grab().toImage()


def _deal_summary(qtbot) -> DealSummaryPanel:  # type: ignore[no-untyped-def]
    panel = DealSummaryPanel()
    event = DealScored(1, (3, 0, 4, 1), (30, 10, -10, -20), (50, 0, -10, -40),
                       ("exact", "zero", "over", "under"), None, False)
    panel.show_deal("hand", event, NAMES, (3, 0, 2, 3), match_over=False)
    return panel


def test_a_rounds_result_is_yellow_white_and_black_in_high_contrast(qtbot) -> None:  # type: ignore[no-untyped-def]
    set_high_contrast(True)
    panel = _deal_summary(qtbot)
    image = _panel_in(qtbot, panel)
    assert _words_colour(panel.title) == HC.heading
    rows = panel.grid.rows
    assert [row[3].objectName() for row in rows] == ["good", "good", "bad", "bad"]
    for row in rows:
        result, score, total = row[3], row[4], row[5]
        good = result.objectName() == "good"
        assert _words_colour(result) == (HC.heading if good else HC.words), result.text()
        if score.objectName():
            assert _words_colour(score) == (HC.heading if score.objectName() == "good"
                                            else HC.words), score.text()
        assert _words_colour(total) == HC.words
        for label in row:
            area = area_in(panel, label)
            ground = ground_of(image, area)
            assert ground.name() == HC.dark, (label.text(), ground.name())
            assert words_contrast(image, area, ground) >= 15, label.text()
    colours = {image.pixelColor(x, y).name() for x in range(image.width())
               for y in range(image.height())}
    assert not colours & NORMAL_ONLY, colours & NORMAL_ONLY  # no green, salmon nor pale gold


def test_a_deals_banner_and_the_final_ranking_are_in_high_contrast_colours(qtbot) -> None:  # type: ignore[no-untyped-def]
    set_high_contrast(True)
    summary = DealSummaryPanel()
    for outcome, side, colour in (("kot", 0, HC.heading), ("hakem_failed", 1, HC.words),
                                  ("hakem_made", 0, HC.heading)):
        event = DealScored(0, (7, 0), (2, 0), (2, 0), (outcome,), side, False)
        summary.show_deal("court-piece", event, NAMES, None, match_over=False, hakem_side=0)
        _panel_in(qtbot, summary)
        assert _words_colour(summary.banner) == colour, outcome
    end = MatchEndPanel()
    end.show_result("hand", MatchEnded((1, 3, 1, 4), (80, 20, 80, -30)), NAMES, extra_rounds=1)
    image = _panel_in(qtbot, end)
    assert _words_colour(end.title) == HC.heading
    assert _words_colour(end.grid.rows[0][0]) == HC.heading  # the first place
    assert _words_colour(end.note) == HC.heading
    assert _words_colour(end.grid.rows[0][2]) == HC.words  # a total
    colours = {image.pixelColor(x, y).name() for x in range(image.width())
               for y in range(image.height())}
    assert not colours & NORMAL_ONLY, colours & NORMAL_ONLY


def test_the_result_colours_are_unchanged_in_the_normal_look(qtbot) -> None:  # type: ignore[no-untyped-def]
    set_high_contrast(False)
    panel = _deal_summary(qtbot)
    _panel_in(qtbot, panel)
    assert _words_colour(panel.title) == "#ffe9a8"
    assert _words_colour(panel.grid.rows[0][3]) == "#8fe3a8"
    assert _words_colour(panel.grid.rows[2][3]) == "#ff8f8f"
    assert _words_colour(panel.grid.rows[0][5]) == "#ffe9a8"


def _menus(window) -> list[tuple[str, QMenu]]:  # type: ignore[no-untyped-def]
    """Every menu of the menu bar and their submenus (Animation speed, Play again from)."""
    found: list[tuple[str, QMenu]] = []

    def walk(menu: QMenu) -> None:
        found.append((menu.title(), menu))
        for action in menu.actions():
            sub = action.menu()
            if isinstance(sub, QMenu):
                walk(sub)

    for action in window.menuBar().actions():
        menu = action.menu()
        if isinstance(menu, QMenu):
            walk(menu)
    return found


def _open(qtbot, window, menu: QMenu) -> QImage:  # type: ignore[no-untyped-def]
    menu.popup(window.mapToGlobal(window.rect().center()))
    qtbot.waitUntil(menu.isVisible)
    QApplication.processEvents()
    image = menu.grab().toImage()
    menu.hide()
    return image


def _check_menus_dark(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    menus = _menus(window)
    titles = [title.replace("&", "") for title, _menu in menus]
    for wanted in ("Game", "View", "Animation speed", "Settings", "Language", "Coach", "Help"):
        assert wanted in titles, titles
    for title, menu in menus:
        image = _open(qtbot, window, menu)
        whole = image.rect().adjusted(3, 3, -3, -3)
        ground = ground_of(image, whole)
        assert ground.name() == HC.dark, (title, ground.name())
        assert words_contrast(image, whole, ground) >= 15, title
        edge = image.pixelColor(0, image.height() // 2)
        assert edge.name() == HC.edge, (title, edge.name())
    bar = window.menuBar().grab().toImage()
    ground = ground_of(bar, bar.rect())
    assert ground.name() == HC.dark, ground.name()
    assert words_contrast(bar, bar.rect(), ground) >= 15


def test_every_menu_is_black_with_white_words_in_high_contrast(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window(qtbot, high_contrast=True)
    _check_menus_dark(qtbot, window)


def test_the_menus_follow_high_contrast_switched_on_and_off(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window(qtbot, high_contrast=False)
    light = ground_of(*(lambda i: (i, i.rect()))(_open(qtbot, window, window.menus.view_menu)))
    assert contrast_ratio(light, QColor(HC.dark)) > 10  # the system's light menu
    window.settings_service.change(high_contrast=True)
    qtbot.waitUntil(lambda: bool(window.menus.view_menu.styleSheet()))
    _check_menus_dark(qtbot, window)
    window.settings_service.change(high_contrast=False)
    qtbot.waitUntil(lambda: not window.menus.view_menu.styleSheet())
    for title, menu in _menus(window):
        assert not menu.styleSheet(), title
    image = _open(qtbot, window, window.menus.view_menu)
    assert ground_of(image, image.rect()).name() == light.name()


def test_the_highlighted_menu_row_is_yellow_with_black_words_in_high_contrast(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window(qtbot, high_contrast=True)
    menu = window.menus.game_menu
    menu.popup(window.mapToGlobal(window.rect().center()))
    qtbot.waitUntil(menu.isVisible)
    action = menu.actions()[0]
    menu.setActiveAction(action)
    QApplication.processEvents()
    image = menu.grab().toImage()
    row = menu.actionGeometry(action).adjusted(4, 2, -4, -2)
    ground = ground_of(image, row)
    assert ground.name() == HC.selection, ground.name()
    assert _strongest(image, row, ground).name() == HC.selected_text
    menu.hide()


def _info_image(panel: InfoPanel) -> QImage:
    bounds = panel.boundingRect()
    image = QImage(int(bounds.width()), int(bounds.height()),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    panel.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    return image


@pytest.mark.parametrize("contrast", [True, False])
def test_the_corner_panels_game_name_and_trump_box_are_yellow_in_high_contrast(  # type: ignore[no-untyped-def]
        qtbot, contrast: bool) -> None:
    """The corner panel was black with white lines in high contrast, but kept its pale gold
    game name and the soft gold of its trump box (edge, "TRUMP" and the sign under it)."""
    set_high_contrast(contrast)
    panel = InfoPanel()
    panel.game = "hokm"
    panel.lines = ["Deal 1", "Your side: 0 tricks", "Opponents: 0 tricks", "Match: 0 – 0"]
    panel.trump_state = "hidden"
    image = _info_image(panel)
    name = QRect(16, 8, 60, 26)
    ground = QColor(HC.dark) if contrast else image.pixelColor(12, 40)
    box = QRect(216, 40, 68, 74)
    if contrast:
        assert _strongest(image, name, ground).name() == HC.heading
        assert _strongest(image, box, ground).name() == HC.heading  # "TRUMP" and "?"
        colours = {image.pixelColor(x, y).name() for x in range(image.width())
                   for y in range(image.height()) if image.pixelColor(x, y).alpha() == 255}
        assert not colours & NORMAL_ONLY, colours & NORMAL_ONLY
    else:
        assert _strongest(image, name, ground).name() == "#ffe9a8"
        assert _strongest(image, box, ground).name() == "#e8c766"


@pytest.mark.parametrize("contrast", [False, True], ids=["felt", "high-contrast"])
def test_the_bar_between_the_table_and_the_scoreboard_is_the_looks_dark_shade(  # type: ignore[no-untyped-def]
        qtbot, contrast: bool) -> None:
    """The bar that moves the scoreboard's border wears the panels' dark shade, black in high
    contrast, from the window's first showing (it is styled before the window has children)."""
    from koutchina.app.table.looks import panel_colours

    from .helpers import choice

    window = make_window(qtbot, high_contrast=contrast)
    window.start_match(choice("hand"), seed=1)
    qtbot.waitUntil(window.scoreboard.isVisible)
    left, right = window.centralWidget().geometry().right(), window.scoreboard.geometry().left()
    assert right - left > 2

    def bar() -> set[str]:
        image = window.grab().toImage()
        return {image.pixelColor(x, window.height() // 2).name() for x in range(left + 1, right)}

    assert bar() == {panel_colours(contrast)["dark"]}
    window.settings_service.change(high_contrast=not contrast)  # and as the look changes
    assert bar() == {panel_colours(not contrast)["dark"]}
