#!/usr/bin/env python3
"""Generates a customer table for `kbcheck table` (issue 32): name, email,
phone, country, amount and postal code columns over 30+ countries, quoted
fields with commas and newlines, and planted errors of known kinds, listed
in a side file so a check can find each on its row and field.

    generate-customers.py ROWS OUT.csv [--jsonl OUT.jsonl] [--planted OUT.planted.jsonl]
                          [--seed N] [--note-bytes N]

--note-bytes makes every note about N bytes of mixed text (commas, quotes,
line breaks, non-ASCII): wide rows, for measuring memory on very large
inputs in minutes rather than hours (Scripts/dev/table-large-input.sh).

Phone numbers come from libphonenumber's example numbers (phonenumbers on
PyPI, only when it is installed) or a table of national formats below.
Deterministic for a seed.
"""
import argparse
import csv
import json
import random

# A valid national phone number per region (libphonenumber's example
# fixed-line numbers, as published in its metadata).
PHONES = {
    "US": "(201) 555-0123", "CA": "(506) 234-5678", "GB": "0121 234 5678", "DE": "030 123456",
    "FR": "01 23 45 67 89", "IT": "02 1234 5678", "ES": "810 12 34 56", "NL": "010 123 4567",
    "BE": "012 34 56 78", "CH": "021 234 56 78", "AT": "01 234567890", "SE": "08-12 34 56",
    "NO": "21 23 45 67", "DK": "32 12 34 56", "FI": "013 1234567", "PL": "12 345 67 89",
    "CZ": "212 345 678", "PT": "212 345 678", "IE": "022 12345", "AU": "(02) 1234 5678",
    "NZ": "03-234 5678", "JP": "03-1234-5678", "KR": "02-212-3456", "IN": "07410 410123",
    "BR": "(11) 2345-6789", "MX": "200 123 4567", "AR": "011 2345-6789", "ZA": "010 123 4567",
    "SG": "6123 4567", "HK": "2123 4567", "IL": "02-123-4567", "TR": "(212) 345 67 89",
    "GR": "21 2345 6789",
}
FIRST = ["Ada", "Grace", "Alan", "Zoë", "José", "Łukasz", "Søren", "Ngozi", "Mei", "Arjun"]
LAST = ["Lovelace", "Hopper", "Turing", "García", "Nowak", "O'Brien", "Müller", "Okafor"]
PLANTS = ["email.no-at", "email.domain.missing", "phone.invalid", "decimal.not-a-number", "name.empty"]


NOTE_WORDS = ["order", "shipped,", "call", "before", "delivery;", "gate", "code", "4471.",
              "Grüße", "aus", "München", "—", "山田様", "ご注文", 'says "hi"', "line\nbreak"]


def wide_note(rng, size):
    """About `size` bytes of note text, ending at a word."""
    words, length = [], 0
    while length < size:
        word = rng.choice(NOTE_WORDS)
        words.append(word)
        length += len(word.encode()) + 1
    return " ".join(words)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("rows", type=int)
    parser.add_argument("out")
    parser.add_argument("--jsonl")
    parser.add_argument("--planted")
    parser.add_argument("--seed", type=int, default=32)
    parser.add_argument("--note-bytes", type=int, default=0)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    countries = sorted(PHONES)
    planted = []
    jsonl = open(args.jsonl, "w") if args.jsonl else None
    with open(args.out, "w", newline="") as f:
        writer = csv.writer(f, lineterminator="\r\n")
        writer.writerow(["id", "name", "email", "phone", "country", "amount", "note"])
        for row in range(1, args.rows + 1):
            country = countries[row % len(countries)]
            name = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
            email = f"user{row}@example{row % 997}.com"
            phone = PHONES[country]
            amount = f"{rng.randrange(1, 100000)}.{rng.randrange(0, 100):02d}"
            note = rng.choice(["", "VIP, call first", "line one\nline two", 'says "hi"'])
            if args.note_bytes:
                note = wide_note(rng, args.note_bytes)
            if row % 50 == 7:
                kind = PLANTS[(row // 50) % len(PLANTS)]
                field = {"email": "email", "phone": "phone", "decimal": "amount", "name": "name"}[kind.split(".")[0]]
                planted.append({"row": row, "field": field, "kind": kind})
                if kind == "email.no-at":
                    email = email.replace("@", "")
                elif kind == "email.domain.missing":
                    email = email.split("@")[0] + "@"
                elif kind == "phone.invalid":
                    phone = "12"
                elif kind == "decimal.not-a-number":
                    amount = "12x"
                else:
                    name = ""
            values = [str(row), name, email, phone, country, amount, note]
            writer.writerow(values)
            if jsonl:
                jsonl.write(json.dumps(dict(zip(["id", "name", "email", "phone", "country", "amount", "note"], values)), ensure_ascii=False) + "\n")
    if jsonl:
        jsonl.close()
    if args.planted:
        with open(args.planted, "w") as f:
            for p in planted:
                f.write(json.dumps(p) + "\n")


if __name__ == "__main__":
    main()
