"""Every text the code hands to tr()/translate() is one pyside6-lupdate extracts.

lupdate reads the source as text, not as Python: it skips a tr() whose text is not a literal
and a tr() written inside an f-string, and such a text then stays in English in every
language. These tests read the code with ``ast`` and compare with the .ts file."""

from __future__ import annotations

import ast
import xml.etree.ElementTree as ElementTree
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from i18n_update import REPO, ts_path

# the one function allowed to pass its text on: texts.translate, a typed QCoreApplication.translate
PASSING_ON = {("koutchina/app/texts.py", "translate")}


@dataclass(frozen=True)
class TrCall:
    where: str
    text: ast.expr | None
    context: str | None = None  # translate("Context", ...): the context written out

    @property
    def literal(self) -> str | None:
        if isinstance(self.text, ast.Constant) and isinstance(self.text.value, str):
            return self.text.value
        return None


def _text_argument(call: ast.Call) -> tuple[bool, ast.expr | None]:
    """Whether the call translates, and its text argument."""
    function = call.func
    if isinstance(function, ast.Attribute) and function.attr == "tr":
        return True, call.args[0] if call.args else None
    translating = (isinstance(function, ast.Name) and function.id == "translate") or (
        isinstance(function, ast.Attribute) and function.attr == "translate"
        and isinstance(function.value, ast.Name) and function.value.id == "QCoreApplication"
    )
    if translating:
        return True, call.args[1] if len(call.args) > 1 else None
    return False, None


def _context(call: ast.Call) -> str | None:
    """The context of a translate("Context", "text") call, when written as a literal."""
    if isinstance(call.func, ast.Attribute) and call.func.attr == "tr":
        return None
    first = call.args[0] if call.args else None
    if isinstance(first, ast.Constant) and isinstance(first.value, str):
        return first.value
    return None


def _calls(path: Path) -> Iterator[tuple[TrCall, bool, str | None]]:
    """Each translating call of a file, whether it sits inside an f-string, and the function
    it is written in."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    name = path.relative_to(REPO).as_posix()

    def walk(node: ast.AST, in_fstring: bool, function: str | None) -> Iterator[
            tuple[TrCall, bool, str | None]]:
        if isinstance(node, ast.Call):
            translating, text = _text_argument(node)
            if translating:
                yield TrCall(f"{name}:{node.lineno}", text, _context(node)), in_fstring, function
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            function = node.name
        in_fstring = in_fstring or isinstance(node, ast.JoinedStr)
        for child in ast.iter_child_nodes(node):
            yield from walk(child, in_fstring, function)

    yield from walk(tree, False, None)


def _all_calls() -> list[tuple[TrCall, bool, str | None]]:
    return [found for path in sorted((REPO / "koutchina").rglob("*.py")) for found in _calls(path)]


def test_every_translated_text_is_a_literal_outside_any_f_string() -> None:
    problems = []
    for call, in_fstring, function in _all_calls():
        file = call.where.split(":")[0]
        if in_fstring:
            problems.append(f"{call.where}: tr() inside an f-string, lupdate skips it")
        elif call.literal is None and (file, function) not in PASSING_ON:
            problems.append(f"{call.where}: the text is not a string literal")
    assert not problems, "\n".join(problems)


def test_every_literal_translated_text_is_in_the_translation_file() -> None:
    """What lupdate missed, however it was written, is absent from the .ts file."""
    tree = ElementTree.parse(ts_path("fr"))
    sources = {message.findtext("source") for message in tree.iter("message")}
    missing = [f"{call.where}: {call.literal!r}" for call, _, _ in _all_calls()
               if call.literal is not None and call.literal not in sources]
    assert not missing, "\n".join(missing)


def test_every_text_translated_in_a_named_context_is_in_that_context() -> None:
    """translate("SettingsDialog", "Volume") borrowed by another window finds its translation
    only while that window keeps the very words: reworded there, it would show in English."""
    tree = ElementTree.parse(ts_path("fr"))
    pairs = {(context.findtext("name"), message.findtext("source"))
             for context in tree.iter("context") for message in context.iter("message")}
    missing = [f"{call.where}: {call.context!r}, {call.literal!r}" for call, _, _ in _all_calls()
               if call.context is not None and call.literal is not None
               and (call.context, call.literal) not in pairs]
    assert not missing, "\n".join(missing)
