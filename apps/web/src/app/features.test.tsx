import type { CompanyRole } from "@pm/shared/company-roles";
import { PAGES, type PageName } from "@pm/shared/pages";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import type { Area, FeatureRoutes, NavArea, NavMenu } from "@/lib/feature-routes";
import { NAV_ICONS } from "@/lib/nav-icons";
import { AREA_ROOTS, FEATURES, navIn, routesIn } from "./features";
import { forRole, navItems } from "./nav";

const AREAS: Area[] = ["public", "auth", "military", "company", "operations"];
const NAV_AREAS: NavArea[] = ["military", "company", "operations"];

/** The chunk each signed-in area's pages come from, with the layout routes.tsx wraps them in. */
const AREA_CHUNKS = {
  auth: { load: () => import("./areas/auth"), layout: undefined },
  military: { load: () => import("./areas/military"), layout: "MilitaryLayout" },
  company: { load: () => import("./areas/company"), layout: "CompanyLayout" },
  operations: { load: () => import("./areas/operations"), layout: "OperationsLayout" },
} as const;

const isPage = (name: string): name is PageName => Object.hasOwn(PAGES, name);

/** Every declared route as "feature area page". */
const declared = Object.entries(FEATURES).flatMap(([feature, { routes }]) =>
  AREAS.flatMap((area) => (routes[area] ?? []).map((route) => ({ feature, area, ...route }))),
);

describe("the features' route declarations", () => {
  it("name existing pages, and route every page of the table exactly once", () => {
    expect(declared.filter((r) => !isPage(r.page)).map((r) => `${r.feature}: ${r.page}`)).toEqual([]);
    const timesRouted = Object.fromEntries(Object.keys(PAGES).map((name) => [name, 0]));
    for (const route of declared) timesRouted[route.page] = (timesRouted[route.page] ?? 0) + 1;
    expect(Object.entries(timesRouted).filter(([, times]) => times !== 1)).toEqual([]);
  });

  it("put each signed-in area's pages below the area's path, but the pages that need only the session", () => {
    const outside = NAV_AREAS.flatMap((area) =>
      routesIn(area)
        .filter((r) => r.frame !== "session")
        .filter((r) => r.page !== AREA_ROOTS[area] && !PAGES[r.page].startsWith(`${PAGES[AREA_ROOTS[area]]}/`))
        .map((r) => `${area}: ${r.page}`),
    );
    expect(outside).toEqual([]);
  });

  it("name components their area's chunk exports", async () => {
    const missing: string[] = [];
    for (const area of ["auth", ...NAV_AREAS] as const) {
      const chunk: Record<string, unknown> = await AREA_CHUNKS[area].load();
      for (const route of routesIn(area)) {
        if (typeof chunk[route.component] !== "function") missing.push(`${area}: ${route.component}`);
      }
    }
    expect(missing).toEqual([]);
  }, 60_000);

  it("leave no page in an area's chunk that no route draws", async () => {
    const unused: string[] = [];
    for (const area of ["auth", ...NAV_AREAS] as const) {
      const { load, layout } = AREA_CHUNKS[area];
      const drawn = new Set([...routesIn(area).map((r) => r.component), ...(layout ? [layout] : [])]);
      for (const name of Object.keys(await load())) if (!drawn.has(name)) unused.push(`${area}: ${name}`);
    }
    expect(unused).toEqual([]);
  }, 60_000);

  it("load each public page's own module, which exports its component and loader", async () => {
    const missing: string[] = [];
    for (const route of routesIn("public")) {
      const module = await route.load();
      for (const name of [route.component, ...(route.loader ? [route.loader] : [])]) {
        if (typeof module[name] !== "function") missing.push(`${route.page}: ${name}`);
      }
    }
    expect(missing).toEqual([]);
  }, 60_000);
});

