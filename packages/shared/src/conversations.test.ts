import { describe, expect, it } from "vitest";
import { messagePreview, militarRoleLabel, sendMessageSchema } from "./conversations";

describe("the message box's rules", () => {
  it("trims, refuses a blank message and one over 4,000 characters", () => {
    expect(sendMessageSchema.parse({ body: "  oi \n" })).toEqual({ body: "oi" });
    expect(sendMessageSchema.safeParse({ body: " \n " }).error?.issues[0]?.message).toBe("Escreva uma mensagem");
    expect(sendMessageSchema.safeParse({ body: "a".repeat(4001) }).success).toBe(false);
    expect(sendMessageSchema.safeParse({ body: "a".repeat(4000) }).success).toBe(true);
  });

  it("labels the militar and quotes the first 200 characters for the e-mail", () => {
    expect(militarRoleLabel("marinha", "cabo")).toBe("Militar · Marinha · Cabo");
    expect(militarRoleLabel("exercito", "3-sargento")).toBe("Militar · Exército · 3º Sargento");
    expect(militarRoleLabel(null, null)).toBe("Militar");
    expect(messagePreview("a  b\n\n c")).toBe("a b c");
    const long = messagePreview("x".repeat(300));
    expect([long.length, long.endsWith("…")]).toEqual([200, true]);
  });
});
