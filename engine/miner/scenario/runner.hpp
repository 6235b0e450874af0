#pragma once
// Dice Miner scenarios (docs/dice-miner.md, "Scenarios"): a file whose scenario says
// game = "dice-miner" is played here rather than by the Dice Masters runner. The table is set
// up player by player (heroes, totals, troves of dice by kind and face), with the mountain
// spot by spot, or every die laid out by its number with the bag in order, the turn mid-way
// and the generator as it stands (a position written from a game: writer.cpp); rolls and
// draws are pinned; steps answer by option key or by readable verbs
// (take, share, spend, reroll, keep, hero, done, refuse); expectations check scores, troves,
// the mountain, the phase, the winner and the log, each failure at its step's line.
// Internal to the scenario runner.
#include <deque>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "dm/miner.hpp"
#include "engine/scenario/runner_base.hpp"
#include "engine/scenario/scenario_file.hpp"
#include "engine/scenario/values.hpp"

namespace dm::scenario {

// A scenario of Dice Miner: its spec says game = "dice-miner".
bool is_miner_scenario(const Scenario& sc);
ScenarioResult run_miner_scenario(const Scenario& sc, const ScenarioOptions& opts);

// The fields such a scenario may have, and the verbs only it uses (reader.cpp checks them).
const std::vector<std::string>& miner_spec_fields();

class MinerRunner : public RunnerBase {
 public:
  MinerRunner(const Scenario& sc, const ScenarioOptions& opts);

 private:
  struct RollPin {
    int kind = -1;  // the kind it is meant for (-1: any)
    std::string text;
  };
  // A die as the file places it, with its number when it gives one ("tunnel 3 #12").
  struct Laid {
    miner::PlacedDie die;
    DieId id = kNone;
  };
  // What the file gives beyond miner::Position: the dice's numbers (each player's trove, the
  // mountain by spot; kNone where none is given) and the scores a position starts without.
  struct Beyond {
    std::vector<std::vector<DieId>> troves;
    std::vector<DieId> mountain;
    std::vector<std::optional<int>> round_score;
    std::vector<std::optional<std::vector<int>>> tiebreaks;
  };

  std::optional<miner::Loaded> loaded_;
  std::unique_ptr<miner::MinerMatch> m_;
  std::size_t rolls_checked_ = 0;  // roll lines of the log compared with their pins
  std::deque<RollPin> roll_pins_;
  std::vector<std::string> draw_pins_;  // as written, for "never used"

  Match* game() const override { return m_.get(); }

  // --- reading values (runner.cpp) ---
  const miner::Content& content() const { return *loaded_->content; }
  // "tunnel 3" (a kind and one of its faces; a kind alone: any face) as kind and face (-1).
  std::pair<int, int> die_named(const std::string& text, const std::string& what) const;
  Laid laid(const json& v, const std::string& what) const;
  miner::PlacedDie placed(const json& v, const std::string& what) const;  // refuses a number
  std::string die_text(DieId d) const;

  // --- set-up and steps (runner.cpp) ---
  void build() override;
  void read_players(const json& pl, miner::Position& pos, Beyond& beyond) const;
  void add_roll_pins(const json& v);
  void add_draw_pins(const json& v);
  void check_rolls();  // the pinned faces went to the kinds they were meant for
  void check_pins_used() const override;
  void step(const std::string& verb, const json& args) override;
  // The option key a step means (its dice found in the decider's trove).
  std::string key_for(const std::string& verb, const json& args) const override;
  DieId trove_die(const json& desc, const char* prefix, const std::string& what) const;
  std::string pending_text() const override;

  // --- the set-up beyond a position (layout.cpp) ---
  // Every die where the file lays it, by number, the bag in its order: the state is built as
  // given instead of by miner::MinerMatch::set_position.
  void lay_out(const miner::Position& pos, const Beyond& beyond, const json& bag);
  // The turn mid-way, the tie-break, the scores: over either set-up.
  void set_turn(const Beyond& beyond);
  void set_rng(const json& v);

  // --- expectations and the log (expect.cpp) ---
  std::vector<std::pair<PlayerId, const json*>> per_player(const json& v, const std::string& what) const;
  void expect(const json& e) override;
  bool log_names_player(const std::string& key, const json& spec) const override;
  bool log_value_matches(const json& want, const json& have) const override;
};

}  // namespace dm::scenario
