//! Not a command people type: an input the front end already refused (a bad option, an
//! unknown word, a message too long) goes through the referee like any other, so it meets the
//! same flood limit and is answered by the same delivery.

use crate::i18n::Msg;
use crate::referee::{refuse, Cx, Res, Response, Run};

/// A refusal decided at the edge.
#[derive(Debug, Clone, PartialEq)]
pub struct Refuse(pub Msg);

impl Run for Refuse {
    const NAME: &'static str = "refused";

    async fn run(self, _cx: &mut Cx<'_>) -> Res<Response> {
        refuse(self.0)
    }
}
