// `cardc fmt`: the layout of a card file. The wording of each ability comes from
// format_source.cpp; this file decides where lines go and where each comment lands.
//
// Comments are not in the tree, only their byte offsets. Each one is tied to an element of the
// file (a set line, a card line, a property, an ability): a comment on its own line to the
// element it sits in or else the one after it, a comment after code to the element on its line.
// The element carries its comments wherever the canonical order puts it.
#include "dsl/format.hpp"

#include <algorithm>
#include <cctype>

#include "dsl/format_source.hpp"
#include "dsl/render.hpp"

namespace dm::dsl {

namespace {

constexpr std::size_t kColumns = 100;
constexpr std::size_t kIndent = 2;
constexpr std::size_t kContinuation = 4;

struct Element {
  std::size_t begin = 0, end = 0;  // bytes of the original it covers
  std::vector<const Comment*> before;
  std::vector<const Comment*> trailing;
  bool blank_after_comments = false;
};

std::size_t line_end(std::string_view t, std::size_t from) {
  std::size_t e = t.find('\n', std::min(from, t.size()));
  return e == std::string_view::npos ? t.size() : e;
}

// Where an ability ends: just after its full stop, skipping strings, Lua blocks and comments.
std::size_t ability_end(std::string_view t, std::size_t i) {
  while (i < t.size()) {
    char c = t[i];
    if (c == '"') {
      for (++i; i < t.size() && t[i] != '"' && t[i] != '\n'; ++i)
        if (t[i] == '\\') ++i;
      ++i;
    } else if (c == '#') {
      i = line_end(t, i);
    } else if (c == '[') {
      std::size_t j = i + 1;
      while (j < t.size() && t[j] == '=') ++j;
      if (j < t.size() && t[j] == '[') {
        std::string close = "]" + std::string(j - i - 1, '=') + "]";
        std::size_t e = t.find(close, j + 1);
        i = e == std::string_view::npos ? t.size() : e + close.size();
      } else {
        ++i;
      }
    } else if (c == '.') {
      return i + 1;
    } else {
      ++i;
    }
  }
  return t.size();
}

// True when a blank line lies between two places of the text.
bool blank_between(std::string_view t, std::size_t from, std::size_t to) {
  int newlines = 0;
  for (std::size_t i = from; i < to && i < t.size(); ++i) {
    if (t[i] == '\n') {
      if (++newlines >= 2) return true;
    } else if (!std::isspace(static_cast<unsigned char>(t[i]))) {
      newlines = 0;
    }
  }
  return false;
}

// Splits a line of source into the pieces a line may break between: never inside a string or a
// Lua block.
std::vector<std::string> tokens(const std::string& s) {
  std::vector<std::string> out;
  std::string cur;
  for (std::size_t i = 0; i < s.size(); ++i) {
    char c = s[i];
    if (c == '"') {
      std::size_t j = i + 1;
      for (; j < s.size() && s[j] != '"'; ++j)
        if (s[j] == '\\') ++j;
      cur += s.substr(i, j + 1 - i);
      i = j;
    } else if (c == '[') {
      std::size_t j = i + 1;
      while (j < s.size() && s[j] == '=') ++j;
      if (j < s.size() && s[j] == '[') {
        std::string close = "]" + std::string(j - i - 1, '=') + "]";
        std::size_t e = s.find(close, j + 1);
        std::size_t stop = e == std::string::npos ? s.size() : e + close.size();
        cur += s.substr(i, stop - i);
        i = stop - 1;
      } else {
        cur += c;
      }
    } else if (c == ' ') {
      if (!cur.empty()) out.push_back(cur);
      cur.clear();
    } else {
      cur += c;
    }
  }
  if (!cur.empty()) out.push_back(cur);
  return out;
}

// The width of a piece up to its first line break.
std::size_t first_line(const std::string& s) {
  std::size_t nl = s.find('\n');
  return nl == std::string::npos ? s.size() : nl;
}

// Fills lines up to the column limit, continuation lines indented. An effect that does not fit
// after the one before it starts a line of its own; a Lua block's own lines stay as they are.
std::string fill(const std::string& text, std::size_t col) {
  // "if ...; otherwise ..." is one effect.
  std::vector<std::vector<std::string>> effects(1);
  for (auto& tok : tokens(text)) {
    if (tok != "otherwise" && !effects.back().empty() && effects.back().back().back() == ';') effects.emplace_back();
    effects.back().push_back(tok);
  }
  std::string out;
  bool empty = true;
  auto put = [&](const std::string& tok) {
    std::size_t nl = tok.find('\n');
    if (!empty && col + 1 + first_line(tok) > kColumns) {
      out += "\n" + std::string(kContinuation, ' ');
      col = kContinuation;
    } else if (!empty) {
      out += ' ';
      ++col;
    }
    out += tok;
    col = nl == std::string::npos ? col + tok.size() : tok.size() - tok.rfind('\n') - 1;
    empty = false;
  };
  for (const auto& effect : effects) {
    std::size_t width = 0;
    bool multiline = false;
    for (const auto& tok : effect) {
      width += (width ? 1 : 0) + first_line(tok);
      multiline = multiline || tok.find('\n') != std::string::npos;
    }
    if (!empty && !multiline && col + 1 + width > kColumns) {
      out += "\n" + std::string(kContinuation, ' ');
      col = kContinuation;
      empty = true;
    }
    for (const auto& tok : effect) put(tok);
  }
  return out;
}

// An ability that does not fit on its line breaks after its head, its effects on the lines
// below; heads and effects too long for a line of their own are filled.
std::string ability_lines(const AbilitySource& a) {
  std::string indent(kIndent, ' ');
  std::string one = a.head.empty() ? a.body : a.head + " " + a.body;
  if (kIndent + first_line(one) <= kColumns) return indent + one;
  if (a.head.empty()) return indent + fill(a.body, kIndent);
  return indent + fill(a.head, kIndent) + "\n" + std::string(kContinuation, ' ') + fill(a.body, kContinuation);
}

class Formatter {
 public:
  Formatter(const File& file, std::string_view original) : file_(file), text_(original) {}

