"""The build backend that `pip install ./python` uses (PEP 517, pyproject.toml here).

It needs nothing beyond the standard library, so it works offline and with Debian's own pip
(`pip install --no-build-isolation ./python` too): CMake builds the module for the Python that
runs pip, and the wheel is written here, the module with the card sets and formats beside it
(`<prefix>/share/dicemasters`, where the module looks for them; docs/python.md).

DM_BUILD_DIR names a CMake build folder to use (an existing one is only brought up to date).
Without it, the project's `build/` (the one setup.sh makes) is reused when it was configured
for a Python of this version, so installing the module costs no second build; otherwise
`build-python` at the project's root is made.
"""
import base64
import csv
import hashlib
import io
import os
import re
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DATA = ("cards", "formats", "agents", "games")
SUMMARY = "A scriptable rules engine for dice-building games (Marvel Dice Masters, Dice Miner)"


def _version():
    text = (ROOT / "include" / "dm" / "version.hpp").read_text()
    parts = [re.search(rf"#define DM_VERSION_{p} (\d+)", text).group(1) for p in ("MAJOR", "MINOR", "PATCH")]
    return ".".join(parts)


def _dist_info_name():
    return f"dicemasters-{_version()}.dist-info"


def _metadata():
    return (f"Metadata-Version: 2.1\nName: dicemasters\nVersion: {_version()}\nSummary: {SUMMARY}\n"
            f"Requires-Python: =={sys.version_info.major}.{sys.version_info.minor}.*\n")


def _tag():
    py = f"cp{sys.version_info.major}{sys.version_info.minor}"
    platform = sysconfig.get_platform().replace("-", "_").replace(".", "_")
    return f"{py}-{py}{getattr(sys, 'abiflags', '')}-{platform}"


def _cached(build, key):
    """A value of a CMake build folder's cache, or None."""
    try:
        for line in (build / "CMakeCache.txt").read_text(errors="replace").splitlines():
            name, _, value = line.partition("=")
            if name.split(":")[0] == key:
                return value
    except OSError:
        return None
    return None


def _fits_this_python(build):
    """Whether a build folder makes the module for a Python of this one's version: a module of
    ours is already there, or its cache names such a Python and the module is not turned off."""
    if (build / "python" / f"dicemasters{sysconfig.get_config_var('EXT_SUFFIX')}").exists():
        return True
    if (_cached(build, "DM_PYTHON_MODULE") or "ON").upper() in ("OFF", "0", "FALSE", "NO"):
        return False
    # find_package(Python3) keeps what it found as _Python3_EXECUTABLE; -DPython3_EXECUTABLE= sets the other.
    python = _cached(build, "Python3_EXECUTABLE") or _cached(build, "_Python3_EXECUTABLE")
    if not python:
        return False
    try:
        out = subprocess.run([python, "-c", "import sys; print(sys.version_info[0], sys.version_info[1])"],
                             capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.SubprocessError):
        return False
    return out.stdout.split() == [str(sys.version_info.major), str(sys.version_info.minor)]


def build_folder():
    """The CMake build folder the module is built in (see the module's docstring)."""
    if os.environ.get("DM_BUILD_DIR"):
        return Path(os.environ["DM_BUILD_DIR"]).resolve()
    if _fits_this_python(ROOT / "build"):
        return (ROOT / "build").resolve()
    return (ROOT / "build-python").resolve()


def _build_module():
    """The module, built by CMake for this interpreter; its path."""
    build = build_folder()
    print(f"dicemasters: building the module in {build}", file=sys.stderr)
    if not (build / "CMakeCache.txt").exists():
        subprocess.run(["cmake", "-S", str(ROOT), "-B", str(build), "-DCMAKE_BUILD_TYPE=Release",
                        f"-DPython3_EXECUTABLE={sys.executable}"], check=True, stdout=sys.stderr)
    subprocess.run(["cmake", "--build", str(build), "--target", "dicemasters", "-j", str(os.cpu_count() or 1)],
                   check=True, stdout=sys.stderr)
    suffix = sysconfig.get_config_var("EXT_SUFFIX")
    module = build / "python" / f"dicemasters{suffix}"
    if not module.exists():
        built = sorted(p.name for p in (build / "python").glob("dicemasters*.so"))
        raise RuntimeError(f"{build} holds no module for this Python ({module.name}); it has {built or 'none'}: "
                           f"that build is for another Python (DM_BUILD_DIR names a build of this one's)")
    return module


