import { href } from "@pm/shared/pages";
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { SIGN_UP } from "./site-nav";

/** How a recruiter reads a service record: the product's core promise, shown as an example. */
const TRANSLATIONS = [
  { from: "Comandou uma equipe de 9 pessoas em operações", to: "Liderança de equipe e gestão de turnos" },
  { from: "Controlou o almoxarifado e o material da unidade", to: "Gestão de estoque e inventário" },
  { from: "Planejou deslocamentos de tropa e viaturas", to: "Planejamento logístico e de frota" },
  { from: "Seguiu e fez cumprir protocolos de segurança", to: "Prevenção de riscos e conformidade" },
];

export function HeroSection() {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden border-b bg-gradient-to-b from-secondary via-background to-background"
    >
      <HeroBackdrop />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 md:px-6 md:py-24 lg:grid-cols-[1.15fr_1fr]">
        <div>
          <Badge variant="outline" size="lg" className="mb-6 bg-background text-left">
            Para quem serviu e para quem contrata
          </Badge>
          <h1
            id="hero-title"
            className="text-balance font-bold text-4xl leading-[1.1] tracking-tight sm:text-5xl lg:text-6xl"
          >
            Sua experiência militar tem{" "}
            <span className="bg-[linear-gradient(transparent_62%,color-mix(in_oklch,var(--accent)_70%,transparent)_62%)] box-decoration-clone">
              lugar no mercado civil
            </span>
          </h1>
          <p className="mt-6 max-w-xl text-pretty text-lg text-muted-foreground leading-relaxed md:text-xl">
            A Próxima Missão conecta militares temporários e veteranos a empresas que valorizam disciplina, liderança e
            responsabilidade. Vagas, capacitação e benefícios em um só lugar.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Button asChild size="lg">
              <Link to={href("auth")}>Entrar</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={href("companyPricing")}>Ver Planos</Link>
            </Button>
            <Button asChild size="lg" variant="ghost">
              <Link to={href("partners")}>
                Seja um parceiro
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
          <p className="mt-6 text-muted-foreground text-sm">
            Ainda não tem conta?{" "}
            <Link
              to={SIGN_UP.militar}
              className="rounded-sm font-medium text-primary underline underline-offset-4 hover:text-primary/80 focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              Criar conta de militar
            </Link>{" "}
            ou{" "}
            <Link
              to={SIGN_UP.empresa}
              className="rounded-sm font-medium text-primary underline underline-offset-4 hover:text-primary/80 focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              Criar conta de empresa
            </Link>
          </p>
        </div>

        <figure className="hidden rounded-2xl border bg-card p-6 shadow-primary/5 shadow-xl md:block">
          <figcaption className="mb-5">
            <span className="block font-semibold">Do serviço militar para o currículo</span>
            <span className="text-muted-foreground text-sm">Exemplo de como o seu perfil chega ao recrutador</span>
          </figcaption>
          <ul className="space-y-3">
            {TRANSLATIONS.map((t) => (
              <li
                key={t.to}
                className="grid grid-cols-[1fr_auto_1fr] items-center gap-3 rounded-lg bg-muted p-3 text-sm"
              >
                <span className="text-muted-foreground">{t.from}</span>
                <ArrowRight className="size-4 text-primary" aria-hidden="true" />
                <span className="font-medium">{t.to}</span>
              </li>
            ))}
          </ul>
        </figure>
      </div>
    </section>
  );
}

/** A faint chevron pattern echoing the wordmark; pure SVG so it costs no request and no layout. */
function HeroBackdrop() {
  return (
    <svg
      aria-hidden="true"
      className="pointer-events-none absolute inset-0 h-full w-full text-primary/[0.06]"
      preserveAspectRatio="xMidYMid slice"
    >
      <defs>
        <pattern id="hero-chevrons" width="48" height="48" patternUnits="userSpaceOnUse">
          <path d="M12 30l12-12 12 12" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
        </pattern>
      </defs>
      <rect width="100%" height="100%" fill="url(#hero-chevrons)" />
    </svg>
  );
}
