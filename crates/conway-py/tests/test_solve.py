"""The seed problems of `conway solve`, against the CLI and the check values of
docs/problems.md; limits and bad input."""

import pytest

import conway
from conftest import ROOT


@pytest.mark.parametrize("max_, modulus", [(29, None), (300, None), (300, 1000000007)])
def test_nim_square(cli, max_, modulus):
    args = ["solve", "nim-square", "--max", str(max_)] + (["--modulus", str(modulus)] if modulus else [])
    assert conway.solve_nim_square(max_, modulus=modulus) == int(cli(*args)["answer"])
    assert conway.solve_nim_square(29) == 1160  # docs/problems.md


@pytest.mark.parametrize("stones, modulus", [(10, None), (60, None), (80, 1000000007)])
def test_scatterstone(cli, stones, modulus):
    args = ["solve", "scatterstone", "--stones", str(stones)] + (["--modulus", str(modulus)] if modulus else [])
    want = cli(*args)
    answer, classes = conway.solve_scatterstone(stones, modulus=modulus)
    assert answer == int(want["answer"])
    assert classes == [(c["k_min"], c["k_max"], int(c["f"])) for c in want["classes"]]
    assert conway.solve_scatterstone(10)[0] == 291  # docs/problems.md


def test_paper_cutting(cli):
    for w, h, modulus in [(12, 123, None), (30, 10**15, None), (20, 1000, 97)]:
        args = ["solve", "paper-cutting", "--width", str(w), "--height", str(h)]
        args += ["--modulus", str(modulus)] if modulus else []
        assert conway.solve_paper_cutting(w, h, modulus=modulus) == int(cli(*args)["answer"])
    want = cli("solve", "paper-cutting", "--cell", "5x3")
    assert conway.solve_paper_cutting_cell(5, 3) == (want["grundy"], int(want["answer"])) == (2, 4)


def test_young_staircases(cli):
    assert conway.solve_young_staircases(3, 9) == 315319  # docs/problems.md
    want = cli("solve", "young-staircases", "--games", "8", "--weight", "64", "--modulus", "1000000007")
    assert conway.solve_young_staircases(8, 64, modulus=1000000007) == int(want["answer"])


def test_tower(cli):
    path = ROOT / "examples" / "tower-3.txt"
    for policy in ["optimal", "all"]:
        want = cli("solve", "tower", str(path), "--policy", policy)
        assert conway.solve_tower(path.read_text(), policy=policy) == (want["winner"], int(want["answer"]))


def test_limits_and_bad_input():
    with pytest.raises(conway.InvalidInput, match="above the limit of 1500"):
        conway.solve_scatterstone(2000)
    with pytest.raises(conway.InvalidInput, match="above the limit 1024"):
        conway.solve_young_staircases(32, 64)
    with pytest.raises(conway.InvalidInput, match="games must be between"):
        conway.solve_young_staircases(0, 4)
    with pytest.raises(conway.InvalidInput, match="modulus must be at least 2"):
        conway.solve_nim_square(10, modulus=1)
    with pytest.raises(conway.InvalidInput):
        conway.solve_paper_cutting(300, 400)
    with pytest.raises(conway.InvalidInput):
        conway.solve_paper_cutting_cell(0, 3)
    with pytest.raises(conway.InvalidInput):
        conway.solve_tower("2\n1 1 1\n")
    with pytest.raises(conway.InvalidInput, match="policy"):
        conway.solve_tower("1\n1 1 1\n", policy="greedy")
