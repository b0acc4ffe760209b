// Shared by checkers: a file as lines (after a UTF-8 byte order mark), each without its line end
// and its leading and trailing blanks; trailing empty lines dropped. False if it cannot be read.
#ifndef DLX_CHECKERS_LINES_H
#define DLX_CHECKERS_LINES_H
#include <cstdio>
#include <string>
#include <vector>

static bool read_lines(const std::string &path, std::vector<std::string> &v) {
    FILE *f = fopen(path.c_str(), "rb");
    if (!f) return false;
    std::string all;
    char buf[65536];
    size_t k;
    while ((k = fread(buf, 1, sizeof buf, f)) > 0) all.append(buf, k);
    fclose(f);
    size_t s = 0;
    if (all.size() >= 3 && all.compare(0, 3, "\xEF\xBB\xBF") == 0) s = 3;
    while (s < all.size()) {
        size_t e = all.find('\n', s);
        if (e == std::string::npos) e = all.size();
        std::string l = all.substr(s, e - s);
        while (!l.empty() && (l.back() == '\r' || l.back() == ' ' || l.back() == '\t')) l.pop_back();
        size_t a = 0;
        while (a < l.size() && (l[a] == ' ' || l[a] == '\t')) a++;
        v.push_back(l.substr(a));
        s = e + 1;
    }
    while (!v.empty() && v.back().empty()) v.pop_back();
    return true;
}
#endif
