//! `/tournament create|join|leave|start|standings|pairings|cancel` (`!tournament join`,
//! `!tournament create swiss rounds:5 time:10m start:30m`): a tournament in this channel, its
//! games each in a thread of it (`bot/referee/tournaments.rs` runs it).

use std::time::Duration;

use damero_tournament::{Format, TieBreak};

use super::args::{duration_of, variant, variant_of, VARIANT};
use super::{Form, Kind, Opt, Slash, Spec, Values, Words};
use crate::i18n::{catalog, clip, Lang, Msg};
use crate::referee::time::parse_move_time;
use crate::referee::{
    Asker, Authority, Command, Cx, NewTournament, Res, Response, Run, TournamentAction, MOST_ROUNDS,
};

/// A tournament command, with what the front end knows of the member's standing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tournament {
    /// What to do.
    pub action: TournamentAction,
    /// May they direct (manage the server, or hold the tournament role)?
    pub authority: Authority,
}

pub(super) const SPEC: Spec = Spec {
    name: <Tournament as Run>::NAME,
    read,
    slash: Slash::Subcommands(&[
        (
            "create",
            Form {
                options: &[
                    Opt::required("format", Kind::Choice(&FORMATS)),
                    VARIANT,
                    Opt::new("rounds", Kind::Count),
                    Opt::new("duration", Kind::Text),
                    Opt::new("time", Kind::Text),
                    Opt::new("start_in", Kind::Text),
                    Opt::new("name", Kind::Text),
                    Opt::new("tiebreaks", Kind::Text),
                ],
                read: create_options,
            },
        ),
        ("join", bare(|_| Ok(command(TournamentAction::Join)))),
        ("leave", bare(|_| Ok(command(TournamentAction::Leave)))),
        ("start", bare(|_| Ok(command(TournamentAction::Start)))),
        (
            "standings",
            bare(|_| Ok(command(TournamentAction::Standings))),
        ),
        (
            "pairings",
            Form {
                options: &[Opt::new("round", Kind::Count)],
                read: |values| {
                    let round = super::args::number_of(values, "round");
                    Ok(command(TournamentAction::Pairings(round)))
                },
            },
        ),
        ("cancel", bare(|_| Ok(command(TournamentAction::Cancel)))),
    ]),
    at_keyboard: false,
    managers: false,
    slow: false,
};

/// The formats' words, as offered.
const FORMATS: [&str; 4] = ["swiss", "roundrobin", "double", "arena"];

/// A subcommand with no options.
const fn bare(read: fn(&Values) -> Result<Command, Msg>) -> Form {
    Form { options: &[], read }
}

/// A tournament command; the front end adds the member's standing ([`Run::learn`]).
fn command(action: TournamentAction) -> Command {
    Tournament {
        action,
        authority: Authority::default(),
    }
    .into()
}

/// `/tournament create`'s options.
fn create_options(values: &Values) -> Result<Command, Msg> {
    let format = values.choice("format").unwrap_or("swiss");
    let rounds = super::args::number_of(values, "rounds");
    Ok(command(TournamentAction::Create(NewTournament {
        format: format_of(format, rounds, values.text("duration"))?,
        variant: variant_of(values, "variant")?,
        time: duration_of(values, "time")?,
        start_in: duration_of(values, "start_in")?,
        name: values.text("name").map(|n| clip(n, 60)),
        tie_breaks: values.text("tiebreaks").map(tie_breaks).transpose()?,
    })))
}

/// The subcommands, in English (each also has its word in every language:
/// `cmd-name-tournament-<sub>`).
pub const SUBCOMMANDS: [&str; 7] = [
    "create",
    "join",
    "leave",
    "start",
    "standings",
    "pairings",
    "cancel",
];

/// The English subcommand a word names, in any language.
fn subcommand(word: &str) -> Option<&'static str> {
    let word = word.to_lowercase();
    SUBCOMMANDS.into_iter().find(|sub| {
        *sub == word
            || Lang::ALL.iter().any(|&lang| {
                let id = format!("cmd-name-tournament-{sub}");
                catalog().has(lang, &id) && catalog().render(lang, &Msg::owned(id)) == word
            })
    })
}

/// A format's word: `swiss`, `roundrobin`, `double`, `arena` (or its name in any language).
fn format_word(word: &str) -> Option<&'static str> {
    let word = word.to_lowercase();
    ["swiss", "roundrobin", "double", "arena"]
        .into_iter()
        .find(|f| {
            *f == word
                || Lang::ALL.iter().any(|&lang| {
                    catalog()
                        .render(lang, &Msg::owned(format!("format-{f}")))
                        .to_lowercase()
                        .replace(' ', "")
                        == word
                })
        })
}

/// The tournament's format from its word and the rounds or length asked for.
///
/// # Errors
/// Rounds or a length out of bounds, in the reader's words.
fn format_of(word: &str, rounds: Option<u32>, duration: Option<&str>) -> Result<Format, Msg> {
    match word {
        "roundrobin" => Ok(Format::RoundRobin { cycles: 1 }),
        "double" => Ok(Format::RoundRobin { cycles: 2 }),
        "arena" => {
            let minutes = match duration {
                None => 60,
                Some(text) => {
                    let bad = || Msg::new("tournament-bad-duration").arg("given", clip(text, 20));
                    let d = parse_move_time(text).map_err(|_| bad())?;
                    if d < Duration::from_secs(300) || d > Duration::from_secs(86_400) {
                        return Err(bad());
                    }
                    u32::try_from(d.as_secs() / 60).map_err(|_| bad())?
                }
            };
            Ok(Format::Arena { minutes })
        }
        _ => {
            let rounds = rounds.unwrap_or(5);
            if !(1..=MOST_ROUNDS).contains(&rounds) {
                return Err(Msg::new("tournament-bad-rounds").arg("given", u64::from(rounds)));
            }
            Ok(Format::Swiss { rounds })
        }
    }
}

