// Playing scenarios: the game built from the declaration, dice placed die by die, chance
// pinned, each step turned into the option keys it means, expectations checked against
// the state and the event log. Every problem comes back as a message with a file and line.
// This file holds the run itself, how it fails, the values it reads, and the public entry
// points; the rest of Runner is spread by concern over runner_*.cpp (see runner.hpp).
#include "engine/masters/scenario/runner.hpp"

#include "dm/content.hpp"
#include "dm/files.hpp"

#include <algorithm>
#include <cctype>
#include <fstream>
#include <sstream>

namespace dm {

namespace scenario {

ScenarioResult Runner::run() {
  ScenarioResult r;
  r.file = sc_.file;
  r.name = sc_.name;
  try {
    line_ = sc_.line;
    if (const json* refused = get(sc_.spec, "expect_refused")) {
      // Nothing is played: the format (or its team check) is what the scenario is about.
      for (auto& [k, v] : sc_.spec.items())
        if (k != "expect_refused" && k != "description" && k != "cards")
          bad_at(k, "a scenario with expect_refused plays no game: '" + k + "' has no place in it");
      if (!sc_.steps.empty()) bad("a scenario with expect_refused plays no game: it has no steps");
      expect_refused(*refused);
    } else {
      build();
      if (opts_.on_set_up && !opts_.on_set_up(*g_)) {
        r.passed = true;
        return r;
      }
      for (std::size_t i = 0; i < sc_.steps.size(); ++i) run_step(i);
      step_ = 0;
      line_ = last_line_;
      check_until_reached_at_end();
      check_pins_used();
    }
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

// --- failing -----------------------------------------------------------------------

std::string Runner::where() const {
  if (!step_) return "";
  return "step " + std::to_string(step_) + " (" + step_text_ + "): ";
}

void Runner::fail(const std::string& msg) const { throw Failure{where() + msg, line_, false}; }
void Runner::bad(const std::string& msg) const { throw Failure{where() + msg, line_, true}; }

// A set-up problem about `needle` (a name as written): points at the line that says it.
void Runner::bad_at(const std::string& needle, const std::string& msg) const {
  throw Failure{where() + msg, step_ ? line_ : locate(needle, sc_.line), true};
}

// Where the text says `needle` (a name, quoted first), at or after from_line.
int Runner::locate(const std::string& needle, int from_line) const {
  if (!sc_.source || needle.empty()) return from_line;
  const std::size_t pos = line_start(from_line);
  for (const std::string& n : {quote(needle), needle}) {
    std::size_t hit = sc_.source->find(n, pos);
    if (hit != std::string::npos) return line_of(hit);
  }
  return from_line;
}

// The line of a bare word (a step written without a call) at or after from_line.
int Runner::locate_word(const std::string& word, int from_line) const {
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

std::size_t Runner::line_start(int line) const {
  const std::string& text = *sc_.source;
  std::size_t pos = 0;
  for (int l = 1; l < line; ++l) {
    pos = text.find('\n', pos);
    if (pos == std::string::npos) return text.size();
    ++pos;
  }
  return pos;
}

int Runner::line_of(std::size_t pos) const {
  const std::string& text = *sc_.source;
  return 1 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(std::min(pos, text.size())), '\n'));
}

// --- reading values ----------------------------------------------------------------

int Runner::integer(const json& v, const std::string& what, int lo, int hi) const {
  if (!v.is_number_integer()) bad(what + " must be a whole number, not " + lua_text(v));
  auto n = v.get<std::int64_t>();
  if (n < lo || n > hi) bad(what + " must be between " + std::to_string(lo) + " and " + std::to_string(hi) + ", not " + std::to_string(n));
  return static_cast<int>(n);
}

int Runner::int_field(const json& obj, const std::string& key, int def, int lo, int hi) const {
  const json* v = get(obj, key);
  return v ? integer(*v, key, lo, hi) : def;
}

std::string Runner::str(const json& v, const std::string& what) const {
  if (!v.is_string()) bad(what + " must be a string, not " + lua_text(v));
  return v.get<std::string>();
}

PlayerId Runner::player(const json& v, const std::string& what) const {
  const int players = g_ ? g_->state().player_count() : 4;
  if (v.is_number_integer()) {
    auto n = v.get<std::int64_t>();
    if (n >= 1 && n <= players) return static_cast<PlayerId>(n - 1);
  } else if (v.is_string()) {
    std::string s = squash(v.get<std::string>());
    for (int p = 1; p <= players; ++p) {
      const std::string n = std::to_string(p);
      if (s == "p" + n || s == "player " + n || s == n) return p - 1;
    }
  }
  const std::string last = std::to_string(players);
  bad(what + ": players are 1 to " + last + " (or \"P1\" to \"P" + last + "\"), not " + lua_text(v));
}

// A drafter's seat: the players, and while a draft has more drafters than players, them too.
PlayerId Runner::seat(const json& v, const std::string& what) const {
  const int seats = g_ ? g_->seat_count() : 8;
  if (v.is_number_integer()) {
    auto n = v.get<std::int64_t>();
    if (n >= 1 && n <= seats) return static_cast<PlayerId>(n - 1);
  } else if (v.is_string()) {
    std::string s = squash(v.get<std::string>());
    for (int p = 1; p <= seats; ++p) {
      const std::string n = std::to_string(p);
      if (s == "p" + n || s == "player " + n || s == "seat " + n || s == n) return p - 1;
    }
  }
  const std::string last = std::to_string(seats);
  bad(what + ": drafters are 1 to " + last + " (or \"P1\" to \"P" + last + "\"), not " + lua_text(v));
}

bool Runner::looks_like_player(const json& v) {
  if (!v.is_string()) return false;
  std::string s = squash(v.get<std::string>());
  for (int p = 1; p <= 8; ++p) {  // drafts seat up to 8
    const std::string n = std::to_string(p);
    if (s == "p" + n || s == "player " + n) return true;
  }
  return false;
}

// --- steps -----------------------------------------------------------------------

void Runner::run_step(std::size_t i) {
  const ScenarioStep& st = sc_.steps[i];
  step_ = i + 1;
  step_text_ = step_text(st.verb, st.args);
  line_ = st.line > 0 ? st.line : locate_word(st.verb, last_line_ ? last_line_ : sc_.line);
  last_line_ = line_;
  if (opts_.on_step) opts_.on_step(step_text_);
  const std::string& v = st.verb;
  if (v == "expect" || v == "log_has" || v == "log_lacks") check_reached();
  if (v == "run_until") {
    run_until(arg(st.args, 1, "run_until \"combat_damage\""));
  } else if (v == "expect") {
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
    resume_if_paused();  // a step that acts carries the game on from a `run_until` first
    const json* a = opt_arg(st.args, 1);
    if (v == "assign" && a && (a->is_object() || a->is_array())) assign_division(*a);
    else perform(plan(v, st.args));
  }
}

}  // namespace scenario

ScenarioResult run_scenario(const Scenario& sc, std::shared_ptr<const CardLibrary> library,
                            std::shared_ptr<AbilityRuntime> runtime, const ScenarioOptions& opts) {
  if (has_inline_cards(sc)) {
    // Its own cards: its own library, and a runtime that knows their scripts.
    try {
      library = with_inline_cards(sc, *library);
      runtime = make_lua_runtime(library);
    } catch (const ScenarioError& e) {
      return ScenarioResult{sc.file, sc.name, false, true, e.line, e.what()};
    } catch (const std::exception& e) {
      return ScenarioResult{sc.file, sc.name, false, true, sc.line, sc.file + ":" + std::to_string(sc.line) + ": cards: " + e.what()};
    }
  }
  return scenario::Runner(sc, std::move(library), std::move(runtime), opts).run();
}

}  // namespace dm
