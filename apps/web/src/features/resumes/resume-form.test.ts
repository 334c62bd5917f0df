import type { ResumeContentInput } from "@pm/shared/resumes";
import { describe, expect, it } from "vitest";
import { bulletLines, contentOf, formErrors, formPath, formValues } from "./resume-form";

describe("the CV form's values", () => {
  it("holds duties as lines, and reads typed bullets and blank lines away", () => {
    expect(bulletLines("• Condução de caminhões\n\n- Inspeção diária \n   \n* Transporte de cargas")).toEqual([
      "Condução de caminhões",
      "Inspeção diária",
      "Transporte de cargas",
    ]);
    const content = {
      link: "",
      objective: { area: "", occupationCode: "", occupationTitle: "" },
      summary: "",
      experiences: [
        {
          kind: "militar",
          title: "Motorista",
          organization: "Exército Brasileiro",
          city: "",
          start: { month: "", year: "2015" },
          current: true,
          end: { month: "", year: "" },
          bullets: ["Condução", "Inspeção"],
        },
      ],
      education: [],
      courses: [],
      languages: [],
      cnh: [],
      reservist: "",
      availability: "",
    } satisfies ResumeContentInput;
    const values = formValues(content);
    expect(values.experiences[0]?.bullets).toBe("Condução\nInspeção");
    expect(contentOf(values)).toEqual(content);
  });

  it("puts each message where the militar sees its field", () => {
    expect(formPath(["experiences", 0, "bullets", 3])).toBe("experiences.0.bullets");
    expect(formPath(["experiences"])).toBe("experiences.root");
    expect(formPath(["education", 1, "year"])).toBe("education.1.year");
    const errors = formErrors([
      { path: ["experiences", 0, "bullets", 1], message: "primeira" },
      { path: ["experiences", 0, "bullets", 2], message: "segunda" },
      { path: ["summary"], message: "resumo" },
    ]);
    expect(errors.experiences?.[0]?.bullets?.message).toBe("primeira");
    expect(errors.summary?.message).toBe("resumo");
  });
});
