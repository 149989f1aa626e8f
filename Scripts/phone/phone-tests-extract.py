#!/usr/bin/env python3
"""Extract libphonenumber's own test expectations into JSON data (stdlib only).

Reads Fixtures/phone/PhoneNumberUtilTest.java, AsYouTypeFormatterTest.java (run by
libphonenumber against PhoneNumberMetadataForTesting.xml) and, for ExampleNumbersTest.java,
the REAL Fixtures/phone/PhoneNumberMetadata.xml, and writes Fixtures/phone-tests/*.json.

The Java test methods are read statement by statement by a small evaluator that knows
PhoneNumber builders (`new PhoneNumber().setCountryCode(1)...`, `mergeFrom`, `clear`), the
class's PhoneNumber constants, RegionCode/enum constants, local String and PhoneNumber
variables, and the try { parse; fail } catch { ErrorType } idiom. Every assertion it cannot
map onto the agreed kbcheck API is written to not-ported.json with its reason; nothing is
dropped silently. Usage: python3 Scripts/phone/phone-tests-extract.py [--check]
"""
import json
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SRC = ROOT / "Fixtures" / "phone"
# The metadata XMLs come with the engine (branch phone); before that merge, read the shared copy.
XML_SRC = SRC if (SRC / "PhoneNumberMetadata.xml").exists() else ROOT.parent / "shared" / "fixtures" / "phone"
OUT = ROOT / "Fixtures" / "phone-tests"


class Unported(Exception):
    """An expression or assertion the evaluator cannot map; carries the reason."""


# ---------------------------------------------------------------- Java text handling
def strip_comments(text):
    out, i, n = [], 0, len(text)
    while i < n:
        c = text[i]
        if c in "\"'":
            j = i + 1
            while text[j] != c:
                j += 2 if text[j] == "\\" else 1
            out.append(text[i:j + 1]); i = j + 1
        elif text.startswith("//", i):
            i = text.find("\n", i)
            i = n if i < 0 else i
        elif text.startswith("/*", i):
            i = text.find("*/", i) + 2
        else:
            out.append(c); i += 1
    return "".join(out)


def match_brace(text, i):
    """Index of the brace closing the one at text[i] (strings skipped)."""
    depth = 0
    while True:
        c = text[i]
        if c in "\"'":
            j = i + 1
            while text[j] != c:
                j += 2 if text[j] == "\\" else 1
            i = j
        elif c == "{":
            depth += 1
        elif c == "}":
            depth -= 1
            if depth == 0:
                return i
        i += 1


def methods(text):
    for m in re.finditer(r"public void (test\w+)\(\)\s*(?:throws [\w, ]+)?\s*\{", text):
        start = m.end() - 1
        yield m.group(1), text[start + 1:match_brace(text, start)], text.count("\n", 0, m.start()) + 1


def split_statements(body):
    """Top-level statements; blocks (try/catch/for/if) come back as one item with their text."""
    stmts, i, n, start = [], 0, len(body), 0
    depth = 0
    while i < n:
        c = body[i]
        if c in "\"'":
            j = i + 1
            while body[j] != c:
                j += 2 if body[j] == "\\" else 1
            i = j
        elif c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
        elif c == "{" and depth == 0:
            end = match_brace(body, i)
            # a try block swallows its catch/finally clauses
            rest = body[end + 1:]
            while True:
                m = re.match(r"\s*(catch\s*\([^)]*\)|finally)\s*\{", rest)
                if not m:
                    break
                cb = end + 1 + m.end() - 1
                end = match_brace(body, cb)
                rest = body[end + 1:]
            stmts.append(body[start:end + 1].strip()); start = end + 1; i = end
        elif c == ";" and depth == 0:
            stmts.append(body[start:i].strip()); start = i + 1
        i += 1
    return [s for s in stmts if s]


TOKEN = re.compile(r"""\s*(?:(?P<str>"(?:\\.|[^"\\])*")|(?P<chr>'(?:\\.|[^'\\])+')|(?P<num>-?\d+L?)|(?P<id>[A-Za-z_]\w*)|(?P<op>[().,+\[\]<>=!?:*/-]))""")


