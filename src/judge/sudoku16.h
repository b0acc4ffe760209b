/* Shared by poj3076, uva1309, spoj_sudoku. Needs <cstdio>, <string>, std, DLX and TASK[]. */
/* 16x16 sudoku as exact cover: item 1+16r+c (cell), 257+16r+v (row r has v), 513+16c+v
 * (column c has v), 769+16b+v (box b has v); row 16*(16r+c)+v puts letter v at (r, c).
 * Built once, at the first grid (1024 items, 4096 rows); per grid: select the givens, search,
 * unselect all. */
struct Sudoku16 {
  DLX d;
  bool built;
  Sudoku16() : built(false) {}
  void build() {
    built = true;
    d.reset(1024, 1024);
    d.reserve(4096, 4 * 4096);  /* the node array sized once */
    for (int r = 0; r < 16; r++)
      for (int c = 0; c < 16; c++)
        for (int v = 0; v < 16; v++) {
          int b = (r / 4) * 4 + c / 4;
          int items[4] = {1 + r * 16 + c, 257 + r * 16 + v, 513 + c * 16 + v, 769 + b * 16 + v};
          d.add_row(items, 4);
        }
    d.set_quick_forced(true);  /* forced moves newest first: the same solutions, fewer checks */
  }
  /* g: 256 chars 'A'..'P' or '-'; solved in place. False if no solution (or clashing givens). */
  bool solve(char *g) {
    if (!built) build();
    bool ok = true;
    for (int k = 0; k < 256 && ok; k++)
      if (g[k] != '-') ok = d.select_row(k * 16 + (g[k] - 'A'));
#ifdef FUZZING
    if (ok) { d.begin(); ok = d.next(20000) == DLX::FOUND; if (!ok) d.end_search(); }  /* a node budget per grid */
    if (ok) {
#else
    if (ok && d.first()) {
#endif
      for (int k = 0; k < d.solution_size(); k++) {
        int row = d.solution_row(k);
        g[row / 16] = (char)('A' + row % 16);
      }
      d.end_search();
    } else ok = false;
    d.unselect_all();
    return ok;
  }
  static void put(string &out, const char *g, bool solved) {
    if (!solved) { out += "no solution\n"; return; }
    for (int r = 0; r < 16; r++) { out.append(g + r * 16, 16); out += '\n'; }
  }
};

struct Reader {  /* whole-line reader over stdin; CRLF and leading/trailing blanks dropped */
  string buf;
  size_t pos;
  int line;
  Reader(const char *data, size_t n) : buf(data, n), pos(0), line(0) {
    if (buf.size() >= 3 && (unsigned char)buf[0] == 0xEF && (unsigned char)buf[1] == 0xBB &&
      (unsigned char)buf[2] == 0xBF) pos = 3;  /* UTF-8 byte order mark */
  }
  bool next(string &s) {
    if (pos >= buf.size()) return false;
    size_t e = buf.find('\n', pos);
    if (e == string::npos) e = buf.size();
    size_t a = pos, b = e;
    pos = e + 1;
    line++;
    while (a < b && (buf[a] == ' ' || buf[a] == '\t' || buf[a] == '\r')) a++;
    while (b > a && (buf[b - 1] == ' ' || buf[b - 1] == '\t' || buf[b - 1] == '\r')) b--;
    s.assign(buf, a, b - a);
    return true;
  }
  /* next non-blank line; false at end of input */
  bool next_nonblank(string &s) {
    while (next(s)) if (!s.empty()) return true;
    return false;
  }
  /* the message line of a bad input; returns the exit status 2 */
  static int fail(string &err, const string &what, int at) {
    char num[16];
    sprintf(num, "%d", at);
    err = string(TASK) + ": " + what + " at line " + num + "\n";
    return 2;
  }
  static string itos(long v) {
    char b[24]; int k = 0;
    bool neg = v < 0;
    unsigned long u = neg ? 0UL - (unsigned long)v : (unsigned long)v;
    do { b[k++] = (char)('0' + u % 10); u /= 10; } while (u);
    string s = neg ? "-" : "";
    while (k) s += b[--k];
    return s;
  }
  /* Read the 16 rows of one grid; `first` is its first row (already read). "" on success, else
   * the error (and *eline its line). */
  string read_grid(const string &first, char *g, int *eline) {
    string row = first;
    for (int r = 0; r < 16; r++) {
      if (r > 0) {
        if (!next(row)) { *eline = line + 1; return "input ends inside a grid after " + itos(r) + " of 16 rows"; }
        if (row.empty()) { *eline = line; return "blank line inside a grid after " + itos(r) + " of 16 rows"; }
      }
      *eline = line;
      if (row.size() < 16) return "grid row shorter than 16 characters";
      if (row.size() > 16) return "grid row longer than 16 characters";
      for (int c = 0; c < 16; c++) {
        char ch = row[c];
        if (ch != '-' && (ch < 'A' || ch > 'P')) return "bad character (want A-P or '-')";
        g[r * 16 + c] = ch;
      }
    }
    return "";
  }
};
