#!/usr/bin/env python3
"""Check a published solution against its puzzle, independently of groups and its converters.

  check_groups_solution.py PUZZLE.in|PUZZLE.kakuro SOLUTION.sol ...   (pairs)
  check_groups_solution.py --dir DIR      every NAME.in / NAME.kakuro in DIR with its NAME.sol

Reads one puzzle of the groups format (docs/groups.md: size, symbols, cells, rows, cols, sudoku,
diagonals, regions, group, cage) or of the Kakuro clue layout (`kakuro` then R lines of '.', '#',
'D\\A' tokens), and the solution (R lines of C characters, '#' where there is no cell). Checks:
the shapes agree ('#' exactly where the puzzle has no cell), every cell holds a symbol, givens are
kept, every group and cage has distinct symbols (a group of N cells holds all N), and every cage's
symbol values add up to its sum. Prints one line per pair; exits 1 if any fails.
"""
import sys, os

VAL = {c: i for i, c in enumerate("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")}


def cellname(tok):
    t = tok.lower()
    r, c = t[1:].split('c')
    return int(r) - 1, int(c) - 1


def parse(text):
    lines = [l.split('%')[0].rstrip() for l in text.splitlines()]
    lines = [l for l in lines if l.strip()]
    R = C = 0; sym = ''; grid = None; groups = []; cages = []
    i = 0

    def block(n):
        nonlocal i
        out = lines[i:i + n]; i += n
        return [l.strip() for l in out]

    while i < len(lines):
        w = lines[i].split(); i += 1
        k = w[0]
        if k == 'size':
            R, C = int(w[1]), int(w[2]); grid = [['.'] * C for _ in range(R)]
        elif k == 'symbols':
            sym = w[1]
        elif k == 'cells':
            for r, row in enumerate(block(R)):
                assert len(row) == C
                grid[r] = list(row)
        elif k == 'rows':
            groups += [[(r, c) for c in range(C) if grid[r][c] != '#'] for r in range(R)]
        elif k == 'cols':
            groups += [[(r, c) for r in range(R) if grid[r][c] != '#'] for c in range(C)]
        elif k == 'diagonals':
            groups += [[(j, j) for j in range(R)], [(j, C - 1 - j) for j in range(R)]]
        elif k == 'sudoku':
            r0, c0 = int(w[1]) - 1, int(w[2]) - 1
            N = len(sym)
            if len(w) > 3:
                h, wd = int(w[3]), int(w[4])
            else:
                h = wd = int(round(N ** 0.5))
            groups += [[(r0 + a, c0 + b) for b in range(N)] for a in range(N)]
            groups += [[(r0 + b, c0 + a) for b in range(N)] for a in range(N)]
            groups += [[(r0 + br + a, c0 + bc + b) for a in range(h) for b in range(wd)]
                       for br in range(0, N, h) for bc in range(0, N, wd)]
        elif k == 'regions':
            ids = {}
            for r, row in enumerate(block(R)):
                toks = row.split()
                if len(toks) != C:
                    toks = list(row)
                for c, t in enumerate(toks):
                    if t != '.':
                        ids.setdefault(t, []).append((r, c))
            groups += list(ids.values())
        elif k == 'group':
            groups.append([cellname(t) for t in w[1:]])
        elif k == 'cage':
            cages.append((int(w[1]), [cellname(t) for t in w[2:]]))
        elif k == 'kakuro':
            toks = [l.split() for l in block(R)]
            for r in range(R):
                assert len(toks[r]) == C
                for c in range(C):
                    grid[r][c] = '.' if toks[r][c] == '.' else '#'
            for r in range(R):
                for c in range(C):
                    t = toks[r][c]
                    if '\\' not in t:
                        continue
                    d, a = t.split('\\')
                    for s, dr, dc in ((a, 0, 1), (d, 1, 0)):
                        run = []
                        rr, cc = r + dr, c + dc
                        while rr < R and cc < C and toks[rr][cc] == '.':
                            run.append((rr, cc)); rr += dr; cc += dc
                        if s:
                            assert run, f"clue {t} at r{r + 1}c{c + 1} without a run"
                            cages.append((int(s), run))
        else:
            raise ValueError("unknown keyword " + k)
    return R, C, sym, grid, groups, cages


def check(puzzle, solution):
    R, C, sym, grid, groups, cages = parse(open(puzzle).read())
    sol = [l.rstrip('\n') for l in open(solution)]
    sol = [l for l in sol if l.strip()]
    if len(sol) != R or any(len(l) != C for l in sol):
        return f"shape: {len(sol)} lines"
    N = len(sym)
    for r in range(R):
        for c in range(C):
            g, s = grid[r][c], sol[r][c]
            if (g == '#') != (s == '#'):
                return f"r{r + 1}c{c + 1}: no-cell mismatch"
            if g == '#':
                continue
            if s not in sym:
                return f"r{r + 1}c{c + 1}: '{s}' not a symbol"
            if g != '.' and g != s:
                return f"r{r + 1}c{c + 1}: given {g} changed to {s}"
    for cells in groups:
        v = [sol[r][c] for r, c in cells]
        if len(set(v)) != len(v):
            return f"group at r{cells[0][0] + 1}c{cells[0][1] + 1}: repeated symbol"
        if len(v) == N and set(v) != set(sym):
            return "full group lacks a symbol"
    for s, cells in cages:
        v = [sol[r][c] for r, c in cells]
        if len(set(v)) != len(v):
            return f"cage at r{cells[0][0] + 1}c{cells[0][1] + 1}: repeated symbol"
        if sum(VAL[x] for x in v) != s:
            return f"cage at r{cells[0][0] + 1}c{cells[0][1] + 1}: sums {sum(VAL[x] for x in v)}, not {s}"
    return None


def main():
    a = sys.argv[1:]
    pairs = []
    if a and a[0] == '--dir':
        d = a[1]
        for f in sorted(os.listdir(d)):
            b, ext = os.path.splitext(f)
            if ext in ('.in', '.kakuro') and os.path.exists(os.path.join(d, b + '.sol')):
                pairs.append((os.path.join(d, f), os.path.join(d, b + '.sol')))
    else:
        pairs = list(zip(a[0::2], a[1::2]))
    bad = 0
    for p, s in pairs:
        err = check(p, s)
        print(f"{p}: {'ok' if err is None else 'FAIL ' + err}")
        bad += err is not None
    print(f"{len(pairs) - bad} passed, {bad} failed")
    sys.exit(1 if bad else 0)


if __name__ == '__main__':
    main()
