"""The native program, built the documented way, works end to end.

The session's one build (the ``dist`` fixture of conftest.py) serves every test here: four
bots play a whole Hand match in the packaged program offscreen, the bundle carries its
translations and icons and only the Qt parts it uses, the archive is what a player unpacks,
and install.sh puts the program in the menu and takes it out again.
"""

from __future__ import annotations

import json
import os
import subprocess
import tarfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
APP_ID = "io.github.koutchina.Koutchina"
BUNDLE_BUDGET_BYTES = 150_000_000
ARCHIVE_BUDGET_BYTES = 60_000_000

pytestmark = pytest.mark.slow


def _player_env(home: Path) -> dict[str, str]:
    env = dict(os.environ)
    env["QT_QPA_PLATFORM"] = "offscreen"
    env["HOME"] = str(home)
    for variable, folder in (
        ("XDG_DATA_HOME", "data"),
        ("XDG_CONFIG_HOME", "config"),
        ("XDG_STATE_HOME", "state"),
        ("XDG_CACHE_HOME", "cache"),
    ):
        env[variable] = str(home / folder)
    return env


def _files_under(folder: Path) -> set[Path]:
    return {p.relative_to(folder) for p in folder.rglob("*")}


def test_the_packaged_program_plays_a_whole_match_and_keeps_its_files_in_user_folders(
    dist, tmp_path
):
    program = dist / "koutchina"
    before = _files_under(program)
    home = tmp_path / "home"
    result = subprocess.run(
        [str(program / "koutchina"), "--watch", "--game", "hand", "--speed", "max",
         "--exit-at-end", "--timeout", "240"],
        env=_player_env(home), cwd=tmp_path, capture_output=True, text=True, timeout=300,
    )
    assert result.returncode == 0, result.stderr[-4000:]
    log = home / "state" / "Koutchina" / "log" / "koutchina.log"
    text = log.read_text(encoding="utf-8")
    assert f"starting (bundle {program}" in text
    assert "uncaught exception" not in text
    assert _files_under(program) == before, "the program wrote next to its executable"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["home"]


def _first_window(dist: Path, home: Path, *arguments: str) -> dict:
    """Start the packaged program; the launcher's probe reports its first interactive window."""
    probe = home.parent / f"window-{len(list(home.parent.glob('window-*')))}.json"
    env = _player_env(home)
    env["KOUTCHINA_STARTUP_PROBE"] = str(probe)
    env["KOUTCHINA_STARTUP_PROBE_QUIT"] = "1"
    result = subprocess.run(
        [str(dist / "koutchina" / "koutchina"), *arguments], env=env, capture_output=True,
        text=True, timeout=60,
    )
    assert result.returncode == 0, result.stderr[-4000:]
    assert probe.is_file(), "no window became interactive"
    return json.loads(probe.read_text(encoding="utf-8"))


def test_the_packaged_program_opens_its_window_in_the_language_asked(dist, tmp_path):
    english = _first_window(dist, tmp_path / "home", "--lang", "en")
    french = _first_window(dist, tmp_path / "home", "--lang", "fr")
    assert english["menus"] and len(english["menus"]) == len(french["menus"])
    # The French menus come from the bundled koutchina_fr.qm: without it they stay English.
    assert english["menus"] != french["menus"]
    # The window icon comes from the bundled PNGs, found through sys._MEIPASS.
    assert {16, 32, 48, 256, 512} <= set(english["icon_sizes"])


def test_the_bundle_carries_its_translations_and_icon_and_only_the_qt_parts_it_uses(dist):
    internal = dist / "koutchina" / "_internal"
    for code in ("fr", "en"):
        assert (internal / "koutchina" / "translations" / f"koutchina_{code}.qm").is_file()
    assert (internal / "koutchina" / "resources" / "icons" / "koutchina-256.png").is_file()
    assert (internal / "koutchina" / "resources" / "icons" / "koutchina.svg").is_file()
    qt = internal / "PySide6" / "Qt"
    assert {p.name for p in (qt / "translations").iterdir()} == {"qtbase_fr.qm", "qtbase_en.qm"}
    platforms = {p.name for p in (qt / "plugins" / "platforms").iterdir()}
    assert {"libqoffscreen.so", "libqxcb.so", "libqwayland.so"} <= platforms
    assert platforms <= {"libqoffscreen.so", "libqxcb.so", "libqwayland.so", "libqminimal.so"}
    assert (qt / "plugins" / "imageformats" / "libqsvg.so").is_file()
    assert (qt / "plugins" / "iconengines" / "libqsvgicon.so").is_file()
    plugin_kinds = {p.name for p in (qt / "plugins").iterdir()}
    assert not plugin_kinds & {"egldeviceintegrations", "generic", "networkinformation", "tls"}
    libraries = {p.name for p in internal.iterdir()} | {p.name for p in (qt / "lib").iterdir()}
    for unused in ("libQt6Network.so.6", "libQt6Qml.so.6", "libQt6Quick.so.6",
                   "libQt6Pdf.so.6", "libgtk-3.so.0", "libcairo.so.2"):
        assert unused not in libraries


