// The JSON form of a run: raw counts for exact merging, statistics for reading.
#include <cstdio>
#include <fstream>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>
#include <stdexcept>

#include "dm/content.hpp"
#include "dm/sim_report.hpp"
#include "dm/sim_stats.hpp"
#include "dm/team.hpp"

#ifndef DM_BUILD
#define DM_BUILD "unknown"
#endif

namespace dm {

using nlohmann::json;

std::string fnv1a_hex(const std::string& bytes) {
  std::uint64_t h = 0xcbf29ce484222325ULL;
  for (unsigned char c : bytes) {
    h ^= c;
    h *= 0x100000001b3ULL;
  }
  char buf[17];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(h));
  return buf;
}

std::string build_id() { return DM_BUILD; }

namespace {

std::string file_bytes(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return {};
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

}  // namespace

SimRun describe_run(const SimOptions& o, const CardLibrary& lib) {
  SimRun r;
  r.format = o.format;
  try {
    r.format_hash = fnv1a_hex(file_bytes(format_path(o.format)));
  } catch (const std::exception&) {
    r.format_hash = "";  // a format the loader found some other way: the options still tell it
  }
  r.options = o.format_options;
  // Each set's hash covers the id and script of every card in it, in library order.
  std::map<std::string, std::string> by_set;
  for (int i = 0; i < lib.size(); ++i) {
    const CardDef& def = lib.at(i);
    by_set[def.set.empty() ? "(none)" : def.set] += def.id + '\n' + lib.source(i).lua + '\n';
  }
  for (const auto& [set, text] : by_set) r.sets.emplace_back(set, fnv1a_hex(text));
  // A team's hash is of the team as read (written out again), so a team changed in memory (an
  // A/B run's) is told apart from its file.
  for (const auto& t : o.teams) r.teams.emplace_back(t.file, fnv1a_hex(write_team(t, lib)));
  r.agents = o.agents;
  r.seed = o.seed;
  r.games = o.games;
  r.rotate = o.rotate;
  r.shard = o.shard;
  r.shards = o.shards;
  r.build = build_id();
  return r;
}

std::map<std::string, std::string> card_names(const SimTotals& t, const CardLibrary& lib) {
  std::map<std::string, std::string> out;
  for (const auto& [id, c] : t.cards) {
    const int i = lib.find(id);
    out[id] = i >= 0 ? lib.at(i).name() : id;
  }
  return out;
}

namespace {

json interval_fields(json j, std::uint64_t wins, std::uint64_t games, const std::string& prefix = "") {
  const Interval ci = wilson(wins, games);
  j[prefix + "rate"] = rate(wins, games);
  j[prefix + "low"] = ci.low;
  j[prefix + "high"] = ci.high;
  return j;
}

json win_json(const WinCount& w) {
  return interval_fields({{"games", w.games}, {"wins", w.wins}, {"ties", w.ties}, {"turn_limit", w.turn_limit}}, w.wins,
                         w.games);
}

WinCount win_from(const json& j) {
  return {j.at("games").get<std::uint64_t>(), j.at("wins").get<std::uint64_t>(), j.at("ties").get<std::uint64_t>(),
          j.at("turn_limit").get<std::uint64_t>()};
}

json run_json(const SimRun& r) {
  json sets = json::array(), teams = json::array();
  for (const auto& [id, h] : r.sets) sets.push_back({{"id", id}, {"hash", h}});
  for (const auto& [file, h] : r.teams) teams.push_back({{"file", file}, {"hash", h}});
  return {{"format", r.format}, {"format_hash", r.format_hash}, {"options", r.options}, {"sets", sets},
          {"teams", teams},     {"agents", r.agents},           {"seed", r.seed},       {"games", r.games},
          {"rotate", r.rotate}, {"shard", {r.shard, r.shards}}, {"build", r.build}};
}

SimRun run_from(const json& j) {
  SimRun r;
  r.format = j.at("format");
  r.format_hash = j.value("format_hash", "");
  r.options = j.at("options").get<std::map<std::string, std::string>>();
  for (const auto& s : j.at("sets")) r.sets.emplace_back(s.at("id"), s.at("hash"));
  for (const auto& t : j.value("teams", json::array())) r.teams.emplace_back(t.at("file"), t.at("hash"));
  r.agents = j.at("agents").get<std::vector<std::string>>();
  r.seed = j.at("seed");
  r.games = j.at("games");
  r.rotate = j.at("rotate");
  r.shard = j.at("shard").at(0);
  r.shards = j.at("shard").at(1);
  r.build = j.at("build");
  return r;
}

}  // namespace

std::string sim_json(const SimResult& res) {
  const SimTotals& t = res.totals;
  json hist = json::array();
  for (auto [turns, n] : t.turn_histogram) hist.push_back({turns, n});
  const MeanSd len = mean_sd(t.games, static_cast<double>(t.turns), static_cast<double>(t.turns_sq));
  json agents = json::array(), seats = json::array(), entrants = json::array();
  for (std::size_t i = 0; i < t.agents.size(); ++i) {
    json a = win_json(t.agents[i]);
    a["index"] = i;
    a["name"] = i < res.run.agents.size() ? res.run.agents[i] : "";
    agents.push_back(a);
  }
  for (std::size_t i = 0; i < t.seats.size(); ++i) {
    json s = win_json(t.seats[i]);
    s["seat"] = i;
    seats.push_back(s);
  }
  for (std::size_t i = 0; i < t.entrants.size(); ++i) {
    json e = win_json(t.entrants[i]);
    e["player"] = i;
    e["agent"] = res.run.agents.empty() ? "" : res.run.agents[i % res.run.agents.size()];
    e["team"] = i < res.run.teams.size() ? json(res.run.teams[i].first) : json(nullptr);
    entrants.push_back(e);
  }
  json cards = json::object();
  for (const auto& [id, c] : t.cards) {
    json j = {{"name", res.card_names.count(id) ? res.card_names.at(id) : id},
              {"games", c.games},
              {"wins", c.wins},
              {"bought_games", c.bought_games},
              {"bought_wins", c.bought_wins},
              {"dice_bought", c.dice_bought},
              {"fielded", c.fielded}};
    j = interval_fields(j, c.wins, c.games);
    cards[id] = interval_fields(j, c.bought_wins, c.bought_games, "bought_");
  }
  json out = {{"run", run_json(res.run)},
              {"games", t.games},
              {"players", t.players},
              {"ties", t.ties},
              {"turn_limit", t.turn_limit},
              {"script_errors", t.script_errors},
              {"decisions", t.decisions},
              {"side_wins", t.side_wins},
              {"turns", {{"sum", t.turns}, {"sum_sq", t.turns_sq}, {"mean", len.mean}, {"sd", len.sd}, {"histogram", hist}}},
              {"agents", agents},
              {"seats", seats},
              {"entrants", entrants},
              {"first_player", win_json(t.first_player)},
              {"cards", cards}};
  return out.dump(2);
}

SimResult sim_result_from_json(const std::string& text) {
  json j;
  try {
    j = json::parse(text);
  } catch (const std::exception& e) {
    throw std::runtime_error(std::string("not JSON: ") + e.what());
  }
  SimResult r;
  try {
    if (!j.contains("run")) throw std::runtime_error("no \"run\" object (a result of an older dice sim?)");
    r.run = run_from(j.at("run"));
    SimTotals& t = r.totals;
    t.games = j.at("games");
    t.players = j.at("players");
    t.ties = j.at("ties");
    t.turn_limit = j.at("turn_limit");
    t.script_errors = j.at("script_errors");
    t.decisions = j.at("decisions");
    t.side_wins = j.at("side_wins").get<std::vector<std::uint64_t>>();
    t.turns = j.at("turns").at("sum");
    t.turns_sq = j.at("turns").at("sum_sq");
    for (const auto& h : j.at("turns").at("histogram")) t.turn_histogram[h.at(0).get<int>()] = h.at(1);
    for (const auto& a : j.at("agents")) t.agents.push_back(win_from(a));
    for (const auto& s : j.at("seats")) t.seats.push_back(win_from(s));
    for (const auto& e : j.at("entrants")) t.entrants.push_back(win_from(e));
    t.first_player = win_from(j.at("first_player"));
    for (const auto& [id, c] : j.at("cards").items()) {
      t.cards[id] = {c.at("games"),       c.at("wins"),        c.at("bought_games"),
                     c.at("bought_wins"), c.at("dice_bought"), c.at("fielded")};
      r.card_names[id] = c.value("name", id);
    }
  } catch (const json::exception& e) {
    throw std::runtime_error(std::string("not a dice sim result: ") + e.what());
  }
  return r;
}

SimResult merge_results(const std::vector<SimResult>& parts, const std::vector<std::string>& names) {
  if (parts.empty()) throw std::runtime_error("nothing to merge");
  auto name = [&](std::size_t i) { return i < names.size() ? names[i] : "result " + std::to_string(i + 1); };
  SimResult out;
  out.run = parts[0].run;
  std::map<std::uint64_t, std::size_t> seen;  // shard -> which part
  for (std::size_t i = 0; i < parts.size(); ++i) {
    SimRun a = parts[i].run, b = parts[0].run;
    a.shard = b.shard = 0;
    if (!(a == b)) {
      std::string what = a.format != b.format || a.options != b.options ? "format or options"
                         : a.sets != b.sets || a.format_hash != b.format_hash ? "card sets or format script"
                         : a.teams != b.teams ? "team files"
                         : a.agents != b.agents ? "agents"
                         : a.seed != b.seed ? "seed"
                         : a.games != b.games || a.shards != b.shards ? "games or number of shards"
                         : a.rotate != b.rotate ? "seat rotation"
                                                : "build";
      throw std::runtime_error(name(i) + " and " + name(0) + " are shards of different runs (their " + what + " differ)");
    }
    auto [it, fresh] = seen.emplace(parts[i].run.shard, i);
    if (!fresh)
      throw std::runtime_error(name(i) + " and " + name(it->second) + " are the same shard (" +
                               std::to_string(parts[i].run.shard) + "/" + std::to_string(parts[i].run.shards) + ")");
    out.totals.add(parts[i].totals);
    for (const auto& [id, n] : parts[i].card_names) out.card_names[id] = n;
  }
  if (seen.size() == out.run.shards) {
    out.run.shard = 0;
    out.run.shards = 1;
  }
  return out;
}

}  // namespace dm
