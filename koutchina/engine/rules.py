"""The games and their rules: one ``GameInfo`` per game (``GAMES``, ``game_info``), the one
place that says what a game is, and one pydantic rules model per game, every default and every
house rule option.

Options have stable keys (the field names) so the UI can translate their names, and each is
validated: an impossible combination is refused with a message naming it. What every layer asks
of the rules whatever the game (is there bidding, Satat, compulsory trump...) is a typed property
of every model (``_Rules``), False or None where the game has no such option.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from functools import cache
from typing import Any, Literal, TypeAlias

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator
from pydantic_core import PydanticCustomError


class Game(StrEnum):
    """The games, by the names written in save files and on the command line."""

    HAND = "hand"
    COURT_PIECE = "court-piece"
    HOKM = "hokm"


class ScoreUnit(StrEnum):
    """What a game's score counts."""

    POINTS = "points"
    COURTS = "courts"


class SeatDirection(StrEnum):
    """Which way the table draws the seats in play order (seat 0 at the bottom)."""

    CLOCKWISE = "clockwise"
    COUNTER_CLOCKWISE = "counter-clockwise"


class DealOpening(StrEnum):
    """What the seats do once the cards are dealt, before the first card is played."""

    SECRET_CALLS = "secret-calls"  # each seat calls its tricks in secret; no trump, no Hakem
    HAKEM_NAMES_TRUMP = "hakem-names-trump"  # the Hakem (first drawn, then by rotation) names it


class MatchEnd(StrEnum):
    """When a match is over."""

    ROUNDS = "rounds"  # after a set number of rounds (and sudden death on a tie), by ranking
    TARGET = "target"  # when a side reaches the target


class FirstHakemDraw(StrEnum):
    """How the first Hakem is drawn."""

    HIGHEST_CARD = "highest-card"  # each seat draws a card, the highest wins; ties draw again
    FIRST_ACE = "first-ace"  # cards dealt face up in turn; the first Ace wins


# the usual game's clock: the rules notes ask for the turn timer "default on, length an option,
# and off"; the person's countdown waits while they read elsewhere (app/turn_timer.py)
DEFAULT_TURN_TIMER = 30

