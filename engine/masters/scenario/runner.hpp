#pragma once
// Internal to the scenario runner: one Runner plays one scenario. Its work is spread by
// concern over runner*.cpp; each group of members below names the file that defines it.
#include <deque>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "dm/content.hpp"
#include "dm/library.hpp"
#include "engine/scenario/scenario_file.hpp"
#include "engine/masters/scenario/words.hpp"

namespace dm {

// The library with the cards the scenario writes in its `cards` field (card language text),
// compiled as .card files are. Throws ScenarioError naming the file's line (inline_cards.cpp).
bool has_inline_cards(const Scenario& sc);
std::shared_ptr<const CardLibrary> with_inline_cards(const Scenario& sc, const CardLibrary& base);

// Plays one Dice Masters scenario with this library and runtime (runner.cpp). Never throws for
// problems in the scenario.
ScenarioResult run_scenario(const Scenario& sc, std::shared_ptr<const CardLibrary> library,
                            std::shared_ptr<AbilityRuntime> runtime, const ScenarioOptions& opts);

}  // namespace dm

namespace dm::scenario {

struct Failure {
  std::string message;
  int line = 0;
  bool malformed = false;
};

struct RollPin {
  int face = 0;
  DieId die = kNone;  // the die it is meant for, when the file says
  int def = kNone;    // the card it is meant for (its faces read the name)
  std::string text;
};
struct DrawPin {
  DieId die = kNone;
  std::string text;
};

// What the pins and the log held before the engine moved, for after_apply to compare.
struct Snapshot {
  std::size_t log = 0, faces = 0, draws = 0;
  std::vector<Zone> draw_zones;
};

// A step as the option keys it applies.
struct Action {
  std::vector<std::string> keys;
  std::optional<DecisionKind> kind;
  std::optional<PlayerId> decider;  // pass(2): only when it is player 2 who decides
  std::string what;
  const json* pay = nullptr;
};

class Runner {
 public:
  Runner(const Scenario& sc, std::shared_ptr<const CardLibrary> library, std::shared_ptr<AbilityRuntime> runtime,
         const ScenarioOptions& opts)
      : sc_(sc), library_(std::move(library)), runtime_(std::move(runtime)), lib_(*library_), opts_(opts) {}

  ScenarioResult run();

 private:
  const Scenario& sc_;
  std::shared_ptr<const CardLibrary> library_;
  std::shared_ptr<AbilityRuntime> runtime_;
  const CardLibrary& lib_;
  const ScenarioOptions& opts_;
  std::unique_ptr<Game> g_;
  std::vector<json> log_;
  int line_ = 0, last_line_ = 0;
  std::size_t step_ = 0;  // 1-based while a step runs
  std::string step_text_;
  std::vector<std::string> die_name_;                     // by die id
  std::vector<std::string> card_full_, card_short_;       // by card in play
  std::map<std::string, std::vector<CardId>> card_keys_;  // squashed names and ids
  std::vector<std::vector<DieId>> card_dice_;             // by card in play, in id order
  std::deque<RollPin> roll_pins_;
  std::deque<DrawPin> draw_pins_;
  std::map<DieId, DieId> declared_blocks_;  // blocker -> attacker, from the set-up
  Position position_;                       // what the set-up places, given to the game at once
  std::vector<std::pair<DieId, DieId>> captures_;  // captured die, its captor: placed in the field, then captured
  int script_errors_ = 0;
  std::string until_, until_name_;  // the moment the last `run_until` step waits for, as said and as named
  int until_line_ = 0;

  // --- failing, reading values, running steps (runner.cpp) ---------------------------

  std::string where() const;
  [[noreturn]] void fail(const std::string& msg) const;
  [[noreturn]] void bad(const std::string& msg) const;
  [[noreturn]] void bad_at(const std::string& needle, const std::string& msg) const;
  int locate(const std::string& needle, int from_line) const;
  int locate_word(const std::string& word, int from_line) const;
  std::size_t line_start(int line) const;
  int line_of(std::size_t pos) const;

  int integer(const json& v, const std::string& what, int lo, int hi) const;
  int int_field(const json& obj, const std::string& key, int def, int lo, int hi) const;
  std::string str(const json& v, const std::string& what) const;
  PlayerId player(const json& v, const std::string& what) const;
  PlayerId seat(const json& v, const std::string& what) const;  // a drafter: P1 to P8 while a draft has them
  static bool looks_like_player(const json& v);

