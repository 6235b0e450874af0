// A card face as SVG: enough to see a card at a glance (cost, title, text box, Max or Use and the
// six die faces), drawn from the tree with no fonts or images of its own so the file stands alone.
// Every coordinate is an integer and the text is wrapped by a fixed count of characters, so the
// same card always gives the same bytes.
#include <algorithm>
#include <cctype>
#include <string>
#include <vector>

#include "dsl/render.hpp"
#include "dm/text.hpp"

namespace dm::dsl {

namespace {

constexpr int kWidth = 360;
constexpr int kHeight = 480;
constexpr int kTextTop = 100;
constexpr int kTextHeight = 246;
constexpr int kFaceSize = 48;
constexpr int kFaceGap = 8;
constexpr int kFacesTop = 392;

std::string escape(const std::string& s) { return markup_escape(s); }

const char* energy_color(const std::string& e) {
  if (e == "fist") return "#3c9a3c";
  if (e == "bolt") return "#d9a514";
  if (e == "mask") return "#3462b8";
  if (e == "shield") return "#b8322e";
  return "#7a7a7a";
}

// Counts UTF-8 characters, not bytes, so that wrapping does not cut names with accents short.
std::size_t width_of(const std::string& s) {
  std::size_t n = 0;
  for (unsigned char c : s)
    if ((c & 0xC0) != 0x80) ++n;
  return n;
}

std::vector<std::string> wrap(const std::string& text, std::size_t columns) {
  std::vector<std::string> lines;
  std::string line, word;
  auto put = [&] {
    if (word.empty()) return;
    if (!line.empty() && width_of(line) + 1 + width_of(word) > columns) {
      lines.push_back(line);
      line.clear();
    }
    line += (line.empty() ? "" : " ") + word;
    word.clear();
  };
  for (char c : text) {
    if (c == ' ' || c == '\n') put();
    else word += c;
  }
  put();
  if (!line.empty()) lines.push_back(line);
  return lines;
}

std::string text_el(int x, int y, int size, const std::string& s, const std::string& extra = "") {
  return "<text x=\"" + std::to_string(x) + "\" y=\"" + std::to_string(y) + "\" font-size=\"" + std::to_string(size) + "\"" +
         (extra.empty() ? "" : " " + extra) + ">" + escape(s) + "</text>\n";
}

std::string rect(int x, int y, int w, int h, const std::string& fill, const std::string& extra = "") {
  return "<rect x=\"" + std::to_string(x) + "\" y=\"" + std::to_string(y) + "\" width=\"" + std::to_string(w) + "\" height=\"" +
         std::to_string(h) + "\" fill=\"" + fill + "\"" + (extra.empty() ? "" : " " + extra) + "/>\n";
}

// An energy symbol drawn, centred on (cx, cy) in a box of about 2r: a fist, a lightning bolt,
// a mask, a shield. Its class names the type, for tools and tests.
std::string energy_icon(const std::string& type, int cx, int cy, int r) {
  auto n = [](int v) { return std::to_string(v); };
  const std::string fill = std::string("fill=\"") + energy_color(type) + "\"";
  std::string out = "<g class=\"energy " + type + "\">";
  if (type == "bolt") {
    out += "<polygon points=\"" + n(cx + r / 3) + "," + n(cy - r) + " " + n(cx - r * 2 / 3) + "," + n(cy + r / 6) + " " + n(cx) + "," +
           n(cy + r / 6) + " " + n(cx - r / 3) + "," + n(cy + r) + " " + n(cx + r * 2 / 3) + "," + n(cy - r / 6) + " " + n(cx) + "," +
           n(cy - r / 6) + "\" " + fill + "/>";
  } else if (type == "shield") {
    out += "<path d=\"M" + n(cx) + " " + n(cy - r) + " L" + n(cx + r) + " " + n(cy - r * 2 / 3) + " L" + n(cx + r * 4 / 5) + " " +
           n(cy + r / 3) + " L" + n(cx) + " " + n(cy + r) + " L" + n(cx - r * 4 / 5) + " " + n(cy + r / 3) + " L" + n(cx - r) + " " +
           n(cy - r * 2 / 3) + " Z\" " + fill + "/>";
  } else if (type == "mask") {
    out += "<ellipse cx=\"" + n(cx) + "\" cy=\"" + n(cy) + "\" rx=\"" + n(r) + "\" ry=\"" + n(r * 2 / 3) + "\" " + fill + "/>";
    for (int side : {-1, 1})
      out += "<ellipse cx=\"" + n(cx + side * r * 2 / 5) + "\" cy=\"" + n(cy - r / 8) + "\" rx=\"" + n(std::max(1, r / 4)) +
             "\" ry=\"" + n(std::max(1, r / 6)) + "\" fill=\"#ffffff\"/>";
  } else if (type == "fist") {
    out += "<rect x=\"" + n(cx - r) + "\" y=\"" + n(cy - r * 2 / 3) + "\" width=\"" + n(2 * r) + "\" height=\"" + n(r * 5 / 3) +
           "\" rx=\"" + n(std::max(1, r / 3)) + "\" " + fill + "/>";
    for (int k = 1; k < 4; ++k)
      out += "<line x1=\"" + n(cx - r + k * r / 2) + "\" y1=\"" + n(cy - r * 2 / 3) + "\" x2=\"" + n(cx - r + k * r / 2) + "\" y2=\"" +
             n(cy) + "\" stroke=\"#ffffff\" stroke-width=\"1\"/>";
  } else {
    out += "<circle cx=\"" + n(cx) + "\" cy=\"" + n(cy) + "\" r=\"" + n(r) + "\" " + fill + "/>";
  }
  return out + "</g>\n";
}

std::string kind_label(const std::string& kind) {
  if (kind == "basic_action") return "Basic Action";
  std::string out = kind;
  if (!out.empty()) out[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(out[0])));
  return out;
}

std::string stars(int n) {
  std::string s;
  for (int i = 0; i < n; ++i) s += "\xE2\x98\x85";  // U+2605 BLACK STAR
  return s;
}

// One die face drawn in a square: energy as its symbols, a character as fielding cost (top left),
// attack (bottom left) and defense (bottom right), bursts as stars.
std::string face_svg(const Face& f, int x, int y, int level, const std::string& color) {
  std::string out = "<g class=\"face\">\n";
  out += rect(x, y, kFaceSize, kFaceSize, "#ffffff", "stroke=\"" + color + "\" stroke-width=\"3\" rx=\"6\"");
  int cx = x + kFaceSize / 2;
  const std::string mid = "text-anchor=\"middle\"";
  switch (f.kind) {
    case Face::Kind::Energy:
      if (f.wild) {
        out += text_el(cx, y + 32, 22, "?", mid + " font-weight=\"bold\"");
      } else if (f.symbols.empty()) {
        out += text_el(cx, y + 33, 24, std::to_string(f.generic), mid + " font-weight=\"bold\"");
      } else if (f.symbols.size() == 1) {
        out += energy_icon(f.symbols[0], cx, y + kFaceSize / 2, 13);
      } else {
        int row = 0;
        for (const auto& s : f.symbols) {
          out += energy_icon(s, cx, y + 14 + 20 * row, 8);
          ++row;
        }
      }
      break;
    case Face::Kind::Character:
      out += text_el(x + 5, y + 14, 11, std::to_string(f.fielding), "font-weight=\"bold\"");
      out += text_el(x + 5, y + kFaceSize - 6, 15, std::to_string(f.attack), "font-weight=\"bold\" fill=\"#b8322e\"");
      out += text_el(x + kFaceSize - 5, y + kFaceSize - 6, 15, std::to_string(f.defense),
                     "font-weight=\"bold\" fill=\"#3462b8\" text-anchor=\"end\"");
      if (f.bursts) out += text_el(x + kFaceSize - 5, y + 14, 10, stars(f.bursts), "text-anchor=\"end\"");
      out += text_el(cx, y + kFaceSize + 14, 10, "L" + std::to_string(level), mid);
      break;
    case Face::Kind::Action:
      out += text_el(cx, y + 28, 10, "ACTION", mid + " font-weight=\"bold\"");
      if (f.bursts) out += text_el(cx, y + 42, 10, stars(f.bursts), mid);
      break;
    case Face::Kind::Unknown: out += text_el(cx, y + 30, 12, face_text(f), mid); break;
  }
  return out + "</g>\n";
}

// The card's drawing, without the document around it.
std::string card_body(const Card& card) {
  const std::string color = energy_color(card.energy);
  std::string out = "<title>" + escape(card.name() + " (" + card.full_id() + ")") + "</title>\n";
  out += rect(0, 0, kWidth, kHeight, color, "rx=\"16\"");
  out += rect(8, 8, kWidth - 16, kHeight - 16, "#fbfaf4", "rx=\"10\"");

  // Cost and energy type, top left.
  out += "<circle cx=\"38\" cy=\"40\" r=\"26\" fill=\"" + std::string(color) + "\" stroke=\"#222222\" stroke-width=\"2\"/>\n";
  out += text_el(38, 47, 22, card.cost >= 0 ? std::to_string(card.cost) : "-", "text-anchor=\"middle\" font-weight=\"bold\" fill=\"#ffffff\"");
  if (card.energy.empty()) out += text_el(38, 80, 10, "any", "text-anchor=\"middle\"");
  else out += energy_icon(card.energy, 38, 80, 7);

  // Long titles get smaller type so that they stay on the card.
  int title_size = std::clamp(static_cast<int>(540 / std::max<std::size_t>(width_of(card.title), 1)), 12, 20);
  out += text_el(74, 36, title_size, card.title, "font-weight=\"bold\"");
  if (!card.subtitle.empty()) out += text_el(74, 56, 13, card.subtitle, "font-style=\"italic\"");
  std::string aff;
  for (const auto& a : card.affiliations) aff += (aff.empty() ? "" : " \xC2\xB7 ") + a;
  if (!aff.empty()) out += text_el(74, 76, 11, aff);
  out += text_el(kWidth - 18, 90, 10, kind_label(card.kind), "text-anchor=\"end\"");

  // The text box: each ability its own paragraph, smaller type when it would not fit.
  out += rect(16, kTextTop, kWidth - 32, kTextHeight, "#ffffff", "stroke=\"#999999\"");
  std::vector<std::string> paragraphs;
  if (!card.text.empty()) paragraphs.push_back(card.text);
  else
    for (const auto& a : card.abilities)
      // A set's keyword is written once, with its reminder text, by the keyword list that names
      // it; the abilities it brought are that text again.
      if (a.from_keyword.empty()) paragraphs.push_back(render_ability(card, a));
  int size = 12;
  std::vector<std::vector<std::string>> laid;
  for (; size >= 8; --size) {
    laid.clear();
    std::size_t columns = static_cast<std::size_t>(300 * 2 / size);  // a character is about half the type size
    int height = 0;
    for (const auto& p : paragraphs) {
      laid.push_back(wrap(p, columns));
      height += static_cast<int>(laid.back().size()) * (size + 3) + 6;
    }
    if (height <= kTextHeight - 12) break;
  }
  if (size < 8) size = 8;
  int y = kTextTop + 8 + size;
  out += "<g class=\"text\" font-size=\"" + std::to_string(size) + "\">\n";
  for (const auto& para : laid) {
    for (const auto& line : para) {
      if (y > kTextTop + kTextHeight - 4) break;
      out += "<text x=\"26\" y=\"" + std::to_string(y) + "\">" + escape(line) + "</text>\n";
      y += size + 3;
    }
    y += 6;
  }
  out += "</g>\n";

  // Max (or Use), rarity and identity under the text box.
  std::string limit = card.use >= 0 ? "Use " + std::to_string(card.use) : card.max >= 0 ? "Max " + std::to_string(card.max) : "";
  if (!limit.empty()) out += text_el(20, 372, 14, limit, "font-weight=\"bold\"");
  std::string foot = card.full_id();
  if (!card.rarity.empty()) foot = card.rarity + " \xC2\xB7 " + foot;
  if (card.tentative) foot += " \xC2\xB7 tentative";
  out += text_el(kWidth - 20, 372, 10, foot, "text-anchor=\"end\"");

  int level = 0;
  for (std::size_t i = 0; i < card.faces.size() && i < 6; ++i) {
    int x = 16 + static_cast<int>(i) * (kFaceSize + kFaceGap);
    if (card.faces[i].kind == Face::Kind::Character) ++level;
    out += face_svg(card.faces[i], x, kFacesTop, level, color);
  }
  return out;
}

}  // namespace

