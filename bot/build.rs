//! Embeds every catalogue found under `bot/locales/<code>/damero.ftl` (a language whose file is
//! not there yet is simply absent: the bot falls back to English and the catalogue test says so).

use std::fmt::Write as _;
use std::path::Path;

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("bot")
        .join("locales");
    println!("cargo:rerun-if-changed={}", root.display());
    let mut found = Vec::new();
    if let Ok(dirs) = std::fs::read_dir(&root) {
        for dir in dirs.flatten() {
            let file = dir.path().join("damero.ftl");
            println!("cargo:rerun-if-changed={}", file.display());
            if file.is_file() {
                found.push((dir.file_name().to_string_lossy().into_owned(), file));
            }
        }
    }
    found.sort();
    let mut out = String::from("/// The catalogues found at build time: (code, Fluent source).\n");
    out.push_str("pub(crate) static SOURCES: &[(&str, &str)] = &[\n");
    for (code, file) in &found {
        let _ = writeln!(
            out,
            "    ({code:?}, include_str!({:?})),",
            file.display().to_string()
        );
    }
    out.push_str("];\n");
    let dest = Path::new(&std::env::var("OUT_DIR").expect("OUT_DIR")).join("locales.rs");
    std::fs::write(dest, out).expect("writing locales.rs");
}
