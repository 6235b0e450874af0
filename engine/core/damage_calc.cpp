// The final-damage calculation (include/dm/damage.hpp, docs/damage.md).
#include "dm/damage.hpp"

#include <algorithm>

namespace dm::damage {

namespace {

constexpr const char* kKindNames[] = {"normal", "undefendable", "pure", "collateral", "isolated", "ultimate"};

// Whether a modifier adds to the damage (an increase), takes from it by modifying it (a
// reduction) or by preventing it (a prevention): each kind allows some of these.
enum class Nature { Increase, Reduce, Prevent, None };

Nature nature(const Modifier& m) {
  switch (m.op) {
    case Op::Add: return m.amount > 0 ? Nature::Increase : Nature::None;
    case Op::Reduce: return m.amount > 0 ? Nature::Reduce : Nature::None;
    case Op::Prevent: return m.amount > 0 ? Nature::Prevent : Nature::None;
    case Op::Scale:
      return m.num > m.den ? Nature::Increase : m.num < m.den ? Nature::Reduce : Nature::None;
    case Op::PreventPart: return m.num > 0 ? Nature::Prevent : Nature::None;
  }
  return Nature::None;
}

}  // namespace

std::string_view to_string(Kind k) { return kKindNames[static_cast<int>(k)]; }

std::optional<Kind> kind_from(std::string_view name) {
  for (int i = 0; i < 6; ++i)
    if (name == kKindNames[i]) return static_cast<Kind>(i);
  return std::nullopt;
}

KindRules kind_rules(Kind k) {
  switch (k) {
    case Kind::Normal: return {};
    case Kind::Undefendable: return {true, false, true, true, true, true};
    case Kind::Pure: return {true, false, false, false, true, true};
    case Kind::Collateral: return {false, false, false, false, true, true};
    // Isolated damage is an attack's own instance: what is played on it applies to it alone.
    case Kind::Isolated: return {true, false, true, true, true, true};
    case Kind::Ultimate: return {true, false, true, false, false, false};
  }
  return {};
}

std::string_view to_string(Op op) {
  switch (op) {
    case Op::Add: return "add";
    case Op::Reduce: return "reduce";
    case Op::Prevent: return "prevent";
    case Op::Scale: return "scale";
    case Op::PreventPart: return "prevent_part";
  }
  return "?";
}

bool multiplicative(Op op) { return op == Op::Scale || op == Op::PreventPart; }

std::optional<std::string> Instance::refuses(const Modifier& m) const {
  if ((m.op == Op::Add || m.op == Op::Reduce || m.op == Op::Prevent) && m.amount < 0)
    return std::string("a modifier's amount is not negative (") + std::string(to_string(m.op)) + " " + std::to_string(m.amount) + ")";
  if (multiplicative(m.op) && (m.den <= 0 || m.num < 0))
    return "a fraction has a positive denominator and a non-negative numerator";
  const KindRules r = kind_rules(kind_);
  const std::string k(to_string(kind_));
  if (!r.opponents_act && m.by != kNone && m.by != source_)
    return k + " damage: opponents may do nothing until it has resolved";
  if (m.defensive && !r.defendable) return k + " damage may not be answered by a defensive ability";
  switch (nature(m)) {
    case Nature::Increase:
      if (!r.increasable) return k + " damage may not be modified (increased)";
      break;
    case Nature::Reduce:
      if (!r.reducible) return k + " damage may not be modified (reduced)";
      break;
    case Nature::Prevent:
      if (!r.preventable) return k + " damage may not be prevented";
      break;
    case Nature::None: break;
  }
  return std::nullopt;
}

std::optional<std::string> Instance::add(const Modifier& m) {
  if (auto why = refuses(m)) return why;
  mods_.push_back(m);
  return std::nullopt;
}

Result Instance::resolve() const {
  Result r;
  r.incoming = incoming_;
  // Step 2: every addition and subtraction, in the order played, into the subtotal.
  std::int64_t sub = incoming_;
  for (const Modifier& m : mods_) {
    if (multiplicative(m.op)) continue;
    const int delta = m.op == Op::Add ? m.amount : -m.amount;
    sub += delta;
    if (m.op == Op::Prevent) r.prevented += m.amount;
    r.steps.push_back({m, delta});
  }
  // A subtotal is an amount of damage: it does not go below nothing.
  r.unfloored = static_cast<int>(std::clamp<std::int64_t>(sub, -1000000, 1000000));
  sub = std::max<std::int64_t>(sub, 0);
  r.subtotal = static_cast<int>(sub);
  // Step 3: each multiplier from the same subtotal, rounded up, all applied together.
  std::int64_t total = sub;
  for (const Modifier& m : mods_) {
    if (!multiplicative(m.op)) continue;
    const std::int64_t part = div_up(sub * m.num, m.den);
    const std::int64_t delta = m.op == Op::Scale ? part - sub : -part;
    if (m.op == Op::PreventPart) r.prevented += static_cast<int>(part);
    total += delta;
    r.steps.push_back({m, static_cast<int>(delta)});
  }
  r.final_damage = static_cast<int>(std::max<std::int64_t>(total, 0));
  return r;
}

std::string describe(const Result& r) {
  std::string s = std::to_string(r.incoming);
  bool multiplied = false;
  for (const Step& st : r.steps) {
    if (multiplicative(st.modifier.op) && !multiplied) {
      s += " = " + std::to_string(r.subtotal);
      multiplied = true;
    }
    s += st.delta >= 0 ? " +" : " ";
    s += std::to_string(st.delta);
    if (!st.modifier.label.empty()) s += " (" + st.modifier.label + ")";
  }
  if (!multiplied) s += " = " + std::to_string(r.subtotal);
  s += ", final " + std::to_string(r.final_damage);
  return s;
}

}  // namespace dm::damage
