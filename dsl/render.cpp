#include "dsl/render.hpp"

namespace dm::dsl {

std::string face_text(const Face& f) {
  std::string stars(static_cast<std::size_t>(f.bursts), '*');
  switch (f.kind) {
    case Face::Kind::Character:
      return std::to_string(f.fielding) + "/" + std::to_string(f.attack) + "/" + std::to_string(f.defense) + stars;
    case Face::Kind::Action: return "action" + stars;
    case Face::Kind::Energy: {
      if (f.wild) return "?";
      if (f.generic) return std::to_string(f.generic);
      std::string s;
      for (const auto& w : f.symbols) s += (s.empty() ? "" : " ") + w;
      return s;
    }
    case Face::Kind::Unknown: break;
  }
  return "?";
}

std::string describe_selector(const Selector& s) { return s.explicit_target ? "a target" : "a die"; }

std::string render_ability(const Card& card, const Ability& a) { return a.source; }

std::string render_card_text(const Card& card) {
  std::string out;
  for (const auto& a : card.abilities) out += (out.empty() ? "" : " ") + render_ability(card, a);
  return out;
}

std::string render_card(const Card& card) { return card.name() + "\n" + render_card_text(card) + "\n"; }

std::string render_svg(const Card& card) { return "<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n"; }

}  // namespace dm::dsl
