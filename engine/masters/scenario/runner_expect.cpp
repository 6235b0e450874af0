// Expectations: expect { ... } checked against the game state, every wrong value reported
// at once, with the pending decision when one is likely why.
#include "engine/masters/scenario/runner.hpp"

#include <algorithm>

namespace dm::scenario {

// { 10, 9 } or { P2 = 9 }: the value for each player the file mentions.
std::vector<std::pair<PlayerId, const json*>> Runner::per_player(const json& v, const std::string& what) const {
  std::vector<std::pair<PlayerId, const json*>> out;
  if (v.is_array()) {
    if (static_cast<int>(v.size()) > g_->state().player_count())
      bad(what + ": " + std::to_string(g_->state().player_count()) + " players at most");
    for (std::size_t p = 0; p < v.size(); ++p)
      if (!v[p].is_null()) out.push_back({static_cast<PlayerId>(p), &v[p]});
  } else if (v.is_object()) {
    for (auto& [k, x] : v.items()) out.push_back({player(json(k), what), &x});
  } else {
    bad(what + " takes a value per player: { 10, 9 } or { P2 = 9 }");
  }
  return out;
}

std::vector<std::pair<DieId, const json*>> Runner::per_die(const json& v, const std::string& what) const {
  std::vector<std::pair<DieId, const json*>> out;
  if (!v.is_object()) bad(what + " takes a table of dice: " + what + " = { [\"P1 Sidekick 1\"] = ... }");
  for (auto& [k, x] : v.items())
    for (DieId d : dice_named(k, true)) out.push_back({d, &x});
  return out;
}

// { P1 = ..., P3 = ... } or a list by seat: the value for each drafter the file mentions.
std::vector<std::pair<PlayerId, const json*>> Runner::per_seat(const json& v, const std::string& what) const {
  std::vector<std::pair<PlayerId, const json*>> out;
  const int seats = g_->seat_count();
  if (v.is_array()) {
    if (static_cast<int>(v.size()) > seats) bad(what + ": " + std::to_string(seats) + " drafters at most");
    for (std::size_t p = 0; p < v.size(); ++p)
      if (!v[p].is_null()) out.push_back({static_cast<PlayerId>(p), &v[p]});
  } else if (v.is_object()) {
    for (auto& [k, x] : v.items()) out.push_back({seat(json(k), what), &x});
  } else {
    bad(what + " takes a value per drafter: " + what + " = { P1 = { ... }, P3 = { ... } }");
  }
  return out;
}

std::string Runner::cards_text(const std::vector<int>& defs) const {
  std::vector<std::string> names;
  for (int d : defs) names.push_back(quote(lib_.at(d).name()));
  return names.empty() ? "{}" : "{ " + join(names, ", ") + " }";
}

// The draft's checks: what each drafter took and built, the piles, the basic actions.
void Runner::expect_draft(const std::string& k, const json& v, std::vector<std::string>& wrong) const {
  const DraftState& d = g_->state().draft;
  if (d.seats == 0) bad(k + ": this scenario has no draft (draft = { format = \"...\" })");
  if (k == "drafted" || k == "draft_basic_actions") {
    for (auto [p, x] : per_seat(v, k)) {
      const std::vector<int> want = def_list(*x, k + " of " + pname(p));
      const DraftSeat& seat = d.drafters[static_cast<std::size_t>(p)];
      const std::vector<int>& have = k == "drafted" ? seat.drafted : seat.basic_actions;
      if (have != want)
        wrong.push_back(pname(p) + (k == "drafted" ? " drafted " : " brings the basic actions ") + cards_text(have) + ", expected " +
                        cards_text(want));
    }
  } else if (k == "table_basic_actions") {
    const std::vector<int> want = def_list(v, k);
    if (d.basic_actions != want)
      wrong.push_back("the basic actions on the table are " + cards_text(d.basic_actions) + ", expected " + cards_text(want));
  } else if (k == "team") {
    auto text = [&](const std::vector<std::pair<int, int>>& t) {
      std::vector<std::string> parts;
      for (auto [def, n] : t) parts.push_back("{ " + quote(lib_.at(def).name()) + ", " + std::to_string(n) + " }");
      return parts.empty() ? std::string("{}") : "{ " + join(parts, ", ") + " }";
    };
    for (auto [p, x] : per_seat(v, k)) {
      const std::string what = "team of " + pname(p);
      if (!x->is_array()) bad(what + " is a list of { \"card\", dice }: team = { P1 = { { \"Beast: Big Boy Blue\", 2 } } }");
      std::vector<std::pair<int, int>> want, have;
      for (const auto& e : *x) {
        const json* name = at(e, 1);
        const json* n = at(e, 2);
        if (!name || !name->is_string() || !n) bad(what + ": each entry is { \"card\", dice }, not " + lua_text(e));
        want.emplace_back(def_named(name->get<std::string>()), integer(*n, what + ": dice of " + name->get<std::string>(), 0, 99));
      }
      for (const DraftCard& c : d.drafters[static_cast<std::size_t>(p)].team) have.emplace_back(c.def, c.dice);
      if (have != want) wrong.push_back(pname(p) + "'s team is " + text(have) + ", expected " + text(want));
    }
  } else if (k == "piles") {
    // { [2] = { holder = "P3", cards = { ... } } }, or a list from pile 1; a bare list is the cards.
    std::vector<std::pair<int, const json*>> piles;
    if (v.is_array()) {
      for (std::size_t i = 0; i < v.size(); ++i)
        if (!v[i].is_null()) piles.push_back({static_cast<int>(i) + 1, &v[i]});
    } else if (v.is_object()) {
      for (auto& [pk, x] : v.items()) {
        const bool digits = !pk.empty() && pk.size() < 6 && std::all_of(pk.begin(), pk.end(), ::isdigit);
        if (!digits || std::stoi(pk) < 1) bad_at(pk, "piles: piles are numbered from 1: piles = { [2] = { holder = \"P3\", cards = { ... } } }");
        piles.push_back({std::stoi(pk), &x});
      }
    } else {
      bad("piles takes piles by number: piles = { [2] = { holder = \"P3\", cards = { ... } } }");
    }
    for (auto [n, x] : piles) {
      const std::string what = "pile " + std::to_string(n);
      const json* cards = x;
      const json* holder = nullptr;
      const json* secret = nullptr;
      if (x->is_object()) {
        for (auto& [fk, fv] : x->items())
          if (fk != "holder" && fk != "cards" && fk != "secret") bad_at(fk, what + ": unknown field '" + fk + "' (holder, cards, secret)");
        cards = get(*x, "cards");
        holder = get(*x, "holder");
        secret = get(*x, "secret");
      } else if (!x->is_array()) {
        bad(what + " is { holder = \"P1\", cards = { ... } } or a list of cards");
      }
      if (n > static_cast<int>(d.piles.size())) {
        wrong.push_back("there " + std::string(d.piles.size() == 1 ? "is 1 pile" : "are " + std::to_string(d.piles.size()) + " piles") +
                        ", expected a pile " + std::to_string(n));
        continue;
      }
      const DraftPile& pile = d.piles[static_cast<std::size_t>(n - 1)];
      auto holder_text = [&](PlayerId h) { return h == kNone ? std::string("the middle") : pname(h); };
      if (holder) {
        const PlayerId want = holder->is_string() && squash(holder->get<std::string>()) == "middle" ? kNone : seat(*holder, what + " holder");
        if (pile.holder != want)
          wrong.push_back(what + " is held by " + holder_text(pile.holder) + ", expected " + holder_text(want));
      }
      if (secret) {
        if (!secret->is_boolean()) bad(what + ": secret is true or false");
        if (pile.secret != secret->get<bool>())
          wrong.push_back(what + (pile.secret ? " is secret" : " is not secret") + ", expected " + (pile.secret ? "not secret" : "secret"));
      }
      if (cards) {
        const std::vector<int> want = def_list(*cards, what + " cards");
        if (pile.cards != want) wrong.push_back(what + " holds " + cards_text(pile.cards) + ", expected " + cards_text(want));
      }
    }
  }
}

bool Runner::face_matches(DieId d, const json& want) const {
  const auto& s = g_->state();
  const int def = s.cards[s.dice[d].card].def;
  if (want.is_string()) {
    const std::string w = squash(want.get<std::string>());
    if (w == "character") return s.face(d).is_character();
    if (w != "level 1" && w != "level 2" && w != "level 3" && !(w.size() == 2 && w[0] == 'l')) {
      face_index(def, want, die_text(d));  // an unknown face name is a mistake in the file
      return squash(s.face(d).describe()) == (w == "wild" ? "?" : w);
    }
  }
  return s.dice[d].face == face_index(def, want, die_text(d));
}

void Runner::expect(const json& e) {
  const auto& s = g_->state();
  std::vector<std::string> wrong;
  auto num = [&](const json& v, const std::string& what) { return integer(v, what, -100000, 100000); };
  for (auto& [k, v] : e.items()) {
    if (k == "life" || k == "generic_energy") {
      for (auto [p, x] : per_player(v, k)) {
        int have = k == "life" ? s.life(p) : s.players[p].bonus_generic;
        int want = num(*x, k);
        if (have != want) wrong.push_back(pname(p) + " " + (k == "life" ? "life" : "bonus generic energy") + " is " + std::to_string(have) + ", expected " + std::to_string(want));
      }
    } else if (k == "zone") {
      for (auto [d, x] : per_die(v, k)) {
        auto z = zone_named(str(*x, "zone"));
        if (!z) bad_at(x->get<std::string>(), "unknown zone " + quote(x->get<std::string>()) + " (" + kZoneList + ")");
        if (s.dice[d].zone != *z)
          wrong.push_back(die_text(d) + " is in " + std::string(to_string(s.dice[d].zone)) + ", expected " + std::string(to_string(*z)));
      }
    } else if (k == "face") {
      for (auto [d, x] : per_die(v, k))
        if (!face_matches(d, *x)) wrong.push_back(die_text(d) + " shows " + quote(s.face(d).describe()) + ", expected " + lua_text(*x));
    } else if (k == "level" || k == "attack" || k == "defense" || k == "damage") {
      for (auto [d, x] : per_die(v, k)) {
        int have = k == "level" ? g_->level(d) : k == "attack" ? g_->attack(d) : k == "defense" ? g_->defense(d) : s.dice[d].damage;
        int want = num(*x, k);
        if (have != want) wrong.push_back(die_text(d) + " " + k + " is " + std::to_string(have) + ", expected " + std::to_string(want));
      }
    } else if (k == "owner" || k == "controller") {
      for (auto [d, x] : per_die(v, k)) {
        PlayerId have = k == "owner" ? s.dice[d].owner : s.dice[d].controller;
        PlayerId want = player(*x, k);
        if (have != want) wrong.push_back(die_text(d) + " " + k + " is " + (have == kNone ? "nobody" : pname(have)) + ", expected " + pname(want));
      }
    } else if (k == "keyword" || k == "lacks_keyword" || k == "affiliation") {
      for (auto [d, x] : per_die(v, k)) {
        json list = x->is_array() ? *x : json::array({*x});
        for (const auto& w : list) {
          std::string name = str(w, k);
          const NameId id = g_->name_id(name);
          bool has = k == "affiliation" ? g_->has_affiliation(d, id) : g_->has_tag(d, id);
          if (has != (k != "lacks_keyword"))
            wrong.push_back(die_text(d) + (has ? " has " : " lacks ") + (k == "affiliation" ? "the affiliation " : "the keyword ") + quote(name));
        }
      }
    } else if (k == "count") {
      for (auto [p, x] : per_player(v, k)) {
        if (!x->is_object()) bad("count takes zones per player: count = { P1 = { used = 5, bag = 3 } }");
        for (auto& [zn, n] : x->items()) {
          auto z = zone_named(zn);
          if (!z || *z == Zone::Supply) bad_at(zn, "count: unknown zone '" + zn + "' (bag, prep, reserve, field, attack, out_of_play, used)");
          int have = s.count(p, *z), want = num(n, "count");
          if (have != want) wrong.push_back(pname(p) + " has " + std::to_string(have) + " dice in " + std::string(to_string(*z)) + ", expected " + std::to_string(want));
        }
      }
    } else if (k == "supply") {
      if (!v.is_object()) bad("supply takes cards: supply = { [\"Force Beam\"] = 2 }");
      for (auto& [cn, n] : v.items()) {
        int want = num(n, "supply");
        if (cards_called(cn).empty() && find_def(cn) >= 0) {
          // A card of the library that is not in this game (drafted without dice, say): none to buy.
          if (want != 0) wrong.push_back(lib_.at(find_def(cn)).name() + " is not in this game: no dice to buy, expected " + std::to_string(want));
          continue;
        }
        CardId c = card_named(cn);
        int have = static_cast<int>(std::count_if(s.dice.begin(), s.dice.end(), [&](const Die& x) { return x.zone == Zone::Supply && x.card == c; }));
        if (have != want) wrong.push_back(card_short_[c] + " has " + std::to_string(have) + " dice left to buy, expected " + std::to_string(want));
      }
    } else if (k == "turn") {
      if (!v.is_object()) bad("turn takes a table: turn = { player = 2, step = \"main\", number = 2 }");
      for (auto& [tk, tv] : v.items()) {
        if (tk == "player") {
          PlayerId p = player(tv, "turn player");
          if (s.active != p) wrong.push_back("it is " + pname(s.active) + "'s turn, expected " + pname(p) + "'s");
        } else if (tk == "number") {
          int n = num(tv, "turn number");
          if (s.turn != n) wrong.push_back("it is turn " + std::to_string(s.turn) + ", expected " + std::to_string(n));
        } else if (tk == "step") {
          std::string want = squash(str(tv, "turn step"));
          if (want == "start") want = "clear_draw";
          if (std::string(to_string(s.step)) != want) wrong.push_back("the step is " + std::string(to_string(s.step)) + ", expected " + want);
        } else {
          bad_at(tk, "turn: unknown field '" + tk + "' (player, step, number)");
        }
      }
    } else if (k == "decision") {
      json want = v.is_string() ? json{{"kind", v}} : v;
      if (!want.is_object()) bad("decision takes a kind or a table: decision = { kind = \"target\", player = 1 }");
      const Decision& d = g_->pending();
      for (auto& [dk, dv] : want.items()) {
        if (dk == "kind") {
          std::string kind = squash(str(dv, "decision kind"));
          if (!decision_named(kind)) bad_at(kind, "unknown decision kind " + quote(kind) + " (none, reroll, main, global_window, pay, attackers, blockers, assign_damage, target, yes_no, order_triggers, draft)");
          if (to_string(d.kind) != kind) wrong.push_back("the pending decision is " + std::string(to_string(d.kind)) + ", expected " + kind);
        } else if (dk == "player") {
          PlayerId p = seat(dv, "decision player");  // a drafter beyond the players, during a draft
          if (d.player != p) wrong.push_back("the decision is " + (d.player == kNone ? std::string("nobody") : pname(d.player)) + "'s, expected " + pname(p) + "'s");
        } else if (dk == "prompt") {
          const std::string prompt = g_->prompt();
          if (squash(prompt).find(squash(str(dv, "decision prompt"))) == std::string::npos)
            wrong.push_back("the decision asks " + quote(prompt) + ", expected it to mention " + lua_text(dv));
        } else {
          bad_at(dk, "decision: unknown field '" + dk + "' (kind, player, prompt)");
        }
      }
    } else if (k == "can" || k == "cannot") {
      json list = is_step(v) ? json::array({v}) : v;
      if (!list.is_array()) bad(k + " takes steps: " + k + " = { buy \"Force Beam\", field \"P1 Sidekick 1\" }");
      for (const auto& st : list) {
        if (!is_step(st)) bad(k + " takes steps such as buy \"...\", not " + lua_text(st));
        const std::string verb = st["$verb"].get<std::string>();
        if (verb == "expect" || verb == "log_has" || verb == "log_lacks" || verb == "roll" || verb == "draw")
          bad(k + ": " + verb + " is not something a player does");
        Action act;
        bool offered = true;
        try {
          act = plan(verb, st["$args"]);
        } catch (const Failure& f) {
          if (f.malformed) throw;
          offered = false;  // e.g. no payment plan spends the dice named
        }
        const Decision& d = g_->pending();
        offered = offered && !g_->over() && !d.empty() && (!act.kind || *act.kind == d.kind) &&
                  (!act.decider || *act.decider == d.player);
        for (const auto& key : act.keys)
          if (key != "done" || act.keys.size() == 1) offered = offered && g_->find_option(key) >= 0;
        if (offered != (k == "can"))
          wrong.push_back(std::string(k == "can" ? "can't " : "can ") + (act.what.empty() ? step_text(verb, st["$args"]) : act.what) +
                          " (" + pending_text() + ")");
      }
    } else if (k == "over") {
      if (!v.is_boolean()) bad("over is true or false");
      if (g_->over() != v.get<bool>()) wrong.push_back(g_->over() ? "the game is over (" + outcome_text() + ")" : "the game is not over");
    } else if (k == "winner") {
      std::string have = s.winner == kNone ? (s.over && s.end_reason == EndReason::Tie ? "tie" : "none") : std::to_string(s.winner + 1);
      std::string want = v.is_string() ? squash(v.get<std::string>()) : std::to_string(player(v, "winner") + 1);
      // The winner is a side; in two-player games the player of that seat.
      if (want.rfind("side ", 0) == 0) want = want.substr(5);
      if (want == "p1") want = "1";
      if (want == "p2") want = "2";
      if (want != "1" && want != "2" && want != "tie" && want != "none")
        bad("winner is 1, 2 (or \"side 1\", \"side 2\"), \"tie\" or \"none\"");
      if (have != want) wrong.push_back("the winner is " + have + ", expected " + want + (s.over ? " (" + outcome_text() + ")" : " (the game is not over)"));
    } else if (k == "reason") {
      const std::string reason(to_string(s.end_reason));
      if (reason != str(v, "reason")) wrong.push_back("the game ended by " + quote(reason) + ", expected " + lua_text(v));
    } else if (k == "drafted" || k == "team" || k == "piles" || k == "draft_basic_actions" || k == "table_basic_actions") {
      expect_draft(k, v, wrong);
    } else if (k == "log") {
      json list = v.is_array() ? v : json::array({v});
      for (const auto& spec : list) {
        std::string why = log_problem(spec, false);
        if (!why.empty()) wrong.push_back(why);
      }
    } else {
      bad_at(k, "expect: unknown check '" + k +
                    "' (life, generic_energy, zone, face, level, attack, defense, damage, owner, controller, keyword, "
                    "lacks_keyword, affiliation, count, supply, turn, decision, can, cannot, over, winner, reason, log, "
                    "drafted, team, piles, draft_basic_actions, table_basic_actions)");
    }
  }
  if (!wrong.empty()) {
    // A decision nobody answered is the usual reason an outcome did not happen yet.
    const Decision& d = g_->pending();
    std::string waiting;
    if (!g_->over() && !d.empty() && d.kind != DecisionKind::MainAction)
      waiting = " (the game is waiting: " + pending_text() + ")";
    fail(join(wrong, "; ") + waiting);
  }
}

}  // namespace dm::scenario
