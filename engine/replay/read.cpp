// Reading a replay file: JSON lines in a fixed order, every value checked for its type and
// range, every problem named with its line and column. Nothing here trusts the file.
#include <algorithm>
#include <limits>
#include <map>
#include <nlohmann/json.hpp>
#include <set>

#include "dm/replay.hpp"
#include "dm/text.hpp"
#include "engine/module/game_module.hpp"
#include "engine/records/record_line.hpp"

namespace dm {

namespace {

using json = nlohmann::json;
using replay::PathPart;
using Path = std::vector<PathPart>;

using records::Fail;
using records::Path;
using records::RecordLine;

constexpr int kMaxDepth = 8;             // the deepest a replay line nests is 3
constexpr std::size_t kMaxText = records::kMaxText;
constexpr std::size_t kMaxOptions = 100;
constexpr int kMaxSeats = 8;

// The kinds of line every replay has, in the order they come after the game's own.
constexpr const char* kShared[] = {"format_script", "file", "start", "step", "end"};
constexpr const char* kSharedWords[] = {"format_script", "file (carried files, if any)", "start", "step (one per decision)", "end"};

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
    if (!j.is_object()) fail({}, "each line of a replay is one JSON object ({\"type\": ...}), not " + RecordLine::kind(j));
    const RecordLine l(line_, text_, j);
    const json& t = l.need(j, "type", "a line");
    if (!t.is_string()) fail({"type"}, "'type' is a string (" + order() + ")");
    const std::string type = t.get<std::string>();
    // Before the header the game (and its own kinds of line) is not known yet.
    if (rank_ < 0 && type != "replay" && (rank_of(type) >= 0 || known_anywhere(type)))
      fail({"type"}, "the first line of a replay is its header ({\"type\":\"replay\", ...}), not a " + type + " line");
    const int rank = rank_of(type);
    if (rank < 0) fail({"type"}, "unknown line type '" + printable_line(type) + "' (" + order() + ")");
    if (rank_ < 0 && rank != 0) fail({"type"}, "the first line of a replay is its header ({\"type\":\"replay\", ...}), not a " + type + " line");
    if (rank_ == end_rank()) fail({"type"}, "a line after the end line");
    if (rank < rank_ || (rank == rank_ && once(type)))
      fail({"type"}, "a " + type + " line after the " + name_of(rank_) + " line" + (rank == rank_ ? "s" : "") + ": " + order());
    const int script_rank = kinds() + 1, start_rank = kinds() + 3;
    if (game_ && rank > rank_) game_->advance(rank_, rank, type, l);
    if (kinds() == 0 && rank > script_rank && rank_ < script_rank)
      fail({"type"}, "no format_script line before this " + type + " line: a replay names every script its game used");
    if (rank > start_rank && rank_ < start_rank) fail({"type"}, "the start line is missing before this " + type + " line: " + order());
    rank_ = rank;
    if (rank == 0) return header(j, l);
    if (rank <= kinds()) {
      game_->line(rank - 1, l);
      r_.lines.push_back(ReplayLine{std::string(text_), line_});
      return;
    }
    switch (rank - kinds() - 1) {
      case 0: script(j); break;
      case 1: file(j); break;
      case 2: start(j); break;
      case 3: step(j); break;
      case 4: end(j); break;
    }
  }

  // What can only be checked once every line is read.
  void finish(int last_line) {
    line_ = std::max(last_line, 1);
    text_ = {};
    if (rank_ < 0) fail_at(1, "the file is empty: a replay starts with its header line ({\"type\":\"replay\", ...})");
    if (rank_ != end_rank())
      fail_at(1, "the replay stops after its " + name_of(rank_) + " line" +
                     (r_.steps.empty() ? "" : " (step " + std::to_string(r_.steps.size()) + ")") +
                     " without its end line: the file is cut short");
    if (game_) game_->finish();
  }

 private:
  [[noreturn]] void fail_at(int col, const std::string& message) { throw Fail{line_, std::max(col, 1), message}; }
  [[noreturn]] void fail(const Path& path, const std::string& message) { here().fail(path, message); }

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

