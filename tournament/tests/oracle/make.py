"""Random Swiss tournaments paired by the reference Dutch engine (caissify-pairings).

Each tournament is made by caissify's Random Tournament Generator: ratings and results drawn
from a seed, every round paired by its Dutch engine. So round r of a file is the reference's
pairing of rounds 1..r-1, and one file tests every round. The tournaments are written one after
the other as TRF-16 text; an `XXC white1`/`black1` line records the initial colour the
generator drew, which the file would otherwise only show from round 1 on.

    python3 make.py --count 1000 --seed 1 --out tournaments.trf [--jobs 2]
        [--players 7-60] [--rounds 5-11]

Tournament i takes seed `seed * 1000003 + i`: its size, length, ratings and results.
"""

import argparse
import logging
import random
import re
import sys
from multiprocessing import Pool

from caissify_pairings.rtg import generate_tournament


def one(job):
    # The engine warns when a small field runs out of opponents and several players sit out.
    logging.getLogger("caissify_pairings").setLevel(logging.ERROR)
    seed, players, rounds = job
    rng = random.Random(seed)
    n = rng.randint(*players)
    r = rng.randint(*rounds)
    trf = generate_tournament(num_players=n, num_rounds=r, seed=seed, tournament_name=f"seed {seed}")
    lines = [line.rstrip() for line in trf.splitlines() if line.strip()]
    # The initial colour: what pairing number 1 had in round 1.
    first = next(line for line in lines if line.startswith("001    1 "))
    colour = "black1" if first[91:101].split()[1:2] == ["b"] else "white1"
    out = []
    for line in lines:
        if line.startswith("001"):
            # Short names keep the file small; columns stay where TRF-16 puts them.
            line = line[:14] + f"P{int(line[4:8])}".ljust(33) + line[47:]
        out.append(line)
        if line.startswith("XXR"):
            out.append(f"XXC {colour}")
    return "\n".join(out) + "\n"


def span(text):
    low, _, high = text.partition("-")
    return int(low), int(high or low)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--count", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", required=True)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--players", type=span, default=(7, 60))
    parser.add_argument("--rounds", type=span, default=(5, 11))
    args = parser.parse_args()
    jobs = [(args.seed * 1000003 + i, args.players, args.rounds) for i in range(args.count)]
    with Pool(args.jobs) as pool, open(args.out, "w", encoding="utf-8") as out:
        for i, text in enumerate(pool.imap(one, jobs)):
            out.write(text)
            out.flush()
            if (i + 1) % 50 == 0:
                print(f"{i + 1} tournaments", file=sys.stderr)


if __name__ == "__main__":
    main()