  std::string run() {
    place_elements();
    place_comments();
    bool first = true;
    for (const auto& [is_set, index] : file_.order) {
      if (!first) out_ += "\n";
      first = false;
      if (is_set) set_line(static_cast<std::size_t>(index));
      else card(static_cast<std::size_t>(index));
    }
    if (!tail_.empty()) {
      bool apart = first || blank_between(text_, last_end_, tail_.front()->byte);
      if (apart && !first) out_ += "\n";
      std::size_t indent = apart || file_.order.empty() || file_.order.back().first ? 0 : kIndent;
      for (const Comment* c : tail_) out_ += std::string(indent, ' ') + c->text + "\n";
    }
    return out_;
  }

 private:
  const File& file_;
  std::string_view text_;
  std::string out_;
  std::vector<Element> sets_, cards_;
  std::vector<std::vector<Element>> props_, abilities_;
  std::vector<const Comment*> tail_;
  std::size_t last_end_ = 0;

  Element line_element(const Pos& p) const { return {p.byte, line_end(text_, p.byte), {}, {}, false}; }

  void place_elements() {
    for (const auto& s : file_.sets) sets_.push_back(line_element(s.pos));
    for (const auto& c : file_.cards) {
      cards_.push_back(line_element(c.pos));
      props_.emplace_back();
      for (const auto& p : c.props) props_.back().push_back(line_element(p.pos));
      abilities_.emplace_back();
      for (const auto& a : c.abilities) abilities_.back().push_back({a.pos.byte, ability_end(text_, a.pos.byte), {}, {}, false});
    }
  }

  std::vector<Element*> all_elements() {
    std::vector<Element*> all;
    for (auto& e : sets_) all.push_back(&e);
    for (std::size_t i = 0; i < cards_.size(); ++i) {
      all.push_back(&cards_[i]);
      for (auto& e : props_[i]) all.push_back(&e);
      for (auto& e : abilities_[i]) all.push_back(&e);
    }
    std::stable_sort(all.begin(), all.end(), [](const Element* a, const Element* b) { return a->begin < b->begin; });
    return all;
  }

  void place_comments() {
    std::vector<Element*> all = all_elements();
    for (const auto* e : all) last_end_ = std::max(last_end_, e->end);
    // Elements do not overlap, so the one a comment may sit in is the last that starts before it.
    for (const auto& c : file_.comments) {
      auto next = std::upper_bound(all.begin(), all.end(), c.byte, [](std::size_t b, const Element* e) { return b < e->begin; });
      Element* before = next == all.begin() ? nullptr : *(next - 1);
      if (before && (c.trailing || c.byte < before->end)) {
        (c.trailing ? before->trailing : before->before).push_back(&c);
      } else if (next != all.end()) {
        (*next)->before.push_back(&c);
      } else {
        tail_.push_back(&c);
      }
    }
    // One comment may trail an element's last line, preferably the one after its full stop;
    // any other comment that trailed inside it goes before it.
    for (Element* e : all) {
      if (e->trailing.size() > 1) {
        auto keep = e->trailing.end() - 1;
        for (auto it = e->trailing.begin(); it != e->trailing.end(); ++it)
          if ((*it)->byte >= e->end) {
            keep = it;
            break;
          }
        const Comment* kept = *keep;
        for (const Comment* c : e->trailing)
          if (c != kept) e->before.push_back(c);
        e->trailing = {kept};
        std::sort(e->before.begin(), e->before.end(), [](const Comment* a, const Comment* b) { return a->byte < b->byte; });
      }
      if (!e->before.empty()) {
        const Comment* last = e->before.back();
        e->blank_after_comments = last->byte < e->begin && blank_between(text_, last->byte, e->begin);
      }
    }
  }

