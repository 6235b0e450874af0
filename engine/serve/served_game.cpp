#include "engine/serve/served_game.hpp"

#include <algorithm>
#include <stdexcept>

#include "dm/game_log.hpp"
#include "dm/replay.hpp"
#include "engine/module/game_module.hpp"
#include "engine/view/viewer_page.hpp"
#include "engine/view/words.hpp"

namespace dm::serve {

namespace {

using nlohmann::json;

// An answer is an option's key: a few dozen characters.
constexpr std::size_t kMaxKey = 256;
// Narration lines sent in one answer; a page asks again from where it got to.
constexpr std::size_t kMaxLinesPerView = 2000;

bool is_state_line(const std::string& line) { return line.find("\"type\":\"state\"") != std::string::npos; }

std::string result_text(const Match& g) {
  const MatchResult r = g.result();
  std::string who = r.winner == kNone ? "no winner" : view::player_word(r.winner) + " wins";
  if (r.winner != kNone && g.side_count() != g.player_count()) who = "side " + std::to_string(r.winner + 1) + " wins";
  return who + " after " + view::count(r.turns, "turn", "turns") + " (" + r.reason + ")";
}

}  // namespace

ServedGame::ServedGame(std::string id, GameRequest request)
    : id_(std::move(id)), request_(std::move(request)), shown_(view_of(request_.game)),
      used_(std::chrono::steady_clock::now()) {
  const std::string& game = request_.game;
  const GameType* type = find_game_type(game);
  if (!type) throw Refusal{400, "format " + request_.format + " names a game this engine does not have"};
  try {
    table_ = type->open(request_.format, request_.options);
  } catch (const std::exception& e) {
    throw Refusal{400, std::string("format ") + request_.format + ": " + e.what()};
  }
  const std::size_t players = static_cast<std::size_t>(table_->players()), seats = static_cast<std::size_t>(table_->seats());
  std::vector<std::string>& names = request_.seats;
  if (names.size() != players && names.size() != seats)
    throw Refusal{400, "agents: give one entry per player (" + std::to_string(players) + " here), each \"human\" or an agent"};
  // Drafters beyond the players draft as the players named, in turn (as dice play seats them).
  for (std::size_t p = names.size(); p < seats; ++p) names.push_back(names[p % players]);
  for (std::size_t p = 0; p < names.size(); ++p) {
    if (names[p] == kHuman) {
      agents_.push_back(nullptr);
      continue;
    }
    try {
      agents_.push_back(make_agent(names[p], seat_seed(request_.seed, p), game));
    } catch (const std::exception& e) {
      throw Refusal{400, "agents[" + std::to_string(p) + "]: " + e.what()};
    }
  }
  std::lock_guard<std::mutex> lock(game_mu_);
  try {
    replay_to(0);
  } catch (const std::exception& e) {
    throw Refusal{400, std::string("the game could not start: ") + e.what()};
  }
  publish();
}

ServedGame::~ServedGame() = default;

void ServedGame::replay_to(std::size_t answers) {
  std::unique_ptr<Match> fresh = table_->start(request_.seed, {});
  Match& g = *fresh;
  const std::string start = table_->start_line(g, request_.seed, request_.seats);
  std::unique_ptr<view::PageRecorder> rec;
  try {
    // The table as the first person seated sees it: what only others know stays off the page
    // until the end (agents alone: the whole game, as a broadcast).
    PlayerId person = kNone;
    for (std::size_t p = 0; p < agents_.size() && person == kNone; ++p)
      if (!agents_[p] && static_cast<int>(p) < g.player_count()) person = static_cast<PlayerId>(p);
    rec = view::page_recorder(shown_, g, json::parse(start), person);
  } catch (const std::invalid_argument&) {
    // A game whose view draws no table has no page; it is still played.
  }
  {
    std::lock_guard<std::mutex> lock(view_mu_);
    log_.clear();
    narration_.clear();
    recorder_ = std::move(rec);
    error_.clear();
  }
  auto write = [this, &g](const std::string& line) {
    std::vector<std::string> told;
    if (!is_state_line(line)) {
      try {
        told = view::told_lines(shown_.narrate(g, json::parse(line)));
      } catch (const std::exception&) {
        // A line of a shape the narration doesn't know is kept in the log, untold.
      }
    }
    std::lock_guard<std::mutex> lock(view_mu_);
    log_.push_back(line);
    if (recorder_) recorder_->event(line);
    for (auto& t : told) narration_.push_back(std::move(t));
  };
  g.set_log(write);
  write(start);
  g.advance();
  write(g.state_line());
  {
    std::lock_guard<std::mutex> lock(view_mu_);
    if (recorder_) recorder_->step(g);
  }
  match_ = std::move(fresh);
  history_.resize(answers);
  const std::vector<int> again = history_;
  history_.clear();
  for (int option : again)
    if (auto err = apply_answer(option)) throw std::logic_error("an answer given before could not be given again: " + *err);
  if (match_->over() && again.empty()) write(game_over_line(g));
}

std::optional<std::string> ServedGame::apply_answer(int option) {
  Match& g = *match_;
  if (auto err = g.apply(option)) return err;
  history_.push_back(option);
  {
    std::lock_guard<std::mutex> lock(view_mu_);
    if (recorder_) recorder_->step(g);
  }
  // The log's last line: written once, as the game ends.
  if (g.over()) {
    const std::string end = game_over_line(g);
    std::vector<std::string> told;
    try {
      told = view::told_lines(shown_.narrate(g, json::parse(end)));
    } catch (const std::exception&) {
    }
    std::lock_guard<std::mutex> lock(view_mu_);
    log_.push_back(end);
    if (recorder_) recorder_->event(end);
    for (auto& t : told) narration_.push_back(std::move(t));
  }
  return std::nullopt;
}

void ServedGame::fail(const std::string& why) {
  std::lock_guard<std::mutex> lock(view_mu_);
  error_ = why;
  narration_.push_back("The game stops: " + why);
}

void ServedGame::publish() {
  const Match& g = *match_;
  std::string error;
  {
    std::lock_guard<std::mutex> lock(view_mu_);
    error = error_;
  }
  const bool over = g.over() || !error.empty();
  const PlayerId decider = over ? kNone : g.decider();
  const bool person = decider != kNone && !agents_[static_cast<std::size_t>(decider)];
  json v;
  v["id"] = id_;
  v["format"] = request_.format;
  v["game"] = g.game_name();
  if (const GameType* t = find_game_type(g.game_name())) v["title"] = t->info().title;
  v["seed"] = std::to_string(request_.seed);  // as text: a JSON number loses digits past 2^53
  json seats = json::array();
  int first_person = -1;
  for (std::size_t p = 0; p < request_.seats.size(); ++p) {
    const bool human = !agents_[p];
    if (human && first_person < 0) first_person = static_cast<int>(p);
    seats.push_back({{"seat", p}, {"player", view::player_word(static_cast<int>(p))}, {"agent", request_.seats[p]}, {"human", human}});
  }
  v["seats"] = seats;
  v["step"] = history_.size();
  v["turn"] = g.turn();
  v["over"] = over;
  v["decider"] = decider == kNone ? json(nullptr) : json(decider);
  v["human_to_move"] = person;
  v["agent_to_move"] = decider != kNone && !person;
  v["prompt"] = over ? std::string() : g.prompt();
  v["decision"] = over ? std::string() : g.decision_name();
  json options = json::array();
  // A person's options only: what an agent may choose from is no business of the page.
  if (person) {
    for (int i = 0; i < g.option_count(); ++i) {
      json o{{"key", g.option_key(i)}, {"label", g.option_label(i)}};
      if (shown_.option_targets) o["targets"] = shown_.option_targets(g, i);
      options.push_back(std::move(o));
    }
  }
  v["options"] = std::move(options);
  // Whose eyes the state is seen through: the person to move, else the first person seated,
  // else (agents only) whoever moves.
  int viewer = person ? decider : first_person >= 0 ? first_person : decider == kNone ? 0 : decider;
  if (viewer >= g.player_count()) viewer = first_person >= 0 && first_person < g.player_count() ? first_person : 0;
  v["view_seat"] = viewer;
  try {
    v["observation"] = json::parse(g.observation_json(viewer));
  } catch (const std::exception&) {
    v["observation"] = nullptr;
  }
  if (over && error.empty()) {
    const MatchResult r = g.result();
    v["result"] = {{"winner", r.winner == kNone ? json(nullptr) : json(r.winner)},
                   {"places", r.places},
                   {"scores", r.scores},
                   {"reason", r.reason},
                   {"bounded", r.bounded},
                   {"turns", r.turns},
                   {"text", result_text(g)}};
  } else {
    v["result"] = nullptr;
  }
  v["error"] = error.empty() ? json(nullptr) : json(error);
  v["can_undo"] = !person_answers_.empty();
  std::lock_guard<std::mutex> lock(view_mu_);
  v["version"] = published_.value("version", 0) + 1;
  published_ = std::move(v);
}

json ServedGame::view(std::size_t since) const {
  std::lock_guard<std::mutex> lock(view_mu_);
  json v = published_;
  const std::size_t total = narration_.size(), from = std::min(since, total), to = std::min(total, from + kMaxLinesPerView);
  v["narration"] = {{"from", from},
                    {"total", total},
                    {"lines", std::vector<std::string>(narration_.begin() + static_cast<std::ptrdiff_t>(from),
                                                       narration_.begin() + static_cast<std::ptrdiff_t>(to))}};
  return v;
}

std::string ServedGame::page() const {
  std::lock_guard<std::mutex> lock(view_mu_);
  if (!recorder_) return "";
  return recorder_->page();
}

std::string ServedGame::log(std::optional<Refusal>& refused) const {
  std::lock_guard<std::mutex> lock(view_mu_);
  // The log tells everything (the cups, the order of a bag): a person at the table sees it only
  // once the game is over.
  const bool people = std::any_of(agents_.begin(), agents_.end(), [](const auto& a) { return !a; });
  if (people && !published_.value("over", false)) {
    refused = Refusal{409, "the game is not over: its log tells what players can't see, and is given at the end"};
    return "";
  }
  std::string out;
  for (const auto& l : log_) out += l + '\n';
  return out;
}

bool ServedGame::agent_to_move() const {
  std::lock_guard<std::mutex> lock(view_mu_);
  return published_.value("agent_to_move", false);
}

std::optional<Refusal> ServedGame::choose(const std::string& key) {
  if (key.size() > kMaxKey) return Refusal{400, "a key is at most " + std::to_string(kMaxKey) + " characters"};
  std::lock_guard<std::mutex> lock(game_mu_);
  touch();
  {
    std::lock_guard<std::mutex> v(view_mu_);
    if (!error_.empty()) return Refusal{409, "the game has stopped: " + error_};
  }
  Match& g = *match_;
  if (g.over()) return Refusal{409, "the game is over"};
  const PlayerId p = g.decider();
  if (p == kNone) return Refusal{409, "nothing is asked now"};
  if (agents_[static_cast<std::size_t>(p)])
    return Refusal{409, view::player_word(p) + " (" + request_.seats[static_cast<std::size_t>(p)] + ") is to move, not a person"};
  const int option = g.find_option(key);
  if (option < 0) return Refusal{400, key_refusal(g, key)};
  const std::size_t at = history_.size();
  try {
    if (auto err = apply_answer(option)) return Refusal{400, *err};  // refused: nothing changed
    person_answers_.push_back(at);
  } catch (const std::exception& e) {
    fail(e.what());
  }
  publish();
  return std::nullopt;
}

std::optional<Refusal> ServedGame::undo() {
  std::lock_guard<std::mutex> lock(game_mu_);
  touch();
  bool stopped = false;
  {
    std::lock_guard<std::mutex> v(view_mu_);
    stopped = !error_.empty();
  }
  const Match& g = *match_;
  if (!stopped && !g.over() && g.decider() != kNone && agents_[static_cast<std::size_t>(g.decider())])
    return Refusal{409, "an agent is to move: undo once a person is asked again"};
  if (person_answers_.empty()) return Refusal{409, "nothing to undo: no person has answered yet"};
  const std::size_t back_to = person_answers_.back();
  person_answers_.pop_back();
  try {
    replay_to(back_to);
  } catch (const std::exception& e) {
    fail(e.what());
  }
  publish();
  return std::nullopt;
}

bool ServedGame::play_agent() {
  std::lock_guard<std::mutex> lock(game_mu_);
  {
    std::lock_guard<std::mutex> v(view_mu_);
    if (!error_.empty()) return false;
  }
  Match& g = *match_;
  if (g.over() || g.decider() == kNone) return false;
  const PlayerId p = g.decider();
  Agent* agent = agents_[static_cast<std::size_t>(p)].get();
  if (!agent) return false;
  const std::string& name = request_.seats[static_cast<std::size_t>(p)];
  try {
    const int option = agent->choose(g);
    if (option < 0 || option >= g.option_count())
      fail("agent " + name + " made an illegal choice: option " + std::to_string(option));
    else if (auto err = apply_answer(option))
      fail("agent " + name + " made an illegal choice: " + *err);
  } catch (const std::exception& e) {
    fail("agent " + name + " failed: " + e.what());
  }
  publish();
  std::lock_guard<std::mutex> v(view_mu_);
  return published_.value("agent_to_move", false);
}

std::string ServedGame::replay(std::optional<Refusal>& refused) {
  std::lock_guard<std::mutex> lock(game_mu_);
  touch();
  if (!match_->over()) {
    refused = Refusal{409, "the game is not over: a replay is written once it ends"};
    return "";
  }
  // Played again from the seed with the answers given: the replay of the game as it stands,
  // whatever was undone on the way.
  std::unique_ptr<Match> g = table_->start(request_.seed, {});
  ReplayRecorder rec(*table_, request_.options, request_.seed, request_.seats);
  g->advance();
  rec.start(*g);
  for (int option : history_)
    if (auto err = rec.apply(*g, option)) {
      refused = Refusal{500, "the game could not be played again: " + *err};
      return "";
    }
  rec.finish(*g);
  std::string text = replay_text(rec.replay());
  if (const std::string why = replay_refusal(text); !why.empty()) {
    refused = Refusal{409, "this game's replay can't be written: " + why};
    return "";
  }
  return text;
}

std::chrono::steady_clock::time_point ServedGame::last_used() const {
  std::lock_guard<std::mutex> lock(view_mu_);
  return used_;
}

void ServedGame::touch() {
  std::lock_guard<std::mutex> lock(view_mu_);
  used_ = std::chrono::steady_clock::now();
}

}  // namespace dm::serve
