import { href } from "@pm/shared/pages";
import { Building2Icon, CreditCardIcon, type LucideIcon, PlusIcon, UsersIcon } from "lucide-react";
import { Link } from "react-router";
import { Section } from "@/components/section";

const TITLE_ID = "acoes-rapidas-titulo";

const ACTIONS: { label: string; to: string; icon: LucideIcon }[] = [
  { label: "Nova vaga", to: href("companyNewJob"), icon: PlusIcon },
  { label: "Candidatos", to: href("companyCandidates"), icon: UsersIcon },
  { label: "Perfil", to: href("companyProfile"), icon: Building2Icon },
  { label: "Planos", to: href("companyPlans"), icon: CreditCardIcon },
];

export function QuickActions() {
  return (
    <Section id={TITLE_ID} title="Ações rápidas" padding="lg" className="grid-cols-1 gap-4">
      <ul className="grid grid-cols-2 gap-2">
        {ACTIONS.map(({ label, to, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex h-full flex-col items-center justify-center gap-2 rounded-lg border p-3 text-center font-medium text-sm outline-none transition-colors hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <Icon className="size-5 text-primary" aria-hidden="true" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