class _Rules(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    turn_timer: int = Field(
        DEFAULT_TURN_TIMER,
        description="Seconds a person has to act before the table acts for them; 0 is off.",
    )

    @model_validator(mode="after")
    def _check_timer(self) -> _Rules:
        if self.turn_timer != 0 and not 5 <= self.turn_timer <= 300:
            raise PydanticCustomError(
                "turn_timer_out_of_range", "turn_timer must be 0 (off) or between 5 and 300 seconds"
            )
        return self

    # What every layer asks whatever the game; the models that have the option answer it.

    @property
    def bids(self) -> bool:
        """The Hakem names a target of tricks with the trump (Court Piece's bidding)."""
        return False

    @property
    def lowest_bid(self) -> int | None:
        """The target named when none is chosen (the turn timer, a bot): None without bidding."""
        return 9 if self.bids else None

    @property
    def trump_may_hide(self) -> bool:
        """The trump stays secret until a seat that cannot follow asks to see it."""
        return False

    @property
    def has_satat(self) -> bool:
        """The 2 of hearts is the highest trump."""
        return False

    @property
    def trump_compulsory(self) -> bool:
        """A seat void in the suit led must trump if it can."""
        return False

    @property
    def has_double_sar(self) -> bool:
        """A trick counts only once its side has won two in a row."""
        return False

    @property
    def stops_at_seven(self) -> bool:
        """The deal ends as soon as a side has 7 tricks (Hokm, unless all 13 are played)."""
        return False

    @property
    def scheduled_rounds(self) -> int | None:
        """Rounds before the ranking (Hand); None where the match ends at a target."""
        return None

    @property
    def set_count(self) -> int:
        """Sets the match is played in at most (Hokm's best of three); 1 elsewhere."""
        return 1

    @property
    def set_target(self) -> int | None:
        """The points or courts that win a set (the match, in one set); None in Hand."""
        return None


class HandRules(_Rules):
    """Hand (Hareega), Kuwaiti rules: 32 cards, no trump, secret exact calls."""

    game: Literal["hand"] = "hand"
    rounds: int = Field(5, ge=1, le=20, description="Rounds before the ranking.")
    sudden_death_rounds: int = Field(
        3, ge=0, le=10, description="Most extra rounds played while first place is tied."
    )

    @property
    def scheduled_rounds(self) -> int | None:
        return self.rounds


class CourtPieceRules(_Rules):
    """Court Piece (Rang): 52 cards, partnerships, courts."""

    game: Literal["court-piece"] = "court-piece"
    target: Literal[5, 7, 9] = Field(7, description="Courts a side needs to win the match.")
    hakem_rotation: Literal["counter_clockwise", "clockwise", "winner_keeps"] = Field(
        "counter_clockwise", description="How the Hakem role moves after a deal."
    )
    sweep_courts: Literal[2, 3] = Field(2, description="Courts for taking all 13 tricks.")
    kot: bool = Field(
        False, description="Kot / Double Sar: the Hakem's side taking the first 7 tricks scores 2."
    )
    failed_hakem_double: bool = Field(
        False, description="When the Hakem's side fails, the other side scores double."
    )
    streak_bonus: bool = Field(
        False, description="One bonus court for a side's third and further court in a row."
    )
    hidden_trump: bool = Field(
        False, description="Trump stays secret until a player who cannot follow asks to see it."
    )
    double_hakem: bool = Field(
        False, description="A side keeps the Hakem for two deals unless it fails the first."
    )
    badam_satti_every: int = Field(
        0, ge=0, le=10, description="Every N-th deal is played without trump (0: never)."
    )
    hakem_sees: Literal[5, 7, 9] = Field(5, description="Cards the Hakem sees before naming trump.")
    bidding: bool = Field(
        False, description="The Hakem also names a target of 9, 10 or 11 tricks for 2 courts."
    )

    @model_validator(mode="after")
    def _check_combinations(self) -> CourtPieceRules:
        if self.double_hakem and self.hakem_rotation == "winner_keeps":
            raise PydanticCustomError(
                "double_hakem_with_winner_keeps",
                "double_hakem cannot be combined with hakem_rotation=winner_keeps: "
                "the winning side already keeps the Hakem",
            )
        if self.badam_satti_every == 1:
            raise PydanticCustomError(
                "badam_satti_every_one",
                "badam_satti_every=1 would remove trump from every deal; use 2 or more",
            )
        return self

    @property
    def bids(self) -> bool:
        return self.bidding

    @property
    def trump_may_hide(self) -> bool:
        return self.hidden_trump

    @property
    def set_target(self) -> int | None:
        return self.target


class HokmRules(_Rules):
    """Hokm: 52 cards, partnerships, points, early end at 7 tricks."""

    game: Literal["hokm"] = "hokm"
    target: Literal[7, 10] = Field(7, description="Points a side needs to win a set.")
    sets: Literal[1, 3] = Field(1, description="1: one set; 3: best of three sets.")
    play_all_13: bool = Field(
        False, description="Play all 13 tricks; taking all 13 is then worth 3 points."
    )
    kot_against_hakem_3: bool = Field(
        False, description="A Kot against the Hakem's side is worth 3 points."
    )
    compulsory_trump: bool = Field(
        False, description="A player void in the suit led must trump if they can."
    )
    satat: bool = Field(False, description="Satat: the 2 of hearts is the highest trump.")
    double_sar: bool = Field(
        False, description="A trick counts only once its side has won two in a row."
    )
    deal_pattern: Literal["5-4-4", "5-3-3-2"] = Field(
        "5-4-4", description="Batches in which the cards are dealt (looks only)."
    )

    @property
    def has_satat(self) -> bool:
        return self.satat

    @property
    def trump_compulsory(self) -> bool:
        return self.compulsory_trump

    @property
    def has_double_sar(self) -> bool:
        return self.double_sar

    @property
    def stops_at_seven(self) -> bool:
        return not self.play_all_13

    @property
    def set_count(self) -> int:
        return self.sets

    @property
    def set_target(self) -> int | None:
        return self.target


Rules: TypeAlias = HandRules | CourtPieceRules | HokmRules

RulesClass: TypeAlias = type[HandRules] | type[CourtPieceRules] | type[HokmRules]


@dataclass(frozen=True)
class GameInfo:
    """What a game is; everything else asks this rather than testing the game's name."""

    game: Game
    rules_class: RulesClass
    partnerships: bool  # two sides of partners facing each other; else each for themselves
    deck_size: int  # 32 (7 to Ace) or 52
    score_unit: ScoreUnit
    seat_direction: SeatDirection
    opening: DealOpening
    match_end: MatchEnd
    first_hakem: FirstHakemDraw | None  # None: the game has no Hakem

    @property
    def tricks_per_deal(self) -> int:
        return self.deck_size // 4

    @property
    def has_calls(self) -> bool:
        """Each seat calls the tricks it will take (and is scored on its call)."""
        return self.opening == DealOpening.SECRET_CALLS

    @property
    def has_trump(self) -> bool:
        """A Hakem names trump each deal (a deal may still be played without, Badam Satti)."""
        return self.opening == DealOpening.HAKEM_NAMES_TRUMP

    @property
    def in_rounds(self) -> bool:
        """The match is a number of rounds (a person says "round", not "deal")."""
        return self.match_end == MatchEnd.ROUNDS

    @property
    def scorers(self) -> int:
        """Who the scores belong to: the two sides, or the four seats."""
        return 2 if self.partnerships else 4

    def scorer_of(self, seat: int) -> int:
        """The side of ``seat`` (0 or 1), or the seat itself without sides."""
        return seat % 2 if self.partnerships else seat


GAMES: tuple[GameInfo, ...] = (
    GameInfo(Game.HAND, HandRules, partnerships=False, deck_size=32,
             score_unit=ScoreUnit.POINTS, seat_direction=SeatDirection.COUNTER_CLOCKWISE,
             opening=DealOpening.SECRET_CALLS, match_end=MatchEnd.ROUNDS, first_hakem=None),
    GameInfo(Game.COURT_PIECE, CourtPieceRules, partnerships=True, deck_size=52,
             score_unit=ScoreUnit.COURTS, seat_direction=SeatDirection.CLOCKWISE,
             opening=DealOpening.HAKEM_NAMES_TRUMP, match_end=MatchEnd.TARGET,
             first_hakem=FirstHakemDraw.HIGHEST_CARD),
    GameInfo(Game.HOKM, HokmRules, partnerships=True, deck_size=52,
             score_unit=ScoreUnit.POINTS, seat_direction=SeatDirection.CLOCKWISE,
             opening=DealOpening.HAKEM_NAMES_TRUMP, match_end=MatchEnd.TARGET,
             first_hakem=FirstHakemDraw.FIRST_ACE),
)
_INFO_BY_GAME = {info.game: info for info in GAMES}


def game_info(game: Game | str) -> GameInfo:
    """The description of ``game`` (a ``Game`` or its name; RulesError for an unknown name)."""
    return _INFO_BY_GAME[game if isinstance(game, Game) else parse_game(game)]

PRESETS: dict[Game, dict[str, dict[str, Any]]] = {
    Game.HAND: {"kuwaiti_hand": {}, "quick_hand": {"rounds": 3}},
    Game.COURT_PIECE: {
        "single_sar": {},
        "kot_double_sar": {"kot": True},
        "hidden_trump": {"hidden_trump": True},
        "badam_satti": {"badam_satti_every": 4},
    },
    Game.HOKM: {
        "classic_hokm": {},
        "all_13": {"play_all_13": True},
        "satat": {"satat": True},
        "double_sar": {"double_sar": True},
        "compulsory_trump": {"compulsory_trump": True},
    },
}


class RulesError(ValueError):
    """Rules that cannot be built: unknown game or option, bad value, impossible combination.

    ``kinds`` names each problem the rules model found with a stable key (pydantic's error
    type, or one of ours: "turn_timer_out_of_range", "double_hakem_with_winner_keeps",
    "badam_satti_every_one"), so that an interface can word it in the player's language.
    """

    def __init__(self, message: str, kinds: tuple[str, ...] = ()) -> None:
        super().__init__(message)
        self.kinds = kinds


@dataclass(frozen=True)
class OptionSpec:
    key: str
    kind: Literal["bool", "choice", "int"]
    default: Any
    choices: tuple[Any, ...]
    low: int | None
    high: int | None
    description: str
    # values within low..high the rules refuse whatever the other options (Badam Satti's "one
    # deal in 1"): a number box steps over them
    refused: tuple[int, ...] = ()


def parse_game(name: str) -> Game:
    try:
        return Game(name)
    except ValueError:
        known = ", ".join(game.value for game in Game)
        raise RulesError(f"unknown game {name!r}: expected one of {known}") from None


def option_specs(game: Game) -> list[OptionSpec]:
    """The house rules of ``game``, each with its kind, default and range."""
    return list(_option_specs(game))


@cache
def _option_specs(game: Game) -> tuple[OptionSpec, ...]:
    """Worked out once a game: finding the values refused asks the model about each one
    (every rules made, a saved match loaded, asks for the specs)."""
    model = game_info(game).rules_class
    specs: list[OptionSpec] = []
    for key, field in model.model_fields.items():
        if key == "game":
            continue
        annotation = field.annotation
        default = field.default
        choices: tuple[Any, ...] = ()
        low = high = None
        kind: Literal["bool", "choice", "int"]
        if annotation is bool:
            kind, choices = "bool", (False, True)
        elif getattr(annotation, "__origin__", None) is Literal:
            kind, choices = "choice", tuple(getattr(annotation, "__args__", ()))
        else:
            kind = "int"
            for meta in field.metadata:
                low = getattr(meta, "ge", low)
                high = getattr(meta, "le", high)
            if key == "turn_timer":
                low, high = 0, 300
        refused = _refused_alone(model, key, low, high) if kind == "int" else ()
        specs.append(OptionSpec(key, kind, default, choices, low, high, field.description or "",
                                refused))
    return tuple(specs)


def _refused_alone(model: type[BaseModel], key: str, low: int | None,
                   high: int | None) -> tuple[int, ...]:
    """The values of ``key`` between ``low`` and ``high`` that ``model`` refuses with every
    other option at its default."""
    if low is None or high is None:
        return ()
    refused = []
    for value in range(low, high + 1):
        try:
            model.model_validate({key: value})
        except ValidationError:
            refused.append(value)
    return tuple(refused)


def _coerce(spec: OptionSpec, text: str) -> Any:
    if spec.kind == "bool":
        lowered = text.strip().lower()
        if lowered in ("1", "true", "yes", "on"):
            return True
        if lowered in ("0", "false", "no", "off"):
            return False
        raise RulesError(f"option {spec.key} takes true or false, not {text!r}")
    if spec.kind == "choice":
        for choice in spec.choices:
            if str(choice) == text.strip():
                return choice
        allowed = ", ".join(str(choice) for choice in spec.choices)
        raise RulesError(f"option {spec.key} takes one of {allowed}, not {text!r}")
    try:
        return int(text)
    except ValueError:
        raise RulesError(f"option {spec.key} takes a whole number, not {text!r}") from None


def make_rules(game: Game | str, options: dict[str, Any] | None = None) -> Rules:
    """Build validated rules. Values may be typed or text (``"true"``, ``"9"``)."""
    game = parse_game(game) if isinstance(game, str) else game
    specs = {spec.key: spec for spec in option_specs(game)}
    values: dict[str, Any] = {}
    for key, value in (options or {}).items():
        if key == "game":
            continue
        spec = specs.get(key)
        if spec is None:
            known = ", ".join(sorted(specs))
            raise RulesError(f"unknown option {key!r} for {game.value}: known options are {known}")
        values[key] = _coerce(spec, value) if isinstance(value, str) else value
    try:
        return game_info(game).rules_class(**values)
    except ValidationError as error:
        problems = "; ".join(
            f"{'.'.join(str(p) for p in item['loc']) or 'rules'}: {item['msg']}"
            for item in error.errors()
        )
        kinds = tuple(str(item["type"]) for item in error.errors())
        raise RulesError(f"invalid rules for {game.value}: {problems}", kinds) from None


def with_turn_timer(rules: Rules, seconds: int) -> Rules:
    """``rules`` with the person's time a move set to ``seconds`` (0: off), the rest as they
    are; RulesError (its kind "turn_timer_out_of_range") for a length nobody can play to."""
    options = rules.model_dump(mode="json")
    options["turn_timer"] = seconds
    return rules_from_json(options)


def rules_from_json(data: Any) -> Rules:
    if not isinstance(data, dict):
        raise RulesError(f"rules must be an object, got {type(data).__name__}")
    game = data.get("game")
    if not isinstance(game, str):
        raise RulesError("rules name no game")
    return make_rules(game, {k: v for k, v in data.items() if k != "game"})


def game_of(rules: Rules) -> Game:
    return Game(rules.game)


def deck_size(rules: Rules) -> int:
    return game_info(rules.game).deck_size
