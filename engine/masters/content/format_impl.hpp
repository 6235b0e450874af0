#pragma once
// Internal to formats: what was read from a format script, shared by loading (format.cpp),
// team rules (team_rules.cpp) and set-ups (format_setup.cpp).
#include <lua.hpp>
#include <string>
#include <vector>

#include "dm/content.hpp"
#include "dm/packs.hpp"
#include "dm/rng.hpp"
#include "engine/sandbox/format_options.hpp"
#include "engine/sandbox/sandbox.hpp"

namespace dm {

struct Format::Impl {
  std::string file;         // the script
  std::string name, description;
  std::shared_ptr<const CardLibrary> library;
  script::Sandbox sb;
  Rng rng;                  // random numbers for the script's own functions, set per call
  Rng* draw = &rng;         // where math.random draws from: rng, or a game's during its draft
  int table = LUA_NOREF;    // what the script returned (read-only)
  int pool = LUA_NOREF;     // the card pool handed to its functions (read-only), made when first needed
  int id_strings = LUA_NOREF;  // every card's id as a Lua string, by definition + 1 (made when first needed)
  // How a game is set up.
  Edition edition = Edition::ASM2015;
  int life = 20, turn_cap = 200;
  bool first_turn_attack = true;
  int players = 2;
  std::vector<SideId> sides;                 // by seat
  int dice_per_basic = 3, sidekicks = 8;
  std::vector<std::pair<int, int>> shared;   // basic actions on the table whatever the teams
  enum class Teams { Fixed, Generated, Brought } teams = Teams::Brought;
  std::vector<TeamList> fixed;               // Fixed: the teams written in the script
  TeamRules rules;
  // While random teams are built: a script error in team.check ends the building, reported as
  // itself, instead of counting as a problem of the team tried.
  bool check_errors_end = false;
  std::vector<std::string> cards;            // card files it names
  // Options (format.cpp).
  script::OptionBook options;                // as the user gave them, and as the script asked for them
  // Drafting (format_draft.cpp).
  bool drafts = false;
  int draft_seats = 0;                       // drafters at the table
  std::shared_ptr<const PackPool> packs;     // made at load, so a set that can't fill packs fails first

  // Problems a load can go on past (an unknown key, a field of the wrong type or out of range,
  // an unknown card): gathered, so one run reports every one of them, like a team file.
  mutable std::vector<std::string> problems;
  void problem(const std::string& message) const { problems.push_back(file + ": " + message); }
  // A problem the load can't go on past: thrown, with every problem gathered before it.
  [[noreturn]] void fail(const std::string& message) const {
    problem(message);
    throw FormatError(all_problems());
  }
  // Throws the problems gathered, when there are any.
  void throw_problems() const {
    if (!problems.empty()) throw FormatError(all_problems());
  }
  // The problems gathered, one a line.
  std::string all_problems() const {
    std::string all;
    for (const auto& p : problems) all += (all.empty() ? "" : "\n") + p;
    return all;
  }
  // The pool on the stack: one table per card of the library.
  void push_pool();
  // Card `def`'s id on the stack. Drafts hand every card of every pile to the script at each
  // call, so the strings are made once and fetched by index, not interned again each time.
  void push_id(int def);
  // A list of the cards' ids on the stack, the strings fetched as push_id does.
  void push_ids(const std::vector<int>& defs);
  // The table of every card's id string, by definition + 1, on the stack (made when first asked).
  void push_id_strings();
  // Sets a card's fields (id, name, title, set, rarity, type, max, cost) on the table on top.
  static void set_card_fields(lua_State* L, const CardDef& d);
  // The table on top of the stack refuses to read a field it does not have (a misspelt one),
  // naming the fields it has.
  static void make_strict(lua_State* L);
};

// option() for the script (before its chunk runs), and the check of the options the user
// gave against those it asked for (after).
void install_options(Format::Impl& m);
void check_options(Format::Impl& m);
// option() answering every option with its default (reading a format for its card files).
// The `draft` table on top of the stack (format_draft.cpp).
void read_draft(Format::Impl& m, lua_State* L);

// Teams as the script writes them ({ cards = {...}, basic_actions = {...}, side = 1 }, ...)
// at the top of the stack, read into team lists (entries have no line: they name the format).
std::vector<TeamList> read_script_teams(Format::Impl& m, lua_State* L);
// Game set-up from checked teams.
GameSetup setup_from(Format::Impl& m, const std::vector<TeamList>& teams, std::uint64_t seed);
// A Format over the same script, for the draft procedures it made (format_draft.cpp).
struct FormatAccess {
  static Format view(std::shared_ptr<Format::Impl> m) { return Format(std::move(m)); }
};

}  // namespace dm
