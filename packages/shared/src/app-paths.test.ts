import { describe, expect, it } from "vitest";
import { isAppPath } from "./app-paths";

describe("isAppPath", () => {
  it.each([
    "/",
    "/app",
    "/app/",
    "/app/vagas",
    "/empresa/vagas/5f0c1d2e-0000-4000-8000-000000000000",
    "/empresa/vagas/abc/editar",
    "/auth/redefinir-senha",
  ])("knows %s", (path) => {
    expect(isAppPath(path)).toBe(true);
  });

  it.each([
    "/rota-que-nao-existe",
    "/app/vagas/extra",
    "/empresa/vagas/abc/apagar",
    "/appp",
    "/empresa/vagas/abc/editar/x",
    "/dev/emails",
  ])("does not know %s", (path) => {
    expect(isAppPath(path)).toBe(false);
  });
});