def _disk_usage(folder: Path) -> int:
    return sum(p.lstat().st_blocks * 512 for p in folder.rglob("*"))


def test_bundle_and_archive_stay_within_their_size_budgets(dist):
    archives = list(dist.glob("koutchina-*-linux-*.tar.gz"))
    assert len(archives) == 1
    assert _disk_usage(dist / "koutchina") <= BUNDLE_BUDGET_BYTES
    assert archives[0].stat().st_size <= ARCHIVE_BUDGET_BYTES


def test_the_archive_unpacks_to_a_ready_program_folder(dist):
    (archive,) = dist.glob("koutchina-*-linux-*.tar.gz")
    with tarfile.open(archive) as tar:
        members = {m.name: m for m in tar.getmembers()}
    assert all(name == "koutchina" or name.startswith("koutchina/") for name in members)
    for name in ("koutchina/koutchina", "koutchina/install.sh"):
        assert members[name].isfile() and members[name].mode & 0o111
    assert f"koutchina/share/applications/{APP_ID}.desktop" in members
    assert f"koutchina/share/metainfo/{APP_ID}.metainfo.xml" in members
    for size in (16, 22, 24, 32, 48, 64, 128, 256, 512):
        assert f"koutchina/share/icons/hicolor/{size}x{size}/apps/{APP_ID}.png" in members


def test_install_sh_adds_the_program_to_the_menu_and_uninstall_keeps_the_saves(dist, tmp_path):
    home = tmp_path / "home"
    env = _player_env(home)
    saves = home / "data" / "Koutchina" / "matches"
    saves.mkdir(parents=True)
    (saves / "a-match.json").write_text("{}", encoding="utf-8")
    installer = dist / "koutchina" / "install.sh"

    subprocess.run([str(installer)], env=env, check=True, capture_output=True, timeout=120)
    program = home / ".local" / "opt" / "koutchina" / "koutchina"
    assert program.is_file() and os.access(program, os.X_OK)
    assert (home / ".local" / "bin" / "koutchina").resolve() == program
    tools = subprocess.run(
        [str(home / ".local" / "bin" / "koutchina-cli"), "--help"], env=env,
        capture_output=True, text=True, timeout=60,
    )
    assert tools.returncode == 0 and tools.stdout.startswith("usage: koutchina-cli")
    entry = (home / "data" / "applications" / f"{APP_ID}.desktop").read_text(encoding="utf-8")
    assert f"Exec={program}" in entry.splitlines()
    assert (home / "data" / "icons" / "hicolor" / "48x48" / "apps" / f"{APP_ID}.png").is_file()
    assert (home / "data" / "metainfo" / f"{APP_ID}.metainfo.xml").is_file()

    subprocess.run(
        [str(installer), "--uninstall"], env=env, check=True, capture_output=True, timeout=60
    )
    assert not program.exists()
    assert not (home / ".local" / "bin" / "koutchina-cli").is_symlink()
    assert not (home / "data" / "applications" / f"{APP_ID}.desktop").exists()
    assert not (home / "data" / "icons" / "hicolor" / "48x48" / "apps" / f"{APP_ID}.png").exists()
    assert (saves / "a-match.json").is_file()


def test_the_packaged_program_s_bot_worker_answers_as_the_bot_would(dist, tmp_path):
    """A hard bot at the packaged program's table thinks in `koutchina --bot-worker` (the
    frozen program started again with that flag): it answers the JSON request with the move
    the same bot makes here."""
    from koutchina.bots import make_bot
    from koutchina.engine import action_from_json, make_rules, new_match
    from koutchina.engine.record import record_of

    state = new_match(make_rules("hokm", {}), 3)
    medium = make_bot("medium", 1)
    for _ in range(9):
        seat = state.to_act()[0]
        state.apply(medium.choose(state.view(seat)).action)
    seat = state.to_act()[0]
    request = {"token": 1, "seat": seat, "level": "hard", "seed": 9,
               "record": record_of(state).model_dump(mode="json")}
    done = subprocess.run(
        [str(dist / "koutchina" / "koutchina"), "--bot-worker"], input=json.dumps(request) + "\n",
        capture_output=True, text=True, timeout=120, env=_player_env(tmp_path / "home"))
    assert done.returncode == 0, done.stderr[-2000:]
    answer = json.loads(done.stdout)
    assert answer["error"] == "" and answer["token"] == 1
    assert action_from_json(answer["action"]) == make_bot("hard", 9).choose(state.view(seat)).action
