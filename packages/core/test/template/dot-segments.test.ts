import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { endpoint } from "../../src/index.ts";
import { thrown } from "../thrown.ts";

// docs/rules.md#dot-segments: a "." or ".." segment an expansion writes is refused; the route's own stay
const build = (url: string, values: Record<string, unknown>) =>
  endpoint({ url, baseUrl: "https://api.example", ...values });

describe("dot segments written by parameters", () => {
  it("refuses a username of '..', which would reach DELETE /repos/o/r/", () => {
    const error = thrown(() =>
      endpoint("DELETE /repos/{owner}/{repo}/collaborators/{username}", { owner: "o", repo: "r", username: ".." }),
    );
    expect(error.code).toBe("ERR_PATH_TRAVERSAL");
    expect(error.message).toContain('"username"');
  });

  it.each([".", "..", "%2e%2e", "%2E.", ".%2e", "%2e", "%2E%2E", "a/../b", "a/./b", "%2e%2e/x", "x/.."])(
    "refuses %j through reserved expansion {+x}",
    (x) => {
      expect(thrown(() => build("/a/{+x}/b", { x })).code).toBe("ERR_PATH_TRAVERSAL");
    },
  );

  it("refuses {.x} with x '.', whose operator dot makes '..'", () => {
    expect(thrown(() => build("/a/{.x}", { x: "." })).code).toBe("ERR_PATH_TRAVERSAL");
  });

  it("refuses {.x} with x '', whose operator dot alone makes '.'", () => {
    expect(thrown(() => build("/a/{.x}/c", { x: "" })).code).toBe("ERR_PATH_TRAVERSAL");
  });

  it("keeps {.x} after a word: 'b..' is no dot segment", () => {
    expect(build("/a/b{.x}", { x: "." }).url).toBe("https://api.example/a/b..");
  });

  it("refuses a dot segment in a {/x*} list, anywhere in it", () => {
    expect(thrown(() => build("/a{/x*}", { x: ["b", ".."] })).code).toBe("ERR_PATH_TRAVERSAL");
    expect(thrown(() => build("/a{/x*}", { x: [".", "b"] })).code).toBe("ERR_PATH_TRAVERSAL");
    expect(build("/a{/x*}", { x: ["b", "..c"] }).url).toBe("https://api.example/a/b/..c");
  });

  it("keeps an unexploded {/x} list, which joins with commas in one segment", () => {
    expect(build("/a{/x}", { x: [".", ".."] }).url).toBe("https://api.example/a/.,..");
  });

  it("refuses two expressions side by side that make a dot segment together", () => {
    expect(thrown(() => build("/a/{a}{b}/c", { a: ".", b: "." })).code).toBe("ERR_PATH_TRAVERSAL");
    expect(thrown(() => build("/a/{a}{b}/c", { a: "", b: ".." })).code).toBe("ERR_PATH_TRAVERSAL");
    expect(thrown(() => build("/a/{a}{b}/c", { a: ".", b: "" })).code).toBe("ERR_PATH_TRAVERSAL");
    expect(build("/a/{a}{b}/c", { a: ".", b: "x" }).url).toBe("https://api.example/a/.x/c");
  });

  it("refuses a dot segment completed by the route's own dot", () => {
    expect(thrown(() => build("/a/.{x}", { x: "." })).code).toBe("ERR_PATH_TRAVERSAL");
    expect(thrown(() => build("/a/%2e{x}", { x: "." })).code).toBe("ERR_PATH_TRAVERSAL");
  });

  it("refuses '..' in a :name segment", () => {
    const error = thrown(() => endpoint("GET /repos/:owner/:repo", { owner: "..", repo: "r" }));
    expect(error.code).toBe("ERR_PATH_TRAVERSAL");
    expect(error.message).toContain('"owner"');
  });

  it("refuses '..' in a relative url joined to baseUrl", () => {
    expect(thrown(() => endpoint("GET {+x}/y", { x: "..", baseUrl: "https://ghe.example/api/v3" })).code).toBe(
      "ERR_PATH_TRAVERSAL",
    );
    expect(thrown(() => endpoint("GET x/{x}", { x: "..", baseUrl: "https://ghe.example/api/v3" })).code).toBe(
      "ERR_PATH_TRAVERSAL",
    );
  });

  it("refuses a file path 'a/../b' under keepSlashes", () => {
    const error = thrown(() => endpoint("GET /c/{path}", { path: "a/../b", keepSlashes: ["path"] }));
    expect(error.code).toBe("ERR_PATH_TRAVERSAL");
    expect(error.message).toContain('"path"');
  });

  it("refuses the same through merge() and parse(), and through defaults()", () => {
    expect(thrown(() => endpoint.parse(endpoint.merge("GET /a/{x}", { x: ".." }))).code).toBe("ERR_PATH_TRAVERSAL");
    expect(thrown(() => endpoint.defaults({ x: ".." })("GET /a/{x}")).code).toBe("ERR_PATH_TRAVERSAL");
  });
});

