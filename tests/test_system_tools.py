"""Tests that call a system program the README's command does not install: outside CI they
skip and say which package to install; under CI=true (.ci/run) they fail, so CI always checks."""

from __future__ import annotations

import pytest

ABSENT = "koutchina-no-such-program"


def test_a_missing_tool_skips_outside_ci_naming_its_package(system_tool, monkeypatch):
    monkeypatch.delenv("CI", raising=False)
    with pytest.raises(pytest.skip.Exception, match="Debian package some-package"):
        system_tool(ABSENT, "some-package")


def test_a_missing_tool_fails_under_ci(system_tool, monkeypatch):
    monkeypatch.setenv("CI", "true")
    with pytest.raises(pytest.fail.Exception, match=r"\.ci/run must install it"):
        system_tool(ABSENT, "some-package")


def test_a_present_tool_gives_its_path(system_tool, monkeypatch):
    monkeypatch.setenv("CI", "true")
    assert system_tool("sh", "dash").endswith("/sh")
