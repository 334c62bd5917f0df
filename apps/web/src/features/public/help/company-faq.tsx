import { APPLICATION_STATUS_LABELS } from "@pm/shared/applications";
import { COMPANY_PLANS } from "@pm/shared/billing";
import { REGIMES } from "@pm/shared/jobs";
import { href } from "@pm/shared/pages";
import { BriefcaseBusiness } from "lucide-react";
import { mailto, publicConfig } from "@/lib/public-config";
import { COMPANY_PLAN_LIST, companyPlanLimit, companyPlanPrice, companyPlanSeats } from "../landing/plan-copy";
import { SIGN_UP } from "../landing/site-nav";
import { AnswerLink, FaqGroup, FaqItem, FaqSection, joinPt } from "./faq";

const MONTHLY_PLANS = joinPt(COMPANY_PLAN_LIST.filter((p) => p.period === "month").map((p) => p.name));
const ONE_TIME_PLANS = joinPt(COMPANY_PLAN_LIST.filter((p) => p.period === "one_time").map((p) => p.name));
const SALES_ONLY_PLANS = joinPt(COMPANY_PLAN_LIST.filter((p) => !p.selfService).map((p) => p.name));
const STATUSES = joinPt(Object.values(APPLICATION_STATUS_LABELS));
const ENTERPRISE = COMPANY_PLANS.enterprise;
const PARTNER = COMPANY_PLANS.parceiro;

function PlanLimits() {
  return (
    <ul>
      {COMPANY_PLAN_LIST.map((plan) => (
        <li key={plan.id}>
          {plan.name}: {companyPlanLimit(plan)}
        </li>
      ))}
    </ul>
  );
}