def tokenize(s):
    toks, i = [], 0
    s = s.strip()
    while i < len(s):
        m = TOKEN.match(s, i)
        if not m or m.end() == i:
            raise Unported(f"cannot read Java text near {s[i:i+30]!r}")
        kind = m.lastgroup
        toks.append((kind, m.group(kind))); i = m.end()
    return toks


def java_string(lit):
    body = lit[1:-1]
    out, i = [], 0
    while i < len(body):
        c = body[i]
        if c == "\\":
            e = body[i + 1]
            if e == "u":
                out.append(chr(int(body[i + 2:i + 6], 16))); i += 6; continue
            out.append({"n": "\n", "t": "\t", "\\": "\\", '"': '"', "'": "'", "r": "\r", "0": "\0"}[e]); i += 2
            continue
        out.append(c); i += 1
    return "".join(out)


# ---------------------------------------------------------------- values
class Call:
    """An unevaluated library call: the thing an assertion checks."""

    def __init__(self, target, name, args):
        self.target, self.name, self.args = target, name, args


class Enum:
    def __init__(self, family, name):
        self.family, self.name = family, name


def camel(name):
    parts = name.lower().split("_")
    return parts[0] + "".join(p.title() for p in parts[1:])


def new_number():
    return {"countryCode": 0, "nationalNumber": 0, "italianLeadingZero": False, "numberOfLeadingZeros": 1,
            "extension": None}


SETTERS = {"setCountryCode": "countryCode", "setNationalNumber": "nationalNumber",
           "setItalianLeadingZero": "italianLeadingZero", "setNumberOfLeadingZeros": "numberOfLeadingZeros",
           "setExtension": "extension"}
UNPORTED_SETTERS = {"setRawInput": "sets raw input (kept only by parseAndKeepRawInput)",
                    "setCountryCodeSource": "sets country code source (parseAndKeepRawInput)",
                    "setPreferredDomesticCarrierCode": "carrier code formatting"}


