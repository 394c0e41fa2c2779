//! ARCHITECTURE.md stays a ten-minute read that names every source file.
//!
//! The source files are the `*.rs` files of the crates' folders (`bot/`, `rules/`, `engine/`,
//! `render/`, `storage/`, `tests/`, `fuzz/`, `benches/`; build scripts live there too), as git
//! lists them (tracked, or new and not ignored), else found by walking those folders.
//!
//! How a file counts as named, kept simple on purpose: ARCHITECTURE.md is cut into words (runs
//! of letters, digits and `_ - . /`, so backticks, commas and brackets separate words). A word
//! names the path it spells from the repository root (`bot/main.rs`). Inside a folder's section
//! it also names that folder plus the word: a section starts at a line that begins, at column
//! 0, with a folder path ending in `/` (`rules/src/variants/`), and runs until the next such
//! line or a Markdown heading. So the code map can say `pool.rs` under `rules/src/variants/`,
//! or `src/lib.rs` under `storage/`, and several files can share one line.

use std::collections::BTreeSet;
use std::path::Path;
use std::process::Command;

/// The most lines ARCHITECTURE.md may have.
const MAX_LINES: usize = 250;

/// The folders whose `*.rs` files the code map must name.
const FOLDERS: [&str; 11] = [
    "bot",
    "rules",
    "engine",
    "render",
    "storage",
    "tests",
    "fuzz",
    "benches",
    "lab",
    "tournament",
    "puzzles",
];

/// Folders never walked: build output and fuzzing's generated inputs.
const SKIP: [&str; 4] = ["target", "fuzz/target", "fuzz/artifacts", "fuzz/corpus"];

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn is_source(path: &str) -> bool {
    path.ends_with(".rs") && FOLDERS.iter().any(|f| path.starts_with(&format!("{f}/")))
}

/// Source files as git sees them, or `None` when git or the repository is not there.
fn from_git(root: &Path) -> Option<Vec<String>> {
    let output = Command::new("git")
        .args(["ls-files", "--cached", "--others", "--exclude-standard"])
        .current_dir(root)
        .output()
        .ok()?;
    if !output.status.success() {
        return None;
    }
    let listed = String::from_utf8(output.stdout).ok()?;
    Some(
        listed
            .lines()
            .filter(|p| is_source(p) && root.join(p).is_file())
            .map(String::from)
            .collect(),
    )
}

fn walk(root: &Path, dir: &str, out: &mut Vec<String>) {
    let Ok(entries) = std::fs::read_dir(root.join(dir)) else {
        return;
    };
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        let path = format!("{dir}/{name}");
        if name.starts_with('.') || SKIP.contains(&path.as_str()) || name == "target" {
            continue;
        }
        if entry.path().is_dir() {
            walk(root, &path, out);
        } else if is_source(&path) {
            out.push(path);
        }
    }
}

fn source_files(root: &Path) -> Vec<String> {
    from_git(root).unwrap_or_else(|| {
        let mut out = Vec::new();
        for folder in FOLDERS {
            walk(root, folder, &mut out);
        }
        out
    })
}

/// Every path the text names, by the rule in the module's doc.
fn named_paths(text: &str) -> BTreeSet<String> {
    let is_word_char = |c: char| c.is_alphanumeric() || matches!(c, '_' | '-' | '.' | '/');
    let mut named = BTreeSet::new();
    let mut folder: Option<String> = None;
    for line in text.lines() {
        let first = line.split(|c: char| !is_word_char(c)).next().unwrap_or("");
        if line.starts_with('#') {
            folder = None;
        } else if first.len() > 1 && first.ends_with('/') {
            folder = Some(first.to_string());
        }
        for word in line.split(|c: char| !is_word_char(c)) {
            let word = word.trim_end_matches('.');
            if word.is_empty() {
                continue;
            }
            named.insert(word.to_string());
            if let Some(folder) = &folder {
                named.insert(format!("{folder}{word}"));
            }
        }
    }
    named
}

#[test]
fn architecture_md_names_every_source_file() {
    let text = std::fs::read_to_string(root().join("ARCHITECTURE.md")).expect("ARCHITECTURE.md");
    let files = source_files(root());
    // The crates hold well over a hundred files; if this drops, the listing broke.
    assert!(files.len() > 100, "found only {files:?}");
    let named = named_paths(&text);
    let missing: Vec<&String> = files.iter().filter(|f| !named.contains(*f)).collect();
    assert!(
        missing.is_empty(),
        "ARCHITECTURE.md's code map does not name these files (add a line under their \
         folder):\n{missing:#?}"
    );
}

