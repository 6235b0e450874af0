#pragma once
// The last line of defence for terminals: messages echo text from outside (file names, option
// values, agent names, script errors), and one control character in them could clear the
// screen or retitle the window. Text written through std::cout and std::cerr has every
// control character but newline, tab and carriage return written as \xNN instead.
//
// The tools' own escape codes (the progress line, coloured diagnostics) go through stdio and
// are not touched; JSON escapes control characters itself, so it passes unchanged.
namespace dm::tools {

// Installs the filter on std::cout and std::cerr for the rest of the process.
void guard_standard_streams();

}  // namespace dm::tools
