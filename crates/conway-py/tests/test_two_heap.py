"""Two-heap games from Python: Grundy tables against the mex of the moves and against
`conway grundy --table`, P-positions and their counts against the table and the CLI, and
the errors."""

import pytest

import conway


def _table(one, both, n):
    """G(a, b) from the rules: take k in `one` from a heap, or k in `both` from each."""
    g = [[0] * (n + 1) for _ in range(n + 1)]
    for a in range(n + 1):
        for b in range(n + 1):
            seen = set()
            for k in range(1, max(a, b) + 1):
                if one == "all" or k in one:
                    if k <= a:
                        seen.add(g[a - k][b])
                    if k <= b:
                        seen.add(g[a][b - k])
                if both == "all" or (both != "none" and k in both):
                    if k <= min(a, b):
                        seen.add(g[a - k][b - k])
            m = 0
            while m in seen:
                m += 1
            g[a][b] = m
    return g


@pytest.mark.parametrize("name, one, both", [
    ("wythoff", "all", "all"),
    ("wythoff:all/none", "all", "none"),
    ("wythoff:1,2,3/all", {1, 2, 3}, "all"),
    ("wythoff:2,5/1,4", {2, 5}, {1, 4}),
])
def test_tables_follow_the_rules_and_the_cli(cli, name, one, both):
    table = conway.two_heap_table(name, 20)
    assert table == _table(one, both, 20)
    assert table == cli("grundy", name, "--table", "20")["table"]
    count, listed = conway.two_heap_p_positions(name, 20)
    zeros = [(a, b) for a in range(21) for b in range(a, 21) if table[a][b] == 0]
    assert listed == zeros
    assert count == sum(1 for a in range(21) for b in range(21) if table[a][b] == 0)


def test_wythoff_counts_by_the_closed_form(cli):
    n = 10**18
    count, listed = conway.two_heap_p_positions("wythoff", n, count_only=True)
    assert listed is None
    assert count == int(cli("grundy", "wythoff", "--p-positions", str(n), "--count")["answer"])


@pytest.mark.parametrize("call", [
    lambda: conway.two_heap_table("wythoff", 5001),
    lambda: conway.two_heap_table("wythoff:0/all", 3),
    lambda: conway.two_heap_table("kayles", 3),
    lambda: conway.two_heap_p_positions("wythoff", 10**8),
    lambda: conway.two_heap_p_positions("wythoff:1/all", 6000),
])
def test_errors(call):
    with pytest.raises(conway.InvalidInput):
        call()
