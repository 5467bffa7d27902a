"""Walk windows and read every text a person can see, to catch words left in the other language.

Used by the walking tests: build every window and dialog of ``koutchina.app``, switch language,
collect titles, labels, buttons, group boxes, tabs, combo items, placeholders, tooltips,
menus and actions, dock titles, spin box affixes and table headers, and compare them with the
messages of the .ts files.
"""

from __future__ import annotations

import importlib
import inspect
import pkgutil
import re
import xml.etree.ElementTree as ElementTree
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from i18n_update import ts_path
from PySide6.QtCore import QAbstractItemModel, QAbstractListModel, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QComboBox,
    QDialog,
    QDockWidget,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenu,
    QSpinBox,
    QTabBar,
    QTabWidget,
    QTextBrowser,
    QWidget,
)

import koutchina.app

# Whole words that only English uses (none of them is a French word), and the reverse.
ENGLISH_ONLY = {
    "the", "and", "you", "your", "with", "of", "is", "are", "new", "match", "deal", "deals",
    "trick", "tricks", "player", "players", "turn", "rules", "quit", "open", "save", "settings",
    "language", "game", "games", "won", "side", "call", "calls", "trump", "round", "rounds",
    "timer", "undo", "help", "about", "view", "history", "show", "hide", "play", "left", "right",
    "seat", "partner", "opponents", "off", "speed", "level", "last", "next",
    "close", "cancel", "start", "resume", "lost", "wins", "no", "yes", "what", "who", "when",
    "not", "cards", "card", "hearts", "spades", "clubs", "diamonds", "name", "this", "that",
}
FRENCH_ONLY = {
    "le", "la", "les", "des", "du", "une", "vous", "votre", "vos", "partie", "donne", "donnes",
    "plis", "pli", "équipe", "atout", "manche", "manches", "annonce", "joueur", "joueurs",
    "règles", "nouvelle", "quitter", "enregistrer", "aide", "fichier", "affichage", "et", "est",
    "à", "pas", "avec", "cette", "ce", "qui", "carte", "cartes", "cœur", "pique", "trèfle",
    "carreau", "gagne", "annuler", "fermer", "reprendre", "vitesse", "niveau", "adversaires",
}
WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)?", re.UNICODE)


def normalize(text: str) -> str:
    text = text.replace("&&", "\0").replace("&", "").replace("\0", "&")
    text = text.replace("\u00a0", " ").replace("\u202f", " ")
    return text.strip().rstrip(":…").strip()


@dataclass(frozen=True)
class Catalogue:
    """The messages of both .ts files, normalized."""

    english: frozenset[str]  # every source text and English form
    french: frozenset[str]  # every French translation that differs from its source
    same_in_both: frozenset[str]  # names and terms written alike (Hakem, Hokm, Satat ...)


def load_catalogue() -> Catalogue:
    english: set[str] = set()
    french: set[str] = set()
    same: set[str] = set()
    for code in ("en", "fr"):
        tree = ElementTree.parse(ts_path(code))
        for message in tree.iter("message"):
            source = normalize(message.findtext("source") or "")
            translation = message.find("translation")
            forms = (
                [form.text or "" for form in translation.iter("numerusform")]
                if translation is not None and message.get("numerus") == "yes"
                else [translation.text or "" if translation is not None else ""]
            )
            english.add(source)
            for form in map(normalize, forms):
                if code == "en":
                    english.add(form)
                elif form == source:
                    same.add(form)
                else:
                    french.add(form)
    return Catalogue(frozenset(english), frozenset(french - same), frozenset(same))


# --- reading the texts of a window -----------------------------------------------------------


def _model_headers(model: QAbstractItemModel) -> Iterator[str]:
    for orientation, count in (
        # a QListWidget's model hides columnCount(): a list has one column
        (Qt.Orientation.Horizontal,
         1 if isinstance(model, QAbstractListModel) else model.columnCount()),
        (Qt.Orientation.Vertical, model.rowCount()),
    ):
        for section in range(count):
            value = model.headerData(section, orientation, Qt.ItemDataRole.DisplayRole)
            if isinstance(value, str):
                yield value


def _menu_texts(menu: QMenu, where: str) -> Iterator[tuple[str, str]]:
    yield f"{where} menu", menu.title()
    for action in menu.actions():
        yield f"{where} action", action.text()
        yield f"{where} action tip", action.toolTip() if action.toolTip() != action.text() else ""
        sub = action.menu()
        if isinstance(sub, QMenu) and sub is not menu:
            yield from _menu_texts(sub, where)


def widget_texts(root: QWidget) -> Iterator[tuple[str, str]]:
    """(where, text) for every text ``root`` and its children show, hidden ones included."""
    widgets = [root, *root.findChildren(QWidget)]
    for widget in widgets:
        name = f"{type(widget).__name__}({widget.objectName()})"
        if widget.isWindow() or isinstance(widget, QDockWidget):
            yield f"{name} title", widget.windowTitle()
        yield f"{name} tooltip", widget.toolTip()
        if isinstance(widget, QTextBrowser):
            continue  # long documents are checked on their own (rules pages)
        if isinstance(widget, QLabel):
            yield name, re.sub(r"<[^>]*>", " ", widget.text())
        elif isinstance(widget, QAbstractButton):
            yield name, widget.text()
        elif isinstance(widget, QGroupBox):
            yield name, widget.title()
        elif isinstance(widget, QLineEdit):
            yield f"{name} placeholder", widget.placeholderText()
        elif isinstance(widget, QComboBox):
            for index in range(widget.count()):
                yield f"{name} item", widget.itemText(index)
        elif isinstance(widget, (QTabBar, QTabWidget)):
            for index in range(widget.count()):
                yield f"{name} tab", widget.tabText(index)
        elif isinstance(widget, QMenu):
            yield from _menu_texts(widget, name)
        elif isinstance(widget, QMainWindow):
            for action in widget.menuBar().actions():
                yield f"{name} menu bar", action.text()
        if isinstance(widget, QAbstractSpinBox):
            yield f"{name} special", widget.specialValueText()
            if isinstance(widget, QSpinBox):
                yield f"{name} suffix", widget.suffix()
                yield f"{name} prefix", widget.prefix()
        if isinstance(widget, QAbstractItemView) and widget.model() is not None:
            for header in _model_headers(widget.model()):
                yield f"{name} header", header
        if isinstance(widget, QGraphicsView) and widget.scene() is not None:
            for item in widget.scene().items():
                if isinstance(item, QGraphicsTextItem):
                    yield f"{name} scene text", item.toPlainText()
                elif isinstance(item, QGraphicsSimpleTextItem):
                    yield f"{name} scene text", item.text()
        for action in widget.actions():
            yield f"{name} action", action.text()


