// Abilities: what the head says (trigger, global, cost, flags), what kind of ability that makes
// (kind_of in resolve.cpp decides; here we say why an ability has no kind), and what its effects
// may do: where continuous statements go, what `it` refers to, the order of targets and the
// limits of the engine's card format (loader.cpp).
#include <algorithm>

#include "dsl/checker_rules.hpp"
#include "dsl/resolve.hpp"
#include "dsl/vocabulary.hpp"

namespace dm::dsl::rules {

namespace {

// ---------------------------------------------------------------- head clauses

enum class Flag { Global, May, Once, WhileActive, Repeat };

const char* flag_text(Flag f) {
  switch (f) {
    case Flag::Global: return "`global`";
    case Flag::May: return "`you may`";
    case Flag::Once: return "`once per turn`";
    case Flag::WhileActive: return "`while active`";
    case Flag::Repeat: return "`any number of times`";
  }
  return "";
}

// Where a flag clause was written. The tree keeps every clause's place but not which clause it
// was: the trigger, the cost and each condition claim theirs, and the flags share the rest. With
// one flag left that is its place; with several, the one of the flag's written length; failing
// that, the ability's start.
Pos flag_pos(const Ability& a, Flag f) {
  const auto& cl = a.clause_pos;
  std::vector<bool> claimed(cl.size(), false);
  auto claim_before = [&](const Pos& p) {
    int best = -1;
    for (std::size_t i = 0; i < cl.size(); ++i)
      if (cl[i].byte <= p.byte) best = static_cast<int>(i);
    if (best >= 0) claimed[static_cast<std::size_t>(best)] = true;
  };
  if (!a.trigger_written.empty() && a.trigger_pos.line > 0) claim_before(a.trigger_pos);
  for (std::size_t i = 0; i < cl.size(); ++i)
    if (a.has_cost && cl[i].byte == a.cost.pos.byte) claimed[i] = true;
  for (const auto& c : a.conditions) claim_before(c.pos);
  if (a.sacrifice) claim_before(a.sacrifice->pos);
  std::vector<std::size_t> rest;
  for (std::size_t i = 0; i < cl.size(); ++i)
    if (!claimed[i]) rest.push_back(i);
  const std::size_t flags = a.global + a.may + a.once_per_turn + a.while_active + a.repeatable;
  if (rest.empty() || rest.size() != flags) return a.pos;
  if (flags == 1) return cl[rest.front()];
  auto fits = [&](int len) {
    switch (f) {
      case Flag::Global: return len == 6;
      case Flag::May: return len == 3 || len == 7;
      case Flag::Once: return len == 13;
      case Flag::WhileActive: return len == 12;
      case Flag::Repeat: return len == 19;
    }
    return false;
  };
  std::vector<std::size_t> fit;
  for (std::size_t i : rest)
    if (fits(cl[i].len)) fit.push_back(i);
  return fit.size() == 1 ? cl[fit.front()] : a.pos;
}

int cost_total(const Cost& c) {
  int n = c.life;
  for (const auto& [w, k] : c.energy) n += k;
  return n;
}

bool trigger_has_die(const std::string& t) {
  for (const char* x : {"fielded", "you_field", "attack_assigned", "blocks", "blocked", "damaged", "damages_player", "ko",
                        "leaves_field", "aftershock", "opponent_action", "after_blockers"})
    if (t == x) return true;
  return false;
}

// The triggers an action card's die can meet: its own use, and what other dice and players do.
// An action die is never fielded, so it never attacks, blocks, takes damage or is KO'd.
bool action_die_meets(const std::string& t) {
  for (const char* x : {"fielded", "attack_assigned", "blocks", "blocked", "damaged", "damages_player", "ko", "leaves_field"})
    if (t == x) return false;
  return true;
}

bool trigger_has_role(const std::string& t) { return t == "ko" || t == "leaves_field" || t == "aftershock"; }

std::string trigger_hint(const std::string& written) {
  return hint_for(written, vocab::written_forms(vocab::triggers()),
                  "triggers include `this is fielded`, `this attacks`, `this blocks`, `this is blocked`, `this is KO'd` and `you field a character`");
}

void check_trigger(const Card& card, const Ability& a, Diagnostics& d) {
  if (!a.trigger_known) {
    // `when Tinker Wren attacks`: the printed card names itself; the language says `this`.
    const std::string title = vocab::normalize(card.title), written = vocab::normalize(a.trigger_written);
    if (!title.empty() && written.size() > title.size() && written.compare(0, title.size(), title) == 0 && written[title.size()] == ' ') {
      const std::string mended = "this" + written.substr(title.size());
      d.error(a.trigger_pos, "unknown trigger `" + a.trigger_written + "`",
              "an ability calls its own card `this`" +
                  std::string(vocab::lookup(vocab::triggers(), mended) ? ": write `when " + mended + "`" : ""));
      return;
    }
    d.error(a.trigger_pos, "unknown trigger `" + a.trigger_written + "`", trigger_hint(a.trigger_written));
  } else if ((a.trigger == "reaction" || a.trigger == "dealing") && !a.global) {
    d.error(a.trigger_pos, "`when " + a.trigger_written + "` is a reaction and needs `global`",
            "write `global, when you would take damage, pay 1 shield: ...`");
  } else if (a.global && !a.trigger_written.empty() && a.trigger != "reaction" && a.trigger != "dealing") {
    d.error(a.trigger_pos, "a global ability has no trigger other than `when you would take damage`",
            "any player may use a global ability when they have priority; remove `global` or the trigger");
  } else if (a.trigger == "used" && !is_action_card(card)) {
    d.error(a.trigger_pos, "`when this is used` is for action dice", "a character's die is fielded: `when this is fielded`");
  } else if (is_action_card(card) && !action_die_meets(a.trigger)) {
    d.warning("never-triggers", a.trigger_pos, "`when " + a.trigger_written + "` never happens to an action die, so this ability never triggers",
              "an action die is used, never fielded, attacking or blocking: write its effect without a trigger, or `when this is used:`");
  }
}

// Conditions in the head or in `if ...,` effects. `it` in a condition is the latest die the
// ability mentioned, or the die of the triggering event.
void check_cond(const Cond& c, const std::string& trigger, bool it_known, Diagnostics& d, bool in_if = false) {
  switch (c.kind) {
    case Cond::Kind::YouControl:
      if (c.sel) check_selector(*c.sel, d);
      break;
    case Cond::Kind::WasRole:
      if (!trigger_has_role(trigger))
        d.error(c.pos, "`it was " + c.word + "` needs a trigger that knows the die's role",
                "use it with `when this is KO'd` or `when this leaves the field`");
      break;
    case Cond::Kind::Dealt:
      if (!in_if)
        d.error(c.pos, "`that dealt " + std::to_string(c.n) + " or more damage` is read after the damage is dealt",
                "write it as the ability's last effect: `...; if that dealt 2 or more damage, move this to your prep area.`");
      break;
    case Cond::Kind::ItIs:
      if (!it_known)
        d.error(c.pos, "`it` refers to nothing here: no target, `each` or drawn dice comes before it",
                "say which die, e.g. `this is attacking`");
      break;
    default:
      break;
  }
  for (const auto& k : c.kids) check_cond(k, trigger, it_known, d, false);
}

// The head of an ability that has one of its own (a burst line repeats the head before it).
void check_head(const Card& card, const Ability& a, AbilityKind kind, Diagnostics& d) {
  check_trigger(card, a, d);
  if (a.global && (!a.has_cost || cost_total(a.cost) == 0))
    d.error(flag_pos(a, Flag::Global), "a global ability needs a cost", "add one, e.g. `global, pay 1 mask: ...`");
  if (a.while_active && is_action_card(card))
    d.error(flag_pos(a, Flag::WhileActive), "`while active` does not apply to action cards",
            "only a character card is active (while one of its dice is in the Field Zone)");
  if (a.repeatable && kind != AbilityKind::Global && kind != AbilityKind::Activated)
    d.error(flag_pos(a, Flag::Repeat), "`any number of times` needs an ability its user pays for",
            "only a global or a `pay ...:` ability can be paid for several times at once");
  if (a.has_cost) check_cost_words(a.cost, d);
  const std::string trigger = trigger_of(card, a);
  const bool effects = kind == AbilityKind::Triggered || kind == AbilityKind::Global || kind == AbilityKind::Activated;
  for (const auto& c : a.conditions) {
    check_cond(c, trigger, kind == AbilityKind::Triggered && trigger_has_die(trigger), d);
    if (c.kind == Cond::Kind::AttackStep && kind != AbilityKind::Triggered && kind != AbilityKind::Activated)
      d.error(c.pos, "`during the attack step` only limits triggered abilities and abilities with a cost",
              effects ? "the engine offers a global ability in every step" : "a continuous ability applies in every step");
  }
}

// ---------------------------------------------------------------- ability kinds

bool continuous_here(const Card& card, const Stmt& s) {
  if (is_static_stmt(s)) return true;
  if (is_action_card(card)) return false;
  return (s.kind == Stmt::Kind::Bonus || s.kind == Stmt::Kind::Grant) && s.sel &&
         (s.sel->kind == Selector::Kind::This || s.sel->kind == Selector::Kind::Each);
}

// kind_of found no kind: say what is missing.
void explain_invalid(const Card& card, const Ability& a, Diagnostics& d) {
  const Ability& h = head_of(card, a);
  if (!h.lua_table.empty()) {
    d.error(a.pos, "a burst ability can't modify an ability written in Lua", "write the burst inside the Lua table (`burst = 1`)");
    return;
  }
  if (h.trigger == "reaction" || h.trigger == "dealing") return;  // reported on the head
  const Stmt* first = nullptr;
  for (const auto& s : a.body)
    if (!continuous_here(card, s)) {
      first = &s;
      break;
    }
  std::string hint = "add a trigger such as `when this is fielded:`, or a cost such as `pay 1 fist:` for an ability its controller uses";
  if (first && first->kind == Stmt::Kind::If)
    hint = "a continuous ability takes its condition in the head (`underdog: this gets +1A.`); an effect needs a trigger such as `when this is fielded:`";
  d.error(first ? first->pos : a.pos, "an effect on a " + std::string(card.kind == "sidekick" ? "sidekick" : "character") + " card needs a trigger",
          hint);
}

std::string own_ability_name(const Stmt& s) {
  return s.kind == Stmt::Kind::FieldAlt ? "`you may field this ...`" : "`you may pay ... to keep this unaffected`";
}

// `you may field this ...` and `you may pay ... to keep this unaffected` take only conditions.
void check_own_ability(const Card& card, const Ability& a, Diagnostics& d) {
  const Stmt& s = a.body.front();
  const std::string name = own_ability_name(s);
  if (is_action_card(card))
    d.error(s.pos, name + " needs a character card", "an action die is used, never fielded");
  if (s.kind == Stmt::Kind::Protect && cost_total(s.cost) == 0)
    d.error(s.pos, name + " needs a cost", "e.g. `you may pay 1 fist to keep this unaffected`");
  if (a.burst) return;
  const std::string hint = "its head may hold only a condition, e.g. `underdog:`";
  if (!a.trigger_written.empty()) d.error(a.trigger_pos, name + " can't have a trigger", hint);
  const std::string cost_hint = s.kind == Stmt::Kind::FieldAlt ? "write the cost in the sentence: `you may pay 1 life to field this`"
                                                                : "write the cost in the sentence: `you may pay 1 fist to keep this unaffected`";
  if (a.has_cost) d.error(a.cost.pos, name + " can't have a cost in its head", cost_hint);
  if (a.sacrifice) d.error(a.sacrifice->pos, name + " can't have a cost in its head", cost_hint);
  const std::pair<bool, Flag> clauses[] = {
      {a.global, Flag::Global}, {a.may, Flag::May}, {a.once_per_turn, Flag::Once}, {a.while_active, Flag::WhileActive}};
  for (auto [on, f] : clauses)
    if (on) d.error(flag_pos(a, f), name + " can't have " + flag_text(f), hint);
}

void check_static(const Card& card, const Ability& a, Diagnostics& d) {
  if (is_action_card(card)) {
    d.error(a.pos, "an action card has no continuous abilities", "an action's effect happens when its die is used: write an effect");
    return;
  }
  if (!a.burst) {
    const std::string hint = "a continuous ability always applies; to make it a choice, give it a trigger";
    if (a.may) d.error(flag_pos(a, Flag::May), "a continuous ability can't have `you may`", hint);
    if (a.once_per_turn) d.error(flag_pos(a, Flag::Once), "a continuous ability can't be `once per turn`", hint);
  }
  const Ability& h = head_of(card, a);
  for (const auto& s : a.body) {
    if ((s.kind == Stmt::Kind::FieldAlt || s.kind == Stmt::Kind::Protect) && a.body.size() > 1)
      d.error(s.pos, own_ability_name(s) + " must be an ability of its own", "end the ability before it with `.`");
    if (!s.sel || s.sel->kind != Selector::Kind::Each) continue;
    if (s.kind == Stmt::Kind::Bonus && !h.while_active)
      d.error(s.pos, "a continuous bonus to other dice needs `while active`", "write `while active: your sidekicks get +1A.`");
    if (s.kind == Stmt::Kind::Grant)
      d.error(s.pos, "a continuous keyword can only be given to `this`",
              "write `this gains ...`, or give it until end of turn with a trigger");
  }
}

// ---------------------------------------------------------------- effects

const char* die_verb(Stmt::Kind k) {
  switch (k) {
    case Stmt::Kind::KO: return "KO";
    case Stmt::Kind::Capture: return "capture";
    case Stmt::Kind::Control: return "take control of";
    case Stmt::Kind::Copy: return "copy";
    case Stmt::Kind::Spin: return "spin";
    case Stmt::Kind::Reroll: return "reroll";
    case Stmt::Kind::Roll: return "roll";
    case Stmt::Kind::Move: return "move";
    case Stmt::Kind::Field: return "field";
    case Stmt::Kind::Sacrifice: return "sacrifice";
    case Stmt::Kind::Redirect: return "redirect";
    default: return nullptr;
  }
}

std::string continuous_text(const Stmt& s) {
  switch (s.kind) {
    case Stmt::Kind::Keywords: return "a keyword list";
    case Stmt::Kind::Restrict: return "`this can't be blocked by ...`";
    case Stmt::Kind::Reduce: return "`damage dealt to this is reduced by ...`";
    case Stmt::Kind::AtMost: return "`this takes at most ... damage`";
    default: return own_ability_name(s);
  }
}

bool known_keywords(const Stmt& s) {
  return std::all_of(s.words.begin(), s.words.end(), [](const std::string& w) { return vocab::lookup(vocab::die_keywords(), w) != nullptr; });
}

bool has_filter(const Selector& s) {
  return std::any_of(s.filters.begin(), s.filters.end(), [](const Filter& f) {
    return f.kind != Filter::Kind::Opposing && f.kind != Filter::Kind::Yours && f.kind != Filter::Kind::Unknown;
  });
}

struct Effects {
  const Card& card;
  const Ability& a;
  const Ability& head;
  AbilityKind kind;
  Diagnostics& d;
  std::string trigger;
  bool it_known = false;  // something `it` can refer to
  int either = 0;         // spins `up or down`
  bool damages_player = false;
  std::vector<const Selector*> targets;

