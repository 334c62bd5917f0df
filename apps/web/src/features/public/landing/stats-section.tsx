import { BriefcaseBusiness, Building2, Users } from "lucide-react";

// The marketing figures are fixed by the spec (section 9), not counted from the database:
// a prerendered page cannot query, and the claim must read the same to every visitor.
const STATS = [
  { value: "100", label: "militares cadastrados", icon: Users },
  { value: "25", label: "empresas parceiras", icon: Building2 },
  { value: "50", label: "vagas publicadas", icon: BriefcaseBusiness },
];

export function StatsSection() {
  return (
    <section aria-labelledby="stats-title" className="border-b bg-background">
      <div className="mx-auto max-w-6xl px-4 py-10 md:px-6 md:py-12">
        <h2 id="stats-title" className="sr-only">
          A Próxima Missão em números
        </h2>
        <ul className="grid grid-cols-3 gap-4 sm:gap-6">
          {STATS.map(({ value, label, icon: Icon }) => (
            <li key={label} className="flex flex-col items-center gap-3 text-center">
              <span className="hidden size-12 shrink-0 items-center justify-center rounded-full bg-secondary text-primary sm:flex">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <p className="flex flex-col">
                <span className="font-bold text-3xl text-primary tracking-tight tabular-nums sm:text-4xl">{value}</span>{" "}
                <span className="text-muted-foreground text-sm sm:text-base">{label}</span>
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
