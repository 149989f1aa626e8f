#!/usr/bin/env python3
"""Checks kbcheck's HTML forms in a real browser (headless Chromium through
Selenium): the browser's own constraint validation must never refuse a value
kbcheck accepts (issue 19). Every field of a schema covering each keyboard is
rendered by `kbcheck form --html`, opened from a file, each value is *typed*
into its input (so length constraints apply, as they do only to a person's
edits), and `checkValidity()` is compared with kbcheck's verdict on the same
value. Also checks that every input carries the attributes kbcheck wrote, and
takes two screenshots (the empty form; a submission with issues).

With --url (a running sign-up example, e.g. http://127.0.0.1:8089/signup):
fills the served form in the browser with invalid values, submits it, checks
that the server's issues stand beside the right fields and the input is kept,
then submits valid values and expects the thank-you page.

Usage: Scripts/ci/browser-form-check.py [--kbcheck PATH] [--screenshots DIR] [--url URL]
Needs chromium, chromedriver (Debian: chromium chromium-driver) and selenium
(PyPI, in a venv). Prints the counts; exits 1 on any disagreement.
"""
import argparse, html.parser, json, os, subprocess, sys, tempfile

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.common.exceptions import StaleElementReferenceException, WebDriverException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

SCHEMA = {"fields": [
    {"name": "email", "type": "emailAddress", "label": "Email"},
    {"name": "emailHTML", "type": "emailAddress", "profile": "html", "label": "Email (html)"},
    {"name": "website", "type": "URL", "label": "Website"},
    {"name": "phone", "type": "phonePad", "label": "Phone", "options": {"defaultRegion": "US"}},
    {"name": "quantity", "type": "numberPad", "label": "Quantity", "options": {"maxLength": "6"}},
    {"name": "pin", "type": "asciiCapableNumberPad", "label": "PIN",
     "options": {"minLength": "4", "maxLength": "6"}},
    {"name": "amount", "type": "decimalPad", "label": "Amount", "locale": "de_DE"},
    {"name": "note", "type": "default", "label": "Note"},
    {"name": "query", "type": "webSearch", "label": "Search"},
    {"name": "handle", "type": "twitter", "label": "Handle"},
    {"name": "size", "type": "picker", "label": "Size", "choices": ["Small", "Large"]},
]}

VALUES = {
    "email": ["ada@example.com", "josé@bücher.example", "ada@", "a b@example.com", "ADA@EXAMPLE.COM",
              "用户@例子.广告", "x@localhost"],
    "emailHTML": ["ada@example.com", "josé@example.com", "ada@", "a.b-c@x-y.example"],
    "website": ["https://example.com/", "example.com", "http://ex ample.com", "https://例子.广告/",
                "javascript:alert(1)", "ftp://example.com"],
    "phone": ["+1 650-253-0000", "(650) 253-0000", "650253000012", "+1 650 253 0000 ext. 12", "abc"],
    "quantity": ["12", "١٢٣", "１２", "1234567", "1.5", "-3"],
    "pin": ["1234", "123456", "123", "1234567", "12a4", "１２３４", "٠١٢٣"],
    "amount": ["12,5", "1.234,5", "12.5", "-1", "1e5", "0,0001"],
    "note": ["hello", "Zoë 👍", " spaced "],
    "query": ["swift keyboards", "ä"],
    "handle": ["@kbcheck", "@with space", "#tag"],
}


def field_args(field):
    args = ["--type", field["type"]]
    if field.get("profile"):
        args += ["--profile", field["profile"]]
    if field.get("locale"):
        args += ["--locale", field["locale"]]
    for k, v in field.get("options", {}).items():
        args += ["--set", f"{k}={v}"]
    return args


def kbcheck_verdicts(kbcheck, field, values):
    out = subprocess.run([kbcheck, *field_args(field), "--format", "json", "-"],
                         input="\n".join(values).encode() + b"\n", capture_output=True)
    return [json.loads(line)["valid"] for line in out.stdout.decode().splitlines()]


