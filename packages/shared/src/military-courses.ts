// The courses a militar commonly has, each with the words a civilian CV should use for it. The CV
// editor suggests `civilianName` as he types a course: a recruiter does not know what the CFS or
// the COS taught, but understands "liderança de equipes" and "sobrevivência na Amazônia".
// Where a course's name varies by state (Polícias Militares, Corpos de Bombeiros), the common form.
import type { MilitaryBranch } from "./profile.military-options";

export interface MilitaryCourse {
  /** The name as the forces write it, in full (no acronym alone), e.g. "Curso de Formação de Sargentos". */
  name: string;
  /** Acronyms and other ways militares write it: "CFS", "EsSA". */
  aliases: readonly string[];
  branches: readonly MilitaryBranch[];
  /** How a civilian CV says it: what it taught, in words a recruiter understands, ≤ 160 chars. */
  civilianName: string;
}

export const MILITARY_COURSES: readonly MilitaryCourse[] = [
  // Formação e carreira: Exército e Aeronáutica
  {
    name: "Curso de Formação de Sargentos",
    aliases: ["CFS", "EsSA", "EEAR", "Escola de Sargentos das Armas", "Escola de Especialistas de Aeronáutica"],
    branches: ["exercito", "aeronautica"],
    civilianName: "Formação técnica militar de sargento (2 anos): liderança de equipes, logística e instrução",
  },
  {
    name: "Curso de Formação de Cabos",
    aliases: ["CFC", "Curso de Habilitação a Cabo", "CHC"],
    branches: ["exercito", "pm", "bombeiros"],
    civilianName: "Formação de cabo: liderança de pequenas equipes, instrução de soldados e rotinas de serviço",
  },
  {
    name: "Curso de Formação de Oficiais da Reserva",
    aliases: [
      "CPOR",
      "NPOR",
      "Centro de Preparação de Oficiais da Reserva",
      "Núcleo de Preparação de Oficiais da Reserva",
    ],
    branches: ["exercito"],
    civilianName: "Formação de oficial temporário: liderança de equipes, planejamento de atividades e instrução",
  },
  {
    name: "Estágio Básico de Sargento Temporário",
    aliases: ["EBST", "Sargento temporário"],
    branches: ["exercito"],
    civilianName: "Adaptação de profissional de nível técnico à função de sargento: liderança, normas e instrução",
  },
  {
    name: "Curso de Formação e Graduação de Oficiais de Carreira da Linha de Ensino Militar Bélico",
    aliases: ["AMAN", "Academia Militar das Agulhas Negras", "EsPCEx", "Curso de Formação de Oficiais do Exército"],
    branches: ["exercito"],
    civilianName:
      "Bacharelado em Ciências Militares (5 anos, com o ano preparatório): liderança, gestão de pessoas, logística e planejamento",
  },
  {
    name: "Curso de Aperfeiçoamento de Sargentos",
    aliases: ["CAS", "EASA", "Escola de Aperfeiçoamento de Sargentos das Armas"],
    branches: ["exercito", "aeronautica", "pm", "bombeiros"],
    civilianName:
      "Aperfeiçoamento de sargento: chefia de equipes, rotinas administrativas, almoxarifado e planejamento",
  },
  {
    name: "Curso de Habilitação ao Quadro Auxiliar de Oficiais",
    aliases: ["CHQAO", "QAO"],
    branches: ["exercito"],
    civilianName: "Habilitação de subtenente a oficial de administração: gestão de pessoal, finanças e logística",
  },
  {
    name: "Curso de Aperfeiçoamento de Oficiais",
    aliases: ["CAO", "EsAO", "Escola de Aperfeiçoamento de Oficiais"],
    branches: ["exercito", "pm", "bombeiros"],
    civilianName:
      "Aperfeiçoamento de oficial em nível de pós-graduação: planejamento de operações e gestão de organizações",
  },
  {
    name: "Curso de Comando e Estado-Maior",
    aliases: ["CCEM", "ECEME", "ECEMAR", "Escola de Comando e Estado-Maior"],
    branches: ["exercito", "aeronautica"],
    civilianName: "Pós-graduação em estratégia e planejamento: assessoria à alta direção, gestão e tomada de decisão",
  },
  {
    name: "Curso de Formação de Sargentos em Controle de Tráfego Aéreo",
    aliases: ["BCT", "CFS BCT", "Controlador de tráfego aéreo"],
    branches: ["aeronautica"],
    civilianName:
      "Formação técnica em controle de tráfego aéreo (2 anos): regras de voo, fraseologia em inglês e coordenação de aeronaves",
  },
  {
    name: "Curso de Formação de Sargentos em Mecânica de Aeronaves",
    aliases: ["BMA", "CFS BMA", "Manutenção de Aviação", "Mecânico de aeronaves"],
    branches: ["aeronautica", "exercito"],
    civilianName: "Formação técnica em manutenção de aeronaves: inspeções, motores, estruturas e sistemas",
  },
  {
    name: "Curso de Formação de Sargentos em Comunicações",
    aliases: ["BCO", "CFS BCO", "Sargento de Comunicações"],
    branches: ["aeronautica", "exercito"],
    civilianName: "Formação técnica em telecomunicações: operação e manutenção de rádios, redes de dados e sistemas",
  },
  {
    name: "Estágio de Adaptação à Graduação de Sargentos",
    aliases: ["EAGS"],
    branches: ["aeronautica"],
    civilianName:
      "Adaptação de técnico de nível médio à carreira de sargento (6 meses): liderança, normas e especialidade",
  },
  {
    name: "Curso de Especialização de Soldados",
    aliases: ["CESD"],
    branches: ["aeronautica"],
    civilianName:
      "Qualificação de soldado em uma especialidade: enfermagem, mecânica de aeronaves, administração ou guarda e segurança",
  },
  {
    name: "Curso de Formação de Oficiais Aviadores",
    aliases: ["CFOAV", "AFA", "Academia da Força Aérea", "Cadete aviador"],
    branches: ["aeronautica"],
    civilianName: "Bacharelado em Ciências Aeronáuticas e em Administração (4 anos), com formação de piloto militar",
  },
  {
    name: "Curso de Formação de Oficiais Intendentes",
    aliases: ["CFOINT", "AFA", "Academia da Força Aérea", "Intendência"],
    branches: ["aeronautica"],
    civilianName:
      "Bacharelado em Administração e em Ciências da Logística (4 anos): finanças públicas, compras e suprimentos",
  },

  // Formação e carreira: Marinha
  {
    name: "Curso de Formação de Marinheiros para a Ativa",
    aliases: [
      "C-FMN",
      "EAM",
      "Escola de Aprendizes-Marinheiros",
      "Aprendiz-marinheiro",
      "Curso de Formação de Marinheiros",
    ],
    branches: ["marinha"],
    civilianName:
      "Formação de marinheiro (1 ano, em internato): eletroeletrônica, mecânica ou apoio, segurança a bordo e trabalho em equipe",
  },
  {
    name: "Curso de Formação de Soldados Fuzileiros Navais",
    aliases: ["C-FSD-FN", "CIAMPA", "Fuzileiro naval"],
    branches: ["marinha"],
    civilianName:
      "Formação de soldado de infantaria naval: tiro, operações anfíbias, segurança de instalações e disciplina",
  },
  {
    name: "Curso de Especialização",
    aliases: ["C-Espc", "Curso de Especialização para Cabo"],
    branches: ["marinha"],
    civilianName:
      "Curso técnico que habilita a cabo, em uma especialidade de bordo como máquinas, eletricidade ou comunicações",
  },
  {
    name: "Curso Especial de Habilitação para Promoção a Sargento",
    aliases: ["C-Esp-HabSG", "Curso Especial de Habilitação a Sargento"],
    branches: ["marinha"],
    civilianName: "Habilitação a sargento: liderança, chefia de equipes técnicas, segurança e gestão de rotinas",
  },
  {
    name: "Curso de Graduação da Escola Naval",
    aliases: ["Escola Naval", "Aspirante"],
    branches: ["marinha"],
    civilianName:
      "Bacharelado em Ciências Navais (4 anos, em internato): navegação, engenharia, administração e liderança",
  },
  {
    name: "Curso de Estado-Maior para Oficiais Superiores",
    aliases: ["C-EMOS", "EGN", "Escola de Guerra Naval"],
    branches: ["marinha"],
    civilianName:
      "Pós-graduação em estratégia, planejamento e gestão de organizações, com preparo para assessorar a alta direção",
  },

  // Formação e carreira: Polícias Militares e Corpos de Bombeiros
  {
    name: "Curso de Formação de Soldados",
    aliases: ["CFSd", "Soldado PM", "Curso de Formação de Soldados PM"],
    branches: ["pm"],
    civilianName:
      "Formação de policial militar: policiamento ostensivo, abordagem, legislação, direitos humanos e uso progressivo da força",
  },
  {
    name: "Curso de Formação de Soldados Bombeiros Militares",
    aliases: ["CFSd BM", "Soldado BM", "Curso de Formação de Praças"],
    branches: ["bombeiros"],
    civilianName:
      "Formação de bombeiro: combate a incêndio, salvamento, atendimento pré-hospitalar e prevenção de acidentes",
  },
  {
    name: "Curso de Habilitação a Sargento",
    aliases: ["CHS", "CFS PM", "Curso de Formação de Sargentos PM"],
    branches: ["pm", "bombeiros"],
    civilianName:
      "Formação de sargento: supervisão de equipes operacionais, legislação, instrução e gestão de ocorrências",
  },
  {
    name: "Curso de Formação de Oficiais",
    aliases: ["CFO", "Academia de Polícia Militar", "Academia de Bombeiros Militar"],
    branches: ["pm", "bombeiros"],
    civilianName:
      "Formação superior de oficial: gestão de equipes e operações, direito, administração pública e segurança",
  },
  {
    name: "Curso Superior de Polícia",
    aliases: ["CSP"],
    branches: ["pm"],
    civilianName: "Pós-graduação em gestão estratégica de segurança pública, para oficiais superiores",
  },

  // Especializações operacionais: Exército
  {
    name: "Curso de Operações na Selva",
    aliases: ["COS", "CIGS", "Guerra na Selva", "Guerreiro de Selva"],
    branches: ["exercito"],
    civilianName:
      "Sobrevivência e operações na Amazônia: navegação terrestre, resistência física e liderança sob pressão",
  },
  {
    name: "Curso Básico Paraquedista",
    aliases: ["CBP", "Paraquedista", "Brigada Paraquedista"],
    branches: ["exercito"],
    civilianName:
      "Formação em salto de paraquedas: disciplina, controle de riscos, preparo físico e trabalho em equipe",
  },
  {
    name: "Curso de Ações de Comandos",
    aliases: ["CAC", "Comandos", "CIOpEsp"],
    branches: ["exercito"],
    civilianName:
      "Formação em operações especiais: planejamento, sobrevivência, resistência extrema e liderança de pequenas equipes",
  },
  {
    name: "Curso de Forças Especiais",
    aliases: ["CFE", "Forças Especiais"],
    branches: ["exercito"],
    civilianName:
      "Operações especiais: planejamento detalhado, instrução de equipes, comunicações e atuação em ambiente hostil",
  },
  {
    name: "Curso Básico de Montanhismo",
    aliases: ["Guia de Cordada", "Montanha", "Estágio Básico do Combatente de Montanha", "CIOp Mth"],
    branches: ["exercito"],
    civilianName:
      "Montanhismo e escalada: técnicas de corda, ancoragens, condução de equipes em terreno difícil e evacuação de feridos",
  },
  {
    name: "Estágio de Adaptação e Operações na Caatinga",
    aliases: ["EAOC", "Caatinga", "Combatente de Caatinga", "Estágio Básico de Combatente de Caatinga", "CIOpC"],
    branches: ["exercito"],
    civilianName:
      "Sobrevivência e operações no semiárido: obtenção de água, orientação, primeiros socorros e resistência ao calor extremo",
  },
  {
    name: "Curso de Guerra Cibernética",
    aliases: ["Guerra Cibernética para Sargentos", "GCiber", "CIGE"],
    branches: ["exercito"],
    civilianName: "Segurança cibernética: proteção de redes, análise de vulnerabilidades e resposta a incidentes",
  },
  {
    name: "Curso de Defesa Química, Biológica, Radiológica e Nuclear",
    aliases: ["DQBRN", "QBRN", "Defesa QBRN"],
    branches: ["exercito"],
    civilianName:
      "Resposta a emergências químicas, biológicas e radiológicas: detecção, descontaminação e proteção de equipes",
  },
  {
    name: "Curso de Atendimento Pré-Hospitalar Tático",
    aliases: ["APH Tático", "APHT", "Atendimento Pré-Hospitalar em Combate"],
    branches: ["exercito", "pm"],
    civilianName: "Primeiros socorros em situações de risco: controle de hemorragias, vias aéreas e remoção de feridos",
  },

  // Especializações: várias forças
  {
    name: "Curso Técnico em Enfermagem",
    aliases: ["Técnico de enfermagem", "Sargento de saúde", "Enfermagem"],
    branches: ["exercito", "marinha", "aeronautica"],
    civilianName:
      "Técnico em enfermagem: cuidados a pacientes, administração de medicamentos, curativos e primeiros socorros",
  },
  {
    name: "Curso de Prevenção e Combate a Incêndio",
    aliases: ["Combate a incêndio", "CBINC", "Brigada de incêndio"],
    branches: ["marinha", "aeronautica", "exercito", "bombeiros"],
    civilianName:
      "Prevenção e combate a incêndios: extintores, hidrantes, equipamentos de proteção respiratória e abandono de área",
  },
  {
    name: "Curso de Prevenção de Acidentes Aeronáuticos",
    aliases: ["CPAA", "CENIPA", "Segurança de voo"],
    branches: ["aeronautica", "exercito", "marinha"],
    civilianName: "Segurança de voo: identificação de perigos, gestão de riscos e prevenção de acidentes na aviação",
  },
  {
    name: "Curso de Controle de Distúrbios Civis",
    aliases: ["CDC", "Choque", "Tropa de choque", "Operações de choque"],
    branches: ["pm", "exercito"],
    civilianName:
      "Controle de multidões e segurança de grandes eventos: contenção, negociação e uso progressivo da força",
  },
  {
    name: "Curso de Condutores de Veículos de Emergência",
    aliases: ["CCVE", "Condutor de viatura", "Motorista de viatura", "Motorista militar"],
    branches: ["pm", "bombeiros", "exercito"],
    civilianName:
      "Condução de veículos de emergência, como ambulâncias e viaturas: direção defensiva, legislação e primeiros socorros",
  },

  // Especializações: Marinha
  {
    name: "Curso de Comandos Anfíbios",
    aliases: ["COMANF", "Comandos Anfíbios"],
    branches: ["marinha"],
    civilianName:
      "Formação em operações especiais anfíbias: navegação, mergulho, sobrevivência e liderança sob pressão",
  },
  {
    name: "Curso de Mergulhador de Combate",
    aliases: ["GRUMEC", "Mergulhador de combate"],
    branches: ["marinha"],
    civilianName:
      "Mergulho autônomo em operações especiais: navegação subaquática, resistência física e trabalho sob pressão",
  },

  // Especializações: Polícias Militares
  {
    name: "Curso de Operações Especiais",
    aliases: ["COEsp", "BOPE", "Caveira"],
    branches: ["pm"],
    civilianName:
      "Formação em operações táticas de alto risco: gerenciamento de crises, resgate de reféns e tiro defensivo",
  },
  {
    name: "Curso de Tiro Defensivo na Preservação da Vida",
    aliases: ["Método Giraldi", "TDPV", "Tiro defensivo"],
    branches: ["pm"],
    civilianName: "Tiro defensivo e uso progressivo da força, com foco na preservação da vida (Método Giraldi)",
  },
  {
    name: "Curso de Policiamento de Trânsito",
    aliases: ["Trânsito", "Policiamento e fiscalização de trânsito"],
    branches: ["pm"],
    civilianName: "Fiscalização e segurança de trânsito: legislação, sinalização, autuações e atendimento a acidentes",
  },
  {
    name: "Curso de Policiamento Rodoviário",
    aliases: ["Polícia Rodoviária Estadual", "Policiamento rodoviário estadual"],
    branches: ["pm"],
    civilianName: "Fiscalização em rodovias: legislação de trânsito, transporte de cargas e atendimento a acidentes",
  },
  {
    name: "Curso de Policiamento Ambiental",
    aliases: ["Polícia Ambiental"],
    branches: ["pm"],
    civilianName: "Fiscalização ambiental: crimes ambientais, proteção da fauna e da flora e verificação de licenças",
  },
  {
    name: "Curso Nacional de Promotor de Polícia Comunitária",
    aliases: ["Polícia Comunitária", "Policiamento comunitário"],
    branches: ["pm"],
    civilianName: "Mediação de conflitos, prevenção da violência e trabalho conjunto com a comunidade",
  },
  {
    name: "Curso de Cinotecnia",
    aliases: ["Cinotecnia", "Canil", "Cães de faro"],
    branches: ["pm", "bombeiros"],
    civilianName: "Adestramento e condução de cães de trabalho para faro, busca e patrulhamento",
  },

  // Especializações: Corpos de Bombeiros
  {
    name: "Curso de Atendimento Pré-Hospitalar",
    aliases: ["APH", "Socorrista", "Curso de Socorrista"],
    branches: ["bombeiros", "pm"],
    civilianName: "Atendimento pré-hospitalar a vítimas de trauma (socorrista)",
  },
  {
    name: "Curso de Guarda-Vidas",
    aliases: ["CGV", "Guarda-vidas", "Salvamento aquático"],
    branches: ["bombeiros"],
    civilianName:
      "Salvamento aquático em praias, rios e piscinas: prevenção de afogamentos, resgate e primeiros socorros",
  },
  {
    name: "Curso de Mergulho Autônomo",
    aliases: ["Mergulho", "Mergulhador", "Busca e resgate subaquático"],
    branches: ["bombeiros"],
    civilianName: "Mergulho autônomo para busca e resgate de vítimas e objetos submersos",
  },
  {
    name: "Curso de Salvamento em Altura",
    aliases: ["Salvamento em altura", "Resgate em altura"],
    branches: ["bombeiros"],
    civilianName: "Resgate em altura com cordas, ancoragens e sistemas de polias, com segurança no trabalho em altura",
  },
  {
    name: "Curso de Busca e Resgate em Estruturas Colapsadas",
    aliases: ["BREC", "Estruturas colapsadas"],
    branches: ["bombeiros"],
    civilianName: "Busca e resgate em desabamentos: escoramento, corte de concreto e retirada de vítimas",
  },
  {
    name: "Curso de Resgate Veicular",
    aliases: ["Salvamento veicular", "Desencarceramento"],
    branches: ["bombeiros"],
    civilianName:
      "Resgate de vítimas presas em veículos: estabilização, desencarceramento e uso de ferramentas hidráulicas",
  },
  {
    name: "Curso de Combate a Incêndio Florestal",
    aliases: ["Incêndio florestal", "Brigadista florestal"],
    branches: ["bombeiros"],
    civilianName: "Prevenção e combate a incêndios florestais: aceiros, queima controlada e uso de ferramentas manuais",
  },
  {
    name: "Curso de Emergências com Produtos Perigosos",
    aliases: ["Produtos perigosos", "Curso de Produtos Perigosos"],
    branches: ["bombeiros"],
    civilianName:
      "Atendimento a vazamentos de produtos químicos: identificação, isolamento da área, contenção e descontaminação",
  },
  {
    name: "Curso de Perícia de Incêndio",
    aliases: ["Perícia de incêndio e explosão", "Investigação de incêndio"],
    branches: ["bombeiros"],
    civilianName: "Investigação de causas de incêndios e explosões: coleta de evidências e elaboração de laudos",
  },
  {
    name: "Curso de Condutor e Operador de Viaturas",
    aliases: ["CCOV", "Condutor e operador de viatura de incêndio"],
    branches: ["bombeiros"],
    civilianName:
      "Condução de caminhões de bombeiros e operação de bombas, escadas mecânicas e equipamentos hidráulicos",
  },
  {
    name: "Curso de Segurança Contra Incêndio e Pânico",
    aliases: ["Vistoria", "Análise de projetos", "Prevenção de incêndio"],
    branches: ["bombeiros"],
    civilianName:
      "Vistoria de edificações e análise de projetos de prevenção contra incêndio, segundo as normas técnicas",
  },
];

