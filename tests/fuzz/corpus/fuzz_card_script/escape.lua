-- Reaches for the operating system: not in the sandbox.
os.execute("echo escaped")
return {}
