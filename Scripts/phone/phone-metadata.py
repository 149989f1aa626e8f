#!/usr/bin/env python3
"""Compiles libphonenumber's numbering-plan XML into Swift sources for kbcheck.

Usage:
  Scripts/phone/phone-metadata.py            # regenerate both sets
  Scripts/phone/phone-metadata.py --check    # regenerate into a temp dir and diff (exit 1 on drift)

Inputs (see Fixtures/PROVENANCE.md):
  Fixtures/phone/PhoneNumberMetadata.xml            -> Sources/KBCheckPhoneData/PhoneMetadataProduction.swift
  Fixtures/phone/PhoneNumberMetadataForTesting.xml  -> Tests/KBCheckTests/Phone/Generated/PhoneMetadataTesting.swift

Every regular expression of the XML (national number patterns, leading digits, international
prefixes, nationalPrefixForParsing, number-format patterns) is compiled HERE into a minimal DFA
over an alphabet of the ten ASCII digits plus capture markers (open/close of each capturing
group) and an end-of-input marker for `$`. The Swift runtime (`PhoneDFA.swift`) only walks these
tables: linear time, no regex engine at run time. Captures are found by walking the marker
transitions between digits (a bounded set of configurations per digit, one per DFA state).

The output is one compact text blob per metadata set in a `StaticString`, decoded once, lazily.
Stdlib Python only.
"""
import os
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
METADATA_VERSION = "libphonenumber v9.0.35 (2026-07-17, f7e3e88c)"
SETS = [
    ("Fixtures/phone/PhoneNumberMetadata.xml",
     "Sources/KBCheckPhoneData/PhoneMetadataProduction.swift", "production", "public"),
    ("Fixtures/phone/PhoneNumberMetadataForTesting.xml",
     "Tests/KBCheckTests/Phone/Generated/PhoneMetadataTesting.swift", "testing", "testing"),
]
TYPES = ["fixedLine", "mobile", "tollFree", "premiumRate", "sharedCost", "personalNumber",
         "voip", "pager", "uan", "voicemail", "noInternationalDialling"]

# ---------------------------------------------------------------- regex -> NFA

class Parser:
    """Parses the regex subset the XML uses: digits, \\d, [classes], (?:...), (...), |, ?, {n},
    {n,m}, {n,}, *, +, $. Capturing groups are numbered only when `captures` is true."""

    def __init__(self, text, captures):
        self.s = "".join(text.split())
        self.i = 0
        self.captures = captures
        self.groups = 0

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
        items = [self.seq()]
        while self.peek() == "|":
            self.i += 1
            items.append(self.seq())
        return ("alt", items) if len(items) > 1 else items[0]

    def seq(self):
        items = []
        while self.peek() not in (None, "|", ")"):
            items.append(self.repeat(self.atom()))
        return ("seq", items)

    def atom(self):
        c = self.peek()
        if c == "(":
            self.i += 1
            group = None
            if self.s.startswith("?:", self.i):
                self.i += 2
            elif self.captures:
                self.groups += 1
                group = self.groups
            inner = self.alt()
            if self.peek() != ")":
                self.fail("missing )")
            self.i += 1
            return ("group", group, inner) if group else inner
        if c == "[":
            self.i += 1
            digits = set()
            while self.peek() != "]":
                if self.peek() is None:
                    self.fail("missing ]")
                a = self.classchar()
                if self.peek() == "-" and self.s[self.i + 1] != "]":
                    self.i += 1
                    b = self.classchar()
                    digits |= {str(d) for d in range(int(a), int(b) + 1)}
                else:
                    digits |= a if isinstance(a, set) else {a}
            self.i += 1
            return ("set", frozenset(digits))
        if c == "\\":
            if self.s[self.i + 1] != "d":
                self.fail("only \\d is supported")
            self.i += 2
            return ("set", frozenset("0123456789"))
        if c == "$":
            self.i += 1
            return ("end",)
        if c is not None and c.isdigit():
            self.i += 1
            return ("set", frozenset(c))
        if c == "~":  # a wait-for-tone mark in the testing metadata's prefixes: never typed
            self.i += 1
            return ("set", frozenset())
        self.fail(f"unexpected {c!r}")

    def classchar(self):
        if self.s.startswith("\\d", self.i):
            self.i += 2
            return set("0123456789")
        c = self.peek()
        if not c.isdigit():
            self.fail(f"class char {c!r}")
        self.i += 1
        return c

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
                j = self.s.index("}", self.i)
                body = self.s[self.i + 1:j]
                self.i = j + 1
                if "," in body:
                    lo, hi = body.split(",")
                    node = ("rep", node, int(lo), int(hi) if hi else None)
                else:
                    node = ("rep", node, int(body), int(body))
            else:
                return node


