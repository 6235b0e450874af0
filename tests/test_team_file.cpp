// Team files (docs/teams.md): what reads, every problem of the text at its line and column,
// hostile input, and the write/read round trip.
#include <chrono>
#include <filesystem>
#include <fstream>
#include <random>
#include <unistd.h>
#include <tao/pegtl/contrib/analyze.hpp>

#include "dm/team.hpp"
#include "engine/masters/content/team_grammar.hpp"
#include "tests/harness.hpp"

namespace fs = std::filesystem;
using dm::TeamList;
using dm::TeamProblem;

namespace {

struct Read {
  TeamList team;
  std::vector<TeamProblem> problems;
  std::vector<std::string> texts() const {
    std::vector<std::string> out;
    for (const auto& p : problems) out.push_back(p.text());
    return out;
  }
};

Read read(const std::string& text, const dm::CardLibrary& lib = *dm::test::world().lib) {
  Read r;
  r.team = dm::read_team(text, "t.team", lib, r.problems);
  return r;
}

// The problems of a file of one line (after a good first line, so the line number shows).
std::vector<std::string> problems_of(const std::string& line) { return read("1 Thor: Odinson\n" + line + "\n").texts(); }

int card(const char* name) { return dm::test::card(name); }

// A small library: cards that share a title and two that share a full name.
dm::CardLibrary small_library() {
  dm::CardLibrary lib;
  auto add = [&](std::string id, std::string set, std::string title, std::string subtitle, dm::CardKind kind) {
    dm::CardDef d;
    d.id = std::move(id);
    d.set = std::move(set);
    d.title = std::move(title);
    d.subtitle = std::move(subtitle);
    d.kind = kind;
    d.max = 4;
    lib.add(std::move(d), {"small", ""});
  };
  for (int i = 1; i <= 8; ++i) add("cl-00" + std::to_string(i), "cl", "Clone", "No. " + std::to_string(i), dm::CardKind::Character);
  add("aa-001", "aa", "Twin", "Left", dm::CardKind::Character);
  add("bb-001", "bb", "Twin", "Left", dm::CardKind::Character);
  add("aa-002", "aa", "2 Fast", "", dm::CardKind::BasicAction);
  add("aa-003", "aa", "Basic", "Instinct", dm::CardKind::Character);
  return lib;
}

}  // namespace

TEST_CASE("team file: ids, names, titles, x, comments, headers", "[team]") {
  const Read r = read(
      "# Hulk Smash, the usual\n"
      "name: Hulk Smash\n"
      "Format:   constructed\n"
      "\n"
      "4 Hulk: Green Goliath\n"
      "2x avx-003\n"
      "  1 Captain Vela\n"
      "3X BEAST:  genetic   expert\n"
      "0 Thor: Odinson\n"
      "  # indented comment: 9 Not A Card\n"
      "basic: Force Beam\n"
      "basic action: Thrown Car\n"
      "Basic  Action :Spidey\xE2\x80\x99s Last Stand\n");
  INFO(r.texts().size());
  REQUIRE(r.problems.empty());
  CHECK(r.team.file == "t.team");
  CHECK(r.team.name == "Hulk Smash");
  CHECK(r.team.name_line == 2);
  CHECK(r.team.format == "constructed");
  CHECK(r.team.format_line == 3);
  REQUIRE(r.team.entries.size() == 8);
  struct Want { const char* card; int dice; bool basic; const char* written; int line, col, count_col; };
  const Want want[] = {{"Hulk: Green Goliath", 4, false, "Hulk: Green Goliath", 5, 3, 1},
                       {"Beast: Mutate #666", 2, false, "avx-003", 6, 4, 1},
                       {"Captain Vela: Storm Chaser", 1, false, "Captain Vela", 7, 5, 3},
                       {"Beast: Genetic Expert", 3, false, "BEAST:  genetic   expert", 8, 4, 1},
                       {"Thor: Odinson", 0, false, "Thor: Odinson", 9, 3, 1},
                       {"Force Beam", 0, true, "Force Beam", 11, 8, 0},
                       {"Thrown Car", 0, true, "Thrown Car", 12, 15, 0},
                       {"Spidey's Last Stand", 0, true, "Spidey\xE2\x80\x99s Last Stand", 13, 16, 0}};
  for (std::size_t i = 0; i < 8; ++i) {
    const auto& e = r.team.entries[i];
    INFO("entry " << i);
    CHECK(e.def == card(want[i].card));
    CHECK(e.dice == want[i].dice);
    CHECK(e.basic == want[i].basic);
    CHECK(e.written == want[i].written);
    CHECK(e.line == want[i].line);
    CHECK(e.col == want[i].col);
    CHECK(e.count_col == want[i].count_col);
  }
}

