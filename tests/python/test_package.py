"""The package's own files: RECORD is CSV that reads back the names written, and the data copied
into the wheel or the install never comes through a symbolic link out of the scripts folder."""
import csv
import io
import os
import shutil
import subprocess
import sys
import tempfile
import unittest
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
sys.path.insert(0, str(ROOT / "python"))
import dicemasters_build as build  # noqa: E402


class Record(unittest.TestCase):
    def test_names_with_commas_quotes_and_line_breaks_read_back(self):
        names = ["plain.card", "a,b.card", 'say "hi".lua', "two\nlines.lua", "dicemasters.dist-info/RECORD"]
        rows = [[n, "sha256=x", "1"] for n in names[:-1]] + [[names[-1], "", ""]]
        text = build.record_text(rows)
        self.assertEqual([r[0] for r in csv.reader(io.StringIO(text))], names)
        self.assertIn('"a,b.card"', text)
        self.assertTrue(text.endswith("dicemasters.dist-info/RECORD,,\n"))


class DataLinks(unittest.TestCase):
    def setUp(self):
        self.tmp = Path(tempfile.mkdtemp())
        self.scripts = self.tmp / "scripts"
        (self.scripts / "cards" / "sub").mkdir(parents=True)
        (self.scripts / "formats").mkdir()
        (self.scripts / "cards" / "a.card").write_text("card\n")
        (self.scripts / "formats" / "f.lua").write_text("return {}\n")
        self.outside = self.tmp / "secret.txt"
        self.outside.write_text("not for the package\n")

    def tearDown(self):
        shutil.rmtree(self.tmp)

    def files(self):
        return [rel for rel, _ in build.data_files(self.scripts, ("cards", "formats"))]

    def test_plain_files_and_links_inside_are_carried(self):
        os.symlink("a.card", self.scripts / "cards" / "b.card")
        os.symlink("../cards", self.scripts / "formats" / "cards-again")
        files = self.files()
        self.assertIn("cards/a.card", files)
        self.assertIn("cards/b.card", files)
        self.assertIn("formats/f.lua", files)

    def test_a_file_link_out_of_the_tree_is_refused_by_name(self):
        os.symlink(self.outside, self.scripts / "cards" / "sub" / "x.card")
        with self.assertRaises(RuntimeError) as e:
            self.files()
        self.assertIn("cards/sub/x.card", str(e.exception))

    def test_a_folder_link_out_of_the_tree_is_refused(self):
        os.symlink(self.tmp, self.scripts / "formats" / "up")
        with self.assertRaises(RuntimeError) as e:
            self.files()
        self.assertIn("formats/up", str(e.exception))

    def test_a_link_loop_is_refused_not_followed(self):
        os.symlink("loop", self.scripts / "cards" / "loop")
        with self.assertRaises(RuntimeError):
            self.files()

    def test_cmake_install_refuses_a_link_out_of_the_tree(self):
        cmake = shutil.which("cmake")
        if not cmake:
            self.skipTest("no cmake")
        check = [cmake, f"-DDM_DATA_ROOT={self.scripts}", "-DDM_DATA_FOLDERS=cards;formats", "-P",
                 str(ROOT / "cmake" / "check_data_links.cmake")]
        os.symlink("a.card", self.scripts / "cards" / "b.card")
        self.assertEqual(subprocess.run(check, capture_output=True).returncode, 0)
        os.symlink(self.outside, self.scripts / "formats" / "x.lua")
        run = subprocess.run(check, capture_output=True, text=True)
        self.assertNotEqual(run.returncode, 0)
        self.assertIn("formats/x.lua", run.stderr)


class BuildFolder(unittest.TestCase):
    """pip install ./python reuses the project's build/ when it was made for a Python of this
    version, so the module costs no second build; DM_BUILD_DIR still names any folder."""

    def setUp(self):
        self.tmp = Path(tempfile.mkdtemp())
        self.saved_root, self.saved_env = build.ROOT, os.environ.pop("DM_BUILD_DIR", None)
        build.ROOT = self.tmp
        (self.tmp / "build").mkdir()

    def tearDown(self):
        build.ROOT = self.saved_root
        if self.saved_env is not None:
            os.environ["DM_BUILD_DIR"] = self.saved_env
        shutil.rmtree(self.tmp)

    def cache(self, python, module="ON"):
        (self.tmp / "build" / "CMakeCache.txt").write_text(
            f"# comment\nDM_PYTHON_MODULE:BOOL={module}\nPython3_EXECUTABLE:FILEPATH={python}\n")

    def test_a_build_for_this_python_is_reused(self):
        self.cache(sys.executable)
        self.assertEqual(build.build_folder(), (self.tmp / "build").resolve())
        # As find_package(Python3) leaves it in the cache of setup.sh's build.
        (self.tmp / "build" / "CMakeCache.txt").write_text(f"_Python3_EXECUTABLE:INTERNAL={sys.executable}\n")
        self.assertEqual(build.build_folder(), (self.tmp / "build").resolve())

    def test_no_build_or_another_python_or_no_module_means_build_python(self):
        self.assertEqual(build.build_folder(), (self.tmp / "build-python").resolve())
        other = self.tmp / "python2"
        other.write_text("#!/bin/sh\necho 2 7\n")
        other.chmod(0o755)
        self.cache(other)
        self.assertEqual(build.build_folder(), (self.tmp / "build-python").resolve())
        self.cache(sys.executable, module="OFF")
        self.assertEqual(build.build_folder(), (self.tmp / "build-python").resolve())

    def test_dm_build_dir_wins(self):
        self.cache(sys.executable)
        os.environ["DM_BUILD_DIR"] = str(self.tmp / "mine")
        try:
            self.assertEqual(build.build_folder(), (self.tmp / "mine").resolve())
        finally:
            del os.environ["DM_BUILD_DIR"]


if __name__ == "__main__":
    unittest.main()
