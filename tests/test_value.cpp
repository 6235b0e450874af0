// A game is a value: clones are independent, queries change nothing, the hash and equality
// see every field, and card scripts can't keep state from one call (or game) to the next.
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <type_traits>

#include "dm/agent.hpp"
#include "tests/harness.hpp"

using namespace dm;
using namespace dm::test;

namespace {

// The number of members of an aggregate, counted by brace-initialising it with ever more
// values that convert to anything.
struct Any {
  template <class T>
  operator T() const;
};
template <class T, class... A>
constexpr int member_count() {
  if constexpr (requires { T{A{}..., Any{}}; }) return member_count<T, A..., Any>();
  else return static_cast<int>(sizeof...(A));
}
template <class T>
int listed_fields() {
  T x{};
  int n = 0;
  T::fields(x, [&](const char*, auto&) { ++n; });
  return n;
}

// A random game driven `steps` decisions from the start.
Game game_after(const std::string& format, std::uint64_t seed, int steps) {
  Game g = make_format(format, seed);
  auto a = make_agent("random", seed * 7 + 1);
  g.advance();
  for (int i = 0; i < steps && !g.over(); ++i) g.apply(a->choose(g));
  return g;
}

// Plays `n` decisions with a random agent of seed `seed`; the hash after each.
std::vector<std::uint64_t> drive(Game& g, std::uint64_t seed, int n) {
  auto a = make_agent("random", seed);
  std::vector<std::uint64_t> out;
  for (int i = 0; i < n && !g.over(); ++i) {
    REQUIRE(!g.apply(a->choose(g)));
    out.push_back(g.hash());
  }
  return out;
}

// Every query the public API offers, over every die, card, player and option.
void ask_everything(const Game& g) {
  const auto& s = g.state();
  for (const auto& d : s.dice) {
    (void)g.attack(d.id);
    (void)g.defense(d.id);
    (void)g.level(d.id);
    for (NameId n = 0; n < s.library->name_count(); ++n) {
      (void)g.has_tag(d.id, n);
      (void)g.has_affiliation(d.id, n);
    }
    (void)g.is_sidekick(d.id);
    (void)g.has_abilities(d.id);
    (void)g.ability_card(d.id);
    (void)g.die_label(d.id);
  }
  for (PlayerId p = 0; p < s.player_count(); ++p) {
    for (CardId c = 0; c < static_cast<CardId>(s.cards.size()); ++c) (void)g.buy_cost(p, c);
    (void)g.underdog(p);
    (void)g.opponents_of(p);
    (void)g.pending_damage_to(p);
  }
  (void)g.priority_order();
  (void)g.prompt();
  for (int i = 0; i < static_cast<int>(g.pending().options.size()); ++i) {
    (void)g.option_key(i);
    (void)g.option_label(i);
  }
  (void)g.state_line();
  (void)g.serialize();
}

// Walks every leaf of a struct's field list, for the perturbation test below.
template <class F>
struct Leaves {
  F& f;
  template <class T>
  void operator()(const char* name, T& x) {
    if constexpr (std::is_arithmetic_v<T> || std::is_enum_v<T> || std::is_same_v<T, std::string>) {
      f(name, x);
    } else if constexpr (requires { x.begin(); x.size(); }) {
      for (auto& e : x) (*this)(name, e);
    } else if constexpr (requires { x.index(); x.valueless_by_exception(); }) {
      std::visit([&](auto& alt) { (*this)(name, alt); }, x);
    } else {
      T::fields(x, *this);
    }
  }
};

template <class T>
void bump(T& x) {
  if constexpr (std::is_same_v<T, bool>) x = !x;
  else if constexpr (std::is_enum_v<T>) x = static_cast<T>(static_cast<std::underlying_type_t<T>>(x) + 1);
  else if constexpr (std::is_same_v<T, std::string>) x += "x";
  else x = static_cast<T>(x + 1);
}

}  // namespace

