// The demo's 'Comunidade' and 'Mentoria': questions militares really ask when they leave the
// forces, answered by members who made the move, two mentors with the badge and one running
// mentorship (João, mentored by Ana) with its first messages. Written through the features' own queries.
import type { CommunityTopic } from "@pm/shared/community";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../src/db/client";
import { communityAnswers, communityQuestions, mentorships } from "../src/db/schema/community";
import { militaryProfiles } from "../src/db/schema/military";
import { findUserIdByEmail } from "../src/features/account/account.queries";
import { setVeteranConfirmed } from "../src/features/community/community.members.queries";
import {
  decideMentorship,
  requestMentorship,
  saveMentorProfile,
} from "../src/features/community/community.mentoring.queries";
import {
  chooseBestAnswer,
  insertAnswer,
  insertQuestion,
  markUseful,
} from "../src/features/community/community.queries";
import { markRead, sendMessage } from "../src/features/conversations/conversations.queries";

const DAY_MS = 24 * 3600 * 1000;

interface DemoAnswer {
  by: string;
  body: string;
  /** The asker's 'Melhor resposta'. */
  best?: boolean;
  /** Members who marked it 'Útil'. */
  usefulBy?: string[];
}

interface DemoQuestion {
  by: string;
  topic: CommunityTopic;
  title: string;
  body: string;
  daysAgo: number;
  answers: DemoAnswer[];
}

const JOAO = "joao.silva@exemplo.com.br";
const ANA = "ana.souza@exemplo.com.br";
const CARLOS = "carlos.pereira@exemplo.com.br";
const MARIANA = "mariana.costa@exemplo.com.br";
const ROBERTO = "roberto.almeida@exemplo.com.br";
const SERGIO = "sergio.tavares@exemplo.com.br";

