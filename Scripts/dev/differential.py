#!/usr/bin/env python3
"""Differential runs of kbcheck against peers on generated inputs.

  url:   kbcheck --type url --profile whatwg  vs  ada-url (PyPI, the C++ ada parser)
  email: kbcheck --type email --profile rfc   vs  email-validator (PyPI), with
         allow_quoted_local and allow_domain_literal, no deliverability check

Inputs are the conformance and corpus inputs plus seeded mutations of them
(insert / delete / duplicate / swap characters, splice in characters that
parsers disagree on). Every disagreement is classified; the table printed at
the end is what the README's conformance section explains.

Usage: Scripts/dev/differential.py [url|email] [--mutations N] [--seed S] [--kbcheck PATH]
Needs: a virtual environment with ada-url and email-validator (Scripts/dev/venv.sh makes .venv).
"""
import argparse, collections, json, pathlib, random, subprocess, sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
SPICE = ["%", "%2e", "%00", "\\", "/", "..", ".", "@", ":", "[", "]", "#", "?", " ", "\t",
         "\u00e9", "\u0430", "\u200b", "\u202e", "\uff0e", "\u3002", "\uff20", "xn--", "0x", "09",
         "\"", "(", ")", ",", ";", "<", ">", "ß", "\u0301", "1.1.1.1", "::", "\x7f"]

def mutate(s, rng):
    chars = list(s)
    for _ in range(rng.randint(1, 3)):
        op = rng.randrange(4)
        pos = rng.randint(0, len(chars))
        if op == 0 or not chars:
            chars[pos:pos] = list(rng.choice(SPICE))
        elif op == 1 and pos < len(chars):
            del chars[pos]
        elif op == 2 and pos < len(chars):
            chars[pos:pos] = [chars[pos]] * rng.randint(1, 3)
        elif pos < len(chars) - 1:
            chars[pos], chars[pos + 1] = chars[pos + 1], chars[pos]
    return "".join(chars)

def corpus(kind, n_mut, rng):
    base = []
    if kind == "url":
        wpt = json.loads((ROOT / "Tests/KBCheckTests/Fixtures/wpt-url/urltestdata.json").read_text())
        base += [c["input"] for c in wpt if isinstance(c, dict) and c.get("base") in (None, "")]
        lines = (ROOT / "Fixtures/corpora/urls-kasztp-48k.txt").read_text(encoding="utf-8").splitlines()
        base += rng.sample(lines, 3000)
    else:
        iso = json.loads((ROOT / "Tests/KBCheckTests/Fixtures/isemail/corpus-unified.json").read_text())
        base += [c["address"] for c in iso]
        lines = (ROOT / "Fixtures/corpora/emails-100k.txt").read_text(encoding="utf-8").splitlines()
        base += rng.sample(lines, 3000)
    base = [b.lstrip("\ufeff") for b in base]
    out = list(dict.fromkeys(base))
    seeds = out[:]
    for _ in range(n_mut):
        out.append(mutate(rng.choice(seeds), rng))
    # One value per line: inputs with line breaks cannot travel through batch mode.
    return [s for s in dict.fromkeys(out) if "\n" not in s and "\r" not in s and "\x00" not in s]

def run_kbcheck(binary, kind, inputs):
    args = [binary, "--type", kind, "--profile", "whatwg" if kind == "url" else "rfc",
            "--format", "json", "--max-length", "1000000", "-"]
    proc = subprocess.run(args, input="\n".join(inputs).encode() + b"\n", capture_output=True)
    rows = [json.loads(l) for l in proc.stdout.decode().splitlines() if l.strip()]
    if len(rows) != len(inputs):
        sys.exit(f"kbcheck wrote {len(rows)} results for {len(inputs)} inputs")
    return rows

def peer_url(s):
    import ada_url
    try:
        return ada_url.URL(s).href
    except ValueError:
        return None

def peer_email(s):
    import email_validator as ev
    try:
        r = ev.validate_email(s, check_deliverability=False, allow_quoted_local=True,
                              allow_domain_literal=True, allow_display_name=False)
        return r.normalized
    except ev.EmailNotValidError:
        return None

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("kind", choices=["url", "email"])
    ap.add_argument("--mutations", type=int, default=20000)
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("--kbcheck", default=str(ROOT / ".build/release/kbcheck"))
    ap.add_argument("--show", type=int, default=12)
    a = ap.parse_args()
    rng = random.Random(a.seed)
    inputs = corpus(a.kind, a.mutations, rng)
    rows = run_kbcheck(a.kbcheck, a.kind, inputs)
    peer = peer_url if a.kind == "url" else peer_email
    classes = collections.Counter()
    examples = collections.defaultdict(list)
    agree = 0
    for s, row in zip(inputs, rows):
        ours = row["value"] if row["valid"] else None
        theirs = peer(s)
        if ours == theirs:
            agree += 1
            continue
        if ours is None:
            codes = ",".join(sorted({i["code"] for i in row["issues"] if i["severity"] == "error"}))
            key = f"peer accepts, kbcheck rejects [{codes}]"
        elif theirs is None:
            key = "kbcheck accepts, peer rejects"
        else:
            key = "both accept, values differ"
        classes[key] += 1
        examples[key].append((s, ours, theirs))
    total = len(inputs)
    print(f"{a.kind}: {total} inputs ({a.mutations} mutations requested, seed {a.seed}); "
          f"agree {agree} ({100 * agree / total:.2f}%), disagree {total - agree}")
    print("| class | count | examples (input → kbcheck / peer) |")
    print("|---|---|---|")
    for key, n in classes.most_common():
        ex = "; ".join(f"`{s!r}` → {o!r} / {t!r}" for s, o, t in examples[key][:3])
        print(f"| {key} | {n} | {ex} |")
    if a.show:
        print()
        for key, n in classes.most_common():
            print(f"## {key}")
            for s, o, t in examples[key][:a.show]:
                print(f"  {s!r}\n     kbcheck: {o!r}\n     peer:    {t!r}")

if __name__ == "__main__":
    main()
