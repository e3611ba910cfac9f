"""The package's imports: no module imports itself back through others (type-only imports included), the
layers run one way (engine, then bots, then the app), and so do the app's rooms (app/__init__.py draws them)."""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "src" / "audiouno"
LAYERS = {"engine": 0, "bots": 1, "app": 2}  # a module may import its own layer or those below


def module_name(path: Path) -> str:
    parts = ["audiouno", *path.relative_to(PACKAGE).with_suffix("").parts]
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(path): path for path in PACKAGE.rglob("*.py")}


def imports(name: str) -> set[str]:
    """The package's modules that `name` imports, anywhere in its text (a name imported from a package counts
    as its submodule when there is one)."""
    path = MODULES[name]
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = imports_in(path.read_text(encoding="utf-8"), package)
    return {module for module in found if module in MODULES and module != name}


def imports_in(source: str, package: str) -> set[str]:
    """What a text in `package` imports: modules, and the packages that names are imported from."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package.rsplit(".", node.level - 1)[0] if node.level else ""
            target = ".".join(part for part in (base, node.module or "") if part)
            for alias in node.names:
                found.add(f"{target}.{alias.name}" if f"{target}.{alias.name}" in MODULES else target)
    return found


@cache
def import_graph() -> dict[str, set[str]]:
    """Each module's imports: read when a test first asks, not as the file is collected (every worker collects
    every file)."""
    return {name: imports(name) for name in MODULES}


def test_no_import_cycle() -> None:
    """Depth-first search for a way back to a module on the current path (package __init__ files aside: they
    gather their submodules' names by design)."""
    graph = {
        name: {m for m in deps if MODULES[m].name != "__init__.py" and m in MODULES}
        for name, deps in import_graph().items()
        if name in MODULES
    }
    cycles: list[list[str]] = []
    done: set[str] = set()

    def visit(name: str, path: list[str]) -> None:
        if name in path:
            cycles.append([*path[path.index(name) :], name])
            return
        if name in done:
            return
        for module in sorted(graph[name]):
            visit(module, [*path, name])
        done.add(name)

    for name in sorted(graph):
        visit(name, [])
    assert cycles == []


def test_the_layers_import_one_way() -> None:
    graph = import_graph()

    def layer(name: str) -> int | None:
        parts = name.split(".")
        return LAYERS.get(parts[1]) if len(parts) > 1 else None

    upward = [
        (name, module)
        for name, deps in graph.items()
        for module in deps
        if layer(name) is not None and layer(module) is not None and layer(module) > layer(name)  # type: ignore[operator]
    ]
    assert upward == []


def test_the_check_sees_imports() -> None:
    """The graph is real: the table imports the engine and the scene, and control.py no longer imports scene.py."""
    graph = import_graph()
    assert {"audiouno.engine", "audiouno.app.scenes.scene"} <= graph["audiouno.app.scenes.table.scene"]
    assert "audiouno.app.loop" in graph["audiouno.app.scenes.scene"]
    assert "audiouno.app.scenes.scene" not in graph["audiouno.app.loop"]


# The app's rooms (app/__init__.py draws the map): a room may import its own modules and the rooms below it.
APP_ROOMS = {"clock": 0, "files": 0, "keys": 1, "loop": 1, "output": 2, "scenes": 3, "program": 4}
SCENE_ROOMS = {"scene": 0, "lists": 1, "table": 2, "practice": 2, "lobby": 3, "readers": 3, "tutorial": 3,
               "replay": 3, "options": 4, "main_menu": 5}  # fmt: skip


def room(name: str) -> tuple[int, int] | None:
    """Where a module of the app sits: its room's floor, then (inside scenes) its scene room's floor."""
    parts = name.split(".")
    if parts[:2] != ["audiouno", "app"] or len(parts) < 3:
        return None
    floor = APP_ROOMS[parts[2]]
    inner = SCENE_ROOMS[parts[3]] if parts[2] == "scenes" and len(parts) > 3 else 0
    return floor, inner


def test_every_module_of_the_app_is_in_a_room() -> None:
    assert all(room(name) is not None for name in MODULES if name.startswith("audiouno.app."))


def test_the_apps_rooms_import_only_the_rooms_below() -> None:
    graph = import_graph()
    upward = []
    for name, deps in graph.items():
        here = room(name)
        for module in deps:
            there = room(module)
            if here is not None and there is not None and there > here and module.split(".")[:4] != name.split(".")[:4]:
                upward.append((name, module))
    assert upward == []


# The app's longest chain of module imports, package __init__ files aside: a deep chain is a module that sits above
# a tower of others, each needing the next (the main menu above every scene, the table's parts stacked eight deep).
APP_CHAIN_LIMIT = 12


def longest_chain(graph: dict[str, set[str]]) -> tuple[str, ...]:
    """The longest path of imports in `graph` (which has no cycle), from its first module to its last."""
    longest: dict[str, tuple[str, ...]] = {}

    def from_(name: str) -> tuple[str, ...]:
        if name not in longest:
            below = max((from_(module) for module in sorted(graph[name])), key=len, default=())
            longest[name] = (name, *below)
        return longest[name]

    return max((from_(name) for name in sorted(graph)), key=len, default=())


def test_the_apps_longest_import_chain_is_short() -> None:
    graph = import_graph()
    app = {name for name in MODULES if name.startswith("audiouno.app.") and MODULES[name].name != "__init__.py"}
    assert len(app) > 100  # the app is read
    chain = longest_chain({name: graph[name] & app for name in app})
    assert len(chain) < APP_CHAIN_LIMIT, " -> ".join(name.removeprefix("audiouno.app.") for name in chain)


def test_the_longest_chain_is_found() -> None:
    graph = {"a": {"b", "c"}, "b": {"d"}, "c": set(), "d": {"e"}, "e": set(), "f": {"a"}}
    assert longest_chain(graph) == ("f", "a", "b", "d", "e")


def test_the_options_read_the_keys_from_their_declaration_not_from_the_table() -> None:
    """The key describer and the key bindings read each place's declared commands (keys/places.py), so the options
    room does not sit above the whole table to learn its command names."""
    graph = import_graph()
    options = [name for name in graph if name.startswith("audiouno.app.scenes.options.")]
    assert len(options) > 3  # the room is read
    reaching = {name: sorted(m for m in graph[name] if m.startswith("audiouno.app.scenes.table")) for name in options}
    assert {name: modules for name, modules in reaching.items() if modules} == {}


# The table's parts read the game as the player's seat sees it (table/context.py): only the match, which makes the
# calls on the engine and keeps their record, and the pacer, which plans the bots', hold the whole Game.
TABLE = PACKAGE / "app" / "scenes" / "table"
HOLD_THE_GAME = {"match.py", "pacing.py"}
ENGINE_FOR_THE_PARTS = {"audiouno.engine", "audiouno.engine.events"}  # the public names and the events
THE_WHOLE_GAME = {"Game", "GameState"}


def reaches_the_game(source: str, name: str) -> list[str]:
    """Where the text of module `name` reaches past the player's view: an engine module other than the public
    names and the events (the rule modules take the whole game), the `Game` itself, or an attribute `.game`."""
    engine = [module for module in imports_in(source, name.rpartition(".")[0]) if module.startswith("audiouno.engine.")]
    found = [f"imports {module}" for module in sorted(engine) if module not in ENGINE_FOR_THE_PARTS]
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ImportFrom) and any(alias.name in THE_WHOLE_GAME for alias in node.names):
            found.append(f"line {node.lineno}: imports the Game")
        elif isinstance(node, ast.Attribute) and node.attr in ("game", "_game"):
            found.append(f"line {node.lineno}: .{node.attr}")
    return found


