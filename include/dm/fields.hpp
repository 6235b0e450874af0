#pragma once
// The walks over a game state's field lists, written once for every game. A struct lists its
// members once in a static `fields` function (name and member, in order); equality, the hash
// and serialization walk that list, so none of them can leave a field out. Leaves are
// integers, enums, bools and strings; vectors, arrays and variants of such structs nest.
// Public API: a game's state (dm/state.hpp, dm/miner.hpp) is built on it.
#include <array>
#include <cstdint>
#include <cstdio>
#include <string>
#include <type_traits>
#include <variant>
#include <vector>

namespace dm::fields {

template <class T>
concept HasFields = requires(const T& t) { T::fields(t, [](const char*, const auto&) {}); };

namespace detail {

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

// Calls the visitor on every leaf and recurses through containers and structs.
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
    static_assert(HasFields<T>, "every part of a game's state lists its fields");
    v.begin_object(name);
    T::fields(x, [&](const char* n, const auto& f) { walk(v, n, f); });
    v.end_object();
  }
}

// Every leaf, with list lengths and variant alternatives, mixed in order.
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

// One JSON object, fields by name, lists as arrays.
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

// A flat list of leaves: two values are equal when their lists are.
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

}  // namespace detail

// Every listed field of `a` equals the same field of `b`.
template <HasFields T>
bool equal(const T& a, const T& b) {
  detail::Leaves x, y;
  T::fields(a, [&](const char* n, const auto& f) { detail::walk(x, n, f); });
  T::fields(b, [&](const char* n, const auto& f) { detail::walk(y, n, f); });
  if (x.numbers != y.numbers || x.strings.size() != y.strings.size()) return false;
  for (std::size_t i = 0; i < x.strings.size(); ++i)
    if (*x.strings[i] != *y.strings[i]) return false;
  return true;
}

// A hash of every listed field: the same on every machine and build.
template <HasFields T>
std::uint64_t hash(const T& x) {
  detail::Hasher h;
  T::fields(x, [&](const char* n, const auto& f) { detail::walk(h, n, f); });
  return h.h;
}

// One JSON object, every listed field by name.
template <HasFields T>
std::string to_json(const T& x, std::size_t reserve = 4096) {
  detail::Writer w;
  w.out.reserve(reserve);
  detail::walk(w, nullptr, x);
  return w.out;
}

// How many fields a struct lists (tests count them against its members).
template <HasFields T>
int count() {
  int n = 0;
  T::fields(T{}, [&](const char*, const auto&) { ++n; });
  return n;
}

}  // namespace dm::fields
