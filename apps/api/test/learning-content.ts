// Learning content as the content folder holds it, for the tests of its format and of its sync.

export interface PathIndexFields {
  slug: string;
  version: number;
  title: string;
  summary: string;
  intro: string;
}

/** A path's index.md: these fields, a FREE career path's catalogue fields, then the intro. */
export const pathIndex = (p: PathIndexFields) => `---
slug: ${p.slug}
version: ${p.version}
title: ${p.title}
summary: ${p.summary}
category: carreira
difficulty: iniciante
plan: FREE
hours: 2
families: ["4110"]
desiredAreas: [gestao]
---

${p.intro}
`;
