#pragma once
// option(name, default, { min =, max =, text = }) in a format script, for every game: the
// value the user gave (`--option name=value`), checked against the declared range, else the
// default; every declaration kept so `dice formats list` can show it. Internal.
#include <map>
#include <string>
#include <vector>

#include "dm/games.hpp"
#include "engine/sandbox/sandbox.hpp"

namespace dm::script {

// Where option() keeps what a format asks for and what the user gave.
struct OptionBook {
  std::map<std::string, std::string> given;  // --option name=value
  std::vector<FormatOptionInfo> declared;    // as the script asked, in order
  std::string error;                         // the first bad value, reported after the script ran
};

// Installs option() (reading and writing `book`) as a global of environments made afterwards.
void install_option(Sandbox& sb, OptionBook* book);

}  // namespace dm::script
