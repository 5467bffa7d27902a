"""Work the program skips at start because nothing in it needs it (docs/performance.md)."""

from __future__ import annotations

import os
import subprocess
import sys

PLUGINS = """
import os
import koutchina.engine
from pydantic.plugin._loader import get_plugins
print(os.environ["PYDANTIC_DISABLE_PLUGINS"], len(tuple(get_plugins())))
"""


def _run(code: str, **env: str) -> str:
    environment = {key: value for key, value in os.environ.items()
                   if key != "PYDANTIC_DISABLE_PLUGINS"}
    environment.update(env)
    done = subprocess.run([sys.executable, "-c", code], env=environment, check=True,
                          capture_output=True, text=True, timeout=120)
    return done.stdout.strip()


def test_pydantic_does_not_search_the_installed_packages_for_plugins() -> None:
    assert _run(PLUGINS) == "__all__ 0"


def test_a_person_who_sets_pydantic_plugins_keeps_their_value() -> None:
    assert _run(PLUGINS, PYDANTIC_DISABLE_PLUGINS="some-plugin").startswith("some-plugin ")
