//! Animated GIFs of whole games: one frame per ply with the move marked, a longer pause on the
//! last frame. Frames share the renderer's palette; each frame after the first stores only the
//! rectangle that changed, with unchanged pixels transparent, so LZW has little to do.

use std::borrow::Cow;

use damero_rules::{Event, Game, MoveDetail, Position, Square};

use ab_glyph::FontRef;

use crate::lzw;
use crate::raster::{TextMask, FONT_BYTES};
use crate::renderer::Renderer;
use crate::sprites::{COLORS, LABEL_LEVELS, TRANSPARENT};
use crate::view::{LastMove, Pieces, View};
use crate::RenderError;

/// Timing of an animation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GifOptions {
    /// How long each position shows, in milliseconds (GIFs count in hundredths of a second).
    pub delay_ms: u32,
    /// How long the last position shows before the animation starts again.
    pub last_delay_ms: u32,
}

impl Default for GifOptions {
    fn default() -> GifOptions {
        GifOptions {
            delay_ms: 1000,
            last_delay_ms: 5000,
        }
    }
}

/// Palette indices (colours and the transparent index) fit in 7 bits.
const LZW_MIN_CODE_SIZE: u8 = 7;
const _: () = assert!(COLORS < 128 && (TRANSPARENT as usize) < 128);

fn centis(ms: u32) -> u16 {
    u16::try_from(ms.div_ceil(10)).unwrap_or(u16::MAX).max(2)
}

impl Renderer {
    /// An animated GIF of a sequence of boards, each with the move that led to it marked.
    /// `view.last_move` and `view.huffed` are ignored (each frame brings its own move; no frame
    /// shows a huff); no frames give a GIF with no image.
    ///
    /// # Errors
    /// Only if the GIF encoder fails, which writing to memory does not do in practice.
    pub fn gif<B, I>(
        &self,
        frames: I,
        view: &View,
        options: &GifOptions,
    ) -> Result<Vec<u8>, RenderError>
    where
        B: Pieces,
        I: IntoIterator<Item = (B, Option<LastMove>)>,
    {
        let frames = frames.into_iter().map(|(board, last)| (board, last, None));
        self.gif_marked(frames, view, options, None)
    }

    /// [`Renderer::gif`] with, per frame, the square of a huffed piece to mark, and with
    /// `captions` a band under the board with frame `i`'s caption.
    fn gif_marked<B, I>(
        &self,
        frames: I,
        view: &View,
        options: &GifOptions,
        captions: Option<&[String]>,
    ) -> Result<Vec<u8>, RenderError>
    where
        B: Pieces,
        I: IntoIterator<Item = (B, Option<LastMove>, Option<Square>)>,
    {
        let size = self.size() as u16;
        let band = captions.map_or(0, |_| caption_band(self.size()));
        let height = size + band;
        let font = match captions {
            Some(_) => Some(FontRef::try_from_slice(FONT_BYTES).map_err(|_| RenderError::Font)?),
            None => None,
        };
        let levels = self.caption_levels(view.theme);
        let mut buf = Vec::with_capacity(256 * 1024);
        let mut enc = gif::Encoder::new(&mut buf, size, height, self.palette(view.theme))?;
        enc.set_repeat(gif::Repeat::Infinite)?;
        let mut frames = frames.into_iter().peekable();
        let mut view = view.clone();
        let mut prev: Option<Vec<u8>> = None;
        // Frames are composed in order, then LZW-encoded a batch at a time on every core.
        let threads = std::thread::available_parallelism().map_or(1, |n| n.get().clamp(1, 4));
        let mut batch: Vec<gif::Frame<'static>> = Vec::new();
        let mut index = 0;
        while let Some((board, last, huffed)) = frames.next() {
            view.last_move = last;
            view.huffed = huffed;
            let mut cur = self.compose(&board, &view).pixels;
            if let Some(font) = &font {
                let text = captions
                    .and_then(|c| c.get(index))
                    .map_or("", String::as_str);
                caption(
                    &mut cur,
                    usize::from(size),
                    usize::from(band),
                    text,
                    font,
                    levels,
                );
            }
            index += 1;
            let is_last = frames.peek().is_none();
            let delay = centis(if is_last {
                options.last_delay_ms
            } else {
                options.delay_ms
            });
            batch.push(match &prev {
                None => gif::Frame {
                    width: size,
                    height,
                    delay,
                    buffer: Cow::Owned(cur.clone()),
                    ..gif::Frame::default()
                },
                Some(p) => delta(p, &cur, usize::from(size), delay),
            });
            prev = Some(cur);
            if batch.len() >= 8 * threads || is_last {
                encode_batch(&mut batch, threads);
                for frame in batch.drain(..) {
                    enc.write_lzw_pre_encoded_frame(&frame)?;
                }
            }
        }
        drop(enc);
        Ok(buf)
    }

