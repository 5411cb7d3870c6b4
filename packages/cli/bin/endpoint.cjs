#!/usr/bin/env node
// The `endpoint` command as npm links it. It lives outside dist/ so that `npm ci` on a fresh clone
// can link it before anything is built; it only loads the built CLI, or says how to build it.
"use strict";
const { join } = require("node:path");

const built = join(__dirname, "..", "dist", "bin.cjs");
try {
  require(built);
} catch (error) {
  if (error === null || typeof error !== "object" || error.code !== "MODULE_NOT_FOUND") throw error;
  // the CLI or a package it loads (the core, an adapter) has no dist/ yet
  const missing = /Cannot find module '([^']*)'/.exec(String(error.message))?.[1] ?? "a module";
  process.stderr.write(
    `endpoint: ERR_NOT_BUILT: cannot load ${missing}; in a clone of the repository, run "npm run build" first\n`,
  );
  process.exitCode = 70;
}
