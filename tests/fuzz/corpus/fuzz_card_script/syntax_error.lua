return {
  set = "bad", number = 1, title = "Broken" type = "character",
}
