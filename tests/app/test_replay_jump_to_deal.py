"""Replay goes to any deal at once: a deal in the middle of a match was found only by stepping
or dragging the slider (a player's review). A chooser beside the buttons names each deal (Hand's
rounds) and follows the step shown; Up and Down go to the previous or next deal's cards as
dealt, Up first to the start of the deal shown, as a player's "previous track". And the last
step of a finished match says who won it."""

from __future__ import annotations

from datetime import UTC, datetime

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from storage.helpers import random_match  # tests/storage, beside this folder

from koutchina.app.history.replay import ReplayWindow
from koutchina.app.i18n import format_signed
from koutchina.storage import SeatInfo, saved_match_of

UNNAMED = [SeatInfo(name="")] + [SeatInfo(name="", bot_level="medium")] * 3
CHOICE = {"en": "Round {n} of {count}", "fr": "Manche {n} sur {count}"}
DEALT = {"en": "Round {n}: the cards as dealt and the calls",
         "fr": "Manche {n}\u00a0: les cartes distribuées et les annonces"}


def replay_of(qtbot, game: str, seed: int, moves: int | None = None) -> ReplayWindow:  # type: ignore[no-untyped-def]
    state = random_match(game, seed) if moves is None else random_match(game, seed, moves=moves)
    saved = saved_match_of(state, match_id="m1", seats=UNNAMED,
                           created=datetime(2026, 1, 2, tzinfo=UTC))
    replay = ReplayWindow(saved, state)
    qtbot.addWidget(replay)
    replay.show()
    replay.activateWindow()  # its keys are the window's
    qtbot.waitUntil(lambda: QApplication.activeWindow() is replay)
    return replay


