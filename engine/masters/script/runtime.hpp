#pragma once
// Card abilities run by Lua. One LuaRuntime is one sandboxed Lua state for one worker
// thread: every card script of the library runs in it once, its table is made read-only,
// and the functions it holds serve every game the thread plays. Scripts hold no state
// (refused at load otherwise), so games never see each other through it.
#include <memory>
#include <string>
#include <vector>

#include "dm/library.hpp"
#include "dm/runtime.hpp"
#include "engine/sandbox/sandbox.hpp"

namespace dm {

class LuaRuntime final : public AbilityRuntime {
 public:
  // Compiles and runs every card script of the library. Throws script::ScriptError naming
  // the file and line when a script fails or keeps state.
  explicit LuaRuntime(std::shared_ptr<const CardLibrary> library, script::Limits limits = {});
  ~LuaRuntime() override;
  LuaRuntime(const LuaRuntime&) = delete;
  LuaRuntime& operator=(const LuaRuntime&) = delete;

  FollowUp effect(Game& g, const AbilityCall& c, int cont) override;
  bool condition(const Game& g, const AbilityCall& c) override;
  void affects(const Game& g, const AbilityCall& c, std::vector<int>& out) override;
  bool filter(const Game& g, const AbilityCall& c, int spec, int candidate) override;
  std::pair<int, int> stat(const Game& g, const AbilityCall& c, DieId subject) override;
  bool forbids_block(const Game& g, const AbilityCall& c, DieId attacker, DieId blocker) override;
  int prevent(const Game& g, const AbilityCall& c, const DamageQuery& q) override;

  const std::shared_ptr<const CardLibrary>& library() const { return library_; }
  script::Sandbox& sandbox() { return *sandbox_; }

 private:
  // Registry references to one ability's functions (LUA_NOREF where it has none).
  struct AbilityFns {
    int slot[kSlotCount];            // effect, condition, stat, ... by Slot
    std::vector<int> filters;        // by target spec
    std::vector<int> continuations;  // by AbilityDef::continuations
  };
  const AbilityFns* fns(const Game& g, const AbilityCall& c) const;
  bool push(int ref);
  void push_self(const AbilityCall& c, bool full);
  void push_event(const AbilityCall& c);
  void push_targets(const AbilityCall& c);
  FollowUp read_follow_up(const Game& g, const AbilityCall& c, int at);

  std::shared_ptr<const CardLibrary> library_;
  std::unique_ptr<script::Sandbox> sandbox_;
  int env_ = -1;                            // the one environment every card chunk ran in
  int api_ = -1;                            // the read-only `g` table
  int self_ = -1;                           // `self`: a read-only view of the running call
  int event_ = -1;                          // `ev`: a read-only view of its triggering event
  int no_targets_ = -1;                     // the empty, read-only target list
  std::vector<std::vector<AbilityFns>> fns_;  // by definition, then ability
};

}  // namespace dm
