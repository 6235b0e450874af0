// A Dice Miner state read back from its JSON (include/dm/miner.hpp, parse_state): the same
// field lists that write it (dm/fields.hpp) read it, so a field can't be written and not read.
#include <nlohmann/json.hpp>
#include <type_traits>

#include "dm/miner.hpp"

namespace dm::miner {

namespace {

using json = nlohmann::json;

template <class T>
struct IsVector : std::false_type {};
template <class T, class A>
struct IsVector<std::vector<T, A>> : std::true_type {};
template <class T>
struct IsArray : std::false_type {};
template <class T, std::size_t N>
struct IsArray<std::array<T, N>> : std::true_type {};

template <class T>
void read(const json& j, T& x) {
  if constexpr (std::is_enum_v<T>) {
    x = static_cast<T>(j.get<std::int64_t>());
  } else if constexpr (std::is_same_v<T, bool>) {
    x = j.get<bool>();
  } else if constexpr (std::is_integral_v<T>) {
    x = static_cast<T>(j.get<std::int64_t>());
  } else if constexpr (std::is_same_v<T, std::string>) {
    x = j.get<std::string>();
  } else if constexpr (IsVector<T>::value) {
    if (!j.is_array()) throw std::runtime_error("a list was expected");
    x.clear();
    for (const json& e : j) {
      typename T::value_type v{};
      read(e, v);
      x.push_back(std::move(v));
    }
  } else if constexpr (IsArray<T>::value) {
    if (!j.is_array() || j.size() != x.size()) throw std::runtime_error("a list of " + std::to_string(x.size()) + " was expected");
    for (std::size_t i = 0; i < x.size(); ++i) read(j[i], x[i]);
  } else {
    if (!j.is_object()) throw std::runtime_error("an object was expected");
    T::fields(x, [&](const char* name, auto& f) {
      if (!j.contains(name)) throw std::runtime_error(std::string("no field '") + name + "'");
      read(j.at(name), f);
    });
  }
}

}  // namespace

std::optional<State> parse_state(const std::string& text, std::string* why) {
  try {
    State s;
    read(json::parse(text), s);
    return s;
  } catch (const std::exception& e) {
    if (why) *why = e.what();
    return std::nullopt;
  }
}

}  // namespace dm::miner
