// cardc render: how the engine reads one card, or every card of a file (--all), as card text,
// and optionally drawn as SVG (one face, or a sheet of them all).
#include <spdlog/spdlog.h>

#include <algorithm>
#include <cctype>
#include <iostream>
#include <memory>

#include "dsl/compile.hpp"
#include "dsl/render.hpp"
#include "dsl/vocabulary.hpp"
#include "tools/cardc/common.hpp"
#include "tools/common/output.hpp"

namespace dm::cardc {

namespace {

struct RenderOptions {
  std::string file;
  std::string card;
  std::string svg;
  bool all = false;
  std::string color = "auto";
};

std::string label(const dsl::Card& c) { return c.full_id() + " (" + c.name() + ")"; }

// Cards whose id or name is close to what was asked for: a few edits away, or containing it.
std::vector<const dsl::Card*> near_cards(const std::vector<const dsl::Card*>& cards, const std::string& key) {
  std::vector<const dsl::Card*> out;
  auto add = [&](const dsl::Card* c) {
    if (std::find(out.begin(), out.end(), c) == out.end()) out.push_back(c);
  };
  std::vector<std::string> words;
  for (const auto* c : cards) {
    words.push_back(dsl::vocab::normalize(c->full_id()));
    words.push_back(dsl::vocab::normalize(c->name()));
  }
  // dsl::nearest names the single closest word; asking again without it finds the next one.
  std::vector<std::string> pool = words;
  for (int round = 0; round < 5; ++round) {
    std::string w = dsl::nearest(key, pool);
    if (w.empty()) break;
    for (std::size_t i = 0; i < words.size(); ++i)
      if (words[i] == w) add(cards[i / 2]);
    pool.erase(std::remove(pool.begin(), pool.end(), w), pool.end());
  }
  if (!key.empty())
    for (std::size_t i = 0; i < words.size(); ++i)
      if (words[i].find(key) != std::string::npos) add(cards[i / 2]);
  return out;
}

void run_render(const RenderOptions& o) {
  // The picture may not replace the card file it draws.
  if (!dm::tools::distinct_outputs({{"--svg", o.svg}}, {{"cardc render", o.file}})) {
    report(kUsage);
    return;
  }
  dsl::Diagnostics early(o.file);
  auto src = read_source(o.file, early);
  if (!src) return;
  const bool color = use_color(o.color, stderr);
  if (src->too_large) {
    print_diagnostics(early, src->text, color, stderr);
    report(kProblems);
    return;
  }
  dsl::Compilation c = dsl::compile(src->text, o.file, false);
  // The renderer reads checked cards only: what it would draw of a broken one could mislead.
  if (!c.ok()) {
    print_diagnostics(c.diags, src->text, color, stderr, dsl::Severity::Warning);
    std::cerr << o.file << ": " << count(c.diags.errors(), "error") << "; fix them to render its cards\n";
    report(kProblems);
    return;
  }
  if (o.all == !o.card.empty()) {
    std::cerr << "error: name one card with --card, or every card with --all\n";
    report(kUsage);
    return;
  }
  // A keyword the set defines is written like a card but is none: it is shown on the cards
  // that list it.
  std::vector<const dsl::Card*> cards;
  for (const auto& card : c.file.cards)
    if (!card.keyword_def) cards.push_back(&card);
  if (o.all) {
    for (std::size_t i = 0; i < cards.size(); ++i) std::cout << (i ? "\n" : "") << dsl::render_card(*cards[i]);
    std::cout << std::flush;
    if (!o.svg.empty()) {
      if (!write_file(o.svg, dsl::render_sheet(cards))) {
        report(kUsage);
        return;
      }
      std::cerr << "wrote " << o.svg << " (" << cards.size() << " cards)\n";
    }
    return;
  }
  const std::string key = dsl::vocab::normalize(o.card);
  std::vector<const dsl::Card*> found;
  for (const auto* card : cards)
    if (dsl::vocab::normalize(card->full_id()) == key || dsl::vocab::normalize(card->name()) == key) found.push_back(card);
  // A title alone names a card when no other card of the file has it (the versions of a
  // character share their title, and are then told apart by id or full name).
  if (found.empty())
    for (const auto* card : cards)
      if (dsl::vocab::normalize(card->title) == key) found.push_back(card);
  if (found.size() > 1) {
    std::cerr << "error: `" << o.card << "` names " << found.size() << " cards in " << o.file << ":";
    for (const auto* card : found) std::cerr << " " << label(*card);
    std::cerr << "\n  = help: give the card's id\n";
    report(kUsage);
    return;
  }
  if (found.empty()) {
    std::cerr << "error: no card `" << o.card << "` in " << o.file << "\n";
    auto near = near_cards(cards, key);
    if (!near.empty()) {
      std::cerr << "  = help: did you mean";
      for (std::size_t i = 0; i < near.size() && i < 5; ++i) std::cerr << (i ? ", " : " ") << label(*near[i]);
      std::cerr << "?\n";
    } else if (!cards.empty()) {
      std::cerr << "  = help: the file's cards are";
      std::size_t shown = std::min<std::size_t>(cards.size(), 12);
      for (std::size_t i = 0; i < shown; ++i) std::cerr << (i ? ", " : " ") << cards[i]->full_id();
      if (shown < cards.size()) std::cerr << " and " << cards.size() - shown << " more";
      std::cerr << "\n";
    } else {
      std::cerr << "  = help: the file holds no cards\n";
    }
    report(kUsage);
    return;
  }
  const dsl::Card& card = *found.front();
  spdlog::debug("rendering {} from line {}", card.full_id(), card.pos.line);
  std::cout << dsl::render_card(card) << std::flush;
  if (!o.svg.empty()) {
    if (!write_file(o.svg, dsl::render_svg(card))) {
      report(kUsage);
      return;
    }
    std::cerr << "wrote " << o.svg << "\n";
  }
}

}  // namespace

void add_render(CLI::App& app) {
  auto o = std::make_shared<RenderOptions>();
  auto* cmd = app.add_subcommand("render", "print a card (or every card) as the engine reads it; optionally draw it as SVG");
  cmd->add_option("file", o->file, "the card file")->required();
  cmd->add_option("--card", o->card, "the card's id (avx-003) or full name (\"Beast: Mutate #666\")");
  cmd->add_flag("--all", o->all, "every card of the file; --svg writes them all on one sheet");
  cmd->add_option("--svg", o->svg, "also write the card face (with --all: a sheet of every card) as an SVG file");
  add_color_option(cmd, o->color);
  cmd->callback([o] { run_render(*o); });
}

}  // namespace dm::cardc
