// POST /api/games checked as `dice play` checks its command line: a format by name, its
// options (each once; the format's own loader refuses one it doesn't take), players that agree
// with the options, a seed, and one seat each: a person, or an agent that runs no program.
#include <random>
#include <string>

#include "dm/limits.hpp"
#include "engine/serve/catalogue.hpp"
#include "engine/serve/served_game.hpp"

namespace dm::serve {

namespace {

using nlohmann::json;

constexpr std::size_t kMaxText = 256;      // a format's name, an option's value, an agent's spec
constexpr std::size_t kMaxOptions = 64;    // options given to one format
constexpr int kMaxSeats = 8;               // as dice play's --players
constexpr int kMaxStepMs = 10000;          // the pause after an agent's move, to watch it

[[noreturn]] void refuse(const std::string& why) { throw Refusal{400, why}; }

std::string text(const json& j, const std::string& what) {
  if (!j.is_string()) refuse(what + " must be a string");
  const std::string s = j.get<std::string>();
  if (s.size() > kMaxText) refuse(what + " is at most " + std::to_string(kMaxText) + " characters");
  return s;
}

// An option's value as --option takes it: text, a whole number or true/false.
std::string option_value(const json& j, const std::string& name) {
  if (j.is_string()) return text(j, "option " + name);
  if (j.is_boolean()) return j.get<bool>() ? "true" : "false";
  if (j.is_number_integer()) return j.dump();
  refuse("option " + name + ": give a string, a whole number or true/false");
}

std::uint64_t seed_of(const json& j) {
  if (j.is_number_unsigned()) return j.get<std::uint64_t>();
  // As text for seeds past 2^53, which a JSON number in a browser can't hold.
  if (j.is_string()) {
    const std::string s = j.get<std::string>();
    if (!s.empty() && s.size() <= 20 && s.find_first_not_of("0123456789") == std::string::npos) {
      try {
        return std::stoull(s);
      } catch (const std::exception&) {
      }
    }
  }
  refuse("seed must be a whole number from 0 to 18446744073709551615");
}

}  // namespace

GameRequest game_request(const json& body) {
  if (!body.is_object()) refuse("the body must be a JSON object: {\"format\": ..., \"agents\": [...]}");
  static const char* const known[] = {"format", "players", "options", "seed", "agents", "step_ms"};
  for (auto it = body.begin(); it != body.end(); ++it) {
    bool ok = false;
    for (const char* k : known) ok = ok || it.key() == k;
    if (!ok) refuse("unknown field '" + it.key().substr(0, kMaxText) + "': a game takes format, players, options, seed, agents and step_ms");
  }
  GameRequest r;
  if (!body.contains("format")) refuse("format is missing: GET /api/formats lists them");
  r.format = text(body["format"], "format");
  if (format_file(r.format).empty())
    refuse("unknown format '" + r.format + "': GET /api/formats lists them (formats are named, never given by path)");
  try {
    r.game = format_game(r.format);
  } catch (const std::exception& e) {
    refuse("format " + r.format + " is broken: " + e.what());
  }
  const GameType* type = find_game_type(r.game);
  if (!type) refuse("format " + r.format + " names a game this engine does not have");
  if (body.contains("options")) {
    const json& o = body["options"];
    if (!o.is_object()) refuse("options must be an object of name: value");
    if (o.size() > kMaxOptions) refuse("at most " + std::to_string(kMaxOptions) + " options");
    for (auto it = o.begin(); it != o.end(); ++it) {
      if (it.key().empty() || it.key().size() > kMaxText) refuse("an option's name is 1 to " + std::to_string(kMaxText) + " characters");
      r.options[it.key()] = option_value(it.value(), it.key());
    }
  }
  if (body.contains("players")) {
    const json& p = body["players"];
    if (!p.is_number_integer() || p.get<long long>() < 2 || p.get<long long>() > kMaxSeats)
      refuse("players must be a whole number from 2 to " + std::to_string(kMaxSeats));
    const std::string n = std::to_string(p.get<long long>()), name = type->players_option();
    auto [it, fresh] = r.options.emplace(name, n);
    if (!fresh && it->second != n) refuse("players " + n + " and option " + name + "=" + it->second + " disagree: give one of them");
  }
  if (body.contains("seed")) {
    r.seed = seed_of(body["seed"]);
  } else {
    // A game asked for without a seed gets one of its own, shown with it, so it can be replayed.
    std::random_device rd;
    r.seed = (static_cast<std::uint64_t>(rd()) << 32 | rd()) & ((1ull << 53) - 1);
  }
  if (!body.contains("agents")) refuse("agents is missing: one entry per seat, \"human\" or an agent (GET /api/formats lists them)");
  const json& a = body["agents"];
  if (!a.is_array() || a.empty() || a.size() > static_cast<std::size_t>(kMaxSeats))
    refuse("agents must be a list of 1 to " + std::to_string(kMaxSeats) + " seats, each \"human\" or an agent");
  for (std::size_t i = 0; i < a.size(); ++i) {
    const std::string spec = text(a[i], "agents[" + std::to_string(i) + "]");
    if (!served_agent(spec)) refuse("agents[" + std::to_string(i) + "]: stdio agents run a program, which the server never starts");
    r.seats.push_back(spec);
  }
  if (body.contains("step_ms")) {
    const json& s = body["step_ms"];
    if (!s.is_number_integer() || s.get<long long>() < 0 || s.get<long long>() > kMaxStepMs)
      refuse("step_ms must be a whole number from 0 to " + std::to_string(kMaxStepMs));
    r.step_ms = s.get<int>();
  }
  return r;
}

}  // namespace dm::serve
