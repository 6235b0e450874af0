// The state's accessors, and the three walks over its field lists: equality, the hash and
// serialization. A field listed in `fields` is in all three; one left out is in none (and
// the field-list test fails).
#include "dm/state.hpp"

#include <cstdio>
#include <type_traits>

#include "dm/library.hpp"

namespace dm {

std::string_view to_string(TaskKind k) {
  static constexpr std::string_view names[] = {
      "begin_turn", "clear_draw", "roll",        "main",    "end_main",   "attack_begin", "blockers",
      "attack_window", "assign_damage", "combat_damage", "end_combat", "cleanup", "end_turn",
      "others_window", "buy", "field", "use_action", "resolve", "protect", "apply_damage", "order", "draft"};
  return names[static_cast<int>(k)];
}


int GameState::count(PlayerId p, Zone z) const {
  int n = 0;
  for (const auto& d : dice)
    if (d.zone == z && d.controller == p) ++n;
  return n;
}

bool GameState::is_character_die(DieId d) const {
  return in_field(dice[static_cast<std::size_t>(d)].zone) && face(d).is_character();
}

int GameState::fielded_characters(PlayerId p) const {
  int n = 0;
  for (const auto& d : dice)
    if (d.controller == p && in_field(d.zone) && face(d.id).is_character()) ++n;
  return n;
}

namespace {

template <class T>
concept HasFields = requires(const T& t) { T::fields(t, [](const char*, const auto&) {}); };
template <class T>
struct IsVector : std::false_type {};
template <class T, class A>
struct IsVector<std::vector<T, A>> : std::true_type {};
template <class T>
struct IsArray : std::false_type {};
template <class T, std::size_t N>
struct IsArray<std::array<T, N>> : std::true_type {};
template <class T>
struct IsVariant : std::false_type {};
template <class... T>
struct IsVariant<std::variant<T...>> : std::true_type {};

// Calls leaf(value) on every number-like leaf and recurses through containers and structs;
// strings are leaves too.
template <class V, class T>
void walk(V& v, const char* name, const T& x) {
  if constexpr (std::is_enum_v<T>) {
    v.number(name, static_cast<std::int64_t>(x));
  } else if constexpr (std::is_same_v<T, bool>) {
    v.boolean(name, x);
  } else if constexpr (std::is_integral_v<T>) {
    v.number(name, static_cast<std::int64_t>(x));
  } else if constexpr (std::is_same_v<T, std::string>) {
    v.string(name, x);
  } else if constexpr (IsVector<T>::value || IsArray<T>::value) {
    v.begin_list(name, x.size());
    for (const auto& e : x) walk(v, nullptr, e);
    v.end_list();
  } else if constexpr (IsVariant<T>::value) {
    v.begin_object(name);
    v.number("which", static_cast<std::int64_t>(x.index()));
    std::visit([&](const auto& alt) { walk(v, "value", alt); }, x);
    v.end_object();
  } else {
    static_assert(HasFields<T>, "every part of the state lists its fields");
    v.begin_object(name);
    T::fields(x, [&](const char* n, const auto& f) { walk(v, n, f); });
    v.end_object();
  }
}

// Hash: every leaf, with list lengths and variant alternatives, mixed in order.
struct Hasher {
  std::uint64_t h = 0x243F6A8885A308D3ull;
  void mix(std::uint64_t x) {
    h ^= x + 0x9E3779B97F4A7C15ull + (h << 6) + (h >> 2);
    h *= 0xBF58476D1CE4E5B9ull;
    h ^= h >> 31;
  }
  void number(const char*, std::int64_t x) { mix(static_cast<std::uint64_t>(x)); }
  void boolean(const char*, bool b) { mix(b ? 1 : 2); }
  void string(const char*, const std::string& s) {
    mix(s.size());
    for (unsigned char c : s) mix(c);
  }
  void begin_list(const char*, std::size_t n) { mix(0xA11CE + n); }
  void end_list() {}
  void begin_object(const char*) {}
  void end_object() {}
};

// Serialization: one JSON object, fields by name, lists as arrays.
struct Writer {
  std::string out;
  std::vector<bool> first{true};
  void key(const char* name) {
    if (!first.back()) out += ',';
    first.back() = false;
    if (name) {
      out += '"';
      out += name;
      out += "\":";
    }
  }
  void number(const char* n, std::int64_t x) {
    key(n);
    out += std::to_string(x);
  }
  void boolean(const char* n, bool b) {
    key(n);
    out += b ? "true" : "false";
  }
  void string(const char* n, const std::string& s) {
    key(n);
    out += '"';
    for (unsigned char c : s) {
      if (c == '"' || c == '\\') {
        out += '\\';
        out += static_cast<char>(c);
      } else if (c < 0x20) {
        char buf[8];
        std::snprintf(buf, sizeof buf, "\\u%04x", c);
        out += buf;
      } else {
        out += static_cast<char>(c);
      }
    }
    out += '"';
  }
  void begin_list(const char* n, std::size_t) {
    key(n);
    out += '[';
    first.push_back(true);
  }
  void end_list() {
    out += ']';
    first.pop_back();
  }
  void begin_object(const char* n) {
    key(n);
    out += '{';
    first.push_back(true);
  }
  void end_object() {
    out += '}';
    first.pop_back();
  }
};

// Equality: walks two states side by side, the second through a flat list of its leaves.
struct Leaves {
  std::vector<std::int64_t> numbers;
  std::vector<const std::string*> strings;
  void number(const char*, std::int64_t x) { numbers.push_back(x); }
  void boolean(const char*, bool b) { numbers.push_back(b ? 1 : 0); }
  void string(const char*, const std::string& s) {
    numbers.push_back(-7);
    strings.push_back(&s);
  }
  void begin_list(const char*, std::size_t n) { numbers.push_back(static_cast<std::int64_t>(n)); }
  void end_list() {}
  void begin_object(const char*) {}
  void end_object() {}
};

}  // namespace

bool GameState::operator==(const GameState& o) const {
  if (library != o.library) return false;
  Leaves a, b;
  GameState::fields(*this, [&](const char* n, const auto& f) { walk(a, n, f); });
  GameState::fields(o, [&](const char* n, const auto& f) { walk(b, n, f); });
  if (a.numbers != b.numbers || a.strings.size() != b.strings.size()) return false;
  for (std::size_t i = 0; i < a.strings.size(); ++i)
    if (*a.strings[i] != *b.strings[i]) return false;
  return true;
}

std::uint64_t GameState::hash() const {
  Hasher h;
  GameState::fields(*this, [&](const char* n, const auto& f) { walk(h, n, f); });
  return h.h;
}

std::string GameState::serialize() const {
  Writer w;
  w.out.reserve(16384);
  walk(w, nullptr, *this);
  return w.out;
}

}  // namespace dm
