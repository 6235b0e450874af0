// The card language's formatter (`cardc fmt`): canonical layout, stable on its own output, no
// comment lost, and the same Lua before and after.
#include <catch2/catch.hpp>
#include <set>

#include "dsl/format.hpp"
#include "tests/cardlang_support.hpp"

namespace fs = std::filesystem;
namespace dsl = dm::dsl;
using namespace dm::test::cardlang;

namespace {

// A card script without its first line, which names the file it was compiled from.
std::string without_origin(const std::string& lua) {
  auto nl = lua.find('\n');
  return nl == std::string::npos ? std::string() : lua.substr(nl + 1);
}

struct Reformat {
  std::string once, twice;
  dsl::Compilation before, after;
};

Reformat reformat(const std::string& text, const std::string& path) {
  Reformat r;
  r.before = dsl::compile(text, path);
  r.once = dsl::format_file(r.before.file, text);
  r.after = dsl::compile(r.once, path);
  r.twice = dsl::format_file(r.after.file, r.once);
  return r;
}

std::multiset<std::string> comment_texts(const dsl::File& f) {
  std::multiset<std::string> out;
  for (const auto& c : f.comments) out.insert(c.text);
  return out;
}

// Formatting is stable, loses no comment and, for a file that compiles, compiles to the same Lua.
void check_formatting(const std::string& text, const std::string& path) {
  Reformat r = reformat(text, path);
  INFO(path << "\n" << r.once);
  CHECK(r.once == r.twice);
  CHECK(comment_texts(r.before.file) == comment_texts(r.after.file));
  if (!r.before.ok()) return;
  INFO(diagnostics(r.after));
  REQUIRE(r.after.ok());
  REQUIRE(r.after.cards.size() == r.before.cards.size());
  for (std::size_t i = 0; i < r.before.cards.size(); ++i) {
    INFO(r.before.cards[i].id);
    CHECK(r.after.cards[i].id == r.before.cards[i].id);
    CHECK(without_origin(r.after.cards[i].lua) == without_origin(r.before.cards[i].lua));
  }
}

}  // namespace

TEST_CASE("fmt: idempotent and meaning-preserving on golden inputs and every card file", "[cardlang]") {
  std::vector<fs::path> files = card_files(kGolden, false);
  for (const auto& p : card_files(kRoot / "scripts" / "cards", true)) files.push_back(p);
  for (const auto& p : card_files(kRoot / "tests" / "cardlang" / "valid", false)) files.push_back(p);
  REQUIRE(files.size() >= 3);
  for (const auto& p : files) check_formatting(read(p), p.string());
}

TEST_CASE("fmt: an `allow` line is kept, after the id and before the faces", "[cardlang]") {
  const std::string text =
      "set t \"Test\"\ncard 1 \"Hero\" \"One\"\n  allow weaker-level,free-card\n  character\n  cost 0 bolt\n  max 4\n"
      "  faces bolt | bolt bolt | bolt bolt | 1/2/3 | 2/4/2 | 3/6/4\n";
  Reformat r = reformat(text, "allow.card");
  CHECK(r.before.diags.all().empty());
  CHECK(r.once == r.twice);
  CHECK(r.once.find("  max 4\n  allow weaker-level, free-card\n  faces ") != std::string::npos);
  CHECK(r.after.diags.all().empty());
}

TEST_CASE("fmt: canonical layout", "[cardlang]") {
  std::string messy =
      "# header\n"
      "\n"
      "SET   tst    \"Test\"\n"
      "card 1 \"Beast\" \"Messy\"\n"
      "  faces mask | mask  mask | mask mask | 0/1/2* | 0/2/3 | 1/2/4\n"
      "  MAX 4\n"
      "  id \"beast-messy\"\n"
      "  rarity   super   rare\n"
      "  tentative\n"
      "  affiliation \"X-Men\" ,\"Avengers\"\n"
      "  cost 2 MASK\n"
      "  Character\n"
      "  text \"Printed \\\"text\\\".\"\n"
      "  When THIS blocks :   this gets +1a +1D .\n"
      "  * : this gets +2A and +2D\n"
      "      instead.\n"
      "  once per turn, pay 1 MASK, when this attacks: up to two target characters of yours get +1A then they gain\n"
      "    overcrush; each opposing character must block this; draw a die into your prep area.\n"
      "card 2 \"Blast\"\n"
      "  basic action\n  cost 3\n  use 3\n  faces 2 | 2 | 2 | action | action* | action**\n"
      "  deal 1 damage to every character.\n";
  Reformat r = reformat(messy, "messy.card");
  INFO(diagnostics(r.before));
  REQUIRE(r.before.ok());
  CHECK(r.once ==
        "# header\n"
        "\n"
        "set tst \"Test\"\n"
        "\n"
        "card 1 \"Beast\" \"Messy\"\n"
        "  character\n"
        "  cost 2 mask\n"
        "  affiliation \"X-Men\", \"Avengers\"\n"
        "  rarity super rare\n"
        "  max 4\n"
        "  tentative\n"
        "  id \"beast-messy\"\n"
        "  faces mask | mask mask | mask mask | 0/1/2* | 0/2/3 | 1/2/4\n"
        "  text \"Printed \\\"text\\\".\"\n"
        "\n"
        "  when this blocks: this gets +1A and +1D.\n"
        "  *: this gets +2A and +2D instead.\n"
        "  when this attacks, pay 1 mask, once per turn:\n"
        "    up to two target characters of yours get +1A; they gain overcrush;\n"
        "    each opposing character must block this if able; draw a die into your prep area.\n"
        "\n"
        "card 2 \"Blast\"\n"
        "  basic action\n"
        "  cost 3\n"
        "  use 3\n"
        "  faces 2 | 2 | 2 | action | action* | action**\n"
        "\n"
        "  deal 1 damage to every character.\n");
  CHECK(r.once == r.twice);
  for (std::size_t at = 0, nl; at < r.once.size(); at = nl + 1) {
    nl = r.once.find('\n', at);
    CHECK(nl - at <= 100);
  }
}

