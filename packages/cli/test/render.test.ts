import { endpoint, EndpointError } from "@scope/endpoint-core";
import { toAxios } from "@scope/endpoint-axios";
import { toFetch } from "@scope/endpoint-fetch";
import { toGot } from "@scope/endpoint-got";
import { toKy } from "@scope/endpoint-ky";
import { toUndici } from "@scope/endpoint-undici";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { render } from "@scope/endpoint-cli";
import { HIDDEN, HIDDEN_ALL } from "../src/hidden.ts";
import { jsLiteral } from "../src/js-literal.ts";
import { renderAxios, renderFetch, renderGot, renderKy, renderUndici } from "../src/render-code.ts";
import { curlWords, renderCurl, renderHttp } from "../src/render-wire.ts";
import { shellQuote } from "../src/shell-quote.ts";
import { SHELLS, shellWords } from "./shells.ts";

const UA = String(endpoint.DEFAULTS.headers["user-agent"]);
const list = endpoint("GET /orgs/{org}/repos", {
  org: "octokit",
  type: "private",
  headers: { authorization: "token X" },
});
const issue = endpoint("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", title: "it's $HOME `x`" });
const raw = endpoint("POST /markdown/raw", {
  data: "Hello\n**world**",
  headers: { "content-type": "text/plain; charset=utf-8" },
});
const emptyPut = endpoint("PUT /user/starred/{owner}/{repo}", { owner: "o", repo: "r" });
const timed = endpoint("GET /rate_limit", { request: { timeout: 1500 } });

/** Evaluates a JS literal the way a snippet does. */
const evaluate = (source: string): unknown => new Function(`return (${source});`)();

/** The arguments a snippet passes to `call`, evaluated. */
function argsOf(snippet: string, call: string): unknown {
  const start = snippet.indexOf(call) + call.length;
  return evaluate(`[${snippet.slice(start, snippet.lastIndexOf(");\nconsole.log"))}]`);
}

describe("shellQuote", () => {
  it("leaves plain words bare and single-quotes the rest, a quote becoming '\\''", () => {
    expect(shellQuote("https://api.github.com/x/a,2@b%20c+d:e_f-g.h")).toBe(
      "https://api.github.com/x/a,2@b%20c+d:e_f-g.h",
    );
    // ? and * are glob characters
    expect(shellQuote("https://h/x?a=1")).toBe("'https://h/x?a=1'");
    expect(shellQuote("it's")).toBe("'it'\\''s'");
    expect(shellQuote("")).toBe("''");
    expect(shellQuote("$HOME `x` *")).toBe("'$HOME `x` *'");
  });

  it("quotes what zsh, bash or ksh would expand: = and ~ anywhere, # ^ ! braces and globs, a leading %", () => {
    // zsh: =ls is the path of ls, a==ls too under magic_equal_subst; bash: a=~ expands the ~
    for (const word of [
      "=ls",
      "a==ls",
      "x=a:=ls",
      "a=1",
      "~",
      "a=~",
      "x:~",
      "#x",
      "a#b",
      "^a",
      "a^b",
      "!!",
      "a{b,c}",
      "a[b]",
      "a*",
      "a?",
      "%1",
      "a|b",
      "a;b",
      "(a)",
      "a&b",
      "<a",
      "a>",
    ]) {
      expect(shellQuote(word), word).toBe(`'${word}'`);
    }
    for (const word of ["a%1", "-x", "--url", "a:b", "@a", "+a", "a,b", "./a"])
      expect(shellQuote(word), word).toBe(word);
  });

  it("writes a word with hidden characters as $'...', each escaped as octal bytes, and a quote, backslash or ! beside them", () => {
    expect(shellQuote("a\bb")).toBe("$'a\\bb'");
    expect(shellQuote("it's \\ \x1b[2K\x7f\t\n!")).toBe("$'it\\'s \\\\ \\033[2K\\177\\t\\n\\041'");
    // UTF-8 bytes, whatever the locale: U+202E is E2 80 AE; an astral tag character takes four.
    // Three octal digits, not \xHH: ksh93 would read \xaeb as one character
    expect(shellQuote("a\u202eb\u{e0041}")).toBe("$'a\\342\\200\\256b\\363\\240\\201\\201'");
    expect(shellQuote("héllo wörld")).toBe("'héllo wörld'");
  });

  it("refuses a NUL, which no shell argument can hold", () => {
    expect(() => shellQuote("a\0b")).toThrow(expect.objectContaining({ code: "ERR_RENDER" }));
  });
});

