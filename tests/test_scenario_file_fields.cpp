// Scenario file fields beyond set-up and steps: cards written inline and where their errors
// point, a captured die in the set-up, and `dice scenario --cards` wherever it is given.
#include "engine/scenario/scenario_file.hpp"
#include "tests/cli_support.hpp"
#include "tests/harness.hpp"

using namespace dm;
using namespace dm::test;

namespace {

std::vector<ScenarioResult> run(const std::string& text, const std::string& file = "ruling.lua") {
  return run_scenario_text(text, file, world().lib, world().engine);
}

const std::string kMedic = R"(set judge "Judge's rulings"

card 1 "Field Medic" "Triage"
  character
  cost 2 shield
  affiliation "Rulings"
  rarity common
  max 4
  faces shield | shield shield | shield shield | 0/1/2 | 1/2/2 | 1/2/3

  when this is fielded: gain 1 life.
)";

std::string medic_scenario(const std::string& cards) {
  return "scenario \"medic\" {\n"          // line 1
         "  cards = [[\n" +                 // line 2: the cards start on line 3
         cards +
         "]],\n"
         "  players = { { life = 10, cards = { \"Field Medic: Triage\" } }, { life = 10 } },\n"
         "  life = 20,\n"
         "  setup = { { \"P1 Field Medic: Triage 1\", \"reserve\", \"level 1\" } },\n"
         "  turn = { player = 1, step = \"main\" },\n"
         "  steps = { field \"P1 Field Medic: Triage 1\", expect { life = { 11, 10 } } },\n"
         "}\n";
}

}  // namespace

TEST_CASE("scenario files: cards written inline are played, and only by their scenario") {
  auto r = run(medic_scenario(kMedic) +
               "scenario \"no medic\" {\n  players = { { cards = { \"Field Medic: Triage\" } }, {} },\n}\n");
  REQUIRE(r.size() == 2);
  INFO(r[0].message);
  CHECK(r[0].passed);
  CHECK_FALSE(r[1].passed);
  CHECK(r[1].malformed);
  CHECK(has(r[1].message, "unknown card \"Field Medic: Triage\""));
}

TEST_CASE("scenario files: an error in inline cards names the scenario file's line") {
  std::string cards = kMedic;
  cards.replace(cards.find("cost 2 shield"), 13, "cost 2 sheild");  // line 5 of the cards: line 7 of the file
  auto r = run(medic_scenario(cards));
  REQUIRE(r.size() == 1);
  INFO(r[0].message);
  CHECK(r[0].malformed);
  CHECK(r[0].line == 7);
  CHECK(has(r[0].message, "ruling.lua:7: cards: unknown energy type"));

  // A card whose id the library already has.
  std::string clash = kMedic;
  clash.replace(clash.find("set judge \"Judge's rulings\""), 27, "set avx \"AvX\"");
  auto d = run(medic_scenario(clash));
  REQUIRE(d.size() == 1);
  INFO(d[0].message);
  CHECK(d[0].malformed);
  CHECK(has(d[0].message, "ruling.lua:"));
  CHECK(has(d[0].message, "Field Medic: Triage"));

  auto n = run("scenario \"x\" { cards = { \"Field Medic\" } }\n");
  REQUIRE(n.size() == 1);
  CHECK(n[0].malformed);
  CHECK(has(n[0].message, "cards must be card language text"));
}

TEST_CASE("scenario files: a captured die needs a captor in the field") {
  auto r = run(R"(scenario "x" {
  players = { { cards = { "Thor: Odinson" } }, {} },
  setup = {
    { "P1 Thor: Odinson 1", "used" },
    { "P2 Sidekick 1", "captured", "character", by = "P1 Thor: Odinson 1" },
  },
  turn = { step = "main" },
}
)");
  REQUIRE(r.size() == 1);
  INFO(r[0].message);
  CHECK(r[0].malformed);
  CHECK(has(r[0].message, "P2 Sidekick 1 is captured by P1 Thor: Odinson 1, which is not in the field"));
  auto b = run("scenario \"x\" {\n  setup = { { \"P2 Sidekick 1\", \"used\", by = \"P1 Sidekick 1\" } },\n}\n");
  REQUIRE(b.size() == 1);
  CHECK(has(b[0].message, "by names the captor of a die in the zone \"captured\""));
}

