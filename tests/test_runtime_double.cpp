// The kernel plays abilities through the AbilityRuntime interface alone: a C++ double stands
// in for Lua here, with cards built in C++.
#include <functional>
#include <map>

#include "engine/masters/kernel/effects.hpp"
#include "dm/runtime.hpp"
#include "tests/harness.hpp"

using namespace dm;
using namespace dm::test;

namespace {

Face character(int fielding, int attack, int defense) {
  Face f;
  f.kind = Face::Kind::Character;
  f.fielding = fielding;
  f.attack = attack;
  f.defense = defense;
  return f;
}
Face energy(Energy e) {
  Face f;
  f.symbol = e;
  f.symbols = 1;
  return f;
}

// Abilities as C++ functions, keyed by card definition and ability index.
class Double : public AbilityRuntime {
 public:
  using Effect = std::function<void(Game&, const AbilityCall&)>;
  std::map<std::pair<int, int>, Effect> effects;
  std::map<std::pair<int, int>, std::function<bool(const Game&, const AbilityCall&)>> conditions;
  int calls = 0;

  FollowUp effect(Game& g, const AbilityCall& c, int) override {
    ++calls;
    auto it = effects.find({g.state().cards[static_cast<std::size_t>(c.card)].def, c.ability});
    if (it != effects.end()) it->second(g, c);
    return {};
  }
  bool condition(const Game& g, const AbilityCall& c) override {
    auto it = conditions.find({g.state().cards[static_cast<std::size_t>(c.card)].def, c.ability});
    return it == conditions.end() || it->second(g, c);
  }
  void affects(const Game&, const AbilityCall&, std::vector<int>&) override {}
  bool filter(const Game&, const AbilityCall&, int, int) override { return true; }
  std::pair<int, int> stat(const Game&, const AbilityCall&, DieId) override { return {0, 0}; }
  bool forbids_block(const Game&, const AbilityCall&, DieId, DieId) override { return false; }
  int prevent(const Game&, const AbilityCall&, const DamageQuery& q) override { return q.amount; }
};

std::shared_ptr<CardLibrary> tiny_library() {
  auto lib = std::make_shared<CardLibrary>();
  CardDef sk;
  sk.id = "sidekick";
  sk.title = "Sidekick";
  sk.kind = CardKind::Sidekick;
  sk.faces = {character(0, 1, 1), energy(Energy::Bolt), energy(Energy::Shield), energy(Energy::Fist),
              energy(Energy::Mask), energy(Energy::Fist)};
  sk.faces[0].level = 1;
  lib->add(sk, CardSource{"tiny", ""});
  CardDef striker;
  striker.id = "tst-001";
  striker.title = "Striker";
  striker.kind = CardKind::Character;
  striker.energy = Energy::Fist;
  striker.cost = 1;
  striker.max = 2;
  striker.faces = {energy(Energy::Fist), energy(Energy::Fist), energy(Energy::Fist),
                   character(0, 1, 1), character(0, 2, 2), character(0, 3, 3)};
  for (int i = 3; i < 6; ++i) striker.faces[static_cast<std::size_t>(i)].level = i - 2;
  AbilityDef fielded;
  fielded.kind = AbilityKind::Triggered;
  fielded.when = Trigger::Fielded;
  fielded.has[static_cast<int>(Slot::Effect)] = true;
  fielded.has[static_cast<int>(Slot::Condition)] = true;
  fielded.text = "When fielded, deal 1 damage to your opponent.";
  striker.abilities.push_back(fielded);
  lib->add(striker, CardSource{"tiny", ""});
  return lib;
}

}  // namespace

TEST_CASE("runtime double: the kernel runs a card's ability through the interface, with no Lua") {
  auto lib = tiny_library();
  auto runtime = std::make_shared<Double>();
  runtime->effects[{1, 0}] = [](Game& g, const AbilityCall& c) {
    Effects(g).damage(kNone, g.opponent_of(c.player), 1, c.die, c.card, false);
  };
  GameSetup setup;
  setup.library = lib;
  setup.life = 10;
  setup.teams.resize(2);
  setup.teams[0].cards.push_back({1, 2});
  Game g(setup, 1, runtime);
  const DieId striker = dice_of(g, "tst-001")[0];
  put(g, striker, Zone::Reserve, 3, 0);
  start_main(g, 0);
  choose(g, "field:" + std::to_string(striker));
  CHECK(runtime->calls == 1);
  CHECK(g.state().life(1) == 9);
  // A clone shares the runtime and plays on by itself.
  Game h = Game(g);
  const DieId second = dice_of(h, "tst-001")[1];
  put(h, second, Zone::Reserve, 3, 0);
  start_main(h, 0);
  choose(h, "field:" + std::to_string(second));
  CHECK(h.state().life(1) == 8);
  CHECK(g.state().life(1) == 9);
}

TEST_CASE("runtime double: a condition that says no keeps the ability from resolving") {
  auto lib = tiny_library();
  auto runtime = std::make_shared<Double>();
  runtime->effects[{1, 0}] = [](Game& g, const AbilityCall& c) { Effects(g).lose_life(g.opponent_of(c.player), 5); };
  runtime->conditions[{1, 0}] = [](const Game&, const AbilityCall&) { return false; };
  GameSetup setup;
  setup.library = lib;
  setup.life = 10;
  setup.teams.resize(2);
  setup.teams[0].cards.push_back({1, 1});
  Game g(setup, 1, runtime);
  const DieId striker = dice_of(g, "tst-001")[0];
  put(g, striker, Zone::Reserve, 3, 0);
  start_main(g, 0);
  choose(g, "field:" + std::to_string(striker));
  CHECK(runtime->calls == 0);
  CHECK(g.state().life(1) == 10);
}
