#!/usr/bin/env python3
"""Derive URL corpora that are not already canonical (issue 27), deterministically, stdlib only.

99.6 % of urls-kasztp-48k.txt is its own href, so a parser that returns canonical input
unchanged looks faster than it is. From its 48,010 lines (BOM removed) this writes, beside
itself, one variant per kind of work a WHATWG parser does:

  urls-upper-scheme.txt  the scheme in capitals            HTTPS://www.sec.gov/edgar.shtml
  urls-upper-host.txt    the host in capitals              https://WWW.SEC.GOV/edgar.shtml
  urls-percent.txt       a path segment to percent-encode  https://www.sec.gov/a b/é"<>/edgar.shtml
  urls-idn.txt           a U-label in front of the host    https://bücher.www.sec.gov/edgar.shtml
  urls-dot-segments.txt  dot segments in the path          https://www.sec.gov/./a/../b/../edgar.shtml
  urls-wpt.txt           the absolute inputs of WPT urltestdata.json (Tests/KBCheckTests/Fixtures/
                         wpt-url, its base null), without those holding a line break, repeated to
                         about 48,000 lines

Lines that are not `scheme://authority…` are kept unchanged.
usage: urls-variants.gen.py   (writes the six files beside itself)
"""
import json
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
SPLIT = re.compile(r"^([A-Za-z][A-Za-z0-9+.-]*):(//)([^/?#]*)(.*)$", re.S)


def variants(line):
    m = SPLIT.match(line)
    if not m:
        return {k: line for k in ["upper-scheme", "upper-host", "percent", "idn", "dot-segments"]}
    scheme, slashes, authority, rest = m.groups()
    userinfo, at, hostport = authority.rpartition("@")
    path_end = len(rest)
    for c in "?#":
        i = rest.find(c)
        if 0 <= i < path_end:
            path_end = i
    path, tail = rest[:path_end], rest[path_end:]
    if not path.startswith("/"):
        path = "/" + path
    return {
        "upper-scheme": f"{scheme.upper()}:{slashes}{authority}{rest}",
        "upper-host": f"{scheme}:{slashes}{userinfo}{at}{hostport.upper()}{rest}",
        "percent": f"{scheme}:{slashes}{authority}/a b/\u00e9\"<>{path}{tail}",
        "idn": f"{scheme}:{slashes}{userinfo}{at}b\u00fccher.{hostport}{rest}",
        "dot-segments": f"{scheme}:{slashes}{authority}/./a/../b/..{path}{tail}",
    }


def main():
    with open(os.path.join(HERE, "urls-kasztp-48k.txt"), encoding="utf-8") as fh:
        lines = [l for l in fh.read().lstrip("\ufeff").split("\n") if l]
    out = {k: [] for k in ["upper-scheme", "upper-host", "percent", "idn", "dot-segments"]}
    for line in lines:
        for k, v in variants(line).items():
            out[k].append(v)
    with open(os.path.join(ROOT, "Tests/KBCheckTests/Fixtures/wpt-url/urltestdata.json"),
              encoding="utf-8") as fh:
        wpt = [t["input"] for t in json.load(fh)
               if isinstance(t, dict) and "input" in t and t.get("base") is None
               and not any(c in t["input"] for c in "\n\r")]
    wpt = [i for i in wpt if i]
    out["wpt"] = (wpt * (len(lines) // len(wpt) + 1))[:len(lines)]
    for k, v in out.items():
        name = f"urls-{k}.txt"
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as fh:
            fh.write("\n".join(v) + "\n")
        print(f"wrote {name}: {len(v)} lines")


if __name__ == "__main__":
    main()
