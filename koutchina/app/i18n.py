"""The program's language: French or English, switched live.

One ``LanguageManager`` per application installs two translators, Koutchina's own
(``koutchina_<code>.qm``) and Qt's (``qtbase_<code>.qm``, for standard buttons and dialogs), sets
the default ``QLocale`` so numbers follow the language ("1 200" in French, "1,200" in English),
and emits ``language_changed``. Installing a translator makes Qt send ``LanguageChange`` to every
widget (delivered by the event loop): each widget re-sets its texts in ``retranslate()``.

Which language at start: ``--lang`` if given, else the remembered choice, else the system
locale (French for ``fr_*``, English otherwise). See ``start_language``.
"""

from __future__ import annotations

import contextlib
import importlib.resources
import sys
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from datetime import date, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QCoreApplication,
    QDate,
    QDateTime,
    QEvent,
    QLibraryInfo,
    QLocale,
    QObject,
    QTime,
    QTranslator,
    Signal,
)
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QWidget

# The mixin is a plain class at run time (Qt classes are not mixed twice); type checkers see the
# widget methods it calls.
if TYPE_CHECKING:
    _WidgetBase = QWidget
else:
    _WidgetBase = object

QM_BASENAME = "koutchina"
MINUS_SIGN = "\u2212"


@dataclass(frozen=True)
class Language:
    code: str  # "fr", "en"
    native_name: str  # the language's name in itself, shown in the menu whatever the language
    qlocale_language: QLocale.Language
    qlocale_territory: QLocale.Country
    # a figure with decimals whose size is below this takes its unit in the singular: French
    # "0,5 point", "1,5 pli" (below 2); English never, "0.5 points", "1.0 tricks". Qt's plural
    # forms count whole numbers only.
    decimal_singular_below: float = 0.0

    def qlocale(self) -> QLocale:
        return QLocale(self.qlocale_language, self.qlocale_territory)


LANGUAGES: tuple[Language, ...] = (
    Language("fr", "Français", QLocale.Language.French, QLocale.Country.France, 2.0),
    Language("en", "English", QLocale.Language.English, QLocale.Country.UnitedStates),
)
FALLBACK_LANGUAGE = "en"
LANGUAGE_CODES: tuple[str, ...] = tuple(language.code for language in LANGUAGES)


def language_by_code(code: str) -> Language:
    for language in LANGUAGES:
        if language.code == code:
            return language
    raise KeyError(code)


def normalize_language(text: str | None) -> str | None:
    """``"fr"``, ``"FR"``, ``"fr_CA"``, ``"fr-BE"``, ``"français"`` -> ``"fr"``; unknown -> None."""
    if not text:
        return None
    cleaned = text.strip().lower().replace("-", "_")
    for language in LANGUAGES:
        if cleaned == language.native_name.lower():
            return language.code
    head = cleaned.split("_", 1)[0].split(".", 1)[0]
    return head if head in LANGUAGE_CODES else None


def system_language(locale: QLocale | None = None) -> str:
    """French for any French locale (fr_FR, fr_CA, fr_BE ...), English for everything else."""
    locale = locale if locale is not None else QLocale.system()
    if locale.language() == QLocale.Language.French:
        return "fr"
    return FALLBACK_LANGUAGE


def start_language(
    requested: str | None, remembered: str | None, locale: QLocale | None = None
) -> str:
    """The language to start in: ``--lang`` wins, then the saved choice, then the system."""
    for candidate in (requested, remembered):
        code = normalize_language(candidate)
        if code is not None:
            return code
    return system_language(locale)


def language_from_argv(argv: Sequence[str]) -> str | None:
    """The value of ``--lang fr`` / ``--lang=fr`` in a command line, if any (not validated)."""
    for index, argument in enumerate(argv):
        if argument.startswith("--lang="):
            return argument.split("=", 1)[1]
        if argument == "--lang" and index + 1 < len(argv):
            return argv[index + 1]
    return None


# --- finding the .qm files ---------------------------------------------------------------------


def _candidate_folders() -> Iterator[Path]:
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        root = Path(bundle)
        yield root / "koutchina" / "translations"
        yield root / "translations"
    # A source checkout that was not installed: <repo>/translations next to <repo>/koutchina.
    yield Path(__file__).resolve().parents[2] / "translations"