#[test]
fn architecture_md_is_at_most_250_lines() {
    let text = std::fs::read_to_string(root().join("ARCHITECTURE.md")).expect("ARCHITECTURE.md");
    let lines = text.lines().count();
    assert!(
        lines <= MAX_LINES,
        "ARCHITECTURE.md has {lines} lines; at most {MAX_LINES} (move figures and details to \
         the crates' READMEs or docs/)"
    );
}

#[test]
fn a_file_is_named_by_its_path_or_by_its_name_in_its_folder_section() {
    let text = "\
Intro naming `bot/main.rs`.
```
rules/src/variants/   one file per rule set
  `pool.rs`, frisian.rs (capture value)
storage/              the only code that knows sled
  src/bin/crash.rs    the crash-test child
```
## Invariants
- guarded by `tests.rs` and so on.
";
    let named = named_paths(text);
    for path in [
        "bot/main.rs",
        "rules/src/variants/pool.rs",
        "rules/src/variants/frisian.rs",
        "storage/src/bin/crash.rs",
    ] {
        assert!(named.contains(path), "{path} in {named:?}");
    }
    // A name outside its folder's section, or under another folder, names nothing there.
    assert!(!named.contains("storage/pool.rs"));
    assert!(!named.contains("rules/src/variants/tests.rs"));
    assert!(!named.contains("storage/tests.rs"));
}

/// The files of `files` whose code (comments aside) holds `needle`; this file, which names
/// what it looks for, aside.
fn files_using(files: &[String], needle: &str) -> Vec<String> {
    files
        .iter()
        .filter(|path| path.as_str() != "tests/cli/architecture.rs")
        .filter(|path| {
            let text = std::fs::read_to_string(root().join(path)).unwrap_or_default();
            text.lines()
                .map(|line| line.split("//").next().unwrap_or(""))
                .any(|code| code.contains(needle))
        })
        .cloned()
        .collect()
}

#[test]
fn only_bot_knows_discord_and_only_storage_knows_sled() {
    let files = source_files(root());
    for discord in ["serenity::", "poise::"] {
        let outside: Vec<String> = files_using(&files, discord)
            .into_iter()
            .filter(|f| !f.starts_with("bot/") || f.starts_with("bot/referee/"))
            .filter(|f| !f.starts_with("tests/bot/"))
            .collect();
        assert!(
            outside.is_empty(),
            "{discord} outside bot/ (or in the referee): {outside:?}"
        );
    }
    let outside: Vec<String> = files_using(&files, "sled::")
        .into_iter()
        .filter(|f| !f.starts_with("storage/"))
        .collect();
    assert!(outside.is_empty(), "sled:: outside storage/: {outside:?}");
    for manifest in ["rules", "engine", "render", "storage"] {
        let text = std::fs::read_to_string(root().join(manifest).join("Cargo.toml"))
            .expect("a crate's Cargo.toml");
        for dependency in ["serenity", "poise"] {
            assert!(
                !text.contains(dependency),
                "{manifest}/Cargo.toml names {dependency}"
            );
        }
    }
    let bot = std::fs::read_to_string(root().join("Cargo.toml")).expect("Cargo.toml");
    assert!(
        !bot.contains("sled"),
        "the damero package depends on sled itself"
    );
}

/// The engine plays, the lab measures: `damero-engine` depends on neither the lab nor any
/// crate that does IO for it, its code opens no file and reads no environment (weights and
/// tables come in as values), and it keeps no mutable global state (its `OnceLock`s are
/// constants computed once: the shipped weights, the reduction tables).
#[test]
fn the_engine_reads_no_file_and_has_no_lab() {
    let manifest =
        std::fs::read_to_string(root().join("engine/Cargo.toml")).expect("engine/Cargo.toml");
    for crate_name in ["damero-lab", "damero-storage", "damero-render", "tokio"] {
        assert!(
            !manifest.contains(crate_name),
            "engine/Cargo.toml names {crate_name}"
        );
    }
    let files = source_files(root());
    for needle in [
        "std::fs",
        "File::",
        "std::env::var",
        "static mut",
        "lazy_static",
    ] {
        let using: Vec<String> = files_using(&files, needle)
            .into_iter()
            .filter(|f| f.starts_with("engine/src/"))
            .collect();
        assert!(using.is_empty(), "{needle} in the engine: {using:?}");
    }
}
