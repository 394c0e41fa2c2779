//! `/rating [@someone] [variant]` (`!rating @ana czech`): a player's rating, games and record
//! against the bot.

use damero_rules::Variant;

use super::args::{variant, variant_of, VARIANT};
use super::{Form, Kind, Opt, Slash, Spec, Words};
use crate::i18n::{clip, Msg};
use crate::referee::{Actor, Command, Cx, Res, Response, Run};

/// A player's rating, games and record against the bot.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rating {
    /// Whose (`None`: the asker's).
    pub user: Option<Actor>,
    /// Which variant (`None`: the server's default).
    pub variant: Option<Variant>,
}

pub(super) const SPEC: Spec = Spec {
    name: <Rating as Run>::NAME,
    read,
    slash: Slash::One(Form {
        options: &[Opt::new("user", Kind::Person), VARIANT],
        read: |values| {
            Ok(Rating {
                user: values.person("user").cloned(),
                variant: variant_of(values, "variant")?,
            }
            .into())
        },
    }),
    at_keyboard: true,
    managers: false,
    slow: false,
};

/// A mention and a variant, in any order.
fn read(words: &Words<'_>) -> Result<Command, Msg> {
    let (mut user, mut v) = (None, None);
    for a in words.args {
        match (words.mention)(a) {
            Some(who) => user = Some(who),
            None if a.starts_with("<@") || a.starts_with('@') => {
                return Err(Msg::new("user-who").arg("given", clip(a, 40)))
            }
            None => v = Some(variant(a)?),
        }
    }
    Ok(Rating { user, variant: v }.into())
}

impl Run for Rating {
    const NAME: &'static str = "rating";

    async fn run(self, cx: &mut Cx<'_>) -> Res<Response> {
        cx.services()
            .standing()
            .rating(cx.place.guild, cx.actor, self.user, self.variant)
            .await
    }
}