@contextlib.contextmanager
def qm_file(code: str) -> Iterator[Path | None]:
    """The path of ``koutchina_<code>.qm`` (installed package, bundle or checkout), or None."""
    name = f"{QM_BASENAME}_{code}.qm"
    try:
        resource = importlib.resources.files("koutchina.translations") / name
        if resource.is_file():
            with importlib.resources.as_file(resource) as path:
                yield path
                return
    except (ModuleNotFoundError, FileNotFoundError, NotADirectoryError):
        pass
    for folder in _candidate_folders():
        if (folder / name).is_file():
            yield folder / name
            return
    yield None


def qt_translations_folder() -> str:
    return QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)


# --- numbers in the language's format ----------------------------------------------------------


def format_number(value: int) -> str:
    """A whole number in the current language: "1 200" / "1,200"; negatives with a true minus."""
    text = QLocale().toString(abs(value))
    return f"{MINUS_SIGN}{text}" if value < 0 else text


def format_decimal(value: float, decimals: int = 1, signed: bool = False) -> str:
    """A number with ``decimals`` figures after the language's decimal sign: "−13,3" /
    "−13.3"; negatives with a true minus, and a gain with "+" if ``signed`` ("+0.62")."""
    text = QLocale().toString(abs(value), "f", decimals)
    shown = round(value, decimals)
    if shown < 0:
        return f"{MINUS_SIGN}{text}"
    return f"+{text}" if signed and shown > 0 else text


def format_signed(value: int) -> str:
    """A score change: "+30", "−30", "0"."""
    if value > 0:
        return f"+{format_number(value)}"
    return format_number(value)


def _with_sign(text: str, count: int) -> str:
    """Put the language's number format and a true minus sign into a translated %n text."""
    plain = QLocale().toString(abs(count))
    shown = format_number(count)
    if plain in text:
        return text.replace(plain, shown, 1)
    return text.replace(str(abs(count)), shown, 1)


# A short date names its month ("7 Dec 2026", "7 déc. 2026"): the locale's own short format
# ("12/7/26" in English) read as 12 July to a player used to the day first (a player's
# review of History), and players of these games write the day first or the month's name.
SHORT_DATE = "d MMM yyyy"


def format_datetime(moment: datetime, long: bool = False) -> str:
    """A date and time in the language: "7 Dec 2026 2:05 PM" / "7 déc. 2026 14:05" (``long``:
    the locale's long format, the day's name and the seconds).

    A naive ``datetime`` is taken as local time; an aware one is shown in local time.
    """
    if moment.tzinfo is not None:
        moment = moment.astimezone().replace(tzinfo=None)
    if not long:
        return f"{format_date(moment.date())} {format_time(moment)}"
    qt_moment = QDateTime(
        QDate(moment.year, moment.month, moment.day),
        QTime(moment.hour, moment.minute, moment.second),
    )
    return QLocale().toString(qt_moment, QLocale.FormatType.LongFormat)


def format_time(moment: datetime) -> str:
    """The time of day in the language's format ("14:05" / "2:05 PM"); an aware ``moment``
    in local time."""
    if moment.tzinfo is not None:
        moment = moment.astimezone().replace(tzinfo=None)
    return QLocale().toString(QTime(moment.hour, moment.minute),
                              QLocale.FormatType.ShortFormat)


def datetime_in_sentence(moment: datetime) -> str:
    """``format_datetime`` inside a sentence: the date and the time each kept on one line
    ("7 / déc. 2026" was broken at the end of a line of the resume question at 1280x720, a
    player's review)."""
    if moment.tzinfo is not None:
        moment = moment.astimezone().replace(tzinfo=None)
    return f"{unbroken(format_date(moment.date()))} {unbroken(format_time(moment))}"


def unbroken(words: str) -> str:
    """``words`` with no-break spaces, kept on one line."""
    return words.replace(" ", "\u00a0")


def for_rich_text(html: str) -> str:
    """``html`` as Qt's rich text reads it: the narrow no-break space of French typography
    before « ; ? ! » replaced by a no-break space, since Qt's HTML reader takes it for an
    ordinary space, and a line of the rules began with « ; » (a player's review); in plain
    text it keeps its place."""
    return html.replace("\u202f", "\u00a0")


def format_date(day: date, long: bool = False) -> str:
    """A date in the language: "7 Dec 2026", "7 déc. 2026" or "lundi 7 décembre 2026"
    (``long``)."""
    qt_day = QDate(day.year, day.month, day.day)
    if long:
        return QLocale().toString(qt_day, QLocale.FormatType.LongFormat)
    return QLocale().toString(qt_day, SHORT_DATE)


