#!/usr/bin/env python3
"""Counts the public API of the KBCheck library from its symbol graph.

usage: Scripts/dev/api-surface.py [--list]

Builds the KBCheck target alone (KBCHECK_CORE_ONLY=1, in its own scratch
path .build-api-surface/ so the main build is not disturbed) with the
compiler emitting its symbol graph at the public access level, and prints
the number of public types (structs, enums, classes, protocols; nested ones
too) and of all public symbols by kind; --list also prints the public type
names. (`swift package dump-symbol-graph` builds every target, the
trait-only adapters with them, and fails without their packages.)
"""
import collections, json, os, pathlib, subprocess, sys

root = pathlib.Path(__file__).resolve().parents[2]
out_dir = root / ".build-api-surface" / "symbolgraph"
out_dir.mkdir(parents=True, exist_ok=True)
out = subprocess.run(
    ["swift", "build", "--scratch-path", str(root / ".build-api-surface"), "--target", "KBCheck",
     "-Xswiftc", "-emit-symbol-graph", "-Xswiftc", "-emit-symbol-graph-dir",
     "-Xswiftc", str(out_dir), "-Xswiftc", "-symbol-graph-minimum-access-level",
     "-Xswiftc", "public"],
    cwd=root, capture_output=True, text=True, env={**os.environ, "KBCHECK_CORE_ONLY": "1"})
graphs = [out_dir / "KBCheck.symbols.json"]
if out.returncode != 0 or not graphs[0].exists():
    sys.exit("building the symbol graph failed:\n" + out.stderr[-2000:])
symbols = [s for s in json.loads(graphs[0].read_text())["symbols"]
           if s.get("accessLevel") == "public"]
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
