// Packs for draft formats (dm/packs.hpp): the odds of the standard pack over many packs, no
// repeats within a pack, determinism, the errors for sets that can't fill a pack, and the
// rarities of the shipped sets.
#include <catch2/catch.hpp>

#include <unistd.h>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "dm/packs.hpp"
#include "harness.hpp"

using namespace dm;
namespace fs = std::filesystem;

namespace {

// A folder of card files for one test, removed afterwards.
struct PackDir {
  fs::path path;
  PackDir() {
    static int n = 0;
    path = fs::temp_directory_path() / ("dm_packs_" + std::to_string(::getpid()) + "_" + std::to_string(++n));
    fs::remove_all(path);
    fs::create_directories(path);
  }
  ~PackDir() {
    std::error_code ec;
    fs::remove_all(path, ec);
  }
  PackDir(const PackDir&) = delete;
  PackDir& operator=(const PackDir&) = delete;
  std::string write(const std::string& name, const std::string& text) const {
    std::ofstream(path / name, std::ios::binary) << text;
    return (path / name).string();
  }
};

// A set of its own, so cards loaded for a test can't clash with the built-in ones.
const char* kNoRarity =
    "set tmpa \"Temp A\"\n"
    "\n"
    "card 1 \"Tester\" \"Has One\"\n"
    "  character\n"
    "  cost 2 mask\n"
    "  rarity common\n"
    "  max 4\n"
    "  faces mask | mask mask | mask mask | 0/1/2 | 0/2/3 | 1/2/4\n"
    "\n"
    "card 2 \"Tester\" \"Forgot One\"\n"
    "  character\n"
    "  cost 2 mask\n"
    "  max 4\n"
    "  faces mask | mask mask | mask mask | 0/1/2 | 0/2/3 | 1/2/4\n";

const char* kOnlyBasic =
    "set tmpb \"Temp B\"\n"
    "\n"
    "card 1 \"Lonely Beam\"\n"
    "  basic action\n"
    "  cost 3\n"
    "  use 3\n"
    "  faces 2 | 2 | 2 | action | action* | action**\n"
    "\n"
    "  deal 1 damage to every character.\n"
    "  *: deal 2 damage to every character instead.\n"
    "  **: deal 3 damage to every character instead.\n";

const char* kBroken =
    "set tmpc \"Temp C\"\n"
    "\n"
    "card 1 \"Oops\" \"Typo\"\n"
    "  character\n"
    "  cost 2 mask\n"
    "  rarity common\n"
    "  max 4\n"
    "  faces mask | mask mask | mask mask | 0/1/2 | 0/2/3 | 1/2/4\n"
    "\n"
    "  when this blocks: this gets +1A and +1D and and.\n";

std::string what(const std::function<void()>& f) {
  try {
    f();
  } catch (const SetError& e) {
    return e.what();
  }
  FAIL("no SetError thrown");
  return "";
}

}  // namespace

TEST_CASE("packs: the standard pack over avx, asm and sky keeps its odds") {
  const CardLibrary& lib = *test::world().lib;
  const PackPool pool(lib, {"avx", "asm", "sky"}, PackSpec::standard());
  REQUIRE(pool.cards("common").size() >= 1);
  REQUIRE(pool.cards("super rare").size() >= 1);
  CHECK(pool.cards("no such rarity").empty());

  constexpr int kPacks = 10'000;
  Rng rng(20240611);
  std::map<std::string, int> second;
  for (int n = 0; n < kPacks; ++n) {
    const auto pack = pool.open(rng);
    REQUIRE(pack.size() == 2);
    CHECK(lib.at(pack[0]).rarity == "common");
    CHECK(pack[0] != pack[1]);
    const CardDef& d = lib.at(pack[1]);
    CHECK((d.kind == CardKind::Character || d.kind == CardKind::Action));
    CHECK((d.set == "avx" || d.set == "asm" || d.set == "sky"));
    ++second[d.rarity];
  }
  CHECK(second.size() == 3);
  // Each count is binomial(n, p): it stays within 4 standard deviations, sqrt(n p (1 - p)), of
  // n p (for p = 0.65 that is 6500 +- 191; a fair draw falls outside about once in 16,000 runs,
  // and the seed is fixed, so the test can't flicker).
  for (const auto& [rarity, p] : std::vector<std::pair<std::string, double>>{{"uncommon", 0.65}, {"rare", 0.30}, {"super rare", 0.05}}) {
    const double expected = kPacks * p, tolerance = 4 * std::sqrt(kPacks * p * (1 - p));
    INFO(rarity << ": " << second[rarity] << " packs, expected " << expected << " +- " << tolerance);
    CHECK(std::abs(second[rarity] - expected) <= tolerance);
  }
}

