import { Quote } from "lucide-react";
import { SectionHeading } from "../components/section-heading";

const TESTIMONIALS = [
  {
    quote:
      "Passei sete anos no Exército cuidando de suprimentos e não sabia como explicar isso em uma entrevista. Com o perfil da plataforma, aprendi a mostrar o que eu sabia fazer e fui contratado como coordenador de logística.",
    name: "Rafael Oliveira",
    role: "Ex-sargento do Exército, hoje coordenador de logística em Campinas (SP)",
    initials: "RO",
  },
  {
    quote:
      "Os profissionais que contratamos pela Próxima Missão chegam com senso de responsabilidade e vontade de aprender. Hoje, parte da nossa equipe de supervisão de operações veio da plataforma.",
    name: "Juliana Martins",
    role: "Gerente de Recursos Humanos de uma transportadora em Curitiba (PR)",
    initials: "JM",
  },
];

export function TestimonialsSection() {
  return (
    <section aria-labelledby="testimonials-title" className="border-t bg-secondary">
      <div className="mx-auto max-w-6xl px-4 py-16 md:px-6 md:py-24">
        <SectionHeading id="testimonials-title" eyebrow="Depoimentos" title="Quem já começou a próxima missão" />
        <ul className="mt-12 grid gap-6 md:grid-cols-2">
          {TESTIMONIALS.map((t) => (
            <li key={t.name}>
              <figure className="flex h-full flex-col rounded-2xl border bg-card p-6 shadow-sm md:p-8">
                <Quote className="mb-4 size-8 text-accent-foreground/40" aria-hidden="true" />
                <blockquote className="flex-1 text-pretty text-lg leading-relaxed">
                  <p>“{t.quote}”</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-4">
                  <span
                    aria-hidden="true"
                    className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground"
                  >
                    {t.initials}
                  </span>
                  <span>
                    <span className="block font-semibold">{t.name}</span>
                    <span className="block text-muted-foreground text-sm">{t.role}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
