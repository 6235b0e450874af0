// The viewer page's hero duel table: each hero's health, combat points, status tokens, the
// dice it last rolled and its cards (counted), from the game's own `state` lines; the frame
// (viewer_frame_script.cpp) runs the controls. Text in the data is markup-escaped by the
// recorder.
#include "engine/view/viewer_page.hpp"

namespace dm::view {

extern const char* const kDuelViewerStyle = R"CSS(
.heroes{display:grid;gap:12px;grid-template-columns:1fr 1fr}
.hero .stats{display:flex;gap:14px;padding:8px;font-size:14px}
.hero .health{font-weight:700;font-size:20px}
.hero .dice{display:flex;gap:6px;padding:0 8px 8px}
.ddie{min-width:34px;height:34px;padding:0 3px;font-size:11px;border-radius:7px;background:#f4ecd8;border:1px solid #555;display:flex;align-items:center;
  justify-content:center;font-weight:700}
.hero.out{opacity:.45}
.token{display:inline-block;margin:0 4px 4px 8px;padding:1px 6px;border-radius:9px;background:#6b3fa0;color:#fff;font-size:11px}
)CSS";

extern const char* const kDuelViewerScript = R"JS(
(function () {
  'use strict';
  var D = JSON.parse(document.getElementById('game-data').textContent);
  var H = D.head, T = D.texts;
  var $ = function (id) { return document.getElementById(id); };
  function who(p) { return 'P' + (p + 1); }
  var agents = H.agents || [];
  $('title').innerHTML = 'Hero duel &#183; ' + (H.format || '');
  $('subtitle').innerHTML = 'seed ' + H.seed + ' &#183; ' + agents.map(function (a, i) { return who(i) + ' ' + a; }).join(' vs ');
  var side = document.querySelector('aside .pane:last-child h2');
  if (side) side.textContent = 'Health';

  function renderHeroes(st, decider) {
    var n = (st.players || []).length;
    // Two to a row for a duel, three for more: six heroes in two rows.
    return '<div class="heroes" style="grid-template-columns:repeat(' + (n > 2 ? 3 : 2) + ',1fr)">' + (st.players || []).map(function (pl, p) {
      var out = n > 2 && pl.health === 0;
      var tokens = Object.keys(pl.tokens || {}).map(function (k) { return '<span class="token">' + k + ' &#215;' + pl.tokens[k] + '</span>'; }).join('');
      var tags = (decider === p ? '<span class="tag decides">decides</span>' : '') + (st.active === p ? '<span class="tag">active</span>' : '') +
        (out ? '<span class="tag">out</span>' : '');
      return '<div class="player hero side' + (p % 2) + (out ? ' out' : '') + '" id="player-' + p + '"><div class="phead"><span class="who">' + who(p) +
        '</span><span class="agent">' + (agents[p] || '') + '</span><span class="hero">' + pl.hero + '</span>' + tags + '</div>' +
        '<div class="stats"><span class="health" id="p' + p + '-health">' + pl.health + '</span><span>' + pl.cp + ' CP</span><span>hand ' +
        pl.hand + ', deck ' + pl.deck + ', discard ' + pl.discard + '</span></div><div>' + tokens + '</div><div class="dice">' +
        (pl.dice || []).map(function (f) { return '<div class="ddie">' + f + '</div>'; }).join('') + '</div></div>';
    }).join('') + '</div>';
  }

  function renderHealth(st) {
    var rows = '<tr><th>player</th><th>hero</th><th class="n">health</th></tr>';
    (st.players || []).forEach(function (pl, p) {
      rows += '<tr><td>' + who(p) + '</td><td>' + pl.hero + '</td><td class="n" id="health-' + p + '">' + pl.health + '</td></tr>';
    });
    $('cards').innerHTML = rows;
  }

  if (!D.steps.length) {
    $('players').innerHTML = '<p>No step of this game was recorded.</p>';
    return;
  }
  viewerFrame({
    steps: D.steps.map(function (s) {
      return { turn: s.turn, phase: 'Turn ' + s.s.turn + ' \u00b7 ' + s.s.phase, decider: s.p, prompt: s.q >= 0 ? T[s.q] : '',
               choice: s.c === undefined ? '' : T[s.c], lines: (s.x || []).map(function (i) { return T[i]; }) };
    }),
    result: D.result || '',
    render: function (i) {
      var s = D.steps[i];
      $('players').innerHTML = renderHeroes(s.s, s.p);
      renderHealth(s.s);
    }
  });
})();
)JS";

}  // namespace dm::view
