//! The one place a referee [`Reply`] becomes a Discord message (slash follow-up, channel
//! message or button answer), in the reader's language with Discord's markup; [`super::deliver`]
//! sends it.

use poise::serenity_prelude as serenity;
use serenity::{
    CreateActionRow, CreateAttachment, CreateButton, CreateEmbed, CreateInteractionResponseMessage,
    CreateMessage, CreateSelectMenu, CreateSelectMenuKind, CreateSelectMenuOption,
};

use super::data::{ACCEPT_ID, DECLINE_ID};
use crate::commands::{Menu, Tap};
use crate::i18n::{clip, Lang, Msg, Style};
use crate::referee::{Button, Pick, Reply, Taps};

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

/// The most characters Discord takes in a message's text.
pub(super) const MAX_CONTENT: usize = 2000;

/// The whole lines of `text` that fit in `max` characters (at least the first `max`
/// characters when its first line is longer).
fn cut_at_line(text: &str, max: usize) -> String {
    let mut out = String::new();
    for line in text.lines() {
        let needed = out.chars().count() + usize::from(!out.is_empty()) + line.chars().count();
        if needed > max {
            break;
        }
        if !out.is_empty() {
            out.push('\n');
        }
        out.push_str(line);
    }
    if out.is_empty() {
        out = text.chars().take(max).collect();
    }
    out
}

