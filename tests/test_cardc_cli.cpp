// cardc as a designer meets it: the real binary on files in a temporary folder. Exit codes
// (0 clean, 1 problems, 2 usage or I/O), the scripts compile writes, the shape of the
// diagnostics, rendering, formatting, and inputs that are not card files at all.
#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "tests/cli_support.hpp"

#include "dsl/compile.hpp"
#include "dsl/format.hpp"
#include "dsl/parser.hpp"
#include "engine/masters/content/loader.hpp"

#ifdef DM_CARDC_BIN

namespace fs = std::filesystem;

namespace {

using dm::test::Run;
using dm::test::slurp;
using dm::test::spit;
using dm::test::TempDir;

// Runs cardc with `args` (already quoted where needed); stdout and stderr kept apart.
Run cardc(const std::string& args) { return dm::test::run_tool(DM_CARDC_BIN, args); }

using dm::test::has;

// Three cards that must stay clean under every check: a character whose burst face has its
// ability, a basic action whose burst faces share one, and a card whose effect is Lua.
const char* const kGood = R"(# Cards for the cardc tests.
set tst "Test Set"

card 1 "Lantern Keeper" "Night Watch"
  character
  cost 2 mask
  affiliation "Guild"
  max 4
  faces mask | mask mask | mask mask | 0/1/2* | 0/2/3 | 1/2/4

  when this blocks: this gets +1A and +1D.
  *: this gets +2A and +2D instead.

card 2 "Ember Toss"
  basic action
  cost 3
  use 3
  faces 2 | 2 | 2 | action | action* | action**

