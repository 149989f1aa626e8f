#!/usr/bin/env python3
"""Second half of Scripts/phone/phone-compare.sh: runs Python phonenumbers on the corpus
(same loop as the C++ driver and Benchmarks' PhoneCompare), then prints the three
throughputs, the ratios, and the agreement on (E.164, validity) with every
disagreement listed. Usage: phone-compare.py CORPUS REGIONS_TSV OUTDIR REPEAT
"""
import re
import sys
import time

import phonenumbers


def run_python(lines, regions, repeat):
    out, valid = [], 0
    start = time.perf_counter()
    for _ in range(repeat):
        out, valid = [], 0
        for text, region in zip(lines, regions):
            try:
                n = phonenumbers.parse(text, None if region == "ZZ" else region)
            except phonenumbers.NumberParseException as e:
                out.append(f"ERROR\t{e.error_type}")
                continue
            ok = phonenumbers.is_valid_number(n)
            valid += ok
            out.append(phonenumbers.format_number(n, phonenumbers.PhoneNumberFormat.E164)
                       + ("\tvalid" if ok else "\tinvalid"))
    return out, time.perf_counter() - start, valid


def rate(err_file):
    text = open(err_file).read()
    m = re.search(r"([\d.]+) numbers/s", text)
    return (float(m.group(1)) if m else 0.0), text.strip()


def main():
    corpus, regions_tsv, outdir, repeat = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
    lines = open(corpus, encoding="utf-8").read().split("\n")[:-1]
    regions = [row.split("\t")[1] for row in open(regions_tsv).read().split("\n")[:-1]]
    py_repeat = max(1, repeat // 10)
    py, py_time, py_valid = run_python(lines, regions, py_repeat)
    py_rate = len(lines) * py_repeat / py_time
    cpp = open(f"{outdir}/cpp.tsv", encoding="utf-8").read().split("\n")[:len(lines)]
    kb = open(f"{outdir}/kbcheck.tsv", encoding="utf-8").read().split("\n")[:len(lines)]
    cpp_rate, cpp_line = rate(f"{outdir}/cpp.err")
    kb_rate, kb_line = rate(f"{outdir}/kbcheck.err")
    print(f"corpus: {len(lines)} lines ({corpus})")
    print(cpp_line)
    print(kb_line)
    print(f"phonenumbers {phonenumbers.__version__} (Python {sys.version.split()[0]}): {len(lines)} lines x "
          f"{py_repeat} in {py_time:.3f} s, {py_rate:,.0f} numbers/s, {py_valid} valid")
    if cpp_rate and kb_rate:
        print(f"ratio kbcheck / libphonenumber C++: {kb_rate / cpp_rate:.2f}x")
    if kb_rate:
        print(f"ratio kbcheck / phonenumbers (Python): {kb_rate / py_rate:.1f}x")

    def key(s):
        # errors agree on being errors, not on the kind numbering of each library
        return "ERROR" if s.startswith("ERROR") else s

    for name, other in (("libphonenumber C++", cpp), ("phonenumbers (Python)", py)):
        differ = [i for i in range(len(lines)) if key(kb[i]) != key(other[i])]
        print(f"agreement kbcheck vs {name}: {len(lines) - len(differ)}/{len(lines)}")
        for i in differ:
            print(f"  line {i + 1} [{regions[i]}] {lines[i]!r}: kbcheck {kb[i]!r}, {name} {other[i]!r}")
    differ = [i for i in range(len(lines)) if key(cpp[i]) != key(py[i])]
    print(f"agreement libphonenumber C++ vs phonenumbers (Python): {len(lines) - len(differ)}/{len(lines)}")
    for i in differ[:50]:
        print(f"  line {i + 1} [{regions[i]}] {lines[i]!r}: C++ {cpp[i]!r}, Python {py[i]!r}")


if __name__ == "__main__":
    main()
