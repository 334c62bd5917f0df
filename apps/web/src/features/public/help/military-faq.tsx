import { MIN_PASSWORD_LENGTH } from "@pm/shared/account";
import { formatCents } from "@pm/shared/format";
import { href } from "@pm/shared/pages";
import { MILITARY_BRANCH_LABELS } from "@pm/shared/profile.military-options";
import { Shield } from "lucide-react";
import { applicationLimitText, discountCapText, MILITARY_FREE, MILITARY_PREMIUM } from "../landing/plan-copy";
import { SIGN_UP } from "../landing/site-nav";
import { AnswerLink, FaqGroup, FaqItem, FaqSection, joinPt } from "./faq";

const BRANCHES = joinPt(Object.values(MILITARY_BRANCH_LABELS), "ou");

function priceText(cents: number): string {
  return cents === 0 ? "sem custo" : `${formatCents(cents)} por mês`;
}

export function MilitaryFaq() {
  const freeLimit = MILITARY_FREE.activeApplicationLimit;
  return (
    <FaqSection
      id="militares"
      icon={Shield}
      title="Para militares"
      description="Cadastro, vagas, candidaturas, planos e benefícios para quem está em transição de carreira."
    >
      <FaqGroup title="Cadastro e conta">
        <FaqItem question="Quem pode se cadastrar como militar?">
          <p>
            Militares temporários, veteranos e quem está se preparando para deixar o serviço e quer construir uma
            carreira civil, vindos de qualquer destas instituições: {BRANCHES}.
          </p>
        </FaqItem>
        <FaqItem question="Como crio minha conta?">
          <p>
            Acesse <AnswerLink to={SIGN_UP.militar}>Criar conta de militar</AnswerLink> e informe seu nome completo,
            e-mail e uma senha com pelo menos {MIN_PASSWORD_LENGTH} caracteres. A cidade é opcional.
          </p>
          <p>
            Em seguida, enviamos um link de confirmação para o seu e-mail. Depois de confirmar, você entra na plataforma
            e completa seu perfil em quatro etapas: Informações Pessoais, Experiência Militar, Objetivos Profissionais e
            Finalização.
          </p>
        </FaqItem>
        <FaqItem question="O cadastro é gratuito?">
          <p>
            Toda conta de militar começa no plano {MILITARY_FREE.name}, {priceText(MILITARY_FREE.priceCents)}. Se
            precisar de mais recursos, você pode assinar o {MILITARY_PREMIUM.name} a qualquer momento. Compare os planos
            em <AnswerLink to={href("militaryPricing")}>Planos Militares</AnswerLink>.
          </p>
        </FaqItem>
        <FaqItem question="Posso usar o mesmo e-mail em uma conta de empresa?">
          <p>
            Não. Cada conta é de um tipo, militar ou empresa, escolhido no cadastro. Para ter as duas, use um e-mail
            diferente em cada uma.
          </p>
        </FaqItem>
        <FaqItem question="Como atualizo meu perfil e minha foto?">
          <p>
            Na sua área, abra <strong>Perfil</strong>, clique em <strong>Editar</strong>, faça as alterações e salve. A
            foto é trocada na mesma tela. Um perfil completo e atualizado chama mais a atenção dos recrutadores.
          </p>
        </FaqItem>
      </FaqGroup>

      <FaqGroup title="Vagas e candidaturas">
        <FaqItem question="Como encontro vagas e me candidato?">
          <p>
            Em <strong>Vagas</strong>, use a busca e os filtros para encontrar oportunidades e clique em{" "}
            <strong>Candidatar-se</strong>. Para ver uma vaga depois, marque-a como salva e use o filtro{" "}
            <strong>Salvos</strong>.
          </p>
        </FaqItem>
        <FaqItem question="Como acompanho minhas candidaturas?">
          <p>
            O status aparece em cada vaga e é atualizado em tempo real sempre que a empresa avança no processo:
            Candidatura enviada, Em análise, Aprovado ou Não selecionado.
          </p>
        </FaqItem>
        <FaqItem question="Como as empresas falam comigo?">
          <p>
            As conversas com recrutadores ficam em <strong>Mensagens</strong>, dentro da plataforma, e o sino de
            notificações avisa quando há novidades.
          </p>
        </FaqItem>
      </FaqGroup>

      <FaqGroup title={`Limite de candidaturas no plano ${MILITARY_FREE.name}`}>
        <FaqItem question={`Quantas candidaturas posso ter no plano ${MILITARY_FREE.name}?`}>
          <p>
            No {MILITARY_FREE.name}, você pode ter {applicationLimitText(freeLimit)}. Contam como ativas as candidaturas
            que ainda aguardam resposta ou estão em análise pela empresa.
          </p>
          <p>
            Quando a empresa conclui o processo, aprovando ou não a sua candidatura, ela deixa de contar no limite e
            você pode se candidatar a outra vaga.
          </p>
        </FaqItem>
        <FaqItem question="O que acontece se eu atingir o limite?">
          <p>
            Você não consegue enviar uma nova candidatura até que uma das ativas seja concluída. Para se candidatar sem
            esperar, assine o {MILITARY_PREMIUM.name}, que oferece{" "}
            {applicationLimitText(MILITARY_PREMIUM.activeApplicationLimit)}.
          </p>
        </FaqItem>
      </FaqGroup>

      <FaqGroup title={`Plano ${MILITARY_PREMIUM.name}`}>
        <FaqItem question={`O que o ${MILITARY_PREMIUM.name} inclui?`}>
          <ul>
            {MILITARY_PREMIUM.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </FaqItem>
        <FaqItem question={`Quanto custa e como assino o ${MILITARY_PREMIUM.name}?`}>
          <p>
            O {MILITARY_PREMIUM.name} custa {priceText(MILITARY_PREMIUM.priceCents)}. Para assinar, abra{" "}
            <strong>Pagamentos</strong> no menu da sua conta. O plano muda assim que o pagamento é confirmado.
          </p>
          <p>
            Se você escolheu o {MILITARY_PREMIUM.name} no cadastro, sua conta começa no {MILITARY_FREE.name} e passa ao{" "}
            {MILITARY_PREMIUM.name} depois do pagamento.
          </p>
        </FaqItem>
        <FaqItem question={`Posso cancelar o ${MILITARY_PREMIUM.name}?`}>
          <p>
            Sim, a qualquer momento, em <strong>Pagamentos</strong>. Você continua com os recursos do{" "}
            {MILITARY_PREMIUM.name} até o fim do período já pago; depois, sua conta volta ao {MILITARY_FREE.name} e seu
            perfil continua ativo.
          </p>
        </FaqItem>
      </FaqGroup>

      <FaqGroup title="Benefícios">
        <FaqItem question="Como funcionam os benefícios?">
          <p>
            Empresas parceiras oferecem descontos e cashback a militares cadastrados. Em <strong>Benefícios</strong>,
            filtre por categoria, escolha a oferta e resgate com cupom ou QR code, conforme o parceiro. Os resgates
            ficam em <strong>Ver histórico</strong>, com a situação de cada um: ativo, usado ou expirado.
          </p>
        </FaqItem>
        <FaqItem question="Quais benefícios o meu plano dá?">
          <ul>
            <li>
              {MILITARY_FREE.name}: {discountCapText(MILITARY_FREE.discountCapPercent)}.
            </li>
            <li>
              {MILITARY_PREMIUM.name}: {discountCapText(MILITARY_PREMIUM.discountCapPercent)}.
            </li>
          </ul>
        </FaqItem>
      </FaqGroup>
    </FaqSection>
  );
}
