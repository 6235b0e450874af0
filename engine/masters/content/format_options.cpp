// Format options: a script asks option(name, default, { min, max, text }) and gets the value
// the user gave (`--option name=value`) or the default, checked against what it declares, as
// every game's formats do (engine/sandbox/format_options.hpp). An option the user gives that the
// script never asks for is an error with a did-you-mean.
#include <algorithm>
#include <cctype>
#include <stdexcept>

#include "engine/masters/content/format_impl.hpp"
#include "engine/sandbox/sandbox_stdlib.hpp"

namespace dm {

void install_options(Format::Impl& m) { script::install_option(m.sb, &m.options); }

void check_options(Format::Impl& m) {
  if (!m.options.error.empty()) m.fail(m.options.error);
  if (const std::string unknown = script::unknown_option(m.options, m.name); !unknown.empty()) m.fail(unknown);
}

}  // namespace dm
