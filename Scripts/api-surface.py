#!/usr/bin/env python3
"""Counts the public API of the KBCheck library from its symbol graph.

usage: Scripts/api-surface.py [--list]

Runs `swift package dump-symbol-graph --minimum-access-level public` and
prints the number of public types (structs, enums, classes, protocols) and
of all public symbols by kind; --list also prints the public type names.
"""
import collections, json, pathlib, subprocess, sys

root = pathlib.Path(__file__).resolve().parent.parent
out = subprocess.run(
    ["swift", "package", "dump-symbol-graph", "--minimum-access-level", "public"],
    cwd=root, capture_output=True, text=True)
graphs = sorted(root.glob(".build/*/symbolgraph/KBCheck.symbols.json"))
if out.returncode != 0 or not graphs:
    sys.exit("dump-symbol-graph failed:\n" + out.stderr[-2000:])
symbols = json.loads(graphs[0].read_text())["symbols"]
kinds = collections.Counter(s["kind"]["identifier"].removeprefix("swift.") for s in symbols)
type_kinds = ("struct", "enum", "class", "protocol")
types = sorted(".".join(s["pathComponents"]) for s in symbols
               if s["kind"]["identifier"].removeprefix("swift.") in type_kinds)
print(f"public types: {len(types)} "
      + ", ".join(f"{k} {kinds[k]}" for k in type_kinds))
print(f"public symbols: {sum(kinds.values())} "
      + ", ".join(f"{k} {n}" for k, n in sorted(kinds.items())))
if "--list" in sys.argv:
    print("\n".join(types))
