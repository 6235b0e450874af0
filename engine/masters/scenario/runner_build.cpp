// Building the game a scenario declares: the edition, the players and their cards, every
// die placed where the set-up says, and the turn started at the step it names.
#include "engine/text/json_text.hpp"
#include "engine/masters/scenario/runner.hpp"

#include <algorithm>
#include <array>
#include <filesystem>
#include <optional>

#include "dm/content.hpp"
#include "engine/masters/kernel/effects.hpp"

namespace dm::scenario {

namespace {

// What a turn may start at.
struct StartPoint {
  const char* name;
  TurnStart start;
};
constexpr StartPoint kStarts[] = {
    {"start", TurnStart::Start},     {"clear_draw", TurnStart::Start},         {"roll", TurnStart::Roll},
    {"main", TurnStart::Main},       {"attack", TurnStart::Attack},            {"blockers", TurnStart::Blockers},
    {"after_blockers", TurnStart::AfterBlockers}, {"damage", TurnStart::Damage}, {"cleanup", TurnStart::Cleanup},
};

}  // namespace

void Runner::build() {
  const json& sp = sc_.spec;
  if (const json* d = get(sp, "draft")) {
    // The format sets the game up; the draft decides the teams.
    for (const char* k : {"players", "sides", "basic_actions", "dice_per_basic_action", "setup", "turn", "edition", "life",
                          "first_turn_attack"})
      if (get(sp, k))
        bad_at(k, std::string(k) + " can't be given with draft: the format sets the game up and the draft makes the teams "
                                   "(with draft, give seed, rolls, draws, turn_cap)");
    build_draft(*d, static_cast<std::uint64_t>(int_field(sp, "seed", 1, 0, 2147483647)));
    build_names();
    g_->set_log([this](const std::string& text) {
      log_.push_back(json::parse(text));
      if (opts_.on_log) opts_.on_log(*g_, text);
    });
    if (const json* r = get(sp, "rolls")) add_roll_pins(*r);
    if (const json* dr = get(sp, "draws")) add_draw_pins(*dr);
    script_errors_ = g_->script_errors();
    Snapshot snap = snapshot();
    try {
      g_->advance();  // the draft starts: its first decision
    } catch (const std::exception& e) {
      fail(std::string("the draft failed to start: ") + e.what());
    }
    after_apply(snap);
    return;
  }
  GameSetup setup;
  setup.library = library_;
  setup.format = "scenario";
  const std::string ed = get(sp, "edition") ? str(sp["edition"], "edition") : "asm2015";
  auto e = parse_edition(squash(ed));
  if (!e) bad_at(ed, "edition " + quote(ed) + ": avx2014 or asm2015");
  setup.edition = *e;
  setup.turn_cap = int_field(sp, "turn_cap", 200, 1, 100000);
  if (const json* f = get(sp, "first_turn_attack")) {
    if (!f->is_boolean()) bad("first_turn_attack must be true or false");
    setup.first_turn_attack = f->get<bool>();
  }
  const int per_basic = int_field(sp, "dice_per_basic_action", 3, 1, 20);
  const auto seed = static_cast<std::uint64_t>(int_field(sp, "seed", 1, 0, 2147483647));

  json players = json::array({json::object(), json::object()});
  if (const json* p = get(sp, "players")) {
    if (!p->is_array() || p->size() < 2 || p->size() > 4)
      bad("players lists 2 to 4 players: players = { {...}, {...} }");
    players = *p;
  }
  const int count = static_cast<int>(players.size());
  // Sides by seat (sides = { 1, 2, 1, 2 }): each player alone unless the file groups them.
  std::vector<SideId> sides;
  if (const json* v = get(sp, "sides")) {
    if (!v->is_array() || static_cast<int>(v->size()) != count)
      bad("sides gives each of the " + std::to_string(count) + " players a side: sides = { 1, 2, 1, 2 }");
    for (const auto& x : *v) sides.push_back(integer(x, "side", 1, 2) - 1);
    if (std::count(sides.begin(), sides.end(), 0) == 0 || std::count(sides.begin(), sides.end(), 1) == 0)
      bad("sides: both side 1 and side 2 need a player");
  } else if (count != 2) {
    bad("with " + std::to_string(count) + " players, say who plays together: sides = { 1, 2, 1, 2 }");
  } else {
    sides = {0, 1};
  }
  std::vector<std::optional<int>> life(static_cast<std::size_t>(count));
  setup.teams.resize(static_cast<std::size_t>(count));
  int highest = 0;
  for (int p = 0; p < count; ++p) {
    setup.teams[static_cast<std::size_t>(p)].side = sides[static_cast<std::size_t>(p)];
    json pl = players[static_cast<std::size_t>(p)];
    if (pl.is_array() && pl.empty()) pl = json::object();
    if (!pl.is_object()) bad("player " + std::to_string(p + 1) + " must be a table: { life = 10, cards = { ... } }");
    for (auto& [k, v] : pl.items())
      if (k != "life" && k != "cards" && k != "sidekicks")
        bad_at(k, "player " + std::to_string(p + 1) + ": unknown field '" + k + "' (life, cards, sidekicks)");
    if (get(pl, "life")) {
      life[static_cast<std::size_t>(p)] = integer(pl["life"], "player " + std::to_string(p + 1) + " life", -1000, 100000);
      highest = std::max(highest, *life[static_cast<std::size_t>(p)]);
    }
    setup.teams[p].sidekicks = int_field(pl, "sidekicks", 8, 0, 100);
    if (const json* cards = get(pl, "cards")) {
      for (const auto& [def, n] : card_list(*cards, 1, "player " + std::to_string(p + 1) + " cards")) {
        const CardDef& cd = lib_.at(def);
        if (cd.kind != CardKind::Character && cd.kind != CardKind::Action)
          bad_at(cd.name(), cd.name() + " is a " + std::string(to_string(cd.kind)) + ": list it under basic_actions");
        setup.teams[p].cards.push_back({def, n});
      }
    }
  }
  if (const json* ba = get(sp, "basic_actions")) {
    std::set<int> seen;
    for (const auto& [def, n] : card_list(*ba, per_basic, "basic_actions")) {
      const CardDef& cd = lib_.at(def);
      if (cd.kind != CardKind::BasicAction) bad_at(cd.name(), cd.name() + " is not a basic action card");
      if (!seen.insert(def).second) bad_at(cd.name(), cd.name() + " is listed twice in basic_actions");
      setup.shared.push_back({def, n});
    }
  }
  if (get(sp, "life")) setup.life = integer(sp["life"], "life", 1, 100000);
  else setup.life = highest > 0 ? highest : 20;

  g_ = std::make_unique<Game>(setup, seed, runtime_);
  build_names();
  position_ = Position{};
  // A player's life is their side's: partners given different totals contradict each other.
  position_.life.assign(2, std::nullopt);
  for (int p = 0; p < count; ++p) {
    auto& side_life = position_.life[static_cast<std::size_t>(sides[static_cast<std::size_t>(p)])];
    if (!life[static_cast<std::size_t>(p)]) continue;
    if (side_life && *side_life != *life[static_cast<std::size_t>(p)])
      bad("players " + std::to_string(p + 1) + " and their partner are on one side: give their shared life once");
    side_life = life[static_cast<std::size_t>(p)];
  }
  place_all();
  start_turn();
  g_->set_log([this](const std::string& text) {
    log_.push_back(json::parse(text));
    if (opts_.on_log) opts_.on_log(*g_, text);
  });
  if (const json* r = get(sp, "rolls")) add_roll_pins(*r);
  if (const json* d = get(sp, "draws")) add_draw_pins(*d);
  script_errors_ = g_->script_errors();
  Snapshot snap = snapshot();
  g_->advance();
  after_apply(snap);
}

// A format's name, or a path: a relative path is read from where the scenario file is, when
// the file is there.
std::string Runner::format_file(const std::string& name) const {
  if (name.find('/') != std::string::npos || (name.size() > 4 && name.substr(name.size() - 4) == ".lua")) {
    namespace fs = std::filesystem;
    std::error_code ec;
    const fs::path beside = fs::path(sc_.file).parent_path() / fs::path(name);
    if (fs::path(name).is_relative() && fs::exists(beside, ec)) return beside.string();
  }
  return name;
}

// A format's options as named values, given as text (as `--option pod=3` gives them).
FormatOptions Runner::format_options(const json* o, const std::string& what) const {
  FormatOptions options;
  if (!o) return options;
  if (!(o->is_object() || (o->is_array() && o->empty()))) bad(what + "s are named values: options = { pod = 3, packs = 2 }");
  if (o->is_object())
    for (auto& [k, v] : o->items()) {
      if (v.is_string()) options[k] = v.get<std::string>();
      else if (v.is_boolean()) options[k] = v.get<bool>() ? "true" : "false";
      else if (v.is_number()) options[k] = json_text(v);
      else bad_at(k, what + " '" + k + "' is a number, a string or true/false, not " + lua_text(v));
    }
  return options;
}

// draft = { format = "rainbow-draft", options = { pod = 3 }, packs = { { "card", ... }, ... } }:
// the format's set-up, with the packs the file pins opened first.
void Runner::build_draft(const json& d, std::uint64_t seed) {
  const std::string usage = "draft = { format = \"rainbow-draft\", options = { pod = 3, packs = 2 }, packs = { { \"card\", ... }, ... } }";
  if (!d.is_object()) bad("draft takes a table: " + usage);
  for (auto& [k, v] : d.items())
    if (k != "format" && k != "options" && k != "packs") bad_at(k, "draft: unknown field '" + k + "' (format, options, packs)");
  const json* f = get(d, "format");
  if (!f) bad("draft needs a format: " + usage);
  const std::string name = str(*f, "draft format");
  const std::string path = format_file(name);
  const FormatOptions options = format_options(get(d, "options"), "draft option");
  std::vector<std::vector<int>> pinned;
  if (const json* p = get(d, "packs")) {
    if (!(p->is_array() && std::all_of(p->begin(), p->end(), [](const json& x) { return x.is_array(); })))
      bad("draft packs is a list of packs, each a list of cards: packs = { { \"Beast: Big Boy Blue\", \"avx-024\" }, ... }");
    for (std::size_t i = 0; i < p->size(); ++i) {
      std::vector<int> pack = def_list((*p)[i], "draft pack " + std::to_string(i + 1));
      if (pack.empty()) bad("draft pack " + std::to_string(i + 1) + " is empty");
      for (int def : pack) {
        const CardDef& cd = lib_.at(def);
        if (cd.kind != CardKind::Character && cd.kind != CardKind::Action)
          bad_at(cd.name(), "draft pack " + std::to_string(i + 1) + ": " + cd.name() + " is a " + std::string(to_string(cd.kind)) +
                                ": packs hold character and action cards");
      }
      pinned.push_back(std::move(pack));
    }
  }
  GameSetup setup;
  try {
    // The procedure keeps the format's script alive: the Format itself may go.
    Format format(path, library_, options);
    if (!format.drafts()) bad_at(name, "the format " + quote(name) + " has no draft");
    setup = format.setup(seed);
    setup.draft = format.draft_procedure(std::move(pinned));
  } catch (const std::exception& e) {  // FormatError: the script, or an option unknown or out of range
    bad_at(name, std::string("draft format ") + quote(name) + ": " + e.what());
  }
  if (const json* t = get(sc_.spec, "turn_cap")) setup.turn_cap = integer(*t, "turn_cap", 1, 100000);
  try {
    g_ = std::make_unique<Game>(setup, seed, runtime_);  // opens the packs: the draft's start
  } catch (const std::exception& e) {
    bad(std::string("the draft could not start: ") + e.what());
  }
}

// Cards of the library by name or id, in order, copies repeated.
std::vector<int> Runner::def_list(const json& v, const std::string& what) const {
  std::vector<int> out;
  if (v.is_string()) return {def_named(v.get<std::string>())};
  if (!v.is_array()) bad(what + " is a list of cards: { \"Beast: Big Boy Blue\", \"avx-024\" }, not " + lua_text(v));
  for (const auto& x : v) {
    if (!x.is_string()) bad(what + " is a list of card names or ids, not " + lua_text(v));
    out.push_back(def_named(x.get<std::string>()));
  }
  return out;
}

std::vector<std::pair<int, int>> Runner::card_list(const json& v, int dflt, const std::string& what) const {
  std::vector<std::pair<int, int>> out;
  if (!v.is_array()) bad(what + " must be a list: { {\"card name\", dice}, ... }");
  for (const auto& e : v) {
    if (e.is_string()) {
      out.emplace_back(def_named(e.get<std::string>()), dflt);
      continue;
    }
    const json* name = at(e, 1);
    if (!name || !name->is_string()) bad(what + ": each entry is \"card name\" or {\"card name\", dice}, not " + lua_text(e));
    const json* n = at(e, 2);
    int def = def_named(name->get<std::string>());
    out.emplace_back(def, n ? integer(*n, what + ": dice of " + name->get<std::string>(), 1, 50) : dflt);
  }
  return out;
}

void Runner::place_all() {
  const json* setup = get(sc_.spec, "setup");
  if (!setup) return;
  if (setup->is_object() && setup->empty()) return;
  if (!setup->is_array()) bad("setup must be a list of { \"die\", \"zone\", \"face\" } entries");
  std::set<DieId> placed;
  int i = 0;
  for (const auto& entry : *setup) place(entry, ++i, placed);
}

void Runner::place(const json& e, int index, std::set<DieId>& placed) {
  const std::string what = "setup entry " + std::to_string(index);
  if (!e.is_array() && !e.is_object()) bad(what + " must be a table: { \"P1 Sidekick 1\", \"field\", \"character\" }");
  if (e.is_object())
    for (auto& [k, v] : e.items()) {
      bool positional = k == "1" || k == "2" || k == "3";
      if (!positional && k != "zone" && k != "face" && k != "damage" && k != "blocking" && k != "owner" && k != "controller" &&
          k != "by")
        bad_at(k, what + ": unknown field '" + k + "' (zone, face, damage, blocking, owner, controller, by)");
    }
  const json* who = at(e, 1);
  const json* zone = get(e, "zone") ? get(e, "zone") : at(e, 2);
  const json* face = get(e, "face") ? get(e, "face") : at(e, 3);
  if (!who) bad(what + " needs a die: { \"P1 Sidekick 1\", \"field\", \"character\" }");
  if (!zone || !zone->is_string()) bad(what + " needs a zone (" + kZoneList + ")");
  auto z = zone_named(zone->get<std::string>());
  if (!z) bad_at(zone->get<std::string>(), what + ": unknown zone " + quote(zone->get<std::string>()) + " (" + kZoneList + ")");
  // A captured die is placed in the field, then its captor captures it once the table is set,
  // as the game does it: where it goes back to and when is the game's business.
  const bool captured = *z == Zone::Captured;
  DieId captor = kNone;
  if (captured) {
    const json* by = get(e, "by");
    if (!by) bad_at(zone->get<std::string>(), what + ": a captured die needs its captor: by = \"P1 Thor: Odinson 1\"");
    captor = die(*by, what + " by");
    z = Zone::Field;
  } else if (get(e, "by")) {
    bad_at("by", what + ": by names the captor of a die in the zone \"captured\"");
  }
  const auto& s = g_->state();
  for (DieId d : dice_list(*who, what)) {
    const std::string dn = die_text(d);
    if (!placed.insert(d).second) bad_at(dn, dn + " is placed twice");
    const Die& dd = s.dice[d];
    const PlayerId card_owner = s.cards[dd.card].owner;
    PlayerId owner = card_owner;
    if (const json* o = get(e, "owner")) {
      owner = player(*o, what + " owner");
      if (card_owner != kNone && owner != card_owner) bad_at(dn, dn + " belongs to " + pname(card_owner));
    }
    const bool field = in_field(*z);
    if (*z == Zone::Supply) {
      owner = card_owner;
    } else if (owner == kNone) {
      bad_at(dn, dn + " is a basic action die: say who owns it (owner = 1 or 2)");
    }
    PlayerId controller = owner;
    if (const json* c = get(e, "controller")) {
      if (!field) bad_at(dn, what + ": only dice in the field can be controlled by the other player");
      controller = player(*c, what + " controller");
    }
    const int def = s.cards[dd.card].def;
    const CardDef& cd = lib_.at(def);
    int f = dd.face;
    if (face) {
      f = face_index(def, *face, dn);
    } else if (field && cd.max_level() == 1) {
      f = cd.face_of_level(1);
    } else if (field || *z == Zone::Reserve) {
      bad_at(dn, what + ": say which face " + dn + " shows (its faces: " + faces_of(def) + ")");
    }
    if (field && !cd.faces[f].is_character())
      bad_at(dn, dn + " can't be in the " + std::string(to_string(*z)) + " showing " + quote(cd.faces[f].describe()) +
                     ": only character faces are in the Field Zone");
    int damage = 0;
    if (const json* dmg = get(e, "damage")) {
      damage = integer(*dmg, what + " damage", 0, 1000);
      if (damage && !field) bad_at(dn, what + ": only dice in the field carry damage");
    }
    if (const json* b = get(e, "blocking")) {
      if (*z != Zone::Attack) bad_at(dn, what + ": a blocker is in the attack zone (zone \"attack\")");
      declared_blocks_[d] = die(*b, what + " blocking");
    }
    position_.dice.push_back(DiePlacement{d, *z, f, owner, controller, damage, kNone});
    if (captured) captures_.emplace_back(d, captor);
  }
}

void Runner::start_turn() {
  json turn = json::object();
  if (const json* t = get(sc_.spec, "turn")) {
    if (!t->is_object()) bad("turn must be a table: turn = { player = 1, step = \"main\" }");
    turn = *t;
  }
  for (auto& [k, v] : turn.items())
    if (k != "player" && k != "step" && k != "number") bad_at(k, "turn: unknown field '" + k + "' (player, step, number)");
  const PlayerId active = get(turn, "player") ? player(turn["player"], "turn player") : 0;
  const std::string step = get(turn, "step") ? squash(str(turn["step"], "turn step")) : "start";
  const StartPoint* start = nullptr;
  for (const auto& sp : kStarts)
    if (step == sp.name) start = &sp;
  if (!start) {
    std::vector<std::string> names;
    for (const auto& sp : kStarts) names.push_back(sp.name);
    bad_at(step, "turn step " + quote(step) + ": one of " + join(names, ", "));
  }
  position_.active = active;
  position_.turn = int_field(turn, "number", 1, 1, 100000);
  position_.start = start->start;
  // The attack zone as the set-up leaves it: the active player's dice attack, the others block.
  auto placed = [&](DieId d) -> const DiePlacement* {
    for (const auto& p : position_.dice)
      if (p.die == d) return &p;
    return nullptr;
  };
  bool attackers = false, blockers = false;
  for (auto& p : position_.dice) {
    if (p.zone != Zone::Attack) continue;
    auto it = declared_blocks_.find(p.die);
    // The active player's whole side attacks; the other side blocks.
    const auto& st = g_->state();
    if (st.side(p.controller) == st.side(active)) {
      if (it != declared_blocks_.end())
        bad_at(die_text(p.die), die_text(p.die) + " belongs to the attacking player: it can't be blocking");
      attackers = true;
      continue;
    }
    if (it == declared_blocks_.end())
      bad_at(die_text(p.die), die_text(p.die) + " is in the defender's attack zone: say which attacker it blocks (blocking = \"...\")");
    const DieId a = it->second;
    const DiePlacement* ap = placed(a);
    if (!ap || ap->zone != Zone::Attack || st.side(ap->controller) != st.side(active))
      bad_at(die_text(a), die_text(p.die) + " blocks " + die_text(a) + ", which is not attacking (put it in the attack zone)");
    p.blocking = a;
    blockers = true;
  }
  const bool combat = start->start == TurnStart::Blockers || start->start == TurnStart::AfterBlockers || start->start == TurnStart::Damage;
  if ((attackers || blockers) && !combat)
    bad("dice are in the attack zone: start the turn at step \"blockers\", \"after_blockers\" or \"damage\"");
  if (combat && !attackers) bad("turn step \"" + step + "\" needs attackers: put the active player's attackers in the attack zone");
  if (blockers && start->start == TurnStart::Blockers)
    bad("at step \"blockers\" no blocker is declared yet: leave blockers in the field, or start at \"after_blockers\"");
  if (auto err = g_->set_position(position_)) bad(*err);
  for (auto [d, by] : captures_) {
    if (!in_field(g_->state().dice[by].zone)) bad_at(die_text(by), die_text(d) + " is captured by " + die_text(by) + ", which is not in the field");
    Effects(*g_).capture(by, d);  // a position with a captured die: as the rules capture it
    if (g_->state().dice[d].zone != Zone::Captured) bad_at(die_text(d), die_text(d) + " can't be captured by " + die_text(by));
  }
}

}  // namespace dm::scenario
