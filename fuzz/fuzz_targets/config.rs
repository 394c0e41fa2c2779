#![no_main]
//! Configuration text (TOML through figment into `Config`, then its checks): never a panic,
//! and every refusal is one line with no profile key path and no backticks.
use damero::config::Config;
use figment::providers::{Format, Serialized, Toml};
use figment::Figment;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let parsed: Result<Config, _> = Figment::from(Serialized::defaults(Config::default()))
        .merge(Toml::string(text))
        .extract();
    if let Ok(config) = parsed {
        if let Err(e) = config.check() {
            let line = format!("{e:#}");
            assert!(!line.contains('\n'), "{line}");
        }
    }
    let _ = damero::config::proxy_url(text);
    let _ = damero::discord::check_token(text);
});
