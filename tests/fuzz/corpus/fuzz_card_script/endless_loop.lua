-- Never returns: the instruction budget must stop it.
while true do end
