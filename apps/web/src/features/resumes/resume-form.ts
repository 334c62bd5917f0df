// The CV form's values and their checks. The form holds each experience's duties as one text, a
// line each (typed, pasted and read as a list); the check turns it back into the CV the API
// takes and puts the schema's messages on the fields the militar sees.
import { type ResumeContent, type ResumeContentInput, resumeContentSchema } from "@pm/shared/resumes";
import type { FieldErrors, Resolver } from "react-hook-form";

type Experience = ResumeContentInput["experiences"][number];

export type ResumeFormValues = Omit<ResumeContentInput, "experiences"> & {
  experiences: (Omit<Experience, "bullets"> & { bullets: string })[];
};

export function formValues(content: ResumeContentInput): ResumeFormValues {
  return {
    ...content,
    experiences: content.experiences.map((e) => ({ ...e, bullets: e.bullets.join("\n") })),
  };
}

/** One duty a line: bullets or dashes typed in front are dropped, and so are blank lines. */
export function bulletLines(text: string): string[] {
  return text
    .split("\n")
    .map((line) => line.replace(/^\s*[•\-*–]\s*/, "").trim())
    .filter(Boolean);
}

/** The CV the form holds, as the API takes it (not yet checked). */
export function contentOf(values: ResumeFormValues): ResumeContentInput {
  return {
    ...values,
    experiences: values.experiences.map((e) => ({ ...e, bullets: bulletLines(e.bullets) })),
  };
}

/**
 * Where a message of the schema shows on the form: a duty's message on its experience's
 * 'Atividades' field, the rest where the schema says.
 */
export function formPath(path: readonly PropertyKey[]): string {
  const parts = path.map(String);
  if (parts[0] === "experiences" && parts[2] === "bullets") return parts.slice(0, 3).join(".");
  // A list's own message (too many items) sits on its root.
  if (parts.length === 1 && ["experiences", "education", "courses", "languages"].includes(parts[0] ?? "")) {
    return `${parts[0]}.root`;
  }
  return parts.join(".");
}

/** Sets `value` at a dotted path of nested objects and arrays, keeping what is there first. */
function setFirst(target: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split(".");
  let node: Record<string, unknown> = target;
  keys.forEach((key, i) => {
    if (i === keys.length - 1) {
      node[key] ??= value;
      return;
    }
    const next = keys[i + 1] ?? "";
    node[key] ??= /^\d+$/.test(next) ? [] : {};
    node = node[key] as Record<string, unknown>;
  });
}

/** The errors of a server's refusal or the schema's, keyed as the form's fields are. */
export function formErrors(issues: { path: readonly PropertyKey[]; message: string }[]): FieldErrors<ResumeFormValues> {
  const errors: Record<string, unknown> = {};
  for (const issue of issues) setFirst(errors, formPath(issue.path), { type: "custom", message: issue.message });
  return errors as FieldErrors<ResumeFormValues>;
}

export const resumeResolver: Resolver<ResumeFormValues, unknown, ResumeContent> = async (values) => {
  const parsed = resumeContentSchema.safeParse(contentOf(values));
  if (parsed.success) return { values: parsed.data, errors: {} };
  return { values: {}, errors: formErrors(parsed.error.issues) };
};
