/* No function in src/engine/ is over 80 lines (docs/LAYOUT.md, rule 3). Reads every header of
 * src/engine/ (run from the repository's root, as the test command does), blanks its comments,
 * strings and character literals (keeping the line breaks), and measures every function body:
 * a '{' whose text since the last ';', '{' or '}' ends in ')' (then optionally const, noexcept,
 * override, or a constructor's ": member(...)" list), and is not the head of an if, for, while,
 * switch or catch, opens a function when no function is open around it (lambdas and local
 * blocks count with their function). A function's length is from the line of its '{' to the line
 * of its '}', both counted. Before the headers, the measure checks itself on made-up text: a
 * function of 80 lines passes, 81 fails, a long if block inside a short struct is no function, a
 * long struct of short functions passes, a constructor with an initializer list is measured. */
#include <cctype>
#include <cstdio>
#include <dirent.h>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

static const int LIMIT = 80;

struct Long { std::string name; int line, lines; };

/* comments, strings and character literals become spaces; line breaks stay */
static std::string blank(const std::string &s) {
    std::string o = s;
    size_t i = 0, n = s.size();
    while (i < n) {
        if (s[i] == '/' && i + 1 < n && s[i + 1] == '/') {
            while (i < n && s[i] != '\n') o[i++] = ' ';
        } else if (s[i] == '/' && i + 1 < n && s[i + 1] == '*') {
            o[i] = o[i + 1] = ' ';
            i += 2;
            while (i < n && !(s[i] == '*' && i + 1 < n && s[i + 1] == '/')) { if (s[i] != '\n') o[i] = ' '; i++; }
            if (i < n) { o[i] = o[i + 1] = ' '; i += 2; }
        } else if (s[i] == '"' || s[i] == '\'') {
            char q = s[i++];
            while (i < n && s[i] != q && s[i] != '\n') { if (s[i] == '\\' && i + 1 < n) o[i++] = ' '; o[i++] = ' '; }
            i++;
        } else i++;
    }
    return o;
}

static bool word_end(const std::string &h, size_t e, const char *w) {  /* h[..e) ends in the word w */
    size_t k = std::string(w).size();
    if (e < k || h.compare(e - k, k, w) != 0) return false;
    return e == k || !(std::isalnum((unsigned char)h[e - k - 1]) || h[e - k - 1] == '_');
}

/* the text before a '{' heads a function body */
static bool function_head(const std::string &h) {
    size_t e = h.size();
    while (e > 0 && std::isspace((unsigned char)h[e - 1])) e--;
    /* a constructor's initializer list: cut at the ':' that follows the parameter list's ')' */
    int depth = 0;
    for (size_t k = 0; k < e; k++) {
        if (h[k] == '(') depth++;
        else if (h[k] == ')') depth--;
        else if (h[k] == ':' && depth == 0 && k + 1 < e && h[k + 1] != ':' && (k == 0 || h[k - 1] != ':')) {
            size_t j = k;
            while (j > 0 && std::isspace((unsigned char)h[j - 1])) j--;
            if (j > 0 && h[j - 1] == ')') { e = j; break; }
        }
    }
    for (bool again = true; again;) {
        again = false;
        const char *words[] = {"const", "noexcept", "override"};
        for (int w = 0; w < 3; w++)
            if (word_end(h, e, words[w])) {
                e -= std::string(words[w]).size();
                while (e > 0 && std::isspace((unsigned char)h[e - 1])) e--;
                again = true;
            }
    }
    if (e == 0 || h[e - 1] != ')') return false;
    /* the '(' that matches, and the word before it */
    depth = 0;
    size_t k = e;
    while (k > 0) {
        k--;
        if (h[k] == ')') depth++;
        else if (h[k] == '(' && --depth == 0) break;
    }
    while (k > 0 && std::isspace((unsigned char)h[k - 1])) k--;
    const char *control[] = {"if", "for", "while", "switch", "catch"};
    for (int w = 0; w < 5; w++)
        if (word_end(h, k, control[w])) return false;
    return true;
}

