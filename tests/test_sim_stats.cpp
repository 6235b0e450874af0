// The statistics of `dice sim`: Wilson and Newcombe intervals against published values, their
// coverage on seeded synthetic data, and the counts and figures of a hand-made set of games.
#include <cmath>
#include <nlohmann/json.hpp>
#include <random>

#include "dm/sim_report.hpp"
#include "dm/sim_stats.hpp"
#include "tests/harness.hpp"

using namespace dm;

TEST_CASE("sim stats: Wilson intervals match hand-computed values") {
  Interval a = wilson(8, 10);
  CHECK(a.low == Approx(0.4902).margin(0.0005));
  CHECK(a.high == Approx(0.9433).margin(0.0005));
  Interval none = wilson(0, 10);
  CHECK(none.low == 0.0);
  CHECK(none.high == Approx(0.2775).margin(0.0005));
  Interval all = wilson(10, 10);
  CHECK(all.low == Approx(0.7225).margin(0.0005));
  CHECK(all.high == 1.0);
  Interval empty = wilson(0, 0);
  CHECK(empty.low == 0.0);
  CHECK(empty.high == 1.0);
  Interval half = wilson(500, 1000);
  CHECK(half.low == Approx(0.4691).margin(0.0005));
  CHECK(half.high == Approx(0.5309).margin(0.0005));
}

TEST_CASE("sim stats: Newcombe's interval for a difference matches his worked example") {
  // Newcombe (1998), example (a): 56/70 against 48/80, method 10: 0.0524 to 0.3339.
  Interval d = newcombe_difference(48, 80, 56, 70);
  CHECK(d.low == Approx(0.0524).margin(0.0005));
  CHECK(d.high == Approx(0.3339).margin(0.0005));
  // The same rates either way round: the interval flips.
  Interval r = newcombe_difference(56, 70, 48, 80);
  CHECK(r.low == Approx(-d.high).margin(1e-12));
  CHECK(r.high == Approx(-d.low).margin(1e-12));
}

TEST_CASE("sim stats: mean and standard deviation from sums") {
  // 2 4 4 4 5 5 7 9: mean 5, sample variance 32/7.
  const double sum = 40, sum_sq = 4 + 16 * 3 + 25 * 2 + 49 + 81;
  MeanSd m = mean_sd(8, sum, sum_sq);
  CHECK(m.mean == Approx(5.0));
  CHECK(m.sd == Approx(std::sqrt(32.0 / 7.0)));
  CHECK(mean_sd(1, 7, 49).sd == 0.0);
  CHECK(mean_sd(0, 0, 0).mean == 0.0);
}

TEST_CASE("sim stats: 95% Wilson intervals cover the true rate about 95% of the time") {
  std::mt19937_64 gen(20240611);
  // Uniform in [0, 1) from the generator's raw bits (distributions differ between libraries).
  auto uniform = [&] { return static_cast<double>(gen() >> 11) * 0x1.0p-53; };
  for (auto [p, n] : {std::pair{0.3, 50}, std::pair{0.5, 100}, std::pair{0.1, 200}}) {
    const int trials = 2000;
    int covered = 0;
    for (int t = 0; t < trials; ++t) {
      std::uint64_t wins = 0;
      for (int i = 0; i < n; ++i) wins += uniform() < p;
      const Interval ci = wilson(wins, static_cast<std::uint64_t>(n));
      covered += ci.low <= p && p <= ci.high;
    }
    INFO("p " << p << " n " << n << " covered " << covered);
    CHECK(covered >= 0.93 * trials);
    CHECK(covered <= 0.97 * trials);
  }
}

TEST_CASE("sim stats: a hand-made set of games gives the hand-computed figures in JSON") {
  // Three two-player games: 10 turns won by side 0, 12 turns won by side 1, 20 turns to the limit.
  SimTotals t;
  t.games = 3;
  t.turn_limit = 1;
  t.turns = 42;
  t.turns_sq = 100 + 144 + 400;
  t.turn_histogram = {{10, 1}, {12, 1}, {20, 1}};
  t.side_wins = {1, 1};
  t.seats = {{3, 1, 0, 1}, {3, 1, 0, 1}};
  t.agents = {{3, 2, 0, 1}, {3, 0, 0, 1}};
  t.entrants = t.agents;
  t.first_player = {3, 1, 0, 1};
  t.cards["x"] = {4, 2, 3, 2, 7, 5};
  SimResult r;
  r.run.agents = {"greedy", "random"};
  r.run.games = 3;  // the whole run: a result's counts must agree with its size
  r.totals = t;
  r.card_names["x"] = "Card X";
  auto j = nlohmann::json::parse(sim_json(r));
  CHECK(j["turns"]["mean"].get<double>() == Approx(14.0));
  CHECK(j["turns"]["sd"].get<double>() == Approx(std::sqrt(56.0 / 2)));  // deviations -4, -2, 6
  CHECK(j["turns"]["histogram"] == nlohmann::json::parse("[[10,1],[12,1],[20,1]]"));
  CHECK(j["agents"][0]["name"] == "greedy");
  CHECK(j["agents"][0]["rate"].get<double>() == Approx(2.0 / 3));
  CHECK(j["agents"][0]["low"].get<double>() == Approx(wilson(2, 3).low));
  CHECK(j["cards"]["x"]["name"] == "Card X");
  CHECK(j["cards"]["x"]["rate"].get<double>() == Approx(0.5));
  CHECK(j["cards"]["x"]["bought_rate"].get<double>() == Approx(2.0 / 3));
  CHECK(j["cards"]["x"]["dice_bought"] == 7);
  CHECK(j["first_player"]["high"].get<double>() == Approx(wilson(1, 3).high));

  // Adding is exact: twice the games is twice every count.
  SimTotals twice = t;
  twice.add(t);
  CHECK(twice.games == 6);
  CHECK(twice.turns_sq == 2 * t.turns_sq);
  CHECK(twice.turn_histogram.at(12) == 2);
  CHECK(twice.cards.at("x").fielded == 10);
  CHECK(twice.agents[0].wins == 4);
  // And the JSON reads back to the same counts.
  CHECK(sim_result_from_json(sim_json(r)).totals == t);
}