class Evaluator:
    def __init__(self, constants, nsvars=None):
        self.constants = constants
        self.vars = dict(nsvars or {})
        self.poisoned = {}

    def eval(self, text):
        self.toks = tokenize(text); self.i = 0
        v = self.expr()
        if self.i != len(self.toks):
            raise Unported(f"unread Java text {text!r}")
        return v

    def peek(self, k=0):
        return self.toks[self.i + k] if self.i + k < len(self.toks) else (None, None)

    def take(self, val=None):
        t = self.toks[self.i]
        if val is not None and t[1] != val:
            raise Unported(f"Java construct the evaluator does not read (expected {val!r}, found {t[1]!r})")
        self.i += 1
        return t

    def expr(self):
        v = self.postfix()
        while self.peek()[1] == "+":
            self.take("+"); w = self.postfix()
            if isinstance(v, str) and isinstance(w, str):
                v = v + w
            else:
                raise Unported("string concatenation with a non-constant")
        return v

    def args(self):
        self.take("(")
        out = []
        while self.peek()[1] != ")":
            out.append(self.expr())
            if self.peek()[1] == ",":
                self.take(",")
        self.take(")")
        return out

    def primary(self):
        kind, tok = self.take()
        if kind == "str":
            return java_string(tok)
        if kind == "chr":
            return java_string(tok)
        if kind == "num":
            return int(tok.rstrip("L"))
        if tok == "-" and self.peek()[0] == "num":
            return -int(self.take()[1].rstrip("L"))
        if tok == "new":
            cls = self.take()[1]
            a = self.args()
            if cls == "PhoneNumber" and not a:
                return new_number()
            raise Unported(f"constructs {cls} (the internal normalize/strip helpers work on StringBuilders)"
                           if cls == "StringBuilder" else f"constructs {cls}")
        if tok in ("true", "false"):
            return tok == "true"
        if tok == "null":
            return None
        if tok == "(":
            v = self.expr(); self.take(")"); return v
        if kind == "id":
            if tok in self.poisoned:
                raise Unported(self.poisoned[tok])
            if tok == "PhoneNumberUtil" and self.peek(1)[1] == "MatchType":
                raise Unported("number matching (not in the agreed API)")
            if tok in self.vars:
                return self.vars[tok]
            if tok in self.constants:
                return dict(self.constants[tok])
            if tok in ("RegionCode", "PhoneNumberFormat", "PhoneNumberType", "ValidationResult", "ErrorType",
                       "NumberParseException", "CountryCodeSource", "MatchType", "Leniency"):
                while self.peek()[1] == "." and self.peek(1)[0] == "id" and self.peek(2)[1] != "(":
                    self.take("."); name = self.take()[1]
                    if name in ("ErrorType",):
                        tok = name; continue
                    if tok == "RegionCode":
                        return {"UN001": "001", "UN979": "001"}.get(name, name)
                    return Enum(tok, name)
                raise Unported(f"uses {tok}")
            if tok in ("phoneUtil", "formatter", "phoneNumberUtil", "PhoneNumberUtil") or tok.endswith("Formatter"):
                return ("object", tok)
            raise Unported(f"unknown name {tok}")
        raise Unported(f"unexpected {tok!r}")

    def postfix(self):
        v = self.primary()
        while self.peek()[1] == ".":
            self.take(".")
            name = self.take()[1]
            a = self.args() if self.peek()[1] == "(" else None
            if isinstance(v, dict):
                if name in SETTERS:
                    val = a[0]
                    if isinstance(val, (Call, Enum)):
                        raise Unported("setter with a computed value")
                    v[SETTERS[name]] = val
                elif name == "mergeFrom":
                    v.update({k: w for k, w in a[0].items()})
                elif name == "clear":
                    v.clear(); v.update(new_number())
                elif name in ("clearExtension",):
                    v["extension"] = None
                elif name in UNPORTED_SETTERS:
                    raise Unported(UNPORTED_SETTERS[name])
                else:
                    raise Unported(f"PhoneNumber.{name}")
            elif isinstance(v, tuple) and v[0] == "object":
                v = Call(v[1], name, a or [])
            elif isinstance(v, Call) and name == "getErrorType":
                v = Call(v, name, [])
            elif isinstance(v, Call) and UNPORTED_CALLS.get(v.name):
                raise Unported(UNPORTED_CALLS[v.name])
            else:
                raise Unported(f"method {name} on a computed value")
        return v