describe("dot segments that stay", () => {
  it("keeps dot segments written literally in the route", () => {
    expect(build("/a/../b/{x}", { x: "y" }).url).toBe("https://api.example/a/../b/y");
    expect(build("/a/./{x}", { x: "y" }).url).toBe("https://api.example/a/./y");
    // an expansion just before the "/" of the route's own dot segment writes nothing into it
    expect(build("/a/{x}/../b", { x: "" }).url).toBe("https://api.example/a//../b");
  });

  it("keeps dots in the query and the fragment", () => {
    expect(build("/a{?x}", { x: ".." }).url).toBe("https://api.example/a?x=..");
    expect(build("/a", { x: ".." }).url).toBe("https://api.example/a?x=..");
    expect(build("/a{#x}", { x: "/../b" }).url).toBe("https://api.example/a#/../b");
  });

  it.each(["rest.js", "...", ".x", "v1.2", "..a", "a..", ".env", "%2e%2e%2e"])(
    "keeps %j, a value with dots that is no dot segment",
    (x) => {
      expect(build("/a/{x}", { x }).url).toBe(`https://api.example/a/${encodeURIComponent(x)}`);
    },
  );

  it("keeps a reserved expansion whose dots sit beside an encoded slash", () => {
    expect(build("/a/{+x}/b", { x: "..%2f" }).url).toBe("https://api.example/a/..%2f/b");
  });
});

describe("dot segments made of the route's dots and empty values", () => {
  it.each([
    ["/assets/{name}.{ext}", { name: "", ext: "" }],
    ["/assets/{name}.{ext}", { ext: "" }],
    ["/a{/dir}../secret", { dir: "" }],
    ["/a/.{x}", { x: "" }],
    ["/a/{x}..", { x: [] }],
    ["/a/.{x}./b", { x: null }],
  ])("refuses %s with %j", (template, params) => {
    expect(thrown(() => build(template, params)).code).toBe("ERR_PATH_TRAVERSAL");
  });

  it("keeps the same routes with values that make no dot segment", () => {
    expect(build("/assets/{name}.{ext}", { name: "logo", ext: "" }).url).toBe("https://api.example/assets/logo.");
    expect(build("/a{/dir}../secret", { dir: "d" }).url).toBe("https://api.example/a/d../secret");
  });
});

describe("query and fragment expressions after the route's own dot segment", () => {
  // they write into the query or fragment, never a path segment: the "." is the route's own
  it.each([
    ["DELETE /a/.{#x}", {}],
    ["DELETE /a/.{#x}", { x: "y" }],
    ["GET /a/.{?x}", {}],
    ["GET /a/..{?x}", { x: ".." }],
    ["DELETE /a/.{&x}", {}],
  ])("sends %s with %j", (route, params) => {
    const url = endpoint(route, params).url;
    expect(url.startsWith("https://api.github.com/a/.")).toBe(true);
  });

  it("still refuses a dot segment a reserved fragment expansion makes in the path", () => {
    expect(thrown(() => endpoint("DELETE /a/{+x}{#y}", { x: "..", y: "f" })).code).toBe("ERR_PATH_TRAVERSAL");
  });
});

describe("error messages", () => {
  it("name the parameter that made the dot segment", () => {
    expect(thrown(() => build("/a/{a}{b}/c", { a: "", b: ".." })).message).toContain('"b"');
    expect(thrown(() => build("/a{/x*}", { x: ["b", ".."] })).message).toContain('"x"');
  });
});

// A template of literal text (dot segments of its own included) and expressions whose values mix
// dots, %2e triplets, slashes and words; the oracle expands it by RFC 6570 for this alphabet only,
// marking which characters the expansions wrote
const OPERATORS = ["", "+", ".", "/"] as const;
type Operator = (typeof OPERATORS)[number];
const piece = fc.constantFrom(".", "..", "%2e", "%2E", "a", "b.c", "/", "");
const value = fc.array(piece, { maxLength: 4 }).map((parts) => parts.join(""));
const part = fc.oneof(
  fc.constantFrom("/w", "/v1", "x", "/", ".", "/.", "/..", "/%2e"),
  fc.record({ op: fc.constantFrom(...OPERATORS), explode: fc.boolean(), list: fc.boolean() }),
);

// the WHATWG URL standard's single-dot and double-dot path segments
const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i;

function encode(text: string, op: Operator): string {
  // the alphabet holds only unreserved characters, "/" and "%": reserved expansion keeps them all
  return op === "+" ? text : text.replaceAll("%", "%25").replaceAll("/", "%2F");
}

function expandOne(op: Operator, explode: boolean, item: string | string[]): string {
  const first = op === "." || op === "/" ? op : "";
  const sep = explode && first !== "" ? first : ",";
  const items = typeof item === "string" ? [item] : item;
  return items.length === 0 ? "" : first + items.map((text) => encode(text, op)).join(sep);
}

