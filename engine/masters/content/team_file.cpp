// Team files (docs/teams.md): the text checked as a whole (size, lines, UTF-8), then read line
// by line with the grammar of team_grammar.hpp, each card found in the library, every problem
// at its line and column; and a team written back as a file that reads the same.
#include <algorithm>
#include <cerrno>
#include <filesystem>
#include <fstream>
#include <tao/pegtl/contrib/limit_bytes.hpp>

#include "dm/files.hpp"
#include "dm/team.hpp"
#include "dm/text.hpp"
#include "engine/masters/content/team_cards.hpp"
#include "engine/masters/content/team_grammar.hpp"

namespace dm {

namespace pegtl = tao::pegtl;
namespace tg = team_grammar;
namespace fs = std::filesystem;
using teams::fold;

std::string TeamProblem::text() const {
  // Escaped: a message may quote the file's own bytes, which must not reach a terminal raw.
  std::string out = printable_line(file);
  if (line > 0) out += ":" + std::to_string(line) + (col > 0 ? ":" + std::to_string(col) : "");
  out += ": error: " + printable(message);
  if (!hint.empty()) out += " (" + printable(hint) + ")";
  return out;
}

namespace {

constexpr std::size_t kMaxBytes = kMaxTeamFileBytes;  // a team file is a few hundred bytes
constexpr std::size_t kMaxLines = 10000;
constexpr std::size_t kMaxLineBytes = 4000;  // a card is a few dozen bytes; room for long comments
constexpr int kMaxProblems = 100;            // then the reader stops: the team is broken anyway
const char* const kExample = "e.g. '2 Beast: Big Boy Blue'";
const char* const kDraftedExample = "e.g. 'drafted: 2 Beast: Big Boy Blue'";

std::string too_large(const std::string& bytes) {
  return "the file is too large (" + bytes + " bytes; a team file may hold at most " + std::to_string(kMaxBytes) + ")";
}

// ---------------------------------------------------------------- the grammar's actions
struct Parts {
  enum Kind { Blank, Comment, Card, Drafted, Header, Other } kind = Blank;
  std::string_view count, card, key, value, other;
  bool drafted_key = false;  // the line started with 'drafted:' (a number without a card is then a drafted line's)
};

template <typename Rule> struct action : pegtl::nothing<Rule> {};
// The whole line only: PEGTL 3.2.7's limit_bytes counts from the start of the input, not from
// where the rule starts.
template <> struct action<tg::line> : pegtl::limit_bytes<kMaxLineBytes> {};
#define DM_TEAM_PART(rule, ...)                                         \
  template <> struct action<tg::rule> {                                 \
    template <typename In> static void apply(const In& in, Parts& p) {  \
      [[maybe_unused]] std::string_view s(in.begin(), in.size());       \
      __VA_ARGS__;                                                      \
    }                                                                   \
  }
DM_TEAM_PART(comment, p.kind = Parts::Comment);
DM_TEAM_PART(count, p.count = s);
DM_TEAM_PART(card_name, p.card = s);
DM_TEAM_PART(card_line, p.kind = Parts::Card);
DM_TEAM_PART(drafted_key, p.drafted_key = true);
DM_TEAM_PART(drafted_line, p.kind = Parts::Drafted);
DM_TEAM_PART(key, p.key = s);
DM_TEAM_PART(value, p.value = s);
DM_TEAM_PART(header, p.kind = Parts::Header);
DM_TEAM_PART(other, p.kind = Parts::Other; p.other = s);
#undef DM_TEAM_PART

template <typename> inline constexpr const char* message = nullptr;
template <> inline constexpr const char* message<tg::card_name> = "a number with no card after it";
struct errors {
  template <typename Rule> static constexpr bool raise_on_failure = false;
  template <typename Rule> static constexpr const char* message = dm::message<Rule>;
};
template <typename Rule> using control = pegtl::must_if<errors>::control<Rule>;

// ---------------------------------------------------------------- text helpers
char lower(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }

// A key as the format names it: lower case, one space between words ("Basic  Action" -> "basic action").
std::string key_of(std::string_view s) {
  std::string out;
  for (char c : s)
    if (c == ' ' || c == '\t') {
      if (!out.empty() && out.back() != ' ') out += ' ';
    } else {
      out += lower(c);
    }
  while (!out.empty() && out.back() == ' ') out.pop_back();
  return out;
}

// 'text' for a message: at most 60 bytes (cut at a character boundary), controls shown as '?'.
std::string quote(std::string_view s) {
  std::string out;
  std::size_t n = s.size();
  if (n > 60) {
    n = 57;
    while (n > 0 && (static_cast<unsigned char>(s[n]) & 0xC0) == 0x80) --n;
  }
  for (std::size_t i = 0; i < n; ++i) out += static_cast<unsigned char>(s[i]) < 0x20 || s[i] == 0x7F ? '?' : s[i];
  return "'" + out + (n < s.size() ? "...'" : "'");
}

// "2", "15" at the start of `s`, followed by a blank, an 'x' or nothing: a number of dice.
bool starts_with_count(std::string_view s) {
  std::size_t i = 0;
  while (i < s.size() && s[i] >= '0' && s[i] <= '9') ++i;
  return i > 0 && (i == s.size() || s[i] == ' ' || s[i] == '\t' || s[i] == 'x' || s[i] == 'X');
}

// "basic: ..." or "basic action: ..." at the start of `s`.
bool starts_with_basic_key(std::string_view s) {
  const std::size_t c = s.find(':');
  if (c == std::string_view::npos) return false;
  const std::string k = key_of(s.substr(0, c));
  return k == "basic" || k == "basic action";
}

const teams::Names kKeys = {{"name", "name:"},
                            {"format", "format:"},
                            {"basic", "basic:"},
                            {"basicaction", "basic action:"},
                            {"drafted", "drafted:"},
                            {"options", "options:"}};

// ---------------------------------------------------------------- the reader
struct Reader {
  TeamList& team;
  std::vector<TeamProblem>& problems;
  const CardLibrary& lib;
  teams::TeamCards cards;
  int line = 0;
  int told = 0;
  bool stopped = false;