  void run_step(std::size_t i);

  // --- names of cards, dice and faces (runner_names.cpp) -----------------------------

  int find_def(const std::string& name) const;
  std::vector<std::string> library_names() const;
  int def_named(const std::string& name) const;
  void build_names();
  std::string die_text(DieId d) const;
  std::vector<std::string> known_names() const;
  std::vector<CardId> cards_called(const std::string& name) const;
  CardId card_named(const std::string& name, PlayerId prefer = kNone) const;
  std::vector<DieId> dice_named(const std::string& raw, bool many) const;
  DieId die(const json& v, const std::string& what) const;
  std::vector<DieId> dice_list(const json& v, const std::string& what) const;
  DieId find_die_quiet(const std::string& raw) const;
  // A die as the narration, the board and the viewer name it: its card and its number in the
  // game ("Sidekick #5", "Beast: Mutate #666 #12 [0/2/3]"); kNone when `raw` is not such a name.
  DieId die_by_number(const std::string& raw) const;
  std::string faces_of(int def) const;
  int face_index(int def, const json& v, const std::string& who) const;

  // --- building the game (runner_build.cpp) ------------------------------------------

  void build();
  void build_draft(const json& d, std::uint64_t seed);
  std::string format_file(const std::string& name) const;
  FormatOptions format_options(const json* o, const std::string& what) const;
  std::vector<int> def_list(const json& v, const std::string& what) const;
  std::vector<std::pair<int, int>> card_list(const json& v, int dflt, const std::string& what) const;
  void place_all();
  void place(const json& e, int index, std::set<DieId>& placed);
  void start_turn();

  // --- a team or format expected to be refused (runner_refused.cpp) ------------------

  void expect_refused(const json& r);

  // --- pinned chance (runner_pins.cpp) -----------------------------------------------

  void add_roll_pins(const json& v);
  void add_draw_pins(const json& v);
  Snapshot snapshot() const;
  void after_apply(const Snapshot& before);
  void check_pins_used() const;

  // --- `run_until`: pausing before a part of the turn (runner_pause.cpp) -------------

  void run_until(const json& v);
  void resume_if_paused();
  void check_reached() const;
  void check_until_reached_at_end() const;

  // --- steps (runner_steps.cpp) ------------------------------------------------------

  const json& arg(const json& args, std::size_t i, const std::string& usage) const;
  const json* opt_arg(const json& args, std::size_t i) const;
  int ability_of_kind(CardId c, AbilityKind kind, const json* n, const std::string& what) const;
  const json& subject(const json& args, const std::string& usage, const json** pay) const;
  Action plan(const std::string& verb, const json& args) const;
  void perform(const Action& act);
  void apply_key(const std::string& key, std::optional<DecisionKind> kind, const std::string& what);
  void assign_division(const json& a);
  std::string stack_key(const std::string& title) const;

  // --- option keys found among the offered options, options said as steps
  //     (runner_options.cpp) ----------------------------------------------------------

  std::string pay_key(const json* spec) const;
  std::string reroll_key(const std::vector<DieId>& dice, const std::string& exact) const;
  std::string order_key(const json& o) const;
  std::string suggest(int i) const;
  std::string plan_text(std::size_t i) const;
  std::string pending_text() const;
  std::string outcome_text() const;

  // --- expectations (runner_expect.cpp) ----------------------------------------------

  std::vector<std::pair<PlayerId, const json*>> per_player(const json& v, const std::string& what) const;
  std::vector<std::pair<DieId, const json*>> per_die(const json& v, const std::string& what) const;
  std::vector<std::pair<PlayerId, const json*>> per_seat(const json& v, const std::string& what) const;
  std::string cards_text(const std::vector<int>& defs) const;
  void expect_draft(const std::string& k, const json& v, std::vector<std::string>& wrong) const;
  bool face_matches(DieId d, const json& want) const;
  void expect(const json& e);

  // --- the event log (runner_log.cpp) ------------------------------------------------

  json log_value(const std::string& key, const json& v) const;
  std::string event_text(const json& ev) const;
  std::string log_problem(const json& spec, bool lacks) const;
  std::string same_type(const json& spec) const;
  void check_log(const json& spec, bool lacks) const;
};

}  // namespace dm::scenario