  bool effect_kind() const { return kind == AbilityKind::Triggered || kind == AbilityKind::Global || kind == AbilityKind::Activated; }

  const char* kind_text() const {
    return kind == AbilityKind::Global ? "a global ability" : kind == AbilityKind::Activated ? "an ability with a cost" : "a triggered ability";
  }

  void placement(const Stmt& s, bool in_if) {
    if (!is_static_stmt(s) || (!in_if && !effect_kind())) return;
    if (s.kind == Stmt::Kind::Keywords && !known_keywords(s)) return;  // named as unknown instead
    std::string where = in_if ? "an `if ...,` effect" : kind_text();
    std::string hint = s.kind == Stmt::Kind::Keywords
                           ? "to give a keyword until end of turn write `this gains " + (s.words.empty() ? std::string("overcrush") : s.words.front()) + "`"
                           : "write it as an ability of its own, without a head";
    d.error(s.pos, continuous_text(s) + " is continuous and can't be part of " + where, hint);
  }

  void subject(const Stmt& s) {
    if (!s.sel) return;
    const Selector& sel = *s.sel;
    if (const char* verb = die_verb(s.kind); verb && is_player(sel))
      d.error(sel.pos, std::string("`") + verb + "` applies to dice, not to players", "name a die, e.g. `target character`");
    if (s.kind == Stmt::Kind::Bonus && is_player(sel))
      d.error(sel.pos, "a player has no attack or defense to raise", "name a die, e.g. `target character of yours`");
    if ((s.kind == Stmt::Kind::GainLife || s.kind == Stmt::Kind::LoseLife) &&
        (sel.kind == Selector::Kind::This || sel.kind == Selector::Kind::ThatDie || sel.noun == Selector::Noun::Character || sel.noun == Selector::Noun::Die))
      d.error(sel.pos, "only players gain or lose life", "name a player, e.g. `you gain 1 life`");
  }