describe("the features' navigation entries", () => {
  const entries = NAV_AREAS.flatMap((area) => navIn(area).map((entry) => ({ area, ...entry })));

  it("link to pages their area routes, with no :segment, and name a known icon", () => {
    const routed = (area: NavArea) => new Set(routesIn(area).map((r) => r.page as string));
    const wrong = entries
      .filter((e) => !routed(e.area).has(e.page) || PAGES[e.page].includes(":") || !Object.hasOwn(NAV_ICONS, e.icon))
      .map((e) => `${e.area}: ${e.page} (${e.icon})`);
    expect(wrong).toEqual([]);
  });

  it("each have one place in each of their menus, and the militar's main entries a section", () => {
    const places = entries.flatMap((e) => e.menus.map((menu) => `${e.area} ${menu} ${e.section ?? ""} ${e.order}`));
    expect(places.filter((place, i) => places.indexOf(place) !== i)).toEqual([]);
    const unsectioned = entries.filter((e) => e.area === "military" && e.menus.includes("main") && !e.section);
    expect(unsectioned.map((e) => e.page)).toEqual([]);
  });

  it("make the menus the layouts show", () => {
    const menu = (...args: Parameters<typeof navItems>) =>
      navItems(...args).map((item) => `${item.label} ${item.to}${item.end ? " (end)" : ""}`);
    expect(menu("military", "main", "principal")).toEqual([
      "Dashboard /app (end)",
      "Meu plano /app/plano",
      "Trilhas /app/trilhas",
      "Comunidade /app/comunidade",
      "Mentoria /app/mentoria",
      "Vagas /app/vagas",
      "Alertas /app/alertas",
      "Minhas candidaturas /app/candidaturas",
      "Benefícios /app/beneficios",
      "Mensagens /app/mensagens",
    ]);
    expect(menu("military", "main", "conta")).toEqual([
      "Perfil /app/perfil",
      "Meu currículo /app/curriculo",
      "Pagamentos /app/pagamentos",
      "Configurações /app/configuracoes",
    ]);
    expect(menu("military", "account")).toEqual([
      "Perfil /app/perfil",
      "Configurações /app/configuracoes",
      "Suporte /app/suporte",
    ]);
    expect(menu("company", "main")).toEqual([
      "Dashboard /empresa (end)",
      "Vagas /empresa/vagas",
      "Candidatos /empresa/candidatos",
      "Entrevistas /empresa/entrevistas",
      "Talentos /empresa/talentos",
      "Relatórios /empresa/relatorios",
      "Benefícios /empresa/beneficios",
      "Validar benefício /empresa/beneficios/validar",
      "Mensagens /empresa/mensagens",
    ]);
    const forMember = (role: CompanyRole, menuName: NavMenu) =>
      forRole(navItems("company", menuName), role).map((item) => item.label);
    expect(forMember("recrutador", "main")).toEqual([
      "Dashboard",
      "Vagas",
      "Candidatos",
      "Entrevistas",
      "Talentos",
      "Relatórios",
      "Mensagens",
    ]);
    expect(forMember("recrutador", "account")).toEqual(["Configurações", "Suporte"]);
    expect(forMember("caixa", "main")).toEqual(["Validar benefício"]);
    expect(forMember("caixa", "account")).toEqual(["Configurações", "Suporte"]);
    expect(forMember("administrador", "main")).not.toContain("Validar benefício");
    expect(menu("company", "account")).toEqual([
      "Perfil da Empresa /empresa/perfil",
      "Gerenciar Plano /empresa/planos",
      "Integrações /empresa/integracoes",
      "Equipe /empresa/equipe",
      "Configurações /empresa/configuracoes",
      "Suporte /empresa/suporte",
    ]);
    expect(menu("operations", "main")).toEqual([
      "Visão geral /operacao (end)",
      "Empresas /operacao/empresas",
      "Militares /operacao/militares",
      "Ofertas /operacao/ofertas",
      "Saques /operacao/saques",
      "Denúncias /operacao/denuncias",
      "Comunidade /operacao/comunidade",
      "LGPD /operacao/lgpd",
      "Suporte /operacao/suporte",
      "Auditoria /operacao/auditoria",
      "Operadores /operacao/operadores",
    ]);
    expect(menu("operations", "account")).toEqual(["Configurações /operacao/configuracoes"]);
  });
});

describe("the declaration files", () => {
  const modules = import.meta.glob<Record<string, FeatureRoutes>>("@/features/*/*.routes.ts", { eager: true });
  const sources = import.meta.glob<string>("@/features/*/*.routes.ts", { query: "?raw", import: "default" });

  it("are each listed once in features.ts", () => {
    expect(Object.keys(modules).length).toBeGreaterThan(0);
    const listed = new Set(Object.values(FEATURES));
    const unlisted = Object.entries(modules).filter(
      ([, exports]) => !Object.values(exports).some((d) => listed.has(d)),
    );
    expect(unlisted.map(([file]) => file)).toEqual([]);
    expect(Object.keys(modules)).toHaveLength(Object.keys(FEATURES).length);
  });

  it("stay light for the main chunk: they import types only, and their own pages through import()", async () => {
    const heavy: string[] = [];
    for (const [file, read] of Object.entries(sources)) {
      const text = await read();
      const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
      for (const statement of source.statements) {
        if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) {
          heavy.push(`${file}: ${statement.getText(source)}`);
        }
      }
      for (const [, specifier] of text.matchAll(/import\(\s*["'`]([^"'`]+)["'`]\s*\)/g)) {
        if (!specifier?.startsWith("./")) heavy.push(`${file}: import("${specifier}")`);
      }
    }
    expect(heavy).toEqual([]);
  });
});
