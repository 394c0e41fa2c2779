//! Hand-made positions for every seed game, read from `tests/data/positions.txt`.
//!
//! A case is a `[name]` line followed by `key = value` lines:
//! `variant`, `fen` (default: the start), `moves` (the exact set of legal moves, full paths in
//! algebraic, comma-separated), `play` (moves and `huff:SQ` tokens, space-separated), `result`
//! (after `play`: `ongoing` or the PDN `Termination` tag the rules write), `fen_after` (the
//! position after `play`), `error` (the kind of error the last `play` token must give, with its
//! data: `over`, `no-huff`, `huff-square g7`, `capture-compulsory`, `king-must-rest 3`,
//! `ambiguous d3xb5xd7 d3xf5xd7`; the game must not change).

use std::collections::BTreeSet;

use damero_rules::{
    export_pdn, move_text, square_name, Game, GameError, IllegalReason, Notation, Position,
    ResolveError, Tags, Variant,
};

/// The error as the data file writes it: its kind, then its squares, moves or counts.
fn kind(e: &GameError, variant: Variant) -> String {
    let rules = variant.rules();
    let alg = |d| move_text(rules, d, Notation::Algebraic);
    match e {
        GameError::Over(_) => "over".into(),
        GameError::NoHuff => "no-huff".into(),
        GameError::HuffSquare { square, .. } => {
            format!(
                "huff-square {}",
                square_name(rules, *square, Notation::Algebraic)
            )
        }
        GameError::Resolve(ResolveError::Ambiguous { candidates, .. }) => {
            let paths: Vec<String> = candidates.iter().map(alg).collect();
            format!("ambiguous {}", paths.join(" "))
        }
        GameError::Resolve(ResolveError::Illegal { reason, .. }) => match reason {
            IllegalReason::CaptureCompulsory { .. } => "capture-compulsory".into(),
            IllegalReason::KingMustRest { moves, .. } => format!("king-must-rest {moves}"),
            other => format!("{other:?}"),
        },
        other => format!("{other:?}"),
    }
}

#[derive(Debug, Default)]
struct Case {
    name: String,
    line: usize,
    fields: Vec<(String, String)>,
}

impl Case {
    fn get(&self, key: &str) -> Option<&str> {
        self.fields
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    }
}

fn cases() -> Vec<Case> {
    let mut out: Vec<Case> = Vec::new();
    for (i, raw) in include_str!("data/positions.txt").lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if let Some(name) = line.strip_prefix('[').and_then(|l| l.strip_suffix(']')) {
            out.push(Case {
                name: name.to_string(),
                line: i + 1,
                fields: Vec::new(),
            });
        } else {
            let (k, v) = line
                .split_once('=')
                .unwrap_or_else(|| panic!("line {}: expected key = value", i + 1));
            out.last_mut()
                .unwrap_or_else(|| panic!("line {}: field before any [case]", i + 1))
                .fields
                .push((k.trim().to_string(), v.trim().to_string()));
        }
    }
    out
}

fn run(case: &Case) -> Result<(), String> {
    let variant: Variant = case
        .get("variant")
        .ok_or("no variant")?
        .parse()
        .map_err(|e| format!("{e}"))?;
    let start = match case.get("fen") {
        Some(fen) => Position::from_fen(variant, fen).map_err(|e| format!("fen: {e}"))?,
        None => Position::start(variant),
    };
    let rules = variant.rules();
    if let Some(expected) = case.get("moves") {
        let want: BTreeSet<String> = expected
            .split(',')
            .map(|m| m.trim().to_lowercase())
            .filter(|m| !m.is_empty() && m != "none")
            .collect();
        let got: BTreeSet<String> = start
            .details(false)
            .iter()
            .map(|d| move_text(rules, d, Notation::Algebraic))
            .collect();
        if want != got {
            return Err(format!(
                "legal moves differ\n  expected: {want:?}\n  got:      {got:?}"
            ));
        }
    }
    let mut game = Game::from_position(start);
    if let Some(play) = case.get("play") {
        let tokens: Vec<&str> = play.split_whitespace().collect();
        for (i, token) in tokens.iter().enumerate() {
            let last = i + 1 == tokens.len();
            let before = (game.position().fen(), game.outcome(), game.events().len());
            let result = match token.strip_prefix("huff:") {
                Some(sq) => game.huff_text(sq).map(|_| ()),
                None => game.play_text(token).map(|_| ()),
            };
            match (result, last.then(|| case.get("error")).flatten()) {
                (Ok(()), None) => {}
                (Ok(()), Some(want)) => {
                    return Err(format!(
                        "{token} was accepted; expected error containing '{want}'"
                    ))
                }
                (Err(e), Some(want)) => {
                    let got = kind(&e, variant);
                    if got != want {
                        return Err(format!("{token}: error '{got}', expected '{want}'"));
                    }
                    let after = (game.position().fen(), game.outcome(), game.events().len());
                    if before != after {
                        return Err(format!("{token}: refused, but the game changed"));
                    }
                }
                (Err(e), None) => return Err(format!("ply {} ({token}): {e}", i + 1)),
            }
        }
    }
    if let Some(want) = case.get("result") {
        let pdn = export_pdn(&game, &Tags::default());
        let got = pdn
            .lines()
            .find_map(|l| l.strip_prefix("[Termination \"")?.strip_suffix("\"]"))
            .unwrap_or("ongoing");
        if got != want {
            return Err(format!("result: expected '{want}', got '{got}'"));
        }
    }
    if let Some(fen) = case.get("fen_after") {
        let want = Position::from_fen(variant, fen).map_err(|e| format!("fen_after: {e}"))?;
        if &want != game.position() {
            return Err(format!(
                "position after play: expected {}, got {}",
                want.fen(),
                game.position().fen()
            ));
        }
    }
    Ok(())
}

#[test]
fn hand_made_positions_behave_as_the_rules_say() {
    let all = cases();
    assert!(all.len() >= 20, "only {} cases", all.len());
    let failures: Vec<String> = all
        .iter()
        .filter_map(|c| {
            run(c)
                .err()
                .map(|e| format!("[{}] (line {}): {e}", c.name, c.line))
        })
        .collect();
    assert!(
        failures.is_empty(),
        "{} of {} cases failed:\n{}",
        failures.len(),
        all.len(),
        failures.join("\n\n")
    );
}

#[test]
fn every_seed_game_has_hand_made_cases() {
    let all = cases();
    for v in ["spanish", "czech", "turkish", "huff10", "huff12"] {
        assert!(
            all.iter().any(|c| c.get("variant") == Some(v)),
            "no case for {v}"
        );
    }
}
