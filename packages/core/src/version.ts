/** @module version: the released version of `@scope/endpoint-core`, for the user-agent. */

// Replaced at build time by tsdown (tsdown.base.ts) and in tests by vitest (vitest.shared.ts)
// from packages/core/package.json, so the version is typed in nowhere else (CONTRACT.md).
declare const __PACKAGE_VERSION__: string;

/** The version in `packages/core/package.json`. */
export const VERSION: string = __PACKAGE_VERSION__;
