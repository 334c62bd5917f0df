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

export default defineConfig({
  plugins: [react(), tailwindcss(), devPublicConfig()],
  resolve: { alias: { "@": path.resolve(import.meta.dirname, "src") } },
  server: {
    port: 5173,
    proxy: { "/api": "http://localhost:3000", "/dev": "http://localhost:3000" },
  },
  // The manifest tells the prerenderer which chunks each public page needs, to preload them.
  build: { target: "es2022", sourcemap: false, manifest: true },
});
