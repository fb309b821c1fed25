"""conway: combinatorial game theory, computed by a Rust engine."""

from ._errors import ConwayError, InvalidInput, Refused
from ._native import (
    ConfusionInterval,
    Game,
    Thermograph,
    engine_stats,
    forget_positions,
    grundy_of,
    value_of,
)

__all__ = [
    "ConfusionInterval",
    "ConwayError",
    "Game",
    "InvalidInput",
    "Refused",
    "Thermograph",
    "engine_stats",
    "forget_positions",
    "grundy_of",
    "value_of",
]
