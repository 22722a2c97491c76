#!/usr/bin/env python3
"""The published JSON Schema and the engine's readers must agree.

Usage: check_schema.py SWATCH REPO [SHARED]

1. `swatch schema` is a valid draft 2020-12 schema (Python's jsonschema).
2. Every document of content/specs/, of the project's fixtures and of the
   public conformance cases validates, and the engine accepts it.
3. Seeded random specs, generated from the schema itself, validate and are
   accepted by `swatch layout`.
4. Seeded mutations of all of those (an unknown key, a wrong enumeration name,
   a value of the wrong type) are judged alike by the schema and the engine:
   both reject, or (rarely, for a type change the schema allows) both accept.
"""
import glob
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile

import jsonschema

SEED = 20261123
RANDOM_SPECS = 120
MUTATIONS = 240


def run(swatch, command, document, tmp):
    path = os.path.join(tmp, "doc.json")
    with open(path, "w", encoding="utf-8") as f:
        json.dump(document, f)
    result = subprocess.run([swatch, command, path, "--format", "json"], capture_output=True, text=True, timeout=60)
    if result.returncode not in (0, 2):
        raise SystemExit(f"swatch {command} exited {result.returncode} on {json.dumps(document)[:300]}: {result.stderr}")
    return result.returncode == 0, result.stderr.strip()


def command_for(document, kinds):
    """The CLI command for a document, by the schema's own marker keys."""
    if isinstance(document, dict):
        for kind in kinds:
            if any(marker in document for marker in kind["markers"]):
                return kind["name"]
    return "layout"


def documents(repo, shared):
    out = []
    for path in sorted(glob.glob(os.path.join(repo, "content/specs/*.json"))):
        out.append((os.path.relpath(path, repo), json.load(open(path, encoding="utf-8"))))
    kinds_of_cases = ("frames", "ranges", "transitions", "timelines")
    folders = [os.path.join(repo, "Tests/Fixtures", kind) for kind in kinds_of_cases]
    if shared:
        folders += [os.path.join(shared, "conformance", kind) for kind in kinds_of_cases]
    for folder in folders:
        for path in sorted(glob.glob(os.path.join(folder, "*.json"))):
            case = json.load(open(path, encoding="utf-8"))
            # A transition case's document is `doc`; one that must be refused has no `expected`.
            document = case.get("spec") or case.get("scenario") or (case.get("doc") if "expected" in case else None)
            if document is not None:
                out.append((path, document))
    return out


class Generator:
    """Random values of a JSON Schema's shapes, kept small."""

    def __init__(self, schema, rng):
        self.defs = schema["$defs"]
        self.rng = rng
        self.budget = 0
        self.ids = 0

    def resolve(self, node):
        # Annotations (x-swatch-...) say how a key is shown, not what it holds.
        while "$ref" in node and len([k for k in node if not k.startswith("x-")]) <= 4:
            node = {**self.defs[node["$ref"].split("/")[-1]], **{k: v for k, v in node.items() if k != "$ref"}}
        return node

    def value(self, node, depth):
        node = self.resolve(node)
        rng = self.rng
        if "const" in node:
            return node["const"]
        if "allOf" in node and any("if" in branch for branch in node["allOf"]):  # the element union
            return self.element(depth)
        if "enum" in node:
            return rng.choice(node["enum"])
        if "anyOf" in node:
            # A branch keeps what the node says around it (a colour's "type": "string").
            outer = {k: v for k, v in node.items() if k not in ("anyOf", "description")}
            return self.value({**outer, **rng.choice(node["anyOf"])}, depth)
        kind = node.get("type")
        if kind in ("number", "integer"):
            low = node.get("minimum", node.get("exclusiveMinimum", -50))
            high = min(node.get("maximum", 300), low + 300)
            if "exclusiveMinimum" in node:
                low += 0.5
            v = rng.uniform(low, high)
            return int(round(v)) if kind == "integer" or rng.random() < 0.5 else round(v * 4) / 4
        if kind == "boolean":
            return rng.random() < 0.5
        if kind == "string":
            if node.get("pattern", "").startswith("^(#"):
                return rng.choice(["red", "#4a90d9", "#abc", "rgb(10, 20, 30)", "teal"])
            if "pattern" in node:
                return f"{rng.randint(0, 100)}%"
            if node.get("minLength") == 1:
                self.ids += 1
                return f"n{self.ids}"
            return rng.choice(["Hello", "A longer line of text that wraps", "x"])
        if kind == "array":
            if "prefixItems" in node:
                return [self.value(item, depth) for item in node["prefixItems"]]
            count = rng.randint(node.get("minItems", 0), 3)
            items = [self.value(node["items"], depth + 1) for _ in range(count)]
            if node.get("uniqueItems"):  # a set of names (accessibilityTraits)
                items = [v for i, v in enumerate(items) if v not in items[:i]]
            return items
        if kind == "object" or "properties" in node:
            return self.object(node, depth)
        raise SystemExit(f"no generator for {json.dumps(node)[:200]}")

    def element(self, depth):
        names = [n.split(".", 1)[1] for n in self.defs if n.startswith("element.")]
        leaves = [n for n in names if self.defs["element." + n]["x-swatch-displayNode"]]
        self.budget -= 1
        name = self.rng.choice(leaves if depth > 4 or self.budget <= 0 else names)
        return self.object(self.defs["element." + name], depth, element=True)

    def object(self, node, depth, element=False):
        rng = self.rng
        out = {}
        required = set(node.get("required", []))
        excluded = set()
        for condition in node.get("allOf", []):
            pair = condition.get("not", {}).get("required")
            if pair:
                excluded.add(rng.choice(pair))
            # Exactly one of several keys (an image modification's kinds).
            choices = [branch["required"][0] for branch in condition.get("oneOf", []) if branch.get("required")]
            if choices:
                chosen = rng.choice(choices)
                required = required | {chosen}
                excluded.update(c for c in choices if c != chosen)
        for key, prop in node.get("properties", {}).items():
            if key in excluded or key == "$schema":
                continue
            if key in required or rng.random() < (0.5 if element else 0.3):
                if key == "id" and rng.random() < 0.5:
                    continue
                if key == "layout" and depth > 3:
                    continue
                out[key] = self.value(prop, depth + 1)
        return out