export function CompanyFaq() {
  const salesHref = mailto(
    publicConfig.salesEmail,
    `Interesse no plano ${ENTERPRISE.name}`,
    `Olá! Tenho interesse no plano ${ENTERPRISE.name} da Próxima Missão e gostaria de conversar sobre as necessidades de contratação da minha empresa.`,
  );
  return (
    <FaqSection
      id="empresas"
      icon={BriefcaseBusiness}
      title="Para empresas"
      description="Cadastro, pagamento, planos, vagas e candidatos para quem contrata."
    >
      <FaqGroup title="Cadastro e conta">
        <FaqItem question="Como cadastro minha empresa?">
          <p>
            Acesse <AnswerLink to={SIGN_UP.empresa}>Criar conta de empresa</AnswerLink> e informe o nome do responsável,
            o e-mail, uma senha, o nome da empresa e o plano desejado. A cidade é opcional.
          </p>
          <p>
            Depois, confirme o e-mail pelo link que enviamos: ele leva direto ao pagamento do plano escolhido. Com o
            pagamento confirmado, o painel da empresa é liberado.
          </p>
        </FaqItem>
        <FaqItem question="Posso usar o painel antes de pagar?">
          <p>
            Não. O painel, as vagas e os candidatos ficam disponíveis depois da confirmação do pagamento. O seu cadastro
            fica salvo: se o pagamento for cancelado ou interrompido, basta entrar na sua conta e concluí-lo.
          </p>
        </FaqItem>
        <FaqItem question="Como completo o perfil da empresa?">
          <p>
            No menu da sua conta, abra <strong>Perfil da Empresa</strong> e preencha as informações básicas, o endereço
            e os detalhes da empresa. Nome, CNPJ e e-mail são obrigatórios. O logo pode ser PNG ou JPG de até 2 MB
            (recomendamos 200 × 200 px).
          </p>
        </FaqItem>
      </FaqGroup>

      <FaqGroup title="Planos e pagamento">
        <FaqItem question="Quais são os planos e quanto custam?">
          <ul>
            {COMPANY_PLAN_LIST.map((plan) => (
              <li key={plan.id}>
                <strong className="text-foreground">{plan.name}</strong>: {companyPlanPrice(plan)};{" "}
                {companyPlanLimit(plan)}; {companyPlanSeats(plan)}.
              </li>
            ))}
          </ul>
          <p>
            Veja tudo o que cada plano inclui em <AnswerLink to={href("companyPricing")}>Planos Empresas</AnswerLink>.
          </p>
        </FaqItem>
        <FaqItem question="Como funciona o pagamento?">
          <p>
            Depois de confirmar o e-mail, você vai para o resumo do plano e, de lá, para a página de pagamento segura do
            nosso provedor. Nenhum dado de cartão fica com a Próxima Missão.
          </p>
          <p>
            O {ONE_TIME_PLANS} é cobrado uma única vez, sem mensalidade. Os planos {MONTHLY_PLANS} são mensais e se
            renovam automaticamente; você recebe a fatura por e-mail antes de cada cobrança.
          </p>
        </FaqItem>
        <FaqItem question={`Como contrato o plano ${ENTERPRISE.name}?`}>
          <p>
            O {SALES_ONLY_PLANS} é montado sob medida e contratado diretamente com o nosso time de vendas, não pelo
            site. <AnswerLink to={salesHref}>Fale com vendas por e-mail</AnswerLink> e conte um pouco sobre as
            contratações da sua empresa.
          </p>
        </FaqItem>
        <FaqItem question="Como minha empresa oferece descontos a militares?">
          <p>
            O plano {PARTNER.name} inclui a configuração de descontos para militares e a listagem no diretório de
            parceiros. Saiba mais em <AnswerLink to={href("partners")}>Seja Parceiro</AnswerLink>.
          </p>
        </FaqItem>
      </FaqGroup>

      <FaqGroup title="Limite de vagas por plano">
        <FaqItem question="Quantas vagas posso manter ativas?">
          <p>Depende do plano. Vagas pausadas não contam no limite.</p>
          <PlanLimits />
        </FaqItem>
        <FaqItem question="O que acontece quando atinjo o limite?">
          <p>
            Publicar uma nova vaga ou reativar uma vaga pausada só é possível enquanto o número de vagas ativas estiver
            abaixo do limite do plano. Ao atingir o limite, pause uma vaga que já não precisa de candidatos ou faça
            upgrade em <strong>Gerenciar Plano</strong>. Pausar uma vaga é sempre possível.
          </p>
        </FaqItem>
      </FaqGroup>

      <FaqGroup title="Vagas e candidatos">
        <FaqItem question="Como publico uma vaga?">
          <p>
            No painel, clique em <strong>Nova Vaga</strong>. Título, localização, regime ({joinPt(REGIMES, "ou")}) e
            descrição são obrigatórios; salário, requisitos (um por linha) e benefícios são opcionais. A vaga fica ativa
            assim que é publicada.
          </p>
        </FaqItem>
        <FaqItem question="Como acompanho os candidatos?">
          <p>
            Em <strong>Candidatos</strong>, busque pelo nome da pessoa ou pelo título da vaga, abra o perfil e mova a
            candidatura entre as etapas {STATUSES}. O candidato vê cada mudança em tempo real.
          </p>
        </FaqItem>
      </FaqGroup>

      <FaqGroup title="Troca de plano e cancelamento">
        <FaqItem question="Posso mudar de plano?">
          <p>
            Sim, a qualquer momento, em <strong>Gerenciar Plano</strong>. O valor é ajustado proporcionalmente ao tempo
            restante do período.
          </p>
        </FaqItem>
        <FaqItem question="Como cancelo a assinatura?">
          <p>
            Os planos mensais podem ser cancelados a qualquer momento em <strong>Gerenciar Plano</strong>. Você mantém o
            acesso até o fim do período já pago. O {ONE_TIME_PLANS} é pago uma única vez, então não há mensalidade a
            cancelar.
          </p>
        </FaqItem>
      </FaqGroup>
    </FaqSection>
  );
}
