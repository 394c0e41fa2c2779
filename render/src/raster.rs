//! A tiny vector rasteriser for the start-up sprites: shapes are signed distance functions, so
//! every edge is anti-aliased the same way; text comes from the embedded font.
//!
//! Everything here runs only while a [`crate::Renderer`] is built, never per picture.

use ab_glyph::{Font, FontRef, PxScale, ScaleFont};
use image::{Rgba, Rgba32FImage};

use crate::theme::Rgb;

/// The embedded font: an ASCII subset of DejaVu Sans Bold (licence in `render/fonts/`).
pub(crate) const FONT_BYTES: &[u8] = include_bytes!("../fonts/DejaVuSans-Bold-subset.ttf");

/// A 2-D point in pixels.
pub(crate) type P = (f32, f32);

/// An RGBA float canvas with premultiplied alpha (sRGB values in 0..1): painting is the
/// "over" operator, so a layer painted on a transparent canvas and then laid [`Canvas::over`]
/// a background gives the same pixels as painting on the background.
#[derive(Debug)]
pub(crate) struct Canvas {
    pub img: Rgba32FImage,
}

/// Converts a byte colour to floats.
pub(crate) fn f(c: Rgb) -> [f32; 3] {
    [
        f32::from(c[0]) / 255.0,
        f32::from(c[1]) / 255.0,
        f32::from(c[2]) / 255.0,
    ]
}

/// Linear mix of two colours (`t = 0` gives `a`).
pub(crate) fn mix(a: [f32; 3], b: [f32; 3], t: f32) -> [f32; 3] {
    [
        a[0] + (b[0] - a[0]) * t,
        a[1] + (b[1] - a[1]) * t,
        a[2] + (b[2] - a[2]) * t,
    ]
}

/// Hermite smoothstep.
pub(crate) fn smoothstep(e0: f32, e1: f32, x: f32) -> f32 {
    let t = ((x - e0) / (e1 - e0)).clamp(0.0, 1.0);
    t * t * (3.0 - 2.0 * t)
}

/// Pixel coverage of a shape from its signed distance at the pixel centre (negative inside).
pub(crate) fn coverage(sd: f32) -> f32 {
    (0.5 - sd).clamp(0.0, 1.0)
}

/// Signed distance to a circle.
pub(crate) fn sd_circle(p: P, c: P, r: f32) -> f32 {
    ((p.0 - c.0).powi(2) + (p.1 - c.1).powi(2)).sqrt() - r
}

/// Signed distance to a segment of half-thickness `hw` (a capsule).
pub(crate) fn sd_segment(p: P, a: P, b: P, hw: f32) -> f32 {
    let (px, py) = (p.0 - a.0, p.1 - a.1);
    let (bx, by) = (b.0 - a.0, b.1 - a.1);
    let len2 = bx * bx + by * by;
    let h = if len2 > 0.0 {
        ((px * bx + py * by) / len2).clamp(0.0, 1.0)
    } else {
        0.0
    };
    ((px - bx * h).powi(2) + (py - by * h).powi(2)).sqrt() - hw
}

/// Signed distance to a simple polygon (after Inigo Quilez).
pub(crate) fn sd_polygon(p: P, v: &[P]) -> f32 {
    let Some(&first) = v.first() else {
        return f32::MAX;
    };
    let mut d = (p.0 - first.0).powi(2) + (p.1 - first.1).powi(2);
    let mut s = 1.0f32;
    let mut j = v.len() - 1;
    for i in 0..v.len() {
        let (vi, vj) = (v[i], v[j]);
        let e = (vj.0 - vi.0, vj.1 - vi.1);
        let w = (p.0 - vi.0, p.1 - vi.1);
        let ee = e.0 * e.0 + e.1 * e.1;
        let t = if ee > 0.0 {
            ((w.0 * e.0 + w.1 * e.1) / ee).clamp(0.0, 1.0)
        } else {
            0.0
        };
        let b = (w.0 - e.0 * t, w.1 - e.1 * t);
        d = d.min(b.0 * b.0 + b.1 * b.1);
        let c1 = p.1 >= vi.1;
        let c2 = p.1 < vj.1;
        let c3 = e.0 * w.1 > e.1 * w.0;
        if (c1 && c2 && c3) || (!c1 && !c2 && !c3) {
            s = -s;
        }
        j = i;
    }
    s * d.sqrt()
}

/// Ink and halo coverage (0..1 per pixel, row by row) of a short text, for labels laid over
/// anything: the halo is the ink grown by `halo` pixels with a soft edge.
#[derive(Debug)]
pub(crate) struct TextMask {
    pub w: usize,
    pub h: usize,
    pub ink: Vec<f32>,
    pub halo: Vec<f32>,
}

