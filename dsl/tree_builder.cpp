#include "dsl/tree_builder.hpp"

#include <algorithm>
#include <cctype>

#include "dsl/grammar.hpp"
#include "dsl/vocabulary.hpp"

namespace dm::dsl::detail {

namespace pegtl = tao::pegtl;
namespace gr = grammar;
using namespace grammar;

namespace {

using Node = pegtl::parse_tree::node;

// ---------------------------------------------------------------- helpers
Pos pos_of(const Node& n) {
  Pos p;
  auto b = n.begin();
  p.line = static_cast<int>(b.line);
  p.col = static_cast<int>(b.column);
  p.byte = b.byte;
  std::size_t len = n.has_content() ? n.string_view().size() : 1;
  // Underline the first line only.
  if (n.has_content()) {
    auto sv = n.string_view();
    auto nl = sv.find('\n');
    if (nl != std::string_view::npos) len = nl;
    while (len > 1 && (sv[len - 1] == ' ' || sv[len - 1] == '\t' || sv[len - 1] == '\r')) --len;
  }
  p.len = static_cast<int>(std::max<std::size_t>(len, 1));
  return p;
}

std::string trimmed(const Node& n) {
  if (!n.has_content()) return {};
  std::string_view s = n.string_view();
  std::size_t b = 0, e = s.size();
  while (b < e && std::isspace(static_cast<unsigned char>(s[b]))) ++b;
  while (e > b && std::isspace(static_cast<unsigned char>(s[e - 1]))) --e;
  return std::string(s.substr(b, e - b));
}

// Blank runs (new lines included) become one space; comments go.
std::string fold_blanks(std::string_view s) {
  std::string out;
  bool blank = false, in_str = false;
  for (std::size_t i = 0; i < s.size(); ++i) {
    char c = s[i];
    if (!in_str && c == '#') {
      while (i < s.size() && s[i] != '\n') ++i;
      blank = !out.empty();
      continue;
    }
    if (c == '"') in_str = !in_str;
    if (!in_str && (c == ' ' || c == '\t' || c == '\n' || c == '\r')) {
      blank = !out.empty();
      continue;
    }
    if (blank) out += ' ';
    blank = false;
    out += c;
  }
  return out;
}

std::string lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

// A string literal's value, escapes undone.
std::string unquote(const Node& n) {
  std::string s = trimmed(n), out;
  if (s.size() < 2) return out;
  for (std::size_t i = 1; i + 1 < s.size(); ++i) {
    if (s[i] == '\\' && i + 2 < s.size()) {
      ++i;
      out += s[i] == 'n' ? '\n' : s[i];
    } else {
      out += s[i];
    }
  }
  return out;
}

// The code inside a Lua long bracket: [[ ... ]] or [==[ ... ]==].
std::string lua_text(const Node& n) {
  std::string s = trimmed(n);
  std::size_t level = 0;
  while (1 + level < s.size() && s[1 + level] == '=') ++level;
  std::size_t open = level + 2, close = level + 2;
  if (s.size() < open + close) return {};
  return s.substr(open, s.size() - open - close);
}

int to_int(std::string_view s) {
  std::string w = lower(std::string(s));
  if (w == "one") return 1;
  if (w == "two") return 2;
  if (w == "three") return 3;
  if (w == "four") return 4;
  if (w == "five") return 5;
  int v = 0;
  for (char c : w)
    if (std::isdigit(static_cast<unsigned char>(c))) v = v * 10 + (c - '0');
  return v;
}

const Node* child(const Node& n, auto pred) {
  for (auto& c : n.children)
    if (pred(*c)) return c.get();
  return nullptr;
}
template <typename R> const Node* find(const Node& n) {
  for (auto& c : n.children)
    if (c->is_type<R>()) return c.get();
  return nullptr;
}
// First descendant of type R (depth-first), not descending into nested selectors.
template <typename R> const Node* find_deep(const Node& n) {
  for (auto& c : n.children) {
    if (c->is_type<R>()) return c.get();
    if (c->is_type<gr::selector>() || c->is_type<selector_expected>()) continue;
    if (auto* d = find_deep<R>(*c)) return d;
  }
  return nullptr;
}

bool is_selector(const Node& n) { return n.is_type<gr::selector>() || n.is_type<selector_expected>(); }
bool is_zone(const Node& n) { return n.is_type<zone_ref>() || n.is_type<zone_expected>(); }

// ---------------------------------------------------------------- builders
struct Builder {
  void zone(const Node& z, std::string& canonical, std::string& written, std::string& owner, Pos& p) {
    p = pos_of(z);
    std::string words;
    for (auto& c : z.children) {
      if (c->is_type<zone_owner>()) owner = vocab::normalize(trimmed(*c));
      else if (c->is_type<zone_word>()) words += (words.empty() ? "" : " ") + vocab::normalize(trimmed(*c));
    }
    written = words;
    const char* e = vocab::lookup(vocab::zones(), words);
    canonical = e ? e : "";
  }