# ---------------------------------------------------------------- mapping assertions
UNPORTED_CALLS = {
    "parseAndKeepRawInput": "keeps raw input and country code source (not in the agreed API)",
    "formatOutOfCountryCallingNumber": "out-of-country formatting (not in the agreed API)",
    "formatOutOfCountryKeepingAlphaChars": "out-of-country formatting (not in the agreed API)",
    "formatNationalNumberWithCarrierCode": "carrier code formatting",
    "formatNationalNumberWithPreferredCarrierCode": "carrier code formatting",
    "formatNumberForMobileDialing": "mobile-dialing formatting (not in the agreed API)",
    "formatByPattern": "formatting with caller-supplied patterns (not in the agreed API)",
    "formatInOriginalFormat": "original-format formatting needs raw input",
    "isNumberMatch": "number matching (not in the agreed API)",
    "getLengthOfGeographicalAreaCode": "area-code length (not in the agreed API)",
    "getLengthOfNationalDestinationCode": "destination-code length (not in the agreed API)",
    "getNationalSignificantNumber": "covered by PhoneNumber.nationalSignificantNumber (tested via parse)",
    "getMetadataForRegion": "uses metadata-loading API",
    "getMetadataForNonGeographicalRegion": "uses metadata-loading API",
    "getSupportedTypesForRegion": "uses metadata-loading API",
    "getSupportedTypesForNonGeoEntity": "uses metadata-loading API",
    "isPossibleNumberForType": "possibility for a given type (not in the agreed API)",
    "isPossibleNumberForTypeWithReason": "possibility for a given type (not in the agreed API)",
    "truncateTooLongNumber": "truncation (not in the agreed API)",
    "isViablePhoneNumber": "internal helper (isViablePhoneNumber)",
    "extractPossibleNumber": "internal helper (extractPossibleNumber)",
    "maybeStripNationalPrefixAndCarrierCode": "internal helper (maybeStripNationalPrefix)",
    "maybeStripInternationalPrefixAndNormalize": "internal helper (maybeStripInternationalPrefix)",
    "maybeExtractCountryCode": "internal helper (maybeExtractCountryCode)",
    "normalize": "internal helper (normalize)", "normalizeDigitsOnly": "internal helper (normalize)",
    "normalizeDiallableCharsOnly": "internal helper (normalize)",
    "convertAlphaCharactersInNumber": "internal helper (alpha conversion)",
    "getCountryMobileToken": "internal helper (mobile token)",
    "isNumberGeographical": "isNumberGeographical (not in the agreed API)",
    "getNddPrefixForRegion": "national dialling prefix accessor (uses metadata-loading API)",
    "isNANPACountry": "isNANPACountry (not in the agreed API)",
    "canBeInternationallyDialled": "noInternationalDialling (not in the agreed API)",
    "isAlphaNumber": "isAlphaNumber (not in the agreed API)",
    "isMobileNumberPortableRegion": "mobile portability (not in the agreed API)",
    "getRegionCodesForCountryCode": "covered by regions(forCountryCode:) order only; list equality not ported",
    "getExampleNumberForNonGeoEntity": "non-geographical example by country code (not in the agreed API)",
    "getInvalidExampleNumber": "invalid example numbers (not in the agreed API)",
    "getSupportedRegions": "set-size assertions (no value to compare)",
    "getSupportedGlobalNetworkCallingCodes": "set-size assertions (no value to compare)",
    "getSupportedCallingCodes": "set-size assertions (no value to compare)",
    "getRememberedPosition": "remembered cursor position (not in the agreed API)",
    "isPossibleNumber": None,  # handled below (String overload is not ported)
}

TYPES = {"FIXED_LINE", "MOBILE", "FIXED_LINE_OR_MOBILE", "TOLL_FREE", "PREMIUM_RATE", "SHARED_COST", "VOIP",
         "PERSONAL_NUMBER", "PAGER", "UAN", "VOICEMAIL", "UNKNOWN"}


def is_number(v):
    return isinstance(v, dict) and "nationalNumber" in v


def number_json(v):
    out = {"countryCode": v["countryCode"], "nationalNumber": v["nationalNumber"]}
    if v.get("italianLeadingZero"):
        out["italianLeadingZero"] = True
        out["numberOfLeadingZeros"] = v.get("numberOfLeadingZeros", 1)
    if v.get("extension") is not None:
        out["extension"] = v["extension"]
    return out


