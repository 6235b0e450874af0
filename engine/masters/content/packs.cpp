// Packs for draft formats (dm/packs.hpp): pools of draftable cards by rarity, packs drawn
// from them, and the sets a command line names.
#include "dm/packs.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <filesystem>
#include <map>
#include <set>
#include <system_error>

#include "dm/content.hpp"
#include "engine/masters/content/team_cards.hpp"

namespace fs = std::filesystem;

namespace dm {

namespace {

constexpr double kPartsPerSlot = 1'000'000.0;

bool draftable(const CardDef& d) { return d.kind == CardKind::Character || d.kind == CardKind::Action; }

// The loader names a card of a .card file "path:line (Name)": keep "path:line" for messages.
std::string location(const CardSource& s) {
  const auto at = s.file.find(".card:");
  if (at == std::string::npos) return s.file;
  return s.file.substr(0, s.file.find(" (", at));
}

// The file a card was read from, without line or name.
std::string file_of(const CardSource& s) {
  const auto at = s.file.find(".card:");
  return at == std::string::npos ? s.file : s.file.substr(0, at + 5);
}

std::string join(const std::vector<std::string>& v, const char* sep = ", ") {
  std::string out;
  for (const auto& s : v) out += (out.empty() ? "" : sep) + s;
  return out;
}

std::string quote(const std::string& s) { return "'" + s + "'"; }

}  // namespace

PackSpec PackSpec::standard() {
  PackSpec p;
  p.slots.push_back({{{"common", 1.0}}});
  p.slots.push_back({{{"uncommon", 0.65}, {"rare", 0.30}, {"super rare", 0.05}}});
  return p;
}

PackPool::PackPool(const CardLibrary& lib, const std::vector<std::string>& sets, const PackSpec& spec) {
  for (const auto& s : sets)
    if (std::find(sets_.begin(), sets_.end(), s) == sets_.end()) sets_.push_back(s);
  if (spec.slots.empty()) throw std::invalid_argument("a pack needs at least one slot");

  // Every missing rarity at once: a set is usually fixed in one edit, not one card per run.
  std::vector<std::string> missing;
  std::vector<int> per_set(sets_.size(), 0);
  for (int i = 0; i < lib.size(); ++i) {
    const CardDef& d = lib.at(i);
    const auto set = std::find(sets_.begin(), sets_.end(), d.set);
    if (set == sets_.end() || !draftable(d)) continue;
    ++per_set[static_cast<std::size_t>(set - sets_.begin())];
    if (d.rarity.empty()) {
      missing.push_back(location(lib.source(i)) + ": " + d.name() + " (" + d.id +
                        ") has no rarity (add a line such as `rarity common`; packs draw cards by rarity)");
      continue;
    }
    auto r = std::find(rarities_.begin(), rarities_.end(), d.rarity);
    if (r == rarities_.end()) {
      rarities_.push_back(d.rarity);
      pools_.emplace_back();
      r = rarities_.end() - 1;
    }
    pools_[static_cast<std::size_t>(r - rarities_.begin())].push_back(i);
  }
  if (!missing.empty()) throw SetError(join(missing, "\n"));
  for (std::size_t k = 0; k < sets_.size(); ++k)
    if (per_set[k] == 0)
      throw SetError("set " + quote(sets_[k]) + " has no draftable card (character or action card) in the library");

  // How many cards of each rarity one pack may hold: one per slot that can draw it.
  std::vector<std::pair<std::string, int>> need;  // in the spec's order, for the first message
  for (std::size_t n = 0; n < spec.slots.size(); ++n) {
    const PackSlot& in = spec.slots[n];
    double sum = 0;
    for (const auto& [rarity, w] : in.odds) {
      if (!std::isfinite(w) || w < 0)
        throw std::invalid_argument("pack slot " + std::to_string(n + 1) + ": the weight of " + quote(rarity) +
                                    " must be a finite number, 0 or more");
      sum += w;
    }
    if (!(sum > 0) || !std::isfinite(sum))
      throw std::invalid_argument("pack slot " + std::to_string(n + 1) + " has no rarity with a weight above 0");
    Slot out;
    std::set<std::string> seen;
    for (const auto& [rarity, w] : in.odds) {
      if (w <= 0) continue;
      const auto parts = std::max<std::uint64_t>(1, static_cast<std::uint64_t>(std::llround(w / sum * kPartsPerSlot)));
      if (seen.insert(rarity).second) {
        auto it = std::find_if(need.begin(), need.end(), [&name = rarity](const auto& e) { return e.first == name; });
        if (it == need.end()) need.emplace_back(rarity, 1);
        else ++it->second;
      }
      auto r = std::find(rarities_.begin(), rarities_.end(), rarity);
      if (r == rarities_.end()) {  // checked just below: no card has it
        rarities_.push_back(rarity);
        pools_.emplace_back();
        r = rarities_.end() - 1;
      }
      out.total += parts;
      out.draws.push_back({out.total, static_cast<int>(r - rarities_.begin())});
    }
    slots_.push_back(std::move(out));
  }
  for (const auto& [rarity, n] : need) {
    const std::size_t have = cards(rarity).size();
    if (have < static_cast<std::size_t>(n))
      throw SetError("not enough " + rarity + " cards: a pack can hold " + std::to_string(n) + " distinct " + rarity +
                     (n == 1 ? " card" : " cards") + ", but sets " + join(sets_) + " have " + std::to_string(have) +
                     " draftable " + rarity + (have == 1 ? " card" : " cards") +
                     " (add a set that has them, or use a pack that doesn't draw them)");
  }
}

std::vector<int> PackPool::open(Rng& rng) const {
  std::vector<int> pack;
  pack.reserve(slots_.size());
  for (const Slot& slot : slots_) {
    const std::uint64_t x = rng.below(slot.total);
    const auto draw = std::upper_bound(slot.draws.begin(), slot.draws.end(), x,
                                       [](std::uint64_t v, const Draw& d) { return v < d.upto; });
    const auto& pool = pools_[static_cast<std::size_t>(draw->pool)];
    // Uniform among the cards of the rarity not yet in the pack; the constructor made sure
    // there is always one.
    std::size_t taken = 0;
    for (int c : pack) taken += static_cast<std::size_t>(std::count(pool.begin(), pool.end(), c));
    auto k = rng.below(pool.size() - taken);
    for (int c : pool) {
      if (std::find(pack.begin(), pack.end(), c) != pack.end()) continue;
      if (k-- == 0) {
        pack.push_back(c);
        break;
      }
    }
  }
  return pack;
}

const std::vector<int>& PackPool::cards(const std::string& rarity) const {
  static const std::vector<int> none;
  const auto r = std::find(rarities_.begin(), rarities_.end(), rarity);
  return r == rarities_.end() ? none : pools_[static_cast<std::size_t>(r - rarities_.begin())];
}

namespace {

fs::path canonical_or_same(const fs::path& p) {
  std::error_code ec;
  fs::path c = fs::weakly_canonical(p, ec);
  return ec ? p.lexically_normal() : c;
}

// `file` is `root` or lies under it.
bool under(const fs::path& file, const fs::path& root) {
  auto f = file.begin();
  for (auto r = root.begin(); r != root.end(); ++r, ++f) {
    if (r->empty()) continue;  // a trailing separator
    if (f == file.end() || *f != *r) return false;
  }
  return true;
}

bool has_draftable(const CardLibrary& lib, const std::string& set) {
  for (int i = 0; i < lib.size(); ++i)
    if (lib.at(i).set == set && draftable(lib.at(i))) return true;
  return false;
}

void add_unique(std::vector<std::string>& v, const std::string& s) {
  if (std::find(v.begin(), v.end(), s) == v.end()) v.push_back(s);
}

// The sets of the cards a path holds, loading them when the library doesn't have them yet.
std::vector<std::string> sets_at(CardLibrary& lib, const std::string& path) {
  std::error_code ec;
  if (!fs::exists(path, ec)) throw SetError(path + ": no such file or folder");
  const fs::path root = canonical_or_same(path);
  std::vector<std::string> found;
  std::map<std::string, bool> inside;  // by source file: whether it is under root
  for (int i = 0; i < lib.size(); ++i) {
    const std::string f = file_of(lib.source(i));
    auto it = inside.find(f);
    if (it == inside.end()) it = inside.emplace(f, under(canonical_or_same(f), root)).first;
    if (it->second) add_unique(found, lib.at(i).set);
  }
  if (found.empty()) {
    const int before = lib.size();
    std::vector<LoadError> errors;
    load_cards(lib, {path}, errors);
    if (!errors.empty()) {
      std::vector<std::string> lines;
      for (const auto& e : errors) lines.push_back(e.text());
      throw SetError("cannot load the cards of " + path + ":\n" + join(lines, "\n"));
    }
    for (int i = before; i < lib.size(); ++i) add_unique(found, lib.at(i).set);
    if (found.empty()) throw SetError(path + ": no card file (.card or .lua) with a card in it");
  }
  for (const auto& set : found)
    if (!has_draftable(lib, set))
      throw SetError(path + ": set " + quote(set) +
                     " has no draftable card (only character and action cards go in packs, not basic actions or Sidekicks)");
  return found;
}

bool looks_like_path(const std::string& name) {
  auto ends = [&](const char* ext) {
    const std::string e = ext;
    return name.size() > e.size() && name.compare(name.size() - e.size(), e.size(), e) == 0;
  };
  return name.find('/') != std::string::npos || name.find('\\') != std::string::npos || ends(".card") || ends(".lua");
}

}  // namespace

std::vector<std::string> resolve_sets(CardLibrary& lib, const std::vector<std::string>& names) {
  std::vector<std::string> out;
  const fs::path builtin = fs::path(scripts_dir()) / "cards";
  for (const auto& name : names) {
    if (name.empty()) throw SetError("an empty set name (a stray comma in the list?)");
    if (looks_like_path(name)) {
      for (const auto& s : sets_at(lib, name)) add_unique(out, s);
      continue;
    }
    bool known = false;
    for (int i = 0; i < lib.size() && !known; ++i) known = lib.at(i).set == name;
    if (known) {
      if (!has_draftable(lib, name))
        throw SetError("set " + quote(name) +
                       " has no draftable card (only character and action cards go in packs, not basic actions or Sidekicks)");
      add_unique(out, name);
      continue;
    }
    std::error_code ec;
    std::string path;
    if (fs::is_directory(builtin / name, ec))
      path = (builtin / name).string();
    else if (fs::exists(name, ec))
      path = name;
    if (!path.empty()) {
      for (const auto& s : sets_at(lib, path)) add_unique(out, s);
      continue;
    }
    // Not found: suggest the nearest set id or built-in folder.
    std::vector<std::string> choices;
    for (int i = 0; i < lib.size(); ++i) add_unique(choices, lib.at(i).set);
    for (auto it = fs::directory_iterator(builtin, ec); !ec && it != fs::directory_iterator(); it.increment(ec))
      if (it->is_directory()) add_unique(choices, it->path().filename().string());
    teams::Names near;
    for (const auto& c : choices) near.emplace_back(teams::fold(c), c);
    const std::string best = teams::nearest(teams::fold(name), near);
    throw SetError("unknown set " + quote(name) + ": not a set of the card library, a folder of " + builtin.string() +
                   " or a card file or folder" + (best.empty() ? " (the sets are " + join(choices) + ")" : " (did you mean " + quote(best) + "?)"));
  }
  return out;
}

}  // namespace dm