const expansion = fc
  .array(part, { minLength: 1, maxLength: 5 })
  .chain((parts) =>
    fc.tuple(
      fc.constant(parts),
      fc.tuple(
        ...parts.map((p) =>
          typeof p === "string" ? fc.constant("") : p.list ? fc.array(value, { maxLength: 3 }) : value,
        ),
      ),
    ),
  );

describe("dot segments, for any template and values", () => {
  it("refuses exactly the expansions that make a dot segment, keeping the route's own", () => {
    fc.assert(
      fc.property(expansion, ([parts, values]) => {
        let template = "/r";
        let expected = "/r";
        // "L" for each character of the route's own text, "E" for each one an expansion wrote
        let writer = "LL";
        // where each expansion stands, also one that writes nothing
        const stands: number[] = [];
        const params: Record<string, unknown> = {};
        parts.forEach((p, i) => {
          if (typeof p === "string") {
            template += p;
            expected += p;
            writer += "L".repeat(p.length);
            return;
          }
          template += `{${p.op}v${i}${p.explode ? "*" : ""}}`;
          params[`v${i}`] = values[i];
          const written = expandOne(p.op, p.explode, values[i] as string | string[]);
          if (written === "") stands.push(expected.length);
          expected += written;
          writer += "E".repeat(written.length);
        });
        // a run of expressions that makes up a whole path segment, none with a value (an empty
        // list): the request would go elsewhere (docs/rules.md#placing-parameters)
        const inSegment = (p: (typeof parts)[number] | undefined) => typeof p === "object" && p.op !== "/";
        const missing = parts.some((p, i) => {
          const before = parts[i - 1];
          if (!inSegment(p) || typeof before !== "string" || !before.endsWith("/")) return false;
          let end = i;
          while (inSegment(parts[end])) end++;
          const after = parts[end];
          const whole = typeof after !== "string" || after.startsWith("/");
          const run = values.slice(i, end);
          return whole && run.every((v, k) => (parts[i + k] as { list: boolean }).list && (v as string[]).length === 0);
        });
        if (missing) {
          expect(thrown(() => build(template, params)).code).toBe("ERR_PARAMETER_MISSING");
          return;
        }
        const path = expected.split(/[?#]/)[0] as string;
        let start = 0;
        let written = false;
        let literal = false;
        for (const segment of path.split("/")) {
          if (DOT_SEGMENT.test(segment)) {
            // an expansion made it: it wrote a character of it or of a "/" around it, or stands inside it writing nothing
            const end = start + segment.length;
            if (
              writer.slice(Math.max(start - 1, 0), end + 1).includes("E") ||
              stands.some((at) => at >= start && at <= end)
            )
              written = true;
            else literal = true;
          }
          start += segment.length + 1;
        }
        // one way only: Node 20's URL parser keeps "/." after a segment such as ".," (it returns "/r/.,/." as is)
        if (new URL(`https://api.example${path}`).pathname !== path) expect(written || literal).toBe(true);
        if (written) {
          expect(thrown(() => build(template, params)).code).toBe("ERR_PATH_TRAVERSAL");
        } else {
          expect(build(template, params).url).toBe(`https://api.example${expected}`);
        }
      }),
      { numRuns: 2000 },
    );
  });
});

describe("issue 13: rules the first version missed", () => {
  it("refuses a reserved expansion that makes '..' and then starts the query or fragment", () => {
    // new URL("https://api.github.com/a/..?q").pathname is "/"
    for (const x of ["..?q", "..#f", "%2e%2e#f", ".?", "..?"]) {
      expect(thrown(() => endpoint("GET /a/{+x}", { x })).code).toBe("ERR_PATH_TRAVERSAL");
    }
  });

  it("names the variable that made the dot segment, not the expression's first", () => {
    expect(thrown(() => endpoint("GET /a{/x,y}", { x: "ok", y: ".." })).message).toContain('"y"');
  });

  it("refuses exactly the expansions whose path holds a dot segment, with ? and # in values", () => {
    const piece = fc.constantFrom(".", "..", "%2e", "a", "/", "?", "#", "");
    const value = fc.array(piece, { maxLength: 4 }).map((parts) => parts.join(""));
    fc.assert(
      fc.property(value, (x) => {
        const raw = `/r/${x}`;
        const path = raw.split(/[?#]/)[0] as string;
        if (path.split("/").some((segment) => /^(?:\.|%2e){1,2}$/i.test(segment))) {
          expect(thrown(() => endpoint("GET /r/{+x}", { x })).code).toBe("ERR_PATH_TRAVERSAL");
        } else {
          expect(endpoint("GET /r/{+x}", { x, baseUrl: "https://api.example" }).url).toBe(`https://api.example${raw}`);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