TEST_CASE("dice scenario: --cards before or after the scenario files") {
  TempDir dir;
  std::filesystem::create_directories(dir / "mine");
  spit(dir / "mine/medic.card", kMedic);
  std::string text = medic_scenario(kMedic);
  text.erase(text.find("  cards = [["), text.find("]],\n") + 4 - text.find("  cards = [["));
  spit(dir / "a.lua", text);
  spit(dir / "b.lua", text);
  for (const std::string& args : {"--cards " + dir / "mine" + " " + dir / "a.lua " + dir / "b.lua",
                                  dir / "a.lua --cards " + dir / "mine " + dir / "b.lua",
                                  dir / "a.lua " + dir / "b.lua --cards " + dir / "mine"}) {
    INFO(args);
    auto r = dice("scenario " + args);
    INFO(r.out + r.err);
    CHECK(r.code == 0);
    CHECK(has(r.out, "2 passed, 0 failed"));
  }
}

TEST_CASE("dice scenario --verbose: a window no one is asked in is said to be skipped") {
  auto r = dice("scenario --verbose tests/scenarios/file/effect_rolls.lua");
  INFO(r.out + r.err);
  CHECK(r.code == 0);
  CHECK(has(r.out, "(window after blockers skipped: P1 has nothing to use)"));
  CHECK(has(r.out, "(window after blockers skipped: P2 has nothing to use)"));
}

TEST_CASE("scenario files: a Regenerate roll takes the next pin, and the runner sees which die took it") {
  std::string text = slurp("tests/scenarios/file/effect_rolls.lua");
  const std::string pin = "roll { { \"P1 Mender: Knits Back 1\", \"level 2\" } },";
  REQUIRE(text.find(pin) != std::string::npos);
  text.replace(text.find(pin), pin.size(), "roll { { \"P2 Sidekick 2\", \"mask\" } },");
  auto r = run(text, "effect_rolls.lua");
  REQUIRE(r.size() == 2);
  INFO(r[0].message);
  CHECK_FALSE(r[0].passed);
  CHECK(has(r[0].message, "the pinned roll { \"P2 Sidekick 2\", \"mask\" } was taken by P1 Mender: Knits Back 1"));
}

TEST_CASE("scenario files: expect_refused passes only on a refusal that says what it expects") {
  const std::string team = "\"2 Beast: Big Boy Blue\\nbasic: Force Beam\\n\"";  // one basic action
  auto said = run("scenario \"x\" { expect_refused = { format = \"constructed\", team = " + team +
                  ", message = \"takes exactly 2\" } }\n");
  REQUIRE(said.size() == 1);
  INFO(said[0].message);
  CHECK(said[0].passed);

  auto other = run("scenario \"x\" { expect_refused = { format = \"constructed\", team = " + team +
                   ", message = \"two cards titled\" } }\n");
  REQUIRE(other.size() == 1);
  CHECK_FALSE(other[0].passed);
  CHECK(has(other[0].message, "the team was refused, but not saying \"two cards titled\": 1 basic action: constructed takes exactly 2"));

  auto accepted = run("scenario \"x\" { expect_refused = { format = \"constructed\", message = \"x\", team = "
                      "\"2 Beast: Big Boy Blue\\nbasic: Force Beam\\nbasic: Thrown Car\\n\" } }\n");
  REQUIRE(accepted.size() == 1);
  CHECK_FALSE(accepted[0].passed);
  CHECK(has(accepted[0].message, "the team was accepted; expected a refusal saying \"x\""));

  auto steps = run("scenario \"x\" { expect_refused = { format = \"constructed\", message = \"x\" }, turn = { step = \"main\" } }\n");
  REQUIRE(steps.size() == 1);
  CHECK(steps[0].malformed);
  CHECK(has(steps[0].message, "plays no game: 'turn' has no place in it"));
}
