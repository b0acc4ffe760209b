#!/usr/bin/env python3
"""iss_examples.py: ISS's example puzzles (with their published solutions) -> test cases.

Reads the puzzle entries of ISS's data/example_puzzles.js and data/collections.js (the copy of
the Interactive Sudoku Solver at ../shared/bench/anchors/iss, MIT; see its VENDORED.md), keeps
those with a `solution`, splits each ISS constraint string into its items (`.Type~arg~arg...`)
and selects the puzzles whose constraint types are all in a given list. For each selected
puzzle it writes

    DIR/NAME.iss   the ISS string on one line (as in the source, whitespace removed: ISS
                   itself drops all whitespace before parsing)
    DIR/NAME.out   the solution cut into grid rows, one per line, then one empty line
    DIR/SOURCES.md provenance of every file and the command that wrote the folder

Run from the repository root:

    python3 src/bench/iss_examples.py --survey --types Shape,Thermo,Cage      # table only
    python3 src/bench/iss_examples.py --types Shape,Thermo,Cage [--out DIR]   # write DIR
    python3 src/bench/iss_examples.py --list --types ...                      # every puzzle
    python3 src/bench/iss_examples.py --types ... --shapes 9x9,6x6            # only these shapes

Options: --iss DIR (the ISS copy), --out DIR (default testdata/groups/iss), --check-node (also
evaluate the two JS modules with node, parse every string with ISS's own parser and check that
both agree with this script: the same entries, and ISS's type tags equal to the types here).

Type names are ISS's class names (js/sudoku_constraint.js), plus two pseudo-types for the
givens item (`.~R1C1_5~R4C7_2_4_6_8`): `Givens` (one value per cell; always allowed) and
`GivenCandidates` (a cell with several candidate values, "pencilmarks"; must be listed).

How the JS files are read: a small parser for the JS literal subset they use (strings in
'', "" or `` without ${}, numbers, arrays, objects, comments, `...NAME` spreads and
`new PuzzleCollection(options, [entries])`); no node needed. Entries are taken from
DISPLAYED_EXAMPLE_GROUPS (example_puzzles.js; group = the optgroup's name), from every
`const NAME = [ {...}, ... ]` of collections.js (group = NAME without EXAMPLE_) and from the
exported PuzzleCollections (entries there are mostly names of puzzles defined above, or raw
inputs without solutions).

Inputs that are not constraint strings are handled as ISS does (js/sudoku_parser.js):
  - `/data/scripts/X.js` (a sandbox script): its pre-expanded mirror X.iss is used when one
    exists (ISS keeps the two in sync); otherwise the puzzle is skipped.
  - `/...iss` paths: the file is read.
  - ISS's other text formats (js/sudoku_parser.js, _parseTextLineToAst) are converted to
    constraint strings the way ISS reads them: short killer (81 chars) -> Cage items, jigsaw
    (givens + layout) -> Shape/Jigsaw/NoBoxes/givens, plain grid -> givens, pencilmark grid
    (n*n*n chars) -> a givens item with candidates; marked as converted in SOURCES.md. The long
    killer and grid layout formats are only recognised (none has a solution in the data).
A light check runs on every solution: it keeps the givens and Cage/Sum totals, and rows and
columns have no repeated value; puzzles that fail it are left out and reported.
Only the python3 standard library is used.
"""
import argparse
import difflib
import json
import math
import os
import re
import shlex
import subprocess
import sys
import unicodedata
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.normpath(os.path.join(HERE, '..', '..'))
DEFAULT_ISS = os.path.normpath(os.path.join(REPO, '..', 'shared', 'bench', 'anchors', 'iss'))
DEFAULT_OUT = os.path.join(REPO, 'testdata', 'groups', 'iss')
DATA_FILES = ('data/example_puzzles.js', 'data/collections.js')

GIVENS = 'Givens'                    # pseudo-type: givens item, one value per cell
GIVEN_CANDIDATES = 'GivenCandidates'  # pseudo-type: givens item, a cell with several values
PSEUDO_TYPES = (GIVENS, GIVEN_CANDIDATES)


# ---------------------------------------------------------------- JS literal reader

class Spread:
    """`...NAME` inside an array."""
    def __init__(self, name):
        self.name = name


class Ref:
    """A bare identifier used as a value."""
    def __init__(self, name):
        self.name = name


class Collection:
    """`new PuzzleCollection(options, [entries])`, possibly followed by `.map(...)`."""
    def __init__(self, options, entries, mapped):
        self.options, self.entries, self.mapped = options, entries, mapped


