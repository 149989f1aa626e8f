#!/usr/bin/env python3
"""The Python side of bench-cli.sh: what `kbcheck --type email -` does, with
email-validator: one address per stdin line, the normalized address (or an
empty line) on stdout, the reason on stderr. No DNS lookups."""
import sys

from email_validator import EmailNotValidError, validate_email


def main():
    out = sys.stdout
    err = sys.stderr
    for number, line in enumerate(sys.stdin.buffer, 1):
        text = line.rstrip(b"\n").rstrip(b"\r").decode("utf-8", "replace")
        try:
            out.write(validate_email(text, check_deliverability=False).normalized + "\n")
        except EmailNotValidError as error:
            out.write("\n")
            err.write(f"stdin:{number}: {error}\n")


if __name__ == "__main__":
    main()
