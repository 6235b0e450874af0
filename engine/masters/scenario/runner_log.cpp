// Checks against the event log: the file's names turned into what the log writes, events
// matched whole or part by part, and near events shown when none match.
#include "engine/masters/scenario/runner.hpp"

#include <algorithm>
#include <functional>

namespace dm::scenario {

namespace {

bool die_key(const std::string& k) {
  return k == "die" || k == "dice" || k == "target" || k == "blocker" || k == "attacker" || k == "source";
}
bool player_key(const std::string& k) {
  return k == "player" || k == "active" || k == "winner" || k == "from" || k == "to" || k == "seat";  // draft lines: seats
}

bool value_matches(const json& want, const json& have) {
  if (want.is_array()) {
    if (!have.is_array()) return false;
    return std::all_of(want.begin(), want.end(), [&](const json& w) { return value_matches(w, have); });
  }
  if (have.is_array())
    return std::any_of(have.begin(), have.end(), [&](const json& h) {
      return h == want || (h.is_object() && h.contains("die") && h["die"] == want);
    });
  if (want.is_number() && have.is_number()) return want.get<double>() == have.get<double>();
  return want == have;
}

bool event_matches(const json& want, const json& ev) {
  for (auto& [k, v] : want.items()) {
    auto it = ev.find(k);
    if (it == ev.end() || !value_matches(v, *it)) return false;
  }
  return true;
}

// An event counts once when it matches as a whole, else once per matching part (a damage
// line counts each hit, a block line each pair, a roll line each die).
int count_matches(const json& want, const json& ev) {
  if (event_matches(want, ev)) return 1;
  int n = 0;
  for (auto& [k, v] : ev.items()) {
    if (!v.is_array()) continue;
    for (const auto& part : v) {
      if (!part.is_object()) continue;
      json merged = ev;
      merged.erase(k);
      for (auto& [pk, pv] : part.items()) merged[pk] = pv;
      if (event_matches(want, merged)) ++n;
    }
  }
  return n;
}

}  // namespace

// A value of the file turned into what the log writes (die names to ids, players 1/2 to 0/1).
json Runner::log_value(const std::string& key, const json& v) const {
  if (v.is_array()) {
    json out = json::array();
    for (const auto& x : v) out.push_back(log_value(key, x));
    return out;
  }
  if (die_key(key) && v.is_string()) return die(v, "log " + key);
  if (player_key(key) && (v.is_number_integer() || looks_like_player(v)))
    return g_->state().draft.seats > 0 ? seat(v, "log " + key) : player(v, "log " + key);  // drafters too
  if ((key == "card" || key == "cards") && v.is_string()) {
    int def = find_def(v.get<std::string>());
    if (def < 0) bad_at(v.get<std::string>(), "unknown card " + quote(v.get<std::string>()) + near_miss(v.get<std::string>(), library_names()));
    return lib_.at(def).id;
  }
  return v;
}

std::string Runner::event_text(const json& ev) const {
  std::vector<std::string> parts;
  for (auto& [k, v] : ev.items()) {
    if (k == "label") continue;
    // The key by name: clang before 16 can't capture a structured binding.
    std::function<json(const json&)> name = [&, &key = k](const json& x) -> json {
      if (x.is_array()) {
        json out = json::array();
        for (const auto& y : x) out.push_back(name(y));
        return out;
      }
      if (x.is_object()) {
        json out = json::object();
        for (auto& [xk, xv] : x.items()) out[xk] = die_key(xk) && xv.is_number_integer() ? json(die_text(xv.get<int>())) : xv;
        return out;
      }
      if (die_key(key) && x.is_number_integer()) return die_text(x.get<int>());
      if (player_key(key) && x.is_number_integer()) return pname(x.get<int>());
      return x;
    };
    parts.push_back(k + " = " + lua_text(name(v)));
  }
  return "{ " + join(parts, ", ") + " }";
}

std::string Runner::log_problem(const json& spec, bool lacks) const {
  if (!spec.is_object() || spec.empty()) bad("a log check is a table: { type = \"ko\", die = \"P2 Sidekick 1\" }");
  json want = json::object();
  std::optional<int> times;
  for (auto& [k, v] : spec.items()) {
    if (k == "times") {
      times = integer(v, "times", 0, 100000);
    } else if (k == "target" && looks_like_player(v)) {
      // Damage to a player: a hit with no target die, on that player.
      want["target"] = nullptr;
      want["player"] = player(v, "log target");
    } else {
      want[k] = log_value(k, v);
    }
  }
  int n = 0;
  for (const auto& ev : log_) n += count_matches(want, ev);
  json shown = spec;
  shown.erase("times");
  if (lacks) return n == 0 ? "" : "the log has " + std::to_string(n) + " " + lua_text(shown) + same_type(spec);
  if (times ? n == *times : n > 0) return "";
  return "the log has " + std::to_string(n) + " " + lua_text(shown) + (times ? ", expected " + std::to_string(*times) : "") + same_type(spec);
}

std::string Runner::same_type(const json& spec) const {
  const json* type = get(spec, "type");
  if (!type || !type->is_string()) return "";
  std::vector<std::string> seen;
  for (const auto& ev : log_)
    if (ev.value("type", "") == type->get<std::string>() && seen.size() < 6) seen.push_back(event_text(ev));
  if (seen.empty()) return " (no " + type->get<std::string>() + " lines at all)";
  return " (" + type->get<std::string>() + " lines: " + join(seen, "; ") + ")";
}

void Runner::check_log(const json& spec, bool lacks) const {
  std::string why = log_problem(spec, lacks);
  if (!why.empty()) fail(why);
}

}  // namespace dm::scenario
