#!/usr/bin/env python3
"""Derive hostile variants of emails-100k.txt (issue 27), deterministically, stdlib only.

emails-100k.txt repeats ~300 domains, so a domain cache hides what converting a domain costs.
These variants keep its lines, its kinds and its share of capitalized and internationalized
domains, and change only the domain:

  emails-distinct-domains.txt  every address's domain is unique: a label `k<n>` (n the line
                               number in base 36) is put in front of the domain, so
                               `a@Example.COM` becomes `a@k2s.Example.COM` and `b@münchen.de`
                               `b@k2t.münchen.de` (capitals and U-labels are kept).
  emails-mixed-script.txt      the distinct-domain lines, where in every 4th address one Latin
                               a/c/e/o/p/x of the domain's first original label is replaced by its
                               Cyrillic look-alike (а с е о р х): a mixed-script U-label, which
                               UTS #46 converts and UTS #39 flags.
  emails-capitalized-domains.txt
                               the distinct-domain lines with the first letter of every domain
                               label upper-cased, as auto-capitalization or a user writes them
                               (`a@K2s.Example.Com`, `b@K2t.München.De`): UTS #46 maps the
                               capitals, so no domain is its own canonical form (a letter whose
                               capital is not one letter, such as ß, is kept).

Lines without '@', and lines whose new domain would pass 253 bytes, are kept unchanged.
usage: emails-variants.gen.py   (writes the three files beside itself)
"""
import os

HERE = os.path.dirname(os.path.abspath(__file__))
CYRILLIC = {"a": "\u0430", "c": "\u0441", "e": "\u0435", "o": "\u043e", "p": "\u0440", "x": "\u0445"}


def base36(n):
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"
    out = ""
    while True:
        n, r = divmod(n, 36)
        out = digits[r] + out
        if n == 0:
            return out


def capitalized(domain):
    labels = []
    for label in domain.split("."):
        head = label[:1].upper()
        labels.append((head if len(head) == 1 else label[:1]) + label[1:])
    return ".".join(labels)


def main():
    with open(os.path.join(HERE, "emails-100k.txt"), encoding="utf-8") as fh:
        lines = fh.read().split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    distinct, mixed = [], []
    for n, line in enumerate(lines):
        at = line.rfind("@")
        if at < 0:
            distinct.append(line)
            mixed.append(line)
            continue
        local, domain = line[:at], line[at + 1:]
        new = f"k{base36(n)}.{domain}"
        if len(domain.encode("utf-8")) + len(new) - len(domain) > 253 or len(domain) + 6 > 250:
            new = domain
        distinct.append(f"{local}@{new}")
        if n % 4 == 0:
            head, dot, rest = domain.partition(".")
            for i, ch in enumerate(head):
                if ch in CYRILLIC:
                    head = head[:i] + CYRILLIC[ch] + head[i + 1:]
                    break
            mixed.append(f"{local}@k{base36(n)}.{head}{dot}{rest}")
        else:
            mixed.append(f"{local}@{new}")
    capital = []
    for line in distinct:
        at = line.rfind("@")
        capital.append(line if at < 0 else line[:at + 1] + capitalized(line[at + 1:]))
    for name, out in [("emails-distinct-domains.txt", distinct), ("emails-mixed-script.txt", mixed),
                      ("emails-capitalized-domains.txt", capital)]:
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as fh:
            fh.write("\n".join(out) + "\n")
        domains = {l[l.rfind("@") + 1:] for l in out if "@" in l}
        print(f"wrote {name}: {len(out)} lines, {len(domains)} distinct domains")


if __name__ == "__main__":
    main()
