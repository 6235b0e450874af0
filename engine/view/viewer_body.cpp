// The viewer page's fixed markup: the control bar, the panes the script fills in, and the
// drawings (energy symbols, icons) that dice and buttons refer to, defined once.
#include "engine/view/viewer_page.hpp"

namespace dm::view {

const char* const kViewerBody = R"HTML(<header id="bar">
<div class="row"><h1 id="title"></h1><span id="subtitle" class="muted"></span><span id="result"></span></div>
<div class="row controls">
<button id="first" title="First step (Home)"><svg><use href="#i-first"/></svg></button>
<button id="prev-turn" title="Previous turn (Page Up)"><svg><use href="#i-back-turn"/></svg></button>
<button id="prev" title="Step back (Left arrow)"><svg><use href="#i-prev"/></svg></button>
<button id="play" title="Play or pause (Space)"><svg><use id="play-icon" href="#i-play"/></svg></button>
<button id="next" title="Step forward (Right arrow)"><svg><use href="#i-next"/></svg></button>
<button id="next-turn" title="Next turn (Page Down)"><svg><use href="#i-fwd-turn"/></svg></button>
<button id="last" title="Last step (End)"><svg><use href="#i-last"/></svg></button>
<input id="slider" type="range" min="0" max="0" value="0" aria-label="step">
<label>Turn <select id="turn"></select></label>
<label>Speed <select id="speed"><option value="1">1 step/s</option><option value="2" selected>2 steps/s</option><option value="4">4 steps/s</option><option value="8">8 steps/s</option><option value="20">20 steps/s</option></select></label>
</div>
<div class="row status">Step <b id="step-no">0</b>&#8201;/&#8201;<span id="step-max">0</span> <span class="sep"></span> Turn <b id="turn-no">0</b> <span class="sep"></span> <span id="phase"></span> <span class="sep"></span> <span id="deciding"></span></div>
</header>
<main>
<section id="players"></section>
<aside>
<div class="pane"><h2>This step</h2><div id="choice"></div><div id="lines"></div></div>
<div class="pane"><h2>Cards on the table</h2><table id="cards"></table></div>
</aside>
</main>
)HTML";

// Energy symbols are drawn in currentColor, so a die colours them with its own text colour.
const char* const kViewerSymbols = R"HTML(<svg width="0" height="0" style="position:absolute" aria-hidden="true"><defs>
<symbol id="s-fist" viewBox="0 0 24 24"><rect x="4" y="3" width="3.6" height="8.4" rx="1.7"/><rect x="8" y="2.4" width="3.6" height="9" rx="1.7"/><rect x="12" y="2.6" width="3.6" height="8.8" rx="1.7"/><rect x="16" y="3.6" width="3.6" height="7.8" rx="1.7"/><rect x="3.4" y="11.9" width="11.4" height="3.2" rx="1.6"/><rect x="15.3" y="11.9" width="4.3" height="3.2" rx="1"/><path d="M5 15.7h14.6v2.3c0 2.2-1.6 3.8-3.8 3.8H8.8C6.6 21.8 5 20.2 5 18z"/></symbol>
<symbol id="s-bolt" viewBox="0 0 24 24"><polygon points="14.5,1.2 4.2,13.6 10.8,13.6 9.2,22.8 19.8,9.6 13.2,9.6"/></symbol>
<symbol id="s-mask" viewBox="0 0 24 24"><path fill-rule="evenodd" d="M1.3 9C1.3 6 5.2 5 9 6.3c1.5.5 2.2 1.1 3 1.1s1.5-.6 3-1.1C18.8 5 22.7 6 22.7 9c0 4.4-3 8.1-6.6 7.6-2-.3-2.9-2.3-4.1-2.3s-2.1 2-4.1 2.3C4.3 17.1 1.3 13.4 1.3 9zM4.3 10.4a2.8 1.8 0 1 0 5.6 0a2.8 1.8 0 1 0-5.6 0zM14.1 10.4a2.8 1.8 0 1 0 5.6 0a2.8 1.8 0 1 0-5.6 0z"/></symbol>
<symbol id="s-shield" viewBox="0 0 24 24"><path fill-rule="evenodd" d="M12 1.6l8.7 3.1v6.4c0 5.5-3.8 9.6-8.7 11.4-4.9-1.8-8.7-5.9-8.7-11.4V4.7zM12 5.2l-5.4 1.9v4.1c0 3.5 2.3 6.2 5.4 7.5z"/></symbol>
<symbol id="s-burst" viewBox="0 0 24 24"><polygon points="12,1 14.6,8 22,6.8 17.2,12.4 21.2,19 13.8,17.3 12,23 10.2,17.3 2.8,19 6.8,12.4 2,6.8 9.4,8"/></symbol>
<symbol id="s-heart" viewBox="0 0 24 24"><path d="M12 21.2C5.1 15.8 1.8 12.3 1.8 8.1a5 5 0 0 1 10.2-2.3 5 5 0 0 1 10.2 2.3c0 4.2-3.3 7.7-10.2 13.1z"/></symbol>
<symbol id="s-bag" viewBox="0 0 24 24"><path d="M8.2 2.5h7.6l-2.1 3.4c4.4 1.7 7.6 6.1 7.6 10.4 0 3.9-3.2 5.7-9.3 5.7s-9.3-1.8-9.3-5.7c0-4.3 3.2-8.7 7.6-10.4z"/></symbol>
<symbol id="i-first" viewBox="0 0 24 24"><rect x="4" y="5" width="2.6" height="14"/><polygon points="19,5 19,19 8.5,12"/></symbol>
<symbol id="i-last" viewBox="0 0 24 24"><rect x="17.4" y="5" width="2.6" height="14"/><polygon points="5,5 5,19 15.5,12"/></symbol>
<symbol id="i-prev" viewBox="0 0 24 24"><polygon points="16,4.5 16,19.5 6,12"/></symbol>
<symbol id="i-next" viewBox="0 0 24 24"><polygon points="8,4.5 8,19.5 18,12"/></symbol>
<symbol id="i-back-turn" viewBox="0 0 24 24"><polygon points="12,5 12,19 3,12"/><polygon points="21,5 21,19 12,12"/></symbol>
<symbol id="i-fwd-turn" viewBox="0 0 24 24"><polygon points="3,5 3,19 12,12"/><polygon points="12,5 12,19 21,12"/></symbol>
<symbol id="i-play" viewBox="0 0 24 24"><circle cx="12" cy="12" r="10.5"/><polygon points="9.5,7 9.5,17 17.5,12" fill="#fff"/></symbol>
<symbol id="i-pause" viewBox="0 0 24 24"><circle cx="12" cy="12" r="10.5"/><rect x="8" y="7" width="2.8" height="10" fill="#fff"/><rect x="13.2" y="7" width="2.8" height="10" fill="#fff"/></symbol>
</defs></svg>
)HTML";

}  // namespace dm::view
