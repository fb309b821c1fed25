//! The one registry of rulesets: every ruleset that game expressions, `conway value`,
//! `conway grundy`, `conway rulesets`, the Python package and the explorer know is one
//! [`Entry`] of [`RULESETS`]. Adding a ruleset is writing its module (the contract is in
//! [`crate::contract`]) and adding one line here.
//!
//! ```
//! use conway::partizan::Arena;
//! use conway_games::registry;
//! let entry = registry::find("domineering").unwrap();
//! let mut resolver = entry.solver();
//! let mut arena = Arena::new();
//! let g = resolver.value(&mut arena, "2x2", &mut |_, _| {}).unwrap();
//! assert_eq!(arena.display(g), "±1");
//! ```

use crate::cake;
use crate::contract::Entry;
use crate::euclid;
use crate::graph::hackenbush::{self, childish};
use crate::graph::{
    arc_kayles, col, digraph_placement, fjords, partizan_arc_kayles, snort, weighted_arc_kayles,
};
use crate::grid::{
    amazons, clobber, clobber_variants, cram, domineering, fission, konane, nogo, ski_jumps, young,
};
use crate::memory_heaps;
use crate::partizan_heaps;
use crate::quicksort;
use crate::spawning;
use crate::strip::{gen_toads, toads_frogs, toppling};
use crate::variants;

/// Every ruleset, one line each.
pub const RULESETS: &[Entry] = &[
    domineering::ENTRY,
    hackenbush::ENTRY,
    childish::ENTRY,
    young::ENTRY,
    young::STAIRCASE_ENTRY,
    clobber::ENTRY,
    clobber_variants::ANTI_ENTRY,
    clobber_variants::CANNIBAL_ENTRY,
    clobber_variants::KINGS_ENTRY,
    clobber_variants::KNIGHTS_ENTRY,
    clobber_variants::ROOKS_ENTRY,
    clobber_variants::QUEENS_ENTRY,
    fission::ENTRY,
    nogo::ENTRY,
    ski_jumps::ENTRY,
    konane::ENTRY,
    amazons::ENTRY,
    cram::ENTRY,
    snort::ENTRY,
    col::ENTRY,
    fjords::ENTRY,
    toads_frogs::ENTRY,
    gen_toads::ENTRY,
    gen_toads::ELEPHANTS_ENTRY,
    toppling::ENTRY,
    cake::CUTCAKE_ENTRY,
    cake::EATCAKE_ENTRY,
    cake::MAUNDY_ENTRY,
    cake::TURN_AND_EAT_ENTRY,
    partizan_heaps::ENTRY,
    euclid::ENTRY,
    memory_heaps::MEM_ENTRY,
    memory_heaps::FIB_ENTRY,
    memory_heaps::TAKEAWAY_ENTRY,
    spawning::ENTRY,
    quicksort::ENTRY,
    quicksort::PSEUDO_ENTRY,
    arc_kayles::ENTRY,
    partizan_arc_kayles::ENTRY,
    weighted_arc_kayles::ENTRY,
    digraph_placement::ENTRY,
    variants::IMPARTIAL_ENTRY,
    variants::DICOTIC_ENTRY,
    variants::TWISTED_ENTRY,
];

/// The entry named `name`.
pub fn find(name: &str) -> Option<&'static Entry> {
    RULESETS.iter().find(|e| e.name == name)
}

/// The message for a ruleset name that is none of [`RULESETS`]: how many there are,
/// where they are listed, and the names nearest to `name` (by edit distance, at most
/// three of them within three edits), so that the message stays short however many
/// rulesets there are.
pub fn unknown(name: &str) -> String {
    let mut near: Vec<(usize, &str)> = RULESETS
        .iter()
        .map(|e| (edit_distance(name, e.name), e.name))
        .filter(|&(d, _)| d <= 3)
        .collect();
    near.sort();
    let hint = match near.len() {
        0 => String::new(),
        _ => {
            let names: Vec<&str> = near.iter().take(3).map(|&(_, n)| n).collect();
            format!("; did you mean {}?", names.join(", "))
        }
    };
    format!(
        "unknown ruleset '{}' (`conway rulesets` lists the {}{hint})",
        conway::excerpt::excerpt(name),
        RULESETS.len()
    )
}