  // How a line lists a card: with its dice, as a basic action, or as drafted with its copies.
  enum class Listed { WithDice, Basic, Drafted };

  void problem(int at_line, int col, std::string message, std::string hint = {}) {
    if (stopped) return;
    if (++told > kMaxProblems) {
      problems.push_back({team.file, at_line, 0, "too many problems: stopped reading here", "fix the ones above first"});
      stopped = true;
      return;
    }
    problems.push_back({team.file, at_line, col, std::move(message), std::move(hint)});
  }
  void refuse(int at_line, int col, std::string message, std::string hint = {}) {
    problems.push_back({team.file, at_line, col, std::move(message), std::move(hint)});
    stopped = true;
  }

  // Line count, UTF-8 and NUL bytes, before anything is parsed (the size is checked before).
  bool check_text(std::string_view text) {
    const std::size_t lines = static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n')) +
                              (!text.empty() && text.back() != '\n' ? 1 : 0);
    if (lines > kMaxLines) {
      refuse(0, 0, "the file has " + std::to_string(lines) + " lines; a team file may have at most " + std::to_string(kMaxLines));
      return false;
    }
    int at = 1;
    std::size_t ls = 0;
    for (std::size_t i = 0; i < text.size();) {
      const auto c = static_cast<unsigned char>(text[i]);
      const int n = c < 0x80 ? 1 : (c >> 5) == 0x6 ? 2 : (c >> 4) == 0xE ? 3 : (c >> 3) == 0x1E ? 4 : 0;
      bool ok = n > 0 && i + static_cast<std::size_t>(n) <= text.size();
      for (int k = 1; ok && k < n; ++k) ok = (static_cast<unsigned char>(text[i + k]) >> 6) == 0x2;
      const auto c1 = ok && n > 1 ? static_cast<unsigned char>(text[i + 1]) : 0;
      if (ok && n == 2) ok = c >= 0xC2;
      if (ok && n == 3) ok = !(c == 0xE0 && c1 < 0xA0) && !(c == 0xED && c1 >= 0xA0);
      if (ok && n == 4) ok = c <= 0xF4 && !(c == 0xF0 && c1 < 0x90) && !(c == 0xF4 && c1 >= 0x90);
      const int col = static_cast<int>(i - ls) + 1;
      if (!ok) {
        const char* hex = "0123456789abcdef";
        refuse(at, col, std::string("the file is not valid UTF-8 (byte 0x") + hex[c >> 4] + hex[c & 15] + ")",
               "save the file as UTF-8");
        return false;
      }
      if (c == 0) {
        refuse(at, col, "the file holds a NUL byte; is it a text file?");
        return false;
      }
      if (c == '\n') ++at, ls = i + 1;
      i += static_cast<std::size_t>(n);
    }
    return true;
  }

