import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { Section } from "@/components/section";
import { shortDate } from "@/lib/dates";

type Week = { week: string; views: number; applications: number };

const weekLabel = (week: string) => shortDate(`${week}T12:00:00`).slice(0, 5);
const seriesName = (name: unknown) => (name === "views" ? "Visualizações" : "Candidaturas");

/**
 * Views and applications per week over the last 12 weeks, as bars in the theme's colours; the
 * same figures as a table for screen readers and for print, where a chart says little.
 */
export function WeeklyChart({ weeks }: { weeks: Week[] }) {
  const data = weeks.map((w) => ({ ...w, label: weekLabel(w.week) }));
  return (
    <Section id="relatorios-tendencia" title="Tendência semanal (12 semanas)" className="gap-4">
      <figure className="grid gap-2">
        <div className="h-64 w-full print:hidden" aria-hidden="true">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
              <CartesianGrid vertical={false} stroke="var(--border)" />
              <XAxis dataKey="label" tickLine={false} axisLine={false} fontSize={12} />
              <YAxis allowDecimals={false} tickLine={false} axisLine={false} fontSize={12} />
              <Tooltip
                cursor={{ fill: "var(--muted)" }}
                contentStyle={{ borderRadius: 8, borderColor: "var(--border)", background: "var(--card)" }}
                formatter={(value, name) => [value, seriesName(name)]}
                labelFormatter={(label) => `Semana de ${label}`}
              />
              <Legend formatter={seriesName} />
              <Bar dataKey="views" fill="var(--primary)" radius={[4, 4, 0, 0]} />
              <Bar dataKey="applications" fill="var(--accent)" radius={[4, 4, 0, 0]} />
            </BarChart>
          </ResponsiveContainer>
        </div>
        <figcaption className="text-muted-foreground text-xs print:hidden">
          Semanas de segunda a domingo; a última é a semana atual.
        </figcaption>
        <table className="sr-only text-sm print:not-sr-only print:w-full">
          <caption>Visualizações e candidaturas por semana</caption>
          <thead>
            <tr>
              <th scope="col">Semana de</th>
              <th scope="col">Visualizações</th>
              <th scope="col">Candidaturas</th>
            </tr>
          </thead>
          <tbody>
            {data.map((w) => (
              <tr key={w.week}>
                <th scope="row">{shortDate(`${w.week}T12:00:00`)}</th>
                <td>{w.views}</td>
                <td>{w.applications}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </figure>
    </Section>
  );
}
