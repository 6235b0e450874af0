// The viewer page's Dice Masters table: every step's state rebuilt from the changes the recorder
// kept, and the players' zones and the cards on the table drawn for the step shown. The frame
// (viewer_frame_script.cpp) runs the controls. Text in the data is already markup-escaped by
// the recorder, so it goes into the page as it is; nothing else the page writes comes from outside.
#include "engine/view/viewer_page.hpp"

namespace dm::view {

extern const char* const kViewerScript = R"JS(
(function () {
  'use strict';
  var D = JSON.parse(document.getElementById('game-data').textContent);
  var dice = viewerDice(D);
  var T = D.texts, H = D.head, PL = H.players;
  var Z = { supply: 0, bag: 1, prep: 2, reserve: 3, field: 4, attack: 5, out_of_play: 6, used: 7, captured: 8 };
  var PHASE = { setup: 'Setup', clear_draw: 'Clear and Draw', roll: 'Roll and Reroll', main: 'Main Step',
    attack: 'Attack Step', cleanup: 'Cleanup', game_over: 'Game over', draft: 'Draft' };
  var ZONES = [['field', 'Field Zone', 'z-field'], ['attack', 'Attack Zone', 'z-attack'], ['prep', 'Prep Area', 'z-prep'],
    ['reserve', 'Reserve Pool', 'z-reserve'], ['used', 'Used Pile', 'z-used'], ['out_of_play', 'Out of Play', 'z-oop']];
  var COST_COLOUR = ['#7a7a7a', '#3c9a3c', '#d9a514', '#3462b8', '#b8322e'];  // as cardc colours card faces
  var $ = function (id) { return document.getElementById(id); };
  function who(p) { return 'P' + (p + 1); }

  // Each step keeps only what changed; carry the rest over to have every step whole.
  var states = [];
  var vals = { t: 0, a: 0, s: 'setup', l: [], p: -1, q: -1, sel: [] }, dv = [];
  D.steps.forEach(function (st) {
    dv = dv.slice();
    (st.d || []).forEach(function (r) { dv[r[0]] = r.slice(1); });
    var n = {};
    for (var k in vals) n[k] = (k in st) ? st[k] : vals[k];
    vals = n;
    states.push({ v: n, dice: dv, c: st.c, x: st.x || [] });
  });
  if (!states.length) {
    $('players').innerHTML = '<p>No step of this game was recorded.</p>';
    return;
  }

  $('title').innerHTML = 'Dice Masters &#183; ' + H.format;
  $('subtitle').innerHTML = 'seed ' + H.seed + (H.edition ? ' &#183; ' + H.edition : '') + ' &#183; ' +
    PL.map(function (p, i) { return who(i) + ' ' + (p.agent || '?'); }).join(' vs ');
  $('players').className = PL.length > 2 ? 'four' : '';

  function zoneBox(p, key, label, cls, ids, body) {
    return '<div class="zone ' + cls + '" id="p' + p + '-zone-' + key + '"><h3>' + label +
      '<span class="count" id="p' + p + '-n-' + key + '">' + ids.length + '</span></h3><div class="dice">' + body + '</div></div>';
  }

  function renderPlayers(s) {
    var zones = PL.map(function () { return {}; }), bag = PL.map(function () { return 0; });
    var captured = PL.map(function () { return 0; });
    s.dice.forEach(function (v, id) {
      if (!v || v[1] < 0 || v[1] >= PL.length) return;
      if (v[0] === Z.bag) bag[v[1]]++;
      else if (v[0] === Z.captured) captured[v[1]]++;
      else (zones[v[1]][v[0]] = zones[v[1]][v[0]] || []).push(id);
    });
    var activeSide = PL[s.v.a] ? PL[s.v.a].side : -1;
    var selected = {};
    s.v.sel.forEach(function (d) { selected[d] = true; });
    var html = PL.map(function (pl, p) {
      var boxes = ZONES.map(function (z) {
        var ids = (zones[p][Z[z[0]]] || []).slice().sort(function (a, b) { return D.dice[a] - D.dice[b] || a - b; });
        // A die's face means something where it can be spent or fight, and in the Prep Area
        // while its player rolls; elsewhere it only says whose die it is.
        var show = z[0] === 'reserve' || z[0] === 'field' || z[0] === 'attack' ||
          (z[0] === 'prep' && s.v.s === 'roll' && pl.side === activeSide);
        var body = ids.map(function (id) {
          var v = s.dice[id], o = { sel: !!selected[id] };
          if (v[4] >= 0 && D.dice[v[4]] !== undefined) {
            o.caption = 'blocks ' + D.cards[D.dice[v[4]]].t;
            o.capClass = 'blk';
          }
          return dice.die(id, v, show, o);
        }).join('');
        return zoneBox(p, z[0], z[1], z[2], ids, body);
      }).join('');
      var tags = '<span class="tag">side ' + (pl.side + 1) + '</span>';
      if (pl.team) tags += '<span class="tag">' + pl.team + '</span>';
      var active = s.v.a === p && s.v.s !== 'game_over' && s.v.s !== 'draft';
      if (active) tags += '<span class="tag on">active</span>';
      if (s.v.p === p) tags += '<span class="tag decides">decides</span>';
      if (captured[p]) tags += '<span class="tag">' + captured[p] + ' captured</span>';
      return '<div class="player side' + (pl.side % 2) + (active ? ' active' : '') + '" id="player-' + p + '">' +
        '<div class="phead"><span class="who">' + who(p) + '</span><span class="agent">' + (pl.agent || '') + '</span>' + tags +
        '<span class="bag" title="dice in the bag"><svg><use href="#s-bag"/></svg><span id="p' + p + '-bag">' + bag[p] + '</span></span>' +
        '<span class="life" title="life of side ' + (pl.side + 1) + '"><svg><use href="#s-heart"/></svg><span id="p' + p + '-life">' +
        (s.v.l[pl.side] === undefined ? '' : s.v.l[pl.side]) + '</span></span></div>' +
        '<div class="zones">' + boxes + '</div></div>';
    }).join('');
    $('players').innerHTML = html;
  }

  function renderCards(s) {
    var left = D.cards.map(function () { return 0; }), here = D.cards.map(function () { return false; });
    s.dice.forEach(function (v, id) {
      if (!v) return;
      here[D.dice[id]] = true;
      if (v[0] === Z.supply) left[D.dice[id]]++;
    });
    var rows = '<tr><th></th><th>card</th><th>owner</th><th class="n">left</th></tr>';
    D.cards.forEach(function (c, i) {
      if (c.k === 3 || !here[i]) return;  // Sidekicks have no card; a draft's cards come to the table when it ends
      rows += '<tr title="' + c.x + '"><td><span class="cost" style="background:' + COST_COLOUR[c.e] + '">' +
        c.c + '</span></td><td>' + c.n + '</td><td>' + (c.o >= 0 ? who(c.o) : 'everyone') + '</td><td class="n supply" id="card-' + i +
        '-left">' + left[i] + '</td></tr>';
    });
    $('cards').innerHTML = rows;
  }
  viewerFrame({
    steps: states.map(function (s) {
      return { turn: s.v.t, phase: PHASE[s.v.s] || s.v.s, decider: s.v.p, prompt: s.v.q >= 0 ? T[s.v.q] : '',
               choice: s.c === undefined ? '' : T[s.c], lines: s.x.map(function (i) { return T[i]; }) };
    }),
    result: D.result || '',
    render: function (i) { renderPlayers(states[i]); renderCards(states[i]); }
  });
})();
)JS";

}  // namespace dm::view
