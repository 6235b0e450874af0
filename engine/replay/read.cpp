// Reading a replay file: JSON lines in a fixed order, every value checked for its type and
// range, every problem named with its line and column. Nothing here trusts the file.
#include <algorithm>
#include <limits>
#include <map>
#include <nlohmann/json.hpp>
#include <set>

#include "dm/replay.hpp"
#include "dm/text.hpp"
#include "engine/replay/json_where.hpp"

namespace dm {

namespace {

using json = nlohmann::json;
using replay::PathPart;
using Path = std::vector<PathPart>;

// Thrown inside the reader only; parse_replay turns it into a ReplayError.
struct Fail {
  int line, col;
  std::string message;
};

constexpr int kMaxDepth = 8;             // the deepest a replay line nests is 3
constexpr std::size_t kMaxText = 4096;   // a file name, a format, an agent
constexpr std::size_t kMaxOptions = 100;
constexpr int kMaxSeats = 8;

// The kinds of line, in the order a replay holds them.
enum Rank { kHeader, kPlayer, kBasics, kCard, kScript, kFile, kStart, kStep, kEnd };
constexpr const char* kRankNames[] = {"replay", "player", "basic_actions", "card", "format_script", "file", "start", "step", "end"};
constexpr const char* kOrder =
    "the lines come in this order: replay, player (one per player), basic_actions, card (one per card), format_script, "
    "file (carried files, if any), start, step (one per decision), end";

// A reference to a card id written in a team, checked against the card lines at the end.
struct CardRef {
  std::string id;
  int line, col;
};

class Reader {
 public:
  explicit Reader(Replay& r) : r_(r) {}

  void line(int number, std::string_view text) {
    line_ = number;
    text_ = text;
    check_depth();
    json j;
    // A key given twice in one object is an error, not the last one silently kept.
    std::vector<std::set<std::string>> keys;
    std::string twice;
    const json::parser_callback_t check = [&](int, json::parse_event_t event, json& parsed) {
      if (event == json::parse_event_t::object_start) keys.emplace_back();
      else if (event == json::parse_event_t::object_end) keys.pop_back();
      else if (event == json::parse_event_t::key && twice.empty() && !keys.back().insert(parsed.get<std::string>()).second)
        twice = parsed.get<std::string>();
      return true;
    };
    try {
      j = json::parse(text, check);
    } catch (const json::parse_error& e) {
      fail_at(static_cast<int>(std::min<std::size_t>(e.byte, text.size() + 1)), "not JSON: " + json_reason(e.what()));
    }
    if (!twice.empty()) fail_at(second_key_col(twice), "the key '" + printable_line(twice.substr(0, 100)) + "' is given twice in one object");
    if (!j.is_object()) fail({}, "each line of a replay is one JSON object ({\"type\": ...}), not " + kind(j));
    const json& t = need(j, "type", "a line");
    if (!t.is_string()) fail({"type"}, "'type' is a string (" + std::string(kOrder) + ")");
    const std::string type = t.get<std::string>();
    int rank = -1;
    for (int k = 0; k <= kEnd; ++k)
      if (type == kRankNames[k]) rank = k;
    if (rank < 0) fail({"type"}, "unknown line type '" + printable_line(type) + "' (" + kOrder + ")");
    if (rank_ < 0 && rank != kHeader) fail({"type"}, "the first line of a replay is its header ({\"type\":\"replay\", ...}), not a " + type + " line");
    if (rank_ == kEnd) fail({"type"}, "a line after the end line");
    if (rank < rank_ || (rank == rank_ && (rank == kHeader || rank == kBasics || rank == kStart)))
      fail({"type"}, "a " + type + " line after the " + kRankNames[rank_] + " line" + (rank == rank_ ? "s" : "") + ": " + kOrder);
    if (!masters_ && (rank == kPlayer || rank == kBasics || rank == kCard))
      fail({"type"}, "a " + type + " line in a replay of " + printable_line(r_.game) + ": only Dice Masters replays list players, basic actions and cards");
    if (!masters_ && rank > kScript && rank_ < kScript)
      fail({"type"}, "no format_script line before this " + type + " line: a replay names every script its game used");
    if (masters_ && rank > kPlayer && rank_ <= kPlayer && r_.players.size() < 2)
      fail({"type"}, "a replay has 2 to 4 player lines before its " + type + " line; it has " + std::to_string(r_.players.size()));
    if (masters_ && rank > kBasics && rank_ < kBasics) fail({"type"}, "the basic_actions line is missing before this " + type + " line: " + kOrder);
    if (rank > kStart && rank_ < kStart) fail({"type"}, "the start line is missing before this " + type + " line: " + kOrder);
    rank_ = rank;
    switch (rank) {
      case kHeader: header(j); break;
      case kPlayer: player(j); break;
      case kBasics: basics(j); break;
      case kCard: card(j); break;
      case kScript: script(j); break;
      case kFile: file(j); break;
      case kStart: start(j); break;
      case kStep: step(j); break;
      case kEnd: end(j); break;
    }
  }