impl TextMask {
    /// Rasterises `text`, `px` pixels high, with a halo of `halo` pixels; the mask is cut tight
    /// around the halo.
    pub fn new(font: &FontRef<'_>, text: &str, px: f32, halo: f32) -> TextMask {
        let scaled = font.as_scaled(PxScale::from(px));
        let mut glyphs = Vec::new();
        let mut x = 0.0;
        for c in text.chars() {
            let id = scaled.glyph_id(c);
            let glyph = id.with_scale_and_position(px, ab_glyph::point(x, 0.0));
            x += scaled.h_advance(id);
            glyphs.extend(font.outline_glyph(glyph));
        }
        let (mut x0, mut y0, mut x1, mut y1) = (f32::MAX, f32::MAX, f32::MIN, f32::MIN);
        for g in &glyphs {
            let b = g.px_bounds();
            (x0, y0, x1, y1) = (
                x0.min(b.min.x),
                y0.min(b.min.y),
                x1.max(b.max.x),
                y1.max(b.max.y),
            );
        }
        if glyphs.is_empty() {
            return TextMask {
                w: 0,
                h: 0,
                ink: Vec::new(),
                halo: Vec::new(),
            };
        }
        let m = halo.ceil() as i64 + 1;
        let w = (x1 - x0).ceil() as i64 + 2 * m;
        let h = (y1 - y0).ceil() as i64 + 2 * m;
        let (w, h) = (w.max(1) as usize, h.max(1) as usize);
        let mut ink = vec![0.0f32; w * h];
        for g in &glyphs {
            let b = g.px_bounds();
            let (ox, oy) = ((b.min.x - x0) as i64 + m, (b.min.y - y0) as i64 + m);
            g.draw(|gx, gy, cov| {
                let (x, y) = (ox + i64::from(gx), oy + i64::from(gy));
                if (0..w as i64).contains(&x) && (0..h as i64).contains(&y) {
                    let p = &mut ink[y as usize * w + x as usize];
                    *p = (*p + cov).min(1.0);
                }
            });
        }
        // The halo spreads each inked pixel over a disc: scatter from the inked pixels only,
        // with the disc's weights worked out once (the same result as looking around every
        // pixel, several times faster at large sizes).
        let kernel: Vec<(i64, i64, f32)> = (-m..=m)
            .flat_map(|dy| (-m..=m).map(move |dx| (dx, dy)))
            .map(|(dx, dy)| {
                let d = ((dx * dx + dy * dy) as f32).sqrt();
                (dx, dy, (halo + 0.5 - d).clamp(0.0, 1.0))
            })
            .filter(|&(_, _, k)| k > 0.0)
            .collect();
        let mut out = vec![0.0f32; w * h];
        for y in 0..h as i64 {
            for x in 0..w as i64 {
                let c = ink[y as usize * w + x as usize];
                if c <= 0.0 {
                    continue;
                }
                for &(dx, dy, k) in &kernel {
                    let (tx, ty) = (x + dx, y + dy);
                    if (0..w as i64).contains(&tx) && (0..h as i64).contains(&ty) {
                        let o = &mut out[ty as usize * w + tx as usize];
                        *o = o.max(c * k);
                    }
                }
            }
        }
        TextMask {
            w,
            h,
            ink,
            halo: out,
        }
    }
}

impl Canvas {
    /// A canvas filled with one opaque colour.
    pub fn new(w: u32, h: u32, fill: Rgb) -> Canvas {
        let c = f(fill);
        Canvas {
            img: Rgba32FImage::from_pixel(w, h, Rgba([c[0], c[1], c[2], 1.0])),
        }
    }

    /// A fully transparent canvas (a layer).
    pub fn transparent(w: u32, h: u32) -> Canvas {
        Canvas {
            img: Rgba32FImage::new(w, h),
        }
    }

    /// Lays `layer` (same size) over this canvas.
    pub fn over(&mut self, layer: &Canvas) {
        for (dst, src) in self.img.pixels_mut().zip(layer.img.pixels()) {
            let k = 1.0 - src.0[3];
            for i in 0..4 {
                dst.0[i] = src.0[i] + dst.0[i] * k;
            }
        }
    }

    /// Blends `color` with opacity `alpha` over the pixel at `x`, `y` (ignored off the canvas).
    pub fn blend(&mut self, x: i64, y: i64, color: [f32; 3], alpha: f32) {
        if alpha <= 0.0 || x < 0 || y < 0 {
            return;
        }
        let (Ok(x), Ok(y)) = (u32::try_from(x), u32::try_from(y)) else {
            return;
        };
        let Some(px) = self.img.get_pixel_mut_checked(x, y) else {
            return;
        };
        let a = alpha.min(1.0);
        for (i, c) in color.iter().enumerate() {
            px.0[i] += (c - px.0[i]) * a;
        }
        px.0[3] = px.0[3] + a * (1.0 - px.0[3]);
    }