/// The one place a [`Reply`] becomes a Discord message.
pub(super) fn outgoing(reply: &Reply, lang: Lang) -> Outgoing {
    let style = |m: &Msg| m.styled(lang, Style::Discord);
    let mut lines = Vec::new();
    if !reply.lines.is_empty() {
        lines.push(reply.lines.iter().map(style).collect::<Vec<_>>().join(" "));
    }
    lines.extend(reply.block.iter().map(style));
    let mut buttons = if reply.challenge_buttons {
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
    if let Some(taps) = &reply.taps {
        buttons.extend(tap_rows(taps, lang));
    }
    let mut files = Vec::new();
    if let Some(board) = &reply.board {
        files.push(CreateAttachment::bytes(board.png.clone(), "board.png"));
    }
    if let Some((name, bytes)) = &reply.file {
        files.push(CreateAttachment::bytes(bytes.clone(), name.clone()));
    }
    for (name, bytes) in &reply.files {
        files.push(CreateAttachment::bytes(bytes.clone(), name.clone()));
    }
    let mut content = lines.join("\n");
    if content.chars().count() > MAX_CONTENT {
        // Discord refuses longer messages: the first lines that fit, and the whole text as a
        // file beside them.
        files.push(CreateAttachment::bytes(
            content.clone().into_bytes(),
            "message.txt",
        ));
        content = cut_at_line(&content, MAX_CONTENT - 2);
        content.push_str("\n…");
    }
    Outgoing {
        content,
        embed: reply
            .board
            .as_ref()
            .map(|_| CreateEmbed::new().image("attachment://board.png")),
        files,
        buttons,
        ephemeral: reply.ephemeral(),
    }
}

/// The most options a select menu holds, and rows a message holds.
const MENU_OPTIONS: usize = 25;
const ROWS: usize = 5;

/// The controls under a board: the moves in a select menu (more than one menu holds: the
/// pieces first, each with how many moves it has, and a piece's moves once chosen), then the
/// buttons (huffs on a row of their own).
fn tap_rows(taps: &Taps, lang: Lang) -> Vec<CreateActionRow> {
    let mut button_rows = Vec::new();
    let (huffs, others): (Vec<&Button>, Vec<&Button>) = taps
        .buttons
        .iter()
        .partition(|b| matches!(b, Button::Huff(_)));
    for group in [others, huffs] {
        for chunk in group.chunks(5) {
            let row = chunk.iter().map(|b| tap_button(taps, b, lang)).collect();
            button_rows.push(CreateActionRow::Buttons(row));
        }
    }
    let room = ROWS.saturating_sub(button_rows.len());
    let mut pieces: Vec<(&Pick, usize)> = Vec::new();
    for pick in &taps.moves {
        match pieces.iter_mut().find(|(first, _)| first.from == pick.from) {
            Some((_, count)) => *count += 1,
            None => pieces.push((pick, 1)),
        }
    }
    let menus: Vec<(Menu, Vec<CreateSelectMenuOption>)> = if taps.moves.len() <= MENU_OPTIONS
        || pieces.len() == 1
    {
        taps.moves
            .chunks(MENU_OPTIONS)
            .map(|chunk| {
                let options = chunk
                    .iter()
                    .map(|p| CreateSelectMenuOption::new(clip(&p.text, 100), p.index.to_string()))
                    .collect();
                (Menu::Moves, options)
            })
            .collect()
    } else {
        pieces
            .chunks(MENU_OPTIONS)
            .map(|chunk| {
                let options = chunk
                    .iter()
                    .map(|(first, count)| {
                        let moves = Msg::new("tap-piece-moves").arg("count", *count).text(lang);
                        CreateSelectMenuOption::new(clip(&first.from, 100), first.index.to_string())
                            .description(clip(&moves, 100))
                    })
                    .collect();
                (Menu::Pieces, options)
            })
            .collect()
    };
    let mut rows: Vec<CreateActionRow> = menus
        .into_iter()
        .take(room)
        .enumerate()
        .map(|(slot, (menu, options))| {
            let placeholder = match menu {
                Menu::Moves => "tap-pick-move",
                Menu::Pieces => "tap-pick-piece",
            };
            CreateActionRow::SelectMenu(
                CreateSelectMenu::new(
                    Tap::menu_id(taps, menu, slot),
                    CreateSelectMenuKind::String { options },
                )
                .placeholder(clip(&Msg::new(placeholder).text(lang), 150)),
            )
        })
        .collect();
    rows.extend(button_rows);
    rows
}

/// One button under a board, its label in the reader's language.
fn tap_button(taps: &Taps, button: &Button, lang: Lang) -> CreateButton {
    use serenity::ButtonStyle::{Danger, Primary, Secondary, Success};
    let (label, style, emoji) = match button {
        Button::Draw { accept: false } => (Msg::new("tap-draw-offer"), Secondary, "🤝"),
        Button::Draw { accept: true } => (Msg::new("tap-draw-accept"), Success, "🤝"),
        Button::Resign => (Msg::new("tap-resign"), Secondary, "🏳️"),
        Button::ResignSure => (Msg::new("tap-resign-sure"), Danger, "🏳️"),
        Button::Flip => (Msg::new("tap-flip"), Secondary, "🔄"),
        Button::Huff(square) => (
            Msg::new("tap-huff").arg("square", square.clone()),
            Primary,
            "💨",
        ),
    };
    CreateButton::new(Tap::button_id(taps, button))
        .label(clip(&label.text(lang), 80))
        .emoji(serenity::ReactionType::Unicode(emoji.to_string()))
        .style(style)
}

impl Outgoing {
    /// The words alone (an edited message keeps its attachments).
    pub(super) fn into_text(self) -> String {
        self.content
    }

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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Msg;

    #[test]
    fn a_text_longer_than_discord_takes_is_cut_at_a_line_and_sent_whole_as_a_file() {
        let mut reply = Reply::done(Vec::new());
        reply.block = (0..400)
            .map(|i| Msg::new("tournament-bye").arg("player", format!("Player{i}")))
            .collect();
        let out = outgoing(&reply, Lang::En);
        assert!(out.content.chars().count() <= MAX_CONTENT);
        assert!(out.content.ends_with("\n…"));
        assert!(out.content.contains("Player0 sits out"));
        assert_eq!(out.files.len(), 1, "message.txt");
        let one_long = cut_at_line(&"x".repeat(3000), 10);
        assert_eq!(one_long, "x".repeat(10));
    }
}
