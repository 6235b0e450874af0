#pragma once
// Liar's Dice scenarios (docs/liars-dice.md, "Scenarios"): a file whose scenario says
// game = "liars-dice" is played here. The table is set up cup by cup (the faces under each,
// or only how many dice, to be rolled), with the round, its starter, whose turn it is and the
// bid standing; rolls are pinned by the faces they show; steps answer by key or by verb (bid,
// liar); expectations check the bid, the turn, the cups, the end and the log, each failure at
// its step's line. The file is read by the shared reader (engine/scenario/reader.cpp).
// Internal to dm_liars.
#include <memory>
#include <string>
#include <vector>

#include "engine/liars/liars.hpp"
#include "engine/scenario/runner_base.hpp"
#include "engine/scenario/scenario_file.hpp"
#include "engine/scenario/values.hpp"

namespace dm::liars {

using scenario::json;

class ScenarioRunner : public scenario::RunnerBase {
 public:
  ScenarioRunner(const Scenario& sc, const ScenarioOptions& opts);

 private:
  std::unique_ptr<LiarsMatch> m_;  // the game, once set up

  Match* game() const override { return m_.get(); }

  // --- reading values (scenario_runner.cpp) ---
  std::vector<int> faces(const json& v, const std::string& what) const;
  Bid bid_of(const json& v, const std::string& what) const;  // { "P1", 3, 5 }, "3x5", { quantity =, face =, player = }
  std::string pending_text() const override;

  // --- set-up and steps (scenario_runner.cpp) ---
  void build() override;
  void step(const std::string& verb, const json& args) override;
  std::string key_for(const std::string& verb, const json& args) const override;
  void check_pins_used() const override;

  // --- expectations and the log (scenario_expect.cpp) ---
  void expect(const json& e) override;
  bool log_names_player(const std::string& key, const json& spec) const override;
};

}  // namespace dm::liars
