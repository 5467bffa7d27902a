"""What each message on the table's toast says, kept as words to say again (which text, with
which arguments) rather than as the finished string: when the person switches language, the
messages still shown are said again in the new language, each for the rest of its time. A
message whose time is up, or a hint the person has answered, is not brought back."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import NamedTuple

from .overlays import Toast

Words = Callable[[], str]  # a message as what it says: its text in the language in use


class _Said(NamedTuple):
    words: Words
    text: str  # as last said
    ends: float  # time.monotonic() when its time is up
    hint: bool


class ToastWords:
    """Shows messages on ``toast`` and remembers what each says, to say it again."""

    def __init__(self, toast: Toast) -> None:
        self._toast = toast
        self._said: list[_Said] = []

    def show(self, words: Words, msecs: int, hint: bool = False) -> str:
        """Say ``words`` in the language in use for ``msecs`` (a ``hint`` goes earlier, when
        the person acts); returns the text shown."""
        text = words()
        self._toast.show_text(text, msecs, hint)
        now = time.monotonic()
        self._said = [said for said in self._said if said.text != text and said.ends > now]
        self._said.append(_Said(words, text, now + max(msecs, 1) / 1000, hint))
        return text

    def say_again(self) -> None:
        """The messages still on the toast, in the language now in use, in the same order and
        each until its time is up, as before."""
        now = time.monotonic()
        by_text = {said.text: said for said in self._said}
        again = [by_text[message.text] for message in self._toast.messages
                 if message.text in by_text and by_text[message.text].ends > now]
        self._toast.clear()
        self._said = []
        for said in again:
            self.show(said.words, max(1, round((said.ends - now) * 1000)), said.hint)