def test_the_tables_parts_read_only_the_view() -> None:
    parts = sorted(path for path in TABLE.glob("*.py") if path.name not in HOLD_THE_GAME)
    assert len(parts) > 10  # the folder is read
    reaching = {path.name: reaches_the_game(path.read_text(encoding="utf-8"), module_name(path)) for path in parts}
    assert {part: where for part, where in reaching.items() if where} == {}


def test_the_view_check_sees_a_part_that_reaches_the_game() -> None:
    """Planted: each way a part could reach past the view is found, and the view itself is not."""
    name = "audiouno.app.scenes.table.hand_reader"
    assert reaches_the_game("from ....engine import Game, Play\n", name) == ["line 1: imports the Game"]
    assert reaches_the_game("from ....engine.legality import intercepts\n", name) == [
        "imports audiouno.engine.legality"
    ]
    assert reaches_the_game("import audiouno.engine.game\n", name) == ["imports audiouno.engine.game"]
    assert reaches_the_game("held = self.context.view._game.hands\n", name) == ["line 1: ._game"]
    assert reaches_the_game("legal = self.game.legal_actions(0)\n", name) == ["line 1: .game"]
    clean = "from ....engine import Play, PlayerView\nfrom ....engine.events import Event\nview.legal_actions()\n"
    assert reaches_the_game(clean, name) == []
