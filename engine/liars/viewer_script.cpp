// The viewer page's Liar's Dice table: the bid standing, each player's cup and the dice in
// play, from the game's own `state` lines; the frame (tools/dice/viewer_frame_script.cpp) runs
// the controls. The page is the record of a game seen afterwards, as the log is, so every cup
// is drawn with its faces, dashed as dice still under the cup; the dice that count for the bid
// standing are outlined, and the wild face marked. Text in the data is markup-escaped by the
// recorder.
#include "engine/liars/liars.hpp"

namespace dm::liars {

namespace {

const char* const kStyle = R"CSS(
.cups{display:grid;gap:12px;grid-template-columns:1fr 1fr 1fr}
.cup .dice{display:flex;flex-wrap:wrap;gap:6px;padding:8px}
.ldie{width:34px;height:34px;border-radius:7px;background:#f4ecd8;border:2px dashed #8a7a62;display:flex;align-items:center;justify-content:center;
  font-weight:700;font-size:15px;color:#555}
.ldie.wild{background:#ffe27a}
.ldie.hidden{background:#5a4a3a;color:#f4ecd8;border-style:solid}
.ldie.counts{border:2px solid #2f7d6b;color:#111}
.cup.out{opacity:.45}
.cup .place{margin-left:auto;font-weight:700}
#bid{background:#8a7a62;color:#f4ecd8;border-radius:10px;padding:10px 14px;margin-bottom:12px;font-size:16px}
#bid b{font-size:20px}
)CSS";

const char* const kScript = R"JS(
(function () {
  'use strict';
  var D = JSON.parse(document.getElementById('game-data').textContent);
  var H = D.head, T = D.texts;
  var $ = function (id) { return document.getElementById(id); };
  function who(p) { return 'P' + (p + 1); }
  var agents = H.agents || [], sides = H.sides || 6, wild = H.wild !== false;
  $('title').innerHTML = 'Liar&#8217;s Dice &#183; ' + (H.format || '');
  $('subtitle').innerHTML = 'seed ' + H.seed + ' &#183; ' + agents.map(function (a, i) { return who(i) + ' ' + a; }).join(' vs ') +
    ' &#183; ' + (H.dice || 1) + ' dice of ' + sides + ' sides' + (wild ? ', ' + sides + 's wild' : '') + ' &#183; ' +
    (H.bidding || 'reset-face') + (H.classic ? ' &#183; classic' : ' &#183; one round');
  var side = document.querySelector('aside .pane:last-child h2');
  if (side) side.textContent = 'Dice';

  function renderBid(st) {
    var b = st.bid;
    return '<div id="bid">' + (b ? who(b.player) + ' bids <b>' + b.quantity + ' &#215; ' + b.face + '</b>' : 'No bid yet') +
      ' &#183; ' + st.in_play + ' dice in play</div>';
  }

  function renderCups(st, decider) {
    var face = st.bid ? st.bid.face : 0;
    return '<div class="cups">' + (st.players || []).map(function (pl, p) {
      var dice = (pl.dice || []).map(function (f) {
        // A face of 0 is a die the page's player can't see (the page of a game under way).
        if (!f) return '<div class="ldie hidden" title="under the cup">?</div>';
        var cls = (wild && f === sides ? ' wild' : '') + (face && (f === face || (wild && f === sides)) ? ' counts' : '');
        return '<div class="ldie' + cls + '">' + f + '</div>';
      }).join('');
      var tags = decider === p ? '<span class="tag decides">decides</span>' : '';
      if (st.starter === p) tags += '<span class="tag">opened</span>';
      return '<div class="player cup side' + (p % 2) + (pl.count ? '' : ' out') + '" id="player-' + p + '"><div class="phead"><span class="who">' +
        who(p) + '</span><span class="agent">' + (agents[p] || '') + '</span>' + tags +
        (pl.place ? '<span class="place">place ' + pl.place + '</span>' : '') + '</div><div class="dice" id="p' + p + '-cup">' +
        (dice || '<span class="muted">out</span>') + '</div></div>';
    }).join('') + '</div>';
  }

  function renderCounts(st) {
    var rows = '<tr><th>player</th><th class="n">dice</th><th class="n">place</th></tr>';
    (st.players || []).forEach(function (pl, p) {
      rows += '<tr><td>' + who(p) + '</td><td class="n" id="dice-' + p + '">' + pl.count + '</td><td class="n">' + (pl.place || '') + '</td></tr>';
    });
    $('cards').innerHTML = rows;
  }

  if (!D.steps.length) {
    $('players').innerHTML = '<p>No step of this game was recorded.</p>';
    return;
  }
  viewerFrame({
    steps: D.steps.map(function (s) {
      return { turn: s.turn, phase: 'Round ' + s.s.round + ' \u00b7 ' + s.s.phase, decider: s.p, prompt: s.q >= 0 ? T[s.q] : '',
               choice: s.c === undefined ? '' : T[s.c], lines: (s.x || []).map(function (i) { return T[i]; }) };
    }),
    result: D.result || '',
    render: function (i) {
      var s = D.steps[i];
      $('players').innerHTML = renderBid(s.s) + renderCups(s.s, s.p);
      renderCounts(s.s);
    }
  });
})();
)JS";

}  // namespace

const char* viewer_script() { return kScript; }
const char* viewer_style() { return kStyle; }

}  // namespace dm::liars