TEST_CASE("team file: names with '#', ':', quotes, '!' and dots; CRLF, BOM, tabs, trailing blanks", "[team]") {
  const Read r = read(
      "\xEF\xBB\xBF" "1 Beast: Mutate #666   \r\n"
      "\t2 Spider-Man: \"Tiger\"\t\r\n"
      "1 Human Torch: \"Flame On!\"\r\n"
      "basic: Exposed!\r\n"
      "basic: With Great Power...\r\n"
      "   \r\n"
      "# 1 Beast: Big Boy Blue\r\n"
      "1 Beast: Big Boy Blue");  // no line end at the end
  REQUIRE(r.problems.empty());
  REQUIRE(r.team.entries.size() == 6);
  CHECK(r.team.entries[0].def == card("Beast: Mutate #666"));
  CHECK(r.team.entries[0].written == "Beast: Mutate #666");
  CHECK(r.team.entries[0].col == 3);  // the BOM takes no column
  CHECK(r.team.entries[1].def == card("Spider-Man: \"Tiger\""));
  CHECK(r.team.entries[1].col == 4);
  CHECK(r.team.entries[1].count_col == 2);
  CHECK(r.team.entries[2].def == card("Human Torch: \"Flame On!\""));
  CHECK(r.team.entries[3].def == card("Exposed!"));
  CHECK(r.team.entries[4].def == card("With Great Power..."));
  CHECK(r.team.entries[5].def == card("Beast: Big Boy Blue"));
  CHECK(r.team.entries[5].line == 8);
  CHECK(read("").problems.empty());
  CHECK(read("\n\n# nothing\n").team.entries.empty());
}

TEST_CASE("team file: each syntax problem at its line and column", "[team]") {
  using V = std::vector<std::string>;
  const std::string ex = "e.g. '2 Beast: Big Boy Blue'";
  CHECK(problems_of("Beast: Big Boy Blue") == V{"t.team:2:1: error: a card line starts with how many dice, " + ex});
  CHECK(problems_of("  Force Beam") == V{"t.team:2:3: error: a card line starts with how many dice, " + ex});
  CHECK(problems_of("Hulkk: Green Goliath") == V{"t.team:2:1: error: a card line starts with how many dice, " + ex});
  CHECK(problems_of("  3") == V{"t.team:2:3: error: a number with no card after it (" + ex + ")"});
  CHECK(problems_of("2x   ") == V{"t.team:2:1: error: a number with no card after it (" + ex + ")"});
  CHECK(problems_of("100 Beast: Big Boy Blue") == V{"t.team:2:1: error: at most 99 dice"});
  CHECK(problems_of(" 99999999999999999999999 Beast: Big Boy Blue") == V{"t.team:2:2: error: at most 99 dice"});
  CHECK(problems_of("team: Hulk Smash") ==
        V{"t.team:2:1: error: unknown line 'team: ...' (the keys are name:, format:, options:, basic:, basic action: and drafted:)"});
  CHECK(problems_of(" nmae: Hulk Smash") == V{"t.team:2:2: error: unknown line 'nmae: ...' (did you mean 'name:'?)"});
  CHECK(problems_of("basic acton: Thrown Car") ==
        V{"t.team:2:1: error: unknown line 'basic acton: ...' (did you mean 'basic action:'?)"});
  CHECK(problems_of("name:") == V{"t.team:2:1: error: nothing after 'name:' (e.g. 'name: Hulk Smash')"});
  CHECK(problems_of("basic:   ") == V{"t.team:2:1: error: nothing after 'basic:' (e.g. 'basic: Force Beam')"});
  CHECK(problems_of("basic: 3 Force Beam") ==
        V{"t.team:2:8: error: basic actions take no number: the format gives their dice (write 'basic: Force Beam')"});
  CHECK(problems_of("basic action: 2x Thrown Car") ==
        V{"t.team:2:15: error: basic actions take no number: the format gives their dice (write 'basic: Thrown Car')"});
  CHECK(problems_of("basic: 99") == V{"t.team:2:8: error: basic actions take no number: the format gives their dice"});
  CHECK(problems_of("2 basic: Force Beam") ==
        V{"t.team:2:1: error: basic actions take no number: the format gives their dice (write 'basic: Force Beam')"});
  CHECK(problems_of("1 Thor:\x1b[31m Odinson") ==
        V{"t.team:2:8: error: a control character (0x1b) in the line (a team file is plain text)"});
  CHECK(problems_of("1 " + std::string(3999, 'a')) == V{"t.team:2:1: error: the line is too long (4001 bytes; at most 4000)"});
  CHECK(problems_of("# " + std::string(3998, 'a')).empty());
  CHECK(problems_of("  # " + std::string(3997, 'a')) == V{"t.team:2:1: error: the line is too long (4001 bytes; at most 4000)"});

  const Read twice = read("name: A\nformat: constructed\nname: B\n\nformat: casual\n");
  CHECK(twice.texts() == V{"t.team:3:1: error: 'name:' is given twice (the first is on line 1)",
                           "t.team:5:1: error: 'format:' is given twice (the first is on line 2)"});
  CHECK(twice.team.name == "A");
  CHECK(twice.team.format == "constructed");
}

