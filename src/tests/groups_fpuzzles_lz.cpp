/* The lz-string codec and the JSON reader of src/grid/fpuzzles.h (groups' f-puzzles input):
 *   - compressToBase64 outputs published with lz-string implementations (provenance in
 *     testdata/groups/SOURCES.md, "f-puzzles"): both ways, byte for byte;
 *   - a real f-puzzles URL (ISS's copy of an f-puzzles puzzle) decompresses to JSON that starts as
 *     f-puzzles writes it, and compresses back to the same text;
 *   - decompress(compress(x)) == x on 2000 random strings (ASCII, Latin-1, BMP and astral
 *     characters, repeats, up to 3000 characters) and compress() only writes A-Z a-z 0-9 + / with
 *     '=' padding to a multiple of 4;
 *   - damaged data (cut short, bad characters, random base64) never crashes: false with a reason,
 *     or some text;
 *   - JSON: escapes (\uXXXX, surrogate pairs), numbers, nesting, errors with their byte.
 * Exit 0 / 1. */
#define TOOL_NAME "groups_fpuzzles_lz"
#include <cstdio>
#include "src/grid/fpuzzles.h"
#include "src/stress/rng.h"

static int bad = 0;
static void check(bool ok, const std::string &what) {
    if (!ok) { printf("FAIL %s\n", what.c_str()); bad++; }
}