class JSLiteralParser:
    ESCAPES = {'n': '\n', 't': '\t', 'r': '\r', 'b': '\b', 'f': '\f', 'v': '\v', '0': '\0'}

    def __init__(self, text, path):
        self.s, self.path, self.i = text, path, 0

    def error(self, msg):
        line = self.s.count('\n', 0, self.i) + 1
        raise ValueError(f'{self.path}:{line}: {msg}')

    def skip(self):
        s = self.s
        while self.i < len(s):
            if s[self.i].isspace():
                self.i += 1
            elif s.startswith('//', self.i):
                j = s.find('\n', self.i)
                self.i = len(s) if j < 0 else j + 1
            elif s.startswith('/*', self.i):
                j = s.find('*/', self.i + 2)
                if j < 0:
                    self.error('unterminated comment')
                self.i = j + 2
            else:
                break

    def peek(self, tok):
        self.skip()
        return self.s.startswith(tok, self.i)

    def expect(self, tok):
        if not self.peek(tok):
            self.error(f'expected {tok!r}, found {self.s[self.i:self.i + 20]!r}')
        self.i += len(tok)

    def ident(self):
        self.skip()
        m = re.compile(r'[A-Za-z_$][\w$]*').match(self.s, self.i)
        if not m:
            self.error(f'expected a name, found {self.s[self.i:self.i + 20]!r}')
        self.i = m.end()
        return m.group()

    def string(self):
        q = self.s[self.i]
        self.i += 1
        out = []
        while True:
            if self.i >= len(self.s):
                self.error('unterminated string')
            c = self.s[self.i]
            if c == q:
                self.i += 1
                return ''.join(out)
            if q == '`' and self.s.startswith('${', self.i):
                self.error('template literal with ${...} is not supported')
            if q != '`' and c == '\n':
                self.error('newline in string')
            if c == '\\':
                e = self.s[self.i + 1]
                if e == 'u':
                    out.append(chr(int(self.s[self.i + 2:self.i + 6], 16)))
                    self.i += 6
                    continue
                if e == 'x':
                    out.append(chr(int(self.s[self.i + 2:self.i + 4], 16)))
                    self.i += 4
                    continue
                if e == '\n':         # line continuation
                    self.i += 2
                    continue
                out.append(self.ESCAPES.get(e, e))
                self.i += 2
                continue
            out.append(c)
            self.i += 1

    def skip_balanced(self):
        """Skip a parenthesised group (with strings inside); self.i is at '('."""
        depth = 0
        while self.i < len(self.s):
            self.skip()
            c = self.s[self.i]
            if c in '\'"`':
                self.string()
                continue
            self.i += 1
            if c in '([{':
                depth += 1
            elif c in ')]}':
                depth -= 1
                if depth == 0:
                    return
        self.error('unbalanced parentheses')

    def method_calls(self):
        """Skip `.name(...)` calls after a value; True if there were any."""
        called = False
        while self.peek('.'):
            self.i += 1
            self.ident()
            self.skip()
            self.skip_balanced()
            called = True
        return called

    def value(self):
        self.skip()
        s, i = self.s, self.i
        c = s[i] if i < len(s) else ''
        if c == '[':
            return self.array()
        if c == '{':
            return self.obj()
        if c in '\'"`':
            return self.string()
        m = re.compile(r'-?\d+(\.\d+)?').match(s, i)
        if m:
            self.i = m.end()
            return float(m.group()) if m.group(1) else int(m.group())
        if s.startswith('new ', i):
            self.i += 4
            cls = self.ident()
            if cls != 'PuzzleCollection':
                self.error(f'unexpected `new {cls}`')
            self.expect('(')
            options = self.value()
            self.expect(',')
            entries = self.value()
            mapped = self.method_calls()
            if self.peek(','):
                self.i += 1
            self.expect(')')
            return Collection(options, entries, mapped)
        name = self.ident()
        return {'true': True, 'false': False, 'null': None, 'undefined': None}.get(name, Ref(name))

    def array(self):
        self.expect('[')
        out = []
        while not self.peek(']'):
            if self.peek('...'):
                self.i += 3
                out.append(Spread(self.ident()))
            else:
                out.append(self.value())
            if not self.peek(']'):
                self.expect(',')
        self.i += 1
        return out

    def obj(self):
        self.expect('{')
        out = {}
        while not self.peek('}'):
            self.skip()
            key = self.string() if self.s[self.i] in '\'"' else self.ident()
            self.expect(':')
            out[key] = self.value()
            if not self.peek('}'):
                self.expect(',')
        self.i += 1
        return out


def read_js_declarations(path):
    """Top-level `[export] const NAME = <array literal | new PuzzleCollection(...)>`."""
    text = open(path, encoding='utf-8').read()
    decls = {}
    for m in re.finditer(r'^(?:export\s+)?const\s+(\w+)\s*=\s*', text, re.M):
        rest = text[m.end():m.end() + 30]
        if not (rest.startswith('[') or rest.startswith('new PuzzleCollection(')):
            continue
        p = JSLiteralParser(text, path)
        p.i = m.end()
        decls[m.group(1)] = (p.value(), text.count('\n', 0, m.start()) + 1)
    return decls


