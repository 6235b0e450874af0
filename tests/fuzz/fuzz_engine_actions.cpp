// libFuzzer target for the kernel's one door, Game::apply: the bytes pick a shipped format, a
// seed and a sequence of answers, legal and illegal (indices out of range or negative, keys
// that name nothing). After every step the promises of the game as a value are checked: the
// invariants every game keeps (tests/invariants.hpp), an illegal answer refused with a reason
// and changing nothing, a clone equal to the original, the hash stable. A broken promise
// aborts, so libFuzzer keeps the input.
//
// Input: byte 0 the format, bytes 1-4 the seed, then one operation a byte (with its operand
// in the next byte): 0-159 answer option (operand % options), 160-191 an index past the last
// option, 192-223 a negative index, 224-255 a key (an offered option's key, or up to 15
// bytes of the input as a key). When the bytes run out the game plays on with seeded random
// answers for a bounded number of steps, so short inputs still reach deep positions.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "dm/content.hpp"
#include "dm/games.hpp"
#include "dm/game.hpp"
#include "dm/rng.hpp"
#include "tests/invariants.hpp"

namespace {

struct World {
  std::shared_ptr<dm::CardLibrary> lib;
  std::shared_ptr<dm::AbilityRuntime> runtime;
  std::vector<std::unique_ptr<dm::Format>> formats;
  std::vector<std::string> names;
};

[[noreturn]] void broken(const std::string& what) {
  std::fprintf(stderr, "fuzz_engine_actions: %s\n", what.c_str());
  std::abort();
}

// The shipped content, loaded once: any problem here is a broken build, not an input.
World& world() {
  static World w = [] {
    World x;
    std::vector<std::string> names;
    for (const auto& e : std::filesystem::directory_iterator(dm::scripts_dir() + "/formats"))
      // Dice Masters' formats: the other games' formats set up games of their own.
      if (e.path().extension() == ".lua" && dm::format_game(e.path().string()) == "dice-masters")
        names.push_back(e.path().stem().string());
    std::sort(names.begin(), names.end());
    std::vector<std::string> card_paths{dm::scripts_dir() + "/cards"};
    for (const auto& n : names)
      for (const auto& f : dm::format_card_files(n)) card_paths.push_back(f);
    std::vector<dm::LoadError> errors;
    x.lib = std::make_shared<dm::CardLibrary>();
    dm::load_cards(*x.lib, card_paths, errors);
    if (!errors.empty()) broken("the shipped cards don't load: " + errors.front().text());
    x.runtime = dm::make_lua_runtime(x.lib);
    for (const auto& n : names) {
      x.formats.push_back(std::make_unique<dm::Format>(n, x.lib));
      x.names.push_back(n);
    }
    if (x.formats.empty()) broken("no format in " + dm::scripts_dir() + "/formats");
    return x;
  }();
  return w;
}

struct Bytes {
  const std::uint8_t* data;
  std::size_t size, at = 0;
  bool done() const { return at >= size; }
  std::uint8_t next() { return at < size ? data[at++] : 0; }
};

class Checker {
 public:
  Checker(dm::Game& g, std::string where) : g_(g), where_(std::move(where)) {}

  void step(int n, bool full) {
    step_ = n;
    const std::string bad = dm::test::invariant_violation(g_, full);
    if (!bad.empty()) fail(bad);
    const std::uint64_t h = g_.hash();
    if (g_.hash() != h) fail("the hash changed between two calls");
    if (g_.script_errors() != 0) fail("a shipped card script failed");
    if (!full) return;
    const dm::Game c = g_;
    if (c.hash() != h) fail("a clone hashes differently");
    if (c.serialize() != g_.serialize()) fail("a clone serializes differently");
    if (!(c.state() == g_.state())) fail("a clone is not equal to the original");
  }

  // An answer the game must refuse: a reason, and not a bit of the game changed.
  template <class Answer>
  void refused(const Answer& answer, const std::string& what) {
    const std::string before = g_.serialize();
    const std::uint64_t h = g_.hash();
    const auto err = g_.apply(answer);
    if (!err) fail("the illegal answer " + what + " was accepted");
    if (err->empty()) fail("the illegal answer " + what + " was refused with an empty reason");
    if (g_.hash() != h || g_.serialize() != before) fail("the refused answer " + what + " changed the game");
  }

  // An offered option: it plays, or (a draft procedure may refuse a pick) it is refused with a
  // reason and changes nothing.
  void legal(int option) {
    const std::string before = g_.serialize();
    const auto err = g_.apply(option);
    if (err && (err->empty() || g_.serialize() != before))
      fail("option " + std::to_string(option) + " was refused but the game changed or no reason was given");
  }

  [[noreturn]] void fail(const std::string& what) const {
    broken(where_ + " step " + std::to_string(step_) + ": " + what);
  }

 private:
  dm::Game& g_;
  std::string where_;
  int step_ = 0;
};

// The full check (every die's place through the state line, a clone compared by value,
// serialization and hash) costs far more than a step, so it runs every few steps; the cheap
// invariants run after each one.
constexpr int kRandomSteps = 100;
constexpr int kFullEvery = 4;

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  World& w = world();
  Bytes in{data, size};
  const std::size_t f = in.next() % w.formats.size();
  std::uint64_t seed = 0;
  for (int i = 0; i < 4; ++i) seed = seed << 8 | in.next();
  dm::Game g(w.formats[f]->setup(seed), seed, w.runtime);
  Checker check(g, w.names[f] + " seed " + std::to_string(seed));
  g.advance();
  int steps = 0;
  check.step(steps, true);

  while (!in.done() && !g.over()) {
    const int n = static_cast<int>(g.pending().options.size());
    const std::uint8_t op = in.next();
    const std::uint8_t arg = in.next();
    if (op < 160) {
      check.legal(arg % n);
    } else if (op < 192) {
      check.refused(n + arg, "index " + std::to_string(n + arg));
    } else if (op < 224) {
      check.refused(-1 - arg, "index " + std::to_string(-1 - arg));
    } else if (arg & 1) {
      std::string key;
      for (int k = 0, len = arg >> 4; k < len && !in.done(); ++k) key += static_cast<char>(in.next());
      const int found = g.find_option(key);
      if (found >= 0) check.legal(found);
      else check.refused(std::string_view(key), "key '" + key + "'");
    } else {
      const int option = (arg >> 1) % n;
      const int found = g.find_option(g.option_key(option));
      if (found < 0) check.fail("option " + std::to_string(option) + "'s key " + g.option_key(option) + " is not found");
      check.legal(found);
    }
    ++steps;
    check.step(steps, op >= 160 || steps % kFullEvery == 0);
  }

  dm::Rng rng(dm::derive_seed(seed, 1));
  for (int k = 0; k < kRandomSteps && !g.over(); ++k) {
    check.legal(static_cast<int>(rng.below(g.pending().options.size())));
    check.step(++steps, k % (8 * kFullEvery) == 0);
  }
  check.step(steps, true);
  if (g.over()) check.refused(0, "0 after the end");
  return 0;
}