class Extractor:
    def __init__(self, constants, suite):
        self.constants, self.suite = constants, suite
        self.cases = {k: [] for k in ("parse", "validity", "possibility", "type", "format", "region",
                                      "countryCode", "example", "asYouType")}
        self.not_ported = []

    def skip(self, method, line, stmt, reason):
        self.not_ported.append({"suite": self.suite, "test": method, "line": line,
                                "java": " ".join(stmt.split())[:300], "reason": str(reason)})

    def add(self, kind, method, line, **case):
        self.cases[kind].append({"id": f"{self.suite}.{method}#{len(self.cases[kind]) + 1}",
                                 "test": method, "line": line, **case})

    def call_case(self, method, line, call, expected, stmt):
        n, a = call.name, call.args
        if n in UNPORTED_CALLS and UNPORTED_CALLS[n]:
            raise Unported(UNPORTED_CALLS[n])
        if n == "parse" and not isinstance(a[0], str):
            raise Unported("parses a null text (no Swift equivalent: the API takes a String)")
        if n == "parse":
            if not is_number(expected):
                raise Unported("parse result compared with a non-number")
            self.add("parse", method, line, input=a[0], defaultRegion=a[1], expected=number_json(expected))
        elif n in ("isValidNumber", "isValidNumberForRegion"):
            if not is_number(a[0]):
                raise Unported("validity of a computed number")
            case = {"number": number_json(a[0]), "expected": expected}
            if n == "isValidNumberForRegion":
                case["region"] = a[1]
            self.add("validity", method, line, **case)
        elif n == "isPossibleNumberWithReason":
            if not is_number(a[0]) or not isinstance(expected, Enum):
                raise Unported("possibility of a computed number")
            self.add("possibility", method, line, number=number_json(a[0]), expected=camel(expected.name))
        elif n == "isPossibleNumber":
            if len(a) != 1 or not is_number(a[0]):
                raise Unported("isPossibleNumber(String, region) overload parses first (not in the agreed API)")
            self.add("possibility", method, line, number=number_json(a[0]),
                     expectedPossible=expected)
        elif n == "getNumberType":
            if not is_number(a[0]) or not isinstance(expected, Enum):
                raise Unported("number type of a computed number")
            self.add("type", method, line, number=number_json(a[0]), expected=camel(expected.name))
        elif n == "format":
            if len(a) != 2 or not is_number(a[0]) or not isinstance(a[1], Enum):
                raise Unported("format with a StringBuilder or computed number")
            fmt = {"E164": "e164", "INTERNATIONAL": "international", "NATIONAL": "national",
                   "RFC3966": "rfc3966"}[a[1].name]
            self.add("format", method, line, number=number_json(a[0]), format=fmt, expected=expected)
        elif n == "getRegionCodeForNumber":
            self.add("region", method, line, number=number_json(a[0]), expected=expected)
        elif n == "getRegionCodeForCountryCode":
            self.add("region", method, line, countryCode=a[0], expected=expected)
        elif n == "getCountryCodeForRegion":
            self.add("countryCode", method, line, region=a[0], expected=expected)
        elif n in ("getExampleNumber", "getExampleNumberForType"):
            t = "FIXED_LINE" if n == "getExampleNumber" else a[1].name
            if len(a) < 1 or not isinstance(a[0], str):
                raise Unported("example number without a region (not in the agreed API)")
            self.add("example", method, line, region=a[0], type=camel(t),
                     expected=number_json(expected) if is_number(expected) else None)
        else:
            raise Unported(f"{call.target}.{n} (not in the agreed API)")

    def assertion(self, method, line, name, args, stmt):
        ev = args
        if name in ("assertEquals",):
            if len(ev) == 3 and isinstance(ev[0], str):
                ev = ev[1:]
            expected, actual = ev
            if isinstance(expected, Call) and not isinstance(actual, Call):
                expected, actual = actual, expected
            if not isinstance(actual, Call):
                raise Unported("compares two constants or objects without a library call")
            self.call_case(method, line, actual, expected, stmt)
        elif name in ("assertTrue", "assertFalse"):
            if len(ev) == 2:
                ev = ev[1:]
            if not isinstance(ev[0], Call):
                raise Unported("boolean assertion over a computed expression")
            self.call_case(method, line, ev[0], name == "assertTrue", stmt)
        elif name == "assertNull":
            if not isinstance(ev[-1], Call):
                raise Unported("null assertion over a computed expression")
            self.call_case(method, line, ev[-1], None, stmt)
        else:
            raise Unported(f"{name}")


def constants_of(text):
    consts = {}
    ev = Evaluator(consts)
    for m in re.finditer(r"(?:private |public )?static final PhoneNumber (\w+)\s*=\s*([^;]+);", text):
        try:
            consts[m.group(1)] = ev.eval(m.group(2))
        except Unported as e:
            consts[m.group(1)] = None
            print(f"constant {m.group(1)} not resolved: {e}", file=sys.stderr)
    return {k: v for k, v in consts.items() if v is not None}


ASSIGN = re.compile(r"^(?:final\s+)?(?:(PhoneNumber|String|AsYouTypeFormatter|int|long|StringBuilder|[A-Z]\w*(?:<[^>]*>)?)\s+)?(\w+)\s*=\s*(.+)$", re.S)


