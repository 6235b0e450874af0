#pragma once
// Files a run keeps only for a while (an output's temporary file before it is renamed into
// place, the folder a replay's carried files are unpacked in), removed as well when a signal
// ends the run (SIGINT, SIGTERM, SIGHUP): each is registered while it exists, and the signal
// handler removes them with async-signal-safe calls only. Public API.
#include <string>

namespace dm {

// Registers `path` (a file, or a folder to remove with everything in it) to remove should a
// signal end the process. Returns a ticket for forget_on_signal, or -1 when the registry is
// full (2048 paths at once), the path then being left as it was.
int remove_on_signal(const std::string& path, bool folder);
// The path is gone or kept for good: no signal removes it any more.
void forget_on_signal(int ticket);
// Removes every registered path. Async-signal-safe: for a signal handler, before the signal's
// default action ends the process.
void remove_registered_paths() noexcept;

}  // namespace dm
