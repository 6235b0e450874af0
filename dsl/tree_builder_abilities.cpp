// Abilities: the clauses of a head (trigger, costs, once per turn, conditions) and the statements
// of a body, each read into its node of the syntax tree.
#include <cctype>

#include "dsl/tree_builder_parts.hpp"
#include "dsl/vocabulary.hpp"

namespace dm::dsl::detail::build {

using namespace grammar;

namespace {

// "can't be targeted [by ...]" as the die keyword it gives (dsl/vocabulary.cpp).
const char* targeted_flag(const Node& pred) {
  if (find_deep<tb_globals>(pred)) return "can't be targeted by global abilities";
  if (find_deep<tb_action_dice>(pred)) return "can't be targeted by action dice";
  if (find_deep<tb_character_abilities>(pred)) return "can't be targeted by character abilities";
  if (find_deep<tb_opponents>(pred)) return "can't be targeted by opponents";
  return "can't be targeted";
}

}  // namespace

Cost Builder::cost(const Node& n) {
  Cost c;
  c.pos = pos_of(n);
  for (auto& k : n.children) {
    if (k->is_type<cost_life>()) {
      if (auto* num = find<number>(*k)) c.life += to_int(trimmed(*num));
    } else if (k->is_type<cost_energy>()) {
      std::string s = trimmed(*k);
      int amount = 0;
      std::size_t i = 0;
      while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i]))) amount = amount * 10 + (s[i++] - '0');
      std::string word = vocab::normalize(s.substr(i));
      c.energy.emplace_back(word, amount);
      Pos p = pos_of(*k);
      std::size_t w = s.find_first_not_of(" \t\r\n", i);
      if (w != std::string::npos) {
        p.col += static_cast<int>(w);
        p.byte += w;
        p.len = static_cast<int>(word.size());
      }
      c.energy_pos.push_back(p);
    }
  }
  return c;
}

void Builder::grants(const Node& n, Stmt& s) {
  for (auto& item : n.children) {
    if (!item->is_type<grant_item>()) continue;
    if (auto* a = find<grant_affiliation>(*item)) {
      auto* str = find<string_lit>(*a);
      s.words.push_back("affiliation:" + (str ? unquote(*str) : std::string()));
      s.word_pos.push_back(pos_of(*a));
      s.values.push_back(0);
    } else if (auto* w = find<grant_words>(*item)) {
      s.words.push_back(vocab::normalize(trimmed(*w)));
      s.word_pos.push_back(pos_of(*w));
      auto* v = find<grant_flag_value>(*item);
      s.values.push_back(v ? to_int(trimmed(*v)) : 0);
    }
  }
}