  // `it`/`them` name the dice the ability mentioned last; `that character` the triggering die.
  void references(const Selector& sel) {
    if (!effect_kind()) return;
    if (sel.kind == Selector::Kind::It && !it_known)
      d.error(sel.pos, "`it`/`them` refers to nothing here: no target, `each` or drawn dice comes before it",
              "say which dice, e.g. `target character`");
    if (trigger_has_die(trigger)) return;
    if (sel.kind == Selector::Kind::ThatDie)
      d.error(sel.pos, "`that character` refers to nothing here: this trigger has no triggering die",
              "use it with a trigger such as `when you field a character`");
    for (const auto& f : sel.filters)
      if (f.kind == Filter::Kind::NotThatDie)
        d.error(f.pos, "`other than that character` refers to nothing here: this trigger has no triggering die",
                "use it with a trigger such as `when you field a character`");
  }

  void stmt(const Stmt& s, bool last, bool in_if) {
    placement(s, in_if);
    if (s.sel) check_selector(*s.sel, d);
    if (s.other) check_selector(*s.other, d);
    if (s.amount.each) check_selector(*s.amount.each, d);
    if (s.kind == Stmt::Kind::Grant || s.kind == Stmt::Kind::Keywords) check_grant(s, d, &card);
    if (s.kind == Stmt::Kind::FieldAlt || s.kind == Stmt::Kind::Protect) check_cost_words(s.cost, d);
    subject(s);
    check_reach(card, s, d);
    if (s.sel) references(*s.sel);
    if (s.amount.each) references(*s.amount.each);
    if (s.other) references(*s.other);
    if (!s.zone_written.empty() && s.zone.empty())
      d.error(s.zone_pos, "unknown zone `" + s.zone_written + "`",
              hint_for(s.zone_written, vocab::written_forms(vocab::zones()),
                       "zones are bag, prep area, reserve pool, field zone, used pile and out of play"));
    if (s.kind == Stmt::Kind::Redirect && head.trigger != "reaction")  // a reaction without `global` is named on its head
      d.error(s.pos, "`redirect` only works in a reaction", "write it in `global, when you would take damage, pay ...: redirect ...`");
    if (s.kind == Stmt::Kind::Spin && s.word == "either") {
      if (++either > 1) d.error(s.pos, "an ability may spin `up or down` only once", "split it into two abilities");
      else if (!last)
        d.error(s.pos, "`spin ... up or down` must be the ability's last effect",
                "the choice is asked once the other effects are done: move it to the end");
    }
    if (s.kind == Stmt::Kind::Spin && s.word == "to" && (s.amount.n < 1 || s.amount.n > 3))
      d.error(s.amount.pos, "levels are 1 to 3");
    if (s.kind == Stmt::Kind::Field && s.amount.n > 3) d.error(s.amount.pos, "levels are 1 to 3");
    one_each(s, last, in_if);
    track(s);
    if (s.kind == Stmt::Kind::If) {
      const bool dealt = s.cond && s.cond->kind == Cond::Kind::Dealt;
      if (dealt && (!last || in_if))
        d.error(s.pos, "`if that dealt ... damage` must be the ability's last effect", "the damage is dealt once the other effects are done");
      else if (dealt && !damages_player)
        d.error(s.cond->pos, "`that dealt ... damage` counts damage to players, and no effect before it damages one",
                "e.g. `deal 1 damage to target opponent; if that dealt 2 or more damage, ...`");
      if (s.cond) check_cond(*s.cond, trigger, it_known, d, true);
      // Targets are chosen before the effect, so one named in a branch is known after it; dice
      // found by an `each` or drawn inside a branch are not.
      const bool before = it_known;
      const std::size_t known_targets = targets.size();
      block(s.then, last, true);
      it_known = before || targets.size() > known_targets;
      block(s.otherwise, last, true);
      it_known = before || targets.size() > known_targets;
    }
  }

