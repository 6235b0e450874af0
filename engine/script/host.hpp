#pragma once
// The bridge between the kernel and card scripts. A ScriptEngine is one sandboxed Lua
// state per worker thread with every card script compiled once; a ScriptHost is one
// game's view of it: a fresh environment in which each card script was run again, so no
// game can see what another left behind.
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "engine/library.hpp"
#include "engine/script/sandbox.hpp"
#include "engine/state.hpp"

namespace dm {

class Game;

class ScriptEngine {
 public:
  explicit ScriptEngine(std::shared_ptr<const CardLibrary> library, script::Limits limits = {});
  ~ScriptEngine();
  script::Sandbox& sandbox() { return *sandbox_; }
  const std::shared_ptr<const CardLibrary>& library() const { return library_; }
  int chunk(int def) const { return chunks_[static_cast<std::size_t>(def)]; }

 private:
  std::shared_ptr<const CardLibrary> library_;
  std::unique_ptr<script::Sandbox> sandbox_;
  std::vector<int> chunks_;
};

// Who and what an ability runs for.
struct ScriptCall {
  CardId card = kNone;
  int ability = kNone;
  DieId die = kNone;        // its die (kNone for card-scope abilities and globals)
  PlayerId player = kNone;  // who uses it
  int bursts = 0;
  int times = 1;
  const Event* ev = nullptr;
  const std::vector<int>* targets = nullptr;
  const std::vector<int>* memo = nullptr;
};

// What an effect may ask for after it ran: a further choice, then a named function.
struct FollowUp {
  bool requested = false;
  bool yes_no = false;
  TargetSpec spec;
  std::vector<int> candidates;  // die ids, or -1 - player for players
  std::string prompt;
  std::string next;
  std::vector<int> memo;
};

class ScriptHost {
 public:
  explicit ScriptHost(std::shared_ptr<ScriptEngine> engine);
  ~ScriptHost();
  ScriptHost(const ScriptHost&) = delete;
  ScriptHost& operator=(const ScriptHost&) = delete;

  // Each returns a safe default and records the failure in the game when the script fails.
  FollowUp effect(Game& g, const ScriptCall& c, const std::string& fn = "effect");
  bool condition(const Game& g, const ScriptCall& c);
  // The dice an effect will touch without targeting them (e.g. "every character"), so
  // protections can be offered before it runs.
  std::vector<int> affects(const Game& g, const ScriptCall& c);
  bool filter(const Game& g, const ScriptCall& c, int target_index, int candidate);
  std::pair<int, int> stat(const Game& g, const ScriptCall& c, DieId subject);
  // A "can't" check: true when the ability forbids it (e.g. what = "block", a = attacker, b = blocker).
  bool forbids(const Game& g, const ScriptCall& c, const char* what, int a, int b);
  // Damage replacement: returns the new amount for damage about to be dealt to `target`.
  int prevent(const Game& g, const ScriptCall& c, DieId target, int amount, DieId source, bool combat, bool action);

  ScriptEngine& engine() { return *engine_; }

 private:
  bool push_fn(const Game& g, const ScriptCall& c, const char* fn);
  void push_call_args(const Game& g, const ScriptCall& c);
  void push_g_and_self(lua_State* L, const ScriptCall& c);
  void fail(const Game& g, const ScriptCall& c, const std::string& what);
  std::shared_ptr<ScriptEngine> engine_;
  int env_ = -1;
  std::vector<int> card_tables_;  // per definition index: the table its script returned in this game
};

}  // namespace dm
