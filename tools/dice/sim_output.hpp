#pragma once
// The parts of `dice sim` beyond playing: the text summary, the HTML page, and A/B comparison.
#include <cstdint>
#include <string>
#include <vector>

#include "dm/sim_report.hpp"

namespace dm::cli {

// The summary people read on a terminal.
void print_text(const SimResult& r, double seconds);

// One self-contained HTML page (inline SVG and CSS, no scripts from elsewhere, no fonts).
std::string html_report(const SimResult& r);
// Writes it; prints the problem and returns false when the file can't be written.
bool write_html_report(const SimResult& r, const std::string& path);

// The difference an A/B run measured: the win rate of the team(s) that hold card A, with A
// (as given) and with B in its place, over the same seeds.
struct Comparison {
  std::string card_a, card_b;        // ids
  std::string name_a, name_b;
  std::vector<int> players;          // players (by team file) whose team held card A
  std::uint64_t games_a = 0, wins_a = 0, games_b = 0, wins_b = 0;
};
Comparison compare_results(const SimResult& with_a, const SimResult& with_b, const std::string& a, const std::string& b,
                           const std::vector<int>& players);
std::string comparison_json(const Comparison& c, const SimResult& with_a, const SimResult& with_b);
void print_comparison(const Comparison& c);

// "d" as 12.3 (a percentage with one decimal).
std::string pct(double d);

}  // namespace dm::cli