TEST_CASE("fmt: comments stay with what follows them, or on their line", "[cardlang]") {
  std::string text =
      "# file header\n"
      "set tst \"Test\"   # the set\n"
      "\n"
      "# about Beast\n"
      "card 1 \"Beast\" \"Commented\"   # on the card line\n"
      "  # before faces\n"
      "  faces mask | mask mask | mask mask | 0/1/2* | 0/2/3 | 1/2/4   # the faces\n"
      "  character\n"
      "  cost 2 mask\n"
      "  max 4\n"
      "  # before the ability\n"
      "  when this blocks:\n"
      "    # inside the ability\n"
      "    this gets +1A.   # after the ability\n"
      "  *: lua [[\n"
      "    -- a Lua comment # not a card comment\n"
      "    g.bonus(self.die, 2, 0)\n"
      "  ]] instead.\n"
      "# between cards\n"
      "card 2 \"Blast\"\n"
      "  basic action\n  cost 3\n  use 3\n  faces 2 | 2 | 2 | action | action* | action**\n"
      "  deal 1 damage to target character.\n"
      "# the end\n";
  Reformat r = reformat(text, "comments.card");
  INFO(diagnostics(r.before));
  REQUIRE(r.before.ok());
  CHECK(r.once ==
        "# file header\n"
        "set tst \"Test\" # the set\n"
        "\n"
        "# about Beast\n"
        "card 1 \"Beast\" \"Commented\" # on the card line\n"
        "  character\n"
        "  cost 2 mask\n"
        "  max 4\n"
        "  # before faces\n"
        "  faces mask | mask mask | mask mask | 0/1/2* | 0/2/3 | 1/2/4 # the faces\n"
        "\n"
        "  # before the ability\n"
        "  # inside the ability\n"
        "  when this blocks: this gets +1A. # after the ability\n"
        "  *: lua [[\n"
        "    -- a Lua comment # not a card comment\n"
        "    g.bonus(self.die, 2, 0)\n"
        "  ]] instead.\n"
        "\n"
        "# between cards\n"
        "card 2 \"Blast\"\n"
        "  basic action\n"
        "  cost 3\n"
        "  use 3\n"
        "  faces 2 | 2 | 2 | action | action* | action**\n"
        "\n"
        "  deal 1 damage to target character.\n"
        "  # the end\n");
  CHECK(r.once == r.twice);
  CHECK(comment_texts(r.before.file) == comment_texts(r.after.file));
  REQUIRE(r.after.ok());
  CHECK(without_origin(r.after.cards[0].lua) == without_origin(r.before.cards[0].lua));
}

TEST_CASE("fmt: selectors keep the order of their filters", "[cardlang]") {
  // The generated Lua tests filters in the order written, so the formatter may move a word
  // before or after the noun only where that order survives.
  std::string text = std::string(kCharacterHead) +
                     "  when this blocks: KO a character of yours other than this; KO target level 1 character of yours;"
                     " KO each other character of yours; KO your other characters; KO another target sidekick character"
                     " engaged with this; KO a die of this card in your used pile not spent to field this;"
                     " KO all characters where [[ g.attack(d) > 2 ]]; KO every character.\n";
  check_formatting(text, "order.card");
  Reformat r = reformat(text, "order.card");
  CHECK(r.once.find("KO a character of yours other than this;") != std::string::npos);
  CHECK(r.once.find("KO your other characters;") != std::string::npos);
  CHECK(r.once.find("KO every character.") != std::string::npos);
  CHECK(r.once.find("KO all characters where [[ g.attack(d) > 2 ]];") != std::string::npos);
}