/// Tie-breaks in order: `bh-c1,bh,sb` (each at most once).
///
/// # Errors
/// A code that names no tie-break, in the reader's words.
fn tie_breaks(text: &str) -> Result<Vec<TieBreak>, Msg> {
    let mut out = Vec::new();
    for code in text.split(',').map(str::trim).filter(|c| !c.is_empty()) {
        let tb: TieBreak = code
            .parse()
            .map_err(|_| Msg::new("tournament-bad-tiebreaks").arg("given", clip(code, 20)))?;
        if !out.contains(&tb) {
            out.push(tb);
        }
    }
    if out.is_empty() {
        return Err(Msg::new("tournament-bad-tiebreaks").arg("given", clip(text, 20)));
    }
    Ok(out)
}

fn bad_rounds(given: &str) -> Msg {
    Msg::new("tournament-bad-rounds").arg("given", clip(given, 20))
}

/// `!tournament <sub> ...`; `create` reads a format word, a variant, a bare number (rounds),
/// and `rounds:`, `duration:`, `time:`, `start:`, `name:` (the rest of the line).
fn read(words: &Words<'_>) -> Result<super::Command, Msg> {
    let bad_action = || Msg::new("tournament-bad-action").arg("prefix", words.prefix);
    let Some(first) = words.args.first() else {
        return Err(bad_action());
    };
    let Some(sub) = subcommand(first) else {
        return Err(bad_action());
    };
    let rest = &words.args[1..];
    let action = match sub {
        "join" => TournamentAction::Join,
        "leave" => TournamentAction::Leave,
        "start" => TournamentAction::Start,
        "standings" => TournamentAction::Standings,
        "cancel" => TournamentAction::Cancel,
        "pairings" => match rest.first() {
            None => TournamentAction::Pairings(None),
            Some(r) => TournamentAction::Pairings(Some(r.parse().map_err(|_| {
                Msg::new("tournament-bad-option")
                    .arg("given", clip(r, 20))
                    .arg("prefix", words.prefix)
            })?)),
        },
        _ => TournamentAction::Create(read_create(rest, words.prefix)?),
    };
    Ok(Tournament {
        action,
        authority: Authority::default(),
    }
    .into())
}

fn read_create(rest: &[&str], prefix: &str) -> Result<NewTournament, Msg> {
    let bad = |w: &str| {
        Msg::new("tournament-bad-option")
            .arg("given", clip(w, 20))
            .arg("prefix", prefix)
    };
    let mut format = None;
    let mut var = None;
    let (mut rounds, mut duration, mut time, mut start, mut name) = (None, None, None, None, None);
    let mut order = None;
    for (i, w) in rest.iter().enumerate() {
        if let Some((key, value)) = w.split_once(':') {
            match key.to_lowercase().as_str() {
                "rounds" => rounds = Some(value.parse::<u32>().map_err(|_| bad_rounds(value))?),
                "duration" => duration = Some(value.to_string()),
                "tiebreaks" => order = Some(tie_breaks(value)?),
                "time" => time = Some(parse_move_time(value).map_err(|e| e.msg())?),
                "start" | "start_in" => {
                    start = Some(parse_move_time(value).map_err(|e| e.msg())?);
                }
                "name" => {
                    let mut all = vec![value];
                    all.extend(rest[i + 1..].iter().copied());
                    name = Some(all.join(" "));
                    break;
                }
                _ => return Err(bad(w)),
            }
        } else if let Ok(n) = w.parse::<u32>() {
            rounds = Some(n);
        } else if format.is_none() && format_word(w).is_some() {
            format = format_word(w);
        } else if var.is_none() {
            var = Some(variant(w).map_err(|_| bad(w))?);
        } else {
            return Err(bad(w));
        }
    }
    let Some(format) = format else {
        let given = rest.first().copied().unwrap_or("");
        return Err(Msg::new("tournament-bad-format").arg("given", clip(given, 20)));
    };
    Ok(NewTournament {
        format: format_of(format, rounds, duration.as_deref())?,
        variant: var,
        time,
        start_in: start,
        name,
        tie_breaks: order,
    })
}

impl Run for Tournament {
    const NAME: &'static str = "tournament";

    fn learn(&mut self, asker: &Asker) {
        self.authority = Authority {
            may_manage: asker.may_manage,
            roles: asker.roles.clone(),
        };
    }

    /// Creating or starting one: its news here, its games in threads of this channel.
    fn needs(&self, _threads: bool) -> &'static [crate::permissions::Permission] {
        match self.action {
            TournamentAction::Create(_) | TournamentAction::Start => crate::permissions::TOURNAMENT,
            _ => &[],
        }
    }

    async fn run(self, cx: &mut Cx<'_>) -> Res<Response> {
        let actor = cx.actor.clone();
        cx.services()
            .tournaments()
            .tournament(cx.place, &actor, self.action, self.authority)
            .await
    }
}
