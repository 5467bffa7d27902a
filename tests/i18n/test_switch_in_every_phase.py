"""A language switch at any moment of a match leaves nothing of the old language: every
visible window's texts, the texts the table paints (seat names, the info box, the scoreboard
status) and the card faces are in the new language, and switching back restores them."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from app.helpers import choice, make_window, person_ready, play_one_move, wait_for
from app.test_trump import seed_where_person_is_hakem
from PySide6.QtWidgets import QApplication, QWidget

from i18n import walk
from i18n.test_switch_leaves_nothing import cached_face, fresh_face, same_letters
from koutchina.app import i18n
from koutchina.app.main_window import MainWindow
from koutchina.app.table.card_item import CardItem

DEFAULT_NAMES = {"en": {"You", "East", "North", "West", "Partner"},
                 "fr": {"Vous", "Est", "Nord", "Ouest", "Partenaire"}}


def _play_until(qtbot, window: MainWindow, done: Callable[[], bool]) -> None:
    for _ in range(300):
        wait_for(lambda: person_ready(window), timeout=15000)
        if done():
            return
        play_one_move(qtbot, window)
    raise AssertionError("the phase never came")


def _in_a_trick(qtbot, window: MainWindow) -> None:
    window.start_match(choice("hand"), seed=5)
    c = window.controller
    _play_until(qtbot, window, lambda: c.last_trick is not None
                and bool(c.view(0).current_trick) and c.accepts_input(0))


def phase_call(qtbot, window: MainWindow) -> None:
    window.start_match(choice("hand"), seed=7)
    qtbot.waitUntil(lambda: window.table.call_panel.isVisible(), timeout=15000)


def phase_trump(qtbot, window: MainWindow) -> None:
    window.start_match(choice("hokm"), seed=seed_where_person_is_hakem("hokm"))
    qtbot.waitUntil(lambda: window.table.trump_panel.isVisible(), timeout=15000)


def phase_trick(qtbot, window: MainWindow) -> None:
    _in_a_trick(qtbot, window)


def phase_summary(qtbot, window: MainWindow) -> None:
    window.start_match(choice("court-piece"), seed=3)
    _play_until(qtbot, window, lambda: window.table.summary_panel.isVisible())


def phase_summary_of_a_hand_round(qtbot, window: MainWindow) -> None:
    window.start_match(choice("hand"), seed=3)
    _play_until(qtbot, window, lambda: window.table.summary_panel.isVisible())


def phase_last_trick(qtbot, window: MainWindow) -> None:
    _in_a_trick(qtbot, window)
    window.show_last_trick()


def phase_history_and_statistics(qtbot, window: MainWindow) -> None:
    _in_a_trick(qtbot, window)
    window.open_history()
    window.saved_matches.history_window.open_statistics()


def phase_replay(qtbot, window: MainWindow) -> None:
    from storage.helpers import saved_of

    from koutchina.app.history.replay import ReplayWindow

    _in_a_trick(qtbot, window)

    replay = ReplayWindow(saved_of(window.controller.state), window.controller.state)
    qtbot.addWidget(replay)
    replay.go_to(3)
    replay.show()


def phase_rules(qtbot, window: MainWindow) -> None:
    window.start_match(choice("court-piece"), seed=3)
    window.open_rules()


def phase_dialogs(qtbot, window: MainWindow) -> None:
    from koutchina.app.keyboard_help import KeyboardHelpDialog
    from koutchina.app.new_match_dialog import NewMatchDialog
    from koutchina.app.settings_dialog import SettingsDialog

    phase_call(qtbot, window)
    for dialog in (NewMatchDialog(window.choices.remembered(), window),
                   SettingsDialog(window.settings, window), KeyboardHelpDialog((), window)):
        qtbot.addWidget(dialog)
        dialog.show()


PHASES = [phase_call, phase_trump, phase_trick, phase_summary,
          phase_summary_of_a_hand_round, phase_last_trick,
          phase_history_and_statistics, phase_replay, phase_rules, phase_dialogs]


def painted_texts(window: MainWindow) -> list[str]:
    """What the table draws itself: seat badges, the info box, the passing message, the
    scoreboard status."""
    table = window.table
    lines = list(table.info.lines) + [table.message(), window.scoreboard.current.text()]
    for badge in table.badges():
        lines += [badge.display_name(), badge.status_text()]
    return lines


def faces_in_wrong_language(window: MainWindow) -> list[str]:
    items = [item for item in window.table.scene().items()
             if isinstance(item, CardItem) and item.face_up and item.card is not None
             and item.card.rank >= 11 and item.isVisible()]
    return [str(item.card) for item in items
            if not same_letters(cached_face(item.card), fresh_face(item.card))]


def leftovers(qapp: QApplication, window: MainWindow, language: str,
              catalogue: walk.Catalogue) -> list[str]:
    problems: list[str] = []
    for widget in qapp.topLevelWidgets():
        if isinstance(widget, QWidget) and widget.isVisible():
            problems += walk.foreign_texts(widget, language, catalogue)
    other = "en" if language == "fr" else "fr"
    for text in painted_texts(window):
        if walk.words(text) & (walk.ENGLISH_ONLY if language == "fr" else walk.FRENCH_ONLY):
            problems.append(f"painted: {text!r}")
        if text in DEFAULT_NAMES[other]:
            problems.append(f"seat name: {text!r}")
    problems += [f"card face: {card}" for card in faces_in_wrong_language(window)]
    return problems


@pytest.mark.parametrize("reach", PHASES, ids=lambda f: f.__name__.removeprefix("phase_"))
def test_a_switch_in_this_phase_leaves_nothing_behind(
    qtbot, qapp: QApplication, languages: i18n.LanguageManager,
    reach: Callable[..., None],
) -> None:
    catalogue = walk.load_catalogue()
    languages.set_language("en", remember=False)
    window = make_window(qtbot)
    reach(qtbot, window)
    qtbot.wait(50)
    english_name = window.table.badges()[1].display_name()
    assert english_name in ("East", "West")
    names = {"en": english_name, "fr": {"East": "Est", "West": "Ouest"}[english_name]}
    for language in ("fr", "en"):
        languages.set_language(language, remember=False)
        qtbot.wait(50)
        problems = leftovers(qapp, window, language, catalogue)
        assert not problems, f"after switching to {language}:\n" + "\n".join(problems)
        # what is said is said in the new language, not only nothing left in the old one
        assert window.table.badges()[1].display_name() == names[language]
    for widget in qapp.topLevelWidgets():
        if widget is not window and widget.isVisible():
            widget.close()