class NFA:
    """Thompson NFA. Symbols: 0-9 digits, 10+2(g-1) open group g, 11+2(g-1) close, END last."""

    def __init__(self):
        self.eps = []
        self.moves = []

    def state(self):
        self.eps.append([])
        self.moves.append([])
        return len(self.eps) - 1

    def build(self, node, end_symbol):
        kind = node[0]
        if kind == "set":
            a, b = self.state(), self.state()
            for d in node[1]:
                self.moves[a].append((int(d), b))
            return a, b
        if kind == "end":
            a, b = self.state(), self.state()
            self.moves[a].append((end_symbol, b))
            return a, b
        if kind == "seq":
            a = self.state()
            cur = a
            for item in node[1]:
                s, e = self.build(item, end_symbol)
                self.eps[cur].append(s)
                cur = e
            return a, cur
        if kind == "alt":
            a, b = self.state(), self.state()
            for item in node[1]:
                s, e = self.build(item, end_symbol)
                self.eps[a].append(s)
                self.eps[e].append(b)
            return a, b
        if kind == "group":
            g = node[1]
            a, b = self.state(), self.state()
            s, e = self.build(node[2], end_symbol)
            m1, m2 = self.state(), self.state()
            self.moves[a].append((10 + 2 * (g - 1), s))
            self.eps[e].append(m1)
            self.moves[m1].append((11 + 2 * (g - 1), b))
            return a, b
        if kind == "rep":
            _, inner, lo, hi = node
            a = self.state()
            cur = a
            for _ in range(lo):
                s, e = self.build(inner, end_symbol)
                self.eps[cur].append(s)
                cur = e
            b = self.state()
            if hi is None:
                s, e = self.build(inner, end_symbol)
                self.eps[cur].append(s)
                self.eps[e].append(cur)
                self.eps[cur].append(b)
            else:
                for _ in range(hi - lo):
                    s, e = self.build(inner, end_symbol)
                    self.eps[cur].append(s)
                    self.eps[cur].append(b)
                    cur = e
                self.eps[cur].append(b)
            return a, b
        raise ValueError(kind)


def compile_dfa(pattern, captures=False):
    """Returns (symbol count, accepting flags, transitions[state][symbol] or -1), minimal."""
    p = Parser(pattern, captures)
    tree = p.parse()
    groups = p.groups
    nsym = 10 + 2 * groups + 1
    end_symbol = nsym - 1
    nfa = NFA()
    start, final = nfa.build(tree, end_symbol)

    def closure(states):
        stack, seen = list(states), set(states)
        while stack:
            s = stack.pop()
            for t in nfa.eps[s]:
                if t not in seen:
                    seen.add(t)
                    stack.append(t)
        return frozenset(seen)

    start_set = closure([start])
    index = {start_set: 0}
    sets = [start_set]
    trans = []
    k = 0
    while k < len(sets):
        cur = sets[k]
        row = []
        for sym in range(nsym):
            nxt = [t for s in cur for (m, t) in nfa.moves[s] if m == sym]
            if not nxt:
                row.append(-1)
                continue
            c = closure(nxt)
            if c not in index:
                index[c] = len(sets)
                sets.append(c)
            row.append(index[c])
        trans.append(row)
        k += 1
    accept = [final in s for s in sets]
    return minimise(nsym, accept, trans)


def minimise(nsym, accept, trans):
    """Moore partition refinement; drops states that cannot reach acceptance."""
    n = len(trans)
    # live states: can reach an accepting state
    rev = [[] for _ in range(n)]
    for s in range(n):
        for t in trans[s]:
            if t >= 0:
                rev[t].append(s)
    live = set(s for s in range(n) if accept[s])
    stack = list(live)
    while stack:
        t = stack.pop()
        for s in rev[t]:
            if s not in live:
                live.add(s)
                stack.append(s)
    if 0 not in live:
        return nsym, [False], [[-1] * nsym]
    trans = [[t if t in live else -1 for t in row] for row in trans]
    block = {s: (1 if accept[s] else 0) for s in live}
    while True:
        sig = {}
        newblock = {}
        for s in sorted(live):
            key = (block[s], tuple(block[t] if t >= 0 else -1 for t in trans[s]))
            newblock[s] = sig.setdefault(key, len(sig))
        if len(sig) == len(set(block.values())):
            break
        block = newblock
    # renumber in BFS order from the start state, for a canonical output
    order = {block[0]: 0}
    queue = [0]
    rep = {}
    for s in live:
        rep.setdefault(block[s], s)
    out_accept, out_trans = [], []
    i = 0
    while i < len(queue):
        s = rep[block[queue[i]]] if i else 0
        out_accept.append(accept[s])
        row = []
        for t in trans[s]:
            if t < 0:
                row.append(-1)
                continue
            b = block[t]
            if b not in order:
                order[b] = len(order)
                queue.append(t)
            row.append(order[b])
        out_trans.append(row)
        i += 1
    return nsym, out_accept, out_trans


