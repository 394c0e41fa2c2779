//! The one place a referee [`Reply`] becomes a Discord message (slash follow-up, channel
//! message or button answer), in the reader's language with Discord's markup.

use anyhow::Context as _;
use poise::serenity_prelude as serenity;
use serenity::{
    ChannelId, CreateActionRow, CreateAttachment, CreateButton, CreateEmbed,
    CreateInteractionResponseMessage, CreateMessage,
};

use super::{Error, ACCEPT_ID, DECLINE_ID};
use crate::i18n::{Lang, Msg, Style};
use crate::referee::{Audience, Notice, Referee, Reply, Response};

/// A reply made ready for Discord: words in one language, attachments, buttons.
pub(super) struct Outgoing {
    content: String,
    /// The board shown in an embed (its PNG is the first file), if any.
    embed: Option<CreateEmbed>,
    /// `board.png`, then the other file (the PDN), if any.
    files: Vec<CreateAttachment>,
    buttons: Vec<CreateActionRow>,
    ephemeral: bool,
}

/// The one place a [`Reply`] becomes a Discord message.
pub(super) fn outgoing(reply: &Reply, lang: Lang) -> Outgoing {
    let style = |m: &Msg| m.styled(lang, Style::Discord);
    let mut lines = Vec::new();
    if !reply.lines.is_empty() {
        lines.push(reply.lines.iter().map(style).collect::<Vec<_>>().join(" "));
    }
    lines.extend(reply.block.iter().map(style));
    let buttons = if reply.challenge_buttons {
        vec![CreateActionRow::Buttons(vec![
            CreateButton::new(ACCEPT_ID)
                .label(Msg::new("button-accept").text(lang))
                .style(serenity::ButtonStyle::Success),
            CreateButton::new(DECLINE_ID)
                .label(Msg::new("button-decline").text(lang))
                .style(serenity::ButtonStyle::Danger),
        ])]
    } else {
        Vec::new()
    };
    let mut files = Vec::new();
    if let Some(board) = &reply.board {
        files.push(CreateAttachment::bytes(board.png.clone(), "board.png"));
    }
    if let Some((name, bytes)) = &reply.file {
        files.push(CreateAttachment::bytes(bytes.clone(), name.clone()));
    }
    Outgoing {
        content: lines.join("\n"),
        embed: reply
            .board
            .as_ref()
            .map(|_| CreateEmbed::new().image("attachment://board.png")),
        files,
        buttons,
        ephemeral: reply.ephemeral(),
    }
}

impl Outgoing {
    pub(super) fn into_poise(self) -> poise::CreateReply {
        let mut out = poise::CreateReply::default()
            .content(self.content)
            .ephemeral(self.ephemeral)
            .components(self.buttons);
        if let Some(embed) = self.embed {
            out = out.embed(embed);
        }
        self.files
            .into_iter()
            .fold(out, poise::CreateReply::attachment)
    }

    pub(super) fn into_message(self) -> CreateMessage {
        let mut out = CreateMessage::new()
            .content(self.content)
            .add_files(self.files);
        if !self.buttons.is_empty() {
            out = out.components(self.buttons);
        }
        if let Some(embed) = self.embed {
            out = out.embed(embed);
        }
        out
    }

    pub(super) fn into_interaction(self) -> CreateInteractionResponseMessage {
        let mut out = CreateInteractionResponseMessage::new()
            .content(self.content)
            .ephemeral(self.ephemeral)
            .components(self.buttons)
            .add_files(self.files);
        if let Some(embed) = self.embed {
            out = out.embed(embed);
        }
        out
    }
}

/// The reader's language for a reply: the asker's own for private replies when known.
pub(super) fn lang_for(reply: &Reply, asker: Option<Lang>, server: Lang) -> Lang {
    match (reply.audience, asker) {
        (Audience::Asker, Some(l)) => l,
        _ => server,
    }
}

/// Post replies as ordinary messages in a channel, in the channel's language.
///
/// # Errors
/// When Discord refuses the message.
pub async fn post(
    http: &serenity::Http,
    channel: u64,
    replies: &[Reply],
    lang: Lang,
) -> Result<(), Error> {
    post_noting(http, None, channel, replies, lang).await
}

/// [`post`], telling the referee which message shows a challenge (to edit it when it lapses).
async fn post_noting(
    http: &serenity::Http,
    referee: Option<&Referee>,
    channel: u64,
    replies: &[Reply],
    lang: Lang,
) -> Result<(), Error> {
    for reply in replies {
        let message = ChannelId::new(channel)
            .send_message(http, outgoing(reply, lang).into_message())
            .await
            .context("posting a reply")?;
        if let (true, Some(referee)) = (reply.challenge_buttons, referee) {
            referee.challenge_posted(channel, message.id.get()).await;
        }
    }
    Ok(())
}

/// Post a response in a channel, then the bot's move when it has thought.
pub(super) async fn post_response(
    http: &serenity::Http,
    referee: &Referee,
    channel: u64,
    response: Response,
    lang: Lang,
) -> Result<(), Error> {
    post_response_then(http, referee, channel, response, lang, || {}).await
}

/// [`post_response`], calling `replied` once the answer is posted (before the bot thinks), so
/// the reply latency metric does not count the bot's thinking.
pub(super) async fn post_response_then(
    http: &serenity::Http,
    referee: &Referee,
    channel: u64,
    response: Response,
    lang: Lang,
    replied: impl FnOnce(),
) -> Result<(), Error> {
    post_noting(http, Some(referee), channel, &response.replies, lang).await?;
    replied();
    if let Some(turn) = response.bot_turn {
        post(http, channel, &turn.play().await, lang).await?;
    }
    Ok(())
}

/// Show what the referee did on its own: a game ended on time (posted with its board), a
/// challenge lapsed (its message edited: the notice, no buttons).
///
/// # Errors
/// When Discord refuses the message or the edit.
pub(super) async fn show_notice(
    http: &serenity::Http,
    referee: &Referee,
    notice: Notice,
) -> Result<(), Error> {
    match notice {
        Notice::Post {
            channel,
            guild,
            replies,
        } => {
            let lang = referee.language(guild).await;
            post(http, channel, &replies, lang).await
        }
        Notice::ChallengeExpired {
            channel,
            guild,
            message: Some(message),
            reply,
        } => {
            let lang = referee.language(guild).await;
            let text = outgoing(&reply, lang).content;
            ChannelId::new(channel)
                .edit_message(
                    http,
                    serenity::MessageId::new(message),
                    serenity::EditMessage::new()
                        .content(text)
                        .components(Vec::new()),
                )
                .await
                .context("editing an expired challenge")?;
            Ok(())
        }
        Notice::ChallengeExpired {
            channel,
            guild,
            message: None,
            reply,
        } => {
            let lang = referee.language(guild).await;
            post(http, channel, &[reply], lang).await
        }
    }
}
