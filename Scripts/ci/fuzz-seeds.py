#!/usr/bin/env python3
"""Writes seed corpora for the fuzz targets from Fixtures/ (small, deterministic)."""
import json, os, pathlib, random
root = pathlib.Path(__file__).resolve().parents[2]
seeds = root / "Fuzz" / "seeds"
random.seed(7)

def write(target, items):
    d = seeds / target
    d.mkdir(parents=True, exist_ok=True)
    for i, item in enumerate(items):
        data = item.encode("utf-8", "surrogatepass") if isinstance(item, str) else item
        (d / f"seed-{i:04d}").write_bytes(data)

def lines(rel, n):
    p = root / rel
    if not p.exists():
        return []
    all_lines = p.read_text(encoding="utf-8", errors="replace").splitlines()
    return random.sample(all_lines, min(n, len(all_lines)))

emails = lines("Fixtures/corpora/emails-100k.txt", 200)
iso = root / "Tests/KBCheckTests/Fixtures/isemail/corpus-unified.json"
if iso.exists():
    emails += [c["address"] for c in json.loads(iso.read_text())]
write("FuzzEmail", emails or ["user@example.com", "\"a b\"@[IPv6:::1]", "josé@bücher.example"])

urls = lines("Fixtures/corpora/urls-kasztp-48k.txt", 200)
wpt = root / "Tests/KBCheckTests/Fixtures/wpt-url/urltestdata.json"
if wpt.exists():
    urls += [c["input"] for c in json.loads(wpt.read_text()) if isinstance(c, dict)]
write("FuzzURL", urls or ["https://example.com/a/../b?q#f", "http://[::1]:80/", "file:///C:/x"])

numbers = ["1234.5", "1,234.5", "1.234,5", "1 234,5", "1\u202f234,5", "1\u2019234.5",
           "\u0661\u0662\u0663\u066b\u0665", "\u06f1\u06f2\u066b\u06f5", "\u0967\u0968,\u0969\u096a,\u096b\u096c\u096d",
           "\uff11\uff12\uff13", "0.1", "12abc", "00012", "1e3", "-5", "12,34,567.5"]
write("FuzzNumber", numbers)
write("FuzzPhone", ["+1 (555) 010-9999", "0049 30 1234567", "*#06#", "555-0100,,123;4", "+\u0661\u0662\u0663"])
write("FuzzText", ["hello", "@swift_lang", "#hashtag", "pa\u0443pal", "a\u202eb", "\u200bx", "Jos\u0065\u0301", "\ue000"])
filters = []
for b in range(24):
    filters.append(bytes([b, 0, 0, 0, 5]) + "\uff11\uff12a,5".encode()[:5] + bytes([1, 2, 1, 3]) + b"1.2")
write("FuzzFilters", filters)
# FuzzFocus: [setup byte] then operation scripts; random bytes cover them.
write("FuzzFocus", [bytes([s]) + bytes(random.randrange(256) for _ in range(64)) for s in range(4)]
      + [bytes([3] + [0, 0x18, 0, 0, 0x18, 0, 7, 7, 10, 10, 12, 13, 2, 7])])


# FuzzDNS: DNS responses (RFC 1035 §4) with compressed names, MX, A, AAAA,
# CNAME and SOA records, built here.
def dns_name(name):
    out = b""
    for label in name.strip(".").split("."):
        out += bytes([len(label)]) + label.encode()
    return out + b"\x00"


def dns_rr(owner, rtype, rdata, ttl=300):
    return owner + rtype.to_bytes(2, "big") + b"\x00\x01" + ttl.to_bytes(4, "big") + len(rdata).to_bytes(2, "big") + rdata


def dns_response(qname, qtype, answers, authority=(), additional=(), rcode=0):
    header = b"\x2b\x1d" + bytes([0x84, rcode]) + (1).to_bytes(2, "big")
    header += len(answers).to_bytes(2, "big") + len(authority).to_bytes(2, "big") + len(additional).to_bytes(2, "big")
    return header + dns_name(qname) + qtype.to_bytes(2, "big") + b"\x00\x01" + b"".join(answers) + b"".join(authority) + b"".join(additional)


pointer = b"\xc0\x0c"  # the question's name
write("FuzzDNS", [
    dns_response("with-mx.kbcheck", 15, [dns_rr(pointer, 15, b"\x00\x0a" + dns_name("mx1.with-mx.kbcheck"))],
                 additional=[dns_rr(dns_name("mx1.with-mx.kbcheck"), 1, bytes([1, 2, 3, 4]))]),
    dns_response("null-mx.kbcheck", 15, [dns_rr(pointer, 15, b"\x00\x00\x00")]),
    dns_response("alias.kbcheck", 15, [dns_rr(pointer, 5, b"\x05alias" + pointer)]),
    dns_response("no.kbcheck", 15, [], authority=[dns_rr(b"\xc0\x0f", 6, dns_name("ns.kbcheck") + dns_name("h.kbcheck") + bytes(16) + (60).to_bytes(4, "big"))], rcode=3),
    dns_response("v6.kbcheck", 28, [dns_rr(pointer, 28, bytes(range(16)))]),
])
