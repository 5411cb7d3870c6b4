/** @module version: the released version of `@scope/endpoint-core`, for the user-agent. */

// Plain literals, not a constant the build defines: JSR serves this source unbuilt (jsr.json), and Deno
// has no build step to define one. `npm run version-packages` writes the version of
// packages/core/package.json into both (scripts/jsr-versions.mjs), and test/merge/defaults.test.ts fails when
// they differ from it, so a release cannot ship another.

/** The version in `packages/core/package.json`. */
export const VERSION: string = "0.1.0";

// one literal, not built from VERSION: the default headers that hold it stay free of side effects, so a
// bundle that never calls endpoint() drops them
export const USER_AGENT: string = "scope-endpoint.js/0.1.0";