# ---------------------------------------------------------------- puzzle entries

def slugify(text):
    text = unicodedata.normalize('NFKD', text).encode('ascii', 'ignore').decode()
    return re.sub(r'[^a-z0-9]+', '-', text.lower()).strip('-')


def load_entries(iss):
    """All puzzle entries as dicts: file, group, name, input, solution, src, ...

    Also returns notes about entries left out (references, inputs without solution)."""
    entries, notes = [], []
    ex_file, col_file = DATA_FILES
    ex = read_js_declarations(os.path.join(iss, ex_file))
    groups, _ = ex['DISPLAYED_EXAMPLE_GROUPS']
    for g in groups:
        for p in g['puzzles']:
            entries.append(dict(p, file=ex_file, group=g['name']))

    col = read_js_declarations(os.path.join(iss, col_file))
    for decl, (value, line) in col.items():
        if isinstance(value, list):
            if value and all(isinstance(v, Spread) for v in value):
                continue      # EXAMPLES = [...EXAMPLE_A, ...]: the groups themselves are read
            for p in value:
                if not isinstance(p, dict):
                    raise ValueError(f'{col_file}:{line}: {decl}: unexpected entry {p!r}')
                entries.append(dict(p, file=col_file, group=re.sub(r'^EXAMPLE_', '', decl)))
    known = {e['name'] for e in entries if 'name' in e}
    for decl, (value, line) in col.items():
        if not isinstance(value, Collection):
            continue
        refs = raw = 0
        for e in value.entries:
            if value.mapped and isinstance(e, list) and len(e) == 2:
                e = {'input': e[0], 'solution': e[1]}     # [...].map(([input, solution]) => ...)
            if isinstance(e, str) and e in known:
                refs += 1                                 # a puzzle defined above
            elif isinstance(e, str):
                raw += 1                                  # a raw input, no solution
            elif isinstance(e, dict):
                entries.append(dict(value.options, **e, file=col_file, group=decl))
            else:
                raise ValueError(f'{col_file}:{line}: {decl}: unexpected entry {e!r}')
        if refs or raw:
            notes.append(f'{col_file} {decl}: {refs} references to puzzles defined above, '
                         f'{raw} raw inputs without solution (left out)')
    for e in entries:
        e.setdefault('name', e.get('input'))               # as resolvePuzzleConfig does
    return entries, notes


def check_with_node(iss, entries):
    """Evaluate the JS modules with node and compare the solved entries with ours."""
    script = r'''
      globalThis.self = { VERSION_PARAM: '' };
      const { pathToFileURL } = await import('node:url');
      const dir = process.argv[1];
      const ex = await import(pathToFileURL(dir + '/data/example_puzzles.js'));
      const col = await import(pathToFileURL(dir + '/data/collections.js'));
      const out = [];
      for (const g of ex.DISPLAYED_EXAMPLE_GROUPS) out.push(...g.puzzles);
      out.push(...col.EXAMPLES);
      for (const v of Object.values(col))
        if (v && typeof v.configFor === 'function') for (const e of v) out.push(v.configFor(e));
      console.log(JSON.stringify(out.filter(p => p.solution)
        .map(p => [p.name, p.input, p.solution])));
    '''
    res = subprocess.run(['node', '--input-type=module', '-e', script, iss],
                         capture_output=True, text=True, cwd=iss)
    if res.returncode != 0:
        sys.exit('node check failed:\n' + res.stderr)
    theirs = {tuple(x) for x in json.loads(res.stdout)}
    ours = {(e['name'], e['input'], e['solution']) for e in entries if e.get('solution')}
    if theirs != ours:
        for x in sorted(theirs - ours):
            print('node only:', x[0], file=sys.stderr)
        for x in sorted(ours - theirs):
            print('parser only:', x[0], file=sys.stderr)
        sys.exit('node check: the entries differ')
    print(f'node check: the same {len(ours)} solved entries', file=sys.stderr)


