//! `/rules [variant]` (`!rules czech`): a variant's rules (the channel's game's, else the
//! server's default).

use damero_rules::Variant;

use super::args::{variant, variant_of, VARIANT};
use super::{Form, Slash, Spec, Words};
use crate::i18n::Msg;
use crate::referee::{say, Command, Cx, Reply, Res, Response, Run};

/// A variant's rules (`None`: the channel's current game's variant, else the default).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rules(pub Option<Variant>);

pub(super) const SPEC: Spec = Spec {
    name: <Rules as Run>::NAME,
    read,
    slash: Slash::One(Form {
        options: &[VARIANT],
        read: |values| Ok(Rules(variant_of(values, "variant")?).into()),
    }),
    at_keyboard: true,
    managers: false,
    slow: false,
};

fn read(words: &Words<'_>) -> Result<Command, Msg> {
    Ok(Rules(words.args.first().map(|a| variant(a)).transpose()?).into())
}

impl Run for Rules {
    const NAME: &'static str = "rules";

    async fn run(self, cx: &mut Cx<'_>) -> Res<Response> {
        let default = cx.services().base().config().default_variant;
        let variant = match self.0 {
            Some(v) => v,
            None => {
                let table = cx.table().await?;
                table.game().map_or(default, |(_, g)| g.variant())
            }
        };
        Ok(Response::one(Reply::private(vec![say::rules_of(variant)])))
    }
}
