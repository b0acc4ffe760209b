#!/usr/bin/env python3
"""Janko Killer-Sudoku (as in SmilingWayne/PuzzleSolver assets/data/KillerSudoku) -> the groups format.

  janko_killer.py RAW... [--out DIR]

RAW holds the dataset's "problem" string and its "solution" grid:
    R C
    <R lines: the cage sum on one cell of each cage, '-' elsewhere>
    <R lines: the cage id of each cell>
    solution
    <R lines: the published solution>
Lines starting with '#' are comments (the first is copied into the '%' line).
Writes DIR/killer-janko-NNN.in (size, symbols, `sudoku 1 1 [H W]`, one `cage` per cage) and
DIR/killer-janko-NNN.sol, after checking: one sum per cage, the published solution's cages sum
right with distinct digits, and its rows, columns and boxes hold every digit once.
"""
import sys, os

BOX = {4: (2, 2), 6: (2, 3), 9: (3, 3)}


def convert(path, outdir):
    comments, lines = [], []
    for line in open(path):
        s = line.strip()
        if not s:
            continue
        if s.startswith('#'):
            comments.append(s[1:].strip()); continue
        lines.append(s)
    R, C = map(int, lines[0].split())
    assert R == C and R in BOX
    clue = [l.split() for l in lines[1:1 + R]]
    ids = [l.split() for l in lines[1 + R:1 + 2 * R]]
    assert lines[1 + 2 * R] == 'solution'
    sol = [list(map(int, l.split())) for l in lines[2 + 2 * R:2 + 3 * R]]
    assert len(sol) == R and all(len(x) == C for x in clue + ids + sol)
    cages = {}
    for r in range(R):
        for c in range(C):
            k = ids[r][c]
            cg = cages.setdefault(k, [None, []])
            cg[1].append((r, c))
            if clue[r][c] != '-':
                assert cg[0] is None, f"{path}: cage {k} has two sums"
                cg[0] = int(clue[r][c])
    H, W = BOX[R]
    digits = set(range(1, R + 1))
    for r in range(R):
        assert set(sol[r]) == digits, f"{path}: row {r + 1}"
    for c in range(C):
        assert {sol[r][c] for r in range(R)} == digits, f"{path}: column {c + 1}"
    for br in range(0, R, H):
        for bc in range(0, C, W):
            assert {sol[br + a][bc + b] for a in range(H) for b in range(W)} == digits
    for k, (s, cells) in cages.items():
        assert s is not None, f"{path}: cage {k} without sum"
        d = [sol[r][c] for r, c in cells]
        assert len(set(d)) == len(d) and sum(d) == s, f"{path}: cage {k} {d} != {s}"
    name = os.path.basename(path).split('.')[0]
    base = os.path.join(outdir, f"killer-janko-{name}")
    src = comments[0] if comments else f"Janko Killer-Sudoku {name}"
    order = sorted(cages.values(), key=lambda v: min(v[1]))
    with open(base + '.in', 'w') as f:
        f.write(f"% {src}\nsize {R} {C}\nsymbols {''.join(map(str, range(1, R + 1)))}\n")
        f.write("sudoku 1 1\n" if R == 9 else f"sudoku 1 1 {H} {W}\n")
        for s, cells in order:
            f.write(f"cage {s} " + ' '.join(f"r{r + 1}c{c + 1}" for r, c in sorted(cells)) + '\n')
    with open(base + '.sol', 'w') as f:
        for r in range(R):
            f.write(''.join(map(str, sol[r])) + '\n')
        f.write('\n')
    return base, len(cages)


def main():
    args = sys.argv[1:]
    outdir = '.'
    if '--out' in args:
        i = args.index('--out'); outdir = args[i + 1]; del args[i:i + 2]
    for p in args:
        base, n = convert(p, outdir)
        print(f"{base}: {n} cages")


if __name__ == '__main__':
    main()