def check_strings_with_node(iss, puzzles):
    """Parse every usable string with ISS's own parser (SudokuParser.parseString) and compare
    our types with ISS's tags (js/debug/extract_constraint_types.js)."""
    script = r'''
      globalThis.self = { VERSION_PARAM: '' };
      const { pathToFileURL } = await import('node:url');
      const { readFileSync } = await import('node:fs');
      const dir = process.argv[1];
      const { SudokuParser } = await import(pathToFileURL(dir + '/js/sudoku_parser.js'));
      const { extractConstraintTypes } = await import(
        pathToFileURL(dir + '/js/debug/extract_constraint_types.js'));
      const out = {};
      for (const [slug, str] of JSON.parse(readFileSync(0, 'utf8'))) {
        try {
          SudokuParser.parseString(str);
          out[slug] = { tags: extractConstraintTypes(str) };
        } catch (e) {
          out[slug] = { error: String(e) };
        }
      }
      console.log(JSON.stringify(out));
    '''
    usable = [p for p in puzzles if not p.get('error')]
    res = subprocess.run(['node', '--input-type=module', '-e', script, iss], cwd=iss,
                         input=json.dumps([[p['slug'], p['iss']] for p in usable]),
                         capture_output=True, text=True)
    if res.returncode != 0:
        sys.exit('node check failed:\n' + res.stderr)
    got, bad = json.loads(res.stdout), 0
    for p in usable:
        r = got[p['slug']]
        if 'error' in r:
            print(f'node check: ISS does not parse {p["slug"]}: {r["error"]}', file=sys.stderr)
            bad += 1
            continue
        # ISS's tags: shape tags (6x6, 0-8, Raw 9x9) instead of Shape, no givens, `NFA: name`.
        tags = {t.split(':')[0] for t in r['tags'] if not re.match(r'(Raw )?\d+(x|-)\d+$', t)}
        ours = p['types'] - {'Shape', *PSEUDO_TYPES}
        if tags != ours:
            print(f'node check: {p["slug"]}: ISS tags {sorted(tags)}, ours {sorted(ours)}',
                  file=sys.stderr)
            bad += 1
    if bad:
        sys.exit(f'node check: {bad} strings differ')
    print(f'node check: ISS parses all {len(usable)} strings; its tags agree with the types',
          file=sys.stderr)


# ---------------------------------------------------------------- ISS text formats

def _square(n):
    r = math.isqrt(n)
    return r if r * r == n and 1 <= r <= 16 else None


def cell_id(i, cols):
    """ISS CellGeometry.makeCellId: R<row>C<col>, 1-based, in base 17 (10..16 are a..g)."""
    b17 = '0123456789abcdefg'
    return f'R{b17[i // cols + 1]}C{b17[i % cols + 1]}'


def short_killer_to_iss(text):
    """ISS _parseShortKillerFormatToAst: 81 chars, each a sum or an arrow to its cage's head."""
    if len(text) != 81 or not re.search(r"[<v>^`',]", text) \
            or not re.fullmatch(r"[0-9A-Za-j^<v>`',.]*", text):
        return None
    step = {'v': 9, '^': -9, '<': -1, '>': 1, '`': -10, "'": -8, ',': 8, '.': 10}
    cages = {}
    for i in range(81):
        head, n = i, 0
        while text[head] in step:
            head += step[text[head]]
            n += 1
            if n > 9:
                raise ValueError('loop in short killer input')
        c = text[head]
        if c.isdigit():
            s = int(c)
        elif 'A' <= c <= 'Z':
            s = ord(c) - ord('A') + 10
        elif 'a' <= c <= 'j':
            s = ord(c) - ord('a') + 36
        else:
            continue
        cages.setdefault(head, [s, []])[1].append(cell_id(i, 9))
    return ''.join(f'.Cage~{s}~' + '~'.join(cells) for s, cells in cages.values())


def _shape_item(n):
    return '' if n == 9 else f'.Shape~{n}x{n}'


def plain_to_iss(text):
    """ISS _parsePlainSudokuToAst: n*n chars, digits (letters A=1.. when n > 9), one filler."""
    n = _square(len(text))
    if not n:
        return None
    givens, fillers = [], set()
    for i, c in enumerate(text):
        if n < 10:
            v = int(c) if c.isdigit() else None
        else:
            v = 0 if c == '0' else (ord(c) - ord('A') + 1 if 'A' <= c <= 'Z' else None)
        if v is not None and 1 <= v <= n:
            givens.append(f'{cell_id(i, n)}_{v}')
        else:
            fillers.add(c)
    if len(fillers) > 1:
        return None
    return _shape_item(n) + ('.~' + '~'.join(givens) if givens else '')


def jigsaw_layout_to_iss(text):
    """ISS _parseJigsawLayoutToAst: n*n chars, n distinct region ids, n cells each."""
    n = _square(len(text))
    if not n or len(set(text)) != n or any(text.count(c) != n for c in set(text)):
        return None
    return _shape_item(n) + f'.Jigsaw~{text}.NoBoxes'


def jigsaw_to_iss(text):
    """ISS _parseJigsawToAst: a plain grid of givens followed by a jigsaw layout."""
    half = len(text) // 2
    if len(text) % 2 or not _square(half):
        return None
    layout = jigsaw_layout_to_iss(text[half:])
    givens = plain_to_iss(text[:half])
    if layout is None or givens is None:
        return None
    return layout + givens[len(_shape_item(_square(half))):]


