#include "engine/view/viewer_match.hpp"

#include <stdexcept>

#include "dm/text.hpp"
#include "engine/text/json_text.hpp"
#include "engine/view/viewer_page.hpp"
#include "engine/view/words.hpp"

namespace dm::view {

namespace {

using nlohmann::json;

// Every string of a value markup-escaped: names in a game's lines come from its scripts.
json escaped(const json& j) {
  if (j.is_string()) return markup_escape(j.get<std::string>());
  if (j.is_array() || j.is_object()) {
    json out = j;
    for (auto it = out.begin(); it != out.end(); ++it) *it = escaped(*it);
    return out;
  }
  return j;
}

}  // namespace

MatchViewerRecorder::MatchViewerRecorder(const GameView& view, const Match& m, const json& start) : view_(view), match_(&m) {
  if (!view_.table_script) throw std::invalid_argument("the viewer page draws no table for " + m.game_name());
  head_ = escaped(start.is_object() ? start : json::object());
  for (const auto& line : told_lines(view_.narrate(m, start))) lines_.push_back(text_id(markup_escape(line)));
}

int MatchViewerRecorder::text_id(const std::string& escaped_text) {
  auto [it, fresh] = text_ids_.try_emplace(escaped_text, static_cast<int>(texts_.size()));
  if (fresh) texts_.push_back(escaped_text);
  return it->second;
}

void MatchViewerRecorder::event(const std::string& json_line) {
  const json j = json::parse(json_line, nullptr, false);
  if (!j.is_object()) return;
  const std::string type = j.value("type", "");
  if (type == "game_start" || type == "state") return;  // the start came with the constructor; steps record states
  if (type == "choice") {
    choice_ = text_id(markup_escape(player_word(j.value("player", 0)) + ": " + j.value("label", j.value("key", std::string()))));
    return;
  }
  std::string told;
  try {
    told = view_.narrate(*match_, j);
  } catch (const std::exception&) {
    return;  // a line of a shape the narration doesn't know
  }
  const auto parts = told_lines(told);
  for (const auto& line : parts) lines_.push_back(text_id(markup_escape(line)));
  if (type == "game_over" && !parts.empty()) result_ = markup_escape(parts.back());
}

void MatchViewerRecorder::step(const Match& m) {
  match_ = &m;
  json st{{"s", escaped(json::parse(m.state_line()))}, {"p", m.over() ? kNone : m.decider()}, {"turn", m.turn()}};
  st["q"] = m.over() ? -1 : text_id(markup_escape(m.prompt()));
  if (choice_ >= 0) st["c"] = choice_;
  st["x"] = lines_;
  choice_ = -1;
  lines_.clear();
  steps_.push_back(std::move(st));
}

std::string MatchViewerRecorder::page() const {
  json steps = steps_;
  // Lines after the last decision (the end of the game) belong to the last step.
  if (!steps.empty())
    for (int l : lines_) steps.back()["x"].push_back(l);
  const json data{{"head", head_}, {"texts", texts_}, {"steps", steps}, {"result", result_}};
  const std::string title = "dice: " + head_.value("format", std::string()) + ", seed " + std::to_string(head_.value("seed", 0ull));
  return viewer_page_html(title, json_text(data), view_.table_script, view_.table_style);
}

namespace {

// A game without a view of its own: its state line, and the decisions made.
std::string plain_board(const Match& m) { return json_text(json::parse(m.state_line()), 2); }
std::string plain_narrate(const Match&, const json& line) {
  if (line.value("type", "") == "choice") return player_word(line.value("player", 0)) + ": " + line.value("label", "");
  return "";
}

}  // namespace

const GameView& plain_view() {
  static const GameView v = [] {
    GameView x;
    x.board = plain_board;
    x.narrate = plain_narrate;
    return x;
  }();
  return v;
}

std::unique_ptr<PageRecorder> page_recorder(const GameView& view, const Match& m, const json& start) {
  if (view.page) return view.page(m, start);
  return std::make_unique<MatchViewerRecorder>(view, m, start);
}

}  // namespace dm::view
