"""Games written in plain Python for the tests: each is a position class with the methods
`conway.value_of` and `conway.grundy_of` ask for, and nothing else of conway."""


class Domineering:
    """Domineering (Left places vertical dominoes, Right horizontal ones) on a set of
    empty cells (row, column); the parts of the board no domino can join are components."""

    __slots__ = ("cells", "_hash")

    def __init__(self, cells):
        self.cells = frozenset(cells)
        self._hash = hash(self.cells)

    @classmethod
    def parse(cls, text):
        """Rows separated by '|': '.' empty, '#' filled (the CLI's syntax)."""
        return cls(
            (r, c)
            for r, row in enumerate(text.split("|"))
            for c, ch in enumerate(row)
            if ch == "."
        )

    def __hash__(self):
        return self._hash

    def __eq__(self, other):
        return self.cells == other.cells

    def _place(self, dr, dc):
        c = self.cells
        return [Domineering(c - {(r, k), (r + dr, k + dc)}) for (r, k) in c if (r + dr, k + dc) in c]

    def left_options(self):
        return self._place(1, 0)

    def right_options(self):
        return self._place(0, 1)

    def components(self):
        """Cells connected through their neighbours form one part."""
        seen, parts = set(), []
        for start in self.cells:
            if start in seen:
                continue
            part, todo = set(), [start]
            seen.add(start)
            while todo:
                r, k = todo.pop()
                part.add((r, k))
                for n in ((r + 1, k), (r - 1, k), (r, k + 1), (r, k - 1)):
                    if n in self.cells and n not in seen:
                        seen.add(n)
                        todo.append(n)
            parts.append(Domineering(part))
        return parts


class Subtraction:
    """A heap of n tokens from which a move removes s tokens, s in the subtraction set."""

    def __init__(self, n, moves):
        self.n, self.moves = n, tuple(moves)

    def __hash__(self):
        return hash((self.n, self.moves))

    def __eq__(self, other):
        return (self.n, self.moves) == (other.n, other.moves)

    def options(self):
        return [Subtraction(self.n - s, self.moves) for s in self.moves if s <= self.n]


class Countdown:
    """A partizan chain: Left moves n -> n-1, Right has no move; its value is n."""

    def __init__(self, n):
        self.n = n

    def __hash__(self):
        return self.n

    def __eq__(self, other):
        return self.n == other.n

    def left_options(self):
        return [Countdown(self.n - 1)] if self.n else []

    def right_options(self):
        return []


class Kayles:
    """A row of n pins; a move knocks down one pin or two adjacent ones, which may leave
    two rows: that option is the sum given as a tuple (no components() hook needed)."""

    def __init__(self, n):
        self.n = n

    def __hash__(self):
        return hash(("kayles", self.n))

    def __eq__(self, other):
        return isinstance(other, Kayles) and self.n == other.n

    def options(self):
        return [
            (Kayles(left), Kayles(self.n - take - left))
            for take in (1, 2)
            for left in range(self.n - take + 1)
        ]


class Nim:
    """A Nim heap of n counters: a move leaves any smaller heap."""

    def __init__(self, n):
        self.n = n

    def __hash__(self):
        return self.n

    def __eq__(self, other):
        return self.n == other.n

    def __repr__(self):
        return f"{type(self).__name__}({self.n})"

    def options(self):
        return [type(self)(m) for m in range(self.n)]


class Ring:
    """Position n of a cycle of `size` positions, each moving to the next: not a short
    game, so every computation of short games must refuse it and name the cycle
    (value_of gives it as a loopy game)."""

    def __init__(self, n, size):
        self.n, self.size = n, size

    def __hash__(self):
        return self.n

    def __eq__(self, other):
        return self.n == other.n

    def __repr__(self):
        return f"Ring({self.n})"

    def options(self):
        return [Ring((self.n + 1) % self.size, self.size)]
