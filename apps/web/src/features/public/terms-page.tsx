import { COMPANY_PLAN_IDS, COMPANY_PLANS, MILITARY_PLANS } from "@pm/shared/billing";
import { href } from "@pm/shared/pages";
import { Link } from "react-router";
import { mailto, publicConfig } from "@/lib/public-config";
import { TERMS_LAST_UPDATED } from "./legal/legal-dates";
import { LegalDocument, type LegalSection } from "./legal/legal-document";

// Plan names and rules are read from @pm/shared/plans so these Terms never describe a plan the
// pricing pages no longer sell. Contacts and the legal identity come from the deployment's config.

const names = (ids: readonly string[]) =>
  ids.length <= 1 ? ids.join("") : `${ids.slice(0, -1).join(", ")} e ${ids[ids.length - 1]}`;

const MONTHLY_COMPANY_PLANS = names(
  COMPANY_PLAN_IDS.filter((id) => COMPANY_PLANS[id].period === "month").map((id) => COMPANY_PLANS[id].name),
);
const ONE_TIME_COMPANY_PLANS = names(
  COMPANY_PLAN_IDS.filter((id) => COMPANY_PLANS[id].period === "one_time").map((id) => COMPANY_PLANS[id].name),
);
const SALES_ONLY_COMPANY_PLANS = names(
  COMPANY_PLAN_IDS.filter((id) => !COMPANY_PLANS[id].selfService).map((id) => COMPANY_PLANS[id].name),
);
const FREE = MILITARY_PLANS.FREE;
const PREMIUM = MILITARY_PLANS.PREMIUM;

function ContactEmail() {
  return <a href={mailto(publicConfig.contactEmail)}>{publicConfig.contactEmail}</a>;
}

