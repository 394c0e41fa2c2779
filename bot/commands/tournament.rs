//! `/tournament create|join|leave|start|standings|pairings|cancel` (`!tournament join`,
//! `!tournament create swiss rounds:5 time:10m start:30m`): a tournament in this channel, its
//! games each in a thread of it (`bot/referee/tournaments.rs` runs it).

use std::time::Duration;

use damero_tournament::{Format, TieBreak};
use poise::serenity_prelude as serenity;

use super::args::{variant, variant_opt};
use super::{Spec, Words};
use crate::discord::{answer, complete_variant, may_manage, refuse_at_edge, Ctx, Error};
use crate::i18n::{catalog, clip, Lang, Msg};
use crate::referee::time::parse_move_time;
use crate::referee::{
    Authority, Cx, NewTournament, Res, Response, Run, TournamentAction, MOST_ROUNDS,
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
    name: "tournament",
    read,
    slash,
    at_keyboard: false,
};

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

/// The member's standing, from the interaction.
fn authority(ctx: Ctx<'_>) -> Authority {
    let roles = match ctx {
        poise::Context::Application(a) => a
            .interaction
            .member
            .as_ref()
            .map(|m| m.roles.iter().map(|r| r.get()).collect())
            .unwrap_or_default(),
        poise::Context::Prefix(_) => Vec::new(),
    };
    Authority {
        may_manage: may_manage(ctx),
        roles,
    }
}

async fn run_slash(ctx: Ctx<'_>, action: TournamentAction) -> Result<(), Error> {
    let authority = authority(ctx);
    answer(ctx, Tournament { action, authority }).await
}

/// A tournament's format, as a slash option.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum FormatOption {
    /// Swiss (FIDE Dutch pairings).
    #[name = "swiss"]
    Swiss,
    /// Everyone meets everyone once.
    #[name = "roundrobin"]
    RoundRobin,
    /// Everyone meets everyone twice.
    #[name = "double"]
    Double,
    /// Paired as players become free, within a time window.
    #[name = "arena"]
    Arena,
}

#[poise::command(
    slash_command,
    rename = "tournament",
    subcommands("create", "join", "leave", "start", "standings", "pairings", "cancel"),
    subcommand_required
)]
async fn slash(_ctx: Ctx<'_>) -> Result<(), Error> {
    Ok(())
}

// The options are Discord's, one argument each.
#[allow(clippy::too_many_arguments)]
#[poise::command(slash_command)]
async fn create(
    ctx: Ctx<'_>,
    format: FormatOption,
    #[autocomplete = "complete_variant"] variant: Option<String>,
    rounds: Option<u32>,
    duration: Option<String>,
    time: Option<String>,
    start_in: Option<String>,
    name: Option<String>,
    tiebreaks: Option<String>,
) -> Result<(), Error> {
    let word = match format {
        FormatOption::Swiss => "swiss",
        FormatOption::RoundRobin => "roundrobin",
        FormatOption::Double => "double",
        FormatOption::Arena => "arena",
    };
    let read = || -> Result<NewTournament, Msg> {
        Ok(NewTournament {
            format: format_of(word, rounds, duration.as_deref())?,
            variant: variant_opt(variant.as_deref())?,
            time: time
                .as_deref()
                .map(parse_move_time)
                .transpose()
                .map_err(|e| e.msg())?,
            start_in: start_in
                .as_deref()
                .map(parse_move_time)
                .transpose()
                .map_err(|e| e.msg())?,
            name: name.clone().map(|n| clip(&n, 60)),
            tie_breaks: tiebreaks.as_deref().map(tie_breaks).transpose()?,
        })
    };
    match read() {
        Ok(new) => run_slash(ctx, TournamentAction::Create(new)).await,
        Err(msg) => refuse_at_edge(ctx, msg).await,
    }
}

#[poise::command(slash_command)]
async fn join(ctx: Ctx<'_>) -> Result<(), Error> {
    run_slash(ctx, TournamentAction::Join).await
}

#[poise::command(slash_command)]
async fn leave(ctx: Ctx<'_>) -> Result<(), Error> {
    run_slash(ctx, TournamentAction::Leave).await
}

#[poise::command(slash_command)]
async fn start(ctx: Ctx<'_>) -> Result<(), Error> {
    run_slash(ctx, TournamentAction::Start).await
}

#[poise::command(slash_command)]
async fn standings(ctx: Ctx<'_>) -> Result<(), Error> {
    run_slash(ctx, TournamentAction::Standings).await
}

#[poise::command(slash_command)]
async fn pairings(ctx: Ctx<'_>, round: Option<u32>) -> Result<(), Error> {
    run_slash(ctx, TournamentAction::Pairings(round)).await
}

#[poise::command(slash_command)]
async fn cancel(ctx: Ctx<'_>) -> Result<(), Error> {
    run_slash(ctx, TournamentAction::Cancel).await
}

impl Run for Tournament {
    const NAME: &'static str = "tournament";

    /// Creating or starting one: its news here, its games in threads of this channel.
    fn needs(&self, _threads: bool) -> &'static [crate::permissions::Permission] {
        match self.action {
            TournamentAction::Create(_) | TournamentAction::Start => crate::permissions::TOURNAMENT,
            _ => &[],
        }
    }

    async fn run(self, cx: &mut Cx<'_>) -> Res<Response> {
        let actor = cx.actor.clone();
        cx.referee()
            .tournament(cx.place, &actor, self.action, self.authority)
            .await
    }
}

/// The member's roles from a text message (its permissions come from the cached server).
pub(crate) fn roles_of(msg: &serenity::Message) -> Vec<u64> {
    msg.member
        .as_ref()
        .map(|m| m.roles.iter().map(|r| r.get()).collect())
        .unwrap_or_default()
}