std::string render_svg(const Card& card) {
  std::string out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  out += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + std::to_string(kWidth) + "\" height=\"" + std::to_string(kHeight) +
         "\" viewBox=\"0 0 " + std::to_string(kWidth) + " " + std::to_string(kHeight) + "\" font-family=\"sans-serif\">\n";
  return out + card_body(card) + "</svg>\n";
}

std::string render_sheet(const std::vector<const Card*>& cards) {
  constexpr int kColumns = 4, kGap = 16;
  const int n = static_cast<int>(cards.size());
  const int columns = std::max(1, std::min(kColumns, n));
  const int rows = std::max(1, (n + columns - 1) / columns);
  const int w = columns * kWidth + (columns + 1) * kGap, h = rows * kHeight + (rows + 1) * kGap;
  std::string out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  out += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + std::to_string(w) + "\" height=\"" + std::to_string(h) +
         "\" viewBox=\"0 0 " + std::to_string(w) + " " + std::to_string(h) + "\" font-family=\"sans-serif\">\n";
  for (int i = 0; i < n; ++i) {
    const int x = kGap + (i % columns) * (kWidth + kGap), y = kGap + (i / columns) * (kHeight + kGap);
    out += "<svg class=\"card\" x=\"" + std::to_string(x) + "\" y=\"" + std::to_string(y) + "\" width=\"" + std::to_string(kWidth) +
           "\" height=\"" + std::to_string(kHeight) + "\" viewBox=\"0 0 " + std::to_string(kWidth) + " " + std::to_string(kHeight) + "\">\n";
    out += card_body(*cards[static_cast<std::size_t>(i)]) + "</svg>\n";
  }
  return out + "</svg>\n";
}

}  // namespace dm::dsl
