// What the play page does: the lobby from GET /api/formats, a game made with POST /api/games,
// then the game followed by polling GET /api/games/{id} while agents move. The table is the
// game's viewer page (/games/{id}/view) in a frame, loaded into a hidden frame and swapped in
// once drawn, so the table never flashes empty. Every text from the server is set as text,
// never as markup.
#include "engine/serve/play_page.hpp"

namespace dm::serve {

const char* const kPlayScript = R"JS(
(function () {
  'use strict';
  var $ = function (id) { return document.getElementById(id); };
  var CAT = null, game = null, id = null, since = 0, version = -1, shownVersion = -1, timer = null, busy = false;
  var frames = [$('view-a'), $('view-b')], front = 0, loading = -1, tableTimer = null, quiet = 0, lastSeen = -1;
  var picked = [];

  function api(method, path, body) {
    var init = { method: method, headers: {} };
    if (body !== undefined) { init.body = JSON.stringify(body); init.headers['Content-Type'] = 'application/json'; }
    return fetch(path, init).then(function (r) {
      return r.json().catch(function () { return { error: 'the server answered ' + r.status }; }).then(function (j) {
        if (!r.ok) { var e = new Error(j.error || ('status ' + r.status)); e.status = r.status; throw e; }
        return j;
      });
    });
  }
  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }
  function status(t) { $('status').textContent = t || ''; }

  // ---- the lobby ----
  function gameOf(name) { return CAT.games.filter(function (g) { return g.name === name; })[0]; }
  function formatOf(name) { return CAT.formats.filter(function (f) { return f.name === name; })[0]; }
  function fillGames() {
    var sel = $('game');
    sel.textContent = '';
    CAT.games.forEach(function (g) {
      if (!CAT.formats.some(function (f) { return f.game === g.name; })) return;
      var o = el('option', '', g.title); o.value = g.name; sel.appendChild(o);
    });
    fillFormats();
  }
  function fillFormats() {
    var g = gameOf($('game').value), sel = $('format');
    sel.textContent = '';
    CAT.formats.filter(function (f) { return f.game === g.name; }).forEach(function (f) {
      var o = el('option', '', f.name); o.value = f.name; sel.appendChild(o);
    });
    sel.value = g.default_format;
    if (!sel.value && sel.options.length) sel.selectedIndex = 0;
    fillOptions();
  }
  function fillOptions() {
    var f = formatOf($('format').value), list = $('option-list');
    $('format-text').textContent = f.description || '';
    list.textContent = '';
    f.options.forEach(function (o) {
      var lab = el('label', '', o.name); lab.htmlFor = 'opt-' + o.name;
      var inp = el('input'); inp.id = 'opt-' + o.name; inp.value = o['default']; inp.dataset.option = o.name;
      inp.dataset['default'] = o['default'];
      inp.title = (o.text || '') + (o.range ? ' (' + o.range + ')' : '');
      var m = /^(-?\d+) to (-?\d+)$/.exec(o.range || '');
      if (m) { inp.type = 'number'; inp.min = m[1]; inp.max = m[2]; }
      inp.addEventListener('input', fillSeats);
      var cell = el('div'); cell.appendChild(inp);
      cell.appendChild(el('div', 'hint', (o.text || '') + (o.range ? ' (' + o.range + ')' : '')));
      list.appendChild(lab); list.appendChild(cell);
    });
    $('format-options').hidden = !f.options.length;
    fillSeats();
  }
  function seatCount() {
    var g = gameOf($('game').value), f = formatOf($('format').value);
    var inp = document.querySelector('[data-option="' + g.players_option + '"]');
    var n = inp ? parseInt(inp.value, 10) : (f.players || g.min_players);
    if (!(n >= 1)) n = g.min_players;
    return Math.min(n, 8);
  }
  function fillSeats() {
    var g = gameOf($('game').value), box = $('seats'), n = seatCount();
    var before = Array.prototype.map.call(box.querySelectorAll('select'), function (s) { return s.value; });
    box.textContent = '';
    var agents = CAT.agents.filter(function (a) { return !a.games.length || a.games.indexOf(g.name) >= 0; });
    for (var i = 0; i < n; i++) {
      var lab = el('label', '', 'P' + (i + 1)); lab.htmlFor = 'seat-' + i;
      var sel = el('select'); sel.id = 'seat-' + i;
      var o = el('option', '', 'a person (you, or whoever has the mouse)'); o.value = 'human'; sel.appendChild(o);
      agents.forEach(function (a) { var x = el('option', '', a.name + ': ' + a.summary); x.value = a.name; sel.appendChild(x); });
      var fast = el('option', '', 'mcts:ms=200: tree search, a fifth of a second a move'); fast.value = 'mcts:ms=200'; sel.appendChild(fast);
      var dflt = i === 0 ? 'human' : (agents.some(function (a) { return a.name === 'greedy'; }) ? 'greedy' : 'random');
      sel.value = before[i] || dflt;
      box.appendChild(lab); box.appendChild(sel);
    }
  }
  function startGame(ev) {
    ev.preventDefault();
    $('lobby-error').textContent = '';
    var body = { format: $('format').value, agents: [], step_ms: parseInt($('step-ms').value, 10) };
    var opts = {};
    document.querySelectorAll('[data-option]').forEach(function (i) { if (i.value !== i.dataset['default']) opts[i.dataset.option] = i.value; });
    if (Object.keys(opts).length) body.options = opts;
    document.querySelectorAll('#seats select').forEach(function (s) { body.agents.push(s.value); });
    var seed = $('seed').value.trim();
    if (seed) body.seed = seed;
    $('start').disabled = true;
    api('POST', '/api/games', body).then(function (v) {
      location.hash = 'game=' + v.id;
    }).catch(function (e) { $('lobby-error').textContent = e.message; }).then(function () { $('start').disabled = false; });
  }

  // ---- a game ----
  function open(gameId) {
    id = gameId; since = 0; version = -1; shownVersion = -1; loading = -1; picked = [];
    $('narration').textContent = ''; $('error').textContent = ''; $('result').textContent = '';
    $('lobby').hidden = true; $('play').hidden = false;
    $('replay-link').href = '/api/games/' + id + '/replay';
    $('log-link').href = '/api/games/' + id + '/log';
    poll();
  }
  function close() {
    clearTimeout(timer); timer = null; id = null; game = null;
    $('play').hidden = true; $('lobby').hidden = false;
    document.body.removeAttribute('data-over');
  }
  function poll() {
    clearTimeout(timer); timer = null;
    if (!id) return;
    var asked = id;
    api('GET', '/api/games/' + id + '?since=' + since).then(function (v) {
      if (asked !== id) return;
      show(v);
    }).catch(function (e) {
      if (asked !== id) return;
      $('error').textContent = e.message;
      if (e.status === 404 || e.status === 410) { status('no such game'); return; }
      timer = setTimeout(poll, 2000);
    });
  }
  // Whether the narration is all here; an undo elsewhere shortens it, and it is asked again whole.
  function addNarration(n) {
    var box = $('narration');
    if (n.from !== since) {
      box.textContent = '';
      since = 0;
      if (n.from !== 0) return false;
    }
    n.lines.forEach(function (t) {
      box.appendChild(el('div', /^\s*==/.test(t) ? 'h' : '', t));
    });
    since = n.from + n.lines.length;
    box.scrollTop = box.scrollHeight;
    return since >= n.total;
  }
  function show(v) {
    game = v;
    clearTimeout(timer); timer = null;
    var whole = addNarration(v.narration);
    document.title = 'dice: ' + (v.title || v.game) + ', ' + v.format;
    $('top-title').textContent = (v.title || v.game) + ' \u00b7 ' + v.format + ' \u00b7 seed ' + v.seed + ' \u00b7 ' +
      v.seats.map(function (s) { return s.player + ' ' + (s.human ? 'person' : s.agent); }).join(', ');
    var dec = v.decider === null ? null : v.seats[v.decider];
    $('result').textContent = v.result ? v.result.text : (v.error ? 'The game stopped' : '');
    $('error').textContent = v.error || '';
    $('who').textContent = v.over ? 'Game over after ' + v.step + ' decisions' :
      (dec ? dec.player + (dec.human ? ' (a person)' : ' (' + dec.agent + ') is thinking\u2026') + ' \u00b7 turn ' + v.turn : '');
    $('prompt').textContent = v.over || !dec || !dec.human ? '' : v.prompt;
    document.body.setAttribute('data-over', v.over ? 'true' : 'false');
    document.body.setAttribute('data-version', String(v.version));
    document.body.setAttribute('data-human', v.human_to_move ? 'true' : 'false');
    status(v.over ? 'game over' : v.human_to_move ? 'your move' : 'agents are playing');
    $('undo').disabled = !v.can_undo;
    $('replay-link').setAttribute('aria-disabled', v.over && !v.error ? 'false' : 'true');
    var people = v.seats.some(function (s) { return s.human; });
    $('log-link').setAttribute('aria-disabled', v.over || !people ? 'false' : 'true');
    if (v.version !== version) { version = v.version; picked = []; drawChoices(); }
    // Drawn a moment later: moves made in quick succession (agents at once, a fast hand) are
    // drawn by one load rather than one each.
    clearTimeout(tableTimer);
    tableTimer = setTimeout(loadTable, 120);
    // Agents are playing: ask again soon. A person to move changes nothing until they answer.
    // Soon after a change, as agents often move at once; less often while nothing changes.
    quiet = v.version === lastSeen ? quiet + 1 : 0;
    lastSeen = v.version;
    if (!whole) timer = setTimeout(poll, 0);
    else if (v.agent_to_move) timer = setTimeout(poll, Math.min(400, 25 << Math.min(quiet, 4)));
  }
  function drawChoices() {
    var box = $('choices');
    box.textContent = '';
    var opts = game.options || [];
    box.className = opts.length > 24 ? 'many' : '';
    opts.forEach(function (o, i) {
      var b = el('button');
      b.type = 'button'; b.dataset.key = o.key;
      if (o.targets && o.targets.length) b.dataset.targets = JSON.stringify(o.targets);
      if (i < 9) b.appendChild(el('span', 'n', String(i + 1)));
      b.appendChild(document.createTextNode(o.label));
      b.appendChild(el('span', 'k', o.key));
      b.addEventListener('click', function () { choose(o.key); });
      box.appendChild(b);
    });
    $('key').value = '';
    $('key-form').hidden = !opts.length;
    $('pick').hidden = !pickMode();
    showPicked();
  }
  function choose(key) {
    if (busy || !id) return;
    busy = true;
    $('error').textContent = '';
    api('POST', '/api/games/' + id + '/choose?since=' + since, { key: key }).then(show).catch(function (e) {
      $('error').textContent = e.message;
    }).then(function () { busy = false; });
  }
  function undo() {
    if (busy || !id || (game && !game.can_undo)) return;
    busy = true;
    $('error').textContent = '';
    api('POST', '/api/games/' + id + '/undo').then(function (v) { since = 0; $('narration').textContent = ''; show(v); }).catch(function (e) {
      $('error').textContent = e.message;
    }).then(function () { busy = false; });
  }

  // ---- the table: the game's viewer page, swapped in once drawn ----
  // One table loads at a time: moves made meanwhile are drawn by the next load, once it is done.
  function loadTable() {
    if (shownVersion === version || loading >= 0) return;
    loading = version;
    var back = frames[1 - front], want = version;
    back.onload = function () {
      loading = -1;
      if (!id) return;
      frames[front].hidden = true; back.hidden = false; front = 1 - front; shownVersion = want;
      document.body.setAttribute('data-table', String(want));
      wireTable(back);
      if (want !== version) loadTable();
    };
    back.src = '/games/' + id + '/view?v=' + want + '#step=1000000000';
  }
  // The options that name things drawn on the table (a die, a spot): clicked there.
  function targets() {
    var map = {};
    (game && game.options || []).forEach(function (o, i) {
      (o.targets || []).forEach(function (sel) { (map[sel] = map[sel] || []).push(i); });
    });
    return map;
  }
  function pickMode() {
    return (game && game.options || []).some(function (o) { return (o.targets || []).length > 1; });
  }
  function wireTable(frame) {
    var doc = frame.contentDocument;
    if (!doc || !doc.body) return;
    if (!doc.getElementById('dm-play-style')) {
      var st = doc.createElement('style');
      st.id = 'dm-play-style';
      st.textContent = '.dm-target{outline:3px solid #f0a000!important;outline-offset:2px;cursor:pointer;border-radius:6px}' +
        '.dm-picked{outline-color:#d0021b!important;box-shadow:0 0 0 6px rgba(208,2,27,.3)}aside{width:300px!important}';
      doc.head.appendChild(st);
    }
    var mark = function () {
      var last = doc.getElementById('step-max'), at = doc.body.getAttribute('data-step');
      var current = !last || at === last.textContent;
      doc.querySelectorAll('.dm-target').forEach(function (e) { e.classList.remove('dm-target', 'dm-picked'); });
      if (!current || !game || !game.human_to_move) return;
      var map = targets();
      Object.keys(map).forEach(function (sel) {
        var found;
        try { found = doc.querySelectorAll(sel); } catch (e) { return; }
        found.forEach(function (e) { e.classList.add('dm-target'); if (picked.indexOf(sel) >= 0) e.classList.add('dm-picked'); });
      });
    };
    frame.dmMark = mark;
    new MutationObserver(mark).observe(doc.body, { attributes: true, attributeFilter: ['data-step'] });
    mark();
    doc.addEventListener('click', function (ev) {
      if (!game || !game.human_to_move) return;
      var map = targets(), hit = null;
      Object.keys(map).forEach(function (sel) { try { if (!hit && ev.target.closest(sel)) hit = sel; } catch (e) { } });
      if (!hit || !ev.target.closest('.dm-target')) return;
      ev.preventDefault();
      if (pickMode()) {
        var at = picked.indexOf(hit);
        if (at >= 0) picked.splice(at, 1); else picked.push(hit);
        showPicked();
        mark();
        return;
      }
      var ids = map[hit];
      if (ids.length === 1) { choose(game.options[ids[0]].key); return; }
      // Several options name it (reroll it or keep it): those are lit, the first focused.
      var buttons = $('choices').querySelectorAll('button');
      buttons.forEach(function (b, i) { b.classList.toggle('lit', ids.indexOf(i) >= 0); });
      if (buttons[ids[0]]) buttons[ids[0]].focus();
    });
  }
  // The option whose dice are exactly those picked.
  function pickedOption() {
    if (!picked.length) return undefined;
    var want = picked.slice().sort().join('\n');
    return (game.options || []).filter(function (o) { return (o.targets || []).slice().sort().join('\n') === want; })[0];
  }
  function showPicked() {
    if (!game || !pickMode()) return;
    var o = pickedOption();
    $('picked').textContent = picked.length ? picked.length + ' picked: ' + (o ? o.label : 'no option names exactly these') :
      'Click dice on the table to pick them' + (o ? ' (none picked: ' + o.label + ')' : '');
    $('pick-go').disabled = !o;
    frames[front].dmMark && frames[front].dmMark();
  }

  // ---- keys ----
  $('key-form').addEventListener('submit', function (ev) {
    ev.preventDefault();
    var first = Array.prototype.filter.call($('choices').querySelectorAll('button'), function (b) { return !b.hidden; })[0];
    var typed = $('key').value.trim();
    var exact = (game.options || []).filter(function (o) { return o.key === typed; })[0];
    if (exact) choose(exact.key); else if (first) choose(first.dataset.key);
  });
  $('key').addEventListener('input', function () {
    var t = this.value.trim().toLowerCase();
    $('choices').querySelectorAll('button').forEach(function (b) {
      b.hidden = t !== '' && b.textContent.toLowerCase().indexOf(t) < 0;
    });
  });
  document.addEventListener('keydown', function (e) {
    var tag = e.target && e.target.tagName;
    if (tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA' || e.altKey || e.ctrlKey || e.metaKey || !id) return;
    if (/^[1-9]$/.test(e.key)) {
      var o = game && game.options && game.options[Number(e.key) - 1];
      if (o) { e.preventDefault(); choose(o.key); }
    } else if (e.key === 'u') { e.preventDefault(); undo(); }
    else if (e.key === '/') { e.preventDefault(); $('key').focus(); }
    else if (e.key === 'n') { e.preventDefault(); location.hash = ''; }
  });
  $('undo').addEventListener('click', undo);
  $('new').addEventListener('click', function () { location.hash = ''; });
  $('pick-go').addEventListener('click', function () { var o = pickedOption(); if (o) choose(o.key); });
  $('pick-clear').addEventListener('click', function () { picked = []; showPicked(); });
  $('game').addEventListener('change', fillFormats);
  $('format').addEventListener('change', fillOptions);
  $('new-game').addEventListener('submit', startGame);

  function route() {
    var m = /game=([0-9A-Za-z_-]+)/.exec(location.hash);
    if (m) { if (m[1] !== id) open(m[1]); } else close();
  }
  window.addEventListener('hashchange', route);
  api('GET', '/api/formats').then(function (c) {
    CAT = c;
    fillGames();
    document.body.setAttribute('data-ready', 'true');
    route();
  }).catch(function (e) { $('lobby-error').textContent = 'The server could not list its games: ' + e.message; });
})();
)JS";

}  // namespace dm::serve
