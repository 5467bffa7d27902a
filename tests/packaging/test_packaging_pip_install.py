"""``pip install .`` ships the whole program: every sub-package and every resource file."""

from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _setuptools_table() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"][
        "setuptools"
    ]


# for a source checkout only, neither installed nor bundled (docs/architecture.md)
DEVELOPER_TOOLS = "koutchina.devtools"


def test_every_python_package_of_the_source_tree_is_listed_for_installation():
    listed = set(_setuptools_table()["packages"])
    in_tree = {
        ".".join(init.parent.relative_to(ROOT).parts)
        for init in (ROOT / "koutchina").rglob("__init__.py")
    }
    missing = sorted(in_tree - listed - {DEVELOPER_TOOLS})
    assert not missing, f"add to [tool.setuptools] packages in pyproject.toml: {missing}"


def test_the_developer_tools_are_not_installed_as_a_package_or_as_data():
    table = _setuptools_table()
    assert DEVELOPER_TOOLS not in table["packages"]
    assert "devtools/*" in table["exclude-package-data"]["koutchina"]


def test_the_mapped_packages_point_at_existing_folders():
    table = _setuptools_table()
    for package, folder in table["package-dir"].items():
        assert package in table["packages"]
        assert (ROOT / folder / "__init__.py").is_file()
