// Cards and formats: dicemasters.Library, dicemasters.Format and dicemasters.formats().
#include <pybind11/stl.h>

#include "python/bindings.hpp"

namespace dm::py {

std::shared_ptr<AbilityRuntime> Content::runtime() {
  if (!runtime_) runtime_ = make_lua_runtime(library);
  return runtime_;
}

std::shared_ptr<Content> load_content(const std::vector<std::string>& extra, bool builtin, const std::string& format) {
  std::vector<LoadError> errors;
  auto lib = builtin ? builtin_library(errors) : std::make_shared<CardLibrary>();
  if (!format.empty()) load_cards(*lib, format_card_files(format), errors);
  load_cards(*lib, extra, errors);
  if (!errors.empty()) {
    std::string text;
    for (const auto& e : errors) text += (text.empty() ? "" : "\n") + e.text();
    throw pyb::value_error(text);
  }
  auto c = std::make_shared<Content>();
  c->library = std::move(lib);
  return c;
}

namespace {

pyb::dict card_dict(const CardDef& c) {
  pyb::dict d;
  d["id"] = c.id;
  d["name"] = c.name();
  d["title"] = c.title;
  d["subtitle"] = c.subtitle;
  d["set"] = c.set;
  d["number"] = c.number;
  d["kind"] = std::string(to_string(c.kind));
  d["rarity"] = c.rarity;
  d["cost"] = c.cost;
  d["energy"] = std::string(to_string(c.energy));
  d["affiliations"] = c.affiliations;
  d["max"] = c.max;
  d["text"] = c.text;
  d["file"] = c.file;
  return d;
}

pyb::list option_dicts(const std::vector<FormatOptionInfo>& options) {
  pyb::list out;
  for (const auto& o : options) {
    pyb::dict d;
    d["name"] = o.name;
    d["text"] = o.text;
    d["value"] = o.value;
    d["default"] = o.default_value;
    d["range"] = o.range;
    out.append(d);
  }
  return out;
}

std::shared_ptr<PyFormat> make_format(const std::string& name, const std::map<std::string, std::string>& options,
                                      const std::vector<std::string>& cards, std::shared_ptr<Content> content) {
  auto f = std::make_shared<PyFormat>();
  f->name = name;
  f->options = options;
  try {
    f->game = format_game(name);
  } catch (const std::exception&) {
    // The Dice Masters loader below says what is wrong with the script.
  }
  if (f->game != "dice-masters") {
    if (!cards.empty() || content) throw pyb::value_error("cards and library are for Dice Masters formats; " + name + " is a " + f->game + " format");
    try {
      f->table = find_game_type(f->game)->open(name, options);
    } catch (const std::exception& e) {
      throw pyb::value_error(e.what());
    }
    return f;
  }
  f->content = content ? std::move(content) : load_content(cards, true, name);
  try {
    f->format = std::make_unique<Format>(name, f->content->library, options);
  } catch (const FormatError& e) {
    throw pyb::value_error(e.what());
  }
  return f;
}

}  // namespace

void bind_content(pyb::module_& m) {
  pyb::class_<Content, std::shared_ptr<Content>>(m, "Library", "Card definitions, loaded once and shared by games")
      .def(pyb::init([](const std::vector<std::string>& cards, bool builtin) { return load_content(cards, builtin, ""); }),
           pyb::arg("cards") = std::vector<std::string>{}, pyb::arg("builtin") = true,
           "The built-in sets (unless builtin=False) and the card files or folders in `cards`; ValueError lists "
           "every problem")
      .def("__len__", [](const Content& c) { return c.library->size(); })
      .def("cards", [](const Content& c) {
        pyb::list out;
        for (int i = 0; i < c.library->size(); ++i) out.append(card_dict(c.library->at(i)));
        return out;
      }, "Every card as a dict (id, name, set, kind, cost, text, ...)")
      .def("find", [](const Content& c, const std::string& key) -> pyb::object {
        const int i = c.library->find(key);
        if (i < 0) return pyb::none();
        return card_dict(c.library->at(i));
      }, pyb::arg("key"), "A card by id or full name, or None");

  pyb::class_<PyFormat, std::shared_ptr<PyFormat>>(m, "Format", "A format script, ready to set games up")
      .def(pyb::init(&make_format), pyb::arg("name") = "avx-demo",
           pyb::arg("options") = std::map<std::string, std::string>{}, pyb::arg("cards") = std::vector<std::string>{},
           pyb::arg("library") = nullptr,
           "A format by name (scripts/formats) or path, with its options as strings; its cards are the built-in "
           "sets, the files it names and `cards`, or the given Library. ValueError says what is wrong")
      .def_property_readonly("game", [](const PyFormat& f) { return f.game; }, "The game it sets up: dice-masters, dice-miner")
      .def_property_readonly("name", [](const PyFormat& f) { return f.format ? f.format->name() : f.name; })
      .def_property_readonly("description", [](const PyFormat& f) { return f.format ? f.format->description() : f.table->description(); })
      .def_property_readonly("players", [](const PyFormat& f) { return f.format ? f.format->players() : f.table->players(); })
      .def_property_readonly("brings_teams", [](const PyFormat& f) { return f.format && f.format->brings_teams(); })
      .def_property_readonly("drafts", [](const PyFormat& f) { return f.format && f.format->drafts(); })
      .def_property_readonly("options", [](const PyFormat& f) { return option_dicts(f.format ? f.format->options() : f.table->options()); })
      .def_property_readonly("library", [](const PyFormat& f) { return f.content; })
      .def("random_teams", [](PyFormat& f, std::uint64_t seed) {
        if (!f.format) throw pyb::value_error("teams are Dice Masters': " + f.name + " is a " + f.game + " format");
        const Hold hold(*f.lock(), "this format");  // its script may be drafting for a game of it
        std::vector<std::string> out;
        for (const auto& t : f.format->random_teams(seed)) out.push_back(write_team(t, *f.content->library));
        return out;
      }, pyb::arg("seed"), "Random legal teams, one per seat, as team file text");

  m.def("formats", [] {
    auto content = load_content({}, true, "");
    pyb::list out;
    for (const auto& f : list_formats(content->library)) {
      pyb::dict d;
      d["name"] = f.name;
      d["game"] = f.game;
      d["file"] = f.file;
      d["description"] = f.description;
      d["options"] = option_dicts(f.options);
      d["error"] = f.error;
      out.append(d);
    }
    return out;
  }, "The formats in scripts/formats: name, file, description, options, and error when one could not be read");
}

}  // namespace dm::py
