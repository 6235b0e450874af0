#include "engine/serve/play_page.hpp"

#include "engine/view/viewer_page.hpp"

namespace dm::serve {

const char* const kPlayBody = R"HTML(<header id="top">
<h1>dice</h1><span id="top-title" class="muted">play a game against agents, or each other</span>
<span id="status" role="status"></span>
</header>
<section id="lobby" aria-labelledby="lobby-h">
<form id="new-game" class="card">
<h2 id="lobby-h">New game</h2>
<div class="grid">
<label for="game">Game</label><select id="game"></select>
<label for="format">Format</label><select id="format"></select>
</div>
<p id="format-text" class="muted"></p>
<fieldset id="format-options"><legend>Options</legend><div class="grid" id="option-list"></div></fieldset>
<fieldset id="seat-list"><legend>Seats</legend><div class="grid" id="seats"></div></fieldset>
<div class="grid">
<label for="seed">Seed</label><input id="seed" inputmode="numeric" autocomplete="off" placeholder="random">
<label for="step-ms">Agents move</label><select id="step-ms"><option value="0">at once</option><option value="400">every 0.4 s</option><option value="1000">every second</option><option value="3000">every 3 seconds</option></select>
</div>
<p><button type="submit" id="start">Start the game</button></p>
<p id="lobby-error" class="error" role="alert"></p>
</form>
</section>
<section id="play" hidden>
<div id="table" aria-label="the table"><iframe id="view-a" title="the table"></iframe><iframe id="view-b" title="the table" hidden></iframe></div>
<aside id="side">
<div class="card">
<div id="result" role="status"></div>
<div id="who" class="muted"></div>
<h2 id="prompt"></h2>
<p id="error" class="error" role="alert"></p>
<div id="pick" hidden><span id="picked"></span> <button type="button" id="pick-go">Choose the dice picked</button> <button type="button" id="pick-clear">Clear</button></div>
<div id="choices" role="group" aria-labelledby="prompt"></div>
<form id="key-form"><label for="key" class="muted">Key or part of an option (Enter chooses the first shown; / goes here)</label><input id="key" autocomplete="off"></form>
</div>
<div class="card row" id="tools">
<button type="button" id="undo" title="Back to before your last answer (u)">Undo</button>
<a id="replay-link" href="#" download>Replay</a>
<a id="log-link" href="#" download>Log</a>
<button type="button" id="new" title="Back to choosing a game (n)">New game</button>
</div>
<div class="card"><h2>What happened</h2><div id="narration" aria-live="polite"></div></div>
</aside>
</section>
)HTML";

const std::string& play_page_html() {
  static const std::string page = std::string(
      "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\">"
      "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>dice: play</title><style>") +
      kPlayStyle + "</style>" + view::kPageErrorMark + "</head><body>" + kPlayBody + "<script>" + kPlayScript + "</script></body></html>\n";
  return page;
}

}  // namespace dm::serve
