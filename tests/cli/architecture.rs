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

/// A file of `bot/` as a module path (`referee::table`; `bot/lib.rs` is the root, ``).
fn module_of(path: &str) -> Option<String> {
    let rel = path.strip_prefix("bot/")?.strip_suffix(".rs")?;
    if rel == "main" || rel == "build" {
        return None; // the binary and the build script: outside the library
    }
    let rel = rel.strip_suffix("/mod").unwrap_or(rel);
    Some(if rel == "lib" {
        String::new()
    } else {
        rel.replace('/', "::")
    })
}

/// A file's code before its tests, comments cut.
fn code_of(path: &str) -> String {
    let text = std::fs::read_to_string(root().join(path)).unwrap_or_default();
    text.lines()
        .take_while(|line| line.trim() != "#[cfg(test)]")
        .map(|line| line.split("//").next().unwrap_or(""))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The `use` items of a file's code: each path whole (`crate::a::{b, c::D}` is two), and
/// whether it re-exports (`pub use`, `pub(crate) use`).
fn use_paths(code: &str) -> Vec<(String, bool)> {
    fn expand(prefix: &str, tree: &str, out: &mut Vec<String>) {
        let tree = tree.trim();
        if let Some(open) = tree.find('{') {
            let head = format!("{prefix}{}", &tree[..open]);
            let inner = &tree[open + 1..tree.rfind('}').unwrap_or(tree.len())];
            let (mut depth, mut start) = (0, 0);
            for (i, c) in inner.char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' => depth -= 1,
                    ',' if depth == 0 => {
                        expand(&head, &inner[start..i], out);
                        start = i + 1;
                    }
                    _ => {}
                }
            }
            expand(&head, &inner[start..], out);
        } else if !tree.is_empty() {
            let item = tree.split(" as ").next().unwrap_or(tree).trim();
            out.push(format!("{prefix}{item}"));
        }
    }
    let mut out = Vec::new();
    let mut rest = code;
    while let Some(at) = rest.find("use ") {
        let before = &rest[..at];
        let line_start = before.rfind('\n').map_or(0, |i| i + 1);
        let lead = before[line_start..].trim();
        let reexport = lead.starts_with("pub");
        let is_use = lead.is_empty() || reexport;
        let end = rest[at..].find(';').map_or(rest.len(), |i| at + i);
        if is_use {
            let mut paths = Vec::new();
            expand("", &rest[at + 4..end], &mut paths);
            out.extend(
                paths
                    .into_iter()
                    .map(|p| (p.replace(char::is_whitespace, ""), reexport)),
            );
        }
        rest = &rest[end.min(rest.len() - 1) + 1..];
    }
    out
}

/// The file-to-file imports inside `bot/`'s library: `A -> B` when a `use` in A names
/// something that B defines (followed through re-exports). A re-export counts as an import
/// only where the file also uses the name itself.
fn bot_imports() -> Vec<(String, String)> {
    let files: Vec<String> = source_files(root())
        .into_iter()
        .filter(|f| module_of(f).is_some())
        .collect();
    let module_file: std::collections::HashMap<String, String> = files
        .iter()
        .filter_map(|f| Some((module_of(f)?, f.clone())))
        .collect();
    let codes: std::collections::HashMap<&String, String> =
        files.iter().map(|f| (f, code_of(f))).collect();
    // Where a name that `file` re-exports (`pub use child::Name`) really lives.
    let resolve = |from: &str, path: &str| -> Option<String> {
        let mut module: Vec<String> = if from.is_empty() {
            Vec::new()
        } else {
            from.split("::").map(str::to_string).collect()
        };
        let mut segments: Vec<&str> = path.split("::").collect();
        match segments.first().copied() {
            Some("crate") => {
                module.clear();
                segments.remove(0);
            }
            Some("super") => {
                while segments.first() == Some(&"super") {
                    module.pop();
                    segments.remove(0);
                }
            }
            Some("self") => {
                segments.remove(0);
            }
            Some(first) => {
                let child = [module.clone(), vec![first.to_string()]]
                    .concat()
                    .join("::");
                if !module_file.contains_key(&child) {
                    return None; // another crate
                }
            }
            None => return None,
        }
        // The deepest module the path names, then the name in it.
        let mut at = module.join("::");
        let mut name = None;
        for seg in segments {
            let deeper = if at.is_empty() {
                seg.to_string()
            } else {
                format!("{at}::{seg}")
            };
            if name.is_none() && module_file.contains_key(&deeper) {
                at = deeper;
            } else if name.is_none() {
                name = Some(seg.to_string());
            }
        }
        Some(match name {
            Some(n) => format!("{at}#{n}"),
            None => at,
        })
    };
    let mut edges = BTreeSet::new();
    for file in &files {
        let from = module_of(file).unwrap_or_default();
        let code = &codes[file];
        for (path, reexport) in use_paths(code) {
            let Some(mut target) = resolve(&from, &path) else {
                continue;
            };
            if reexport {
                let name = path.rsplit("::").next().unwrap_or("");
                let used = code
                    .lines()
                    .map(str::trim_start)
                    .filter(|l| !l.starts_with("pub") && !l.starts_with("mod "))
                    .any(|l| {
                        l.split(|c: char| !(c.is_alphanumeric() || c == '_'))
                            .any(|word| word == name)
                    });
                if !used {
                    continue;
                }
            }
            // Follow re-exports: `module#Name` where module re-exports Name from a child.
            for _ in 0..4 {
                let Some((module, name)) = target.split_once('#') else {
                    break;
                };
                let Some(home) = module_file.get(module) else {
                    break;
                };
                let next = use_paths(&codes[home])
                    .into_iter()
                    .filter(|(p, re)| *re && p.rsplit("::").next() == Some(name))
                    .find_map(|(p, _)| resolve(module, &p));
                match next {
                    Some(n) if n != target => target = n,
                    _ => break,
                }
            }
            let module = target.split('#').next().unwrap_or("");
            if let Some(to) = module_file.get(module) {
                if to != file {
                    edges.insert((file.clone(), to.clone()));
                }
            }
        }
    }
    edges.into_iter().collect()
}

