import { Building2, CircleCheck, Landmark, type LucideIcon, Shield } from "lucide-react";
import { Card } from "@/components/ui/card";
import { SectionHeading } from "../components/section-heading";

// Outcomes the product is built to deliver, stated without invented percentages: the only
// figures the company vouches for are the ones in the stats band.
const RESULTS: { icon: LucideIcon; title: string; items: string[] }[] = [
  {
    icon: Shield,
    title: "Para quem serviu",
    items: [
      "Currículo que mostra o valor da experiência militar",
      "Candidaturas acompanhadas do envio à resposta",
      "Preparo para entrevistas e para a rotina civil",
      "Economia no orçamento com descontos de parceiros",
    ],
  },
  {
    icon: Building2,
    title: "Para quem contrata",
    items: [
      "Vagas publicadas em minutos e candidatos organizados por etapa",
      "Visualizações e taxa de conversão de cada vaga",
      "Profissionais que chegam prontos para assumir responsabilidades",
      "Marca associada a uma causa de impacto social",
    ],
  },
  {
    icon: Landmark,
    title: "Para a sociedade",
    items: [
      "Mais pessoas treinadas no mercado de trabalho formal",
      "Menos espaço para o aliciamento pelo crime organizado",
      "Reconhecimento concreto a quem dedicou anos ao país",
    ],
  },
];

export function ResultsSection() {
  return (
    <section aria-labelledby="results-title" className="bg-background">
      <div className="mx-auto max-w-6xl px-4 py-16 md:px-6 md:py-24">
        <SectionHeading id="results-title" eyebrow="Resultados" title="Ganham todos os lados da mesma missão">
          Quando a experiência militar encontra a empresa certa, o resultado vai além de uma vaga preenchida.
        </SectionHeading>
        <div className="mt-12 grid gap-6 md:grid-cols-3">
          {RESULTS.map(({ icon: Icon, title, items }) => (
            <Card asChild key={title} padding="lg">
              <article>
                <div className="mb-5 flex items-center gap-3">
                  <span className="flex size-10 items-center justify-center rounded-lg bg-secondary text-primary">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <h3 className="font-semibold text-lg">{title}</h3>
                </div>
                <ul className="space-y-3">
                  {items.map((item) => (
                    <li key={item} className="flex gap-3 text-sm leading-relaxed">
                      <CircleCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                      <span>{item}</span>
                    </li>
                  ))}
                </ul>
              </article>
            </Card>
          ))}
        </div>
      </div>
    </section>
  );
}
