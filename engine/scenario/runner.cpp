// Playing scenarios: the game built from the declaration, dice placed die by die, chance
// pinned, each step turned into the option keys it means, expectations checked against
// the state and the event log. Every problem comes back as a message with a file and line.
#include "engine/scenario/scenario.hpp"

#include <algorithm>
#include <cctype>
#include <deque>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include "dm/library.hpp"

namespace dm {

namespace {

using json = nlohmann::json;

struct Failure {
  std::string message;
  int line = 0;
  bool malformed = false;
};

// Lower case, trimmed, inner runs of blanks as one space: how names and faces compare.
std::string squash(const std::string& s) {
  std::string out;
  bool blank = false;
  for (char c : s) {
    if (std::isspace(static_cast<unsigned char>(c))) {
      blank = !out.empty();
      continue;
    }
    if (blank) out += ' ';
    blank = false;
    out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  return out;
}

// Whether a word ending at `end` stands alone: not part of a longer name, not called.
bool bare_after(const std::string& text, std::size_t end) {
  while (end < text.size() && (text[end] == ' ' || text[end] == '\t')) ++end;
  if (end >= text.size()) return true;
  const char c = text[end];
  return !(std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '(' || c == '"' || c == '{' || c == '\'' || c == '[');
}

std::string join(const std::vector<std::string>& v, const std::string& sep) {
  std::string out;
  for (const auto& x : v) {
    if (!out.empty()) out += sep;
    out += x;
  }
  return out;
}

std::string quote(const std::string& s) { return json(s).dump(-1, ' ', false, json::error_handler_t::replace); }

std::string pname(PlayerId p) { return "P" + std::to_string(p + 1); }

// 1-based positional part of a table read from Lua: a list, or an object with "1", "2", ...
const json* at(const json& j, std::size_t i) {
  if (j.is_array()) return i >= 1 && i <= j.size() ? &j[i - 1] : nullptr;
  if (j.is_object()) {
    auto it = j.find(std::to_string(i));
    return it == j.end() ? nullptr : &*it;
  }
  return nullptr;
}
const json* get(const json& j, const std::string& k) {
  if (!j.is_object()) return nullptr;
  auto it = j.find(k);
  return it == j.end() || it->is_null() ? nullptr : &*it;
}
bool is_step(const json& j) { return j.is_object() && j.contains("$verb"); }
bool is_identifier(const std::string& k) {
  if (k.empty() || std::isdigit(static_cast<unsigned char>(k[0]))) return false;
  return std::all_of(k.begin(), k.end(), [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; });
}

std::string step_text(const std::string& verb, const json& args);

// Values written back the way a scenario file would say them.
std::string lua_text(const json& v) {
  if (v.is_null()) return "nil";
  if (v.is_string()) return quote(v.get<std::string>());
  if (v.is_boolean() || v.is_number()) return v.dump();
  if (is_step(v)) return step_text(v["$verb"].get<std::string>(), v["$args"]);
  std::vector<std::string> parts;
  if (v.is_array()) {
    for (const auto& x : v) parts.push_back(lua_text(x));
  } else {
    std::size_t n = 0;
    while (v.contains(std::to_string(n + 1))) parts.push_back(lua_text(v[std::to_string(++n)]));
    for (auto& [k, x] : v.items()) {
      bool positional = !k.empty() && k.size() < 10 && std::all_of(k.begin(), k.end(), ::isdigit) && std::stoul(k) <= n;
      if (positional) continue;
      parts.push_back((is_identifier(k) ? k : "[" + quote(k) + "]") + " = " + lua_text(x));
    }
  }
  return parts.empty() ? "{}" : "{ " + join(parts, ", ") + " }";
}

std::string step_text(const std::string& verb, const json& args) {
  std::string out;
  if (!args.is_array() || args.empty()) out = verb;
  else if (args.size() == 1 && (args[0].is_string() || args[0].is_object() || args[0].is_array()))
    out = verb + " " + lua_text(args[0]);
  else {
    std::vector<std::string> parts;
    for (const auto& a : args) parts.push_back(lua_text(a));
    out = verb + "(" + join(parts, ", ") + ")";
  }
  if (out.size() > 100) out = out.substr(0, 97) + "...";
  return out;
}

int edit_distance(const std::string& a, const std::string& b) {
  std::vector<int> prev(b.size() + 1), cur(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) prev[j] = static_cast<int>(j);
  for (std::size_t i = 1; i <= a.size(); ++i) {
    cur[0] = static_cast<int>(i);
    for (std::size_t j = 1; j <= b.size(); ++j)
      cur[j] = std::min({prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)});
    std::swap(prev, cur);
  }
  return prev[b.size()];
}

// " (did you mean ...?)" for the closest of `known`, when one is close.
std::string near_miss(const std::string& want, const std::vector<std::string>& known) {
  std::string best;
  int best_d = 1 << 30;
  const std::string w = squash(want);
  for (const auto& k : known) {
    int d = edit_distance(w, squash(k));
    if (d < best_d) {
      best_d = d;
      best = k;
    }
  }
  if (best.empty() || best_d > std::max<int>(3, static_cast<int>(w.size()) / 4)) return "";
  return " (did you mean " + quote(best) + "?)";
}

std::optional<Zone> zone_named(const std::string& text) {
  std::string z = squash(text);
  std::replace(z.begin(), z.end(), ' ', '_');
  std::replace(z.begin(), z.end(), '-', '_');
  for (const char* suffix : {"_area", "_pool", "_pile", "_zone"}) {
    const std::string s = suffix;
    if (z.size() > s.size() && z.compare(z.size() - s.size(), s.size(), s) == 0) z.erase(z.size() - s.size());
  }
  if (z == "out" || z == "outofplay") z = "out_of_play";
  auto parsed = parse_zone(z);
  if (!parsed || *parsed == Zone::Captured) return std::nullopt;
  return parsed;
}

const char* kZoneList = "bag, prep, reserve, field, attack, out_of_play, used, supply";

std::optional<DecisionKind> decision_named(const std::string& s) {
  for (int k = 0; k <= static_cast<int>(DecisionKind::OrderTriggers); ++k)
    if (to_string(static_cast<DecisionKind>(k)) == s) return static_cast<DecisionKind>(k);
  return std::nullopt;
}

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

struct RollPin {
  int face = 0;
  DieId die = kNone;  // the die it is meant for, when the file says
  int def = kNone;    // the card it is meant for (its faces read the name)
  std::string text;
};
struct DrawPin {
  DieId die = kNone;
  std::string text;
};

class Runner {
 public:
  Runner(const Scenario& sc, std::shared_ptr<const CardLibrary> library, std::shared_ptr<AbilityRuntime> runtime,
         const ScenarioOptions& opts)
      : sc_(sc), library_(std::move(library)), runtime_(std::move(runtime)), lib_(*library_), opts_(opts) {}

  ScenarioResult run() {
    ScenarioResult r;
    r.file = sc_.file;
    r.name = sc_.name;
    try {
      line_ = sc_.line;
      build();
      for (std::size_t i = 0; i < sc_.steps.size(); ++i) run_step(i);
      step_ = 0;
      line_ = last_line_;
      check_pins_used();
      r.passed = true;
    } catch (const Failure& f) {
      r.malformed = f.malformed;
      r.line = f.line;
      r.message = sc_.file + (f.line > 0 ? ":" + std::to_string(f.line) : "") + ": " + f.message;
    } catch (const std::exception& e) {
      r.line = line_;
      r.message = sc_.file + ":" + std::to_string(line_) + ": " + where() + "internal error: " + e.what();
    }
    return r;
  }

 private:
  const Scenario& sc_;
  std::shared_ptr<const CardLibrary> library_;
  std::shared_ptr<AbilityRuntime> runtime_;
  const CardLibrary& lib_;
  const ScenarioOptions& opts_;
  std::unique_ptr<Game> g_;
  std::vector<json> log_;
  int line_ = 0, last_line_ = 0;
  std::size_t step_ = 0;  // 1-based while a step runs
  std::string step_text_;
  std::vector<std::string> die_name_;                     // by die id
  std::vector<std::string> card_full_, card_short_;       // by card in play
  std::map<std::string, std::vector<CardId>> card_keys_;  // squashed names and ids
  std::vector<std::vector<DieId>> card_dice_;             // by card in play, in id order
  std::deque<RollPin> roll_pins_;
  std::deque<DrawPin> draw_pins_;
  std::map<DieId, DieId> declared_blocks_;  // blocker -> attacker, from the set-up
  Position position_;                       // what the set-up places, given to the game at once
  int script_errors_ = 0;

  // --- failing -----------------------------------------------------------------------

  std::string where() const {
    if (!step_) return "";
    return "step " + std::to_string(step_) + " (" + step_text_ + "): ";
  }
  [[noreturn]] void fail(const std::string& msg) const { throw Failure{where() + msg, line_, false}; }
  [[noreturn]] void bad(const std::string& msg) const { throw Failure{where() + msg, line_, true}; }
  // A set-up problem about `needle` (a name as written): points at the line that says it.
  [[noreturn]] void bad_at(const std::string& needle, const std::string& msg) const {
    throw Failure{where() + msg, step_ ? line_ : locate(needle, sc_.line), true};
  }