def press(qtbot, key: Qt.Key,  # type: ignore[no-untyped-def]
          modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    """A key on whatever has the keyboard focus in Replay, as a person would press it."""
    focus = QApplication.focusWidget()
    assert focus is not None
    qtbot.keyClick(focus, key, modifier)


def deal_named(entry: str) -> str:
    """The deal's name in a line of the chooser, without its result."""
    return entry.split(" · ")[0]


def shown_deal(replay: ReplayWindow) -> tuple[int, int]:
    step = replay.current
    assert step is not None
    return step.deal, step.tricks_done


def test_the_chooser_names_each_round_and_goes_to_its_cards_as_dealt(
        qtbot, language: str) -> None:  # type: ignore[no-untyped-def]
    replay = replay_of(qtbot, "hand", 11)  # a whole match: five rounds
    choice = replay.deal_choice
    you = {"en": "You", "fr": "Vous"}[language]
    scores = [replay.deal_scores[deal][0] for deal in range(5)]
    # each round with the person's score of it (a player's review: the names alone said
    # nothing of which round went wrong)
    assert [choice.itemText(i) for i in range(choice.count())] == [
        CHOICE[language].format(n=n, count=5) + f" · {you} {format_signed(score)}"
        for n, score in zip(range(1, 6), scores, strict=True)]
    assert choice.isVisible()
    choice.activated.emit(3)  # the person picks "Round 4 of 5"
    assert shown_deal(replay) == (3, 0)
    assert not replay.current.table  # type: ignore[union-attr]
    assert replay.where.text().startswith(DEALT[language].format(n=4))
    assert replay.slider.value() == replay.position
    replay.forward_trick()
    replay.forward_trick()
    assert shown_deal(replay) == (3, 2)
    assert deal_named(choice.currentText()) == CHOICE[language].format(n=4, count=5)
    replay.go_to(0)  # Home, or the slider dragged back: the chooser follows
    assert deal_named(choice.currentText()) == CHOICE[language].format(n=1, count=5)


def test_up_and_down_go_to_the_previous_and_next_deal(qtbot, english: None) -> None:  # type: ignore[no-untyped-def]
    replay = replay_of(qtbot, "hand", 12)
    replay.forward_button.setFocus()  # the keys work whatever control has the focus
    press(qtbot, Qt.Key.Key_Down)
    assert shown_deal(replay) == (1, 0)
    press(qtbot, Qt.Key.Key_Right, Qt.KeyboardModifier.ControlModifier)  # a trick at a time
    press(qtbot, Qt.Key.Key_Right, Qt.KeyboardModifier.ControlModifier)
    assert shown_deal(replay) == (1, 2)
    press(qtbot, Qt.Key.Key_Up)  # back to this round's start first
    assert shown_deal(replay) == (1, 0)
    press(qtbot, Qt.Key.Key_Up)  # then to the round before
    assert shown_deal(replay) == (0, 0)
    press(qtbot, Qt.Key.Key_Up)  # nothing before the first
    assert shown_deal(replay) == (0, 0)
    for _ in range(6):  # past the last round: its cards as dealt, not a step further
        press(qtbot, Qt.Key.Key_Down)
    assert shown_deal(replay) == (4, 0)
    assert deal_named(replay.deal_choice.currentText()) == "Round 5 of 5"
    press(qtbot, Qt.Key.Key_Right, Qt.KeyboardModifier.ControlModifier)
    press(qtbot, Qt.Key.Key_Down)  # in the last round: stays (it went back to its start)
    assert shown_deal(replay) == (4, 1)


def test_up_and_down_still_step_a_list_that_has_the_keyboard(qtbot, english: None) -> None:  # type: ignore[no-untyped-def]
    """The speed's list took the arrows before they went to the deals."""
    replay = replay_of(qtbot, "hand", 12)
    replay.speed.setFocus()
    before = replay.speed.currentIndex()
    press(qtbot, Qt.Key.Key_Down)
    assert replay.speed.currentIndex() == before + 1
    assert shown_deal(replay) == (0, 0)
    replay.deal_choice.setFocus()  # the deals' own list: the deals
    press(qtbot, Qt.Key.Key_Down)
    assert shown_deal(replay) == (1, 0)


def test_the_chooser_names_the_match_s_rounds_as_the_table_did(qtbot, language: str) -> None:  # type: ignore[no-untyped-def]
    """It counted the rounds replayed: "Round 6 of 6" for a sudden death, "Round 1 of 4" in
    a match not finished."""
    state = random_match("hand", 1)
    assert len(state.deals) == 6  # five rounds and a sudden-death one
    replay = replay_of(qtbot, "hand", 1)
    names = [deal_named(replay.deal_choice.itemText(i))
             for i in range(replay.deal_choice.count())]
    assert names[:5] == [CHOICE[language].format(n=n, count=5) for n in range(1, 6)]
    assert names[5] == {"en": "Sudden-death round 1", "fr": "1re manche de mort subite"}[language]
    replay.go_to_deal(5)  # the line over the buttons names it so too (it said "Round 6")
    assert replay.where.text().startswith({
        "en": "Sudden-death round 1: the cards as dealt and the calls",
        "fr": "1re manche de mort subite\u00a0: les cartes distribuées et les annonces"}[language])
    replay.forward()
    assert replay.where.text().startswith(
        {"en": "Sudden-death round 1, trick 1", "fr": "1re manche de mort subite, pli 1"}[language])
    unfinished = replay_of(qtbot, "hand", 11, moves=80)  # two rounds played, and a third begun
    names = [deal_named(unfinished.deal_choice.itemText(i))
             for i in range(unfinished.deal_choice.count())]
    assert names and all(name.endswith(("of 5", "sur 5")) for name in names), names


def test_partnership_games_choose_a_deal(qtbot, english: None) -> None:  # type: ignore[no-untyped-def]
    replay = replay_of(qtbot, "court-piece", 1, moves=60)  # its first deal played out
    assert deal_named(replay.deal_choice.itemText(0)) == "Deal 1"
    assert replay.deal_choice.toolTip() == (
        "Go to a deal's cards as dealt (Up, Down: the previous or next deal)")


def _expected_result(places: list[int], partnerships: bool, language: str) -> str:
    said = {"en": {"side": "Match over: your side won", "them": "Match over: the opponents won",
                   "you": "Match over: you won", "name": "Match over: {name} won",
                   "shared": "Match over: first place shared"},
            "fr": {"side": "Partie terminée\u00a0: votre équipe l’a emporté",
                   "them": "Partie terminée\u00a0: les adversaires l’ont emporté",
                   "you": "Partie terminée\u00a0: vous l’avez emporté",
                   "name": "Partie terminée\u00a0: {name} l’a emporté",
                   "shared": "Partie terminée\u00a0: première place partagée"}}[language]
    if partnerships:
        return said["side"] if places[0] == 1 else said["them"]
    firsts = [seat for seat, place in enumerate(places) if place == 1]
    if len(firsts) > 1:
        return said["shared"]
    if firsts[0] == 0:
        return said["you"]
    names = {"en": ["", "East", "North", "West"], "fr": ["", "Est", "Nord", "Ouest"]}
    return said["name"].format(name=names[language][firsts[0]])


def test_the_last_step_of_a_finished_match_says_who_won(qtbot, language: str) -> None:  # type: ignore[no-untyped-def]
    """The totals alone did not say who won (a player's review)."""
    for game, seed in (("hand", 11), ("hand", 12), ("court-piece", 2)):
        state = random_match(game, seed)
        assert state.places
        replay = replay_of(qtbot, game, seed)
        replay.go_to(len(replay.steps) - 2)
        assert "Match over" not in replay.info.text() and "terminée" not in replay.info.text()
        replay.go_to(len(replay.steps) - 1)
        expected = _expected_result(list(state.places), game != "hand", language)
        assert replay.info.text().endswith("\n\n" + expected), replay.info.text()


def test_the_chooser_says_which_side_scored_each_deal(qtbot, language: str) -> None:  # type: ignore[no-untyped-def]
    replay = replay_of(qtbot, "court-piece", 3)
    choice = replay.deal_choice
    words = {"en": ("Deal", "Your side", "Opponents"),
             "fr": ("Donne", "Votre équipe", "Adversaires")}[language]
    texts = [choice.itemText(i) for i in range(choice.count())]
    assert texts[0] == f"{words[0]} 1 · {words[1]} +1", texts  # the seed's first deal
    assert texts[1] == f"{words[0]} 2 · {words[2]} +1", texts
    for index, text in enumerate(texts):
        scores = replay.deal_scores.get(index)
        if scores is not None:
            side = words[1] if scores[0] > scores[1] else words[2]
            assert text == f"{words[0]} {index + 1} · {side} +{max(scores)}"