def pencilmarks_to_iss(text):
    """ISS _parsePencilmarksToAst: n*n cells of n chars each, a digit or '.' per value.

    Cells with every value still possible are left out (ISS keeps them; same meaning)."""
    n = round(len(text) ** (1 / 3))
    if n ** 3 != len(text) or n > 9 or re.search(r'[^\d.]', text):
        return None
    args = []
    for i in range(n * n):
        vals = [c for c in text[i * n:(i + 1) * n] if c != '.']
        if len(vals) < n:
            args.append(f'{cell_id(i, n)}_' + '_'.join(vals))
    return _shape_item(n) + '.~' + '~'.join(args)


def convert_text_format(text, raw):
    """(format name, constraint string or None) if `text` (whitespace removed) is in one of
    ISS's other text formats, else None. Tried in ISS's order (_parseTextLineToAst)."""
    if len(text) == 1:
        return None
    if text.startswith('='):
        return 'plain grid (=)', plain_to_iss(text[1:])
    for name, fn in (('short killer', short_killer_to_iss), ('long killer', None),
                     ('jigsaw (givens + layout)', jigsaw_to_iss),
                     ('jigsaw layout', jigsaw_layout_to_iss), ('plain grid', plain_to_iss),
                     ('grid layout', None), ('pencilmarks', pencilmarks_to_iss)):
        if fn:
            cstr = fn(text)
            if cstr is not None:
                return name, cstr
        elif name == 'long killer':
            if text.startswith('3x3:') and text.split(':')[2:3] == ['k']:
                return name, None                         # not converted (none in the data)
        elif not re.search(r'[^\d\s.|_-]', raw) and _square(len(re.findall(r'[.]|\d+', raw))):
            return name, None                             # grid layout: not converted
    return None


# ---------------------------------------------------------------- ISS constraint strings

def iss_classes(iss):
    """{type name: base class} for the constraint types in js/sudoku_constraint.js."""
    src = open(os.path.join(iss, 'js', 'sudoku_constraint.js'), encoding='utf-8').read()
    return dict(re.findall(r'^  static (\w+) = class \w+ extends ([\w.]+)', src, re.M))


def split_items(cstr):
    """ISS SudokuParser._parseStringToAst: '.'-separated items, '~'-separated parts.

    Returns [(type, args, depth)], type '' for givens; `End` closes a composite (Or, And,
    Replicate) and is not returned."""
    first, *items = cstr.split('.')
    if first != '':
        raise ValueError('constraint string must start with "."')
    out, depth = [], 0
    for item in items:
        typ, *args = item.split('~')
        if typ == 'End':
            if depth == 0:
                raise ValueError('unmatched .End')
            depth -= 1
            continue
        out.append((typ, args, depth))
        if typ in COMPOSITES:
            depth += 1
    if depth:
        raise ValueError('unterminated composite')
    return out


COMPOSITES = {'Or', 'And', 'Replicate'}   # refreshed from sudoku_constraint.js in main()
CELL_RE = re.compile(r'^[Rr]([1-9a-gA-G])[Cc]([1-9a-gA-G])$')


