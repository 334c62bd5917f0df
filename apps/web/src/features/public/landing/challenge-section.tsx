import { Clock3, Languages, type LucideIcon, SearchX, ShieldCheck } from "lucide-react";
import { SectionHeading } from "../components/section-heading";

const CHALLENGES: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Clock3,
    title: "Um recomeço com data marcada",
    text: "Militares temporários servem por tempo determinado. Quando o serviço termina, muitos precisam encontrar um emprego rapidamente, às vezes pela primeira vez fora da vida militar.",
  },
  {
    icon: Languages,
    title: "Experiência difícil de traduzir",
    text: "Quem liderou equipes, cuidou de material e cumpriu protocolos rigorosos nem sempre sabe apresentar isso em um currículo. E nem sempre o recrutador sabe interpretar essa experiência.",
  },
  {
    icon: SearchX,
    title: "Empresas sem acesso a esses talentos",
    text: "Muitas empresas procuram pessoas confiáveis e disciplinadas, mas não têm um canal direto para encontrá-las.",
  },
];

export function ChallengeSection() {
  return (
    <section aria-labelledby="challenge-title" className="bg-sidebar text-sidebar-foreground">
      <div className="mx-auto max-w-6xl px-4 py-16 md:px-6 md:py-24">
        <SectionHeading
          id="challenge-title"
          eyebrow="O desafio"
          title="Deixar a farda não pode significar ficar sem rumo"
          tone="inverted"
        >
          Todos os anos, milhares de pessoas concluem o serviço militar e voltam ao mercado de trabalho civil. O preparo
          que trazem é valioso, mas o caminho até o primeiro emprego costuma ser longo.
        </SectionHeading>

        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {CHALLENGES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border border-sidebar-border bg-sidebar-accent/40 p-6">
              <Icon className="mb-4 size-7 text-accent" aria-hidden="true" />
              <h3 className="font-semibold text-lg text-white">{title}</h3>
              <p className="mt-2 text-sidebar-muted leading-relaxed">{text}</p>
            </li>
          ))}
        </ul>

        <div className="mt-10 flex flex-col gap-4 rounded-xl border-accent border-l-4 bg-background p-6 text-foreground shadow-lg md:flex-row md:items-start md:gap-6 md:p-8">
          <ShieldCheck className="size-10 shrink-0 text-primary" aria-hidden="true" />
          <div>
            <h3 className="font-semibold text-xl">Uma questão de segurança para todos</h3>
            <p className="mt-3 text-pretty text-muted-foreground leading-relaxed">
              A grande maioria de quem deixa o serviço recomeça a vida com dignidade e honestidade. Ainda assim, o
              desemprego prolongado deixa pessoas com treinamento militar expostas ao aliciamento pelo crime organizado,
              que tem interesse justamente nesse preparo. Abrir portas no mercado de trabalho formal reduz esse risco e
              mantém a serviço da sociedade quem já a serviu.
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