    /// Paints a shape given by a signed distance function over a pixel rectangle, with a colour
    /// that may vary per pixel and an overall opacity.
    pub fn shape(
        &mut self,
        rect: (f32, f32, f32, f32),
        alpha: f32,
        sd: impl Fn(P) -> f32,
        color: impl Fn(P) -> [f32; 3],
    ) {
        let (x0, y0, x1, y1) = rect;
        let (x0, y0) = (x0.floor().max(0.0) as i64, y0.floor().max(0.0) as i64);
        let x1 = (x1.ceil() as i64).min(i64::from(self.img.width()));
        let y1 = (y1.ceil() as i64).min(i64::from(self.img.height()));
        for y in y0..y1 {
            for x in x0..x1 {
                let p = (x as f32 + 0.5, y as f32 + 0.5);
                let cov = coverage(sd(p));
                if cov > 0.0 {
                    self.blend(x, y, color(p), cov * alpha);
                }
            }
        }
    }

    /// Paints a soft shadow: opacity falls off over `soft` pixels around the shape's edge.
    pub fn soft(
        &mut self,
        rect: (f32, f32, f32, f32),
        alpha: f32,
        soft: f32,
        sd: impl Fn(P) -> f32,
    ) {
        let (x0, y0, x1, y1) = rect;
        let (x0, y0) = (x0.floor().max(0.0) as i64, y0.floor().max(0.0) as i64);
        let x1 = (x1.ceil() as i64).min(i64::from(self.img.width()));
        let y1 = (y1.ceil() as i64).min(i64::from(self.img.height()));
        for y in y0..y1 {
            for x in x0..x1 {
                let d = sd((x as f32 + 0.5, y as f32 + 0.5));
                let a = 1.0 - smoothstep(-soft, soft, d);
                self.blend(x, y, [0.0; 3], a * alpha);
            }
        }
    }

    /// Writes `text` with its baseline-box centred on `centre`, `px` pixels high.
    pub fn text(&mut self, font: &FontRef<'_>, text: &str, px: f32, centre: P, color: [f32; 3]) {
        let scaled = font.as_scaled(PxScale::from(px));
        let width: f32 = text
            .chars()
            .map(|c| scaled.h_advance(scaled.glyph_id(c)))
            .sum();
        // Centre digits and lower-case letters on their visual middle (x-height-ish box).
        let cap = scaled.ascent() * 0.72;
        self.text_at(
            font,
            text,
            px,
            (centre.0 - width / 2.0, centre.1 + cap / 2.0),
            color,
        );
    }

    /// Writes `text` with its baseline starting at `origin`.
    pub fn text_at(&mut self, font: &FontRef<'_>, text: &str, px: f32, origin: P, color: [f32; 3]) {
        let scaled = font.as_scaled(PxScale::from(px));
        let mut x = origin.0;
        for c in text.chars() {
            let id = scaled.glyph_id(c);
            let glyph = id.with_scale_and_position(px, ab_glyph::point(x, origin.1));
            x += scaled.h_advance(id);
            if let Some(outline) = font.outline_glyph(glyph) {
                let b = outline.px_bounds();
                outline.draw(|gx, gy, cov| {
                    self.blend(
                        b.min.x as i64 + i64::from(gx),
                        b.min.y as i64 + i64::from(gy),
                        color,
                        cov,
                    );
                });
            }
        }
    }

    /// The canvas as RGB bytes (meant for opaque canvases).
    pub fn rgb(&self) -> Vec<Rgb> {
        self.img
            .pixels()
            .map(|p| {
                let b = |v: f32| (v.clamp(0.0, 1.0) * 255.0 + 0.5) as u8;
                [b(p.0[0]), b(p.0[1]), b(p.0[2])]
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn polygon_distance_is_negative_inside_and_positive_outside() {
        let square = [(0.0, 0.0), (10.0, 0.0), (10.0, 10.0), (0.0, 10.0)];
        assert!((sd_polygon((5.0, 5.0), &square) + 5.0).abs() < 1e-4);
        assert!((sd_polygon((15.0, 5.0), &square) - 5.0).abs() < 1e-4);
    }

    #[test]
    fn the_embedded_font_loads() {
        assert!(FontRef::try_from_slice(FONT_BYTES).is_ok());
    }
}