def encode_dfa(dfa):
    nsym, accept, trans = dfa
    states = []
    for acc, row in zip(accept, trans):
        parts = []
        sym = 0
        while sym < nsym:
            t = row[sym]
            if t < 0:
                sym += 1
                continue
            end = sym
            while end + 1 < nsym and row[end + 1] == t and end + 1 < 10:
                end += 1
            parts.append(f"{sym}:{t}" if end == sym else f"{sym}-{end}:{t}")
            sym = end + 1
        states.append(("A" if acc else "") + ",".join(parts))
    return f"{nsym}/" + ";".join(states)

# ---------------------------------------------------------------- XML -> blob


class Blob:
    def __init__(self):
        self.lines = [f"V|{METADATA_VERSION}"]
        self.dfas = {}
        self.dfa_lines = []
        self.max_states = 0

    def dfa(self, pattern, captures=False):
        if pattern is None:
            return ""
        pattern = "".join(pattern.split())
        key = (pattern, captures)
        if key not in self.dfas:
            dfa = compile_dfa(pattern, captures)
            self.max_states = max(self.max_states, len(dfa[1]))
            self.dfas[key] = len(self.dfa_lines)
            self.dfa_lines.append("R|" + encode_dfa(dfa))
        return str(self.dfas[key])


def lengths(text):
    if text is None:
        return []
    out = []
    for part in text.split(","):
        part = part.strip()
        if part.startswith("["):
            a, b = part[1:-1].split("-")
            out.extend(range(int(a), int(b) + 1))
        elif part and part != "-1":
            out.append(int(part))
    return out


def clean(s):
    if s is None:
        return ""
    assert "|" not in s and "\n" not in s, s
    return s


def territory(blob, t):
    a = t.attrib
    np = a.get("nationalPrefix", "")
    npfp = a.get("nationalPrefixForParsing") or (np if np else None)

    def fmt_rule(rule):
        if rule is None:
            return ""
        return rule.replace("$NP", np).replace("$FG", "$1")

    terr_npfr = a.get("nationalPrefixFormattingRule")
    terr_cc = a.get("carrierCodeFormattingRule")
    terr_opt = a.get("nationalPrefixOptionalWhenFormatting") == "true"
    fields = [
        a["id"], a["countryCode"], "1" if a.get("mainCountryForCode") == "true" else "0",
        blob.dfa(a.get("internationalPrefix")), clean(a.get("preferredInternationalPrefix")),
        clean(np), blob.dfa(npfp, captures=True), clean(a.get("nationalPrefixTransformRule")),
        clean(fmt_rule(terr_npfr)), "1" if terr_opt else "0", clean(fmt_rule(terr_cc)),
        blob.dfa(a.get("leadingDigits")), "1" if a.get("mobileNumberPortableRegion") == "true" else "0",
        clean(a.get("preferredExtnPrefix")),
    ]
    blob.lines.append("T|" + "|".join(fields))
    descs = {}
    general = t.find("generalDesc")
    for name in ["generalDesc"] + TYPES:
        d = t.find(name)
        if d is None:
            continue
        pl = d.find("possibleLengths")
        descs[name] = (
            d.findtext("nationalNumberPattern"),
            lengths(pl.get("national")) if pl is not None else None,
            lengths(pl.get("localOnly")) if pl is not None else [],
            (d.findtext("exampleNumber") or "").strip(),
        )
    # generalDesc's possible lengths: the union over the types (as BuildMetadataFromXml does)
    national, local = set(), set()
    for name in TYPES:
        if name in descs and descs[name][1] is not None:
            national |= set(descs[name][1])
            local |= set(descs[name][2])
    local -= national
    gpat = general.findtext("nationalNumberPattern") if general is not None else None
    descs["generalDesc"] = (gpat, sorted(national), sorted(local), "")
    for name in ["generalDesc"] + TYPES:
        if name not in descs:
            continue
        pat, nat, loc, ex = descs[name]
        if nat is None:
            nat = sorted(national)
        blob.lines.append("D|" + "|".join([
            name, blob.dfa(pat), " ".join(map(str, nat)), " ".join(map(str, loc)), clean(ex)]))
    formats = t.find("availableFormats")
    if formats is not None:
        for f in formats.findall("numberFormat"):
            fa = f.attrib
            intl = f.findtext("intlFormat")
            npfr = fa.get("nationalPrefixFormattingRule", terr_npfr)
            cc = fa.get("carrierCodeFormattingRule", terr_cc)
            opt = fa.get("nationalPrefixOptionalWhenFormatting")
            opt = terr_opt if opt is None else opt == "true"
            leading = [blob.dfa(ld.text) for ld in f.findall("leadingDigits")]
            # As-you-type templates (AsYouTypeFormatter.createFormattingTemplate): character
            # classes and standalone digits of the pattern become \d.
            templ = re.sub(r"\[[^\[\]]*\]", r"\\d", "".join(fa["pattern"].split()))
            templ = re.sub(r"[0-9](?=[^,}][^,}])", r"\\d", templ)
            blob.lines.append("F|" + "|".join([
                blob.dfa(fa["pattern"], captures=True), clean(f.findtext("format")),
                " ".join(leading), clean(intl), clean(fmt_rule(npfr)), "1" if opt else "0",
                clean(fmt_rule(cc)), blob.dfa(templ, captures=True), blob.dfa(fa["pattern"]),
                " ".join(map(str, fixed_split(fa["pattern"]))),
            ]))


