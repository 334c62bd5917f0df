import { describe, expect, it } from "vitest";
import { maskCep, maskPhone } from "./brazil";

describe("masks", () => {
  it("mask phones of 10 and 11 digits as they are typed", () => {
    expect(maskPhone("")).toBe("");
    expect(maskPhone("1")).toBe("(1");
    expect(maskPhone("11")).toBe("(11");
    expect(maskPhone("119")).toBe("(11) 9");
    expect(maskPhone("119876")).toBe("(11) 9876");
    expect(maskPhone("1198765")).toBe("(11) 9876-5");
    expect(maskPhone("1134567890")).toBe("(11) 3456-7890");
    expect(maskPhone("11987654321")).toBe("(11) 98765-4321");
    expect(maskPhone("(11) 98765-43219")).toBe("(11) 98765-4321");
  });

  it("mask CEPs", () => {
    expect(maskCep("01310")).toBe("01310");
    expect(maskCep("01310100")).toBe("01310-100");
    expect(maskCep("01310-1009")).toBe("01310-100");
  });
});
