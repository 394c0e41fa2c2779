//! A GIF LZW encoder tuned for animation frames, whose pixels are mostly long runs of the
//! transparent index: a run extends the current code through a table of run codes instead of
//! one dictionary look-up per pixel. The output is the standard variable-width LZW of GIF
//! (LSB first, clear code first, no early change, a clear when the 4096-code table is full),
//! prefixed with the minimum code size as `gif::Encoder::write_lzw_pre_encoded_frame` expects.

const MAX_CODES: u16 = 4096;
const SLOTS: usize = 1 << 14;

struct Dict {
    gen: u32,
    tags: Vec<u32>,
    keys: Vec<u32>,
    vals: Vec<u16>,
}

impl Dict {
    fn new() -> Dict {
        Dict {
            gen: 1,
            tags: vec![0; SLOTS],
            keys: vec![0; SLOTS],
            vals: vec![0; SLOTS],
        }
    }

    fn slot(key: u32) -> usize {
        (key.wrapping_mul(0x9E37_79B1) >> (32 - 14)) as usize
    }

    fn get(&self, key: u32) -> Option<u16> {
        let mut h = Self::slot(key);
        loop {
            if self.tags[h] != self.gen {
                return None;
            }
            if self.keys[h] == key {
                return Some(self.vals[h]);
            }
            h = (h + 1) & (SLOTS - 1);
        }
    }

    fn insert(&mut self, key: u32, val: u16) {
        let mut h = Self::slot(key);
        while self.tags[h] == self.gen {
            h = (h + 1) & (SLOTS - 1);
        }
        self.tags[h] = self.gen;
        self.keys[h] = key;
        self.vals[h] = val;
    }
}

struct Encoder {
    min: u8,
    out: Vec<u8>,
    acc: u64,
    bits: u32,
    width: u32,
    next: u16,
    dict: Dict,
    /// The code of `run` repeated `k` times, at index `k` (index 0 unused).
    run_codes: Vec<u16>,
    /// `k` if the code stands for `run` repeated `k` times, else 0.
    run_len: Vec<u16>,
    run: u8,
}

impl Encoder {
    fn clear(&self) -> u16 {
        1 << self.min
    }

    fn put(&mut self, code: u16) {
        self.acc |= u64::from(code) << self.bits;
        self.bits += self.width;
        while self.bits >= 8 {
            self.out.push(self.acc as u8);
            self.acc >>= 8;
            self.bits -= 8;
        }
    }

    /// Emits `code` at the width the decoder will read it with.
    fn emit(&mut self, code: u16) {
        while u32::from(self.next - 1) >= (1 << self.width) && self.width < 12 {
            self.width += 1;
        }
        self.put(code);
    }

    fn reset(&mut self) {
        self.dict.gen = self.dict.gen.wrapping_add(1);
        if self.dict.gen == 0 {
            self.dict.tags.fill(0);
            self.dict.gen = 1;
        }
        self.next = self.clear() + 2;
        self.width = u32::from(self.min) + 1;
        self.run_len.fill(0);
        self.run_len[usize::from(self.run)] = 1;
        self.run_codes.truncate(2);
    }

    /// Adds `prefix` + `byte` as the next code; on a full table, emits a clear and starts over.
    fn add(&mut self, prefix: u16, byte: u8) {
        let code = self.next;
        self.dict
            .insert(u32::from(prefix) << 8 | u32::from(byte), code);
        let k = self.run_len[usize::from(prefix)];
        if byte == self.run && k > 0 && usize::from(k) + 1 == self.run_codes.len() {
            self.run_codes.push(code);
            self.run_len[usize::from(code)] = k + 1;
        }
        self.next += 1;
        if self.next == MAX_CODES {
            let clear = self.clear();
            self.emit(clear);
            self.reset();
        }
    }
}

