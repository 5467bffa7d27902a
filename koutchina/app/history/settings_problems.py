"""A damaged settings file in the person's language: what was wrong, which settings went back
to their defaults (named as the Settings and New match windows name them) and where the old
file is."""

from __future__ import annotations

from ...storage import SettingsDamage, SettingsProblem
from .. import texts
from ..texts import translate


def _labels() -> dict[str, str]:
    """Each setting as a window names it: the Settings window, New match, the menus."""
    window_places = translate("SettingsProblems", "Window sizes and places")
    return {
        "language": translate("LanguageMenu", "&Language").replace("&", ""),
        "player_name": translate("NewMatchDialog", "Your name"),
        "last_game": translate("NewMatchDialog", "Game"),
        "rules": translate("NewMatchDialog", "House rules"),
        "bot_levels": translate("SettingsProblems", "Bot levels"),
        "turn_timer": texts.option_name("turn_timer"),  # chosen in New match and Settings
        "practice": translate("NewMatchDialog", "Practice: hints and undo"),
        "animation_speed": translate("SettingsDialog", "Animation speed"),
        "bot_pause_ms": translate("SettingsDialog", "Pause between bot moves"),
        "four_colour": translate("SettingsDialog",
                                 "Four-colour suits (clubs green, diamonds blue)"),
        "felt": translate("SettingsDialog", "Table felt"),
        "card_back": translate("SettingsDialog", "Card backs"),
        "large_cards": translate("SettingsDialog", "Large cards (your hand and the trick)"),
        "high_contrast": translate(
            "SettingsDialog", "High contrast (black table, strong colours, four-colour suits)"),
        "text_scale": translate("SettingsDialog", "Size of texts"),
        "sound_on": translate("SettingsDialog", "Sounds at the table"),
        "sound_volume": translate("SettingsDialog", "Volume"),
        "sound_silent_minimized": translate("SettingsDialog",
                                            "Silent while the window is minimized"),
        "sound_muted": translate("SoundControls", "&Mute sounds").replace("&", ""),
        "keyboard_hint_dismissed": translate("SettingsProblems", "Keyboard hint at the table"),
        "window": window_places,
        "history_window": window_places,
        "replay_window": window_places,
        "statistics_window": window_places,
        "scoreboard_shown": translate("MainWindow", "&Scoreboard").replace("&", ""),
        "scoreboard_place": window_places,
        "file_chooser_folder": translate("SettingsProblems",
                                         "Folder offered for exporting and importing matches"),
        "format_version": translate("SettingsProblems", "Settings file version"),
    }


def setting_label(name: str) -> str:
    """"rules.hand.rounds" -> "House rules (Hand)": a setting as the windows name it."""
    field, _, rest = name.partition(".")
    label = _labels().get(field, field)
    game = rest.partition(".")[0]
    if not game:
        return label
    return translate("SettingsProblems", "{setting} ({game})").format(
        setting=label, game=texts.game_name(game))


def settings_problem_text(problem: SettingsProblem) -> str:
    """What went wrong and what was kept, in a few plain sentences."""
    name = problem.path.name
    if problem.damage is SettingsDamage.VALUES_RESET:
        labels = list(dict.fromkeys(setting_label(field) for field in problem.reset))
        text = translate(
            "SettingsProblems", "Some settings in {file} were not valid and are back to their "
            "defaults: {settings}.").format(file=name, settings=", ".join(labels))
    elif problem.damage is SettingsDamage.NEWER:
        text = translate(
            "SettingsProblems", "The settings file {file} was written by a newer Koutchina: the "
            "settings this version knows are used.").format(file=name)
    elif problem.damage is SettingsDamage.UNREADABLE:
        text = translate(
            "SettingsProblems", "The settings file {file} could not be read: default settings "
            "are used.").format(file=name)
    else:
        text = translate(
            "SettingsProblems", "The settings file {file} is damaged or is not a Koutchina "
            "settings file: default settings are used.").format(file=name)
    if problem.kept_as is not None:
        text += " " + translate(
            "SettingsProblems", "The old file was kept beside it, as {backup}.").format(
            backup=problem.kept_as.name)
    return text


def settings_problem_detail(problem: SettingsProblem) -> str:
    """The technical side, for "Show details": the full paths and the raw reason."""
    lines = [str(problem.path)]
    if problem.detail:
        lines.append("    " + problem.detail)
    if problem.reset:
        lines.append("    " + ", ".join(problem.reset))
    if problem.kept_as is not None:
        lines.append("    → " + str(problem.kept_as))
    return "\n".join(lines)