const QUESTIONS: DemoQuestion[] = [
  {
    by: JOAO,
    topic: "direitos",
    title: "Perdi o certificado de reservista. Como tiro a segunda via?",
    body: "Fui licenciado há dois anos e a empresa que me chamou para entrevista pediu o certificado de reservista. Não acho o meu de jeito nenhum. Onde peço a segunda via?",
    daysAgo: 20,
    answers: [
      {
        by: ROBERTO,
        best: true,
        usefulBy: [JOAO, CARLOS, MARIANA],
        body: "Passei por isso. O caminho é:\n\n1. Procure a Junta de Serviço Militar (JSM) da cidade onde você mora, ou a Circunscrição de Serviço Militar (CSM) da região.\n2. Leve documento oficial com foto e CPF. Se tiver, leve também uma cópia antiga do certificado ou o número do seu RA.\n3. A segunda via costuma ter uma taxa pequena, paga com a guia que a própria junta emite.\n\nEnquanto o documento não fica pronto, peça à junta uma declaração de que o pedido está em andamento: a maioria das empresas aceita para seguir com a admissão.",
      },
      {
        by: CARLOS,
        usefulBy: [JOAO],
        body: "Se você serviu na Marinha ou na Aeronáutica, a Organização Militar onde deu baixa também orienta. Ligue antes para saber o horário de atendimento ao público.",
      },
    ],
  },
  {
    by: CARLOS,
    topic: "direitos",
    title: "Militar temporário tem FGTS quando sai?",
    body: "Servi 7 anos como temporário e vou ser licenciado em maio. Vou poder sacar FGTS como quem sai de uma empresa?",
    daysAgo: 18,
    answers: [
      {
        by: ANA,
        best: true,
        usefulBy: [CARLOS, JOAO, SERGIO],
        body: "Não. O militar não é regido pela CLT, então não há depósito de FGTS durante o serviço. O que o temporário recebe ao ser licenciado é a **compensação pecuniária** da Lei 7.963/1989: uma remuneração por ano de efetivo serviço. Confira o valor com o setor de pagamento da sua OM.\n\nDuas coisas que pouca gente sabe:\n- Se você trabalhou com carteira assinada antes de servir, aquele FGTS continua seu. Consulte no aplicativo FGTS.\n- No primeiro emprego CLT depois da baixa, a empresa passa a depositar 8% do salário todo mês.",
      },
    ],
  },
  {
    by: MARIANA,
    topic: "direitos",
    title: "O tempo de serviço militar conta para a aposentadoria no INSS?",
    body: "Fiquei 8 anos no Exército e agora vou trabalhar com carteira assinada. Esses anos contam no INSS ou começo do zero?",
    daysAgo: 15,
    answers: [
      {
        by: ROBERTO,
        best: true,
        usefulBy: [MARIANA, CARLOS],
        body: "Contam, mas não sozinhos: você precisa averbar. Peça à sua Força a **Certidão de Tempo de Contribuição** (CTC) referente ao serviço militar e apresente ao INSS pelo Meu INSS, em 'Atualizar tempo de contribuição'. É a contagem recíproca entre regimes.\n\nFaça isso logo: é muito mais fácil pedir a certidão enquanto seus dados estão frescos na OM do que daqui a 20 anos.",
      },
    ],
  },
  {
    by: JOAO,
    topic: "transicao",
    title: "Com quanto tempo de antecedência devo começar a procurar emprego?",
    body: "Meu licenciamento é daqui a 8 meses. É cedo demais para me candidatar? Tenho medo de a empresa não querer esperar.",
    daysAgo: 12,
    answers: [
      {
        by: ANA,
        best: true,
        usefulBy: [JOAO, MARIANA],
        body: "Oito meses é o momento certo para **preparar**, não para se candidatar em massa. O que funcionou para mim:\n\n- 8 a 6 meses antes: currículo traduzido para a linguagem civil, perfil completo, uma ou duas trilhas da área que você quer.\n- 6 a 3 meses: conversas com quem já trabalha na área, cursos que as vagas pedem (NR, CNH, pacote Office).\n- 3 meses antes: candidaturas de verdade, dizendo com clareza a data em que você fica disponível.\n\nAs empresas contratam para daqui a 30 ou 60 dias. Antes disso, o tempo rende mais em qualificação.",
      },
      {
        by: SERGIO,
        usefulBy: [JOAO],
        body: "Complementando: use o plano de transição da plataforma. Ele marca as etapas com a sua data de desligamento e avisa por e-mail todo mês.",
      },
    ],
  },
  {
    by: SERGIO,
    topic: "transicao",
    title: "Como explicar na entrevista que nunca trabalhei fora do quartel?",
    body: "Tenho 10 anos de Aeronáutica e nenhuma experiência civil. Sinto que o recrutador acha que não sei trabalhar numa empresa.",
    daysAgo: 10,
    answers: [
      {
        by: ROBERTO,
        usefulBy: [SERGIO, CARLOS],
        body: "Você tem experiência de trabalho, só que com outro nome. Troque 'serviço' por 'turno', 'missão' por 'projeto', 'subordinados' por 'equipe'. E conte resultados:\n\n- quantas pessoas você coordenava;\n- quanto material estava sob sua responsabilidade;\n- que prazo ou meta você cumpria.\n\nE prepare a resposta para 'como você lida com quem não cumpre ordem?'. Na empresa, você convence e negocia mais do que manda. Mostre que sabe fazer as duas coisas.",
      },
    ],
  },
  {
    by: CARLOS,
    topic: "curriculo",
    title: "Coloco posto e graduação no currículo?",
    body: "Fui 3º Sargento. Devo escrever isso no currículo ou traduzir para um cargo civil?",
    daysAgo: 9,
    answers: [
      {
        by: ANA,
        best: true,
        usefulBy: [CARLOS, MARIANA, SERGIO],
        body: "Os dois. No título da experiência, use o cargo civil equivalente ao que você **fazia**, e a graduação logo abaixo:\n\n- Supervisor de almoxarifado — Exército Brasileiro (3º Sargento), 2018–2025\n\nO recrutador entende na hora o que você fazia, e quem conhece as Forças reconhece a graduação. O tradutor de habilidades da plataforma sugere os cargos da CBO que combinam com a sua especialidade.",
      },
    ],
  },
  {
    by: MARIANA,
    topic: "curriculo",
    title: "Os cursos militares valem como curso técnico?",
    body: "Fiz o curso de formação e dois cursos de especialização no Exército. Posso colocar como curso técnico no currículo?",
    daysAgo: 8,
    answers: [
      {
        by: ROBERTO,
        best: true,
        usefulBy: [MARIANA],
        body: "Depende do curso. Escreva cada um com o nome oficial, a instituição e a carga horária, que é o que o recrutador avalia. Para dizer que é 'técnico', o curso precisa ter sido reconhecido como tal pelo sistema de ensino. Confirme na escola que o ministrou se ele tem essa equivalência.\n\nPeça à sua OM o histórico com as cargas horárias antes de sair. Depois da baixa, conseguir esse papel demora.",
      },
    ],
  },
  {
    by: JOAO,
    topic: "logistica",
    title: "Qual CNH preciso para trabalhar como motorista de caminhão?",
    body: "Tenho CNH B há 5 anos. Quero dirigir caminhão numa transportadora. O que preciso tirar?",
    daysAgo: 7,
    answers: [
      {
        by: ANA,
        best: true,
        usefulBy: [JOAO, CARLOS],
        body: "Pelo Código de Trânsito:\n\n- **C**: caminhão acima de 3.500 kg. Exige ter a B há pelo menos 1 ano.\n- **D**: ônibus e vans com mais de 8 passageiros. Exige 21 anos e B há 2 anos ou C há 1 ano.\n- **E**: carreta e combinações com reboque pesado. Exige C há pelo menos 1 ano.\n\nC, D e E exigem o exame toxicológico. Muitas transportadoras pedem também o curso MOPP, para produtos perigosos. Com 5 anos de B, você já pode ir direto para a C.",
      },
      {
        by: SERGIO,
        usefulBy: [JOAO],
        body: "Se você fez curso de motorista na Força, pergunte no Detran do seu estado sobre o art. 152 do CTB: há regras que aproveitam a formação militar de condutor. Vale confirmar lá as exigências.",
      },
    ],
  },
  {
    by: SERGIO,
    topic: "seguranca",
    title: "Ex-militar precisa fazer curso de vigilante?",
    body: "Fui do Exército e quero trabalhar em segurança privada. A experiência militar dispensa o curso de vigilante?",
    daysAgo: 6,
    answers: [
      {
        by: ROBERTO,
        best: true,
        usefulBy: [SERGIO],
        body: "Não dispensa. Para ser vigilante, é preciso concluir o curso de formação em uma escola autorizada pela Polícia Federal e ter o registro na PF. Também são exigidos idade mínima de 21 anos e ausência de antecedentes criminais.\n\nA experiência militar conta muito na seleção, principalmente para supervisor de segurança, e o curso de formação leva poucas semanas.",
      },
    ],
  },
  {
    by: CARLOS,
    topic: "operacoes",
    title: "Quais NRs as empresas mais pedem para manutenção?",
    body: "Trabalhei com manutenção de viaturas. Vejo vagas pedindo NR-10, NR-12 e NR-35. Por onde começo?",
    daysAgo: 5,
    answers: [
      {
        by: ANA,
        usefulBy: [CARLOS],
        body: "Para manutenção, o trio mais comum é:\n\n- **NR-35**, trabalho em altura;\n- **NR-12**, máquinas e equipamentos;\n- **NR-10**, eletricidade, se houver serviço elétrico.\n\nComece pela que mais aparece nas vagas da sua cidade. A página da ocupação, no plano de transição, mostra o que as vagas pedem. E lembre que NR tem validade e reciclagem: a empresa costuma pagar a reciclagem depois que você entra.",
      },
    ],
  },
  {
    by: MARIANA,
    topic: "tecnologia",
    title: "Vale a pena migrar de comunicações para TI?",
    body: "Trabalhei 6 anos com comunicações e redes no quartel. Penso em suporte técnico ou redes. Que certificação ajuda mais?",
    daysAgo: 4,
    answers: [],
  },
  {
    by: JOAO,
    topic: "gestao",
    title: "Como mostrar experiência de liderança sem parecer autoritário?",
    body: "Comandei um grupo de 12 soldados. Como falo disso numa vaga de coordenação sem passar a imagem de 'sargentão'?",
    daysAgo: 2,
    answers: [
      {
        by: SERGIO,
        usefulBy: [JOAO],
        body: "Fale do que a equipe conquistou, não de quem mandava. Por exemplo: 'coordenei uma equipe de 12 pessoas, com escala, treinamento e avaliação de desempenho, e zero acidentes em 2 anos'. Cite também quando você formou alguém que depois assumiu o seu lugar. Isso é liderança em qualquer empresa.",
      },
    ],
  },
];

