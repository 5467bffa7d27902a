"""The translation files are complete, consistent with the code, and compiled."""

from __future__ import annotations

import re
import shutil
import sys
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import i18n_update
import pytest
from i18n_update import TARGET_LANGUAGES, qm_path, ts_path

PLACEHOLDER = re.compile(r"\{[A-Za-z_0-9]*\}|%L?\d|%L?n")
BAD_FRENCH_SPACE = re.compile(r"[^\u00a0\u202f][:;!?»]|«[^\u00a0\u202f]")


def messages(code: str) -> list[tuple[str, ElementTree.Element]]:
    tree = ElementTree.parse(ts_path(code))
    return [
        (context.findtext("name") or "", message)
        for context in tree.iter("context")
        for message in context.iter("message")
    ]


def translations_of(message: ElementTree.Element) -> list[str]:
    translation = message.find("translation")
    assert translation is not None
    if message.get("numerus") == "yes":
        return [form.text or "" for form in translation.iter("numerusform")]
    return [translation.text or ""]


def describe(context: str, message: ElementTree.Element) -> str:
    return f"[{context}] {message.findtext('source')!r}"


@pytest.mark.parametrize("code", TARGET_LANGUAGES)
def test_no_message_is_unfinished_obsolete_or_empty(code: str) -> None:
    problems = []
    for context, message in messages(code):
        translation = message.find("translation")
        kind = translation.get("type") if translation is not None else "missing"
        if kind is not None:
            problems.append(f"{kind}: {describe(context, message)}")
        elif not all(text.strip() for text in translations_of(message)):
            problems.append(f"empty: {describe(context, message)}")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("code", TARGET_LANGUAGES)
def test_every_plural_message_has_its_two_forms_with_the_number(code: str) -> None:
    problems = []
    for context, message in messages(code):
        if message.get("numerus") != "yes":
            continue
        forms = translations_of(message)
        if len(forms) != 2 or not all("%n" in form or "%Ln" in form for form in forms):
            problems.append(f"{describe(context, message)}: {forms}")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("code", TARGET_LANGUAGES)
def test_every_message_with_a_count_is_a_plural_message(code: str) -> None:
    """lupdate marks %n texts as plurals only when it sees the count argument; one it missed
    would show "3 point(s)" to everyone."""
    missed = [
        describe(context, message)
        for context, message in messages(code)
        if re.search(r"%L?n", message.findtext("source") or "") and message.get("numerus") != "yes"
    ]
    assert not missed, "\n".join(missed)


@pytest.mark.parametrize("code", TARGET_LANGUAGES)
def test_translations_keep_every_placeholder_of_the_source(code: str) -> None:
    problems = []
    for context, message in messages(code):
        wanted = sorted(PLACEHOLDER.findall(message.findtext("source") or ""))
        for text in translations_of(message):
            if sorted(PLACEHOLDER.findall(text)) != wanted:
                problems.append(f"{describe(context, message)} -> {text!r}")
    assert not problems, "\n".join(problems)


def test_french_translations_use_french_typography() -> None:
    problems = []
    for context, message in messages("fr"):
        for text in translations_of(message):
            plain = re.sub(r"<[^>]*>|&\w+;|\{[^}]*\}|\d:\d|https?://\S+", "", text)
            if BAD_FRENCH_SPACE.search(" " + plain) or '"' in plain:
                problems.append(f"{describe(context, message)} -> {text!r}")
    assert not problems, "\n".join(problems)


def test_menu_accelerators_are_kept() -> None:
    problems = []
    for context, message in messages("fr"):
        source = (message.findtext("source") or "").replace("&&", "")
        if re.search(r"&\w", source):
            for text in translations_of(message):
                if not re.search(r"&\w", text.replace("&&", "")):
                    problems.append(describe(context, message))
    assert not problems, "\n".join(problems)


def test_every_file_that_translates_is_listed_for_lupdate() -> None:
    listed = set(i18n_update.project_files())
    missing = sorted(set(i18n_update.translatable_sources()) - listed)
    assert not missing, f"add to [tool.pyside6-project] files in pyproject.toml: {missing}"
    absent = sorted(name for name in listed if not (i18n_update.REPO / name).is_file())
    assert not absent, f"listed for lupdate but missing: {absent}"


def test_the_qt_tools_of_a_venv_that_is_not_activated_are_found(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """`.venv/bin/python -m ...` without `activate`: the tools sit beside the interpreter."""
    monkeypatch.setenv("PATH", "/usr/bin:/bin")
    found = Path(i18n_update.tool("pyside6-lupdate"))
    assert found.parent == Path(sys.executable).parent
    assert found.is_file()


def test_lupdate_leaves_the_ts_files_unchanged(tmp_path: Path) -> None:
    """No string was added, changed or removed in the code without refreshing the .ts files."""
    files = i18n_update.project_files()
    for code in TARGET_LANGUAGES:
        copy = tmp_path / ts_path(code).name
        shutil.copy(ts_path(code), copy)
        i18n_update.run_lupdate(files, copy, code)
        assert copy.read_text(encoding="utf-8") == ts_path(code).read_text(encoding="utf-8"), (
            f"{copy.name} is out of date: run python tools/i18n_update.py"
        )


def test_committed_qm_files_match_the_ts_files(tmp_path: Path) -> None:
    for code in TARGET_LANGUAGES:
        built = tmp_path / qm_path(code).name
        i18n_update.run_lrelease(ts_path(code), built)
        assert qm_path(code).read_bytes() == built.read_bytes(), (
            f"{built.name} is stale: run python tools/i18n_update.py"
        )


def test_english_plural_forms_come_from_the_source() -> None:
    assert i18n_update.english_plural_forms("%n point(s)") == ("%n point", "%n points")
    assert i18n_update.english_plural_forms("%n trick(s) left") == ("%n trick left",
                                                                     "%n tricks left")
    assert i18n_update.english_plural_forms("%n saved match(es).") == (
        "%n saved match.", "%n saved matches."
    )
    assert i18n_update.english_plural_forms("no plural") is None


def test_lrelease_replaces_a_qm_file_instead_of_writing_into_it(tmp_path) -> None:
    """Qt maps a .qm file into memory: written in place while a program (or a test worker) had
    it loaded, its texts changed under it ("1 points") or it died of a bus error. A new file
    takes the old one's name instead; the running program keeps the copy it mapped."""
    target = tmp_path / "koutchina_fr.qm"
    i18n_update.run_lrelease(ts_path("fr"), target)
    first = target.stat().st_ino
    with open(target, "rb"):  # a program holding the old file
        i18n_update.run_lrelease(ts_path("fr"), target)
        assert target.stat().st_ino != first  # a new file: the old one's pages stay as they were
    assert target.read_bytes() == qm_path("fr").read_bytes()
    assert [p.name for p in tmp_path.iterdir()] == ["koutchina_fr.qm"]