  Amount amount(const Node& parent) {
    Amount a;
    for (auto& c : parent.children) {
      if (c->is_type<amount_n>()) {
        a.n = to_int(trimmed(*c));
        a.pos = pos_of(*c);
      } else if (c->is_type<amount_a>()) {
        a.n = 1;
        a.pos = pos_of(*c);
      } else if (c->is_type<per_each>()) {
        if (find<per_kod>(*c)) {
          a.per = Amount::Per::KOd;
        } else if (auto* ps = find<per_sel>(*c)) {
          a.per = Amount::Per::Each;
          a.each = std::make_shared<Selector>();
          a.each->kind = Selector::Kind::Each;
          a.each->pos = pos_of(*ps);
          selector_parts(*ps, *a.each);
          side_from_zone(*a.each);
        }
      }
    }
    return a;
  }

  // A filter that is only a word ("opposing", "attacking"), placed where its node was written.
  static void add_filter(Selector& s, Filter::Kind kind, const Node& where) {
    s.filters.push_back({kind, 0, 0, "", pos_of(where)});
  }

  void selector_parts(const Node& n, Selector& s) {
    for (auto& cp : n.children) {
      const Node& c = *cp;
      if (c.is_type<q_up_to>()) {
        s.kind = Selector::Kind::Target;
        s.explicit_target = true;
        if (auto* k = find<count>(c)) s.count = to_int(trimmed(*k));
        s.min = 1;
      } else if (c.is_type<q_n_target>()) {
        s.kind = Selector::Kind::Target;
        s.explicit_target = true;
        if (auto* k = find<count>(c)) s.count = s.min = to_int(trimmed(*k));
      } else if (c.is_type<q_target>()) {
        s.kind = Selector::Kind::Target;
        s.explicit_target = true;
      } else if (c.is_type<q_each>()) {
        s.kind = Selector::Kind::Each;
        s.quant = lower(trimmed(c));
      } else if (c.is_type<q_another>()) {
        s.kind = Selector::Kind::Target;
        s.explicit_target = lower(trimmed(c)).find("target") != std::string::npos;
        add_filter(s, Filter::Kind::Other, c);
      } else if (c.is_type<q_a>()) {
        s.kind = Selector::Kind::Target;
        s.quant = lower(trimmed(c));
      } else if (c.is_type<q_n>()) {
        s.kind = Selector::Kind::Target;
        if (auto* k = find<count>(c)) s.count = s.min = to_int(trimmed(*k));
      } else if (c.is_type<n_character_or_player>()) {
        s.noun = Selector::Noun::CharacterOrPlayer;
      } else if (c.is_type<n_character_die>()) {
        s.noun = Selector::Noun::Die;
        s.plural = lower(trimmed(c)).find("dice") != std::string::npos;
        add_filter(s, Filter::Kind::CharacterDie, c);
      } else if (c.is_type<n_character>()) {
        s.noun = Selector::Noun::Character;
        s.plural = lower(trimmed(c)) == "characters";
      } else if (c.is_type<n_die>()) {
        s.noun = Selector::Noun::Die;
        s.plural = lower(trimmed(c)) == "dice";
      } else if (c.is_type<n_player>()) {
        s.noun = Selector::Noun::Player;
        s.plural = lower(trimmed(c)) == "players";
      } else if (c.is_type<n_opponent>()) {
        s.noun = Selector::Noun::Player;
        s.plural = lower(trimmed(c)) == "opponents";
        add_filter(s, Filter::Kind::Opposing, c);
      } else if (c.is_type<n_sidekick>()) {
        s.noun = Selector::Noun::Character;
        s.plural = lower(trimmed(c)) == "sidekicks";
        add_filter(s, Filter::Kind::Sidekick, c);
      } else if (c.is_type<f_level>()) {
        Filter f{Filter::Kind::Level, 0, 0, "", pos_of(c)};
        if (auto* k = find<level_number>(c)) f.n = to_int(trimmed(*k));
        if (auto* k = find<level_cmp>(c)) f.cmp = lower(trimmed(*k)).find("lower") != std::string::npos ? -1 : 1;
        s.filters.push_back(f);
      } else if (c.is_type<f_opposing>()) {
        add_filter(s, Filter::Kind::Opposing, c);
      } else if (c.is_type<f_your>() || c.is_type<pm_yours>()) {
        add_filter(s, Filter::Kind::Yours, c);
      } else if (c.is_type<pm_theirs>()) {
        add_filter(s, Filter::Kind::Theirs, c);
      } else if (c.is_type<f_other>() || c.is_type<pm_other_than>()) {
        add_filter(s, Filter::Kind::Other, c);
      } else if (c.is_type<f_non_sidekick>()) {
        add_filter(s, Filter::Kind::NotSidekick, c);
      } else if (c.is_type<f_sidekick>()) {
        add_filter(s, Filter::Kind::Sidekick, c);
      } else if (c.is_type<f_attacking>()) {
        add_filter(s, Filter::Kind::Attacking, c);
      } else if (c.is_type<f_blocking>()) {
        add_filter(s, Filter::Kind::Blocking, c);
      } else if (c.is_type<f_blocked>()) {
        add_filter(s, Filter::Kind::Blocked, c);
      } else if (c.is_type<f_affiliation>()) {
        if (auto* k = find<string_lit>(c)) s.filters.push_back({Filter::Kind::Affiliation, 0, 0, unquote(*k), pos_of(c)});
      } else if (c.is_type<f_not_affiliation>()) {
        if (auto* k = find<string_lit>(c)) s.filters.push_back({Filter::Kind::NotAffiliation, 0, 0, unquote(*k), pos_of(c)});
      } else if (c.is_type<f_word>() || c.is_type<f_energy>()) {
        std::string w = lower(trimmed(c));
        bool energy = vocab::lookup(vocab::energies(), w) != nullptr;
        s.filters.push_back({energy ? Filter::Kind::Energy : Filter::Kind::Unknown, 0, 0, w, pos_of(c)});
      } else if (c.is_type<pm_this_card>()) {
        add_filter(s, Filter::Kind::OfThisCard, c);
      } else if (c.is_type<pm_engaged>()) {
        add_filter(s, Filter::Kind::Engaged, c);
      } else if (c.is_type<pm_not_paid>()) {
        add_filter(s, Filter::Kind::NotJustPaid, c);
      } else if (c.is_type<pm_other_than_that>()) {
        add_filter(s, Filter::Kind::NotThatDie, c);
      } else if (c.is_type<pm_chosen>()) {
        s.chooser_opponent = true;
      } else if (c.is_type<pm_zone>()) {
        for (auto& z : c.children)
          if (is_zone(*z)) {
            std::string written;
            zone(*z, s.zone, written, s.zone_owner, s.zone_pos);
            if (s.zone.empty()) {
              s.zone = "?" + written;  // the checker names it
            }
          }
      } else if (c.is_type<pm_where>()) {
        if (auto* k = find_deep<lua_block>(c)) s.filters.push_back({Filter::Kind::Lua, 0, 0, lua_text(*k), pos_of(c)});
      }
    }
  }

