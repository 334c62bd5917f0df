import {
  BadgePercent,
  BriefcaseBusiness,
  ClipboardList,
  GraduationCap,
  type LucideIcon,
  MessagesSquare,
  UserRoundSearch,
} from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { SectionHeading } from "../components/section-heading";

interface Feature {
  icon: LucideIcon;
  title: string;
  text: string;
  audience: "Para militares" | "Para empresas" | "Para os dois lados";
}

const FEATURES: Feature[] = [
  {
    icon: BriefcaseBusiness,
    title: "Painel de vagas",
    text: "Vagas de empresas que querem contratar quem serviu, com filtros por cidade, regime e modalidade. Candidate-se em poucos cliques e acompanhe cada etapa.",
    audience: "Para militares",
  },
  {
    icon: GraduationCap,
    title: "Trilhas de conhecimento",
    text: "Conteúdos organizados por área e nível para você se preparar para a rotina civil, no seu ritmo.",
    audience: "Para militares",
  },
  {
    icon: BadgePercent,
    title: "Benefícios e cashback",
    text: "Descontos em empresas parceiras de saúde, educação, alimentação, tecnologia e outras áreas.",
    audience: "Para militares",
  },
  {
    icon: ClipboardList,
    title: "Gestão de vagas",
    text: "Publique, edite e pause vagas, e veja quantas pessoas visualizaram e se candidataram a cada uma.",
    audience: "Para empresas",
  },
  {
    icon: UserRoundSearch,
    title: "Banco de talentos",
    text: "Encontre profissionais por área de interesse, experiência e disponibilidade, com acesso ao perfil completo.",
    audience: "Para empresas",
  },
  {
    icon: MessagesSquare,
    title: "Mensagens diretas",
    text: "Recrutadores e candidatos conversam pela plataforma, sem intermediários, com mensagens entregues em tempo real.",
    audience: "Para os dois lados",
  },
];

export function FeaturesSection() {
  return (
    <section aria-labelledby="features-title" className="bg-background">
      <div className="mx-auto max-w-6xl px-4 py-16 md:px-6 md:py-24">
        <SectionHeading id="features-title" eyebrow="A plataforma" title="Tudo o que a transição de carreira precisa">
          Do primeiro currículo civil à contratação: ferramentas para quem procura emprego e para quem procura gente
          preparada.
        </SectionHeading>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text, audience }) => (
            <Card asChild key={title} padding="lg" className="flex flex-col">
              <li>
                <span className="mb-4 flex size-11 items-center justify-center rounded-lg bg-primary text-primary-foreground">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <h3 className="font-semibold text-lg">{title}</h3>
                <p className="mt-2 flex-1 text-muted-foreground leading-relaxed">{text}</p>
                <Badge variant="secondary" className="mt-4">
                  {audience}
                </Badge>
              </li>
            </Card>
          ))}
        </ul>
      </div>
    </section>
  );
}