TEST_CASE("value: every struct of the state lists every member in its fields") {
  CHECK(listed_fields<Die>() == member_count<Die>());
  CHECK(listed_fields<CardInPlay>() == member_count<CardInPlay>());
  CHECK(listed_fields<PlayerState>() == member_count<PlayerState>());
  CHECK(listed_fields<SideState>() == member_count<SideState>());
  CHECK(listed_fields<Modifier>() == member_count<Modifier>());
  CHECK(listed_fields<Event>() == member_count<Event>());
  CHECK(listed_fields<PendingDamage>() == member_count<PendingDamage>());
  CHECK(listed_fields<Spend>() == member_count<Spend>());
  CHECK(listed_fields<PaymentPlans>() == member_count<PaymentPlans>());
  CHECK(listed_fields<EnergyCost>() == member_count<EnergyCost>());
  CHECK(listed_fields<OnceUse>() == member_count<OnceUse>());
  CHECK(listed_fields<Division>() == member_count<Division>());
  CHECK(listed_fields<AbilityInstance>() == member_count<AbilityInstance>());
  CHECK(listed_fields<Task>() == member_count<Task>());
  CHECK(listed_fields<task::FieldDie>() == member_count<task::FieldDie>());
  CHECK(listed_fields<task::Protection>() == member_count<task::Protection>());
  CHECK(listed_fields<task::Assign>() == member_count<task::Assign>());
  CHECK(listed_fields<task::Damage>() == member_count<task::Damage>());
  CHECK(listed_fields<Option>() == member_count<Option>());
  CHECK(listed_fields<Decision>() == member_count<Decision>());
  // Four members are outside the list: the library pointer (content, not state), the index
  // of the dice by zone and whether some die may be held (both derived from the dice), and
  // the cards' definitions (derived from the cards and the library).
  CHECK(listed_fields<GameState>() + 4 == member_count<GameState>());
  // Tasks stay small: the payload is typed, the heavy parts live in ability instances.
  CHECK(sizeof(Task) <= 32);
}

TEST_CASE("value: changing any field of a mid-game state changes its hash and equality") {
  for (const char* format : {"avx-demo", "random-teams"}) {
    const Game g = game_after(format, 11, 60);
    const GameState& base = g.state();
    const std::uint64_t h = base.hash();
    int leaves = 0;
    {
      GameState copy = base;
      auto count = [&](const char*, auto&) { ++leaves; };
      Leaves<decltype(count)> walk{count};
      GameState::fields(copy, walk);
    }
    REQUIRE(leaves > 300);
    for (int k = 0; k < leaves; ++k) {
      GameState copy = base;
      int at = 0;
      std::string which;
      auto change = [&](const char* name, auto& x) {
        if (at++ == k) {
          bump(x);
          which = name;
        }
      };
      Leaves<decltype(change)> walk{change};
      GameState::fields(copy, walk);
      INFO(format << ": field '" << which << "', leaf " << k);
      CHECK(copy.hash() != h);
      CHECK_FALSE(copy == base);
      CHECK(copy.serialize() != base.serialize());
    }
    // A longer list (one more modifier, say) is a different state too.
    GameState longer = base;
    longer.mods.push_back(Modifier{});
    CHECK(longer.hash() != h);
    CHECK_FALSE(longer == base);
  }
}

TEST_CASE("value: clones are independent; played the same way they stay identical") {
  for (const char* format : {"avx-demo", "asm-demo", "random-teams"}) {
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
      Game g = game_after(format, seed, static_cast<int>(seed * 9));
      if (g.over()) continue;
      Game apart = Game(g);
      Game same = Game(g);
      REQUIRE(apart.state() == g.state());
      REQUIRE(apart.hash() == g.hash());
      const auto original = drive(g, seed + 100, 80);
      drive(apart, seed + 200, 80);  // another path, in between
      const auto again = drive(same, seed + 100, 80);
      INFO(format << " seed " << seed);
      REQUIRE(again == original);
      REQUIRE(same.state() == g.state());
      REQUIRE(same.serialize() == g.serialize());
    }
  }
}

TEST_CASE("value: a clone's log lines are its own") {
  Game g = make_format("avx-demo", 5);
  int original_lines = 0;
  g.set_log([&](const std::string&) { ++original_lines; });
  g.advance();
  original_lines = 0;
  Game h = Game(g);
  auto a = make_agent("random", 3);
  for (int i = 0; i < 30 && !h.over(); ++i) h.apply(a->choose(h));
  CHECK(original_lines == 0);
}