  // "in your used pile" says whose dice without saying "your" before the noun.
  static void side_from_zone(Selector& s) {
    if (s.zone_owner != "your") return;
    for (const auto& f : s.filters)
      if (f.kind == Filter::Kind::Yours || f.kind == Filter::Kind::Opposing) return;
    s.filters.push_back({Filter::Kind::Yours, 0, 0, "", s.zone_pos});
  }

  std::shared_ptr<Selector> selector(const Node& n) {
    auto s = std::make_shared<Selector>();
    s->pos = pos_of(n);
    const Node* k = n.children.empty() ? nullptr : n.children.front().get();
    if (!k) return s;
    if (k->is_type<sel_this>()) s->kind = Selector::Kind::This;
    else if (k->is_type<sel_it>()) {
      s->kind = Selector::Kind::It;
      s->plural = lower(trimmed(*k)) != "it";
    } else if (k->is_type<sel_opponent>()) s->kind = Selector::Kind::Opponent;
    else if (k->is_type<sel_that_player>()) s->kind = Selector::Kind::ThatPlayer;
    else if (k->is_type<sel_that_die>()) s->kind = Selector::Kind::ThatDie;
    else if (k->is_type<sel_each_player>()) s->kind = Selector::Kind::EachPlayer;
    else if (k->is_type<sel_you>()) s->kind = Selector::Kind::You;
    else if (k->is_type<sel_set>()) selector_parts(*k, *s);
    else if (k->is_type<sel_plain>()) {
      s->kind = Selector::Kind::Each;
      selector_parts(*k, *s);
    }
    side_from_zone(*s);
    if (s->kind == Selector::Kind::You || s->kind == Selector::Kind::Opponent || s->kind == Selector::Kind::ThatPlayer ||
        s->kind == Selector::Kind::EachPlayer)
      s->noun = Selector::Noun::Player;
    return s;
  }

