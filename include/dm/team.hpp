#pragma once
// Team files: the plain-text list of cards and dice a player brings to a game (docs/teams.md),
// read into a TeamList whose every entry remembers where it was written, so that a format's
// team-building rules can point at the line and column of each problem. Public API.
#include <map>
#include <string>
#include <vector>

#include "dm/library.hpp"

namespace dm {

// One line of a team file that names a card.
struct TeamEntry {
  int def = kNone;       // the card in the library (kNone when it could not be found)
  int dice = 0;          // how many of its dice (basic actions: 0, the format decides)
  bool basic = false;    // listed as a basic action
  std::string written;   // the card as written
  int line = 0, col = 0; // where the card is named (1-based)
  int count_col = 0;     // where its number of dice is written (0: none)
};

struct TeamList {
  std::string file;      // where it came from, for messages
  std::string name;      // `name:` line, if any
  std::string format;    // `format:` line, if any
  // `options:` line: the format's options the team was drafted (or built) under, so that the
  // game it is brought to can be held to them ("sets=avx,asm; dice_limit=12").
  std::map<std::string, std::string> options;
  int name_line = 0, format_line = 0, options_line = 0;
  std::vector<TeamEntry> entries;
  // `drafted:` lines: cards drafted and how many copies (dice = copies), so that a judge and the
  // format's team check can see that the team brings no more dice of a card than were drafted.
  std::vector<TeamEntry> drafted;
};

// A problem with a team, where it is.
struct TeamProblem {
  std::string file;
  int line = 0, col = 0;  // 0: the team as a whole
  std::string message;
  std::string hint;       // what to do about it ("did you mean ...?"), or empty
  std::string text() const;  // "file:line:col: error: message (hint)"
};

// Reads a team file. Cards are found in the library by id or full name ("Beast: Big Boy
// Blue"), or by title when only one card has it; case and extra spaces don't matter. Every
// problem of the text itself (syntax, unknown or ambiguous cards, impossible counts) is
// appended to `problems`; entries (drafted ones too) whose card is unknown keep def == kNone.
TeamList read_team(const std::string& text, const std::string& file, const CardLibrary& library,
                   std::vector<TeamProblem>& problems);
TeamList read_team_file(const std::string& path, const CardLibrary& library, std::vector<TeamProblem>& problems);

// The team as a file that read_team reads back to the same list.
std::string write_team(const TeamList& team, const CardLibrary& library);

}  // namespace dm