TEST_CASE("value: queries change nothing, the random generator included, at every step of random games") {
  for (const char* format : {"avx-demo", "asm-demo", "random-teams"}) {
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
      Game g = make_format(format, seed);
      auto a = make_agent(seed % 2 ? "random" : "greedy", seed);
      g.advance();
      for (int step = 0; !g.over() && step < 3000; ++step) {
        const std::uint64_t before = g.hash();
        const std::string text = g.serialize();
        ask_everything(g);
        INFO(format << " seed " << seed << " step " << step);
        REQUIRE(g.hash() == before);
        REQUIRE(g.serialize() == text);
        g.apply(a->choose(g));
      }
      REQUIRE(g.script_errors() == 0);
    }
  }
}

TEST_CASE("value: a card script that would keep state is refused when it loads, with its file and line") {
  namespace fs = std::filesystem;
  const fs::path dir = fs::temp_directory_path() / "dm_stateful_cards";
  fs::create_directories(dir);
  auto write = [&](const std::string& name, const std::string& text) {
    std::ofstream(dir / name) << text;
    return (dir / name).string();
  };
  const std::string header =
      "return { set = \"tst\", number = 1, title = \"Counter\", type = \"character\", cost = 1, energy = \"fist\",\n"
      "  max = 1, faces = { \"fist\", \"fist\", \"fist\", \"0/1/1\", \"0/1/1\", \"0/1/1\" },\n";
  const std::string counter = write("counter.lua",
                                    "local n = 0\n" + header +
                                        "  abilities = { { on = \"fielded\", effect = function(g, self)\n"
                                        "    n = n + 1\n"
                                        "  end } } }\n");
  const std::string global = write("global.lua", header +
                                                     "  abilities = { { on = \"fielded\", effect = function(g, self)\n"
                                                     "    seen = (seen or 0) + 1\n"
                                                     "  end } } }\n");
  const std::string cache = write("cache.lua",
                                  "local cache = {}\n" + header +
                                      "  abilities = { { on = \"fielded\", effect = function(g, self)\n"
                                      "    cache.last = self.die\n"
                                      "  end } } }\n");
  for (auto [file, line, word] : {std::tuple{counter, 5, "'n'"}, std::tuple{global, 4, "'seen'"}, std::tuple{cache, 5, "'cache'"}}) {
    CardLibrary lib;
    std::vector<LoadError> errors;
    load_cards(lib, {file}, errors);
    INFO(file);
    REQUIRE(errors.size() == 1);
    CHECK(errors[0].file == file);
    CHECK(errors[0].line == line);
    CHECK(errors[0].message.find(word) != std::string::npos);
    CHECK(errors[0].message.find("hold no state") != std::string::npos);
    CHECK(lib.size() == 0);
  }
  // A table the script keeps may not be changed through a computed key either: it is frozen.
  const std::string computed = write("computed.lua",
                                     "local cache = {}\n" + header +
                                         "  abilities = { { on = \"fielded\", effect = function(g, self)\n"
                                         "    local k = \"last\"\n"
                                         "    cache[k] = self.die\n"
                                         "  end } } }\n");
  std::vector<LoadError> errors;
  auto lib = builtin_library(errors);
  load_cards(*lib, {computed}, errors);
  REQUIRE(errors.empty());
  auto runtime = make_lua_runtime(lib);
  GameSetup setup;
  setup.library = lib;
  setup.teams.resize(2);
  setup.teams[0].cards.push_back({lib->find("tst-001"), 1});
  Game g(setup, 1, runtime);
  const DieId die = dice_of(g, "tst-001")[0];
  put(g, die, Zone::Reserve, 3, 0);
  start_main(g, 0);
  std::string logged;
  g.set_log([&](const std::string& line) {
    if (line.find("script_error") != std::string::npos) logged = line;
  });
  choose(g, "field:" + std::to_string(die));
  CHECK(g.script_errors() == 1);
  CHECK(logged.find("read-only") != std::string::npos);
  fs::remove_all(dir);
}