  deal 2 damage to target character or player.
  */**: deal 3 damage to target character or player instead.

card 3 "Quiet Oracle" "Reader of Stars"
  character
  cost 3 bolt
  max 4
  faces bolt | bolt bolt | bolt bolt | 0/2/2 | 1/3/3 | 2/4/4

  when this is fielded: lua [[ g.gain_life(self.player, 1) ]] text "When Quiet Oracle is fielded, gain 1 life.".
)";

// The doc's own example of a misspelled keyword, on line 10.
const char* const kTypo = R"(# A misspelling.
set tst "Test Set"

card 4 "Brass Golem"
  character
  cost 4 fist
  max 4
  faces fist | fist fist | fist fist | 1/3/3 | 2/4/4 | 2/5/5

  when this attacks: this gains overcrus.
)";

// A burst face no ability uses: a warning, not an error.
const char* const kWarning = R"(# An unused burst.
set tst "Test Set"

card 5 "Idle Spark"
  character
  cost 2 bolt
  max 4
  faces bolt | bolt bolt | bolt bolt | 0/1/1* | 1/2/2 | 1/3/3

  when this attacks: this gets +1A.
)";

// Valid cards written untidily: the formatter has something to do.
const char* const kMessy = R"(# Untidy.
set   tst    "Test Set"
card 6   "Loose Thread"
  max 4
    faces fist|fist fist|fist fist|1/2/2|2/3/3|2/4/4
  cost 3 fist
  character
  when this attacks:   this gets   +1A.
)";

}  // namespace

TEST_CASE("cardc: every subcommand answers --help; bad arguments are usage errors", "[cardc]") {
  for (const char* sub : {"", "compile ", "check ", "render ", "fmt "}) {
    INFO(sub);
    auto r = cardc(std::string(sub) + "--help");
    REQUIRE(r.code == 0);
    REQUIRE(has(r.out, "Usage"));
  }
  REQUIRE(cardc("").code == 2);
  REQUIRE(cardc("frobnicate x.card").code == 2);
  REQUIRE(cardc("check --frobnicate x.card").code == 2);  // unknown option
  REQUIRE(cardc("compile x.card").code == 2);      // no -o
  REQUIRE(cardc("render x.card").code == 2);       // no --card
  REQUIRE(cardc("check --color sometimes x.card").code == 2);
}

TEST_CASE("cardc check: a clean file exits 0 and says so on stderr", "[cardc]") {
  TempDir d;
  spit(d / "good.card", kGood);
  auto r = cardc("check " + d / "good.card");
  REQUIRE(r.code == 0);
  REQUIRE(has(r.err, "0 errors, 0 warnings"));
  REQUIRE_FALSE(has(r.out, "error:"));
  REQUIRE_FALSE(has(r.out, "warning:"));
  // The card written in Lua gets a note, which does not fail the check.
  REQUIRE(has(r.out, "good.card:29:"));
  REQUIRE(has(r.out, "note:"));
  REQUIRE(cardc("check --werror " + d / "good.card").code == 0);
}

TEST_CASE("cardc check: every shipped card set checks with no warning, so a warning is worth reading", "[cardc]") {
  for (const auto& set : fs::directory_iterator(fs::path(DM_SOURCE_DIR) / "scripts" / "cards"))
    for (const auto& f : fs::directory_iterator(set.path())) {
      if (f.path().extension() != ".card") continue;
      auto r = cardc("check --werror " + f.path().string());
      INFO(f.path() << "\n" << r.out << r.err);
      CHECK(r.code == 0);
      CHECK(has(r.err, "0 errors, 0 warnings"));
    }
}

TEST_CASE("cardc check: an error prints file:line:col, the line, a caret and the hint; exit 1", "[cardc]") {
  TempDir d;
  std::string path = d / "typo.card";
  spit(path, kTypo);
  auto r = cardc("check --color never " + path);
  REQUIRE(r.code == 1);
  INFO(r.out);
  // `overcrus` starts at column 33 of line 10.
  REQUIRE(has(r.out, path + ":10:33: error: "));
  REQUIRE(has(r.out, " 10 |   when this attacks: this gains overcrus.\n"));
  REQUIRE(has(r.out, "    |                                 ^^^^^^^^\n"));
  REQUIRE(has(r.out, "= help: did you mean `overcrush`?"));
  REQUIRE(has(r.err, "1 error, 0 warnings"));
  REQUIRE_FALSE(has(r.out, "\x1b["));
  // With colour forced on, the same report is painted.
  auto colored = cardc("check --color always " + path);
  REQUIRE(colored.code == 1);
  REQUIRE(has(colored.out, "\x1b[1;31merror:"));
}

TEST_CASE("cardc check: problems of every file are reported in one run", "[cardc]") {
  TempDir d;
  spit(d / "a.card", kTypo);
  spit(d / "b.card", kGood);
  spit(d / "c.card", kWarning);
  auto r = cardc("check " + d / "a.card" + " " + d / "b.card" + " " + d / "c.card");
  REQUIRE(r.code == 1);
  REQUIRE(has(r.out, d / "a.card" + ":10:33: error:"));
  REQUIRE(has(r.out, d / "c.card:"));
  REQUIRE(has(r.out, "warning:"));
  REQUIRE(has(r.err, "1 error, 1 warning"));
  // A folder stands for the .card files in it.
  auto folder = cardc("check " + d.path.string());
  REQUIRE(folder.code == 1);
  REQUIRE(has(folder.err, "1 error, 1 warning"));
}

TEST_CASE("cardc check --werror: warnings fail the check too", "[cardc]") {
  TempDir d;
  spit(d / "warn.card", kWarning);
  auto plain = cardc("check " + d / "warn.card");
  REQUIRE(plain.code == 0);
  REQUIRE(has(plain.out, "warning:"));
  REQUIRE(has(plain.err, "0 errors, 1 warning"));
  REQUIRE(cardc("check --werror " + d / "warn.card").code == 1);
}

TEST_CASE("cardc check --json: an array of diagnostics with every field", "[cardc]") {
  TempDir d;
  spit(d / "typo.card", kTypo);
  spit(d / "good.card", kGood);
  auto r = cardc("check --json " + d / "typo.card" + " " + d / "good.card");
  REQUIRE(r.code == 1);
  auto j = nlohmann::json::parse(r.out);
  REQUIRE(j.is_array());
  REQUIRE(j.size() >= 2);  // the typo's error and the Lua card's note
  bool typo = false, note = false;
  for (const auto& e : j) {
    for (const char* k : {"file", "line", "column", "severity", "name", "message", "hint"}) REQUIRE(e.contains(k));
    REQUIRE(e["line"].is_number_integer());
    REQUIRE(e["column"].is_number_integer());
    if (e["file"] == d / "typo.card" && e["severity"] == "error") {
      typo = true;
      REQUIRE(e["line"] == 10);
      REQUIRE(e["column"] == 33);
      REQUIRE(e["hint"] == "did you mean `overcrush`?");
    }
    if (e["file"] == d / "good.card" && e["severity"] == "note") note = true;
  }
  REQUIRE(typo);
  REQUIRE(note);
  // A clean run is an empty array, still valid JSON.
  spit(d / "warn.card", kWarning);
  auto clean = cardc("check --json " + d / "warn.card");
  REQUIRE(clean.code == 0);
  auto w = nlohmann::json::parse(clean.out);
  REQUIRE(w.size() == 1);
  REQUIRE(w[0]["severity"] == "warning");
  REQUIRE(w[0]["name"] == "unused-burst");
  // The text output names it too, and `allow unused-burst` on the card silences it.
  auto text = cardc("check " + d / "warn.card");
  REQUIRE(has(text.out, "that no burst ability uses [unused-burst]"));
  std::string allowed = kWarning;
  allowed.replace(allowed.find("  max 4\n"), 8, "  max 4\n  allow unused-burst\n");
  spit(d / "allowed.card", allowed);
  auto quiet = cardc("check --werror --json " + d / "allowed.card");
  REQUIRE(quiet.code == 0);
  REQUIRE(nlohmann::json::parse(quiet.out).empty());
}

TEST_CASE("cardc: files that are not card files get a clear error, never a crash", "[cardc]") {
  TempDir d;
  spit(d / "latin1.card", std::string("set tst \"Caf\xe9\"\n"));
  spit(d / "empty.card", "");
  spit(d / "blank.card", "  \n\t\n");
  spit(d / "nul.card", std::string("set tst\0\n", 9));
  {
    std::string big(dm::dsl::kMaxFileBytes + 10, ' ');
    big.replace(0, 8, "set tst\n");
    spit(d / "big.card", big);
  }
  {
    // Parentheses that open and never close, far deeper than any card needs.
    std::string deep = "# Deep.\nset tst\ncard 1 \"Deep\"\n  character\n  if " + std::string(20000, '(') + "underdog: gain 1 life.\n";
    spit(d / "deep.card", deep);
  }
  struct Case {
    const char* file;
    const char* message;
  };
  for (const Case& c : {Case{"latin1.card", "not valid UTF-8"}, Case{"empty.card", "empty"}, Case{"blank.card", "empty"},
                        Case{"nul.card", "NUL"}, Case{"big.card", "too large"}, Case{"deep.card", "nest too deeply"}}) {
    INFO(c.file);
    for (const char* cmd : {"check ", "fmt --check ", "compile -o " }) {
      INFO(cmd);
      std::string args = std::string(cmd) + (std::string(cmd) == "compile -o " ? d / "out" + " " : "") + d / c.file;
      auto r = cardc(args);
      REQUIRE(r.code == 1);
      REQUIRE(has(r.out + r.err, std::string(d / c.file) + ":"));
      REQUIRE(has(r.out + r.err, c.message));
    }
  }
  REQUIRE_FALSE(fs::exists(d / "out"));
  // The file to format is left exactly as it was.
  REQUIRE(slurp(d / "latin1.card") == "set tst \"Caf\xe9\"\n");
}

TEST_CASE("cardc: a missing or unreadable file is an I/O error (exit 2) and the other files still run", "[cardc]") {
  TempDir d;
  spit(d / "typo.card", kTypo);
  auto r = cardc("check " + d / "nope.card" + " " + d / "typo.card");
  REQUIRE(r.code == 2);
  REQUIRE(has(r.err, d / "nope.card"));
  REQUIRE(has(r.out, d / "typo.card:10:33:"));  // still checked
  REQUIRE(cardc("fmt " + d / "nope.card").code == 2);
  REQUIRE(cardc("render " + d / "nope.card" + " --card tst-001").code == 2);
  REQUIRE(cardc("compile -o " + d / "out" + " " + d / "nope.card").code == 2);
  if (::geteuid() != 0) {  // root reads anything
    spit(d / "locked.card", kGood);
    fs::permissions(d / "locked.card", fs::perms::none);
    REQUIRE(cardc("check " + d / "locked.card").code == 2);
  }
}

TEST_CASE("cardc compile: one script per card in DIR/<set>/<id>.lua, equal to dsl::compile and loadable", "[cardc]") {
  TempDir d;
  const std::string src = d / "good.card";
  spit(src, kGood);
  const std::string out = d / "out/nested";
  auto r = cardc("compile " + src + " -o " + out);
  REQUIRE(r.code == 0);
  INFO(r.out + r.err);
  REQUIRE(has(r.out, "compiled 3 cards from 1 file"));
  REQUIRE(has(r.out, "1 card using Lua"));
  REQUIRE(has(r.out, "tst-003  Quiet Oracle: Reader of Stars"));

  auto expected = dm::dsl::compile(kGood, src);
  REQUIRE(expected.ok());
  REQUIRE(expected.cards.size() == 3);
  for (const auto& card : expected.cards) {
    INFO(card.id);
    std::string file = out + "/tst/" + card.id + ".lua";
    REQUIRE(fs::exists(file));
    REQUIRE(slurp(file) == card.lua);
  }
  REQUIRE(std::distance(fs::recursive_directory_iterator(out), fs::recursive_directory_iterator()) == 4);  // tst/ + 3

  dm::CardLibrary lib;
  std::vector<dm::LoadError> errors;
  dm::load_cards(lib, {out}, errors);
  for (const auto& e : errors) FAIL(e.text());
  REQUIRE(lib.size() == 3);
  int keeper = lib.find("tst-001");
  REQUIRE(keeper >= 0);
  REQUIRE(lib.at(keeper).name() == "Lantern Keeper: Night Watch");
  REQUIRE(lib.find("Ember Toss") >= 0);
  REQUIRE(lib.find("Quiet Oracle: Reader of Stars") >= 0);

  // Compiling again overwrites the same files with the same text.
  REQUIRE(cardc("compile " + src + " -o " + out).code == 0);
  REQUIRE(slurp(out + "/tst/tst-002.lua") == expected.cards[1].lua);
}

TEST_CASE("cardc compile: a file named twice, or with its folder, is compiled once; two files clashing over an id are refused", "[cardc]") {
  TempDir d;
  fs::create_directories(d.path / "set");
  spit(d / "set/good.card", kGood);
  auto twice = cardc("compile " + d / "set" + " " + d / "set/good.card" + " " + d / "set/../set/good.card" + " -o " + d / "out");
  REQUIRE(twice.code == 0);
  REQUIRE(has(twice.out, "compiled 3 cards from 1 file"));
  // Another file with the same set and number would overwrite tst-001: refused, nothing written.
  spit(d / "other.card", "# Same id.\nset tst\n\ncard 1 \"Other Keeper\"\n  character\n  cost 2 fist\n  max 4\n"
                         "  faces fist | fist | fist | 1/1/1 | 1/2/2 | 2/2/2\n");
  auto clash = cardc("compile " + d / "set/good.card" + " " + d / "other.card" + " -o " + d / "out2");
  REQUIRE(clash.code == 1);
  REQUIRE(has(clash.err, "would overwrite"));
  REQUIRE(slurp(d / "out2/tst/tst-001.lua") == dm::dsl::compile(kGood, d / "set/good.card").cards[0].lua);
}

TEST_CASE("cardc compile: a file with an error writes nothing; the good files are still compiled", "[cardc]") {
  TempDir d;
  spit(d / "good.card", kGood);
  // The typo card plus a valid card in the same file: neither may be written.
  spit(d / "typo.card", std::string(kTypo) + "\ncard 7 \"Fine Card\"\n  character\n  cost 2 fist\n  max 4\n"
                                               "  faces fist | fist | fist | 1/1/1 | 1/2/2 | 2/2/2\n");
  const std::string out = d / "out";
  auto r = cardc("compile --color never " + d / "typo.card" + " " + d / "good.card" + " -o " + out);
  REQUIRE(r.code == 1);
  REQUIRE(has(r.err, d / "typo.card:10:33: error:"));
  REQUIRE(has(r.err, "^^^^^^^^"));
  REQUIRE(has(r.out, "compiled 3 cards from 1 file"));
  REQUIRE(has(r.out, "not compiled (1 file): " + d / "typo.card"));
  REQUIRE(fs::exists(out + "/tst/tst-001.lua"));
  REQUIRE_FALSE(fs::exists(out + "/tst/tst-004.lua"));
  REQUIRE_FALSE(fs::exists(out + "/tst/tst-007.lua"));
}

TEST_CASE("cardc compile: an output folder that can't be made is an I/O error", "[cardc]") {
  TempDir d;
  spit(d / "good.card", kGood);
  spit(d / "plain-file", "not a folder");
  auto r = cardc("compile " + d / "good.card" + " -o " + d / "plain-file/out");
  REQUIRE(r.code == 2);
  REQUIRE(has(r.err, "cannot create the folder"));
}

TEST_CASE("cardc compile: ids that would leave the output folder are refused", "[cardc]") {
  TempDir d;
  spit(d / "escape.card", "# Escape.\nset tst\n\ncard 8 \"Sneaky\"\n  character\n  id \"../../escaped\"\n  cost 2 fist\n  max 4\n"
                          "  faces fist | fist | fist | 1/1/1 | 1/2/2 | 2/2/2\n");
  auto r = cardc("compile " + d / "escape.card" + " -o " + d / "out");
  REQUIRE(r.code == 1);
  REQUIRE_FALSE(fs::exists(d / "escaped.lua"));
  REQUIRE_FALSE(fs::exists(d.path.parent_path() / "escaped.lua"));
  REQUIRE(has(r.err, "../../escaped"));
}

TEST_CASE("cardc render: finds a card by id or by full name, and draws it as SVG", "[cardc]") {
  TempDir d;
  spit(d / "good.card", kGood);
  auto by_id = cardc("render " + d / "good.card" + " --card tst-001");
  REQUIRE(by_id.code == 0);
  REQUIRE(has(by_id.out, "Lantern Keeper"));
  REQUIRE_FALSE(has(by_id.out, "Ember Toss"));
  auto by_name = cardc("render " + d / "good.card" + " --card 'Lantern Keeper: Night Watch'");
  REQUIRE(by_name.code == 0);
  REQUIRE(by_name.out == by_id.out);
  REQUIRE(cardc("render " + d / "good.card" + " --card 'ember toss'").code == 0);

  auto svg = cardc("render " + d / "good.card" + " --card tst-002 --svg " + d / "toss.svg");
  REQUIRE(svg.code == 0);
  std::string drawn = slurp(d / "toss.svg");
  REQUIRE(has(drawn, "<svg"));
  REQUIRE(has(drawn, "</svg>"));
}

TEST_CASE("cardc render --all: the text of every card, and one SVG sheet of them all", "[cardc]") {
  TempDir d;
  spit(d / "good.card", kGood);
  auto all = cardc("render " + d / "good.card" + " --all --svg " + d / "sheet.svg");
  REQUIRE(all.code == 0);
  REQUIRE(has(all.out, "Lantern Keeper"));
  REQUIRE(has(all.out, "Ember Toss"));
  REQUIRE(has(all.out, "[tst-003]"));
  std::string sheet = slurp(d / "sheet.svg");
  std::size_t cards = 0;
  for (std::size_t at = 0; (at = sheet.find("class=\"card\"", at)) != std::string::npos; ++at) ++cards;
  REQUIRE(cards == 3);
  REQUIRE(has(all.err, "3 cards"));
  // One card or all of them: never both, never neither.
  REQUIRE(cardc("render " + d / "good.card").code == 2);
  REQUIRE(cardc("render " + d / "good.card" + " --all --card tst-001").code == 2);
}

TEST_CASE("cardc render: an unknown card exits 2 and names the near ones", "[cardc]") {
  TempDir d;
  spit(d / "good.card", kGood);
  auto near = cardc("render " + d / "good.card" + " --card tst-01");
  REQUIRE(near.code == 2);
  REQUIRE(has(near.err, "no card `tst-01`"));
  REQUIRE(has(near.err, "tst-001 (Lantern Keeper: Night Watch)"));
  REQUIRE(near.out.empty());
  auto far = cardc("render " + d / "good.card" + " --card zzzzzzzzzz");
  REQUIRE(far.code == 2);
  REQUIRE(has(far.err, "tst-001, tst-002, tst-003"));
  // A file with errors is not rendered at all.
  spit(d / "typo.card", kTypo);
  REQUIRE(cardc("render " + d / "typo.card" + " --card tst-004").code == 1);
  REQUIRE(cardc("render " + d / "good.card" + " --card tst-001 --svg " + d / "no/such/dir/x.svg").code == 2);
}

TEST_CASE("cardc render: a title alone names the one card that has it; a set's keyword is no card", "[cardc]") {
  const std::string example = (fs::path(DM_SOURCE_DIR) / "scripts" / "cards" / "example" / "example.card").string();
  auto by_title = cardc("render " + example + " --card 'gale rider'");
  REQUIRE(by_title.code == 0);
  REQUIRE(has(by_title.out, "Gale Rider"));
  REQUIRE(by_title.out == cardc("render " + example + " --card sky-011").out);
  // The keyword "Tailwind" is written like a card, numbered 0, but is none.
  auto keyword = cardc("render " + example + " --card tailwind");
  REQUIRE(keyword.code == 2);
  REQUIRE_FALSE(has(keyword.err, "sky-000"));
  auto far = cardc("render " + example + " --card zzzzzzzzzzzz");
  REQUIRE(far.code == 2);
  REQUIRE(has(far.err, "sky-001"));
  REQUIRE_FALSE(has(far.err, "sky-000"));
  // The SVG gives the keyword's text once, after its name.
  TempDir d;
  REQUIRE(cardc("render " + example + " --card sky-011 --svg " + d / "gale.svg").code == 0);
  const std::string svg = slurp(d / "gale.svg");
  std::size_t n = 0;
  for (std::size_t at = 0; (at = svg.find("each other attacking", at)) != std::string::npos; ++at) ++n;
  REQUIRE(n == 1);
}

TEST_CASE("cardc fmt: --check reports a file that would change; fmt rewrites it as format_file does", "[cardc]") {
  TempDir d;
  const std::string path = d / "messy.card";
  spit(path, kMessy);
  dm::dsl::Diagnostics diags(path);
  auto parsed = dm::dsl::parse(kMessy, path, diags);
  REQUIRE(diags.errors() == 0);
  const std::string expected = dm::dsl::format_file(parsed, kMessy);
  REQUIRE(expected != kMessy);

  auto check = cardc("fmt --check " + path);
  REQUIRE(check.code == 1);
  REQUIRE(has(check.err, path + ":"));
  REQUIRE(slurp(path) == kMessy);

  auto printed = cardc("fmt --stdout " + path);
  REQUIRE(printed.code == 0);
  REQUIRE(printed.out == expected);
  REQUIRE(slurp(path) == kMessy);

  auto fmt = cardc("fmt " + path);
  REQUIRE(fmt.code == 0);
  REQUIRE(slurp(path) == expected);
  // Formatted once, there is nothing left to do.
  REQUIRE(cardc("fmt --check " + path).code == 0);
  REQUIRE(cardc("check " + path).code == 0);
}

TEST_CASE("cardc fmt: a file with a syntax error is never rewritten", "[cardc]") {
  TempDir d;
  // The second card lacks its full stop: a syntax error in an otherwise untidy file.
  const std::string broken = std::string(kMessy) + "\ncard 9  \"Half Done\"\n  character\n  when this blocks: this gets +1A\n";
  const std::string path = d / "broken.card";
  spit(path, broken);
  for (const char* args : {"fmt ", "fmt --check ", "fmt --stdout "}) {
    INFO(args);
    auto r = cardc(args + path);
    REQUIRE(r.code == 1);
    REQUIRE(has(r.err, "error:"));
    REQUIRE(has(r.err, "not formatted"));
    REQUIRE(slurp(path) == broken);
  }
}

TEST_CASE("cardc: --log-level debug logs to stderr, leaving stdout to the output", "[cardc]") {
  TempDir d;
  spit(d / "typo.card", kTypo);
  auto r = cardc("--log-level debug check --json " + d / "typo.card");
  REQUIRE(r.code == 1);
  REQUIRE(has(r.err, "[debug]"));
  REQUIRE(nlohmann::json::parse(r.out).is_array());
  REQUIRE(cardc("--log-level loud check " + d / "typo.card").code == 2);
}

#endif  // DM_CARDC_BIN
