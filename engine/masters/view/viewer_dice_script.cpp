// The viewer page's dice: a die drawn on the face it shows (energy symbols, generic energy, a
// character level with its attack and defense, a Sidekick, an action), in its card's energy
// colour, with its damage. Text it is given is already markup-escaped by the recorder.
#include "engine/view/viewer_page.hpp"

namespace dm::view {

extern const char* const kViewerDiceScript = R"JS(
function viewerDice(D) {
  'use strict';
  var SYMBOL = ['', 'fist', 'bolt', 'mask', 'shield'];
  var ENERGY = ['generic', 'fist', 'bolt', 'mask', 'shield'];
  var LEVEL_WORD = ['', 'level 1', 'level 2', 'level 3', 'level 4', 'level 5'];
  function esc(s) {
    return String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;').replace(/'/g, '&apos;');
  }
  // Escaped text back to plain characters, to cut it up (initials) before escaping it again.
  function plain(s) {
    return String(s).replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'").replace(/&amp;/g, '&');
  }
  function initials(card) {
    if (card.k === 3) return 'SK';
    var words = plain(card.t).split(/[\s\-]+/).filter(function (w) { return /[A-Za-z0-9]/.test(w); });
    var s = words.slice(0, 2).map(function (w) { return w.replace(/[^A-Za-z0-9]/g, '').charAt(0); }).join('');
    return s.toUpperCase() || '?';
  }
  function symbol(e, two) {
    return '<svg class="sym y' + e + (two ? ' two' : '') + '"><use href="#s-' + SYMBOL[e] + '"/></svg>';
  }
  function bursts(n) {
    var s = '';
    for (var i = 0; i < n; ++i) s += '<svg><use href="#s-burst"/></svg>';
    return n ? '<span class="bursts">' + s + '</span>' : '';
  }
  // A stat against its printed value: raised or lowered ones stand out.
  function changed(now, printed) { return now > printed ? ' up' : now < printed ? ' down' : ''; }
  // Faces: [0, symbol, symbols, generic, wild, bursts], [1, level, fielding, A, D, bursts], [2, bursts].
  function faceHtml(card, f, atk, def) {
    if (f[0] === 0) {
      var m;
      if (f[4]) m = '<span class="wild">?</span>';
      else if (f[3]) m = '<span class="gen">' + f[3] + '</span>';
      else if (f[2] >= 2) m = symbol(f[1], true) + symbol(f[1], true);
      else m = symbol(f[1], false);
      return '<span class="mid">' + m + '</span>' + bursts(f[5]);
    }
    if (f[0] === 1) {
      var a = atk === undefined ? f[3] : atk, d = def === undefined ? f[4] : def, pips = '';
      for (var i = 0; i < f[1]; ++i) pips += '<i></i>';
      return '<span class="fc">' + f[2] + '</span><span class="lv">' + pips + '</span>' +
        (card.k === 3 ? '<span class="sk-mark">SK</span>' : bursts(f[5])) +
        '<span class="atk' + changed(a, f[3]) + '">' + a + '</span><span class="def' + changed(d, f[4]) + '">' + d + '</span>';
    }
    return '<span class="mid act">ACT</span>' + bursts(f[1]);
  }
  function faceWords(f, atk, def) {
    if (f[0] === 0) {
      if (f[4]) return 'wild energy';
      if (f[3]) return f[3] + ' generic energy';
      return f[2] + ' ' + ENERGY[f[1]];
    }
    if (f[0] === 1) return LEVEL_WORD[f[1]] + ', ' + (atk === undefined ? f[3] : atk) + ' attack / ' + (def === undefined ? f[4] : def) + ' defense';
    return 'action' + (f[1] ? ', ' + f[1] + ' burst' + (f[1] > 1 ? 's' : '') : '');
  }
  // One die: v is [zone, controller, face, damage, blocking, attack, defense]; `show` says
  // whether its face means anything where it is (not in the Used Pile, say).
  function die(id, v, show, o) {
    var card = D.cards[D.dice[id]], f = card.f[v[2]];
    var cls = 'die ' + (card.k === 3 ? 'sk' : 'e' + card.e) + (show ? '' : ' blank') + (o.sel ? ' sel' : '');
    var inner = show ? faceHtml(card, f, v[5], v[6]) : '<span class="mid ini">' + esc(initials(card)) + '</span>';
    if (v[3] > 0) inner += '<span class="dmg" title="damage">' + v[3] + '</span>';
    var title = D.names[id] + (show ? ': ' + faceWords(f, v[5], v[6]) : '') + (v[3] > 0 ? ', ' + v[3] + ' damage' : '');
    // A die whose face means nothing is drawn small, its card told by its initials and title.
    if (!show) return '<div class="dw small" data-die="' + id + '"><div class="' + cls + '" title="' + title + '">' + inner + '</div></div>';
    var cap = o.caption === undefined ? card.t : o.caption;
    return '<div class="dw" data-die="' + id + '"><div class="' + cls + '" title="' + title + '">' + inner +
      '</div><div class="cap' + (o.capClass ? ' ' + o.capClass : '') + '">' + cap + '</div></div>';
  }
  return { die: die, esc: esc, energy: ENERGY };
}
)JS";

}  // namespace dm::view
