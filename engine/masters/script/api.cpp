#include "engine/masters/script/api.hpp"

#include <algorithm>
#include <limits>
#include <stdexcept>
#include <string>

#include "dm/game.hpp"
#include "dm/limits.hpp"
#include "engine/masters/kernel/effects.hpp"
#include "engine/sandbox/sandbox.hpp"

namespace dm::api {

Context& current() {
  thread_local Context ctx;
  return ctx;
}

Scope::Scope(const Game& g, const AbilityCall& c, bool read_only) : saved_(current()) {
  current() = Context{const_cast<Game*>(&g), read_only, &c};
}
Scope::~Scope() { current() = saved_; }

namespace {

struct ApiError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

Game& game() {
  auto& c = current();
  if (!c.game) throw ApiError("the game API is only available while the engine runs an ability");
  return *c.game;
}
Effects writable() {
  auto& c = current();
  if (!c.game) throw ApiError("the game API is only available while the engine runs an ability");
  if (c.read_only) throw ApiError("this part of a card (condition, filter, stat) may not change the game");
  return Effects(*c.game);
}

DieId die_arg(lua_State* L, int i) {
  lua_Integer v = luaL_checkinteger(L, i);
  const auto& s = game().state();
  if (v < 0 || v >= static_cast<lua_Integer>(s.dice.size())) throw ApiError("no die " + std::to_string(v));
  return static_cast<DieId>(v);
}
PlayerId player_arg(lua_State* L, int i) {
  lua_Integer v = luaL_checkinteger(L, i);
  if (v < 0 || v >= game().state().player_count()) throw ApiError("no player " + std::to_string(v));
  return static_cast<PlayerId>(v);
}
// A whole number in [lo, hi]: a float, a string or a value out of range is an error, never
// rounded or cut to 32 bits.
int int_arg(lua_State* L, int i, const char* what, lua_Integer lo, lua_Integer hi) {
  if (!lua_isinteger(L, i)) {
    if (lua_type(L, i) == LUA_TNUMBER) throw ApiError(std::string(what) + " must be a whole number");
    luaL_checkinteger(L, i);
  }
  const lua_Integer v = lua_tointeger(L, i);
  if (v < lo || v > hi)
    throw ApiError(std::string(what) + " is " + std::to_string(v) + ": it must be " + std::to_string(lo) + " to " +
                   std::to_string(hi));
  return static_cast<int>(v);
}
int opt_int_arg(lua_State* L, int i, const char* what, lua_Integer lo, lua_Integer hi, int def) {
  return lua_isnoneornil(L, i) ? def : int_arg(L, i, what, lo, hi);
}
int amount_arg(lua_State* L, int i, const char* what, bool negative = false) {
  return int_arg(L, i, what, negative ? -limits::kAmount : 0, limits::kAmount);
}
int until_arg(lua_State* L, int i) { return opt_int_arg(L, i, "until_turn", 0, limits::kTurn, 0); }
// Lasting effects and pending damage live in the game's state, outside the script's memory
// budget: their number is bounded here, where scripts add them.
void room_for_mod(const Game& g) {
  if (g.state().mods.size() >= limits::kModifiers)
    throw ApiError("too many lasting effects in play (at most " + std::to_string(limits::kModifiers) + ")");
}
void room_for_damage(const Game& g) {
  if (g.state().damage.size() >= limits::kPendingDamage)
    throw ApiError("too many hits of damage in one effect (at most " + std::to_string(limits::kPendingDamage) + ")");
}
// A name a card uses (keyword, flag, affiliation); kNone when nobody in this game has it.
NameId known_name(lua_State* L, int i) { return game().name_id(luaL_checkstring(L, i)); }
// The same, made known to the game when it is new (only effects may).
NameId new_name(lua_State* L, int i);
Zone zone_arg(lua_State* L, int i) {
  std::string z = luaL_checkstring(L, i);
  auto zone = parse_zone(z);
  if (!zone || *zone == Zone::Supply || *zone == Zone::Captured)
    throw ApiError("unknown zone '" + z + "' (bag, prep, reserve, field, attack, out_of_play, used)");
  return *zone;
}
void push_ids(lua_State* L, const std::vector<int>& ids) {
  lua_createtable(L, static_cast<int>(ids.size()), 0);
  for (std::size_t i = 0; i < ids.size(); ++i) {
    lua_pushinteger(L, ids[i]);
    lua_rawseti(L, -2, static_cast<lua_Integer>(i + 1));
  }
}
// A die whose controller paid to keep it unaffected by the running effect is left alone.
bool shielded(const Game& g, DieId d) { return g.shielded(d); }

DieId source_die() {
  auto* c = current().call;
  return c ? c->die : kNone;
}
CardId source_card() {
  auto* c = current().call;
  return c ? c->card : kNone;
}

// Runs f, turning C++ exceptions into Lua errors without letting them cross Lua's C code.
template <int (*F)(lua_State*)>
int guarded(lua_State* L) {
  std::string err;
  try {
    return F(L);
  } catch (const std::exception& e) {
    err = e.what();
  }
  return luaL_error(L, "%s", err.c_str());
}

NameId new_name(lua_State* L, int i) { return writable().intern(luaL_checkstring(L, i)); }

// --- queries --------------------------------------------------------------------------

int l_active(lua_State* L) { lua_pushinteger(L, game().state().active); return 1; }
// "Your opponent": the one opposing player of a two-player game; in team games, the first
// player of the opposing side (who stands for it: its life is the team's).
int l_opponent(lua_State* L) { lua_pushinteger(L, game().opponent_of(player_arg(L, 1))); return 1; }
int l_opponents(lua_State* L) { push_ids(L, game().opponents_of(player_arg(L, 1))); return 1; }
int l_is_opponent(lua_State* L) {
  const PlayerId p = player_arg(L, 1), q = player_arg(L, 2);
  lua_pushboolean(L, game().state().opponents(p, q));
  return 1;
}
int l_side(lua_State* L) { lua_pushinteger(L, game().state().side(player_arg(L, 1))); return 1; }
int l_players(lua_State* L) {
  std::vector<int> all;
  for (PlayerId p = 0; p < game().state().player_count(); ++p) all.push_back(p);
  push_ids(L, all);
  return 1;
}
// Every player, the active one first, then around the table.
int l_turn_order(lua_State* L) { push_ids(L, game().priority_order()); return 1; }
int l_life(lua_State* L) { lua_pushinteger(L, game().state().life(player_arg(L, 1))); return 1; }
int l_step(lua_State* L) { lua_pushstring(L, std::string(to_string(game().state().step)).c_str()); return 1; }
int l_owner(lua_State* L) { lua_pushinteger(L, game().state().dice[die_arg(L, 1)].owner); return 1; }
int l_controller(lua_State* L) { lua_pushinteger(L, game().state().dice[die_arg(L, 1)].controller); return 1; }
int l_zone(lua_State* L) {
  lua_pushstring(L, std::string(to_string(game().state().dice[die_arg(L, 1)].zone)).c_str());
  return 1;
}
int l_level(lua_State* L) { lua_pushinteger(L, game().level(die_arg(L, 1))); return 1; }
int l_attack(lua_State* L) { lua_pushinteger(L, game().attack(die_arg(L, 1))); return 1; }
int l_defense(lua_State* L) { lua_pushinteger(L, game().defense(die_arg(L, 1))); return 1; }
int l_max_level(lua_State* L) { lua_pushinteger(L, game().state().def_of(die_arg(L, 1)).max_level()); return 1; }
int l_damage_on(lua_State* L) { lua_pushinteger(L, game().state().dice[die_arg(L, 1)].damage); return 1; }
int l_bursts(lua_State* L) { lua_pushinteger(L, game().state().face(die_arg(L, 1)).bursts); return 1; }
int l_face_kind(lua_State* L) {
  const Face& f = game().state().face(die_arg(L, 1));
  lua_pushstring(L, f.is_character() ? "character" : f.is_action() ? "action" : "energy");
  return 1;
}
int l_is_character(lua_State* L) { lua_pushboolean(L, game().state().is_character_die(die_arg(L, 1))); return 1; }
int l_is_sidekick(lua_State* L) { lua_pushboolean(L, game().is_sidekick(die_arg(L, 1))); return 1; }
int l_energy_type(lua_State* L) {
  Energy e = game().state().def_of(die_arg(L, 1)).energy;
  if (e == Energy::None) lua_pushnil(L);
  else lua_pushstring(L, std::string(to_string(e)).c_str());
  return 1;
}
int l_title(lua_State* L) { lua_pushstring(L, game().state().def_of(die_arg(L, 1)).title.c_str()); return 1; }
int l_card_id(lua_State* L) { lua_pushstring(L, game().state().def_of(die_arg(L, 1)).id.c_str()); return 1; }
int l_card_of(lua_State* L) { lua_pushinteger(L, game().state().dice[die_arg(L, 1)].card); return 1; }
int l_card_kind(lua_State* L) {
  lua_pushstring(L, std::string(to_string(game().state().def_of(die_arg(L, 1)).kind)).c_str());
  return 1;
}
int l_has_affiliation(lua_State* L) {
  DieId d = die_arg(L, 1);
  lua_pushboolean(L, game().has_affiliation(d, known_name(L, 2)));
  return 1;
}
int l_has_keyword(lua_State* L) {
  DieId d = die_arg(L, 1);
  lua_pushboolean(L, game().has_tag(d, known_name(L, 2)));
  return 1;
}
int l_dice(lua_State* L) {
  PlayerId p = player_arg(L, 1);
  Zone z = zone_arg(L, 2);
  const auto& s = game().state();
  std::vector<int> ids;
  for (const auto& d : s.dice)
    if (d.controller == p && (z == Zone::Field ? in_field(d.zone) : d.zone == z)) ids.push_back(d.id);
  push_ids(L, ids);
  return 1;
}
int l_characters(lua_State* L) {
  const auto& s = game().state();
  std::vector<int> ids;
  const bool all = lua_isnoneornil(L, 1);
  PlayerId p = all ? kNone : player_arg(L, 1);
  for (const auto& d : s.dice)
    if ((all || d.controller == p) && s.is_character_die(d.id)) ids.push_back(d.id);
  push_ids(L, ids);
  return 1;
}
int l_is_attacking(lua_State* L) {
  const auto& d = game().state().dice[die_arg(L, 1)];
  lua_pushboolean(L, d.zone == Zone::Attack && d.blocking == kNone && game().state().is_active(d.controller));
  return 1;
}
int l_is_blocking(lua_State* L) {
  const auto& d = game().state().dice[die_arg(L, 1)];
  lua_pushboolean(L, d.zone == Zone::Attack && d.blocking != kNone);
  return 1;
}
int l_is_blocked(lua_State* L) { lua_pushboolean(L, game().state().dice[die_arg(L, 1)].was_blocked); return 1; }
int l_engaged(lua_State* L) {
  DieId d = die_arg(L, 1);
  const auto& s = game().state();
  std::vector<int> ids;
  const Die& me = s.dice[d];
  for (const auto& o : s.dice) {
    if (o.zone != Zone::Attack) continue;
    if (me.blocking != kNone && o.id == me.blocking) ids.push_back(o.id);
    if (o.blocking == d) ids.push_back(o.id);
  }
  push_ids(L, ids);
  return 1;
}
int l_underdog(lua_State* L) { lua_pushboolean(L, game().underdog(player_arg(L, 1))); return 1; }
int l_last_paid(lua_State* L) { push_ids(L, game().state().last_paid); return 1; }
int l_fielded_this_turn(lua_State* L) { lua_pushinteger(L, game().state().fielded_this_turn); return 1; }
int l_dice_of_card(lua_State* L) {
  lua_Integer c = luaL_checkinteger(L, 1);
  const auto& s = game().state();
  if (c < 0 || c >= static_cast<lua_Integer>(s.cards.size())) throw ApiError("no card " + std::to_string(c));
  std::vector<int> ids;
  const bool any_zone = lua_isnoneornil(L, 2);
  Zone z = any_zone ? Zone::Field : zone_arg(L, 2);
  for (const auto& d : s.dice)
    if (d.card == c && (any_zone || (z == Zone::Field ? in_field(d.zone) : d.zone == z))) ids.push_back(d.id);
  push_ids(L, ids);
  return 1;
}

// --- effects --------------------------------------------------------------------------

int l_damage(lua_State* L) {
  DieId d = die_arg(L, 1);
  int n = amount_arg(L, 2, "damage");
  Effects g = writable();
  if (!in_field(g.state().dice[d].zone) || shielded(g, d)) return 0;
  room_for_damage(g);
  g.damage(d, kNone, n, source_die(), source_card(), false);
  return 0;
}
int l_damage_player(lua_State* L) {
  PlayerId p = player_arg(L, 1);
  int n = amount_arg(L, 2, "damage");
  room_for_damage(writable());
  writable().damage(kNone, p, n, source_die(), source_card(), false);
  return 0;
}
int l_ko(lua_State* L) {
  DieId d = die_arg(L, 1);
  writable().ko(d, source_die());
  return 0;
}
int l_move(lua_State* L) {
  DieId d = die_arg(L, 1);
  Zone z = zone_arg(L, 2);
  Effects g = writable();
  const auto& s = g.state();
  if (shielded(g, d)) return 0;
  if (s.dice[d].zone == Zone::Supply || s.dice[d].zone == Zone::Captured) throw ApiError("die " + std::to_string(d) + " can't be moved");
  if (in_field(z) && !s.face(d).is_character()) throw ApiError("only a character face can be in the field");
  g.move(d, z, s.dice[d].controller);
  return 0;
}
int l_spin(lua_State* L) {
  DieId d = die_arg(L, 1);
  int n = amount_arg(L, 2, "levels", true);
  lua_pushinteger(L, writable().spin(d, n));
  return 1;
}
int l_set_level(lua_State* L) {
  DieId d = die_arg(L, 1);
  int level = int_arg(L, 2, "level", 1, 6);
  Effects g = writable();
  if (g.state().def_of(d).face_of_level(level) < 0)
    throw ApiError("die " + std::to_string(d) + " has no level " + std::to_string(level));
  g.set_level(d, level);
  return 0;
}
const char* face_kind_of(const Game& g, DieId d) {
  const Face& f = g.state().face(d);
  return f.is_character() ? "character" : f.is_action() ? "action" : "energy";
}
// Reroll: the die stays where it is unless its new face can't be there; then it goes to
// `elsewhere` (the card's destination) or, by default, the Reserve Pool.
int l_reroll(lua_State* L) {
  DieId d = die_arg(L, 1);
  Zone elsewhere = lua_isnoneornil(L, 2) ? Zone::Reserve : zone_arg(L, 2);
  Effects g = writable();
  if (g.state().dice[d].zone == Zone::Supply) throw ApiError("die " + std::to_string(d) + " has not been bought: it can't be rerolled");
  if (shielded(g, d)) {
    lua_pushnil(L);
    return 1;
  }
  g.reroll(d, elsewhere, true);
  lua_pushstring(L, face_kind_of(g, d));
  return 1;
}
int l_roll_to(lua_State* L) {
  DieId d = die_arg(L, 1);
  Zone z = zone_arg(L, 2);
  Effects g = writable();
  if (g.state().dice[d].zone == Zone::Supply) throw ApiError("die " + std::to_string(d) + " has not been bought: it can't be rolled");
  g.roll_to(d, z);
  lua_pushstring(L, face_kind_of(g, d));
  return 1;
}
int l_draw(lua_State* L) {
  PlayerId p = player_arg(L, 1);
  Zone z = lua_isnoneornil(L, 2) ? Zone::Prep : zone_arg(L, 2);
  Effects g = writable();
  DieId d = g.draw_by_effect(p);
  if (d == kNone) {
    lua_pushnil(L);
    return 1;
  }
  if (z != Zone::Prep) g.move(d, z);
  lua_pushinteger(L, d);
  return 1;
}
int l_field(lua_State* L) {
  DieId d = die_arg(L, 1);
  int level = opt_int_arg(L, 2, "level", 0, 6, 0);
  Effects g = writable();
  const auto& s = g.state();
  if (s.dice[d].owner == kNone) throw ApiError("die " + std::to_string(d) + " has not been bought: it can't be fielded");
  int face = s.dice[d].face;
  if (level > 0) face = s.def_of(d).face_of_level(level);
  if (face < 0 || !s.def_of(d).faces[face].is_character()) throw ApiError("die " + std::to_string(d) + " is not on a character face");
  if (in_field(s.dice[d].zone)) return 0;
  g.field_die(d, face);
  return 0;
}
int l_bonus(lua_State* L) {
  DieId d = die_arg(L, 1);
  int a = amount_arg(L, 2, "attack bonus", true);
  int df = lua_isnoneornil(L, 3) ? 0 : amount_arg(L, 3, "defense bonus", true);
  Modifier m;
  m.kind = ModKind::Bonus;
  m.die = d;
  m.attack = a;
  m.defense = df;
  Effects g = writable();
  room_for_mod(g);
  if (!shielded(g, d)) g.add_mod(m);
  return 0;
}
// grant(d, "overcrush"), grant(d, "cant_block"), grant(d, "affiliation:Villain"), ...
int l_grant(lua_State* L) {
  DieId d = die_arg(L, 1);
  std::string name = luaL_checkstring(L, 2);
  const int until = until_arg(L, 3);
  Effects g = writable();
  if (shielded(g, d)) return 0;
  room_for_mod(g);
  Modifier m;
  m.die = d;
  m.until_turn = until;
  constexpr std::string_view kAffiliation = "affiliation:";
  if (name.rfind(kAffiliation, 0) == 0) {
    m.kind = ModKind::Affiliation;
    name = name.substr(kAffiliation.size());
  } else if (name == "copy_stats" || name == "copy_abilities") {
    throw ApiError("use g.copy(die, from, \"stats\" or \"abilities\")");
  } else {
    m.kind = ModKind::Tag;
  }
  lua_pushstring(L, name.c_str());
  m.name = new_name(L, lua_gettop(L));
  g.add_mod(m);
  return 0;
}
// Player flags: the kernel's own list, each with what its value means.
int l_player_flag(lua_State* L) {
  PlayerId p = player_arg(L, 1);
  const std::string name = luaL_checkstring(L, 2);
  const int v = opt_int_arg(L, 3, "value", -1, std::numeric_limits<int>::max(), 1);
  Modifier m;
  m.player = p;
  m.until_turn = until_arg(L, 4);
  Effects g = writable();
  room_for_mod(g);
  const int dice = static_cast<int>(g.state().dice.size()), cards = static_cast<int>(g.state().cards.size());
  if (name == "block_tax") {
    if (v < 0 || v > limits::kAmount) throw ApiError("block_tax: the value must be 0 to " + std::to_string(limits::kAmount));
    m.kind = ModKind::BlockTax;
    m.amount = v;
  } else if (name == "must_block") {
    if (v < 0 || v >= dice) throw ApiError("must_block: no die " + std::to_string(v));
    if (g.state().dice[static_cast<std::size_t>(v)].owner == kNone) throw ApiError("must_block: die " + std::to_string(v) + " is not in the game");
    m.kind = ModKind::MustBlock;
    m.other = v;
  } else if (name == "invulnerable") {
    m.kind = ModKind::Invulnerable;
  } else if (name == "extra_damage") {
    if (v < 0 || v > limits::kAmount) throw ApiError("extra_damage: the value must be 0 to " + std::to_string(limits::kAmount));
    m.kind = ModKind::ExtraDamage;
    m.amount = v;
  } else if (name == "double_cost") {
    if (v < 0 || v >= cards) throw ApiError("double_cost: no card " + std::to_string(v));
    m.kind = ModKind::DoubleCost;
    m.card = v;
  } else {
    throw ApiError("unknown player flag '" + name + "' (block_tax, must_block, invulnerable, extra_damage, double_cost)");
  }
  g.add_mod(m);
  return 0;
}
// block_tax(p, life [, affiliation]): p pays `life` for each blocker it declares, except
// blockers with the affiliation.
int l_block_tax(lua_State* L) {
  PlayerId p = player_arg(L, 1);
  Modifier m;
  m.kind = ModKind::BlockTax;
  m.player = p;
  m.amount = amount_arg(L, 2, "block tax");
  m.name = lua_isnoneornil(L, 3) ? kNone : new_name(L, 3);
  m.until_turn = until_arg(L, 4);
  room_for_mod(writable());
  writable().add_mod(m);
  return 0;
}
int l_gain_life(lua_State* L) {
  PlayerId p = player_arg(L, 1);
  writable().gain_life(p, amount_arg(L, 2, "life"));
  return 0;
}
int l_lose_life(lua_State* L) {
  PlayerId p = player_arg(L, 1);
  writable().lose_life(p, amount_arg(L, 2, "life"));
  return 0;
}
int l_capture(lua_State* L) {
  DieId by = die_arg(L, 1);
  DieId d = die_arg(L, 2);
  writable().capture(by, d);
  return 0;
}
// put_on_card(d, card, p): Carnage: Symbiote's die goes onto an action card and stays there (no
// rule takes it off); it no longer exists for game purposes, and while it is there player p pays
// double for that card's dice.
int l_put_on_card(lua_State* L) {
  DieId d = die_arg(L, 1);
  const int c = int_arg(L, 2, "card", 0, std::numeric_limits<int>::max());
  PlayerId p = player_arg(L, 3);
  Effects g = writable();
  room_for_mod(g);
  const auto& s = g.state();
  if (c < 0 || c >= static_cast<int>(s.cards.size()) || s.def(c).kind == CardKind::Character || s.def(c).kind == CardKind::Sidekick)
    throw ApiError("put_on_card: " + std::to_string(c) + " is not an action card");
  if (s.dice[d].zone == Zone::Supply || s.dice[d].zone == Zone::Captured) throw ApiError("die " + std::to_string(d) + " can't be moved");
  g.move(d, Zone::Captured, s.dice[d].controller);
  Modifier m;
  m.kind = ModKind::DoubleCost;
  m.player = p;
  m.card = c;
  m.other = d;  // lasts while the die is on the card
  m.until_turn = std::numeric_limits<int>::max();
  g.add_mod(m);
  return 0;
}
int l_sacrifice(lua_State* L) {
  DieId d = die_arg(L, 1);
  writable().sacrifice(d);
  return 0;
}
// Moves up to n damage about to be dealt to player p onto die d (same source).
int l_redirect(lua_State* L) {
  PlayerId p = player_arg(L, 1);
  int n = amount_arg(L, 2, "damage");
  DieId d = die_arg(L, 3);
  lua_pushinteger(L, writable().redirect(p, n, d));
  return 1;
}
// prevent(d [, n]) / prevent_player(p [, n]): the next n damage this turn (all of it without n).
int prevent(lua_State* L, DieId d, PlayerId p) {
  const int n = lua_isnoneornil(L, 2) ? limits::kAmount : amount_arg(L, 2, "damage");
  Effects g = writable();
  room_for_mod(g);
  g.prevent_damage(d, p, n);
  return 0;
}
int l_prevent(lua_State* L) { return prevent(L, die_arg(L, 1), kNone); }
int l_prevent_player(lua_State* L) { return prevent(L, kNone, player_arg(L, 1)); }
int l_release(lua_State* L) {
  writable().release(die_arg(L, 1), true);
  return 0;
}
int l_pending_damage(lua_State* L) {
  lua_pushinteger(L, game().pending_damage_to(player_arg(L, 1)));
  return 1;
}
int l_supply_dice(lua_State* L) {
  std::vector<int> ids;
  for (const auto& d : game().state().dice)
    if (d.zone == Zone::Supply) ids.push_back(d.id);
  push_ids(L, ids);
  return 1;
}
int l_turn(lua_State* L) { lua_pushinteger(L, game().state().turn); return 1; }
// Control: the die joins the controller's Field Zone until end of turn or until the
// controlling die leaves the field; then it goes back where it was.
int l_control(lua_State* L) {
  DieId by = die_arg(L, 1);
  DieId d = die_arg(L, 2);
  writable().control(by, d);
  return 0;
}
int l_copy(lua_State* L) {
  DieId d = die_arg(L, 1);
  DieId from = die_arg(L, 2);
  std::string what = luaL_optstring(L, 3, "stats");
  if (what != "stats" && what != "abilities") throw ApiError("copy what: 'stats' or 'abilities'");
  Effects g = writable();
  if (shielded(g, d)) return 0;
  room_for_mod(g);
  Modifier m;
  m.kind = what == "stats" ? ModKind::CopyStats : ModKind::CopyAbilities;
  m.die = d;
  m.other = from;
  g.add_mod(m);
  return 0;
}
// Each line costs a share of the call's budget, so one call writes at most
// limits::kScriptLogsPerCall lines of at most limits::kScriptLogText bytes.
int l_log(lua_State* L) {
  std::size_t n = 0;
  const char* text = luaL_checklstring(L, 1, &n);
  std::string msg(text, std::min(n, limits::kScriptLogText));
  Effects g(game());  // a query may log too: the log is not the game's state
  auto* sb = script::Sandbox::from(L);
  sb->charge(L, sb->limits().instructions_per_call / limits::kScriptLogsPerCall);
  g.script_log(msg);
  return 0;
}

}  // namespace

void push_api(lua_State* L) {
  static const luaL_Reg fns[] = {
      {"active", guarded<l_active>},
      {"opponent", guarded<l_opponent>},
      {"opponents", guarded<l_opponents>},
      {"is_opponent", guarded<l_is_opponent>},
      {"side", guarded<l_side>},
      {"players", guarded<l_players>},
      {"turn_order", guarded<l_turn_order>},
      {"life", guarded<l_life>},
      {"step", guarded<l_step>},
      {"owner", guarded<l_owner>},
      {"controller", guarded<l_controller>},
      {"zone", guarded<l_zone>},
      {"level", guarded<l_level>},
      {"attack", guarded<l_attack>},
      {"defense", guarded<l_defense>},
      {"damage_on", guarded<l_damage_on>},
      {"max_level", guarded<l_max_level>},
      {"bursts", guarded<l_bursts>},
      {"face_kind", guarded<l_face_kind>},
      {"is_character", guarded<l_is_character>},
      {"is_sidekick", guarded<l_is_sidekick>},
      {"energy_type", guarded<l_energy_type>},
      {"title", guarded<l_title>},
      {"card_id", guarded<l_card_id>},
      {"card_of", guarded<l_card_of>},
      {"card_kind", guarded<l_card_kind>},
      {"has_affiliation", guarded<l_has_affiliation>},
      {"has_keyword", guarded<l_has_keyword>},
      {"dice", guarded<l_dice>},
      {"characters", guarded<l_characters>},
      {"dice_of_card", guarded<l_dice_of_card>},
      {"is_attacking", guarded<l_is_attacking>},
      {"is_blocking", guarded<l_is_blocking>},
      {"is_blocked", guarded<l_is_blocked>},
      {"engaged", guarded<l_engaged>},
      {"underdog", guarded<l_underdog>},
      {"last_paid", guarded<l_last_paid>},
      {"fielded_this_turn", guarded<l_fielded_this_turn>},
      {"damage", guarded<l_damage>},
      {"damage_player", guarded<l_damage_player>},
      {"ko", guarded<l_ko>},
      {"move", guarded<l_move>},
      {"spin", guarded<l_spin>},
      {"set_level", guarded<l_set_level>},
      {"reroll", guarded<l_reroll>},
      {"roll_to", guarded<l_roll_to>},
      {"draw", guarded<l_draw>},
      {"field", guarded<l_field>},
      {"bonus", guarded<l_bonus>},
      {"grant", guarded<l_grant>},
      {"player_flag", guarded<l_player_flag>},
      {"block_tax", guarded<l_block_tax>},
      {"gain_life", guarded<l_gain_life>},
      {"lose_life", guarded<l_lose_life>},
      {"capture", guarded<l_capture>},
      {"sacrifice", guarded<l_sacrifice>},
      {"put_on_card", guarded<l_put_on_card>},
      {"control", guarded<l_control>},
      {"copy", guarded<l_copy>},
      {"redirect", guarded<l_redirect>},
      {"prevent", guarded<l_prevent>},
      {"prevent_player", guarded<l_prevent_player>},
      {"release", guarded<l_release>},
      {"pending_damage", guarded<l_pending_damage>},
      {"turn", guarded<l_turn>},
      {"supply_dice", guarded<l_supply_dice>},
      {"log", guarded<l_log>},
      {nullptr, nullptr},
  };
  lua_newtable(L);
  luaL_setfuncs(L, fns, 0);
}

}  // namespace dm::api
