// The JSON form of a run: raw counts for exact merging, statistics for reading.
#include <cmath>
#include <cstdio>
#include <fstream>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>
#include <stdexcept>

#include "dm/format_files.hpp"
#include "dm/sim_report.hpp"
#include "dm/sim_stats.hpp"
#include "dm/text.hpp"

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

SimRun describe_run(const SimOptions& o, const Table& table) {
  SimRun r;
  r.game = table.game().name;
  r.entries = table.entry_names();
  r.format = o.format;
  try {
    r.format_hash = fnv1a_hex(file_bytes(format_path(o.format)));
  } catch (const std::exception&) {
    r.format_hash = "";  // a format the loader found some other way: the options still tell it
  }
  r.options = o.format_options;
  r.sets = table.content_parts();
  r.teams = table.entry_hashes();
  r.agents = o.agents;
  r.seed = o.seed;
  r.games = o.games;
  r.rotate = o.rotate;
  r.shard = o.shard;
  r.shards = o.shards;
  r.build = build_id();
  return r;
}

std::map<std::string, std::string> card_names(const SimTotals& t, const Table& table) {
  std::map<std::string, std::string> out;
  for (const auto& [id, c] : t.cards) out[id] = table.card_name(id);
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

// A count in a result: a whole number from 0 to 2^64-1. nlohmann would turn -1 into 2^64-1 and
// 2.5 into 2 without a word, so anything else is refused by name.
// A value as JSON text for a message, whatever bytes its strings hold: a short prefix at most,
// so that a huge value in a file never becomes a huge message.
std::string shown(const json& j) {
  std::string text = j.dump(-1, ' ', true, json::error_handler_t::replace);
  if (text.size() > 40) text = text.substr(0, 37) + "...";
  return text;
}
std::string shown(const std::string& s) { return shown(json(s)); }

// JSON text read strictly: a key given twice in one object (the reader would keep the last
// without a word) and a number past what a double holds (read as infinity) are refused.
json parse_strict(const std::string& text) {
  std::vector<std::set<std::string>> keys;
  const json::parser_callback_t check = [&keys](int, json::parse_event_t event, json& parsed) {
    switch (event) {
      case json::parse_event_t::object_start: keys.emplace_back(); break;
      case json::parse_event_t::object_end: keys.pop_back(); break;
      case json::parse_event_t::key:
        if (!keys.back().insert(parsed.get<std::string>()).second)
          throw std::runtime_error("the key " + shown(parsed) + " is given twice in one object");
        break;
      case json::parse_event_t::value:
        if (parsed.is_number_float() && !std::isfinite(parsed.get<double>()))
          throw std::runtime_error("a number too large to hold (" + shown(parsed) + ")");
        break;
      default: break;
    }
    return true;
  };
  return json::parse(text, check);
}

// Counts that can't all be true of one run: each is named, with the numbers that disagree.
void check_counts(const SimRun& run, const SimTotals& t) {
  using u128 = unsigned __int128;
  auto refuse = [](const std::string& what) { throw std::runtime_error("counts that can't be true: " + what); };
  auto n = [](u128 v) {
    std::string s;
    do s.insert(s.begin(), static_cast<char>('0' + static_cast<int>(v % 10))); while ((v /= 10) != 0);
    return s;
  };
  const std::uint64_t expected = run.games > run.shard ? (run.games - run.shard + run.shards - 1) / run.shards : 0;
  if (t.games != expected)
    refuse("games is " + n(t.games) + ", but shard " + n(run.shard) + "/" + n(run.shards) + " of a run of " + n(run.games) +
           " games plays " + n(expected));
  u128 ended = u128(t.ties) + t.turn_limit;
  for (auto w : t.side_wins) ended += w;
  if (ended != t.games)
    refuse("side_wins, ties and turn_limit add up to " + n(ended) + ", not the " + n(t.games) + " games");
  auto win = [&](const WinCount& w, const std::string& what, bool every_game) {
    if (u128(w.wins) + w.ties + w.turn_limit > w.games)
      refuse(what + ": wins, ties and turn_limit add up to more than its " + n(w.games) + " games");
    if (w.games > t.games || (every_game && w.games != t.games))
      refuse(what + ": " + n(w.games) + " games in a result of " + n(t.games));
  };
  for (std::size_t i = 0; i < t.agents.size(); ++i) win(t.agents[i], "agents[" + std::to_string(i) + "]", false);
  for (std::size_t i = 0; i < t.seats.size(); ++i) win(t.seats[i], "seats[" + std::to_string(i) + "]", false);
  for (std::size_t i = 0; i < t.entrants.size(); ++i) win(t.entrants[i], "entrants[" + std::to_string(i) + "]", false);
  win(t.first_player, "first_player", true);
  // Every game of a run seats the same players: a seat, a player, a side or an agent past them
  // was never played.
  const std::size_t players = static_cast<std::size_t>(std::max(t.players, 1));
  if (t.games > 0 && t.seats.size() != players)
    refuse("seats holds " + n(t.seats.size()) + " seats, but players is " + n(players));
  if (t.entrants.size() > players) refuse("entrants holds " + n(t.entrants.size()) + " players, but players is " + n(players));
  if (t.side_wins.size() > players) refuse("side_wins holds " + n(t.side_wins.size()) + " sides, but players is " + n(players));
  if (t.agents.size() > run.agents.size())
    refuse("agents holds " + n(t.agents.size()) + " agents, but the run names " + n(run.agents.size()));
  u128 games = 0, sum = 0, sum_sq = 0;
  for (auto [turns, count] : t.turn_histogram) {
    games += count;
    sum += u128(static_cast<std::uint64_t>(turns)) * count;
    sum_sq += u128(static_cast<std::uint64_t>(turns)) * static_cast<std::uint64_t>(turns) * count;
  }
  if (games != t.games) refuse("turns.histogram holds " + n(games) + " games, not " + n(t.games));
  if (sum != t.turns || sum_sq != t.turns_sq)
    refuse("turns.sum and turns.sum_sq are " + n(t.turns) + " and " + n(t.turns_sq) + "; the histogram makes them " + n(sum) +
           " and " + n(sum_sq));
  for (const auto& [id, c] : t.cards) {
    const std::string what = "cards." + shown(id);
    if (c.wins > c.games || c.bought_games > c.games || c.bought_wins > c.bought_games || c.bought_wins > c.wins)
      refuse(what + ": more wins or games with a die bought than games it was in");
    if (u128(c.games) > u128(t.games) * static_cast<std::uint64_t>(std::max(t.players, 1)))
      refuse(what + ": in " + n(c.games) + " games of a result of " + n(t.games));
  }
}

std::uint64_t count(const json& j, const std::string& what) {
  if (!j.is_number_unsigned())
    throw std::runtime_error(what + " must be a whole number from 0 to 18446744073709551615, not " + shown(j));
  return j.get<std::uint64_t>();
}
std::uint64_t count(const json& j, const char* key, const std::string& where) {
  return count(j.at(key), where + key);
}

WinCount win_from(const json& j, const std::string& where) {
  return {count(j, "games", where), count(j, "wins", where), count(j, "ties", where), count(j, "turn_limit", where)};
}

// Whether adding `b` to `a` would wrap any count around 2^64.
bool wraps(std::uint64_t a, std::uint64_t b) { return a + b < a; }
bool wraps(const WinCount& a, const WinCount& b) {
  return wraps(a.games, b.games) || wraps(a.wins, b.wins) || wraps(a.ties, b.ties) || wraps(a.turn_limit, b.turn_limit);
}
template <typename T> bool wraps(const std::vector<T>& a, const std::vector<T>& b) {
  for (std::size_t i = 0; i < a.size() && i < b.size(); ++i)
    if (wraps(a[i], b[i])) return true;
  return false;
}
bool wraps(const SimTotals& a, const SimTotals& b) {
  if (wraps(a.games, b.games) || wraps(a.ties, b.ties) || wraps(a.turn_limit, b.turn_limit) ||
      wraps(a.decisions, b.decisions) || wraps(a.script_errors, b.script_errors) || wraps(a.turns, b.turns) ||
      wraps(a.turns_sq, b.turns_sq) || wraps(a.side_wins, b.side_wins) || wraps(a.seats, b.seats) ||
      wraps(a.agents, b.agents) || wraps(a.entrants, b.entrants) || wraps(a.first_player, b.first_player))
    return true;
  for (const auto& [t, n] : b.turn_histogram)
    if (auto it = a.turn_histogram.find(t); it != a.turn_histogram.end() && wraps(it->second, n)) return true;
  for (const auto& [id, c] : b.cards) {
    auto it = a.cards.find(id);
    if (it == a.cards.end()) continue;
    const CardCount& x = it->second;
    if (wraps(x.games, c.games) || wraps(x.wins, c.wins) || wraps(x.bought_games, c.bought_games) ||
        wraps(x.bought_wins, c.bought_wins) || wraps(x.dice_bought, c.dice_bought) || wraps(x.fielded, c.fielded) || wraps(x.used, c.used))
      return true;
  }
  return false;
}

json run_json(const SimRun& r) {
  json sets = json::array(), teams = json::array();
  for (const auto& [id, h] : r.sets) sets.push_back({{"id", id}, {"hash", h}});
  for (const auto& [file, h] : r.teams) teams.push_back({{"file", file}, {"hash", h}});
  return {{"game", r.game},     {"entries", r.entries},         {"format", r.format}, {"format_hash", r.format_hash},
          {"options", r.options}, {"sets", sets},               {"teams", teams},     {"agents", r.agents},
          {"seed", r.seed},     {"games", r.games},             {"rotate", r.rotate}, {"shard", {r.shard, r.shards}},
          {"build", r.build}};
}

SimRun run_from(const json& j) {
  SimRun r;
  r.game = j.value("game", default_game());
  r.entries = j.value("entries", std::vector<std::string>{});
  r.format = j.at("format");
  r.format_hash = j.value("format_hash", "");
  r.options = j.at("options").get<std::map<std::string, std::string>>();
  for (const auto& s : j.at("sets")) r.sets.emplace_back(s.at("id"), s.at("hash"));
  for (const auto& t : j.value("teams", json::array())) r.teams.emplace_back(t.at("file"), t.at("hash"));
  r.agents = j.at("agents").get<std::vector<std::string>>();
  r.seed = count(j, "seed", "run.");
  r.games = count(j, "games", "run.");
  r.rotate = j.at("rotate");
  r.shard = count(j.at("shard").at(0), "run.shard[0]");
  r.shards = count(j.at("shard").at(1), "run.shard[1]");
  if (r.shards == 0 || r.shard >= r.shards)
    throw std::runtime_error("run.shard must be [i, n] with 0 <= i < n, not " + shown(j.at("shard")));
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
              {"fielded", c.fielded},
              {"used", c.used},
              {"action", c.action}};
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
  return out.dump(2, ' ', false, json::error_handler_t::replace);
}

