"""conway: combinatorial game theory, computed by a Rust engine."""

from ._errors import ConwayError, InvalidInput, Refused
from ._native import ConfusionInterval, Game, Thermograph

__all__ = [
    "ConfusionInterval",
    "ConwayError",
    "Game",
    "InvalidInput",
    "Refused",
    "Thermograph",
]
