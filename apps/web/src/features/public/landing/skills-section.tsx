import {
  Boxes,
  Brain,
  Clock,
  type LucideIcon,
  MessageSquareText,
  ShieldAlert,
  Users,
  UsersRound,
  Wrench,
} from "lucide-react";
import { Card } from "@/components/ui/card";
import { SectionHeading } from "../components/section-heading";

// Each skill is named in the language of a civilian job description, with where it applies,
// because the reader we must convince is a recruiter, not another veteran.
const SKILLS: { icon: LucideIcon; title: string; text: string; roles: string }[] = [
  {
    icon: Users,
    title: "Liderança de equipes",
    text: "Conduzir pessoas com objetivos claros, mesmo sob pressão.",
    roles: "Supervisão, coordenação de turnos, gestão de operações",
  },
  {
    icon: Clock,
    title: "Disciplina e pontualidade",
    text: "Cumprir prazos, rotinas e procedimentos sem precisar de cobrança.",
    roles: "Operações, produção, atendimento",
  },
  {
    icon: UsersRound,
    title: "Trabalho em equipe",
    text: "Colaborar com pessoas de perfis diferentes em torno de um resultado comum.",
    roles: "Qualquer área com metas coletivas",
  },
  {
    icon: Brain,
    title: "Decisão sob pressão",
    text: "Avaliar cenários rapidamente e agir com calma em situações críticas.",
    roles: "Gestão de crises, saúde, segurança, atendimento de emergência",
  },
  {
    icon: Boxes,
    title: "Logística e planejamento",
    text: "Organizar materiais, transporte e pessoas para que tudo chegue no lugar e na hora certos.",
    roles: "Estoque, compras, transporte, cadeia de suprimentos",
  },
  {
    icon: ShieldAlert,
    title: "Segurança e prevenção de riscos",
    text: "Seguir e fazer cumprir protocolos que protegem pessoas e patrimônio.",
    roles: "Segurança patrimonial, segurança do trabalho, compliance",
  },
  {
    icon: Wrench,
    title: "Cuidado com equipamentos",
    text: "Zelar por equipamentos e patrimônio de alto valor, com controle e manutenção.",
    roles: "Manutenção, inventário, frota",
  },
  {
    icon: MessageSquareText,
    title: "Comunicação objetiva",
    text: "Passar e receber instruções com clareza, registrar e relatar com precisão.",
    roles: "Coordenação, relatórios, treinamento de equipes",
  },
];

export function SkillsSection() {
  return (
    <section aria-labelledby="skills-title" className="border-y bg-secondary">
      <div className="mx-auto max-w-6xl px-4 py-16 md:px-6 md:py-24">
        <SectionHeading id="skills-title" eyebrow="Competências" title="Habilidades militares que o mercado valoriza">
          Anos de serviço desenvolvem competências que muitas empresas têm dificuldade de encontrar. Veja como elas se
          aplicam no dia a dia civil.
        </SectionHeading>
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {SKILLS.map(({ icon: Icon, title, text, roles }) => (
            <Card asChild key={title} padding="md" className="flex flex-col">
              <li>
                <Icon className="mb-3 size-6 text-primary" aria-hidden="true" />
                <h3 className="font-semibold">{title}</h3>
                <p className="mt-1 flex-1 text-muted-foreground text-sm leading-relaxed">{text}</p>
                <p className="mt-4 border-t pt-3 text-sm">
                  <span className="font-medium">Onde se aplica: </span>
                  <span className="text-muted-foreground">{roles}</span>
                </p>
              </li>
            </Card>
          ))}
        </ul>
      </div>
    </section>
  );
}