  // Statements that name one die each, or end the ability with a question.
  void one_each(const Stmt& s, bool last, bool in_if) {
    auto one_die = [](const std::shared_ptr<Selector>& x) {
      if (!x || is_player(*x) || x->noun == Selector::Noun::CharacterOrPlayer) return false;
      return x->kind == Selector::Kind::This || (x->kind == Selector::Kind::Target && x->count == 1) ||
             (x->kind == Selector::Kind::It && !x->plural) || x->kind == Selector::Kind::ThatDie;
    };
    if (s.kind == Stmt::Kind::EachOther)
      for (const auto* x : {&s.sel, &s.other})
        if (*x && !one_die(*x))
          d.error((*x)->pos, "each side of `deal damage ... to each other` must be one character",
                  "e.g. `target character of yours and target opposing character deal damage equal to their attack to each other`");
    if (s.amount.per == Amount::Per::Stat && s.amount.each && s.amount.each->kind != Selector::Kind::It && !one_die(s.amount.each))
      d.error(s.amount.each->pos, "a stat is read from one die", "e.g. `equal to the attack of target character of yours`");
    if (s.kind == Stmt::Kind::PutOnCard) {
      if (is_action_card(card)) d.error(s.pos, "`put this on a basic action card` needs a character card", "an action die has no die to put");
      else if (!last || in_if)
        d.error(s.pos, "`put this on a basic action card` must be the ability's last effect", "the card is chosen once the other effects are done");
    }
    if (s.kind == Stmt::Kind::Bonus && s.amount.per != Amount::Per::None && !effect_kind())
      d.error(s.amount.pos.line ? s.amount.pos : s.pos, "a continuous bonus can't count", "give the ability a trigger: `when this attacks: this gets +1A for each ...`");
    if (s.kind == Stmt::Kind::Damage && s.sel && (is_player(*s.sel) || s.sel->noun == Selector::Noun::CharacterOrPlayer)) damages_player = true;
  }

