"""Developers' tools, run from a checkout with ``python -m koutchina.devtools.<name>``: the
screenshots of docs/, the engine's instruction counter and three bot-strength diagnostics
(cheat_ceiling, mixed_level, full_info_hard). Nothing in the program imports them."""
