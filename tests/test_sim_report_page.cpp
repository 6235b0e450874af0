// The HTML page of `dice sim --report` as a browser shows it: headless Chromium (installed by
// setup.sh) loads it without errors, its DOM carries the run's numbers as --json gives them,
// and its screenshot is a picture, not an empty page.
#include <cstdio>
#include <nlohmann/json.hpp>

#include "tests/browser_support.hpp"

using namespace dm::test;

namespace {

std::string pct(double d) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f%%", 100.0 * d);
  return buf;
}

}  // namespace

TEST_CASE("sim report: headless Chromium renders the page with the run's numbers and no errors") {
  const std::string browser = chromium();
  if (browser.empty()) FAIL("chromium is not installed (setup.sh installs Debian's chromium package)");
  TempDir dir;
  const std::string page = dir / "report.html";
  auto sim = run_tool(DM_DICE_BIN, "sim --format constructed --teams tests/teams/good/c_full.team,tests/teams/good/c_small.team "
                                   "--agents greedy,random --seed 4 -n 24 --json -q --report " + page);
  INFO(sim.err);
  REQUIRE(sim.code == 0);
  const auto j = nlohmann::json::parse(sim.out);
  const std::string html = slurp(page);
  // Self-contained: nothing is fetched.
  CHECK(html.find("src=") == std::string::npos);
  CHECK(html.find("http") == std::string::npos);

  const std::string common = "timeout 90 " + browser + " --headless --no-sandbox --disable-gpu --no-first-run "
                             "--user-data-dir=" + (dir / "profile") + " --enable-logging=stderr --v=0 ";
  auto dom = run_tool(common, "--dump-dom file://" + page);
  INFO(dom.err);
  REQUIRE(dom.code == 0);
  CHECK(dom.out.find("data-page-error=") == std::string::npos);  // set by the page on an error
  CHECK(dom.err.find(":CONSOLE(") == std::string::npos);
  CHECK(dom.out.find("<span class=\"big\" id=\"games\">24</span>") != std::string::npos);
  REQUIRE(j["cards"].contains("avx-024"));
  const std::string row = "<tr id=\"card-avx-024\">";
  const auto at = dom.out.find(row);
  REQUIRE(at != std::string::npos);
  const std::string cells = dom.out.substr(at, dom.out.find("</tr>", at) - at);
  CHECK(cells.find("<td class=\"rate\">" + pct(j["cards"]["avx-024"]["rate"].get<double>()) + "</td>") != std::string::npos);
  CHECK(dom.out.find(pct(j["first_player"]["rate"].get<double>())) != std::string::npos);
  CHECK(dom.out.find("id=\"turns-histogram\"") != std::string::npos);
  CHECK(dom.out.find("<table id=\"players\">") != std::string::npos);  // teams given: player i with team i

  const std::string shot = dir / "shot.png";
  auto pic = run_tool(common, "--screenshot=" + shot + " --window-size=1000,1400 file://" + page);
  INFO(pic.err);
  REQUIRE(pic.code == 0);
  const std::string png = slurp(shot);
  REQUIRE(png.size() > 24);
  CHECK(png.substr(1, 3) == "PNG");
  CHECK(be32(png, 16) == 1000);
  CHECK(be32(png, 20) == 1400);
  // An empty white page of this size compresses to a few kilobytes; text and charts don't.
  CHECK(png.size() > 30000);
}