static std::vector<Long> measure(const std::string &text) {
    std::string s = blank(text);
    std::vector<Long> out;
    struct Open { size_t at; bool fn; std::string name; };
    std::vector<Open> st;
    size_t last = 0;
    int fn_open = 0;
    for (size_t i = 0; i < s.size(); i++) {
        char c = s[i];
        if (c == '{') {
            std::string h = s.substr(last, i - last);
            bool fn = fn_open == 0 && function_head(h);
            std::string name = h;
            size_t b = name.find_first_not_of(" \t\n"), nl = name.find_last_of('\n');
            if (nl != std::string::npos && nl + 1 < name.size() && nl >= b) name = name.substr(nl + 1);
            else if (b != std::string::npos) name = name.substr(b);
            if (name.size() > 60) name = name.substr(0, 60);
            st.push_back(Open{i, fn, name});
            fn_open += fn;
            last = i + 1;
        } else if (c == '}') {
            if (!st.empty()) {
                Open o = st.back();
                st.pop_back();
                if (o.fn) {
                    fn_open--;
                    int a = 1, b = 1;
                    for (size_t k = 0; k < i; k++) if (s[k] == '\n') { if (k < o.at) a++; b++; }
                    if (b - a + 1 > LIMIT) out.push_back(Long{o.name, a, b - a + 1});
                }
            }
            last = i + 1;
        } else if (c == ';') last = i + 1;
    }
    return out;
}

static std::string lines(int n, const char *body) {
    std::string s;
    for (int i = 0; i < n; i++) s += body;
    return s;
}

int main() {
    int fails = 0;
    /* the measure on made-up text first */
    struct Case { const char *what; std::string text; size_t found; } cases[] = {
        {"a function of 80 lines", "int f(int a) {\n" + lines(78, "  a++;\n") + "  return a; }\n", 0},
        {"a function of 81 lines", "int f(int a) const {\n" + lines(79, "  a++;\n") + "  return a; }\n", 1},
        {"a function made long by the if block inside it", "void g() { if (x) {\n" + lines(90, "  y++;\n") + "} }\n", 1},
        {"a long struct of short functions", "struct S {\n" + lines(30, "  int f() { return 1; }\n  void g(int a) { if (a) { a++; } }\n") + "};\n", 0},
        {"a long constructor with an initializer list", "S::S(int a) : x(a), y(\"{\") {\n" + lines(85, "  x++;\n") + "}\n", 1},
        {"braces in a comment and a string", "/*\n" + lines(90, "{\n") + "*/ int f() { return '{'; }\nconst char *s = \"{\";\n" + lines(90, "int g();\n") + "int h() { return '}'; }\n", 0},
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++)
        if (measure(cases[k].text).size() != cases[k].found) {
            std::printf("FAIL: the measure itself: %s: %zu long functions found, %zu expected\n", cases[k].what,
                        measure(cases[k].text).size(), cases[k].found);
            fails++;
        }
    DIR *d = opendir("src/engine");
    if (!d) { std::printf("FAIL: cannot open src/engine (run from the repository's root)\n"); return 1; }
    std::vector<std::string> files;
    while (dirent *e = readdir(d)) {
        std::string n = e->d_name;
        if (n.size() > 2 && n.compare(n.size() - 2, 2, ".h") == 0) files.push_back("src/engine/" + n);
    }
    closedir(d);
    for (size_t f = 0; f < files.size(); f++) {
        std::ifstream in(files[f].c_str());
        std::stringstream ss;
        ss << in.rdbuf();
        std::vector<Long> v = measure(ss.str());
        for (size_t k = 0; k < v.size(); k++) {
            std::printf("FAIL: %s:%d: a function of %d lines (at most %d): %s\n", files[f].c_str(), v[k].line,
                        v[k].lines, LIMIT, v[k].name.c_str());
            fails++;
        }
    }
    if (files.empty()) { std::printf("FAIL: no headers in src/engine\n"); fails++; }
    if (!fails) std::printf("engine_function_length: %zu headers of src/engine, every function at most %d lines\n", files.size(), LIMIT);
    return fails != 0;
}