def paths(value, prefix=()):
    """Every (path, value) inside a document."""
    yield prefix, value
    if isinstance(value, dict):
        for k, v in value.items():
            yield from paths(v, prefix + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from paths(v, prefix + (i,))


def replaced(document, path, new):
    document = json.loads(json.dumps(document))
    if not path:
        return new
    target = document
    for p in path[:-1]:
        target = target[p]
    target[path[-1]] = new
    return document


def mutate(document, rng, enum_names):
    """A seeded mutation: (kind, mutated document) or None."""
    everything = list(paths(document))
    kind = rng.choice(["unknown key", "wrong enumeration name", "wrong type"])
    if kind == "unknown key":
        objects = [(p, v) for p, v in everything if isinstance(v, dict)]
        path, obj = rng.choice(objects)
        new = dict(obj)
        new["zUnknownKey"] = 1
        return kind, replaced(document, path, new)
    if kind == "wrong enumeration name":
        # Free strings (ids, titles, texts, truncation tokens, URLs, state
        # names, accessibility labels) may happen to spell an enumeration name
        # ("x"); they are not one.
        names = [(p, v) for p, v in everything if isinstance(v, str) and v in enum_names and p
                 and p[-1] not in ("id", "title", "text", "truncation", "url", "name", "accessibilityLabel", "$schema")]
        if not names:
            return None
        path, _ = rng.choice(names)
        return kind, replaced(document, path, "notAName")
    leaves = [(p, v) for p, v in everything if p and not isinstance(v, (dict, list)) and p[-1] != "$schema"]
    if not leaves:
        return None
    path, value = rng.choice(leaves)
    if isinstance(value, bool):
        new = "yes"
    elif isinstance(value, (int, float)):
        new = "twelve"
    else:
        new = 12
    return kind, replaced(document, path, new)


def main():
    if len(sys.argv) < 3:
        raise SystemExit(__doc__)
    swatch, repo = sys.argv[1], sys.argv[2]
    shared = sys.argv[3] if len(sys.argv) > 3 and os.path.isdir(sys.argv[3]) else None
    if shared is None:
        print("check_schema: ../shared is absent; the public conformance cases are skipped")
    schema = json.loads(subprocess.run([swatch, "schema"], capture_output=True, text=True, check=True).stdout)
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    kinds = schema["x-swatch-documentKinds"]
    enum_names = set()
    for _, node in paths(schema):
        if isinstance(node, dict) and isinstance(node.get("enum"), list):
            enum_names.update(n for n in node["enum"] if isinstance(n, str))

    failures = []
    rng = random.Random(SEED)
    with tempfile.TemporaryDirectory() as tmp:
        # Scenarios may name cell files beside them: the content's specs are
        # copied beside the documents run from here.
        for path in glob.glob(os.path.join(repo, "content/specs/*.json")):
            shutil.copy(path, tmp)
        docs = documents(repo, shared)
        for name, document in docs:
            errors = list(validator.iter_errors(document))
            if errors:
                failures.append(f"{name}: the schema rejects it: {errors[0].message[:200]}")
            accepted, message = run(swatch, command_for(document, kinds), document, tmp)
            if not accepted:
                failures.append(f"{name}: the engine rejects it: {message}")

        generator = Generator(schema, rng)
        random_specs = []
        for n in range(RANDOM_SPECS):
            generator.budget = 12
            spec = {"sizeRange": {"min": [0, 0], "max": [375, "inf"]}, "root": generator.element(0)}
            random_specs.append((f"random spec {n}", spec))
            errors = list(validator.iter_errors(spec))
            if errors:
                failures.append(f"random spec {n}: the schema rejects what it generated: {errors[0].message[:200]}")
                continue
            accepted, message = run(swatch, "layout", spec, tmp)
            if not accepted:
                failures.append(f"random spec {n}: valid by the schema, refused by the engine: {message}\n  {json.dumps(spec)[:400]}")

        pool = docs + random_specs
        rejected = 0
        tried = 0
        while tried < MUTATIONS:
            name, document = rng.choice(pool)
            mutation = mutate(document, rng, enum_names)
            if mutation is None:
                continue
            tried += 1
            kind, mutated = mutation
            schema_accepts = validator.is_valid(mutated)
            engine_accepts, message = run(swatch, command_for(mutated, kinds), mutated, tmp)
            if not engine_accepts:
                rejected += 1
            if schema_accepts != engine_accepts:
                failures.append(
                    f"{name}, {kind}: the schema {'accepts' if schema_accepts else 'rejects'} it, the engine "
                    f"{'accepts' if engine_accepts else 'rejects: ' + message}\n  {json.dumps(mutated)[:400]}")
            elif kind != "wrong type" and engine_accepts:
                failures.append(f"{name}, {kind}: both accept a document they must reject\n  {json.dumps(mutated)[:400]}")

    for failure in failures:
        print("FAIL " + failure)
    print(f"check_schema: {len(docs)} documents, {RANDOM_SPECS} random specs, {tried} mutations "
          f"({rejected} rejected by both); {len(failures)} disagreements")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
