/** @module shells: printed commands run through real shells, which report the words they read. */
import { spawnSync } from "node:child_process";

/** How one shell reads a script: from `-c`, or from stdin as if typed into an interactive shell. */
export interface Shell {
  readonly argv: readonly string[];
  readonly interactive?: boolean;
  /** Lines run before the command (options a user may have set). */
  readonly setup?: string;
  /** Only POSIX sh: it has no `$'...'`, so words that need it are left out. */
  readonly posix?: boolean;
}

// zsh options a user may well have set that make more characters special: ^ ~ # globs, ~ and = after
// = or :, '' as a quote inside quotes, [a-z] braces, @(...) globs
const ZSH_OPTIONS = "setopt extended_glob magic_equal_subst rc_quotes brace_ccl ksh_glob";

/**
 * Every shell the curl command is for. Each must be installed: a missing one fails its tests rather
 * than skipping them (`.ci/run` installs zsh and ksh on a fresh machine).
 */
export const SHELLS: Readonly<Record<string, Shell>> = {
  sh: { argv: ["sh", "-c"], posix: true },
  bash: { argv: ["bash", "-c"] },
  "bash, interactive (! history expansion)": { argv: ["bash", "--norc", "--noprofile", "-i"], interactive: true },
  zsh: { argv: ["zsh", "-f", "-c"] },
  "zsh with extended_glob, magic_equal_subst, rc_quotes, brace_ccl, ksh_glob": {
    argv: ["zsh", "-f", "-c"],
    setup: ZSH_OPTIONS,
  },
  "zsh, interactive, with those options (! history expansion)": {
    argv: ["zsh", "-f", "-i"],
    interactive: true,
    setup: ZSH_OPTIONS,
  },
  ksh: { argv: ["ksh", "-c"] },
};

// A missing shell fails every file that imports this one, here, by name: inside a property it would
// surface as a counterexample (`[["="]]`) with `spawnSync ksh ENOENT` below it, minutes into npm test
// (whose own check, scripts/prerequisites.mjs, stops before anything runs).
const notInstalled = [...new Set(Object.values(SHELLS).map(({ argv }) => argv[0]!))].filter(
  (file) => (spawnSync(file, ["-c", ":"]).error as NodeJS.ErrnoException | undefined)?.code === "ENOENT",
);
if (notInstalled.length > 0)
  throw new Error(
    `not installed: ${notInstalled.join(", ")}. The CLI's printed commands are read back by every shell in ` +
      `packages/cli/test/shells.ts: \`apt-get install ${notInstalled.map((file) => (file === "sh" ? "dash" : file)).join(" ")}\``,
  );

// no rc file, no history file (HOME is nowhere): each run starts from the shell's defaults
const env = {
  PATH: process.env.PATH,
  HOME: "/nonexistent/endpoint-shells",
  ENV: "/dev/null",
  HISTFILE: "/dev/null",
  LC_ALL: "C.UTF-8",
  PS1: "",
  PS2: "",
};

/**
 * The words `shell` passes to `name` when it runs `command` (a function named `name` stands in for
 * the program and prints each argument NUL-terminated). Throws when the shell is missing, or when a
 * non-interactive one fails.
 * @example shellWords(SHELLS.bash!, "curl", "curl -s 'a b'"); // ["-s", "a b"]
 */
export function shellWords(shell: Shell, name: string, command: string): string[] {
  // a loop, not printf '%s\0' "$@": that prints one empty word for no arguments
  const script = `${shell.setup ?? ""}\n${name}() { for word in "$@"; do printf '%s\\0' "$word"; done; }\n${command}\n`;
  const [file, ...args] = shell.argv;
  const result = shell.interactive
    ? spawnSync(file!, args, { input: script, env, encoding: "utf8" })
    : spawnSync(file!, [...args, script], { env, encoding: "utf8" });
  if (result.error) throw result.error;
  // an interactive shell goes on after a line it refuses (its stderr echoes every line): the words then differ
  if (result.status !== 0) throw new Error(`${shell.argv.join(" ")} exited ${result.status}: ${result.stderr}`);
  return result.stdout.split("\0").slice(0, -1);
}
