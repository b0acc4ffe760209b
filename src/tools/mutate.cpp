// mutate IN OUT OLD NEW: copy IN to OUT with the text OLD replaced by NEW. In OLD and NEW,
// "\n" stands for a newline and "\t" for two spaces (the core's indent). Fails (exit 1)
// unless OLD occurs exactly once, so a broken-core variant never silently turns into the
// correct core when the core is edited.
#include <cstdio>
#include <string>

static std::string unescape(const char *s) {
    std::string o;
    for (; *s; s++) {
        if (s[0] == '\\' && s[1] == 'n') { o += '\n'; s++; }
        else if (s[0] == '\\' && s[1] == 't') { o += "  "; s++; }
        else o += *s;
    }
    return o;
}

int main(int argc, char **argv) {
    if (argc != 5) { std::fprintf(stderr, "usage: mutate IN OUT OLD NEW\n"); return 2; }
    FILE *f = std::fopen(argv[1], "rb");
    if (!f) { std::fprintf(stderr, "mutate: cannot read %s\n", argv[1]); return 2; }
    std::string text;
    char buf[65536];
    size_t k;
    while ((k = std::fread(buf, 1, sizeof buf, f)) > 0) text.append(buf, k);
    std::fclose(f);
    std::string a = unescape(argv[3]), b = unescape(argv[4]);
    size_t at = text.find(a);
    if (a.empty() || at == std::string::npos || text.find(a, at + 1) != std::string::npos) {
        std::fprintf(stderr, "mutate: '%s' does not occur exactly once in %s\n", argv[3], argv[1]);
        return 1;
    }
    text.replace(at, a.size(), b);
    f = std::fopen(argv[2], "wb");
    if (!f || std::fwrite(text.data(), 1, text.size(), f) != text.size() || std::fclose(f)) return 2;
    return 0;
}
