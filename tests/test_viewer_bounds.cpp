// A viewer page is bounded (limits::kViewerStepBytes): a game too long for it keeps a sample of
// its steps (one in two, in four, ...; Dice Masters' page its first steps), always the last,
// every line told up to a bound, and says so at its top, where a person reading it sees it.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <nlohmann/json.hpp>

#include "dm/game_log.hpp"
#include "dm/games.hpp"
#include "dm/rng.hpp"
#include "engine/module/game_module.hpp"
#include "engine/view/viewer_match.hpp"
#include "tests/browser_support.hpp"
#include "tests/cli_support.hpp"

using namespace dm;
using namespace dm::test;
using json = nlohmann::json;

namespace {

json page_data(const std::string& html) {
  const std::string open = "<script id=\"game-data\" type=\"application/json\">";
  auto a = html.find(open);
  REQUIRE(a != std::string::npos);
  a += open.size();
  return json::parse(html.substr(a, html.find("</script>", a) - a));
}

// A random game of `module`'s default format recorded by the shared recorder with `budget`
// bytes; the page, and the steps the game took.
std::pair<std::string, std::uint64_t> record(const GameModule& module, std::uint64_t budget) {
  const auto table = module.type->open(module.type->info().default_format, {});
  auto m = table->start(2, {});
  const std::string start = game_start_line(*m, module.type->info().default_format, 2, {"random", "random"});
  view::MatchViewerRecorder rec(*module.view, *m, json::parse(start), budget);
  m->set_log([&](const std::string& line) { rec.event(line); });
  rec.event(start);
  m->advance();
  rec.step(*m);
  Rng rng(2);
  std::uint64_t steps = 1;
  while (!m->over()) {
    REQUIRE_FALSE(m->apply(static_cast<int>(rng.below(static_cast<std::uint64_t>(m->option_count())))));
    rec.step(*m);
    ++steps;
  }
  rec.event(game_over_line(*m));
  return {rec.page(), steps};
}

}  // namespace

TEST_CASE("viewer: a game too long for its page keeps one step in 2^k, the first and the last, and says so", "[viewer][limits]") {
  int checked = 0;
  for (const GameModule* module : game_modules()) {
    if (!module->view || module->view->page || !module->view->table_script) continue;  // a recorder of its own
    INFO(module->type->info().name);
    const auto [whole, steps] = record(*module, limits::kViewerStepBytes);
    CHECK(whole.find("id=\"page-note\"") == std::string::npos);
    const auto [cut, steps_again] = record(*module, 800);
    REQUIRE(steps_again == steps);
    const json data = page_data(cut), all = page_data(whole);
    CHECK(all["steps"].size() == steps);
    const auto kept = data["steps"].size();
    CHECK(kept < steps);
    CHECK(kept >= 2);
    CHECK(cut.find("id=\"page-note\"") != std::string::npos);
    CHECK(cut.find("This game was too long to keep every step: the page shows one step in ") != std::string::npos);
    // The first and the last are the game's own: the start, and the end with nobody deciding.
    CHECK(data["steps"][0]["s"] == all["steps"][0]["s"]);
    CHECK(data["steps"].back()["s"] == all["steps"].back()["s"]);
    CHECK(data["steps"].back()["p"] == kNone);
    CHECK(data["result"] == all["result"]);
    // Every line told is still there, gathered into the steps kept, or counted by the note that
    // stands for those a step gathering too many of them leaves out ("… 12 lines not kept …").
    std::size_t told = 0, told_whole = 0;
    const std::string not_kept = " lines not kept on this page";
    for (const auto& st : data["steps"])
      for (const auto& id : st["x"]) {
        const std::string text = data["texts"][id.get<std::size_t>()].get<std::string>();
        const auto at = text.find(not_kept);
        told += at == std::string::npos ? 1 : std::stoul(text.substr(text.find(' ') + 1));
      }
    for (const auto& st : all["steps"]) told_whole += st["x"].size();
    CHECK(told == told_whole);
    ++checked;
  }
  CHECK(checked >= 2);
}

TEST_CASE("viewer: the note on a page too long to keep whole is what a person sees above the table", "[viewer][limits]") {
  if (chromium().empty()) FAIL("chromium is not installed (setup.sh installs Debian's chromium package)");
  for (const GameModule* module : game_modules()) {
    if (!module->view || module->view->page || !module->view->table_script) continue;
    INFO(module->type->info().name);
    TempDir dir;
    const std::string page = dir / "game.html";
    spit(page, record(*module, 800).first);
    // To look at it: DM_TEST_PAGES=DIR keeps a copy.
    if (const char* keep = std::getenv("DM_TEST_PAGES")) spit(std::string(keep) + "/long-game.html", slurp(page));
    auto r = run_tool("timeout 90 " + chromium() + " --headless --no-sandbox --disable-gpu --disable-quic --no-first-run "
                      "--disable-background-networking --disable-component-update --disable-sync --user-data-dir=" +
                          (dir / "profile") + " --enable-logging=stderr --v=0 ",
                      "--dump-dom 'file://" + page + "#step=1'");
    REQUIRE(r.code == 0);
    CHECK(r.out.find("data-page-error=") == std::string::npos);
    CHECK(r.out.find("This game was too long to keep every step") != std::string::npos);
    break;  // one game's page is enough to see the frame's note; every game's data is checked above
  }
}
