#!/usr/bin/env python3
"""Differential check of kbcheck's phone engine against Python `phonenumbers` (the same
libphonenumber metadata, v9.0.35) on every example number of the metadata, written three ways
(national format with the region, international format, E.164).

Usage: Scripts/dev/venv.sh; .venv/bin/pip install phonenumbers==9.0.35
       .venv/bin/python Scripts/phone/phone-differential.py [path/to/kbcheck]
Prints the mismatches and a count. A comparison tool only, never a dependency of the product.
"""
import collections
import json
import subprocess
import sys

import phonenumbers as pn

KB = sys.argv[1] if len(sys.argv) > 1 else ".build/debug/kbcheck"
TYPES = {
    pn.PhoneNumberType.FIXED_LINE: "fixedLine", pn.PhoneNumberType.MOBILE: "mobile",
    pn.PhoneNumberType.FIXED_LINE_OR_MOBILE: "fixedLineOrMobile", pn.PhoneNumberType.TOLL_FREE: "tollFree",
    pn.PhoneNumberType.PREMIUM_RATE: "premiumRate", pn.PhoneNumberType.SHARED_COST: "sharedCost",
    pn.PhoneNumberType.VOIP: "voip", pn.PhoneNumberType.PERSONAL_NUMBER: "personalNumber",
    pn.PhoneNumberType.PAGER: "pager", pn.PhoneNumberType.UAN: "uan", pn.PhoneNumberType.VOICEMAIL: "voicemail",
    pn.PhoneNumberType.UNKNOWN: "unknown",
}

by_region = collections.defaultdict(list)
for region in sorted(pn.SUPPORTED_REGIONS):
    for t in TYPES:
        ex = pn.example_number_for_type(region, t)
        if ex is None:
            continue
        expected = {
            "e164": pn.format_number(ex, pn.PhoneNumberFormat.E164),
            "numberType": TYPES[pn.number_type(ex)],
            "region": pn.region_code_for_number(ex),
            "national": pn.format_number(ex, pn.PhoneNumberFormat.NATIONAL),
            "international": pn.format_number(ex, pn.PhoneNumberFormat.INTERNATIONAL),
            "rfc3966": pn.format_number(ex, pn.PhoneNumberFormat.RFC3966),
        }
        for text in {expected["national"], expected["international"], expected["e164"]}:
            by_region[region].append((text, expected))
        # Variants one digit shorter and longer: validity and E.164 must still agree.
        nsn = pn.national_significant_number(ex)
        for variant in (nsn[:-1], nsn + "5"):
            text = f"+{ex.country_code} {variant}"
            try:
                v = pn.parse(text, None)
            except pn.NumberParseException:
                continue
            if not pn.is_possible_number(v):
                continue
            by_region[region].append((text, {
                "e164": pn.format_number(v, pn.PhoneNumberFormat.E164),
                "inAssignedRange": pn.is_valid_number(v),
                "lenient": True,
            }))

total = mismatches = 0
counts = collections.Counter()
def run(region, cases, profile):
    lines = "\n".join(t for t, _ in cases) + "\n"
    return subprocess.run(
        [KB, "validate", "--type", "phone", "--format", "json", "--no-summary", "--profile", profile, "--set",
         f"defaultRegion={region}", "-"], input=lines, capture_output=True, text=True).stdout.splitlines()


for region, all_cases in by_region.items():
    strict = [c for c in all_cases if not c[1].get("lenient")]
    loose = [c for c in all_cases if c[1].get("lenient")]
    results = list(zip(strict, run(region, strict, "form"))) + (list(zip(loose, run(region, loose, "lenient"))) if loose else [])
    for (text, expected), line in results:
        total += 1
        got = json.loads(line)
        bad = [k for k in expected if k != "lenient" and got.get(k) != expected[k]]
        if expected.get("lenient") and not got.get("valid") and not expected["inAssignedRange"]:
            bad = []  # not possible for kbcheck's stricter checks is fine when libphonenumber says invalid
        elif not got.get("valid"):
            bad.append("valid")
        if bad:
            mismatches += 1
            counts.update(bad)
            if mismatches <= 60:
                print(f"{region} {text!r}: " + ", ".join(f"{k}: {got.get(k)!r} != {expected.get(k)!r}" for k in bad)
                      + (f" issues={[i.get('code') for i in got.get('issues', [])]}" if "valid" in bad else ""))
print(f"{total - mismatches} of {total} agree; mismatching fields: {dict(counts)}")
