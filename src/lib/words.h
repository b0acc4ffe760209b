/* words(s): the blank- or tab-separated words of one line (a module the readers share). */
#ifndef DLX_LIB_WORDS_H
#define DLX_LIB_WORDS_H
#include <string>
#include <vector>

static inline std::vector<std::string> words(const std::string &s) {
    std::vector<std::string> w;
    size_t i = 0;
    while (i < s.size()) {
        while (i < s.size() && (s[i] == ' ' || s[i] == '\t')) i++;
        size_t j = i;
        while (j < s.size() && s[j] != ' ' && s[j] != '\t') j++;
        if (j > i) w.push_back(s.substr(i, j - i));
        i = j;
    }
    return w;
}
#endif
