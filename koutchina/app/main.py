"""``koutchina``: the desktop program.

``koutchina --watch --game hokm --speed max --exit-at-end`` lets four bots play a whole match
in the window and exits 0 at the end (a smoke test that works offscreen and in a bundle).
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
from collections.abc import Sequence

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from koutchina.app.display import display_problem
from koutchina.app.gui_thread_gc import collect_on_gui_thread
from koutchina.app.i18n import start_with_settings
from koutchina.app.icons import APP_ID, app_icon
from koutchina.app.logging_setup import setup_logging
from koutchina.app.main_window import MainWindow
from koutchina.app.players import bot_levels
from koutchina.app.problem_notice import tell_problems
from koutchina.cli.values import SEED, OneLineParser, finite_number
from koutchina.engine import Game
from koutchina.storage.settings import Speed, load_settings

GAMES: tuple[str, ...] = tuple(Game)
SPEED_CHOICES = tuple(Speed)


def build_parser() -> argparse.ArgumentParser:
    parser = OneLineParser(prog="koutchina", description="Koutchina card table.")
    parser.add_argument("--lang", choices=("fr", "en"), help="language of the program")
    parser.add_argument("--watch", action="store_true", help="four bots play; you watch")
    parser.add_argument("--game", choices=GAMES, default="hokm", help="game to watch")
    parser.add_argument("--level", choices=bot_levels(), default="medium",
                        help="level of the watched bots")
    parser.add_argument("--speed", choices=SPEED_CHOICES, default=None,
                        help="animation speed (max: no animation, no pauses)")
    parser.add_argument("--seed", type=SEED, default=None, help="seed of the watched match")
    parser.add_argument("--exit-at-end", action="store_true",
                        help="quit with status 0 when the watched match ends")
    parser.add_argument("--timeout", type=finite_number(0, 86400, "seconds"), default=0.0,
                        help="with --exit-at-end: give up (status 3) after this many seconds")
    return parser


def prepare_application(app: QApplication) -> QApplication:
    """The program's name and icon on ``app``, and its garbage collected on the GUI thread
    only (gui_thread_gc.py: bots and the coach allocate on worker threads)."""
    app.setApplicationName("Koutchina")
    app.setDesktopFileName(APP_ID)  # Wayland matches the window to its menu entry and icon
    app.setWindowIcon(app_icon())
    collect_on_gui_thread(app)
    return app


def main(argv: Sequence[str] | None = None) -> int:
    arguments = list(sys.argv[1:] if argv is None else argv)
    args = build_parser().parse_args(arguments)
    setup_logging()
    existing = QApplication.instance()
    problem = None if existing is not None else display_problem(os.environ)
    if problem is not None:
        logging.getLogger(__name__).error("the window cannot open: %s", problem)
        print(f"koutchina: the window cannot open: {problem}", file=sys.stderr)
        return 1
    app = prepare_application(existing if isinstance(existing, QApplication) else QApplication(
        [sys.argv[0], *arguments]))
    settings = load_settings()
    start_with_settings(arguments, settings)
    window = MainWindow(settings, autosave=not args.watch)
    tell_problems(window)
    window.show()
    if args.watch:
        window.exit_at_end = args.exit_at_end
        speed = args.speed or "fast"
        window.watch(args.game, speed, [args.level] * 4, args.seed)
        if args.exit_at_end and args.timeout > 0:
            QTimer.singleShot(int(args.timeout * 1000), lambda: app.exit(3))
    else:
        if args.speed and args.speed != Speed.MAX:
            window.set_speed(args.speed)
        window.check_saves_at_start()  # reports unreadable files, offers the unfinished match
    status = int(app.exec())
    logging.getLogger(__name__).info("koutchina exits with %d", status)
    return status


if __name__ == "__main__":
    sys.exit(main())