Stmt Builder::stmt(const Node& n) {
  Stmt s;
  s.pos = pos_of(n);
  s.sel = selector_in(n);
  std::string dummy_owner;
  if (const Node* z = child(n, [](const Node& c) { return is_zone(c); })) zone(*z, s.zone, s.zone_written, dummy_owner, s.zone_pos);
  if (n.is_type<s_lua>()) {
    s.kind = Stmt::Kind::Lua;
    if (auto* k = find_deep<lua_block>(n)) {
      s.word = lua_text(*k);
      s.code_pos = pos_of(*k);
    }
  } else if (n.is_type<s_deal>()) {
    s.kind = Stmt::Kind::Damage;
    s.amount = amount(n);
    if (auto* d = find<deal_equal>(n)) s.amount = amount(*d);
  } else if (n.is_type<s_ko>()) {
    s.kind = Stmt::Kind::KO;
  } else if (n.is_type<s_capture>()) {
    s.kind = Stmt::Kind::Capture;
  } else if (n.is_type<s_release>()) {
    s.kind = Stmt::Kind::Release;
  } else if (n.is_type<s_control>()) {
    s.kind = Stmt::Kind::Control;
  } else if (n.is_type<s_copy>()) {
    s.kind = Stmt::Kind::Copy;
    s.word = find<copy_both>(n) ? "both" : find<copy_abilities>(n) ? "abilities" : "stats";
  } else if (n.is_type<s_prevent>()) {
    s.kind = Stmt::Kind::Prevent;
    if (find<prevent_all>(n)) s.word = "all";
    else s.amount = amount(n);
  } else if (n.is_type<s_spin>()) {
    s.kind = Stmt::Kind::Spin;
    s.amount.n = 1;
    for (auto& c : n.children) {
      const char* way = c->is_type<spin_to>()       ? "to"
                        : c->is_type<spin_either>() ? "either"
                        : c->is_type<spin_up>()     ? "up"
                        : c->is_type<spin_down>()   ? "down"
                                                    : nullptr;
      if (!way) continue;
      s.word = way;
      if (auto* num = find<number>(*c)) {
        s.amount.n = to_int(trimmed(*num));
        s.amount.pos = pos_of(*num);
      }
    }
  } else if (n.is_type<s_reroll>()) {
    s.kind = Stmt::Kind::Reroll;
    if (auto* e = find<reroll_else>(n))
      for (auto& z : e->children)
        if (is_zone(*z)) zone(*z, s.zone, s.zone_written, dummy_owner, s.zone_pos);
  } else if (n.is_type<s_roll>()) {
    s.kind = Stmt::Kind::Roll;
  } else if (n.is_type<s_draw>()) {
    s.kind = Stmt::Kind::Draw;
    s.amount = amount(n);
    s.from_bag = find<from_bag>(n) != nullptr;
  } else if (n.is_type<s_move>()) {
    s.kind = Stmt::Kind::Move;
  } else if (n.is_type<s_field>() || n.is_type<s_each_fields>()) {
    s.kind = Stmt::Kind::Field;
    // "each player fields a Sidekick die in their used pile": nobody chooses; each player's first.
    s.each_player = n.is_type<s_each_fields>();
    if (s.each_player && s.sel && s.sel->kind == Selector::Kind::Target) s.sel->kind = Selector::Kind::First;
    s.amount.n = 0;
    if (auto* l = find<field_level>(n))
      if (auto* num = find<number>(*l)) {
        s.amount.n = to_int(trimmed(*num));
        s.amount.pos = pos_of(*num);
      }
  } else if (n.is_type<s_sacrifice>()) {
    s.kind = Stmt::Kind::Sacrifice;
  } else if (n.is_type<s_redirect>()) {
    s.kind = Stmt::Kind::Redirect;
    s.amount = amount(n);
  } else if (n.is_type<s_gain_life>() || n.is_type<s_lose_life>()) {
    s.kind = n.is_type<s_gain_life>() ? Stmt::Kind::GainLife : Stmt::Kind::LoseLife;
    s.amount = amount(n);
    s.sel = std::make_shared<Selector>();
    s.sel->kind = Selector::Kind::You;
    s.sel->noun = Selector::Noun::Player;
    s.sel->pos = s.pos;
  } else if (n.is_type<s_each_other>()) {
    s.kind = Stmt::Kind::EachOther;
    bool first = true;
    for (auto& c : n.children) {
      if (!is_selector(*c)) continue;
      (first ? s.sel : s.other) = selector(*c);
      first = false;
    }
    if (auto* w = find<stat_word>(n)) s.word = lower(trimmed(*w));
  } else if (n.is_type<s_put_on_card>()) {
    s.kind = Stmt::Kind::PutOnCard;
  } else if (n.is_type<s_must_block>()) {
    s.kind = Stmt::Kind::MustBlock;
  } else if (n.is_type<s_invulnerable>()) {
    s.kind = Stmt::Kind::Invulnerable;
  } else if (n.is_type<s_restrict>()) {
    s.kind = Stmt::Kind::Restrict;
  } else if (n.is_type<s_reduce>() || n.is_type<s_at_most>()) {
    s.kind = n.is_type<s_reduce>() ? Stmt::Kind::Reduce : Stmt::Kind::AtMost;
    if (auto* num = find<number>(n)) {
      s.amount.n = to_int(trimmed(*num));
      s.amount.pos = pos_of(*num);
    }
  } else if (n.is_type<s_field_alt>()) {
    s.kind = Stmt::Kind::FieldAlt;
    if (find<field_free>(n)) {
      s.cost.free = true;
    } else if (auto* p = find<field_paid>(n)) {
      s.cost = cost(*p);
    }
  } else if (n.is_type<s_protect>()) {
    s.kind = Stmt::Kind::Protect;
    s.cost = cost(n);
  } else if (n.is_type<s_subject>()) {
    const Node* pred = child(n, [](const Node& c) { return !is_selector(c) && !c.is_type<until_eot>(); });
    if (!pred) return s;
    if (pred->is_type<p_bonus>()) {
      s.kind = Stmt::Kind::Bonus;
      s.amount = amount(*pred);
      for (auto& b : pred->children) {
        if (!b->is_type<stat_bonus>()) continue;
        std::string t = trimmed(*b);
        int v = to_int(t);
        if (t[0] == '-') v = -v;
        char which = static_cast<char>(std::toupper(static_cast<unsigned char>(t.back())));
        (which == 'A' ? s.attack : s.defense) += v;
      }
    } else if (pred->is_type<p_gain_life>() || pred->is_type<p_lose_life>()) {
      s.kind = pred->is_type<p_gain_life>() ? Stmt::Kind::GainLife : Stmt::Kind::LoseLife;
      s.amount = amount(*pred);
    } else if (pred->is_type<p_grant>()) {
      s.kind = Stmt::Kind::Grant;
      grants(*pred, s);
    } else {
      s.kind = Stmt::Kind::Grant;
      const char* flag = pred->is_type<p_lose_abilities>()    ? "no abilities"
                         : pred->is_type<p_cant_be_targeted>() ? targeted_flag(*pred)
                         : pred->is_type<p_cant_be_blocked>() ? "unblockable"
                         : pred->is_type<p_cant_block>()      ? "can't block"
                         : pred->is_type<p_cant_attack>()     ? "can't attack"
                                                              : "no combat damage";
      s.words.emplace_back(flag);
      s.word_pos.push_back(pos_of(*pred));
      s.values.push_back(0);
    }
  } else if (n.is_type<s_keywords>()) {
    s.kind = Stmt::Kind::Keywords;
    for (auto& k : n.children) {
      if (!k->is_type<kw_phrase>()) continue;
      s.words.push_back(vocab::normalize(trimmed(*k)));
      s.word_pos.push_back(pos_of(*k));
      s.values.push_back(0);
    }
  } else if (n.is_type<s_if>()) {
    s.kind = Stmt::Kind::If;
    for (auto& c : n.children) {
      if (c->is_type<cond_expected>()) s.cond = std::make_shared<Cond>(cond(*c));
      else if (c->is_type<if_then>() && !c->children.empty()) s.then.push_back(stmt(*c->children.front()));
      else if (c->is_type<if_else>() && !c->children.empty()) s.otherwise.push_back(stmt(*c->children.front()));
    }
    s.sel = nullptr;
  }
  return s;
}

