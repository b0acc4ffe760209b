#!/usr/bin/env python3
"""Janko Kakuro (as bundled in schmee/zig-kakuro boards.txt) -> the groups formats.

  janko_kakuro.py RAW... [--out DIR]

RAW holds one puzzle in the boards.txt layout, its first grid (black cells 10 / white 0) left out
because the other three give it:
    NNN R C
    <R lines: for each cell the across sum of its run, 0 on a black cell>
    <R lines: for each cell the down sum of its run, 0 on a black cell>
    <R lines: the published solution, 0 on a black cell>
Lines starting with '#' are comments (the first one is copied into the outputs' '%' line).

Janko's grid has white cells on its top row and left column: their clues sit in a border row and
column outside the R x C grid, as on the printed page. So every output is (R+1) x (C+1), its first
row and column black, and clue cells carry the clues of the runs right of / below them:
    DIR/kakuro-janko-NNN.in      cells + one `cage SUM CELL...` per run (the groups format today)
    DIR/kakuro-janko-NNN.kakuro  `kakuro` clue layout: '.' white, '#' black, 'D\\A' clue cell
    DIR/kakuro-janko-NNN.sol     the published solution as groups prints it ('#' black)
Checks on the way: the three grids agree on black cells; every run's across/down value is the same
on all its cells; the published solution's run sums equal the clues and its runs' digits differ.
"""
import sys, os


def read_raw(path):
    head = None
    comments = []
    rows = []
    for line in open(path):
        s = line.strip()
        if not s:
            continue
        if s.startswith('#'):
            comments.append(s[1:].strip())
            continue
        if head is None:
            w = s.split()
            head = (w[0], int(w[1]), int(w[2]))
            continue
        rows.append([int(t) for t in s.split()])
    name, R, C = head
    assert len(rows) == 3 * R, f"{path}: {len(rows)} grid lines, want {3 * R}"
    for r in rows:
        assert len(r) == C, f"{path}: a line of {len(r)} numbers, want {C}"
    return name, R, C, rows[:R], rows[R:2 * R], rows[2 * R:], comments


def runs(white, R, C):
    """across and down runs of the (R+1)x(C+1) grid: (clue cell, [cells])"""
    out = []
    for r in range(R + 1):
        for c in range(C + 1):
            if white[r][c]:
                continue
            for dr, dc, kind in ((0, 1, 'A'), (1, 0, 'D')):
                cells = []
                rr, cc = r + dr, c + dc
                while rr <= R and cc <= C and white[rr][cc]:
                    cells.append((rr, cc)); rr += dr; cc += dc
                if cells:
                    out.append(((r, c), kind, cells))
    return out


def convert(path, outdir):
    name, R, C, acr, dwn, sol, comments = read_raw(path)
    W = [[False] * (C + 1) for _ in range(R + 1)]
    for r in range(R):
        for c in range(C):
            w = sol[r][c] != 0
            assert (acr[r][c] != 0) == w and (dwn[r][c] != 0) == w, f"{path}: black cells differ at r{r+1}c{c+1}"
            assert 0 <= sol[r][c] <= 9
            W[r + 1][c + 1] = w
    S = [[0] * (C + 1)] + [[0] + row for row in sol]
    A = [[0] * (C + 1)] + [[0] + row for row in acr]
    D = [[0] * (C + 1)] + [[0] + row for row in dwn]
    clue = {}
    cages = []
    for (r, c), kind, cells in runs(W, R, C):
        vals = [(A if kind == 'A' else D)[a][b] for a, b in cells]
        assert len(set(vals)) == 1, f"{path}: run at r{r}c{c} {kind} has clues {vals}"
        s = vals[0]
        digits = [S[a][b] for a, b in cells]
        assert len(cells) <= 9 and len(set(digits)) == len(digits), f"{path}: repeated digit in run r{r}c{c} {kind}"
        assert sum(digits) == s, f"{path}: run r{r}c{c} {kind} sums {sum(digits)}, clue {s}"
        clue.setdefault((r, c), {})[kind] = s
        cages.append((s, cells))
    src = comments[0] if comments else f"Janko Kakuro {name}"
    base = os.path.join(outdir, f"kakuro-janko-{name}")
    grid = [''.join('.' if W[r][c] else '#' for c in range(C + 1)) for r in range(R + 1)]
    with open(base + '.in', 'w') as f:
        f.write(f"% {src}\n% Kakuro {R}x{C} with its clue border: {R + 1}x{C + 1}; one cage per run\n")
        f.write(f"size {R + 1} {C + 1}\nsymbols 123456789\ncells\n")
        f.write('\n'.join(grid) + '\n')
        for s, cells in cages:
            f.write(f"cage {s} " + ' '.join(f"r{a + 1}c{b + 1}" for a, b in cells) + '\n')
    with open(base + '.kakuro', 'w') as f:
        f.write(f"% {src}\n% Kakuro {R}x{C} with its clue border: {R + 1}x{C + 1}; clue cells down\\across\n")
        f.write(f"size {R + 1} {C + 1}\nsymbols 123456789\nkakuro\n")
        for r in range(R + 1):
            toks = []
            for c in range(C + 1):
                if W[r][c]:
                    toks.append('.')
                elif (r, c) in clue:
                    d = clue[(r, c)]
                    toks.append(f"{d.get('D', '')}\\{d.get('A', '')}")
                else:
                    toks.append('#')
            f.write(' '.join(toks) + '\n')
    with open(base + '.sol', 'w') as f:
        for r in range(R + 1):
            f.write(''.join(str(S[r][c]) if W[r][c] else '#' for c in range(C + 1)) + '\n')
        f.write('\n')
    return base, R, C, len(cages), sum(map(sum, W))


def main():
    args = sys.argv[1:]
    outdir = '.'
    if '--out' in args:
        i = args.index('--out'); outdir = args[i + 1]; del args[i:i + 2]
    for p in args:
        base, R, C, nc, nw = convert(p, outdir)
        print(f"{base}: {R}x{C} (+border), {nw} white cells, {nc} runs")


if __name__ == '__main__':
    main()
