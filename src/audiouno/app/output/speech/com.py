"""Windows' COM, through which JAWS's API and SAPI5 are reached, on the speech backends' own threads."""

from __future__ import annotations

import sys


def enter_com() -> None:
    """Lets the calling thread make and call COM objects, on Windows; elsewhere does nothing.

    The speech backends are opened and used on worker threads of their own, which need not have entered COM
    (importing pywin32 or comtypes enters only the thread that imports them first): accessible_output2 could then
    leave JAWS out without a word, and pyttsx3's SAPI5 driver fail to start.
    """
    if sys.platform == "win32":
        import pythoncom  # pywin32, which accessible_output2 and pyttsx3 require on Windows

        pythoncom.CoInitialize()  # on a thread that has already entered, this does nothing
