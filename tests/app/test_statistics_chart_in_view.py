"""Statistics shows its chart as it opens, without scrolling, at 200 % on a 1280x720 screen.

A player opening History > Statistics at 200 % on 1280x720 (French) saw the two tables, their
notes and the chart's title, and no chart: it began about 60 px under the window's bottom, and
nothing said there was one to scroll to. The chart must show in the scrolled body's viewport as
the window opens, the two tables whole above it (test_statistics_fits_screen checks that), in
either language: all of it with the platform's interface font, its top well inside with a larger
one, as GNOME's and Ubuntu's 11 pt (the offscreen platform's is 9 pt: the player's desktop had a
larger one). The notes on what is counted are under the chart now. Each case runs in a process
of its own whose only screen is 1280x720 (this file, run as a script, is the probe: the
language, the size of texts and the interface font's points, 0 for the platform's)."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

import pytest

# of the chart's least height (150 px), what must show at the least with the larger font: its
# top number and line, the highest total and most of the lines (with the platform's: all of it)
SHOWN_AT_LEAST = 110


def main() -> None:
    """The probe: opens Statistics from History at a size of texts, as the program does, and
    prints where its chart lies in the body's viewport, as JSON."""
    from PySide6.QtCore import QPoint
    from test_statistics_fits_screen import (  # beside this file
        _summaries,
        probe_app,
        statistics_shown,
    )

    from koutchina.app.text_scale import apply_text_scale

    points = float(sys.argv[3])  # the desktop's font, 0: the platform's
    app = probe_app(sys.argv[1], points)
    apply_text_scale(float(sys.argv[2]))
    history, window = statistics_shown(app, _summaries())
    viewport = window.body_scroll.viewport()
    top = window.chart.mapTo(viewport, QPoint(0, 0)).y()
    found = {"chart top": top, "chart height": window.chart.height(),
             "viewport height": viewport.height(),
             "scrolled": window.body_scroll.verticalScrollBar().value(),
             "window": [window.width(), window.height()]}
    if os.environ.get("STATISTICS_SHOTS"):  # screenshots for a person to look at
        shot = Path(os.environ["STATISTICS_SHOTS"])
        shot.mkdir(parents=True, exist_ok=True)
        window.grab().save(str(shot / f"chart_{sys.argv[1]}_{sys.argv[2]}_{points:g}pt.png"))
    window.close()
    history.close()
    print(json.dumps(found))


def _chart_on(language: str, scale: float, points: float, tmp_path: Path) -> dict[str, Any]:
    from .screen_probe import probe_on_screen  # (this file is also the probe, run alone)

    found: dict[str, Any] = probe_on_screen(
        [__file__, language, str(scale), str(points)], 1280, 720, tmp_path)
    return found


@pytest.mark.parametrize("points", [pytest.param(0, id="platform-font"),
                                    pytest.param(11, id="11pt-font")])
@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_chart_shows_without_scrolling_at_200_percent_on_1280x720(
        tmp_path: Path, language: str, points: float) -> None:
    found = _chart_on(language, 2.0, points, tmp_path)
    assert found["scrolled"] == 0, found
    shown = min(found["chart height"], found["viewport height"] - found["chart top"])
    assert shown >= (found["chart height"] if not points else SHOWN_AT_LEAST), (
        f"only {shown} px of the chart show in the window as it opens (its top at "
        f"{found['chart top']} in a viewport {found['viewport height']} px tall): {found}")


if __name__ == "__main__":
    main()
