"""The package as a user meets it: the documentation example runs, the type stubs name
everything public, every public object has a docstring, help(conway) is a manual."""

import ast
import inspect
import pathlib
import pydoc
import subprocess
import sys

import conway
from conftest import ROOT

PACKAGE = pathlib.Path(conway.__file__).parent


def test_the_docs_example_runs(tmp_path):
    out = subprocess.run(
        [sys.executable, str(ROOT / "docs" / "python-example.py"), str(tmp_path)],
        capture_output=True, text=True, check=True,
    ).stdout
    assert "Cutcake values" in out and "certified by Guy-Smith" in out
    for name in ("thermograph.svg", "grundy.svg"):
        assert (tmp_path / name).read_text().startswith("<svg")


def _stub_names():
    tree = ast.parse((PACKAGE / "__init__.pyi").read_text())
    names = set()
    for node in tree.body:
        if isinstance(node, (ast.ClassDef, ast.FunctionDef)):
            names.add(node.name)
        elif isinstance(node, ast.Assign):
            names.update(t.id for t in node.targets if isinstance(t, ast.Name))
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            names.add(node.target.id)
    return names, tree


def test_stubs_name_every_public_object_and_method():
    names, tree = _stub_names()
    assert set(conway.__all__) <= names, set(conway.__all__) - names
    stubbed = {n.name: n for n in tree.body if isinstance(n, ast.ClassDef)}
    for name in conway.__all__:
        obj = getattr(conway, name)
        if inspect.isclass(obj) and not issubclass(obj, BaseException):
            methods = {m.name for m in stubbed[name].body if isinstance(m, ast.FunctionDef)}
            public = {m for m in dir(obj) if not m.startswith("_")}
            assert public <= methods, (name, public - methods)


def test_everything_public_has_a_docstring():
    for name in conway.__all__:
        obj = getattr(conway, name)
        assert inspect.getdoc(obj), name
        if inspect.isclass(obj) and not issubclass(obj, BaseException):
            for attr in dir(obj):
                if not attr.startswith("_"):
                    assert inspect.getdoc(getattr(obj, attr)), f"{name}.{attr}"


def test_help_is_a_manual():
    text = pydoc.render_doc(conway, renderer=pydoc.plaintext)
    for needle in ["Games of your own", "value_of", "HeapGame", "InvalidInput", "Domineering",
                   "confused_with", "thermograph", "Memory"]:
        assert needle in text, needle


def test_the_readme_python_example_runs():
    text = (ROOT / "README.md").read_text()
    blocks = text.split("```python\n")[1:]
    assert blocks, "the README has a Python example"
    for block in blocks:
        exec(compile(block.split("```")[0], "README.md", "exec"), {})