TEST_CASE("value: math.random in a query is an error the game reports; in an effect it draws from the game") {
  // Random Teams' cards never draw in queries; a card that does gets a script error and a safe answer.
  namespace fs = std::filesystem;
  const fs::path dir = fs::temp_directory_path() / "dm_random_query";
  fs::create_directories(dir);
  std::ofstream(dir / "dice.lua")
      << "return { set = \"tst\", number = 2, title = \"Gambler\", type = \"character\", cost = 1, energy = \"fist\",\n"
         "  max = 1, faces = { \"fist\", \"fist\", \"fist\", \"0/1/1\", \"0/1/1\", \"0/1/1\" },\n"
         "  abilities = { { static = true, attack = 1, condition = function(g, self) return math.random(2) == 1 end } } }\n";
  std::vector<LoadError> errors;
  auto lib = builtin_library(errors);
  load_cards(*lib, {(dir / "dice.lua").string()}, errors);
  REQUIRE(errors.empty());
  GameSetup setup;
  setup.library = lib;
  setup.teams.resize(2);
  setup.teams[0].cards.push_back({lib->find("tst-002"), 1});
  Game g(setup, 1, make_lua_runtime(lib));
  const DieId die = dice_of(g, "tst-002")[0];
  put(g, die, Zone::Field, 3, 0);
  const std::uint64_t before = g.hash();
  CHECK(g.attack(die) == 1);  // the condition failed: no bonus on the face's 1
  CHECK(g.script_errors() == 1);
  CHECK(g.hash() == before);
  fs::remove_all(dir);
}

namespace {

// The dice a walk over every die finds for (controller, zone), in id order.
std::vector<DieId> walked(const GameState& s, PlayerId p, Zone z) {
  std::vector<DieId> out;
  for (const Die& d : s.dice)
    if (d.controller == p && d.zone == z) out.push_back(d.id);
  return out;
}

std::vector<DieId> indexed(const ZoneDice& dice) {
  std::vector<DieId> out;
  for (DieId d : dice) out.push_back(d);
  return out;
}

}  // namespace

TEST_CASE("value: the index of dice by zone follows place() and reads moves made during a walk") {
  const Game g = game_after("avx-demo", 11, 60);
  GameState s = g.state();
  for (PlayerId p = kNone; p < s.player_count(); ++p)
    for (int z = 0; z < kZoneCount; ++z) CHECK(indexed(s.in_zone(p, static_cast<Zone>(z))) == walked(s, p, static_cast<Zone>(z)));
  // Move P1's Used Pile and Bag to the Reserve Pool while walking the Used Pile: each die is
  // seen once, where it is when the walk reaches it.
  const std::vector<DieId> used = walked(s, 0, Zone::Used);
  REQUIRE(used.size() >= 2);
  std::vector<DieId> seen;
  for (DieId d : s.in_zone(0, Zone::Used)) {
    seen.push_back(d);
    s.place(d, Zone::Reserve);
    if (d == used[0]) s.place(used[1], Zone::Field, 1);  // a die further on leaves before it is reached
  }
  std::vector<DieId> expected = used;
  expected.erase(expected.begin() + 1);
  CHECK(seen == expected);
  CHECK(indexed(s.in_zone(0, Zone::Used)).empty());
  CHECK(indexed(s.in_zone(1, Zone::Field)) == walked(s, 1, Zone::Field));
  CHECK(indexed(s.in_zone(0, Zone::Reserve)) == walked(s, 0, Zone::Reserve));
  // Several zones and controllers at once come out merged in id order.
  const ZoneDice both = s.in_zone_of(DiceIndex::controller_bit(0) | DiceIndex::controller_bit(1), Zone::Reserve);
  std::vector<DieId> merged = walked(s, 0, Zone::Reserve), theirs = walked(s, 1, Zone::Reserve);
  merged.insert(merged.end(), theirs.begin(), theirs.end());
  std::sort(merged.begin(), merged.end());
  CHECK(indexed(both) == merged);
  // Rebuilt from the dice, the index is what place() kept.
  GameState rebuilt = s;
  rebuilt.reindex();
  CHECK(rebuilt.where == s.where);
  CHECK_FALSE(rebuilt.holding);  // no die is held in this game
  rebuilt.dice[static_cast<std::size_t>(used[0])].held_by = used[1];
  rebuilt.reindex();
  CHECK(rebuilt.holding);
  // A die moved around place() is what the invariants catch: the index no longer agrees.
  s.dice[static_cast<std::size_t>(used[0])].zone = Zone::Prep;
  CHECK(indexed(s.in_zone(0, Zone::Prep)) != walked(s, 0, Zone::Prep));
}
