#pragma once
// Scoring by Lua scripts (the Scoring seam of include/dm/miner.hpp): each rule of the scoring
// scripts is a pure function over every scored player's faces, returning points by player
// and, when asked, how each was reached. It owns the sandbox the format and content scripts
// ran in; one per table, used only on the thread that loaded it. Internal to dm_miner.
#include <memory>
#include <cstdint>
#include <string>
#include <vector>

#include "dm/miner.hpp"
#include <lua.hpp>

#include "engine/miner/face_numbers.hpp"
#include "engine/miner/multiset_key.hpp"
#include "engine/miner/points_memo.hpp"
#include "engine/sandbox/sandbox.hpp"

namespace dm::miner {

class LuaScoring final : public Scoring {
 public:
  LuaScoring();
  ~LuaScoring() override;
  script::Sandbox& sandbox() { return *sb_; }

  // The rules of a scoring script: the list on top of the stack (rule "name" (function) or
  // rule "name" { reads = {...}, each = true, score = function }, each), in order after those
  // already added. Throws ContentError naming the file and line.
  void add_rules(const std::string& file);
  // Builds the read-only face tables the rules are given (once the content is read) and
  // freezes everything scripts can reach. Throws ContentError for a `reads` naming no symbol.
  void prepare(const Content& c);
  std::size_t rule_count() const { return rules_.size(); }

  // Without details, a rule that declares what it reads is run once for each different thing
  // it reads; its points are remembered, for this call and totals() alike.
  ScoreResult score(const Content& c, const std::vector<std::vector<TroveFace>>& troves, bool details) override;
  // The same points as score(), without the rules' names, details or a message.
  bool totals(const Content& c, const std::vector<std::vector<TroveFace>>& troves, std::vector<int>& out) override;
  // Runs of a rule made in Lua, and runs answered from memory, since made.
  std::uint64_t runs() const { return runs_; }
  std::uint64_t remembered() const { return remembered_; }

 private:
  // What a declaring rule is given for a face: one table a view, shared by every face that
  // shows the same counts of the symbols it reads (-1: a face showing none, left out).
  struct Views {
    std::vector<int> by_face;            // view by face number (numbering_)
    std::vector<int> ref;                // registry reference of each view's table
    std::vector<std::vector<int>> counts;  // each view's counts of the symbols read
    // Key members by reader (0 for an `each` rule, else the player + 1), then by view, the
    // player's mark last; made on first use.
    std::vector<MultisetKey> members;
  };
  struct Rule {
    std::string name;
    int fn = -1;  // registry reference
    std::string file;
    int line = 0;
    // Declared: `reads` (symbols; empty: none declared) and `each` (a player's points from
    // their own faces alone). A declaring rule sees only that, faces in a fixed order and no
    // seat, so its points depend on nothing else and are remembered by what it read.
    std::vector<std::string> read_names;
    std::vector<int> reads;
    bool each = false;
    bool declares = false;
    Views views;
    PointsMemo memo;  // points by what it read
  };
  // One run of a rule: over every player (player -1) or, for an `each` rule, one.
  struct Run {
    int rule = 0;
    int player = -1;
    MultisetKey key;     // what it reads (declaring rules), to remember the points by
    bool known = false;  // remembered: not run again
  };
  std::unique_ptr<script::Sandbox> sb_;
  std::vector<Rule> rules_;
  std::vector<std::vector<int>> die_faces_;   // registry references, by kind and face
  std::vector<std::vector<int>> hero_faces_;  // by hero and face
  FaceNumbers numbering_;  // every face of the content prepared
  const Content* content_ = nullptr;  // the content prepared
  const Content* asked_ = nullptr;    // the call's
  bool remember_ = false;             // the call's points are remembered
  // Reads the results of one run (points, details) on the stack into the call's results.
  bool read_result(const Run& run, int players, RuleScore& out, std::string& why);
  void push_players(const Rule& r, const std::vector<std::vector<TroveFace>>& troves, int only);
  int view_of(const Rule& r, const TroveFace& f) const;
  // What a declaring rule reads of the players of the call (one: `only`), from numbers_.
  MultisetKey key_of(Rule& r, int only);
  // The runs of every rule into plan_, with the points already remembered (not for details);
  // then the others run, inside one budgeted call, and are remembered. Throws on a failure.
  void plan(const Content& c, const std::vector<std::vector<TroveFace>>& troves, bool details);
  void run_plan(const std::vector<std::vector<TroveFace>>& troves, bool details);
  static int run_rules(lua_State* L);  // the planned runs, inside one budgeted call
  int run_rules_ref_ = LUA_NOREF;      // as a closure over this, made once
  // Of the call in progress:
  const std::vector<std::vector<TroveFace>>* troves_ = nullptr;
  bool details_ = false;
  std::vector<Run> plan_;
  std::vector<RuleScore> results_;  // by run of plan_
  std::string why_;                 // a result that was not points
  int current_ = -1;                // the rule running (-1: none)
  std::vector<int> counts_;         // one player's symbols, summed
  std::vector<std::uint16_t> ids_;
  std::vector<std::vector<std::size_t>> numbers_;  // by player of the call: their faces' numbers (declaring rules, remembered)
  std::uint64_t runs_ = 0, remembered_ = 0;
};

}  // namespace dm::miner