/** The demo's questions, answers, votes and best answers, two mentors and João's mentorship with Ana. */
export async function seedCommunity(db: Db, operator: { id: string } | null): Promise<boolean> {
  const [already] = await db.select({ id: communityQuestions.id }).from(communityQuestions).limit(1);
  if (already) return false;
  const ids = new Map<string, string>();
  for (const email of [JOAO, ANA, CARLOS, MARIANA, ROBERTO, SERGIO]) {
    const id = await findUserIdByEmail(db, email);
    if (!id) return false;
    ids.set(email, id);
  }
  const idOf = (email: string) => ids.get(email) as string;
  const now = Date.now();
  for (const q of QUESTIONS) {
    const questionId = await insertQuestion(db, idOf(q.by), { topic: q.topic, title: q.title, body: q.body });
    const askedAt = new Date(now - q.daysAgo * DAY_MS);
    let answeredAt = askedAt;
    for (const [i, a] of q.answers.entries()) {
      const answerId = await insertAnswer(db, { id: idOf(a.by) }, questionId, a.body);
      if (!answerId) continue;
      answeredAt = new Date(askedAt.getTime() + (i + 1) * 5 * 3_600_000);
      await db.update(communityAnswers).set({ createdAt: answeredAt }).where(eq(communityAnswers.id, answerId));
      for (const voter of a.usefulBy ?? []) await markUseful(db, idOf(voter), answerId);
      if (a.best) await chooseBestAnswer(db, idOf(q.by), questionId, answerId);
    }
    await db
      .update(communityQuestions)
      .set({ createdAt: askedAt, lastActivityAt: answeredAt })
      .where(eq(communityQuestions.id, questionId));
  }
  // The seed's own bells about these answers would greet every demo account: they are read.
  await db.execute(sql`UPDATE notifications SET read_at = now(), emailed_at = now() WHERE kind = 'community_answer'`);

  // Ana was hired through the platform; Roberto's veteran status an operator confirmed.
  if (operator) await setVeteranConfirmed(db, idOf(ROBERTO), operator.id, true);
  await db
    .update(militaryProfiles)
    .set({ militaryBranch: "exercito", rank: "1-sargento" })
    .where(eq(militaryProfiles.userId, idOf(ROBERTO)));
  await saveMentorProfile(db, idOf(ANA), {
    areas: ["logistica", "curriculo", "transicao"],
    occupations: ["414105", "414110"],
    capacity: 3,
    availability: "Terças e quintas, das 19h às 21h, por mensagem. Respondo em até 2 dias.",
    active: true,
  });
  await saveMentorProfile(db, idOf(ROBERTO), {
    areas: ["seguranca", "gestao", "transicao"],
    occupations: ["517330", "517310"],
    capacity: 2,
    availability: "Sábados pela manhã, por vídeo ou mensagem.",
    active: true,
  });
  const request = await requestMentorship(db, idOf(JOAO), {
    mentorId: idOf(ANA),
    message:
      "Oi, Ana! Sou cabo do Exército, saio em 8 meses e quero trabalhar com logística. Vi que você fez essa transição e queria ajuda com currículo e entrevistas.",
  });
  if (request.outcome === "done") {
    await decideMentorship(db, idOf(ANA), request.id, {
      decision: "aceitar",
      goal: "Currículo pronto e três entrevistas em logística até o licenciamento",
    });
    const [accepted] = await db
      .update(mentorships)
      .set({ createdAt: new Date(now - 12 * DAY_MS), decidedAt: new Date(now - 11 * DAY_MS) })
      .where(eq(mentorships.id, request.id))
      .returning({ conversationId: mentorships.conversationId });
    // The acceptance opened their conversation; they have started talking, and he read her last word.
    if (accepted?.conversationId) {
      const ana = { side: "militar" as const, userId: idOf(ANA) };
      const joao = { side: "militar" as const, userId: idOf(JOAO) };
      await sendMessage(db, ana, accepted.conversationId, {
        body: "Oi, João! Aceitei com prazer. Me mande seu currículo atual e a lista das funções que você exerceu no quartel.",
      });
      await sendMessage(db, joao, accepted.conversationId, {
        body: "Obrigado, Ana! Fui almoxarife e controlei o estoque de material da companhia. Envio o currículo até sexta.",
      });
      await sendMessage(db, ana, accepted.conversationId, {
        body: "Ótimo. Almoxarifado conta como experiência em logística: vamos descrever com os números que você controlava.",
      });
      await markRead(db, joao, accepted.conversationId);
    }
  }
  await db.execute(sql`UPDATE notifications SET read_at = now(), emailed_at = now() WHERE kind = 'mentorship'`);
  console.log(
    `comunidade: ${QUESTIONS.length} perguntas; mentores ana.souza e roberto.almeida; mentoria em andamento de joao.silva com ana.souza`,
  );
  return true;
}
