"""The desktop program (the only layer that imports PySide6)."""