def run_statements(ex, ev, method, line, stmts, text_of_method):
    for stmt in stmts:
        sline = line
        if stmt.startswith("try"):
            run_try(ex, ev, method, line, stmt, text_of_method)
            continue
        if re.match(r"(for|if|while|do)\b", stmt) or stmt.startswith("{"):
            n = len(re.findall(r"\bassert\w*\(", stmt))
            ex.skip(method, sline, stmt, f"loop or conditional block ({n} assertions), not evaluated")
            continue
        m = re.match(r"^(assert\w+)\s*\((.*)\)$", stmt, re.S)
        try:
            if m and m.group(1) == "assertThrowsForInvalidPhoneContext":
                # the test's helper: parse(text, RegionCode.ZZ) throws NOT_A_NUMBER
                ex.add("parse", method, sline, input=ev.eval(m.group(2)), defaultRegion="ZZ",
                       expectedError="notANumber")
                continue
            if m:
                ev.toks = tokenize("(" + m.group(2) + ")"); ev.i = 0
                args = ev.args()
                ex.assertion(method, sline, m.group(1), args, stmt)
                continue
            am = ASSIGN.match(stmt)
            if am and "==" not in stmt.split("=")[0]:
                typ, var, rhs = am.groups()
                try:
                    ev.vars[var] = ev.eval(rhs)
                except Unported as e:
                    ev.vars.pop(var, None)
                    ev.poisoned[var] = str(e)
                    if typ in (None, "PhoneNumber", "String", "AsYouTypeFormatter"):
                        raise
                continue
            # a bare statement: a builder mutation, formatter.clear(), or an ignored call
            if re.match(r"^\w+\.clear\(\)$", stmt) and stmt.split(".")[0] not in ev.vars:
                continue
            v = ev.eval(stmt)
            if isinstance(v, Call) and v.name not in ("clear",):
                raise Unported(f"bare call {v.name} (result not asserted)")
        except Unported as e:
            if m or re.search(r"\bassert", stmt):
                ex.skip(method, sline, stmt, e)
            elif re.search(r"\b(set\w+|mergeFrom)\(", stmt):
                # a number we cannot build: forget the variable so later uses are reported
                var = stmt.split(".")[0].split()[-1]
                ev.vars.pop(var, None)
                ev.poisoned[var] = str(e)
                ex.skip(method, sline, stmt, e)
            else:
                ex.skip(method, sline, stmt, e)
        except (IndexError, KeyError, ValueError) as e:
            ex.skip(method, sline, stmt, f"evaluator could not read the statement ({type(e).__name__})")


def run_try(ex, ev, method, line, stmt, text_of_method):
    t = stmt.index("{")
    tend = match_brace(stmt, t)
    body = stmt[t + 1:tend]
    rest = stmt[tend + 1:]
    kind = re.search(r"ErrorType\.(\w+)", rest)
    inner = split_statements(body)
    if "fail(" in body and kind:
        err = {"TOO_SHORT_AFTER_IDD": "tooShortAfterIDD", "TOO_SHORT_NSN": "tooShortNSN"}.get(
            kind.group(1), camel(kind.group(1)))
        local = Evaluator(ev.constants, ev.vars)
        parsed = False
        for s in inner:
            if s.startswith("fail("):
                break
            am = ASSIGN.match(s)
            target = am.group(3) if am else s
            try:
                v = local.eval(target)
            except Unported as e:
                ex.skip(method, line, s, e); parsed = True; break
            if isinstance(v, Call) and v.name == "parse" and not isinstance(v.args[0], str):
                ex.skip(method, line, s, "parses a null text (no Swift equivalent: the API takes a String)")
                parsed = True
            elif isinstance(v, Call) and v.name == "parse":
                ex.add("parse", method, line, input=v.args[0], defaultRegion=v.args[1], expectedError=err)
                parsed = True
            elif isinstance(v, Call):
                ex.skip(method, line, s, UNPORTED_CALLS.get(v.name) or f"error case through {v.name}")
                parsed = True
            elif am:
                local.vars[am.group(2)] = v
        if not parsed:
            ex.skip(method, line, stmt, "error case without a parse call")
        return
    if "fail(" in body and not kind:
        ex.skip(method, line, stmt, "expects an exception other than NumberParseException's kind")
        return
    run_statements(ex, ev, method, line, inner, text_of_method)