/// Files that import each other in a loop, each loop as its files.
fn circles(edges: &[(String, String)]) -> Vec<Vec<String>> {
    let nodes: BTreeSet<&String> = edges.iter().flat_map(|(a, b)| [a, b]).collect();
    let reach = |from: &String| -> BTreeSet<String> {
        let mut seen = BTreeSet::new();
        let mut todo = vec![from.clone()];
        while let Some(n) = todo.pop() {
            for (a, b) in edges {
                if *a == n && seen.insert(b.clone()) {
                    todo.push(b.clone());
                }
            }
        }
        seen
    };
    let mut out: Vec<Vec<String>> = Vec::new();
    for node in nodes {
        let forward = reach(node);
        if !forward.contains(node) {
            continue;
        }
        let mut members: Vec<String> = forward
            .iter()
            .filter(|other| reach(other).contains(node))
            .cloned()
            .collect();
        members.sort();
        if !out.contains(&members) {
            out.push(members);
        }
    }
    out
}

#[test]
fn no_two_files_of_bot_import_each_other_in_a_loop() {
    let edges = bot_imports();
    assert!(
        edges.len() > 100,
        "the scan found only {} imports",
        edges.len()
    );
    // The scan sees what it must: the front end imports the commands and the referee.
    for (a, b) in [
        ("bot/discord/options.rs", "bot/commands/mod.rs"),
        ("bot/commands/resign.rs", "bot/referee/answer.rs"),
    ] {
        assert!(
            edges.iter().any(|(x, y)| x == a && y == b),
            "{a} -> {b} not seen"
        );
    }
    let found = circles(&edges);
    let shown: Vec<String> = found
        .iter()
        .map(|c| {
            let inside: Vec<String> = edges
                .iter()
                .filter(|(a, b)| c.contains(a) && c.contains(b))
                .map(|(a, b)| format!("  {a} -> {b}"))
                .collect();
            format!("{} files: {}\n{}", c.len(), c.join(", "), inside.join("\n"))
        })
        .collect();
    assert!(
        found.is_empty(),
        "import circles in bot/:\n{}",
        shown.join("\n\n")
    );
}

/// Methods written per type in `bot/`'s library (in `impl` blocks at the top level of a file,
/// trait impls included, derived ones not): type name -> count.
fn bot_methods() -> std::collections::BTreeMap<String, usize> {
    let mut out = std::collections::BTreeMap::new();
    for file in source_files(root())
        .into_iter()
        .filter(|f| module_of(f).is_some())
    {
        let mut current: Option<String> = None;
        for line in code_of(&file).lines() {
            if let Some(rest) = line.strip_prefix("impl") {
                // `impl<T> Trait for Type<..> {` or `impl Type {`: the type's bare name.
                let rest = if rest.starts_with('<') {
                    rest.split_once("> ").map_or(rest, |(_, r)| r)
                } else {
                    rest.trim_start()
                };
                let target = rest.rsplit(" for ").next().unwrap_or(rest);
                let name: String = target
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect();
                current = (!name.is_empty()).then_some(name);
            } else if line.starts_with('}') {
                current = None;
            } else if let Some(name) = &current {
                let t = line.trim_start();
                let indent = line.len() - t.len();
                let t = t
                    .trim_start_matches("pub(crate) ")
                    .trim_start_matches("pub(super) ")
                    .trim_start_matches("pub ")
                    .trim_start_matches("const ")
                    .trim_start_matches("async ");
                if indent == 4 && t.starts_with("fn ") {
                    *out.entry(name.clone()).or_insert(0) += 1;
                }
            }
        }
    }
    out
}

/// Issue 43: no type of `bot/` grows past 20 methods (the core that routes inputs, `Referee`,
/// past 15), and no field is shared with a parent module (`pub(super)`): a service's state is
/// its own.
#[test]
fn no_type_of_bot_has_more_than_20_methods_and_no_field_is_pub_super() {
    let methods = bot_methods();
    assert!(
        methods.get("Table").is_some_and(|&n| n > 5),
        "the scan sees Table's methods: {methods:?}"
    );
    let referee = methods.get("Referee").copied().unwrap_or(0);
    assert!((5..=15).contains(&referee), "Referee has {referee} methods");
    let big: Vec<_> = methods.iter().filter(|(_, &n)| n > 20).collect();
    assert!(big.is_empty(), "types with more than 20 methods: {big:?}");
    let shared: Vec<String> = source_files(root())
        .into_iter()
        .filter(|f| f.starts_with("bot/"))
        .flat_map(|f| {
            code_of(&f)
                .lines()
                .filter(|l| {
                    let t = l.trim_start();
                    t.starts_with("pub(super) ")
                        && t.contains(':')
                        && !t.contains(" fn ")
                        && !t.starts_with("pub(super) fn ")
                        && !t.starts_with("pub(super) const ")
                        && !t.starts_with("pub(super) use ")
                        && !t.starts_with("pub(super) struct ")
                        && !t.starts_with("pub(super) enum ")
                        && !t.starts_with("pub(super) type ")
                        && !t.starts_with("pub(super) async fn ")
                })
                .map(|l| format!("{f}: {}", l.trim()))
                .collect::<Vec<_>>()
        })
        .collect();
    assert!(shared.is_empty(), "pub(super) fields: {shared:?}");
}
