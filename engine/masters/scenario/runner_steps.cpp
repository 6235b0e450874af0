// Steps turned into the option keys they mean, and applied: each verb names cards and dice,
// and the engine must be offering the option it picks.
#include "engine/masters/scenario/runner.hpp"

#include <algorithm>

namespace dm::scenario {

const json& Runner::arg(const json& args, std::size_t i, const std::string& usage) const {
  if (!args.is_array() || args.size() < i || args[i - 1].is_null()) bad("missing argument: " + usage);
  return args[i - 1];
}

const json* Runner::opt_arg(const json& args, std::size_t i) const {
  return args.is_array() && args.size() >= i && !args[i - 1].is_null() ? &args[i - 1] : nullptr;
}

// "n-th ability of this kind" (1-based) to the ability's index in the card.
int Runner::ability_of_kind(CardId c, AbilityKind kind, const json* n, const std::string& what) const {
  const CardDef& def = g_->state().def(c);
  int want = n ? integer(*n, what + " ability number", 1, 50) : 1, seen = 0;
  for (int a = 0; a < static_cast<int>(def.abilities.size()); ++a)
    if (def.abilities[a].kind == kind && ++seen == want) return a;
  bad(def.name() + " has " + (seen ? "only " + std::to_string(seen) : std::string("no")) + " such abilit" + (seen == 1 ? "y" : "ies") + " for " + what);
}

// A step that names something in a table ({ "die", pay = ... }) or plainly ("die").
const json& Runner::subject(const json& args, const std::string& usage, const json** pay) const {
  const json& a = arg(args, 1, usage);
  if (a.is_object() && at(a, 1)) {
    for (auto& [k, v] : a.items())
      if (k != "1" && k != "pay") bad("unknown field '" + k + "' (only pay = ...)");
    if (pay) *pay = get(a, "pay");
    return *at(a, 1);
  }
  return a;
}

Action Runner::plan(const std::string& verb, const json& args) const {
  const auto& s = g_->state();
  const PlayerId decider = g_->pending().empty() ? s.active : g_->pending().player;
  Action act;
  auto id = [](int v) { return std::to_string(v); };
  if (verb == "buy") {
    const json& c = subject(args, "buy \"card name\"", &act.pay);
    CardId card = card_named(str(c, "buy"), decider);
    act.keys = {"buy:" + id(card)};
    act.what = "buy " + card_short_[card];
  } else if (verb == "field") {
    DieId d = die(subject(args, "field \"die\"", &act.pay), "field");
    act.keys = {"field:" + id(d)};
    act.what = "field " + die_text(d);
  } else if (verb == "field_alt") {
    DieId d = die(subject(args, "field_alt \"die\"", &act.pay), "field_alt");
    int a = ability_of_kind(s.dice[d].card, AbilityKind::AltField, opt_arg(args, 2), "field_alt");
    act.keys = {"field_alt:" + id(d) + ":" + id(a)};
    act.what = "field " + die_text(d) + " the other way its card allows";
  } else if (verb == "use") {
    DieId d = die(subject(args, "use \"action die\"", &act.pay), "use");
    act.keys = {"action:" + id(d)};
    act.what = "use " + die_text(d);
  } else if (verb == "global") {
    CardId c = card_named(str(subject(args, "global \"card name\"", &act.pay), "global"), decider);
    int a = ability_of_kind(c, AbilityKind::Global, opt_arg(args, 2), "global");
    act.keys = {"global:" + id(c) + ":" + id(a)};
    act.what = "use the global of " + card_short_[c];
  } else if (verb == "activate") {
    DieId d = die(subject(args, "activate \"die\"", &act.pay), "activate");
    int a = ability_of_kind(s.dice[d].card, AbilityKind::Activated, opt_arg(args, 2), "activate");
    act.keys = {"activate:" + id(d) + ":" + id(a)};
    act.what = "activate " + die_text(d);
  } else if (verb == "attack") {
    const json& a = arg(args, 1, "attack { \"die\", ... } (attack {} declares no attackers)");
    std::vector<DieId> ds = (a.is_object() && a.empty()) ? std::vector<DieId>{} : dice_list(a, "attack");
    std::vector<std::string> names;
    for (DieId d : ds) {
      act.keys.push_back("attack:" + id(d));
      names.push_back(die_text(d));
    }
    act.keys.push_back("done");
    act.kind = DecisionKind::DeclareAttackers;
    act.what = ds.empty() ? "declare no attackers" : "attack with " + join(names, ", ");
  } else if (verb == "block") {
    const json& b = arg(args, 1, "block { [\"blocker\"] = \"attacker\", ... } (block {} declares no blockers)");
    std::vector<std::pair<DieId, DieId>> pairs;
    if (b.is_object()) {
      for (auto& [k, v] : b.items()) pairs.push_back({die(json(k), "block"), die(v, "block")});
      std::sort(pairs.begin(), pairs.end());
    } else if (b.is_array()) {
      for (const auto& p : b) {
        if (!at(p, 1) || !at(p, 2)) bad("block: each pair is {\"blocker\", \"attacker\"}, not " + lua_text(p));
        pairs.push_back({die(*at(p, 1), "block"), die(*at(p, 2), "block")});
      }
    } else {
      bad("block takes a table: block { [\"blocker\"] = \"attacker\" }");
    }
    std::vector<std::string> names;
    for (auto [bl, at_] : pairs) {
      act.keys.push_back("block:" + id(bl) + ":" + id(at_));
      names.push_back(die_text(bl) + " blocks " + die_text(at_));
    }
    act.keys.push_back("done");
    act.kind = DecisionKind::DeclareBlockers;
    act.what = pairs.empty() ? "declare no blockers" : join(names, ", ");
  } else if (verb == "reroll") {
    const json& r = arg(args, 1, "reroll { \"die\", ... } (reroll {} keeps every die)");
    std::vector<DieId> ds = (r.is_object() && r.empty()) ? std::vector<DieId>{} : dice_list(r, "reroll");
    std::sort(ds.begin(), ds.end());
    std::vector<std::string> names, ids;
    for (DieId d : ds) {
      ids.push_back(id(d));
      names.push_back(die_text(d));
    }
    act.keys.push_back(ds.empty() ? "keep" : reroll_key(ds, "reroll:" + join(ids, ",")));
    act.kind = DecisionKind::Reroll;
    act.what = ds.empty() ? "keep every die" : "reroll " + join(names, ", ");
  } else if (verb == "pay") {
    act.kind = DecisionKind::Pay;
    act.keys = {pay_key(opt_arg(args, 1))};
    act.what = opt_arg(args, 1) ? "pay " + lua_text(*opt_arg(args, 1)) : std::string("pay");
  } else if (verb == "target") {
    const json& t = arg(args, 1, "target \"die\" (or target(1) for player 1, or target { \"die\", \"die\" })");
    json list = t.is_array() ? t : json::array({t});
    std::vector<std::string> names;
    for (const auto& x : list) {
      if (x.is_number_integer() || looks_like_player(x)) {
        PlayerId p = player(x, "target");
        act.keys.push_back("target:" + id(-1 - p));
        names.push_back(pname(p));
      } else {
        DieId d = die(x, "target");
        act.keys.push_back("target:" + id(d));
        names.push_back(die_text(d));
      }
    }
    act.kind = DecisionKind::Target;
    act.what = "target " + join(names, ", ");
  } else if (verb == "assign") {
    int n = integer(arg(args, 1, "assign(n)"), "assign", 0, 1000);
    act.keys = {"assign:" + id(n)};
    act.kind = DecisionKind::AssignDamage;
    act.what = "assign " + id(n) + " damage";
  } else if (verb == "times") {
    int n = integer(arg(args, 1, "times(n)"), "times", 1, 100);
    act.keys = {"times:" + id(n)};
    act.what = "use it " + id(n) + (n == 1 ? " time" : " times");
  } else if (verb == "order") {
    const json& o = arg(args, 1, "order(n) or order \"die or card\"");
    act.kind = DecisionKind::OrderTriggers;
    act.keys = {order_key(o)};
    act.what = "resolve " + lua_text(o) + " first";
  } else if (verb == "choose") {
    const json& k = arg(args, 1, "choose \"option key\"");
    if (k.is_number_integer()) {
      int i = integer(k, "choose", 0, 100000);
      const auto& opts = g_->pending().options;
      act.keys = {i < static_cast<int>(opts.size()) ? g_->option_key(i) : "#" + id(i)};
    } else {
      act.keys = {str(k, "choose")};
    }
    act.what = "choose " + lua_text(k);
  } else if (verb == "yes" || verb == "no" || verb == "pass" || verb == "done" || verb == "cancel") {
    act.keys = {verb};
    if (verb == "yes" || verb == "no") act.kind = DecisionKind::YesNo;
    act.what = verb == "yes" || verb == "no" ? "answer " + verb : verb;
    if (const json* who = opt_arg(args, 1)) {
      // While a draft runs, drafters beyond the players decide too.
      act.decider = g_->pending().kind == DecisionKind::Draft ? seat(*who, verb) : player(*who, verb);
      act.what += " as " + pname(*act.decider);
    }
  } else if (verb == "pick" || verb == "keep" || verb == "basic") {
    // Drafts: a card of the pile, a drafted card for the team, a basic action to bring.
    const int def = def_named(str(arg(args, 1, verb + " \"card name\""), verb));
    act.keys = {verb + ":" + lib_.at(def).id};
    act.kind = DecisionKind::Draft;
    act.what = (verb == "pick" ? "pick " : verb == "keep" ? "keep " : "bring the basic action ") + lib_.at(def).name();
  } else if (verb == "stack") {
    const json& a = arg(args, 1, "stack(n) (pile n, from 1) or stack \"title\"");
    if (a.is_number_integer()) {
      const int n = integer(a, "stack", 1, 100000);
      act.keys = {"stack:" + id(n)};
      act.what = "take pile " + id(n);
    } else {
      const std::string title = str(a, "stack");
      act.keys = {stack_key(title)};
      act.what = "take the pile of " + title;
    }
    act.kind = DecisionKind::Draft;
  } else if (verb == "dice") {
    const int n = integer(arg(args, 1, "dice(n)"), "dice", 0, 99);
    act.keys = {"dice:" + id(n)};
    act.kind = DecisionKind::Draft;
    act.what = "take " + id(n) + (n == 1 ? " die" : " dice");
  } else {
    bad("unknown step '" + verb + "'");
  }
  if (act.kind == DecisionKind::Draft && verb != "pass" && verb != "done") {
    // pick("card", 3): only when drafter 3 decides.
    if (const json* who = opt_arg(args, 2)) {
      act.decider = seat(*who, verb);
      act.what += " as " + pname(*act.decider);
    }
  }
  return act;
}

void Runner::perform(const Action& act) {
  if (act.decider && !g_->over() && !g_->pending().empty() && g_->pending().player != *act.decider)
    fail("can't " + act.what + " now: " + pending_text());
  for (const auto& key : act.keys) apply_key(key, act.kind, act.what);
  if (act.pay) {
    if (g_->pending().kind != DecisionKind::Pay) fail("no payment was asked after " + act.what + ": " + pending_text());
    Action p;
    p.kind = DecisionKind::Pay;
    p.keys = {pay_key(act.pay)};
    p.what = "pay " + lua_text(*act.pay);
    perform(p);
  }
}

void Runner::apply_key(const std::string& key, std::optional<DecisionKind> kind, const std::string& what) {
  if (g_->over()) fail("can't " + what + ": " + pending_text());
  const Decision& d = g_->pending();
  if (d.empty()) fail("can't " + what + ": no decision is pending");
  if (kind && d.kind != *kind) fail("can't " + what + " now: " + pending_text());
  int i = g_->find_option(key);
  if (i < 0) fail("can't " + what + " now: " + pending_text());
  Snapshot before = snapshot();
  if (auto err = g_->apply(i)) fail("the engine refused " + what + ": " + *err);
  // The draft is over: the teams' cards and dice came into the game, and have names now.
  if (g_->state().cards.size() != card_full_.size()) build_names();
  after_apply(before);
}

// The key of the pile offered whose first card has this title (or this name).
std::string Runner::stack_key(const std::string& title) const {
  const std::string want = squash(title);
  bool known = false;
  std::vector<std::string> titles;
  for (int k = 0; k < lib_.size(); ++k) {
    if (squash(lib_.at(k).title) == want || squash(lib_.at(k).name()) == want) known = true;
    titles.push_back(lib_.at(k).title);
  }
  if (!known) bad_at(title, "stack: no card has the title " + quote(title) + near_miss(title, titles));
  const Decision& d = g_->pending();
  if (d.kind != DecisionKind::Draft) return "stack:?";  // refused with the pending decision shown
  const auto& piles = g_->state().draft.piles;
  for (const Option& o : d.options) {
    if (o.verb != Verb::Stack || o.a < 0 || o.a >= static_cast<int>(piles.size())) continue;
    const auto& cards = piles[static_cast<std::size_t>(o.a)].cards;
    if (cards.empty()) continue;
    const CardDef& first = lib_.at(cards[0]);
    if (squash(first.title) == want || squash(first.name()) == want) return "stack:" + std::to_string(o.a + 1);
  }
  fail("no pile of " + quote(title) + " is offered: " + pending_text());
}

// assign { ["blocker"] = n, ... }: the attacker's damage divided among its blockers. The
// engine asks blocker by blocker; the last one takes what is left.
void Runner::assign_division(const json& a) {
  std::map<DieId, int> want;
  for (auto [d, x] : per_die(a, "assign")) want[d] = integer(*x, "assign", 0, 1000);
  std::set<DieId> asked;
  for (int guard = 0; guard < 1000 && !g_->over() && g_->pending().kind == DecisionKind::AssignDamage; ++guard) {
    const DieId b = g_->pending().b;  // the blocker asked about
    auto it = want.find(b);
    if (it == want.end())
      fail("the damage to " + die_text(b) + " is asked but the step doesn't say it: " + pending_text());
    asked.insert(b);
    apply_key("assign:" + std::to_string(it->second), DecisionKind::AssignDamage,
              "assign " + std::to_string(it->second) + " damage to " + die_text(b));
  }
  if (asked.empty()) fail("can't divide damage now: " + pending_text());
  for (auto [b, n] : want) {
    if (asked.count(b)) continue;
    bool found = false;
    for (const auto& e : g_->state().division)
      if (e.blocker == b) {
        found = true;
        if (e.amount != n) fail(die_text(b) + " takes the " + std::to_string(e.amount) + " damage left, not " + std::to_string(n));
      }
    if (!found) fail(die_text(b) + " is not blocking an attacker whose damage was divided");
  }
}

}  // namespace dm::scenario
