"""A notebook-style tour of the conway Python package (run it as a script; the test suite
runs it too).

    pip install ./crates/conway-py
    python docs/python-example.py [OUTPUT_DIRECTORY]

It defines a game in Python (Cutcake), tabulates its values, draws a thermograph and
plots a Grundy sequence; the drawings are SVG files in OUTPUT_DIRECTORY (by default a new
temporary directory), which a notebook would show inline (``Thermograph`` has
``_repr_svg_``).
"""

import pathlib
import sys
import tempfile

import conway

# %% 1. A game defined in Python: Cutcake (Winning Ways, ch. 2).
# A position is a collection of rectangles of cake. Left cuts a rectangle along a
# vertical line, Right along a horizontal one; the rectangles are independent, so a
# position is the sum of its rectangles (the components() hook).


class Cutcake:
    """Rectangles (rows, columns) of cake, as a sorted tuple."""

    def __init__(self, *rectangles):
        self.rectangles = tuple(sorted(rectangles))

    def __hash__(self):
        return hash(self.rectangles)

    def __eq__(self, other):
        return self.rectangles == other.rectangles

    def __repr__(self):
        return " + ".join(f"{r}x{c}" for r, c in self.rectangles)

    def _cuts(self, vertical):
        options = []
        for i, (r, c) in enumerate(self.rectangles):
            rest = self.rectangles[:i] + self.rectangles[i + 1:]
            length = c if vertical else r
            for k in range(1, length // 2 + 1):
                pieces = [(r, k), (r, c - k)] if vertical else [(k, c), (r - k, c)]
                options.append(Cutcake(*rest, *pieces))
        return options

    def left_options(self):
        return self._cuts(vertical=True)

    def right_options(self):
        return self._cuts(vertical=False)

    def components(self):
        return [Cutcake(rect) for rect in self.rectangles]


# %% 2. Tabulate values: rows are the cake's height, columns its width.
size = 6
print("Cutcake values (rows: height, columns: width)")
print("     " + "".join(f"{w:>6}" for w in range(1, size + 1)))
for h in range(1, size + 1):
    row = [conway.value_of(Cutcake((h, w))) for w in range(1, size + 1)]
    print(f"{h:>4} " + "".join(f"{str(v):>6}" for v in row))

# Winning Ways' rule: an h x w cake with w >= h is worth floor(w / 2^floor(log2 h)) - 1,
# and the negative with the roles swapped.
rule = lambda h, w: (w >> (h.bit_length() - 1)) - 1 if w >= h else -((h >> (w.bit_length() - 1)) - 1)
assert all(conway.value_of(Cutcake((h, w))) == rule(h, w) for h in range(1, 9) for w in range(1, 9))

# Values add: two cakes are the sum of their values, and compare as games.
two = conway.value_of(Cutcake((2, 3), (3, 2)))
print("2x3 + 3x2 =", two, "| outcome:", two.outcome)
assert two == conway.value_of(Cutcake((2, 3))) + conway.value_of(Cutcake((3, 2)))

# %% 3. A hot game and its thermograph: a Domineering position from the built-in ruleset.
board = conway.Domineering("....|...#|#...")
g = board.value()
print(f"{board}: {g}, mean {g.mean}, temperature {g.temperature}")
thermograph = g.thermograph()

# %% 4. A Grundy sequence: Kayles (octal 0.77), with its period certified by Guy-Smith.
sequence = conway.HeapGame("kayles").grundy(to=200, certify=True)
print("Kayles Grundy values, first 40:", list(sequence[:40]))
print("period:", sequence.period)
assert sequence.period.certified and sequence.period.period == 12


def plot(values, title):
    """A scatter plot of a sequence as an SVG document (no plotting library needed)."""
    width, height, margin = 640, 240, 30
    top = max(values) or 1
    x = lambda n: margin + n * (width - 2 * margin) / max(len(values) - 1, 1)
    y = lambda v: height - margin - v * (height - 2 * margin) / top
    dots = "".join(f'<circle cx="{x(n):.1f}" cy="{y(v):.1f}" r="1.8"/>' for n, v in enumerate(values))
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'font-family="sans-serif" font-size="12"><rect width="100%" height="100%" fill="white"/>'
        f'<text x="{width / 2}" y="16" text-anchor="middle">{title}</text>'
        f'<line x1="{margin}" y1="{y(0)}" x2="{width - margin}" y2="{y(0)}" stroke="#444"/>'
        f'<text x="{margin - 4}" y="{y(top) + 4}" text-anchor="end">{top}</text>'
        f'<text x="{margin - 4}" y="{y(0) + 4}" text-anchor="end">0</text>'
        f'<g fill="#1f5fbf">{dots}</g></svg>'
    )


# %% 5. Save the drawings.
out = pathlib.Path(sys.argv[1]) if len(sys.argv) > 1 else pathlib.Path(tempfile.mkdtemp())
out.mkdir(parents=True, exist_ok=True)
(out / "thermograph.svg").write_text(thermograph._repr_svg_())
(out / "grundy.svg").write_text(plot(sequence.values, "Grundy values of Kayles"))
print("drawings written to", out)