  // Where the text says `needle` (a name, quoted first), at or after from_line.
  int locate(const std::string& needle, int from_line) const {
    if (!sc_.source || needle.empty()) return from_line;
    const std::size_t pos = line_start(from_line);
    for (const std::string& n : {quote(needle), needle}) {
      std::size_t hit = sc_.source->find(n, pos);
      if (hit != std::string::npos) return line_of(hit);
    }
    return from_line;
  }

  // The line of a bare word (a step written without a call) at or after from_line.
  int locate_word(const std::string& word, int from_line) const {
    if (!sc_.source) return from_line;
    const std::string& text = *sc_.source;
    auto word_char = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; };
    for (std::size_t pos = line_start(from_line); pos < text.size();) {
      std::size_t hit = text.find(word, pos);
      if (hit == std::string::npos) break;
      bool left = hit == 0 || !word_char(text[hit - 1]);
      if (left && bare_after(text, hit + word.size())) return line_of(hit);
      pos = hit + 1;
    }
    return from_line;
  }

  std::size_t line_start(int line) const {
    const std::string& text = *sc_.source;
    std::size_t pos = 0;
    for (int l = 1; l < line; ++l) {
      pos = text.find('\n', pos);
      if (pos == std::string::npos) return text.size();
      ++pos;
    }
    return pos;
  }
  int line_of(std::size_t pos) const {
    const std::string& text = *sc_.source;
    return 1 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(std::min(pos, text.size())), '\n'));
  }

  // --- reading values ----------------------------------------------------------------

  int integer(const json& v, const std::string& what, int lo, int hi) const {
    if (!v.is_number_integer()) bad(what + " must be a whole number, not " + lua_text(v));
    auto n = v.get<std::int64_t>();
    if (n < lo || n > hi) bad(what + " must be between " + std::to_string(lo) + " and " + std::to_string(hi) + ", not " + std::to_string(n));
    return static_cast<int>(n);
  }
  int int_field(const json& obj, const std::string& key, int def, int lo, int hi) const {
    const json* v = get(obj, key);
    return v ? integer(*v, key, lo, hi) : def;
  }
  std::string str(const json& v, const std::string& what) const {
    if (!v.is_string()) bad(what + " must be a string, not " + lua_text(v));
    return v.get<std::string>();
  }

  PlayerId player(const json& v, const std::string& what) const {
    if (v.is_number_integer()) {
      auto n = v.get<std::int64_t>();
      if (n == 1 || n == 2) return static_cast<PlayerId>(n - 1);
    } else if (v.is_string()) {
      std::string s = squash(v.get<std::string>());
      if (s == "p1" || s == "player 1" || s == "1") return 0;
      if (s == "p2" || s == "player 2" || s == "2") return 1;
    }
    bad(what + ": players are 1 and 2 (or \"P1\", \"P2\"), not " + lua_text(v));
  }
  static bool looks_like_player(const json& v) {
    if (!v.is_string()) return false;
    std::string s = squash(v.get<std::string>());
    return s == "p1" || s == "p2" || s == "player 1" || s == "player 2";
  }

  int find_def(const std::string& name) const {
    int i = lib_.find(name);
    if (i >= 0) return i;
    const std::string want = squash(name);
    for (int k = 0; k < lib_.size(); ++k)
      if (squash(lib_.at(k).name()) == want || squash(lib_.at(k).id) == want) return k;
    return -1;
  }
  std::vector<std::string> library_names() const {
    std::vector<std::string> out;
    for (int k = 0; k < lib_.size(); ++k) out.push_back(lib_.at(k).name());
    return out;
  }
  int def_named(const std::string& name) const {
    int d = find_def(name);
    if (d < 0) bad_at(name, "unknown card " + quote(name) + near_miss(name, library_names()));
    return d;
  }

  // --- names of dice and cards ---------------------------------------------------------

  void build_names() {
    const auto& s = g_->state();
    const auto ncards = s.cards.size();
    card_full_.assign(ncards, "");
    card_short_.assign(ncards, "");
    card_dice_.assign(ncards, {});
    die_name_.assign(s.dice.size(), "");
    std::map<std::string, int> uses;
    auto base = [&](CardId c) { return s.def(c).kind == CardKind::Sidekick ? std::string("Sidekick") : s.def(c).name(); };
    for (CardId c = 0; c < static_cast<CardId>(ncards); ++c) ++uses[squash(base(c))];
    for (CardId c = 0; c < static_cast<CardId>(ncards); ++c) {
      const PlayerId owner = s.cards[c].owner;
      const std::string b = base(c);
      card_full_[c] = owner == kNone ? b : pname(owner) + " " + b;
      const bool unique = uses[squash(b)] == 1;
      card_short_[c] = unique ? b : card_full_[c];
      card_keys_[squash(card_full_[c])].push_back(c);
      if (owner != kNone) {
        card_keys_[squash(b)].push_back(c);
        card_keys_[squash(pname(owner) + " " + s.def(c).id)].push_back(c);
      }
      card_keys_[squash(s.def(c).id)].push_back(c);
    }
    for (const auto& d : s.dice) card_dice_[d.card].push_back(d.id);
    for (CardId c = 0; c < static_cast<CardId>(ncards); ++c)
      for (std::size_t k = 0; k < card_dice_[c].size(); ++k) die_name_[card_dice_[c][k]] = card_full_[c] + " " + std::to_string(k + 1);
  }

  std::string die_text(DieId d) const { return d >= 0 && d < static_cast<DieId>(die_name_.size()) ? die_name_[d] : "die " + std::to_string(d); }

  std::vector<std::string> known_names() const {
    std::vector<std::string> out = die_name_;
    for (const auto& c : card_full_) out.push_back(c);
    return out;
  }

  // Cards in play called `name` (a squashed key), optionally narrowed to one player's.
  std::vector<CardId> cards_called(const std::string& name) const {
    auto it = card_keys_.find(squash(name));
    if (it == card_keys_.end()) return {};
    std::vector<CardId> v = it->second;
    std::sort(v.begin(), v.end());
    v.erase(std::unique(v.begin(), v.end()), v.end());
    return v;
  }

  CardId card_named(const std::string& name, PlayerId prefer = kNone) const {
    auto cs = cards_called(name);
    if (cs.empty()) {
      if (find_def(name) >= 0) bad_at(name, quote(name) + " is not in this game (add it to a player's cards or to basic_actions)");
      bad_at(name, "unknown card " + quote(name) + near_miss(name, card_full_));
    }
    if (cs.size() > 1 && prefer != kNone) {
      std::vector<CardId> mine;
      for (CardId c : cs)
        if (g_->state().cards[c].owner == prefer) mine.push_back(c);
      if (mine.size() == 1) return mine[0];
    }
    if (cs.size() > 1) {
      std::vector<std::string> alts;
      for (CardId c : cs) alts.push_back(quote(card_full_[c]));
      bad_at(name, quote(name) + " is ambiguous: say " + join(alts, " or "));
    }
    return cs[0];
  }

  // "P1 Sidekick 3", "Force Beam 1"; with `many`, also "P1 Sidekick 2-5" and "P1 Sidekick *".
  std::vector<DieId> dice_named(const std::string& raw, bool many) const {
    const std::string name = squash(raw);
    const auto space = name.rfind(' ');
    auto unknown = [&]() {
      bad_at(raw, "unknown die " + quote(raw) + near_miss(raw, known_names()) +
                      " (dice are named by owner, card and number: \"P1 Sidekick 1\", \"Force Beam 2\")");
    };
    if (space == std::string::npos) unknown();
    const std::string card = name.substr(0, space), index = name.substr(space + 1);
    auto cs = cards_called(card);
    if (cs.empty()) unknown();
    if (cs.size() > 1) {
      std::vector<std::string> alts;
      for (CardId c : cs) alts.push_back(quote(card_full_[c] + " " + index));
      bad_at(raw, quote(raw) + " is ambiguous: say " + join(alts, " or "));
    }
    const auto& dice = card_dice_[cs[0]];
    int lo = 0, hi = 0;
    auto number = [&](const std::string& t) {
      if (t.empty() || t.size() > 4 || !std::all_of(t.begin(), t.end(), ::isdigit)) unknown();
      return std::stoi(t);
    };
    if (index == "*" && many) {
      lo = 1;
      hi = static_cast<int>(dice.size());
    } else if (auto dash = index.find('-'); dash != std::string::npos && many) {
      lo = number(index.substr(0, dash));
      hi = number(index.substr(dash + 1));
    } else {
      lo = hi = number(index);
    }
    if (lo < 1 || hi > static_cast<int>(dice.size()) || lo > hi)
      bad_at(raw, quote(raw) + ": " + card_full_[cs[0]] + " has " + std::to_string(dice.size()) + " dice (1 to " +
                      std::to_string(dice.size()) + ")");
    return std::vector<DieId>(dice.begin() + (lo - 1), dice.begin() + hi);
  }
  DieId die(const json& v, const std::string& what) const {
    if (!v.is_string()) bad(what + " must name a die, like \"P1 Sidekick 1\", not " + lua_text(v));
    return dice_named(v.get<std::string>(), false)[0];
  }
  // A die name, a range, or a list of them.
  std::vector<DieId> dice_list(const json& v, const std::string& what) const {
    std::vector<DieId> out;
    if (v.is_string()) return dice_named(v.get<std::string>(), true);
    if (!v.is_array()) bad(what + " must be a die name or a list of die names, not " + lua_text(v));
    for (const auto& x : v) {
      if (!x.is_string()) bad(what + " must be a list of die names, not " + lua_text(v));
      for (DieId d : dice_named(x.get<std::string>(), true)) out.push_back(d);
    }
    return out;
  }

  // --- faces -----------------------------------------------------------------------

  static std::string face_text(const Face& f) { return f.describe(); }
  std::string faces_of(int def) const {
    std::vector<std::string> v;
    for (const auto& f : lib_.at(def).faces) v.push_back(f.describe());
    return join(v, ", ");
  }

  // A face as the file names it, for a die of card definition `def`: a position 1-6, "level 2",
  // "character" (a die with one character face), or what the face shows ("bolt bolt", "?", "2", "action*").
  int face_index(int def, const json& v, const std::string& who) const {
    const CardDef& cd = lib_.at(def);
    if (v.is_number_integer()) {
      auto n = v.get<std::int64_t>();
      if (n < 1 || n > 6) bad(who + ": face positions are 1 to 6, not " + std::to_string(n));
      return static_cast<int>(n - 1);
    }
    if (!v.is_string()) bad(who + ": a face is a name such as \"fist\" or \"level 2\", or a position 1-6, not " + lua_text(v));
    std::string s = squash(v.get<std::string>());
    if (s == "wild") s = "?";
    if (s.rfind("level ", 0) == 0 || (s.size() == 2 && s[0] == 'l' && std::isdigit(static_cast<unsigned char>(s[1])))) {
      std::string n = s.substr(s[0] == 'l' && s.size() == 2 ? 1 : 6);
      int level = n.size() == 1 && std::isdigit(static_cast<unsigned char>(n[0])) ? n[0] - '0' : -1;
      int f = level > 0 ? cd.face_of_level(level) : -1;
      if (f < 0) bad_at(v.get<std::string>(), who + ": " + cd.name() + " has no " + quote(v.get<std::string>()) + " (levels 1 to " + std::to_string(cd.max_level()) + ")");
      return f;
    }
    if (s == "character") {
      if (cd.max_level() == 1) return cd.face_of_level(1);
      if (cd.max_level() == 0) bad_at(v.get<std::string>(), who + ": " + cd.name() + " has no character face");
      bad_at(v.get<std::string>(), who + ": " + cd.name() + " has " + std::to_string(cd.max_level()) +
                                       " levels: say \"level 1\", \"level 2\" or \"level 3\"");
    }
    for (int i = 0; i < 6; ++i)
      if (squash(cd.faces[i].describe()) == s) return i;
    bad_at(v.get<std::string>(), who + ": " + cd.name() + " has no face " + quote(v.get<std::string>()) + " (its faces: " + faces_of(def) + ")");
  }

  // --- building the game -------------------------------------------------------------

  void build() {
    const json& sp = sc_.spec;
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
      if (!p->is_array() || p->size() != 2) bad("players must list exactly two players: players = { {...}, {...} }");
      players = *p;
    }
    std::array<std::optional<int>, 2> life{};
    setup.teams.resize(2);
    int highest = 0;
    for (int p = 0; p < 2; ++p) {
      json pl = players[p];
      if (pl.is_array() && pl.empty()) pl = json::object();
      if (!pl.is_object()) bad("player " + std::to_string(p + 1) + " must be a table: { life = 10, cards = { ... } }");
      for (auto& [k, v] : pl.items())
        if (k != "life" && k != "cards" && k != "sidekicks")
          bad_at(k, "player " + std::to_string(p + 1) + ": unknown field '" + k + "' (life, cards, sidekicks)");
      if (get(pl, "life")) {
        life[p] = integer(pl["life"], "player " + std::to_string(p + 1) + " life", -1000, 100000);
        highest = std::max(highest, *life[p]);
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
    position_.life.assign(2, std::nullopt);
    for (int p = 0; p < 2; ++p)
      if (life[p]) position_.life[static_cast<std::size_t>(p)] = *life[p];
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

  std::vector<std::pair<int, int>> card_list(const json& v, int dflt, const std::string& what) const {
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

  void place_all() {
    const json* setup = get(sc_.spec, "setup");
    if (!setup) return;
    if (setup->is_object() && setup->empty()) return;
    if (!setup->is_array()) bad("setup must be a list of { \"die\", \"zone\", \"face\" } entries");
    std::set<DieId> placed;
    int i = 0;
    for (const auto& entry : *setup) place(entry, ++i, placed);
  }

  void place(const json& e, int index, std::set<DieId>& placed) {
    const std::string what = "setup entry " + std::to_string(index);
    if (!e.is_array() && !e.is_object()) bad(what + " must be a table: { \"P1 Sidekick 1\", \"field\", \"character\" }");
    if (e.is_object())
      for (auto& [k, v] : e.items()) {
        bool positional = k == "1" || k == "2" || k == "3";
        if (!positional && k != "zone" && k != "face" && k != "damage" && k != "blocking" && k != "owner" && k != "controller")
          bad_at(k, what + ": unknown field '" + k + "' (zone, face, damage, blocking, owner, controller)");
      }
    const json* who = at(e, 1);
    const json* zone = get(e, "zone") ? get(e, "zone") : at(e, 2);
    const json* face = get(e, "face") ? get(e, "face") : at(e, 3);
    if (!who) bad(what + " needs a die: { \"P1 Sidekick 1\", \"field\", \"character\" }");
    if (!zone || !zone->is_string()) bad(what + " needs a zone (" + kZoneList + ")");
    auto z = zone_named(zone->get<std::string>());
    if (!z) bad_at(zone->get<std::string>(), what + ": unknown zone " + quote(zone->get<std::string>()) + " (" + kZoneList + ")");
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
    }
  }

  void start_turn() {
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
      if (p.controller == active) {
        if (it != declared_blocks_.end())
          bad_at(die_text(p.die), die_text(p.die) + " belongs to the attacking player: it can't be blocking");
        attackers = true;
        continue;
      }
      if (it == declared_blocks_.end())
        bad_at(die_text(p.die), die_text(p.die) + " is in the defender's attack zone: say which attacker it blocks (blocking = \"...\")");
      const DieId a = it->second;
      const DiePlacement* ap = placed(a);
      if (!ap || ap->zone != Zone::Attack || ap->controller != active)
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
  }

  // --- pinned chance -----------------------------------------------------------------

  void add_roll_pins(const json& v) {
    json list = v.is_array() ? v : json::array({v});
    std::vector<RollPin> pins;
    bool all_named = true;
    for (const auto& x : list) {
      RollPin p;
      p.text = lua_text(x);
      if (x.is_number_integer()) {
        p.face = face_index(lib_.sidekick(), x, "roll");
        all_named = false;
      } else if ((x.is_array() || x.is_object()) && at(x, 1) && at(x, 2) && at(x, 1)->is_string()) {
        const std::string who = at(x, 1)->get<std::string>();
        if (DieId d = find_die_quiet(who); d != kNone) {
          p.die = d;
          p.def = g_->state().cards[g_->state().dice[d].card].def;
        } else if (auto cs = cards_called(who); !cs.empty()) {
          p.def = g_->state().cards[cs[0]].def;  // same-named cards share a definition
          all_named = false;
        } else if (find_def(who) >= 0) {
          p.def = find_def(who);
          all_named = false;
        } else {
          die(*at(x, 1), "roll");  // reports the unknown name
        }
        p.face = face_index(p.def, *at(x, 2), p.die != kNone ? die_text(p.die) : lib_.at(p.def).name());
      } else {
        bad("roll: each pinned roll is {\"die\", \"face\"} (or {\"card\", \"face\"}, or a face position 1-6), not " + lua_text(x));
      }
      pins.push_back(p);
    }
    // One batch is rolled in die order, so a batch of named dice is pinned in that order.
    if (all_named) std::stable_sort(pins.begin(), pins.end(), [](const RollPin& a, const RollPin& b) { return a.die < b.die; });
    std::vector<int> faces;
    for (const auto& p : pins) {
      faces.push_back(p.face);
      roll_pins_.push_back(p);
    }
    g_->force_faces(faces);
  }

  DieId find_die_quiet(const std::string& raw) const {
    const std::string name = squash(raw);
    const auto space = name.rfind(' ');
    if (space == std::string::npos) return kNone;
    auto cs = cards_called(name.substr(0, space));
    const std::string idx = name.substr(space + 1);
    if (cs.size() != 1 || idx.empty() || idx.size() > 4 || !std::all_of(idx.begin(), idx.end(), ::isdigit)) return kNone;
    const auto& dice = card_dice_[cs[0]];
    int k = std::stoi(idx);
    return k >= 1 && k <= static_cast<int>(dice.size()) ? dice[k - 1] : kNone;
  }

  void add_draw_pins(const json& v) {
    std::vector<DieId> ids;
    for (DieId d : dice_list(v, "draw")) {
      ids.push_back(d);
      draw_pins_.push_back(DrawPin{d, die_text(d)});
    }
    g_->force_draws(ids);
  }

  struct Snapshot {
    std::size_t log = 0, faces = 0, draws = 0;
    std::vector<Zone> draw_zones;
  };
  Snapshot snapshot() const {
    Snapshot s;
    s.log = log_.size();
    s.faces = g_->state().forced_faces.size();
    s.draws = g_->state().forced_draws.size();
    for (const auto& p : draw_pins_) s.draw_zones.push_back(g_->state().dice[p.die].zone);
    return s;
  }

  // After the engine moved: a card script that failed fails the scenario, and pinned rolls
  // and draws must have gone where the file meant them to.
  void after_apply(const Snapshot& before) {
    const auto& s = g_->state();
    if (g_->script_errors() > script_errors_) {
      std::string msg;
      for (std::size_t i = before.log; i < log_.size(); ++i)
        if (log_[i].value("type", "") == "script_error")
          msg = log_[i].value("card", "?") + " (ability " + std::to_string(log_[i].value("ability", 0)) + "): " + log_[i].value("message", "");
      script_errors_ = g_->script_errors();
      fail("a card script failed: " + (msg.empty() ? std::string("see the log") : msg));
    }
    const std::size_t rolled_pins = before.faces - std::min(before.faces, s.forced_faces.size());
    std::vector<DieId> rolled;
    for (std::size_t i = before.log; i < log_.size(); ++i) {
      const std::string type = log_[i].value("type", "");
      if ((type == "roll" || type == "reroll") && log_[i].contains("dice"))
        for (const auto& x : log_[i]["dice"])
          if (x.is_object() && x.contains("die")) rolled.push_back(x["die"].get<int>());
    }
    for (std::size_t k = 0; k < rolled_pins && !roll_pins_.empty(); ++k) {
      RollPin p = roll_pins_.front();
      roll_pins_.pop_front();
      if (k >= rolled.size()) continue;  // rolled by a card effect: not in the log
      if (p.die != kNone && rolled[k] != p.die)
        fail("the pinned roll " + p.text + " was taken by " + die_text(rolled[k]) +
             ": a batch of dice is rolled in die order, and each batch needs its own roll { } in that order");
      if (p.die == kNone && p.def != kNone && s.cards[s.dice[rolled[k]].card].def != p.def)
        fail("the pinned roll " + p.text + " was taken by " + die_text(rolled[k]) + ", a die of another card");
    }
    const std::size_t drawn_pins = before.draws - std::min(before.draws, s.forced_draws.size());
    for (std::size_t k = 0; k < drawn_pins && !draw_pins_.empty(); ++k) {
      DrawPin p = draw_pins_.front();
      draw_pins_.pop_front();
      const Zone now = s.dice[p.die].zone, was = k < before.draw_zones.size() ? before.draw_zones[k] : now;
      if (now == Zone::Bag || now == was)
        fail("the pinned draw " + p.text + " was not drawn: it was not in " + pname(s.dice[p.die].owner) +
             "'s bag when " + pname(s.active) + " drew");
    }
  }

  void check_pins_used() const {
    std::vector<std::string> left;
    for (const auto& p : roll_pins_) left.push_back("roll " + p.text);
    for (const auto& p : draw_pins_) left.push_back("draw " + quote(p.text));
    if (!left.empty()) fail("pinned but never used: " + join(left, ", "));
  }

  // --- decisions ---------------------------------------------------------------------

  // An option as the step that would choose it.
  std::string suggest(int i) const {
    const auto& s = g_->state();
    const Option& o = g_->pending().options[static_cast<std::size_t>(i)];
    const std::string k = g_->option_key(i);
    auto nth_of_kind = [&](CardId c, int ability, AbilityKind kind) {
      const CardDef& def = s.def(c);
      int n = 0, total = 0;
      for (int a = 0; a < static_cast<int>(def.abilities.size()); ++a)
        if (def.abilities[a].kind == kind) {
          ++total;
          if (a == ability) n = total;
        }
      return total > 1 ? ", " + std::to_string(n) : std::string();
    };
    auto starts = [&](const char* p) { return k.rfind(p, 0) == 0; };
    if (starts("buy:")) return "buy " + quote(card_short_[o.a]);
    if (starts("field_alt:")) return "field_alt(" + quote(die_text(o.a)) + nth_of_kind(s.dice[o.a].card, o.b, AbilityKind::AltField) + ")";
    if (starts("field:")) return "field " + quote(die_text(o.a));
    if (starts("action:")) return "use " + quote(die_text(o.a));
    if (starts("global:")) {
      std::string n = nth_of_kind(o.a, o.b, AbilityKind::Global);
      return n.empty() ? "global " + quote(card_short_[o.a]) : "global(" + quote(card_short_[o.a]) + n + ")";
    }
    if (starts("activate:")) {
      std::string n = nth_of_kind(s.dice[o.a].card, o.b, AbilityKind::Activated);
      return n.empty() ? "activate " + quote(die_text(o.a)) : "activate(" + quote(die_text(o.a)) + n + ")";
    }
    if (starts("attack:")) return "attack { " + quote(die_text(o.a)) + " }";
    if (starts("block:")) return "block { [" + quote(die_text(o.a)) + "] = " + quote(die_text(o.b)) + " }";
    if (starts("reroll:")) {
      std::vector<std::string> names;
      std::stringstream ids(k.substr(7));
      for (std::string id; std::getline(ids, id, ',');) names.push_back(quote(die_text(std::stoi(id))));
      return "reroll { " + join(names, ", ") + " }";
    }
    if (k == "keep") return "reroll {}";
    if (starts("pay:")) return "pay(" + std::to_string(o.a) + ") = " + plan_text(static_cast<std::size_t>(o.a));
    if (starts("target:")) return o.a < 0 ? "target " + quote(pname(-1 - o.a)) : "target " + quote(die_text(o.a));
    if (starts("assign:")) return "assign(" + std::to_string(o.b) + ")";
    if (starts("times:")) return "times(" + std::to_string(o.a) + ")";
    if (starts("first:")) return "order(" + std::to_string(o.a) + ") = " + g_->option_label(i);
    if (k == "yes" || k == "no" || k == "pass" || k == "done" || k == "cancel") return k;
    return "choose " + quote(k);
  }

  std::string plan_text(std::size_t i) const {
    const auto& s = g_->state();
    if (i >= s.plans.size()) return "?";
    std::vector<std::string> parts;
    for (const auto& sp : s.plans[i]) {
      if (sp.from == Spend::From::Bonus) {
        parts.push_back(std::to_string(sp.amount) + " bonus generic");
        continue;
      }
      if (sp.from == Spend::From::Floating) {
        parts.push_back(std::to_string(sp.amount) + " left-over generic");
        continue;
      }
      const Face& f = s.face(sp.die);
      std::string t = quote(die_text(sp.die)) + " " + f.describe();
      if (!f.wild && !f.generic && sp.amount < f.symbols) t += " (" + std::to_string(sp.amount) + " of " + std::to_string(f.symbols) + ")";
      if (f.wild && sp.as != Energy::None) t += " as " + std::string(to_string(sp.as));
      parts.push_back(t);
    }
    return "{ " + join(parts, ", ") + " }";
  }

  std::string pending_text() const {
    if (g_->over()) return "the game is over (" + outcome_text() + ")";
    const Decision& d = g_->pending();
    if (d.empty()) return "no decision is pending";
    std::vector<std::string> opts;
    for (int i = 0; i < static_cast<int>(d.options.size()); ++i) opts.push_back(suggest(i));
    return pname(d.player) + " is asked " + std::string(to_string(d.kind)) + " (" + g_->prompt() + "), options: " + join(opts, "; ");
  }

  std::string outcome_text() const {
    const auto& s = g_->state();
    std::string who = s.winner == kNone ? (s.end_reason == EndReason::Tie ? std::string("a tie") : "no winner") : pname(s.winner) + " wins";
    return who + ", " + std::string(to_string(s.end_reason)) + ", life " + std::to_string(s.sides[0].life) + "/" + std::to_string(s.sides[1].life);
  }

  void apply_key(const std::string& key, std::optional<DecisionKind> kind, const std::string& what) {
    if (g_->over()) fail("can't " + what + ": " + pending_text());
    const Decision& d = g_->pending();
    if (d.empty()) fail("can't " + what + ": no decision is pending");
    if (kind && d.kind != *kind) fail("can't " + what + " now: " + pending_text());
    int i = g_->find_option(key);
    if (i < 0) fail("can't " + what + " now: " + pending_text());
    Snapshot before = snapshot();
    if (auto err = g_->apply(i)) fail("the engine refused " + what + ": " + *err);
    after_apply(before);
  }

  // --- steps -----------------------------------------------------------------------

  struct Action {
    std::vector<std::string> keys;
    std::optional<DecisionKind> kind;
    std::optional<PlayerId> decider;  // pass(2): only when it is player 2 who decides
    std::string what;
    const json* pay = nullptr;
  };

  const json& arg(const json& args, std::size_t i, const std::string& usage) const {
    if (!args.is_array() || args.size() < i || args[i - 1].is_null()) bad("missing argument: " + usage);
    return args[i - 1];
  }
  const json* opt_arg(const json& args, std::size_t i) const {
    return args.is_array() && args.size() >= i && !args[i - 1].is_null() ? &args[i - 1] : nullptr;
  }

  // "n-th ability of this kind" (1-based) to the ability's index in the card.
  int ability_of_kind(CardId c, AbilityKind kind, const json* n, const std::string& what) const {
    const CardDef& def = g_->state().def(c);
    int want = n ? integer(*n, what + " ability number", 1, 50) : 1, seen = 0;
    for (int a = 0; a < static_cast<int>(def.abilities.size()); ++a)
      if (def.abilities[a].kind == kind && ++seen == want) return a;
    bad(def.name() + " has " + (seen ? "only " + std::to_string(seen) : std::string("no")) + " such abilit" + (seen == 1 ? "y" : "ies") + " for " + what);
  }

  // A step that names something in a table ({ "die", pay = ... }) or plainly ("die").
  const json& subject(const json& args, const std::string& usage, const json** pay) const {
    const json& a = arg(args, 1, usage);
    if (a.is_object() && at(a, 1)) {
      for (auto& [k, v] : a.items())
        if (k != "1" && k != "pay") bad("unknown field '" + k + "' (only pay = ...)");
      if (pay) *pay = get(a, "pay");
      return *at(a, 1);
    }
    return a;
  }

  Action plan(const std::string& verb, const json& args) const {
    const auto& s = g_->state();
    const PlayerId decider = g_->pending().empty() ? s.active : g_->pending().player;
    Action act;
    auto id = [](int v) { return std::to_string(v); };
    if (verb == "buy") {
      const json& c = subject(args, "buy \"card name\"", &act.pay);
      CardId card = card_named(str(c, "buy"), decider);
      act.keys = {"buy:" + id(card)};
      act.what = "buy " + card_short_[card];
    } else if (verb == "field") {
      DieId d = die(subject(args, "field \"die\"", &act.pay), "field");
      act.keys = {"field:" + id(d)};
      act.what = "field " + die_text(d);
    } else if (verb == "field_alt") {
      DieId d = die(subject(args, "field_alt \"die\"", &act.pay), "field_alt");
      int a = ability_of_kind(s.dice[d].card, AbilityKind::AltField, opt_arg(args, 2), "field_alt");
      act.keys = {"field_alt:" + id(d) + ":" + id(a)};
      act.what = "field " + die_text(d) + " the other way its card allows";
    } else if (verb == "use") {
      DieId d = die(subject(args, "use \"action die\"", &act.pay), "use");
      act.keys = {"action:" + id(d)};
      act.what = "use " + die_text(d);
    } else if (verb == "global") {
      CardId c = card_named(str(subject(args, "global \"card name\"", &act.pay), "global"), decider);
      int a = ability_of_kind(c, AbilityKind::Global, opt_arg(args, 2), "global");
      act.keys = {"global:" + id(c) + ":" + id(a)};
      act.what = "use the global of " + card_short_[c];
    } else if (verb == "activate") {
      DieId d = die(subject(args, "activate \"die\"", &act.pay), "activate");
      int a = ability_of_kind(s.dice[d].card, AbilityKind::Activated, opt_arg(args, 2), "activate");
      act.keys = {"activate:" + id(d) + ":" + id(a)};
      act.what = "activate " + die_text(d);
    } else if (verb == "attack") {
      const json& a = arg(args, 1, "attack { \"die\", ... } (attack {} declares no attackers)");
      std::vector<DieId> ds = (a.is_object() && a.empty()) ? std::vector<DieId>{} : dice_list(a, "attack");
      std::vector<std::string> names;
      for (DieId d : ds) {
        act.keys.push_back("attack:" + id(d));
        names.push_back(die_text(d));
      }
      act.keys.push_back("done");
      act.kind = DecisionKind::DeclareAttackers;
      act.what = ds.empty() ? "declare no attackers" : "attack with " + join(names, ", ");
    } else if (verb == "block") {
      const json& b = arg(args, 1, "block { [\"blocker\"] = \"attacker\", ... } (block {} declares no blockers)");
      std::vector<std::pair<DieId, DieId>> pairs;
      if (b.is_object()) {
        for (auto& [k, v] : b.items()) pairs.push_back({die(json(k), "block"), die(v, "block")});
        std::sort(pairs.begin(), pairs.end());
      } else if (b.is_array()) {
        for (const auto& p : b) {
          if (!at(p, 1) || !at(p, 2)) bad("block: each pair is {\"blocker\", \"attacker\"}, not " + lua_text(p));
          pairs.push_back({die(*at(p, 1), "block"), die(*at(p, 2), "block")});
        }
      } else {
        bad("block takes a table: block { [\"blocker\"] = \"attacker\" }");
      }
      std::vector<std::string> names;
      for (auto [bl, at_] : pairs) {
        act.keys.push_back("block:" + id(bl) + ":" + id(at_));
        names.push_back(die_text(bl) + " blocks " + die_text(at_));
      }
      act.keys.push_back("done");
      act.kind = DecisionKind::DeclareBlockers;
      act.what = pairs.empty() ? "declare no blockers" : join(names, ", ");
    } else if (verb == "reroll") {
      const json& r = arg(args, 1, "reroll { \"die\", ... } (reroll {} keeps every die)");
      std::vector<DieId> ds = (r.is_object() && r.empty()) ? std::vector<DieId>{} : dice_list(r, "reroll");
      std::sort(ds.begin(), ds.end());
      std::vector<std::string> names, ids;
      for (DieId d : ds) {
        ids.push_back(id(d));
        names.push_back(die_text(d));
      }
      act.keys.push_back(ds.empty() ? "keep" : reroll_key(ds, "reroll:" + join(ids, ",")));
      act.kind = DecisionKind::Reroll;
      act.what = ds.empty() ? "keep every die" : "reroll " + join(names, ", ");
    } else if (verb == "pay") {
      act.kind = DecisionKind::Pay;
      act.keys = {pay_key(opt_arg(args, 1))};
      act.what = opt_arg(args, 1) ? "pay " + lua_text(*opt_arg(args, 1)) : std::string("pay");
    } else if (verb == "target") {
      const json& t = arg(args, 1, "target \"die\" (or target(1) for player 1, or target { \"die\", \"die\" })");
      json list = t.is_array() ? t : json::array({t});
      std::vector<std::string> names;
      for (const auto& x : list) {
        if (x.is_number_integer() || looks_like_player(x)) {
          PlayerId p = player(x, "target");
          act.keys.push_back("target:" + id(-1 - p));
          names.push_back(pname(p));
        } else {
          DieId d = die(x, "target");
          act.keys.push_back("target:" + id(d));
          names.push_back(die_text(d));
        }
      }
      act.kind = DecisionKind::Target;
      act.what = "target " + join(names, ", ");
    } else if (verb == "assign") {
      int n = integer(arg(args, 1, "assign(n)"), "assign", 0, 1000);
      act.keys = {"assign:" + id(n)};
      act.kind = DecisionKind::AssignDamage;
      act.what = "assign " + id(n) + " damage";
    } else if (verb == "times") {
      int n = integer(arg(args, 1, "times(n)"), "times", 1, 100);
      act.keys = {"times:" + id(n)};
      act.what = "use it " + id(n) + (n == 1 ? " time" : " times");
    } else if (verb == "order") {
      const json& o = arg(args, 1, "order(n) or order \"die or card\"");
      act.kind = DecisionKind::OrderTriggers;
      act.keys = {order_key(o)};
      act.what = "resolve " + lua_text(o) + " first";
    } else if (verb == "choose") {
      const json& k = arg(args, 1, "choose \"option key\"");
      if (k.is_number_integer()) {
        int i = integer(k, "choose", 0, 100000);
        const auto& opts = g_->pending().options;
        act.keys = {i < static_cast<int>(opts.size()) ? g_->option_key(i) : "#" + id(i)};
      } else {
        act.keys = {str(k, "choose")};
      }
      act.what = "choose " + lua_text(k);
    } else if (verb == "yes" || verb == "no" || verb == "pass" || verb == "done" || verb == "cancel") {
      act.keys = {verb};
      if (verb == "yes" || verb == "no") act.kind = DecisionKind::YesNo;
      act.what = verb == "yes" || verb == "no" ? "answer " + verb : verb;
      if (const json* who = opt_arg(args, 1)) {
        act.decider = player(*who, verb);
        act.what += " as " + pname(*act.decider);
      }
    } else {
      bad("unknown step '" + verb + "'");
    }
    return act;
  }

  // Pay by plan number, or by naming the dice spent: { "P1 Sidekick 1", {"P1 Beast: Mutate #666 1", 1}, "bonus" }.
  std::string pay_key(const json* spec) const {
    if (!spec) return "pay:0";
    if (spec->is_number_integer()) return "pay:" + std::to_string(integer(*spec, "pay", 0, 1000));
    const auto& s = g_->state();
    if (g_->pending().kind != DecisionKind::Pay) return "pay:0";  // refused with the pending decision shown
    json list = spec->is_array() ? *spec : json::array({*spec});
    struct Want {
      DieId die = kNone;
      int source = 0;
      int amount = -1;
    };
    std::vector<Want> want;
    for (const auto& x : list) {
      Want w;
      const json* who = x.is_string() ? &x : at(x, 1);
      if (!who || !who->is_string()) bad("pay: name the dice spent, e.g. pay { \"P1 Sidekick 1\", {\"P1 Beast: Mutate #666 1\", 1} }");
      const std::string n = squash(who->get<std::string>());
      if (n == "bonus" || n == "shortfall" || n == "bonus generic") w.source = 1;
      else if (n == "left-over" || n == "leftover" || n == "floating") w.source = 2;
      else w.die = die(*who, "pay");
      if (!x.is_string() && at(x, 2)) w.amount = integer(*at(x, 2), "pay amount", 1, 100);
      want.push_back(w);
    }
    for (std::size_t i = 0; i < s.plans.size(); ++i) {
      const auto& plan = s.plans[i];
      if (plan.size() != want.size()) continue;
      bool all = true;
      for (const auto& w : want) {
        bool found = false;
        for (const auto& sp : plan) {
          const int from = static_cast<int>(sp.from);
          bool same = w.source ? from == w.source : (sp.from == Spend::From::Die && sp.die == w.die);
          if (!same) continue;
          if (w.amount >= 0 && sp.amount != w.amount) continue;
          if (w.amount < 0 && w.die != kNone) {
            const Face& f = s.face(w.die);
            if (!f.wild && !f.generic && sp.amount < f.symbols) continue;  // a bare name spends the whole die
          }
          found = true;
        }
        all = all && found;
      }
      if (all) return "pay:" + std::to_string(i);
    }
    std::vector<std::string> offered;
    for (std::size_t i = 0; i < s.plans.size(); ++i) offered.push_back("pay(" + std::to_string(i) + ") = " + plan_text(i));
    fail("no way to pay offered spends exactly " + lua_text(*spec) + "; offered: " + join(offered, "; "));
  }

  // The key of the reroll that rerolls these dice. Among many dice in the Prep Area the
  // engine offers interchangeable dice (same card, same face) by count: then the option
  // rerolling as many of each kind stands for the dice named.
  std::string reroll_key(const std::vector<DieId>& dice, const std::string& exact) const {
    const Decision& d = g_->pending();
    if (d.kind != DecisionKind::Reroll || g_->find_option(exact) >= 0) return exact;
    const auto& s = g_->state();
    auto kinds = [&](const std::vector<DieId>& v) {
      std::vector<std::pair<int, int>> out;
      for (DieId x : v) out.emplace_back(s.cards[s.dice[x].card].def, s.dice[x].face);
      std::sort(out.begin(), out.end());
      return out;
    };
    const auto want = kinds(dice);
    for (int i = 0; i < static_cast<int>(d.options.size()); ++i) {
      const std::string k = g_->option_key(i);
      if (k.rfind("reroll:", 0) != 0) continue;
      std::vector<DieId> ds;
      std::stringstream ids(k.substr(7));
      for (std::string x; std::getline(ids, x, ',');) ds.push_back(std::stoi(x));
      if (kinds(ds) == want) return k;
    }
    return exact;
  }

  std::string order_key(const json& o) const {
    if (o.is_number_integer()) return "first:" + std::to_string(integer(o, "order", 0, 100));
    const Decision& d = g_->pending();
    if (d.kind != DecisionKind::OrderTriggers) return "first:?";
    const std::string want = squash(str(o, "order"));
    DieId die_id = find_die_quiet(o.get<std::string>());
    for (int i = 0; i < static_cast<int>(d.options.size()); ++i) {
      const std::string label = squash(g_->option_label(i));
      if (die_id != kNone && label.find("#" + std::to_string(die_id) + ":") != std::string::npos) return g_->option_key(i);
      if (die_id == kNone && label.rfind(want, 0) == 0) return g_->option_key(i);
    }
    fail("no effect of " + quote(o.get<std::string>()) + " waits to be ordered: " + pending_text());
  }

  void perform(const Action& act) {
    if (act.decider && !g_->over() && !g_->pending().empty() && g_->pending().player != *act.decider)
      fail("can't " + act.what + " now: " + pending_text());
    for (const auto& key : act.keys) apply_key(key, act.kind, act.what);
    if (act.pay) {
      if (g_->pending().kind != DecisionKind::Pay) fail("no payment was asked after " + act.what + ": " + pending_text());
      Action p;
      p.kind = DecisionKind::Pay;
      p.keys = {pay_key(act.pay)};
      p.what = "pay " + lua_text(*act.pay);
      perform(p);
    }
  }

  // assign { ["blocker"] = n, ... }: the attacker's damage divided among its blockers. The
  // engine asks blocker by blocker; the last one takes what is left.
  void assign_division(const json& a) {
    std::map<DieId, int> want;
    for (auto [d, x] : per_die(a, "assign")) want[d] = integer(*x, "assign", 0, 1000);
    std::set<DieId> asked;
    for (int guard = 0; guard < 1000 && !g_->over() && g_->pending().kind == DecisionKind::AssignDamage; ++guard) {
      const DieId b = g_->pending().b;  // the blocker asked about
      auto it = want.find(b);
      if (it == want.end())
        fail("the damage to " + die_text(b) + " is asked but the step doesn't say it: " + pending_text());
      asked.insert(b);
      apply_key("assign:" + std::to_string(it->second), DecisionKind::AssignDamage,
                "assign " + std::to_string(it->second) + " damage to " + die_text(b));
    }
    if (asked.empty()) fail("can't divide damage now: " + pending_text());
    for (auto [b, n] : want) {
      if (asked.count(b)) continue;
      bool found = false;
      for (const auto& e : g_->state().division)
        if (e.blocker == b) {
          found = true;
          if (e.amount != n) fail(die_text(b) + " takes the " + std::to_string(e.amount) + " damage left, not " + std::to_string(n));
        }
      if (!found) fail(die_text(b) + " is not blocking an attacker whose damage was divided");
    }
  }

  void run_step(std::size_t i) {
    const ScenarioStep& st = sc_.steps[i];
    step_ = i + 1;
    step_text_ = step_text(st.verb, st.args);
    line_ = st.line > 0 ? st.line : locate_word(st.verb, last_line_ ? last_line_ : sc_.line);
    last_line_ = line_;
    if (opts_.on_step) opts_.on_step(step_text_);
    const std::string& v = st.verb;
    if (v == "expect") {
      const json& e = arg(st.args, 1, "expect { ... }");
      if (!e.is_object()) bad("expect takes a table of checks: expect { life = {10, 9} }");
      expect(e);
    } else if (v == "log_has" || v == "log_lacks") {
      const json& e = arg(st.args, 1, v + " { type = \"...\", ... }");
      check_log(e, v == "log_lacks");
    } else if (v == "roll") {
      add_roll_pins(arg(st.args, 1, "roll { {\"die\", \"face\"}, ... }"));
    } else if (v == "draw") {
      add_draw_pins(arg(st.args, 1, "draw { \"die\", ... }"));
    } else {
      const json* a = opt_arg(st.args, 1);
      if (v == "assign" && a && (a->is_object() || a->is_array())) assign_division(*a);
      else perform(plan(v, st.args));
    }
  }

  // --- expectations ------------------------------------------------------------------

  // { 10, 9 } or { P2 = 9 }: the value for each player the file mentions.
  std::vector<std::pair<PlayerId, const json*>> per_player(const json& v, const std::string& what) const {
    std::vector<std::pair<PlayerId, const json*>> out;
    if (v.is_array()) {
      if (v.size() > 2) bad(what + ": two players at most");
      for (std::size_t p = 0; p < v.size(); ++p)
        if (!v[p].is_null()) out.push_back({static_cast<PlayerId>(p), &v[p]});
    } else if (v.is_object()) {
      for (auto& [k, x] : v.items()) out.push_back({player(json(k), what), &x});
    } else {
      bad(what + " takes a value per player: { 10, 9 } or { P2 = 9 }");
    }
    return out;
  }
  std::vector<std::pair<DieId, const json*>> per_die(const json& v, const std::string& what) const {
    std::vector<std::pair<DieId, const json*>> out;
    if (!v.is_object()) bad(what + " takes a table of dice: " + what + " = { [\"P1 Sidekick 1\"] = ... }");
    for (auto& [k, x] : v.items())
      for (DieId d : dice_named(k, true)) out.push_back({d, &x});
    return out;
  }

  bool face_matches(DieId d, const json& want) const {
    const auto& s = g_->state();
    const int def = s.cards[s.dice[d].card].def;
    if (want.is_string()) {
      const std::string w = squash(want.get<std::string>());
      if (w == "character") return s.face(d).is_character();
      if (w != "level 1" && w != "level 2" && w != "level 3" && !(w.size() == 2 && w[0] == 'l')) {
        face_index(def, want, die_text(d));  // an unknown face name is a mistake in the file
        return squash(s.face(d).describe()) == (w == "wild" ? "?" : w);
      }
    }
    return s.dice[d].face == face_index(def, want, die_text(d));
  }

  void expect(const json& e) {
    const auto& s = g_->state();
    std::vector<std::string> wrong;
    auto num = [&](const json& v, const std::string& what) { return integer(v, what, -100000, 100000); };
    for (auto& [k, v] : e.items()) {
      if (k == "life" || k == "generic_energy") {
        for (auto [p, x] : per_player(v, k)) {
          int have = k == "life" ? s.life(p) : s.players[p].bonus_generic;
          int want = num(*x, k);
          if (have != want) wrong.push_back(pname(p) + " " + (k == "life" ? "life" : "bonus generic energy") + " is " + std::to_string(have) + ", expected " + std::to_string(want));
        }
      } else if (k == "zone") {
        for (auto [d, x] : per_die(v, k)) {
          auto z = zone_named(str(*x, "zone"));
          if (!z) bad_at(x->get<std::string>(), "unknown zone " + quote(x->get<std::string>()) + " (" + kZoneList + ")");
          if (s.dice[d].zone != *z)
            wrong.push_back(die_text(d) + " is in " + std::string(to_string(s.dice[d].zone)) + ", expected " + std::string(to_string(*z)));
        }
      } else if (k == "face") {
        for (auto [d, x] : per_die(v, k))
          if (!face_matches(d, *x)) wrong.push_back(die_text(d) + " shows " + quote(s.face(d).describe()) + ", expected " + lua_text(*x));
      } else if (k == "level" || k == "attack" || k == "defense" || k == "damage") {
        for (auto [d, x] : per_die(v, k)) {
          int have = k == "level" ? g_->level(d) : k == "attack" ? g_->attack(d) : k == "defense" ? g_->defense(d) : s.dice[d].damage;
          int want = num(*x, k);
          if (have != want) wrong.push_back(die_text(d) + " " + k + " is " + std::to_string(have) + ", expected " + std::to_string(want));
        }
      } else if (k == "owner" || k == "controller") {
        for (auto [d, x] : per_die(v, k)) {
          PlayerId have = k == "owner" ? s.dice[d].owner : s.dice[d].controller;
          PlayerId want = player(*x, k);
          if (have != want) wrong.push_back(die_text(d) + " " + k + " is " + (have == kNone ? "nobody" : pname(have)) + ", expected " + pname(want));
        }
      } else if (k == "keyword" || k == "lacks_keyword" || k == "affiliation") {
        for (auto [d, x] : per_die(v, k)) {
          json list = x->is_array() ? *x : json::array({*x});
          for (const auto& w : list) {
            std::string name = str(w, k);
            const NameId id = g_->name_id(name);
            bool has = k == "affiliation" ? g_->has_affiliation(d, id) : g_->has_tag(d, id);
            if (has != (k != "lacks_keyword"))
              wrong.push_back(die_text(d) + (has ? " has " : " lacks ") + (k == "affiliation" ? "the affiliation " : "the keyword ") + quote(name));
          }
        }
      } else if (k == "count") {
        for (auto [p, x] : per_player(v, k)) {
          if (!x->is_object()) bad("count takes zones per player: count = { P1 = { used = 5, bag = 3 } }");
          for (auto& [zn, n] : x->items()) {
            auto z = zone_named(zn);
            if (!z || *z == Zone::Supply) bad_at(zn, "count: unknown zone '" + zn + "' (bag, prep, reserve, field, attack, out_of_play, used)");
            int have = s.count(p, *z), want = num(n, "count");
            if (have != want) wrong.push_back(pname(p) + " has " + std::to_string(have) + " dice in " + std::string(to_string(*z)) + ", expected " + std::to_string(want));
          }
        }
      } else if (k == "supply") {
        if (!v.is_object()) bad("supply takes cards: supply = { [\"Force Beam\"] = 2 }");
        for (auto& [cn, n] : v.items()) {
          CardId c = card_named(cn);
          int have = static_cast<int>(std::count_if(s.dice.begin(), s.dice.end(), [&](const Die& x) { return x.zone == Zone::Supply && x.card == c; }));
          int want = num(n, "supply");
          if (have != want) wrong.push_back(card_short_[c] + " has " + std::to_string(have) + " dice left to buy, expected " + std::to_string(want));
        }
      } else if (k == "turn") {
        if (!v.is_object()) bad("turn takes a table: turn = { player = 2, step = \"main\", number = 2 }");
        for (auto& [tk, tv] : v.items()) {
          if (tk == "player") {
            PlayerId p = player(tv, "turn player");
            if (s.active != p) wrong.push_back("it is " + pname(s.active) + "'s turn, expected " + pname(p) + "'s");
          } else if (tk == "number") {
            int n = num(tv, "turn number");
            if (s.turn != n) wrong.push_back("it is turn " + std::to_string(s.turn) + ", expected " + std::to_string(n));
          } else if (tk == "step") {
            std::string want = squash(str(tv, "turn step"));
            if (want == "start") want = "clear_draw";
            if (std::string(to_string(s.step)) != want) wrong.push_back("the step is " + std::string(to_string(s.step)) + ", expected " + want);
          } else {
            bad_at(tk, "turn: unknown field '" + tk + "' (player, step, number)");
          }
        }
      } else if (k == "decision") {
        json want = v.is_string() ? json{{"kind", v}} : v;
        if (!want.is_object()) bad("decision takes a kind or a table: decision = { kind = \"target\", player = 1 }");
        const Decision& d = g_->pending();
        for (auto& [dk, dv] : want.items()) {
          if (dk == "kind") {
            std::string kind = squash(str(dv, "decision kind"));
            if (!decision_named(kind)) bad_at(kind, "unknown decision kind " + quote(kind) + " (none, reroll, main, global_window, pay, attackers, blockers, assign_damage, target, yes_no, order_triggers)");
            if (to_string(d.kind) != kind) wrong.push_back("the pending decision is " + std::string(to_string(d.kind)) + ", expected " + kind);
          } else if (dk == "player") {
            PlayerId p = player(dv, "decision player");
            if (d.player != p) wrong.push_back("the decision is " + (d.player == kNone ? std::string("nobody") : pname(d.player)) + "'s, expected " + pname(p) + "'s");
          } else if (dk == "prompt") {
            const std::string prompt = g_->prompt();
            if (squash(prompt).find(squash(str(dv, "decision prompt"))) == std::string::npos)
              wrong.push_back("the decision asks " + quote(prompt) + ", expected it to mention " + lua_text(dv));
          } else {
            bad_at(dk, "decision: unknown field '" + dk + "' (kind, player, prompt)");
          }
        }
      } else if (k == "can" || k == "cannot") {
        json list = is_step(v) ? json::array({v}) : v;
        if (!list.is_array()) bad(k + " takes steps: " + k + " = { buy \"Force Beam\", field \"P1 Sidekick 1\" }");
        for (const auto& st : list) {
          if (!is_step(st)) bad(k + " takes steps such as buy \"...\", not " + lua_text(st));
          const std::string verb = st["$verb"].get<std::string>();
          if (verb == "expect" || verb == "log_has" || verb == "log_lacks" || verb == "roll" || verb == "draw")
            bad(k + ": " + verb + " is not something a player does");
          Action act;
          bool offered = true;
          try {
            act = plan(verb, st["$args"]);
          } catch (const Failure& f) {
            if (f.malformed) throw;
            offered = false;  // e.g. no payment plan spends the dice named
          }
          const Decision& d = g_->pending();
          offered = offered && !g_->over() && !d.empty() && (!act.kind || *act.kind == d.kind) &&
                    (!act.decider || *act.decider == d.player);
          for (const auto& key : act.keys)
            if (key != "done" || act.keys.size() == 1) offered = offered && g_->find_option(key) >= 0;
          if (offered != (k == "can"))
            wrong.push_back(std::string(k == "can" ? "can't " : "can ") + (act.what.empty() ? step_text(verb, st["$args"]) : act.what) +
                            " (" + pending_text() + ")");
        }
      } else if (k == "over") {
        if (!v.is_boolean()) bad("over is true or false");
        if (g_->over() != v.get<bool>()) wrong.push_back(g_->over() ? "the game is over (" + outcome_text() + ")" : "the game is not over");
      } else if (k == "winner") {
        std::string have = s.winner == kNone ? (s.over && s.end_reason == EndReason::Tie ? "tie" : "none") : std::to_string(s.winner + 1);
        std::string want = v.is_string() ? squash(v.get<std::string>()) : std::to_string(player(v, "winner") + 1);
        if (want == "p1") want = "1";
        if (want == "p2") want = "2";
        if (want != "1" && want != "2" && want != "tie" && want != "none") bad("winner is 1, 2, \"tie\" or \"none\"");
        if (have != want) wrong.push_back("the winner is " + have + ", expected " + want + (s.over ? " (" + outcome_text() + ")" : " (the game is not over)"));
      } else if (k == "reason") {
        const std::string reason(to_string(s.end_reason));
        if (reason != str(v, "reason")) wrong.push_back("the game ended by " + quote(reason) + ", expected " + lua_text(v));
      } else if (k == "log") {
        json list = v.is_array() ? v : json::array({v});
        for (const auto& spec : list) {
          std::string why = log_problem(spec, false);
          if (!why.empty()) wrong.push_back(why);
        }
      } else {
        bad_at(k, "expect: unknown check '" + k +
                      "' (life, generic_energy, zone, face, level, attack, defense, damage, owner, controller, keyword, "
                      "lacks_keyword, affiliation, count, supply, turn, decision, can, cannot, over, winner, reason, log)");
      }
    }
    if (!wrong.empty()) {
      // A decision nobody answered is the usual reason an outcome did not happen yet.
      const Decision& d = g_->pending();
      std::string waiting;
      if (!g_->over() && !d.empty() && d.kind != DecisionKind::MainAction)
        waiting = " (the game is waiting: " + pending_text() + ")";
      fail(join(wrong, "; ") + waiting);
    }
  }

  // --- the event log -----------------------------------------------------------------

  static bool die_key(const std::string& k) {
    return k == "die" || k == "dice" || k == "target" || k == "blocker" || k == "attacker" || k == "source";
  }
  static bool player_key(const std::string& k) { return k == "player" || k == "active" || k == "winner"; }

  // A value of the file turned into what the log writes (die names to ids, players 1/2 to 0/1).
  json log_value(const std::string& key, const json& v) const {
    if (v.is_array()) {
      json out = json::array();
      for (const auto& x : v) out.push_back(log_value(key, x));
      return out;
    }
    if (die_key(key) && v.is_string()) return die(v, "log " + key);
    if (player_key(key) && (v.is_number_integer() || looks_like_player(v))) return player(v, "log " + key);
    if (key == "card" && v.is_string()) {
      int def = find_def(v.get<std::string>());
      if (def < 0) bad_at(v.get<std::string>(), "unknown card " + quote(v.get<std::string>()) + near_miss(v.get<std::string>(), library_names()));
      return lib_.at(def).id;
    }
    return v;
  }

  static bool value_matches(const json& want, const json& have) {
    if (want.is_array()) {
      if (!have.is_array()) return false;
      return std::all_of(want.begin(), want.end(), [&](const json& w) { return value_matches(w, have); });
    }
    if (have.is_array())
      return std::any_of(have.begin(), have.end(), [&](const json& h) {
        return h == want || (h.is_object() && h.contains("die") && h["die"] == want);
      });
    if (want.is_number() && have.is_number()) return want.get<double>() == have.get<double>();
    return want == have;
  }

  static bool event_matches(const json& want, const json& ev) {
    for (auto& [k, v] : want.items()) {
      auto it = ev.find(k);
      if (it == ev.end() || !value_matches(v, *it)) return false;
    }
    return true;
  }

  // An event counts once when it matches as a whole, else once per matching part (a damage
  // line counts each hit, a block line each pair, a roll line each die).
  static int count_matches(const json& want, const json& ev) {
    if (event_matches(want, ev)) return 1;
    int n = 0;
    for (auto& [k, v] : ev.items()) {
      if (!v.is_array()) continue;
      for (const auto& part : v) {
        if (!part.is_object()) continue;
        json merged = ev;
        merged.erase(k);
        for (auto& [pk, pv] : part.items()) merged[pk] = pv;
        if (event_matches(want, merged)) ++n;
      }
    }
    return n;
  }

  std::string event_text(const json& ev) const {
    std::vector<std::string> parts;
    for (auto& [k, v] : ev.items()) {
      if (k == "label") continue;
      std::function<json(const json&)> name = [&](const json& x) -> json {
        if (x.is_array()) {
          json out = json::array();
          for (const auto& y : x) out.push_back(name(y));
          return out;
        }
        if (x.is_object()) {
          json out = json::object();
          for (auto& [xk, xv] : x.items()) out[xk] = die_key(xk) && xv.is_number_integer() ? json(die_text(xv.get<int>())) : xv;
          return out;
        }
        if (die_key(k) && x.is_number_integer()) return die_text(x.get<int>());
        if (player_key(k) && x.is_number_integer()) return pname(x.get<int>());
        return x;
      };
      parts.push_back(k + " = " + lua_text(name(v)));
    }
    return "{ " + join(parts, ", ") + " }";
  }

  std::string log_problem(const json& spec, bool lacks) const {
    if (!spec.is_object() || spec.empty()) bad("a log check is a table: { type = \"ko\", die = \"P2 Sidekick 1\" }");
    json want = json::object();
    std::optional<int> times;
    for (auto& [k, v] : spec.items()) {
      if (k == "times") {
        times = integer(v, "times", 0, 100000);
      } else if (k == "target" && looks_like_player(v)) {
        // Damage to a player: a hit with no target die, on that player.
        want["target"] = nullptr;
        want["player"] = player(v, "log target");
      } else {
        want[k] = log_value(k, v);
      }
    }
    int n = 0;
    for (const auto& ev : log_) n += count_matches(want, ev);
    json shown = spec;
    shown.erase("times");
    if (lacks) return n == 0 ? "" : "the log has " + std::to_string(n) + " " + lua_text(shown) + same_type(spec);
    if (times ? n == *times : n > 0) return "";
    return "the log has " + std::to_string(n) + " " + lua_text(shown) + (times ? ", expected " + std::to_string(*times) : "") + same_type(spec);
  }

  std::string same_type(const json& spec) const {
    const json* type = get(spec, "type");
    if (!type || !type->is_string()) return "";
    std::vector<std::string> seen;
    for (const auto& ev : log_)
      if (ev.value("type", "") == type->get<std::string>() && seen.size() < 6) seen.push_back(event_text(ev));
    if (seen.empty()) return " (no " + type->get<std::string>() + " lines at all)";
    return " (" + type->get<std::string>() + " lines: " + join(seen, "; ") + ")";
  }

  void check_log(const json& spec, bool lacks) const {
    std::string why = log_problem(spec, lacks);
    if (!why.empty()) fail(why);
  }
};

}  // namespace

