import { describe, expect, it } from "vitest";
import { ACTIVE_APPLICATION_STATUSES, APPLICATION_STATUS_LABELS } from "./applications";
import {
  activeJobLimitReachedMessage,
  addDays,
  brazilToday,
  canRenewJob,
  jobLimitReachedMessage,
  jobState,
  openingsText,
  splitLines,
} from "./jobs";

describe("jobs and applications", () => {
  it("splits text in lines on either line ending, trimmed, blanks dropped", () => {
    expect(splitLines("a\r\nb\n\n  c  \r\n ")).toEqual(["a", "b", "c"]);
    expect(splitLines("")).toEqual([]);
  });

  it("names the statuses as a company sees them; pending and in review hold a militar's slot", () => {
    expect(APPLICATION_STATUS_LABELS).toEqual({
      pendente: "Pendente",
      em_analise: "Em Análise",
      aprovado: "Aprovado",
      rejeitado: "Rejeitado",
    });
    expect(ACTIVE_APPLICATION_STATUSES).toEqual(["pendente", "em_analise"]);
  });

  it("counts openings only when there is more than one", () => {
    expect(openingsText(1)).toBeNull();
    expect(openingsText(3)).toBe("3 vagas");
  });

  it("says the cap in singular and plural", () => {
    expect(jobLimitReachedMessage(1)).toBe(
      "Limite de vagas atingido. Seu plano permite até 1 vaga ativa: pause uma vaga ou faça upgrade do plano para publicar outra.",
    );
    expect(activeJobLimitReachedMessage(10)).toBe(
      "Limite de vagas ativas atingido. Seu plano permite até 10 vagas ativas: pause outra vaga ou faça upgrade do plano para ativar esta.",
    );
    expect(activeJobLimitReachedMessage(1)).toContain("até 1 vaga ativa:");
    expect(jobLimitReachedMessage(5)).toContain("até 5 vagas ativas:");
  });
});

describe("a job's expiry", () => {
  const now = new Date("2026-11-24T15:00:00.000Z");
  const at = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();
  const open = { active: true, expiresAt: at(30), closesOn: null };

  it("reads days in Brazil's time: 01:00 UTC is still the day before there", () => {
    expect(brazilToday(new Date("2026-11-25T01:00:00.000Z"))).toBe("2026-11-24");
    expect(brazilToday(new Date("2026-11-25T03:00:00.000Z"))).toBe("2026-11-25");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2027-03-01", -1)).toBe("2027-02-28");
  });

  it("is 'Ativa' until its expiry, 'Expirada' from it, and a paused job is 'Pausada' whatever its expiry", () => {
    expect(jobState(open, now)).toBe("ativa");
    expect(jobState({ ...open, expiresAt: now.toISOString() }, now)).toBe("expirada");
    expect(jobState({ ...open, expiresAt: at(-1) }, now)).toBe("expirada");
    expect(jobState({ ...open, active: false, expiresAt: at(-1) }, now)).toBe("pausada");
  });

  it("is renewed from 7 days before its expiry on, unless it closes on a date the company set that is still ahead", () => {
    expect(canRenewJob(open, now)).toBe(false);
    expect(canRenewJob({ ...open, expiresAt: at(7) }, now)).toBe(true);
    expect(canRenewJob({ ...open, expiresAt: at(-3) }, now)).toBe(true);
    expect(canRenewJob({ ...open, active: false, expiresAt: at(-3) }, now)).toBe(false);
    expect(canRenewJob({ ...open, expiresAt: at(2), closesOn: "2026-11-26" }, now)).toBe(false);
    expect(canRenewJob({ ...open, expiresAt: at(-1), closesOn: "2026-11-23" }, now)).toBe(true);
  });
});
