"""The bench measurements that run koutchina.devtools say in one line that they need a source
checkout when the tools are not there (an installed program does not carry them)."""

from __future__ import annotations

import sys

import pytest

from koutchina.cli.main import main


@pytest.mark.parametrize(("argv", "module"), [
    (["bench", "soak", "--matches", "1"], "koutchina.devtools.soak"),
    (["bench", "frames", "--games", "hand"], "koutchina.devtools.frames"),
    (["bench", "table", "--games", "hand"], "koutchina.devtools.soak"),
    (["bench", "soak", "--matches", "1"], "koutchina.devtools"),  # the bundle has no package
])
def test_without_the_developer_tools_one_line_says_why(argv, module, monkeypatch) -> None:
    for name in [name for name in sys.modules if name.startswith(module + ".")] + [module]:
        monkeypatch.setitem(sys.modules, name, None)  # as if it were not installed
    with pytest.raises(SystemExit) as stop:
        main(argv)
    assert str(stop.value) == (
        f"koutchina-cli bench {argv[1]} measures a source checkout: koutchina.devtools is not "
        "installed with the program (run it from a clone, see docs/performance.md)")
