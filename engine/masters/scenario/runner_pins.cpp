// Pinned chance: the rolls and draws a scenario fixes, handed to the game in advance and
// checked after every move to have gone to the dice the file meant.
#include "engine/masters/scenario/runner.hpp"

#include <algorithm>

namespace dm::scenario {

void Runner::add_roll_pins(const json& v) {
  json list = v.is_array() ? v : json::array({v});
  std::vector<RollPin> pins;
  bool all_named = true;
  for (const auto& x : list) {
    RollPin p;
    p.text = lua_text(x);
    if (x.is_number_integer()) {
      p.face = face_index(lib_.sidekick(), x, "roll");
      all_named = false;
    } else if ((x.is_array() || x.is_object()) && at(x, 1) && at(x, 2) && at(x, 1)->is_string()) {
      const std::string who = at(x, 1)->get<std::string>();
      if (DieId d = find_die_quiet(who); d != kNone) {
        p.die = d;
        p.def = g_->state().cards[g_->state().dice[d].card].def;
      } else if (auto cs = cards_called(who); !cs.empty()) {
        p.def = g_->state().cards[cs[0]].def;  // same-named cards share a definition
        all_named = false;
      } else if (find_def(who) >= 0) {
        p.def = find_def(who);
        all_named = false;
      } else {
        die(*at(x, 1), "roll");  // reports the unknown name
      }
      p.face = face_index(p.def, *at(x, 2), p.die != kNone ? die_text(p.die) : lib_.at(p.def).name());
    } else {
      bad("roll: each pinned roll is {\"die\", \"face\"} (or {\"card\", \"face\"}, or a face position 1-6), not " + lua_text(x));
    }
    pins.push_back(p);
  }
  // One batch is rolled in die order, so a batch of named dice is pinned in that order.
  if (all_named) std::stable_sort(pins.begin(), pins.end(), [](const RollPin& a, const RollPin& b) { return a.die < b.die; });
  std::vector<int> faces;
  for (const auto& p : pins) {
    faces.push_back(p.face);
    roll_pins_.push_back(p);
  }
  g_->force_faces(faces);
}

void Runner::add_draw_pins(const json& v) {
  std::vector<DieId> ids;
  for (DieId d : dice_list(v, "draw")) {
    ids.push_back(d);
    draw_pins_.push_back(DrawPin{d, die_text(d)});
  }
  g_->force_draws(ids);
}

Snapshot Runner::snapshot() const {
  Snapshot s;
  s.log = log_.size();
  s.faces = g_->state().chance.faces.size();
  s.draws = g_->state().chance.draws.size();
  for (const auto& p : draw_pins_) s.draw_zones.push_back(g_->state().dice[p.die].zone);
  return s;
}

// After the engine moved: a card script that failed fails the scenario, and pinned rolls
// and draws must have gone where the file meant them to.
void Runner::after_apply(const Snapshot& before) {
  const auto& s = g_->state();
  if (g_->script_errors() > script_errors_) {
    std::string msg;
    for (std::size_t i = before.log; i < log_.size(); ++i)
      if (log_[i].value("type", "") == "script_error")
        msg = log_[i].value("card", "?") + " (ability " + std::to_string(log_[i].value("ability", 0)) + "): " + log_[i].value("message", "");
    script_errors_ = g_->script_errors();
    fail("a card script failed: " + (msg.empty() ? std::string("see the log") : msg));
  }
  const std::size_t rolled_pins = before.faces - std::min(before.faces, s.chance.faces.size());
  std::vector<DieId> rolled;
  for (std::size_t i = before.log; i < log_.size(); ++i) {
    const std::string type = log_[i].value("type", "");
    if ((type == "roll" || type == "reroll") && log_[i].contains("dice"))
      for (const auto& x : log_[i]["dice"])
        if (x.is_object() && x.contains("die")) rolled.push_back(x["die"].get<int>());
  }
  for (std::size_t k = 0; k < rolled_pins && !roll_pins_.empty(); ++k) {
    RollPin p = roll_pins_.front();
    roll_pins_.pop_front();
    // Every roll writes its line (an unbought die is never rolled), so a pin used without
    // one means the engine rolled in a way the log hides.
    if (k >= rolled.size()) fail("the pinned roll " + p.text + " was used by a roll the log does not show");
    if (p.die != kNone && rolled[k] != p.die)
      fail("the pinned roll " + p.text + " was taken by " + die_text(rolled[k]) +
           ": a batch of dice is rolled in die order, and each batch needs its own roll { } in that order");
    if (p.die == kNone && p.def != kNone && s.cards[s.dice[rolled[k]].card].def != p.def)
      fail("the pinned roll " + p.text + " was taken by " + die_text(rolled[k]) + ", a die of another card");
  }
  const std::size_t drawn_pins = before.draws - std::min(before.draws, s.chance.draws.size());
  for (std::size_t k = 0; k < drawn_pins && !draw_pins_.empty(); ++k) {
    DrawPin p = draw_pins_.front();
    draw_pins_.pop_front();
    const Zone now = s.dice[p.die].zone, was = k < before.draw_zones.size() ? before.draw_zones[k] : now;
    if (now == Zone::Bag || now == was)
      fail("the pinned draw " + p.text + " was not drawn: it was not in " + pname(s.dice[p.die].owner) +
           "'s bag when " + pname(s.active) + " drew");
  }
}

void Runner::check_pins_used() const {
  std::vector<std::string> left;
  for (const auto& p : roll_pins_) left.push_back("roll " + p.text);
  for (const auto& p : draw_pins_) left.push_back("draw " + quote(p.text));
  if (!left.empty()) fail("pinned but never used: " + join(left, ", "));
}

}  // namespace dm::scenario
