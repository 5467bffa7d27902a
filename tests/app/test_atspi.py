"""Through the real accessibility bus: what Orca's library (pyatspi) reads and hears from the
program on an X server, while the person's first card is chosen and played by keys alone."""

from __future__ import annotations

import os
import subprocess

import pytest

from koutchina.devtools.atspi_check import SYSTEM_PYTHON, listen


def require_pyatspi() -> None:
    if subprocess.run([SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True,
                      check=False).returncode == 0:
        return
    message = "pyatspi is not installed (Debian package python3-pyatspi)"
    if os.environ.get("CI") == "true":
        pytest.fail(f"{message}: .ci/run must install it", pytrace=False)
    pytest.skip(f"{message}; CI installs it")


@pytest.mark.slow
@pytest.mark.parametrize(("language", "hand", "playable", "turn", "mine"), [
    ("en", "Your hand, 13 cards", ", you can play it", "Your turn. You can play: ", "You: "),
    ("fr", "Votre main, 13 cartes", ", vous pouvez jouer cette carte",
     "À vous de jouer. Vous pouvez jouer\u00a0: ", "Vous\u00a0: "),
])
def test_orca_reads_the_hand_hears_the_focus_follow_the_card_and_the_announcements(
        system_tool, language: str, hand: str, playable: str, turn: str, mine: str) -> None:
    system_tool("Xvfb", "xvfb")
    system_tool("dbus-run-session", "dbus-daemon")
    system_tool("/usr/libexec/at-spi-bus-launcher", "at-spi2-core")
    require_pyatspi()
    found = listen(language)
    tree, events = found["tree"], found["events"]
    assert ["list", hand] == tree[[node[0] for node in tree].index("list")][:2]
    rows = [name for role, name, _ in tree if role == "list item"]
    assert len(rows) == 13 and sum(name.endswith(playable) for name in rows) == 3
    spoken = [text for kind, _, text in events if kind.startswith("object:announcement")]
    focused = [name for kind, name, _ in events if kind == "focus:"]
    assert any(text.startswith(turn) for text in spoken)
    raised = [name for name in focused if name.endswith(playable)]
    assert len(raised) >= 2  # each arrow press moved the focus to the raised card's row
    played = next(text for text in spoken if text.startswith(mine))
    assert raised[-1].lower().startswith(played[len(mine):])  # Enter played that card
