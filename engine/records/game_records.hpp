#pragma once
// What a game brings to replay files (docs/replays.md) beyond what every replay holds (the
// format, its options, the seed, the agents, the scripts, the steps): fields of its own in the
// header and lines of its own before the scripts (a card game's edition and life, each
// player's team, the basic actions, every card the game used), read strictly as the file is
// read. What they mean is the game's table's to say (Table::start_replay). Part of a game's
// module (engine/module/game_module.hpp). Internal.
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "engine/records/record_line.hpp"

namespace dm::records {

// Reads one replay's lines of a game's own, in the order they come; every problem thrown at its
// line and column (RecordLine::fail).
class GameLineReader {
 public:
  virtual ~GameLineReader() = default;
  // The header line: the game's own fields, each checked.
  virtual void header(const RecordLine& l) = 0;
  // A line of kind `kind` (an index into GameRecords::kinds), of which `count` came before.
  virtual void line(int kind, const RecordLine& l) = 0;
  // A line of type `type` comes after lines of rank `from` (0 the header, 1 to n the game's own
  // kinds, then the shared ones): what must have come before it (2 player lines), else fail at `l`.
  virtual void advance(int from, int to, const std::string& type, const RecordLine& l) = 0;
  // Seats whose decisions the steps may hold.
  virtual int seats() const = 0;
  // Whether `reason` is a reason the game ends for ("" when it is; else the message).
  virtual std::string bad_reason(const std::string& reason) const = 0;
  // Once every line is read: what refers across lines (a card a team names is listed).
  virtual void finish() = 0;
};

struct GameRecords {
  // The fields the header may have besides the shared ones, in the order the writer puts them
  // (after "options").
  std::vector<std::string> header_fields;
  // The game's own kinds of line, in the order they come: the type, and how the order message
  // names it ("player (one per player)").
  std::vector<std::pair<std::string, std::string>> kinds;
  // Kinds that come once only.
  std::vector<std::string> once;
  std::unique_ptr<GameLineReader> (*reader)() = nullptr;
};

}  // namespace dm::records
