import { BadgeCheck, Building2, FileUser, HeartHandshake, LockKeyhole, type LucideIcon, Radio } from "lucide-react";
import { SectionHeading } from "../components/section-heading";

const UNIQUE: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: FileUser,
    title: "Perfil feito para a transição",
    text: "Força, posto ou graduação, tempo de serviço e especializações ficam organizados em um perfil que o recrutador entende de primeira.",
  },
  {
    icon: Building2,
    title: "Empresas que escolheram contratar militares",
    text: "Quem publica vagas aqui está procurando exatamente o seu perfil. Você não disputa atenção com milhares de anúncios genéricos.",
  },
  {
    icon: HeartHandshake,
    title: "Benefícios além do emprego",
    text: "Empresas parceiras oferecem descontos e cashback a militares, por cupom ou QR code, para aliviar o orçamento durante a transição.",
  },
  {
    icon: Radio,
    title: "Acompanhamento em tempo real",
    text: "Cada mudança no status de uma candidatura aparece na hora, para o candidato e para a empresa. Você sempre sabe em que etapa está.",
  },
  {
    icon: BadgeCheck,
    title: "Diretório de parceiros",
    text: "Empresas parceiras ganham visibilidade como marcas que apoiam a recolocação de militares.",
  },
  {
    icon: LockKeyhole,
    title: "Privacidade levada a sério",
    text: "Dados tratados conforme a LGPD, acesso protegido por e-mail confirmado e senha, e pagamentos em ambiente seguro.",
  },
];

export function UniqueFeaturesSection() {
  return (
    <section aria-labelledby="unique-title" className="bg-background">
      <div className="mx-auto max-w-6xl px-4 py-16 md:px-6 md:py-24">
        <SectionHeading id="unique-title" eyebrow="Diferenciais" title="O que torna a Próxima Missão diferente">
          Não é mais um site de vagas: é um caminho completo, do fim do serviço ao novo emprego.
        </SectionHeading>
        <ul className="mt-12 grid gap-x-10 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
          {UNIQUE.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div>
                <h3 className="font-semibold text-lg">{title}</h3>
                <p className="mt-1 text-muted-foreground leading-relaxed">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