def analyse(p, iss, classes):
    """Fill in p: iss (one-line string), kind, types, shape, rows, cols, features, error."""
    raw = p['input']
    if 'extraConstraints' in p and not raw.startswith('/'):
        raw += p['extraConstraints']                  # resolveInlineExtraConstraints
        p.setdefault('features', set()).add('extraConstraints')
    feats = p.setdefault('features', set())
    kind = 'inline'
    if raw.startswith('/'):
        path = os.path.join(iss, raw[1:])
        if raw.endswith('.js'):
            mirror = path[:-3] + '.iss'
            if not os.path.exists(mirror):
                p.update(kind='sandbox script', types=set(),
                         error='sandbox script without an .iss mirror; its tags: '
                         + ' '.join(p.get('constraintTypes', [])))
                return
            path, kind = mirror, 'script mirror ' + raw[:-3] + '.iss'
        else:
            kind = 'file ' + raw
        raw = open(path, encoding='utf-8').read()
    if re.search(r'\s', raw):
        feats.add('whitespace in input')
    text = re.sub(r'^#.*$', '', raw, flags=re.M)
    parts = []
    for rawpart in re.split(r'\n\s*\n', text):       # ISS parses blank-line sections apart
        part = re.sub(r'\s+', '', rawpart)
        conv = convert_text_format(part, rawpart)
        if conv is None:
            parts.append(part)
            continue
        fmt, cstr = conv
        if cstr is None:
            p.update(kind=fmt, error=f'input in ISS text format "{fmt}" (not converted)',
                     types=set())
            return
        parts.append(cstr)
        kind = f'converted from ISS text format "{fmt}" by this script'
        p['original_input'] = raw
    cstr = ''.join(parts)
    p.update(iss=cstr, kind=kind)
    try:
        items = split_items(cstr)
    except ValueError as e:
        p.update(error=str(e), types=set())
        return
    types, shape = set(), None
    for typ, args, depth in items:
        if depth or typ in COMPOSITES:
            feats.add('composite (Or/And/Replicate)')
        if typ == '':
            if not args:
                feats.add('empty item (.. or trailing .)')
            for a in args:
                cell, *vals = a.split('_')
                note_cell(cell, feats)
                types.add(GIVEN_CANDIDATES if len(vals) > 1 else GIVENS)
                if '0' in vals:
                    feats.add('given value 0')
            continue
        if typ not in classes:
            p.update(error=f'unknown type {typ!r}', types=types)
            return
        types.add(typ)
        if typ == 'Shape':
            shape = '~'.join(args)
        if typ == 'Sum' and args and '_' in args[0]:
            feats.add('Sum with coefficients (Sum~7_=_1_1_-1~...)')
        if typ == 'Cage' and args and args[0] in ('', '0'):
            feats.add('Cage with sum 0 or empty (= no sum)')
        cells = [a.upper() for a in args if CELL_RE.match(a)]
        if len(set(cells)) != len(cells) and typ not in ('Regex', 'NFA', 'Pair', 'PairX',
                                                           'Binary', 'BinaryX'):
            feats.add(f'a cell twice in one {typ} item')
        if args and args[-1] == 'LOOP':
            feats.add('LOOP')
        for a in args:
            note_cell(a, feats)
    rows = cols = 9
    if shape:
        m = re.fullmatch(r'(\d+)x(\d+)(?:~([^~]*))?(?:~(\w+))?', shape)
        if not m:
            p.update(error=f'bad Shape {shape!r}', types=types)
            return
        rows, cols = int(m.group(1)), int(m.group(2))
        if (rows, cols) != (9, 9):
            feats.add(f'shape {rows}x{cols}')
        if m.group(3):
            feats.add(f'Shape values ~{m.group(3)}')
        if m.group(4):
            feats.add(f'Shape grid type ~{m.group(4)}')
    p.update(types=types, shape=shape or '9x9', rows=rows, cols=cols)
    sol = p['solution']
    if len(sol) != rows * cols:
        p['error'] = f'solution has {len(sol)} chars for a {rows}x{cols} grid'
        return
    if re.search(r'[A-Za-z]', sol):
        feats.add('letters in solution (A=1, B=2, ...)')
    if '0' in sol:
        feats.add('0 in solution')
    if re.search(r'[^0-9A-Z]', sol):
        feats.add('other chars in solution')
    problem = check_solution(items, sol, rows, cols, 'Raw' not in (shape or ''))
    if problem:
        p['error'] = 'solution check: ' + problem
    elif p['group'] + ' / ' + p['name'] in NOT_UNIQUE:
        p['error'] = NOT_UNIQUE[p['group'] + ' / ' + p['name']]


# Puzzles whose constraint string has more than one solution (so no program can be asked to
# print the published one): what ISS itself says, by
#   node tools/perf/benchmark_puzzles.js --max-backtracks none --input-file F --solutions 2
# run in the ISS copy on the puzzle's string.
NOT_UNIQUE = {
    'SNIPES / Sandwich snipe 18': 'more than one solution (ISS: status multiple, 2 found): a snipe, not a puzzle',
}


VAR_CELL_RE = re.compile(r'^(V[A-Z]+\d*|DG[ZRCB]\d*|CC\d+)$')


def note_cell(arg, feats):
    m = CELL_RE.match(arg)
    if m:
        if arg[0] == 'r' or arg[2] == 'c':
            feats.add('lowercase cell ids (r1c1)')
        if not (m.group(1).isdigit() and m.group(2).isdigit()):
            feats.add('cell ids over 9 (R1Ca: a-g = 10-16)')
    elif VAR_CELL_RE.match(arg):
        feats.add('var cells (V.., DG.., CC..)')


def solution_value(ch):
    """ISS valueToShortChar, reversed: '0' is 0, digits, then A=1, B=2, ... if a value > 9."""
    return int(ch) if ch.isdigit() else ord(ch) - ord('A') + 1