TEST_CASE("team file: a bad line is reported and the next ones are read", "[team]") {
  const Read r = read("Beast\n1 Beast: Big Boy Blue\n3\n2 Thor: Odinson\nfoo: bar\nbasic: Force Beam\n");
  CHECK(r.problems.size() == 3);
  REQUIRE(r.team.entries.size() == 3);
  CHECK(r.team.entries[0].def == card("Beast: Big Boy Blue"));
  CHECK(r.team.entries[1].def == card("Thor: Odinson"));
  CHECK(r.team.entries[2].def == card("Force Beam"));
  // A 0 is the format's business: no problem here, the entry is kept.
  const Read zero = read("0 Beast: Big Boy Blue\n");
  CHECK(zero.problems.empty());
  REQUIRE(zero.team.entries.size() == 1);
  CHECK(zero.team.entries[0].dice == 0);
}

TEST_CASE("team file: unknown, ambiguous and misplaced cards", "[team]") {
  using V = std::vector<std::string>;
  CHECK(problems_of("4 Hulk: Green Goliat") ==
        V{"t.team:2:3: error: unknown card 'Hulk: Green Goliat' (did you mean 'Hulk: Green Goliath'? If not, add its card file with --cards)"});
  CHECK(problems_of("1 avx-03") == V{"t.team:2:3: error: unknown card 'avx-03' (did you mean 'avx-003'? If not, add its card file with --cards)"});
  CHECK(problems_of("basic: Force Bema") == V{"t.team:2:8: error: unknown card 'Force Bema' (did you mean 'Force Beam'? If not, add its card file with --cards)"});
  CHECK(problems_of("1 Beest") ==
        V{"t.team:2:3: error: unknown card 'Beest' (did you mean one of the cards titled 'Beast': Beast: Big Boy Blue "
          "(avx-001), Beast: Genetic Expert (avx-002), Beast: Mutate #666 (avx-003)? If not, add its card file with --cards)"});
  CHECK(problems_of("1 Zzyzx Qwerty") ==
        V{"t.team:2:3: error: unknown card 'Zzyzx Qwerty' (cards come from the built-in sets and the files given with --cards)"});
  CHECK(problems_of("1 Beast") ==
        V{"t.team:2:3: error: 'Beast' is 3 cards: Beast: Big Boy Blue (avx-001), Beast: Genetic Expert (avx-002), "
          "Beast: Mutate #666 (avx-003) (write the full name)"});
  CHECK(problems_of("2 Force Beam") ==
        V{"t.team:2:3: error: Force Beam is a basic action: list it as 'basic: Force Beam'"});
  CHECK(problems_of("basic: Beast: Big Boy Blue") ==
        V{"t.team:2:8: error: Beast: Big Boy Blue is not a basic action: list it with its dice, e.g. '2 Beast: Big Boy Blue'"});
  CHECK(problems_of("8 Sidekick") == V{"t.team:2:3: error: Sidekicks are not chosen: every player has 8"});
  CHECK(problems_of("basic: sidekick") == V{"t.team:2:8: error: Sidekicks are not chosen: every player has 8"});
  const std::string long_name(200, 'q');
  CHECK(problems_of("1 " + long_name) == V{"t.team:2:3: error: unknown card '" + std::string(57, 'q') +
                                               "...' (cards come from the built-in sets and the files given with --cards)"});

  // Unknown and ambiguous cards stay in the team, without a card; misplaced ones don't.
  const Read r = read("4 Hulk: Green Goliat\n1 Beast\n2 Force Beam\n8 Sidekick\n");
  REQUIRE(r.team.entries.size() == 2);
  CHECK(r.team.entries[0].def == dm::kNone);
  CHECK(r.team.entries[0].written == "Hulk: Green Goliat");
  CHECK(r.team.entries[0].dice == 4);
  CHECK(r.team.entries[1].def == dm::kNone);
  CHECK(r.team.entries[1].written == "Beast");

  const dm::CardLibrary lib = small_library();
  CHECK(read("1 Clone\n", lib).texts() ==
        V{"t.team:1:3: error: 'Clone' is 8 cards: Clone: No. 1 (cl-001), Clone: No. 2 (cl-002), Clone: No. 3 (cl-003), "
          "Clone: No. 4 (cl-004), Clone: No. 5 (cl-005), Clone: No. 6 (cl-006) and 2 more (write the full name)"});
  CHECK(read("1 twin:left\n", lib).texts() ==
        V{"t.team:1:3: error: 'twin:left' is 2 cards: Twin: Left (aa-001), Twin: Left (bb-001) (write the card's id)"});
  // Names that look like a number or a key still name their card.
  const Read odd = read("1 bb-001\nbasic: 2 Fast\n1 Basic: Instinct\n", lib);
  CHECK(odd.problems.empty());
  CHECK(odd.team.entries.size() == 3);
}

