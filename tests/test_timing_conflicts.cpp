// Timing conflicts shared by every game (include/dm/timing.hpp): the active player first,
// then turn order, however many actions each wants; a window closes when all pass in a row.
#include <catch2/catch.hpp>

#include "dm/timing.hpp"

using namespace dm::timing;

TEST_CASE("Timing: the active player is asked first, then the others in turn order", "[timing]") {
  CHECK(priority_order(2, 4) == std::vector<dm::PlayerId>{2, 3, 0, 1});
  CHECK(priority_order(0, 2) == std::vector<dm::PlayerId>{0, 1});
  // Declared at once: the opponent spent first, but the active player's action resolves first.
  CHECK(resolve_order(0, 2, {1, 0}) == std::vector<int>{1, 0});
  // However many each wants: all of the active player's, then the next player's, in declared order.
  CHECK(resolve_order(1, 3, {0, 2, 1, 0, 1, 2}) == std::vector<int>{2, 4, 1, 5, 0, 3});
}

TEST_CASE("Timing: a window asks the active player again after each action and closes when all pass", "[timing]") {
  Window w = Window::opening(1, 3);
  CHECK(w.who() == 1);
  w.acted();  // active plays one instant, then another
  CHECK(w.who() == 1);
  w.passed();
  CHECK(w.who() == 2);
  w.acted();  // player 2 answers: the active player has the first word again
  CHECK(w.who() == 1);
  w.passed();
  w.passed();
  CHECK(w.who() == 0);
  w.passed();
  CHECK(!w.open);
  CHECK(w.who() == dm::kNone);
}
