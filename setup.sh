#!/usr/bin/env bash
# Installs what the project needs (Debian packages only) and builds it into build/.
set -euo pipefail
cd "$(dirname "$0")"
PACKAGES=(cmake g++ make pkg-config liblua5.4-dev tao-pegtl-dev libspdlog-dev catch2
          nlohmann-json3-dev libcli11-dev libbenchmark-dev tmux python3
          python3-dev pybind11-dev python3-venv  # the Python module, and its install test (docs/python.md)
          chromium  # chromium: the tests that render the viewer, report and play pages
          libcpp-httplib-dev)  # dice serve: the HTTP server (docs/serve.md)
missing=()
for p in "${PACKAGES[@]}"; do
  dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "installing: ${missing[*]}"
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}"
fi
cmake -S . -B build -DCMAKE_BUILD_TYPE=${BUILD_TYPE:-RelWithDebInfo} >/dev/null
cmake --build build -j"$(nproc)"