TEST_CASE("packs: no card twice in a pack, and the same seed gives the same packs") {
  const CardLibrary& lib = *test::world().lib;
  // Two slots that can draw the same rarity from few cards: repeats would be common without
  // the rule.
  PackSpec spec;
  spec.slots.assign(2, PackSlot{{{"uncommon", 1}, {"rare", 3}, {"super rare", 0}}});
  spec.slots.push_back(PackSlot{{{"super rare", 1}}});
  const PackPool pool(lib, {"avx", "sky"}, spec);  // uncommon: 1 + 3, rare: 2, super rare: 1
  Rng a(7), b(7), c(8);
  bool differs = false;
  for (int n = 0; n < 2000; ++n) {
    const auto pa = pool.open(a), pb = pool.open(b), pc = pool.open(c);
    REQUIRE(pa.size() == 3);
    CHECK(std::set<int>(pa.begin(), pa.end()).size() == pa.size());
    CHECK(pa == pb);
    differs = differs || pa != pc;
  }
  CHECK(a == b);
  CHECK(differs);
}

TEST_CASE("packs: sets that can't fill the pack are refused") {
  const CardLibrary& lib = *test::world().lib;
  // avx and asm have commons and one uncommon (Hulk: Green Goliath), no rare.
  const std::string m = what([&] { PackPool(lib, {"avx", "asm"}, PackSpec::standard()); });
  CHECK_THAT(m, Catch::Contains("not enough rare cards") && Catch::Contains("avx, asm") && Catch::Contains("have 0"));

  // sky has one super rare: two slots that may both draw it need two.
  PackSpec two;
  two.slots.assign(2, PackSlot{{{"super rare", 1}}});
  CHECK_THAT(what([&] { PackPool(lib, {"sky"}, two); }),
             Catch::Contains("super rare") && Catch::Contains("can hold 2") && Catch::Contains("have 1"));
  // A weight of 0 never draws, so it needs no card.
  PackSpec zero;
  zero.slots.push_back(PackSlot{{{"common", 1}, {"promo", 0}}});
  CHECK_NOTHROW(PackPool(lib, {"avx"}, zero));

  CHECK_THAT(what([&] { PackPool(lib, {"base"}, PackSpec::standard()); }), Catch::Contains("'base' has no draftable card"));
  CHECK_THROWS_AS(PackPool(lib, {"avx"}, PackSpec{}), std::invalid_argument);
  CHECK_THROWS_AS(PackPool(lib, {"avx"}, PackSpec{{PackSlot{{{"common", -1}}}}}), std::invalid_argument);
}

TEST_CASE("packs: resolve_sets finds set ids, built-in folders and card files") {
  CardLibrary lib = *test::world().lib;  // a copy: the shared one must not gain test cards
  const int built_in = lib.size();
  CHECK(resolve_sets(lib, {"avx", "asm", "example", "avx", "sky"}) == std::vector<std::string>{"avx", "asm", "sky"});
  // The built-in folders by path are already in the library: nothing is loaded twice.
  CHECK(resolve_sets(lib, {std::string(DM_SOURCE_DIR) + "/scripts/cards/asm/asm.card"}) == std::vector<std::string>{"asm"});
  CHECK(lib.size() == built_in);

  PackDir dir;
  const std::string file = dir.write("fine.card",
                                     "set tmpd \"Temp D\"\n\ncard 1 \"Fine\" \"Card\"\n  character\n  cost 1 bolt\n"
                                     "  rarity rare\n  max 4\n  faces bolt | bolt bolt | bolt bolt | 0/1/1 | 0/2/2 | 1/2/3\n");
  CHECK(resolve_sets(lib, {"avx", file}) == std::vector<std::string>{"avx", "tmpd"});
  CHECK(lib.size() == built_in + 1);
  CHECK(resolve_sets(lib, {file}) == std::vector<std::string>{"tmpd"});  // loaded once only
  CHECK(lib.size() == built_in + 1);
  CHECK(PackPool(lib, {"tmpd"}, PackSpec{{PackSlot{{{"rare", 1}}}}}).cards("rare").size() == 1);
}