def check_solution(items, sol, rows, cols, sudoku_grid):
    """A light check that the cells and values were read right: the solution keeps the givens
    and the Cage/Sum totals (top level, grid cells), and rows/columns have no repeats."""
    digits = '0123456789abcdefg'
    vals = [solution_value(c) for c in sol]

    def cell(a):
        m = CELL_RE.match(a)
        if not m:
            return None
        r, c = digits.index(m.group(1).lower()) - 1, digits.index(m.group(2).lower()) - 1
        return vals[r * cols + c]

    for typ, args, depth in items:
        if depth:
            continue
        if typ == '':
            for a in args:
                c, *allowed = a.split('_')
                v = cell(c)
                if v is not None and str(v) not in allowed:
                    return f'{c} is {v}, given {"/".join(allowed)}'
        elif typ in ('Cage', 'Sum') and args and re.fullmatch(r'-?\d+', args[0]):
            cells = [cell(a) for a in args[1:]]
            if None in cells or (typ == 'Cage' and args[0] == '0'):
                continue
            if sum(cells) != int(args[0]):
                return f'{typ}~{args[0]}~{args[1]}... adds up to {sum(cells)}'
            distinct = {a.upper(): cell(a) for a in args[1:]}      # a cell may be repeated
            if typ == 'Cage' and len(set(distinct.values())) != len(distinct):
                return f'Cage~{args[0]}~{args[1]}... repeats a value'
    if sudoku_grid:
        for r in range(rows):
            if len(set(vals[r * cols:(r + 1) * cols])) != cols:
                return f'row {r + 1} repeats a value'
        for c in range(cols):
            if len(set(vals[c::cols])) != rows:
                return f'column {c + 1} repeats a value'
    return None


# ---------------------------------------------------------------- output

def md_cell(text):
    return str(text).replace('|', '\\|').replace('\n', ' ')


def write_folder(out, selected, args, iss):
    os.makedirs(out, exist_ok=True)
    stale = {f for f in os.listdir(out) if f.endswith(('.iss', '.out'))}
    for p in selected:
        with open(os.path.join(out, p['slug'] + '.iss'), 'w') as f:
            f.write(p['iss'] + '\n')
        sol, w = p['solution'], p['cols']
        with open(os.path.join(out, p['slug'] + '.out'), 'w') as f:
            f.write(''.join(sol[i:i + w] + '\n' for i in range(0, len(sol), w)) + '\n')
        stale -= {p['slug'] + '.iss', p['slug'] + '.out'}
    def shown(path):       # relative to the repository when inside it or next to it
        rel = os.path.relpath(path, REPO)
        return rel if not rel.startswith('../..') else path
    cmd = shlex.join(['python3', os.path.relpath(os.path.abspath(sys.argv[0]), REPO)]
                     + sys.argv[1:])
    lines = [
        f'# {shown(out)} — puzzles from ISS\'s examples',
        '',
        'Taken from the Interactive Sudoku Solver (sigh/Interactive-Sudoku-Solver, MIT), the copy at',
        f'`{shown(iss)}` (see its VENDORED.md), files `data/example_puzzles.js` and',
        '`data/collections.js`: every entry with a `solution` whose constraint types are all in the',
        'list below. `NAME.iss` is the entry\'s `input` with whitespace removed (ISS drops it before',
        'parsing); `NAME.out` is its `solution` cut into rows, then an empty line. Solutions are as',
        'ISS writes them: digits, or letters A=1, B=2, ... when a value is over 9 (0 stays 0).',
        '',
        'Written by (from the repository root):',
        '',
        f'    {cmd}',
        '',
        f'Types: {", ".join(sorted(args.types_set))} (and {GIVENS}).'
        + (f' Shapes: {args.shapes}.' if args.shapes else ''),
        '',
        '| files | ISS file | group | name | shape | types | src | note |',
        '|---|---|---|---|---|---|---|---|',
    ]
    for p in selected:
        src = p.get('src', '')
        src = ' '.join(src) if isinstance(src, list) else src
        note = '' if p['kind'] == 'inline' else p['kind']
        if 'whitespace in input' in p['features'] and p['kind'] == 'inline':
            note = 'whitespace removed'
        if p.get('comment'):
            note = (note + '; ' if note else '') + p['comment']
        lines.append('| ' + ' | '.join(md_cell(x) for x in (
            p['slug'], p['file'], p['group'], p['name'], p['shape'],
            ' '.join(sorted(p['types'])), src, note)) + ' |')
    with open(os.path.join(out, 'SOURCES.md'), 'w') as f:
        f.write('\n'.join(lines) + '\n')
    if stale:
        print(f'note: {len(stale)} older .iss/.out files in {out} were not rewritten: '
              + ' '.join(sorted(stale)[:10]), file=sys.stderr)
    print(f'wrote {len(selected)} puzzles to {out}', file=sys.stderr)


