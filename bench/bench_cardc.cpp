// The card-language front end on a set-sized file: 150 cards built in memory from the mix of
// abilities real sets use (triggers with bursts, globals, activated and continuous abilities,
// basic actions, targets with filters, Lua). `cardc check` and the engine's loader both pay
// this on every run, so it should stay well under 20 ms.
#include <benchmark/benchmark.h>

#include <string>
#include <vector>

#include "dsl/checker.hpp"
#include "dsl/compile.hpp"
#include "dsl/parser.hpp"

namespace {

constexpr int kCards = 150;

const char* const kEnergy[] = {"fist", "bolt", "mask", "shield"};
const char* const kTitles[] = {"Ash Warden", "Brine Caller", "Cinder Fox", "Dusk Herald", "Ember Sage", "Frost Lancer",
                               "Gale Rider", "Hollow Knight", "Iron Moth",  "Jade Viper"};
const char* const kSubtitles[] = {"First Light", "Tidebreaker", "Last Stand", "Quiet Storm", "Old Oath", "Far Shore"};

// A character header: cost, energy and stats vary with n so no two cards are alike.
std::string character(int n, const std::string& title, const std::string& subtitle, const char* energy) {
  int cost = 2 + n % 5;
  std::string e(energy);
  return "card " + std::to_string(n) + " \"" + title + "\" \"" + subtitle + "\"\n  character\n  cost " + std::to_string(cost) +
         " " + e + "\n  affiliation \"Guild " + std::to_string(n % 3) + "\"\n  rarity common\n  max 4\n  faces " + e + " | " +
         e + " " + e + " | " + e + " " + e + " | " + std::to_string(n % 2) + "/" + std::to_string(1 + n % 3) + "/" +
         std::to_string(2 + n % 2) + "* | 1/3/3 | 2/4/" + std::to_string(4 + n % 3) + "\n\n";
}

std::string basic_action(int n, const std::string& title) {
  return "card " + std::to_string(n) + " \"" + title + "\"\n  basic action\n  cost " + std::to_string(2 + n % 3) +
         "\n  use 3\n  faces 2 | 2 | 2 | action | action* | action**\n\n";
}

// Abilities for a character whose level 1 face has a burst: every template uses `*:`.
const char* const kCharacterAbilities[] = {
    "  when this blocks: this gets +1A and +1D.\n  *: this gets +2A and +2D instead.\n",
    "  when this is KO'd while blocking: gain 1 life.\n  *: gain 1 life; deal 2 damage to your opponent instead.\n",
    "  when this blocks: draw a die into your prep area.\n"
    "  *: draw a die into your prep area; draw a die into your used pile instead.\n",
    "  when this is fielded, you may:\n"
    "    roll a sidekick die in your used pile not spent to field this into your reserve pool.\n"
    "  *: gain 1 life.\n",
    "  while active: your sidekicks get +1A and +1D.\n  *: this gets +1A.\n",
    "  when this is fielded: KO each opposing sidekick character; gain 1 life for each one KO'd.\n"
    "  *: deal 1 damage to your opponent.\n",
    "  while active, when you field a character: deal 1 damage to target character or player.\n"
    "  global, pay 1 bolt: you gain extra damage 1.\n  *: deal 1 damage to target opposing character.\n",
    "  damage dealt to this is reduced by 1.\n  *: damage dealt to this is reduced by 2 instead.\n"
    "  global, when you would take damage, pay 1 shield: redirect 1 damage to target character of yours.\n",
    "  when this takes damage, during the attack step:\n"
    "    deal 3 damage to target opposing character in the attack zone.\n  *: gain 1 life.\n",
    "  you may pay 1 fist to keep this unaffected.\n  when this attacks: this gets +1A.\n  *: this gets +2A instead.\n",
    "  when this attacks, you may pay 1 fist, once per turn: this gets +4D.\n  *: this gets +1A.\n",
    "  when this attacks: reroll each opposing character, non-characters to their owner's prep area.\n"
    "  *: deal 1 damage to your opponent.\n",
    "  this can't be blocked by fist characters.\n  when this is blocked: this gets +2A.\n  *: this gets +3A instead.\n",
    "  when this is fielded: capture each opposing level 1 character.\n  *: gain 2 life.\n",
    "  underdog: this gets +1A.\n  when this damages your opponent: KO an opposing fist character.\n  *: gain 1 life.\n",
    "  you may pay 1 life to field this.\n  when this is fielded: lua [[ g.gain_life(self.player, 1) ]].\n"
    "  *: lua [[ g.gain_life(self.player, 2) ]] instead.\n",
};

const char* const kActionAbilities[] = {
    "  spin target character up or down.\n  */**: spin another target character up or down.\n",
    "  deal 1 damage to every character.\n  *: deal 2 damage to every character instead.\n"
    "  **: deal 1 damage to each player; deal 2 damage to every character instead.\n",
    "  draw 2 dice into your prep area; roll them into your reserve pool.\n  */**: gain 1 life.\n",
    "  up to two target characters of yours get +1A and +1D.\n"
    "  */**: up to two target characters of yours get +2A and +2D instead.\n",
    "  KO target level 1 character.\n  */**: KO target level 2 or lower character instead.\n"
    "  global, pay 1 fist: target blocked attacking character deals no combat damage.\n",
};

std::string build_file() {
  std::string text = "# A generated set for benchmarking the card-language front end.\nset bch \"Bench Set\"\n\n";
  const int n_char = static_cast<int>(std::size(kCharacterAbilities));
  const int n_act = static_cast<int>(std::size(kActionAbilities));
  for (int n = 1; n <= kCards; ++n) {
    std::string title = std::string(kTitles[n % std::size(kTitles)]) + " " + std::to_string(n);
    // About one card in five is a basic action, as in the starter sets.
    if (n % 5 == 0) {
      text += basic_action(n, title) + kActionAbilities[(n / 5) % n_act] + "\n";
    } else {
      text += character(n, title, kSubtitles[n % std::size(kSubtitles)], kEnergy[n % 4]) + kCharacterAbilities[n % n_char] + "\n";
    }
  }
  return text;
}

const std::string& file_text() {
  static const std::string text = build_file();
  return text;
}

// A benchmark of a file that doesn't compile would measure the error path: refuse it.
bool ready(benchmark::State& state) {
  static const dm::dsl::Compilation c = dm::dsl::compile(file_text(), "bench.card");
  if (c.ok() && c.cards.size() == kCards) return true;
  std::string why = "the generated file does not compile";
  for (const auto& d : c.diags.all())
    if (d.severity == dm::dsl::Severity::Error) {
      why += ": line " + std::to_string(d.pos.line) + ": " + d.message;
      break;
    }
  state.SkipWithError(why.c_str());
  return false;
}

void count(benchmark::State& state) {
  state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * file_text().size()));
  state.counters["cards/s"] = benchmark::Counter(kCards, benchmark::Counter::kIsIterationInvariantRate);
}

