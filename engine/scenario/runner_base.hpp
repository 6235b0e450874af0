#pragma once
// What every game's scenario runner shares (docs/scenarios.md): the steps played in order,
// each at its line; the steps whose meaning every game shares (`expect` given its table,
// `log_has` and `log_lacks`, `refuse`); the event log collected; values read with the step in
// their messages; and each failure turned into a result at "file:line". A game's runner
// derives from it and brings what is its own: the set-up, its verbs, its expectations, the
// pins it checks at the end. A runner that words its readers and log checks its own way (the
// oldest game's, whose messages many tests quote) may stand apart from it. Internal to the
// scenario runners.
#include <cstddef>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "dm/match.hpp"
#include "dm/rng.hpp"
#include "dm/scenario.hpp"
#include "engine/scenario/scenario_file.hpp"
#include "engine/scenario/values.hpp"

namespace dm::scenario {

class RunnerBase {
 public:
  // The shared steps' messages when they are written wrong, with an example in the game's
  // own terms: each game shows its own.
  struct Usage {
    std::string expect;       // `expect` without a table of checks: the whole message
    std::string log_check;    // a log check of the game, shown as "log_has takes a table: log_has <this>"
    std::string refuse;       // `refuse` with nothing to refuse: the whole message
    std::string refuse_what;  // `refuse` of what is neither a step nor an option key: the whole message
  };

  // `most_players`: what a player is read against before the game is set up.
  RunnerBase(const Scenario& sc, const ScenarioOptions& opts, Usage usage, int most_players)
      : sc_(sc), opts_(opts), usage_(std::move(usage)), most_players_(most_players) {}
  virtual ~RunnerBase() = default;
  RunnerBase(const RunnerBase&) = delete;
  RunnerBase& operator=(const RunnerBase&) = delete;

  // Plays the scenario: its position built, on_set_up told, every step, the end checks. Never
  // throws for problems in the scenario.
  ScenarioResult run();

 protected:
  struct Failure {
    std::string message;     // without the file and line
    int line = 0;            // the step's line (or the scenario's)
    bool malformed = false;  // the file says something that can't be set up or read
  };

  // --- what the game brings ------------------------------------------------------------

  // Sets the position up from the scenario's fields; game() holds it after.
  virtual void build() = 0;
  // The game, once build() has made it (the game's runner keeps it by its own type); null
  // before, and a set-up that throws on the way is reported malformed.
  virtual Match* game() const = 0;
  // A step of the game's own; by default its option key applied.
  virtual void step(const std::string& verb, const json& args);
  // The option key a step of the game's means (refuse turns its step into one too).
  virtual std::string key_for(const std::string& verb, const json& args) const = 0;
  virtual void expect(const json& checks) = 0;
  // What the game waits for, appended to failures: " (the game is waiting: ...)".
  virtual std::string pending_text() const = 0;
  // Once every step has run: what was pinned and not used fails the scenario.
  virtual void check_pins_used() const {}

  // --- the event log -------------------------------------------------------------------

  // Hands every line the game writes to log_ and to on_log: set where the set-up wants the
  // game's lines to start counting.
  void collect_log();
  // Whether a log check's field names a player, written 1-based (or "P2") in the file and
  // 0-based in the log.
  virtual bool log_names_player(const std::string& key, const json& spec) const { return false; }
  // Whether a line's field holds what a check asks of it: the same value, numbers by value.
  virtual bool log_value_matches(const json& want, const json& have) const;
  // The lines every field of `want` matches.
  int log_count(const json& want) const;
  // Why a log check fails (lacks: one that must find nothing), or "": `times = n` asks for
  // exactly n lines, and a check finding none shows the lines of its type.
  virtual std::string log_problem(const json& spec, bool lacks) const;

  // --- failing -------------------------------------------------------------------------

  std::string where() const;                             // "step 3 (take(19)): ", "" outside a step
  [[noreturn]] void fail(const std::string& msg) const;  // an expectation that does not hold
  [[noreturn]] void bad(const std::string& msg) const;   // a scenario that can't be read or set up

  // --- reading values ------------------------------------------------------------------

  // Virtual so that a game wording its readers otherwise (the hero duel) is read so by the
  // shared steps too.
  virtual int integer(const json& v, const std::string& what, int lo, int hi) const;
  virtual std::string str(const json& v, const std::string& what) const;
  int players() const;
  PlayerId player(const json& v, const std::string& what) const;  // 2, "P2", "player 2"
  // The i-th (1-based) argument of a step, or bad(usage) when it has none.
  const json& arg(const json& args, std::size_t i, const std::string& usage) const;
  // The option `choose` names: its key, or its place among the options offered.
  std::string choice(const json& v) const;
  // The generator's state as `rng` gives it.
  Rng rng_state(const json& v) const;
  // A format named by a path relative to the scenario's folder, when the file is there.
  std::string format_path(const std::string& format) const;
  // A format's options as text; `example` follows "options is a table: options = ".
  std::map<std::string, std::string> option_values(const json& o, const std::string& example) const;

  // --- answering -----------------------------------------------------------------------

  // Applies an option key, failing with what the game waits for when it is refused.
  void apply_key(const std::string& key);
  // refuse(step or key, words of the reason): refused, for that reason, changing nothing.
  void refuse(const json& args);

  const Scenario& sc_;                // the scenario played
  const ScenarioOptions& opts_;       // the caller's hooks
  std::vector<json> log_;             // every line the game wrote
  int line_ = 0, last_line_ = 0;      // the line failures point at; the last step's
  std::size_t step_ = 0;              // 1-based while a step runs
  std::string step_text_;             // the step as written, for messages

 private:
  void run_step(std::size_t i);

  Usage usage_;
  int most_players_ = 0;
};

}  // namespace dm::scenario
