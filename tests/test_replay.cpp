// Replay files through the library: a game recorded and written reads back as the same replay,
// plays again to the same states, and a difference (a card, a decision, a state) is named.
#include <catch2/catch.hpp>

#include "dm/agent.hpp"
#include "dm/content.hpp"
#include "dm/games.hpp"
#include <functional>
#include <nlohmann/json.hpp>
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
dm::Replay record(const std::string& format, std::uint64_t seed) {
  auto table = dm::find_game_type("dice-masters")->open(format, {});
  const int seats = table->seats();
  std::vector<std::string> names;
  std::vector<std::unique_ptr<dm::Agent>> agents;
  for (int p = 0; p < seats; ++p) {
    names.push_back(p % 2 ? "greedy" : "random");
    agents.push_back(dm::make_agent(names.back(), dm::derive_seed(seed, 100 + static_cast<std::uint64_t>(p))));
  }
  auto g = table->start(seed, {});
  dm::ReplayRecorder rec(*table, {}, seed, names);
  g->advance();
  rec.start(*g);
  while (!g->over()) REQUIRE_FALSE(rec.apply(*g, agents[static_cast<std::size_t>(g->decider())]->choose(*g)));
  rec.finish(*g);
  return rec.replay();
}

// The game's own lines of one type, read.
std::vector<nlohmann::json> lines_of(const dm::Replay& r, const std::string& type) {
  std::vector<nlohmann::json> out;
  for (const auto& l : r.lines) {
    auto j = nlohmann::json::parse(l.text);
    if (j.value("type", "") == type) out.push_back(j);
  }
  return out;
}

// A line of the game's own changed.
void change_line(dm::Replay& r, const std::string& type, std::size_t nth, const std::function<void(nlohmann::json&)>& f) {
  std::size_t seen = 0;
  for (auto& l : r.lines) {
    auto j = nlohmann::json::parse(l.text);
    if (j.value("type", "") != type || seen++ != nth) continue;
    f(j);
    l.text = j.dump();
    return;
  }
  FAIL("no such line");
}

int field_int(const dm::Replay& r, const std::string& name) {
  for (const auto& [k, v] : r.fields)
    if (k == name) return std::stoi(v);
  return -1;
}

dm::MatchReplayRun play(const dm::Replay& r, const dm::MatchReplayOptions& o = {}) { return dm::play_match_replay(r, {}, o); }

dm::Replay parse(const std::string& text) {
  auto r = dm::parse_replay(text, "test.replay");
  if (auto* e = std::get_if<dm::ReplayError>(&r)) FAIL(e->text());
  return std::get<dm::Replay>(r);
}

}  // namespace

TEST_CASE("replay: written, read back and written again gives the same bytes; every step replays") {
  for (const std::string format : {"avx-demo", "draft-teams"}) {
    const dm::Replay made = record(format, 11);
    REQUIRE(made.steps.size() > 20);
    const std::string text = dm::replay_text(made);
    const dm::Replay back = parse(text);
    CHECK(dm::replay_text(back) == text);
    CHECK(back.steps.size() == made.steps.size());
    CHECK(back.steps[5].key == made.steps[5].key);
    CHECK(back.steps[5].line == back.start_line + 6);
    CHECK(back.start_line == 1 + static_cast<int>(made.lines.size()) + 1 + 1);
    CHECK(back.engine == dm::version());
    CHECK((field_int(back, "draft_seats") > 0) == (format == "draft-teams"));
    std::size_t seen = 0;
    dm::MatchReplayOptions o;
    o.on_step = [&](const dm::Match&, std::size_t k) { seen = k; };
    dm::MatchReplayRun run = play(back, o);
    INFO(run.diff.message);
    CHECK_FALSE(run.diff);
    CHECK(seen == made.steps.size());
    REQUIRE(run.match);
    CHECK(run.match->over());
    CHECK(run.match->turn() == made.end.turns);
  }
}

TEST_CASE("replay: the cards a game used are listed with hashes that ignore the file they came from") {
  auto lib = library();
  const dm::Replay r = record("avx-demo", 3);
  std::vector<std::string> ids;
  const auto cards = lines_of(r, "card");
  for (const auto& c : cards) ids.push_back(c["id"]);
  // The teams, the basic actions and the Sidekick; nothing else.
  CHECK(ids == std::vector<std::string>{"avx-003", "avx-004", "avx-012", "avx-017", "avx-027", "avx-029", "avx-034", "sidekick"});
  const int beast = lib->find("avx-003");
  CHECK(cards[0]["hash"] == dm::hex_hash(dm::card_script_hash(lib->source(beast).lua)));
  CHECK(dm::card_script_hash("-- from a/b.card\nreturn {}") == dm::card_script_hash("-- from c/d.card\nreturn {}"));
  CHECK(dm::card_script_hash("return {1}") != dm::card_script_hash("return {2}"));
  REQUIRE(r.scripts.size() == 1);
  CHECK(r.scripts[0].file == "formats/avx-demo.lua");
  CHECK(dm::hex_hash(0x1234) == "0000000000001234");
}

