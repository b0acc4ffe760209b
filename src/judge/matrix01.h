/* Shared by poj3740, luogu_p4929. Needs <cstdio>, <string>, <vector>, std, DLX and TASK[]. */
struct Reader {  /* whole stdin in memory; whitespace-separated integer tokens with line numbers */
  enum { OK = 0, BAD = 1, BIG = 2 };
  string buf;
  size_t pos;
  int line;
  Reader(const char *data, size_t n) : buf(data, n), pos(0), line(1) {
    if (buf.size() >= 3 && (unsigned char)buf[0] == 0xEF && (unsigned char)buf[1] == 0xBB &&
      (unsigned char)buf[2] == 0xBF) pos = 3;  /* UTF-8 byte order mark */
  }
  static bool blank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v'; }
  /* skip blanks; false at end of input */
  bool more() {
    while (pos < buf.size()) {
      char c = buf[pos];
      if (c == '\n') line++;
      else if (!blank(c)) return true;
      pos++;
    }
    return false;
  }
  /* an integer token at pos (call more() first): OK, BAD (not a number), BIG (over int) */
  int num(int &v) {
    size_t p = pos, e = buf.size();
    bool neg = false;
    if (p < e && (buf[p] == '-' || buf[p] == '+')) { neg = buf[p] == '-'; p++; }
    if (p >= e || buf[p] < '0' || buf[p] > '9') return BAD;
    int x = 0;
    bool big = false;
    for (; p < e && buf[p] >= '0' && buf[p] <= '9'; p++) {
      int d = buf[p] - '0';
      if (x > (0x7fffffff - d) / 10) big = true; else x = x * 10 + d;
    }
    if (p < e && !blank(buf[p])) return BAD;
    pos = p;
    if (big) return BIG;
    v = neg ? -x : x;
    return OK;
  }
  /* the message line of a bad input; returns the exit status 2 */
  static int fail(string &err, const char *what, int at) {
    char num[16];
    sprintf(num, "%d", at);
    err = string(TASK) + ": " + what + " at line " + num + "\n";
    return 2;
  }
};

/* One matrix: `R C`, then R rows of C numbers 0 or 1 (C = 0: no rows). Kept: the 1s of each
 * non-zero row as 1-based column numbers (row k: ones[rowend[k-1] .. rowend[k]), rowend[-1] = 0)
 * and its input row number rowid[k] (from 1). Work O(input), not O(C), per matrix. */
struct Matrix01 {
  enum { MAX_COLS = 1000000, MAX_ROWS = 10000000 };
  const char *truncated;  /* the message of too few numbers (naming R and C as the statement does) */
  vector<int> ones, rowend, rowid, seen;  /* seen[j] == stamp: column j has a 1 in this matrix */
  int rows, cols, covered, stamp;
  Matrix01(const char *trunc_msg) : truncated(trunc_msg), rows(0), cols(0), covered(0), stamp(0) {}
  /* read the matrix at the next token (in.more() was true): 0, or the error (at in.line) */
  const char *read(Reader &in) {
    int r;
    rows = cols = covered = 0;
    stamp++;
    r = in.num(rows);
    if (r == Reader::BAD) return "non-numeric row count";
    if (r == Reader::BIG) return "row count too large for int";
    if (rows < 0) return "negative row count";
    if (rows > MAX_ROWS) return "too many rows (over 10000000)";
    if (!in.more()) return "missing column count";
    r = in.num(cols);
    if (r == Reader::BAD) return "non-numeric column count";
    if (r == Reader::BIG) return "column count too large for int";
    if (cols < 0) return "negative column count";
    if (cols > MAX_COLS) return "too many columns (over 1000000)";
    if (cols == 0) rows = 0;  /* rows with no columns: nothing to read (keeps O(input) work) */
    ones.clear(); rowend.clear(); rowid.clear();
    for (int i = 0; i < rows; i++) {
      for (int j = 0; j < cols; j++) {
        int v = 0;
        if (!in.more()) return truncated;
        r = in.num(v);
        if (r == Reader::BAD) return "bad character in matrix (want 0 or 1)";
        if (r == Reader::BIG || v < 0 || v > 1) return "matrix value other than 0 or 1";
        if (v) {
          ones.push_back(j + 1);
          if ((int)seen.size() <= j) seen.resize(j + 1, 0);
          if (seen[j] != stamp) { seen[j] = stamp; covered++; }
        }
      }
      if (rowend.empty() ? !ones.empty() : rowend.back() != (int)ones.size()) {
        rowend.push_back((int)ones.size());
        rowid.push_back(i + 1);
      }
    }
    return 0;
  }
  /* every column holds a 1 (else there is no exact cover) */
  bool all_covered() const { return covered == cols; }
  /* the non-zero rows as the options of d, on cols primary items; false if too large */
  bool build(DLX &d) {
    if (!d.reset(cols, cols)) return false;
    int start = 0;
    for (size_t k = 0; k < rowend.size(); k++) {
      if (d.add_row(&ones[start], rowend[k] - start) < 0) return false;
      start = rowend[k];
    }
    return true;
  }
};