/** Lower case, no accents, every run of other characters one space: how typed text and names are compared. */
const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

interface Searchable {
  course: MilitaryCourse;
  /** The folded name first, then the folded aliases. */
  texts: string[];
}

const SEARCHABLE: Searchable[] = MILITARY_COURSES.map((course) => ({
  course,
  texts: [course.name, ...course.aliases].map(fold),
}));

/**
 * How well `text` matches the folded `query`, lower is better: 0 the same, 1 starts with it (also
 * ignoring spaces, so "cespc" finds "C-Espc"), 2 one of its words starts it, 3 every typed word
 * starts one of its words; null no match.
 */
function rank(text: string, query: string, queryWords: string[]): number | null {
  if (text === query) return 0;
  if (text.startsWith(query) || text.replaceAll(" ", "").startsWith(query.replaceAll(" ", ""))) return 1;
  if (text.includes(` ${query}`)) return 2;
  const words = text.split(" ");
  if (queryWords.every((typed) => words.some((word) => word.startsWith(typed)))) return 3;
  return null;
}

/** The courses whose name or alias starts with (or whose words start with) what was typed, accent- and case-insensitive, best first, at most `limit` (default 8). */
export function searchMilitaryCourses(typed: string, limit = 8): MilitaryCourse[] {
  const query = fold(typed);
  if (!query || limit <= 0) return [];
  const queryWords = query.split(" ");
  const found: { course: MilitaryCourse; score: number; index: number }[] = [];
  SEARCHABLE.forEach(({ course, texts }, index) => {
    let best: number | null = null;
    texts.forEach((text, i) => {
      const r = rank(text, query, queryWords);
      if (r === null) return;
      // The name outranks an alias matched as well (0.5 apart keeps the match's kind first).
      const score = r + (i === 0 ? 0 : 0.5);
      if (best === null || score < best) best = score;
    });
    if (best !== null) found.push({ course, score: best, index });
  });
  return found
    .sort((a, b) => a.score - b.score || a.index - b.index)
    .slice(0, limit)
    .map((f) => f.course);
}