const SECTIONS: LegalSection[] = [
  {
    id: "aceitacao",
    title: "Aceitação e quem somos",
    content: (
      <>
        <p>
          A Próxima Missão é uma plataforma on-line que aproxima militares em transição para a carreira civil e empresas
          que querem contratá-los. Ela é operada por <strong>{publicConfig.legalName}</strong>, CNPJ {publicConfig.cnpj}
          , com sede em {publicConfig.address} (“Próxima Missão”, “nós”).
        </p>
        <p>
          Ao criar uma conta ou usar a plataforma, você declara que leu e concorda com estes Termos de Uso e com a{" "}
          <Link to={href("privacy")}>Política de Privacidade</Link>. Se não concordar, não use a plataforma.
        </p>
      </>
    ),
  },
  {
    id: "quem-pode-usar",
    title: "Quem pode usar",
    content: (
      <>
        <p>A plataforma pode ser usada por:</p>
        <ul>
          <li>
            <strong>Militares:</strong> pessoas com 18 anos ou mais que sejam ou tenham sido militares das Forças
            Armadas, das Polícias Militares ou dos Corpos de Bombeiros Militares, incluindo temporários, militares em
            transição, da reserva, reformados e veteranos;
          </li>
          <li>
            <strong>Empresas:</strong> pessoas jurídicas regularmente constituídas no Brasil, representadas por alguém
            maior de 18 anos com poderes para contratar em nome delas.
          </li>
        </ul>
        <p>
          A plataforma não se destina a menores de 18 anos. Contas criadas em desacordo com esta seção podem ser
          encerradas.
        </p>
      </>
    ),
  },
  {
    id: "conta",
    title: "Conta e segurança",
    content: (
      <>
        <ul>
          <li>Informe dados verdadeiros, completos e atualizados no cadastro e no perfil.</li>
          <li>Confirme seu e-mail pelo link que enviamos: o acesso à conta depende dessa confirmação.</li>
          <li>
            Sua senha é pessoal. Não a compartilhe e use uma senha que você não use em outros serviços. Você responde
            pelo que for feito com a sua conta.
          </li>
          <li>
            Se suspeitar de uso indevido, troque a senha e nos avise em <ContactEmail />.
          </li>
          <li>Cada pessoa pode manter uma única conta por e-mail.</li>
        </ul>
      </>
    ),
  },
  {
    id: "perfis",
    title: "Perfis: militar e empresa",
    content: (
      <>
        <p>
          No cadastro você escolhe o tipo de conta, que não pode ser trocado depois. Para usar o outro perfil, crie uma
          nova conta com outro e-mail.
        </p>
        <ul>
          <li>
            <strong>Conta militar:</strong> monta o perfil profissional, candidata-se a vagas, conversa com empresas,
            acessa trilhas de conhecimento e benefícios de empresas parceiras, conforme o plano.
          </li>
          <li>
            <strong>Conta empresa:</strong> publica e gerencia vagas, recebe e avalia candidaturas, consulta perfis de
            candidatos, conversa com eles e mantém o perfil da empresa, conforme o plano contratado.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "planos-militares",
    title: "Planos para militares",
    content: (
      <>
        <p>
          O plano {FREE.name} é gratuito. O plano {PREMIUM.name} é uma assinatura mensal, renovada automaticamente, com
          o preço e os recursos mostrados em <Link to={href("militaryPricing")}>Planos para militares</Link> no momento
          da contratação.
        </p>
        <p>
          Você pode cancelar a assinatura a qualquer momento, sem multa, e continua com os recursos do {PREMIUM.name}{" "}
          até o fim do período já pago. Quando a contratação é feita pela internet, você pode desistir em até 7 dias,
          com reembolso integral, como prevê o art. 49 do Código de Defesa do Consumidor.
        </p>
      </>
    ),
  },
  {
    id: "planos-empresas",
    title: "Planos para empresas e pagamentos",
    content: (
      <>
        <p>
          Os planos, os preços, os limites de vagas ativas e os recursos de cada plano estão em{" "}
          <Link to={href("companyPricing")}>Planos para empresas</Link> e valem como parte destes Termos. A área da
          empresa é liberada quando o pagamento é confirmado.
        </p>
        <ul>
          <li>
            <strong>Planos mensais ({MONTHLY_COMPANY_PLANS}):</strong> renovados automaticamente a cada mês, com a
            cobrança no mesmo meio de pagamento. Antes de cada cobrança você recebe a fatura por e-mail.
          </li>
          <li>
            <strong>Cancelamento:</strong> pode ser feito a qualquer momento em Gerenciar Plano. O acesso continua até o
            fim do período já pago, e não há cobrança de multa nem devolução proporcional do mês em curso, salvo quando
            a lei exigir.
          </li>
          <li>
            <strong>Plano de pagamento único ({ONE_TIME_COMPANY_PLANS}):</strong> pago uma única vez, sem mensalidade.
            Seus recursos ficam disponíveis enquanto a conta estiver ativa e estes Termos forem cumpridos.
          </li>
          <li>
            <strong>Plano {SALES_ONLY_COMPANY_PLANS}:</strong> contratado somente com a nossa equipe de vendas, com
            condições definidas em proposta ou contrato próprio, que prevalece sobre estes Termos no que for diferente.
          </li>
          <li>
            <strong>Troca de plano:</strong> permitida a qualquer momento, com ajuste proporcional do valor.
          </li>
          <li>
            <strong>Limite de vagas:</strong> cada plano permite um número máximo de vagas ativas ao mesmo tempo.
            Atingido o limite, pause uma vaga ou mude de plano para abrir outra.
          </li>
          <li>
            <strong>Reajustes:</strong> mudanças de preço são avisadas com pelo menos 30 dias de antecedência e só valem
            a partir da renovação seguinte.
          </li>
        </ul>
        <p>
          Os pagamentos são processados por um provedor de pagamentos; os dados do cartão são informados diretamente a
          ele. A falta de pagamento de um plano mensal pode suspender o acesso aos recursos pagos até a regularização.
        </p>
      </>
    ),
  },
  {
    id: "vagas",
    title: "Regras para publicação de vagas",
    content: (
      <>
        <p>Ao publicar uma vaga, a empresa se compromete a:</p>
        <ul>
          <li>
            anunciar apenas vagas reais e lícitas, em conformidade com a legislação trabalhista e com as demais leis
            brasileiras;
          </li>
          <li>
            dar informações verdadeiras e claras sobre cargo, atividades, local, regime de contratação, salário e
            benefícios;
          </li>
          <li>
            não discriminar candidatos por origem, raça, cor, etnia, sexo, gênero, orientação sexual, idade, estado
            civil, gravidez, religião, convicção política, deficiência ou qualquer outra forma vedada pela Constituição
            Federal e pela Lei nº 9.029/1995. Ações afirmativas previstas em lei, como vagas para pessoas com
            deficiência, são permitidas;
          </li>
          <li>
            nunca cobrar dos candidatos qualquer valor para participar do processo seletivo, e não usar a plataforma
            para vender produtos, cursos, franquias ou esquemas de marketing multinível;
          </li>
          <li>
            pedir aos candidatos somente os dados necessários ao processo seletivo e usá-los apenas para essa
            finalidade, conforme a LGPD;
          </li>
          <li>manter a situação das candidaturas atualizada e tratar os candidatos com respeito.</li>
        </ul>
        <p>Vagas que violem estas regras podem ser removidas sem aviso prévio.</p>
      </>
    ),
  },
  {
    id: "candidatos",
    title: "Conduta dos candidatos",
    content: (
      <>
        <p>Ao usar a plataforma, o militar se compromete a:</p>
        <ul>
          <li>
            informar com veracidade sua trajetória, incluindo força, posto ou graduação, tempo de serviço, cursos e
            especialidades;
          </li>
          <li>não se passar por outra pessoa nem apresentar documentos ou certificados falsos;</li>
          <li>tratar as empresas e os recrutadores com respeito nas mensagens e nas entrevistas;</li>
          <li>
            não divulgar informações sigilosas, de uso restrito ou protegidas por dever funcional relacionadas ao seu
            serviço;
          </li>
          <li>não usar as mensagens para propaganda, correntes ou assuntos alheios ao processo seletivo.</li>
        </ul>
      </>
    ),
  },
  {
    id: "conduta",
    title: "Usos proibidos",
    content: (
      <>
        <p>Não é permitido a nenhum usuário:</p>
        <ul>
          <li>
            coletar dados da plataforma de forma automatizada (robôs, raspagem) ou copiar perfis e vagas para outros
            serviços;
          </li>
          <li>
            tentar acessar contas, dados ou áreas de outros usuários, ou contornar limites, controles de acesso e
            medidas de segurança;
          </li>
          <li>enviar vírus ou códigos maliciosos, ou sobrecarregar a infraestrutura;</li>
          <li>publicar conteúdo ilícito, ofensivo, discriminatório ou que viole direitos de terceiros;</li>
          <li>compartilhar a conta ou revender o acesso a ela.</li>
        </ul>
      </>
    ),
  },
  {
    id: "descontos",
    title: "Descontos e benefícios de parceiros",
    content: (
      <>
        <p>
          Os descontos e o cashback exibidos na área de benefícios são oferecidos pelas empresas parceiras, que definem
          as condições, a validade e a disponibilidade de cada oferta. No plano {FREE.name}, o militar acessa benefícios
          de até {FREE.discountCapPercent}%; no {PREMIUM.name}, todos os benefícios.
        </p>
        <ul>
          <li>
            O produto ou serviço é fornecido pela empresa parceira, que responde por ele perante o consumidor. A Próxima
            Missão divulga a oferta, mas não é a fornecedora.
          </li>
          <li>
            A empresa parceira que cadastra um desconto se compromete a honrá-lo nas condições publicadas enquanto a
            oferta estiver ativa.
          </li>
          <li>Ofertas podem mudar ou terminar a qualquer momento por decisão do parceiro.</li>
        </ul>
      </>
    ),
  },
  {
    id: "conteudo-do-usuario",
    title: "Conteúdo publicado por você",
    content: (
      <p>
        Você continua dono do que publica (perfil, vagas, logotipo, mensagens) e responde por esse conteúdo. Para que a
        plataforma funcione, você nos dá uma licença gratuita, não exclusiva e válida enquanto o conteúdo estiver
        publicado, para armazenar, reproduzir e exibir esse conteúdo às pessoas a quem ele se destina, conforme a{" "}
        <Link to={href("privacy")}>Política de Privacidade</Link>.
      </p>
    ),
  },
  {
    id: "propriedade-intelectual",
    title: "Propriedade intelectual",
    content: (
      <p>
        A marca Próxima Missão, o logotipo, o software, o layout, as trilhas de conhecimento e os demais conteúdos
        produzidos por nós pertencem a {publicConfig.legalName} ou a quem nos licenciou, e são protegidos pela Lei nº
        9.610/1998 (direitos autorais) e pela Lei nº 9.279/1996 (propriedade industrial). O uso da plataforma não
        transfere nenhum desses direitos a você.
      </p>
    ),
  },
  {
    id: "responsabilidade",
    title: "Limites de responsabilidade",
    content: (
      <>
        <ul>
          <li>
            A Próxima Missão aproxima candidatos e empresas, mas não participa da relação de trabalho e não garante
            entrevistas, contratações nem a permanência no emprego.
          </li>
          <li>
            As informações de perfis e vagas são fornecidas pelos próprios usuários. Podemos moderá-las, mas não
            verificamos previamente todas elas; confira as informações importantes antes de decidir.
          </li>
          <li>
            Trabalhamos para manter a plataforma disponível e segura, mas ela pode passar por manutenções ou
            instabilidades. Avisaremos com antecedência sempre que uma manutenção for programada.
          </li>
          <li>
            Conteúdos que violem a lei ou estes Termos podem ser denunciados pelo e-mail <ContactEmail />. Analisamos
            cada denúncia, removemos o que for ilícito e cumprimos as ordens judiciais de remoção, conforme o Marco
            Civil da Internet (Lei nº 12.965/2014).
          </li>
        </ul>
        <p>
          Nada nestes Termos afasta direitos que a lei garante a você, especialmente os do Código de Defesa do
          Consumidor, quando ele for aplicável.
        </p>
      </>
    ),
  },
  {
    id: "suspensao",
    title: "Suspensão e encerramento",
    content: (
      <>
        <p>
          Podemos suspender ou encerrar contas, e remover vagas ou conteúdos, que violem estes Termos ou a lei, ou que
          ponham em risco outros usuários. Sempre que possível, avisaremos antes e explicaremos o motivo, e você poderá
          contestar pelo e-mail <ContactEmail />.
        </p>
        <p>
          Você pode encerrar sua conta quando quiser, em Configurações, pela opção <strong>Excluir conta</strong>. Os
          valores de períodos já pagos não são devolvidos, exceto quando a lei exigir; os dados seguem os prazos da{" "}
          <Link to={href("privacy")}>Política de Privacidade</Link>.
        </p>
      </>
    ),
  },
  {
    id: "alteracoes",
    title: "Alterações destes Termos",
    content: (
      <p>
        Podemos alterar estes Termos para acompanhar mudanças na plataforma ou na lei. Mudanças relevantes serão
        avisadas por e-mail ou dentro da plataforma com pelo menos 15 dias de antecedência. Se você continuar usando a
        plataforma depois desse prazo, as novas regras passam a valer para você; se não concordar, pode encerrar a
        conta.
      </p>
    ),
  },
  {
    id: "lei-e-foro",
    title: "Lei aplicável e foro",
    content: (
      <p>
        Estes Termos seguem as leis da República Federativa do Brasil. Fica eleito o foro da comarca da sede de{" "}
        {publicConfig.legalName}, indicada no início destes Termos, para resolver qualquer questão sobre eles. Se você
        for consumidor, poderá propor a ação no foro do seu domicílio, como garante o Código de Defesa do Consumidor.
      </p>
    ),
  },
  {
    id: "contato",
    title: "Contato",
    content: (
      <p>
        Dúvidas, sugestões ou reclamações sobre estes Termos: <ContactEmail />. Assuntos sobre dados pessoais:{" "}
        <a href={mailto(publicConfig.dpoEmail)}>{publicConfig.dpoEmail}</a>.
      </p>
    ),
  },
];

export function TermsPage() {
  return (
    <LegalDocument
      title="Termos de Uso"
      lastUpdated={TERMS_LAST_UPDATED.text}
      lastUpdatedIso={TERMS_LAST_UPDATED.iso}
      intro={
        <p>
          Estes Termos explicam as regras para usar a Próxima Missão, o que você pode esperar de nós e o que esperamos
          de você. Eles valem para militares e para empresas.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
