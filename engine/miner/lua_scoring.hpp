#pragma once
// Scoring by Lua scripts (the Scoring seam of include/dm/miner.hpp): each rule of the scoring
// scripts is a pure function over every scored player's faces, returning points by player
// and, when asked, how each was reached. It owns the sandbox the format and content scripts
// ran in; one per table, used only on the thread that loaded it. Internal to dm_miner.
#include <memory>
#include <string>
#include <vector>

#include "dm/miner.hpp"
#include <lua.hpp>

#include "engine/sandbox/sandbox.hpp"

namespace dm::miner {

class LuaScoring final : public Scoring {
 public:
  LuaScoring();
  ~LuaScoring() override;
  script::Sandbox& sandbox() { return *sb_; }

  // The rules of a scoring script: the list on top of the stack (rule "name" (function) each),
  // in order after those already added. Throws ContentError naming the file and line.
  void add_rules(const std::string& file);
  // Builds the read-only face tables the rules are given (once the content is read) and
  // freezes everything scripts can reach.
  void prepare(const Content& c);
  std::size_t rule_count() const { return rules_.size(); }

  ScoreResult score(const Content& c, const std::vector<std::vector<TroveFace>>& troves, bool details) override;

 private:
  struct Rule {
    std::string name;
    int fn = -1;  // registry reference
    std::string file;
    int line = 0;
  };
  std::unique_ptr<script::Sandbox> sb_;
  std::vector<Rule> rules_;
  std::vector<std::vector<int>> die_faces_;   // registry references, by kind and face
  std::vector<std::vector<int>> hero_faces_;  // by hero and face
  // Reads the results of one rule (points, details) on the stack into out; false with a message.
  bool read_result(int players, bool details, RuleScore& out, std::string& why);
  static int run_rules(lua_State* L);  // every rule, inside one budgeted call
  // Of the call in progress:
  std::vector<RuleScore> results_;  // by rule
  std::string why_;                 // a result that was not points
  int current_ = -1;                // the rule running (-1: none)
  std::vector<int> counts_;         // one player's symbols, summed
};

}  // namespace dm::miner
