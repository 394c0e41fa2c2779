//! `discord.gateway_queue`: ask a shared queue before each IDENTIFY, so the processes that run
//! one bot's shards never identify faster than Discord allows (`max_concurrency`), as
//! twilight's gateway-queue does: `GET URL/?shard=ID` is answered when the shard may identify.
//!
//! serenity 0.12 sends IDENTIFY from inside its shard runner and offers no hook before it, but
//! every gateway connection it opens (first start, resume, reconnect) goes to the client's
//! `ws_url`. With a queue set, `ws_url` points at this relay on 127.0.0.1: each connection is
//! forwarded to Discord's gateway frame by frame, and a frame from the bot that is an IDENTIFY
//! waits for the queue first. Without a queue there is no relay.

use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use tokio::net::{TcpListener, TcpStream};
use tokio_tungstenite::tungstenite::handshake::server::{Request, Response};
use tokio_tungstenite::tungstenite::Message;

/// Start the relay in front of `upstream` (Discord's gateway URL) and return its own URL.
///
/// # Errors
/// When no local port can be bound.
pub async fn relay(upstream: String, queue: String) -> anyhow::Result<String> {
    let listener = TcpListener::bind("127.0.0.1:0").await?;
    let local = format!("ws://{}", listener.local_addr()?);
    // No overall time-out: the queue holds a request until the shard's turn comes.
    let client = reqwest::Client::builder()
        .use_rustls_tls()
        .connect_timeout(Duration::from_secs(5))
        .build()?;
    tokio::spawn(async move {
        loop {
            match listener.accept().await {
                Ok((stream, _)) => {
                    tokio::spawn(serve(
                        stream,
                        upstream.clone(),
                        queue.clone(),
                        client.clone(),
                    ));
                }
                Err(e) => {
                    tracing::warn!(error = %e, "the gateway relay could not accept a connection");
                    tokio::time::sleep(Duration::from_millis(100)).await;
                }
            }
        }
    });
    Ok(local)
}

/// One gateway connection: the bot's side accepted, Discord's opened with the same query,
/// frames passed both ways until either side closes.
async fn serve(stream: TcpStream, upstream: String, queue: String, client: reqwest::Client) {
    let mut query = String::new();
    // The error type is tungstenite's, fixed by its `Callback` trait.
    #[allow(clippy::result_large_err)]
    let keep_query = |request: &Request, response: Response| {
        query = request.uri().query().unwrap_or_default().to_string();
        Ok(response)
    };
    let bot = match tokio_tungstenite::accept_hdr_async(stream, keep_query).await {
        Ok(bot) => bot,
        Err(e) => {
            tracing::warn!(error = %e, "the gateway relay could not accept the bot's connection");
            return;
        }
    };
    // Through `Url`, so the path is never empty ("ws://host?v=10" becomes "ws://host/?v=10").
    let url = match url::Url::parse(&format!("{}?{query}", upstream.trim_end_matches('/'))) {
        Ok(url) => url.to_string(),
        Err(e) => {
            tracing::warn!(error = %e, upstream, "the gateway's URL does not parse");
            return;
        }
    };
    let discord = match tokio_tungstenite::connect_async(url.as_str()).await {
        Ok((discord, _)) => discord,
        Err(e) => {
            // The bot's side closes with it; serenity reconnects as after any drop.
            tracing::warn!(error = %e, url = %url, "the gateway relay could not reach Discord's gateway");
            return;
        }
    };
    let (mut to_bot, mut from_bot) = bot.split();
    let (mut to_discord, mut from_discord) = discord.split();
    let up = async {
        while let Some(Ok(frame)) = from_bot.next().await {
            if let Message::Text(text) = &frame {
                if let Some(shard) = identify_shard(text) {
                    wait_turn(&client, &queue, shard).await;
                }
            }
            if to_discord.send(frame).await.is_err() {
                break;
            }
        }
    };
    let down = async {
        while let Some(Ok(frame)) = from_discord.next().await {
            if to_bot.send(frame).await.is_err() {
                break;
            }
        }
    };
    tokio::select! {
        () = up => {}
        () = down => {}
    }
}

/// The shard an IDENTIFY frame names (`{"op": 2, "d": {"shard": [id, total], ...}}`); `None`
/// for every other frame (a RESUME does not wait).
fn identify_shard(text: &str) -> Option<u64> {
    if !text.contains("\"op\":2") && !text.contains("\"op\": 2") {
        return None;
    }
    let frame: serde_json::Value = serde_json::from_str(text).ok()?;
    if frame["op"].as_u64() != Some(2) {
        return None;
    }
    Some(frame["d"]["shard"][0].as_u64().unwrap_or(0))
}

/// Ask the queue for `shard`'s turn; while it cannot be reached, ask again every 2 s (the
/// shard stays down meanwhile rather than identify out of turn).
async fn wait_turn(client: &reqwest::Client, queue: &str, shard: u64) {
    let mut tried = 0u32;
    loop {
        tried += 1;
        let asked = client.get(queue).query(&[("shard", shard)]).send().await;
        match asked {
            Ok(answer) if answer.status().is_success() => {
                tracing::debug!(shard, "the gateway queue gave the shard its turn");
                return;
            }
            Ok(answer) => {
                tracing::warn!(
                    shard,
                    tried,
                    status = answer.status().as_u16(),
                    "the gateway queue refused; asking again in 2 s"
                );
            }
            Err(e) => {
                tracing::warn!(shard, tried, error = %e, "the gateway queue cannot be reached; asking again in 2 s");
            }
        }
        tokio::time::sleep(Duration::from_secs(2)).await;
    }
}

#[cfg(test)]
mod tests {
    use super::identify_shard;

    #[test]
    fn only_an_identify_names_a_shard() {
        assert_eq!(
            identify_shard(r#"{"op":2,"d":{"token":"t","shard":[3,8]}}"#),
            Some(3)
        );
        assert_eq!(identify_shard(r#"{"op": 2, "d": {"token": "t"}}"#), Some(0));
        assert_eq!(identify_shard(r#"{"op":6,"d":{"seq":2}}"#), None);
        assert_eq!(identify_shard(r#"{"op":1,"d":2}"#), None);
        assert_eq!(identify_shard("not json \"op\":2"), None);
    }
}
