import { describe, expect, it } from "vitest";
import { hasInvalidText, safeString, tooLongMessage } from "./text";

const HIGH = "\uD83D"; // first half of 🎖
const LOW = "\uDF96"; // second half of 🎖

describe("hasInvalidText", () => {
  it("accepts ordinary pt-BR text, emoji and an empty string", () => {
    for (const value of [
      "",
      "Sargento João",
      "Ação, coração e pão",
      "🎖️ Medalha",
      `${HIGH}${LOW}`,
      "a\u00a0b",
      "\uFFFD",
    ]) {
      expect(hasInvalidText(value), value).toBe(false);
    }
  });

  it("finds U+0000 anywhere", () => {
    for (const value of ["\u0000", "a\u0000", "\u0000a", "ab\u0000cd"]) {
      expect(hasInvalidText(value), JSON.stringify(value)).toBe(true);
    }
  });

  it("finds a lone half of a surrogate pair, first or second, at either end or inside", () => {
    for (const value of [
      HIGH,
      LOW,
      `${HIGH}a`,
      `a${HIGH}`,
      `${LOW}a`,
      `a${LOW}`,
      `${LOW}${HIGH}`,
      `${HIGH}${HIGH}${LOW}`,
      // After a high half, only U+DC00–U+DFFF completes the pair: the private-use area just above does not.
      `${HIGH}\uE000`,
      `${HIGH}\uFFFD`,
    ]) {
      expect(hasInvalidText(value), JSON.stringify(value)).toBe(true);
    }
  });

  it("checks what follows a whole pair", () => {
    expect(hasInvalidText(`${HIGH}${LOW}\u0000`)).toBe(true);
    expect(hasInvalidText(`${HIGH}${LOW}${LOW}`)).toBe(true);
    expect(hasInvalidText(`${HIGH}${LOW}${HIGH}${LOW}`)).toBe(false);
  });

  it("tells the edges of the surrogate ranges", () => {
    expect(["\uD7FF", "\uE000", "\uDBFF\uDC00", "\uD800\uDFFF"].map(hasInvalidText)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(["\uD800", "\uDBFF", "\uDC00", "\uDFFF"].map(hasInvalidText)).toEqual([true, true, true, true]);
  });
});

describe("safeString", () => {
  it("refuses invalid text with its own message before any other check", () => {
    const schema = safeString({ error: "Campo obrigatório" }).min(5, "Curto demais");
    const result = schema.safeParse("a\u0000");
    expect(result.error?.issues.map((i) => i.message)).toEqual(["O texto contém caracteres inválidos."]);
    expect(schema.safeParse("abcde").success).toBe(true);
    expect(schema.safeParse(5).error?.issues.map((i) => i.message)).toEqual(["Campo obrigatório"]);
  });

  it("names the length limit", () => {
    expect(tooLongMessage(80)).toBe("Use no máximo 80 caracteres.");
  });
});