def survey(puzzles, supported, args, notes):
    usable = [p for p in puzzles if not p.get('error')]
    sel = [p for p in usable if p['selected']]
    use, use_sel, blocks = Counter(), Counter(), Counter()
    for p in puzzles:
        use.update(p['types'])
    for p in sel:
        use_sel.update(p['types'])
    for p in usable:
        missing = p['types'] - supported
        if len(missing) == 1:
            blocks.update(missing)
    print(f'puzzles with a solution: {len(puzzles)} '
          f'({len(usable)} usable, {len(puzzles) - len(usable)} left out: see below)')
    print(f'selected for the {len(supported) - 1} listed types (+{GIVENS})'
          + (f' and shapes {args.shapes}' if args.shapes else '') + f': {len(sel)}')
    shapes = Counter(p['shape'] for p in usable)
    shapes_sel = Counter(p['shape'] for p in sel)
    print('shapes (usable/selected): ' + ', '.join(
        f'{s} {n}/{shapes_sel[s]}' for s, n in sorted(shapes.items(), key=lambda x: -x[1])))
    print()
    print(f'{"type":<22} {"listed":>6} {"puzzles":>7} {"selected":>8} {"only missing":>12}')
    for t in sorted(use, key=lambda t: (-use[t], t)):
        print(f'{t:<22} {"yes" if t in supported else "":>6} {use[t]:>7} {use_sel[t]:>8} '
              f'{blocks[t] if t not in supported else "":>12}')
    for t in sorted(supported - set(use)):
        print(f'{t:<22} {"yes":>6} {0:>7} {0:>8} {"":>12}')
    print('\n(puzzles: solved puzzles using the type; selected: of those, selected; only missing:')
    print(' usable puzzles that listing this one type more would add)')
    feats = Counter()
    for p in puzzles:
        feats.update(p['features'])
    feats_sel = Counter()
    for p in sel:
        feats_sel.update(p['features'])
    print(f'\n{"feature":<40} {"puzzles":>7} {"selected":>8}')
    for f in sorted(feats, key=lambda f: (-feats[f], f)):
        print(f'{f:<40} {feats[f]:>7} {feats_sel[f]:>8}')
    kinds = Counter(p['kind'] for p in puzzles if p['kind'] != 'inline')
    if kinds:
        print('\ninputs that are not inline constraint strings:')
        for k, n in sorted(kinds.items()):
            print(f'  {n} x {k}')
    left = [p for p in puzzles if p.get('error')]
    if left:
        print('\nleft out:')
        for p in left:
            print(f'  {p["file"]} {p["group"]} / {p["name"]}: {p["error"]}'
                  f' (types: {" ".join(sorted(p["types"])) or "?"})')
    for n in notes:
        print('note:', n)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--types', default='', help='comma-separated ISS type names to accept')
    ap.add_argument('--shapes', default='',
                    help='comma-separated Shape specs to accept, as in --list (9x9, 6x6, '
                    '9x9~0-8, ...); default any')
    ap.add_argument('--out', default=DEFAULT_OUT, help='output folder (default %(default)s)')
    ap.add_argument('--iss', default=DEFAULT_ISS, help='the ISS copy (default %(default)s)')
    ap.add_argument('--survey', action='store_true', help='print the type table, write nothing')
    ap.add_argument('--list', action='store_true', help='print every puzzle, write nothing')
    ap.add_argument('--check-node', action='store_true',
                    help='also read the entries with node, parse the strings with ISS\'s '
                    'parser and check that both agree with this script')
    args = ap.parse_args()

    classes = iss_classes(args.iss)
    COMPOSITES.clear()
    COMPOSITES.update(t for t, base in classes.items() if base == 'CompositeConstraintBase')
    args.types_set = {t for t in re.split(r'[\s,]+', args.types) if t}
    for t in sorted(args.types_set):
        if t not in classes and t not in PSEUDO_TYPES:
            near = difflib.get_close_matches(t, list(classes) + list(PSEUDO_TYPES))
            sys.exit(f'unknown type {t!r}' + (f' (did you mean {", ".join(near)}?)' if near else ''))
    supported = args.types_set | {GIVENS}
    shapes = {t for t in args.shapes.split(',') if t}

    entries, notes = load_entries(args.iss)
    if args.check_node:
        check_with_node(args.iss, entries)
    puzzles = [e for e in entries if e.get('solution')]
    seen = {}
    for p in puzzles:
        analyse(p, args.iss, classes)
        p['selected'] = (not p.get('error') and p['types'] <= supported
                         and (not shapes or p['shape'] in shapes))
        base = slugify(p['group']) + '-' + (slugify(p['name'])[:60].strip('-') or 'puzzle')
        slug, k = base, 2
        while slug in seen:
            slug, k = f'{base}-{k}', k + 1
        seen[slug] = p
        p['slug'] = slug

    if args.check_node:
        check_strings_with_node(args.iss, puzzles)

    if args.list:
        for p in puzzles:
            mark = 'SEL' if p['selected'] else ('ERR' if p.get('error') else '   ')
            print(f'{mark} {p["slug"]:<60} {p.get("shape", "?"):<12} '
                  f'{" ".join(sorted(p["types"]))}'
                  + (f'  [{p["kind"]}]' if p['kind'] != 'inline' else '')
                  + (f'  ERROR: {p["error"]}' if p.get('error') else ''))
    if args.survey:
        survey(puzzles, supported, args, notes)
    if not (args.list or args.survey):
        write_folder(os.path.abspath(args.out), [p for p in puzzles if p['selected']], args,
                     os.path.abspath(args.iss))


if __name__ == '__main__':
    main()