class Inputs(html.parser.HTMLParser):
    """The attributes of every input and select, as written."""
    def __init__(self):
        super().__init__()
        self.controls = {}

    def handle_starttag(self, tag, attrs):
        if tag in ("input", "select"):
            a = dict(attrs)
            self.controls[a["name"]] = a


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--kbcheck", default=".build/debug/kbcheck")
    parser.add_argument("--screenshots", default=None)
    parser.add_argument("--url", default=None)
    args = parser.parse_args()
    if args.url:
        return check_service(args.url, args.screenshots)
    work = tempfile.mkdtemp(prefix="kbcheck-browser-")
    schema_path = os.path.join(work, "schema.json")
    with open(schema_path, "w") as f:
        json.dump(SCHEMA, f)

    def page(submission=None):
        cmd = [args.kbcheck, "form", "--schema", schema_path, "--html"]
        if submission is not None:
            path = os.path.join(work, "submission.json")
            with open(path, "w") as f:
                json.dump(submission, f)
            cmd.append(path)
        form = subprocess.run(cmd, capture_output=True).stdout.decode()
        return ("<!doctype html><html lang=en><meta charset=utf-8>"
                "<meta name=viewport content='width=device-width'>"
                "<style>body{font:16px sans-serif;margin:1em}.kbcheck-field{margin:.6em 0}"
                "label{display:block;font-weight:600}input,select{font:inherit;width:20em}"
                ".kbcheck-issues{margin:.2em 0;padding-left:1.2em;color:#b00020;font-size:.9em}"
                ".kbcheck-field--invalid input,.kbcheck-field--invalid select{border:2px solid #b00020}"
                "</style><title>kbcheck form</title>" + form + "</html>"), form

    options = webdriver.ChromeOptions()
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=700,1200"):
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    failures, checked, agreed_refusals = [], 0, 0
    try:
        document, form = page()
        empty_path = os.path.join(work, "empty.html")
        with open(empty_path, "w") as f:
            f.write(document)
        driver.get("file://" + empty_path)

        # The attributes in the browser are the ones kbcheck wrote.
        written = Inputs()
        written.feed(form)
        for name, attrs in written.controls.items():
            element = driver.find_element(By.NAME, name)
            for key, value in attrs.items():
                got = element.get_attribute(key)
                want = "true" if value is None else value
                if got != want:
                    failures.append(f"{name}: attribute {key} is {got!r} in the browser, {want!r} written")

        # The browser's constraint validation never refuses what kbcheck accepts.
        for field in SCHEMA["fields"]:
            values = VALUES.get(field["name"])
            if not values:
                continue
            verdicts = kbcheck_verdicts(args.kbcheck, field, values)
            element = driver.find_element(By.NAME, field["name"])
            for value, kb_valid in zip(values, verdicts):
                driver.execute_script("arguments[0].value = ''", element)
                element.send_keys(value)
                typed = driver.execute_script("return arguments[0].value", element)
                browser_valid = driver.execute_script("return arguments[0].checkValidity()", element)
                checked += 1
                if typed != value:
                    # The browser stopped the typing (maxlength): right only
                    # when kbcheck refuses the whole value too.
                    if kb_valid:
                        failures.append(
                            f"{field['name']}: kbcheck accepts {value!r}, the browser lets only {typed!r} be typed")
                    else:
                        agreed_refusals += 1
                elif kb_valid and not browser_valid:
                    failures.append(f"{field['name']}: kbcheck accepts {value!r}, the browser refuses it")
                elif not kb_valid and not browser_valid:
                    agreed_refusals += 1
        if args.screenshots:
            os.makedirs(args.screenshots, exist_ok=True)
            driver.get("file://" + empty_path)
            driver.save_screenshot(os.path.join(args.screenshots, "form-empty.png"))
            document, _ = page({"email": "ada@", "website": "http://ex ample.com", "phone": "650253000012",
                                "quantity": "12", "pin": "12a4", "amount": "12.5", "note": "hello",
                                "size": "Medium"})
            errors_path = os.path.join(work, "errors.html")
            with open(errors_path, "w") as f:
                f.write(document)
            driver.get("file://" + errors_path)
            driver.save_screenshot(os.path.join(args.screenshots, "form-errors.png"))
    finally:
        driver.quit()
    print(f"browser-form-check: {len(written.controls)} controls, {checked} typed values; "
          f"browser refused {agreed_refusals} that kbcheck also refuses; {len(failures)} disagreements")
    for failure in failures:
        print("  " + failure)
    return 1 if failures else 0


def browser():
    options = webdriver.ChromeOptions()
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=700,1200"):
        options.add_argument(flag)
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def check_service(url, screenshots):
    """A real round trip through a running service's page."""
    invalid = {"email": "ada@", "website": "https://example.com", "phone": "+1 650 253 0000",
               "postalCode": "10115", "amount": "12.5"}
    valid = dict(invalid, email="ada@example.com")
    failures = []
    driver = browser()
    try:
        def is_gone(element):
            """Whether the page that held `element` has been replaced.
            Chromium answers a query on a node of the old page either as
            stale or, while the new page loads, with an inspector error that
            the node "does not belong to the document" (which selenium's
            staleness_of lets through, failing the run at random)."""
            try:
                element.is_enabled()
                return False
            except StaleElementReferenceException:
                return True
            except WebDriverException as error:
                if "does not belong to the document" in str(error):
                    return True
                raise

        def submit(values):
            driver.get(url)
            for name, value in values.items():
                element = driver.find_element(By.NAME, name)
                element.clear()
                element.send_keys(value)
                if not driver.execute_script("return arguments[0].checkValidity()", element):
                    failures.append(f"the browser refuses {name}={value!r} before sending it")
            button = driver.find_element(By.CSS_SELECTOR, "button[type=submit]")
            button.click()
            WebDriverWait(driver, 10).until(lambda _: is_gone(button))

        submit(invalid)
        field = driver.find_element(By.CSS_SELECTOR, '[data-field="email"]')
        if "kbcheck-field--invalid" not in field.get_attribute("class"):
            failures.append("the email field is not marked invalid after the submission")
        codes = [li.get_attribute("data-code") for li in field.find_elements(By.CSS_SELECTOR, "li")]
        if not any(code.startswith("email.") for code in codes):
            failures.append(f"no email issue beside the email field: {codes}")
        kept = driver.find_element(By.NAME, "email").get_attribute("value")
        if kept != "ada@":
            failures.append(f"the input was not kept: {kept!r}")
        others = driver.find_elements(By.CSS_SELECTOR, ".kbcheck-field--invalid")
        if [e.get_attribute("data-field") for e in others] != ["email"]:
            failures.append(f"invalid fields: {[e.get_attribute('data-field') for e in others]}")
        if screenshots:
            os.makedirs(screenshots, exist_ok=True)
            driver.save_screenshot(os.path.join(screenshots, "service-errors.png"))
        submit(valid)
        if "Thank you" not in driver.page_source:
            failures.append("a valid submission did not reach the thank-you page")
    finally:
        driver.quit()
    print(f"browser-form-check (service {url}): {len(failures)} failures")
    for failure in failures:
        print("  " + failure)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
