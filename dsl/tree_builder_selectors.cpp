// Selectors as written ("up to two target characters of yours", "each opposing character in
// the used pile"), with their filters and zones; the amounts that count them; conditions.
#include "dsl/tree_builder_parts.hpp"
#include "dsl/vocabulary.hpp"

namespace dm::dsl::detail::build {

namespace gr = grammar;
using namespace grammar;

void Builder::zone(const Node& z, std::string& canonical, std::string& written, std::string& owner, Pos& p) {
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

Amount Builder::amount(const Node& parent) {
  Amount a;
  for (auto& c : parent.children) {
    if (c->is_type<amount_n>()) {
      a.n = to_int(trimmed(*c));
      a.pos = pos_of(*c);
    } else if (c->is_type<amount_a>()) {
      a.n = 1;
      a.pos = pos_of(*c);
    } else if (c->is_type<equal_stat>()) {
      a.per = Amount::Per::Stat;
      a.pos = pos_of(*c);
      if (auto* w = find_deep<stat_word>(*c)) a.stat = lower(trimmed(*w));
      if (auto* of = find<stat_of>(*c)) {
        a.each = selector_in(*of);
      } else {
        a.each = std::make_shared<Selector>();
        a.each->kind = Selector::Kind::It;
        a.each->pos = pos_of(*c);
      }
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
void Builder::add_filter(Selector& s, Filter::Kind kind, const Node& where) {
  s.filters.push_back({kind, 0, 0, "", pos_of(where)});
}

void Builder::selector_parts(const Node& n, Selector& s) {
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
void Builder::side_from_zone(Selector& s) {
  if (s.zone_owner != "your") return;
  for (const auto& f : s.filters)
    if (f.kind == Filter::Kind::Yours || f.kind == Filter::Kind::Opposing) return;
  s.filters.push_back({Filter::Kind::Yours, 0, 0, "", s.zone_pos});
}

std::shared_ptr<Selector> Builder::selector(const Node& n) {
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

std::shared_ptr<Selector> Builder::selector_in(const Node& n) {
  for (auto& c : n.children)
    if (is_selector(*c)) return selector(*c);
  return nullptr;
}

Cond Builder::cond(const Node& n) {
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
  } else if (n.is_type<c_less_life>()) {
    c.kind = Cond::Kind::LessLife;
  } else if (n.is_type<c_dealt>()) {
    c.kind = Cond::Kind::Dealt;
    if (auto* k = find<dealt_number>(n)) c.n = to_int(trimmed(*k));
  } else if (n.is_type<c_lua>()) {
    c.kind = Cond::Kind::Lua;
    if (auto* k = find_deep<lua_block>(n)) c.word = lua_text(*k);
  }
  return c;
}

}  // namespace dm::dsl::detail::build
