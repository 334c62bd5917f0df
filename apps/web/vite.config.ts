import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
// A relative import: Vite bundles it into the config, while a package import would load raw TypeScript.
import { CONFIG_JSON_TOKEN, PUBLIC_CONFIG_DEFAULTS } from "../../packages/shared/src/public-config.ts";

/** In development Vite serves index.html itself, so it fills the config the API would fill in production. */
function devPublicConfig(): Plugin {
  return {
    name: "pm-dev-public-config",
    apply: "serve",
    transformIndexHtml(html) {
      const config = {
        ...PUBLIC_CONFIG_DEFAULTS,
        baseUrl: "http://localhost:5173",
        year: String(new Date().getFullYear()),
      };
      return html.replace(CONFIG_JSON_TOKEN, JSON.stringify(config));
    },
  };
}

/** A chunk test matching the files of these packages. */
const packages = (...names: string[]) => new RegExp(`[\\\\/]node_modules[\\\\/](${names.join("|")})[\\\\/]`);

const LUCIDE_ESM = path.join(
  path.dirname(createRequire(import.meta.url).resolve("lucide-react/package.json")),
  "dist/esm",
);
const NAV_ICONS_MODULE = path.resolve(import.meta.dirname, "src/lib/nav-icons.ts");

/** The names a module imports from lucide-react. */
function lucideImports(file: string): string[] {
  const source = fs.readFileSync(file, "utf8");
  return [...source.matchAll(/import\s*{([^}]*)}\s*from\s*"lucide-react"/g)].flatMap(([, names = ""]) =>
    names.split(",").map((n) => n.trim().replace(/^type\s+/, "")),
  );
}

/**
 * The files of the icons lib/nav-icons.ts imports, as lucide's index names them (an icon has
 * several names: BarChart3Icon is icons/chart-column.mjs), apart as some public page draws them.
 */
function navIconFiles(): { signedIn: Set<string>; public: Set<string> } {
  const publicDir = path.resolve(import.meta.dirname, "src/features/public");
  const onPublicPages = new Set(
    fs
      .readdirSync(publicDir, { recursive: true, encoding: "utf8" })
      .filter((f) => /\.tsx?$/.test(f))
      .flatMap((f) => lucideImports(path.join(publicDir, f))),
  );
  const names = new Set(lucideImports(NAV_ICONS_MODULE));
  const files = { signedIn: new Set<string>(), public: new Set<string>() };
  const index = fs.readFileSync(path.join(LUCIDE_ESM, "lucide-react.mjs"), "utf8");
  for (const [, exported = "", file = ""] of index.matchAll(/export\s*{([^}]*)}\s*from\s*'(\.\/icons\/[^']+)'/g)) {
    const aliases = exported.split(",").map((e) => e.trim().replace(/^default as /, ""));
    if (!aliases.some((a) => names.has(a))) continue;
    // Drawn by a public page, under any of its names.
    (aliases.some((a) => onPublicPages.has(a)) ? files.public : files.signedIn).add(path.join(LUCIDE_ESM, file));
  }
  if (files.signedIn.size === 0) throw new Error("no icon of lib/nav-icons.ts found in lucide-react's index");
  return files;
}

const NAV_ICON_FILES = navIconFiles();

/**
 * The browser's libraries that several pages share, each in a chunk of its own whose name and
 * content change only when the library does, so a release leaves them cached. Everything else is
 * split per page by the bundler.
 */
const LIBRARY_CHUNKS = [
  // What every page runs, the landing included.
  {
    name: "framework",
    test: packages("react", "react-dom", "scheduler", "react-router", "cookie", "set-cookie-parser"),
    priority: 2,
  },
  // The query cache: every page that knows who is signed in, and no public page.
  { name: "query", test: packages("@tanstack"), priority: 1 },
  // Any shared module with a schema needs most of zod: one chunk rather than several small ones.
  { name: "zod", test: packages("zod"), priority: 1 },
  // The menus' icons (lib/nav-icons.ts), which every signed-in area's layout draws: one chunk
  // rather than thirty requests of a few hundred bytes each. Those a public page draws too are a
  // chunk of their own, so that the public pages load only that one. The icons alone: lucide's
  // drawing code, which every icon imports, stays in the chunk the public pages share.
  {
    name: "nav-icons",
    test: (id: string) => id === NAV_ICONS_MODULE || NAV_ICON_FILES.signedIn.has(id),
    priority: 1,
    includeDependenciesRecursively: false,
  },
  {
    name: "shared-nav-icons",
    test: (id: string) => NAV_ICON_FILES.public.has(id),
    priority: 1,
    includeDependenciesRecursively: false,
  },
];

/**
 * React Router's production build. Its package exports only the development build, which keeps the
 * development warnings on (ENABLE_DEV_WARNINGS) in whatever bundles it: a build names the file itself.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve("react-router/package.json")),
  "dist/production/index.mjs",
);

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), devPublicConfig()],
  resolve: {
    alias: [
      { find: "@", replacement: path.resolve(import.meta.dirname, "src") },
      ...(command === "build" ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  // The renderer bundles React Router rather than importing it from node_modules at run time, where
  // Node would resolve the development build: the server then loads one copy, the production one.
  ssr: { noExternal: ["react-router"] },
  server: {
    port: 5173,
    proxy: { "/api": "http://localhost:3000", "/dev": "http://localhost:3000" },
  },
  build: {
    target: "es2022",
    sourcemap: false,
    // The manifest tells the prerenderer which chunks each public page needs, to preload them.
    manifest: true,
    // The renderer's libraries (React Router aside, above) stay in node_modules: only the browser's
    // build is split.
    ...(isSsrBuild ? {} : { rolldownOptions: { output: { codeSplitting: { groups: LIBRARY_CHUNKS } } } }),
  },
}));