TEST_CASE("team file: drafted lines, with their copies and where they are", "[team]") {
  const Read r = read(
      "name: Draft Night\n"
      "2 Beast: Big Boy Blue\n"
      "drafted: 3 Beast: Big Boy Blue\n"
      "basic: Force Beam\n"
      "  Drafted :2x avx-003\n"
      "DRAFTED: 1 Captain Vela\n"
      "drafted:   10 thor:odinson\n"
      "drafted:\t4X Hulk: Green Goliath\n"
      "1 Thor: Odinson\n");
  INFO(r.texts().size());
  REQUIRE(r.problems.empty());
  REQUIRE(r.team.entries.size() == 3);
  CHECK(r.team.entries[0].def == card("Beast: Big Boy Blue"));
  CHECK(r.team.entries[1].def == card("Force Beam"));
  CHECK(r.team.entries[2].def == card("Thor: Odinson"));
  REQUIRE(r.team.drafted.size() == 5);
  struct Want { const char* card; int copies; const char* written; int line, col, count_col; };
  const Want want[] = {{"Beast: Big Boy Blue", 3, "Beast: Big Boy Blue", 3, 12, 10},
                       {"Beast: Mutate #666", 2, "avx-003", 5, 15, 12},
                       {"Captain Vela: Storm Chaser", 1, "Captain Vela", 6, 12, 10},
                       {"Thor: Odinson", 10, "thor:odinson", 7, 15, 12},
                       {"Hulk: Green Goliath", 4, "Hulk: Green Goliath", 8, 13, 10}};
  for (std::size_t i = 0; i < 5; ++i) {
    const auto& e = r.team.drafted[i];
    INFO("drafted " << i);
    CHECK(e.def == card(want[i].card));
    CHECK(e.dice == want[i].copies);
    CHECK(!e.basic);
    CHECK(e.written == want[i].written);
    CHECK(e.line == want[i].line);
    CHECK(e.col == want[i].col);
    CHECK(e.count_col == want[i].count_col);
  }
  // A file without drafted lines has none; a card may be both drafted and brought.
  CHECK(read("2 Beast: Big Boy Blue\n").team.drafted.empty());
}

