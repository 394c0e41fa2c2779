//! Discord's documented limits, as the fake enforces them: a request that breaks one is answered
//! 400 with code 50035 ("Invalid Form Body") and a line that says which, as Discord does.
//!
//! Messages (a post, an edit, an interaction's answer or follow-up): at most 2,000 characters of
//! content, a nonce of at most 25, at most 10 embeds (title 256, description 4,096, 6,000 in
//! all), at most 5 rows of components, 5 buttons or one select menu a row, a custom id of at most
//! 100 characters and each once in a message, a select menu of 1 to 25 options with distinct
//! values, a button label of at most 80, at most 25 select options (label, value and
//! description at most 100), a placeholder of at most 150; an autocomplete answer at most 25
//! choices. Slash commands as registered: names 1-32 characters of Discord's name pattern
//! (lowercase), descriptions 1-100, at most 25 options and 25 choices (name at most 100), and at
//! most 4,000 characters per command and locale (names, descriptions and choice names and
//! values together, options and subcommands included).

use serde_json::Value;

fn chars(v: &Value) -> usize {
    v.as_str().map_or(0, |s| s.chars().count())
}

fn too_long(what: &str, v: &Value, most: usize) -> Option<String> {
    (chars(v) > most).then(|| format!("{what}: {} characters, at most {most}", chars(v)))
}

/// Why Discord would refuse this message body, if it would.
pub fn message(body: &Value) -> Option<String> {
    if let Some(e) = too_long("content", &body["content"], 2_000) {
        return Some(e);
    }
    if let Some(e) = too_long("nonce", &body["nonce"], 25) {
        return Some(e);
    }
    let empty = Vec::new();
    let embeds = body["embeds"].as_array().unwrap_or(&empty);
    if embeds.len() > 10 {
        return Some(format!("embeds: {}, at most 10", embeds.len()));
    }
    let mut total = 0;
    for embed in embeds {
        if let Some(e) = too_long("embed title", &embed["title"], 256)
            .or_else(|| too_long("embed description", &embed["description"], 4_096))
        {
            return Some(e);
        }
        total += chars(&embed["title"]) + chars(&embed["description"]);
    }
    if total > 6_000 {
        return Some(format!("embeds: {total} characters in all, at most 6000"));
    }
    let rows = body["components"].as_array().unwrap_or(&empty);
    if rows.len() > 5 {
        return Some(format!("components: {} rows, at most 5", rows.len()));
    }
    let mut ids = std::collections::HashSet::new();
    for row in rows {
        let parts = row["components"].as_array().unwrap_or(&empty);
        for part in parts {
            if let Some(id) = part["custom_id"].as_str() {
                if !ids.insert(id) {
                    return Some(format!("custom_id {id} is used twice in one message"));
                }
            }
            if part["type"].as_u64() == Some(3) {
                let options = part["options"].as_array().unwrap_or(&empty);
                let values: std::collections::HashSet<_> =
                    options.iter().map(|o| o["value"].as_str()).collect();
                if options.is_empty() || values.len() != options.len() {
                    return Some("a select menu needs 1 to 25 options, each value once".into());
                }
            }
        }
        let selects = parts
            .iter()
            .filter(|c| c["type"].as_u64() != Some(2))
            .count();
        if parts.len() > 5 || selects > 0 && parts.len() > 1 {
            return Some("a row holds 5 buttons or one select menu".into());
        }
        for part in parts {
            let options = part["options"].as_array().unwrap_or(&empty);
            if options.len() > 25 {
                return Some(format!("select options: {}, at most 25", options.len()));
            }
            let found = too_long("custom_id", &part["custom_id"], 100)
                .or_else(|| too_long("button label", &part["label"], 80))
                .or_else(|| too_long("placeholder", &part["placeholder"], 150))
                .or_else(|| {
                    options.iter().find_map(|o| {
                        too_long("option label", &o["label"], 100)
                            .or_else(|| too_long("option value", &o["value"], 100))
                            .or_else(|| too_long("option description", &o["description"], 100))
                    })
                });
            if found.is_some() {
                return found;
            }
        }
    }
    None
}

/// Why Discord would refuse this interaction callback (a reply, an update, autocomplete).
pub fn callback(body: &Value) -> Option<String> {
    let data = &body["data"];
    if let Some(choices) = data["choices"].as_array() {
        if choices.len() > 25 {
            return Some(format!(
                "autocomplete choices: {}, at most 25",
                choices.len()
            ));
        }
    }
    message(data)
}

fn name_ok(name: &str) -> bool {
    (1..=32).contains(&name.chars().count())
        && name
            .chars()
            .all(|c| c.is_alphanumeric() || c == '-' || c == '_')
        && name.to_lowercase() == name
}

