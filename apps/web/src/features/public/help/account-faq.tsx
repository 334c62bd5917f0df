import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "@pm/shared/account";
import { href } from "@pm/shared/pages";
import { UserRoundCog } from "lucide-react";
import { mailto, publicConfig } from "@/lib/public-config";
import { AnswerLink, FaqGroup, FaqItem, FaqSection } from "./faq";

export function AccountFaq() {
  const dpoHref = mailto(publicConfig.dpoEmail, "Solicitação sobre dados pessoais (LGPD)");
  return (
    <FaqSection
      id="conta"
      icon={UserRoundCog}
      title="Acesso, senha e privacidade"
      description="Para militares e empresas: confirmação de e-mail, senha, LGPD e exclusão de conta."
    >
      <FaqGroup title="Confirmação de e-mail">
        <FaqItem question="Por que preciso confirmar meu e-mail?">
          <p>
            Para proteger a sua conta e garantir que as mensagens da plataforma cheguem até você. Só é possível entrar
            depois de confirmar o e-mail pelo link que enviamos logo após o cadastro.
          </p>
        </FaqItem>
        <FaqItem question="Não recebi o e-mail de confirmação. E agora?">
          <p>
            Procure nas pastas de spam, lixo eletrônico e promoções, e confira se o endereço foi digitado corretamente.
            Se ainda assim não encontrar, <AnswerLink to={href("auth")}>entre</AnswerLink> com o seu e-mail e senha:
            enviaremos um novo link de confirmação automaticamente.
          </p>
        </FaqItem>
        <FaqItem question="O link de confirmação diz que é inválido ou expirou.">
          <p>
            Por segurança, os links valem por tempo limitado. Faça o mesmo que acima:{" "}
            <AnswerLink to={href("auth")}>entre</AnswerLink> com o seu e-mail e senha, e enviaremos um link novo.
          </p>
        </FaqItem>
        <FaqItem question="O que acontece depois que eu confirmo?">
          <p>
            Você já entra na plataforma. Militares seguem para completar o perfil; empresas seguem para o pagamento do
            plano escolhido.
          </p>
        </FaqItem>
      </FaqGroup>

      <FaqGroup title="Senha">
        <FaqItem question="Esqueci minha senha. Como recupero o acesso?">
          <p>
            Na tela de <AnswerLink to={href("auth")}>login</AnswerLink>, clique em <strong>Esqueci minha senha</strong>{" "}
            e informe o seu e-mail. Se houver uma conta com esse endereço, você recebe um link para criar uma nova
            senha. Por segurança, a resposta na tela é a mesma exista ou não uma conta.
          </p>
        </FaqItem>
        <FaqItem question="Quais são os requisitos da senha?">
          <p>
            A senha precisa ter entre {MIN_PASSWORD_LENGTH} e {MAX_PASSWORD_LENGTH} caracteres. Prefira uma frase longa,
            fácil de lembrar e difícil de adivinhar, e não repita a senha que você usa em outros sites.
          </p>
        </FaqItem>
        <FaqItem question="Apareceu “Muitas tentativas”. O que isso significa?">
          <p>
            Para proteger as contas, limitamos as tentativas seguidas de login, cadastro e recuperação de senha. Aguarde
            alguns instantes e tente novamente.
          </p>
        </FaqItem>
      </FaqGroup>

      <FaqGroup title="Privacidade, LGPD e exclusão de conta">
        <FaqItem question="Como a Próxima Missão trata os meus dados?">
          <p>
            Tratamos dados pessoais de acordo com a Lei Geral de Proteção de Dados (Lei nº 13.709/2018), apenas para
            operar a plataforma: cadastro, candidaturas, comunicação entre militares e empresas, benefícios e
            pagamentos. Os detalhes estão na <AnswerLink to={href("privacy")}>Política de Privacidade</AnswerLink>.
          </p>
        </FaqItem>
        <FaqItem question="Quem pode ver o meu perfil de militar?">
          <p>
            Empresas cadastradas e com pagamento confirmado veem o seu perfil profissional quando você se candidata às
            vagas delas e quando buscam profissionais no banco de talentos. Mantenha no perfil apenas o que você quer
            mostrar a um recrutador.
          </p>
        </FaqItem>
        <FaqItem question="Como exerço os meus direitos de titular de dados?">
          <p>
            Você pode corrigir a maior parte dos seus dados diretamente no seu perfil e, em{" "}
            <strong>Configurações</strong>, baixar uma cópia de tudo com <strong>Exportar meus dados</strong>. Para os
            demais pedidos da LGPD (correção, informação sobre compartilhamento, revogação do consentimento, oposição,
            entre outros), use <strong>Nova solicitação</strong> em <strong>Configurações › Privacidade e dados</strong>
            : respondemos em até 15 dias, por e-mail e na própria página. Se preferir, escreva ao nosso encarregado de
            dados em <AnswerLink to={dpoHref}>{publicConfig.dpoEmail}</AnswerLink>.
          </p>
        </FaqItem>
        <FaqItem question="Como excluo a minha conta?">
          <p>
            Militares excluem a conta em <strong>Configurações › Privacidade e dados › Excluir conta</strong>, com a
            senha. A exclusão apaga o perfil e os dados pessoais; guardamos apenas o que a lei obriga, como registros de
            pagamento e de acesso, pelo prazo legal.
          </p>
          <p>
            Empresas pedem a exclusão em <strong>Configurações › Privacidade e dados › Nova solicitação</strong>,
            escolhendo “Eliminação dos dados tratados com consentimento”. Se a sua empresa tem um plano mensal, cancele
            a assinatura antes, em <strong>Gerenciar Plano</strong>, para não haver novas cobranças.
          </p>
        </FaqItem>
      </FaqGroup>
    </FaqSection>
  );
}
