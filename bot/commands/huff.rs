//! `/huff [square]` (`!huff 23`): in the huffing games, remove the piece that should have
//! captured; without a square, say which may be huffed.

use super::{Form, Kind, Opt, Slash, Spec, Words};
use crate::i18n::Msg;
use crate::referee::{refuse, say, Cx, Fail, Res, Response, Run};

/// Huff the piece on a square (`None`: which squares may be huffed?). The square is read in
/// the game's own notation, so it stays text until the game resolves it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Huff(pub Option<String>);

pub(super) const SPEC: Spec = Spec {
    name: <Huff as Run>::NAME,
    read: |words: &Words<'_>| {
        let rest = words.rest();
        Ok(Huff((!rest.trim().is_empty()).then_some(rest)).into())
    },
    slash: Slash::One(Form {
        options: &[Opt::new("square", Kind::Text)],
        read: |values| Ok(Huff(values.text("square").map(str::to_string)).into()),
    }),
    at_keyboard: true,
    managers: false,
    slow: false,
};

impl Run for Huff {
    const NAME: &'static str = "huff";

    async fn run(self, cx: &mut Cx<'_>) -> Res<Response> {
        let actor = cx.actor.clone();
        let table = cx.table().await?;
        let (_, game) = table.running()?;
        if !game.variant().is_huff() {
            return refuse(Msg::new("huff-not-this-game"));
        }
        let color = table.your_turn(&actor)?;
        let (_, game) = table.running()?;
        let rules = game.variant().rules();
        let Some(chance) = game.huff_chance() else {
            return refuse(Msg::new("huff-nothing"));
        };
        let name = |sq| damero_rules::square_name(rules, sq, rules.default_notation());
        let Some(square) = self.0.as_deref().map(str::trim).filter(|s| !s.is_empty()) else {
            let squares: Vec<String> = chance.squares.iter().map(&name).collect();
            return refuse(Msg::new("huff-which").arg("squares", say::list(&squares)));
        };
        let mut next = game.clone();
        let sq = next
            .huff_text(square)
            .map_err(|e| Fail::Refuse(say::game_error(&e)))?;
        let name = name(sq);
        table
            .commit(next, |t, r, _| {
                vec![Msg::new("huffed")
                    .arg("player", t.player(r, color))
                    .arg("square", name)]
            })
            .await
    }
}