  void read_line(std::string_view s) {
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) s.remove_suffix(1);
    auto col = [&](std::string_view part) { return static_cast<int>(part.data() - s.data()) + 1; };
    for (std::size_t i = 0; i < s.size(); ++i)
      if ((static_cast<unsigned char>(s[i]) < 0x20 && s[i] != '\t') || s[i] == 0x7F) {
        const char* hex = "0123456789abcdef";
        const auto c = static_cast<unsigned char>(s[i]);
        problem(line, static_cast<int>(i) + 1, std::string("a control character (0x") + hex[c >> 4] + hex[c & 15] + ") in the line",
                c == '\r' ? "lines end with LF or CRLF" : "a team file is plain text");
        return;
      }
    Parts p;
    pegtl::memory_input<pegtl::tracking_mode::lazy, pegtl::eol::lf_crlf> in(s.data(), s.data() + s.size(), team.file);
    try {
      if (!pegtl::parse<tg::line, action, control>(in, p)) return;
    } catch (const pegtl::parse_error& e) {
      if (s.size() <= kMaxLineBytes && e.message() == message<tg::card_name>)
        problem(line, col(p.count), "a number with no card after it", p.drafted_key ? kDraftedExample : kExample);
      else
        problem(line, 1, "the line is too long (" + std::to_string(s.size()) + " bytes; at most " +
                             std::to_string(kMaxLineBytes) + ")");
      return;
    }
    switch (p.kind) {
      case Parts::Blank:
      case Parts::Comment: return;
      case Parts::Card: return card_line(p, col(p.count), col(p.card));
      case Parts::Drafted: return drafted_line(p, col(p.count), col(p.card));
      case Parts::Header: return header(p, col(p.key), col(p.value));
      case Parts::Other: return problem(line, col(p.other), std::string("a card line starts with how many dice, ") + kExample);
    }
  }

  void card_line(const Parts& p, int count_col, int card_col) {
    int dice = 0;
    for (char c : p.count) dice = std::min(1000, dice * 10 + (c - '0'));
    if (dice > 99) return problem(line, count_col, "at most 99 dice");
    if (starts_with_basic_key(p.card) && !cards.names_a_card(p.card)) {
      const std::string_view rest = p.card.substr(p.card.find(':') + 1);
      return problem(line, count_col, "basic actions take no number: the format gives their dice",
                     "write 'basic: " + std::string(rest.substr(std::min(rest.size(), rest.find_first_not_of(" \t")))) + "'");
    }
    add(p.card, card_col, count_col, dice, Listed::WithDice);
  }

  // "drafted: 3 Beast: Big Boy Blue": the card line after the key, in copies rather than dice.
  void drafted_line(const Parts& p, int count_col, int card_col) {
    int copies = 0;
    for (char c : p.count) copies = std::min(1000, copies * 10 + (c - '0'));
    if (copies > 99) return problem(line, count_col, "at most 99 copies");
    if (copies == 0) return problem(line, count_col, "a drafted card has at least 1 copy");
    if (starts_with_basic_key(p.card) && !cards.names_a_card(p.card))
      return not_drafted_basic(card_col, p.card.substr(p.card.find(':') + 1));
    add(p.card, card_col, count_col, copies, Listed::Drafted);
  }

  // A basic action on a drafted line: the player picks basic actions, they are not drafted.
  void not_drafted_basic(int col, std::string_view card) {
    card.remove_prefix(std::min(card.size(), card.find_first_not_of(" \t")));
    problem(line, col, "basic actions are not drafted: list them with 'basic:'",
            card.empty() ? std::string() : "write 'basic: " + std::string(card) + "'");
  }

