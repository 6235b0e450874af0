#include "engine/game.hpp"

#include <algorithm>
#include <nlohmann/json.hpp>
#include <spdlog/spdlog.h>

#include "engine/rules.hpp"
#include "engine/script/host.hpp"

namespace dm {

using json = nlohmann::json;

std::string_view to_string(DecisionKind k) {
  static constexpr std::string_view names[] = {"none",    "reroll",  "main",     "global_window", "pay",
                                               "attackers", "blockers", "assign_damage", "target", "yes_no",
                                               "order_triggers"};
  return names[static_cast<int>(k)];
}

Game::Game(const GameSetup& setup, std::uint64_t seed, std::shared_ptr<ScriptEngine> engine)
    : host_(std::make_shared<ScriptHost>(std::move(engine))) {
  if (setup.teams.size() != 2) throw std::invalid_argument("a game needs exactly two teams");
  s_.library = setup.library;
  s_.edition = setup.edition;
  s_.start_life = setup.life;
  s_.turn_cap = setup.turn_cap;
  s_.attack_first_turn = setup.first_turn_attack ? 1 : 0;
  s_.rng = Rng(seed);
  s_.players.assign(2, PlayerState{setup.life, 0, 0});
  const int sidekick = setup.library->sidekick();
  if (sidekick < 0) throw std::invalid_argument("the card library has no Sidekick die definition");
  auto add_card = [&](int def, PlayerId owner) {
    s_.cards.push_back(CardInPlay{def, owner});
    return static_cast<CardId>(s_.cards.size() - 1);
  };
  auto add_dice = [&](CardId c, int n, PlayerId owner, Zone z) {
    for (int i = 0; i < n; ++i) {
      Die d;
      d.id = static_cast<DieId>(s_.dice.size());
      d.card = c;
      d.owner = owner;
      d.controller = owner;
      d.zone = z;
      s_.dice.push_back(d);
    }
  };
  for (PlayerId p = 0; p < 2; ++p) add_dice(add_card(sidekick, p), setup.teams[p].sidekicks, p, Zone::Bag);
  for (PlayerId p = 0; p < 2; ++p)
    for (auto [def, n] : setup.teams[p].cards) add_dice(add_card(def, p), n, p, Zone::Supply);
  for (auto [def, n] : setup.shared) add_dice(add_card(def, kNone), n, kNone, Zone::Supply);
  s_.turn = 1;
  s_.active = 0;
  s_.step = Step::ClearDraw;
  push(Task{TaskKind::BeginTurn});
}

void Game::set_log(LogSink sink) { sink_ = std::move(sink); }
void Game::log(const json& line) {
  if (sink_) sink_(line);
}

void Game::force_faces(const std::vector<int>& faces) {
  s_.forced_faces.insert(s_.forced_faces.end(), faces.begin(), faces.end());
}
void Game::force_draws(const std::vector<DieId>& dice) {
  s_.forced_draws.insert(s_.forced_draws.end(), dice.begin(), dice.end());
}

std::string Game::die_label(DieId d) const {
  const Die& die = s_.dice[d];
  const CardDef& def = s_.def(die.card);
  std::string s = def.kind == CardKind::Sidekick ? "Sidekick" : def.name();
  s += " #" + std::to_string(d);
  if (die.zone != Zone::Supply && die.zone != Zone::Bag && die.zone != Zone::Used && die.zone != Zone::Prep)
    s += " [" + def.faces[die.face].describe() + "]";
  return s;
}

Zone Game::spent_zone(PlayerId p) const {
  return (s_.edition == Edition::ASM2015 && s_.active == p) ? Zone::OutOfPlay : Zone::Used;
}

int Game::current_bursts(DieId d) const { return s_.face(d).bursts; }

void Game::move(DieId d, Zone z, PlayerId zone_player) {
  Die& die = s_.dice[d];
  const bool was_field = in_field(die.zone);
  const PlayerId was_controller = die.controller;
  const std::uint8_t role = die.zone != Zone::Attack ? 0 : die.blocking != kNone ? 2 : die.controller == s_.active ? 1 : 2;
  // A controlled die sent to a Prep Area or Used Pile goes back to its owner.
  if (zone_player == kNone || !in_field(z)) zone_player = die.owner;
  die.zone = z;
  die.controller = zone_player;
  if (!in_field(z)) {
    die.damage = 0;
    die.was_blocked = false;
    die.hurt_by = kNone;
    if (z != Zone::Captured) die.held_by = kNone;  // control ends when the die leaves the field
  }
  if (z != Zone::Attack) {
    die.blocking = kNone;
    die.was_blocked = false;
    // Whoever was engaged with it is engaged no longer.
    for (auto& other : s_.dice)
      if (other.blocking == d) other.blocking = kNone;
  }
  if (was_field && !in_field(z)) {
    Event e{Trigger::LeavesField, d, die.owner};
    e.role = role;
    e.cause = s_.cause;
    emit(e);
    if (s_.cause != kNone && s_.cause != was_controller) {
      Event a = e;
      a.kind = Trigger::Aftershock;
      emit(a);
    }
    // Dice this one captured come back where they were.
    for (auto& other : s_.dice)
      if (other.held_by == d) {
        other.held_by = kNone;
        other.zone = other.held_from;
        other.controller = other.owner;
      }
  }
}

int Game::roll(DieId d) {
  int f;
  if (!s_.forced_faces.empty()) {
    f = s_.forced_faces.front();
    s_.forced_faces.erase(s_.forced_faces.begin());
  } else {
    f = static_cast<int>(s_.rng.below(6));
  }
  s_.dice[d].face = f;
  return f;
}

DieId Game::draw(PlayerId p) {
  auto bag = s_.in_zone(p, Zone::Bag);
  if (bag.empty()) {
    for (DieId d : s_.in_zone(p, Zone::Used)) s_.dice[d].zone = Zone::Bag;
    bag = s_.in_zone(p, Zone::Bag);
    if (bag.empty()) return kNone;
    if (sink_) log(json{{"type", "refill"}, {"player", p}, {"dice", bag}});
  }
  DieId pick = kNone;
  if (!s_.forced_draws.empty()) {
    DieId want = s_.forced_draws.front();
    if (std::find(bag.begin(), bag.end(), want) != bag.end()) {
      pick = want;
      s_.forced_draws.erase(s_.forced_draws.begin());
    } else {
      spdlog::warn("pinned draw: die {} is not in player {}'s bag; drawing at random", want, p);
      s_.forced_draws.erase(s_.forced_draws.begin());
    }
  }
  if (pick == kNone) pick = bag[static_cast<std::size_t>(s_.rng.below(bag.size()))];
  s_.dice[pick].zone = Zone::Prep;
  return pick;
}

void Game::emit(const Event& e) { s_.events.push_back(e); }

void Game::add_mod(Modifier m) { s_.mods.push_back(std::move(m)); }

void Game::damage(DieId target, PlayerId player, int amount, DieId source, CardId source_card, bool combat) {
  if (amount <= 0) return;
  PendingDamage pd{target, target == kNone ? player : s_.dice[target].controller, amount, source, source_card, combat};
  s_.damage.push_back(pd);
}

void Game::ko(DieId d, DieId source, PlayerId cause) {
  Die& die = s_.dice[d];
  if (!in_field(die.zone) || std::find(s_.protected_dice.begin(), s_.protected_dice.end(), d) != s_.protected_dice.end())
    return;
  const bool attacking = die.zone == Zone::Attack && die.blocking == kNone && die.controller == s_.active;
  const std::uint8_t role = die.zone != Zone::Attack ? 0 : attacking ? 1 : 2;
  if (sink_) log(json{{"type", "ko"}, {"die", d}, {"player", die.owner}});
  const PlayerId owner = die.owner, controller = die.controller;
  Event e{Trigger::KOd, d, owner, 0, source};
  e.role = role;
  e.cause = cause != kNone ? cause : source != kNone ? s_.dice[source].controller : s_.cause;
  emit(e);
  const PlayerId saved = s_.cause;
  s_.cause = e.cause;
  if (attacking && s_.player_has_mod(controller, "invulnerable")) {
    // Invulnerability: KO'd attackers come back to the Field Zone, their damage gone with the KO.
    move(d, Zone::Field, controller);
    s_.dice[d].damage = 0;
  } else if (has_keyword(d, "regenerate")) {
    roll(d);
    if (s_.face(d).is_character()) {
      move(d, Zone::Field, controller);
      s_.dice[d].damage = 0;
    } else {
      move(d, Zone::Prep);
    }
  } else {
    move(d, Zone::Prep);
  }
  s_.cause = saved;
}

void Game::sacrifice(DieId d) {
  if (!in_field(s_.dice[d].zone)) return;
  const PlayerId saved = s_.cause;
  s_.cause = s_.dice[d].controller;  // your own choice: never an Aftershock
  move(d, Zone::Used);
  s_.cause = saved;
  if (sink_) log(json{{"type", "sacrifice"}, {"die", d}, {"player", s_.dice[d].owner}});
}

bool Game::is_sidekick(DieId d) const {
  if (s_.def_of(d).kind == CardKind::Sidekick) return true;
  return in_field(s_.dice[d].zone) && has_keyword(d, "ally");
}

bool Game::has_abilities(DieId d) const { return !s_.has_mod(d, "no_abilities"); }

int Game::buy_cost(PlayerId p, CardId c) const {
  int cost = s_.def(c).cost;
  for (const auto& m : s_.mods)
    if (m.player == p && m.die == kNone && m.name == "double_cost" && m.value == c) cost *= 2;
  return cost;
}

void Game::gain_life(PlayerId p, int n) {
  if (n <= 0) return;
  auto& pl = s_.players[p];
  int before = pl.life;
  pl.life = std::min(s_.start_life, pl.life + n);  // never above the starting total
  if (sink_ && pl.life != before) log(json{{"type", "life"}, {"player", p}, {"change", pl.life - before}, {"life", pl.life}});
}

void Game::lose_life(PlayerId p, int n) {
  if (n <= 0) return;
  s_.players[p].life -= n;
  if (sink_) log(json{{"type", "life"}, {"player", p}, {"change", -n}, {"life", s_.players[p].life}});
}

void Game::field_die(DieId d, int face) {
  if (face >= 0) s_.dice[d].face = face;
  PlayerId p = s_.dice[d].controller == kNone ? s_.dice[d].owner : s_.dice[d].controller;
  move(d, Zone::Field, p);
  ++s_.fielded_this_turn;
  if (sink_) log(json{{"type", "field"}, {"player", p}, {"die", d}, {"face", s_.face(d).describe()}});
  emit(Event{Trigger::Fielded, d, p});
  emit(Event{Trigger::YouField, d, p});
}

void Game::check_game_end() {
  if (s_.over) return;
  bool dead0 = s_.players[0].life <= 0, dead1 = s_.players[1].life <= 0;
  if (!dead0 && !dead1) return;
  s_.over = true;
  s_.step = Step::GameOver;
  s_.pending = Decision{};
  if (dead0 && dead1) {
    if (s_.edition == Edition::ASM2015) {
      s_.winner = kNone;
      s_.end_reason = "tie";
    } else {
      // avx2014: the active player's effects resolve first, so they win the race.
      s_.winner = s_.active;
      s_.end_reason = "life";
    }
  } else {
    s_.winner = dead0 ? 1 : 0;
    s_.end_reason = "life";
  }
}

void Game::advance() {
  while (!s_.over && s_.pending.empty()) {
    if (!s_.events.empty()) Rules::collect(*this);
    if (s_.tasks.empty()) {
      push(Task{TaskKind::BeginTurn});
      continue;
    }
    Task t = std::move(s_.tasks.back());
    s_.tasks.pop_back();
    Rules::run(*this, std::move(t));
    check_game_end();
  }
  if (s_.over) s_.tasks.clear();
}

std::optional<std::string> Game::apply(std::string_view key) {
  int i = s_.pending.find(key);
  if (i < 0) {
    if (s_.over) return std::string("the game is over");
    return "no option '" + std::string(key) + "' in the pending " + std::string(to_string(s_.pending.kind)) +
           " decision";
  }
  return apply(i);
}

std::optional<std::string> Game::apply(int option) {
  if (s_.over) return std::string("the game is over");
  if (s_.pending.empty()) return std::string("no decision is pending");
  if (option < 0 || option >= static_cast<int>(s_.pending.options.size()))
    return "option " + std::to_string(option) + " is out of range (0.." +
           std::to_string(static_cast<int>(s_.pending.options.size()) - 1) + ")";
  if (sink_) {
    const Option& o = s_.pending.options[option];
    log(json{{"type", "choice"}, {"player", s_.pending.player}, {"decision", to_string(s_.pending.kind)},
             {"key", o.key}, {"label", o.label}});
  }
  auto err = Rules::answer(*this, option);
  if (err) return err;
  ++s_.steps;
  advance();
  if (sink_) log(state_json());
  return std::nullopt;
}

json Game::state_json() const {
  json players = json::array();
  for (PlayerId p = 0; p < 2; ++p) {
    json zones = json::object();
    for (Zone z : {Zone::Bag, Zone::Prep, Zone::Reserve, Zone::Field, Zone::Attack, Zone::OutOfPlay, Zone::Used})
      zones[std::string(to_string(z))] = json::array();
    players.push_back(json{{"life", s_.players[p].life}, {"zones", zones}});
  }
  json supply = json::object();
  for (CardId c = 0; c < static_cast<CardId>(s_.cards.size()); ++c)
    if (s_.def(c).kind != CardKind::Sidekick) supply[s_.def(c).id + (s_.cards[c].owner == kNone ? "" : "@" + std::to_string(s_.cards[c].owner))] = json::array();
  json captured = json::array();
  for (const auto& d : s_.dice) {
    if (d.zone == Zone::Supply) {
      const CardDef& def = s_.def(d.card);
      supply[def.id + (s_.cards[d.card].owner == kNone ? "" : "@" + std::to_string(s_.cards[d.card].owner))].push_back(d.id);
    } else if (d.zone == Zone::Captured) {
      captured.push_back(d.id);
    } else {
      players[d.controller]["zones"][std::string(to_string(d.zone))].push_back(d.id);
    }
  }
  json j{{"type", "state"}, {"turn", s_.turn},   {"active", s_.active}, {"step", to_string(s_.step)},
         {"players", players}, {"supply", supply}};
  if (!captured.empty()) j["captured"] = captured;
  return j;
}

}  // namespace dm