// Parse, check and emit Lua for every card: what `cardc compile` and the engine's loader do.
void BM_CompileFile(benchmark::State& state) {
  if (!ready(state)) return;
  for (auto _ : state) {
    auto c = dm::dsl::compile(file_text(), "bench.card");
    benchmark::DoNotOptimize(c.cards.data());
  }
  count(state);
}
BENCHMARK(BM_CompileFile)->Unit(benchmark::kMillisecond);

// Parse and check without generating Lua: what `cardc check` does.
void BM_CheckFile(benchmark::State& state) {
  if (!ready(state)) return;
  for (auto _ : state) {
    auto c = dm::dsl::compile(file_text(), "bench.card", false);
    benchmark::DoNotOptimize(c.file.cards.data());
  }
  count(state);
}
BENCHMARK(BM_CheckFile)->Unit(benchmark::kMillisecond);

// The grammar alone: input checks and the syntax tree.
void BM_ParseOnly(benchmark::State& state) {
  if (!ready(state)) return;
  for (auto _ : state) {
    dm::dsl::Diagnostics diags("bench.card");
    dm::dsl::check_input(file_text(), diags);
    auto file = dm::dsl::parse(file_text(), "bench.card", diags);
    benchmark::DoNotOptimize(file.cards.data());
  }
  count(state);
}
BENCHMARK(BM_ParseOnly)->Unit(benchmark::kMillisecond);

// The checker alone, on a tree parsed once.
void BM_CheckOnly(benchmark::State& state) {
  if (!ready(state)) return;
  dm::dsl::Diagnostics parse_diags("bench.card");
  const dm::dsl::File file = dm::dsl::parse(file_text(), "bench.card", parse_diags);
  for (auto _ : state) {
    dm::dsl::Diagnostics diags("bench.card");
    dm::dsl::check(file, diags);
    benchmark::DoNotOptimize(diags.all().data());
  }
  count(state);
}
BENCHMARK(BM_CheckOnly)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
