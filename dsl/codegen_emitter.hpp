#pragma once
// The Lua code generator's parts, one file per concern (private to dsl/codegen*.cpp):
//   codegen.cpp            the card script: header fields, helpers, line marks; each ability's
//                          table: its head's fields, conditions, costs and static fields
//   codegen_selectors.cpp  selectors: filters as Lua tests, sets of dice, targets, what a
//                          selector stands for in an effect
//   codegen_effects.cpp    an effect's statements, in order, and the fields they need
#include <map>
#include <memory>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "dsl/ast.hpp"

namespace dm::dsl::codegen {

// Placed before Lua copied from the card file (with the file's line) and after it (with 0);
// emit_lua turns these into the LineMap and removes them.
inline constexpr const char* kCardLineMark = "--@card-line ";

std::string quote(std::string_view s);

std::string zone_of(const Selector& s);

bool has(const Selector& s, Filter::Kind k);

// What a selector stands for in generated code.
struct Obj {
  enum class Kind { Die, DieList, Player, PlayerList, CharOrPlayer, None } kind = Kind::None;
  std::string expr;
};

class Emitter {
 public:
  Emitter(const Card& card, std::set<std::string>& helpers) : card_(card), helpers_(helpers) {}

  std::string ability(const Ability& a);

 private:
  const Card& card_;
  std::set<std::string>& helpers_;
  const Ability* self_ = nullptr;
  const Ability* head_ = nullptr;
  std::vector<const Selector*> targets_;
  std::map<const Selector*, int> target_index_;
  std::string code_, extra_;
  int tmp_ = 0;
  Obj it_;
  bool kod_ = false;
  std::string their_;  // the player a statement names, for "they control"
  std::vector<std::string> damaged_players_;  // players earlier statements damage, for "that dealt N or more"
  int depth_ = 2;

  std::string fresh(const char* stem) { return stem + std::to_string(++tmp_); }
  std::string use(const char* helper) {
    helpers_.insert(helper);
    return helper;
  }
  void line(const std::string& s) { code_ += std::string(static_cast<std::size_t>(depth_) * 2, ' ') + s + "\n"; }

  // ------------------------------------------------------------ heads (codegen.cpp)
  static std::string cost_table(const Cost& c);
  std::string conditions();
  std::string cond_expr(const Cond& c);
  void statics(const Ability& a, std::vector<std::string>& f);

  // ------------------------------------------------------------ selectors (codegen_selectors.cpp)
  std::string pred(const Selector& s, const std::string& d, bool with_side);
  std::string list_expr(const Selector& s);
  void collect_targets(const std::vector<Stmt>& body);
  int slot(const Selector* s);
  std::string target_spec(const Selector& s);
  Obj obj(const std::shared_ptr<Selector>& sp);

  // ------------------------------------------------------------ statements (codegen_effects.cpp)
  template <class F> void block(const std::string& head, F body);
  template <class F> void each_die(const Obj& o, F body);
  template <class F> void each_player(const Obj& o, F body);
  std::string amount(const Amount& a);
  std::string stat_of(const Amount& a);
  bool card_wide() const;
  void dealt_branch(const Stmt& s);
  void stmt(const Stmt& s, bool last);
  void effects(const Ability& a, std::vector<std::string>& f);
  void effects_of(const std::vector<Stmt>& body, std::vector<std::string>& f);
  void collect_affected(const std::vector<Stmt>& body, std::vector<std::string>& out);
};

}  // namespace dm::dsl::codegen