    /// An animated GIF of a game: the start position, then the position after each move, the
    /// move marked. Moves are played as given (a faulty huff move too); huffs are not shown.
    ///
    /// # Errors
    /// Only if the GIF encoder fails.
    pub fn moves_gif(
        &self,
        start: &Position,
        moves: &[MoveDetail],
        view: &View,
        options: &GifOptions,
    ) -> Result<Vec<u8>, RenderError> {
        let mut pos = start.clone();
        let mut frames = Vec::with_capacity(moves.len() + 1);
        frames.push((pos.clone(), None));
        for d in moves {
            pos.play_unchecked(&d.mv);
            frames.push((pos.clone(), Some(LastMove::from(d))));
        }
        self.gif(frames, view, options)
    }

    /// An animated GIF of a game record: the start position, then one frame per move (marked)
    /// and per huff (the removed piece's square marked as in [`View::huffed`]).
    ///
    /// # Errors
    /// Only if the GIF encoder fails.
    pub fn game_gif(
        &self,
        game: &Game,
        view: &View,
        options: &GifOptions,
    ) -> Result<Vec<u8>, RenderError> {
        self.gif_frames(game, view, options, None)
    }

    /// [`Renderer::game_gif`] with a caption band under the board: frame `i` (0 the start
    /// position, then one per event) shows `captions[i]` (a missing one shows an empty band).
    /// The font is an ASCII subset: other characters are drawn as `?`. The picture is
    /// [`Renderer::size`] wide and [`caption_band`] pixels higher.
    ///
    /// # Errors
    /// Only if the GIF encoder fails.
    pub fn game_gif_captioned(
        &self,
        game: &Game,
        view: &View,
        options: &GifOptions,
        captions: &[String],
    ) -> Result<Vec<u8>, RenderError> {
        self.gif_frames(game, view, options, Some(captions))
    }

    fn gif_frames(
        &self,
        game: &Game,
        view: &View,
        options: &GifOptions,
        captions: Option<&[String]>,
    ) -> Result<Vec<u8>, RenderError> {
        let mut pos = game.start().clone();
        let mut frames = Vec::with_capacity(game.events().len() + 1);
        frames.push((pos.clone(), None, None));
        for event in game.events() {
            let (last, huffed) = match event {
                Event::Move { detail, .. } => {
                    pos.play_unchecked(&detail.mv);
                    (Some(LastMove::from(detail)), None)
                }
                Event::Huff { square, .. } => {
                    pos.remove_piece(*square);
                    (None, Some(*square))
                }
            };
            frames.push((pos.clone(), last, huffed));
        }
        self.gif_marked(frames, view, options, captions)
    }
}

/// The height of the caption band under a captioned animation `size` pixels wide.
#[must_use]
pub fn caption_band(size: u32) -> u16 {
    u16::try_from((size / 12).max(16)).unwrap_or(u16::MAX)
}

