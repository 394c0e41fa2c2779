#!/usr/bin/env python3
"""Time to a depth over the bench positions, through `damero engine` (a fresh table for each
position, `newgame`): for comparing table sizes (`--hash`) or two builds by what a search costs to
reach a depth, not by nodes a second alone.

usage: time_to_depth.py BINARY HASH_MIB|- DEPTH [VARIANT]
(`-` keeps the level's own table size). Run each setting several times, alternating: the
machine's speed drifts.
"""
import re, subprocess, sys

def main():
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    binary, hash_mb, depth = sys.argv[1:4]
    variant = sys.argv[4] if len(sys.argv) > 4 else "international"
    with open(f"lab/bench/{variant}.txt") as f:
        fens = [l.strip() for l in f if l.strip() and not l.startswith("#")]
    cmd = [binary, "engine"] + (["--hash", hash_mb] if hash_mb != "-" else [])
    lines = [f"variant {variant}"]
    for fen in fens:
        lines += ["newgame", f"position fen {fen}", f"go depth {depth}"]
    lines.append("quit")
    out = subprocess.run(cmd, input="\n".join(lines) + "\n", capture_output=True, text=True, check=True).stdout
    nodes = time = 0
    last = ""
    for line in out.splitlines():
        if line.startswith("info"):
            last = line
        elif line.startswith("bestmove"):
            m = re.search(r"nodes (\d+) time (\d+)", last)
            nodes += int(m.group(1))
            time += int(m.group(2))
    print(f"hash {hash_mb} depth {depth}: nodes {nodes} time {time} ms {nodes / max(time, 1) / 1000:.2f}M nodes/s")

main()
