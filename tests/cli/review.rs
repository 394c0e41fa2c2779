//! `damero review` (issue 34, item 5): every sentence in the reader's language with its plurals,
//! the graph and a board of each mistake written, no false swing at forced captures.

use crate::{damero, report, text};

/// A Spanish game full of exchanges and forced recaptures (engine play, level 5, depth 4).
const GAME: &str = "[White \"Ana\"]\n[Black \"Ben\"]\n\
1. 10-13 23-19 2. 6-10 22-18 3. 13x22 27x18 4. 12-15 19x12 5. 8x15 28-23 6. 11-14 18x11 \
7. 7x14 21-18 8. 14x21 25x18 9. 15-19 23x14 10. 10x19 18-13 11. 9x18 26-22 12. 19x26 29x22x13 \
13. 5-9 13-10 14. 9-13 24-20 15. 2-5 20-15 16. 5x14 15-11 17. 14-19 30-27 18. 13-18 27-23 \
19. 19x28 32x23 20. 18-22 23-19 21. 22-26 19-14 22. 26-29 31-28 23. 1-5 28-24 24. 29-15 14-10 \
25. 15x6x17 24-20 *\n";

#[test]
fn a_review_in_spanish_speaks_spanish_with_its_plurals_and_writes_the_graph_and_boards() {
    let dir = tempfile::tempdir().expect("tempdir");
    let pdn = dir.path().join("game.pdn");
    std::fs::write(&pdn, GAME).expect("written");
    let graph = dir.path().join("graph.png");
    let boards = dir.path().join("boards");
    let output = damero()
        .args([
            "review",
            "--variant",
            "spanish",
            "--depth",
            "6",
            "--lang",
            "es",
        ])
        .arg(&pdn)
        .arg("--out")
        .arg(&graph)
        .arg("--boards")
        .arg(&boards)
        .output()
        .expect("runs");
    assert!(output.status.success(), "{}", report(&output));
    let out = text(&output.stdout);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(
        lines[0], "Ana (blancas) contra Ben (negras): 25 jugadas analizadas, con 6 medias jugadas de profundidad.",
        "{out}"
    );
    // The summary of each side, in Spanish, each count with its own form.
    let summary = |who: &str| {
        lines
            .iter()
            .find(|l| l.starts_with(who))
            .unwrap_or_else(|| panic!("no summary for {who}: {out}"))
            .to_string()
    };
    for who in ["Ana (blancas): ", "Ben (negras): "] {
        let s = summary(who);
        let forms = ["ningún error,", "un error,", "errores,"];
        assert!(forms.iter().any(|f| s.contains(f)), "{s}");
        let forms = ["ningún error grave.", "un error grave.", "errores graves."];
        assert!(forms.iter().any(|f| s.contains(f)), "{s}");
    }
    for english in ["mistake", "blunder", "plies", "reviewed", "better"] {
        assert!(!out.contains(english), "English in a Spanish review: {out}");
    }
    // One board a marked move, each a PNG named after the move's ply.
    let marked = lines.iter().filter(|l| l.contains(" es un error")).count();
    let written = std::fs::read_dir(&boards).expect("boards written").count();
    assert_eq!(marked, written, "{out}");
    // Issue 44.7: the move played and the better one are two arrows of two colours, named by a
    // legend in the reader's language.
    assert!(marked > 0, "{out}");
    assert_eq!(
        lines[1],
        "En cada tablero, la flecha naranja es la jugada que se hizo y la flecha verde, la jugada mejor.",
        "{out}"
    );
    let png = std::fs::read(&graph).expect("graph written");
    assert!(png.starts_with(b"\x89PNG"));
}
