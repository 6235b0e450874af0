#pragma once
// Content: card files (Lua scripts and the card language) read into a card library, the Lua
// runtime that plays their abilities, and formats (Lua scripts that set a game up). Public API.
#include <cstdint>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "dm/draft.hpp"
#include "dm/format_files.hpp"
#include "dm/game.hpp"
#include "dm/games.hpp"
#include "dm/library.hpp"
#include "dm/runtime.hpp"
#include "dm/team.hpp"
#include "dm/text.hpp"

namespace dm {

// A problem with a card file, where it is.
struct LoadError {
  std::string file;
  int line = 0;
  std::string message;
  int col = 0;
  // Escaped (dm/text.hpp): the file's name and the message may quote bytes of the file.
  std::string text() const {
    return printable_line(file) + (line ? ":" + std::to_string(line) : "") + (line && col ? ":" + std::to_string(col) : "") +
           ": " + printable(message);
  }
};

// Loads every card file under each path (a file or a folder, searched recursively, in
// name order): *.lua card scripts, and *.card files in the card language. Problems are
// appended to `errors`; cards that load are added to `lib`.
void load_cards(CardLibrary& lib, const std::vector<std::string>& paths, std::vector<LoadError>& errors);

// The built-in sets: the data folder's `cards` (dm/format_files.hpp, scripts_dir).
std::shared_ptr<CardLibrary> builtin_library(std::vector<LoadError>& errors);

// The card scripts of a library, compiled and run once in a sandboxed Lua state, ready to
// play their abilities: one per worker thread. Throws std::runtime_error naming the file and
// line when a script fails to run or would keep state between calls.
std::shared_ptr<AbilityRuntime> make_lua_runtime(std::shared_ptr<const CardLibrary> library);

// Teams that break a format's rules: every problem, each where it was written.
struct TeamError : FormatError {
  explicit TeamError(std::vector<TeamProblem> p);
  std::vector<TeamProblem> problems;
};

// What a format allows in a team, as its script declares it (docs/formats.md).
struct TeamRules {
  int max_cards = 0;            // 0: no limit
  int max_dice = 0;             // 0: no limit
  int min_dice = 1;             // each card at least this many dice
  int basic_actions = -1;       // exactly this many basic actions (-1: any number)
  bool distinct_basic_actions = false;
  bool unique_titles = false;   // no two cards with the same title
  std::vector<std::string> sets;  // the sets cards may come from (empty: any)
  bool side_unique_titles = false;           // ... across the two teams of a side
  bool side_distinct_basic_actions = false;  // ... and their basic actions differ
  bool custom = false;          // the script adds its own check
};

// A format script (scripts/formats/<name>.lua, or a path to a .lua file), loaded once and
// asked for as many game set-ups as needed. Its teams are written in it, built by it from
// each game's seed, or brought by the players (team files) and checked against its rules.
// Not shared between threads.
class Format {
 public:
  // Throws FormatError with the file and the reason when the script or a team in it is
  // illegal, or an option is unknown or out of range.
  Format(const std::string& name, std::shared_ptr<const CardLibrary> library, const FormatOptions& options = {});
  ~Format();
  Format(Format&&) noexcept;
  Format& operator=(Format&&) noexcept;

  const std::string& name() const;
  const std::string& description() const;
  int players() const;                    // teams a game needs, one per seat
  bool brings_teams() const;              // players bring team files (else the format has its own)
  bool drafts() const;                    // the teams come from a draft before each game
  int draft_seats() const;                // drafters at the table (the first players() seats play)
  const TeamRules& rules() const;
  const std::vector<FormatOptionInfo>& options() const;

  // The draft, for a format that drafts: each game's draft starts from its seed. Packs in
  // `pinned` are opened first, in order (scenarios); the rest come from the format's sets.
  std::shared_ptr<const DraftProcedure> draft_procedure(std::vector<std::vector<int>> pinned = {}) const;
  // A drafter's team once the draft is over, as a team file holds it: its cards with dice,
  // the basic actions it plays with (its own and the table's), and everything it drafted.
  TeamList drafted_team(const GameState& s, PlayerId seat) const;

  // Every problem of one team, or of one game's teams (one per seat: each alone, then the
  // rules that hold across a side).
  std::vector<TeamProblem> check_team(const TeamList& team);
  std::vector<TeamProblem> check_teams(const std::vector<TeamList>& teams);
  // Random legal teams, one per seat, drawn from `seed`; each passes check_teams.
  std::vector<TeamList> random_teams(std::uint64_t seed);

  // The set-up of the game played with `seed`: the format's own teams, random legal ones
  // when players bring theirs, or a draft first.
  GameSetup setup(std::uint64_t seed);
  // The set-up with the players' teams; throws TeamError with every problem when they break
  // the format's rules.
  GameSetup setup(std::uint64_t seed, const std::vector<TeamList>& teams);

  struct Impl;  // the script's Lua state and what was read from it

 private:
  friend struct FormatAccess;  // the draft procedures it makes check the teams they build
  explicit Format(std::shared_ptr<Impl> impl) : impl_(std::move(impl)) {}
  std::shared_ptr<Impl> impl_;  // shared with the draft procedures it makes
};

// One set-up, loading the format for it.
GameSetup load_format(const std::string& name, std::shared_ptr<const CardLibrary> library, std::uint64_t seed,
                      const FormatOptions& options = {});
// A card's hash in replays: content_hash of its Lua script without the comment lines at its
// top, which name the file it was compiled from (so the same card in another folder hashes the same).
std::uint64_t card_script_hash(std::string_view lua);

// The card files a format names (`cards = {...}`, relative to the format file), to load
// into the library before the format is used.
std::vector<std::string> format_card_files(const std::string& name);

}  // namespace dm
