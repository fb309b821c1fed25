//! Drawings of positions as SVG images, for notebooks (the Python package's
//! `_repr_svg_`) and documents: boards of cells (the grid games, the strips of Toads and
//! Frogs and Toppling Dominoes, Young diagrams) and graphs (Snort, Col, Hackenbush).
//!
//! Colours follow the usual convention: **blue for Left**, **red for Right**, green for
//! what both may use. Each ruleset's `draw` (its registry [`Entry`](crate::contract::Entry))
//! reads a position with the ruleset's own parser and hands the picture to one of these
//! functions, so a drawing exists only for a valid position.

use crate::bitset::Mask;
use crate::grid::{Cell, Grid};
use crate::invalid::InvalidPosition;
use std::f64::consts::PI;
use std::fmt::Write as _;

/// What a cell of a board shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    /// An empty cell.
    Empty,
    /// A cell no piece may use.
    Blocked,
    /// A piece of Left's on an empty cell (a stone, an amazon, a toad).
    LeftPiece,
    /// A piece of Right's.
    RightPiece,
    /// The cell is itself Left's (a blue domino).
    LeftTile,
    /// The cell is itself Right's (a red domino).
    RightTile,
    /// The cell is both players' (a green domino).
    GreenTile,
    /// A token (Young's Game B).
    Token,
}

/// The most cells or vertices drawn.
pub const MAX_DRAWN: usize = 4096;

const BLUE: &str = "#1f5fbf";
const RED: &str = "#c0392b";
const GREEN: &str = "#27ae60";
const CELL: usize = 36;

/// Refuses a picture with more than [`MAX_DRAWN`] cells or vertices.
pub fn check_size(count: usize) -> Result<(), InvalidPosition> {
    if count > MAX_DRAWN {
        return Err(InvalidPosition(format!(
            "the position is too large to draw ({count} cells or vertices; at most {MAX_DRAWN})"
        )));
    }
    Ok(())
}

/// The opening of an SVG document of this size, on white.
fn open(width: usize, height: usize) -> String {
    format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{height}\" \
         viewBox=\"0 0 {width} {height}\"><rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n"
    )
}

/// A board: rows of cells, top row first (rows may differ in length, as in a Young
/// diagram).
///
/// ```
/// use conway_games::drawing::{board, Mark};
/// let svg = board(&[vec![Mark::LeftPiece, Mark::Empty], vec![Mark::Blocked, Mark::RightPiece]]).unwrap();
/// assert!(svg.starts_with("<svg") && svg.contains("circle"));
/// ```
pub fn board(rows: &[Vec<Mark>]) -> Result<String, InvalidPosition> {
    check_size(rows.iter().map(Vec::len).sum())?;
    let cols = rows.iter().map(Vec::len).max().unwrap_or(0);
    let (width, height) = (cols.max(1) * CELL + 2, rows.len().max(1) * CELL + 2);
    let mut s = open(width, height);
    for (r, row) in rows.iter().enumerate() {
        for (c, &mark) in row.iter().enumerate() {
            let (x, y) = (c * CELL + 1, r * CELL + 1);
            let fill = match mark {
                Mark::Blocked => "#555",
                Mark::LeftTile => BLUE,
                Mark::RightTile => RED,
                Mark::GreenTile => GREEN,
                _ => "#f4ecd8",
            };
            let _ = writeln!(
                s,
                "<rect x=\"{x}\" y=\"{y}\" width=\"{CELL}\" height=\"{CELL}\" fill=\"{fill}\" stroke=\"#888\"/>"
            );
            let piece = match mark {
                Mark::LeftPiece => Some(BLUE),
                Mark::RightPiece => Some(RED),
                Mark::Token => Some("black"),
                _ => None,
            };
            if let Some(colour) = piece {
                let _ = writeln!(
                    s,
                    "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"{colour}\"/>",
                    x + CELL / 2,
                    y + CELL / 2,
                    CELL * 3 / 10
                );
            }
        }
    }
    s.push_str("</svg>\n");
    Ok(s)
}

/// A board of the grid games: stones as pieces, `#` blocked.
pub fn grid<M: Mask>(g: &Grid<M>) -> Result<String, InvalidPosition> {
    let rows: Vec<Vec<Mark>> = (0..g.rows())
        .map(|r| {
            (0..g.cols())
                .map(|c| match g.cell(r, c) {
                    Cell::Empty => Mark::Empty,
                    Cell::Blocked => Mark::Blocked,
                    Cell::Left => Mark::LeftPiece,
                    Cell::Right => Mark::RightPiece,
                })
                .collect()
        })
        .collect();
    board(&rows)
}

/// One row of cells read from the characters of `text` by `mark` (for strips whose
/// parser has accepted `text`).
pub fn strip(text: &str, mark: fn(char) -> Mark) -> Result<String, InvalidPosition> {
    board(&[text.chars().map(mark).collect()])
}

