// The hero duel's windows as the Dice Throne page times them (docs/damage.md, "Timing"):
// players declare actions (cards, status effects spent) in a window, each player able to answer
// the others before anything resolves; when every player has passed in a row, what was
// declared resolves, the active player's first whoever declared first, and the window opens
// again on the changed game. Damage that is an instance of its own (collateral, isolated, a
// status's upkeep) waits in State::hits, and its target may prevent it in a window of its own.
#include <algorithm>
#include <nlohmann/json.hpp>

#include "engine/duel/rules.hpp"
#include "engine/text/json_text.hpp"

namespace dm::duel {

const Attack* Steps::answering() const {
  if (s.hit_open && !s.hits.empty()) return &s.hits.front();
  if (s.phase == Phase::Respond && s.attack.ability >= 0 && s.attack.incoming > 0) return &s.attack;
  return nullptr;
}

Attack* Steps::answering() { return const_cast<Attack*>(static_cast<const Steps*>(this)->answering()); }

int Steps::declared_spends(PlayerId p, int status) const {
  return static_cast<int>(std::count_if(s.declared.begin(), s.declared.end(), [&](const Declared& d) {
    return d.player == p && d.verb == Verb::Spend && d.what == status;
  }));
}

void Steps::hit(int amount, damage::Kind kind, PlayerId source, PlayerId target, const std::string& label) {
  if (amount <= 0) return;
  if (!s.over && m.out(target)) return;  // a fallen hero takes no more damage
  Attack h;
  h.attacker = source;
  h.target = target;
  h.kind = kind;
  h.incoming = amount;
  h.label = label;
  s.hits.push_back(std::move(h));
}

void Steps::deal_hit() {
  const Attack h = std::move(s.hits.front());
  s.hits.erase(s.hits.begin());
  s.hit_open = false;
  s.hit_window = timing::Window{};
  const damage::Result r = instance_of(h).resolve();
  log_damage(r, h.kind, h.target, h.label);
  take(h.target, r.final_damage, h.attacker);
}

void Steps::step_hit() {
  if (!s.hit_open) {
    // Its target may prevent it: a window first. Otherwise nobody may do anything to it (the
    // kinds of damage that wait here can't be increased or defended): dealt at once.
    s.hit_open = true;
    if (!responds(s.hits.front().target, true)) return deal_hit();
    s.hit_window = timing::Window::opening(s.active, static_cast<int>(s.players.size()));
    return;
  }
  if (!s.hit_window.open) {
    if (settle(s.hit_window)) return;
    return deal_hit();
  }
  const PlayerId p = s.hit_window.who();
  if (!responds(p, false)) s.hit_window.passed();
  else respond_options(p, fresh_options()), ask(Kind::Respond, p);
}

timing::Window& Steps::open_window() { return s.hit_open ? s.hit_window : s.window; }

bool Steps::unanswerable(PlayerId p) const {
  for (PlayerId q = 0; q < static_cast<PlayerId>(s.players.size()); ++q)
    if (q != p && responds(q, false)) return false;
  return true;
}

void Steps::act(PlayerId p, const Option& o) {
  // Nobody else could answer it, and nothing declared waits to go first: nothing to order, so
  // it resolves at once (which keeps the game as fast as one without these windows).
  if (s.declared.empty() && unanswerable(p)) return resolve_one(declared(p, o));
  declare(p, o);
}

Declared Steps::declared(PlayerId p, const Option& o) {
  Player& P = pl(p);
  Declared d;
  d.player = p;
  d.verb = o.verb;
  d.target = o.t;
  if (o.verb == Verb::Play) {
    d.what = P.hand[static_cast<std::size_t>(o.a)];
    d.remove = o.b;
    d.cost = m.hero(p).cards[static_cast<std::size_t>(d.what)].cost;
    // Paid and out of the hand as it is declared, so it can't be declared twice.
    P.cp -= d.cost;
    P.hand.erase(P.hand.begin() + o.a);
  } else {
    d.what = o.a;  // the token stays until the spend resolves: a removal may still take it
  }
  return d;
}

void Steps::declare(PlayerId p, const Option& o) {
  const Declared d = declared(p, o);
  if (m.logging()) {
    const std::string what = o.verb == Verb::Play ? m.hero(p).cards[static_cast<std::size_t>(d.what)].name
                                                  : c.statuses[static_cast<std::size_t>(d.what)].name;
    m.log_line(json_text(nlohmann::json{{"type", "declare"}, {"player", p}, {"what", what}}));
  }
  s.declared.push_back(d);
}

void Steps::resolve_one(const Declared& d) {
  Player& P = pl(d.player);
  const bool card = d.verb == Verb::Play;
  const Effect& e = card ? m.hero(d.player).cards[static_cast<std::size_t>(d.what)].effect : c.statuses[static_cast<std::size_t>(d.what)].spend;
  const std::string name = card ? m.hero(d.player).cards[static_cast<std::size_t>(d.what)].name : c.statuses[static_cast<std::size_t>(d.what)].name;
  // What resolved before it may have taken what it needs: the token it spends, the token it
  // removes, the damage it modifies. Then it does nothing, and a card goes back to the hand
  // with its cost (it "can't be played": the page's second example).
  std::string why;
  const PlayerId o = m.target_of(d.player, d.target);
  if (!card && P.tokens[static_cast<std::size_t>(d.what)] == 0) why = "no " + name + " token is left to spend";
  else if (d.target != kNone && m.out(d.target)) why = "P" + std::to_string(d.target + 1) + " is out";
  else if (e.remove > 0 && (d.remove < 0 || pl(o).tokens[static_cast<std::size_t>(d.remove)] == 0))
    why = "no " + (d.remove < 0 ? std::string("token") : c.statuses[static_cast<std::size_t>(d.remove)].name + " token") + " is left to remove";
  else if (e.modifier() && modifier_of(e, d.player, name) && !modifier_ok(d.player, e))
    why = "nothing is left for it to modify";
  if (!why.empty()) {
    if (card) {
      P.cp = std::min(c.rules.cp_cap, P.cp + d.cost);
      P.hand.push_back(d.what);
    }
    if (m.logging()) m.log_line(json_text(nlohmann::json{{"type", "fizzle"}, {"player", d.player}, {"what", name}, {"why", why}}));
    return;
  }
  if (card) P.discard.push_back(d.what);
  else --P.tokens[static_cast<std::size_t>(d.what)];
  use(d.player, e, d.remove, name, d.target);
}

bool Steps::settle(timing::Window& w) {
  if (s.declared.empty()) return false;
  std::vector<Declared> list;
  list.swap(s.declared);
  // One player's actions resolve in the order declared; several players' in resolve_order.
  const bool one = std::all_of(list.begin(), list.end(), [&](const Declared& d) { return d.player == list.front().player; });
  std::vector<int> order;
  if (!one) {
    std::vector<PlayerId> who;
    for (const Declared& d : list) who.push_back(d.player);
    order = timing::resolve_order(s.active, static_cast<int>(s.players.size()), who);
  }
  for (std::size_t k = 0; k < list.size(); ++k) {
    resolve_one(list[one ? k : static_cast<std::size_t>(order[k])]);
    if (s.over) {
      // The game ended on it: what was still to resolve stays declared, never lost.
      for (std::size_t j = k + 1; j < list.size(); ++j) s.declared.push_back(list[one ? j : static_cast<std::size_t>(order[j])]);
      return true;
    }
  }
  list.clear();
  s.declared.swap(list);  // its room is kept for the next window
  // The game changed: everyone may answer it, the active player first.
  w = timing::Window::opening(s.active, static_cast<int>(s.players.size()));
  return true;
}

}  // namespace dm::duel