def original_lines(text):
    """Line of each test method in the original (commented) file."""
    return {m.group(1): text.count("\n", 0, m.start()) + 1 for m in re.finditer(r"public void (test\w+)\(", text)}


def extract_util(text, suite):
    lines = original_lines(text)
    text = strip_comments(text)
    ex = Extractor(constants_of(text), suite)
    for method, body, line in methods(text):
        line = lines.get(method, line)
        ev = Evaluator(ex.constants)
        before = (sum(len(v) for v in ex.cases.values()), len(ex.not_ported))
        if "phoneNumberUtilWithMissingMetadata" in body or "mockedMetadataSource" in body:
            ex.skip(method, line, method, "uses metadata-loading API (mocked metadata source)")
            continue
        if "ShortNumberInfo" in body:
            ex.skip(method, line, method, "short numbers")
            continue
        run_statements(ex, ev, method, line, split_statements(body), body)
        if (sum(len(v) for v in ex.cases.values()), len(ex.not_ported)) == before:
            ex.skip(method, line, method, "no assertion over a library call")
    return ex


def extract_aytf(text):
    lines = original_lines(text)
    text = strip_comments(text)
    ex = Extractor({}, "AsYouTypeFormatterTest")
    for method, body, line in methods(text):
        line = lines.get(method, line)
        seq = None
        for stmt in split_statements(body):
            m = re.match(r"^(?:AsYouTypeFormatter\s+)?(\w+)\s*=\s*phoneUtil\.getAsYouTypeFormatter\((.*)\)$", stmt, re.S)
            if m:
                region = Evaluator({}).eval(m.group(2))
                seq = {"region": region, "steps": []}
                ex.add("asYouType", method, line, **seq)
                seq = ex.cases["asYouType"][-1]
                continue
            if re.match(r"^\w+\.clear\(\)$", stmt):
                if seq is not None:
                    seq = dict(seq, steps=[])
                    ex.add("asYouType", method, line, region=seq["region"], steps=[])
                    seq = ex.cases["asYouType"][-1]
                continue
            m = re.match(r"^assertEquals\((.*),\s*\w+\.(inputDigit|inputDigitAndRememberPosition)\((.*)\)\)$", stmt, re.S)
            if m and seq is not None:
                try:
                    expected = Evaluator({}).eval(m.group(1))
                    digit = Evaluator({}).eval(m.group(3))
                except Unported as e:
                    ex.skip(method, line, stmt, e); seq["broken"] = str(e); continue
                seq["steps"].append({"input": digit, "expected": expected})
                continue
            if "getRememberedPosition" in stmt:
                ex.skip(method, line, stmt, UNPORTED_CALLS["getRememberedPosition"])
                continue
            ex.skip(method, line, stmt, "statement not understood by the extractor")
    # drop sequences left empty by a trailing clear(); mark broken ones not ported
    kept = []
    for c in ex.cases["asYouType"]:
        if c.get("broken"):
            ex.skip(c["test"], c["line"], c["id"], "sequence with an unreadable step: " + c.pop("broken"))
        elif c["steps"]:
            kept.append(c)
    for i, c in enumerate(kept, 1):
        c["id"] = f"AsYouTypeFormatterTest.{c['test']}#{i}"
    ex.cases["asYouType"] = kept
    return ex


XML_TYPES = {"fixedLine": "fixedLine", "mobile": "mobile", "tollFree": "tollFree", "premiumRate": "premiumRate",
             "sharedCost": "sharedCost", "voip": "voip", "personalNumber": "personalNumber", "pager": "pager",
             "uan": "uan", "voicemail": "voicemail"}