def fixed_length(node):
    """The number of digits a regex node always matches, or None when it varies."""
    kind = node[0]
    if kind == "set":
        return 1
    if kind == "end":
        return 0
    if kind == "seq":
        total = 0
        for item in node[1]:
            n = fixed_length(item)
            if n is None:
                return None
            total += n
        return total
    if kind == "alt":
        lengths = {fixed_length(item) for item in node[1]}
        return lengths.pop() if len(lengths) == 1 else None
    if kind == "group":
        return fixed_length(node[2])
    if kind == "rep":
        if node[2] != node[3]:
            return None
        n = fixed_length(node[1])
        return None if n is None else n * node[2]
    return None


def fixed_split(pattern):
    """The group lengths when a format pattern is only capturing groups of fixed
    length one after the other ((\\d{3})(\\d{3})(\\d{4}) -> [3, 3, 4]): the run time
    then splits without walking captures. Empty otherwise (171 of 759 patterns)."""
    tree = Parser(pattern, True).parse()
    items = tree[1] if tree[0] == "seq" else [tree]
    split = []
    for item in items:
        if item[0] != "group":
            return []
        n = fixed_length(item)
        if n is None:
            return []
        split.append(n)
    return split


def generate(xml_path, which, access):
    root = ET.parse(os.path.join(ROOT, xml_path)).getroot()
    blob = Blob()
    for t in root.iter("territory"):
        territory(blob, t)
    text = "\n".join(blob.lines[:1] + blob.dfa_lines + blob.lines[1:]) + "\n"
    assert '"' not in text and "\\" not in text
    body = text.rstrip("\n")  # one record a line
    name = "production" if which == "production" else "testing"
    header = (
        "// swift-format-ignore-file\n"
        f"// Generated by Scripts/phone/phone-metadata.py from {xml_path}\n"
        f"// ({METADATA_VERSION}). DO NOT EDIT; regenerate with `Scripts/phone/phone-metadata.py`.\n"
        f"// {len(blob.dfa_lines)} DFAs (largest {blob.max_states} states), "
        f"{sum(1 for l in blob.lines if l.startswith('T|'))} territories.\n\n"
    )
    if access == "public":
        # Its own target (KBCheckPhoneData), so that the generated source is
        # compiled once, not with every change to the library;
        # KBCheck's PhoneNumberingPlans.production reads it.
        src = header + (
            "/// The numbering plans of every region, compiled from libphonenumber's\n"
            f"/// `PhoneNumberMetadata.xml` ({METADATA_VERSION}); see\n"
            "/// `Scripts/phone/phone-metadata.py` for the format.\n"
            f'package let phoneMetadataProductionBlob: StaticString = """\n{body}\n"""\n'
        )
    else:
        src = header + (
            "@testable import KBCheck\n\n"
            "extension PhoneNumberingPlans {\n"
            "  /// libphonenumber's partly fictional test metadata\n"
            "  /// (`PhoneNumberMetadataForTesting.xml`), for the ported conformance suites.\n"
            "  static let testing = PhoneNumberingPlans(blob: testingBlob)\n"
            "}\n\n"
            f'private let testingBlob: StaticString = """\n{body}\n"""\n'
        )
    return src


def main():
    check = "--check" in sys.argv
    out_root = tempfile.mkdtemp() if check else ROOT
    drift = False
    for xml_path, out_path, which, access in SETS:
        src = generate(xml_path, which, access)
        dest = os.path.join(out_root, out_path)
        os.makedirs(os.path.dirname(dest), exist_ok=True)
        with open(dest, "w") as fh:
            fh.write(src)
        if check:
            r = subprocess.run(["diff", "-q", os.path.join(ROOT, out_path), dest])
            drift |= r.returncode != 0
        else:
            print(f"wrote {out_path} ({len(src)} bytes)")
    if check:
        print("phone metadata: " + ("DRIFT" if drift else "up to date"))
        sys.exit(1 if drift else 0)


if __name__ == "__main__":
    main()
