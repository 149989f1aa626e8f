#!/usr/bin/env python3
"""Generate the phone corpus: formatted numbers from the metadata's example numbers.

Reads Fixtures/phone/PhoneNumberMetadata.xml (libphonenumber's real metadata) and writes
  Fixtures/corpora/phones-examples.txt          one formatted number per line
  Fixtures/corpora/phones-examples.regions.tsv  line number (1-based) TAB default region
For every region and every type with an example number it writes the number
  - internationally (`+CC` and the region's international format, or its national format),
  - nationally with the region's trunk prefix (its nationalPrefixFormattingRule),
  - with the format's spaces turned into dashes, dots, or the first group in parentheses,
  - with an extension (` ext. 1234`, `x12`, `;ext=7`) on every fourth number.
Non-geographic entities (region 001) get international forms only, default region ZZ.
The formats are applied with Python's `re` at generation time only (stdlib; the product never
reads this script). Deterministic: no randomness. Usage: python3 Scripts/phone/phone-corpus.py [--check]
"""
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
XML = ROOT / "Fixtures" / "phone" / "PhoneNumberMetadata.xml"
if not XML.exists():  # the XML comes with the engine (branch phone); before that merge, the shared copy
    XML = ROOT.parent / "shared" / "fixtures" / "phone" / "PhoneNumberMetadata.xml"
OUT_TXT = ROOT / "Fixtures" / "corpora" / "phones-examples.txt"
OUT_TSV = ROOT / "Fixtures" / "corpora" / "phones-examples.regions.tsv"
TYPES = ["fixedLine", "mobile", "tollFree", "premiumRate", "sharedCost", "voip", "personalNumber", "pager",
         "uan", "voicemail"]


def squash(s):
    return "".join((s or "").split())


def pick_format(formats, nsn):
    for f in formats:
        lds = f.findall("leadingDigits")
        if lds and not re.match(squash(lds[-1].text), nsn):
            continue
        if re.fullmatch(squash(f.get("pattern")), nsn):
            return f
    return None


def apply(fmt, template, nsn):
    m = re.fullmatch(squash(fmt.get("pattern")), nsn)
    return re.sub(r"\$(\d)", lambda g: m.group(int(g.group(1))) or "", template)


def variants(text):
    """Separator variants of a formatted national number (spaces as written by the format)."""
    out = [text]
    if " " in text:
        out.append(text.replace(" ", "-"))
        out.append(text.replace(" ", "."))
        first, rest = text.split(" ", 1)
        if first.isdigit():
            out.append(f"({first}) {rest}")
    return out


def main():
    root = ET.parse(XML).getroot()
    lines = []
    extensions = [" ext. 1234", " x12", ";ext=7"]
    for terr in root.iter("territory"):
        region = terr.get("id")
        cc = terr.get("countryCode")
        np = terr.get("nationalPrefix")
        rule = terr.get("nationalPrefixFormattingRule")
        formats = terr.findall("availableFormats/numberFormat")
        for t in TYPES:
            d = terr.find(t)
            if d is None or d.findtext("exampleNumber") is None:
                continue
            nsn = d.findtext("exampleNumber").strip()
            f = pick_format(formats, nsn)
            national = apply(f, f.findtext("format"), nsn) if f is not None else nsn
            intl_t = f.findtext("intlFormat") if f is not None else None
            intl = national if intl_t is None or intl_t == "NA" else apply(f, intl_t, nsn)
            forms = [f"+{cc} {intl}"]
            if region != "001":
                frule = (f.get("nationalPrefixFormattingRule") if f is not None else None) or rule
                if f is not None and frule and np:
                    first = re.match(r"[^ \-.]+", national).group(0)
                    fg = frule.replace("$NP", np).replace("$FG", first)
                    forms += variants(fg + national[len(first):])
                else:
                    forms += variants(national)
            else:
                forms += [f"+{cc}-{intl.replace(' ', '-')}"]
            default = "ZZ" if region == "001" else region
            for i, text in enumerate(forms):
                if (len(lines) + i) % 4 == 3:
                    text += extensions[len(lines) % 3]
                lines.append((text, default))
    txt = "".join(t + "\n" for t, _ in lines)
    tsv = "".join(f"{i}\t{r}\n" for i, (_, r) in enumerate(lines, 1))
    if "--check" in sys.argv:
        ok = OUT_TXT.read_text() == txt and OUT_TSV.read_text() == tsv
        print("up to date" if ok else "stale"); sys.exit(0 if ok else 1)
    OUT_TXT.write_text(txt)
    OUT_TSV.write_text(tsv)
    print(f"{len(lines)} lines, {len({r for _, r in lines})} default regions -> {OUT_TXT.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
