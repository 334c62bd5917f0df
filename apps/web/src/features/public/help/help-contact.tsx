import { Mail, MessageCircleQuestion } from "lucide-react";
import { Button } from "@/components/ui/button";
import { mailto, publicConfig } from "@/lib/public-config";

export function HelpContact() {
  return (
    <section
      aria-labelledby="contato-title"
      id="contato"
      className="scroll-mt-24 rounded-2xl border border-t-4 border-t-accent bg-secondary p-6 md:p-10"
    >
      <div className="flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
        <div className="flex items-start gap-4">
          <span className="hidden size-12 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground sm:flex">
            <MessageCircleQuestion className="size-6" aria-hidden="true" />
          </span>
          <div>
            <h2 id="contato-title" className="font-bold text-2xl tracking-tight">
              Não encontrou sua resposta?
            </h2>
            <p className="mt-2 max-w-xl text-muted-foreground leading-relaxed">
              Escreva para a nossa equipe em{" "}
              <span className="break-words font-medium text-foreground">{publicConfig.contactEmail}</span>. Conte o que
              aconteceu e, se puder, informe o e-mail da sua conta: assim ajudamos mais rápido.
            </p>
          </div>
        </div>
        <Button asChild size="lg">
          <a href={mailto(publicConfig.contactEmail, "Dúvida pela Central de Ajuda")}>
            <Mail aria-hidden="true" />
            Enviar e-mail
          </a>
        </Button>
      </div>
    </section>
  );
}