class Numbers(QObject):
    """The plural texts; the class name is their translation context.

    Methods with ``self.tr(text, "", count)`` (a literal text and a plain name for the count)
    are what every pyside6-lupdate version reads as a plural message: PySide6 6.11's misses the
    plural mark on ``QCoreApplication.translate(context, text, "", n)``.
    """

    def points(self, count: int) -> str:
        return self.tr("%n point(s)", "", count)

    def tricks(self, count: int) -> str:
        return self.tr("%n trick(s)", "", count)

    def courts(self, count: int) -> str:
        return self.tr("%n court(s)", "", count)

    def seconds(self, count: int) -> str:
        return self.tr("%n second(s)", "", count)


_numbers: Numbers | None = None


def _plurals() -> Numbers:
    global _numbers
    if _numbers is None:
        _numbers = Numbers()
    return _numbers


def format_points(points: int) -> str:
    """ "1 point", "−30 points", "1 200 points" (French); plural forms from the .qm files."""
    return _with_sign(_plurals().points(abs(points)), points)


def format_signed_points(points: int) -> str:
    """A deal's score: "+30 points", "−10 points", "0 point" (French) / "0 points" (English)."""
    text = format_points(points)
    return f"+{text}" if points > 0 else text


def format_tricks(tricks: int) -> str:
    """ "1 trick", "5 tricks" / "1 pli", "5 plis"."""
    return _with_sign(_plurals().tricks(abs(tricks)), tricks)


def format_courts(courts: int) -> str:
    """Court Piece's unit: "1 court", "2 courts"."""
    return _with_sign(_plurals().courts(abs(courts)), courts)


def format_seconds(seconds: int) -> str:
    return _with_sign(_plurals().seconds(abs(seconds)), seconds)


def format_decimal_points(value: float, decimals: int = 1, signed: bool = False) -> str:
    """ "0.28 points" / "0,28 point", "−1,5 point", "12,5 points"; "+" before a gain if
    ``signed``."""
    return _decimal_with_unit(_plurals().points, value, decimals, signed)


def format_decimal_courts(value: float, decimals: int = 1, signed: bool = False) -> str:
    """ "0.19 courts" / "0,19 court"."""
    return _decimal_with_unit(_plurals().courts, value, decimals, signed)


def format_decimal_tricks(value: float, decimals: int = 1) -> str:
    """ "1.5 tricks" / "1,5 pli", "6,5 plis"."""
    return _decimal_with_unit(_plurals().tricks, value, decimals, False)


def _decimal_with_unit(
    form: Callable[[int], str], value: float, decimals: int, signed: bool
) -> str:
    """The figure as shown (rounded to ``decimals``) with its unit in the form the language
    gives it (``Language.decimal_singular_below``): the unit's plural message asked for 1 or 2,
    its number replaced by the figure."""
    shown = round(value, decimals)
    singular = abs(shown) < language_by_code(current_language()).decimal_singular_below
    count = 1 if singular else 2
    return form(count).replace(str(count), format_decimal(value, decimals, signed), 1)


# --- the manager ---------------------------------------------------------------------------------


