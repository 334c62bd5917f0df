#!/usr/bin/env node
// `npm run typecheck`: the three workspaces' `tsc --noEmit` side by side (each is one thread, and
// the machine has more than one core), each one's output printed whole when it ends; fails when any
// of them fails.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const WORKSPACES = ["apps/api", "apps/web", "packages/shared"];
const tsc = path.join(root, "node_modules/typescript/bin/tsc");

function check(workspace) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [tsc, "--noEmit", "-p", workspace], { cwd: root });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.on("close", (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      console.log(`tsc ${workspace}: ${code === 0 ? "ok" : `failed (${code})`}, ${seconds} s`);
      if (output.trim()) console.log(output.trimEnd());
      resolve(code ?? 1);
    });
  });
}

const codes = await Promise.all(WORKSPACES.map(check));
process.exit(codes.find((code) => code !== 0) ?? 0);
