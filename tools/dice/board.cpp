#include "tools/dice/board.hpp"

namespace dm::cli {

std::string board_text(const Game& g) {
  const GameState& s = g.state();
  std::string out = "== Turn " + std::to_string(s.turn) + ", P" + std::to_string(s.active + 1) + "'s turn, " +
                    std::string(to_string(s.step)) + " ==\n";
  for (PlayerId p = 0; p < s.player_count(); ++p) {
    out += "P" + std::to_string(p + 1) + ": life " + std::to_string(s.life(p)) + "\n";
    for (Zone z : {Zone::Field, Zone::Attack, Zone::Reserve, Zone::Prep, Zone::Bag, Zone::Used, Zone::OutOfPlay, Zone::Captured}) {
      std::string dice;
      for (const auto& d : s.dice)
        if (d.controller == p && d.zone == z) dice += (dice.empty() ? "" : ", ") + g.die_label(d.id);
      if (!dice.empty()) out += "  " + std::string(to_string(z)) + ": " + dice + "\n";
    }
  }
  return out;
}

}  // namespace dm::cli