/// Appends a caption band (`band` rows, `width` wide) to `pixels`: the frame's colour with
/// `text` centred in the label ink.
fn caption(
    pixels: &mut Vec<u8>,
    width: usize,
    band: usize,
    text: &str,
    font: &FontRef<'_>,
    levels: [u8; LABEL_LEVELS],
) {
    let start = pixels.len();
    pixels.resize(start + width * band, levels[0]);
    let text: String = text
        .chars()
        .map(|c| if (' '..='~').contains(&c) { c } else { '?' })
        .collect();
    let px = band as f32 * 0.62;
    let mask = TextMask::new(font, text.trim(), px, 0.0);
    if mask.w == 0 || mask.w > width || mask.h > band {
        return;
    }
    let (x0, y0) = ((width - mask.w) / 2, (band - mask.h) / 2);
    let last = (LABEL_LEVELS - 1) as f32;
    for y in 0..mask.h {
        for x in 0..mask.w {
            let level = (mask.ink[y * mask.w + x] * last).round() as usize;
            if level > 0 {
                pixels[start + (y0 + y) * width + x0 + x] = levels[level.min(LABEL_LEVELS - 1)];
            }
        }
    }
}

/// LZW-encodes every frame of `batch` in place, spread over `threads` threads.
fn encode_batch(batch: &mut [gif::Frame<'static>], threads: usize) {
    let encode = |frames: &mut [gif::Frame<'static>]| {
        for frame in frames {
            frame.buffer = Cow::Owned(lzw::encode(&frame.buffer, LZW_MIN_CODE_SIZE, TRANSPARENT));
        }
    };
    let per = batch.len().div_ceil(threads.max(1)).max(1);
    if threads <= 1 || batch.len() <= 1 {
        encode(batch);
        return;
    }
    std::thread::scope(|scope| {
        for chunk in batch.chunks_mut(per) {
            scope.spawn(move || encode(chunk));
        }
    });
}

/// The frame that turns `prev` into `cur`: the changed rectangle, unchanged pixels transparent.
fn delta<'a>(prev: &[u8], cur: &[u8], size: usize, delay: u16) -> gif::Frame<'a> {
    let rows = prev.chunks_exact(size).zip(cur.chunks_exact(size));
    let (mut y0, mut y1, mut x0, mut x1) = (usize::MAX, 0, usize::MAX, 0);
    for (y, (a, b)) in rows.enumerate() {
        if a == b {
            continue;
        }
        y0 = y0.min(y);
        y1 = y + 1;
        if let Some(first) = a.iter().zip(b).position(|(p, q)| p != q) {
            x0 = x0.min(first);
        }
        if let Some(last) = a.iter().zip(b).rposition(|(p, q)| p != q) {
            x1 = x1.max(last + 1);
        }
    }
    if y0 == usize::MAX {
        // Nothing changed: one transparent pixel keeps the timing.
        return gif::Frame {
            width: 1,
            height: 1,
            delay,
            transparent: Some(TRANSPARENT),
            dispose: gif::DisposalMethod::Keep,
            buffer: Cow::Owned(vec![TRANSPARENT]),
            ..gif::Frame::default()
        };
    }
    let (w, h) = (x1 - x0, y1 - y0);
    let mut buffer = Vec::with_capacity(w * h);
    for y in y0..y1 {
        let a = &prev[y * size + x0..y * size + x1];
        let b = &cur[y * size + x0..y * size + x1];
        buffer.extend(
            a.iter()
                .zip(b)
                .map(|(&p, &q)| if p == q { TRANSPARENT } else { q }),
        );
    }
    gif::Frame {
        left: x0 as u16,
        top: y0 as u16,
        width: w as u16,
        height: h as u16,
        delay,
        transparent: Some(TRANSPARENT),
        dispose: gif::DisposalMethod::Keep,
        buffer: Cow::Owned(buffer),
        ..gif::Frame::default()
    }
}