  const json& need(const json& obj, const char* key, const std::string& what) { return here().need(obj, key, what); }
  void only(const json& obj, std::initializer_list<const char*> keys, const std::string& what) {
    here().only(obj, std::vector<std::string>(keys.begin(), keys.end()), what);
  }
  std::int64_t integer(const json& v, const Path& at, const std::string& what, std::int64_t lo, std::int64_t hi) {
    return here().integer(v, at, what, lo, hi);
  }
  std::uint64_t u64(const json& v, const Path& at, const std::string& what) { return here().u64(v, at, what); }
  std::string text(const json& v, const Path& at, const std::string& what, std::size_t max = kMaxText, bool empty_ok = false) {
    return here().text(v, at, what, max, empty_ok);
  }
  std::uint64_t hash(const json& v, const Path& at, const std::string& what) { return here().hash(v, at, what); }
  static std::string shown(const json& v) { return RecordLine::shown(v); }
  RecordLine here() const { return RecordLine(line_, text_, empty_); }

  // The kinds of line, by rank: the header (0), the game's own (1 to kinds()), the shared ones.
  int kinds() const { return records_ ? static_cast<int>(records_->kinds.size()) : 0; }
  int end_rank() const { return kinds() + 5; }
  std::string name_of(int rank) const {
    if (rank == 0) return "replay";
    if (rank <= kinds()) return records_->kinds[static_cast<std::size_t>(rank - 1)].first;
    return kShared[rank - kinds() - 1];
  }
  int rank_of(const std::string& type) const {
    for (int k = 0; k <= end_rank(); ++k)
      if (type == name_of(k)) return k;
    return -1;
  }
  // A kind of line some game's replays have.
  static bool known_anywhere(const std::string& type) {
    for (const GameModule* m : game_modules())
      if (m->records)
        for (const auto& [kind, words] : m->records->kinds)
          if (kind == type) return true;
    return false;
  }
  bool once(const std::string& type) const {
    if (type == "replay" || type == "start") return true;
    return records_ && std::find(records_->once.begin(), records_->once.end(), type) != records_->once.end();
  }
  std::string order() const {
    std::string out = "the lines come in this order: replay";
    if (records_)
      for (const auto& [type, words] : records_->kinds) out += ", " + words;
    for (const char* w : kSharedWords) out += ", " + std::string(w);
    return out;
  }

