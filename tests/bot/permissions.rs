//! What the bot may do in a channel, against a fake Discord that refuses what it was not
//! granted (403, 50013): the bot names the missing permission in one sentence, in the reader's
//! language, and starts nothing it could not finish; a tournament waits and goes on once the
//! permission is granted.

use std::sync::Arc;

use damero::discord::Running;
use damero::permissions::invite_bits;
use damero::referee::SledStore;
use serde_json::json;

use crate::common::{fake_config, referee_on, start_bot_on};
use crate::fake::{bits, Call, Fake, Member};

const GUILD: u64 = 31;
const HALL: u64 = 3_100;
const MANAGE_GUILD: u64 = 0x20;
const ANA: (u64, &str) = (311, "Ana");
const BEN: (u64, &str) = (312, "Ben");

fn member(user: (u64, &'static str), locale: &'static str, permissions: u64) -> Member {
    Member {
        user,
        guild: GUILD,
        locale,
        permissions,
    }
}

/// The answer to the interaction `token`.
async fn answer(fake: &Fake, from: usize, token: &str) -> Call {
    fake.wait_for(from, |c| {
        c.path.contains(token) && c.path.ends_with("/callback")
    })
    .await
    .1
}

/// The bot on a sled store in a temporary folder, against a new fake Discord.
async fn start() -> (Fake, tempfile::TempDir, damero::referee::Referee, Running) {
    let fake = Fake::start().await;
    let dir = tempfile::tempdir().expect("tempdir");
    let referee = referee_on(Arc::new(SledStore::open(dir.path()).expect("store")));
    let bot = start_bot_on(&fake, &fake_config(&fake, dir.path()), &referee, 1).await;
    (fake, dir, referee, bot)
}

/// The answer names the missing Create Public Threads, in English.
fn assert_names_thread_permission(answer: &Call) {
    let said = answer.content();
    assert!(
        said.starts_with("I need the permission Create Public Threads in this channel"),
        "{said}"
    );
}

fn thread_calls(fake: &Fake, from: usize, parent: u64) -> Vec<Call> {
    let path = format!("/api/v10/channels/{parent}/threads");
    fake.calls()
        .into_iter()
        .skip(from)
        .filter(|c| c.method == "POST" && c.path == path)
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_challenge_where_no_thread_may_be_opened_names_the_permission_and_starts_nothing() {
    let (fake, _dir, referee, bot) = start().await;
    let ana = member(ANA, "en-US", MANAGE_GUILD);
    let from = fake.count();
    let token = fake.slash_as_member(&ana, HALL, "settings", &[("threads", json!(true))]);
    let on = answer(&fake, from, &token).await;
    assert!(
        on.content().contains("a thread per game: on"),
        "{}",
        on.content()
    );

    // The channel's overwrites take Create Public Threads away: the interaction says so, and
    // the asker alone reads which permission, before anything is made.
    fake.grant(HALL, invite_bits() & !bits::CREATE_PUBLIC_THREADS);
    let from = fake.count();
    let token = fake.slash_with_user(&ana, HALL, "challenge", ("opponent", BEN), &[]);
    let refused = answer(&fake, from, &token).await;
    assert_eq!(refused.flags() & 64, 64, "only the asker reads it");
    assert_eq!(
        refused.content(),
        "I need the permission Create Public Threads in this channel to do that; a server \
         manager can grant it in the channel's settings."
    );
    assert!(
        thread_calls(&fake, from, HALL).is_empty(),
        "no thread tried"
    );
    assert!(referee.channels().game(HALL).await.is_none());

    // Two missing, in a Spanish reader's words.
    fake.grant(
        HALL,
        invite_bits() & !bits::CREATE_PUBLIC_THREADS & !bits::SEND_MESSAGES_IN_THREADS,
    );
    let ana_es = member(ANA, "es-ES", MANAGE_GUILD);
    let from = fake.count();
    let token = fake.slash_with_user(&ana_es, HALL, "challenge", ("opponent", BEN), &[]);
    let refused = answer(&fake, from, &token).await;
    assert_eq!(
        refused.content(),
        "Para eso necesito los permisos Crear hilos públicos, Enviar mensajes en hilos en este \
         canal; quien administre el servidor puede dármelos en los ajustes del canal."
    );

    // The interaction still says everything is allowed, but Discord refuses the thread (an
    // overwrite changed since): the same sentence, not an apology, and nothing starts.
    fake.grant(HALL, invite_bits() & !bits::CREATE_PUBLIC_THREADS);
    fake.report_app_permissions(Some(invite_bits()));
    let from = fake.count();
    let token = fake.slash_with_user(&ana, HALL, "challenge", ("opponent", BEN), &[]);
    let refused = answer(&fake, from, &token).await;
    let tried = thread_calls(&fake, from, HALL);
    assert_eq!(tried.len(), 1, "one try");
    assert_eq!(tried[0].status, 403);
    assert_eq!(refused.flags() & 64, 64);
    assert_names_thread_permission(&refused);
    assert!(referee.channels().game(HALL).await.is_none());

    // Granted again: the challenge opens its thread.
    fake.report_app_permissions(None);
    fake.grant(HALL, invite_bits());
    let from = fake.count();
    let token = fake.slash_with_user(&ana, HALL, "challenge", ("opponent", BEN), &[]);
    let pointer = answer(&fake, from, &token).await;
    assert!(
        pointer
            .content()
            .starts_with("The game is in its own thread"),
        "{}",
        pointer.content()
    );
    assert_eq!(thread_calls(&fake, from, HALL)[0].status, 200);
    bot.shutdown().await.expect("shutdown");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tournament_that_cannot_open_its_threads_says_so_once_and_starts_when_granted() {
    let (fake, _dir, _referee, bot) = start().await;
    let ana = member(ANA, "en-US", MANAGE_GUILD);
    let from = fake.count();
    let token = fake.slash_sub(
        &ana,
        &[],
        HALL,
        "tournament",
        "create",
        &[
            ("format", json!(0)),
            ("rounds", json!(2)),
            ("name", json!("Cup")),
        ],
    );
    let created = answer(&fake, from, &token).await;
    assert!(
        created.content().starts_with("Ana created Cup"),
        "{}",
        created.content()
    );
    let players = [(311, "Ana"), (312, "Ben"), (313, "Cleo"), (314, "Dan")];
    for p in players {
        let from = fake.count();
        fake.say_in(GUILD, HALL, p, "!tournament join", &[]);
        fake.wait_for(from, |c| c.content().contains("joined"))
            .await;
    }

    // Threads are taken away in the hall: `/tournament start` says so and starts nothing.
    fake.grant(HALL, invite_bits() & !bits::CREATE_PUBLIC_THREADS);
    let from = fake.count();
    let token = fake.slash_sub(&ana, &[], HALL, "tournament", "start", &[]);
    let refused = answer(&fake, from, &token).await;
    assert_names_thread_permission(&refused);
    assert!(thread_calls(&fake, from, HALL).is_empty());

    // Started by text (no interaction to read): the threads are refused, and the hall is told
    // once why the round waits.
    let from = fake.count();
    fake.say_in(GUILD, HALL, ANA, "!tournament start", &[]);
    let hall = format!("/api/v10/channels/{HALL}/messages");
    let (_, begins) = fake
        .wait_for(from, |c| {
            c.path == hall && c.content().contains("Cup begins")
        })
        .await;
    assert!(
        !begins.content().contains("Round 1"),
        "{}",
        begins.content()
    );
    let (_, waiting) = fake
        .wait_for(from, |c| {
            c.path == hall && c.content().contains("is waiting")
        })
        .await;
    assert_eq!(
        waiting.content(),
        "Cup is waiting: I need the permission Create Public Threads in this channel to open \
         its games' threads, and the round begins by itself once a server manager grants it."
    );
    let tried = thread_calls(&fake, from, HALL);
    assert!(!tried.is_empty() && tried.iter().all(|c| c.status == 403));

    // Granted: the round begins by itself, and the waiting sentence was said once.
    fake.grant(HALL, invite_bits());
    let (_, round) = fake
        .wait_for(from, |c| {
            c.path == hall && c.content().contains("Round 1 of 2")
        })
        .await;
    assert_eq!(
        round.content().matches(" (White) – ").count(),
        2,
        "{}",
        round.content()
    );
    let said: Vec<Call> = fake
        .calls()
        .into_iter()
        .skip(from)
        .filter(|c| c.path == hall && c.content().contains("is waiting"))
        .collect();
    assert_eq!(said.len(), 1, "said once");
    let refused = thread_calls(&fake, from, HALL)
        .iter()
        .filter(|c| c.status == 403)
        .count();
    assert!(
        refused <= 3,
        "tried again now and then, not every second: {refused} refused tries"
    );
    bot.shutdown().await.expect("shutdown");
}
