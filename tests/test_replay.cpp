// Replay files through the library: a game recorded and written reads back as the same replay,
// plays again to the same states, and a difference (a card, a decision, a state) is named.
#include <catch2/catch.hpp>

#include "dm/agent.hpp"
#include "dm/content.hpp"
#include "dm/replay.hpp"
#include "dm/rng.hpp"
#include "dm/version.hpp"

namespace {

std::shared_ptr<dm::CardLibrary> library() {
  std::vector<dm::LoadError> errors;
  auto lib = dm::builtin_library(errors);
  REQUIRE(errors.empty());
  return lib;
}

// A whole game between two agents, recorded as `dice play --replay` records it.
dm::Replay record(const std::string& format, std::uint64_t seed, std::shared_ptr<dm::CardLibrary> lib,
                  std::shared_ptr<dm::AbilityRuntime> runtime) {
  dm::Format f(format, lib);
  dm::GameSetup setup = f.setup(seed);
  const int seats = std::max(static_cast<int>(setup.teams.size()), setup.draft_seats);
  std::vector<std::string> names;
  std::vector<std::unique_ptr<dm::Agent>> agents;
  for (int p = 0; p < seats; ++p) {
    names.push_back(p % 2 ? "greedy" : "random");
    agents.push_back(dm::make_agent(names.back(), dm::derive_seed(seed, 100 + static_cast<std::uint64_t>(p))));
  }
  dm::ReplayRecorder rec(dm::ReplayGame{format, {}, setup, seed, names, {}});
  dm::Game g(setup, seed, runtime);
  g.advance();
  rec.start(g);
  while (!g.over()) REQUIRE_FALSE(rec.apply(g, agents[static_cast<std::size_t>(g.pending().player)]->choose(g)));
  rec.finish(g);
  return rec.replay();
}

dm::Replay parse(const std::string& text) {
  auto r = dm::parse_replay(text, "test.replay");
  if (auto* e = std::get_if<dm::ReplayError>(&r)) FAIL(e->text());
  return std::get<dm::Replay>(r);
}

}  // namespace

TEST_CASE("replay: written, read back and written again gives the same bytes; every step replays") {
  auto lib = library();
  auto runtime = dm::make_lua_runtime(lib);
  for (const std::string format : {"avx-demo", "draft-teams"}) {
    const dm::Replay made = record(format, 11, lib, runtime);
    REQUIRE(made.steps.size() > 20);
    const std::string text = dm::replay_text(made);
    const dm::Replay back = parse(text);
    CHECK(dm::replay_text(back) == text);
    CHECK(back.steps.size() == made.steps.size());
    CHECK(back.steps[5].key == made.steps[5].key);
    CHECK(back.steps[5].line == back.start_line + 6);
    CHECK(back.start_line == 1 + static_cast<int>(made.players.size()) + 1 + static_cast<int>(made.cards.size()) + 1 + 1);
    CHECK(back.engine == dm::version());
    CHECK(back.draft_seats == (format == "draft-teams" ? made.draft_seats : 0));
    std::size_t seen = 0;
    dm::ReplayRunOptions o;
    o.on_step = [&](const dm::Game&, std::size_t k) { seen = k; };
    dm::ReplayRun run = dm::play_replay(back, lib, runtime, o);
    INFO(run.diff.message);
    CHECK_FALSE(run.diff);
    CHECK(seen == made.steps.size());
    REQUIRE(run.game);
    CHECK(run.game->over());
    CHECK(run.game->state().turn == made.end.turns);
  }
}

TEST_CASE("replay: the cards a game used are listed with hashes that ignore the file they came from") {
  auto lib = library();
  auto runtime = dm::make_lua_runtime(lib);
  const dm::Replay r = record("avx-demo", 3, lib, runtime);
  std::vector<std::string> ids;
  for (const auto& c : r.cards) ids.push_back(c.id);
  // The teams, the basic actions and the Sidekick; nothing else.
  CHECK(ids == std::vector<std::string>{"avx-003", "avx-004", "avx-012", "avx-017", "avx-027", "avx-029", "avx-034", "sidekick"});
  const int beast = lib->find("avx-003");
  CHECK(r.cards[0].hash == dm::card_script_hash(lib->source(beast).lua));
  CHECK(dm::card_script_hash("-- from a/b.card\nreturn {}") == dm::card_script_hash("-- from c/d.card\nreturn {}"));
  CHECK(dm::card_script_hash("return {1}") != dm::card_script_hash("return {2}"));
  REQUIRE(r.scripts.size() == 1);
  CHECK(r.scripts[0].file == "formats/avx-demo.lua");
  CHECK(dm::hex_hash(0x1234) == "0000000000001234");
}