  // What can only be checked once every line is read.
  void finish(int last_line) {
    line_ = std::max(last_line, 1);
    text_ = {};
    if (rank_ < 0) fail_at(1, "the file is empty: a replay starts with its header line ({\"type\":\"replay\", ...})");
    if (rank_ != kEnd)
      fail_at(1, "the replay stops after its " + std::string(kRankNames[rank_]) + " line" +
                     (r_.steps.empty() ? "" : " (step " + std::to_string(r_.steps.size()) + ")") +
                     " without its end line: the file is cut short");
    std::map<std::string, int> cards;
    for (const auto& c : r_.cards) cards[c.id] = c.line;
    for (const auto& ref : refs_)
      if (!cards.count(ref.id)) {
        line_ = ref.line;
        fail_at(ref.col, "unknown card '" + printable_line(ref.id) + "': the replay's card lines don't list it");
      }
  }

 private:
  [[noreturn]] void fail_at(int col, const std::string& message) { throw Fail{line_, std::max(col, 1), message}; }
  [[noreturn]] void fail(const Path& path, const std::string& message) {
    fail_at(static_cast<int>(replay::json_offset(text_, path)) + 1, message);
  }

  // Where `key` is written the second time on this line (1 when it can't be told: escapes).
  int second_key_col(const std::string& key) const {
    const std::string quoted = json(key).dump(-1, ' ', false, json::error_handler_t::replace);
    const auto first = text_.find(quoted);
    if (first == std::string::npos) return 1;
    const auto second = text_.find(quoted, first + quoted.size());
    return second == std::string::npos ? 1 : static_cast<int>(second) + 1;
  }

  static std::string json_reason(const std::string& what) {
    const auto colon = what.find(": ", what.find("column"));
    return colon == std::string::npos ? what : what.substr(colon + 2);
  }
  static std::string kind(const json& j) {
    switch (j.type()) {
      case json::value_t::null: return "null";
      case json::value_t::object: return "an object";
      case json::value_t::array: return "an array";
      case json::value_t::string: return "a string";
      case json::value_t::boolean: return "true or false";
      case json::value_t::number_float: return "a number with a fraction or out of range";
      case json::value_t::number_integer:
      case json::value_t::number_unsigned: return "a number";
      default: return "a value";
    }
  }

  // Arrays and objects nest at most kMaxDepth deep (the JSON reader keeps no limit of its own).
  void check_depth() {
    int depth = 0;
    bool in_string = false;
    for (std::size_t i = 0; i < text_.size(); ++i) {
      const char c = text_[i];
      if (in_string) {
        if (c == '\\') ++i;
        else if (c == '"') in_string = false;
      } else if (c == '"') {
        in_string = true;
      } else if (c == '[' || c == '{') {
        if (++depth > kMaxDepth)
          fail_at(static_cast<int>(i) + 1, "values nest more than " + std::to_string(kMaxDepth) + " deep");
      } else if (c == ']' || c == '}') {
        --depth;
      }
    }
  }

