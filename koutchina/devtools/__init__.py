"""Developers' tools, run from a checkout with ``python -m koutchina.devtools.<name>``: the
screenshots of docs/, the engine's instruction counter and two bot-strength diagnostics. Nothing
in the program imports them."""
