//! Perft from every variant's start against the published table (`tests/data/perft.tsv`, a copy
//! of `shared/reference/perft.tsv`). Entries up to `FAST_NODES` run in the normal suite; the whole
//! table runs with `--ignored` (CI does, within its time budget).

use damero_rules::{Position, Variant};

const FAST_NODES: u64 = 2_000_000;

fn table() -> Vec<(Variant, u32, u64)> {
    include_str!("data/perft.tsv")
        .lines()
        .skip(1)
        .filter(|l| !l.trim().is_empty())
        .map(|line| {
            let f: Vec<&str> = line.split('\t').collect();
            let variant: Variant = f[0].parse().expect("variant name in perft.tsv");
            (
                variant,
                f[1].parse().expect("depth"),
                f[2].parse().expect("nodes"),
            )
        })
        .collect()
}

fn check(filter: impl Fn(u64) -> bool) -> usize {
    let mut checked = 0;
    let mut failures = Vec::new();
    for (variant, depth, nodes) in table().into_iter().filter(|e| filter(e.2)) {
        let got = Position::start(variant).perft(depth);
        if got != nodes {
            failures.push(format!(
                "{variant} perft({depth}) = {got}, expected {nodes}"
            ));
        }
        checked += 1;
    }
    assert!(
        failures.is_empty(),
        "perft mismatches:\n{}",
        failures.join("\n")
    );
    checked
}

#[test]
fn perft_matches_the_published_table_at_fast_depths() {
    let checked = check(|nodes| nodes <= FAST_NODES);
    assert!(checked >= 60, "only {checked} entries checked");
}

#[test]
#[ignore = "deep perft: run with --ignored (CI does)"]
fn perft_matches_the_whole_published_table() {
    let checked = check(|nodes| nodes > FAST_NODES);
    assert!(checked > 0);
}

#[test]
fn every_variant_in_the_table_is_covered() {
    let variants: std::collections::BTreeSet<Variant> = table().into_iter().map(|e| e.0).collect();
    for v in [
        Variant::Spanish,
        Variant::Czech,
        Variant::Turkish,
        Variant::English,
        Variant::International,
    ] {
        assert!(variants.contains(&v), "{v} missing from perft table");
    }
}
