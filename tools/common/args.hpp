#pragma once
// Command-line numbers and levels checked strictly, shared by dice and cardc: a value out of
// range, negative, overflowing or followed by junk is a usage error (exit status 2) that says
// what the option takes. The ranges are listed in docs/limits.md.
#include <CLI/CLI.hpp>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace dm::tools {

constexpr int kUsageError = 2;

// Limits of the options that count things.
constexpr std::uint64_t kMaxSeed = UINT64_MAX;
constexpr std::uint64_t kMaxGames = 1'000'000'000;  // a billion games is days of machine time
constexpr std::uint64_t kMaxThreads = 256;
constexpr std::uint64_t kMaxTurnCap = 10000;       // as a format's own turn_cap
constexpr std::uint64_t kMaxPlayers = 8;           // drafters at one table

// `text` as a decimal whole number from lo to hi: digits only (no sign, space or fraction).
// Otherwise nothing, and `why` says what was wrong.
std::optional<std::uint64_t> parse_whole(std::string_view text, std::uint64_t lo, std::uint64_t hi, std::string& why);

// A CLI11 check for the same, run on the text before CLI11 converts it.
CLI::Validator whole_number(std::uint64_t lo, std::uint64_t hi);

// --log-level: one of trace, debug, info, warn, error, critical, off (else a usage error); the
// level is set as soon as the option is read, before any subcommand runs.
void add_log_level(CLI::App& app, std::string& level);

// Log lines go to stderr, so that what a command prints on stdout (JSON above all) stays whole.
void log_to_stderr(const char* name);

// The exit status for a command line CLI11 refused: 0 for --help, else 2 (after printing it).
int parse_failure(CLI::App& app, const CLI::ParseError& e);

}  // namespace dm::tools
