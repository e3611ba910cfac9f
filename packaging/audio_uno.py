"""The frozen program's entry point: PyInstaller starts from a script, not from a console-script entry."""

import sys

from audiouno.cli import main

sys.exit(main())
