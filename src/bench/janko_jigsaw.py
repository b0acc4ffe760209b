#!/usr/bin/env python3
"""Janko Chaos-Sudoku (jigsaw; as in SmilingWayne/PuzzleSolver assets/data/JigsawSudoku) -> groups.

  janko_jigsaw.py RAW... [--out DIR]

RAW holds the dataset's "problem" string and its "solution" grid:
    N N
    <N lines: givens, '-' for an empty cell>
    <N lines: region id of each cell>
    solution
    <N lines: the published solution>
Lines starting with '#' are comments (the first is copied into the '%' line).
Writes DIR/jigsaw-janko-NNN.in (size, symbols, rows, cols, regions, cells) and .sol, after
checking that the published solution keeps the givens and has every digit once in every row,
column and region (N regions of N cells).
"""
import sys, os


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
    assert R == C and R <= 9
    N = R
    giv = [l.split() for l in lines[1:1 + N]]
    reg = [l.split() for l in lines[1 + N:1 + 2 * N]]
    assert lines[1 + 2 * N] == 'solution'
    sol = [list(map(int, l.split())) for l in lines[2 + 2 * N:2 + 3 * N]]
    assert len(sol) == N and all(len(x) == N for x in giv + reg + sol)
    digits = set(range(1, N + 1))
    groups = {}
    for r in range(N):
        for c in range(N):
            groups.setdefault(reg[r][c], []).append(sol[r][c])
            if giv[r][c] != '-':
                assert int(giv[r][c]) == sol[r][c], f"{path}: given r{r + 1}c{c + 1}"
    assert len(groups) == N and all(set(g) == digits and len(g) == N for g in groups.values()), path
    for r in range(N):
        assert set(sol[r]) == digits
    for c in range(N):
        assert {sol[r][c] for r in range(N)} == digits
    name = os.path.basename(path).split('.')[0]
    base = os.path.join(outdir, f"jigsaw-janko-{name}")
    src = comments[0] if comments else f"Janko Chaos-Sudoku {name}"
    with open(base + '.in', 'w') as f:
        f.write(f"% {src}\nsize {N} {N}\nsymbols {''.join(map(str, range(1, N + 1)))}\nrows\ncols\nregions\n")
        for r in range(N):
            f.write(' '.join(reg[r]) + '\n')
        f.write("cells\n")
        for r in range(N):
            f.write(''.join('.' if t == '-' else t for t in giv[r]) + '\n')
    with open(base + '.sol', 'w') as f:
        for r in range(N):
            f.write(''.join(map(str, sol[r])) + '\n')
        f.write('\n')
    return base


def main():
    args = sys.argv[1:]
    outdir = '.'
    if '--out' in args:
        i = args.index('--out'); outdir = args[i + 1]; del args[i:i + 2]
    for p in args:
        print(convert(p, outdir))


if __name__ == '__main__':
    main()