  void header(const json& j, const RecordLine& l) {
    // The game played: the first game listed when the header names none (files made before
    // other games).
    r_.game = default_game();
    if (j.contains("game")) r_.game = text(j["game"], {"game"}, "the game's name", 50);
    const GameModule* module = find_game_module(r_.game);
    records_ = module ? module->records : nullptr;
    std::vector<std::string> fields = {"type", "version", "game", "engine", "format", "options"};
    if (records_) fields.insert(fields.end(), records_->header_fields.begin(), records_->header_fields.end());
    fields.push_back("seats");
    fields.push_back("seed");
    fields.push_back("agents");
    only_keys(j, fields, records_ ? std::string("the header") : "the header of a " + printable_line(r_.game) + " replay");
    const auto version = integer(need(j, "version", "the header"), {"version"}, "the replay file version", 1,
                                 std::numeric_limits<int>::max());
    if (version != kReplayFileVersion)
      fail({"version"}, "replay file version " + std::to_string(version) + ": this build reads version " +
                            std::to_string(kReplayFileVersion));
    r_.header_line = line_;
    r_.engine = text(need(j, "engine", "the header"), {"engine"}, "the engine version", 50);
    r_.format = text(need(j, "format", "the header"), {"format"}, "the format");
    r_.format_col = l.col({"format"});
    const json& opts = need(j, "options", "the header");
    r_.options_col = l.col({"options"});
    if (!opts.is_object()) fail({"options"}, "the format's options are an object of \"name\": \"value\", not " + shown(opts));
    if (opts.size() > kMaxOptions) fail({"options"}, "more than " + std::to_string(kMaxOptions) + " format options");
    for (auto it = opts.begin(); it != opts.end(); ++it) {
      const std::string name = text(json(it.key()), {"options"}, "a format option's name", 100);
      r_.options[name] = text(it.value(), {"options", it.key()}, "the format option '" + name + "'", kMaxText, true);
    }
    if (records_) {
      game_ = records_->reader();
      game_->header(l);
      for (const auto& f : records_->header_fields)
        if (j.contains(f)) r_.fields.emplace_back(f, j[f].dump(-1, ' ', false, json::error_handler_t::replace));
    }
    if (j.contains("seats")) seats(j["seats"]);
    r_.seed = u64(need(j, "seed", "the header"), {"seed"}, "the seed");
    const json& agents = need(j, "agents", "the header");
    if (!agents.is_array() || agents.empty() || agents.size() > static_cast<std::size_t>(kMaxSeats))
      fail({"agents"}, "agents is a list of 1 to 8 agent names, one per seat, not " + shown(agents));
    for (std::size_t i = 0; i < agents.size(); ++i)
      r_.agents.push_back(text(agents[i], {"agents", i}, "an agent's name", kMaxText, true));
  }
  // Seat -> player, each player once (a permutation of 0..n-1); whether the game seats that many
  // is for the table to say when it starts the match.
  void seats(const json& v) {
    const std::string rule = "seats lists the player at each seat, each of 0 to n-1 once (2 to " + std::to_string(kMaxSeats) + " seats)";
    if (!v.is_array() || v.size() < 2 || v.size() > static_cast<std::size_t>(kMaxSeats)) fail({"seats"}, rule + ", not " + shown(v));
    std::vector<bool> seen(v.size(), false);
    for (std::size_t i = 0; i < v.size(); ++i) {
      const auto p = static_cast<std::size_t>(integer(v[i], {"seats", i}, "a seat's player", 0, static_cast<std::int64_t>(v.size()) - 1));
      if (seen[p]) fail({"seats", i}, rule + ": player " + std::to_string(p) + " sits twice");
      seen[p] = true;
      r_.seats.push_back(static_cast<int>(p));
    }
  }
  void only_keys(const json& obj, const std::vector<std::string>& keys, const std::string& what) { here().only(obj, keys, what); }

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
    only(j, {"type", "role", "name", "at", "text"}, "a file line");
    const std::string role = text(need(j, "role", "a file line"), {"role"}, "the carried file's role");
    if (role != "format" && role != "script" && role != "cards")
      fail({"role"}, "a carried file's role is \"format\", \"script\" or \"cards\", not \"" + printable_line(role) + "\"");
    const std::string name = text(need(j, "name", "a file line"), {"name"}, "the carried file's name");
    std::string at;
    if (j.contains("at")) {
      if (role == "cards") fail({"at"}, "a carried card file has no place: it is unpacked in a folder of its own");
      at = text(j["at"], {"at"}, "the carried file's place");
      if (const std::string bad = carried_place_problem(at); !bad.empty()) fail({"at"}, bad);
    } else if (role == "script") {
      fail({"role"}, "a carried script has its place (\"at\"), where the format finds it");
    }
    const json& t = need(j, "text", "a file line");
    if (!t.is_string()) fail({"text"}, "a carried file's text is a string");
    const bool more = !r_.files.empty() && last_file_line_ == line_ - 1 && r_.files.back().role == role &&
                      r_.files.back().name == name && r_.files.back().at == at;
    last_file_line_ = line_;
    if (more) {
      r_.files.back().text += t.get<std::string>();
      return;
    }
    if (role == "format" && !names_a_format_file(r_.format))
      fail({"role"}, "a carried format script, but the header names the format '" + printable_line(r_.format) +
                         "', which is read from the data folder");
    for (const auto& f : r_.files) {
      if (role == "format" && f.role == "format") fail({"role"}, "a second carried format script (line " + std::to_string(f.line) + " carries one)");
      if (!at.empty() && f.at == at) fail({"at"}, "a second carried file at " + printable_line(at) + " (line " + std::to_string(f.line) + ")");
      if (role == "script" && f.role == "script" && f.name == name)
        fail({"name"}, "a second carried script named " + printable_line(name) + " (line " + std::to_string(f.line) + ")");
    }
    if (r_.files.size() == kMaxReplayFiles) fail({"type"}, "more than " + std::to_string(kMaxReplayFiles) + " carried files");
    r_.files.push_back(ReplayFile{role, name, t.get<std::string>(), line_, at});
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
    const int seats = game_ ? game_->seats() : static_cast<int>(r_.agents.size());
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
    r_.end.winner = w.is_null() ? kNone : static_cast<SideId>(integer(w, {"winner"}, "the winning side (or null)", 0, kMaxSeats - 1));
    const std::string reason = text(need(j, "reason", "the end line"), {"reason"}, "the reason", 20);
    // A game may know its reasons here; any other's are its own words, checked when the
    // replay is played (the game must end for the same reason).
    if (game_)
      if (const std::string bad = game_->bad_reason(reason); !bad.empty()) fail({"reason"}, bad);
    if (reason.empty() || !std::all_of(reason.begin(), reason.end(), [](char c) { return (c >= 'a' && c <= 'z') || c == '_'; }))
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
  const json empty_ = json::object();
  int rank_ = -1;
  int last_file_line_ = 0;  // the line of the last file line read
  const records::GameRecords* records_ = nullptr;     // the game's own fields and lines (null: none)
  std::unique_ptr<records::GameLineReader> game_;     // reading them
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
