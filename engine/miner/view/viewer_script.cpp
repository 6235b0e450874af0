// The viewer page's Dice Miner table: the mountain drawn as the slanted pyramid it is (each
// row resting on the one below, top dice outlined, skirt dice marked), each player's hero,
// trove and total, and the scores beside them. Every step is the game's own `state` line; the
// frame (viewer_frame_script.cpp) runs the controls. Text in the data is markup-escaped by
// the recorder.
#include "engine/view/viewer_page.hpp"

namespace dm::view {

extern const char* const kMinerViewerStyle = R"CSS(
#mountain{background:#8a7a62;border-radius:10px;padding:12px 10px 8px;box-shadow:inset 0 -10px 20px rgba(0,0,0,.18)}
#mountain h3{margin:0 0 8px;color:#f4ecd8;font-size:13px;font-weight:600}
#mountain .mrow{display:flex;justify-content:center;gap:6px;margin:0 0 6px}
.mspot{width:58px;height:62px;box-sizing:border-box;padding-bottom:4px;border-radius:8px;background:rgba(0,0,0,.15);display:flex;align-items:flex-end;justify-content:center;position:relative}
.mspot .n{position:absolute;left:4px;top:2px;font-size:9px;color:#f4ecd8;opacity:.8}
.mdie{width:52px;height:46px;box-sizing:border-box;padding:0 1px;overflow:hidden;overflow-wrap:break-word;border-radius:8px;display:flex;
  flex-direction:column;align-items:center;justify-content:center;font-weight:700;font-size:10px;line-height:1.1;
  box-shadow:0 2px 2px rgba(0,0,0,.3);border:2px solid transparent;text-align:center}
.mdie small{font-weight:400;font-size:9px;opacity:.85}
.mdie.top{border-color:#ffe27a}
.mdie.skirt{border-color:#ffffff;border-style:dashed}
.mdie.spent{opacity:.45}
.mdie.kept::after{content:"kept";position:absolute;margin-top:38px;font-size:8px;color:#222;background:#ffe27a;border-radius:3px;padding:0 2px}
.k-tunnel{background:#6d4c33;color:#f6e7cf}.k-hazard{background:#b23a2e;color:#fff}.k-tool{background:#4b5563;color:#fff}
.k-treasure{background:#d4a017;color:#2b2100}.k-magic{background:#6b3fa0;color:#fff}.k-other{background:#2f7d6b;color:#fff}
.troves{display:grid;gap:12px;grid-template-columns:1fr 1fr;margin-top:12px}
.trove .dice{display:flex;flex-wrap:wrap;gap:6px;padding:8px}
.trove .hero{font-size:12px;color:#555;margin-left:6px}
.trove .total{margin-left:auto;font-weight:700;font-size:15px}
.trove .hero-face{outline:2px dotted #333;outline-offset:1px}
)CSS";

extern const char* const kMinerViewerScript = R"JS(
(function () {
  'use strict';
  var D = JSON.parse(document.getElementById('game-data').textContent);
  var H = D.head, T = D.texts;
  var $ = function (id) { return document.getElementById(id); };
  function who(p) { return 'P' + (p + 1); }
  var spots = H.mountain || [], heroes = H.heroes || [];
  var players = typeof H.players === 'number' ? H.players : 0;
  var agents = H.agents || [];
  // A spot's row: one above the highest spot it rests on (spots are numbered from 1).
  var row = spots.map(function () { return 0; });
  spots.forEach(function (s, i) {
    (s.rests_on || []).forEach(function (b) { row[i] = Math.max(row[i], row[b - 1] + 1); });
  });
  var rows = row.length ? Math.max.apply(null, row) + 1 : 0;
  var above = spots.map(function () { return []; });
  spots.forEach(function (s, i) { (s.rests_on || []).forEach(function (b) { above[b - 1].push(i); }); });
  var KINDS = { tunnel: 1, hazard: 1, tool: 1, treasure: 1, magic: 1 };

  $('title').innerHTML = 'Dice Miner &#183; ' + (H.format || '');
  $('subtitle').innerHTML = 'seed ' + H.seed + ' &#183; ' + agents.map(function (a, i) { return who(i) + ' ' + a; }).join(' vs ');
  var side = document.querySelector('aside .pane:last-child h2');
  if (side) side.textContent = 'Scores';

  function die(d, cls) {
    var k = KINDS[d.kind] ? d.kind : 'other';
    return '<div class="mdie k-' + k + (cls || '') + (d.spent ? ' spent' : '') + (d.kept ? ' kept' : '') +
      '" id="die-' + d.die + '" title="' + d.kind + ' ' + d.face + ' (#' + d.die + ')">' + d.face +
      '<small>' + d.kind + '</small></div>';
  }

  function renderMountain(st) {
    var m = st.mountain || [];
    var html = '<div id="mountain"><h3>The mountain &#183; ' + (st.bag || 0) + ' dice in the bag</h3>';
    for (var r = rows - 1; r >= 0; r--) {
      html += '<div class="mrow">';
      spots.forEach(function (s, i) {
        if (row[i] !== r) return;
        var d = m[i], cls = '';
        if (d) {
          var covered = above[i].filter(function (j) { return m[j]; }).length;
          cls = covered === 0 ? ' top' : covered < above[i].length ? ' skirt' : '';
        }
        html += '<div class="mspot" id="spot-' + (i + 1) + '"><span class="n">' + (i + 1) + '</span>' + (d ? die(d, cls) : '') + '</div>';
      });
      html += '</div>';
    }
    return html + '</div>';
  }

  function renderTroves(st, decider) {
    return '<div class="troves">' + (st.players || []).map(function (pl, p) {
      var dice = (pl.trove || []).map(function (d) { return die(d, ''); }).join('');
      var tags = '';
      if (decider === p) tags += '<span class="tag decides">decides</span>';
      if (st.first === p) tags += '<span class="tag">first</span>';
      return '<div class="player trove side' + (p % 2) + '" id="player-' + p + '"><div class="phead"><span class="who">' + who(p) +
        '</span><span class="agent">' + (agents[p] || '') + '</span><span class="hero">' + (pl.hero || 'no hero yet') + '</span>' + tags +
        '<span class="total" id="p' + p + '-total">' + pl.total + '</span></div><div class="dice" id="p' + p + '-trove">' +
        (dice || '<span class="muted">no dice</span>') + '</div></div>';
    }).join('') + '</div>';
  }

  function renderScores(st) {
    var rowsHtml = '<tr><th>player</th><th>hero</th><th class="n">last scoring</th><th class="n">total</th></tr>';
    (st.players || []).forEach(function (pl, p) {
      rowsHtml += '<tr><td>' + who(p) + '</td><td>' + (pl.hero || '') + '</td><td class="n">' + pl.round_score +
        '</td><td class="n" id="score-' + p + '">' + pl.total + '</td></tr>';
    });
    $('cards').innerHTML = rowsHtml;
  }

  if (!D.steps.length) {
    $('players').innerHTML = '<p>No step of this game was recorded.</p>';
    return;
  }
  viewerFrame({
    steps: D.steps.map(function (s) {
      var st = s.s;
      return { turn: s.turn, phase: 'Round ' + st.round + ' \u00b7 ' + st.phase + (st.tiebreak ? ' (tie-break ' + st.tiebreak + ')' : ''),
               decider: s.p, prompt: s.q >= 0 ? T[s.q] : '', choice: s.c === undefined ? '' : T[s.c],
               lines: (s.x || []).map(function (i) { return T[i]; }) };
    }),
    result: D.result || '',
    render: function (i) {
      var s = D.steps[i];
      $('players').innerHTML = renderMountain(s.s) + renderTroves(s.s, s.p);
      renderScores(s.s);
    }
  });
})();
)JS";

}  // namespace dm::view
