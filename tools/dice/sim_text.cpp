// The summary of a run as people read it on a terminal.
#include <algorithm>
#include <cstdio>
#include <vector>

#include "dm/sim_stats.hpp"
#include "engine/module/game_module.hpp"
#include "tools/dice/sim_output.hpp"

namespace dm::cli {

std::string pct(double d) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f", 100.0 * d);
  return buf;
}

namespace {

// "12.3% [9.0, 16.1]"
std::string rate_ci(std::uint64_t wins, std::uint64_t games) {
  const Interval ci = wilson(wins, games);
  return pct(rate(wins, games)) + "% [" + pct(ci.low) + ", " + pct(ci.high) + "]";
}

void win_row(const std::string& who, const WinCount& w) {
  std::printf("  %-28s %6llu games  wins %-22s ties %llu  bounded %llu\n", who.c_str(),
              static_cast<unsigned long long>(w.games), rate_ci(w.wins, w.games).c_str(),
              static_cast<unsigned long long>(w.ties), static_cast<unsigned long long>(w.turn_limit));
}

}  // namespace

void print_text(const SimResult& r, double seconds) {
  const SimTotals& t = r.totals;
  std::printf("%s, %llu games, seed %llu%s: ties %llu, bounded %llu, %llu script errors\n", r.run.format.c_str(),
              static_cast<unsigned long long>(t.games), static_cast<unsigned long long>(r.run.seed),
              r.run.rotate ? ", seats rotated" : "", static_cast<unsigned long long>(t.ties),
              static_cast<unsigned long long>(t.turn_limit), static_cast<unsigned long long>(t.script_errors));
  if (t.games) {
    const MeanSd len = mean_sd(t.games, static_cast<double>(t.turns), static_cast<double>(t.turns_sq));
    std::printf("game length %.1f turns (sd %.1f), %.1f decisions a game\n", len.mean, len.sd,
                static_cast<double>(t.decisions) / static_cast<double>(t.games));
  }
  if (seconds > 0) std::printf("%.1f games/s\n", static_cast<double>(t.games) / seconds);
  std::printf("first player (%s) wins %s\n", view_of(r.run.game).first_player,
              rate_ci(t.first_player.wins, t.first_player.games).c_str());
  std::printf("agents (95%% Wilson intervals):\n");
  for (std::size_t i = 0; i < t.agents.size(); ++i)
    win_row(std::to_string(i + 1) + ". " + (i < r.run.agents.size() ? r.run.agents[i] : "?"), t.agents[i]);
  // What each player brought (a team, a hero), when the game names it: their wins wherever they sat.
  if (std::any_of(r.run.entries.begin(), r.run.entries.end(), [](const std::string& e) { return !e.empty(); })) {
    std::printf("players (each in every seat in turn):\n");
    for (std::size_t i = 0; i < t.entrants.size(); ++i)
      win_row("player " + std::to_string(i + 1) + (i < r.run.entries.size() && !r.run.entries[i].empty() ? " (" + r.run.entries[i] + ")" : ""),
              t.entrants[i]);
  }
  std::printf("seats:\n");
  // Two players win as themselves; more play in sides.
  for (std::size_t i = 0; i < t.seats.size(); ++i) win_row("P" + std::to_string(i + 1), t.seats[i]);
  if (t.players > 2)
    for (std::size_t s = 0; s < t.side_wins.size(); ++s)
      std::printf("  side %zu wins %s\n", s + 1, rate_ci(t.side_wins[s], t.games).c_str());
  if (!t.cards.empty()) {
    std::printf("cards (side-games with the card; win rate when on a team, and when a die of it was bought):\n");
    std::vector<std::pair<double, std::string>> order;
    for (const auto& [id, c] : t.cards) order.emplace_back(-rate(c.wins, c.games), id);
    std::sort(order.begin(), order.end());
    for (const auto& [_, id] : order) {
      const CardCount& c = t.cards.at(id);
      const std::string name = r.card_names.count(id) ? r.card_names.at(id) : id;
      std::printf("  %-10s %-30.30s %5llu games %-22s bought in %5llu %-22s dice %llu %s %llu\n", id.c_str(),
                  name.c_str(), static_cast<unsigned long long>(c.games), rate_ci(c.wins, c.games).c_str(),
                  static_cast<unsigned long long>(c.bought_games), rate_ci(c.bought_wins, c.bought_games).c_str(),
                  static_cast<unsigned long long>(c.dice_bought), c.action ? "used" : "fielded",
                  static_cast<unsigned long long>(c.action ? c.used : c.fielded));
    }
  }
}

}  // namespace dm::cli
