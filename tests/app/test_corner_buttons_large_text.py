"""The table's corner buttons at 200 % on a laptop (player reviews): 'Last trick (L)' and
'Hint (H)' read about 18 px in English but 13 px in French ('Dernier pli (L)', 'Conseil
(H)'), all of them a step smaller because 'Annuler le coup (Ctrl+Z)' was long, even on the
result screen with 'Dernier pli (L)' alone; and in English Undo stood mid-bar beside the
empty place kept for 'Play the rest for me', as if a button were missing. Then the long
labels alone went smaller, as far as needed: in French Undo read 14 px beside a 24 px Last
trick, a footnote to the eye (and 14 px is not what a person who asked for large texts can
read best). Last trick and Hint read at the size the person chose where the long labels fit
beside them at most two steps smaller (LONG_ALONE_DOWN_TO); else all of them go smaller
together, at one size; no empty place kept between a button and the group's right edge."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QPushButton

from koutchina.app.main_window import MainWindow
from koutchina.app.table.area import LONG_ALONE_DOWN_TO
from koutchina.app.table.layout import LEGIBLE_PIXELS
from koutchina.app.table.panels import BUTTON_TEXT_PIXELS
from koutchina.app.text_scale import current_text_scale

from .helpers import choice, make_window, play_to_trick

# a laptop's 1280x720 screen, and its window under the title bar
SIZES = [(1280, 720), (1264, 690)]


def _at_200(qtbot, size: tuple[int, int], language: str) -> MainWindow:  # type: ignore[no-untyped-def]
    window = make_window(qtbot, text_scale=2.0)
    window.start_match(choice("hand", levels=["medium"] * 3, practice=True), seed=11)
    play_to_trick(qtbot, window, 1)
    window.resize(*size)
    qtbot.wait(80)
    return window


def _chosen_px() -> int:
    """The corner buttons' words at the size of texts the person chose."""
    return round(BUTTON_TEXT_PIXELS * current_text_scale())


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", ["en", "fr"], indirect=True)
def test_last_trick_and_hint_read_at_the_size_chosen_in_both_languages(  # type: ignore[no-untyped-def]
        qtbot, size: tuple[int, int], language: str) -> None:
    window = _at_200(qtbot, size, language)
    coach = window.coach
    assert coach.button.isVisible() and coach.undo_button.isVisible()
    buttons = (window.table.last_trick_button, coach.button, coach.undo_button,
               coach.concede_button, coach.claim_button)
    words = {button.text(): button.font().pixelSize() for button in buttons}
    largest = max(words.values())
    # at the size chosen, or every one at one size
    assert largest >= _chosen_px() or len(set(words.values())) == 1, words
    for button in (window.table.last_trick_button, coach.button):
        assert words[button.text()] == largest, words
    # none a footnote beside the others, nor under what reads
    assert min(words.values()) >= max(round(LONG_ALONE_DOWN_TO * largest), LEGIBLE_PIXELS), (
        words)


def _lines(buttons: list[QPushButton]) -> dict[int, list[QPushButton]]:
    lines: dict[int, list[QPushButton]] = {}
    for button in buttons:
        lines.setdefault(button.geometry().center().y(), []).append(button)
    return lines


# windows narrower than the screen; the narrowest with the scoreboard under the table
@pytest.mark.parametrize("size", [*SIZES, (1040, 690), (784, 720)])
@pytest.mark.parametrize("language", ["en", "fr"], indirect=True)
def test_no_empty_place_kept_beside_a_button_on_its_right(  # type: ignore[no-untyped-def]
        qtbot, size: tuple[int, int], language: str) -> None:
    """Concede (hidden till half the deal, its place kept) and Claim (shown when sure) never
    lie right of a button shown on their line: there the gap looked like a missing button."""
    window = _at_200(qtbot, size, language)
    coach = window.coach
    assert coach.concede_button.isHidden() and coach.claim_button.isHidden()
    shown = [button for button in (window.table.last_trick_button, coach.button,
                                   coach.undo_button) if button.isVisible()]
    for hidden in (coach.concede_button, coach.claim_button):
        kept = hidden.geometry()
        for line in _lines(shown).values():
            if any(abs(b.geometry().center().y() - kept.center().y()) < 3 for b in line):
                assert kept.left() < min(b.geometry().left() for b in line), (
                    hidden.text(), [b.geometry() for b in line], kept)


@pytest.mark.parametrize("size", [*SIZES, (1040, 690), (784, 720)])
@pytest.mark.parametrize("language", ["en", "fr"], indirect=True)
def test_claim_s_place_lies_left_of_concede(  # type: ignore[no-untyped-def]
        qtbot, size: tuple[int, int], language: str) -> None:
    """Claim is the rarest corner button: on a line with Concede its place lies left of it,
    outermost, so that Concede shown alone stands by the group (right of Claim's empty place it
    stood under nothing, apart from the others: French at 200 %, a 784x720 window)."""
    window = _at_200(qtbot, size, language)
    coach = window.coach
    coach.claim_button.show()
    coach.concede_button.show()
    coach.follow_looks()
    qtbot.wait(20)
    claim, concede = coach.claim_button.geometry(), coach.concede_button.geometry()
    if abs(claim.center().y() - concede.center().y()) < 3:
        assert claim.right() < concede.left(), (claim, concede)
