// The viewer page's frame, the same for every game: the controls (buttons, slider, turn list,
// speed, keys, and the address's #step=N), the step and turn shown, who decides, the choice
// made and the account of the step. A game's table script (its view's table_script)
// builds its steps and calls viewerFrame with them and a function drawing its table.
#include "engine/view/viewer_page.hpp"

namespace dm::view {

const char* const kViewerFrameScript = R"JS(
// G.steps: for each step { turn, phase, decider (-1: none), prompt, choice, lines } (text is
// markup already escaped); G.result: the end, told; G.render(i): draws step i's table.
function viewerFrame(G) {
  'use strict';
  var $ = function (id) { return document.getElementById(id); };
  function who(p) { return 'P' + (p + 1); }
  var states = G.steps, turnStart = {}, turns = [];
  states.forEach(function (s, i) {
    if (!(s.turn in turnStart)) { turnStart[s.turn] = i; turns.push(s.turn); }
  });
  var cur = 0, timer = null;
  $('result').innerHTML = G.result || '';
  $('step-max').textContent = String(states.length - 1);
  $('slider').max = String(states.length - 1);
  $('turn').innerHTML = turns.map(function (t) {
    return '<option value="' + t + '">' + (t === 0 ? 'before turn 1' : t) + '</option>';
  }).join('');

  function render() {
    var s = states[cur];
    document.body.setAttribute('data-step', String(cur));
    $('step-no').textContent = String(cur);
    $('turn-no').textContent = String(s.turn);
    $('phase').textContent = s.phase;
    // The result is told only once the last step is shown: stepping through, it is not known yet.
    var last = cur === states.length - 1;
    $('deciding').innerHTML = s.decider >= 0 ? who(s.decider) + ' decides: ' + s.prompt : (last ? G.result || '' : '');
    $('result').innerHTML = last ? G.result || '' : '';
    $('slider').value = String(cur);
    $('turn').value = String(s.turn);
    $('choice').innerHTML = s.choice;
    $('lines').innerHTML = s.lines.map(function (t) {
      return '<div' + (/^\s*==/.test(t) ? ' class="h"' : '') + '>' + t + '</div>';
    }).join('');
    G.render(cur);
  }

  function show(i, fromAddress) {
    cur = Math.max(0, Math.min(states.length - 1, Math.floor(Number(i)) || 0));
    render();
    if (!fromAddress) {
      try { history.replaceState(null, '', '#step=' + cur); } catch (e) { /* some file: pages refuse; the step still shows */ }
    }
    if (cur === states.length - 1) stop();
  }
  function turnJump(dir) {
    var t = states[cur].v.t, at = turns.indexOf(t);
    if (dir < 0) show(cur > turnStart[t] ? turnStart[t] : turnStart[turns[Math.max(0, at - 1)]]);
    else show(at + 1 < turns.length ? turnStart[turns[at + 1]] : states.length - 1);
  }
  function stop() {
    if (timer) clearInterval(timer);
    timer = null;
    $('play-icon').setAttribute('href', '#i-play');
  }
  function play() {
    stop();
    if (cur >= states.length - 1) show(0);
    timer = setInterval(function () { show(cur + 1); }, 1000 / Number($('speed').value));
    $('play-icon').setAttribute('href', '#i-pause');
  }
  function toggle() { if (timer) stop(); else play(); }

  $('first').onclick = function () { show(0); };
  $('last').onclick = function () { show(states.length - 1); };
  $('prev').onclick = function () { show(cur - 1); };
  $('next').onclick = function () { show(cur + 1); };
  $('prev-turn').onclick = function () { turnJump(-1); };
  $('next-turn').onclick = function () { turnJump(1); };
  $('play').onclick = toggle;
  $('slider').oninput = function () { show(this.value); };
  $('turn').onchange = function () { show(turnStart[this.value]); };
  $('speed').onchange = function () { if (timer) play(); };
  var KEYS = {
    ArrowLeft: function () { show(cur - 1); }, ArrowRight: function () { show(cur + 1); },
    Home: function () { show(0); }, End: function () { show(states.length - 1); },
    PageUp: function () { turnJump(-1); }, PageDown: function () { turnJump(1); }, ' ': toggle
  };
  document.addEventListener('keydown', function (e) {
    var tag = e.target && e.target.tagName;
    if (tag === 'INPUT' || tag === 'SELECT' || e.altKey || e.ctrlKey || e.metaKey || !KEYS[e.key]) return;
    e.preventDefault();
    KEYS[e.key]();
  });

  // #step=N opens step N; keys=a,b presses those keys after it (for scripted checks of the page).
  function fromAddress() {
    var h = location.hash.replace(/^#/, ''), step = null, keys = [];
    h.split('&').forEach(function (kv) {
      var at = kv.indexOf('='), k = at < 0 ? kv : kv.slice(0, at), v = at < 0 ? '' : decodeURIComponent(kv.slice(at + 1));
      if (k === 'step') step = v;
      else if (k === 'keys') keys = v.split(',').filter(Boolean);
    });
    return { step: step, keys: keys };
  }
  window.addEventListener('hashchange', function () {
    var a = fromAddress();
    if (a.step !== null && Number(a.step) !== cur) show(a.step, true);
  });
  var start = fromAddress();
  show(start.step === null ? 0 : start.step, true);
  start.keys.forEach(function (k) {
    document.dispatchEvent(new KeyboardEvent('keydown', { key: k === 'Space' ? ' ' : k, bubbles: true }));
  });
}
)JS";

}  // namespace dm::view
