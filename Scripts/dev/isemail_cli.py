#!/usr/bin/env python3
"""Run the built `kbcheck` on the 648 isemail cases (one process per case,
the address as the argument after `--`) and compare:

- `--profile rfc` with isemail's threshold verdict (VALID, DNSWARN, RFC5321
  valid; CFWS, DEPREC, RFC5322, ERR invalid). kbcheck reports comments,
  folding whitespace and obsolete syntax as `email.deprecated.*` warnings in
  the rfc profile; isemail files them above its threshold, so a result with
  such a warning counts as "not valid at the threshold".
- `--profile html` with the WHATWG HTML rule, computed here with Python's
  `re` and the regular expression the HTML Standard publishes.

Addresses holding NUL cannot be passed as a process argument; they are
listed and left to the Swift tests (which cover all 648).

Usage: isemail_cli.py KBCHECK [CORPUS]
"""
import json
import re
import subprocess
import sys

HTML = re.compile(
    r"[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?"
    r"(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*")
VALID = {"ISEMAIL_VALID_CATEGORY", "ISEMAIL_DNSWARN", "ISEMAIL_RFC5321"}


def kbcheck(binary, profile, address):
    out = subprocess.run(
        [binary, "--type", "email", "--profile", profile, "--format", "json", "--", address],
        capture_output=True, check=False).stdout
    return json.loads(out)


def main():
    binary = sys.argv[1]
    path = sys.argv[2] if len(sys.argv) > 2 else "Tests/KBCheckTests/Fixtures/isemail/corpus-unified.json"
    cases = json.load(open(path, encoding="utf-8"))
    skipped = [c for c in cases if "\0" in c["address"]]
    for profile in ("rfc", "html"):
        agree, differ = 0, []
        for c in cases:
            if "\0" in c["address"]:
                continue
            r = kbcheck(binary, profile, c["address"])
            if profile == "rfc":
                got = r["valid"] and not any(
                    i["code"].startswith("email.deprecated.") for i in r["issues"])
                want = c["category"] in VALID
            else:
                got = r["valid"]
                want = HTML.fullmatch(c["address"]) is not None
            if got == want:
                agree += 1
            else:
                differ.append((c, got, [i["code"] for i in r["issues"]]))
        total = len(cases) - len(skipped)
        print(f"--profile {profile}: {agree} of {total} agree "
              f"({len(skipped)} NUL cases not passable as arguments)")
        for c, got, codes in differ:
            print(f"  {c['set']}#{c['id']} {c['address']!r} {c['category']}: "
                  f"kbcheck {'valid' if got else 'invalid'} {codes}")
    for c in skipped:
        print(f"  not run (NUL): {c['set']}#{c['id']} {c['address']!r}")


if __name__ == "__main__":
    main()
