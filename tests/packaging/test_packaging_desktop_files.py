"""Linux desktop integration: the .desktop entry and the AppStream metainfo, checked by the
freedesktop validators and against the program they describe."""

from __future__ import annotations

import configparser
import fnmatch
import subprocess
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import koutchina
from koutchina.app.icons import APP_ID

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
DESKTOP = PACKAGING / "koutchina.desktop"
METAINFO = PACKAGING / f"{APP_ID}.metainfo.xml"
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"


def _desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, delimiters=("=",))
    parser.optionxform = str  # keys are case-sensitive
    parser.read(DESKTOP, encoding="utf-8")
    return parser["Desktop Entry"]


def _pyproject() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def test_desktop_file_validate_accepts_the_entry(system_tool):
    validate = system_tool("desktop-file-validate", "desktop-file-utils")
    result = subprocess.run([validate, str(DESKTOP)], capture_output=True, text=True, timeout=30)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "error" not in result.stdout.lower()


def test_appstreamcli_accepts_the_metainfo(system_tool):
    appstreamcli = system_tool("appstreamcli", "appstream")
    result = subprocess.run(
        [appstreamcli, "validate", "--no-net", str(METAINFO)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_menu_entry_starts_the_program_with_its_icon_in_both_languages():
    entry = _desktop_entry()
    assert entry["Type"] == "Application"
    assert entry["Name"] == "Koutchina"
    assert entry["Exec"].split()[0] == "koutchina"
    assert "koutchina" in _pyproject()["project"]["gui-scripts"]
    assert entry["Icon"] == APP_ID
    assert {"Game", "CardGame"} <= set(entry["Categories"].strip(";").split(";"))
    assert entry["Comment"] and entry["Comment[fr]"] and entry["GenericName[fr]"]
    assert entry["Comment[fr]"] != entry["Comment"]


def test_the_metainfo_describes_this_program_in_english_and_french():
    component = ET.parse(METAINFO).getroot()
    assert component.get("type") == "desktop-application"
    assert component.findtext("id") == APP_ID
    assert component.findtext("launchable") == f"{APP_ID}.desktop"
    assert component.findtext("provides/binary") == "koutchina"
    summaries = {s.get(XML_LANG, "en"): s.text for s in component.findall("summary")}
    assert summaries.keys() >= {"en", "fr"}
    paragraphs = {p.get(XML_LANG, "en") for p in component.findall("description/p")}
    assert paragraphs >= {"en", "fr"}
    assert component.find("content_rating").get("type") == "oars-1.1"


def test_the_metainfo_release_is_the_program_version():
    component = ET.parse(METAINFO).getroot()
    newest = component.find("releases/release")
    assert newest is not None
    assert newest.get("version") == koutchina.__version__ == _pyproject()["project"]["version"]


def test_the_metainfo_names_no_web_address_while_the_project_has_no_public_home():
    # A software centre shows a homepage, a bug tracker and screenshots from their URLs: an
    # invented address is a dead link. The screenshots come back with a real home.
    component = ET.parse(METAINFO).getroot()
    assert component.find("url") is None
    assert component.find("screenshots") is None
    assert "http" not in METAINFO.read_text(encoding="utf-8")


def test_every_icon_file_is_shipped_with_the_package():
    globs = _pyproject()["tool"]["setuptools"]["package-data"]["koutchina.resources"]
    resources = ROOT / "resources"
    for path in (resources / "icons").iterdir():
        relative = path.relative_to(resources).as_posix()
        assert any(fnmatch.fnmatch(relative, g) for g in globs), f"{relative} is not package data"