  void header(const Parts& p, int key_col, int value_col) {
    const std::string key = key_of(p.key);
    if (key == "name" || key == "format") {
      std::string& field = key == "name" ? team.name : team.format;
      int& at = key == "name" ? team.name_line : team.format_line;
      if (at) return problem(line, key_col, "'" + key + ":' is given twice", "the first is on line " + std::to_string(at));
      if (p.value.empty())
        return problem(line, key_col, "nothing after '" + key + ":'", key == "name" ? "e.g. 'name: Hulk Smash'" : "e.g. 'format: constructed'");
      field = std::string(p.value);
      at = line;
      return;
    }
    if (key == "options") {
      if (team.options_line)
        return problem(line, key_col, "'options:' is given twice", "the first is on line " + std::to_string(team.options_line));
      team.options_line = line;
      // "name=value; name=value": a value may hold commas (sets=avx,asm), never a semicolon.
      std::string_view rest = p.value;
      while (!rest.empty()) {
        const std::size_t end = std::min(rest.find(';'), rest.size());
        std::string_view one = rest.substr(0, end);
        rest.remove_prefix(std::min(rest.size(), end + 1));
        while (!one.empty() && (one.front() == ' ' || one.front() == '\t')) one.remove_prefix(1);
        while (!one.empty() && (one.back() == ' ' || one.back() == '\t')) one.remove_suffix(1);
        if (one.empty()) continue;
        const std::size_t eq = one.find('=');
        if (eq == std::string_view::npos || eq == 0)
          return problem(line, value_col, "an option is written name=value, not " + quote(std::string(one)),
                         "e.g. 'options: sets=avx,asm; dice_limit=12'");
        if (!team.options.emplace(std::string(one.substr(0, eq)), std::string(one.substr(eq + 1))).second)
          return problem(line, value_col, "the option '" + std::string(one.substr(0, eq)) + "' is given twice");
      }
      return;
    }
    if (key == "basic" || key == "basic action") {
      if (p.value.empty()) return problem(line, key_col, "nothing after '" + key + ":'", "e.g. 'basic: Force Beam'");
      if (starts_with_count(p.value) && !cards.names_a_card(p.value)) {
        std::string_view rest = p.value.substr(std::min(p.value.size(), p.value.find_first_not_of("0123456789")));
        if (!rest.empty() && (rest[0] == 'x' || rest[0] == 'X')) rest.remove_prefix(1);
        rest.remove_prefix(std::min(rest.size(), rest.find_first_not_of(" \t")));
        return problem(line, value_col, "basic actions take no number: the format gives their dice",
                       rest.empty() ? std::string() : "write 'basic: " + std::string(rest) + "'");
      }
      return add(p.value, value_col, 0, 0, Listed::Basic);
    }
    if (key == "drafted") {  // a drafted line the grammar could not read: no number first
      if (p.value.empty()) return problem(line, key_col, "nothing after 'drafted:'", kDraftedExample);
      if (starts_with_basic_key(p.value) && !cards.names_a_card(p.value))
        return not_drafted_basic(value_col, p.value.substr(p.value.find(':') + 1));
      return problem(line, value_col, "a drafted line gives how many copies were drafted, then the card", kDraftedExample);
    }
    // Not a key: a card written without its number ("Beast: Big Boy Blue"), or a mistake.
    const std::string_view whole(p.key.data(), static_cast<std::size_t>(p.value.data() + p.value.size() - p.key.data()));
    const bool card = cards.names_a_card(p.key) || cards.names_a_card(whole);
    const std::string near = card ? std::string() : teams::nearest(fold(key), kKeys);
    if (card || (near.empty() && !cards.nearest(whole).empty()))
      return problem(line, key_col, std::string("a card line starts with how many dice, ") + kExample);
    problem(line, key_col, "unknown line " + quote(std::string(p.key) + ": ..."),
            near.empty() ? "the keys are name:, format:, options:, basic:, basic action: and drafted:" : "did you mean '" + near + "'?");
  }

  // "did you mean ...?" for a near miss, naming every card of a title several cards share.
  std::string meant(const std::string& near) const {
    std::vector<int> several;
    if (cards.find(near, several) == kNone && several.size() > 1)
      return "did you mean one of the cards titled " + quote(near) + ": " + cards.list(several) + "?";
    return "did you mean '" + near + "'?";
  }

  void add(std::string_view written, int col, int count_col, int dice, Listed how) {
    const bool basic = how == Listed::Basic;
    std::vector<TeamEntry>& list = how == Listed::Drafted ? team.drafted : team.entries;
    TeamEntry e;
    e.dice = dice;
    e.basic = basic;
    e.written = std::string(written);
    e.line = line;
    e.col = col;
    e.count_col = count_col;
    std::vector<int> several;
    e.def = cards.find(written, several);
    if (e.def == kNone) {
      if (!several.empty())
        problem(line, col, quote(written) + " is " + std::to_string(several.size()) + " cards: " + cards.list(several),
                cards.same_name(several) ? "write the card's id" : "write the full name");
      else if (const std::string near = cards.nearest(written); !near.empty())
        problem(line, col, "unknown card " + quote(written), meant(near) + " If not, add its card file with --cards");
      else
        problem(line, col, "unknown card " + quote(written), "cards come from the built-in sets and the files given with --cards");
      list.push_back(std::move(e));
      return;
    }
    const CardDef& d = lib.at(e.def);
    if (d.kind == CardKind::Sidekick) return problem(line, col, "Sidekicks are not chosen: every player has 8");
    if (basic && d.kind != CardKind::BasicAction)
      return problem(line, col, d.name() + " is not a basic action: list it with its dice, e.g. '2 " + d.name() + "'");
    if (how == Listed::Drafted && d.kind == CardKind::BasicAction)
      return problem(line, col, d.name() + " is a basic action: basic actions are not drafted",
                     "list it as 'basic: " + d.name() + "'");
    if (!basic && d.kind == CardKind::BasicAction)
      return problem(line, col, d.name() + " is a basic action: list it as 'basic: " + d.name() + "'");
    if (how == Listed::Drafted)
      for (const TeamEntry& first : team.drafted)
        if (first.def == e.def)
          return problem(line, col, d.name() + " has two 'drafted:' lines",
                         "the first is on line " + std::to_string(first.line) + "; write one line with all its copies");
    list.push_back(std::move(e));
  }
};

}  // namespace

