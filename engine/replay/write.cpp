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

std::string shown_path(const std::string& path) { return shown_script_path(path); }

}  // namespace

std::string replay_text(const Replay& r) {
  std::string out;
  json options = json::object();
  for (const auto& [k, v] : r.options) options[k] = v;
  // nlohmann sorts object keys; the header is written by hand to keep "type" first and the
  // game's own fields after the options.
  out += "{\"type\":\"replay\"";
  out += ",\"version\":" + std::to_string(kReplayFileVersion);
  out += ",\"game\":" + dump(json(r.game));
  out += ",\"engine\":" + dump(json(r.engine));
  out += ",\"format\":" + dump(json(r.format));
  out += ",\"options\":" + dump(options);
  for (const auto& [name, value] : r.fields) out += ",\"" + name + "\":" + value;
  if (!r.seats.empty()) out += ",\"seats\":" + dump(json(r.seats));
  out += ",\"seed\":" + std::to_string(r.seed);
  out += ",\"agents\":" + dump(json(r.agents));
  out += "}\n";
  for (const auto& l : r.lines) out += l.text + "\n";
  for (const auto& s : r.scripts)
    out += "{\"type\":\"format_script\",\"file\":" + dump(json(s.file)) + ",\"hash\":\"" + hex_hash(s.hash) + "\"}\n";
  for (const auto& f : r.files) {
    // In pieces that never split a UTF-8 sequence; a file is at least one line, even empty.
    std::size_t at = 0;
    do {
      std::size_t end = std::min(f.text.size(), at + kReplayFileChunkBytes);
      while (end < f.text.size() && end > at && (static_cast<unsigned char>(f.text[end]) & 0xC0) == 0x80) --end;
      out += "{\"type\":\"file\",\"role\":" + dump(json(f.role)) + ",\"name\":" + dump(json(f.name)) +
             (f.at.empty() ? std::string() : ",\"at\":" + dump(json(f.at))) + ",\"text\":" + dump(json(f.text.substr(at, end - at))) + "}\n";
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

ReplayRecorder::ReplayRecorder(const Table& table, const FormatOptions& options, std::uint64_t seed,
                               std::vector<std::string> agents, const std::vector<int>& player_at_seat)
    : table_(&table) {
  // Players in order need no record: the field is written only for a seating that moved someone.
  for (std::size_t s = 0; s < player_at_seat.size(); ++s)
    if (player_at_seat[s] != static_cast<int>(s)) r_.seats = player_at_seat;
  r_.game = table.game().name;
  r_.engine = version();
  r_.format = table.format();
  r_.options = options;
  r_.seed = seed;
  r_.agents = std::move(agents);
  const ReplayRecord record = table.replay_record();
  r_.fields = record.fields;
  for (const auto& l : record.lines) r_.lines.push_back(ReplayLine{l, 0});
  notes_ = table.content_notes(record.lines);
  for (const ScriptHash& s : table.scripts()) {
    ReplayScript script;
    script.file = shown_path(s.file);
    script.hash = s.hash;
    r_.scripts.push_back(std::move(script));
  }
}

ReplayRecorder::ReplayRecorder(const Replay& from, std::size_t steps, const Table& table, std::vector<std::string> agents)
    : r_(from), continued_(true), table_(&table) {
  r_.file.clear();
  r_.engine = version();
  r_.agents = std::move(agents);
  r_.steps.resize(std::min(steps, r_.steps.size()));
  r_.end = ReplayEnd{};
  std::vector<std::string> earlier;
  for (const auto& l : from.lines) earlier.push_back(l.text);
  notes_ = table.content_notes(earlier);
}

ReplayRecorder::~ReplayRecorder() = default;

void ReplayRecorder::start(const Match& g) {
  if (notes_) notes_->note(g);
  if (!continued_) r_.start_hash = g.hash();
}

std::optional<std::string> ReplayRecorder::apply(Match& g, int option) {
  ReplayStep step;
  step.player = g.decider();
  step.key = g.option_key(option);
  if (auto err = g.apply(option)) return err;
  step.hash = g.hash();
  r_.steps.push_back(std::move(step));
  if (notes_) notes_->note(g);
  return std::nullopt;
}

void ReplayRecorder::finish(const Match& g) {
  if (notes_) notes_->note(g);
  const MatchResult end = g.result();
  r_.end.winner = end.winner;
  r_.end.reason = end.reason;
  r_.end.turns = end.turns;
  if (!notes_) return;
  r_.lines.clear();
  for (const auto& l : notes_->lines()) r_.lines.push_back(ReplayLine{l, 0});
}

}  // namespace dm
