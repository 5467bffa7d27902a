"""History, replay and statistics windows, and the check of the saved matches at start.

They take what they need (the store, the settings, the match on the table through
``resumption.MatchInPlay``) and ask for a match to be resumed with a signal
(``resume_requested``); the main window opens them and connects them."""
