#pragma once
// The kernel's face to the world: a game advances until a player must decide, shows that
// decision with its legal options, and continues when one is applied. Agents, the CLI,
// scenario files, tests and replays all drive it through pending() and apply().
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "engine/library.hpp"
#include "engine/state.hpp"

namespace dm {

class ScriptHost;
class ScriptEngine;

struct TeamSetup {
  std::vector<std::pair<int, int>> cards;  // (definition index, dice)
  int sidekicks = 8;
};

struct GameSetup {
  std::shared_ptr<const CardLibrary> library;
  std::string format = "custom";
  Edition edition = Edition::ASM2015;
  int life = 20;
  int turn_cap = 200;
  bool first_turn_attack = true;            // tournament rule: false
  std::vector<TeamSetup> teams;             // exactly two
  std::vector<std::pair<int, int>> shared;  // basic action cards: (definition, dice)
};

// Where the game's event lines go (JSON lines); nothing is built when no sink is set.
using LogSink = std::function<void(const nlohmann::json&)>;

class Game {
 public:
  Game(const GameSetup& setup, std::uint64_t seed, std::shared_ptr<ScriptEngine> engine);
  Game(const Game&) = default;
  Game& operator=(const Game&) = default;

  const GameState& state() const { return s_; }
  GameState& mutable_state() { return s_; }  // scenario set-up and tests
  const Decision& pending() const { return s_.pending; }
  bool over() const { return s_.over; }

  // Applies one option of the pending decision. On an illegal choice returns the reason
  // and leaves the game exactly as it was.
  std::optional<std::string> apply(int option);
  std::optional<std::string> apply(std::string_view key);
  Game clone() const { return *this; }

  void set_log(LogSink sink);
  void log(const nlohmann::json& line);  // no-op without a sink
  bool logging() const { return static_cast<bool>(sink_); }
  nlohmann::json state_json() const;

  // Pins chance for tests and scenarios: the next rolled faces (face index 0-5, in roll
  // order) and the next dice drawn from a bag.
  void force_faces(const std::vector<int>& faces);
  void force_draws(const std::vector<DieId>& dice);

  // Continuous layers over a die's face.
  int attack(DieId d) const;
  int defense(DieId d) const;
  int level(DieId d) const;
  bool has_keyword(DieId d, std::string_view kw) const;
  bool has_affiliation(DieId d, std::string_view a) const;
  bool is_sidekick(DieId d) const;     // Sidekick dice, and Ally characters in the Field Zone
  bool has_abilities(DieId d) const;   // false while its text is lost (e.g. Slander)
  int buy_cost(PlayerId p, CardId c) const;
  // The card whose abilities a die uses: its own, or the one it copies ("copy the abilities").
  CardId ability_card(DieId d) const;

  // Re-run the state machine after an external change (scenario set-up).
  void advance();
  ScriptHost& host() { return *host_; }
  const ScriptHost& host() const { return *host_; }

  // --- used by the rules and the script API (engine internals) ---
  void move(DieId d, Zone z, PlayerId zone_player = kNone);
  int roll(DieId d);  // random face, honouring pinned faces
  DieId draw(PlayerId p);
  void damage(DieId target, PlayerId player, int amount, DieId source, CardId source_card, bool combat);
  void ko(DieId d, DieId source, PlayerId cause = kNone);
  void sacrifice(DieId d);
  void gain_life(PlayerId p, int n);
  void lose_life(PlayerId p, int n);
  void emit(const Event& e);
  void add_mod(Modifier m);
  void field_die(DieId d, int face = -1);  // puts a die on the field as "fielded"
  void check_game_end();
  void push(Task t) { s_.tasks.push_back(std::move(t)); }
  std::string die_label(DieId d) const;
  PlayerId spent_zone_player(PlayerId p) const { return p; }
  Zone spent_zone(PlayerId p) const;
  int current_bursts(DieId d) const;

 private:
  friend struct Rules;
  GameState s_;
  std::shared_ptr<ScriptHost> host_;
  LogSink sink_;
};

}  // namespace dm
