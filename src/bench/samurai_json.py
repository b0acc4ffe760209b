#!/usr/bin/env python3
"""Samurai sudoku (as in SmilingWayne/PuzzleSolver assets/data/SamuraiSudoku) -> the groups format.

  samurai_json.py RAW... [--out DIR]

RAW holds the dataset's "problem" and "solution" strings:
    21 21
    <21 lines: givens, '-' an empty cell or no cell>
    solution
    <21 lines: the published solution, '-' where there is no cell>
Lines starting with '#' are comments (the first is copied into the '%' line).
Writes DIR/samurai-NNN.in (five `sudoku` statements, cells with '#' outside the five grids) and
.sol, after checking: the solution's '-' cells are exactly the cells outside the five grids, it
keeps the givens, and every row, column and box of each of the five grids holds 1..9 once.
"""
import sys, os

CORNERS = [(0, 0), (0, 12), (6, 6), (12, 0), (12, 12)]


def convert(path, outdir):
    comments, lines = [], []
    for line in open(path):
        s = line.strip()
        if not s:
            continue
        if s.startswith('#'):
            comments.append(s[1:].strip()); continue
        lines.append(s)
    assert lines[0].split() == ['21', '21']
    giv = [l.split() for l in lines[1:22]]
    assert lines[22] == 'solution'
    sol = [l.split() for l in lines[23:44]]
    assert len(sol) == 21 and all(len(x) == 21 for x in giv + sol)
    inside = [[any(r0 <= r < r0 + 9 and c0 <= c < c0 + 9 for r0, c0 in CORNERS) for c in range(21)]
              for r in range(21)]
    for r in range(21):
        for c in range(21):
            assert (sol[r][c] != '-') == inside[r][c], f"{path}: r{r + 1}c{c + 1} cell shape"
            if giv[r][c] != '-':
                assert inside[r][c] and giv[r][c] == sol[r][c], f"{path}: given r{r + 1}c{c + 1}"
    D = set('123456789')
    for r0, c0 in CORNERS:
        for i in range(9):
            assert {sol[r0 + i][c0 + j] for j in range(9)} == D
            assert {sol[r0 + j][c0 + i] for j in range(9)} == D
        for br in range(0, 9, 3):
            for bc in range(0, 9, 3):
                assert {sol[r0 + br + a][c0 + bc + b] for a in range(3) for b in range(3)} == D
    name = os.path.basename(path).split('.')[0]
    base = os.path.join(outdir, f"samurai-{name}")
    src = comments[0] if comments else f"samurai {name}"
    with open(base + '.in', 'w') as f:
        f.write(f"% {src}\nsize 21 21\nsymbols 123456789\n")
        for r0, c0 in CORNERS:
            f.write(f"sudoku {r0 + 1} {c0 + 1}\n")
        f.write("cells\n")
        for r in range(21):
            f.write(''.join(('#' if not inside[r][c] else '.' if giv[r][c] == '-' else giv[r][c])
                            for c in range(21)) + '\n')
    with open(base + '.sol', 'w') as f:
        for r in range(21):
            f.write(''.join('#' if t == '-' else t for t in sol[r]) + '\n')
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
