"""The message history the table's history keys browse."""

from __future__ import annotations

from audiouno.app.output.history import MessageHistory


def test_history_browses_back_and_forth_and_a_new_message_resets_the_place() -> None:
    history = MessageHistory(limit=3)
    assert history.older() is None and history.oldest() is None and history.last is None
    for text in ("one", "two", "three", "four"):
        history.add(text)
    assert history.last == "four"
    assert history.older() == ("three", False)
    assert history.older() == ("two", False)
    assert history.older() == ("two", True)  # "one" fell out of the history
    assert history.newer() == ("three", False)
    assert history.newest() == "four"
    assert history.newer() == ("four", True)
    assert history.oldest() == "two"
    history.add("five")
    assert history.older() == ("four", False)