SimResult sim_result_from_json(const std::string& text) {
  json j;
  try {
    j = parse_strict(text);
  } catch (const json::exception& e) {
    // The reader's message quotes what it read last: a short prefix of it at most.
    std::string why = e.what();
    if (why.size() > 200) why = why.substr(0, 197) + "...";
    throw std::runtime_error("not JSON: " + printable_line(why));
  }
  SimResult r;
  try {
    if (!j.is_object()) throw std::runtime_error("a result is a JSON object, not " + shown(j));
    if (!j.contains("run")) throw std::runtime_error("no \"run\" object (a result of an older dice sim?)");
    r.run = run_from(j.at("run"));
    SimTotals& t = r.totals;
    t.games = count(j, "games", "");
    const json& players = j.at("players");
    if (!players.is_number_unsigned() || players.get<std::uint64_t>() < 1 || players.get<std::uint64_t>() > 64)
      throw std::runtime_error("players must be a whole number from 1 to 64, not " + shown(players));
    t.players = players.get<int>();
    t.ties = count(j, "ties", "");
    t.turn_limit = count(j, "turn_limit", "");
    t.script_errors = count(j, "script_errors", "");
    t.decisions = count(j, "decisions", "");
    for (const auto& w : j.at("side_wins")) t.side_wins.push_back(count(w, "side_wins[]"));
    t.turns = count(j.at("turns"), "sum", "turns.");
    t.turns_sq = count(j.at("turns"), "sum_sq", "turns.");
    for (const auto& h : j.at("turns").at("histogram")) {
      const std::uint64_t turns = count(h.at(0), "turns.histogram[][0]");
      if (turns > 1000000) throw std::runtime_error("turns.histogram holds a game of " + std::to_string(turns) + " turns");
      t.turn_histogram[static_cast<int>(turns)] = count(h.at(1), "turns.histogram[][1]");
    }
    for (const auto& a : j.at("agents")) t.agents.push_back(win_from(a, "agents[]."));
    for (const auto& s : j.at("seats")) t.seats.push_back(win_from(s, "seats[]."));
    for (const auto& e : j.at("entrants")) t.entrants.push_back(win_from(e, "entrants[]."));
    t.first_player = win_from(j.at("first_player"), "first_player.");
    for (const auto& [id, c] : j.at("cards").items()) {
      const std::string where = "cards." + shown(id) + ".";
      t.cards[id] = {count(c, "games", where),       count(c, "wins", where),        count(c, "bought_games", where),
                     count(c, "bought_wins", where), count(c, "dice_bought", where), count(c, "fielded", where)};
      // Reports written before action dice were counted have neither key.
      if (c.contains("used")) t.cards[id].used = count(c, "used", where);
      t.cards[id].action = c.value("action", false);
      r.card_names[id] = c.value("name", id);
    }
  } catch (const json::exception& e) {
    throw std::runtime_error(std::string("not a dice sim result: ") + e.what());
  }
  check_counts(r.run, r.totals);
  return r;
}