TEST_CASE("team file: each problem of a drafted line at its line and column", "[team]") {
  using V = std::vector<std::string>;
  const std::string ex = "e.g. 'drafted: 2 Beast: Big Boy Blue'";
  CHECK(problems_of("drafted: 100 Beast: Big Boy Blue") == V{"t.team:2:10: error: at most 99 copies"});
  CHECK(problems_of("drafted: 99999999999999999999999 Beast: Big Boy Blue") == V{"t.team:2:10: error: at most 99 copies"});
  CHECK(problems_of("drafted: 0 Beast: Big Boy Blue") == V{"t.team:2:10: error: a drafted card has at least 1 copy"});
  CHECK(problems_of("  drafted: 00x Beast: Big Boy Blue") == V{"t.team:2:12: error: a drafted card has at least 1 copy"});
  CHECK(problems_of("drafted: Beast: Big Boy Blue") ==
        V{"t.team:2:10: error: a drafted line gives how many copies were drafted, then the card (" + ex + ")"});
  CHECK(problems_of("drafted: 3") == V{"t.team:2:10: error: a number with no card after it (" + ex + ")"});
  CHECK(problems_of("drafted:  2x  ") == V{"t.team:2:11: error: a number with no card after it (" + ex + ")"});
  CHECK(problems_of("drafted:") == V{"t.team:2:1: error: nothing after 'drafted:' (" + ex + ")"});
  CHECK(problems_of(" Drafted :   ") == V{"t.team:2:2: error: nothing after 'drafted:' (" + ex + ")"});
  CHECK(problems_of("drafed: 3 Beast: Big Boy Blue") ==
        V{"t.team:2:1: error: unknown line 'drafed: ...' (did you mean 'drafted:'?)"});
  CHECK(problems_of("  drafteed: 3 Beast: Big Boy Blue") ==
        V{"t.team:2:3: error: unknown line 'drafteed: ...' (did you mean 'drafted:'?)"});
  // The card is found as on a card line, with the same problems.
  CHECK(problems_of("drafted: 4 Hulk: Green Goliat") ==
        V{"t.team:2:12: error: unknown card 'Hulk: Green Goliat' (did you mean 'Hulk: Green Goliath'? If not, add its card file with --cards)"});
  CHECK(problems_of("drafted: 1 Zzyzx Qwerty") ==
        V{"t.team:2:12: error: unknown card 'Zzyzx Qwerty' (cards come from the built-in sets and the files given with --cards)"});
  CHECK(problems_of("drafted: 1 Beast") ==
        V{"t.team:2:12: error: 'Beast' is 3 cards: Beast: Big Boy Blue (avx-001), Beast: Genetic Expert (avx-002), "
          "Beast: Mutate #666 (avx-003) (write the full name)"});
  CHECK(problems_of("drafted: 8 Sidekick") == V{"t.team:2:12: error: Sidekicks are not chosen: every player has 8"});
  // Basic actions are not drafted, however they are written.
  CHECK(problems_of("drafted: 2 Force Beam") ==
        V{"t.team:2:12: error: Force Beam is a basic action: basic actions are not drafted (list it as 'basic: Force Beam')"});
  CHECK(problems_of("drafted: 2 basic: Force Beam") ==
        V{"t.team:2:12: error: basic actions are not drafted: list them with 'basic:' (write 'basic: Force Beam')"});
  CHECK(problems_of("drafted: basic action: Thrown Car") ==
        V{"t.team:2:10: error: basic actions are not drafted: list them with 'basic:' (write 'basic: Thrown Car')"});
  CHECK(problems_of("drafted: basic:") == V{"t.team:2:10: error: basic actions are not drafted: list them with 'basic:'"});

  // A card drafted on two lines: the second is the problem, and names the first's line.
  const Read twice = read("drafted: 3 Beast: Big Boy Blue\n2 Beast: Big Boy Blue\n\n drafted: 1 beast:big boy blue\n");
  CHECK(twice.texts() == V{"t.team:4:13: error: Beast: Big Boy Blue has two 'drafted:' lines "
                           "(the first is on line 1; write one line with all its copies)"});
  REQUIRE(twice.team.drafted.size() == 1);
  CHECK(twice.team.drafted[0].dice == 3);
  CHECK(twice.team.entries.size() == 1);

  // As on card lines: unknown and ambiguous cards stay, without a card; refused lines don't.
  const Read r = read("drafted: 4 Hulk: Green Goliat\ndrafted: 1 Beast\ndrafted: 2 Force Beam\ndrafted: 0 Thor: Odinson\n"
                      "drafted: 8 Sidekick\ndrafted: 5\n");
  CHECK(r.problems.size() == 6);
  CHECK(r.team.entries.empty());
  REQUIRE(r.team.drafted.size() == 2);
  CHECK(r.team.drafted[0].def == dm::kNone);
  CHECK(r.team.drafted[0].written == "Hulk: Green Goliat");
  CHECK(r.team.drafted[0].dice == 4);
  CHECK(r.team.drafted[1].def == dm::kNone);
  CHECK(r.team.drafted[1].written == "Beast");

  // Names that start like a key still name their card.
  const Read odd = read("drafted: 2 Basic: Instinct\ndrafted: 1 bb-001\n", small_library());
  CHECK(odd.problems.empty());
  CHECK(odd.team.drafted.size() == 2);
}