/// Rectangles of cake side by side, `(rows, columns)` each, a column apart.
///
/// ```
/// use conway_games::drawing::rectangles;
/// let svg = rectangles(&[(2, 3), (1, 1)]).unwrap();
/// assert_eq!(svg.matches("<rect x=").count(), 7);
/// ```
pub fn rectangles(pieces: &[(u16, u16)]) -> Result<String, InvalidPosition> {
    check_size(
        pieces
            .iter()
            .map(|&(r, c)| usize::from(r) * usize::from(c))
            .sum(),
    )?;
    check_size(pieces.len())?;
    let width: usize = pieces
        .iter()
        .map(|&(_, c)| usize::from(c) + 1)
        .sum::<usize>();
    let height = pieces
        .iter()
        .map(|&(r, _)| usize::from(r))
        .max()
        .unwrap_or(0);
    let mut s = open(width.max(1) * CELL + 2, height.max(1) * CELL + 2);
    let mut left = 0;
    for &(rows, cols) in pieces {
        for r in 0..usize::from(rows) {
            for c in 0..usize::from(cols) {
                let (x, y) = ((left + c) * CELL + 1, r * CELL + 1);
                let _ = writeln!(
                    s,
                    "<rect x=\"{x}\" y=\"{y}\" width=\"{CELL}\" height=\"{CELL}\" fill=\"#e8c07d\" stroke=\"#8a5a2b\"/>"
                );
            }
        }
        left += usize::from(cols) + 1;
    }
    s.push_str("</svg>\n");
    Ok(s)
}

/// Whose an edge or a vertex is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Owner {
    /// Left's only (blue).
    Left,
    /// Right's only (red).
    Right,
    /// Both players' (green for an edge, white for a vertex).
    Both,
    /// Neither player's (grey).
    Neither,
}

