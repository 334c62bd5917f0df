import { describe, expect, it } from "vitest";
import {
  brazilDay,
  cashbackCents,
  cashbackStatus,
  codeUsedMessage,
  daysBetween,
  expiringLabel,
  firstName,
  isNewOffer,
  isValidCpf,
  monthlyLimitReachedMessage,
  offerStatus,
  planPercent,
  planPercentsLabel,
  redemptionStatus,
} from "./benefits";
import { parseReais } from "./brazil";

describe("what each militar plan gets of an offer", () => {
  it("caps FREE at 5 % and gives PREMIUM the offer's full value", () => {
    expect(planPercent("FREE", 20)).toBe(5);
    expect(planPercent("FREE", 5)).toBe(5);
    expect(planPercent("FREE", 3)).toBe(3);
    expect(planPercent("FREE", 0)).toBe(0);
    expect(planPercent("PREMIUM", 20)).toBe(20);
    expect(planPercent("PREMIUM", 100)).toBe(100);
  });

  it("words both values on a card, or one when the plans get the same", () => {
    expect(planPercentsLabel(20)).toBe("5% no FREE · 20% no PREMIUM");
    expect(planPercentsLabel(6)).toBe("5% no FREE · 6% no PREMIUM");
    expect(planPercentsLabel(5)).toBe("5% em todos os planos");
    expect(planPercentsLabel(2)).toBe("2% em todos os planos");
  });
});

describe("cashback arithmetic in centavos", () => {
  it("is the purchase times the percentage, rounded to the centavo", () => {
    expect(cashbackCents(15_000, 5)).toBe(750);
    expect(cashbackCents(15_090, 5)).toBe(755); // 754.5 rounds up
    expect(cashbackCents(999, 3)).toBe(30); // 29.97
    expect(cashbackCents(100_000_000, 30)).toBe(30_000_000);
    expect(cashbackCents(15_000, 0)).toBe(0);
  });
});

describe("amounts typed in reais", () => {
  it("reads pt-BR amounts as centavos", () => {
    expect(parseReais("150")).toBe(15_000);
    expect(parseReais("150,9")).toBe(15_090);
    expect(parseReais("150,90")).toBe(15_090);
    expect(parseReais("1.234,56")).toBe(123_456);
    expect(parseReais("R$ 20,00")).toBe(2000);
    expect(parseReais(" 0,05 ")).toBe(5);
  });

  it("refuses what is not an amount", () => {
    for (const text of ["", "abc", "12.5", "1,234", "-10", "10,", "1.23,00", "R$", "1e3"]) {
      expect(parseReais(text), text).toBeNull();
    }
  });
});

describe("an offer's status and badges", () => {
  const offer = { paused: false, startsOn: "2026-11-01", endsOn: "2026-11-30" };

  it("is active between its first and last day, both included", () => {
    expect(offerStatus(offer, "2026-11-01")).toBe("ativa");
    expect(offerStatus(offer, "2026-11-30")).toBe("ativa");
    expect(offerStatus(offer, "2026-10-31")).toBe("agendada");
    expect(offerStatus(offer, "2026-12-01")).toBe("expirada");
  });

  it("is paused while its partner pauses it, and expired once past its last day whatever the pause", () => {
    expect(offerStatus({ ...offer, paused: true }, "2026-11-15")).toBe("pausada");
    expect(offerStatus({ ...offer, paused: true }, "2026-10-15")).toBe("pausada");
    expect(offerStatus({ ...offer, paused: true }, "2026-12-01")).toBe("expirada");
  });

  it("shows 'Expira em N dias' in its last 7 days", () => {
    expect(expiringLabel("2026-11-30", "2026-11-23")).toBeNull();
    expect(expiringLabel("2026-11-30", "2026-11-24")).toBe("Expira em 6 dias");
    expect(expiringLabel("2026-11-30", "2026-11-29")).toBe("Expira em 1 dia");
    expect(expiringLabel("2026-11-30", "2026-11-30")).toBe("Expira hoje");
    expect(expiringLabel("2026-11-30", "2026-12-01")).toBeNull();
  });

  it("is 'Novo' for its first 14 days", () => {
    const created = new Date("2026-11-01T12:00:00Z");
    expect(isNewOffer(created, new Date("2026-11-15T11:59:59Z"))).toBe(true);
    expect(isNewOffer(created, new Date("2026-11-15T12:00:00Z"))).toBe(false);
  });

  it("counts days in Brazil's time, where the day turns at 03:00 UTC", () => {
    expect(brazilDay(new Date("2026-11-24T02:59:59Z"))).toBe("2026-11-23");
    expect(brazilDay(new Date("2026-11-24T03:00:00Z"))).toBe("2026-11-24");
    expect(daysBetween("2026-11-23", "2026-12-01")).toBe(8);
    expect(daysBetween("2026-12-01", "2026-11-23")).toBe(-8);
  });
});

