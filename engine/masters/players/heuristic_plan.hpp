#pragma once
// The heuristic agent's economy: what to field and buy with the energy at hand, and which
// dice to reroll to get there. Internal to dm_agents.
#include <array>
#include <cstdint>
#include <memory>
#include <vector>

#include "dm/game.hpp"

namespace dm::agents::heur {

// What a Reserve Pool holds (or would hold after a roll): energy by kind, and character dice.
struct Hand {
  struct Character {
    DieId die = kNone;
    int cost = 0;        // fielding cost
    double value = 0;    // face_value of the face it shows
  };
  std::array<int, kEnergyTypes> symbols{};  // typed energy units
  int wild = 0, generic = 0, tokens = 0;
  std::vector<Character> characters;
  double extra = 0;  // what else it holds is worth (action dice)
  int total() const;
  std::uint32_t types() const;  // bit t: energy of type t can be paid (wild pays every type)
};

// What to do in a Main Step: dice to field, cards to buy (best first), and what it is worth.
struct Plan {
  double value = 0;
  std::vector<DieId> field;
  std::vector<CardId> buy;
};

class Planner {
 public:
  Planner(const Game& g, PlayerId p);
  Plan best(const Hand& h) const;
  double best_value(const Hand& h) const;  // best(h).value, without making the plan
  // The hand in p's Reserve Pool now.
  Hand reserve() const;
  // What a die showing a face adds to a hand, worked out apart from adding it, for a choice
  // that adds the same faces to many hands.
  struct Piece {
    int wild = 0, generic = 0;
    Energy symbol = Energy::None;
    int symbols = 0;
    bool character = false, action = false;
    Hand::Character as_character;
  };
  Piece piece(DieId d, int face) const;
  static void add(Hand& h, const Piece& x);
  // A die showing `face` added to a hand.
  void add(Hand& h, DieId d, int face) const { add(h, piece(d, face)); }

 private:
  struct Buyable {
    CardId card = kNone;
    int cost = 0;
    Energy type = Energy::None;
    double value = 0;
    int stock = 0;
  };
  struct Table {
    std::vector<double> value;               // best buys affordable with r energy
    std::vector<std::pair<int, int>> which;  // the buyables behind them (-1: none)
  };
  const Table& table(std::uint32_t types) const;
  // The best plan's value, and the plan itself into `plan` unless it is null.
  double value_of(const Hand& h, Plan* plan) const;

  const Game& g_;
  PlayerId p_;
  std::vector<Buyable> buyables_;
  // By the energy types a hand can pay (Hand::types, five bits), found when first asked.
  mutable std::array<const Table*, 32> tables_{};
  // The tables made, each by the set of buyables it lets pay (bits by index): types that pay
  // for the same buyables share one.
  mutable std::vector<std::pair<std::uint64_t, std::unique_ptr<Table>>> made_;
};

// Value of holding an action die showing an action face, to the planner.
inline constexpr double kActionFaceValue = 1.2;

// Sampled faces a reroll choice is valued over (`heuristic:samples=`): 20 by default; 40, as
// before, won no more games against greedy and took an eighth longer a game (docs/agents.md).
inline constexpr int kRerollSamples = 20;
inline constexpr int kFewestRerollSamples = 6;
inline constexpr int kMostRerollSamples = 200;

// The option of a Reroll decision that gives the best expected plan: every offered set of dice
// to reroll (interchangeable sets once) tried against the same `samples` sampled faces (fewer
// when thousands of sets are offered).
int choose_reroll(const Game& g, std::uint64_t seed, int samples = kRerollSamples);

}  // namespace dm::agents::heur
