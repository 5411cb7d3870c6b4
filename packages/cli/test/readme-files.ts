/** @module readme-files: the files README commands name (pets.yaml, styles.json), found in test/fixtures/readme. */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** Where the README's files are. */
export const README_FILES: string = fileURLToPath(new URL("fixtures/readme/", import.meta.url));

/**
 * The command's words with each file name the README uses made the fixture's path, wherever the tests run.
 * @example withReadmeFiles(["openapi", "styles", "pets.yaml"]); // ["openapi", "styles", "/.../test/fixtures/readme/pets.yaml"]
 */
export function withReadmeFiles(argv: readonly string[]): string[] {
  return argv.map((word) =>
    /^[\w.-]+\.(?:ya?ml|json)$/.test(word) && existsSync(README_FILES + word) ? README_FILES + word : word,
  );
}