TEST_CASE("replay: a changed card, decision or state is named with its step") {
  auto lib = library();
  auto runtime = dm::make_lua_runtime(lib);
  const dm::Replay good = record("avx-demo", 5, lib, runtime);
  REQUIRE_FALSE(dm::play_replay(good, lib, runtime).diff);

  SECTION("a card's hash") {
    dm::Replay r = good;
    r.cards[1].hash ^= 1;
    const auto run = dm::play_replay(r, lib, runtime);
    CHECK(run.diff.kind == dm::ReplayDiffKind::Content);
    CHECK_THAT(run.diff.message, Catch::Contains("card avx-004 'Captain America: American Hero'") && Catch::Contains("avx.card"));
  }
  SECTION("a card missing from the content") {
    dm::Replay r = good;
    r.cards[0].id = "zzz-001";
    const auto run = dm::play_replay(r, lib, runtime);
    CHECK(run.diff.kind == dm::ReplayDiffKind::Content);
    CHECK_THAT(run.diff.message, Catch::Contains("zzz-001") && Catch::Contains("not among the cards loaded"));
  }
  SECTION("the format script's hash") {
    dm::Replay r = good;
    r.scripts[0].hash ^= 1;
    CHECK_THAT(dm::play_replay(r, lib, runtime).diff.message, Catch::Contains("format script") && Catch::Contains("avx-demo.lua"));
  }
  SECTION("a decision") {
    dm::Replay r = good;
    r.steps[9].key = "buy:12345";
    const auto run = dm::play_replay(r, lib, runtime);
    CHECK(run.diff.kind == dm::ReplayDiffKind::Decision);
    CHECK(run.diff.step == 10);
    CHECK_THAT(run.diff.message, Catch::StartsWith("step 10 (line") && Catch::Contains("'buy:12345'") && Catch::Contains("the game offers"));
    CHECK(run.steps == 9);
  }
  SECTION("a state hash") {
    dm::Replay r = good;
    r.steps[20].hash ^= 1;
    const auto run = dm::play_replay(r, lib, runtime);
    CHECK(run.diff.kind == dm::ReplayDiffKind::Hash);
    CHECK(run.diff.step == 21);
    CHECK_THAT(run.diff.message, Catch::StartsWith("step 21 ") && Catch::Contains("the state afterwards differs"));
  }
  SECTION("the start's hash, and the seed") {
    dm::Replay r = good;
    r.seed += 1;
    const auto run = dm::play_replay(r, lib, runtime);
    CHECK(run.diff.kind == dm::ReplayDiffKind::Hash);
    CHECK(run.diff.step == 0);
  }
  SECTION("a replay cut short of the game's end, and one that goes on after it") {
    dm::Replay r = good;
    r.steps.pop_back();
    CHECK(dm::play_replay(r, lib, runtime).diff.kind == dm::ReplayDiffKind::End);
    r = good;
    r.steps.push_back(r.steps.back());
    CHECK_THAT(dm::play_replay(r, lib, runtime).diff.message, Catch::Contains("the game is already over"));
  }
  SECTION("stopping early is no difference") {
    dm::ReplayRunOptions o;
    o.stop_after = 12;
    const auto run = dm::play_replay(good, lib, runtime, o);
    CHECK_FALSE(run.diff);
    CHECK(run.steps == 12);
    CHECK(run.game->hash() == good.steps[11].hash);
  }
}

TEST_CASE("replay: the reader refuses what no writer makes, naming line and column, and never throws") {
  auto lib = library();
  auto runtime = dm::make_lua_runtime(lib);
  const std::string text = dm::replay_text(record("avx-demo", 5, lib, runtime));
  auto error = [](const std::string& t) {
    auto r = dm::parse_replay(t, "x.replay");
    REQUIRE(std::holds_alternative<dm::ReplayError>(r));
    return std::get<dm::ReplayError>(r).text();
  };
  CHECK_THAT(error(""), Catch::StartsWith("x.replay:1:1: error: the file is empty"));
  CHECK_THAT(error(std::string(dm::kMaxReplayLineBytes + 10, 'x')), Catch::StartsWith("x.replay:1:65537: error: the line is 65546 bytes long"));
  // Every prefix of a good file that stops at a line is refused as cut short (or, before any line, empty).
  std::size_t pos = 0;
  int lines = 0;
  while ((pos = text.find('\n', pos)) != std::string::npos && pos + 1 < text.size()) {
    ++pos;
    ++lines;
    if (lines % 17) continue;
    CHECK_THAT(error(text.substr(0, pos)), Catch::Contains("without its end line"));
  }
  // Cut anywhere inside a line: refused, with a line inside the file.
  for (std::size_t cut : {std::size_t{5}, text.size() / 3, text.size() / 2, text.size() - 3}) {
    const std::string e = error(text.substr(0, cut));
    CHECK_THAT(e, Catch::StartsWith("x.replay:"));
  }
  // Bytes flipped here and there: whatever comes back, it is a replay or an error, never a crash.
  for (std::size_t i = 0; i < text.size(); i += 97) {
    std::string t = text;
    t[i] = static_cast<char>(t[i] ^ 0x5a);
    auto r = dm::parse_replay(t, "x.replay");
    if (auto* rp = std::get_if<dm::Replay>(&r)) CHECK(rp->steps.size() <= dm::kMaxReplaySteps);
  }
}

TEST_CASE("replay: state hashes depend on the game only, not on where its content sits in memory") {
  // Two libraries loaded apart (other addresses, other Lua states) give the same hashes step by
  // step: nothing pointer-like enters GameState::hash, so replays hold across builds and threads.
  auto lib_a = library();
  auto lib_b = library();
  REQUIRE(lib_a.get() != lib_b.get());
  auto runtime_a = dm::make_lua_runtime(lib_a);
  auto runtime_b = dm::make_lua_runtime(lib_b);
  const dm::Replay r = record("rainbow-draft", 4, lib_a, runtime_a);
  std::vector<std::uint64_t> seen;
  dm::ReplayRunOptions o;
  o.on_step = [&](const dm::Game& g, std::size_t) { seen.push_back(g.hash()); };
  const auto run = dm::play_replay(r, lib_b, runtime_b, o);
  INFO(run.diff.message);
  CHECK_FALSE(run.diff);
  REQUIRE(seen.size() == r.steps.size());
  for (std::size_t i = 0; i < seen.size(); i += 25) CHECK(seen[i] == r.steps[i].hash);
  // A clone, made and played on, hashes as the game it was cloned from.
  dm::Game g = *run.game;
  CHECK(dm::Game(g).hash() == run.game->hash());
}
