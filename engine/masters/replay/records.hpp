#pragma once
// Dice Masters in replay files: its fields and lines read (records.cpp), and what its table
// records of a game and sets up again from them (table_replay.cpp). Internal to engine/masters/.
#include <memory>
#include <string>
#include <vector>

#include "dm/content.hpp"
#include "dm/game.hpp"
#include "dm/replay.hpp"

namespace dm::masters {

// The header's fields and the lines that set a game up: edition, life, turn cap, first-turn
// attack and drafters; each player's side, Sidekicks, team name and cards; the basic actions.
ReplayRecord record_of(const GameSetup& setup, const std::vector<std::string>& team_names);
// The cards a match uses, noted as it is played, as card lines after `earlier`'s set-up lines.
std::unique_ptr<ContentNotes> card_notes(std::shared_ptr<const CardLibrary> library, const std::vector<std::string>& earlier);
// The first card a replay lists that is not loaded now, or has changed: in words, or "".
std::string check_cards(const Replay& r, const CardLibrary& lib);
// The set-up a replay's lines give (a drafting format's own, from its seed). Throws ReplaySetupError.
GameSetup setup_of(const Replay& r, std::shared_ptr<const CardLibrary> library, Format& format);
// The card files of the cards a replay lists that lie outside the data folder.
std::vector<std::string> card_files_outside(const Replay& r, const CardLibrary& lib);

}  // namespace dm::masters
