// dicemasters.Library: Dice Masters' cards in Python, the built-in sets and card files of one's
// own, to look cards up and to give a Format (its files become the format's content). Built
// into the Python module (python/bindings.hpp, PythonExtras).
#include <pybind11/stl.h>

#include "dm/content.hpp"
#include "python/bindings.hpp"

namespace dm::py {

namespace {

struct Library {
  std::vector<std::string> files;  // the card files or folders beside the built-in sets
  std::shared_ptr<const CardLibrary> cards;
};

Library load(const std::vector<std::string>& files, bool builtin) {
  std::vector<LoadError> errors;
  auto lib = builtin ? builtin_library(errors) : std::make_shared<CardLibrary>();
  load_cards(*lib, files, errors);
  if (!errors.empty()) {
    std::string text;
    for (const auto& e : errors) text += (text.empty() ? "" : "\n") + e.text();
    throw pyb::value_error(text);
  }
  return Library{files, std::move(lib)};
}

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

void bind(pyb::module_& m) {
  pyb::class_<Library, std::shared_ptr<Library>>(m, "Library", "Dice Masters' card definitions, loaded once")
      .def(pyb::init([](const std::vector<std::string>& cards, bool builtin) { return load(cards, builtin); }),
           pyb::arg("cards") = std::vector<std::string>{}, pyb::arg("builtin") = true,
           "The built-in sets (unless builtin=False) and the card files or folders in `cards`; ValueError lists "
           "every problem")
      .def_property_readonly("files", [](const Library& l) { return l.files; }, "The card files or folders it was given")
      .def("__len__", [](const Library& l) { return l.cards->size(); })
      .def("cards", [](const Library& l) {
        pyb::list out;
        for (int i = 0; i < l.cards->size(); ++i) out.append(card_dict(l.cards->at(i)));
        return out;
      }, "Every card as a dict (id, name, set, kind, cost, text, ...)")
      .def("find", [](const Library& l, const std::string& key) -> pyb::object {
        const int i = l.cards->find(key);
        if (i < 0) return pyb::none();
        return card_dict(l.cards->at(i));
      }, pyb::arg("key"), "A card by id or full name, or None");
}

const PythonExtras registered(bind);

}  // namespace

}  // namespace dm::py
