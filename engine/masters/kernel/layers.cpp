// Continuous layers: what a die's stats, keywords and affiliations are right now, computed
// from the state (its face, modifiers, static abilities), never written into the dice. And
// the table: who is whose opponent, who acts first.
#include <algorithm>

#include "engine/masters/kernel/rules.hpp"

namespace dm {

namespace {

std::pair<int, int> bonuses(const Game& g, DieId d) {
  const auto& s = g.state();
  int a = 0, df = 0;
  for (const auto& m : s.mods)
    if (m.kind == ModKind::Bonus && m.die == d) {
      a += m.attack;
      df += m.defense;
    }
  const auto& stat_cards = Rules::index(g).stat_cards;
  if (stat_cards.empty() || !in_field(s.dice[static_cast<std::size_t>(d)].zone)) return {a, df};
  const CardId own = g.ability_card(d);
  for (CardId c : stat_cards) {
    const CardDef& def = s.def(c);
    for (int i = 0; i < static_cast<int>(def.abilities.size()); ++i) {
      const auto& ab = def.abilities[static_cast<std::size_t>(i)];
      if (ab.kind != AbilityKind::Static) continue;
      const bool stat_fn = ab.has[static_cast<int>(Slot::Stat)];
      if (!stat_fn && !ab.attack_bonus && !ab.defense_bonus) continue;
      const bool condition = ab.has[static_cast<int>(Slot::Condition)];
      if (ab.card_scope) {
        const PlayerId owner = s.cards[static_cast<std::size_t>(c)].owner;
        if (owner == kNone || (ab.needs_active && !Rules::card_active(s, c))) continue;
        const AbilityCall call{c, i, kNone, owner, 0};
        if (condition && !g.runtime().condition(g, call)) continue;
        if (stat_fn) {
          auto [x, y] = g.runtime().stat(g, call, d);
          a += x;
          df += y;
        }
      } else if (own == c) {
        if (!g.has_abilities(d)) continue;
        const int bursts = s.face(d).bursts;
        if (!Rules::applies(def, i, bursts)) continue;
        const AbilityCall call{c, i, d, s.dice[static_cast<std::size_t>(d)].controller, bursts};
        if (condition && !g.runtime().condition(g, call)) continue;
        a += ab.attack_bonus;
        df += ab.defense_bonus;
        if (stat_fn) {
          auto [x, y] = g.runtime().stat(g, call, d);
          a += x;
          df += y;
        }
      }
    }
  }
  return {a, df};
}

// "Copy the stats": the copied die's numbers with whatever its own burst gave it; the
// copying die's own bonuses still add on top.
DieId copied_stats(const GameState& s, DieId d) {
  for (const auto& m : s.mods)
    if (m.kind == ModKind::CopyStats && m.die == d && m.other != d && in_field(s.dice[static_cast<std::size_t>(m.other)].zone))
      return m.other;
  return kNone;
}

}  // namespace

int Game::attack(DieId d) const {
  const Face& f = s_.face(d);
  if (!f.is_character()) return 0;
  // No modifier and no card with static stat bonuses: the face's own number, as below.
  if (s_.mods.empty() && index_.stat_cards.empty()) return std::max(0, f.attack);
  const DieId c = copied_stats(s_, d);
  const int base = c != kNone && s_.face(c).is_character() ? s_.face(c).attack : f.attack;
  return std::max(0, base + bonuses(*this, d).first);
}

int Game::defense(DieId d) const {
  const Face& f = s_.face(d);
  if (!f.is_character()) return 0;
  // Nor a card that grants keywords by its text ("defense equals attack"): the face's own.
  if (s_.mods.empty() && index_.stat_cards.empty() && !index_.keyword_layers) return std::max(0, f.defense);
  if (has_tag(d, Tag::DefenseEqualsAttack)) return attack(d);
  const DieId c = copied_stats(s_, d);
  const int base = c != kNone && s_.face(c).is_character() ? s_.face(c).defense : f.defense;
  return std::max(0, base + bonuses(*this, d).second);
}

int Game::level(DieId d) const {
  const Face& f = s_.face(d);
  return f.is_character() ? f.level : 0;
}

CardId Game::ability_card(DieId d) const {
  for (const auto& m : s_.mods)
    if (m.kind == ModKind::CopyAbilities && m.die == d && m.other >= 0 && m.other < static_cast<int>(s_.dice.size()))
      return s_.dice[static_cast<std::size_t>(m.other)].card;
  return s_.dice[static_cast<std::size_t>(d)].card;
}

bool Game::has_abilities(DieId d) const {
  for (const auto& m : s_.mods)
    if (m.kind == ModKind::Tag && m.die == d && m.name == name_of(Tag::NoAbilities)) return false;
  return true;
}

bool Game::has_tag(DieId d, NameId name) const {
  if (name == kNone) return false;
  for (const auto& m : s_.mods)
    if (m.kind == ModKind::Tag && m.die == d && m.name == name) return true;
  // Without a card that grants keywords by its text, granted ones are all there is.
  if (!index_.keyword_layers) return false;
  if (!in_field(s_.dice[static_cast<std::size_t>(d)].zone) || !has_abilities(d)) return false;
  const CardId src = ability_card(d);
  const CardDef& def = s_.def(src);
  if (!def.keyword_layers) return false;
  for (int i = 0; i < static_cast<int>(def.abilities.size()); ++i) {
    const auto& ab = def.abilities[static_cast<std::size_t>(i)];
    if (ab.kind != AbilityKind::Static) continue;
    if (std::find(ab.keywords.begin(), ab.keywords.end(), name) == ab.keywords.end()) continue;
    const int bursts = s_.face(d).bursts;
    if (!Rules::applies(def, i, bursts)) continue;
    const AbilityCall call{src, i, d, s_.dice[static_cast<std::size_t>(d)].controller, bursts};
    if (ab.has[static_cast<int>(Slot::Condition)] && !runtime().condition(*this, call)) continue;
    return true;
  }
  return false;
}

bool Game::has_affiliation(DieId d, NameId name) const {
  if (name == kNone) return false;
  if (s_.def_of(d).has_affiliation(name)) return true;
  for (const auto& m : s_.mods)
    if (m.kind == ModKind::Affiliation && m.die == d && m.name == name) return true;
  return false;
}

NameId Game::name_id(std::string_view name) const {
  const NameId id = s_.library->name_id(name);
  if (id != kNone) return id;
  for (std::size_t i = 0; i < s_.extra_names.size(); ++i)
    if (s_.extra_names[i] == name) return s_.library->name_count() + static_cast<NameId>(i);
  return kNone;
}

NameId Game::intern(std::string_view name) {
  const NameId id = name_id(name);
  if (id != kNone) return id;
  s_.extra_names.emplace_back(name);
  return s_.library->name_count() + static_cast<NameId>(s_.extra_names.size()) - 1;
}

bool Game::is_sidekick(DieId d) const {
  if (s_.def_of(d).kind == CardKind::Sidekick) return true;
  return in_field(s_.dice[static_cast<std::size_t>(d)].zone) && has_tag(d, Tag::Ally);
}

int Game::buy_cost(PlayerId p, CardId c) const {
  int cost = s_.def(c).cost;
  for (const auto& m : s_.mods)
    if (m.kind == ModKind::DoubleCost && m.player == p && m.card == c &&
        (m.other == kNone || s_.dice[static_cast<std::size_t>(m.other)].zone == Zone::Captured))  // put_on_card: while the die is there
      cost *= 2;
  return cost;
}

bool Game::underdog(PlayerId p) const {
  std::vector<int> per_side(static_cast<std::size_t>(s_.side_count()), 0);
  for (DieId d : s_.in_field_of(s_.player_controllers()))
    if (s_.face(d).is_character()) ++per_side[static_cast<std::size_t>(s_.side(s_.dice[static_cast<std::size_t>(d)].controller))];
  const int mine = per_side[static_cast<std::size_t>(s_.side(p))];
  for (SideId sd = 0; sd < s_.side_count(); ++sd)
    if (sd != s_.side(p) && per_side[static_cast<std::size_t>(sd)] > mine) return true;
  return false;
}

std::vector<PlayerId> Game::opponents_of(PlayerId p) const {
  std::vector<PlayerId> out;
  for (PlayerId q = 0; q < s_.player_count(); ++q)
    if (s_.opponents(p, q)) out.push_back(q);
  return out;
}

PlayerId Game::opponent_of(PlayerId p) const {
  for (PlayerId q = 0; q < s_.player_count(); ++q)
    if (s_.opponents(p, q)) return q;
  return kNone;
}

Rules::Order Rules::priority(const GameState& s) {
  Order out;
  const int n = s.player_count();
  if (n == 2 && s.is_active(0) != s.is_active(1)) {  // two players, one a side: what the loops give
    out.n = 2;
    out.p[0] = s.is_active(0) ? 0 : 1;
    out.p[1] = 1 - out.p[0];
    return out;
  }
  for (PlayerId q = 0; q < n; ++q)
    if (s.is_active(q)) out.p[static_cast<std::size_t>(out.n++)] = q;
  const PlayerId first = out.p[0];
  for (int k = 1; k <= n; ++k) {
    const PlayerId q = first + k < n ? first + k : first + k - n;  // (first + k) % n, without dividing
    if (!s.is_active(q)) out.p[static_cast<std::size_t>(out.n++)] = q;
  }
  return out;
}

PlayerId Rules::Order::after(PlayerId q) const {
  for (int i = 0; i < n; ++i)
    if (p[static_cast<std::size_t>(i)] == q) return p[static_cast<std::size_t>((i + 1) % n)];
  return p[0];
}

std::vector<PlayerId> Game::priority_order() const {
  const auto order = Rules::priority(s_);
  return std::vector<PlayerId>(order.begin(), order.end());
}

PlayerId Rules::next_active(const GameState& s, PlayerId p) {
  for (PlayerId q = p + 1; q < s.player_count(); ++q)
    if (s.is_active(q)) return q;
  return kNone;
}

}  // namespace dm