describe("a redemption's and its cashback's status", () => {
  const now = new Date("2026-11-23T12:00:00Z");

  it("is used once used, expired from its expiry on, else active", () => {
    expect(redemptionStatus({ usedAt: null, expiresAt: new Date("2026-11-23T12:00:01Z") }, now)).toBe("ativo");
    expect(redemptionStatus({ usedAt: null, expiresAt: now }, now)).toBe("expirado");
    expect(redemptionStatus({ usedAt: new Date("2026-11-01T12:00:00Z"), expiresAt: new Date(0) }, now)).toBe("usado");
  });

  it("holds cashback as pending until its date, unless contested", () => {
    expect(cashbackStatus({ contestedAt: null, availableAt: new Date("2026-11-23T12:00:01Z") }, now)).toBe("pendente");
    expect(cashbackStatus({ contestedAt: null, availableAt: now }, now)).toBe("disponivel");
    expect(cashbackStatus({ contestedAt: now, availableAt: new Date(0) }, now)).toBe("contestado");
  });
});

describe("texts", () => {
  it("words the monthly limit and the militar's first name", () => {
    expect(monthlyLimitReachedMessage(1)).toBe(
      "Você já resgatou este benefício 1 vez este mês, o limite do parceiro. Volte no próximo mês.",
    );
    expect(monthlyLimitReachedMessage(3)).toBe(
      "Você já resgatou este benefício 3 vezes este mês, o limite do parceiro. Volte no próximo mês.",
    );
    expect(firstName("  João Carlos da Silva ")).toBe("João");
    expect(firstName(null)).toBe("Militar");
    expect(firstName("   ")).toBe("Militar");
  });

  it("tells the till when a used code was used, in Brazil's time whatever the server's zone", () => {
    // 17:32 UTC is 14:32 in São Paulo (UTC−3, no daylight saving since 2019).
    expect(codeUsedMessage(new Date("2026-11-12T17:32:59Z"))).toBe("Este código já foi usado em 12/11/2026 às 14:32.");
    // Past midnight UTC, still the evening before in Brazil.
    expect(codeUsedMessage(new Date("2026-01-01T02:05:00Z"))).toBe("Este código já foi usado em 31/12/2025 às 23:05.");
  });
});

describe("CPF check digits", () => {
  it("accepts valid CPFs, masked or not, and refuses the rest", () => {
    expect(isValidCpf("529.982.247-25")).toBe(true);
    expect(isValidCpf("52998224725")).toBe(true);
    expect(isValidCpf("52998224724")).toBe(false);
    expect(isValidCpf("52998224735")).toBe(false);
    expect(isValidCpf("11111111111")).toBe(false);
    expect(isValidCpf("5299822472")).toBe(false);
    expect(isValidCpf("111.444.777-35")).toBe(true);
    // A remainder of 10 makes a check digit of 0.
    expect(isValidCpf("100.000.001-08")).toBe(true);
    expect(isValidCpf("100.000.001-18")).toBe(false);
  });
});
