// The peer FileKind's put.io page reader is measured against: simdjson's
// On-Demand front end doing what `putio_page_to_entries` does to the same
// pages. Every file of `files` becomes a struct that owns its strings; the
// fields FileKind keeps are read (dates to seconds, with their fraction and
// zone; strings unescaped), every other field is skipped, and a file
// FileKind would refuse (a required field missing, a field of the wrong
// type, a date that is not one) is counted, not kept.
//
//   putio_pages PAGES.jsonl FILES [PASSES]
//
// Reads the page lines (the first 100, as the bench keeps them), then reads
// FILES files' worth of pages, cycling over them, PASSES times (default 5),
// and prints one JSON line: the median ns a file and the GB/s it means.
#include <simdjson.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

using namespace simdjson;

namespace {

struct File {
  int64_t id = 0;
  std::string name;
  std::string file_type;
  double created_at = 0;
  double updated_at = 0;
  int64_t size = 0;
  std::optional<int64_t> parent_id;
  std::optional<std::string> content_type;
  std::optional<std::string> extension;
  std::optional<std::string> folder_type;
  bool is_shared = false;
  bool is_mp4_available = false;
  bool need_convert = false;
  std::optional<int64_t> mp4_size;
  double start_from = 0;
  std::optional<std::string> crc32;
  std::optional<std::string> sha1;
  bool is_hidden = false;
  std::optional<double> first_accessed_at;
  std::optional<std::string> sort_by;
};

struct Page {
  std::vector<File> files;
  size_t refused = 0;
  std::optional<std::string> cursor;
  std::optional<int64_t> total;
  std::optional<std::string> sort_by;
};

int digits(std::string_view s, size_t at, size_t count) {
  int value = 0;
  for (size_t i = at; i < at + count; i++) {
    unsigned d = unsigned(s[i]) - '0';
    if (d > 9) return -1;
    value = value * 10 + int(d);
  }
  return value;
}

int64_t days_from_civil(int64_t y, unsigned m, unsigned d) {
  y -= m <= 2;
  const int64_t era = (y >= 0 ? y : y - 399) / 400;
  const unsigned yoe = unsigned(y - era * 400);
  const unsigned doy = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + d - 1;
  const unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
  return era * 146097 + int64_t(doe) - 719468;
}

// `2013-09-07T21:32:03`, an optional fraction, an optional `Z` or offset:
// seconds since 1970, or nothing.
std::optional<double> date(std::string_view s) {
  if (s.size() < 19) return std::nullopt;
  int year = digits(s, 0, 4), month = digits(s, 5, 2), day = digits(s, 8, 2);
  int hour = digits(s, 11, 2), minute = digits(s, 14, 2), second = digits(s, 17, 2);
  if (year < 0 || month < 1 || month > 12 || day < 1 || day > 31 || hour < 0 || hour > 24 ||
      minute < 0 || minute > 59 || second < 0 || second > 59 || s[4] != '-' || s[7] != '-' ||
      (s[10] != 'T' && s[10] != ' ') || s[13] != ':' || s[16] != ':')
    return std::nullopt;
  size_t at = 19;
  int ms = 0;
  if (at < s.size() && s[at] == '.') {
    size_t start = ++at;
    while (at < s.size() && unsigned(s[at]) - '0' < 10) {
      if (at - start < 3) ms = ms * 10 + (s[at] - '0');
      at++;
    }
    if (at == start) return std::nullopt;
    for (size_t k = std::min<size_t>(at - start, 3); k < 3; k++) ms *= 10;
  }
  int offset = 0;
  if (at < s.size()) {
    char sign = s[at];
    if (sign == 'Z' || sign == 'z') {
      at++;
    } else if (sign == '+' || sign == '-') {
      if (at + 3 > s.size()) return std::nullopt;
      int h = digits(s, at + 1, 2);
      if (h < 0 || h > 23) return std::nullopt;
      at += 3;
      int m = 0;
      if (at < s.size()) {
        if (s[at] == ':') at++;
        if (at + 2 > s.size()) return std::nullopt;
        m = digits(s, at, 2);
        if (m < 0 || m > 59) return std::nullopt;
        at += 2;
      }
      offset = (h * 60 + m) * (sign == '-' ? -1 : 1);
    } else {
      return std::nullopt;
    }
  }
  if (at != s.size()) return std::nullopt;
  int64_t secs = days_from_civil(year, unsigned(month), unsigned(day)) * 86400 + hour * 3600 +
                 minute * 60 + second - offset * 60;
  return double(secs * 1000 + ms) / 1000;
}

// One file object: true when it is kept, false when FileKind would refuse it.
bool read_file(ondemand::object object, File& f) {
  bool has_id = false, has_name = false, has_type = false, has_created = false;
  std::optional<std::string_view> updated;
  for (auto field : object) {
    std::string_view key;
    if (field.unescaped_key().get(key)) return false;
    ondemand::value v = field.value();
    if (v.is_null()) continue;
    if (key == "id") {
      if (v.get_int64().get(f.id)) return false;
      has_id = true;
    } else if (key == "name") {
      std::string_view s;
      if (v.get_string().get(s)) return false;
      f.name = s;
      has_name = true;
    } else if (key == "file_type") {
      std::string_view s;
      if (v.get_string().get(s)) return false;
      f.file_type = s;
      has_type = true;
    } else if (key == "created_at") {
      std::string_view s;
      if (v.get_string().get(s)) return false;
      auto d = date(s);
      if (!d) return false;
      f.created_at = *d;
      has_created = true;
    } else if (key == "updated_at") {
      std::string_view s;
      if (v.get_string().get(s)) return false;
      updated = s;
      auto d = date(s);
      if (!s.empty() && !d) return false;
      if (d) f.updated_at = *d;
    } else if (key == "size") {
      if (v.get_int64().get(f.size)) return false;
    } else if (key == "parent_id") {
      int64_t n;
      if (v.get_int64().get(n)) return false;
      f.parent_id = n;
    } else if (key == "content_type" || key == "extension" || key == "folder_type" ||
               key == "crc32" || key == "sha1" || key == "sort_by") {
      std::string_view s;
      if (v.get_string().get(s)) return false;
      auto& slot = key == "content_type" ? f.content_type
                   : key == "extension"  ? f.extension
                   : key == "folder_type" ? f.folder_type
                   : key == "crc32"       ? f.crc32
                   : key == "sha1"        ? f.sha1
                                          : f.sort_by;
      slot = std::string(s);
    } else if (key == "is_shared" || key == "is_mp4_available" || key == "need_convert" ||
               key == "is_hidden") {
      bool b;
      if (v.get_bool().get(b)) return false;
      (key == "is_shared" ? f.is_shared
       : key == "is_mp4_available" ? f.is_mp4_available
       : key == "need_convert" ? f.need_convert
                               : f.is_hidden) = b;
    } else if (key == "mp4_size") {
      int64_t n;
      if (v.get_int64().get(n)) return false;
      f.mp4_size = n;
    } else if (key == "start_from") {
      if (v.get_double().get(f.start_from)) return false;
    } else if (key == "first_accessed_at") {
      std::string_view s;
      if (v.get_string().get(s)) return false;
      if (!s.empty()) {
        auto d = date(s);
        if (!d) return false;
        f.first_accessed_at = *d;
      }
    }
  }
  if (!has_id || !has_name || !has_type || !has_created) return false;
  if (!updated || updated->empty()) f.updated_at = f.created_at;
  return true;
}

bool read_page(ondemand::parser& parser, const padded_string& json, Page& page) {
  ondemand::document doc;
  if (parser.iterate(json).get(doc)) return false;
  ondemand::object object;
  if (doc.get_object().get(object)) return false;
  for (auto field : object) {
    std::string_view key;
    if (field.unescaped_key().get(key)) return false;
    ondemand::value v = field.value();
    if (key == "files") {
      ondemand::array files;
      if (v.get_array().get(files)) return false;
      for (auto element : files) {
        ondemand::object file;
        File f;
        if (element.get_object().get(file) || !read_file(file, f)) {
          page.refused++;
          continue;
        }
        page.files.push_back(std::move(f));
      }
    } else if (key == "cursor") {
      std::string_view s;
      if (!v.is_null() && !v.get_string().get(s) && !s.empty()) page.cursor = std::string(s);
    } else if (key == "total") {
      int64_t n;
      if (!v.is_null() && !v.get_int64().get(n)) page.total = n;
    } else if (key == "parent") {
      ondemand::object parent;
      File f;
      if (v.is_null() || v.get_object().get(parent)) continue;
      if (read_file(parent, f)) page.sort_by = f.sort_by;
    }
  }
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 3) {
    std::fprintf(stderr, "usage: putio_pages PAGES.jsonl FILES [PASSES]\n");
    return 2;
  }
  const size_t files = std::stoul(argv[2]);
  const int passes = argc > 3 ? std::stoi(argv[3]) : 5;
  std::vector<padded_string> pages;
  std::ifstream in(argv[1]);
  for (std::string line; pages.size() < 100 && std::getline(in, line);) {
    pages.emplace_back(line);
  }
  if (pages.empty()) return 2;
  const size_t page_count = (files + 999) / 1000;
  size_t bytes = 0;
  for (size_t k = 0; k < page_count; k++) bytes += pages[k % pages.size()].size();
  ondemand::parser parser;
  std::vector<double> times;
  size_t read = 0, refused = 0;
  for (int pass = 0; pass < passes; pass++) {
    read = refused = 0;
    auto start = std::chrono::steady_clock::now();
    for (size_t k = 0; k < page_count; k++) {
      Page page;
      if (!read_page(parser, pages[k % pages.size()], page)) return 1;
      read += page.files.size();
      refused += page.refused;
    }
    std::chrono::duration<double, std::nano> elapsed = std::chrono::steady_clock::now() - start;
    times.push_back(elapsed.count());
  }
  std::sort(times.begin(), times.end());
  const double median = times[times.size() / 2];
  std::printf("{\"ns_per_file\": %.1f, \"gb_per_s\": %.3f, \"files\": %zu, \"refused\": %zu}\n",
              median / double(read + refused), double(bytes) / median, read, refused);
  return 0;
}