TEST_CASE("replay: a changed card, decision or state is named with its step") {
  const dm::Replay good = record("avx-demo", 5);
  REQUIRE_FALSE(play(good).diff);

  SECTION("a card's hash") {
    dm::Replay r = good;
    change_line(r, "card", 1, [](nlohmann::json& j) { j["hash"] = dm::hex_hash(std::stoull(j["hash"].get<std::string>(), nullptr, 16) ^ 1); });
    const auto run = play(r);
    CHECK(run.diff.kind == dm::ReplayDiffKind::Content);
    CHECK_THAT(run.diff.message, Catch::Contains("card avx-004 'Captain America: American Hero'") && Catch::Contains("avx.card"));
  }
  SECTION("a card missing from the content") {
    dm::Replay r = good;
    change_line(r, "card", 0, [](nlohmann::json& j) { j["id"] = "zzz-001"; });
    const auto run = play(r);
    CHECK(run.diff.kind == dm::ReplayDiffKind::Content);
    CHECK_THAT(run.diff.message, Catch::Contains("zzz-001") && Catch::Contains("not among the cards loaded"));
  }
  SECTION("the format script's hash") {
    dm::Replay r = good;
    r.scripts[0].hash ^= 1;
    CHECK_THAT(play(r).diff.message, Catch::Contains("format script") && Catch::Contains("avx-demo.lua"));
  }
  SECTION("a decision") {
    dm::Replay r = good;
    r.steps[9].key = "buy:12345";
    const auto run = play(r);
    CHECK(run.diff.kind == dm::ReplayDiffKind::Decision);
    CHECK(run.diff.step == 10);
    CHECK_THAT(run.diff.message, Catch::StartsWith("step 10 (line") && Catch::Contains("'buy:12345'") && Catch::Contains("the game offers"));
    CHECK(run.steps == 9);
  }
  SECTION("a state hash") {
    dm::Replay r = good;
    r.steps[20].hash ^= 1;
    const auto run = play(r);
    CHECK(run.diff.kind == dm::ReplayDiffKind::Hash);
    CHECK(run.diff.step == 21);
    CHECK_THAT(run.diff.message, Catch::StartsWith("step 21 ") && Catch::Contains("the state afterwards differs"));
  }
  SECTION("the start's hash, and the seed") {
    dm::Replay r = good;
    r.seed += 1;
    const auto run = play(r);
    CHECK(run.diff.kind == dm::ReplayDiffKind::Hash);
    CHECK(run.diff.step == 0);
  }
  SECTION("a replay cut short of the game's end, and one that goes on after it") {
    dm::Replay r = good;
    r.steps.pop_back();
    CHECK(play(r).diff.kind == dm::ReplayDiffKind::End);
    r = good;
    r.steps.push_back(r.steps.back());
    CHECK_THAT(play(r).diff.message, Catch::Contains("the game is already over"));
  }
  SECTION("stopping early is no difference") {
    dm::MatchReplayOptions o;
    o.stop_after = 12;
    const auto run = play(good, o);
    CHECK_FALSE(run.diff);
    CHECK(run.steps == 12);
    CHECK(run.match->hash() == good.steps[11].hash);
  }
}

TEST_CASE("replay: the reader refuses what no writer makes, naming line and column, and never throws") {
  const std::string text = dm::replay_text(record("avx-demo", 5));
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
  // A replay recorded at one table plays again at another (other addresses, other Lua states)
  // with the same hashes step by step: nothing pointer-like enters the state's hash, so replays
  // hold across builds and threads.
  const dm::Replay r = record("rainbow-draft", 4);
  std::vector<std::uint64_t> seen;
  dm::MatchReplayOptions o;
  o.on_step = [&](const dm::Match& g, std::size_t) { seen.push_back(g.hash()); };
  const auto run = play(r, o);
  INFO(run.diff.message);
  CHECK_FALSE(run.diff);
  REQUIRE(seen.size() == r.steps.size());
  for (std::size_t i = 0; i < seen.size(); i += 25) CHECK(seen[i] == r.steps[i].hash);
  // A clone, made and played on, hashes as the game it was cloned from.
  CHECK(run.match->clone()->hash() == run.match->hash());
}
