// libFuzzer target for card scripts: the bytes are the Lua text of one card, as a `.lua` card
// file or the card compiler gives it to the loader. Card scripts come from anyone, so whatever
// the text: it is refused with a message naming the file, or it loads within the sandbox's
// budgets; a card that loads joins a library with the Sidekick, its runtime is built (or
// refused with a message) and a short game with the card on both teams is played, its
// invariants checked after every step. Faults of the card's own functions are allowed (they
// are reported and the game goes on), crashes and broken invariants are not.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include <spdlog/spdlog.h>

#include "dm/content.hpp"
#include "dm/game.hpp"
#include "dm/rng.hpp"
#include "engine/masters/content/loader.hpp"
#include "tests/invariants.hpp"

namespace {

const std::string kFile = "fuzz.lua";

[[noreturn]] void broken(const std::string& what, const std::string& text) {
  std::fprintf(stderr, "fuzz_card_script: %s\n--- script ---\n%s\n--- end ---\n", what.c_str(), text.c_str());
  std::abort();
}

// The Sidekick every game needs, and a basic action to share, read once.
const dm::CardLibrary& base() {
  static const dm::CardLibrary lib = [] {
    // Fuzzed cards fault all the time, by design; a warning for each would bury the fuzzer's
    // own output.
    spdlog::set_level(spdlog::level::off);
    dm::CardLibrary x;
    std::vector<dm::LoadError> errors;
    dm::load_cards(x, {dm::scripts_dir() + "/cards/base"}, errors);
    if (!errors.empty() || x.sidekick() < 0) broken("the Sidekick doesn't load", "");
    return x;
  }();
  return lib;
}

void refused_with_message(const std::string& why, const std::string& stage, const std::string& text) {
  if (why.empty()) broken(stage + " refused the script with an empty message", text);
}

void play(const std::shared_ptr<dm::CardLibrary>& lib, int card, const std::string& text) {
  std::shared_ptr<dm::AbilityRuntime> runtime;
  try {
    runtime = dm::make_lua_runtime(lib);
  } catch (const std::exception& e) {
    return refused_with_message(e.what(), "make_lua_runtime", text);
  }
  const dm::CardDef& def = lib->at(card);
  dm::GameSetup setup;
  setup.library = lib;
  setup.life = 10;
  setup.turn_cap = 30;
  setup.teams.resize(2);
  if (def.kind == dm::CardKind::BasicAction) setup.shared.push_back({card, 3});
  else if (def.kind != dm::CardKind::Sidekick)
    for (auto& t : setup.teams) t.cards.push_back({card, 2});
  std::unique_ptr<dm::Game> g;
  try {
    g = std::make_unique<dm::Game>(setup, 1, runtime);
  } catch (const std::exception& e) {
    return refused_with_message(e.what(), "the game set-up", text);
  }
  g->advance();
  dm::Rng rng(text.size());
  for (int k = 0; k < 120 && !g->over(); ++k) {
    const auto n = g->pending().options.size();
    if (auto err = g->apply(static_cast<int>(rng.below(n)))) broken("an offered option was refused: " + *err, text);
    const std::string bad = dm::test::invariant_violation(*g, k % 8 == 0);
    if (!bad.empty()) broken("step " + std::to_string(k) + ": " + bad, text);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const dm::CardLibrary& sidekick = base();
  const std::string text(reinterpret_cast<const char*>(data), size);
  dm::CardDef def;
  {
    dm::script::Sandbox sb;
    try {
      def = dm::read_card(sb, text, kFile);
    } catch (const std::exception& e) {
      const std::string why = e.what();
      refused_with_message(why, "read_card", text);
      if (why.rfind(kFile, 0) != 0) broken("the refusal '" + why + "' doesn't name the file", text);
      return 0;
    }
  }
  auto lib = std::make_shared<dm::CardLibrary>(sidekick);
  int card = -1;
  try {
    card = lib->add(def, dm::CardSource{kFile, text});
  } catch (const std::exception& e) {
    refused_with_message(e.what(), "the library", text);
    return 0;
  }
  play(lib, card, text);
  return 0;
}