  void comments_before(const Element& e, std::size_t indent, bool keep_blank) {
    for (const Comment* c : e.before) out_ += std::string(indent, ' ') + c->text + "\n";
    if (keep_blank && e.blank_after_comments) out_ += "\n";
  }

  void line(const Element& e, const std::string& text, std::size_t indent, bool top) {
    comments_before(e, indent, top);
    out_ += text;
    if (!e.trailing.empty()) out_ += " " + e.trailing.front()->text;
    out_ += "\n";
  }

  void set_line(std::size_t i) {
    const SetDecl& s = file_.sets[i];
    line(sets_[i], "set " + s.code + (s.name.empty() ? "" : " " + quoted(s.name)), 0, true);
  }

  // The property lines of a card, in the order the language reference gives.
  void properties(std::size_t i) {
    const Card& c = file_.cards[i];
    static const char* order[] = {"type", "cost", "affiliation", "rarity", "max", "use", "tentative", "id", "allow", "faces", "text"};
    for (const char* name : order) {
      Element merged;
      bool present = false;
      for (std::size_t k = 0; k < c.props.size(); ++k) {
        if (c.props[k].name != name) continue;
        const Element& e = props_[i][k];
        merged.before.insert(merged.before.end(), e.before.begin(), e.before.end());
        if (!e.trailing.empty()) {
          if (merged.trailing.empty()) merged.trailing = e.trailing;
          else merged.before.push_back(e.trailing.front());
        }
        present = true;
      }
      if (!present) continue;
      std::string text = property_text(c, name);
      if (text.empty()) {
        comments_before(merged, kIndent, false);
        for (const Comment* t : merged.trailing) out_ += std::string(kIndent, ' ') + t->text + "\n";
        continue;
      }
      line(merged, std::string(kIndent, ' ') + text, kIndent, false);
    }
  }

  static std::string property_text(const Card& c, const std::string& name) {
    if (name == "type") return c.kind == "basic_action" ? "basic action" : c.kind;
    if (name == "cost") return c.cost < 0 ? "" : "cost " + std::to_string(c.cost) + (c.energy.empty() ? "" : " " + c.energy);
    if (name == "affiliation") {
      if (c.affiliations.empty()) return {};
      std::string out = "affiliation ";
      for (std::size_t i = 0; i < c.affiliations.size(); ++i) out += (i ? ", " : "") + quoted(c.affiliations[i]);
      return out;
    }
    if (name == "rarity") return c.rarity.empty() ? "" : "rarity " + c.rarity;
    if (name == "max") return c.max < 0 ? "" : "max " + std::to_string(c.max);
    if (name == "use") return c.use < 0 ? "" : "use " + std::to_string(c.use);
    if (name == "tentative") return c.tentative ? "tentative" : "";
    if (name == "allow") {
      std::string out;
      for (const auto& a : c.allowed) out += (out.empty() ? "allow " : ", ") + a.name;
      return out;
    }
    if (name == "id") return c.id.empty() ? "" : "id " + quoted(c.id);
    if (name == "faces") {
      if (c.faces.empty()) return {};
      std::string out = "faces ";
      for (std::size_t i = 0; i < c.faces.size(); ++i) out += (i ? " | " : "") + face_text(c.faces[i]);
      return out;
    }
    if (name == "text") return c.text.empty() ? "" : "text " + quoted(c.text);
    return {};
  }

  void card(std::size_t i) {
    const Card& c = file_.cards[i];
    std::string head = c.keyword_def ? "keyword " + quoted(c.title)
                                     : "card " + std::to_string(c.number) + " " + quoted(c.title) + (c.subtitle.empty() ? "" : " " + quoted(c.subtitle));
    line(cards_[i], head, 0, true);
    properties(i);
    if (c.abilities.empty()) return;
    out_ += "\n";
    for (std::size_t k = 0; k < c.abilities.size(); ++k)
      line(abilities_[i][k], ability_lines(ability_source(c.abilities[k], text_)), kIndent, false);
  }
};

}  // namespace

std::string format_file(const File& file, std::string_view original) {
  // Abilities a card got from a keyword its set defines are written once, in the definition.
  File written = file;
  for (auto& c : written.cards)
    std::erase_if(c.abilities, [](const Ability& a) { return !a.from_keyword.empty(); });
  return Formatter(written, original).run();
}

}  // namespace dm::dsl