TeamList read_team(const std::string& text, const std::string& file, const CardLibrary& library,
                   std::vector<TeamProblem>& problems) {
  TeamList team;
  team.file = file;
  if (text.size() > kMaxBytes) {
    problems.push_back({file, 0, 0, too_large(std::to_string(text.size()))});
    return team;
  }
  std::string_view all = text;
  if (all.substr(0, 3) == "\xEF\xBB\xBF") all.remove_prefix(3);  // a BOM: columns count after it
  Reader r{team, problems, library, teams::TeamCards(library)};
  if (!r.check_text(all)) return team;
  for (std::size_t pos = 0; !r.stopped;) {
    ++r.line;
    const std::size_t e = std::min(all.find('\n', pos), all.size());
    r.read_line(all.substr(pos, e - pos));
    if (e >= all.size()) break;
    pos = e + 1;
  }
  return team;
}

TeamList read_team_file(const std::string& path, const CardLibrary& library, std::vector<TeamProblem>& problems) {
  auto cannot = [&](std::string why) {
    problems.push_back({path, 0, 0, "cannot read the file", std::move(why)});
    TeamList t;
    t.file = path;
    return t;
  };
  std::error_code ec;
  const auto st = fs::status(path, ec);
  if (ec && ec.value() == ELOOP) return cannot("a symbolic link loop");
  if (ec || !fs::exists(st)) return cannot("no such file");
  if (fs::is_directory(st)) return cannot("it is a directory");
  if (fs::is_regular_file(st)) {
    const auto size = fs::file_size(path, ec);
    if (!ec && size > kMaxBytes) {
      problems.push_back({path, 0, 0, too_large(std::to_string(size))});
      TeamList t;
      t.file = path;
      return t;
    }
  }
  // Devices and pipes are refused before a byte is read; a file that grows past the limit
  // while it is read is never held whole.
  std::string why;
  auto text = read_input_file(path, kMaxBytes, why);
  if (!text) {
    if (why.rfind("too large", 0) == 0) {
      problems.push_back({path, 0, 0, too_large("more than " + std::to_string(kMaxBytes))});
      TeamList t;
      t.file = path;
      return t;
    }
    return cannot(why);
  }
  return read_team(*text, path, library, problems);
}

std::string write_team(const TeamList& team, const CardLibrary& library) {
  auto one_line = [](std::string s) {
    for (char& c : s)
      if (c == '\n' || c == '\r') c = ' ';
    return s;
  };
  std::string out;
  if (!team.name.empty()) out += "name: " + one_line(team.name) + "\n";
  if (!team.format.empty()) out += "format: " + one_line(team.format) + "\n";
  if (!team.options.empty()) {
    std::string options;
    for (const auto& [name, value] : team.options) options += (options.empty() ? "" : "; ") + one_line(name) + "=" + one_line(value);
    out += "options: " + options + "\n";
  }
  auto card = [&](const TeamEntry& e) {
    if (e.def < 0 || e.def >= library.size()) return one_line(e.written);
    const CardDef& d = library.at(e.def);
    const std::string name = d.name();
    // The id where the name would read back as another card, or not at all.
    const bool controls = std::any_of(name.begin(), name.end(), [](char c) { return static_cast<unsigned char>(c) < 0x20; });
    return controls || library.find(name) != e.def ? d.id : name;
  };
  if (!out.empty() && !team.entries.empty()) out += "\n";
  for (const auto& e : team.entries) out += (e.basic ? "basic: " : std::to_string(e.dice) + " ") + card(e) + "\n";
  if (!team.drafted.empty()) out += std::string(out.empty() ? "" : "\n") + "# drafted\n";
  for (const auto& e : team.drafted) out += "drafted: " + std::to_string(e.dice) + " " + card(e) + "\n";
  return out;
}

}  // namespace dm