def _record_row(name, data):
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return [name, f"sha256={digest}", str(len(data))]


def record_text(rows):
    """RECORD is CSV (PEP 376): a file name holding a comma, a quote or a line break is quoted,
    so that an installer reads the same names back."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerows(rows)
    return out.getvalue()


def data_files(scripts, folders=DATA):
    """The files of the data folders under `scripts`, as (path relative to `scripts`, path).

    A symbolic link is followed only when it stays inside `scripts`: a link out of the tree
    (to /etc/passwd, to a home folder) would copy a file nobody meant to ship, so it is refused
    by name. A folder reached twice through links is walked once.
    """
    root = Path(scripts).resolve()
    out = []
    seen = set()

    def inside(path):
        try:
            path.resolve(strict=True).relative_to(root)
            return True
        except (ValueError, OSError, RuntimeError):
            return False

    def walk(folder, shown):
        real = folder.resolve()
        if real in seen:
            return
        seen.add(real)
        for entry in sorted(folder.iterdir(), key=lambda p: p.name):
            rel = f"{shown}/{entry.name}"
            if entry.is_symlink() and not inside(entry):
                raise RuntimeError(f"scripts/{rel} is a symbolic link out of the scripts folder "
                                   f"(to {os.readlink(entry)}): the package carries only files of the source tree")
            if entry.is_dir():
                walk(entry, rel)
            elif entry.is_file():
                out.append((rel, entry))

    for folder in folders:
        start = Path(scripts) / folder
        if start.is_symlink() and not inside(start):
            raise RuntimeError(f"scripts/{folder} is a symbolic link out of the scripts folder: "
                               f"the package carries only files of the source tree")
        if start.is_dir():
            walk(start, folder)
    return out


def get_requires_for_build_wheel(config_settings=None):
    return []


def prepare_metadata_for_build_wheel(metadata_directory, config_settings=None):
    info = Path(metadata_directory) / _dist_info_name()
    info.mkdir(parents=True, exist_ok=True)
    (info / "METADATA").write_text(_metadata())
    return info.name


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    module = _build_module()
    name = f"dicemasters-{_version()}-{_tag()}.whl"
    info = _dist_info_name()
    data = f"dicemasters-{_version()}.data/data/share/dicemasters"
    record = []
    with zipfile.ZipFile(Path(wheel_directory) / name, "w", zipfile.ZIP_DEFLATED) as whl:
        def add(arcname, content, mode=0o644):
            entry = zipfile.ZipInfo(arcname, date_time=(2020, 1, 1, 0, 0, 0))
            entry.external_attr = (0o100000 | mode) << 16
            entry.compress_type = zipfile.ZIP_DEFLATED
            whl.writestr(entry, content)
            record.append(_record_row(arcname, content))

        add(module.name, module.read_bytes(), 0o755)
        for rel, path in data_files(ROOT / "scripts"):
            add(f"{data}/{rel}", path.read_bytes())
        add(f"{info}/METADATA", _metadata().encode())
        add(f"{info}/WHEEL", f"Wheel-Version: 1.0\nGenerator: dicemasters_build\nRoot-Is-Purelib: false\nTag: {_tag()}\n".encode())
        record.append([f"{info}/RECORD", "", ""])
        whl.writestr(zipfile.ZipInfo(f"{info}/RECORD", date_time=(2020, 1, 1, 0, 0, 0)), record_text(record))
    return name