SimResult merge_results(const std::vector<SimResult>& parts, const std::vector<std::string>& names) {
  if (parts.empty()) throw std::runtime_error("nothing to merge");
  auto name = [&](std::size_t i) { return i < names.size() ? names[i] : "result " + std::to_string(i + 1); };
  SimResult out;
  out.run = parts[0].run;
  std::map<std::uint64_t, std::size_t> seen;  // shard -> which part
  std::size_t seated = parts.size();           // the first part that played a game
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
    // Shards of one run seat the same players; a result that says otherwise is another game's.
    // (A shard that played no game has seen no players to say how many.)
    if (parts[i].totals.games > 0) {
      if (seated == parts.size()) seated = i;
      if (parts[i].totals.players != parts[seated].totals.players)
        throw std::runtime_error(name(i) + " seats " + std::to_string(parts[i].totals.players) + " players and " + name(seated) +
                                 " " + std::to_string(parts[seated].totals.players) + ": shards of one run seat the same players");
    }
    auto [it, fresh] = seen.emplace(parts[i].run.shard, i);
    if (!fresh)
      throw std::runtime_error(name(i) + " and " + name(it->second) + " are the same shard (" +
                               std::to_string(parts[i].run.shard) + "/" + std::to_string(parts[i].run.shards) + ")");
    if (wraps(out.totals, parts[i].totals))
      throw std::runtime_error("adding " + name(i) + " would overflow a count (past 18446744073709551615)");
    out.totals.add(parts[i].totals);
    for (const auto& [id, n] : parts[i].card_names) out.card_names[id] = n;
  }
  if (seen.size() == out.run.shards) {
    out.run.shard = 0;
    out.run.shards = 1;
    if (out.totals.games != out.run.games)
      throw std::runtime_error("the shards hold " + std::to_string(out.totals.games) + " games in all, not the run's " +
                               std::to_string(out.run.games));
  }
  return out;
}

}  // namespace dm
