"""Synthesize the table's sound cues into resources/sounds/*.wav (pure Python: wave and math).

Run ``python -m koutchina.devtools.make_sounds`` after changing a recipe; the WAVs are committed.
Each cue is a few notes of a sine tone with a short attack and an exponential decay, 16 kHz mono
16-bit, so each file is a few kB. Made for the project: no outside samples.
"""

from __future__ import annotations

import math
import struct
import wave
from pathlib import Path

from ..app.sound_cues import Cue

RATE = 16_000
SOUNDS_DIR = Path(__file__).resolve().parents[2] / "resources" / "sounds"

# Per cue: (frequency in Hz, 0 for a rest; length in seconds; loudness 0..1) for each note.
Note = tuple[float, float, float]
RECIPES: dict[Cue, tuple[Note, ...]] = {
    Cue.CARD_PLAYED: ((1900.0, 0.035, 0.35), (950.0, 0.04, 0.25)),
    Cue.TRICK_OURS: ((660.0, 0.08, 0.5), (880.0, 0.12, 0.5)),
    Cue.TRICK_THEIRS: ((520.0, 0.08, 0.45), (390.0, 0.12, 0.45)),
    Cue.YOUR_TURN: ((988.0, 0.07, 0.45), (0.0, 0.03, 0.0), (988.0, 0.09, 0.45)),
    Cue.TIMER_TICK: ((1400.0, 0.045, 0.4),),
    Cue.DEAL_WON: ((523.0, 0.09, 0.5), (659.0, 0.09, 0.5), (784.0, 0.18, 0.5)),
    Cue.DEAL_LOST: ((440.0, 0.12, 0.45), (349.0, 0.2, 0.45)),
    Cue.MATCH_WON: ((523.0, 0.1, 0.5), (659.0, 0.1, 0.5), (784.0, 0.1, 0.5),
                    (1047.0, 0.3, 0.5)),
    Cue.MATCH_LOST: ((392.0, 0.15, 0.45), (330.0, 0.15, 0.45), (262.0, 0.3, 0.45)),
    Cue.TRUMP_NAMED: ((784.0, 0.06, 0.45), (1175.0, 0.16, 0.45)),
}


def note_samples(frequency: float, seconds: float, loudness: float) -> list[int]:
    """One note: 5 ms attack, then an exponential decay to silence by its end."""
    count = round(RATE * seconds)
    attack = max(1, round(RATE * 0.005))
    samples = []
    for i in range(count):
        envelope = min(1.0, i / attack) * math.exp(-4.0 * i / count)
        value = loudness * envelope * math.sin(2 * math.pi * frequency * i / RATE)
        samples.append(round(value * 32767) if frequency else 0)
    return samples


def write_cue(path: Path, notes: tuple[Note, ...]) -> None:
    samples = [s for note in notes for s in note_samples(*note)]
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(struct.pack(f"<{len(samples)}h", *samples))


def main() -> None:
    SOUNDS_DIR.mkdir(parents=True, exist_ok=True)
    for cue, notes in RECIPES.items():
        path = SOUNDS_DIR / f"{cue.value}.wav"
        write_cue(path, notes)
        print(f"{path.name}: {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
