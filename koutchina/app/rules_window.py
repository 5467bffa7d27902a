"""The Rules window: the rules of each game in the current language, with the match's house rules.

Open it with ``RulesWindow.show_game(game, rules)``: ``rules`` is the rules model of the match in
progress (its house rules are highlighted) or None: then the page says it gives the usual rules.
The window follows language changes live.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import QTabBar, QVBoxLayout, QWidget

from . import texts
from .closing_keys import close_button_row, close_with_keys, press_with_enter
from .dressing import ControlColours, buttons_style
from .i18n import FollowsLanguage, for_rich_text
from .rules_text import GAMES, rules_html
from .screen_fit import FitsScreen
from .table.looks import high_contrast
from .window_looks import ReadingPage, page_in_looks, page_sheet, reading_style
from .window_places import SIDE_WINDOW


def rules_language() -> str:
    """The language of the rules text: the one the program currently shows."""
    return "fr" if QLocale().language() == QLocale.Language.French else "en"


def chosen_tab_style(window: str, contrast: bool) -> str:
    """The tabs of ``window`` as the table's buttons, the chosen one as a chosen button: gold
    (yellow in high contrast) with dark words, taller than the others and joined to the page.
    It was drawn in the page's dark shade with gold words, darker and plainer than the
    others: it looked the one not chosen (a player's review). Laid over ``reading_style``'s
    tabs."""
    k = ControlColours.now(contrast)
    tab = f"{window} > QTabBar::tab"
    return f"""
{tab} {{ background: {k.face}; color: {k.text}; border: 1px solid {k.edge};
    border-bottom: none; margin-top: 0.25em; }}
{tab}:hover {{ background: {k.hover}; }}
{tab}:selected, {tab}:selected:hover {{ background: {k.selection}; color: {k.selected_text};
    border: 1px solid {k.selection}; border-bottom: none; margin-top: 0; font-weight: bold; }}
"""


class RulesWindow(FollowsLanguage, FitsScreen, QWidget):
    """One window, a tab per game, the text in a browser that can be scrolled and searched,
    dressed as a reading page on the felt in use (``follow_looks`` after a change)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, SIDE_WINDOW)
        self.setObjectName("rules_window")
        # Open beside the table, it must not keep the program running once the table is closed.
        self.setAttribute(Qt.WidgetAttribute.WA_QuitOnClose, False)
        self._match_rules: Any | None = None
        self._rendered_game: str | None = None
        self._tabs = QTabBar(self)
        self._tabs.setObjectName("rules_tabs")
        for _game in GAMES:
            self._tabs.addTab("")
        self._browser = ReadingPage(self)
        self._browser.setObjectName("rules_text")
        self._browser.setOpenExternalLinks(False)
        layout = QVBoxLayout(self)
        layout.addWidget(self._tabs)
        layout.addWidget(self._browser, 1)
        # Close at the bottom right, as History, Statistics and About have it; Enter presses
        # it once Tab reached it
        self.close_row = close_button_row(self)
        layout.addWidget(self.close_row)
        self._tabs.currentChanged.connect(self._render)
        close_with_keys(self)
        press_with_enter(self)
        self.resize(720, 760)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self._dress()
        self.retranslate()

    # --- public API ---

    @property
    def game(self) -> str:
        return GAMES[max(self._tabs.currentIndex(), 0)]

    @property
    def html(self) -> str:
        """The page last rendered (for tests and for copying)."""
        return self._html

    def set_match_rules(self, rules: Any | None, game: str | None = None) -> None:
        """The rules of the match in progress (None when no match is open), shown on ``game``'s
        tab if one is named: rendered once, by the tab's change or here."""
        self._match_rules = rules
        index = self._tabs.currentIndex() if game is None else GAMES.index(game)
        if index != self._tabs.currentIndex():
            self._tabs.setCurrentIndex(index)  # renders, with the rules already set
        else:
            self._render()

    def show_game(self, game: str, rules: Any | None = None) -> None:
        """Show ``game``'s rules; ``rules`` (a rules model) is the match in progress and marks
        its house rules, None when no match is open (a match left since is forgotten)."""
        self.set_match_rules(rules, game)
        self.show()
        self.raise_()
        self.activateWindow()

    def follow_looks(self) -> None:
        """The table's look changed (another felt, high contrast): the window takes it."""
        self._dress()
        self._render()

    def _dress(self) -> None:
        contrast = high_contrast()
        self.setStyleSheet(reading_style("RulesWindow", contrast)
                           + chosen_tab_style("RulesWindow", contrast)
                           + buttons_style(("RulesWindow > QDialogButtonBox",), contrast))
        self._browser.document().setDefaultStyleSheet(page_sheet(contrast))

    # --- language ---

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Rules of the games"))
        for index, game in enumerate(GAMES):
            self._tabs.setTabText(index, texts.game_name(game))
        self._render()

    def _render(self, *_args: object) -> None:
        game = self.game
        rules = self._match_rules
        match_game = rules.game if rules is not None else None
        if rules is not None and rules.game != game:
            rules = None  # another game's tab: its usual rules
        bar = self._browser.verticalScrollBar()
        # Same game again (a language switch, new match rules): stay at the same place.
        keep = bar.value() if game == self._rendered_game else 0
        self._html = rules_html(game, rules_language(), rules, match_game)
        self._browser.setHtml(for_rich_text(page_in_looks(self._html, high_contrast())))
        self._rendered_game = game
        bar.setValue(keep)

    _html: str = ""