/// LZW-encodes `data` (every byte below `1 << min`) for a GIF image block, `run` being the byte
/// expected in long runs.
pub(crate) fn encode(data: &[u8], min: u8, run: u8) -> Vec<u8> {
    let min = min.clamp(2, 8);
    let mut e = Encoder {
        min,
        out: Vec::with_capacity(data.len() / 4 + 16),
        acc: 0,
        bits: 0,
        width: u32::from(min) + 1,
        next: (1 << min) + 2,
        dict: Dict::new(),
        run_codes: vec![0, u16::from(run)],
        run_len: vec![0; usize::from(MAX_CODES)],
        run,
    };
    e.out.push(min);
    e.run_len[usize::from(run)] = 1;
    let clear = e.clear();
    e.emit(clear);
    let Some((&first, rest)) = data.split_first() else {
        e.emit(clear + 1);
        if e.bits > 0 {
            e.out.push(e.acc as u8);
        }
        return e.out;
    };
    let mask = (1u16 << min) - 1;
    let mut w = u16::from(first) & mask;
    let mut i = 0;
    while i < rest.len() {
        let c = rest[i];
        let k = e.run_len[usize::from(w)];
        if c == run && k > 0 {
            let avail = rest[i..].iter().take_while(|&&b| b == run).count();
            let (mut k, mut left) = (usize::from(k), avail);
            while left > 0 {
                let max = e.run_codes.len() - 1;
                if k < max {
                    let step = left.min(max - k);
                    k += step;
                    left -= step;
                    w = e.run_codes[k];
                } else {
                    e.emit(w);
                    e.add(w, run);
                    w = u16::from(run);
                    k = 1;
                    left -= 1;
                }
            }
            i += avail;
            continue;
        }
        let c = c & mask as u8;
        match e.dict.get(u32::from(w) << 8 | u32::from(c)) {
            Some(code) => w = code,
            None => {
                e.emit(w);
                e.add(w, c);
                w = u16::from(c);
            }
        }
        i += 1;
    }
    e.emit(w);
    // The end code is read at the width that follows the last entry the decoder adds.
    e.emit(clear + 1);
    if e.bits > 0 {
        e.out.push(e.acc as u8);
    }
    e.out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn decode(data: &[u8], w: u16, h: u16) -> Vec<u8> {
        let mut palette = Vec::new();
        for i in 0..=255u8 {
            palette.extend_from_slice(&[i, i, i]);
        }
        let mut buf = Vec::new();
        {
            let mut enc = gif::Encoder::new(&mut buf, w, h, &palette).expect("encoder");
            let frame = gif::Frame {
                width: w,
                height: h,
                buffer: std::borrow::Cow::Owned(encode(data, 7, 127)),
                ..gif::Frame::default()
            };
            enc.write_lzw_pre_encoded_frame(&frame).expect("frame");
        }
        let mut opts = gif::DecodeOptions::new();
        opts.set_color_output(gif::ColorOutput::Indexed);
        let mut dec = opts.read_info(&buf[..]).expect("decoder");
        let frame = dec.read_next_frame().expect("read").expect("a frame");
        frame.buffer.to_vec()
    }

    #[test]
    fn random_runs_and_noise_round_trip_through_a_standard_decoder() {
        let mut x = 12345u32;
        let mut data = Vec::new();
        while data.len() < 300_000 {
            x ^= x << 13;
            x ^= x >> 17;
            x ^= x << 5;
            let len = (x % 700) as usize;
            let byte = match x % 5 {
                0 | 1 => 127,
                2 => (x >> 8) as u8 & 127,
                _ => (x >> 16) as u8 % 3,
            };
            if x % 7 == 0 {
                for j in 0..len {
                    data.push(((x >> 3) as usize + j * 31) as u8 & 127);
                }
            } else {
                data.extend(std::iter::repeat_n(byte, len));
            }
        }
        data.truncate(300_000);
        assert_eq!(decode(&data, 600, 500), data);
    }

    #[test]
    fn tiny_inputs_round_trip() {
        assert_eq!(decode(&[5], 1, 1), vec![5]);
        assert_eq!(decode(&[127; 4], 2, 2), vec![127; 4]);
        assert_eq!(
            decode(&[1, 127, 127, 1, 127, 127, 127, 1, 127], 3, 3),
            vec![1, 127, 127, 1, 127, 127, 127, 1, 127]
        );
    }
}
