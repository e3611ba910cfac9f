"""The pygame program, in rooms that import one way (`tests/test_imports.py` holds them to it):

    files/     the player's files: one reader (regular files, size and depth limits), typed schemas, atomic
               writes, the folder lock; settings, statistics, the match set up, the saved match and its keeper
    keys/      what a key means in no scene: the places and their declared commands, the keymap file, key help
    loop.py    the one non-blocking loop and its stack of scenes (a scene is only a `Layer` to it); clock.py
    output/    what is heard or seen: the voice (the one speech funnel), the words, narration (events read into
               words), history, cues, trace, large print, and the speech back ends (screen reader, Speech
               Dispatcher, built-in speech, text log)
    scenes/    scene.py (Scene, Services), then lists/ (the one list shape), table/ and practice/, tutorial/ (the
               lessons, played at the real table), lobby/, readers.py, options/, main_menu.py:
               each room imports only those before it
    program.py the wiring: window, speech, cues, keymap and files, handed to the loop

Below the app: `audiouno.bots` (strategies over a `PlayerView`) and `audiouno.engine` (the rules; no pygame, speech,
sound, clock or global random). Every word is a Fluent message in `audiouno/locales/<language>/`.
"""