void Builder::clause(const Node& c, Ability& a) {
  a.clause_pos.push_back(pos_of(c));
  if (c.is_type<h_when>()) {
    if (auto* t = find<trigger_words>(c)) {
      a.trigger_written = vocab::normalize(trimmed(*t));
      a.trigger_pos = pos_of(*t);
      const char* e = vocab::lookup(vocab::triggers(), a.trigger_written);
      a.trigger_known = e != nullptr;
      a.trigger = e ? e : "";
      if (a.trigger_written == "this takes combat damage" || a.trigger_written == "this deals combat damage to your opponent")
        a.combat = true;
      if (a.trigger_written == "this is ko'd while blocking") a.ko_while_blocking = true;
    }
  } else if (c.is_type<h_after_blockers>()) {
    a.trigger = "after_blockers", a.trigger_written = "after blockers are declared", a.trigger_pos = pos_of(c);
  } else if (c.is_type<h_end_of_combat>()) {
    a.trigger = "end_of_combat", a.trigger_written = "at end of combat", a.trigger_pos = pos_of(c);
  } else if (c.is_type<h_end_of_turn>()) {
    a.trigger = "end_of_turn", a.trigger_written = "at end of turn", a.trigger_pos = pos_of(c);
  } else if (c.is_type<h_aftershock>()) {
    a.trigger = "aftershock", a.trigger_written = "aftershock", a.trigger_pos = pos_of(c);
  } else if (c.is_type<h_first_time>()) {
    a.trigger = "you_field", a.trigger_written = "you field a character", a.trigger_pos = pos_of(c);
    a.first_each_turn = true;
  } else if (c.is_type<h_global>()) {
    a.global = true;
  } else if (c.is_type<h_may>()) {
    a.may = true;
  } else if (c.is_type<h_pay>()) {
    a.has_cost = true;
    Cost k = cost(c);
    for (std::size_t i = 0; i < k.energy.size(); ++i) {
      a.cost.energy.push_back(k.energy[i]);
      a.cost.energy_pos.push_back(k.energy_pos[i]);
    }
    a.cost.life += k.life;
    a.cost.pos = pos_of(c);
  } else if (c.is_type<h_once>()) {
    a.once_per_turn = true;
  } else if (c.is_type<h_while_active>()) {
    a.while_active = true;
  } else if (c.is_type<h_sacrifice>()) {
    a.sacrifice = selector_in(c);
  } else if (c.is_type<h_repeat>()) {
    a.repeatable = true;
  } else if (c.is_type<h_if>()) {
    for (auto& k : c.children) a.conditions.push_back(cond(*k));
  } else if (c.is_type<h_cond>()) {
    for (auto& k : c.children) a.conditions.push_back(cond(*k));
  }
}

