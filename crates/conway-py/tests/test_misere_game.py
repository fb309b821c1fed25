"""conway.MisereGame: misère canonical forms in digit notation, their algebra, and
agreement with ``conway misere-form --json``."""

import json
import os
import pickle
import subprocess

import pytest

import conway
from conway import MisereGame


def cli_json(*args):
    binary = os.environ.get("CONWAY_BIN", "conway")
    out = subprocess.run([binary, *args, "--json"], capture_output=True, text=True, check=True)
    return json.loads(out.stdout)


def test_cgsuite_examples():
    # CGSuite's misère examples (its test suite): mates and classes.
    g = MisereGame("{{*2}, 0}")
    assert g.form == "2#0"
    assert g.mate() == MisereGame("2#1")
    assert (g.normal, g.misere, g.birthday, g.class_) == (1, 2, 4, "restive")
    assert MisereGame("2#1").class_ == "restless"
    assert MisereGame("(2#1)2##").class_ == "wild"
    assert MisereGame("4[2#]").class_ == "tame"
    assert MisereGame("1").is_even is False
    assert MisereGame("*2") + MisereGame("*2") == MisereGame("32")
    assert MisereGame("*") + MisereGame("*") == MisereGame("0")
    assert sorted(o.form for o in MisereGame("2#0").options) == ["0", "2#"]


def test_links_and_distinguishers_check_out():
    forms = ["0", "1", "2", "2#", "2#0", "2#1", "32", "4[2#]"]
    for a in forms:
        for b in forms:
            g, h = MisereGame(a), MisereGame(b)
            t = g.link(h)
            assert (t is not None) == g.is_linked(h)
            if t is not None:
                assert (g + t).outcome == "P" and (h + t).outcome == "P"
            x = g.distinguisher(h)
            if a == b:
                assert x is None
            else:
                assert (g + x).outcome == "P" and (h + x).outcome == "N"


def test_agrees_with_the_cli():
    for form in ["2#0", "*2 + *3", "(2#1)2##", "mate(4[2#])"]:
        answer = cli_json("misere-form", form)
        g = MisereGame(form)
        assert g.form == answer["form"]
        assert g.braces == answer["braces"]
        assert g.genus == answer["genus"]
        assert g.mate().form == answer["mate"]
        assert g.outcome == answer["outcome"]


def test_values_hash_and_pickle():
    g = MisereGame("2[2]")
    assert hash(g) == hash(MisereGame("{*2, *3}"))
    assert pickle.loads(pickle.dumps(g)) == g
    assert repr(g) == 'MisereGame("32")'
    assert g != "32"
    assert len({g, MisereGame("32"), MisereGame("2#")}) == 2


def test_bad_forms_are_refused():
    for bad in ["2#)", "foo(2)", "2[#-2]", "(" * 300]:
        with pytest.raises(conway.InvalidInput):
            MisereGame(bad)
    with pytest.raises(conway.Refused):
        MisereGame("*5000")