  std::shared_ptr<Selector> selector_in(const Node& n) {
    for (auto& c : n.children)
      if (is_selector(*c)) return selector(*c);
    return nullptr;
  }

  Cond cond(const Node& n) {
    Cond c;
    c.pos = pos_of(n);
    if (n.is_type<gr::cond>() || n.is_type<cond_expected>() || n.is_type<c_and>()) {
      bool is_or = !n.is_type<c_and>();
      std::vector<Cond> kids;
      for (auto& k : n.children) kids.push_back(cond(*k));
      if (kids.size() == 1) return kids.front();
      c.kind = is_or ? Cond::Kind::Or : Cond::Kind::And;
      c.kids = std::move(kids);
      return c;
    }
    if (n.is_type<c_not>()) {
      c.kind = Cond::Kind::Not;
      for (auto& k : n.children) c.kids.push_back(cond(*k));
      return c;
    }
    if (n.is_type<c_underdog>()) c.kind = Cond::Kind::Underdog;
    else if (n.is_type<c_your_turn>()) c.kind = Cond::Kind::YourTurn;
    else if (n.is_type<c_attack_step>()) c.kind = Cond::Kind::AttackStep;
    else if (n.is_type<c_this_is>()) {
      std::vector<Cond> kids;
      for (auto& k : n.children) {
        Cond s;
        s.kind = Cond::Kind::ThisIs;
        s.word = lower(trimmed(*k));
        s.pos = pos_of(*k);
        kids.push_back(s);
      }
      if (kids.size() == 1) return kids.front();
      c.kind = Cond::Kind::Or;
      c.kids = std::move(kids);
    } else if (n.is_type<c_was>()) {
      c.kind = Cond::Kind::WasRole;
      if (auto* k = find<state_word>(n)) c.word = lower(trimmed(*k));
    } else if (n.is_type<c_it_is>()) {
      c.kind = Cond::Kind::ItIs;
      c.negated = find<it_not>(n) != nullptr;
      if (auto* k = find<it_kind>(n)) c.word = lower(trimmed(*k));
    } else if (n.is_type<c_you_control>()) {
      c.kind = Cond::Kind::YouControl;
      c.sel = selector_in(n);
    } else if (n.is_type<c_lua>()) {
      c.kind = Cond::Kind::Lua;
      if (auto* k = find_deep<lua_block>(n)) c.word = lua_text(*k);
    }
    return c;
  }