TEST_CASE("team file: hostile input is refused with one problem, quickly", "[team][sanitize]") {
  using V = std::vector<std::string>;
  CHECK(read("1 Thor: Odinson\n2 Be\xFF" "ast\n").texts() ==
        V{"t.team:2:5: error: the file is not valid UTF-8 (byte 0xff) (save the file as UTF-8)"});
  CHECK(read("\xEF\xBB\xBF" "1 \xC0\xAF").texts() ==  // an overlong '/'; the BOM takes no column
        V{"t.team:1:3: error: the file is not valid UTF-8 (byte 0xc0) (save the file as UTF-8)"});
  CHECK(read("1 Thor: Odinson\r2 Beast\n").texts() ==
        V{"t.team:1:16: error: a control character (0x0d) in the line (lines end with LF or CRLF)"});
  CHECK(read("1 \xED\xA0\x80").texts().size() == 1);      // a surrogate
  CHECK(read("1 Thor: Odinson\xE2\x80").texts().size() == 1);  // cut short at the end
  CHECK(read(std::string("1 Thor\0: Odinson", 16)).texts() == V{"t.team:1:7: error: the file holds a NUL byte; is it a text file?"});
  const Read big = read(std::string((1u << 20) + 1, '\n'));
  CHECK(big.texts() == V{"t.team: error: the file is too large (1048577 bytes; a team file may hold at most 1048576)"});
  CHECK(read(std::string(10001, '\n')).texts() == V{"t.team: error: the file has 10001 lines; a team file may have at most 10000"});
  CHECK(read(std::string(10000, '\n')).problems.empty());
  for (const Read& r : {big, read("\xFF")}) CHECK(r.team.entries.empty());

  // The worst a file within the limits can do: every line a problem, one line 1 MiB long.
  auto t0 = std::chrono::steady_clock::now();
  std::string junk;
  for (int i = 0; i < 10000; ++i) junk += "1 Hulk: Green Goliat" + std::to_string(i % 10) + "xyzzy plugh\n";
  const Read many = read(junk);
  CHECK(many.problems.size() == 101);
  CHECK(many.problems.back().text() == "t.team:101: error: too many problems: stopped reading here (fix the ones above first)");
  CHECK(read("1 " + std::string((1u << 20) - 2, 'a')).problems.size() == 1);
  CHECK(read(std::string(5000, '1') + " Thor: Odinson").texts() == V{"t.team:1:1: error: the line is too long (5014 bytes; at most 4000)"});
  std::string valid;
  for (int i = 0; i < 9999; ++i) valid += "1 Beast: Big Boy Blue\n";
  CHECK(read(valid).team.entries.size() == 9999);
  CHECK(std::chrono::steady_clock::now() - t0 < std::chrono::seconds(2));

  // Random bytes and random pieces of team files: no crash, every problem inside the text.
  std::mt19937 rng(7);
  const char* pieces[] = {"1 ", "2x ", "basic:", "name:", "#", ":", " ", "\t", "\r\n", "\n", "Beast", "Big Boy Blue",
                          "\xE2\x80\x99", "\xEF\xBB\xBF", "x", "99", "100", "format:", "\x01", "\xC3", "avx-00", "drafted:", "0"};
  for (int n = 0; n < 3000; ++n) {
    std::string text;
    const int len = static_cast<int>(rng() % 40);
    for (int k = 0; k < len; ++k)
      text += n % 3 == 0 ? std::string(1, static_cast<char>(rng() % 256)) : std::string(pieces[rng() % std::size(pieces)]);
    const Read r = read(text);
    const int lines = static_cast<int>(std::count(text.begin(), text.end(), '\n')) + 1;
    for (const auto& p : r.problems) {
      INFO(p.text());
      CHECK(p.line >= 0);
      CHECK(p.line <= lines);
      CHECK(p.col >= 0);
      CHECK(!p.message.empty());
    }
  }
}

