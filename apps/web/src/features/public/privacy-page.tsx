import { href } from "@pm/shared/pages";
import { Link } from "react-router";
import { mailto, publicConfig } from "@/lib/public-config";
import { FactList } from "./legal/fact-list";
import { PRIVACY_LAST_UPDATED } from "./legal/legal-dates";
import { LegalDocument, type LegalSection } from "./legal/legal-document";

// Everything that names the controller or a contact comes from publicConfig: those are facts of the
// deployment, filled in by the server, and the prerendered HTML must not carry a stale copy.

function DpoEmail() {
  return <a href={mailto(publicConfig.dpoEmail, "Privacidade e dados pessoais")}>{publicConfig.dpoEmail}</a>;
}

function ContactEmail() {
  return <a href={mailto(publicConfig.contactEmail)}>{publicConfig.contactEmail}</a>;
}

const SECTIONS: LegalSection[] = [
  {
    id: "controlador",
    title: "Quem é o controlador dos seus dados",
    content: (
      <>
        <p>
          O controlador dos dados pessoais tratados na plataforma Próxima Missão, isto é, quem decide como e por que
          eles são usados, é:
        </p>
        <ul>
          <li>
            <strong>{publicConfig.legalName}</strong>
          </li>
          <li>CNPJ {publicConfig.cnpj}</li>
          <li>Endereço: {publicConfig.address}</li>
          <li>
            Contato: <ContactEmail />
          </li>
        </ul>
        <p>
          Esta Política vale para o site, para a área do militar, para a área da empresa e para os e-mails que a
          plataforma envia. Ela segue a Lei Geral de Proteção de Dados Pessoais (LGPD, Lei nº 13.709/2018) e o Marco
          Civil da Internet (Lei nº 12.965/2014).
        </p>
      </>
    ),
  },
  {
    id: "dados-coletados",
    title: "Quais dados coletamos",
    content: (
      <>
        <p>Coletamos apenas o que é necessário para a plataforma funcionar e para cumprir a lei.</p>
        <h3>Dados da conta</h3>
        <p>
          Nome completo, e-mail, senha (guardada apenas em forma cifrada por hash, que nem a nossa equipe consegue ler),
          tipo de conta (militar ou empresa), plano escolhido e a confirmação do e-mail.
        </p>
        <h3>Perfil militar</h3>
        <p>
          Se você é militar, coletamos o que você informa no seu perfil: força ou instituição (Exército, Marinha,
          Aeronáutica, Polícia Militar ou Corpo de Bombeiros), posto ou graduação, anos de serviço e ano de
          incorporação, especialidades, cursos e habilidades, áreas de interesse, nível de experiência, disponibilidade
          para começar, cidade e estado, telefone, resumo profissional e foto de perfil, se você enviar uma.
        </p>
        <p>
          Não pedimos dados pessoais sensíveis, como origem racial ou étnica, convicção religiosa, opinião política,
          filiação a sindicato, dados de saúde ou de vida sexual. Pedimos que você também não os inclua em textos
          livres, como o resumo profissional ou as mensagens. Nunca publique informações sigilosas do seu serviço.
        </p>
        <h3>Dados da empresa</h3>
        <p>
          Nome da empresa, CNPJ, endereço, cidade e estado, telefone, site, setor, número de funcionários, descrição,
          logotipo e os dados da pessoa responsável pela conta (nome e e-mail). Empresas parceiras também informam os
          descontos e benefícios que oferecem.
        </p>
        <h3>Vagas, candidaturas e mensagens</h3>
        <p>
          As vagas publicadas (título, local, regime, salário, descrição, requisitos e benefícios), as visualizações das
          vagas, as candidaturas (vaga, data e situação do processo) e as mensagens trocadas entre candidatos e empresas
          dentro da plataforma.
        </p>
        <h3>Pagamentos</h3>
        <p>
          Plano contratado, valor, datas, situação do pagamento e os identificadores da transação. Os dados do cartão
          são digitados na página do provedor de pagamentos e ficam com ele: a Próxima Missão não recebe nem guarda o
          número completo do cartão.
        </p>
        <h3>Dados de uso e dados técnicos</h3>
        <p>
          Endereço IP, data e hora de cada acesso, tipo de navegador e de dispositivo, páginas e ações realizadas,
          tentativas de login e registros de erro. Parte desses dados forma os registros de acesso que o Marco Civil da
          Internet nos obriga a guardar.
        </p>
        <h3>Cookies e armazenamento no navegador</h3>
        <p>
          Usamos somente o que é necessário para a plataforma funcionar. Não usamos cookies de publicidade, de
          rastreamento entre sites nem ferramentas de análise de terceiros.
        </p>
        <FactList
          facts={[
            {
              term: "Cookie de sessão",
              details: [
                { label: "Para quê", value: "Manter você conectado com segurança depois do login." },
                { label: "Duração", value: "Até você sair da conta ou, no máximo, 30 dias." },
              ],
            },
            {
              term: "Cookie de preferência da barra lateral",
              details: [
                { label: "Para quê", value: "Lembrar se você deixou o menu lateral aberto ou recolhido." },
                { label: "Duração", value: "7 dias." },
              ],
            },
            {
              term: "Armazenamento da aba (cadastro de empresa)",
              details: [
                {
                  label: "Para quê",
                  value:
                    "Mostrar o resumo do plano enquanto a empresa confirma o e-mail após o cadastro. Não é um cookie e não é enviado ao servidor.",
                },
                { label: "Duração", value: "Apagado quando a aba do navegador é fechada." },
              ],
            },
          ]}
        />
        <p>
          Como todos são estritamente necessários, eles não dependem de consentimento. Você pode apagá-los nas
          configurações do navegador, mas aí precisará entrar de novo.
        </p>
      </>
    ),
  },
  {
    id: "finalidades",
    title: "Para que usamos os dados e com qual base legal",
    content: (
      <>
        <p>
          Cada uso tem uma finalidade definida e uma base legal do art. 7º da LGPD. Não usamos seus dados para
          finalidades incompatíveis com as descritas aqui.
        </p>
        <FactList
          facts={[
            {
              term: "Criar e manter sua conta, autenticar o acesso e enviar e-mails de serviço",
              details: [
                { label: "Dados", value: "Dados da conta, dados técnicos." },
                { label: "Base legal", value: "Execução de contrato (art. 7º, V)." },
              ],
            },
            {
              term: "Mostrar seu perfil às empresas, registrar candidaturas e entregar mensagens",
              details: [
                { label: "Dados", value: "Perfil militar, candidaturas, mensagens." },
                { label: "Base legal", value: "Execução de contrato (art. 7º, V)." },
              ],
            },
            {
              term: "Permitir que empresas publiquem vagas e conduzam processos seletivos",
              details: [
                { label: "Dados", value: "Dados da empresa, vagas, candidaturas, mensagens." },
                { label: "Base legal", value: "Execução de contrato (art. 7º, V)." },
              ],
            },
            {
              term: "Cobrar planos, emitir faturas e notas fiscais",
              details: [
                { label: "Dados", value: "Dados da conta e da empresa, pagamentos." },
                {
                  label: "Base legal",
                  value:
                    "Execução de contrato (art. 7º, V) e cumprimento de obrigação legal ou regulatória (art. 7º, II).",
                },
              ],
            },
            {
              term: "Guardar registros de acesso à aplicação",
              details: [
                { label: "Dados", value: "Endereço IP, data e hora de acesso." },
                {
                  label: "Base legal",
                  value: "Cumprimento de obrigação legal (art. 7º, II; art. 15 do Marco Civil da Internet).",
                },
              ],
            },
            {
              term: "Proteger a plataforma, prevenir fraudes e limitar tentativas de login",
              details: [
                { label: "Dados", value: "Dados técnicos, dados da conta." },
                { label: "Base legal", value: "Legítimo interesse (art. 7º, IX)." },
              ],
            },
            {
              term: "Melhorar a plataforma com estatísticas agregadas de uso",
              details: [
                { label: "Dados", value: "Dados de uso, sempre que possível de forma agregada ou anonimizada." },
                { label: "Base legal", value: "Legítimo interesse (art. 7º, IX)." },
              ],
            },
            {
              term: "Enviar novidades e comunicações que não são do serviço, quando você pedir",
              details: [
                { label: "Dados", value: "Nome e e-mail." },
                { label: "Base legal", value: "Consentimento (art. 7º, I), que você pode revogar a qualquer momento." },
              ],
            },
            {
              term: "Defender direitos em processos judiciais, administrativos ou arbitrais",
              details: [
                { label: "Dados", value: "Os dados necessários ao caso." },
                { label: "Base legal", value: "Exercício regular de direitos (art. 7º, VI)." },
              ],
            },
          ]}
        />
        <p>
          Quando usamos o legítimo interesse, avaliamos antes se ele não se sobrepõe aos seus direitos e tratamos apenas
          os dados estritamente necessários. Você pode se opor a esse tratamento pelos canais da seção{" "}
          <a href="#como-exercer">Como exercer seus direitos</a>.
        </p>
        <p>
          A plataforma não toma decisões exclusivamente automatizadas sobre você: quem decide sobre uma candidatura é
          sempre a empresa que publicou a vaga.
        </p>
      </>
    ),
  },
  {
    id: "compartilhamento",
    title: "Com quem compartilhamos",
    content: (
      <>
        <p>
          <strong>A Próxima Missão não vende dados pessoais.</strong> Compartilhamos dados apenas nas situações abaixo.
        </p>
        <h3>Empresas para as quais você se candidata</h3>
        <p>
          Quando você se candidata a uma vaga, a empresa que a publicou passa a ver: seu nome, e-mail, telefone, cidade
          e estado, foto, força ou instituição, posto ou graduação, anos de serviço, especialidades e habilidades, áreas
          de interesse, nível de experiência, disponibilidade, resumo profissional, a data da candidatura e a situação
          do processo, além das mensagens que vocês trocarem. A empresa deve usar esses dados apenas para o processo
          seletivo e responde por esse uso como controladora.
        </p>
        <h3>Banco de talentos</h3>
        <p>
          Se você escolher aparecer no banco de talentos, empresas com plano ativo podem encontrar e abrir seu perfil
          profissional (nome, foto, força, posto ou graduação, OM, ano de incorporação, tempo de serviço,
          especialidades, as ocupações civis sugeridas que você não removeu, áreas de interesse, experiência,
          disponibilidade, objetivos, "Sobre você" e cidade) e convidar você para vagas; cada empresa que abre seu
          perfil fica registrada e aparece no seu painel. Seu e-mail e seu telefone só aparecem para as empresas às
          quais você se candidatou ou cujo convite você aceitou. Você pode sair do banco de talentos a qualquer momento
          em Configurações, e seu perfil deixa de aparecer na mesma hora.
        </p>
        <h3>Militares que usam a plataforma</h3>
        <p>
          O nome, o logotipo, a descrição e os descontos das empresas parceiras aparecem no diretório de parceiros e na
          área de benefícios, para os militares cadastrados.
        </p>
        <h3>Operadores que trabalham para nós</h3>
        <p>
          Empresas que tratam dados em nosso nome, sob contrato e apenas conforme nossas instruções (veja a próxima
          seção).
        </p>
        <h3>Autoridades</h3>
        <p>
          Autoridades públicas, quando houver ordem judicial ou obrigação legal, sempre nos limites do que for exigido.
        </p>
        <h3>Operações societárias</h3>
        <p>
          Em caso de fusão, aquisição ou incorporação, os dados podem ser transferidos à nova controladora, que ficará
          obrigada a respeitar esta Política.
        </p>
      </>
    ),
  },
  {
    id: "operadores",
    title: "Operadores e transferência internacional",
    content: (
      <>
        <p>Para operar a plataforma contamos com operadores nestas categorias:</p>
        <ul>
          <li>
            <strong>Hospedagem e banco de dados:</strong> provedor de infraestrutura em nuvem onde ficam a aplicação, o
            banco de dados e as cópias de segurança.
          </li>
          <li>
            <strong>Envio de e-mails:</strong> serviço que entrega os e-mails de confirmação de cadastro, redefinição de
            senha e avisos de cobrança.
          </li>
          <li>
            <strong>Pagamentos:</strong> provedor que processa cartões e outros meios de pagamento e nos informa o
            resultado da transação.
          </li>
        </ul>
        <p>
          Alguns desses operadores podem armazenar ou processar dados fora do Brasil. Nesses casos, a transferência
          internacional só acontece nas hipóteses do art. 33 da LGPD, como para países com nível adequado de proteção
          reconhecido pela ANPD ou com cláusulas contratuais padrão que garantam proteção equivalente à brasileira. A
          lista atualizada dos operadores e dos países envolvidos pode ser pedida ao encarregado.
        </p>
      </>
    ),
  },
  {
    id: "retencao",
    title: "Por quanto tempo guardamos os dados",
    content: (
      <>
        <ul>
          <li>
            <strong>Conta, perfil, vagas, candidaturas e mensagens:</strong> enquanto a conta estiver ativa. Depois que
            você excluir a conta, eles são eliminados ou anonimizados em até 30 dias.
          </li>
          <li>
            <strong>Registros de acesso à aplicação:</strong> 6 meses, como exige o art. 15 do Marco Civil da Internet,
            ou mais se uma autoridade pedir a guarda.
          </li>
          <li>
            <strong>Dados de pagamento e fiscais:</strong> 5 anos após o fim do exercício, pelo prazo da legislação
            tributária.
          </li>
          <li>
            <strong>Cópias de segurança:</strong> substituídas em ciclos de até 30 dias; um dado excluído desaparece
            delas ao fim do ciclo.
          </li>
          <li>
            <strong>Dados tratados com consentimento:</strong> até você revogar o consentimento, ressalvadas as
            hipóteses do art. 16 da LGPD.
          </li>
        </ul>
        <p>
          Quando um prazo termina, os dados são eliminados ou anonimizados, salvo quando a lei permitir ou exigir sua
          conservação (art. 16 da LGPD).
        </p>
      </>
    ),
  },
  {
    id: "seguranca",
    title: "Como protegemos os dados",
    content: (
      <>
        <p>Adotamos medidas técnicas e administrativas proporcionais aos riscos, entre elas:</p>
        <ul>
          <li>conexão criptografada (HTTPS) em todas as páginas;</li>
          <li>senhas guardadas apenas em forma cifrada por hash, nunca em texto;</li>
          <li>
            cookie de sessão inacessível a scripts (HttpOnly) e restrito ao nosso site, com proteção contra requisições
            de outros sites;
          </li>
          <li>
            controle de acesso em cada requisição: cada empresa só acessa as próprias vagas e as candidaturas recebidas,
            e cada militar só acessa os próprios dados;
          </li>
          <li>limite de tentativas de login, de cadastro e de redefinição de senha;</li>
          <li>imagens enviadas verificadas e regravadas, com os metadados (como localização) removidos;</li>
          <li>registros de acesso, cópias de segurança e acesso da equipe restrito a quem precisa.</li>
        </ul>
        <p>
          Se ocorrer um incidente de segurança que possa causar risco ou dano relevante, comunicaremos a ANPD e as
          pessoas afetadas, como determina o art. 48 da LGPD.
        </p>
      </>
    ),
  },
  {
    id: "direitos",
    title: "Seus direitos",
    content: (
      <>
        <p>O art. 18 da LGPD garante a você, como titular dos dados, o direito de obter de nós, a qualquer momento:</p>
        <ol>
          <li>confirmação da existência de tratamento dos seus dados;</li>
          <li>acesso aos dados;</li>
          <li>correção de dados incompletos, inexatos ou desatualizados;</li>
          <li>
            anonimização, bloqueio ou eliminação de dados desnecessários, excessivos ou tratados em desconformidade com
            a LGPD;
          </li>
          <li>portabilidade dos dados a outro fornecedor de serviço ou produto, mediante requisição expressa;</li>
          <li>eliminação dos dados tratados com o seu consentimento, ressalvadas as hipóteses do art. 16 da LGPD;</li>
          <li>informação das entidades públicas e privadas com as quais compartilhamos seus dados;</li>
          <li>informação sobre a possibilidade de não fornecer consentimento e sobre as consequências da negativa;</li>
          <li>revogação do consentimento.</li>
        </ol>
        <p>
          Você também pode se opor a um tratamento feito com base em outra hipótese legal quando ele descumprir a LGPD,
          e pedir a revisão de decisões tomadas unicamente com base em tratamento automatizado (art. 20).
        </p>
      </>
    ),
  },
  {
    id: "como-exercer",
    title: "Como exercer seus direitos",
    content: (
      <>
        <h3>Na própria plataforma</h3>
        <ul>
          <li>
            <strong>Acessar e corrigir:</strong> edite seu perfil ou o perfil da empresa a qualquer momento.
          </li>
          <li>
            <strong>Acesso e portabilidade:</strong> em Configurações, use <strong>Exportar meus dados</strong> para
            baixar uma cópia dos seus dados em formato legível por máquina.
          </li>
          <li>
            <strong>Eliminação:</strong> em Configurações, use <strong>Excluir conta</strong>. A exclusão apaga a conta
            e os dados ligados a ela, exceto os que a lei nos obriga a guardar (veja a seção{" "}
            <a href="#retencao">Por quanto tempo guardamos os dados</a>).
          </li>
          <li>
            <strong>Demais pedidos:</strong> em Configurações, use <strong>Nova solicitação</strong>, escolha o direito
            e descreva o pedido. A resposta chega por e-mail e fica registrada na mesma página.
          </li>
        </ul>
        <h3>Por e-mail</h3>
        <p>
          Para qualquer outro pedido, escreva ao encarregado em <DpoEmail />. Para proteger você, podemos pedir que
          confirme sua identidade antes de atender, por exemplo escrevendo do e-mail cadastrado.
        </p>
        <h3>Prazo e custo</h3>
        <p>
          Os pedidos são gratuitos. Respondemos em até 15 (quinze) dias, contados do recebimento do pedido. Se não
          pudermos atender, diremos o motivo.
        </p>
      </>
    ),
  },
  {
    id: "encarregado",
    title: "Encarregado pelo tratamento de dados (DPO)",
    content: (
      <>
        <p>
          O encarregado é o canal de comunicação entre você, a Próxima Missão e a Autoridade Nacional de Proteção de
          Dados (ANPD).
        </p>
        <ul>
          <li>Encarregado: {publicConfig.dpoName}</li>
          <li>
            E-mail: <DpoEmail />
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "anpd",
    title: "Reclamações à ANPD",
    content: (
      <p>
        Se você entender que seus direitos não foram atendidos, pode apresentar petição à Autoridade Nacional de
        Proteção de Dados (art. 18, § 1º, da LGPD) pelo site <a href="https://www.gov.br/anpd">www.gov.br/anpd</a>.
        Pedimos que, antes, fale com o nosso encarregado: muitas vezes conseguimos resolver mais rápido.
      </p>
    ),
  },
  {
    id: "menores",
    title: "Menores de idade",
    content: (
      <p>
        A Próxima Missão é destinada a pessoas com 18 anos ou mais. Não coletamos intencionalmente dados de crianças ou
        adolescentes. Se soubermos que uma conta pertence a alguém com menos de 18 anos, ela será encerrada e os dados,
        eliminados. Se você souber de um caso assim, avise o encarregado.
      </p>
    ),
  },
  {
    id: "alteracoes",
    title: "Alterações desta Política",
    content: (
      <p>
        Podemos atualizar esta Política para refletir mudanças na plataforma ou na lei. A data da última atualização
        aparece no topo da página. Quando a mudança for relevante, avisaremos por e-mail ou dentro da plataforma antes
        de ela valer e, se a mudança depender do seu consentimento, pediremos de novo.
      </p>
    ),
  },
  {
    id: "contato",
    title: "Contato",
    content: (
      <p>
        Dúvidas sobre esta Política ou sobre seus dados: <DpoEmail />. Outros assuntos: <ContactEmail />. O uso da
        plataforma também é regido pelos <Link to={href("terms")}>Termos de Uso</Link>.
      </p>
    ),
  },
];

export function PrivacyPage() {
  return (
    <LegalDocument
      title="Política de Privacidade"
      lastUpdated={PRIVACY_LAST_UPDATED.text}
      lastUpdatedIso={PRIVACY_LAST_UPDATED.iso}
      intro={
        <p>
          Esta Política explica, de forma direta, quais dados pessoais a Próxima Missão trata, para que, com quem os
          compartilha e como você controla seus dados. Ela vale tanto para militares quanto para as pessoas que usam a
          plataforma em nome de empresas.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
