// A turn cap given to the hero duel (dice play --turn-cap, Game(turn_cap=)) is honoured as the
// format's turn_limit: the game ends undecided, bounded, with reason turn_limit, after that many
// turns; its replay records the cap and plays back to the same end.
#include <memory>

#include "dm/agent.hpp"
#include "dm/games.hpp"
#include "dm/replay.hpp"
#include "tests/duel/support.hpp"

using namespace dm;

TEST_CASE("A turn cap ends a hero duel undecided at the cap, and its replay plays back", "[duel][turn_cap]") {
  const GameType* type = find_game_type("hero-duel");
  REQUIRE(type);
  auto table = type->open("hero-duel", {});
  REQUIRE(table->set_turn_cap(3));
  const std::uint64_t seed = 5;
  const std::vector<std::string> names = {"greedy", "greedy"};
  std::vector<std::unique_ptr<Agent>> agents;
  for (std::size_t p = 0; p < names.size(); ++p) agents.push_back(make_agent(names[p], seat_seed(seed, p), "hero-duel"));
  auto g = table->start(seed, {});
  ReplayRecorder rec(*table, {}, seed, names);
  g->advance();
  rec.start(*g);
  while (!g->over()) REQUIRE_FALSE(rec.apply(*g, agents[static_cast<std::size_t>(g->decider())]->choose(*g)));
  rec.finish(*g);
  const MatchResult r = g->result();
  CHECK(r.reason == "turn_limit");
  CHECK(r.bounded);
  CHECK(r.winner == kNone);
  CHECK(r.turns == 3);

  // Written and read back, the replay holds the cap and ends where the game ended.
  const std::string text = replay_text(rec.replay());
  CHECK(text.find("\"turn_cap\":3") != std::string::npos);
  auto parsed = parse_replay(text, "capped.jsonl");
  REQUIRE(std::holds_alternative<Replay>(parsed));
  const MatchReplayRun run = play_match_replay(std::get<Replay>(parsed));
  INFO(run.diff.message);
  CHECK_FALSE(run.diff);
  REQUIRE(run.match);
  CHECK(run.match->over());
  CHECK(run.match->result().reason == "turn_limit");

  // Without a cap the table plays the format's own limit again, and its replays say nothing of one.
  REQUIRE(table->set_turn_cap(0));
  auto free = table->start(seed, {});
  ReplayRecorder plain(*table, {}, seed, names);
  free->advance();
  plain.start(*free);
  CHECK(replay_text(plain.replay()).find("turn_cap") == std::string::npos);
}
