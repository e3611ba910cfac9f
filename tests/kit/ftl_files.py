"""The .ftl files read as Fluent syntax trees, for tests that compare the languages message by message."""

from __future__ import annotations

from functools import cache
from importlib import resources

from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor

LOCALES = resources.files("audiouno.locales")


@cache
def messages(language: str) -> dict[str, ast.Message]:
    """Every message of a language by id; a line Fluent cannot read fails here, naming its file."""
    found: dict[str, ast.Message] = {}
    parser = FluentParser()
    for part in sorted(LOCALES.joinpath(language).iterdir(), key=lambda entry: entry.name):
        if not part.name.endswith(".ftl"):
            continue
        resource = parser.parse(part.read_text(encoding="utf-8"))
        junk = [entry.content for entry in resource.body if isinstance(entry, ast.Junk)]
        assert not junk, f"{language}/{part.name} has lines Fluent cannot read: {junk}"
        found.update((entry.id.name, entry) for entry in resource.body if isinstance(entry, ast.Message))
    return found


def patterns(message: ast.Message) -> dict[str | None, ast.Pattern]:
    """The message's value (None) and each attribute, by attribute name."""
    found: dict[str | None, ast.Pattern] = {attribute.id.name: attribute.value for attribute in message.attributes}
    if message.value is not None:
        found[None] = message.value
    return found


class _Collector(Visitor):
    def __init__(self) -> None:
        self.variables: set[str] = set()
        self.references: set[tuple[str, str | None]] = set()
        self.selects: list[ast.SelectExpression] = []

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.variables.add(node.id.name)

    def visit_MessageReference(self, node: ast.MessageReference) -> None:
        self.references.add((node.id.name, node.attribute.name if node.attribute else None))

    def visit_SelectExpression(self, node: ast.SelectExpression) -> None:
        self.selects.append(node)
        self.generic_visit(node)


def _collect(language: str, pattern: ast.Pattern, seen: set[tuple[str, str | None]]) -> _Collector:
    """What a pattern uses, following message references (which share the caller's arguments)."""
    collector = _Collector()
    collector.visit(pattern)
    for reference in sorted(collector.references - seen, key=str):
        seen.add(reference)
        target = messages(language)[reference[0]]
        inner = _collect(language, patterns(target)[reference[1]], seen)
        collector.variables |= inner.variables
        collector.selects += inner.selects
    return collector


def variables(language: str, message_id: str, attribute: str | None = None) -> set[str]:
    """The arguments a message (or one of its attributes) uses, through the messages it refers to."""
    return _collect(language, patterns(messages(language)[message_id])[attribute], set()).variables


def selections(language: str, message_id: str, attribute: str | None = None) -> dict[str, set[str]]:
    """The variables a message selects on, each with its variants' keys ("you", "one", "0" ...)."""
    found: dict[str, set[str]] = {}
    for select in _collect(language, patterns(messages(language)[message_id])[attribute], set()).selects:
        selector = select.selector
        if isinstance(selector, ast.FunctionReference):  # NUMBER($count, ...)
            selector = selector.arguments.positional[0]
        if isinstance(selector, ast.VariableReference):
            keys = found.setdefault(selector.id.name, set())
            for variant in select.variants:
                key = variant.key
                keys.add(key.name if isinstance(key, ast.Identifier) else key.value)
    return found
