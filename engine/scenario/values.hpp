#pragma once
// What every game's scenario runner uses to read a file's values (names compared loosely,
// tables read by position) and to write them back in the file's own Lua for messages, and
// what the games' writers share with them (the state's hash and the generator as text).
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "dm/ids.hpp"
#include "dm/rng.hpp"

namespace dm::scenario {

using json = nlohmann::json;

// Lower case, trimmed, inner runs of blanks as one space: how names and faces compare.
std::string squash(const std::string& s);

// Whether a word ending at `end` stands alone: not part of a longer name, not called.
bool bare_after(const std::string& text, std::size_t end);

std::string join(const std::vector<std::string>& v, const std::string& sep);
// `s` as a JSON string for messages; past 200 bytes its first 60 and its size.
std::string quote(const std::string& s);
std::string pname(PlayerId p);

// 1-based positional part of a table read from Lua: a list, or an object with "1", "2", ...
const json* at(const json& j, std::size_t i);
// A field of a table, or null when it is missing or nil.
const json* get(const json& j, const std::string& k);
// Whether a value is a step written inside a table (can = { buy "..." }).
bool is_step(const json& j);

// Values written back the way a scenario file would say them.
std::string lua_text(const json& v);
// A step as the file would write it, cut short when long.
std::string step_text(const std::string& verb, const json& args);

// " (did you mean ...?)" for the closest of `known`, when one is close.
std::string near_miss(const std::string& want, const std::vector<std::string>& known);

// A 64-bit word as 16 lower-case hex digits: how scenarios write a state's hash.
std::string hex_word(std::uint64_t x);

// The generator's state as a scenario's `rng` writes it (four 16-hex-digit words joined by
// ':'), and back; nullopt for a text that is not one.
std::string rng_text(const Rng& r);
std::optional<Rng> rng_from_text(const std::string& text);

}  // namespace dm::scenario
