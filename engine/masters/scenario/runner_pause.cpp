// `run_until "combat_damage"`: a scenario looks at a moment no decision interrupts. The step
// asks the game to pause just before that part of the turn; the checks that follow see the
// game there; the next step that acts carries the game on first.
#include "engine/masters/scenario/runner.hpp"

#include <array>

namespace dm::scenario {

namespace {

struct Moment {
  const char* name;
  TaskKind task;
  const char* says;  // for messages: "the game has not reached <says>"
};

// The parts of a turn a scenario may stop before, in turn order.
constexpr std::array<Moment, 11> kMoments{{
    {"clear_draw", TaskKind::ClearDraw, "the Clear and Draw Step"},
    {"roll", TaskKind::Roll, "the Roll and Reroll Step"},
    {"main", TaskKind::Main, "the Main Step"},
    {"attack", TaskKind::AttackBegin, "the Attack Step"},
    {"blockers", TaskKind::Blockers, "the declaration of blockers"},
    {"after_blockers", TaskKind::AttackWindow, "the window for actions and globals after blockers"},
    {"assign_damage", TaskKind::AssignDamage, "the assignment of combat damage"},
    {"combat_damage", TaskKind::CombatDamage, "combat damage"},
    {"end_of_combat", TaskKind::EndCombat, "the end of combat"},
    {"cleanup", TaskKind::Cleanup, "the Cleanup Step"},
    {"end_of_turn", TaskKind::EndTurn, "the end of the turn"},
}};

}  // namespace

void Runner::run_until(const json& v) {
  const std::string name = str(v, "run_until");
  // "combat_damage", "combat damage" and "Combat-Damage" all name it.
  std::string want = squash(name);
  for (char& c : want) c = (c == ' ' || c == '-') ? '_' : c;
  const Moment* m = nullptr;
  std::vector<std::string> names;
  for (const Moment& x : kMoments) {
    names.push_back(x.name);
    if (want == x.name) m = &x;
  }
  if (!m) bad_at(name, "run_until: no such moment " + quote(name) + " (moments: " + join(names, ", ") + ")" + near_miss(name, names));
  if (g_->over()) fail("run_until " + quote(name) + ": " + pending_text());
  until_ = m->says;
  until_name_ = m->name;
  until_line_ = line_;
  g_->pause_before(m->task);
  // Already stopped at an earlier moment: nothing needs answering to go on to this one.
  resume_if_paused();
}

void Runner::resume_if_paused() {
  if (!g_->paused()) return;
  Snapshot before = snapshot();
  g_->resume();
  after_apply(before);
}

// A check after `run_until` looks at that moment, or fails: the steps between did not get there.
void Runner::check_reached() const {
  if (until_.empty() || g_->paused() || !g_->pause_armed()) return;
  throw Failure{where() + "run_until " + quote(until_name_) + " (line " + std::to_string(until_line_) +
                    "): the game has not reached " + until_ + "; " + pending_text(),
                line_, false};
}

void Runner::check_until_reached_at_end() const {
  if (until_.empty() || !g_->pause_armed()) return;
  throw Failure{"run_until " + quote(until_name_) + ": the scenario ended before the game reached " + until_ + "; " +
                    pending_text(),
                until_line_, false};
}

}  // namespace dm::scenario
