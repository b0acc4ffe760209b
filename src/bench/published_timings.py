#!/usr/bin/env python3
"""Time groups and MiniZinc+Gecode on the published puzzles, whole process, and check their answers.

  published_timings.py [--groups build/groups] [--limit 20] FILE.in ... > table.md

For each FILE.in (with FILE.sol beside it):
  groups first:     timeout LIMIT groups FILE.in                (answer compared with FILE.sol)
  groups --unique:  timeout LIMIT groups --unique FILE.in       (must say unique)
  mzn first:        groups2mzn.py FILE.in > m.mzn; minizinc --solver gecode --time-limit LIMIT*1000 m.mzn
  mzn -n 2:         the same with -n 2 (unique when one solution and the search completed: ==========)
Each time is the wall time of the whole command (for MiniZinc: minizinc alone, the model written
before). Prints a markdown table: seconds, or '>LIMIT' for a timeout, and '!' after an answer that
disagrees with the published solution.
"""
import sys, os, subprocess, time, tempfile

MZN = '/work/shared/bench/groups2mzn.py'


def run(cmd, limit):
    t = time.time()
    try:
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, timeout=limit + 5)
        out, rc = p.stdout, p.returncode
    except subprocess.TimeoutExpired:
        out, rc = '', 124
    return time.time() - t, out, rc


def fmt(t, ok, limit, timed_out):
    if timed_out:
        return f">{limit}"
    return f"{t:.2f}" + ('' if ok else ' !')


def main():
    a = sys.argv[1:]
    groups, limit = 'build/groups', 20
    if '--groups' in a:
        i = a.index('--groups'); groups = a[i + 1]; del a[i:i + 2]
    if '--limit' in a:
        i = a.index('--limit'); limit = int(a[i + 1]); del a[i:i + 2]
    print("| puzzle | cells | groups first | groups --unique | mzn first | mzn -n 2 |")
    print("|---|---:|---:|---:|---:|---:|")
    tmp = tempfile.mkdtemp()
    for f in a:
        sol = open(f[:-3] + '.sol').read()
        want = [l for l in sol.splitlines() if l.strip()]
        ncell = sum(ch != '#' for l in want for ch in l)
        t1, o1, r1 = run(['timeout', str(limit), groups, f], limit)
        g1 = fmt(t1, o1 == sol, limit, r1 == 124)
        t2, o2, r2 = run(['timeout', str(limit), groups, '--unique', f], limit)
        g2 = fmt(t2, o2.strip() == 'unique', limit, r2 == 124)
        m = os.path.join(tmp, 'm.mzn')
        with open(m, 'w') as fh:
            subprocess.run([sys.executable, MZN, f], stdout=fh, check=True)
        base = ['minizinc', '--solver', 'gecode', '--time-limit', str(limit * 1000)]
        t3, o3, r3 = run(base + [m], limit)
        lines = o3.splitlines()
        got = [l for l in lines[:lines.index('----------')]] if '----------' in lines else None
        m1 = fmt(t3, got == want, limit, got is None)
        t4, o4, r4 = run(base + ['-n', '2', m], limit)
        lines = o4.splitlines()
        nsol = lines.count('----------')
        done = '==========' in lines
        if nsol == 1 and done:
            m2 = fmt(t4, True, limit, False)
        elif nsol >= 2:
            m2 = fmt(t4, False, limit, False) + ' (2 solutions)'
        else:
            m2 = f">{limit}"
        print(f"| {os.path.basename(f)[:-3]} | {ncell} | {g1} | {g2} | {m1} | {m2} |", flush=True)


if __name__ == '__main__':
    main()
