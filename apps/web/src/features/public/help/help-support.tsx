import { SUPPORT_HOURS_LABEL } from "@pm/shared/billing";
import { COMMUNITY_UNANSWERED_DAYS } from "@pm/shared/community.constants";
import { href } from "@pm/shared/pages";
import { BriefcaseBusiness, LifeBuoy, Shield } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { AnswerLink } from "./faq";

/**
 * 'Suporte' in the help center: where a signed-in person opens a request. The page is prerendered
 * and knows no session, so it links to both areas' support pages: a visitor is asked to sign in
 * first and then lands on his own area's page.
 */
export function HelpSupport() {
  return (
    <section id="suporte" aria-labelledby="suporte-title" className="scroll-mt-24">
      <div className="flex items-start gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary text-primary-foreground">
          <LifeBuoy className="size-6" aria-hidden="true" />
        </span>
        <div className="grid gap-3">
          <h2 id="suporte-title" className="font-bold text-2xl tracking-tight md:text-3xl">
            Suporte
          </h2>
          <p className="text-muted-foreground leading-relaxed">
            Já tem conta? Abra um atendimento na sua área: nossa equipe responde por lá e avisa você por e-mail. O prazo
            da primeira resposta depende do seu plano. {SUPPORT_HOURS_LABEL}
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild>
              <Link to={href("militarySupport")}>
                <Shield aria-hidden="true" />
                Suporte para militares
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={href("companySupport")}>
                <BriefcaseBusiness aria-hidden="true" />
                Suporte para empresas
              </Link>
            </Button>
          </div>
          <p className="text-muted-foreground leading-relaxed">
            No plano FREE, o suporte é a <AnswerLink to={href("militaryCommunity")}>Comunidade</AnswerLink>: militares
            que já fizeram a transição respondem suas dúvidas sobre carreira, currículo e direitos, e a nossa equipe
            responde as perguntas que ficarem {COMMUNITY_UNANSWERED_DAYS} dias sem resposta. Problemas de acesso,
            pagamento ou privacidade continuam com a equipe: abra um atendimento, com resposta por e-mail.
          </p>
          <p className="text-muted-foreground text-sm">
            Ainda não entrou? <AnswerLink to={href("auth")}>Entre na sua conta</AnswerLink> para abrir um atendimento.
          </p>
        </div>
      </div>
    </section>
  );
}
