#!/usr/bin/env node
// `npx agent-cms …`: runs the CLI (lib/cli/main.ts) from a bundle esbuild makes on the first run and
// again whenever one of its source files changes, so a run loads plain JavaScript instead of
// compiling TypeScript each time (bench/cli-startup.mjs). It runs from the project root, so
// DATABASE_URL and the data folder mean what they mean for the app; paths a person types stay
// relative to where they are (AGENT_CMS_CWD).
import module from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { CLI_CACHE, cliBundle } from "../scripts/cli-bundle.mjs";

const root = path.resolve(import.meta.dirname, "..");
const bundle = await cliBundle(root);
module.enableCompileCache?.(path.join(root, CLI_CACHE, "compile-cache"));
process.env.AGENT_CMS_CWD = process.cwd();
process.chdir(root);
await import(pathToFileURL(bundle).href);
