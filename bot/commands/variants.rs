//! `/variants` (`!variants`): every variant Damero referees, the default marked.

use damero_rules::Variant;

use super::{Form, Slash, Spec};
use crate::i18n::{Arg, Msg};
use crate::referee::{say, Cx, Reply, Res, Response, Run};

/// The variant list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Variants;

pub(super) const SPEC: Spec = Spec {
    name: <Variants as Run>::NAME,
    read: |_| Ok(Variants.into()),
    slash: Slash::One(Form {
        options: &[],
        read: |_| Ok(Variants.into()),
    }),
    managers: false,
    slow: false,
    at_keyboard: true,
};

impl Run for Variants {
    const NAME: &'static str = "variants";

    async fn run(self, cx: &mut Cx<'_>) -> Res<Response> {
        let default = cx.services().base().config().default_variant;
        Ok(Response::one(variants_reply(default)))
    }
}

/// The variant list, the default marked.
#[must_use]
pub fn variants_reply(default: Variant) -> Reply {
    let mut reply = Reply::private(vec![Msg::new("variants-header")]);
    for v in Variant::ALL {
        let id = if v == default {
            "variants-line-default"
        } else {
            "variants-line"
        };
        reply.block.push(
            Msg::new(id)
                .arg("name", Arg::Code(v.name().to_string()))
                .arg("title", say::variant(v)),
        );
    }
    reply.block.push(Msg::new("variants-footer"));
    reply
}
