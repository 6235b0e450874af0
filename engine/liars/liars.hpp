#pragma once
// Liar's Dice, the engine's fourth game (docs/liars-dice.md): the rules as OpenSpiel's
// `liars_dice` plays them, with the classic game of lost dice as an option. Everything the
// game brings is in engine/liars/ (dm_liars); this header is what the rest of the engine
// reaches it by: its formats, its registry entry, its players and search hooks, its
// scenarios, and what a person sees of it.
#include <cstdint>
#include <memory>
#include <nlohmann/json_fwd.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "dm/games.hpp"
#include "engine/liars/match.hpp"

namespace dm {
class Agent;
struct AgentSpec;
struct Scenario;
struct ScenarioOptions;
struct ScenarioResult;
namespace agents {
struct SearchHooks;
}
}  // namespace dm

namespace dm::liars {

// --- formats (format_script.cpp) ---
// A format script read: its rules, what it says of itself, its options and its hash.
struct Format {
  std::string name;                        // the format's name (its `name`, else the file's stem)
  std::string description;                 // what the format says it is
  Rules rules;                             // the table and rules its matches play
  std::vector<FormatOptionInfo> options;   // its options, with the values it was read with
  std::vector<ScriptHash> scripts;         // the format script and its content hash (replays check it)
};
// Reads a format of Liar's Dice (a name in the data folder's formats, or a path) with the
// user's options. Throws std::runtime_error naming the file and the problem: an unknown
// option or key, a value out of range, a bidding rule that is neither of the two.
Format load_format(const std::string& format, const FormatOptions& options);

// --- the registry (game_type.cpp) ---
std::unique_ptr<GameType> make_game_type();

// --- players (players.cpp) and the tree search's hooks (search.cpp) ---
// `greedy`: bids from the chances of what it can't see; deterministic for a seed.
std::unique_ptr<Agent> make_greedy(const AgentSpec& spec, std::uint64_t seed, std::string_view game);
const agents::SearchHooks& search_hooks();

// --- scenarios (scenario_runner.cpp, scenario_text.cpp) ---
// Plays a scenario whose spec says game = "liars-dice"; never throws for its problems.
ScenarioResult run_scenario(const Scenario& sc, const ScenarioOptions& opts);
// The fields such a scenario may have (the shared reader checks them).
const std::vector<std::string>& scenario_spec_fields();
// A scenario file holding exactly the position `m` (a Liar's Dice match) is in, generator
// included, with an expectation of its state hash: it passes, and can be played on.
std::string scenario_text(const Match& m, const std::string& name);

// --- what a person sees (view.cpp, viewer_script.cpp) ---
// The table as the player to decide sees it: the bid, every cup's count, their own faces.
std::string board(const Match& m);
// The words for one log line ("" when it is not worth telling).
std::string narrate(const Match& m, const nlohmann::json& line);
// How to answer a decision at the terminal.
std::string help();
// The state line with every cup but `viewer`'s hidden (its faces 0): the page a person plays on.
std::string seen_state(const Match& m, PlayerId viewer);
// The viewer page's table script and its style (the frame is tools/dice/viewer_frame_script.cpp).
const char* viewer_script();
const char* viewer_style();

}  // namespace dm::liars
