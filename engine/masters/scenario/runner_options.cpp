// Option keys that depend on what the engine offers (payment plans, rerolls of
// interchangeable dice, triggers to order), and the offered options said back as the steps
// that would choose them, for messages.
#include "engine/masters/scenario/runner.hpp"

#include <algorithm>
#include <sstream>

namespace dm::scenario {

// Pay by plan number, or by naming the dice spent: { "P1 Sidekick 1", {"P1 Beast: Mutate #666 1", 1}, "bonus" }.
std::string Runner::pay_key(const json* spec) const {
  if (!spec) return "pay:0";
  if (spec->is_number_integer()) return "pay:" + std::to_string(integer(*spec, "pay", 0, 1000));
  const auto& s = g_->state();
  if (g_->pending().kind != DecisionKind::Pay) return "pay:0";  // refused with the pending decision shown
  json list = spec->is_array() ? *spec : json::array({*spec});
  struct Want {
    DieId die = kNone;
    int source = 0;
    int amount = -1;
  };
  std::vector<Want> want;
  for (const auto& x : list) {
    Want w;
    const json* who = x.is_string() ? &x : at(x, 1);
    if (!who || !who->is_string()) bad("pay: name the dice spent, e.g. pay { \"P1 Sidekick 1\", {\"P1 Beast: Mutate #666 1\", 1} }");
    const std::string n = squash(who->get<std::string>());
    if (n == "bonus" || n == "shortfall" || n == "bonus generic") w.source = 1;
    else if (n == "left-over" || n == "leftover" || n == "floating") w.source = 2;
    else w.die = die(*who, "pay");
    if (!x.is_string() && at(x, 2)) w.amount = integer(*at(x, 2), "pay amount", 1, 100);
    want.push_back(w);
  }
  for (std::size_t i = 0; i < s.plans.size(); ++i) {
    const auto& plan = s.plans[i];
    if (plan.size() != want.size()) continue;
    bool all = true;
    for (const auto& w : want) {
      bool found = false;
      for (const auto& sp : plan) {
        const int from = static_cast<int>(sp.from);
        bool same = w.source ? from == w.source : (sp.from == Spend::From::Die && sp.die == w.die);
        if (!same) continue;
        if (w.amount >= 0 && sp.amount != w.amount) continue;
        if (w.amount < 0 && w.die != kNone) {
          const Face& f = s.face(w.die);
          if (!f.wild && !f.generic && sp.amount < f.symbols) continue;  // a bare name spends the whole die
        }
        found = true;
      }
      all = all && found;
    }
    if (all) return "pay:" + std::to_string(i);
  }
  std::vector<std::string> offered;
  for (std::size_t i = 0; i < s.plans.size(); ++i) offered.push_back("pay(" + std::to_string(i) + ") = " + plan_text(i));
  fail("no way to pay offered spends exactly " + lua_text(*spec) + "; offered: " + join(offered, "; "));
}

// The key of the reroll that rerolls these dice. Among many dice in the Prep Area the
// engine offers interchangeable dice (same card, same face) by count: then the option
// rerolling as many of each kind stands for the dice named.
std::string Runner::reroll_key(const std::vector<DieId>& dice, const std::string& exact) const {
  const Decision& d = g_->pending();
  if (d.kind != DecisionKind::Reroll || g_->find_option(exact) >= 0) return exact;
  const auto& s = g_->state();
  auto kinds = [&](const std::vector<DieId>& v) {
    std::vector<std::pair<int, int>> out;
    for (DieId x : v) out.emplace_back(s.cards[s.dice[x].card].def, s.dice[x].face);
    std::sort(out.begin(), out.end());
    return out;
  };
  const auto want = kinds(dice);
  for (int i = 0; i < static_cast<int>(d.options.size()); ++i) {
    const std::string k = g_->option_key(i);
    if (k.rfind("reroll:", 0) != 0) continue;
    std::vector<DieId> ds;
    std::stringstream ids(k.substr(7));
    for (std::string x; std::getline(ids, x, ',');) ds.push_back(std::stoi(x));
    if (kinds(ds) == want) return k;
  }
  return exact;
}

std::string Runner::order_key(const json& o) const {
  if (o.is_number_integer()) return "first:" + std::to_string(integer(o, "order", 0, 100));
  const Decision& d = g_->pending();
  if (d.kind != DecisionKind::OrderTriggers) return "first:?";
  const std::string want = squash(str(o, "order"));
  DieId die_id = find_die_quiet(o.get<std::string>());
  for (int i = 0; i < static_cast<int>(d.options.size()); ++i) {
    const std::string label = squash(g_->option_label(i));
    if (die_id != kNone && label.rfind(squash(g_->die_name(die_id)) + ":", 0) == 0) return g_->option_key(i);
    if (die_id == kNone && label.rfind(want, 0) == 0) return g_->option_key(i);
  }
  fail("no effect of " + quote(o.get<std::string>()) + " waits to be ordered: " + pending_text());
}

// An option as the step that would choose it.
std::string Runner::suggest(int i) const {
  const auto& s = g_->state();
  const Option& o = g_->pending().options[static_cast<std::size_t>(i)];
  const std::string k = g_->option_key(i);
  auto nth_of_kind = [&](CardId c, int ability, AbilityKind kind) {
    const CardDef& def = s.def(c);
    int n = 0, total = 0;
    for (int a = 0; a < static_cast<int>(def.abilities.size()); ++a)
      if (def.abilities[a].kind == kind) {
        ++total;
        if (a == ability) n = total;
      }
    return total > 1 ? ", " + std::to_string(n) : std::string();
  };
  auto starts = [&](const char* p) { return k.rfind(p, 0) == 0; };
  if (starts("buy:")) return "buy " + quote(card_short_[o.a]);
  if (starts("field_alt:")) return "field_alt(" + quote(die_text(o.a)) + nth_of_kind(s.dice[o.a].card, o.b, AbilityKind::AltField) + ")";
  if (starts("field:")) return "field " + quote(die_text(o.a));
  if (starts("action:")) return "use " + quote(die_text(o.a));
  if (starts("global:")) {
    std::string n = nth_of_kind(o.a, o.b, AbilityKind::Global);
    return n.empty() ? "global " + quote(card_short_[o.a]) : "global(" + quote(card_short_[o.a]) + n + ")";
  }
  if (starts("activate:")) {
    std::string n = nth_of_kind(s.dice[o.a].card, o.b, AbilityKind::Activated);
    return n.empty() ? "activate " + quote(die_text(o.a)) : "activate(" + quote(die_text(o.a)) + n + ")";
  }
  if (starts("attack:")) return "attack { " + quote(die_text(o.a)) + " }";
  if (starts("block:")) return "block { [" + quote(die_text(o.a)) + "] = " + quote(die_text(o.b)) + " }";
  if (starts("reroll:")) {
    std::vector<std::string> names;
    std::stringstream ids(k.substr(7));
    for (std::string id; std::getline(ids, id, ',');) names.push_back(quote(die_text(std::stoi(id))));
    return "reroll { " + join(names, ", ") + " }";
  }
  if (k == "keep") return "reroll {}";
  if (starts("pay:")) return "pay(" + std::to_string(o.a) + ") = " + plan_text(static_cast<std::size_t>(o.a));
  if (starts("target:")) return o.a < 0 ? "target " + quote(pname(-1 - o.a)) : "target " + quote(die_text(o.a));
  if (starts("assign:")) return "assign(" + std::to_string(o.a) + ")";
  if (starts("times:")) return "times(" + std::to_string(o.a) + ")";
  if (starts("first:")) return "order(" + std::to_string(o.a) + ") = " + g_->option_label(i);
  if (k == "yes" || k == "no" || k == "pass" || k == "done" || k == "cancel") return k;
  // Drafts: cards by name, piles by number with what they hold.
  auto card = [&] { return o.a >= 0 && o.a < lib_.size() ? quote(lib_.at(o.a).name()) : quote(k.substr(k.find(':') + 1)); };
  if (starts("pick:")) return "pick " + card();
  if (starts("keep:")) return "keep " + card();
  if (starts("basic:")) return "basic " + card();
  if (starts("stack:")) return "stack(" + std::to_string(o.a + 1) + ") = " + g_->option_label(i);
  if (starts("dice:")) return "dice(" + std::to_string(o.a) + ")";
  return "choose " + quote(k);
}

std::string Runner::plan_text(std::size_t i) const {
  const auto& s = g_->state();
  if (i >= s.plans.size()) return "?";
  std::vector<std::string> parts;
  for (const auto& sp : s.plans[i]) {
    if (sp.from == Spend::From::Bonus) {
      parts.push_back(std::to_string(sp.amount) + " bonus generic");
      continue;
    }
    if (sp.from == Spend::From::Floating) {
      parts.push_back(std::to_string(sp.amount) + " left-over generic");
      continue;
    }
    const Face& f = s.face(sp.die);
    std::string t = quote(die_text(sp.die)) + " " + f.describe();
    if (!f.wild && !f.generic && sp.amount < f.symbols) t += " (" + std::to_string(sp.amount) + " of " + std::to_string(f.symbols) + ")";
    if (f.wild && sp.as != Energy::None) t += " as " + std::string(to_string(sp.as));
    parts.push_back(t);
  }
  return "{ " + join(parts, ", ") + " }";
}

std::string Runner::pending_text() const {
  if (g_->over()) return "the game is over (" + outcome_text() + ")";
  const Decision& d = g_->pending();
  if (d.empty()) return "no decision is pending";
  std::vector<std::string> opts;
  for (int i = 0; i < static_cast<int>(d.options.size()); ++i) opts.push_back(suggest(i));
  return pname(d.player) + " is asked " + std::string(to_string(d.kind)) + " (" + g_->prompt() + "), options: " + join(opts, "; ");
}

std::string Runner::outcome_text() const {
  const auto& s = g_->state();
  std::string who = s.winner == kNone ? (s.end_reason == EndReason::Tie ? std::string("a tie") : "no winner") : pname(s.winner) + " wins";
  return who + ", " + std::string(to_string(s.end_reason)) + ", life " + std::to_string(s.sides[0].life) + "/" + std::to_string(s.sides[1].life);
}

}  // namespace dm::scenario
