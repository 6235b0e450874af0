#include "engine/masters/content/loader.hpp"

#include "engine/sandbox/plain_data.hpp"
#include "engine/sandbox/stateless.hpp"

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <filesystem>
#include <lua.hpp>
#include <sstream>
#include <stdexcept>

#include "dm/files.hpp"
#include "dm/text.hpp"
#include "dsl/compile.hpp"

namespace dm {

namespace fs = std::filesystem;

namespace {

// Costs, stats and bonuses a card may print: life and damage sums stay far from overflow.
constexpr int kMaxCardNumber = 99;

struct Reader {
  lua_State* L;
  const std::string& file;
  std::string where;  // e.g. "ability 2"

  [[noreturn]] void fail(const std::string& msg) const {
    throw std::runtime_error(file + ": " + (where.empty() ? "" : where + ": ") + msg);
  }
  // Field of the table at the top of the stack.
  int type(const char* key) {
    lua_getfield(L, -1, key);
    int t = lua_type(L, -1);
    lua_pop(L, 1);
    return t;
  }
  std::string str(const char* key, bool required, std::string def = {}) {
    lua_getfield(L, -1, key);
    if (lua_isnil(L, -1)) {
      lua_pop(L, 1);
      if (required) fail(std::string("missing field '") + key + "'");
      return def;
    }
    if (lua_type(L, -1) != LUA_TSTRING) {
      lua_pop(L, 1);
      fail(std::string("field '") + key + "' must be a string");
    }
    std::string v = lua_tostring(L, -1);
    lua_pop(L, 1);
    printable_or_fail(key, v);
    return v;
  }
  // Card strings reach terminals, logs and JSON: refused unless they are UTF-8 without control
  // characters (a card's text may hold newlines and tabs).
  void printable_or_fail(const std::string& key, const std::string& v) const {
    if (auto bad = find_invalid_utf8(v)) fail("field '" + key + "' is " + bad->text());
    const long at = find_control(v, key == "text" ? "\n\t" : "");
    if (at >= 0)
      fail("field '" + key + "' holds a control character (" + printable_line(v.substr(static_cast<std::size_t>(at), 1)) +
           " at byte " + std::to_string(at + 1) + ")");
  }
  // A whole number within [lo, hi]: never rounded, never cut to 32 bits.
  int integer(const char* key, bool required, int def = 0, lua_Integer lo = 0, lua_Integer hi = kMaxCardNumber) {
    lua_getfield(L, -1, key);
    if (lua_isnil(L, -1)) {
      lua_pop(L, 1);
      if (required) fail(std::string("missing field '") + key + "'");
      return def;
    }
    if (!lua_isinteger(L, -1)) {
      lua_pop(L, 1);
      fail(std::string("field '") + key + "' must be an integer");
    }
    const lua_Integer v = lua_tointeger(L, -1);
    lua_pop(L, 1);
    if (v < lo || v > hi)
      fail(std::string("field '") + key + "' is " + std::to_string(v) + ": it must be " + std::to_string(lo) + " to " +
           std::to_string(hi));
    return static_cast<int>(v);
  }
  bool boolean(const char* key) {
    lua_getfield(L, -1, key);
    bool v = lua_toboolean(L, -1);
    lua_pop(L, 1);
    return v;
  }
  std::vector<std::string> strings(const char* key) {
    std::vector<std::string> out;
    lua_getfield(L, -1, key);
    if (lua_isnil(L, -1)) {
      lua_pop(L, 1);
      return out;
    }
    if (!lua_istable(L, -1)) {
      lua_pop(L, 1);
      fail(std::string("field '") + key + "' must be a list of strings");
    }
    lua_Integer n = luaL_len(L, -1);
    for (lua_Integer i = 1; i <= n; ++i) {
      lua_rawgeti(L, -1, i);
      if (lua_type(L, -1) != LUA_TSTRING) {
        lua_pop(L, 2);
        fail(std::string("field '") + key + "' must be a list of strings");
      }
      out.emplace_back(lua_tostring(L, -1));
      lua_pop(L, 1);
      printable_or_fail(key, out.back());
    }
    lua_pop(L, 1);
    return out;
  }
};

Face parse_face(const std::string& text, const Reader& r, int index) {
  Face f;
  std::string t = text;
  auto bad = [&](const std::string& why) -> Face {
    r.fail("face " + std::to_string(index + 1) + " '" + text + "': " + why);
  };
  int bursts = 0;
  while (!t.empty() && t.back() == '*') {
    ++bursts;
    t.pop_back();
  }
  if (bursts > 2) return bad("at most two burst symbols");
  if (t == "action") {
    f.kind = Face::Kind::Action;
    f.bursts = bursts;
    return f;
  }
  if (t.find('/') != std::string::npos) {
    int cost = 0, atk = 0, def = 0;
    char s1 = 0, s2 = 0;
    std::istringstream in(t);
    if (!(in >> cost >> s1 >> atk >> s2 >> def) || s1 != '/' || s2 != '/' || !in.eof())
      return bad("a character face reads fielding/attack/defense, e.g. 1/3/3");
    if (cost < 0 || atk < 0 || def < 0) return bad("stats can't be negative");
    if (cost > kMaxCardNumber || atk > kMaxCardNumber || def > kMaxCardNumber)
      return bad("stats are at most " + std::to_string(kMaxCardNumber));
    f.kind = Face::Kind::Character;
    f.fielding = cost;
    f.attack = atk;
    f.defense = def;
    f.bursts = bursts;
    return f;
  }
  if (bursts) return bad("only character and action faces show bursts");
  f.kind = Face::Kind::Energy;
  if (t == "?") {
    f.wild = true;
    return f;
  }
  if (!t.empty() && std::all_of(t.begin(), t.end(), ::isdigit)) {
    f.generic = std::stoi(t);
    if (f.generic < 1 || f.generic > 9) return bad("generic energy is 1 to 9");
    return f;
  }
  std::istringstream in(t);
  std::string word;
  while (in >> word) {
    auto e = parse_energy(word);
    if (!e) return bad("unknown energy '" + word + "' (fist, bolt, mask, shield, ?, or a number for generic)");
    if (f.symbols && f.symbol != *e) return bad("a face shows one energy type");
    f.symbol = *e;
    ++f.symbols;
  }
  if (!f.symbols) return bad("empty face");
  return f;
}

Cost parse_cost(Reader& r) {
  Cost c;
  if (r.type("cost") == LUA_TNIL) return c;
  if (r.type("cost") != LUA_TTABLE) r.fail("'cost' must be a table such as {fist = 1} or {life = 1}");
  lua_getfield(r.L, -1, "cost");
  for (const char* k : {"energy", "fist", "bolt", "mask", "shield", "life"}) {
    int v = r.integer(k, false, 0, 0, kMaxCardNumber);
    std::string key = k;
    if (key == "life") c.life = v;
    else if (key == "energy") c.energy[0] = v;
    else c.energy[static_cast<int>(*parse_energy(key))] = v;
  }
  lua_pop(r.L, 1);
  return c;
}

TargetSpec parse_target(Reader& r, int i, AbilityDef& ab) {
  TargetSpec t;
  std::string kind = r.str("kind", false, "character");
  if (kind == "character") t.kind = TargetKind::Character;
  else if (kind == "player") t.kind = TargetKind::Player;
  else if (kind == "character_or_player") t.kind = TargetKind::CharacterOrPlayer;
  else if (kind == "die") t.kind = TargetKind::Die;
  else r.fail("target kind '" + kind + "' (character, player, character_or_player, die)");
  std::string side = r.str("side", false, "any");
  if (side == "any") t.side = TargetSide::Any;
  else if (side == "own") t.side = TargetSide::Own;
  else if (side == "opposing") t.side = TargetSide::Opposing;
  else r.fail("target side '" + side + "' (any, own, opposing)");
  std::string zone = r.str("zone", false, "field");
  auto z = parse_zone(zone);
  if (!z || *z == Zone::Captured || *z == Zone::Supply) r.fail("target zone '" + zone + "'");
  t.zone = *z;
  if (t.zone != Zone::Field && t.kind == TargetKind::Character) t.kind = TargetKind::Die;
  int count = r.integer("count", false, 1, 1, 100);
  t.max = count;
  t.min = r.integer("min", false, count, 0, 100);
  if (t.min < 0 || t.max < 1 || t.min > t.max) r.fail("target count/min out of range");
  t.prompt = r.str("prompt", false);
  std::string chooser = r.str("chooser", false, "you");
  if (chooser != "you" && chooser != "opponent") r.fail("target chooser '" + chooser + "' (you, opponent)");
  t.opponent_chooses = chooser == "opponent";
  if (r.type("filter") == LUA_TFUNCTION) {
    if (i > 2) r.fail("at most three target specs may have filters");
    t.has_filter = true;
    ab.has[static_cast<int>(Slot::Filter0) + i] = true;
  }
  return t;
}

AbilityDef parse_ability(Reader& r) {
  AbilityDef ab;
  ab.text = r.str("text", false);
  const bool global = r.boolean("global"), activated = r.boolean("activated"), alt = r.boolean("field_alt"),
             stat = r.boolean("static");
  std::string on = r.str("on", false);
  int kinds = global + activated + alt + stat + !on.empty();
  if (kinds != 1)
    r.fail("an ability is exactly one of: on = \"<trigger>\", static = true, global = true, activated = true, field_alt = true");
  if (global) ab.kind = AbilityKind::Global;
  else if (activated) ab.kind = AbilityKind::Activated;
  else if (alt) ab.kind = AbilityKind::AltField;
  else if (stat) ab.kind = AbilityKind::Static;
  else {
    ab.kind = AbilityKind::Triggered;
    ab.when = parse_trigger(on);
    if (ab.when == Trigger::None) r.fail("unknown trigger '" + on + "'");
  }
  if (r.type("burst") == LUA_TSTRING) {
    if (r.str("burst", false) != "any") r.fail("burst is 1, 2 or \"any\"");
    ab.burst = 3;
  } else {
    ab.burst = r.integer("burst", false, 0, 0, 2);
    if (ab.burst < 0 || ab.burst > 2) r.fail("burst is 1, 2 or \"any\"");
  }
  ab.instead = r.boolean("instead");
  ab.may = r.boolean("may");
  ab.first_each_turn = r.boolean("first_each_turn");
  ab.once_per_turn = ab.first_each_turn || r.boolean("once_per_turn");
  ab.needs_active = r.boolean("while_active");
  ab.card_scope = ab.needs_active || r.boolean("card") || ab.kind == AbilityKind::Global;
  ab.attack_step_only = r.boolean("attack_step");
  ab.cost = parse_cost(r);
  ab.combat_only = r.boolean("combat");
  ab.protect = r.boolean("protect");
  ab.reaction = r.boolean("reaction");
  ab.dealing = r.boolean("dealing");
  ab.batch = r.boolean("batch");
  if (ab.batch && ab.kind != AbilityKind::Global && ab.kind != AbilityKind::Activated)
    r.fail("only a global or activated ability can be paid for in a batch");
  if (ab.protect && (ab.kind != AbilityKind::Static || ab.cost.empty()))
    r.fail("a protect ability is static and has a cost");
  if (ab.reaction && ab.kind != AbilityKind::Global) r.fail("only a global ability can be a reaction");
  if (ab.dealing && !ab.reaction) r.fail("dealing = true marks a reaction: give reaction = true too");
  ab.keyword_names = r.strings("keywords");
  ab.attack_bonus = r.integer("attack", false, 0, -kMaxCardNumber, kMaxCardNumber);
  ab.defense_bonus = r.integer("defense", false, 0, -kMaxCardNumber, kMaxCardNumber);
  if (ab.kind == AbilityKind::Global && ab.cost.empty()) r.fail("a global ability needs a cost");
  if (r.type("targets") == LUA_TTABLE) {
    lua_getfield(r.L, -1, "targets");
    lua_Integer n = luaL_len(r.L, -1);
    for (lua_Integer i = 1; i <= n; ++i) {
      lua_rawgeti(r.L, -1, i);
      if (!lua_istable(r.L, -1)) r.fail("each target is a table");
      ab.targets.push_back(parse_target(r, static_cast<int>(i - 1), ab));
      lua_pop(r.L, 1);
    }
    lua_pop(r.L, 1);
  }
  auto fn = [&](const char* key, Slot slot) {
    int t = r.type(key);
    if (t == LUA_TNIL) return;
    if (t != LUA_TFUNCTION) r.fail(std::string("'") + key + "' must be a function");
    ab.has[static_cast<int>(slot)] = true;
  };
  fn("effect", Slot::Effect);
  fn("condition", Slot::Condition);
  fn("stat", Slot::Stat);
  fn("restrict", Slot::Restrict);
  fn("affects", Slot::Affects);
  fn("prevent", Slot::Prevent);
  // Every other function of the ability is a continuation an effect may name as `next`.
  lua_pushnil(r.L);
  while (lua_next(r.L, -2)) {
    if (lua_type(r.L, -2) == LUA_TSTRING && lua_type(r.L, -1) == LUA_TFUNCTION) {
      std::string name = lua_tostring(r.L, -2);
      static const char* standard[] = {"effect", "condition", "stat", "restrict", "affects", "prevent"};
      if (std::none_of(std::begin(standard), std::end(standard), [&](const char* k) { return name == k; }))
        ab.continuations.push_back(name);
    }
    lua_pop(r.L, 1);
  }
  std::sort(ab.continuations.begin(), ab.continuations.end());
  if (ab.kind == AbilityKind::Triggered && !ab.has[static_cast<int>(Slot::Effect)]) r.fail("a triggered ability needs an effect");
  if ((ab.kind == AbilityKind::Global || ab.kind == AbilityKind::Activated) && !ab.has[static_cast<int>(Slot::Effect)])
    r.fail("a global or activated ability needs an effect");
  return ab;
}

}  // namespace

CardDef read_card(script::Sandbox& sb, const std::string& lua, const std::string& file) {
  lua_State* L = sb.L();
  const int top = lua_gettop(L);
  int chunk = sb.compile(lua, file);
  // A card serves every game of a thread: one that could keep state is refused now.
  try {
    script::check_stateless(sb, chunk, file);
  } catch (...) {
    sb.unref(chunk);
    throw;
  }
  int env = sb.new_env();
  CardDef c;
  try {
    sb.run_chunk(chunk, env, 1);
    // Read below without a budget: so it must be plain data no script code runs behind.
    script::check_plain_data(L, -1, file, "the card table");
    Reader r{L, file, ""};
    if (!lua_istable(L, -1)) r.fail("a card script must return a table describing the card");
    c.file = file;
    c.set = r.str("set", true);
    c.number = r.integer("number", false, 0, 0, 999'999);
    c.id = r.str("id", false, c.set + "-" + (c.number < 10 ? "00" : c.number < 100 ? "0" : "") + std::to_string(c.number));
    c.title = r.str("title", true);
    c.subtitle = r.str("subtitle", false);
    c.rarity = r.str("rarity", false);  // "" when the card names none (packs refuse such cards)
    std::string kind = r.str("type", true);
    auto k = parse_card_kind(kind);
    if (!k) r.fail("type '" + kind + "' (character, action, basic_action, sidekick)");
    c.kind = *k;
    c.cost = r.integer("cost", c.kind != CardKind::Sidekick, 0);
    std::string energy = r.str("energy", false);
    if (!energy.empty()) {
      auto e = parse_energy(energy);
      if (!e) r.fail("energy '" + energy + "' (fist, bolt, mask, shield)");
      c.energy = *e;
    }
    c.affiliations = r.strings("affiliations");
    c.max = c.kind == CardKind::BasicAction ? r.integer("use", true) : r.integer("max", c.kind != CardKind::Sidekick, 0);
    c.text = r.str("text", false);
    c.tentative = r.boolean("tentative");
    auto faces = r.strings("faces");
    if (faces.size() != 6) r.fail("a die has exactly six faces (got " + std::to_string(faces.size()) + ")");
    int level = 0;
    for (int i = 0; i < 6; ++i) {
      c.faces[i] = parse_face(faces[i], r, i);
      if (c.faces[i].is_character()) c.faces[i].level = ++level;
    }
    bool chars = level > 0, actions = std::any_of(c.faces.begin(), c.faces.end(), [](const Face& f) { return f.is_action(); });
    if ((c.kind == CardKind::Action || c.kind == CardKind::BasicAction) && chars) r.fail("an action die has no character faces");
    if ((c.kind == CardKind::Character || c.kind == CardKind::Sidekick) && !chars) r.fail("a character die needs a character face");
    if ((c.kind == CardKind::Character || c.kind == CardKind::Sidekick) && actions) r.fail("a character die has no action faces");
    if (c.kind == CardKind::Character && c.energy == Energy::None) r.fail("a character card has an energy type");
    if (r.type("abilities") == LUA_TTABLE) {
      lua_getfield(L, -1, "abilities");
      lua_Integer n = luaL_len(L, -1);
      for (lua_Integer i = 1; i <= n; ++i) {
        lua_rawgeti(L, -1, i);
        r.where = "ability " + std::to_string(i);
        if (!lua_istable(L, -1)) r.fail("must be a table");
        c.abilities.push_back(parse_ability(r));
        lua_pop(L, 1);
      }
      lua_pop(L, 1);
    } else if (r.type("abilities") != LUA_TNIL) {
      r.fail("'abilities' must be a list");
    }
  } catch (...) {
    lua_settop(L, top);
    sb.unref(chunk);
    sb.unref(env);
    throw;
  }
  lua_settop(L, top);
  sb.unref(chunk);
  sb.unref(env);
  return c;
}

namespace {

void load_one(CardLibrary& lib, script::Sandbox& sb, const fs::path& p, std::vector<LoadError>& errors) {
  const std::string file = p.string();
  std::string why;
  auto read = read_input_file(file, kMaxCardFileBytes, why);
  if (!read) {
    errors.push_back({file, 0, why});
    return;
  }
  const std::string& text = *read;
  // A Lua card file is refused where its text stops being UTF-8, as the card language is.
  if (p.extension() == ".lua") {
    if (auto bad = find_invalid_utf8(text)) {
      errors.push_back({file, bad->line, "the file is " + bad->text() + " (save it as UTF-8)", bad->col});
      return;
    }
  }
  std::vector<std::pair<std::string, std::string>> scripts;  // (name for messages, lua)
  std::vector<std::vector<int>> line_maps;                   // compiled cards: script line -> card file line
  if (p.extension() == ".lua") {
    scripts.emplace_back(file, text);
  } else if (p.extension() == ".card") {
    // Compiled in memory: a card file that has any error loads no card at all.
    dsl::Compilation comp = dsl::compile(text, file);
    if (!comp.ok()) {
      for (const auto& d : comp.diags.all())
        if (d.severity == dsl::Severity::Error)
          errors.push_back({file, d.pos.line, d.message + (d.hint.empty() ? "" : " (" + d.hint + ")"), d.pos.col});
      return;
    }
    for (auto& c : comp.cards) {
      scripts.emplace_back(file + ":" + std::to_string(c.line) + " (" + c.name + ")", std::move(c.lua));
      line_maps.push_back(std::move(c.lines));
    }

  } else {
    return;
  }
  for (std::size_t k = 0; k < scripts.size(); ++k) {
    const auto& [name, lua] = scripts[k];
    try {
      CardDef def = read_card(sb, lua, name);
      lib.add(std::move(def), CardSource{name, lua});
    } catch (const script::ScriptError& e) {
      // Lua written inside a card file: name the card file's line, not the generated script's.
      if (k < line_maps.size() && e.line > 0 && static_cast<std::size_t>(e.line) <= line_maps[k].size()) {
        if (int at = line_maps[k][static_cast<std::size_t>(e.line) - 1]) {
          std::size_t open = name.find(" ("), close = name.rfind(')');
          std::string card = open != std::string::npos && close > open ? name.substr(open + 2, close - open - 2) : name;
          errors.push_back({file, at, card + ": " + e.message});
          continue;
        }
      }
      errors.push_back({e.file.empty() ? name : e.file, e.line, e.message});
    } catch (const std::exception& e) {
      std::string msg = e.what();
      if (msg.rfind(name + ": ", 0) == 0) msg = msg.substr(name.size() + 2);
      errors.push_back({name, 0, msg});
    }
  }
}

}  // namespace

void load_cards(CardLibrary& lib, const std::vector<std::string>& paths, std::vector<LoadError>& errors) {
  script::Sandbox sb;
  auto is_card_file = [](const fs::path& f) { return f.extension() == ".lua" || f.extension() == ".card"; };
  for (const auto& path : paths) {
    fs::path p(path);
    std::error_code ec;
    const auto st = fs::status(p, ec);
    if (ec && ec.value() == ELOOP) {
      errors.push_back({path, 0, "a symbolic link loop"});
    } else if (fs::is_directory(st)) {
      // Links to folders are not followed (a link back up would never end); a link that loops
      // or a card file that can't be looked at is an error, never silently left out.
      std::vector<fs::path> files;
      auto it = fs::recursive_directory_iterator(p, fs::directory_options::none, ec);
      for (; !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
        std::error_code entry_ec;
        const auto type = it->status(entry_ec).type();
        const std::string name = it->path().string();
        if (entry_ec && entry_ec.value() == ELOOP) errors.push_back({name, 0, "a symbolic link loop"});
        else if (!is_card_file(it->path()) || type == fs::file_type::directory) continue;
        else if ((entry_ec && entry_ec.value() == ENOENT) || type == fs::file_type::not_found)
          errors.push_back({name, 0, "a symbolic link that leads nowhere"});
        else if (entry_ec) errors.push_back({name, 0, entry_ec.message()});
        else if (type != fs::file_type::regular) errors.push_back({name, 0, "not a regular file (a device, pipe or socket)"});
        else files.push_back(it->path());
      }
      if (ec) errors.push_back({path, 0, "cannot list the folder: " + ec.message()});
      std::sort(files.begin(), files.end());
      for (auto& f : files) load_one(lib, sb, f, errors);
    } else if (fs::exists(st)) {
      // A file named on its own is read whatever it is, so a device or a pipe is refused by name.
      if (is_card_file(p) || !fs::is_regular_file(st)) load_one(lib, sb, p, errors);
    } else {
      errors.push_back({path, 0, "no such file or folder"});
    }
  }
}

std::shared_ptr<CardLibrary> builtin_library(std::vector<LoadError>& errors) {
  auto lib = std::make_shared<CardLibrary>();
  load_cards(*lib, {scripts_dir() + "/cards"}, errors);
  return lib;
}

}  // namespace dm