  Cost cost(const Node& n) {
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

  void grants(const Node& n, Stmt& s) {
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

  Stmt stmt(const Node& n) {
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
    } else if (n.is_type<s_ko>()) {
      s.kind = Stmt::Kind::KO;
    } else if (n.is_type<s_capture>()) {
      s.kind = Stmt::Kind::Capture;
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
    } else if (n.is_type<s_move>()) {
      s.kind = Stmt::Kind::Move;
    } else if (n.is_type<s_field>()) {
      s.kind = Stmt::Kind::Field;
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

  void clause(const Node& c, Ability& a) {
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

  Ability ability(const Node& n) {
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
      } else if (c->is_type<s_lua>() || c->is_type<s_deal>() || c->is_type<s_ko>() || c->is_type<s_capture>() ||
                 c->is_type<s_spin>() || c->is_type<s_reroll>() || c->is_type<s_roll>() || c->is_type<s_draw>() ||
                 c->is_type<s_move>() || c->is_type<s_field>() || c->is_type<s_sacrifice>() ||
                 c->is_type<s_redirect>() || c->is_type<s_gain_life>() || c->is_type<s_lose_life>() ||
                 c->is_type<s_must_block>() || c->is_type<s_invulnerable>() || c->is_type<s_restrict>() ||
                 c->is_type<s_reduce>() || c->is_type<s_at_most>() || c->is_type<s_field_alt>() ||
                 c->is_type<s_protect>() || c->is_type<s_subject>() || c->is_type<s_keywords>() ||
                 c->is_type<s_if>()) {
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

  void property(const Node& n, Card& c) {
    Pos p = pos_of(n);
    auto record = [&](const char* name) { c.props.push_back({name, p}); };
    if (n.is_type<p_type>()) {
      record("type");
      std::string t = vocab::normalize(trimmed(*n.children.front()));
      c.kind = t == "basic action" ? "basic_action" : t;
      c.kind_pos = p;
    } else if (n.is_type<p_cost>()) {
      record("cost");
      c.cost_pos = p;
      if (auto* k = find<cost_amount>(n)) c.cost = to_int(trimmed(*k));
      if (auto* k = find<energy_word>(n)) {
        c.energy = lower(trimmed(*k));
        c.energy_pos = pos_of(*k);
      }
    } else if (n.is_type<p_affiliation>()) {
      record("affiliation");
      for (auto& k : n.children)
        if (k->is_type<affiliation_name>()) c.affiliations.push_back(unquote(*k));
    } else if (n.is_type<p_rarity>()) {
      record("rarity");
      c.rarity_pos = p;
      for (auto& k : n.children)
        if (k->is_type<rarity_word>()) c.rarity += (c.rarity.empty() ? "" : " ") + lower(trimmed(*k));
    } else if (n.is_type<p_max>()) {
      record("max");
      c.max_pos = p;
      if (auto* k = find<max_amount>(n)) c.max = to_int(trimmed(*k));
    } else if (n.is_type<p_use>()) {
      record("use");
      c.max_pos = p;
      if (auto* k = find<use_amount>(n)) c.use = to_int(trimmed(*k));
    } else if (n.is_type<p_tentative>()) {
      record("tentative");
      c.tentative = true;
    } else if (n.is_type<p_id>()) {
      record("id");
      if (auto* k = find<id_text>(n)) c.id = unquote(*k);
    } else if (n.is_type<p_text>()) {
      record("text");
      if (auto* k = find<printed_text>(n)) c.text = unquote(*k);
    } else if (n.is_type<p_faces>()) {
      record("faces");
      c.faces_pos = p;
      c.faces.clear();  // a second `faces` line is reported; counting both would mislead
      for (auto& f : n.children) {
        if (!f->is_type<face>() || f->children.empty()) continue;
        const Node& k = *f->children.front();
        Face face;
        face.pos = pos_of(*f);
        if (k.is_type<character_face>()) {
          face.kind = Face::Kind::Character;
          int i = 0;
          for (auto& s : k.children) {
            if (s->is_type<stat_number>()) {
              int v = to_int(trimmed(*s));
              (i == 0 ? face.fielding : i == 1 ? face.attack : face.defense) = v;
              ++i;
            } else if (s->is_type<bursts>()) {
              face.bursts = static_cast<int>(trimmed(*s).size());
            }
          }
        } else if (k.is_type<action_face>()) {
          face.kind = Face::Kind::Action;
          if (auto* b = find<bursts>(k)) face.bursts = static_cast<int>(trimmed(*b).size());
        } else if (k.is_type<wild_face>()) {
          face.kind = Face::Kind::Energy;
          face.wild = true;
        } else if (k.is_type<generic_face>()) {
          face.kind = Face::Kind::Energy;
          face.generic = to_int(trimmed(k));
        } else if (k.is_type<energy_face>()) {
          face.kind = Face::Kind::Energy;
          for (auto& s : k.children)
            if (s->is_type<symbol_word>()) face.symbols.push_back(lower(trimmed(*s)));
        }
        c.faces.push_back(face);
      }
    }
  }

  void chunk(const Node& root, File& file, std::string& set, std::string& set_title) {
    for (auto& top : root.children) {
      if (top->is_type<set_decl>()) {
        SetDecl d;
        d.pos = pos_of(*top);
        if (auto* k = find<set_code>(*top)) d.code = lower(trimmed(*k));
        if (auto* k = find<set_name>(*top)) d.name = unquote(*k);
        set = d.code;
        set_title = d.name;
        file.order.emplace_back(true, static_cast<int>(file.sets.size()));
        file.sets.push_back(d);
      } else if (top->is_type<gr::card>()) {
        Card c;
        c.pos = pos_of(*top);
        c.pos.len = 4;
        c.set = set;
        c.set_name = set_title;
        for (auto& k : top->children) {
          if (k->is_type<card_number>()) {
            c.number = to_int(trimmed(*k));
            c.number_pos = pos_of(*k);
          } else if (k->is_type<card_title>()) {
            c.title = unquote(*k);
            c.title_pos = pos_of(*k);
          } else if (k->is_type<card_subtitle>()) {
            c.subtitle = unquote(*k);
          } else if (k->is_type<gr::ability>()) {
            c.abilities.push_back(ability(*k));
            Ability& a = c.abilities.back();
            // A burst clause repeats the head of the latest ability without a burst.
            if (a.burst)
              for (int i = static_cast<int>(c.abilities.size()) - 2; i >= 0; --i)
                if (!c.abilities[static_cast<std::size_t>(i)].burst) {
                  a.parent = i;
                  break;
                }
          } else {
            property(*k, c);
          }
        }
        file.order.emplace_back(false, static_cast<int>(file.cards.size()));
        file.cards.push_back(std::move(c));
      }
    }
  }
};


}  // namespace

void build_chunk(const Node& root, File& file, std::string& set, std::string& set_title) {
  Builder b;
  b.chunk(root, file, set, set_title);
}

}  // namespace dm::dsl::detail
