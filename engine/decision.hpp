#pragma once
// A decision the kernel is waiting for: who decides, what about, and every legal option.
// Callers answer with the index of one option (or its key); the kernel never blocks.
#include <string>
#include <vector>

#include "engine/types.hpp"

namespace dm {

enum class DecisionKind : std::uint8_t {
  None,
  Reroll,          // toggle dice to reroll, then "done"
  MainAction,      // the active player's Main Step
  GlobalWindow,    // a player may use a global (or an activated ability) or pass
  Pay,             // choose how to pay a cost
  DeclareAttackers,
  DeclareBlockers,
  AssignDamage,    // how much of an attacker's damage goes to one of its blockers
  Target,          // choose a target for an ability
  YesNo,           // "you may ..."
  OrderTriggers,   // which of your simultaneous effects resolves next
};
std::string_view to_string(DecisionKind k);

struct Option {
  std::string key;    // stable, readable: "buy:avx-004", "field:12", "pay:0", "done"
  std::string label;  // for people
  int a = kNone, b = kNone;
  bool operator==(const Option&) const = default;
};

struct Decision {
  DecisionKind kind = DecisionKind::None;
  PlayerId player = kNone;
  std::string prompt;
  std::vector<Option> options;
  bool operator==(const Decision&) const = default;
  bool empty() const { return kind == DecisionKind::None; }
  int find(std::string_view key) const {
    for (std::size_t i = 0; i < options.size(); ++i)
      if (options[i].key == key) return static_cast<int>(i);
    return -1;
  }
};

}  // namespace dm