/// Characters a command (or option) counts in `locale` (`None`: the default texts).
fn counted(item: &Value, locale: Option<&str>) -> usize {
    let text = |field: &str| -> usize {
        locale
            .and_then(|l| item[format!("{field}_localizations")][l].as_str())
            .or_else(|| item[field].as_str())
            .map_or(0, |s| s.chars().count())
    };
    let mut n = text("name") + text("description");
    for choice in item["choices"].as_array().into_iter().flatten() {
        n += locale
            .and_then(|l| choice["name_localizations"][l].as_str())
            .or_else(|| choice["name"].as_str())
            .map_or(0, |s| s.chars().count());
        n += match &choice["value"] {
            Value::String(s) => s.chars().count(),
            other => other.to_string().chars().count(),
        };
    }
    for option in item["options"].as_array().into_iter().flatten() {
        n += counted(option, locale);
    }
    n
}

fn item(what: &str, item: &Value) -> Option<String> {
    let name = item["name"].as_str().unwrap_or_default();
    if !name_ok(name) {
        return Some(format!("{what} name '{name}' breaks Discord's name rules"));
    }
    for (locale, local) in item["name_localizations"].as_object().into_iter().flatten() {
        let local = local.as_str().unwrap_or_default();
        if !name_ok(local) {
            return Some(format!(
                "{what} {name}: {locale} name '{local}' breaks the rules"
            ));
        }
    }
    let described = |d: &Value| (1..=100).contains(&chars(d));
    if !described(&item["description"]) {
        return Some(format!(
            "{what} {name}: a description of 1 to 100 characters"
        ));
    }
    for (locale, d) in item["description_localizations"]
        .as_object()
        .into_iter()
        .flatten()
    {
        if !described(d) {
            return Some(format!(
                "{what} {name}: {locale} description of {} characters",
                chars(d)
            ));
        }
    }
    let options = item["options"].as_array().map_or(0, Vec::len);
    if options > 25 {
        return Some(format!("{what} {name}: {options} options, at most 25"));
    }
    let choices = item["choices"].as_array().map_or(&[][..], |c| c.as_slice());
    if choices.len() > 25 {
        return Some(format!(
            "{what} {name}: {} choices, at most 25",
            choices.len()
        ));
    }
    for choice in choices {
        if let Some(e) = too_long("choice name", &choice["name"], 100) {
            return Some(e);
        }
    }
    item["options"]
        .as_array()
        .into_iter()
        .flatten()
        .find_map(|o| self::item("option", o))
}

/// Why Discord would refuse this list of slash commands.
pub fn commands(body: &Value) -> Option<String> {
    let empty = Vec::new();
    for command in body.as_array().unwrap_or(&empty) {
        if let Some(e) = item("command", command) {
            return Some(e);
        }
        let mut locales: Vec<Option<&str>> = vec![None];
        for field in ["name_localizations", "description_localizations"] {
            for l in command[field]
                .as_object()
                .into_iter()
                .flatten()
                .map(|(l, _)| l)
            {
                if !locales.contains(&Some(l.as_str())) {
                    locales.push(Some(l.as_str()));
                }
            }
        }
        for locale in locales {
            let n = counted(command, locale);
            if n > 4_000 {
                let name = command["name"].as_str().unwrap_or_default();
                return Some(format!(
                    "command {name} in {}: {n} characters, at most 4000",
                    locale.unwrap_or("the default locale")
                ));
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    #[test]
    fn the_limits_refuse_what_discord_refuses_and_pass_the_rest() {
        assert!(super::message(&json!({"content": "x".repeat(2000)})).is_none());
        assert!(super::message(&json!({"content": "x".repeat(2001)})).is_some());
        assert!(super::message(&json!({"nonce": "x".repeat(26)})).is_some());
        let row = json!({"type": 1, "components": [{"type": 2, "custom_id": "x".repeat(101)}]});
        assert!(super::message(&json!({"components": [row]})).is_some());
        let options: Vec<_> = (0..26)
            .map(|i| json!({"label": i.to_string(), "value": i.to_string()}))
            .collect();
        let select =
            json!({"type": 1, "components": [{"type": 3, "custom_id": "s", "options": options}]});
        assert!(super::message(&json!({"components": [select]})).is_some());
        let command = json!([{"name": "move", "description": "Play a move", "options": []}]);
        assert!(super::commands(&command).is_none());
        let upper = json!([{"name": "Move", "description": "Play a move"}]);
        assert!(super::commands(&upper).is_some());
        let long = json!([{"name": "m", "description": "d", "options": [
            {"name": "o", "description": "x".repeat(100), "choices":
                (0..25).map(|i| json!({"name": "y".repeat(100), "value": i})).collect::<Vec<_>>()},
            {"name": "p", "description": "x".repeat(100), "choices":
                (0..25).map(|i| json!({"name": "y".repeat(100), "value": i})).collect::<Vec<_>>()}
        ]}]);
        assert!(super::commands(&long).is_some(), "over 4000 characters");
    }
}
