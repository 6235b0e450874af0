#include "engine/sandbox/data_script.hpp"

#include "engine/sandbox/plain_data.hpp"
#include "engine/sandbox/stateless.hpp"

namespace dm::script {

int run_data_script(Sandbox& sb, const std::string& text, const std::string& file, const std::string& what) {
  int env = LUA_NOREF;
  try {
    const int chunk = sb.compile(text, file);
    // A script serves every game of its table: it may keep nothing from one call to the next.
    check_stateless(sb, chunk, file);
    env = sb.new_env();
    sb.run_chunk(chunk, env, 1);
    sb.unref(chunk);
    // Read afterwards without a budget: so it must be plain data no script code runs behind.
    check_plain_data(sb.L(), -1, file, what);
  } catch (const ScriptError&) {
    if (env != LUA_NOREF) sb.unref(env);
    throw;
  }
  return env;
}

}  // namespace dm::script
