#include "engine/view/viewer_match.hpp"

#include <stdexcept>

#include "dm/limits.hpp"

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

MatchViewerRecorder::MatchViewerRecorder(const GameView& view, const Match& m, const json& start, std::uint64_t budget,
                                         PlayerId viewer)
    : view_(view), match_(&m), budget_(budget), viewer_(viewer) {
  if (!view_.table_script) throw std::invalid_argument("the viewer page draws no table for " + m.game_name());
  head_ = escaped(start.is_object() ? start : json::object());
  for (const auto& line : told_lines(view_.narrate(m, start))) lines_.push_back(text_id(markup_escape(line)));
}

int MatchViewerRecorder::text_id(const std::string& escaped_text) {
  auto [it, fresh] = text_ids_.try_emplace(escaped_text, static_cast<int>(texts_.size()));
  if (fresh) texts_.push_back(escaped_text), bytes_ += 2 * escaped_text.size() + 48;
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
  const std::uint64_t index = seen_++;
  // A step off the stride is not kept: what was told on the way waits for the next one kept.
  if (index % stride_ != 0 && !m.over()) return;
  Step st;
  st.index = index;
  const bool seen = viewer_ != kNone && view_.seen_state && !m.over();
  st.state = json_text(escaped(json::parse(seen ? view_.seen_state(m, viewer_) : m.state_line())));
  st.decider = m.over() ? kNone : m.decider();
  st.turn = m.turn();
  st.prompt = m.over() ? -1 : text_id(markup_escape(m.prompt()));
  st.choice = choice_;
  gather(st.lines, lines_);
  choice_ = -1;
  lines_.clear();
  bytes_ += bytes_of(st);
  steps_.push_back(std::move(st));
  while (bytes_ > budget_ && steps_.size() > 2) thin_out();
}

void MatchViewerRecorder::gather(std::vector<int>& into, const std::vector<int>& lines) {
  lines_dropped_ += gather_lines(into, lines, [this](const std::string& text) { return text_id(text); });
}

void MatchViewerRecorder::thin_out() {
  stride_ *= 2;
  std::vector<Step> kept;
  std::vector<int> carried;  // the lines of steps let go, for the next step kept
  bytes_ = 0;
  for (std::size_t i = 0; i < steps_.size(); ++i) {
    Step& s = steps_[i];
    const bool last = i + 1 == steps_.size();
    if (s.index % stride_ == 0 || last) {
      if (!carried.empty()) {
        std::vector<int> mine = std::move(s.lines);
        s.lines = std::move(carried);
        carried.clear();
        gather(s.lines, mine);
      }
      bytes_ += bytes_of(s);
      kept.push_back(std::move(s));
    } else {
      gather(carried, s.lines);
    }
  }
  steps_ = std::move(kept);
  for (const auto& t : texts_) bytes_ += 2 * t.size() + 48;
}

std::string MatchViewerRecorder::page() const {
  // Written by hand around the kept states, which are JSON text already: a page of a long game
  // never holds them all as JSON values at once.
  std::string steps = "[";
  for (std::size_t i = 0; i < steps_.size(); ++i) {
    const Step& s = steps_[i];
    json rest{{"p", s.decider}, {"turn", s.turn}, {"q", s.prompt}};
    if (s.choice >= 0) rest["c"] = s.choice;
    std::vector<int> lines = s.lines;
    // Lines after the last decision (the end of the game) belong to the last step.
    if (i + 1 == steps_.size()) lines.insert(lines.end(), lines_.begin(), lines_.end());
    rest["x"] = lines;
    std::string r = json_text(rest);
    if (i) steps += ',';
    steps += "{\"s\":" + s.state + "," + r.substr(1);
  }
  steps += ']';
  std::string data = "{\"head\":" + json_text(head_) + ",\"texts\":" + json_text(texts_) + ",\"steps\":" + steps +
                     ",\"result\":" + json_text(result_) + "}";
  const std::string title = "dice: " + head_.value("format", std::string()) + ", seed " + std::to_string(head_.value("seed", 0ull));
  std::string note;
  if (stride_ > 1)
    note = long_game_note("one step in " + std::to_string(stride_) + " (" + std::to_string(steps_.size()) + " of " +
                              std::to_string(seen_) + " steps, the first and the last among them)",
                          lines_dropped_);
  return viewer_page_html(title, data, view_.table_script, view_.table_style, note);
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

std::unique_ptr<PageRecorder> page_recorder(const GameView& view, const Match& m, const json& start, PlayerId viewer) {
  if (view.page) return view.page(m, start);
  return std::make_unique<MatchViewerRecorder>(view, m, start, limits::kViewerStepBytes, viewer);
}

}  // namespace dm::view
