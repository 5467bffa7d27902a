"""Replay shows a trick's four cards together, so the order they were played in showed nowhere
(a player's review): the line over the buttons says who led each trick and who took it, the
person in sentences of their own, in either language; while the trick is under way (card by
card), who led it."""

from __future__ import annotations

from datetime import UTC, datetime

from storage.helpers import random_match  # tests/storage, beside this folder

from koutchina.app.history.replay import ReplayWindow
from koutchina.storage import SeatInfo, saved_match_of

UNNAMED = [SeatInfo(name="")] + [SeatInfo(name="", bot_level="medium")] * 3
# Hand's seats in play order: you, East, North, West (counter-clockwise)
NAMES = {"en": ["you", "East", "North", "West"], "fr": ["vous", "Est", "Nord", "Ouest"]}
SAID = {
    "en": {"other": "{leader} led, {winner} took it", "same": "{leader} led and took it",
           "you led": "you led, {winner} took it", "you took": "{leader} led, you took it",
           "you both": "you led and took it"},
    "fr": {"other": "{leader} a entamé, {winner} l’a remporté",
           "same": "{leader} a entamé et l’a remporté",
           "you led": "vous avez entamé, {winner} l’a remporté",
           "you took": "{leader} a entamé, vous l’avez remporté",
           "you both": "vous avez entamé et l’avez remporté"},
}
LED = {"en": ("you led", "{leader} led"), "fr": ("vous avez entamé", "{leader} a entamé")}


def _kind(leader: int, winner: int) -> str:
    if leader == winner:
        return "you both" if leader == 0 else "same"
    return "you led" if leader == 0 else "you took" if winner == 0 else "other"


def test_each_trick_says_who_led_it_and_who_took_it(qtbot, language: str) -> None:  # type: ignore[no-untyped-def]
    kinds_seen = set()
    for seed in (11, 12, 13):
        state = random_match("hand", seed)
        saved = saved_match_of(state, match_id="m1", seats=UNNAMED,
                               created=datetime(2026, 1, 2, tzinfo=UTC))
        replay = ReplayWindow(saved, state)
        qtbot.addWidget(replay)
        for position, step in enumerate(replay.steps):
            replay.go_to(position)
            if not step.table:  # the cards as dealt
                assert " led" not in replay.where.text()
                assert "entamé" not in replay.where.text()
                continue
            leader, winner = step.table[0][0], step.winner
            if winner is None:  # under way: who led it, nobody has taken it yet
                words = LED[language][leader != 0].format(leader=NAMES[language][leader])
                assert f" — {words} — " in replay.where.text(), (replay.where.text(), words)
                continue
            kind = _kind(leader, winner)
            kinds_seen.add(kind)
            words = SAID[language][kind].format(leader=NAMES[language][leader],
                                                winner=NAMES[language][winner])
            assert f" — {words} — " in replay.where.text(), (replay.where.text(), words)
    assert kinds_seen == set(SAID["en"]), kinds_seen  # three matches meet every sentence


def test_a_person_who_typed_a_name_is_named_like_the_others(qtbot, english: None) -> None:  # type: ignore[no-untyped-def]
    state = random_match("court-piece", 1, moves=60)  # its first deal played out
    seats = [SeatInfo(name="Amal")] + UNNAMED[1:]
    saved = saved_match_of(state, match_id="m1", seats=seats,
                           created=datetime(2026, 1, 2, tzinfo=UTC))
    replay = ReplayWindow(saved, state)
    qtbot.addWidget(replay)
    led_by_amal = [i for i, step in enumerate(replay.steps)
                   if step.table and step.table[0][0] == 0 and step.winner not in (0, None)]
    assert led_by_amal, "no trick led by the person in this deal: choose another seed"
    replay.go_to(led_by_amal[0])
    assert " — Amal led, " in replay.where.text(), replay.where.text()


def test_a_bot_in_the_bottom_seat_is_not_spoken_to(qtbot, english: None) -> None:  # type: ignore[no-untyped-def]
    # a record where four bots played (an imported one): the bottom seat is no "you"
    state = random_match("hand", 11)
    saved = saved_match_of(state, match_id="m1",
                           seats=[SeatInfo(name="", bot_level="medium")] * 4,
                           created=datetime(2026, 1, 2, tzinfo=UTC))
    replay = ReplayWindow(saved, state)
    qtbot.addWidget(replay)
    led = [i for i, step in enumerate(replay.steps) if step.table and step.table[0][0] == 0]
    assert led
    for position in led:
        replay.go_to(position)
        assert " — you " not in replay.where.text(), replay.where.text()