def extract_examples(xml_path):
    """ExampleNumbersTest.checkNumbersValidAndCorrectType over the real metadata."""
    tree = ET.parse(xml_path)
    cases = []
    for terr in tree.getroot().iter("territory"):
        region = terr.get("id")
        cc = int(terr.get("countryCode"))
        fixed = terr.find("fixedLine"); mobile = terr.find("mobile")
        same = (fixed is not None and mobile is not None and
                "".join((fixed.findtext("nationalNumberPattern") or "").split()) ==
                "".join((mobile.findtext("nationalNumberPattern") or "").split()))
        for tag, typ in XML_TYPES.items():
            d = terr.find(tag)
            if d is None or d.findtext("exampleNumber") is None:
                continue
            nsn = d.findtext("exampleNumber").strip()
            accepted = [typ]
            if typ in ("fixedLine", "mobile"):
                accepted.append("fixedLineOrMobile")
            cases.append({"id": f"ExampleNumbersTest.{region}.{typ}", "region": region, "countryCode": cc,
                          "type": typ, "nationalSignificantNumber": nsn, "acceptedTypes": accepted,
                          "fixedLineSameAsMobile": same})
    return cases


def main():
    check = "--check" in sys.argv
    util = extract_util((SRC / "PhoneNumberUtilTest.java").read_text(), "PhoneNumberUtilTest")
    aytf = extract_aytf((SRC / "AsYouTypeFormatterTest.java").read_text())
    examples = extract_examples(XML_SRC / "PhoneNumberMetadata.xml")
    ex_text = strip_comments((SRC / "ExampleNumbersTest.java").read_text())
    ex_np = [{"suite": "ExampleNumbersTest", "test": m, "line": ln, "java": m,
              "reason": "short numbers" if "Short" in m or "Emergency" in m or "Carrier" in m
              else "covered by exampleNumbers.json (every region and type)" if m in (
                  "testFixedLine", "testMobile", "testTollFree", "testPremiumRate", "testVoip", "testPager",
                  "testUan", "testVoicemail", "testSharedCost")
              else "not ported: checks metadata completeness through metadata-loading API"}
             for m, ln in original_lines((SRC / "ExampleNumbersTest.java").read_text()).items()]
    files = {}
    meta = {"source": "libphonenumber Java tests, Fixtures/phone/ (see Fixtures/PROVENANCE.md)",
            "generator": "Scripts/phone/phone-tests-extract.py", "metadata": "PhoneNumberMetadataForTesting.xml"}
    for kind in ("parse", "validity", "possibility", "type", "format", "region", "countryCode", "example"):
        files[f"{kind}.json"] = dict(meta, kind=kind, cases=util.cases[kind])
    files["asYouType.json"] = dict(meta, kind="asYouType", cases=aytf.cases["asYouType"])
    files["exampleNumbers.json"] = dict(meta, metadata="PhoneNumberMetadata.xml", kind="exampleNumbers",
                                        cases=examples)
    np = util.not_ported + aytf.not_ported + ex_np
    reasons = {}
    for r in np:
        reasons[r["reason"]] = reasons.get(r["reason"], 0) + 1
    files["not-ported.json"] = dict(meta, kind="notPorted", count=len(np),
                                    byReason=dict(sorted(reasons.items(), key=lambda kv: -kv[1])), cases=np)
    summary = {k: len(v["cases"]) for k, v in files.items() if k != "not-ported.json"}
    summary["not-ported.json"] = len(np)
    files["summary.json"] = {"generator": meta["generator"], "counts": summary}
    OUT.mkdir(parents=True, exist_ok=True)
    stale = []
    for name, data in files.items():
        text = json.dumps(data, ensure_ascii=False, indent=1) + "\n"
        p = OUT / name
        if check:
            if not p.exists() or p.read_text() != text:
                stale.append(name)
        else:
            p.write_text(text)
    print(json.dumps(summary, indent=1))
    for reason, n in sorted(reasons.items(), key=lambda kv: -kv[1]):
        print(f"{n:4d}  {reason}")
    if stale:
        print("stale: " + ", ".join(stale), file=sys.stderr); sys.exit(1)


if __name__ == "__main__":
    main()