int main() {
    /* published vectors: text, compressToBase64(text) */
    static const char *const V[][2] = {
        {"hello world", "BYUwNmD2AEDukCcwBMg="},
        {"\xC5\xBDlu\xC5\xA5ou\xC4\x8Dk\xC3\xBD k\xC5\xAF\xC5\x88 \xC3\xBAp\xC4\x9Bl \xC4\x8F\xC3\xA1" "belsk\xC3\xA9 \xC3\xB3" "dy!",
         "r6ABsK6KaAD2aLCADWBfgBPQ9oCAlAZAvgDobEARlB4QAEOAjAUxAGd4BL5AZ4BMBPAQiA=="},
        {"{\"glossary\":{\"title\":\"example glossary\",\"GlossDiv\":{\"title\":\"S\",\"GlossList\":{\"GlossEntry\":{\"ID\":\"SGML\",\"SortAs\":\"SGML\","
         "\"GlossTerm\":\"Standard Generalized Markup Language\",\"Acronym\":\"SGML\",\"Abbrev\":\"ISO 8879:1986\",\"GlossDef\":{\"para\":\"A "
         "meta-markup language, used to create markup languages such as DocBook.\",\"GlossSeeAlso\":[\"GML\",\"XML\"]},\"GlossSee\":\"markup\"}}}}}",
         "N4Ig5gNg9gzjCGAnAniAXKALgS0xApuiPgB7wC2ADgQASSwIogA0IA4tHACLYBu6WXASIBlFu04wAMthiYBEhgFEAdpiYYQASS6i2AWSniRURJgCCMPYfEcGAFXyJyozPBUATJB5pt8"
         "Kp3gIbAAvfB99JABrAFdKGil3MBj4MEJWcwBjRCgVZBc0EBEDIwyAIzLEfH5CrREAeRoADiaAdgBONABGdqaANltJLnwAMwVKJHgicxpyfDcAWnJouJoIJJS05hoYmHCaTCgabPx4THxZ"
         "lfj1lWTU/BgaGBjMgAsaeEeuKEyAISgoFEAHSDBgifD4cwQGBQdAAbXYNlYAA0bABdAC+rDscHBhEKy0QsUoIAxZLJQA"},
        {"During tattooing, ink is injected into the skin, initiating an immune response, and cells called \"macrophages\" move into the area and "
         "\"eat up\" the ink. The macrophages carry some of the ink to the body's lymph nodes, but some that are filled with ink stay put, embedded "
         "in the skin. That's what makes the tattoo visible under the skin. Dalhousie Uiversity's Alec Falkenham is developing a topical cream "
         "that works by targeting the macrophages that have remained at the site of the tattoo. New macrophages move in to consume the "
         "previously pigment-filled macrophages and then migrate to the lymph nodes, eventually taking all the dye with them. \"When comparing "
         "it to laser-based tattoo removal, in which you see the burns, the scarring, the blisters, in this case, we've designed a drug that "
         "doesn't really have much off-target effect,\" he said. \"We're not targeting any of the normal skin cells, so you won't see a lot of "
         "inflammation. In fact, based on the process that we're actually using, we don't think there will be any inflammation at all and it "
         "would actually be anti-inflammatory.",
         "CIVwTglgdg5gBAFwIYIQezdGAaO0DWeAznlAFYCmAxghQCanqIAWFcR+0u0ECEKWOEih4AtqJBQ2YCkQAOaKEQq5hDKhQA2mklSTb6cAESikVMGjnMkMWUbii0ANzbQmCVkJlI"
         "hUBkYoUOBA5ew9XKHwAOjgAFU9Tc0trW10kMDAAT3Y0UTY0ADMWCMJ3TwAjNDpMgHISTUzRKzgoKtlccpAEHLyWIPS2AogDBgB3XmZSQiJkbLku3ApRcvo6Q2hi9k4oGPiUOrhR"
         "627TfFlN5FQMOCcIIghyzTZJNbBNjmgY4H1mNBB7tgAVQgLjA9wQtRIAEEnlQ4AAxfRnKDWUTEOBrFyaSyCHzoOQQPSaODmQJojxBUZoMD4EjlbLIMC2PiwTaJCxWGznCndawuOA"
         "yUzQQxBcLsXj5Ipiy7oNAxAByFFGDjMHJS50c/I2TCoiiIIF6YrkMlufyIDTgBJgeSgCAAtEMRiqkpzUr4GOERKIIDAwCg2GU2A0mpNWmsiIsXLaQPoLchtvBY5tqmxxh5iqIYkY"
         "AOqsES6prpQS8RBoOCaJDKMB28qVwwy66C5z6bgiI6EyaZP7sCgBirgJS4MVEPQZLBDiqaO60MGtlh3El13CjCg1fnhn1SBg+OhgEDwHkYtCyKA1brebTZPlsCRUSaFAp2xnMuAU"
         "AoFagIbD2TxEJAQOgs2zVcZBaNBumfCgWUTKBskKTZWjAUxiQ+fMtB0XAiDLLsQEORQzx7NgfGxbp4OgAoK3EARFBiABJEQCjML84FrZQGEUTZjTQDQiBIQ8VxqUCmJjS9gnuWBl"
         "zYOh8Ig5gCGKUDxm0FiiNg0gKKQKi+A4/plLUPBuipEBNG3GgRItFZfD4O1yMo0x0CyKIgA"},
    };
    for (size_t i = 0; i < sizeof V / sizeof V[0]; i++) {
        std::string c = lz_compress_base64(V[i][0]), d, err;
        check(c == V[i][1], "compressToBase64 of vector " + numtext(i) + ": got " + c.substr(0, 60));
        check(lz_decompress_base64(V[i][1], d, err) && d == V[i][0], "decompressFromBase64 of vector " + numtext(i) + " " + err);
    }
    /* a real f-puzzles URL (ISS data/collections.js, "Sandwich snipe 18") */
    std::string url = "https://www.f-puzzles.com/?load=N4IgzglgXgpiBcBOANCA5gJwgEwQbT2AF9ljSSzKLryBdZQmq8l54+x1p7rjtn/nQaCR3PgIm9hk0UM6zR4rssX1wAQwB22AO4QAxgAswAVwC2+UPpgAbGwhAAlAAwBhAIwhUAN3U2TcPAg7gAcIBQg1nYOLq4ATF4gvv6BwWERUfZBsQDMickBDqHhpJG2WU5uACz5foVBxRnlMW4ArLUpRemlmS2uAOwd9WklVs3Z7q7OQ6mNPeNOcVMzXaNl0dk5yz51s91jG05V20m7q02Hjq0nBXtrvdkAbDdnDfvrFbGIK2/htERAA";
    std::string b64, json, err;
    check(fp_lz_text(url, b64, err) && lz_decompress_base64(b64, json, err), "the f-puzzles URL: " + err);
    check(json.compare(0, 35, "{\"size\":9,\"grid\":[[{},{},{},{},{},{") == 0, "the f-puzzles URL's JSON: " + json.substr(0, 60));
    check(lz_compress_base64(json) == b64, "the f-puzzles URL's JSON compressed again");
    check(fp_lz_text("x?load=ab%2Bc%2f%3D&y=1", b64, err) && b64 == "ab+c/=", "%-escapes: " + b64);
    /* random strings both ways */
    rng_state = 20260;
    for (int t = 0; t < 2000; t++) {
        FpU16 u;
        int len = (int)below((int)(t < 1950 ? 300 : 3000)), kind = (int)below((int)(4));
        for (int i = 0; i < len; i++) {
            if (i > 0 && below(3) == 0) { u.push_back(u[below((int)u.size())]); continue; }   /* repeats */
            uint32_t cp = kind == 0 ? 32 + (uint32_t)below((int)(95)) : kind == 1 ? 1 + (uint32_t)below((int)(255)) :
                          kind == 2 ? 1 + (uint32_t)below((int)(0xD7FF)) : 0x10000 + (uint32_t)below((int)(0xFFFFF));
            if (cp >= 0x10000) { cp -= 0x10000; u.push_back((unsigned short)(0xD800 + (cp >> 10))); u.push_back((unsigned short)(0xDC00 + (cp & 0x3FF))); }
            else u.push_back((unsigned short)cp);
        }
        std::string s = fp_utf16_to_8(u), c = lz_compress_base64(s), d;
        bool ok = c.size() % 4 == 0;
        for (size_t i = 0; i < c.size(); i++) ok = ok && memchr(FP_B64, c[i], 65) && (c[i] != '=' || c.find_first_not_of('=', i) == std::string::npos);
        check(ok, "compressToBase64 wrote other than base64");
        check(lz_decompress_base64(c, d, err) && d == s, "decompress(compress(x)) != x for a string of " + numtext((uint64_t)len) + " characters " + err);
        if (bad > 5) break;
        /* damaged: cut short, a bad character, random base64 */
        std::string cut = c.substr(0, below((int)(c.size() + 1))), junk = c, rs;
        if (!junk.empty()) junk[below((int)(junk.size()))] = '!';
        for (int i = (int)below((int)(40)); i > 0; i--) rs += FP_B64[below((int)(64))];
        lz_decompress_base64(cut, d, err);
        /* (a '!' past the end code is not read, as lz-string does not read it) */
        check(!lz_decompress_base64(junk, d, err) || d == s, "a '!' in the data was neither an error nor unread");
        lz_decompress_base64(rs, d, err);
    }
    /* JSON */
    Json v;
    size_t p = 0;
    std::string j = " {\"a\\u00e9\\ud83d\\ude00\\n\":[1,-2.5e1,true,false,null,{\"b\":\"\\\"\\\\/\"}]} ";
    check(fp_json_parse(j, p, 1, v) == 0 && v.t == Json::OBJ && v.o.size() == 1, "JSON parse");
    if (!bad) {
        check(v.o[0].first == "a\xC3\xA9\xF0\x9F\x98\x80\n", "JSON string escapes");
        const Json &a = v.o[0].second;
        check(a.t == Json::ARR && a.a.size() == 6 && a.a[1].n == -25 && a.a[2].b && a.a[4].t == Json::NUL && a.a[5].get("b")->s == "\"\\/", "JSON values");
        std::string w;
        fp_json_write(v, w);
        check(w == "{\"a\xC3\xA9\xF0\x9F\x98\x80\\n\":[1,-25,true,false,null,{\"b\":\"\\\"\\\\/\"}]}", "JSON written: " + w);
    }
    static const char *const BAD[] = {"{", "{\"a\":}", "[1,]", "{\"a\" 1}", "\"abc", "[01]", "[1.]", "tru", "[\"\\x\"]", "{\"a\":[[[[", "-"};
    std::string sink;
    err_sink = &sink;   /* (fail() writes its line here) */
    for (size_t i = 0; i < sizeof BAD / sizeof BAD[0]; i++) {
        p = 0;
        sink.clear();
        check(fp_json_parse(BAD[i], p, 1, v) == 2 && sink.find("groups_fpuzzles_lz: f-puzzles JSON: ") == 0 && sink.find(" at line 1") != std::string::npos,
              std::string("bad JSON not rejected: ") + BAD[i] + " " + sink);
    }
    err_sink = 0;
    printf("fpuzzles lz-string + JSON: %s\n", bad ? "FAILED" : "4 published vectors, a real URL, 2000 random strings, damaged data, JSON: ok");
    return bad ? 1 : 0;
}
