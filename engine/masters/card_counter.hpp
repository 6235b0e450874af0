#pragma once
// Dice Masters' card statistics in a simulation (card_counter.cpp). Internal to engine/masters/.
#include <memory>

#include "dm/games.hpp"

namespace dm::masters {

std::unique_ptr<CardCounter> card_counter();

}  // namespace dm::masters
