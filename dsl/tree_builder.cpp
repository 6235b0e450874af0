// From a chunk's parse tree to the syntax tree: reading nodes (where they were written, their
// text, numbers and strings), and the chunk's set declarations and cards with their properties
// and faces. Selectors and conditions are in tree_builder_selectors.cpp, abilities in
// tree_builder_abilities.cpp.
#include "dsl/tree_builder.hpp"

#include <algorithm>
#include <cctype>

#include "dsl/tree_builder_parts.hpp"
#include "dsl/vocabulary.hpp"

namespace dm::dsl::detail::build {

namespace gr = grammar;
using namespace grammar;

Pos pos_of(const Node& n) {
  Pos p;
  auto b = n.begin();
  p.line = static_cast<int>(b.line);
  p.col = static_cast<int>(b.column);
  p.byte = b.byte;
  std::size_t len = n.has_content() ? n.string_view().size() : 1;
  // Underline the first line only.
  if (n.has_content()) {
    auto sv = n.string_view();
    auto nl = sv.find('\n');
    if (nl != std::string_view::npos) len = nl;
    while (len > 1 && (sv[len - 1] == ' ' || sv[len - 1] == '\t' || sv[len - 1] == '\r')) --len;
  }
  p.len = static_cast<int>(std::max<std::size_t>(len, 1));
  return p;
}

std::string trimmed(const Node& n) {
  if (!n.has_content()) return {};
  std::string_view s = n.string_view();
  std::size_t b = 0, e = s.size();
  while (b < e && std::isspace(static_cast<unsigned char>(s[b]))) ++b;
  while (e > b && std::isspace(static_cast<unsigned char>(s[e - 1]))) --e;
  return std::string(s.substr(b, e - b));
}

// Blank runs (new lines included) become one space; comments go.
std::string fold_blanks(std::string_view s) {
  std::string out;
  bool blank = false, in_str = false;
  for (std::size_t i = 0; i < s.size(); ++i) {
    char c = s[i];
    if (!in_str && c == '#') {
      while (i < s.size() && s[i] != '\n') ++i;
      blank = !out.empty();
      continue;
    }
    if (c == '"') in_str = !in_str;
    if (!in_str && (c == ' ' || c == '\t' || c == '\n' || c == '\r')) {
      blank = !out.empty();
      continue;
    }
    if (blank) out += ' ';
    blank = false;
    out += c;
  }
  return out;
}

std::string lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

// A string literal's value, escapes undone.
std::string unquote(const Node& n) {
  std::string s = trimmed(n), out;
  if (s.size() < 2) return out;
  for (std::size_t i = 1; i + 1 < s.size(); ++i) {
    if (s[i] == '\\' && i + 2 < s.size()) {
      ++i;
      out += s[i] == 'n' ? '\n' : s[i];
    } else {
      out += s[i];
    }
  }
  return out;
}

// The code inside a Lua long bracket: [[ ... ]] or [==[ ... ]==].
std::string lua_text(const Node& n) {
  std::string s = trimmed(n);
  std::size_t level = 0;
  while (1 + level < s.size() && s[1 + level] == '=') ++level;
  std::size_t open = level + 2, close = level + 2;
  if (s.size() < open + close) return {};
  return s.substr(open, s.size() - open - close);
}

int to_int(std::string_view s) {
  std::string w = lower(std::string(s));
  if (w == "one") return 1;
  if (w == "two") return 2;
  if (w == "three") return 3;
  if (w == "four") return 4;
  if (w == "five") return 5;
  int v = 0;
  for (char c : w)
    if (std::isdigit(static_cast<unsigned char>(c))) v = v * 10 + (c - '0');
  return v;
}

bool is_selector(const Node& n) { return n.is_type<gr::selector>() || n.is_type<selector_expected>(); }
bool is_zone(const Node& n) { return n.is_type<zone_ref>() || n.is_type<zone_expected>(); }

void Builder::property(const Node& n, Card& c) {
  Pos p = pos_of(n);
  auto record = [&](const char* name) { c.props.push_back({name, p}); };
  if (n.is_type<p_type>()) {
    record("type");
    std::string t = vocab::normalize(trimmed(*n.children.front()));
    c.kind = t == "basic action" ? "basic_action" : t;
    c.kind_pos = p;
  } else if (n.is_type<p_cost>()) {
    record("cost");
    c.cost_pos = p;
    if (auto* k = find<cost_amount>(n)) c.cost = to_int(trimmed(*k));
    if (auto* k = find<energy_word>(n)) {
      c.energy = lower(trimmed(*k));
      c.energy_pos = pos_of(*k);
    }
  } else if (n.is_type<p_affiliation>()) {
    record("affiliation");
    for (auto& k : n.children)
      if (k->is_type<affiliation_name>()) c.affiliations.push_back(unquote(*k));
  } else if (n.is_type<p_rarity>()) {
    record("rarity");
    c.rarity_pos = p;
    for (auto& k : n.children)
      if (k->is_type<rarity_word>()) c.rarity += (c.rarity.empty() ? "" : " ") + lower(trimmed(*k));
  } else if (n.is_type<p_max>()) {
    record("max");
    c.max_pos = p;
    if (auto* k = find<max_amount>(n)) c.max = to_int(trimmed(*k));
  } else if (n.is_type<p_use>()) {
    record("use");
    c.max_pos = p;
    if (auto* k = find<use_amount>(n)) c.use = to_int(trimmed(*k));
  } else if (n.is_type<p_allow>()) {
    record("allow");
    for (auto& k : n.children)
      if (k->is_type<allow_name>()) c.allowed.push_back({lower(trimmed(*k)), pos_of(*k)});
  } else if (n.is_type<p_tentative>()) {
    record("tentative");
    c.tentative = true;
  } else if (n.is_type<p_id>()) {
    record("id");
    if (auto* k = find<id_text>(n)) c.id = unquote(*k);
  } else if (n.is_type<p_text>()) {
    record("text");
    if (auto* k = find<printed_text>(n)) c.text = unquote(*k);
  } else if (n.is_type<p_faces>()) {
    record("faces");
    c.faces_pos = p;
    c.faces.clear();  // a second `faces` line is reported; counting both would mislead
    for (auto& f : n.children) {
      if (!f->is_type<face>() || f->children.empty()) continue;
      const Node& k = *f->children.front();
      Face face;
      face.pos = pos_of(*f);
      if (k.is_type<character_face>()) {
        face.kind = Face::Kind::Character;
        int i = 0;
        for (auto& s : k.children) {
          if (s->is_type<stat_number>()) {
            int v = to_int(trimmed(*s));
            (i == 0 ? face.fielding : i == 1 ? face.attack : face.defense) = v;
            ++i;
          } else if (s->is_type<bursts>()) {
            face.bursts = static_cast<int>(trimmed(*s).size());
          }
        }
      } else if (k.is_type<action_face>()) {
        face.kind = Face::Kind::Action;
        if (auto* b = find<bursts>(k)) face.bursts = static_cast<int>(trimmed(*b).size());
      } else if (k.is_type<wild_face>()) {
        face.kind = Face::Kind::Energy;
        face.wild = true;
      } else if (k.is_type<generic_face>()) {
        face.kind = Face::Kind::Energy;
        face.generic = to_int(trimmed(k));
      } else if (k.is_type<energy_face>()) {
        face.kind = Face::Kind::Energy;
        for (auto& s : k.children)
          if (s->is_type<symbol_word>()) face.symbols.push_back(lower(trimmed(*s)));
      }
      c.faces.push_back(face);
    }
  }
}

void Builder::chunk(const Node& root, File& file, std::string& set, std::string& set_title) {
  for (auto& top : root.children) {
    if (top->is_type<set_decl>()) {
      SetDecl d;
      d.pos = pos_of(*top);
      if (auto* k = find<set_code>(*top)) d.code = lower(trimmed(*k));
      if (auto* k = find<set_name>(*top)) d.name = unquote(*k);
      set = d.code;
      set_title = d.name;
      file.order.emplace_back(true, static_cast<int>(file.sets.size()));
      file.sets.push_back(d);
    } else if (top->is_type<gr::card>() || top->is_type<keyword_def>()) {
      Card c = card_head(*top, top->is_type<keyword_def>(), set, set_title);
      card_items(*top, c);
      file.order.emplace_back(false, static_cast<int>(file.cards.size()));
      file.cards.push_back(std::move(c));
    }
  }
}

Card Builder::card_head(const Node& n, bool keyword, const std::string& set, const std::string& set_title) {
  Card c;
  c.pos = pos_of(n);
  c.keyword_def = keyword;
  c.pos.len = keyword ? 7 : 4;
  c.set = set;
  c.set_name = set_title;
  for (auto& k : n.children) {
    if (k->is_type<card_number>()) {
      c.number = to_int(trimmed(*k));
      c.number_pos = pos_of(*k);
    } else if (k->is_type<card_title>() || k->is_type<keyword_name>()) {
      c.title = unquote(*k);
      c.title_pos = pos_of(*k);
    } else if (k->is_type<card_subtitle>()) {
      c.subtitle = unquote(*k);
    }
  }
  return c;
}

void Builder::card_items(const Node& n, Card& c) {
  for (auto& k : n.children) {
    if (k->is_type<card_number>() || k->is_type<card_title>() || k->is_type<keyword_name>() || k->is_type<card_subtitle>()) continue;
    if (k->is_type<gr::ability>()) {
      c.abilities.push_back(ability(*k));
      Ability& a = c.abilities.back();
      // A burst clause repeats the head of the latest ability without a burst.
      if (a.burst)
        for (int i = static_cast<int>(c.abilities.size()) - 2; i >= 0; --i)
          if (!c.abilities[static_cast<std::size_t>(i)].burst) {
            a.parent = i;
            break;
          }
    } else {
      property(*k, c);
    }
  }
}

}  // namespace dm::dsl::detail::build

namespace dm::dsl::detail {

void build_chunk(const build::Node& root, File& file, std::string& set, std::string& set_title) {
  build::Builder b;
  b.chunk(root, file, set, set_title);
}

Card build_card_head(const build::Node& head, bool keyword, const std::string& set, const std::string& set_title) {
  build::Builder b;
  return b.card_head(head, keyword, set, set_title);
}

void build_card_items(const build::Node& items, Card& card) {
  build::Builder b;
  b.card_items(items, card);
}

}  // namespace dm::dsl::detail
