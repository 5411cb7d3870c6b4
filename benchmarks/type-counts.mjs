// What TypeScript counts, per version, for two states of the core's types on the files `npm run bench:types`
// checks: the instantiations and the types of `tsc --extendedDiagnostics`, which, unlike time, do not move
// between runs. Usage: `node benchmarks/type-counts.mjs <before> [after]`, each a commit or `.` (the
// working tree, the default after). Each state's packages/core/src is compiled to declarations by the
// installed TypeScript; VERSIONS and FILES pick as in typecheck.mjs. Prints one table; asserts nothing.
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEFAULT_VERSIONS, FILE_NAMES, root, tscOf, versionOf, writeBenchFiles } from "./typecheck-files.mjs";

const [before, after = "."] = process.argv.slice(2);
if (!before) throw new Error("usage: node benchmarks/type-counts.mjs <before> [after]");
const VERSIONS = (process.env.VERSIONS ?? DEFAULT_VERSIONS).split(",");
const names = (process.env.FILES ?? FILE_NAMES.join(",")).split(",");
const work = mkdtempSync(join(tmpdir(), "type-counts-"));

/** The core's declarations at `ref`, as `tsc --declaration` writes them, their imports pointing at `.js`. */
function declarations(ref, dir) {
  const src = join(dir, "src");
  if (ref === ".") cpSync(join(root, "packages/core/src"), src, { recursive: true });
  else {
    mkdirSync(dir, { recursive: true });
    const archive = execFileSync("git", ["-C", root, "archive", ref, "packages/core/src"], { maxBuffer: 1 << 28 });
    execFileSync("tar", ["-x", "-C", dir], { input: archive });
    cpSync(join(dir, "packages/core/src"), src, { recursive: true });
  }
  const out = join(dir, "types");
  const compilerOptions = {
    target: "ES2022",
    lib: ["ES2022", "DOM", "DOM.Iterable"],
    module: "Preserve",
    moduleResolution: "bundler",
    strict: true,
    declaration: true,
    emitDeclarationOnly: true,
    allowImportingTsExtensions: true,
    rewriteRelativeImportExtensions: true,
    skipLibCheck: true,
    types: [],
    rootDir: src,
    outDir: out,
  };
  writeFileSync(join(dir, "tsconfig.json"), JSON.stringify({ compilerOptions, files: [join(src, "index.ts")] }));
  execFileSync(process.execPath, [tscOf("typescript"), "-p", join(dir, "tsconfig.json")], { stdio: "inherit" });
  // declaration files keep the `.ts` specifiers of the source; the bench files resolve `.js` to `.d.ts`
  const rewrite = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) rewrite(path);
      else
        writeFileSync(path, readFileSync(path, "utf8").replace(/((?:from |import\()"\.{1,2}\/[^"]*)\.ts"/g, '$1.js"'));
    }
  };
  rewrite(out);
  return join(out, "index.d.ts");
}

/** Instantiations and types of one `tsc` run. */
function counts(version, project) {
  const output = execFileSync(process.execPath, [tscOf(version), "-p", project, "--extendedDiagnostics"], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  const figure = (label) => Number(output.match(new RegExp(`^${label}:\\s+(\\d+)`, "m"))[1]);
  return { instantiations: figure("Instantiations"), types: figure("Types") };
}

try {
  const states = [before, after].map((ref, i) => {
    const files = join(work, `files-${i}`);
    mkdirSync(files);
    writeBenchFiles(files, declarations(ref, join(work, `core-${i}`)));
    return files;
  });
  const change = (a, b) => `${b >= a ? "+" : ""}${(((b - a) / a) * 100).toFixed(1)}%`;
  const format = (n) => n.toLocaleString("en-US");
  console.log(`instantiations (types) of 200 calls per file: ${before} -> ${after}\n`);
  console.log(`| file | ${VERSIONS.map(versionOf).join(" | ")} |\n|---|${VERSIONS.map(() => "---:").join("|")}|`);
  for (const name of names) {
    const cells = VERSIONS.map((version) => {
      const [a, b] = states.map((files) => counts(version, join(files, `${name}.json`)));
      return `${format(a.instantiations)} -> ${format(b.instantiations)} (${change(a.instantiations, b.instantiations)}; types ${format(a.types)} -> ${format(b.types)})`;
    });
    console.log(`| ${name} | ${cells.join(" | ")} |`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
