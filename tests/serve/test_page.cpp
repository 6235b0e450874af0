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

// One move of the person, as a person makes it: on the table when the first option names a
// die drawn there that no other option names, else its button. What was clicked, or "".
const char* const kMove = R"JS((function () {
  var b = document.body;
  if (b.dataset.over === 'true') return 'over';
  if (b.dataset.human !== 'true') return '';
  var buttons = document.querySelectorAll('#choices button');
  if (!buttons.length) return '';
  // The first option, unless it takes back the answer before (as the API test answers).
  var first = Array.prototype.filter.call(buttons, function (x) { return x.dataset.key.indexOf('un') !== 0; })[0] || buttons[0];
  var sel = first.dataset.targets ? JSON.parse(first.dataset.targets) : [];
  if (sel.length === 1 && b.dataset.table === b.dataset.version) {
    var others = Array.prototype.some.call(buttons, function (x) {
      return x !== first && x.dataset.targets && JSON.parse(x.dataset.targets).indexOf(sel[0]) >= 0;
    });
    var frame = document.querySelector('#table iframe:not([hidden])');
    var die = frame && frame.contentDocument.querySelector(sel[0]);
    if (!others && die && die.classList.contains('dm-target')) {
      die.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      return 'die';
    }
  }
  first.click();
  return 'button';
})())JS";

// Whether the move kMove makes names one thing on the table.
const char* const kFirstOnTable = R"JS((function () {
  if (document.body.dataset.human !== 'true') return false;
  var buttons = document.querySelectorAll('#choices button');
  var first = Array.prototype.filter.call(buttons, function (x) { return x.dataset.key.indexOf('un') !== 0; })[0] || buttons[0];
  return !!first && !!first.dataset.targets && JSON.parse(first.dataset.targets).length === 1;
})())JS";

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
    int buttons = 0, dice = 0, catchups = 0;
    bool shot = false;
    for (int i = 0; i < 4000; ++i) {
      // The table is drawn once moves settle (the page waits a moment after each): a few times a
      // game it is let catch up where the move could be clicked on it, so dice are clicked too.
      if (catchups < 5 && chrome.eval(kFirstOnTable) == true) {
        ++catchups;
        chrome.wait_for("document.body.dataset.table === document.body.dataset.version", 10);
      }
      const std::string version = chrome.eval("document.body.dataset.version || ''").get<std::string>();
      const std::string did = chrome.eval(kMove).get<std::string>();
      if (did == "over") break;
      if (did == "button") ++buttons;
      if (did == "die") ++dice;
      if (did.empty()) usleep(10000);
      // Under way, with the table drawn: the picture a person sees.
      if (!shot && buttons + dice >= 6 && chrome.wait_for("document.body.dataset.table === document.body.dataset.version", 5)) {
        usleep(100000);
        const std::string png = chrome.screenshot();
        REQUIRE(png.size() > 20000);  // a drawn table, not a blank page
        CHECK(png.substr(1, 3) == "PNG");
        CHECK(be32(png, 16) == 1366);
        if (keep) spit(std::string(keep) + "/" + info.name + ".png", png);
        shot = true;
      }
      // The answer is taken before the next click (an error would leave the version as it was).
      if (did == "button" || did == "die")
        REQUIRE(chrome.wait_for("document.body.dataset.version !== '" + version + "' || document.getElementById('error').textContent !== ''"));
      REQUIRE(chrome.eval("document.getElementById('error').textContent") == "");
    }
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
