"""The bundle's entry script: PyInstaller freezes this file as the ``koutchina`` executable.

It does what the ``koutchina`` gui-script of the installed package does.
"""

import sys

from koutchina.app.main import main

if __name__ == "__main__":
    sys.exit(main())
