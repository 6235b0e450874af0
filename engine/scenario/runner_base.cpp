// The run every game's scenario runner shares (runner_base.hpp). Its messages are worded as
// scenario files' tests quote them; a game that words one otherwise overrides it.
#include "engine/text/json_text.hpp"
#include "engine/scenario/runner_base.hpp"

#include <filesystem>
#include <string_view>

#include "dm/text.hpp"

namespace dm::scenario {

ScenarioResult RunnerBase::run() {
  ScenarioResult r;
  r.file = sc_.file;
  r.name = sc_.name;
  try {
    line_ = sc_.line;
    build();
    if (opts_.on_set_up && !opts_.on_set_up(*game())) {
      r.passed = true;
      return r;
    }
    for (std::size_t i = 0; i < sc_.steps.size(); ++i) run_step(i);
    // What is left unused is the last step's doing (or the scenario's, with none).
    step_ = 0;
    line_ = last_line_ ? last_line_ : sc_.line;
    check_pins_used();
    r.passed = true;
  } catch (const Failure& f) {
    r.malformed = f.malformed;
    r.line = f.line;
    r.message = sc_.file + (f.line > 0 ? ":" + std::to_string(f.line) : "") + ": " + f.message;
  } catch (const std::exception& e) {
    r.malformed = !game();
    r.line = line_;
    r.message = sc_.file + ":" + std::to_string(line_) + ": " + where() + e.what();
  }
  return r;
}

void RunnerBase::run_step(std::size_t i) {
  const ScenarioStep& st = sc_.steps[i];
  step_ = i + 1;
  step_text_ = step_text(st.verb, st.args);
  // A bare step (`done`) has no line of its own: it is on the last step's, as near as known.
  line_ = st.line > 0 ? st.line : (last_line_ ? last_line_ : sc_.line);
  last_line_ = line_;
  if (opts_.on_step) opts_.on_step(step_text_);
  const std::string& v = st.verb;
  const json* a = at(st.args, 1);
  if (v == "expect") {
    if (!a || !a->is_object()) bad(usage_.expect);
    return expect(*a);
  }
  if (v == "log_has" || v == "log_lacks") {
    if (!a || !a->is_object()) bad(v + " takes a table: " + v + " " + usage_.log_check);
    const std::string why = log_problem(*a, v == "log_lacks");
    if (!why.empty()) fail(why);
    return;
  }
  if (v == "refuse") return refuse(st.args);
  step(v, st.args);
}

void RunnerBase::step(const std::string& verb, const json& args) { apply_key(key_for(verb, args)); }

// --- the event log -------------------------------------------------------------------------

void RunnerBase::collect_log() {
  game()->set_log([this](const std::string& line) {
    log_.push_back(json::parse(line));
    if (opts_.on_log) opts_.on_log(*game(), line);
  });
}

bool RunnerBase::log_value_matches(const json& want, const json& have) const {
  // A file's 3 and the log's 3.0 are the same number.
  if (want.is_number() && have.is_number()) return want.get<double>() == have.get<double>();
  return want == have;
}

int RunnerBase::log_count(const json& want) const {
  int n = 0;
  for (const json& ev : log_) {
    bool ok = true;
    for (auto& [k, v] : want.items()) {
      auto it = ev.find(k);
      if (it == ev.end() || !log_value_matches(v, *it)) {
        ok = false;
        break;
      }
    }
    n += ok;
  }
  return n;
}

std::string RunnerBase::log_problem(const json& spec, bool lacks) const {
  json want = json::object();
  int times = -1;
  for (auto& [k, v] : spec.items()) {
    if (k == "times") {
      times = integer(v, "times", 0, 1000000);
      continue;
    }
    want[k] = log_names_player(k, spec) && (v.is_number_integer() || v.is_string()) ? json(player(v, "log " + k)) : v;
  }
  const int n = log_count(want);
  const std::string text = lua_text(spec);
  if (lacks) return n > 0 ? "the log has " + text + " (" + std::to_string(n) + " lines)" : "";
  if (times >= 0 && n != times) return "the log has " + std::string(utf8_prefix(text, 200)) + " " + std::to_string(n) + " times, expected " + std::to_string(times);
  if (times < 0 && n == 0) {
    // The lines of the same type, to show what is there instead.
    std::vector<std::string> near;
    const std::string type = spec.value("type", "");
    for (const json& ev : log_)
      if (ev.value("type", "") == type && near.size() < 6) near.push_back(json_text(ev));
    return "the log has no " + text + (near.empty() ? "" : " (its " + type + " lines: " + join(near, " ") + ")");
  }
  return "";
}

// --- failing -------------------------------------------------------------------------------

std::string RunnerBase::where() const { return step_ ? "step " + std::to_string(step_) + " (" + step_text_ + "): " : ""; }
void RunnerBase::fail(const std::string& msg) const { throw Failure{where() + msg, line_, false}; }
void RunnerBase::bad(const std::string& msg) const { throw Failure{where() + msg, line_, true}; }

// --- reading values ------------------------------------------------------------------------

int RunnerBase::integer(const json& v, const std::string& what, int lo, int hi) const {
  if (!v.is_number_integer()) bad(what + " must be a whole number, not " + lua_text(v));
  const auto n = v.get<std::int64_t>();
  if (n < lo || n > hi) bad(what + " must be from " + std::to_string(lo) + " to " + std::to_string(hi) + ", not " + std::to_string(n));
  return static_cast<int>(n);
}

std::string RunnerBase::str(const json& v, const std::string& what) const {
  if (!v.is_string()) bad(what + " must be text, not " + lua_text(v));
  return v.get<std::string>();
}

int RunnerBase::players() const { return game() ? game()->player_count() : most_players_; }

PlayerId RunnerBase::player(const json& v, const std::string& what) const {
  const int n = players();
  if (v.is_number_integer() && v.get<std::int64_t>() >= 1 && v.get<std::int64_t>() <= n) return static_cast<PlayerId>(v.get<std::int64_t>() - 1);
  if (v.is_string()) {
    const std::string s = squash(v.get<std::string>());
    for (int p = 1; p <= n; ++p)
      if (s == "p" + std::to_string(p) || s == "player " + std::to_string(p) || s == std::to_string(p)) return p - 1;
  }
  bad(what + ": players are 1 to " + std::to_string(n) + " (or \"P1\" to \"P" + std::to_string(n) + "\"), not " + lua_text(v));
}

const json& RunnerBase::arg(const json& args, std::size_t i, const std::string& usage) const {
  const json* a = at(args, i);
  if (!a) bad(usage);
  return *a;
}

std::string RunnerBase::choice(const json& v) const {
  if (v.is_number_integer()) {
    const int i = integer(v, "choose", 0, 100000);
    const int n = game()->option_count();
    if (i >= n) fail("choose(" + std::to_string(i) + "): the decision has " + std::to_string(n) + " options" + pending_text());
    return game()->option_key(i);
  }
  return str(v, "choose");
}

Rng RunnerBase::rng_state(const json& v) const {
  const auto r = rng_from_text(str(v, "rng"));
  if (!r) bad("rng is the generator's state as a game writes it: four 16-hex-digit words joined by ':', not " + lua_text(v));
  return *r;
}

std::string RunnerBase::format_path(const std::string& format) const {
  const auto beside = std::filesystem::path(sc_.file).parent_path() / format;
  std::error_code ec;
  if (format.find('/') != std::string::npos && format[0] != '/' && std::filesystem::exists(beside, ec)) return beside.string();
  return format;
}

std::map<std::string, std::string> RunnerBase::option_values(const json& o, const std::string& example) const {
  if (!o.is_object()) bad("options is a table: options = " + example);
  std::map<std::string, std::string> out;
  for (auto& [k, v] : o.items()) out[k] = v.is_string() ? v.get<std::string>() : json_text(v);
  return out;
}

// --- answering -----------------------------------------------------------------------------

void RunnerBase::apply_key(const std::string& key) {
  Match& m = *game();
  if (m.over()) fail("the game is over: nothing answers " + quote(key));
  if (auto err = m.apply(std::string_view(key))) fail(quote(key) + " was refused: " + *err + pending_text());
}

void RunnerBase::refuse(const json& args) {
  const json* a = at(args, 1);
  if (!a) bad(usage_.refuse);
  std::string key;
  if (a->is_string()) key = a->get<std::string>();
  else if (is_step(*a)) key = key_for((*a)["$verb"].get<std::string>(), (*a)["$args"]);
  else bad(usage_.refuse_what);
  const std::string want = at(args, 2) ? str(*at(args, 2), "refuse's reason") : "";
  Match& m = *game();
  const std::uint64_t before = m.hash();
  const std::size_t lines = log_.size();
  const auto err = m.apply(std::string_view(key));
  if (!err) fail(quote(key) + " was accepted; the rules should refuse it");
  if (m.hash() != before || log_.size() != lines) fail(quote(key) + " was refused but changed the game");
  if (!want.empty() && squash(*err).find(squash(want)) == std::string::npos)
    fail(quote(key) + " was refused for another reason: " + quote(*err) + ", expected one saying " + quote(want));
}

}  // namespace dm::scenario
