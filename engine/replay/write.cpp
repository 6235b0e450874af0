// Writing a replay: the recorder that follows a game as it is played, and the file's text.
#include <cstdio>
#include <nlohmann/json.hpp>

#include "dm/files.hpp"
#include "dm/replay.hpp"
#include "dm/version.hpp"

namespace dm {

namespace {

using json = nlohmann::json;

// Lines are written with the writer's own key order so a file reads top-down as documented;
// bytes that are not UTF-8 (a file name) are written as U+FFFD rather than failing.
std::string dump(const json& j) { return j.dump(-1, ' ', false, json::error_handler_t::replace); }

json card_list(const std::vector<std::pair<std::string, int>>& cards) {
  json out = json::array();
  for (const auto& [id, n] : cards) out.push_back(json::array({id, n}));
  return out;
}

std::string shown_path(const std::string& path) { return shown_script_path(path); }

}  // namespace

std::string shown_script_path(const std::string& path) {
  const std::string root = scripts_dir() + "/";
  return path.compare(0, root.size(), root) == 0 ? path.substr(root.size()) : path;
}

std::uint64_t card_script_hash(std::string_view lua) {
  std::size_t at = 0;
  while (at < lua.size()) {
    const std::size_t nl = lua.find('\n', at);
    const std::string_view line = lua.substr(at, nl == std::string_view::npos ? std::string_view::npos : nl - at);
    if (line.substr(0, 2) != "--" || line.substr(0, 4) == "--[[" || line.substr(0, 3) == "--[") break;
    at = nl == std::string_view::npos ? lua.size() : nl + 1;
  }
  return content_hash(lua.substr(at));
}

std::string replay_text(const Replay& r) {
  std::string out;
  json options = json::object();
  for (const auto& [k, v] : r.options) options[k] = v;
  json header;
  header["type"] = "replay";
  header["version"] = kReplayFileVersion;
  header["game"] = r.game;
  header["engine"] = r.engine;
  header["format"] = r.format;
  header["options"] = options;
  header["edition"] = std::string(to_string(r.edition));
  header["life"] = r.life;
  header["turn_cap"] = r.turn_cap;
  header["first_turn_attack"] = r.first_turn_attack;
  header["seed"] = r.seed;
  header["draft_seats"] = r.draft_seats;
  header["agents"] = r.agents;
  // nlohmann sorts object keys; the header is written by hand to keep "type" first.
  out += "{\"type\":\"replay\"";
  const bool masters = r.game == "dice-masters";
  // Another game's header has what every game has; Dice Masters' says how its game was set up.
  static const std::vector<const char*> kMasters = {"version", "game", "engine", "format", "options", "edition", "life", "turn_cap",
                                                    "first_turn_attack", "seed", "draft_seats", "agents"};
  static const std::vector<const char*> kOther = {"version", "game", "engine", "format", "options", "seed", "agents"};
  for (const char* k : masters ? kMasters : kOther) out += ",\"" + std::string(k) + "\":" + dump(header[k]);
  out += "}\n";
  for (std::size_t p = 0; p < r.players.size(); ++p) {
    const ReplayPlayer& pl = r.players[p];
    out += "{\"type\":\"player\",\"player\":" + std::to_string(p) + ",\"side\":" + std::to_string(pl.side) +
           ",\"sidekicks\":" + std::to_string(pl.sidekicks) + (pl.team.empty() ? "" : ",\"team\":" + dump(json(pl.team))) +
           ",\"cards\":" + dump(card_list(pl.cards)) + "}\n";
  }
  if (masters) out += "{\"type\":\"basic_actions\",\"cards\":" + dump(card_list(r.basic_actions)) + "}\n";
  for (const auto& c : r.cards)
    out += "{\"type\":\"card\",\"id\":" + dump(json(c.id)) + ",\"title\":" + dump(json(c.title)) + ",\"file\":" + dump(json(c.file)) +
           ",\"hash\":\"" + hex_hash(c.hash) + "\"}\n";
  for (const auto& s : r.scripts)
    out += "{\"type\":\"format_script\",\"file\":" + dump(json(s.file)) + ",\"hash\":\"" + hex_hash(s.hash) + "\"}\n";
  for (const auto& f : r.files) {
    // In pieces that never split a UTF-8 sequence; a file is at least one line, even empty.
    std::size_t at = 0;
    do {
      std::size_t end = std::min(f.text.size(), at + kReplayFileChunkBytes);
      while (end < f.text.size() && end > at && (static_cast<unsigned char>(f.text[end]) & 0xC0) == 0x80) --end;
      out += "{\"type\":\"file\",\"role\":" + dump(json(f.role)) + ",\"name\":" + dump(json(f.name)) +
             ",\"text\":" + dump(json(f.text.substr(at, end - at))) + "}\n";
      at = end;
    } while (at < f.text.size());
  }
  out += "{\"type\":\"start\",\"hash\":\"" + hex_hash(r.start_hash) + "\"}\n";
  for (std::size_t i = 0; i < r.steps.size(); ++i) {
    const ReplayStep& s = r.steps[i];
    out += "{\"type\":\"step\",\"step\":" + std::to_string(i + 1) + ",\"player\":" + std::to_string(s.player) +
           ",\"key\":" + dump(json(s.key)) + ",\"hash\":\"" + hex_hash(s.hash) + "\"}\n";
  }
  out += "{\"type\":\"end\",\"winner\":" + (r.end.winner == kNone ? std::string("null") : std::to_string(r.end.winner)) +
         ",\"reason\":\"" + r.end.reason + "\",\"turns\":" + std::to_string(r.end.turns) +
         ",\"steps\":" + std::to_string(r.steps.size()) + "}\n";
  return out;
}

ReplayRecorder::ReplayRecorder(const ReplayGame& game) : library_(game.setup.library) {
  const GameSetup& s = game.setup;
  const CardLibrary& lib = *library_;
  r_.engine = version();
  r_.format = game.format;
  r_.options = game.options;
  r_.edition = s.edition;
  r_.life = s.life;
  r_.turn_cap = s.turn_cap;
  r_.first_turn_attack = s.first_turn_attack;
  r_.seed = game.seed;
  r_.draft_seats = s.draft ? s.draft_seats : 0;
  r_.agents = game.agents;
  used_.assign(static_cast<std::size_t>(lib.size()), 0);
  for (std::size_t p = 0; p < s.teams.size(); ++p) {
    const TeamSetup& t = s.teams[p];
    ReplayPlayer pl;
    pl.side = t.side == kNone ? static_cast<SideId>(p) : t.side;
    pl.sidekicks = t.sidekicks;
    for (auto [def, n] : t.cards) {
      pl.cards.emplace_back(lib.at(def).id, n);
      used_[static_cast<std::size_t>(def)] = 1;
    }
    if (p < game.team_names.size()) pl.team = game.team_names[p];
    r_.players.push_back(std::move(pl));
  }
  for (auto [def, n] : s.shared) {
    r_.basic_actions.emplace_back(lib.at(def).id, n);
    used_[static_cast<std::size_t>(def)] = 1;
  }
  if (lib.sidekick() >= 0) used_[static_cast<std::size_t>(lib.sidekick())] = 1;
  // The format's script is part of what the game was: a drafting format's procedure, a
  // format's own teams and rules.
  ReplayScript script;
  script.file = shown_path(format_path(game.format));
  std::string why;
  if (auto text = read_input_file(format_path(game.format), kMaxFormatFileBytes, why)) script.hash = content_hash(*text);
  r_.scripts.push_back(std::move(script));
}

ReplayRecorder::ReplayRecorder(const Table& table, const FormatOptions& options, std::uint64_t seed,
                               std::vector<std::string> agents) {
  r_.game = table.game().name;
  r_.engine = version();
  r_.format = table.format();
  r_.options = options;
  r_.seed = seed;
  r_.agents = std::move(agents);
  for (const ScriptHash& s : table.scripts()) {
    ReplayScript script;
    script.file = shown_path(s.file);
    script.hash = s.hash;
    r_.scripts.push_back(std::move(script));
  }
}

ReplayRecorder::ReplayRecorder(const Replay& from, std::size_t steps, std::shared_ptr<const CardLibrary> library,
                               std::vector<std::string> agents)
    : r_(from), continued_(true), library_(std::move(library)) {
  r_.file.clear();
  r_.engine = version();
  r_.agents = std::move(agents);
  r_.steps.resize(std::min(steps, r_.steps.size()));
  r_.end = ReplayEnd{};
  if (!library_) return;
  // The cards the first part of the game used are the old replay's.
  used_.assign(static_cast<std::size_t>(library_->size()), 0);
  for (const ReplayCard& c : from.cards) {
    const int def = library_->find(c.id);
    if (def >= 0) used_[static_cast<std::size_t>(def)] = 1;
  }
}

// Every card a draft shows (piles, picks, basic actions) is part of the game too.
void ReplayRecorder::note_cards(const Match& m) {
  const auto* g = dynamic_cast<const Game*>(&m);
  if (!g) return;
  const GameState& s = g->state();
  auto mark = [&](int def) {
    if (def >= 0 && static_cast<std::size_t>(def) < used_.size()) used_[static_cast<std::size_t>(def)] = 1;
  };
  for (const auto& c : s.cards) mark(c.def);
  for (const auto& pile : s.draft.piles)
    for (int def : pile.cards) mark(def);
  for (const auto& d : s.draft.drafters) {
    for (int def : d.drafted) mark(def);
    for (int def : d.basic_actions) mark(def);
  }
  for (int def : s.draft.basic_actions) mark(def);
}

void ReplayRecorder::start(const Match& g) {
  note_cards(g);
  if (!continued_) r_.start_hash = g.hash();
}

std::optional<std::string> ReplayRecorder::apply(Match& g, int option) {
  ReplayStep step;
  step.player = g.decider();
  step.key = g.option_key(option);
  const auto* masters = dynamic_cast<const Game*>(&g);
  const bool drafting = masters && masters->state().step == Step::Draft;
  if (auto err = g.apply(option)) return err;
  step.hash = g.hash();
  r_.steps.push_back(std::move(step));
  if (drafting) note_cards(g);
  return std::nullopt;
}

void ReplayRecorder::finish(const Match& g) {
  note_cards(g);
  const MatchResult end = g.result();
  r_.end.winner = end.winner;
  r_.end.reason = end.reason;
  r_.end.turns = end.turns;
  if (!library_) return;
  r_.cards.clear();
  const CardLibrary& lib = *library_;
  for (int def = 0; def < lib.size(); ++def) {
    if (!used_[static_cast<std::size_t>(def)]) continue;
    ReplayCard c;
    c.id = lib.at(def).id;
    c.title = lib.at(def).name();
    c.file = shown_path(lib.source(def).file);
    c.hash = card_script_hash(lib.source(def).lua);
    r_.cards.push_back(std::move(c));
  }
}

}  // namespace dm
