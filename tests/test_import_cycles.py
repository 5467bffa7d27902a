"""No import circle in the package: no module imports, directly or through others, a module
that imports it. Every import counts, also those inside functions and under TYPE_CHECKING: a
circle of type hints is still two modules that cannot be understood one without the other."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "koutchina"


def module_files(package: Path = PACKAGE) -> dict[str, tuple[Path, bool]]:
    """Dotted module name -> (file, is a package's __init__)."""
    found = {}
    for path in sorted(package.rglob("*.py")):
        parts = list(path.relative_to(package.parent).with_suffix("").parts)
        is_package = parts[-1] == "__init__"
        if is_package:
            parts.pop()
        found[".".join(parts)] = (path, is_package)
    return found


def imported_modules(name: str, path: Path, is_package: bool, known: set[str]) -> set[str]:
    """The package's modules that ``name`` imports (``from x import y``: x.y if y is a module,
    else x)."""
    here = name.split(".") if is_package else name.split(".")[:-1]
    imported: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            imported.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = here[:len(here) - (node.level - 1)] + (node.module or "").split(".")
                target = ".".join(part for part in base if part)
            else:
                target = node.module or ""
            submodules = {f"{target}.{alias.name}" for alias in node.names} & known
            imported.update(submodules)
            if len(submodules) < len(node.names):
                imported.add(target)
    return (imported & known) - {name}


def import_graph(package: Path = PACKAGE) -> dict[str, set[str]]:
    files = module_files(package)
    known = set(files)
    return {name: imported_modules(name, path, is_package, known)
            for name, (path, is_package) in files.items()}


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(module: str) -> None:
        index[module] = low[module] = len(index)
        stack.append(module)
        on_stack.add(module)
        for other in sorted(graph[module]):
            if other not in index:
                visit(other)
                low[module] = min(low[module], low[other])
            elif other in on_stack:
                low[module] = min(low[module], index[other])
        if low[module] == index[module]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == module:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for module in sorted(graph):
        if module not in index:
            visit(module)
    return found


def test_no_module_of_the_package_is_in_an_import_circle() -> None:
    graph = import_graph()
    assert "koutchina.app.main_window" in graph and len(graph) > 100  # the walk saw the package
    assert circles(graph) == []


def test_the_walk_finds_a_circle_made_through_a_third_module_and_type_hints(tmp_path) -> None:
    package = tmp_path / "koutchina"
    (package / "app").mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "app" / "__init__.py").write_text("")
    (package / "app" / "window.py").write_text("from .panel import Panel\n")
    (package / "app" / "panel.py").write_text("def make():\n    from . import helper\n")
    (package / "app" / "helper.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
        "    from koutchina.app.window import Window\n")
    (package / "app" / "alone.py").write_text("from ..app import panel\n")
    assert circles(import_graph(package)) == [
        ["koutchina.app.helper", "koutchina.app.panel", "koutchina.app.window"]]