/// Levenshtein's edit distance of `a` and `b` (insertions, deletions, substitutions),
/// the names cut to 64 characters (no ruleset's name is longer).
fn edit_distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().take(64).collect();
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, &ca) in a.iter().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let substituted = diagonal + usize::from(ca != cb);
            diagonal = row[j + 1];
            row[j + 1] = substituted.min(row[j] + 1).min(row[j + 1] + 1);
        }
    }
    row[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::contract::{MisereFormError, PositionSolver};
    use conway::impartial::Impartial;
    use conway::misere::canonical::{MisereArena, RulesetForms};
    use conway::misere::genus::Genus;
    use conway::misere::outcome::{MisereSearch, WithNimHeaps};
    use conway::partizan::{Arena, GameId};

    /// The positions the explorer's board editor writes (as its `boardPosition` does) are
    /// read by their ruleset: a new board of 2x3 cells (a strip of 5), and that board with
    /// one cell set to each symbol.
    #[test]
    fn the_board_editors_write_positions_their_rulesets_read() {
        use crate::contract::{EditorShape, EditorStart};
        let mut checked = 0;
        for entry in RULESETS {
            let Some(editor) = entry.editor else { continue };
            let (rows, columns) = match editor.shape {
                EditorShape::Strip => (1, 5),
                EditorShape::Diagram => continue,
                EditorShape::Grid | EditorShape::GridGraph { .. } => (2, 3),
            };
            let symbols: Vec<char> = editor.symbols.chars().collect();
            let start = |r: usize, c: usize| match editor.start {
                EditorStart::First => symbols[0],
                EditorStart::Fill(s) => s,
                EditorStart::Checkerboard(even, odd) => [even, odd][(r + c) % 2],
            };
            let new_board: Vec<Vec<char>> = (0..rows)
                .map(|r| (0..columns).map(|c| start(r, c)).collect())
                .collect();
            let written = |board: &[Vec<char>]| {
                let rows: Vec<String> = board.iter().map(|row| row.iter().collect()).collect();
                match editor.shape {
                    EditorShape::GridGraph { marks } => {
                        format!("grid:{}x{}:{marks}:{}", rows.len(), columns, rows.concat())
                    }
                    _ => rows.join("|"),
                }
            };
            let mut boards = vec![new_board.clone()];
            for &symbol in &symbols {
                let mut board = new_board.clone();
                board[0][1] = symbol;
                boards.push(board);
            }
            let (mut solver, mut arena) = (entry.solver(), Arena::new());
            for board in boards {
                let argument = written(&board);
                let read = solver.value(&mut arena, &argument, &mut |_, _| {});
                assert!(read.is_ok(), "{}:{argument}: {:?}", entry.name, read.err());
                checked += 1;
            }
        }
        assert!(checked >= 60, "{checked} boards checked");
    }

    /// The options of every example, read back and valued, make the example's value:
    /// `G = { G^L | G^R }`, so the printers write positions their parsers read as the
    /// same games.
    #[test]
    fn unknown_names_get_a_short_message_with_the_nearest() {
        assert_eq!(edit_distance("kitten", "sitting"), 3);
        assert_eq!(edit_distance("", "abc"), 3);
        let message = unknown("clober");
        assert!(message.contains("did you mean clobber"), "{message}");
        assert!(
            message.contains(&format!("lists the {}", RULESETS.len())),
            "{message}"
        );
        let long = unknown(&"x".repeat(100_000));
        assert!(long.len() < 200 && !long.contains("did you mean"), "{long}");
    }

    #[test]
    fn listed_options_read_back_as_the_positions_they_are() {
        let mut arena = Arena::new();
        let mut listed = 0;
        for entry in RULESETS {
            let mut resolver = entry.solver();
            for example in entry.examples {
                let (_, argument) = example.split_once(':').unwrap();
                let Some((left, right)) = resolver.options(argument).unwrap() else {
                    continue;
                };
                let mut values = |texts: &[String]| -> Vec<GameId> {
                    texts
                        .iter()
                        .map(|t| {
                            if t.is_empty() {
                                return arena.zero();
                            }
                            let v = resolver.value(&mut arena, t, &mut |_, _| {});
                            v.unwrap_or_else(|e| panic!("{example}: option {t:?}: {e}"))
                        })
                        .collect()
                };
                let (l, r) = (values(&left), values(&right));
                let rebuilt = arena.game(&l, &r).unwrap();
                let value = resolver
                    .value(&mut arena, argument, &mut |_, _| {})
                    .unwrap();
                assert_eq!(rebuilt, value, "{example}");
                listed += 1;
            }
        }
        assert!(listed >= 10, "{listed} examples list their options");
    }

    /// Every ruleset but `staircase` writes its options (so that the explorer can list a
    /// position's own moves on its board); of the variants, all but the twisted ones (a
    /// twisted position may be negated) of the rulesets that print their positions.
    #[test]
    fn every_ruleset_lists_its_options() {
        for entry in RULESETS {
            let resolver = entry.solver();
            for example in entry.examples {
                let (_, argument) = example.split_once(':').unwrap();
                let listed = resolver.options(argument).unwrap();
                let unwritten = ["staircase", "twisted"].contains(&entry.name);
                assert_eq!(listed.is_some(), !unwritten, "{example}");
            }
        }
    }

    /// A ruleset's positions as the texts its printer writes, each option one component:
    /// the slow twin of the misère forms through the bridge (no components, no bridge).
    #[derive(Clone, Copy)]
    struct Texts<'a>(&'a dyn PositionSolver);

    impl Impartial for Texts<'_> {
        type Position = String;
        fn moves(&self, position: &String) -> Vec<Vec<String>> {
            let (left, _) = self.0.options(position).unwrap().expect("printed options");
            left.into_iter().map(|o| vec![o]).collect()
        }
    }

    /// The misère form of a position of an impartial ruleset through the bridge (its
    /// components' forms summed) is the form of the whole position searched over the texts
    /// of its options, in the same arena (equal ids are equal forms); its genus is the one
    /// plain misère search finds. Partizan rulesets refuse.
    #[test]
    fn misere_forms_through_the_bridge_agree_with_the_listed_options() {
        let mut checked = 0;
        for entry in RULESETS {
            let resolver = entry.solver();
            let mut arena = MisereArena::new();
            let arguments = entry.examples.iter().map(|e| e.split_once(':').unwrap().1);
            if !resolver.is_impartial() {
                let first = arguments.clone().next().unwrap();
                let refused = resolver.misere_form(&mut arena, first);
                assert_eq!(refused, Err(MisereFormError::Partizan), "{}", entry.name);
                continue;
            }
            // Two regions, separate groups of one region, and small rectangles (of the
            // rulesets played on a grid of cells).
            let on_a_grid = entry
                .editor
                .is_some_and(|e| e.shape == crate::contract::EditorShape::Grid);
            let more = if !on_a_grid {
                [""; 0].as_slice()
            } else {
                [
                    "..#..|..#..",
                    "...#..|.#....",
                    ".#...|..#..",
                    "2x4",
                    "3x3",
                    "2x5",
                ]
                .as_slice()
            };
            for argument in arguments.chain(more.iter().copied()) {
                let bridged = resolver.misere_form(&mut arena, argument).unwrap();
                let texts = Texts(resolver.as_ref());
                let mut forms = RulesetForms::new(texts, arena);
                let whole = forms.form(&argument.to_string()).unwrap();
                assert_eq!(bridged.form, whole, "{}:{argument}", entry.name);
                assert!(bridged.positions <= forms.positions(), "{argument}");
                arena = forms.into_arena();
                let genus = arena.genus(whole, 5).unwrap();
                let mut search = MisereSearch::new(WithNimHeaps(texts));
                let sum = [argument.to_string()];
                let slow = Genus::of_sum(&texts, &sum, 5, &mut search).unwrap();
                assert_eq!(genus, slow, "{}:{argument}", entry.name);
                checked += 1;
            }
        }
        assert!(checked >= 8, "{checked} positions checked");
    }
}
