import { describe, expect, it } from "vitest";
import { MILITARY_COURSES, searchMilitaryCourses } from "./military-courses";
import { MILITARY_BRANCHES } from "./profile.military-options";
import { unexplainedAcronyms } from "./resumes.wording";

describe("MILITARY_COURSES", () => {
  it("says every course in words a recruiter reads: 20–160 chars, a capital first, no final dot, no military acronym", () => {
    for (const { name, civilianName } of MILITARY_COURSES) {
      expect(civilianName.length, name).toBeGreaterThanOrEqual(20);
      expect(civilianName.length, name).toBeLessThanOrEqual(160);
      expect(civilianName[0], name).toMatch(/\p{Lu}/u);
      expect(civilianName.endsWith("."), name).toBe(false);
      expect(civilianName.trim(), name).toBe(civilianName);
      expect(unexplainedAcronyms(civilianName), name).toEqual([]);
    }
  });

  it("writes every name in full, once", () => {
    const names = MILITARY_COURSES.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(unexplainedAcronyms(name), name).toEqual([]);
  });

  it("gives every course a known força, and every força at least 5 courses", () => {
    for (const course of MILITARY_COURSES) {
      expect(course.branches.length, course.name).toBeGreaterThan(0);
      expect(new Set(course.branches).size, course.name).toBe(course.branches.length);
      for (const branch of course.branches) expect(MILITARY_BRANCHES, course.name).toContain(branch);
    }
    for (const branch of MILITARY_BRANCHES) {
      expect(MILITARY_COURSES.filter((c) => c.branches.includes(branch)).length, branch).toBeGreaterThanOrEqual(5);
    }
  });
});

describe("searchMilitaryCourses", () => {
  const names = (typed: string, limit?: number) => searchMilitaryCourses(typed, limit).map((c) => c.name);

  it("finds a course by its acronym, the exact one first", () => {
    expect(names("cfs")[0]).toBe("Curso de Formação de Sargentos");
    expect(names("CFS")[0]).toBe("Curso de Formação de Sargentos");
    expect(names("EsSA")).toContain("Curso de Formação de Sargentos");
  });

  it("finds a course by a word inside its name", () => {
    expect(names("selva")).toContain("Curso de Operações na Selva");
    expect(names("Selva")[0]).toBe("Curso de Operações na Selva");
  });

  it("ignores accents and case", () => {
    expect(names("formacao de cabos")).toContain("Curso de Formação de Cabos");
    expect(names("FORMAÇÃO DE CABOS")[0]).toBe("Curso de Formação de Cabos");
    expect(names("operacoes na caatinga")).toContain("Estágio de Adaptação e Operações na Caatinga");
  });

  it("reads typed words in any order as the starts of the name's words", () => {
    expect(names("sarg form")).toContain("Curso de Formação de Sargentos");
  });

  it("ranks a name typed in full above the names it begins", () => {
    expect(names("Curso de Formação de Sargentos")[0]).toBe("Curso de Formação de Sargentos");
  });

  it("gives nothing for an empty search", () => {
    expect(searchMilitaryCourses("")).toEqual([]);
    expect(searchMilitaryCourses("   ")).toEqual([]);
    expect(searchMilitaryCourses("zzzz-nenhum")).toEqual([]);
  });

  it("respects the limit, 8 by default", () => {
    expect(searchMilitaryCourses("curso").length).toBe(8);
    expect(searchMilitaryCourses("curso", 3).length).toBe(3);
    expect(searchMilitaryCourses("curso", 0)).toEqual([]);
    expect(searchMilitaryCourses("curso", 100).length).toBeGreaterThan(8);
  });
});
