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
// Installs an option() that answers every option with its default (a script read for one field).
void install_default_option(Sandbox& sb);
// The first option the user gave that the script never asked for, as an error naming the
// options there are (with a did-you-mean), or "".
std::string unknown_option(const OptionBook& book, const std::string& format);

}  // namespace dm::script
