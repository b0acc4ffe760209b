#!/usr/bin/env python3
"""pencilmark_cnf.py FILE.iss [SOLUTION]: a 9x9 sudoku whose cells list their candidates (ISS's
`~RrCc_v_v...` items, as testdata/groups/iss/other-variants-pencilmark-sudoku-3.iss) as CNF for a
SAT solver (DIMACS on stdout): one variable per cell and value, each cell one value, each value
once per row, column and box, the candidates not listed false. With SOLUTION (81 digits) that
filling is blocked too: UNSAT then means the puzzle is unique. For measuring only, beside groups
(docs/performance.md, "Fifth session": Debian's cadical and minisat, never a dependency):
    python3 src/bench/pencilmark_cnf.py F.iss > a.cnf && time cadical -q a.cnf | head -n 1
"""
import itertools
import re
import sys


def main():
    text = open(sys.argv[1]).read()
    allowed = {}
    for m in re.finditer(r'~R(\d+)C(\d+)_([\d_]+)', text):
        allowed[(int(m.group(1)) - 1, int(m.group(2)) - 1)] = {int(x) for x in m.group(3).split('_') if x}

    def var(r, c, v):
        return r * 81 + c * 9 + v

    clauses = []
    for r in range(9):
        for c in range(9):
            clauses.append([var(r, c, v) for v in range(1, 10)])
            for a, b in itertools.combinations(range(1, 10), 2):
                clauses.append([-var(r, c, a), -var(r, c, b)])
            for v in range(1, 10):
                if (r, c) in allowed and v not in allowed[(r, c)]:
                    clauses.append([-var(r, c, v)])
    houses = [[(r, c) for c in range(9)] for r in range(9)]
    houses += [[(r, c) for r in range(9)] for c in range(9)]
    houses += [[(b // 3 * 3 + i // 3, b % 3 * 3 + i % 3) for i in range(9)] for b in range(9)]
    for h in houses:
        for v in range(1, 10):
            clauses.append([var(r, c, v) for r, c in h])
            for a, b in itertools.combinations(h, 2):
                clauses.append([-var(a[0], a[1], v), -var(b[0], b[1], v)])
    if len(sys.argv) > 2:
        sol = re.sub(r'\s', '', sys.argv[2])
        clauses.append([-var(i // 9, i % 9, int(sol[i])) for i in range(81)])
    out = ["p cnf 810 %d" % len(clauses)]
    out += [" ".join(map(str, cl)) + " 0" for cl in clauses]
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
