"""A saved match taken up again (the main menu's Continue, `--continue`, `--watch`): replayed to where it stood,
or set aside as damaged with one sentence."""

from __future__ import annotations

from ....engine import Phase
from ...files.player_files import MATCH
from ...files.saved_match import FORMAT, KIND, SavedMatch
from ..scene import Services
from .scene import TableScene


def continue_match(services: Services, name: str = MATCH, *, quiet: bool = False) -> bool:
    """Take up the saved match where it stood; False (and a spoken reason, unless `quiet` and there is simply
    none) if there is none or it is damaged. Whatever goes wrong in taking it up (a value no check foresaw,
    a replay that raises) makes it a damaged save: set aside with one sentence, so it is never tried twice."""
    data = services.files.load(name, KIND, FORMAT)
    if data is None:
        if not services.files.notices and not quiet:
            services.voice.tell(services.catalogue.text("main.nothing_saved"))
        services.tell_file_notices()
        return False
    table: TableScene | None = None
    try:
        table = TableScene.restored(services, SavedMatch.from_data(data))
    except Exception as damage:  # whatever a save makes the replay do, it is only a bad save
        if table is not None:
            table.close()
        services.files.damaged(name, f"does not replay: {damage!r}")
        services.tell_file_notices()
        return False
    if table.view.phase is Phase.MATCH_OVER:  # a kill came before its save was removed: it is over, not saved
        table.close()
        services.files.forget(name)
        if not quiet:
            services.voice.tell(services.catalogue.text("main.nothing_saved"))
        services.tell_file_notices()
        return False
    services.voice.cue("menu_select")
    services.control.push(table)
    return True