// Characters some shell reads specially, hidden ones, and plain ones; words start with each of them
const SHELL_CHARS = [
  ..."=~#*?[]{}!^%$`'\"\\|&;<>() \t\n@+,./:-_aZ09é",
  "\x1b",
  "\x9b",
  "\x7f",
  "\b",
  "\r",
  "\u202e",
  "\u200b",
  "\u2028",
];
const shellWord = fc
  .oneof(
    fc.string({ unit: fc.constantFrom(...SHELL_CHARS), maxLength: 12 }),
    // mostly characters that may stay bare, so the word is bare unless its first character or one = or ~ forbids it
    fc
      .tuple(fc.constantFrom(..."=~#%^!-{["), fc.string({ unit: fc.constantFrom(..."aZ09_@%+,./:-=~"), maxLength: 6 }))
      .map(([first, rest]) => first + rest),
    fc.string({ unit: "binary", maxLength: 8 }),
  )
  .filter((word) => !word.includes("\0"));

describe.each(Object.entries(SHELLS))("printed words, read back by %s", (_, shell) => {
  // sh has no $'...': it gets the words that do not need it
  const readable = (text: string): string => (shell.posix ? text.replace(HIDDEN_ALL, "") : text);

  it("shellQuote: every word comes back exactly (property)", () => {
    fc.assert(
      fc.property(fc.array(shellWord, { minLength: 1, maxLength: 16 }), (words) => {
        const kept = shell.posix ? words.filter((word) => !HIDDEN.test(word)) : words;
        expect(shellWords(shell, "p", `p ${kept.map(shellQuote).join(" \\\n  ")}`)).toStrictEqual(kept);
      }),
      { numRuns: 100 },
    );
  });

  it("--to curl: the printed command gives curl exactly its words (property)", () => {
    const text = fc.string({
      unit: fc.oneof(
        fc.constantFrom(...SHELL_CHARS),
        fc.constantFrom(..."aZ09"),
        fc.string({ unit: "binary", minLength: 1, maxLength: 1 }),
      ),
      maxLength: 10,
    });
    // a header value may hold visible ASCII, space, tab and U+0080-U+00FF (docs/rules.md#headers)
    const headerValue = fc.string({
      unit: fc.oneof(
        fc.constantFrom(..."=~#*?!^%$`'\"\\{} \t"),
        fc
          .integer({ min: 0x21, max: 0xff })
          .filter((c) => c !== 0x7f)
          .map((c) => String.fromCharCode(c)),
      ),
      maxLength: 10,
    });
    fc.assert(
      fc.property(
        fc.constantFrom("GET", "HEAD", "POST", "PUT", "DELETE"),
        text,
        text,
        headerValue,
        fc.option(text.filter((body) => !body.includes("\0"))),
        (method, segment, query, value, body) => {
          let request;
          try {
            request = toFetch(
              endpoint(`${method} /x/{segment}`, {
                segment: readable(segment),
                q: readable(query),
                headers: { "x-value": readable(value) },
                ...(body === null || method === "GET" || method === "HEAD" ? {} : { data: readable(body) }),
              }),
            );
          } catch (error) {
            // a "." or ".." segment: the core refuses it (docs/rules.md#dot-segments)
            if (!(error instanceof EndpointError)) throw error;
            fc.pre(false);
          }
          const [curl, ...words] = curlWords(request!).flat();
          expect(curl).toBe("curl");
          expect(shellWords(shell, "curl", renderCurl(request!))).toStrictEqual(words);
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe("renderCurl", () => {
  it("prints the exact method, URL and headers of a GET", () => {
    expect(renderCurl(toFetch(list))).toBe(
      `curl --request GET --url 'https://api.github.com/orgs/octokit/repos?type=private' \\
  --header 'accept: application/vnd.github.v3+json' \\
  --header 'user-agent: ${UA}' \\
  --header 'authorization: token X'
`,
    );
  });

  it("sends the body with --data-raw and removes curl's form content-type when the request has none", () => {
    const out = renderCurl(toFetch(endpoint("POST /x", { data: "@not-a-file" })));
    expect(out).toContain("--header content-type: \\\n  --data-raw @not-a-file\n");
    expect(renderCurl(toFetch(raw))).toContain("--data-raw $'Hello\\n**world**'");
  });

  it("sends the empty PUT body as zero bytes", () => {
    expect(renderCurl(toFetch(emptyPut))).toMatch(/--request PUT .*--header content-type: \\\n {2}--data-raw ''\n$/s);
  });

  it("removes curl's own accept and user-agent when the request has none, and keeps an empty value", () => {
    const out = renderCurl(["http://h/", { method: "GET", headers: { "x-empty": "" } }]);
    expect(out).toBe(
      "curl --request GET --url http://h/ \\\n  --header 'x-empty;' \\\n  --header accept: \\\n  --header user-agent:\n",
    );
  });

  it("uses --head for HEAD, --globoff for brackets, and drops Expect for a large body", () => {
    expect(renderCurl(toFetch(endpoint("HEAD /x")))).toMatch(/^curl --head /);
    expect(renderCurl(toFetch(endpoint("GET /x/{+p}", { p: "[a]" })))).toContain(
      "--globoff --url 'https://api.github.com/x/[a]'",
    );
    expect(renderCurl(toFetch(endpoint("POST /x", { data: "x".repeat(2000) })))).toContain("--header expect:");
    expect(renderCurl(toFetch(endpoint("POST /x", { data: "x" })))).not.toContain("expect");
  });

  it("refuses a body that is not UTF-8 text, unless it comes from a file curl reads itself", () => {
    const init = { method: "POST", body: new Uint8Array([0xff]) };
    expect(() => renderCurl(["http://h/", init])).toThrow(expect.objectContaining({ code: "ERR_RENDER" }));
    expect(renderCurl(["http://h/", init], "my asset.bin")).toMatch(
      /--header content-type: \\\n {2}--data-binary '@my asset\.bin'\n$/,
    );
  });

  it("refuses a relative URL, which curl cannot send", () => {
    expect(() => renderCurl(["/api/x", { method: "GET" }])).toThrow(
      expect.objectContaining({ code: "ERR_RENDER", message: expect.stringMatching(/needs an absolute URL/) }),
    );
  });
});

describe("renderHttp", () => {
  it("prints the request line, host, headers, content-length and body with CRLF line ends", () => {
    expect(
      renderHttp(
        toFetch(
          endpoint("POST http://127.0.0.1:8080/markdown/raw?x=1#frag", {
            data: "héllo",
            headers: { "content-type": "text/plain" },
          }),
        ),
      ),
    ).toBe(
      [
        "POST /markdown/raw?x=1 HTTP/1.1",
        "host: 127.0.0.1:8080",
        "accept: application/vnd.github.v3+json",
        `user-agent: ${UA}`,
        "content-type: text/plain",
        "content-length: 6",
        "",
        "héllo",
      ].join("\r\n"),
    );
  });

  it("prints one host and one content-length, the request's own when it has them", () => {
    const out = renderHttp(
      toFetch(
        endpoint("POST https://h.example/x", { data: "hi", headers: { host: "other.example", "content-length": "2" } }),
      ),
    );
    expect(out.match(/^host: /gim)).toHaveLength(1);
    expect(out.match(/^content-length: /gim)).toHaveLength(1);
    expect(out).toBe(
      [
        "POST /x HTTP/1.1",
        "host: other.example",
        "accept: application/vnd.github.v3+json",
        `user-agent: ${UA}`,
        "content-length: 2",
        "",
        "hi",
      ].join("\r\n"),
    );
  });

  it("refuses C0 and C1 controls, ESC, DEL, a lone CR and bidi controls in a header value or the body, naming the character, never the value", () => {
    const refused = (init: RequestInit) => () => renderHttp(["http://h/", init]);
    expect(refused({ method: "GET", headers: { authorization: "token X\x9b" } })).toThrow(
      expect.objectContaining({
        code: "ERR_RENDER",
        message:
          '--to http cannot print header "authorization": U+009B at position 7 is a control character a terminal would act on (use --to curl, which escapes it, or a snippet)',
      }),
    );
    for (const [body, at] of [
      ["a\x1b[2J", "U+001B at position 1"],
      ["\x85", "U+0085 at position 0"],
      ["ab\x7f", "U+007F at position 2"],
      ["a\rb", "U+000D at position 1"],
      ["x\u202e", "U+202E at position 1"],
      ["\b", "U+0008 at position 0"],
    ] as const) {
      expect(refused({ method: "POST", body }), JSON.stringify(body)).toThrow(
        expect.objectContaining({
          code: "ERR_RENDER",
          message: expect.stringContaining(`cannot print the body: ${at} `),
        }),
      );
    }
    // what a terminal shows as it is: tab, line ends (CRLF too), a ZWJ emoji sequence
    expect(renderHttp(["http://h/", { method: "POST", body: "a\tb\r\nc\n\u{1F468}\u200d\u{1F469}" }])).toMatch(
      /\r\n\r\na\tb\r\nc\n\u{1F468}\u200d\u{1F469}$/u,
    );
  });

  it("has no content-length without a body and content-length 0 for the empty PUT", () => {
    expect(renderHttp(toFetch(list))).toMatch(
      /^GET \/orgs\/octokit\/repos\?type=private HTTP\/1\.1\r\nhost: api\.github\.com\r\n.*authorization: token X\r\n\r\n$/s,
    );
    expect(renderHttp(toFetch(emptyPut))).toMatch(/content-length: 0\r\n\r\n$/);
  });
});

describe("jsLiteral", () => {
  it("writes source that evaluates to the same value", () => {
    const value = { a: 'x"\n\u2028', "b-c": [1, true, null], d: { e: -1.5 }, empty: {}, skipped: undefined };
    expect(evaluate(jsLiteral(value))).toStrictEqual({
      a: 'x"\n\u2028',
      "b-c": [1, true, null],
      d: { e: -1.5 },
      empty: {},
    });
  });

  it("writes bytes and buffers exactly, as text when they are UTF-8", () => {
    expect(jsLiteral(new TextEncoder().encode("hé"))).toBe('new TextEncoder().encode("hé")');
    expect(jsLiteral(new Uint8Array([0xff, 0]))).toBe("new Uint8Array([255, 0])");
    expect(jsLiteral(new Uint8Array(0))).toBe("new Uint8Array(0)");
    expect(jsLiteral(new ArrayBuffer(0))).toBe("new ArrayBuffer(0)");
    const buffer = evaluate(jsLiteral(new TextEncoder().encode("ab").buffer)) as ArrayBuffer;
    expect(new Uint8Array(buffer)).toStrictEqual(new TextEncoder().encode("ab"));
  });

  it("keeps undefined in headers (got: it removes got's own user-agent) and drops it elsewhere", () => {
    expect(jsLiteral({ headers: { "user-agent": undefined }, signal: undefined })).toBe(
      '{\n  headers: {\n    "user-agent": undefined,\n  },\n}',
    );
  });

  it("escapes what JSON.stringify leaves raw and a terminal would not show: DEL, C1, bidi, zero-width, U+2028", () => {
    const value = { "k\u200b": "a\u202eb\x7f\x9b\u2028\u{e0041}" };
    const source = jsLiteral(value);
    expect(source).toBe('{\n  "k\\u200b": "a\\u202eb\\u007f\\u009b\\u2028\\udb40\\udc41",\n}');
    expect(evaluate(source)).toStrictEqual(value);
  });

  it("refuses values a snippet cannot rebuild", () => {
    expect(() => jsLiteral(new AbortController().signal)).toThrow(/AbortSignal/);
  });
});

describe("client snippets", () => {
  it("fetch: the toFetch arguments, then status and text", () => {
    const out = renderFetch(toFetch(issue));
    expect(out).toMatch(
      /^const response = await fetch\("https:\/\/api\.github\.com\/repos\/o\/r\/issues", \{\n {2}method: "POST",/,
    );
    expect(out).toContain(`body: ${JSON.stringify(JSON.stringify({ title: "it's $HOME `x`" }))},`);
    expect(renderFetch(toFetch(emptyPut))).toContain("body: new Uint8Array(0),");
  });

  it("axios: the toAxios config, content-type false included", () => {
    const out = renderAxios(toAxios(endpoint("POST /x", { data: "a" })));
    expect(out).toMatch(
      /^import axios from "axios";\n\nconst response = await axios\.request\(\{\n {2}url: "https:\/\/api\.github\.com\/x",\n {2}method: "POST",/,
    );
    expect(out).toContain('"content-type": false,');
    expect(renderAxios(toAxios(emptyPut))).toContain("data: new ArrayBuffer(0),");
  });

  it("ky, got and undici: their adapter's arguments", () => {
    // the adapters set no retry or timeout of their own: the client's settings apply (docs/rules.md#adapters)
    expect(renderKy(toKy(list))).toMatch(
      /^import ky from "ky";\n\nconst response = await ky\(".*", \{\n {2}method: "GET",\n {2}headers: \{[^}]*\},\n\}\);/,
    );
    expect(renderGot(toGot(list))).toMatch(
      /^import got from "got";\n\nconst response = await got\(".*", \{\n {2}method: "GET",\n {2}headers: \{[^}]*\},\n\}\);/,
    );
    expect(renderUndici(toUndici(list))).toMatch(
      /^import \{ request \} from "undici";\n\nconst \{ statusCode, body \} = await request\(/,
    );
  });

  it("every snippet's arguments evaluate back to its adapter's output", () => {
    for (const options of [list, issue, raw, emptyPut]) {
      expect(argsOf(renderFetch(toFetch(options)), "await fetch(")).toStrictEqual(toFetch(options));
      expect(argsOf(renderAxios(toAxios(options)), "axios.request(")).toStrictEqual([strip(toAxios(options))]);
      expect(argsOf(renderKy(toKy(options)), "await ky(")).toStrictEqual(toKy(options));
      expect(argsOf(renderGot(toGot(options)), "await got(")).toStrictEqual(toGot(options));
      expect(argsOf(renderUndici(toUndici(options)), "await request(")).toStrictEqual([
        toUndici(options)[0],
        strip(toUndici(options)[1]),
      ]);
    }
  });
});

/** The adapter output without its undefined options, which a snippet leaves out. */
function strip<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

describe("render with request.timeout", () => {
  it("snippets make the adapter's timer signal, AbortSignal.timeout(ms), and keep its client settings", async () => {
    for (const target of ["fetch", "axios", "ky", "got", "undici"] as const)
      expect(await render(target, timed), target).toContain("  signal: AbortSignal.timeout(1500),\n");
    expect(await render("axios", timed)).toContain("  timeout: 0,\n");
    expect(await render("ky", timed)).toContain("  timeout: false,\n");
    // got merges timeout key by key: undefined turns an instance's timeouts off
    expect(await render("got", timed)).toContain("  timeout: {\n    lookup: undefined,\n");
    expect(await render("undici", timed)).toContain("  bodyTimeout: 0,\n");
    expect(await render("undici", timed)).toContain("  headersTimeout: 0,\n");
  });

  it("each snippet's arguments evaluate back to its adapter's output, with a timer signal of its own", async () => {
    const adapters = {
      fetch: ["await fetch(", toFetch],
      axios: ["axios.request(", (o: typeof timed) => [toAxios(o)]],
      ky: ["await ky(", toKy],
      got: ["await got(", toGot],
      undici: ["await request(", toUndici],
    } as const;
    for (const [target, [call, adapter]] of Object.entries(adapters)) {
      const args = argsOf(await render(target as keyof typeof adapters, timed), call) as object[];
      const expected = adapter(timed) as object[];
      const options = args.at(-1) as { signal: AbortSignal };
      expect(options.signal, target).toBeInstanceOf(AbortSignal);
      expect(options.signal.aborted).toBe(false);
      expect(args, target).toStrictEqual(expected);
    }
  });

  it("curl gets --max-time in seconds; raw HTTP has no place for it; JSON keeps it", async () => {
    expect(await render("curl", timed)).toMatch(
      /^curl --request GET --url https:\/\/api\.github\.com\/rate_limit --max-time 1\.5 \\\n/,
    );
    expect(await render("http", timed)).toBe(await render("http", endpoint("GET /rate_limit")));
    expect(JSON.parse(await render("json", timed))).toMatchObject({ request: { timeout: 1500 } });
  });

  it("refuses request.signal in a snippet: a live AbortSignal has no source text", async () => {
    const signalled = endpoint("GET /x", { request: { signal: new AbortController().signal } });
    await expect(render("fetch", signalled)).rejects.toMatchObject({
      code: "ERR_RENDER",
      message: expect.stringMatching(/cannot hold request\.signal/),
    });
  });
});

describe("render", () => {
  it("prints JSON by default and each target from its adapter", async () => {
    expect(JSON.parse(await render("json", list))).toStrictEqual(list);
    expect(await render("curl", list)).toBe(renderCurl(toFetch(list)));
    expect(await render("http", list)).toBe(renderHttp(toFetch(list)));
    expect(await render("fetch", list)).toBe(renderFetch(toFetch(list)));
    expect(await render("axios", list)).toBe(renderAxios(toAxios(list)));
    expect(await render("ky", list)).toBe(renderKy(toKy(list)));
    expect(await render("got", list)).toBe(renderGot(toGot(list)));
    expect(await render("undici", list)).toBe(renderUndici(toUndici(list)));
  });
});
