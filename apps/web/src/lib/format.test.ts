import { maskCep, maskPhone } from "@pm/shared/brazil";
import { formatCents } from "@pm/shared/format";
import { afterEach, describe, expect, it, vi } from "vitest";
import { longDate, relativeDate, shortDate } from "./dates";

afterEach(() => vi.useRealTimers());

describe("what the screens print", () => {
  it("money in reais, pt-BR", () => {
    expect(formatCents(990)).toBe("R$\u00a09,90");
    expect(formatCents(4990)).toBe("R$\u00a049,90");
    expect(formatCents(123456789)).toBe("R$\u00a01.234.567,89");
    expect(formatCents(0)).toBe("R$\u00a00,00");
  });

  it("dates as dd/mm/aaaa and in words", () => {
    expect(shortDate("2026-11-05T12:00:00Z")).toBe("05/11/2026");
    expect(longDate("2026-11-05T12:00:00Z")).toBe("5 de novembro de 2026");
  });

  it("how long ago, with the clock held still", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-11-23T12:00:00Z"));
    expect(relativeDate("2026-11-20T12:00:00Z")).toBe("há 3 dias");
    expect(relativeDate("2026-11-23T11:59:50Z")).toBe("há menos de um minuto");
    expect(relativeDate("2026-10-23T12:00:00Z")).toBe("há cerca de 1 mês");
  });

  it("phones as (21) 99876-5432 or (21) 3456-7890, also while typed", () => {
    expect(maskPhone("21998765432")).toBe("(21) 99876-5432");
    expect(maskPhone("2134567890")).toBe("(21) 3456-7890");
    expect(maskPhone("(21) 9 9876-5432")).toBe("(21) 99876-5432");
    expect(maskPhone("219")).toBe("(21) 9");
    expect(maskPhone("2")).toBe("(2");
    expect(maskPhone("")).toBe("");
  });

  it("CEP as 01310-100, also while typed", () => {
    expect(maskCep("01310100")).toBe("01310-100");
    expect(maskCep("0131")).toBe("0131");
    expect(maskCep("01310-1009")).toBe("01310-100");
  });
});