  // What the statement leaves for later ones: a target in the engine's list, dice for `it`.
  void track(const Stmt& s) {
    if (s.amount.per == Amount::Per::Stat && s.amount.each && s.amount.each->kind == Selector::Kind::Target)
      targets.push_back(s.amount.each.get());
    if (s.sel && s.sel->kind == Selector::Kind::Target) targets.push_back(s.sel.get());
    if (s.other && s.other->kind == Selector::Kind::Target) targets.push_back(s.other.get());
    if (s.sel && (s.sel->kind == Selector::Kind::Target || s.sel->kind == Selector::Kind::Each) && !is_player(*s.sel)) it_known = true;
    if (s.kind == Stmt::Kind::Draw) it_known = true;
  }

  void block(const std::vector<Stmt>& body, bool last, bool in_if) {
    for (std::size_t i = 0; i < body.size(); ++i) stmt(body[i], last && i + 1 == body.size(), in_if);
  }

  // The engine's target list: a multi-die target takes every choice after its first, and only the
  // first three targets may have filters (loader.cpp).
  void check_targets() {
    for (std::size_t i = 0; i < targets.size(); ++i) {
      const Selector& t = *targets[i];
      if (t.count > 1 && i + 1 != targets.size())
        d.error(t.pos, "a target of several dice must be the ability's last target", "move it after the ability's other targets");
      if (i >= 3 && !is_player(t) && has_filter(t))
        d.error(t.pos, "only an ability's first three targets may have filters; this is target " + std::to_string(i + 1),
                "split the ability, or drop the filters of this target");
    }
  }
};

void check_ability(const Card& card, std::size_t index, Diagnostics& d) {
  const Ability& a = card.abilities[index];
  if (!a.from_keyword.empty()) return;  // judged once, on the keyword's definition
  // A burst line whose ability failed to parse has no head to be judged with.
  if (a.burst && a.parent < 0 && card.syntax_errors > 0) return;
  const AbilityKind kind = kind_of(card, a);
  if (kind == AbilityKind::Lua) return;
  if (a.burst == 0) check_head(card, a, kind, d);
  switch (kind) {
    case AbilityKind::Invalid: explain_invalid(card, a, d); break;
    case AbilityKind::Static: check_static(card, a, d); break;
    case AbilityKind::FieldAlt:
    case AbilityKind::Protect: check_own_ability(card, a, d); break;
    default: break;
  }
  const Ability& head = head_of(card, a);
  Effects fx{card, a, head, kind, d, trigger_of(card, a)};
  fx.it_known = kind == AbilityKind::Triggered && trigger_has_die(fx.trigger);
  // A sacrifice in the head is paid before the effects, as their first statement (codegen.cpp);
  // a burst line repeats it without it being judged twice.
  if (head.sacrifice && fx.effect_kind()) {
    Stmt pay;
    pay.kind = Stmt::Kind::Sacrifice;
    pay.sel = head.sacrifice;
    pay.pos = head.sacrifice->pos;
    if (a.burst) fx.track(pay);
    else fx.stmt(pay, false, false);
  }
  fx.block(a.body, true, false);
  if (fx.effect_kind()) fx.check_targets();
}

}  // namespace

void check_abilities(const Card& card, Diagnostics& d) {
  for (std::size_t i = 0; i < card.abilities.size(); ++i) check_ability(card, i, d);
  check_untargetable_targets(card, d);
}

}  // namespace dm::dsl::rules
