// Cards written inside a scenario file (`cards = [[ ... ]]`): a ruling about a card of one's
// own needs no second file. They are compiled by the card language's compiler, as .card files
// are, into a copy of the library; problems name the scenario file and the line inside it.
#include <algorithm>

#include "dsl/compile.hpp"
#include "engine/masters/content/loader.hpp"
#include "engine/scenario/scenario_file.hpp"

namespace dm {

namespace {

// Lines before the cards' text in the file: a [[ long string ]] appears there as written.
// A text built some other way can't be found, and its lines are counted from the field.
int lines_before(const Scenario& sc, const std::string& text) {
  if (!sc.source || text.empty()) return 0;
  const std::size_t hit = sc.source->find(text);
  if (hit == std::string::npos) return 0;
  return static_cast<int>(std::count(sc.source->begin(), sc.source->begin() + static_cast<std::ptrdiff_t>(hit), '\n'));
}

}  // namespace

bool has_inline_cards(const Scenario& sc) { return sc.spec.contains("cards"); }

std::shared_ptr<const CardLibrary> with_inline_cards(const Scenario& sc, const CardLibrary& base) {
  const auto& v = sc.spec["cards"];
  if (!v.is_string())
    throw ScenarioError(sc.file, sc.line, "cards must be card language text: cards = [[ card 1 \"...\" ... ]]");
  const std::string text = v.get<std::string>();
  const int offset = lines_before(sc, text);
  const int at = offset ? 0 : sc.line;  // where to point when the text was not found
  dsl::Compilation comp = dsl::compile(text, sc.file);
  if (!comp.ok()) {
    std::string msg;
    int first = 0;
    for (const auto& d : comp.diags.all()) {
      if (d.severity != dsl::Severity::Error) continue;
      const int line = at ? at : offset + d.pos.line;
      if (!first) first = line;
      else msg += "; line " + std::to_string(line) + ": ";
      msg += "cards: " + d.message + (d.hint.empty() ? "" : " (" + d.hint + ")");
    }
    throw ScenarioError(sc.file, first, msg);
  }
  auto lib = std::make_shared<CardLibrary>(base);
  script::Sandbox sb;
  for (auto& c : comp.cards) {
    const int line = at ? at : offset + c.line;
    const std::string name = sc.file + ":" + std::to_string(line) + " (" + c.name + ")";
    try {
      CardDef def = read_card(sb, c.lua, name);
      lib->add(std::move(def), CardSource{name, c.lua});
    } catch (const script::ScriptError& e) {
      int l = line;
      // Lua written inside the card: its own line in the scenario file.
      if (e.line > 0 && static_cast<std::size_t>(e.line) <= c.lines.size() && c.lines[static_cast<std::size_t>(e.line) - 1])
        l = at ? at : offset + c.lines[static_cast<std::size_t>(e.line) - 1];
      throw ScenarioError(sc.file, l, "cards: " + c.name + ": " + e.message);
    } catch (const std::exception& e) {
      std::string msg = e.what();
      if (msg.rfind(name + ": ", 0) == 0) msg = msg.substr(name.size() + 2);
      throw ScenarioError(sc.file, line, "cards: " + c.name + ": " + msg);
    }
  }
  return lib;
}

}  // namespace dm
