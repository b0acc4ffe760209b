/* bigsum FILE...: the line-by-line sums of decimal whole numbers of any size in the FILEs (all
 * with the same number of lines), one sum per line on stdout: adds up the counts of a tool's
 * --parts K runs (README; src/tests/<task>_scale.sh; POSIX sh arithmetic stops at 2^63). Exit 1
 * if the files differ in length or a line is not a number. Independent of the DLX core. */
#include <cstdio>
#include <fstream>
#include <string>
#include <vector>
using namespace std;

static bool add(string &acc, const string &v) {  /* acc += v, decimal strings */
    if (v.empty() || v.find_first_not_of("0123456789") != string::npos) return false;
    string r;
    int carry = 0;
    for (size_t k = 0; k < acc.size() || k < v.size() || carry; k++) {
        int a = k < acc.size() ? acc[acc.size() - 1 - k] - '0' : 0;
        int b = k < v.size() ? v[v.size() - 1 - k] - '0' : 0;
        int s = a + b + carry;
        r += (char)('0' + s % 10);
        carry = s / 10;
    }
    while (r.size() > 1 && r[r.size() - 1] == '0') r.erase(r.size() - 1);
    acc.assign(r.rbegin(), r.rend());
    return true;
}

int main(int argc, char **argv) {
    vector<vector<string> > f;
    for (int a = 1; a < argc; a++) {
        ifstream in(argv[a]);
        if (!in) { fprintf(stderr, "bigsum: cannot read %s\n", argv[a]); return 1; }
        vector<string> lines;
        string l;
        while (getline(in, l)) {
            if (!l.empty() && l[l.size() - 1] == '\r') l.erase(l.size() - 1);
            lines.push_back(l);
        }
        if (!f.empty() && lines.size() != f[0].size()) { fprintf(stderr, "bigsum: %s has another number of lines\n", argv[a]); return 1; }
        f.push_back(lines);
    }
    if (f.empty()) return 0;
    for (size_t i = 0; i < f[0].size(); i++) {
        string acc = "0";
        for (size_t k = 0; k < f.size(); k++)
            if (!add(acc, f[k][i])) { fprintf(stderr, "bigsum: line %d of %s is not a number\n", (int)i + 1, argv[k + 1]); return 1; }
        printf("%s\n", acc.c_str());
    }
    return 0;
}
