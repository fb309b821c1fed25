//! Value theory of ruleset positions against independent engines: for Clobber, Konane,
//! Domineering, Snort and Toads and Frogs positions, the canonical form, its reduced form,
//! atomic weight, birthday, temperature and the games cooled by 1/2 and 1, as the peers
//! computed them (`tests/data/value_theory.tsv`, provenance in its header).
//!
//! Each position is read through the registry (as game expressions read it); every
//! expected game is read with our notation parser and compared with ours as ids (equal
//! games, whatever the printed notation), numbers as dyadics.

use crate::positions::RulesetPositions;
use crate::tests::util::is;
use conway::partizan::{parse_with, Arena, Dyadic};
use std::collections::HashSet;

fn dyadic(text: &str) -> Dyadic {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e:?}"))
}

#[test]
fn ruleset_positions_agree_with_peer_values() {
    let data = include_str!("data/value_theory.tsv");
    let mut arena = Arena::new();
    let mut positions = RulesetPositions::new();
    let mut rulesets = HashSet::new();
    let mut weighed = 0;
    for line in data.lines().filter(|l| !l.starts_with('#')) {
        let f: Vec<&str> = line.split('\t').collect();
        let [position, form, rcf, aw, birthday, temperature, cool_half, cool_one] = f[..] else {
            panic!("not 8 columns: {line}");
        };
        let g = parse_with(&mut arena, position, &mut positions)
            .unwrap_or_else(|e| panic!("{position}: {e}"));
        is(&mut arena, g, form, position);
        let r = arena.reduced_canonical_form(g).unwrap();
        is(&mut arena, r, rcf, &format!("rcf {position}"));
        let weight = arena.atomic_weight(g).unwrap();
        match (aw, weight) {
            ("-", None) => {}
            ("-", Some(w)) => panic!("aw {position}: conway {}, peer none", arena.display(w)),
            (_, None) => panic!("aw {position}: conway none, the peer {aw}"),
            (_, Some(w)) => {
                is(&mut arena, w, aw, &format!("aw {position}"));
                weighed += 1;
            }
        }
        assert_eq!(
            arena.birthday(g).to_string(),
            birthday,
            "birthday {position}"
        );
        assert_eq!(
            arena.temperature(g),
            Ok(dyadic(temperature)),
            "temperature {position}"
        );
        for (t, cooled) in [("1/2", cool_half), ("1", cool_one)] {
            let c = arena.cool(g, dyadic(t)).unwrap();
            is(&mut arena, c, cooled, &format!("{position} cooled by {t}"));
        }
        rulesets.insert(position.split(':').next().unwrap());
    }
    assert_eq!(rulesets.len(), 5, "{rulesets:?}");
    assert!(weighed >= 10, "{weighed} atomic weights");
}