std::string scenario_die_name(const GameState& s, DieId d) {
  const CardId c = s.dice[d].card;
  const PlayerId owner = s.cards[c].owner;
  int k = 0;
  for (const auto& x : s.dice)
    if (x.card == c && x.id <= d) ++k;
  const std::string base = s.def(c).kind == CardKind::Sidekick ? std::string("Sidekick") : s.def(c).name();
  return (owner == kNone ? "" : pname(owner) + " ") + base + " " + std::to_string(k);
}

ScenarioResult run_scenario(const Scenario& sc, std::shared_ptr<const CardLibrary> library,
                            std::shared_ptr<AbilityRuntime> runtime, const ScenarioOptions& opts) {
  if (opts.on_scenario) opts.on_scenario(sc.file, sc.name, sc.line);
  return Runner(sc, std::move(library), std::move(runtime), opts).run();
}

std::vector<ScenarioResult> run_scenario_text(const std::string& text, const std::string& file,
                                              std::shared_ptr<const CardLibrary> library,
                                              std::shared_ptr<AbilityRuntime> runtime, const ScenarioOptions& opts) {
  std::vector<Scenario> scenarios;
  try {
    scenarios = read_scenarios(text, file);
  } catch (const ScenarioError& e) {
    ScenarioResult r;
    r.file = file;
    r.name = file;
    r.malformed = true;
    r.line = e.line;
    r.message = e.what();
    return {r};
  }
  std::vector<ScenarioResult> out;
  for (const auto& sc : scenarios) out.push_back(run_scenario(sc, library, runtime, opts));
  return out;
}

std::vector<ScenarioResult> run_scenario_file(const std::string& path, std::shared_ptr<const CardLibrary> library,
                                              std::shared_ptr<AbilityRuntime> runtime, const ScenarioOptions& opts) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    ScenarioResult r;
    r.file = path;
    r.name = path;
    r.malformed = true;
    r.message = path + ": cannot read the file";
    return {r};
  }
  std::ostringstream ss;
  ss << in.rdbuf();
  return run_scenario_text(ss.str(), path, std::move(library), std::move(runtime), opts);
}

}  // namespace dm
