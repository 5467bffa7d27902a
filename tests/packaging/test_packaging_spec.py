"""What the PyInstaller spec asks of the Analysis, read without building: the program's own
modules, and none of the developers' tools (koutchina.devtools is for a source checkout; the
bundle's koutchina-cli says in one line that a bench needs one, tests/cli)."""

from __future__ import annotations

import sys
import types
from pathlib import Path
from typing import Any, ClassVar

import pytest

ROOT = Path(__file__).resolve().parents[2]
SPEC = ROOT / "packaging" / "koutchina.spec"
DEVELOPER_TOOLS = "koutchina.devtools"


class _Analysis:
    """Stands in for PyInstaller's Analysis: keeps what the spec asked of it."""

    asked: ClassVar[dict[str, Any]] = {}

    def __init__(self, scripts: list[str], **options: Any) -> None:
        _Analysis.asked = {"scripts": scripts, **options}
        self.binaries: list[tuple[str, str, str]] = []
        self.datas: list[tuple[str, str, str]] = []
        self.pure: list[Any] = []
        self.scripts: list[Any] = []


def _nothing(*_args: Any, **_options: Any) -> None:
    return None


@pytest.fixture(scope="module")
def analysis() -> dict[str, Any]:
    depend = types.ModuleType("PyInstaller.depend")
    depend.bindepend = types.SimpleNamespace(get_imports=lambda _path: [])  # type: ignore[attr-defined]
    stubs = {"PyInstaller": types.ModuleType("PyInstaller"), "PyInstaller.depend": depend}
    saved = {name: sys.modules.get(name) for name in stubs}
    sys.modules.update(stubs)
    try:
        exec(compile(SPEC.read_text(encoding="utf-8"), str(SPEC), "exec"), {
            "SPECPATH": str(SPEC.parent), "Analysis": _Analysis, "PYZ": _nothing,
            "EXE": _nothing, "COLLECT": _nothing, "BUNDLE": _nothing,
        })
    finally:
        for name, module in saved.items():
            if module is None:
                sys.modules.pop(name, None)
            else:
                sys.modules[name] = module
    return _Analysis.asked


def _module_names() -> set[str]:
    names = set()
    for path in (ROOT / "koutchina").rglob("*.py"):
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        names.add(".".join(parts))
    return names


def _is_developer_tool(name: str) -> bool:
    return name == DEVELOPER_TOOLS or name.startswith(DEVELOPER_TOOLS + ".")


def test_the_bundle_is_asked_for_every_module_of_the_program(analysis) -> None:
    wanted = {name for name in _module_names() if not _is_developer_tool(name)}
    assert wanted <= set(analysis["hiddenimports"])


def test_the_bundle_carries_none_of_the_developers_tools(analysis) -> None:
    assert [name for name in analysis["hiddenimports"] if _is_developer_tool(name)] == []
    # the CLI's benches import them inside functions, which PyInstaller follows: excluded
    assert DEVELOPER_TOOLS in analysis["excludes"]