TEST_CASE("team file: read_team_file", "[team]") {
  const auto& lib = *dm::test::world().lib;
  const fs::path dir = fs::temp_directory_path() / ("dm_team_test_" + std::to_string(::getpid()));
  fs::create_directories(dir);
  struct Cleanup {
    fs::path dir;
    ~Cleanup() { fs::remove_all(dir); }
  } cleanup{dir};
  auto write = [&](const char* name, const std::string& text) {
    std::ofstream(dir / name, std::ios::binary) << text;
    return (dir / name).string();
  };
  std::vector<TeamProblem> problems;
  const std::string good = write("good.team", "name: X\r\n2 Beast: Big Boy Blue\r\nbasic: Force Beam\r\n1 Beast\r\n");
  const TeamList t = dm::read_team_file(good, lib, problems);
  CHECK(t.file == good);
  CHECK(t.entries.size() == 3);
  REQUIRE(problems.size() == 1);
  CHECK(problems[0].file == good);
  CHECK(problems[0].line == 4);

  problems.clear();
  const std::string missing = (dir / "missing.team").string();
  CHECK(dm::read_team_file(missing, lib, problems).entries.empty());
  REQUIRE(problems.size() == 1);
  CHECK(problems[0].text() == missing + ": error: cannot read the file (no such file)");
  problems.clear();
  dm::read_team_file(dir.string(), lib, problems);
  REQUIRE(problems.size() == 1);
  CHECK(problems[0].text() == dir.string() + ": error: cannot read the file (it is a directory)");
  problems.clear();
  const std::string big = write("big.team", std::string((1u << 20) + 5, '#'));
  dm::read_team_file(big, lib, problems);
  REQUIRE(problems.size() == 1);
  CHECK(problems[0].message == "the file is too large (1048581 bytes; a team file may hold at most 1048576)");
}

TEST_CASE("team file: written teams read back the same", "[team]") {
  auto same = [](const TeamList& a, const TeamList& b) {
    REQUIRE(a.entries.size() == b.entries.size());
    REQUIRE(a.drafted.size() == b.drafted.size());
    CHECK(a.name == b.name);
    CHECK(a.format == b.format);
    for (std::size_t i = 0; i < a.entries.size(); ++i) {
      INFO("entry " << i << ": " << a.entries[i].written);
      CHECK(a.entries[i].def == b.entries[i].def);
      CHECK(a.entries[i].dice == b.entries[i].dice);
      CHECK(a.entries[i].basic == b.entries[i].basic);
    }
    for (std::size_t i = 0; i < a.drafted.size(); ++i) {
      INFO("drafted " << i << ": " << a.drafted[i].written);
      CHECK(a.drafted[i].def == b.drafted[i].def);
      CHECK(a.drafted[i].dice == b.drafted[i].dice);
      CHECK(!b.drafted[i].basic);
    }
  };
  auto round_trip = [&](const TeamList& t, const dm::CardLibrary& lib) {
    const std::string text = dm::write_team(t, lib);
    INFO(text);
    const Read back = read(text, lib);
    CHECK(back.problems.empty());
    same(t, back.team);
    CHECK(dm::write_team(back.team, lib) == text);
    return text;
  };
  const auto& lib = *dm::test::world().lib;

  const Read r = read("name: Hulk Smash\nformat: constructed\n4 hulk:green goliath\n2x avx-003\n1 Captain Vela\nbasic: Force Beam\n");
  REQUIRE(r.problems.empty());
  CHECK(round_trip(r.team, lib) ==
        "name: Hulk Smash\nformat: constructed\n\n4 Hulk: Green Goliath\n2 Beast: Mutate #666\n"
        "1 Captain Vela: Storm Chaser\nbasic: Force Beam\n");

  // Drafted lines, wherever they were, are written after the cards and basic actions.
  const Read drafted = read("name: Draft Night\ndrafted: 3 hulk:green goliath\n2 Hulk: Green Goliath\n"
                            "Drafted: 1x avx-003\nbasic: Force Beam\ndrafted: 12 Captain Vela\n");
  REQUIRE(drafted.problems.empty());
  CHECK(round_trip(drafted.team, lib) ==
        "name: Draft Night\n\n2 Hulk: Green Goliath\nbasic: Force Beam\n\n# drafted\ndrafted: 3 Hulk: Green Goliath\n"
        "drafted: 1 Beast: Mutate #666\ndrafted: 12 Captain Vela: Storm Chaser\n");
  // Only drafted lines: no blank line before them.
  const Read only = read("drafted: 2 Thor: Odinson\n");
  CHECK(round_trip(only.team, lib) == "# drafted\ndrafted: 2 Thor: Odinson\n");

  // Every card of the library that a team may hold, with its name as the file writes it.
  TeamList all;
  for (int i = 0; i < lib.size(); ++i) {
    const dm::CardDef& d = lib.at(i);
    if (d.kind == dm::CardKind::Sidekick) continue;
    dm::TeamEntry e;
    e.def = i;
    e.basic = d.kind == dm::CardKind::BasicAction;
    e.dice = e.basic ? 0 : i % 5;
    all.entries.push_back(e);
    if (e.basic) continue;
    e.dice = 1 + i % 99;  // and every card that may be drafted, once
    all.drafted.push_back(e);
  }
  REQUIRE(all.entries.size() > 60);
  REQUIRE(all.drafted.size() > 50);
  round_trip(all, lib);

  // Where a name would read back as another card or as a number, the id is written.
  const dm::CardLibrary small = small_library();
  TeamList t;
  t.name = "two\nlines";
  for (const char* id : {"aa-001", "bb-001", "aa-002", "aa-003", "cl-007"}) {
    dm::TeamEntry e;
    e.def = small.find(id);
    e.basic = small.at(e.def).kind == dm::CardKind::BasicAction;
    e.dice = e.basic ? 0 : 3;
    t.entries.push_back(e);
    if (!e.basic) t.drafted.push_back(e);
  }
  const TeamList expect = [&] { TeamList x = t; x.name = "two lines"; return x; }();
  CHECK(dm::write_team(t, small) == "name: two lines\n\n3 Twin: Left\n3 bb-001\nbasic: 2 Fast\n3 Basic: Instinct\n3 Clone: No. 7\n"
                                    "\n# drafted\ndrafted: 3 Twin: Left\ndrafted: 3 bb-001\ndrafted: 3 Basic: Instinct\n"
                                    "drafted: 3 Clone: No. 7\n");
  round_trip(expect, small);
}

