import { describe, expect, it } from "vitest";
import { shownMessages } from "../test/shown-messages";
import { directoryQuerySchema } from "./benefits.directory";

describe("the partners directory's filters", () => {
  it("trims each filter, treats blanks as none and refuses unknown parameters", () => {
    expect(directoryQuerySchema.parse({ q: " clínica ", city: "", sector: " Saúde " })).toEqual({
      q: "clínica",
      city: undefined,
      sector: "Saúde",
      cursor: undefined,
    });
    expect(directoryQuerySchema.safeParse({ plan: "pro" }).success).toBe(false);
  });

  it("words a search past 120 characters", () => {
    for (const key of ["q", "city", "sector"]) {
      expect(shownMessages(directoryQuerySchema.safeParse({ [key]: "x".repeat(121) }))).toEqual({
        [key]: "A busca deve ter no máximo 120 caracteres",
      });
    }
  });
});