PATH_OR_ADDRESS = re.compile(r"\S*[/\\]\S*")


def words(text: str) -> set[str]:
    """The words of a text, file paths and web addresses left out."""
    return {word.lower() for word in WORD.findall(PATH_OR_ADDRESS.sub(" ", text))}


def foreign_texts(
    root: QWidget, language: str, catalogue: Catalogue, allowed: set[str] | None = None
) -> list[str]:
    """Texts of ``root`` that belong to the other language (empty when all is well)."""
    allowed = allowed or set()
    problems = []
    for where, raw in widget_texts(root):
        text = normalize(raw)
        if not text or text in catalogue.same_in_both or text in allowed:
            continue
        if language == "fr":
            other_messages, other_words = catalogue.english - catalogue.french, ENGLISH_ONLY
        else:
            other_messages, other_words = catalogue.french, FRENCH_ONLY
        if text in other_messages or words(text) & other_words:
            problems.append(f"{where}: {raw!r}")
    return problems


# --- building every window -------------------------------------------------------------------


def app_modules() -> list[Any]:
    modules = []
    for info in pkgutil.walk_packages(koutchina.app.__path__, "koutchina.app."):
        if info.name.endswith((".main", "__main__")):
            continue
        modules.append(importlib.import_module(info.name))
    return modules


def window_classes() -> list[type[QWidget]]:
    """Every dialog, main window and top-level window class of the app."""
    found: dict[str, type[QWidget]] = {}
    for module in app_modules():
        for _name, cls in inspect.getmembers(module, inspect.isclass):
            if cls.__module__ != module.__name__ or not issubclass(cls, QWidget):
                continue
            if issubclass(cls, (QDialog, QMainWindow)) or cls.__name__.endswith("Window"):
                found[f"{cls.__module__}.{cls.__name__}"] = cls
    return [found[key] for key in sorted(found)]


def retranslates_itself(cls: type[QWidget]) -> bool:
    """True when the class (or a Koutchina base) reacts to LanguageChange by itself; the others
    are parts whose owner re-sets their texts, walked inside their owner."""
    return any(
        klass.__module__.startswith("koutchina.") and "changeEvent" in vars(klass)
        for klass in cls.__mro__
    )


def widget_classes() -> list[type[QWidget]]:
    """Windows and dialogs, and every widget that retranslates itself."""
    windows = set(window_classes())
    found: dict[str, type[QWidget]] = {}
    for module in app_modules():
        for _name, cls in inspect.getmembers(module, inspect.isclass):
            if (
                cls.__module__ == module.__name__
                and issubclass(cls, QWidget)
                and not cls.__name__.startswith("_")  # parts of public widgets, walked there
                and (cls in windows or retranslates_itself(cls))
            ):
                found[f"{cls.__module__}.{cls.__name__}"] = cls
    return [found[key] for key in sorted(found)]


def _one_deal_record() -> Any:
    """A Hand match whose first deal was played by random bots (for the review window)."""
    from koutchina.bots import make_bot
    from koutchina.engine import make_rules, new_match
    from koutchina.engine.record import record_of

    state = new_match(make_rules("hand", {}), 3)
    bots = [make_bot("random", seat) for seat in range(4)]
    while state.deal_index == 0:
        seat = state.to_act()[0]
        state.apply(bots[seat].choose(state.view(seat)).action)
    return record_of(state)


BY_PARAMETER_NAME: dict[str, Callable[[], Any]] = {
    "game": lambda: "hand",
    "seat": lambda: 0,
    "deal": lambda: 0,
    "record": _one_deal_record,
    "seconds": lambda: 45,  # the turn timer list (every length is listed whatever it holds)
    "ask_again": lambda: lambda _request: None,  # a saved deal played again: nowhere here
    "rows": lambda: 3,  # a table of figures (Statistics): a row a game
    "columns": lambda: 7,
}


def argument_for(
    annotation: str, providers: dict[str, Callable[[], Any]], name: str = ""
) -> Any:
    if name in BY_PARAMETER_NAME:
        return BY_PARAMETER_NAME[name]()
    for key, make in providers.items():
        if re.search(rf"\b{re.escape(key)}\b", annotation):
            return make()
    raise LookupError(annotation)


def build(cls: type[QWidget], providers: dict[str, Callable[[], Any]]) -> QWidget:
    """Build ``cls`` giving each required argument a value chosen by its annotation."""
    arguments = []
    for parameter in list(inspect.signature(cls.__init__).parameters.values())[1:]:
        if parameter.default is not inspect.Parameter.empty or parameter.kind in (
            inspect.Parameter.VAR_POSITIONAL, inspect.Parameter.VAR_KEYWORD
        ):
            continue
        arguments.append(argument_for(str(parameter.annotation), providers, parameter.name))
    return cls(*arguments)
