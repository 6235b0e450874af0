#pragma once
// Liar's Dice scenarios (docs/liars-dice.md, "Scenarios"): a file whose scenario says
// game = "liars-dice" is played here. The table is set up cup by cup (the faces under each,
// or only how many dice, to be rolled), with the round, its starter, whose turn it is and the
// bid standing; rolls are pinned by the faces they show; steps answer by key or by verb (bid,
// liar); expectations check the bid, the turn, the cups, the end and the log, each failure at
// its step's line. The file is read by the shared reader (engine/scenario/reader.cpp).
// Internal to dm_liars.
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/liars/liars.hpp"
#include "engine/scenario/scenario.hpp"
#include "engine/scenario/values.hpp"

namespace dm::liars {

using scenario::json;

// A generator's state as scenario files write it: four words of 16 hex digits, joined by ':'
// (scenario_text.cpp); nullopt for text that is not one.
std::string rng_text(const Rng& r);
std::optional<Rng> rng_from_text(const std::string& text);

class ScenarioRunner {
 public:
  ScenarioRunner(const Scenario& sc, const ScenarioOptions& opts) : sc_(sc), opts_(opts) {}
  ScenarioResult run();

 private:
  struct Failure {
    std::string message;     // without the file and line
    int line = 0;            // the step's line (or the scenario's)
    bool malformed = false;  // the file says something that can't be set up or read
  };

  const Scenario& sc_;                 // the scenario played
  const ScenarioOptions& opts_;        // the caller's hooks
  std::unique_ptr<LiarsMatch> m_;      // the game, once set up
  std::vector<json> log_;              // every line the game wrote
  int line_ = 0, last_line_ = 0;       // the line failures point at; the last step's
  std::size_t step_ = 0;               // 1-based while a step runs
  std::string step_text_;              // the step as written, for messages

  // --- failing, reading values (scenario_runner.cpp) ---
  std::string where() const;
  [[noreturn]] void fail(const std::string& msg) const;
  [[noreturn]] void bad(const std::string& msg) const;
  int players() const;
  PlayerId player(const json& v, const std::string& what) const;
  int integer(const json& v, const std::string& what, int lo, int hi) const;
  std::string str(const json& v, const std::string& what) const;
  std::vector<int> faces(const json& v, const std::string& what) const;
  Bid bid_of(const json& v, const std::string& what) const;  // { "P1", 3, 5 }, "3x5", { quantity =, face =, player = }
  std::string pending_text() const;

  // --- set-up and steps (scenario_runner.cpp) ---
  void build();
  void run_step(std::size_t i);
  std::string key_for(const std::string& verb, const json& args) const;
  void apply_key(const std::string& key);
  void refuse(const json& args);

  // --- expectations and the log (scenario_expect.cpp) ---
  void expect(const json& e);
  std::string log_problem(const json& spec, bool lacks) const;
};

}  // namespace dm::liars