class LanguageManager(QObject):
    """Installs the chosen language's translators and tells the program it changed.

    ``remember`` (optional) is called with the code each time the player picks a language, so
    the settings can keep it; the manager itself stores nothing on disk.
    """

    language_changed = Signal(str)

    def __init__(
        self,
        app: QCoreApplication | None = None,
        remember: Callable[[str], None] | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._app = app if app is not None else QCoreApplication.instance()
        self._remember = remember
        self._code: str | None = None
        self._app_translator: QTranslator | None = None
        self._qt_translator: QTranslator | None = None
        self._action_groups: list[QActionGroup] = []

    @property
    def language(self) -> str:
        return self._code or FALLBACK_LANGUAGE

    def set_remember(self, remember: Callable[[str], None] | None) -> None:
        self._remember = remember

    def set_language(self, code: str, *, remember: bool = True) -> bool:
        """Switch to ``code`` ("fr" or "en"). Returns False for an unknown code (nothing changes).

        Widgets receive ``LanguageChange`` when the event loop runs; ``language_changed`` is
        emitted at once, after the translators and the default locale are in place.
        """
        normalized = normalize_language(code)
        if normalized is None:
            return False
        language = language_by_code(normalized)
        if normalized != self._code:
            self._remove_translators()
            QLocale.setDefault(language.qlocale())
            self._install_translators(normalized)
            self._code = normalized
            self._sync_actions()
            self.language_changed.emit(normalized)
        if remember and self._remember is not None:
            self._remember(normalized)
        return True

    def _install_translators(self, code: str) -> None:
        app = self._app
        if app is None:
            return
        translator = QTranslator(self)
        with qm_file(code) as path:
            if path is not None and translator.load(str(path)):
                app.installTranslator(translator)
                self._app_translator = translator
        if code != "en":
            qt_translator = QTranslator(self)
            if qt_translator.load(f"qtbase_{code}", qt_translations_folder()):
                app.installTranslator(qt_translator)
                self._qt_translator = qt_translator

    def _remove_translators(self) -> None:
        app = self._app
        for translator in (self._app_translator, self._qt_translator):
            if translator is not None and app is not None:
                app.removeTranslator(translator)
        self._app_translator = None
        self._qt_translator = None

    @property
    def has_app_translations(self) -> bool:
        """True when Koutchina's own .qm for the current language was found and installed."""
        return self._app_translator is not None

    @property
    def has_qt_translations(self) -> bool:
        return self._qt_translator is not None

    # --- the menu ---

    def build_language_menu(self, parent: QWidget | None = None) -> QMenu:
        """A "Language" menu with one checkable entry per language, kept in step with changes.

        Entries show each language's own name (Français, English) so a player lost in the
        wrong language still finds theirs; the menu title follows the language.
        """
        menu = LanguageMenu(parent)
        group = QActionGroup(menu)
        group.setExclusive(True)
        for language in LANGUAGES:
            action = QAction(language.native_name, menu)
            action.setCheckable(True)
            action.setData(language.code)
            action.setObjectName(f"language_{language.code}")
            group.addAction(action)
            menu.addAction(action)
        group.triggered.connect(self._on_action)
        self._action_groups.append(group)
        group.destroyed.connect(lambda _=None, g=group: self._forget_group(g))
        self._sync_actions()
        return menu

    def _forget_group(self, group: QActionGroup) -> None:
        with contextlib.suppress(ValueError):
            self._action_groups.remove(group)

    def _on_action(self, action: QAction) -> None:
        self.set_language(str(action.data()))

    def _sync_actions(self) -> None:
        for group in list(self._action_groups):
            for action in group.actions():
                action.setChecked(action.data() == self._code)


class FollowsLanguage(_WidgetBase):
    """Mixin for a widget whose texts come from ``retranslate()``: it runs again whenever the
    language changes (Qt sends ``LanguageChange`` to every widget). Put it first in the bases."""

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        raise NotImplementedError(f"{type(self).__name__} must set its texts in retranslate()")


class LanguageMenu(FollowsLanguage, QMenu):
    """The Language menu; its title follows the language like every other widget."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("language_menu")
        self.retranslate()

    def retranslate(self) -> None:
        self.setTitle(self.tr("&Language"))


_manager: LanguageManager | None = None


def language_manager() -> LanguageManager:
    """The application's one manager (created on first use, after the QApplication)."""
    global _manager
    if _manager is None:
        _manager = LanguageManager()
    return _manager


def reset_language_manager() -> None:
    """Forget the manager (tests that create several applications)."""
    global _manager
    if _manager is not None:
        _manager._remove_translators()
    _manager = None


def start_with_settings(argv: Sequence[str], settings: Any) -> LanguageManager:
    """Start the program in the right language and remember later choices in ``settings``.

    ``settings`` is the program's ``koutchina.storage.settings.Settings`` object: its
    ``language`` (None on a first start) is read, and set then saved whenever the player picks
    a language from the menu. ``--lang`` in ``argv`` wins for this run and is not saved.
    Call once, after the QApplication exists and before the first window is built.
    """
    manager = language_manager()
    remembered = getattr(settings, "language", None)
    manager.set_language(start_language(language_from_argv(argv), remembered), remember=False)

    def remember(code: str) -> None:
        if getattr(settings, "language", None) == code:
            return
        settings.language = code
        from .settings_service import save_or_log

        save_or_log(settings)  # a read-only disk must not stop the language switch

    manager.set_remember(remember)
    return manager


def build_language_menu(parent: QWidget | None = None) -> QMenu:
    return language_manager().build_language_menu(parent)


def current_language() -> str:
    return language_manager().language