TEST_CASE("team problem text: with and without a place or a hint", "[team]") {
  CHECK((TeamProblem{"a.team", 3, 7, "bad", "fix it"}).text() == "a.team:3:7: error: bad (fix it)");
  CHECK((TeamProblem{"a.team", 3, 7, "bad", ""}).text() == "a.team:3:7: error: bad");
  CHECK((TeamProblem{"a.team", 3, 0, "bad", ""}).text() == "a.team:3: error: bad");
  CHECK((TeamProblem{"a.team", 0, 0, "bad", ""}).text() == "a.team: error: bad");
  CHECK((TeamProblem{"a.team", 0, 0, "bad", "why"}).text() == "a.team: error: bad (why)");
}

TEST_CASE("team grammar: no rule can succeed without consuming input inside a repetition", "[team]") {
  CHECK(tao::pegtl::analyze<dm::team_grammar::line>() == 0);
}

TEST_CASE("team file: options: records the format's options, and reads back as written") {
  using V = std::vector<std::string>;
  auto r = read("name: pod\nformat: draft-teams\noptions: sets=avx,asm; dice_limit=12\n\n1 Thor: Odinson\n");
  INFO((r.problems.empty() ? "" : r.problems.front().text()));
  REQUIRE(r.problems.empty());
  CHECK(r.team.options == std::map<std::string, std::string>{{"dice_limit", "12"}, {"sets", "avx,asm"}});
  CHECK(r.team.options_line == 3);
  const std::string written = dm::write_team(r.team, *dm::test::world().lib);
  CHECK(written.find("\noptions: dice_limit=12; sets=avx,asm\n") != std::string::npos);
  CHECK(read(written).team.options == r.team.options);
  CHECK(problems_of("options: dice_limit") ==
        V{"t.team:2:10: error: an option is written name=value, not 'dice_limit' (e.g. 'options: sets=avx,asm; dice_limit=12')"});
  CHECK(problems_of("options: a=1; a=2") == V{"t.team:2:10: error: the option 'a' is given twice"});
}
