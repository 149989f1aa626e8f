// Reads a corpus (one number per line) and its regions TSV (line TAB region),
// parses each line with its default region, validates it and formats it as
// E.164 with libphonenumber (C++), and writes "E164<TAB>valid" or
// "ERROR<TAB>kind" per line to stdout; the throughput goes to stderr.
// Usage: driver CORPUS REGIONS_TSV [REPEAT]
// Built by Scripts/phone/phone-compare.sh (g++ -O2 ... -lphonenumber); not part of kbcheck.
#include <phonenumbers/phonenumberutil.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

using i18n::phonenumbers::PhoneNumber;
using i18n::phonenumbers::PhoneNumberUtil;

int main(int argc, char** argv) {
  if (argc < 3) {
    std::fprintf(stderr, "usage: %s CORPUS REGIONS_TSV [REPEAT]\n", argv[0]);
    return 2;
  }
  int repeat = argc > 3 ? std::atoi(argv[3]) : 1;
  std::vector<std::string> lines, regions;
  std::ifstream corpus(argv[1]), tsv(argv[2]);
  for (std::string line; std::getline(corpus, line);) lines.push_back(line);
  for (std::string line; std::getline(tsv, line);) regions.push_back(line.substr(line.find('\t') + 1));
  if (lines.size() != regions.size()) {
    std::fprintf(stderr, "%zu lines but %zu regions\n", lines.size(), regions.size());
    return 2;
  }
  const PhoneNumberUtil& util = *PhoneNumberUtil::GetInstance();
  std::vector<std::string> out(lines.size());
  size_t valid = 0;
  auto start = std::chrono::steady_clock::now();
  for (int r = 0; r < repeat; ++r) {
    valid = 0;
    for (size_t i = 0; i < lines.size(); ++i) {
      PhoneNumber number;
      PhoneNumberUtil::ErrorType error = util.Parse(lines[i], regions[i], &number);
      if (error != PhoneNumberUtil::NO_PARSING_ERROR) {
        out[i] = "ERROR\t" + std::to_string(static_cast<int>(error));
        continue;
      }
      bool ok = util.IsValidNumber(number);
      valid += ok;
      std::string e164;
      util.Format(number, PhoneNumberUtil::E164, &e164);
      out[i] = e164 + (ok ? "\tvalid" : "\tinvalid");
    }
  }
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  for (const std::string& s : out) std::cout << s << '\n';
  std::fprintf(stderr, "libphonenumber C++: %zu lines x %d in %.3f s, %.0f numbers/s, %zu valid\n", lines.size(),
               repeat, seconds, lines.size() * repeat / seconds, valid);
  return 0;
}
