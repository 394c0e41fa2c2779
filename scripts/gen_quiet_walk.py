#!/usr/bin/env python3
"""Find a walk of quiet king moves (no capture available to either side, no repeated position)
with the real CLI, for the draw-rule cases in rules/tests/data/positions.txt.

usage: gen_quiet_walk.py VARIANT FEN PLIES [SEED]
Prints the moves, space-separated. Needs `cargo build --release` first.
"""
import json, random, subprocess, sys

BIN = "target/release/damero"

def moves(variant, fen):
    out = subprocess.run([BIN, "moves", variant, fen, "--json", "--notation", "algebraic"], capture_output=True, text=True, check=True)
    return json.loads(out.stdout)

def after(variant, fen, mv):
    out = subprocess.run([BIN, "replay", variant, "--fen", fen, mv], capture_output=True, text=True, check=True)
    lines = out.stdout.splitlines()
    return [l for l in lines if l.startswith("fen: ")][0][5:], [l for l in lines if l.startswith("result: ")][0][8:]

def walk(variant, fen, plies, seen, path, rng):
    if len(path) == plies:
        return path
    cands = moves(variant, fen)
    rng.shuffle(cands)
    for c in cands:
        if c["captures"]:
            return None
        mv = "-".join(c["path"])
        nfen, result = after(variant, fen, mv)
        if nfen in seen or (result != "ongoing" and len(path) + 1 < plies):
            continue
        nxt = moves(variant, nfen)
        if nxt and nxt[0]["captures"]:
            continue
        seen.add(nfen)
        r = walk(variant, nfen, plies, seen, path + [mv], rng)
        if r:
            return r
        seen.discard(nfen)
    return None

variant, fen, plies = sys.argv[1], sys.argv[2], int(sys.argv[3])
rng = random.Random(int(sys.argv[4]) if len(sys.argv) > 4 else 1)
sys.setrecursionlimit(10000)
print(" ".join(walk(variant, fen, plies, {fen}, [], rng) or ["NOT-FOUND"]))
