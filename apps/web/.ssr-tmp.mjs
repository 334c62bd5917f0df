import fs from "node:fs";
import React from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { createServer } from "vite";

const vite = await createServer({
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: "custom",
  logLevel: "error",
});
const { fillConfigTokens, PUBLIC_CONFIG_DEFAULTS } = await vite.ssrLoadModule("@pm/shared/public-config");
const config = { ...PUBLIC_CONFIG_DEFAULTS, baseUrl: "http://x", year: "2026" };
for (const [path, file, name] of [
  ["/precos/militar", "military-pricing-page", "MilitaryPricingPage"],
  ["/precos/empresa", "company-pricing-page", "CompanyPricingPage"],
  ["/parceiros", "partners-page", "PartnersPage"],
  ["/termos", "terms-page", "TermsPage"],
  ["/privacidade", "privacy-page", "PrivacyPage"],
]) {
  const mod = await vite.ssrLoadModule(`/src/features/public/${file}.tsx`);
  const html = renderToString(
    React.createElement(MemoryRouter, { initialEntries: [path] }, React.createElement(mod[name])),
  );
  const filled = fillConfigTokens(html, config);
  fs.writeFileSync(`/tmp/pm-public-shots/ssr${path.replace(/\//g, "_")}.html`, filled);
  console.log(
    path,
    html.length,
    "tokens:",
    (html.match(/%%PM:[a-zA-Z]+%%/g) ?? []).length,
    "left after fill:",
    (filled.match(/%%PM/g) ?? []).length,
  );
}
await vite.close();
