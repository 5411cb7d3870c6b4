/** @module version: the released version of `@scope/endpoint-core`, for the user-agent. */

// Replaced at build time by tsdown (tsdown.base.ts) and in tests by vitest (vitest.shared.ts)
// from packages/core/package.json, so the version is typed in nowhere else.
declare const __PACKAGE_VERSION__: string;

/** The version in `packages/core/package.json`. */
export const VERSION: string = __PACKAGE_VERSION__;

// written out of two literals, not from VERSION: a bundler folds it to one string, and the default
// headers that hold it stay free of side effects, so a bundle that never calls endpoint() drops them
export const USER_AGENT: string = `scope-endpoint.js/${__PACKAGE_VERSION__}`;
