// The results of a run as one HTML page that needs nothing else: inline CSS and SVG, system
// fonts, no network. Readable in a browser and kept next to the JSON it was made from.
#include <algorithm>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>

#include "dm/sim_stats.hpp"
#include "tools/common/output.hpp"
#include "engine/module/game_module.hpp"
#include "tools/dice/sim_output.hpp"
#include "dm/text.hpp"

namespace dm::cli {

namespace {

std::string esc(const std::string& s) { return markup_escape(s); }

std::string num(double d, int decimals = 1) {
  char buf[48];
  std::snprintf(buf, sizeof buf, "%.*f", decimals, d);
  return buf;
}

std::string u(std::uint64_t n) { return std::to_string(n); }

const char* kStyle = R"(
body{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;margin:24px auto;max-width:1000px;color:#222;background:#fff}
h1{font-size:22px;margin-bottom:4px}h2{font-size:17px;margin-top:28px;border-bottom:1px solid #ddd;padding-bottom:4px}
table{border-collapse:collapse;font-size:13px;margin:8px 0}th,td{padding:3px 8px;text-align:right;border-bottom:1px solid #eee}
th{background:#f4f4f4}td{white-space:nowrap}td.l,th.l{text-align:left}.muted{color:#777;font-size:12px}
.big{font-size:28px;font-weight:600}.kv td{text-align:left}code{font-size:12px}
svg text{font-family:system-ui,sans-serif;font-size:11px}
)";

// A row of a wins table: games, wins, rate [low, high], ties, bounded.
std::string win_cells(const WinCount& w) {
  const Interval ci = wilson(w.wins, w.games);
  return "<td>" + u(w.games) + "</td><td>" + u(w.wins) + "</td><td class=\"rate\">" + pct(rate(w.wins, w.games)) +
         "%</td><td>" + pct(ci.low) + "% – " + pct(ci.high) + "%</td><td>" + u(w.ties) + "</td><td>" + u(w.turn_limit) + "</td>";
}

const char* kWinHead = "<th>games</th><th>wins</th><th>win rate</th><th>95% interval</th><th>ties</th><th title=\"stopped at a bound: the turn cap, the decisions a turn allows, a script limit\">bounded</th>";

std::string run_table(const SimRun& r) {
  std::ostringstream h;
  auto row = [&](const std::string& k, const std::string& v) { h << "<tr><th class=\"l\">" << k << "</th><td>" << v << "</td></tr>"; };
  h << "<table class=\"kv\" id=\"run\">";
  row("format", "<code>" + esc(r.format) + "</code>" + (r.format_hash.empty() ? "" : " <span class=\"muted\">" + r.format_hash + "</span>"));
  std::string opts;
  for (const auto& [k, v] : r.options) opts += (opts.empty() ? "" : ", ") + esc(k) + "=" + esc(v);
  row("options", opts.empty() ? "none" : opts);
  std::string sets;
  for (const auto& [id, hash] : r.sets) sets += (sets.empty() ? "" : "<br>") + esc(id) + " <span class=\"muted\">" + hash + "</span>";
  row("card sets", sets);
  std::string agents;
  for (std::size_t i = 0; i < r.agents.size(); ++i) agents += (i ? ", " : "") + std::to_string(i + 1) + ". <code>" + esc(r.agents[i]) + "</code>";
  row("agents (game 0, by seat)", agents);
  if (!r.teams.empty()) {
    std::string teams;
    for (const auto& [f, hash] : r.teams) teams += (teams.empty() ? "" : "<br>") + esc(f) + " <span class=\"muted\">" + hash + "</span>";
    row("teams", teams);
  }
  row("seed", u(r.seed) + " (game i plays seed derive_seed(" + u(r.seed) + ", i))");
  row("games", "<span id=\"run-games\">" + u(r.games) + "</span>");
  row("seats", r.rotate ? "rotated by one side in odd games" : "fixed (--no-rotate)");
  row("shard", r.shards == 1 ? "whole run" : u(r.shard) + "/" + u(r.shards));
  row("build", esc(r.build));
  h << "</table>";
  return h.str();
}

// Game length: one bar per number of turns (or per bucket of them when there are many).
std::string histogram_svg(const SimTotals& t) {
  if (t.turn_histogram.empty()) return "<p class=\"muted\">no games</p>";
  const int lo = t.turn_histogram.begin()->first, hi = t.turn_histogram.rbegin()->first;
  const int width = std::max(1, (hi - lo + 1 + 39) / 40);  // at most about 40 bars
  std::vector<std::uint64_t> bars(static_cast<std::size_t>((hi - lo) / width + 1));
  for (auto [turns, n] : t.turn_histogram) bars[static_cast<std::size_t>((turns - lo) / width)] += n;
  const std::uint64_t top = *std::max_element(bars.begin(), bars.end());
  const int W = 900, H = 220, left = 40, bottom = 30, plot_h = H - bottom - 10;
  const double bw = static_cast<double>(W - left - 10) / static_cast<double>(bars.size());
  std::ostringstream s;
  s << "<svg id=\"turns-histogram\" width=\"" << W << "\" height=\"" << H << "\" viewBox=\"0 0 " << W << " " << H
    << "\" role=\"img\" aria-label=\"game length histogram\">";
  s << "<line x1=\"" << left << "\" y1=\"" << H - bottom << "\" x2=\"" << W - 10 << "\" y2=\"" << H - bottom << "\" stroke=\"#888\"/>";
  s << "<text x=\"4\" y=\"16\">" << top << "</text><text x=\"4\" y=\"" << H - bottom << "\">0</text>";
  for (std::size_t i = 0; i < bars.size(); ++i) {
    const double h = top ? static_cast<double>(plot_h) * static_cast<double>(bars[i]) / static_cast<double>(top) : 0;
    const int from = lo + static_cast<int>(i) * width;
    const std::string label = width == 1 ? std::to_string(from) : std::to_string(from) + "–" + std::to_string(from + width - 1);
    s << "<rect x=\"" << num(left + bw * static_cast<double>(i) + 1) << "\" y=\"" << num(H - bottom - h) << "\" width=\""
      << num(std::max(1.0, bw - 2)) << "\" height=\"" << num(h) << "\" fill=\"#4a7bd0\"><title>" << label << " turns: "
      << bars[i] << " games</title></rect>";
    if (bars.size() <= 20 || i % ((bars.size() + 9) / 10) == 0)
      s << "<text x=\"" << num(left + bw * (static_cast<double>(i) + 0.5)) << "\" y=\"" << H - bottom + 14
        << "\" text-anchor=\"middle\">" << from << "</text>";
  }
  s << "<text x=\"" << W / 2 << "\" y=\"" << H - 2 << "\" text-anchor=\"middle\">turns</text></svg>";
  return s.str();
}

// Rates with their intervals as horizontal bars on a 0-100% axis, one row each.
struct RateRow {
  std::string label;
  std::uint64_t wins, games;
};

std::string interval_svg(const std::string& id, const std::vector<RateRow>& rows) {
  const int W = 900, row_h = 18, left = 300, right = 60, top = 20;
  const int H = top + row_h * static_cast<int>(rows.size()) + 10;
  const double span = W - left - right;
  auto x = [&](double r) { return num(left + span * r); };
  std::ostringstream s;
  s << "<svg id=\"" << id << "\" width=\"" << W << "\" height=\"" << H << "\" viewBox=\"0 0 " << W << " " << H << "\" role=\"img\">";
  for (int g = 0; g <= 10; ++g) {
    s << "<line x1=\"" << x(g / 10.0) << "\" y1=\"" << top - 4 << "\" x2=\"" << x(g / 10.0) << "\" y2=\"" << H - 8
      << "\" stroke=\"" << (g == 5 ? "#999" : "#eee") << "\"/>";
    s << "<text x=\"" << x(g / 10.0) << "\" y=\"" << top - 8 << "\" text-anchor=\"middle\">" << g * 10 << "%</text>";
  }
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const RateRow& r = rows[i];
    const Interval ci = wilson(r.wins, r.games);
    const double p = rate(r.wins, r.games);
    const int y = top + row_h * static_cast<int>(i) + row_h / 2;
    s << "<text x=\"" << left - 6 << "\" y=\"" << y + 4 << "\" text-anchor=\"end\">" << esc(r.label) << "</text>";
    s << "<rect x=\"" << x(ci.low) << "\" y=\"" << y - 4 << "\" width=\"" << num(span * (ci.high - ci.low)) << "\" height=\"8\" fill=\"#b9cdf0\"/>";
    s << "<circle cx=\"" << x(p) << "\" cy=\"" << y << "\" r=\"4\" fill=\"#1f4fa8\"><title>" << pct(p) << "% [" << pct(ci.low)
      << ", " << pct(ci.high) << "], " << r.games << " games</title></circle>";
    s << "<text x=\"" << W - right + 6 << "\" y=\"" << y + 4 << "\">" << pct(p) << "%</text>";
  }
  s << "</svg>";
  return s.str();
}

}  // namespace

std::string html_report(const SimResult& r) {
  const SimTotals& t = r.totals;
  const MeanSd len = mean_sd(t.games, static_cast<double>(t.turns), static_cast<double>(t.turns_sq));
  std::ostringstream h;
  h << "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>dice sim: " << esc(r.run.format) << ", "
    << t.games << " games</title><style>" << kStyle << "</style>"
    // Errors on the page are marked on it, so a headless check can see them.
    << "<script>window.addEventListener('error',function(e){document.documentElement.setAttribute('data-page-error',String(e.message))});</script>"
    << "</head><body>";
  h << "<h1>dice sim: " << esc(r.run.format) << "</h1>";
  h << "<p><span class=\"big\" id=\"games\">" << t.games << "</span> games · ties " << t.ties << " · bounded "
    << t.turn_limit << " · script errors " << t.script_errors << " · <span id=\"turns-mean\">" << num(len.mean)
    << "</span> turns a game (sd " << num(len.sd) << ")</p>";
  h << "<h2>Run</h2>" << run_table(r.run);

  const Interval fp = wilson(t.first_player.wins, t.first_player.games);
  h << "<h2>First player</h2><p>The first player (" << esc(view_of(r.run.game).first_player) << ") wins <b id=\"first-player-rate\">"
    << pct(rate(t.first_player.wins, t.first_player.games))
    << "%</b> of games (95% interval " << pct(fp.low) << "% – " << pct(fp.high) << "%, " << t.first_player.games << " games; "
    << (r.run.rotate ? "seats rotate, so this is not any one agent's edge" : "seats fixed: agent and seat are the same thing")
    << ").</p>";
  h << interval_svg("first-player-chart", {{"first player", t.first_player.wins, t.first_player.games}});

  h << "<h2>Agents</h2><table id=\"agents\"><tr><th class=\"l\">agent</th>" << kWinHead << "</tr>";
  for (std::size_t i = 0; i < t.agents.size(); ++i)
    h << "<tr><td class=\"l\">" << i + 1 << ". <code>" << esc(i < r.run.agents.size() ? r.run.agents[i] : "?") << "</code></td>"
      << win_cells(t.agents[i]) << "</tr>";
  h << "</table>";
  const bool named = std::any_of(r.run.entries.begin(), r.run.entries.end(), [](const std::string& e) { return !e.empty(); });
  if (!r.run.teams.empty() || named) {
    // Player i is agent i with what they brought (a team, a hero) wherever they sat.
    h << "<h2>Players</h2><table id=\"players\"><tr><th class=\"l\">player</th><th class=\"l\">brought</th>" << kWinHead << "</tr>";
    for (std::size_t i = 0; i < t.entrants.size(); ++i) {
      const std::string brought = i < r.run.entries.size() && !r.run.entries[i].empty() ? r.run.entries[i]
                                  : i < r.run.teams.size()                              ? r.run.teams[i].first
                                                                                        : "";
      h << "<tr><td class=\"l\">" << i + 1 << ". <code>" << esc(r.run.agents.empty() ? "" : r.run.agents[i % r.run.agents.size()])
        << "</code></td><td class=\"l\">" << esc(brought) << "</td>" << win_cells(t.entrants[i]) << "</tr>";
    }
    h << "</table>";
  }
  h << "<h2>Seats</h2><table id=\"seats\"><tr><th class=\"l\">seat</th>" << kWinHead << "</tr>";
  for (std::size_t i = 0; i < t.seats.size(); ++i)
    h << "<tr><td class=\"l\">P" << i + 1 << (i == 0 ? " (" + esc(view_of(r.run.game).first_player) + ")" : std::string()) << "</td>"
      << win_cells(t.seats[i]) << "</tr>";
  h << "</table>";

  h << "<h2>Game length</h2><p class=\"muted\">Turns a game: mean " << num(len.mean) << ", sd " << num(len.sd) << ".</p>"
    << histogram_svg(t);

  if (!t.cards.empty()) {
    std::vector<std::string> ids;
    for (const auto& [id, c] : t.cards) ids.push_back(id);
    std::stable_sort(ids.begin(), ids.end(), [&](const std::string& a, const std::string& b) {
      return rate(t.cards.at(a).wins, t.cards.at(a).games) > rate(t.cards.at(b).wins, t.cards.at(b).games);
    });
    auto name = [&](const std::string& id) { return r.card_names.count(id) ? r.card_names.at(id) : id; };
    std::vector<RateRow> rows;
    for (const auto& id : ids) rows.push_back({name(id) + " (" + id + ")", t.cards.at(id).wins, t.cards.at(id).games});
    h << "<h2>Cards</h2><p class=\"muted\">Win rate of a side when the card was on its team, best first; the bar is the "
         "95% Wilson interval. A card both sides had counts once for each.</p>"
      << interval_svg("cards-chart", rows);
    h << "<table id=\"cards\"><tr><th class=\"l\">card</th><th>games</th><th>win rate</th><th>95% interval</th>"
         "<th>bought in</th><th>win rate when bought</th><th>95% interval</th><th>dice bought</th><th>fielded (action dice: used)</th></tr>";
    for (const auto& id : ids) {
      const CardCount& c = t.cards.at(id);
      const Interval a = wilson(c.wins, c.games), b = wilson(c.bought_wins, c.bought_games);
      h << "<tr id=\"card-" << esc(id) << "\"><td class=\"l\">" << esc(name(id)) << " <span class=\"muted\">" << esc(id)
        << "</span></td><td>" << c.games << "</td><td class=\"rate\">" << pct(rate(c.wins, c.games)) << "%</td><td>"
        << pct(a.low) << "% – " << pct(a.high) << "%</td><td>" << c.bought_games << "</td><td>"
        << pct(rate(c.bought_wins, c.bought_games)) << "%</td><td>" << pct(b.low) << "% – " << pct(b.high) << "%</td><td>"
        << c.dice_bought << "</td><td>" << (c.action ? std::to_string(c.used) + " used" : std::to_string(c.fielded)) << "</td></tr>";
    }
    h << "</table>";
  }
  h << "<p class=\"muted\">Made by <code>dice sim</code>; the numbers are those of <code>dice sim --json</code> for the same run.</p>";
  h << "</body></html>\n";
  return h.str();
}

bool write_html_report(const SimResult& r, const std::string& path) { return tools::write_whole_file(path, html_report(r)); }

}  // namespace dm::cli
