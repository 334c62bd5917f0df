import { describe, expect, it } from "vitest";
import {
  comparePeriods,
  educationTitle,
  experiencePeriodLabel,
  RESUME_SECTIONS,
  type ResumeContentInput,
  resumeCompleteness,
  resumeContentSchema,
  resumeFileName,
  resumeMessages,
} from "./resumes";

const blank: ResumeContentInput = {
  link: "",
  objective: { area: "", occupationCode: "", occupationTitle: "" },
  summary: "",
  experiences: [],
  education: [],
  courses: [],
  languages: [],
  cnh: [],
  reservist: "",
  availability: "",
};

const experience: ResumeContentInput["experiences"][number] = {
  kind: "militar",
  title: "Almoxarife",
  organization: "Exército Brasileiro",
  city: "",
  start: { month: "03", year: "2015" },
  current: false,
  end: { month: "", year: "2023" },
  bullets: ["Controle de estoques"],
};

const issuesOf = (content: unknown) => {
  const parsed = resumeContentSchema.safeParse(content);
  return parsed.success ? [] : parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
};

describe("resumeCompleteness", () => {
  it("counts each section, required ones missing first, and is ready only with every required one", () => {
    const empty = resumeCompleteness({ content: blank, certificates: 0 });
    expect(empty.percent).toBe(0);
    expect(empty.ready).toBe(false);
    expect(empty.missing.map((m) => m.required)).toEqual([true, true, true, true, true, false, false, false, false]);

    const required = {
      ...blank,
      objective: { area: "", occupationCode: "", occupationTitle: "Almoxarife" },
      summary: "Resumo",
      experiences: [experience],
      education: [{ level: "medio", institution: "Colégio", course: "", year: "2012", inProgress: false }],
      availability: "imediata",
    } satisfies ResumeContentInput;
    const ready = resumeCompleteness({ content: required, certificates: 0 });
    expect(ready.ready).toBe(true);
    expect(ready.percent).toBe(Math.round((100 * 5) / RESUME_SECTIONS.length));
    // A trilha certificate fills 'Cursos e certificações' by itself.
    const withCertificate = resumeCompleteness({ content: required, certificates: 1 });
    expect(withCertificate.missing.map((m) => m.key)).not.toContain("courses");
  });
});

describe("resumeContentSchema", () => {
  it("takes a full CV and drops the end of a current job", () => {
    const parsed = resumeContentSchema.parse({
      ...blank,
      link: "https://www.linkedin.com/in/joao",
      cnh: ["D", "B"],
      experiences: [{ ...experience, current: true, end: { month: "05", year: "2020" } }],
    });
    expect(parsed.cnh).toEqual(["B", "D"]);
    expect(parsed.experiences[0]?.end).toEqual({ month: "", year: "" });
  });

  it("refuses dates out of order or ahead, a missing end, and lists past their size, at the field", () => {
    expect(issuesOf({ ...blank, experiences: [{ ...experience, end: { month: "02", year: "2015" } }] })).toContainEqual(
      {
        path: "experiences.0.end.year",
        message: resumeMessages.endBeforeStart,
      },
    );
    // The same year without a month is not before a start in that year.
    expect(issuesOf({ ...blank, experiences: [{ ...experience, end: { month: "", year: "2015" } }] })).toEqual([]);
    expect(issuesOf({ ...blank, experiences: [{ ...experience, end: { month: "", year: "" } }] })).toContainEqual({
      path: "experiences.0.end.year",
      message: resumeMessages.endRequired,
    });
    expect(
      issuesOf({ ...blank, experiences: [{ ...experience, start: { month: "", year: "2999" }, current: true }] }),
    ).toContainEqual({ path: "experiences.0.start.year", message: resumeMessages.startInFuture });
    expect(issuesOf({ ...blank, experiences: [{ ...experience, end: { month: "12", year: "2999" } }] })).toContainEqual(
      {
        path: "experiences.0.end.year",
        message: resumeMessages.endInFuture,
      },
    );
    expect(issuesOf({ ...blank, experiences: Array(21).fill(experience) })).toContainEqual({
      path: "experiences",
      message: resumeMessages.experiencesTooMany,
    });
    expect(
      issuesOf({ ...blank, experiences: [{ ...experience, bullets: Array(7).fill("Atividade") }] }),
    ).toContainEqual({ path: "experiences.0.bullets", message: resumeMessages.bulletsTooMany });
    expect(issuesOf({ ...blank, experiences: [{ ...experience, bullets: ["a".repeat(201)] }] })).toContainEqual({
      path: "experiences.0.bullets.0",
      message: resumeMessages.tooLong(200),
    });
  });

  it("refuses a link that is not https, unknown choices and fields, and text no column holds", () => {
    expect(issuesOf({ ...blank, link: "javascript:alert(1)" })).toContainEqual({
      path: "link",
      message: resumeMessages.linkInvalid,
    });
    expect(issuesOf({ ...blank, availability: "amanhã" })).toContainEqual({
      path: "availability",
      message: resumeMessages.availabilityInvalid,
    });
    expect(issuesOf({ ...blank, objective: { ...blank.objective, occupationCode: "abc" } })).toContainEqual({
      path: "objective.occupationCode",
      message: resumeMessages.occupationInvalid,
    });
    expect(issuesOf({ ...blank, plan: "PREMIUM" }).length).toBeGreaterThan(0);
    expect(issuesOf({ ...blank, summary: "a\u0000b" }).length).toBeGreaterThan(0);
  });
});

describe("wording", () => {
  it("names periods, formações and the file the way a CV does", () => {
    expect(experiencePeriodLabel(experience)).toBe("03/2015 – 2023");
    expect(experiencePeriodLabel({ ...experience, current: true })).toBe("03/2015 – atual");
    expect(comparePeriods({ month: "", year: "2019" }, { month: "03", year: "2019" })).toBe(0);
    expect(educationTitle("bacharelado", "Administração")).toBe("Bacharelado em Administração");
    expect(educationTitle("medio", "Técnico em nada")).toBe("Ensino médio");
    expect(educationTitle("tecnico", "")).toBe("Técnico");
    expect(resumeFileName("João da Silva Araújo")).toBe("Curriculo-Joao-da-Silva-Araujo.pdf");
    expect(resumeFileName("   ")).toBe("Curriculo-candidato.pdf");
  });
});