/// The colour of an owner.
fn colour(owner: Owner, both: &'static str) -> &'static str {
    match owner {
        Owner::Left => BLUE,
        Owner::Right => RED,
        Owner::Both => both,
        Owner::Neither => "#aaa",
    }
}

/// A graph: `vertices` (each with its owner: who may still colour it, in Snort and Col),
/// `edges` `(u, v, owner)`. With `ground`, vertex 0 is the ground of a Hackenbush
/// picture: it is drawn as a line, and the other vertices in layers by their distance
/// from it; otherwise the vertices stand on a circle.
///
/// ```
/// use conway_games::drawing::{graph, Owner};
/// let svg = graph(&[Owner::Both; 3], &[(0, 1, Owner::Left), (1, 2, Owner::Right)], true).unwrap();
/// assert!(svg.contains("#1f5fbf") && svg.contains("#c0392b"));
/// ```
pub fn graph(
    vertices: &[Owner],
    edges: &[(usize, usize, Owner)],
    ground: bool,
) -> Result<String, InvalidPosition> {
    lines_and_vertices(vertices, edges, ground, false)
}

/// A directed graph: `vertices` on a circle as in [`graph`], and `arcs` `(u, v, owner)`
/// from `u` to `v`, each with an arrowhead at `v` (an arc each way bows apart).
///
/// ```
/// use conway_games::drawing::{digraph, Owner};
/// let svg = digraph(&[Owner::Left, Owner::Right], &[(0, 1, Owner::Neither)]).unwrap();
/// assert!(svg.contains("marker-end"));
/// ```
pub fn digraph(
    vertices: &[Owner],
    arcs: &[(usize, usize, Owner)],
) -> Result<String, InvalidPosition> {
    lines_and_vertices(vertices, arcs, false, true)
}

/// [`graph`], or [`digraph`] with `arrows`.
fn lines_and_vertices(
    vertices: &[Owner],
    edges: &[(usize, usize, Owner)],
    ground: bool,
    arrows: bool,
) -> Result<String, InvalidPosition> {
    check_size(vertices.len() + edges.len())?;
    let n = vertices.len().max(1);
    let (width, height) = (420.0, if ground { 360.0 } else { 420.0 });
    let position: Vec<(f64, f64)> = if ground {
        layered(n, edges, width, height)
    } else {
        (0..n)
            .map(|v| {
                let angle = 2.0 * PI * v as f64 / n as f64 - PI / 2.0;
                (
                    width / 2.0 + 160.0 * angle.cos(),
                    height / 2.0 + 160.0 * angle.sin(),
                )
            })
            .collect()
    };
    let mut s = open(width as usize, height as usize);
    if arrows {
        // An arrowhead whose tip touches the circle (radius 9) of the arc's last vertex.
        s.push_str(
            "<defs><marker id=\"arrow\" markerUnits=\"userSpaceOnUse\" markerWidth=\"16\" \
             markerHeight=\"16\" viewBox=\"0 0 16 16\" refX=\"25\" refY=\"8\" \
             orient=\"auto\"><path d=\"M 0 0 L 16 8 L 0 16 z\" fill=\"#555\"/></marker>\
             </defs>\n",
        );
    }
    let arrowhead = if arrows {
        " marker-end=\"url(#arrow)\""
    } else {
        ""
    };
    if ground {
        let y = height - 30.0;
        let _ = writeln!(
            s,
            "<line x1=\"10\" y1=\"{y}\" x2=\"{}\" y2=\"{y}\" stroke=\"#6b4f2a\" stroke-width=\"4\"/>",
            width - 10.0
        );
    }
    // Parallel edges between the same vertices bow apart.
    let mut seen: Vec<(usize, usize)> = Vec::new();
    for &(u, v, owner) in edges {
        let key = (u.min(v), u.max(v));
        let copies = seen.iter().filter(|&&k| k == key).count();
        seen.push(key);
        let ((x1, y1), (x2, y2)) = (position[u], position[v]);
        let bow = if copies == 0 {
            0.0
        } else {
            let k = copies.div_ceil(2) as f64 * 28.0;
            if copies % 2 == 1 {
                k
            } else {
                -k
            }
        };
        let (mx, my) = ((x1 + x2) / 2.0, (y1 + y2) / 2.0);
        let len = ((x2 - x1).hypot(y2 - y1)).max(1.0);
        let (cx, cy) = (mx - bow * (y2 - y1) / len, my + bow * (x2 - x1) / len);
        let _ = writeln!(
            s,
            "<path d=\"M {x1:.1} {y1:.1} Q {cx:.1} {cy:.1} {x2:.1} {y2:.1}\" fill=\"none\" stroke=\"{}\" stroke-width=\"5\"{arrowhead}/>",
            colour(owner, GREEN)
        );
    }
    for (v, &owner) in vertices.iter().enumerate() {
        if ground && v == 0 {
            continue;
        }
        let (x, y) = position[v];
        let _ = writeln!(
            s,
            "<circle cx=\"{x:.1}\" cy=\"{y:.1}\" r=\"9\" fill=\"{}\" stroke=\"#333\"/>",
            colour(owner, "white")
        );
    }
    s.push_str("</svg>\n");
    Ok(s)
}

/// Positions of the vertices in layers by distance from vertex 0, the ground.
fn layered(n: usize, edges: &[(usize, usize, Owner)], width: f64, height: f64) -> Vec<(f64, f64)> {
    let mut depth = vec![usize::MAX; n];
    depth[0] = 0;
    let mut frontier = vec![0];
    while !frontier.is_empty() {
        let mut next = Vec::new();
        for &v in &frontier {
            for &(a, b, _) in edges {
                for (x, y) in [(a, b), (b, a)] {
                    if x == v && depth[y] == usize::MAX {
                        depth[y] = depth[v] + 1;
                        next.push(y);
                    }
                }
            }
        }
        frontier = next;
    }
    let deepest = depth
        .iter()
        .filter(|&&d| d != usize::MAX)
        .max()
        .copied()
        .unwrap_or(0);
    let step = (height - 60.0) / deepest.max(1) as f64;
    let mut placed = vec![0usize; deepest + 2];
    let per_layer = |d: usize| depth.iter().filter(|&&x| x == d).count();
    (0..n)
        .map(|v| {
            let d = depth[v].min(deepest + 1);
            let slot = placed[d];
            placed[d] += 1;
            let count = per_layer(depth[v]).max(1);
            let x = width * (slot as f64 + 1.0) / (count as f64 + 1.0);
            (x, height - 30.0 - d as f64 * step)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::registry::RULESETS;

    #[test]
    fn every_registry_example_draws_and_bad_positions_do_not() {
        for entry in RULESETS {
            for example in entry.examples {
                let (_, argument) = example.split_once(':').unwrap();
                let svg = (entry.draw)(argument).unwrap_or_else(|e| panic!("{example}: {e}"));
                assert!(
                    svg.starts_with("<svg") && svg.ends_with("</svg>\n"),
                    "{example}"
                );
            }
            assert!((entry.draw)("?!").is_err(), "{}", entry.name);
        }
    }

    #[test]
    fn pieces_and_edges_have_their_players_colours() {
        let clobber = (crate::registry::find("clobber").unwrap().draw)("xo").unwrap();
        assert_eq!(clobber.matches(BLUE).count(), 1);
        assert_eq!(clobber.matches(RED).count(), 1);
        let hackenbush = (crate::registry::find("hackenbush").unwrap().draw)("BRR").unwrap();
        assert_eq!(hackenbush.matches(BLUE).count(), 1);
        assert_eq!(hackenbush.matches(RED).count(), 2);
        let too_big = (crate::registry::find("young").unwrap().draw)("5000").unwrap_err();
        assert!(too_big.0.contains("too large to draw"), "{too_big}");
    }
}
