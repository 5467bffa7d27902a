"""A message on the table when the person switches language (Settings or the language menu)
is said again in the new language, for the rest of its time; one whose time is up, or a hint
the person has answered, stays gone."""

from __future__ import annotations

import pytest

from koutchina.app import i18n
from koutchina.app.main_window import MainWindow
from koutchina.engine import Phase

from .helpers import choice, make_window

pytestmark = pytest.mark.usefixtures("english")  # tests/app/conftest.py

GAME_MENU = {"en": "&Game", "fr": "&Partie"}


def _switch(qtbot, window: MainWindow, code: str) -> None:  # type: ignore[no-untyped-def]
    i18n.language_manager().set_language(code, remember=False)
    qtbot.waitUntil(lambda: window.menus.game_menu.title() == GAME_MENU[code], timeout=5000)


def _refused_card(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """Play on until the person may follow the suit led and holds another suit: try that."""
    c = window.controller
    for _ in range(60):
        qtbot.waitUntil(lambda: c.accepts_input(0), timeout=15000)
        view = c.view(0)
        assert view is not None
        if view.phase == Phase.CALLING:
            c.call(2)
            continue
        led = view.current_trick[0][1].suit if view.current_trick else None
        other = [card for card in view.hand if card.suit != led]
        if led is not None and other and any(card.suit == led for card in view.hand):
            c.play_card(other[0])
            return
        c.play_card(view.legal_cards()[0])
    raise AssertionError("no refused card")


def test_a_refused_cards_reason_is_said_again_in_the_new_language(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window(qtbot)
    window.start_match(choice("hand", levels=["medium"] * 3), seed=3)
    _refused_card(qtbot, window)
    table = window.table
    english = "Calls revealed: all 8 tricks called\nYou must follow spades."
    qtbot.waitUntil(lambda: table.message() == english, timeout=5000)
    _switch(qtbot, window, "fr")
    assert table.message() == ("Annonces révélées\u00a0: 8 plis annoncés sur 8\n"
                               "Vous devez jouer pique.")
    assert table.toast.isVisible()
    _switch(qtbot, window, "en")
    assert table.message() == english


def test_a_trump_named_is_said_again_with_the_seat_in_the_new_language(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window(qtbot)
    window.start_match(choice("hokm", levels=["medium"] * 3), seed=4)
    table = window.table
    english = ("Your partner is the first Hakem (the first Ace dealt)\n"
               "Your partner named spades as trump")
    qtbot.waitUntil(lambda: table.message() == english, timeout=15000)
    _switch(qtbot, window, "fr")
    assert table.message() == ("Premier Hakem\u00a0: votre partenaire (le premier As distribué)\n"
                               "Votre partenaire a choisi l’atout pique")


def test_a_message_whose_time_is_up_stays_gone(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window(qtbot)
    window.start_match(choice("hand", levels=["medium"] * 3), seed=3)
    table = window.table
    qtbot.waitUntil(lambda: window.controller.accepts_input(0), timeout=15000)
    table.toast.clear()
    window.sound.mute_action.toggle()
    qtbot.waitUntil(lambda: table.message() == "Sounds muted (M)", timeout=5000)
    qtbot.waitUntil(lambda: table.message() == "", timeout=6000)  # its 3.5 seconds are up
    _switch(qtbot, window, "fr")
    assert table.message() == "" and not table.toast.isVisible()


def test_a_refusal_the_person_has_answered_stays_gone(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window(qtbot)
    window.start_match(choice("hand", levels=["medium"] * 3), seed=3)
    _refused_card(qtbot, window)
    table = window.table
    qtbot.waitUntil(lambda: "You must follow spades." in table.message(), timeout=5000)
    view = window.controller.view(0)
    assert view is not None
    window.controller.play_card(view.legal_cards()[0])  # the hint had its answer
    qtbot.waitUntil(lambda: "You must follow" not in table.message(), timeout=5000)
    _switch(qtbot, window, "fr")
    assert "Vous devez jouer" not in table.message()
    assert table.message() == "Annonces révélées\u00a0: 8 plis annoncés sur 8"
