#include "engine/masters/view/viewer.hpp"
#include "engine/masters/view/words.hpp"

#include <algorithm>

#include "dm/text.hpp"
#include "engine/text/json_text.hpp"
#include "engine/masters/view/narrate.hpp"
#include "engine/view/viewer_page.hpp"

namespace dm::view {

extern const char* const kViewerDiceScript;  // viewer_dice_script.cpp: a die on its face, as HTML
extern const char* const kViewerScript;      // viewer_script.cpp: the steps and the table


namespace {

using nlohmann::json;

std::string esc(const std::string& s) { return markup_escape(s); }

// A face as the page draws it: [0, symbol, symbols, generic, wild, bursts] for energy,
// [1, level, fielding, attack, defense, bursts] for a character, [2, bursts] for an action.
json face_view(const Face& f) {
  switch (f.kind) {
    case Face::Kind::Energy:
      return json::array({0, static_cast<int>(f.symbol), f.symbols, f.generic, f.wild ? 1 : 0, f.bursts});
    case Face::Kind::Character: return json::array({1, f.level, f.fielding, f.attack, f.defense, f.bursts});
    case Face::Kind::Action: return json::array({2, f.bursts});
  }
  return json::array();
}


}  // namespace

// The lines of a told event that say something (narrate starts headings with a blank line).
std::vector<std::string> told_lines(const std::string& told) {
  std::vector<std::string> out;
  std::size_t at = 0;
  while (at <= told.size()) {
    const std::size_t nl = std::min(told.find('\n', at), told.size());
    std::string line = told.substr(at, nl - at);
    if (line.find_first_not_of(' ') != std::string::npos) out.push_back(std::move(line));
    at = nl + 1;
  }
  return out;
}

ViewerRecorder::ViewerRecorder(const Game& g, const json& start, std::uint64_t budget) : game_(&g), budget_(budget) {
  // The start line is read field by field: one missing or of another type leaves a blank.
  auto field = [&](const json& j, const char* key) {
    return j.is_object() && j.contains(key) && j[key].is_string() ? esc(j[key].get<std::string>()) : std::string();
  };
  auto number = [&](const char* key) {
    return start.is_object() && start.contains(key) && start[key].is_number_unsigned() ? start[key].get<std::uint64_t>() : 0;
  };
  head_ = json{{"format", field(start, "format")},
               {"seed", number("seed")},
               {"edition", field(start, "edition")},
               {"life", g.state().start_life}};
  const auto& s = g.state();
  const json seats = start.is_object() && start.contains("players") && start["players"].is_array() ? start["players"] : json::array();
  json players = json::array();
  for (PlayerId p = 0; p < s.player_count(); ++p) {
    const json seat = static_cast<std::size_t>(p) < seats.size() ? seats[static_cast<std::size_t>(p)] : json();
    players.push_back(json{{"side", s.side(p)}, {"agent", field(seat, "agent")}, {"team", field(seat, "team")}});
  }
  head_["players"] = players;
  head_["sides"] = s.side_count();
  std::string told;
  try {
    told = narrate(g, start);
  } catch (const std::exception&) {
    // A start line missing a field still gets its game recorded, just not told.
  }
  for (const auto& line : told_lines(told)) lines_.push_back(text_id(esc(line)));
  add_new_cards(g);
}

int ViewerRecorder::text_id(const std::string& escaped) {
  auto [it, fresh] = text_ids_.try_emplace(escaped, static_cast<int>(texts_.size()));
  if (fresh) texts_.push_back(escaped);
  return it->second;
}

void ViewerRecorder::add_new_cards(const Game& g) {
  const auto& s = g.state();
  for (std::size_t c = cards_.size(); c < s.cards.size(); ++c) {
    const CardDef& def = s.def(static_cast<CardId>(c));
    json faces = json::array();
    for (const Face& f : def.faces) faces.push_back(face_view(f));
    cards_.push_back(json{{"n", esc(def.name())},
                          {"t", esc(def.kind == CardKind::Sidekick ? std::string("Sidekick") : def.title)},
                          {"id", esc(def.id)},
                          {"e", static_cast<int>(def.energy)},
                          {"k", static_cast<int>(def.kind)},
                          {"o", s.cards[c].owner},
                          {"c", def.cost},
                          {"x", esc(def.text)},
                          {"f", faces}});
  }
  for (std::size_t d = dice_.size(); d < s.dice.size(); ++d) {
    dice_.push_back(s.dice[d].card);
    die_names_.push_back(esc(g.die_name(static_cast<DieId>(d))));
  }
}

void ViewerRecorder::event(const std::string& json_line) {
  json j;
  try {
    j = json::parse(json_line);
  } catch (const std::exception&) {
    return;  // not a log line: nothing to tell
  }
  if (!j.is_object()) return;
  const std::string type = j.value("type", "");
  // The start line came with the constructor; state lines are what step() records.
  if (type == "game_start" || type == "state") return;
  std::string told;
  try {
    if (type == "choice") {
      // The decision heads its step, in the words of its label.
      choice_ = text_id(esc(player_word(j.value("player", 0)) + ": " + j.value("label", j.value("key", std::string()))));
      return;
    }
    told = narrate(*game_, j);
  } catch (const std::exception&) {
    return;  // a line of a shape narrate doesn't know
  }
  const std::vector<std::string> parts = told_lines(told);
  for (const auto& line : parts) lines_.push_back(text_id(esc(line)));
  if (type == "game_over" && !parts.empty()) {
    std::string r = parts.back();
    r.erase(0, r.find_first_not_of(" ="));
    while (!r.empty() && (r.back() == '=' || r.back() == ' ')) r.pop_back();
    result_ = esc(r);
  }
}

void ViewerRecorder::step(const Game& g) {
  game_ = &g;
  ++seen_;
  if (bytes_ > budget_ && !g.state().over) {
    // Past the page's bound, only the last step is kept: what is told waits for it, bounded.
    std::vector<int> kept;
    lines_dropped_ += gather_lines(kept, lines_, [this](const std::string& text) { return text_id(text); });
    lines_ = std::move(kept);
    choice_ = -1;
    return;
  }
  add_new_cards(g);
  const GameState& s = g.state();
  json st = json::object();
  json changed = json::array();
  last_dice_.resize(s.dice.size());
  for (const Die& d : s.dice) {
    DieView v{static_cast<int>(d.zone), d.controller, d.face, std::min(d.damage, 99), d.blocking};
    if (in_field(d.zone) && s.face(d.id).is_character()) {
      v.push_back(g.attack(d.id));
      v.push_back(g.defense(d.id));
    }
    DieView& was = last_dice_[static_cast<std::size_t>(d.id)];
    if (v == was) continue;
    json row = json::array({d.id});
    for (int x : v) row.push_back(x);
    changed.push_back(row);
    was = v;
  }
  if (!changed.empty()) st["d"] = changed;
  json lives = json::array();
  for (const auto& side : s.sides) lives.push_back(side.life);
  const json now{{"t", s.turn},
                 {"a", s.active},
                 {"s", std::string(to_string(s.step))},
                 {"l", lives},
                 {"p", s.over ? kNone : s.pending.player},
                 {"q", s.over ? -1 : text_id(esc(g.prompt()))},
                 {"sel", s.selection}};
  // Only what changed: the page carries every other value over from the step before.
  for (auto it = now.begin(); it != now.end(); ++it)
    if (!last_.contains(it.key()) || last_[it.key()] != it.value()) st[it.key()] = it.value();
  last_ = now;
  if (choice_ >= 0) st["c"] = choice_;
  if (!lines_.empty()) st["x"] = lines_;
  choice_ = -1;
  lines_.clear();
  bytes_ += json_text(st).size() + 1;
  steps_.push_back(std::move(st));
}

std::string ViewerRecorder::page() const {
  json steps = steps_;
  // Lines after the last decision (the end of the game) belong to the last step.
  if (!steps.empty() && !lines_.empty()) {
    json& last = steps.back();
    if (!last.contains("x")) last["x"] = json::array();
    for (int l : lines_) last["x"].push_back(l);
  }
  const json data{{"head", head_}, {"cards", cards_}, {"dice", dice_}, {"names", die_names_}, {"texts", texts_},
                  {"steps", steps}, {"result", result_}};
  const std::string title = "dice: " + head_.value("format", std::string()) + ", seed " +
                            std::to_string(head_.value("seed", 0ull));
  std::string note;
  if (seen_ > steps_.size())
    note = long_game_note("its first " + std::to_string(steps_.size() - 1) + " steps and its last, of " + std::to_string(seen_), lines_dropped_);
  return viewer_page_html(title, json_text(data), std::string(kViewerDiceScript) + kViewerScript, "", note);
}

}  // namespace dm::view