Ability Builder::ability(const Node& n) {
  Ability a;
  a.pos = pos_of(n);
  a.source = fold_blanks(trimmed(n));
  const Node* v = n.children.empty() ? &n : n.children.front().get();
  for (auto& c : v->children) {
    if (c->is_type<burst_mark>()) {
      std::string m = trimmed(*c);
      a.burst = m == "*/**" ? 3 : m == "**" ? 2 : 1;
    } else if (c->is_type<instead>()) {
      a.instead = true;
    } else if (c->is_type<lua_block>()) {
      a.lua_table = lua_text(*c);
      a.lua_pos = pos_of(*c);
    } else if (c->is_type<ability_text>()) {
      if (auto* t = find<printed_text>(*c)) {
        a.text = unquote(*t);
        a.text_pos = pos_of(*c);
      }
    } else if (c->is_type<s_lua>() || c->is_type<s_deal>() || c->is_type<s_ko>() || c->is_type<s_capture>() ||
               c->is_type<s_release>() || c->is_type<s_control>() || c->is_type<s_copy>() || c->is_type<s_prevent>() ||
               c->is_type<s_spin>() || c->is_type<s_reroll>() || c->is_type<s_roll>() || c->is_type<s_draw>() ||
               c->is_type<s_move>() || c->is_type<s_field>() || c->is_type<s_sacrifice>() ||
               c->is_type<s_redirect>() || c->is_type<s_gain_life>() || c->is_type<s_lose_life>() ||
               c->is_type<s_must_block>() || c->is_type<s_invulnerable>() || c->is_type<s_restrict>() ||
               c->is_type<s_reduce>() || c->is_type<s_at_most>() || c->is_type<s_field_alt>() ||
               c->is_type<s_protect>() || c->is_type<s_subject>() || c->is_type<s_keywords>() ||
               c->is_type<s_if>() || c->is_type<s_each_other>() || c->is_type<s_put_on_card>() ||
               c->is_type<s_each_fields>()) {
      a.body.push_back(stmt(*c));
    } else {
      clause(*c, a);
    }
  }
  if (v->is_type<lua_ability>() && a.lua_table.empty())
    if (auto* k = find_deep<lua_block>(*v)) {
      a.lua_table = lua_text(*k);
      a.lua_pos = pos_of(*k);
    }
  return a;
}

}  // namespace dm::dsl::detail::build
