use super::*;

/// The canonical forms born by `day` (day 2 has 22).
fn born_by(arena: &mut Arena, day: u32) -> Vec<GameId> {
    let mut games = vec![arena.zero()];
    for _ in 0..day {
        let n = games.len();
        let pick = |games: &[GameId], mask: u32| -> Vec<GameId> {
            (0..n)
                .filter(|i| mask >> i & 1 == 1)
                .map(|i| games[i])
                .collect()
        };
        let mut next = Vec::new();
        for l in 0..1u32 << n {
            for r in 0..1u32 << n {
                let g = arena.game(&pick(&games, l), &pick(&games, r)).unwrap();
                if !next.contains(&g) {
                    next.push(g);
                }
            }
        }
        games = next;
    }
    games
}

/// Lists of at most three games of `pool` (the empty list first).
fn short_lists(pool: &[GameId]) -> Vec<Vec<GameId>> {
    let mut lists = vec![vec![]];
    for i in 0..pool.len() {
        lists.push(vec![pool[i]]);
        for j in i + 1..pool.len() {
            lists.push(vec![pool[i], pool[j]]);
            for k in j + 1..pool.len() {
                lists.push(vec![pool[i], pool[j], pool[k]]);
            }
        }
    }
    lists
}

/// `0 <= g`: Left wins `g` when Right moves first.
fn left_wins_second(arena: &mut Arena, g: GameId) -> bool {
    let zero = arena.zero();
    arena.leq(zero, g)
}

/// The theorem of the module documentation, on positions whose moves are to games born
/// by day 2 (up to three for Left, a sample of Right's lists), against games `X` born by
/// day 2 and sums of two of them: whenever Left wins `G + X` moving first, she wins by a
/// sensible move of `G` or by a move in `X`. Every canonical Left option has a sensible
/// move at least as good (the lemma), and a move neither dominated nor reversible is
/// sensible.
#[test]
fn sensible_moves_are_enough_to_win_any_sum() {
    let mut arena = Arena::new();
    let pool = born_by(&mut arena, 2);
    assert_eq!(pool.len(), 22);
    let mut contexts = pool.clone();
    for i in 0..pool.len() {
        for j in i..pool.len() {
            contexts.push(arena.sum(pool[i], pool[j]).unwrap());
        }
    }
    let lists = short_lists(&pool);
    let (mut won, mut won_only_by_unsensible_too) = (0, 0);
    for left in &lists {
        for right in lists.iter().step_by(37) {
            let g = arena.game(left, right).unwrap();
            let marks = mark_moves(&mut arena, g, left, Player::Left).unwrap();
            for k in arena.left_options(g).unwrap().iter() {
                assert!(
                    left.iter()
                        .zip(&marks)
                        .any(|(&m, mark)| mark.sensible && arena.leq(*k, m)),
                    "a kept option without a sensible move at least as good"
                );
            }
            for (&m, mark) in left.iter().zip(&marks) {
                assert!(
                    mark.sensible || mark.dominated || mark.reversible,
                    "{}",
                    arena.display(m)
                );
            }
            for &x in contexts.iter().step_by(3) {
                let mut wins = Vec::new();
                for &m in left {
                    let after = arena.sum(m, x).unwrap();
                    wins.push(left_wins_second(&mut arena, after));
                }
                if !wins.contains(&true) {
                    continue;
                }
                won += 1;
                let by_sensible = wins.iter().zip(&marks).any(|(&w, mark)| w && mark.sensible);
                let mut in_x = false;
                for &xl in arena.left_options(x).unwrap().iter() {
                    let after = arena.sum(g, xl).unwrap();
                    in_x |= left_wins_second(&mut arena, after);
                }
                assert!(
                    by_sensible || in_x,
                    "{} + {}",
                    arena.display(g),
                    arena.display(x)
                );
                if wins
                    .iter()
                    .zip(&marks)
                    .any(|(&w, mark)| w && !mark.sensible)
                {
                    won_only_by_unsensible_too += 1;
                }
            }
        }
    }
    // the cases are many, and in some a move that is not sensible wins as well
    assert!(won > 1_000_000, "{won}");
    assert!(won_only_by_unsensible_too > 0);
}