  const json& need(const json& obj, const char* key, const std::string& what) {
    auto it = obj.find(key);
    if (it == obj.end()) fail({}, what + " has no '" + key + "'");
    return *it;
  }
  void only(const json& obj, std::initializer_list<const char*> keys, const std::string& what) {
    for (auto it = obj.begin(); it != obj.end(); ++it)
      if (std::none_of(keys.begin(), keys.end(), [&](const char* k) { return it.key() == k; })) {
        std::string known;
        for (const char* k : keys) known += (known.empty() ? "" : ", ") + std::string(k);
        fail({it.key()}, what + ": unknown field '" + printable_line(it.key()) + "' (" + known + ")");
      }
  }
  std::int64_t integer(const json& v, const Path& at, const std::string& what, std::int64_t lo, std::int64_t hi) {
    if (!v.is_number_integer() || (v.is_number_unsigned() && v.get<std::uint64_t>() > static_cast<std::uint64_t>(hi)) ||
        v.get<std::int64_t>() < lo || v.get<std::int64_t>() > hi)
      fail(at, what + " is a whole number from " + std::to_string(lo) + " to " + std::to_string(hi) + ", not " + shown(v));
    return v.get<std::int64_t>();
  }
  std::uint64_t u64(const json& v, const Path& at, const std::string& what) {
    if (!v.is_number_unsigned())
      fail(at, what + " is a whole number from 0 to 18446744073709551615, not " + shown(v));
    return v.get<std::uint64_t>();
  }
  std::string text(const json& v, const Path& at, const std::string& what, std::size_t max = kMaxText, bool empty_ok = false) {
    if (!v.is_string()) fail(at, what + " is a string, not " + shown(v));
    std::string s = v.get<std::string>();
    if (s.size() > max) fail(at, what + " is " + std::to_string(s.size()) + " bytes long; at most " + std::to_string(max));
    if (s.empty() && !empty_ok) fail(at, what + " is empty");
    if (find_control(s) >= 0) fail(at, what + " holds a control character");
    return s;
  }
  std::uint64_t hash(const json& v, const Path& at, const std::string& what) {
    const std::string h = v.is_string() ? v.get<std::string>() : std::string();
    const bool ok = h.size() == 16 && std::all_of(h.begin(), h.end(), [](char c) { return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'); });
    if (!ok) fail(at, what + " is 16 lower-case hex digits, not " + shown(v));
    return std::stoull(h, nullptr, 16);
  }
  static std::string shown(const json& v) {
    std::string d = v.dump(-1, ' ', false, json::error_handler_t::replace);
    if (d.size() > 40) d = d.substr(0, 37) + "...";
    return kind(v) + " (" + printable_line(d) + ")";
  }
  // A card id: what card files use, and what keys carry.
  std::string card_id(const json& v, const Path& at, const std::string& what) {
    std::string id = text(v, at, what, 100);
    if (!std::all_of(id.begin(), id.end(), [](unsigned char c) { return c > 0x20 && c < 0x7f && c != '"' && c != '\\'; }))
      fail(at, what + " '" + printable_line(id) + "' is not a card id (letters, digits and signs, no spaces)");
    return id;
  }
  std::vector<std::pair<std::string, int>> card_list(const json& v, const Path& at, const std::string& what) {
    if (!v.is_array()) fail(at, what + " is a list of [card id, dice], not " + shown(v));
    if (v.size() > 100) fail(at, what + " lists " + std::to_string(v.size()) + " cards; at most 100");
    std::vector<std::pair<std::string, int>> out;
    int total = 0;
    for (std::size_t i = 0; i < v.size(); ++i) {
      Path here = at;
      here.emplace_back(i);
      const json& e = v[i];
      if (!e.is_array() || e.size() != 2) fail(here, what + ": each card is [card id, dice], not " + shown(e));
      Path id_at = here, n_at = here;
      id_at.emplace_back(std::size_t{0});
      n_at.emplace_back(std::size_t{1});
      std::string id = card_id(e[0], id_at, what + ": a card id");
      const int n = static_cast<int>(integer(e[1], n_at, "the number of dice of " + printable_line(id), 0, 1000));
      if ((total += n) > 1000) fail(n_at, what + " bring more than 1000 dice");
      refs_.push_back({id, line_, static_cast<int>(replay::json_offset(text_, id_at)) + 1});
      out.emplace_back(std::move(id), n);
    }
    return out;
  }

  void header(const json& j) {
    // The game played: Dice Masters when the header names none (files made before other games).
    if (j.contains("game")) r_.game = text(j["game"], {"game"}, "the game's name", 50);
    masters_ = r_.game == "dice-masters";
    if (masters_)
      only(j, {"type", "version", "game", "engine", "format", "options", "edition", "life", "turn_cap", "first_turn_attack", "seed",
               "draft_seats", "agents"},
           "the header");
    else
      only(j, {"type", "version", "game", "engine", "format", "options", "seed", "agents"}, "the header of a " + printable_line(r_.game) + " replay");
    const auto version = integer(need(j, "version", "the header"), {"version"}, "the replay file version", 1,
                                 std::numeric_limits<int>::max());
    if (version != kReplayFileVersion)
      fail({"version"}, "replay file version " + std::to_string(version) + ": this build reads version " +
                            std::to_string(kReplayFileVersion));
    r_.header_line = line_;
    r_.engine = text(need(j, "engine", "the header"), {"engine"}, "the engine version", 50);
    r_.format = text(need(j, "format", "the header"), {"format"}, "the format");
    r_.format_col = static_cast<int>(replay::json_offset(text_, {"format"})) + 1;
    const json& opts = need(j, "options", "the header");
    r_.options_col = static_cast<int>(replay::json_offset(text_, {"options"})) + 1;
    if (!opts.is_object()) fail({"options"}, "the format's options are an object of \"name\": \"value\", not " + shown(opts));
    if (opts.size() > kMaxOptions) fail({"options"}, "more than " + std::to_string(kMaxOptions) + " format options");
    for (auto it = opts.begin(); it != opts.end(); ++it) {
      const std::string name = text(json(it.key()), {"options"}, "a format option's name", 100);
      r_.options[name] = text(it.value(), {"options", it.key()}, "the format option '" + name + "'", kMaxText, true);
    }
    if (!masters_) return agents_line(j);
    const std::string ed = text(need(j, "edition", "the header"), {"edition"}, "the edition", 20);
    auto e = parse_edition(ed);
    if (!e) fail({"edition"}, "unknown edition '" + printable_line(ed) + "' (avx2014 or asm2015)");
    r_.edition = *e;
    r_.life = static_cast<int>(integer(need(j, "life", "the header"), {"life"}, "life", 1, 1000));
    r_.turn_cap = static_cast<int>(integer(need(j, "turn_cap", "the header"), {"turn_cap"}, "turn_cap", 1, 10000));
    const json& fta = need(j, "first_turn_attack", "the header");
    if (!fta.is_boolean()) fail({"first_turn_attack"}, "first_turn_attack is true or false, not " + shown(fta));
    r_.first_turn_attack = fta.get<bool>();
    r_.seed = u64(need(j, "seed", "the header"), {"seed"}, "the seed");
    r_.draft_seats = static_cast<int>(integer(need(j, "draft_seats", "the header"), {"draft_seats"}, "draft_seats", 0, kMaxSeats));
    agents_line(j);
  }

  // The header's seed and agents (every game's header has them).
  void agents_line(const json& j) {
    if (!masters_) r_.seed = u64(need(j, "seed", "the header"), {"seed"}, "the seed");
    const json& agents = need(j, "agents", "the header");
    if (!agents.is_array() || agents.empty() || agents.size() > static_cast<std::size_t>(kMaxSeats))
      fail({"agents"}, "agents is a list of 1 to 8 agent names, one per seat, not " + shown(agents));
    for (std::size_t i = 0; i < agents.size(); ++i)
      r_.agents.push_back(text(agents[i], {"agents", i}, "an agent's name", kMaxText, true));
    agents_col_ = static_cast<int>(replay::json_offset(text_, {"agents"})) + 1;
  }

  void player(const json& j) {
    only(j, {"type", "player", "side", "sidekicks", "team", "cards"}, "a player line");
    const std::size_t n = r_.players.size();
    if (n == 4) fail({"type"}, "more than 4 player lines: a game has 2 to 4 players");
    const auto p = integer(need(j, "player", "a player line"), {"player"}, "the player", 0, 3);
    if (static_cast<std::size_t>(p) != n)
      fail({"player"}, "player " + std::to_string(p) + " where player " + std::to_string(n) + " was due: players are listed in seat order from 0");
    ReplayPlayer pl;
    pl.line = line_;
    pl.side = static_cast<SideId>(integer(need(j, "side", "a player line"), {"side"}, "the side", 0, 3));
    pl.sidekicks = static_cast<int>(integer(need(j, "sidekicks", "a player line"), {"sidekicks"}, "sidekicks", 0, 20));
    if (j.contains("team")) pl.team = text(j["team"], {"team"}, "the team's name", kMaxText, true);
    pl.cards = card_list(need(j, "cards", "a player line"), {"cards"}, "the player's cards");
    r_.players.push_back(std::move(pl));
  }

  void basics(const json& j) {
    only(j, {"type", "cards"}, "the basic_actions line");
    const std::size_t players = r_.players.size();
    std::set<SideId> sides;
    for (const auto& p : r_.players) {
      if (p.side >= static_cast<SideId>(players)) {
        line_ = p.line;
        text_ = {};
        fail_at(1, "side " + std::to_string(p.side) + " in a game of " + std::to_string(players) + " players (sides are 0 to " +
                       std::to_string(players - 1) + ")");
      }
      sides.insert(p.side);
    }
    if (sides.size() == 1) fail({"type"}, "the players are all on one side; a game has two");
    if (sides.size() != 2) fail({"type"}, "the players make " + std::to_string(sides.size()) + " sides; a game has two");
    if (r_.draft_seats != 0 && r_.draft_seats < static_cast<int>(players))
      fail({"type"}, "draft_seats is " + std::to_string(r_.draft_seats) + ", fewer than the " + std::to_string(players) + " players");
    const std::size_t seats = std::max<std::size_t>(players, static_cast<std::size_t>(r_.draft_seats));
    if (r_.agents.size() != seats) {
      line_ = r_.header_line;
      text_ = {};
      fail_at(agents_col_, "the header names " + std::to_string(r_.agents.size()) + " agents for " + std::to_string(seats) + " seats");
    }
    r_.basic_actions = card_list(need(j, "cards", "the basic_actions line"), {"cards"}, "the basic actions");
  }

  void card(const json& j) {
    only(j, {"type", "id", "title", "file", "hash"}, "a card line");
    if (r_.cards.size() == kMaxReplayCards) fail({"type"}, "more than " + std::to_string(kMaxReplayCards) + " card lines");
    ReplayCard c;
    c.line = line_;
    c.id = card_id(need(j, "id", "a card line"), {"id"}, "the card id");
    c.title = text(need(j, "title", "a card line"), {"title"}, "the card's title", 400);
    c.file = text(need(j, "file", "a card line"), {"file"}, "the card's file", kMaxText, true);
    c.hash = hash(need(j, "hash", "a card line"), {"hash"}, "the card's hash");
    auto [it, fresh] = card_lines_.emplace(c.id, line_);
    if (!fresh) fail({"id"}, "card " + printable_line(c.id) + " is listed twice (line " + std::to_string(it->second) + " too)");
    r_.cards.push_back(std::move(c));
  }

  void script(const json& j) {
    only(j, {"type", "file", "hash"}, "a format_script line");
    if (r_.scripts.size() == 100) fail({"type"}, "more than 100 format_script lines");
    ReplayScript s;
    s.line = line_;
    s.file = text(need(j, "file", "a format_script line"), {"file"}, "the format script's file");
    s.hash = hash(need(j, "hash", "a format_script line"), {"hash"}, "the format script's hash");
    r_.scripts.push_back(std::move(s));
  }

  // A carried file (--embed): consecutive lines naming the same file are its text in pieces.
  void file(const json& j) {
    only(j, {"type", "role", "name", "text"}, "a file line");
    const std::string role = text(need(j, "role", "a file line"), {"role"}, "the carried file's role");
    if (role != "format" && role != "cards") fail({"role"}, "a carried file's role is \"format\" or \"cards\", not \"" + printable_line(role) + "\"");
    const std::string name = text(need(j, "name", "a file line"), {"name"}, "the carried file's name");
    const json& t = need(j, "text", "a file line");
    if (!t.is_string()) fail({"text"}, "a carried file's text is a string");
    const bool more = !r_.files.empty() && last_file_line_ == line_ - 1 && r_.files.back().role == role && r_.files.back().name == name;
    last_file_line_ = line_;
    if (more) {
      r_.files.back().text += t.get<std::string>();
      return;
    }
    if (role == "format" && !names_a_format_file(r_.format))
      fail({"role"}, "a carried format script, but the header names the format '" + printable_line(r_.format) +
                         "', which is read from the data folder");
    if (role == "format")
      for (const auto& f : r_.files)
        if (f.role == "format") fail({"role"}, "a second carried format script (line " + std::to_string(f.line) + " carries one)");
    if (r_.files.size() == kMaxReplayFiles) fail({"type"}, "more than " + std::to_string(kMaxReplayFiles) + " carried files");
    r_.files.push_back(ReplayFile{role, name, t.get<std::string>(), line_});
  }

  void start(const json& j) {
    only(j, {"type", "hash"}, "the start line");
    if (r_.scripts.empty()) fail({"type"}, "no format_script line before the start line: a replay names its format's script");
    r_.start_line = line_;
    r_.start_hash = hash(need(j, "hash", "the start line"), {"hash"}, "the start's state hash");
  }

  void step(const json& j) {
    only(j, {"type", "step", "player", "key", "hash"}, "a step line");
    const auto n = integer(need(j, "step", "a step line"), {"step"}, "the step number", 1, static_cast<std::int64_t>(kMaxReplaySteps));
    const auto due = static_cast<std::int64_t>(r_.steps.size()) + 1;
    if (n < due)
      fail({"step"}, "step " + std::to_string(n) + " again (line " + std::to_string(r_.steps[static_cast<std::size_t>(n - 1)].line) +
                         " has it): steps are numbered 1, 2, 3, ... once each");
    if (n > due) fail({"step"}, "step " + std::to_string(n) + " where step " + std::to_string(due) + " was due: steps are numbered 1, 2, 3, ... without gaps");
    ReplayStep s;
    s.line = line_;
    const int seats = masters_ ? std::max(static_cast<int>(r_.players.size()), r_.draft_seats) : static_cast<int>(r_.agents.size());
    s.player = static_cast<PlayerId>(integer(need(j, "player", "a step line"), {"player"}, "the deciding player", 0, seats - 1));
    s.key = text(need(j, "key", "a step line"), {"key"}, "the option key", kMaxReplayKeyBytes);
    const auto bad = std::find_if(s.key.begin(), s.key.end(), [](unsigned char c) { return c <= 0x20 || c >= 0x7f || c == '"' || c == '\\'; });
    if (bad != s.key.end())
      fail({"key"}, "the option key '" + printable_line(s.key) + "' holds '" + printable_line(std::string(1, *bad)) +
                        "': keys are letters, digits and signs without spaces (\"buy:3\", \"reroll:3,5\", \"keep\")");
    s.hash = hash(need(j, "hash", "a step line"), {"hash"}, "the step's state hash");
    r_.steps.push_back(std::move(s));
  }

  void end(const json& j) {
    only(j, {"type", "winner", "reason", "turns", "steps"}, "the end line");
    r_.end.line = line_;
    const json& w = need(j, "winner", "the end line");
    r_.end.winner = w.is_null() ? kNone : static_cast<SideId>(integer(w, {"winner"}, "the winning side (or null)", 0, 3));
    const std::string reason = text(need(j, "reason", "the end line"), {"reason"}, "the reason", 20);
    // Dice Masters' reasons are known here; another game's are its own words, checked when
    // the replay is played (the game must end for the same reason).
    if (masters_ && reason != "life" && reason != "tie" && reason != "turn_limit")
      fail({"reason"}, "unknown reason '" + printable_line(reason) + "' (life, tie, turn_limit)");
    if (!masters_ && (reason.empty() || !std::all_of(reason.begin(), reason.end(), [](char c) { return (c >= 'a' && c <= 'z') || c == '_'; })))
      fail({"reason"}, "the reason '" + printable_line(reason) + "' is a word of lower-case letters and '_'");
    r_.end.reason = reason;
    r_.end.turns = static_cast<int>(integer(need(j, "turns", "the end line"), {"turns"}, "turns", 0, 10000));
    const auto steps = integer(need(j, "steps", "the end line"), {"steps"}, "steps", 0, static_cast<std::int64_t>(kMaxReplaySteps));
    if (static_cast<std::size_t>(steps) != r_.steps.size())
      fail({"steps"}, "the end line counts " + std::to_string(steps) + " steps; the file holds " + std::to_string(r_.steps.size()));
  }

  Replay& r_;
  int line_ = 0;
  std::string_view text_;
  int rank_ = -1;
  int last_file_line_ = 0;  // the line of the last file line read
  int agents_col_ = 1;
  bool masters_ = true;  // a Dice Masters replay: players, basic actions and cards are listed
  std::vector<CardRef> refs_;
  std::map<std::string, int> card_lines_;
};

}  // namespace

std::string ReplayError::text() const {
  return printable_line(file) + ":" + std::to_string(line) + ":" + std::to_string(col) + ": error: " + printable(message);
}

std::variant<Replay, ReplayError> parse_replay(std::string_view text, const std::string& file_name) {
  auto error = [&](int line, int col, std::string message) { return ReplayError{file_name, line, col, std::move(message)}; };
  if (text.size() > kMaxReplayFileBytes)
    return error(1, 1, "too large (" + std::to_string(text.size()) + " bytes; a replay holds at most " +
                           std::to_string(kMaxReplayFileBytes) + ")");
  if (auto bad = find_invalid_utf8(text)) return error(bad->line, bad->col, "the file is " + bad->text() + ": a replay is UTF-8");
  Replay r;
  r.file = file_name;
  Reader reader(r);
  int number = 0;
  try {
    std::size_t pos = 0;
    int trailing_blank = 0;  // blank lines are allowed only at the very end
    int last = 0;            // the last line that holds something
    while (pos < text.size()) {
      std::size_t nl = text.find('\n', pos);
      if (nl == std::string_view::npos) nl = text.size();
      std::string_view line = text.substr(pos, nl - pos);
      pos = nl + 1;
      ++number;
      if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
      if (line.size() > kMaxReplayLineBytes)
        return error(number, static_cast<int>(kMaxReplayLineBytes) + 1,
                     "the line is " + std::to_string(line.size()) + " bytes long; a replay line holds at most " +
                         std::to_string(kMaxReplayLineBytes));
      if (line.find_first_not_of(" \t") == std::string_view::npos) {
        if (!trailing_blank) trailing_blank = number;
        continue;
      }
      if (trailing_blank) return error(trailing_blank, 1, "an empty line inside the replay");
      if (number > static_cast<int>(kMaxReplaySteps + kMaxReplayCards + 200))
        return error(number, 1, "too many lines for a replay");
      reader.line(number, line);
      last = number;
    }
    reader.finish(last);
  } catch (const Fail& f) {
    return error(f.line, f.col, f.message);
  } catch (const std::exception& e) {
    // The reader checks before it converts; anything left is still the file's fault, not a crash.
    return error(number, 1, std::string("unreadable: ") + e.what());
  }
  return r;
}

}  // namespace dm
