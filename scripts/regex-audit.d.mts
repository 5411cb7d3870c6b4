/** Types for regex-audit.mjs, which the linear-time tests import. */
export interface JudgedRegex {
  /** `path:line`, relative to the root given. */
  where: string;
  /** The pattern; undefined when it is built at run time. */
  pattern: string | undefined;
  flags: string;
  /** recheck's verdict, or "dynamic" for a pattern built at run time. */
  status: "safe" | "vulnerable" | "unknown" | "dynamic";
  /** For a vulnerable pattern: how its matching time grows. */
  complexity?: "polynomial" | "exponential" | "safe";
  /** For a vulnerable pattern: the length of the attack string recheck found. */
  attack?: number;
}
export function auditRegexes(dirs: readonly string[], root?: string): Promise<JudgedRegex[]>;
