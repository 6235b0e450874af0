// Words for people: option keys and labels, prompts, die labels. Built only when asked, from
// the decision's integers and the state they refer to.
#include "engine/masters/kernel/rules.hpp"

namespace dm {

std::string_view to_string(DecisionKind k) {
  static constexpr std::string_view names[] = {"none",      "reroll",   "main",          "global_window",
                                               "pay",       "attackers", "blockers",     "assign_damage",
                                               "target",    "yes_no",   "order_triggers", "draft"};
  return names[static_cast<int>(k)];
}

std::string option_key(const Option& o) {
  const std::string a = std::to_string(o.a), b = std::to_string(o.b);
  switch (o.verb) {
    case Verb::Done: return "done";
    case Verb::Pass: return "pass";
    case Verb::Cancel: return "cancel";
    case Verb::Yes: return "yes";
    case Verb::No: return "no";
    case Verb::Reroll: return o.a == 0 && o.b == 0 ? "keep" : "reroll:?";
    case Verb::Buy: return "buy:" + a;
    case Verb::Field: return "field:" + a;
    case Verb::FieldAlt: return "field_alt:" + a + ":" + b;
    case Verb::Action: return "action:" + a;
    case Verb::Global: return "global:" + a + ":" + b;
    case Verb::Activate: return "activate:" + a + ":" + b;
    case Verb::Pay: return "pay:" + a;
    case Verb::Attack: return "attack:" + a;
    case Verb::Unattack: return "unattack:" + a;
    case Verb::Block: return "block:" + a + ":" + b;
    case Verb::Unblock: return "unblock:" + a;
    case Verb::Assign: return "assign:" + a;
    case Verb::Target: return "target:" + a;
    case Verb::First: return "first:" + a;
    case Verb::Times: return "times:" + a;
    case Verb::Pick: return "pick:#" + a;
    case Verb::Stack: return "stack:" + std::to_string(o.a + 1);  // piles counted from 1, as formats write them
    case Verb::Dice: return "dice:" + a;
    case Verb::Keep: return "keep:#" + a;
    case Verb::BasicAction: return "basic:#" + a;
  }
  return "?";
}

namespace {

// The dice a reroll option names, in id order.
std::vector<DieId> reroll_dice(const GameState& s, const Decision& d, const Option& o) {
  std::vector<DieId> prep, out;
  for (DieId die : s.in_zone(d.player, Zone::Prep)) prep.push_back(die);
  const std::uint64_t mask = static_cast<std::uint32_t>(o.a) | (static_cast<std::uint64_t>(static_cast<std::uint32_t>(o.b)) << 32);
  for (std::size_t i = 0; i < prep.size() && i < 64; ++i)
    if (mask >> i & 1) out.push_back(prep[i]);
  return out;
}

// Players as the narration and the seats name them: P1 is player 0.
std::string player_name(PlayerId p) { return "P" + std::to_string(p + 1); }

std::string target_label(const Game& g, int v) { return v < 0 ? player_name(-1 - v) : g.die_label(v); }

const AbilityInstance* instance(const GameState& s, int i) {
  return i >= 0 && i < static_cast<int>(s.instances.size()) ? &s.instances[static_cast<std::size_t>(i)] : nullptr;
}

std::string ability_text(const GameState& s, CardId c, int a) {
  const AbilityDef& ab = s.def(c).abilities[static_cast<std::size_t>(a)];
  return ab.text;
}

}  // namespace

std::string die_name(const GameState& state, DieId d) {
  const CardId c = state.dice[static_cast<std::size_t>(d)].card;
  const PlayerId owner = state.cards[c].owner;
  int k = 0;  // dice of a card are counted in die order, as a scenario's set-up makes them
  for (const Die& x : state.dice)
    if (x.card == c && x.id <= d) ++k;
  const CardDef& def = state.def(c);
  return (owner == kNone ? "" : player_name(owner) + " ") + (def.kind == CardKind::Sidekick ? std::string("Sidekick") : def.name()) +
         " " + std::to_string(k);
}

// A payment as the narration names dice: "P1 Sidekick 5 [bolt] + P1 Hulk 1 [fist fist] (1 of 2)".
std::string describe_plan(const GameState& s, PaymentPlan plan) {
  std::string out;
  for (const auto& sp : plan) {
    if (!out.empty()) out += " + ";
    if (sp.from == Spend::From::Bonus) {
      out += std::to_string(sp.amount) + " bonus generic";
      continue;
    }
    if (sp.from == Spend::From::Floating) {
      out += std::to_string(sp.amount) + " left-over generic";
      continue;
    }
    const Face& f = s.face(sp.die);
    out += die_name(s, sp.die) + " [" + f.describe() + "]";
    if (f.wild && sp.as != Energy::None) out += " as " + std::string(to_string(sp.as));
    if (!f.wild && !f.generic && sp.amount < f.symbols) out += " (" + std::to_string(sp.amount) + " of " + std::to_string(f.symbols) + ")";
  }
  return out;
}

std::string Game::die_label(DieId d) const {
  const Die& die = s_.dice[static_cast<std::size_t>(d)];
  const CardDef& def = s_.def(die.card);
  std::string s = die_name(d);
  if (die.zone != Zone::Supply && die.zone != Zone::Bag && die.zone != Zone::Used && die.zone != Zone::Prep)
    s += " [" + def.faces[static_cast<std::size_t>(die.face)].describe() + "]";
  return s;
}

std::string Game::option_key(int i) const {
  const Option& o = s_.pending.options[static_cast<std::size_t>(i)];
  // Draft keys name the card by its id, the same whatever else the library holds.
  auto card_id = [&] { return o.a >= 0 && o.a < s_.library->size() ? s_.library->at(o.a).id : "#" + std::to_string(o.a); };
  switch (o.verb) {
    case Verb::Pick: return "pick:" + card_id();
    case Verb::Keep: return "keep:" + card_id();
    case Verb::BasicAction: return "basic:" + card_id();
    default: break;
  }
  if (o.verb != Verb::Reroll || (o.a == 0 && o.b == 0)) return dm::option_key(o);
  std::string key = "reroll:";
  bool first = true;
  for (DieId d : reroll_dice(s_, s_.pending, o)) {
    if (!first) key += ',';
    key += std::to_string(d);
    first = false;
  }
  return key;
}

std::string Game::option_label(int i) const {
  const Decision& dec = s_.pending;
  auto card_name = [&](int def) { return def >= 0 && def < s_.library->size() ? s_.library->at(def).name() : "card " + std::to_string(def); };
  const Option& o = dec.options[static_cast<std::size_t>(i)];
  const std::string a = std::to_string(o.a);
  switch (o.verb) {
    case Verb::Done:
      switch (dec.kind) {
        case DecisionKind::MainAction: return "end the Main Step";
        case DecisionKind::DeclareAttackers: return s_.selection.empty() ? "don't attack" : "attack with the chosen characters";
        case DecisionKind::DeclareBlockers: return "finish declaring blockers";
        case DecisionKind::Draft: return "finish (take no more)";
        default: return dec.ask == Ask::FollowUp ? "none" : "no more targets";
      }
    case Verb::Pass: return dec.ask == Ask::DamageReaction ? "let the damage through" : "pass";
    case Verb::Cancel: return "don't pay";
    case Verb::Yes: return "yes";
    case Verb::No: return "no";
    case Verb::Reroll: {
      const auto dice = reroll_dice(s_, dec, o);
      if (dice.empty()) return "keep every die";
      std::string s = "reroll ";
      for (std::size_t k = 0; k < dice.size(); ++k) s += (k ? ", " : "") + die_label(dice[k]);
      return s;
    }
    case Verb::Buy: return "buy " + s_.def(o.a).name() + " (" + std::to_string(buy_cost(dec.player, o.a)) + ")";
    case Verb::Field: return "field " + die_label(o.a);
    case Verb::FieldAlt:
      return "field " + die_label(o.a) + " by paying " + s_.def_of(o.a).abilities[static_cast<std::size_t>(o.b)].cost.describe();
    case Verb::Action: return "use " + die_label(o.a);
    case Verb::Global: {
      const AbilityDef& ab = s_.def(o.a).abilities[static_cast<std::size_t>(o.b)];
      return "global of " + s_.def(o.a).name() + " (" + ab.cost.describe() + "): " + ab.text;
    }
    case Verb::Activate: {
      const AbilityDef& ab = s_.def(ability_card(o.a)).abilities[static_cast<std::size_t>(o.b)];
      return die_label(o.a) + " (" + ab.cost.describe() + "): " + ab.text;
    }
    case Verb::Pay:
      return o.a >= 0 && o.a < static_cast<int>(s_.plans.size()) ? describe_plan(s_, s_.plans[static_cast<std::size_t>(o.a)]) : "pay";
    case Verb::Attack: return "attack with " + die_label(o.a);
    case Verb::Unattack: return "don't attack with " + die_label(o.a);
    case Verb::Block: {
      int tax = 0;
      for (const auto& m : s_.mods)
        if (m.kind == ModKind::BlockTax && m.player == dec.player && !(m.name != kNone && has_affiliation(o.a, m.name)))
          tax += m.amount;
      return "block " + die_label(o.b) + " with " + die_label(o.a) + (tax ? " (pay " + std::to_string(tax) + " life)" : "");
    }
    case Verb::Unblock: return "don't block with " + die_label(o.a);
    case Verb::Assign: return a + " of " + std::to_string(o.b) + " damage to " + die_label(dec.b);
    case Verb::Target: return target_label(*this, o.a);
    case Verb::First: {
      const std::size_t n = s_.tasks.size();
      const Task& t = s_.tasks[n - 2 - static_cast<std::size_t>(o.a)];  // below the Order task
      const AbilityInstance* x = t.kind == TaskKind::Resolve ? instance(s_, std::get<task::Instance>(t.data).instance) : nullptr;
      if (!x) return "effect " + a;
      return (x->die != kNone ? die_name(x->die) : s_.def(x->card).name()) + ": " +
             ability_text(s_, x->card, x->ability);
    }
    case Verb::Times: return "use it " + a + (o.a == 1 ? " time" : " times");
    case Verb::Pick: return "pick " + card_name(o.a);
    case Verb::Stack: {
      if (o.a < 0 || o.a >= static_cast<int>(s_.draft.piles.size())) return "pile " + a;
      const auto& cards = s_.draft.piles[static_cast<std::size_t>(o.a)].cards;
      if (cards.empty()) return "an empty pile";
      const std::string n = std::to_string(cards.size());
      return "take the pile of " + (cards.size() == 1 ? card_name(cards[0]) : s_.library->at(cards[0]).title + " (" + n + " cards)");
    }
    case Verb::Dice: return std::string(o.a == 0 ? "no dice (the card is not used)" : a + (o.a == 1 ? " die" : " dice"));
    case Verb::Keep: return "put " + card_name(o.a) + " on the team";
    case Verb::BasicAction: return "bring " + card_name(o.a);
  }
  return option_key(i);
}

std::string Game::prompt() const {
  const Decision& d = s_.pending;
  const AbilityInstance* x = instance(s_, d.a);
  auto card_of_instance = [&] { return x ? s_.def(x->card).name() : std::string("?"); };
  switch (d.ask) {
    case Ask::None: return "";
    case Ask::Reroll: return "choose dice to reroll (once, as a group)";
    case Ask::Main: return "Main Step";
    case Ask::GlobalsAfterAction: return "you may use a global ability";
    case Ask::GlobalsAfterBlockers: return "actions and globals after blockers";
    case Ask::DamageReaction: return "damage is about to be dealt to you";
    case Ask::PayBuy: return "pay " + s_.pay_cost.describe() + " for a " + s_.def(d.a).name() + " die";
    case Ask::PayField: return "pay " + s_.pay_cost.describe() + " for fielding " + die_label(d.a);
    case Ask::PayAbility: return "pay " + s_.pay_cost.describe() + " for " + s_.def(d.a).name();
    case Ask::PayProtection: return "pay " + s_.pay_cost.describe() + " for " + die_label(d.a) + "'s protection";
    case Ask::Attackers: return "declare attackers";
    case Ask::Blockers: return "declare blockers";
    case Ask::Assign: return "divide " + die_label(d.a) + "'s damage among its blockers";
    case Ask::Target: {
      if (!x) return "choose a target";
      const auto& spec = s_.def(x->card).abilities[static_cast<std::size_t>(x->ability)].targets[static_cast<std::size_t>(d.b)];
      return card_of_instance() + ": " + (spec.prompt.empty() ? "choose a target" : spec.prompt);
    }
    case Ask::May: {
      if (!x) return "use this ability?";
      const std::string& text = ability_text(s_, x->card, x->ability);
      return card_of_instance() + ": " + (text.empty() ? "use this ability" : text);
    }
    case Ask::Times: return card_of_instance() + ": how many times?";
    case Ask::Protect: {
      const auto& t = s_.tasks.back();
      const auto& p = std::get<task::Protection>(t.data);
      return die_label(d.a) + ": pay " + s_.def(p.card).abilities[static_cast<std::size_t>(p.ability)].cost.describe() +
             " to keep it unaffected?";
    }
    case Ask::FollowUp: return card_of_instance() + ": " + (x && !x->prompt.empty() ? x->prompt : "choose");
    case Ask::Order: return "choose which of your effects resolves next";
    case Ask::Draft: return s_.draft.prompt;
  }
  return "";
}

}  // namespace dm
