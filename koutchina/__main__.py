"""``python -m koutchina``: the program, as the ``koutchina`` command starts it."""

import sys

from koutchina.app.main import main

sys.exit(main())
