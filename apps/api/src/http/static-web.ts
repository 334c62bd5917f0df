import fs from "node:fs";
import path from "node:path";
import type { Hono } from "hono";
import type { AppEnv } from "./context";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".json": "application/json",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
  ".webmanifest": "application/manifest+json",
};

/**
 * Serves the built web app: hashed assets with a year-long cache, a prerendered page when one
 * exists for the path, and index.html for every other path (the SPA decides what to show).
 */
export function mountWeb(app: Hono<AppEnv>, distDir: string) {
  const root = path.resolve(distDir);
  const indexFile = path.join(root, "index.html");
  if (!fs.existsSync(indexFile)) return false;

  const fileFor = (urlPath: string): string | null => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return null;
    }
    const candidates = [decoded, path.join(decoded, "index.html"), `${decoded.replace(/\/$/, "")}.html`];
    for (const candidate of candidates) {
      const file = path.join(root, path.normalize(candidate));
      if (!file.startsWith(root)) return null;
      if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
    }
    return null;
  };

  app.get("*", async (c, next) => {
    if (c.req.path.startsWith("/api/")) return next();
    const file = fileFor(c.req.path) ?? indexFile;
    const ext = path.extname(file);
    const immutable = c.req.path.startsWith("/assets/");
    return c.body(fs.readFileSync(file), 200, {
      "content-type": TYPES[ext] ?? "application/octet-stream",
      "cache-control": immutable ? "public, max-age=31536000, immutable" : "no-cache",
      "x-content-type-options": "nosniff",
    });
  });
  return true;
}
