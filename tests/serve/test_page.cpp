// The play page of dice serve in headless Chromium, for every listed game: a game chosen in the
// lobby (a person at seat 1, random agents at the others) is played to its end by clicking the
// first option each time (but one that takes back the answer before), or the die on the table
// that stands for it; the table is the game's
// own viewer page, drawn without an error; the page ends with the result. A screenshot of each
// game under way is a picture (kept in $DM_SERVE_SHOTS when set, to look at).
#include <cstdlib>
#include <filesystem>

#include "dm/games.hpp"
#include "tests/serve/cdp.hpp"
#include "tests/serve/support.hpp"

using namespace dm::test;
using nlohmann::json;

namespace {

// The person's moves, made in the page as a person makes them, until the game ends or `limit`
// moves are made: the first option each time (but one that takes back the answer before), on
// the table when it names a die drawn there that no other option names, else by its button.
// The table is drawn once moves settle (the page waits a moment after each): a few times a game
// it is let catch up where the move could be clicked on it, so dice are clicked too. Each move
// waits for its answer; the counts of what was clicked, and any error the page shows.
std::string moves(int limit, int catchups) {
  return R"JS((async function () {
  var b = document.body, out = { buttons: 0, dice: 0, catchups: 0, over: false, error: '' };
  var sleep = function (ms) { return new Promise(function (r) { setTimeout(r, ms); }); };
  var until = async function (f, ms) {
    for (var end = Date.now() + ms; Date.now() < end; await sleep(10)) if (f()) return true;
    return false;
  };
  var errorShown = function () { return document.getElementById('error').textContent; };
  while (out.buttons + out.dice < )JS" + std::to_string(limit) + R"JS() {
    var ready = await until(function () {
      return b.dataset.over === 'true' || (b.dataset.human === 'true' && document.querySelector('#choices button'));
    }, 20000);
    if (!ready) { out.error = 'no person was asked, and the game did not end'; break; }
    if (b.dataset.over === 'true') { out.over = true; break; }
    var buttons = document.querySelectorAll('#choices button');
    var first = Array.prototype.filter.call(buttons, function (x) { return x.dataset.key.indexOf('un') !== 0; })[0] || buttons[0];
    var sel = first.dataset.targets ? JSON.parse(first.dataset.targets) : [];
    var others = Array.prototype.some.call(buttons, function (x) {
      return x !== first && x.dataset.targets && JSON.parse(x.dataset.targets).indexOf(sel[0]) >= 0;
    });
    var onTable = sel.length === 1 && !others;
    if (onTable && out.catchups < )JS" + std::to_string(catchups) + R"JS() {
      out.catchups++;
      await until(function () { return b.dataset.table === b.dataset.version; }, 10000);
    }
    var before = b.dataset.version, frame = document.querySelector('#table iframe:not([hidden])'), die = null;
    if (onTable && b.dataset.table === b.dataset.version && frame) die = frame.contentDocument.querySelector(sel[0]);
    if (die && die.classList.contains('dm-target')) {
      die.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      out.dice++;
    } else {
      first.click();
      out.buttons++;
    }
    if (!await until(function () { return b.dataset.version !== before || errorShown(); }, 20000)) { out.error = 'no answer'; break; }
    if (errorShown()) { out.error = errorShown(); break; }
  }
  out.over = b.dataset.over === 'true';
  return out;
})())JS";
}

// Errors of the page or of the table's page, as they marked them.
const char* const kErrors = R"JS((function () {
  var e = document.documentElement.getAttribute('data-page-error') || '';
  document.querySelectorAll('#table iframe').forEach(function (f) {
    var d = f.contentDocument;
    if (d && d.documentElement) e += d.documentElement.getAttribute('data-page-error') || '';
  });
  return e;
})())JS";

}  // namespace

TEST_CASE("serve: the page plays every listed game to its end in Chromium, clicking options and dice", "[serve][browser]") {
  Served s;
  TempDir dir;
  Chrome chrome(dir / "profile");
  const char* keep = std::getenv("DM_SERVE_SHOTS");
  for (const dm::GameType* t : dm::game_types()) {
    const dm::GameInfo& info = t->info();
    INFO(info.name);
    chrome.go(s.base() + "/");
    REQUIRE(chrome.wait_for("document.body.dataset.ready === 'true'"));
    // The lobby: the game, its default format, a person at seat 1, random agents elsewhere.
    chrome.eval("(function(){var g=document.getElementById('game');g.value='" + info.name +
                "';g.dispatchEvent(new Event('change'));document.getElementById('seed').value='11';"
                "document.querySelectorAll('#seats select').forEach(function(s,i){s.value=i?'random':'human'});"
                "document.getElementById('start').click();return true})()");
    REQUIRE(chrome.wait_for("/game=/.test(location.hash) && document.body.dataset.version !== undefined"));
    const auto started = std::chrono::steady_clock::now();
    // A few moves, then a picture of the game under way with its table drawn, then to the end.
    const json early = chrome.eval(moves(6, 2), 120);
    INFO(early.dump());
    REQUIRE(early["error"] == "");
    if (!early["over"].get<bool>()) {
      REQUIRE(chrome.wait_for("document.body.dataset.table === document.body.dataset.version", 10));
      usleep(100000);
      const std::string png = chrome.screenshot();
      CHECK(png.size() > 20000);  // a drawn table, not a blank page
      CHECK(png.substr(1, 3) == "PNG");
      CHECK(be32(png, 16) == 1366);
      if (keep) spit(std::string(keep) + "/" + info.name + ".png", png);
    }
    const json rest = early["over"].get<bool>() ? early : chrome.eval(moves(4000, 3), 240);
    INFO(rest.dump());
    REQUIRE(rest["error"] == "");
    const int buttons = early["buttons"].get<int>() + (early["over"].get<bool>() ? 0 : rest["buttons"].get<int>());
    const int dice = early["dice"].get<int>() + (early["over"].get<bool>() ? 0 : rest["dice"].get<int>());
    const bool shot = !early["over"].get<bool>();
    REQUIRE(chrome.eval("document.body.dataset.over") == "true");
    CHECK(buttons + dice > 0);
    CHECK_FALSE(chrome.eval("document.getElementById('result').textContent").get<std::string>().empty());
    REQUIRE(chrome.wait_for("document.body.dataset.table === document.body.dataset.version", 10));
    // The table of the end, drawn by the game's own script in the frame.
    CHECK(chrome.eval("document.querySelector('#table iframe:not([hidden])').contentDocument.getElementById('players').children.length > 0") ==
          true);
    CHECK(chrome.eval(kErrors) == "");
    if (info.name == "dice-miner") CHECK(dice > 0);  // its spots are clicked on the table
    WARN(info.name << ": " << buttons << " buttons and " << dice << " dice clicked in "
                   << std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - started).count() << " ms");
    if (keep && !shot) spit(std::string(keep) + "/" + info.name + ".png", chrome.screenshot());
  }
}
