// Formats: dicemasters.Format and dicemasters.formats(), for every game; and the binders of each
// game's extras (bindings.hpp, PythonExtras).
#include <pybind11/stl.h>

#include <vector>

#include "python/bindings.hpp"

namespace dm::py {

namespace {

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
                                      const std::vector<std::string>& cards, pyb::object library) {
  auto f = std::make_shared<PyFormat>();
  f->name = name;
  f->options = options;
  f->content = cards;
  f->game = default_game();
  try {
    f->game = format_game(name);
  } catch (const std::exception& e) {
    // A script that names no game the engine knows; else the first game's loader says what is wrong.
    if (std::string(e.what()).find("'game'") != std::string::npos) throw pyb::value_error(e.what());
  }
  const GameType* type = find_game_type(f->game);
  if (!library.is_none()) {
    // A Library is content files of a game that takes them (a card game's cards).
    if (!type->content_kind()) throw pyb::value_error("a library is for formats of a game with cards; " + name + " is a " + f->game + " format");
    const auto files = library.attr("files").cast<std::vector<std::string>>();
    f->content.insert(f->content.begin(), files.begin(), files.end());
    f->library = library;
  }
  if (!f->content.empty() && !type->content_kind())
    throw pyb::value_error("cards are for formats of a game with cards; " + name + " is a " + f->game + " format");
  try {
    f->table = type->open(name, options, f->content);
  } catch (const std::exception& e) {
    throw pyb::value_error(e.what());
  }
  return f;
}

std::vector<void (*)(pyb::module_&)>& extras() {
  static std::vector<void (*)(pyb::module_&)> binders;
  return binders;
}

}  // namespace

PythonExtras::PythonExtras(void (*bind)(pyb::module_& m)) { extras().push_back(bind); }

void bind_extras(pyb::module_& m) {
  for (auto bind : extras()) bind(m);
}

void bind_content(pyb::module_& m) {
  pyb::class_<PyFormat, std::shared_ptr<PyFormat>>(m, "Format", "A format script of any game, ready to set games up")
      .def(pyb::init(&make_format), pyb::arg("name"), pyb::arg("options") = std::map<std::string, std::string>{},
           pyb::arg("cards") = std::vector<std::string>{}, pyb::arg("library") = pyb::none(),
           "A format by name (scripts/formats) or path, with its options as strings; a game with cards plays "
           "its built-in sets, the files the format names and `cards`, or the given Library's. "
           "ValueError says what is wrong")
      .def_property_readonly("game", [](const PyFormat& f) { return f.game; }, "The game it sets up, by name")
      .def_property_readonly("name", [](const PyFormat& f) { return f.name; })
      .def_property_readonly("description", [](const PyFormat& f) { return f.table->description(); })
      .def_property_readonly("players", [](const PyFormat& f) { return f.table->players(); })
      .def_property_readonly("brings_teams", [](const PyFormat& f) { return f.table->entry_kind() != nullptr; },
                             "Whether players may bring files of their own (team files)")
      .def_property_readonly("drafts", [](const PyFormat& f) { return f.table->drafts(); })
      .def_property_readonly("options", [](const PyFormat& f) { return option_dicts(f.table->options()); })
      .def_property_readonly("library", [](const PyFormat& f) { return f.library; })
      .def("random_teams", [](PyFormat& f, std::uint64_t seed) {
        if (!f.table->entry_kind()) throw pyb::value_error("players bring nothing to " + f.game + ": " + f.name + " has no teams");
        const Hold hold(*f.lock, "this format");  // its script may be drafting for a game of it
        try {
          return f.table->random_entries(seed);
        } catch (const std::exception& e) {
          throw pyb::value_error(e.what());
        }
      }, pyb::arg("seed"), "Random legal teams, one per seat, as team file text");

  m.def("formats", [] {
    pyb::list out;
    for (const auto& f : list_formats()) {
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
  }, "The formats in scripts/formats: name, game, file, description, options, and error when one could not be read");
}

}  // namespace dm::py
