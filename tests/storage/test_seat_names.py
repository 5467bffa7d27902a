"""A seat's name from a file or from the name box: its control characters and direction
overrides removed (a right-to-left override in one name reversed every name after it in the
History), and shown in a list each name on its own, so an Arabic or Persian name keeps its
place among the others."""

from __future__ import annotations

from pathlib import Path

from koutchina.app.history.model import players_text
from koutchina.storage import SeatInfo, saved_match_of
from koutchina.storage.summaries import summarize

from .helpers import CREATED, random_match


def test_control_characters_and_direction_overrides_leave_a_name() -> None:
    assert SeatInfo(name="Am\u202eal\n").name == "Amal"
    assert SeatInfo(name="A\x00b\tc").name == "Ab c"
    # a Persian name keeps its zero-width non-joiner, which is part of how it is written
    assert SeatInfo(name="نیم\u200cفاصله").name == "نیم\u200cفاصله"


def test_a_remembered_name_is_cleaned_as_a_typed_one(tmp_path) -> None:
    """The start screen's buttons start a match with the name of the settings file."""
    import json

    from koutchina.storage.settings import load_settings

    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"format_version": 1, "player_name": "Am\u202eal"}),
                    encoding="utf-8")
    assert load_settings(path).player_name == "Amal"


def test_history_shows_each_name_on_its_own_in_the_list_of_players() -> None:
    state = random_match("hand", 3, moves=10)
    seats = [SeatInfo(name="علی"), SeatInfo(name="", role="east", bot_level="medium"),
             SeatInfo(name="", role="north", bot_level="medium"),
             SeatInfo(name="", role="west", bot_level="medium")]
    saved = saved_match_of(state, match_id="names", seats=seats, created=CREATED)
    words = players_text(summarize(Path("names.json"), saved))
    assert words == "\u2068علی\u2069, \u2068East\u2069, \u2068North\u2069, \u2068West\u2069"
