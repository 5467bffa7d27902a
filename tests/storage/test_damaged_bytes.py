"""Whatever happens to the bytes of a file, loading answers with a match or a MatchFileError:
never another exception (which would reach the player as a traceback)."""

from __future__ import annotations

import json
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from koutchina.storage import MatchFileError, parse_match_bytes

FIXTURE = (Path(__file__).parent / "fixtures" / "v1-hand.json").read_bytes()
DATA = json.loads(FIXTURE)


def _load(data: bytes) -> None:
    try:
        parse_match_bytes(Path("damaged.json"), data)
    except MatchFileError as error:
        assert "damaged.json" in error.message


@settings(max_examples=60, deadline=None)
@given(st.integers(0, len(FIXTURE) - 1), st.integers(0, 255), st.integers(1, len(FIXTURE)))
def test_changed_or_cut_bytes(position: int, value: int, cut: int) -> None:
    changed = bytearray(FIXTURE)
    changed[position] = value
    _load(bytes(changed))
    _load(FIXTURE[:cut])


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=True) | st.text(max_size=5),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner,
                                                                max_size=3),
    max_leaves=8,
)
PATHS = [("record", "seed"), ("record", "actions"), ("record", "deals"), ("seats",),
         ("timer",), ("record", "rules"), ("record", "first_hakem"), ("record", "totals"),
         ("record", "places"), ("created",), ("record", "deals", 0, "hands")]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(PATHS), JSON_VALUES)
def test_any_value_in_any_field(path: tuple[object, ...], value: object) -> None:
    data = json.loads(FIXTURE)
    target = data
    for key in path[:-1]:
        target = target[key]  # type: ignore[index]
    target[path[-1]] = value  # type: ignore[index]
    _load(json.dumps(data).encode())


def test_deep_nesting_and_huge_numbers() -> None:
    _load(b"[" * 100_000 + b"]" * 100_000)
    _load(b'{"format_version": 1' + b"9" * 10_000 + b"}")