TEST_CASE("packs: resolve_sets and the pool name what is wrong and where") {
  CardLibrary lib = *test::world().lib;
  PackDir dir;

  SECTION("a card without a rarity: its file and line") {
    const std::string file = dir.write("norarity.card", kNoRarity);
    REQUIRE(resolve_sets(lib, {file}) == std::vector<std::string>{"tmpa"});
    const std::string m = what([&] { PackPool(lib, {"tmpa"}, PackSpec{{PackSlot{{{"common", 1}}}}}); });
    CHECK_THAT(m, Catch::Contains(file + ":10") && Catch::Contains("Tester: Forgot One") && Catch::Contains("no rarity"));
    CHECK_THAT(m, !Catch::Contains("Has One"));
  }
  SECTION("a set with only a basic action: the file") {
    const std::string file = dir.write("basic.card", kOnlyBasic);
    CHECK_THAT(what([&] { resolve_sets(lib, {file}); }),
               Catch::Contains(file) && Catch::Contains("'tmpb' has no draftable card"));
  }
  SECTION("a card file that doesn't load: the loader's file:line") {
    const std::string file = dir.write("broken.card", kBroken);
    const std::string m = what([&] { resolve_sets(lib, {file}); });
    CHECK_THAT(m, Catch::Contains(file + ":10:"));
    CHECK(lib.find("tmpc-001") < 0);
  }
  SECTION("a folder is loaded like a file") {
    dir.write("basic.card", kOnlyBasic);
    CHECK_THAT(what([&] { resolve_sets(lib, {dir.path.string()}); }), Catch::Contains("'tmpb' has no draftable card"));
  }
  SECTION("a name that is nothing: did you mean") {
    CHECK_THAT(what([&] { resolve_sets(lib, {"avx", "avc"}); }),
               Catch::Contains("unknown set 'avc'") && Catch::Contains("did you mean 'avx'?"));
    CHECK_THAT(what([&] { resolve_sets(lib, {"exampel"}); }), Catch::Contains("did you mean 'example'?"));
    CHECK_THAT(what([&] { resolve_sets(lib, {(dir.path / "missing.card").string()}); }),
               Catch::Contains("missing.card: no such file or folder"));
  }
  SECTION("a set of only Sidekicks") {
    CHECK_THAT(what([&] { resolve_sets(lib, {"base"}); }), Catch::Contains("'base' has no draftable card"));
  }
}

TEST_CASE("packs: every shipped avx and asm character and action card has a rarity") {
  const CardLibrary& lib = *test::world().lib;
  int checked = 0;
  for (int i = 0; i < lib.size(); ++i) {
    const CardDef& d = lib.at(i);
    if ((d.set != "avx" && d.set != "asm") || (d.kind != CardKind::Character && d.kind != CardKind::Action)) continue;
    INFO(d.id << " " << d.name() << " (" << lib.source(i).file << ")");
    // The loader calls a card without a rarity line common: ask the source, as the pool does.
    CHECK_THAT(lib.source(i).lua, Catch::Contains("rarity = \""));
    CHECK((d.rarity == "common" || d.id == "avx-077"));
    ++checked;
  }
  CHECK(checked == 49);
  CHECK(lib.at(lib.find("avx-077")).rarity == "uncommon");
  CHECK_NOTHROW(PackPool(lib, {"avx", "asm"}, PackSpec{{PackSlot{{{"common", 1}}}}}));
}
