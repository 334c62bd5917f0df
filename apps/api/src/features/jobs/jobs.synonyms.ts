// The job search's synonyms: groups of words and phrases a job seeker uses for the same work
// ('motorista', 'condutor', 'chofer'; 'almoxarife', 'estoquista'), so a search finds the jobs that
// name the work in other words. Each group was chosen by hand from the CBO 2002 titles and
// sinônimos of the ocupações it cites (cbo/ beside the skills translator) and from the aliases of
// the translator's military vocabulary terms it cites (how a militar names the same work), plus a
// few words of today's job market the CBO predates (marked where they appear). A test checks each
// citation. The CBO as a whole is not used: its 7,500 sinônimos share so many words ('auxiliar',
// 'operador', 'técnico') that expanding through all of them would make every search match
// everything.
//
// How a search uses them (searchTsQueryText): the longest run of typed words that is a group's
// term (accents, case, plural and gender ignored, 'de'/'em' skipped, any order) becomes an OR of
// the group's terms and of its narrower groups' terms; the other words stay ANDed.

export interface SynonymGroup {
  /** Ways of naming the same work; the first names the group. Typed, each finds what any other says. */
  terms: readonly string[];
  /**
   * Broader words that lead to this group when typed (with any other group that lists them), but
   * are never searched on its behalf: 'segurança' finds the vigilantes, while 'vigilante' does not
   * find every job that mentions 'segurança'. The typed word itself is searched too.
   */
  wider?: readonly string[];
  /** Groups (by their first term) of narrower work: 'motorista' also finds 'caminhoneiro', not the reverse. */
  narrower?: readonly string[];
  /** CBO 2002 ocupações whose title or sinônimos name the group's work. */
  cbo?: readonly string[];
  /** Terms of the translator's military vocabulary whose aliases name the group's work. */
  vocabulary?: readonly string[];
}

export const SYNONYM_GROUPS: readonly SynonymGroup[] = [
  // --- Transport ---------------------------------------------------------------------------------
  {
    terms: [
      "motorista",
      "condutor",
      "chofer",
      "condutor de veículos",
      "motorista de viatura",
      "condutor de viatura",
      "motorista militar",
    ],
    narrower: ["motorista de caminhão", "motorista de ônibus", "condutor de ambulância"],
    cbo: ["782305", "782310"],
    vocabulary: ["Motorista de viatura", "Motorista"],
  },
  {
    terms: [
      "motorista de caminhão",
      "caminhoneiro",
      "condutor de veículos pesados",
      "motorista de veículos pesados",
      "caçambeiro",
    ],
    narrower: ["carreteiro"],
    cbo: ["782505", "782510"],
    vocabulary: ["Motorista de viatura"],
  },
  {
    terms: ["carreteiro", "motorista carreteiro", "motorista de carreta", "condutor de carreta", "bitrem"],
    cbo: ["782505", "782510"],
  },
  {
    terms: [
      "motorista de ônibus",
      "condutor de ônibus",
      "motorista de transporte coletivo",
      "motorista de micro-ônibus",
    ],
    cbo: ["782405", "782410"],
    vocabulary: ["Motorista"],
  },
  {
    terms: [
      "condutor de ambulância",
      "motorista de ambulância",
      "condutor de veículo de emergência",
      "condutor de transporte de pacientes",
    ],
    cbo: ["782320"],
    vocabulary: ["Condutor de ambulância", "Motorista de viatura de emergência"],
  },
  {
    // 'motoboy' is the market's name for the CBO's motofretista.
    terms: ["motofretista", "motoboy", "motociclista entregador", "entregador motociclista", "motorista de moto"],
    cbo: ["519110"],
    vocabulary: ["Motociclista"],
  },

  // --- Security, fire, rescue ------------------------------------------------------------------
  {
    terms: [
      "vigilante",
      "segurança patrimonial",
      "vigilante patrimonial",
      "agente de segurança",
      "guarda patrimonial",
      "guarda de segurança",
      "auxiliar de segurança",
      "vigia",
      "vigia noturno",
    ],
    wider: ["segurança", "segurança privada"],
    narrower: ["agente de proteção aeroportuária"],
    cbo: ["517330", "517310", "517420"],
    vocabulary: ["Guarda e Segurança", "Serviço de guarda"],
  },
  {
    terms: [
      "segurança pessoal",
      "guarda-costas",
      "proteção executiva",
      "agente de proteção executiva",
      "segurança de autoridades",
      "proteção de autoridades",
      "escolta de autoridades",
    ],
    wider: ["segurança", "segurança privada"],
    cbo: ["517310", "517330"],
    vocabulary: ["Escolta e segurança de autoridades", "Segurança de autoridades"],
  },
  {
    terms: [
      "agente de proteção aeroportuária",
      "apac",
      "agente de proteção de aeroporto",
      "vigilante de aeroporto",
      "segurança aeroportuária",
    ],
    wider: ["segurança"],
    cbo: ["517305"],
  },
  {
    // 'controlador de acesso' is the market's name for the porteiro of a commercial building.
    terms: ["porteiro", "controlador de acesso", "agente de portaria", "guariteiro"],
    wider: ["portaria"],
    cbo: ["517410", "517415"],
  },
  {
    terms: [
      "operador de monitoramento",
      "operador de cftv",
      "cftv",
      "videomonitoramento",
      "central de monitoramento",
      "monitoramento por câmeras",
    ],
    wider: ["segurança", "monitoramento"],
    vocabulary: ["Operador de CFTV", "Operador de videomonitoramento"],
  },
  {
    terms: [
      "técnico de segurança do trabalho",
      "segurança do trabalho",
      "tst",
      "técnico em segurança industrial",
      "técnico de segurança",
    ],
    cbo: ["351605"],
    vocabulary: ["Técnico em segurança do trabalho"],
  },
  {
    terms: [
      "segurança da informação",
      "cibersegurança",
      "segurança cibernética",
      "defesa cibernética",
      "guerra cibernética",
      "cybersecurity",
    ],
    vocabulary: ["Defesa cibernética"],
  },
  {
    terms: [
      "bombeiro civil",
      "brigadista",
      "brigadista de incêndio",
      "brigada de incêndio",
      "bombeiro profissional civil",
      "bombeiro industrial",
      "bombeiro de aeródromo",
      "bombeiro de empresas particulares",
    ],
    wider: ["bombeiro", "combate a incêndio"],
    cbo: ["517110", "517105"],
    vocabulary: ["Brigada de incêndio", "Bombeiro", "Combate a incêndio"],
  },
  {
    terms: ["socorrista", "aph", "atendimento pré-hospitalar", "resgatista", "bombeiro socorrista"],
    wider: ["primeiros socorros"],
    cbo: ["515135"],
    vocabulary: ["Socorrista", "Atendimento pré-hospitalar (APH)"],
  },

  // --- Logistics, purchasing -------------------------------------------------------------------
  {
    terms: ["logística", "supply chain", "cadeia de suprimentos", "operações logísticas"],
    narrower: [
      "almoxarife",
      "auxiliar de logística",
      "operador de empilhadeira",
      "conferente",
      "ajudante de carga e descarga",
    ],
    vocabulary: ["Logística"],
  },
  {
    terms: [
      "almoxarife",
      "estoquista",
      "almoxarifado",
      "auxiliar de almoxarifado",
      "controlador de almoxarifado",
      "controlador de estoque",
      "controle de estoque",
      "encarregado de estoque",
      "auxiliar de estoque",
    ],
    wider: ["estoque"],
    cbo: ["414105"],
    vocabulary: ["Almoxarife", "Auxiliar de suprimento"],
  },
  {
    // 'auxiliar de logística', 'separador de pedidos' and 'auxiliar de expedição' are how
    // distribution centres advertise the CBO's armazenista.
    terms: [
      "auxiliar de logística",
      "armazenista",
      "operador de armazém",
      "auxiliar de armazém",
      "auxiliar de armazenamento",
      "auxiliar de depósito",
      "fiel de depósito",
      "auxiliar de expedição",
      "separador de pedidos",
    ],
    cbo: ["414110"],
  },
  {
    terms: ["operador de empilhadeira", "empilhadeirista", "empilhadeira", "motorista de empilhadeira"],
    cbo: ["782220"],
    vocabulary: ["Operador de empilhadeira"],
  },
  {
    terms: ["conferente", "conferente de carga e descarga", "conferente de mercadoria", "conferente de carga"],
    cbo: ["414215", "414105"],
    vocabulary: ["Despacho de cargas"],
  },
  {
    // 'carregador' alone is not searched for them: its stem is that of 'carregar', which half the
    // postings of every field use.
    terms: [
      "ajudante de carga e descarga",
      "auxiliar de carga e descarga",
      "carregador e descarregador de caminhões",
      "carregador de caminhão",
    ],
    wider: ["carregador"],
    cbo: ["783210", "783215"],
  },
  {
    terms: ["comprador", "assistente de compras", "auxiliar de compras", "analista de compras"],
    wider: ["compras"],
    cbo: ["354205", "411005", "411010"],
  },

  // --- Health ----------------------------------------------------------------------------------
  {
    terms: ["técnico de enfermagem", "téc enf", "tec enfermagem"],
    cbo: ["322205"],
    vocabulary: ["Técnico de enfermagem"],
  },
  {
    terms: ["cuidador de idosos", "acompanhante de idosos", "cuidador de pessoas idosas", "cuidador"],
    cbo: ["516210"],
  },
  {
    // 'drogaria' is the other name of a farmácia.
    terms: [
      "atendente de farmácia",
      "balconista de farmácia",
      "auxiliar de farmácia",
      "ajudante de farmácia",
      "balconista de drogaria",
      "atendente de drogaria",
    ],
    wider: ["farmácia", "drogaria"],
    cbo: ["521130"],
    vocabulary: ["Técnico em farmácia"],
  },

  // --- Maintenance -----------------------------------------------------------------------------
  {
    terms: [
      "mecânico automotivo",
      "mecânico de veículos",
      "mecânico de automóveis",
      "mecânico de carros",
      "mecânico de viaturas",
      "mecânico auto",
    ],
    narrower: ["mecânico diesel"],
    cbo: ["914405"],
    vocabulary: ["Mecânico de viaturas"],
  },
  {
    terms: [
      "mecânico diesel",
      "mecânico de veículos pesados",
      "mecânico de caminhão",
      "mecânico de motor a diesel",
      "mecânico de ônibus",
    ],
    cbo: ["914425"],
    vocabulary: ["Mecânico de viaturas"],
  },
  {
    terms: [
      "mecânico de manutenção industrial",
      "mecânico industrial",
      "mecânico de manutenção de máquinas",
      "mecânico de máquinas industriais",
      "mecânico de equipamentos industriais",
    ],
    cbo: ["911305"],
  },
  {
    terms: [
      "mecânico de aeronaves",
      "técnico em manutenção de aeronaves",
      "manutenção de aeronaves",
      "mecânico aeronáutico",
      "manutenção aeronáutica",
      "técnico em manutenção aeronáutica",
      "mecânico de avião",
      "mecânico de helicóptero",
    ],
    cbo: ["914105"],
    vocabulary: ["Mecânica de Aeronaves", "Manutenção de aeronaves"],
  },
  {
    terms: [
      "técnico de refrigeração",
      "mecânico de refrigeração",
      "mecânico de ar condicionado",
      "técnico de ar condicionado",
      "instalador de ar condicionado",
      "técnico em climatização",
    ],
    wider: ["refrigeração", "ar condicionado", "climatização"],
    cbo: ["725705", "911205"],
    vocabulary: ["Mecânico de refrigeração"],
  },
  {
    terms: ["encanador", "bombeiro hidráulico", "instalador hidráulico", "encanador predial"],
    cbo: ["724110"],
    vocabulary: ["Encanador"],
  },
  {
    terms: [
      "manutenção predial",
      "auxiliar de manutenção predial",
      "oficial de manutenção",
      "oficial de manutenção predial",
      "auxiliar de manutenção de edificações",
      "conservação predial",
    ],
    cbo: ["514310", "514325"],
    vocabulary: ["Manutenção predial"],
  },
  {
    terms: [
      "eletricista automotivo",
      "eletricista de automóveis",
      "eletricista de viaturas",
      "autoelétrica",
      "auto elétrica",
    ],
    vocabulary: ["Eletricista de viaturas"],
  },

  // --- Administration --------------------------------------------------------------------------
  {
    terms: [
      "auxiliar administrativo",
      "assistente administrativo",
      "agente administrativo",
      "auxiliar de escritório",
      "assistente de escritório",
      "escriturário",
      "auxiliar de secretaria",
    ],
    cbo: ["411005", "411010"],
    vocabulary: ["Auxiliar administrativo"],
  },
  {
    terms: ["recepcionista", "atendente de recepção", "auxiliar de recepção", "recepcionista atendente"],
    cbo: ["422105", "422110"],
  },
  {
    terms: [
      "departamento pessoal",
      "dp",
      "departamento de pessoal",
      "auxiliar de pessoal",
      "assistente de pessoal",
      "folha de pagamento",
    ],
    cbo: ["411030", "410105"],
    vocabulary: ["Seção de pessoal", "Pagamento de pessoal"],
  },
  {
    terms: ["recursos humanos", "rh", "gestão de pessoas"],
    cbo: ["252405", "142205"],
    vocabulary: ["Seção de pessoal"],
  },

  // --- IT ----------------------------------------------------------------------------------------
  {
    terms: ["ti", "tecnologia da informação"],
    wider: ["informática"],
    narrower: [
      "suporte técnico",
      "desenvolvedor",
      "analista de redes",
      "segurança da informação",
      "analista de sistemas",
    ],
    vocabulary: ["Informática"],
  },
  {
    // 'service desk' is the market's newer name for the help desk.
    terms: [
      "suporte técnico",
      "help desk",
      "helpdesk",
      "service desk",
      "técnico de informática",
      "técnico de suporte",
      "analista de suporte",
      "suporte de ti",
      "suporte de informática",
      "apoio de ti",
      "suporte ao usuário",
    ],
    cbo: ["317210", "212420"],
    vocabulary: ["Informática"],
  },
  {
    terms: ["desenvolvedor", "programador", "developer", "desenvolvedor de software", "programador de sistemas"],
    cbo: ["317110"],
    vocabulary: ["Programador"],
  },
  {
    terms: ["analista de redes", "administrador de redes", "técnico de redes", "redes de computadores"],
    cbo: ["212410"],
    vocabulary: ["Informática"],
  },
  {
    terms: ["analista de sistemas", "analista de desenvolvimento de sistemas"],
    cbo: ["212405"],
    vocabulary: ["Programador"],
  },

  // --- Construction ------------------------------------------------------------------------------
  {
    terms: ["construção civil", "obra civil", "obras civis"],
    wider: ["obra", "obras"],
    narrower: [
      "servente de obras",
      "mestre de obras",
      "pedreiro",
      "carpinteiro",
      "armador de ferragens",
      "técnico em edificações",
    ],
    vocabulary: ["Pedreiro"],
  },
  {
    terms: [
      "servente de obras",
      "ajudante de obras",
      "ajudante geral de obras",
      "auxiliar de obras",
      "servente de pedreiro",
      "auxiliar de pedreiro",
      "ajudante de pedreiro",
      "meia-colher",
    ],
    cbo: ["717020"],
    vocabulary: ["Pedreiro"],
  },
  {
    terms: ["mestre de obras", "encarregado de obras", "encarregado de construção civil"],
    cbo: ["710205"],
  },
  {
    terms: ["pedreiro", "pedreiro de alvenaria", "pedreiro de acabamento", "pedreiro de obras"],
    cbo: ["715210", "715230"],
    vocabulary: ["Pedreiro"],
  },
  { terms: ["carpinteiro", "carpinteiro de fôrmas", "carapina"], cbo: ["715505", "715535"] },
  { terms: ["armador de ferragens", "armador de ferros", "ferreiro armador"], cbo: ["715315"] },
  {
    terms: ["técnico em edificações", "técnico de obras", "técnico em construção civil"],
    cbo: ["312105"],
    vocabulary: ["Técnico em edificações"],
  },

  // --- Machines ----------------------------------------------------------------------------------
  {
    terms: [
      "operador de máquinas pesadas",
      "operador de equipamentos pesados",
      "operador de máquinas de terraplenagem",
      "operador de máquina rodoviária",
      "operador de máquinas de engenharia",
      "motorista de máquinas pesadas",
      "máquinas pesadas",
      "terraplenagem",
      "terraplanagem",
    ],
    narrower: [
      "operador de retroescavadeira",
      "operador de escavadeira",
      "operador de pá carregadeira",
      "operador de motoniveladora",
      "operador de rolo compactador",
    ],
    cbo: ["715125"],
    vocabulary: ["Operador de máquinas de engenharia"],
  },
  {
    terms: ["operador de retroescavadeira", "retroescavadeira", "retro-escavadeira", "operador de retro"],
    cbo: ["715115"],
    vocabulary: ["Operador de máquinas de engenharia"],
  },
  {
    terms: ["operador de escavadeira", "escavadeirista", "escavadeira hidráulica", "condutor de escavadeira"],
    cbo: ["715115"],
  },
  {
    terms: ["operador de pá carregadeira", "pá carregadeira", "pá mecânica"],
    cbo: ["715135"],
    vocabulary: ["Operador de máquinas de engenharia"],
  },
  {
    terms: ["operador de motoniveladora", "motoniveladora", "patrol", "operador de patrol", "patroleiro"],
    cbo: ["715130"],
    vocabulary: ["Operador de máquinas de engenharia"],
  },
  {
    terms: ["operador de rolo compactador", "rolo compactador", "rolo compressor", "operador de rolo"],
    cbo: ["715110"],
  },
  {
    terms: ["operador de guindaste", "guindasteiro", "operador de grua", "guincheiro"],
    cbo: ["782110", "782115"],
    vocabulary: ["Operador de guindaste"],
  },
  {
    terms: ["operador de munck", "munck", "guindauto", "motorista de caminhão-guindaste"],
    cbo: ["782515"],
  },

  // --- Customer service, retail ------------------------------------------------------------------
  {
    terms: [
      "operador de telemarketing",
      "telemarketing",
      "atendente de telemarketing",
      "teleoperador",
      "teleatendimento",
      "call center",
      "atendente de call center",
      "operador de call center",
      "sac",
      "atendente de sac",
    ],
    cbo: ["422305", "422310", "422315"],
  },
  {
    terms: ["vendedor", "consultor de vendas", "vendedor interno", "vendedor externo", "consultor comercial"],
    cbo: ["521110"],
  },
  {
    terms: ["operador de caixa", "caixa de loja", "caixa de supermercado", "atendente de caixa"],
    wider: ["caixa"],
    cbo: ["421125"],
  },
  {
    terms: ["repositor", "repositor de mercadorias", "arrumador de prateleiras", "auxiliar de reposição"],
    cbo: ["521125"],
  },

  // --- Cleaning, kitchen, production -------------------------------------------------------------
  {
    // 'ASG' is how postings abbreviate auxiliar de serviços gerais.
    terms: [
      "auxiliar de limpeza",
      "auxiliar de serviços gerais",
      "serviços gerais",
      "asg",
      "faxineiro",
      "servente de limpeza",
      "agente de limpeza",
    ],
    cbo: ["514320"],
  },
  {
    terms: ["cozinheiro", "cozinheiro industrial", "cozinheiro geral", "cozinheiro de restaurante"],
    cbo: ["513205"],
    vocabulary: ["Cozinheiro"],
  },
  {
    terms: [
      "auxiliar de produção",
      "ajudante de produção",
      "operador de produção",
      "alimentador de linha de produção",
      "auxiliar de linha de produção",
    ],
    cbo: ["784205"],
  },

  // --- Aviation, sea ---------------------------------------------------------------------------
  {
    terms: ["controlador de tráfego aéreo", "controlador de voo", "controle de tráfego aéreo", "tráfego aéreo", "atc"],
    cbo: ["342505"],
    vocabulary: ["Controle de Tráfego Aéreo"],
  },
  {
    terms: ["marinheiro de convés", "moço de convés", "marinheiro", "marinheiro auxiliar de convés"],
    cbo: ["782705", "782715"],
    vocabulary: ["Manobras e Reparos"],
  },
];

// --- Expansion ------------------------------------------------------------------------------------

/**
 * Lower case without accents; compatibility forms too ('ﬁ' is 'fi', '²' is '2'), so what remains
 * of a word is plain letters and digits.
 */
const fold = (text: string) => text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();

/**
 * The words of a text as to_tsquery may receive them: ASCII letters and digits only, so nothing a
 * user types is read as an operator, a weight or a prefix (a letter outside a-z splits the word,
 * and an unaccented Portuguese word has none).
 */
const wordsOf = (text: string) => fold(text).match(/[a-z0-9]+/g) ?? [];

/**
 * Articles and prepositions, all in PostgreSQL's Portuguese stop list (a test checks it): skipped
 * when phrases are compared ('técnico de enfermagem' is 'técnico em enfermagem') and never sent.
 */
export const SEARCH_STOP_WORDS: ReadonlySet<string> = new Set(
  "a o as os um uma de da do das dos e em no na nos nas num numa ao aos para por pelo pela pelos pelas com".split(" "),
);

/** No word is longer; a longer run of letters is not a word anyone looks for. */
const MAX_WORD_LENGTH = 40;
/** Words looked for at most (the board's query is 120 characters; a saved search may be longer). */
const MAX_WORDS = 16;

/** "motoristas" → "motorista", "caminhões" → "caminhao", "operadores" → "operador", "gerais" → "geral". */
function singular(word: string): string {
  if (word.length <= 3) return word;
  if (/[oa]es$/.test(word)) return `${word.slice(0, -3)}ao`;
  if (word.endsWith("ns")) return `${word.slice(0, -2)}m`;
  if (/[^aeiou]is$/.test(word)) return word;
  if (/(ais|eis|ois|uis)$/.test(word)) return `${word.slice(0, -2)}l`;
  if (/(res|zes)$/.test(word) && word.length > 4) return word.slice(0, -2);
  if (word.endsWith("s") && !word.endsWith("ss")) return word.slice(0, -1);
  return word;
}

/**
 * The word and, where the Portuguese stemmer gives its singular and plural different stems once
 * accents are gone ('caminhao' and 'caminhoes', 'geral' and 'gerais'), its other number too.
 */
function numberForms(word: string): Set<string> {
  const forms = new Set([word]);
  if (word.length <= 3) return forms;
  const stem = word.slice(0, -2);
  if (/[oa]es$/.test(word)) forms.add(`${word.slice(0, -3)}ao`);
  else if (word.endsWith("ao")) forms.add(`${stem}oes`);
  else if (/[aeou]is$/.test(word)) forms.add(`${stem}l`);
  else if (/[aeou]l$/.test(word)) forms.add(`${word.slice(0, -1)}is`);
  return forms;
}

/**
 * How a word is compared with the groups' words: singular, and a final 'a' read as 'o' so
 * 'técnica' is 'técnico' and 'enfermeira' is 'enfermeiro' (both sides alike, so 'motorista'
 * still equals 'motorista').
 */
function keyOf(word: string): string {
  const one = singular(word);
  return one.length > 3 && one.endsWith("a") ? `${one.slice(0, -1)}o` : one;
}

const contentWords = (text: string) => wordsOf(text).filter((w) => !SEARCH_STOP_WORDS.has(w));
/** A phrase's key: its words' keys in alphabetical order, so word order does not matter. */
const phraseKey = (words: readonly string[]) => words.map(keyOf).sort().join(" ");

interface Index {
  /** A term's key → its group. */
  terms: Map<string, number>;
  /** A wider word's key → the groups it leads to. */
  wider: Map<string, number[]>;
  /** The most words a term or wider word has. */
  longest: number;
  /** Each group's phrases to search: its terms and its narrower groups' terms, as word lists. */
  searched: string[][][];
}

function buildIndex(groups: readonly SynonymGroup[]): Index {
  const terms = new Map<string, number>();
  const wider = new Map<string, number[]>();
  const byName = new Map(groups.map((g, i) => [g.terms[0], i]));
  let longest = 1;
  groups.forEach((group, i) => {
    for (const term of group.terms) {
      const words = contentWords(term);
      longest = Math.max(longest, words.length);
      terms.set(phraseKey(words), i);
    }
    for (const word of group.wider ?? []) {
      const words = contentWords(word);
      longest = Math.max(longest, words.length);
      const key = phraseKey(words);
      wider.set(key, [...(wider.get(key) ?? []), i]);
    }
  });
  const searchedOf = (i: number, seen: Set<number>): string[][] => {
    if (seen.has(i)) return [];
    seen.add(i);
    const group = groups[i] as SynonymGroup;
    const narrower = (group.narrower ?? []).map((name) => byName.get(name) ?? -1).filter((n) => n >= 0);
    return [...group.terms.map(contentWords), ...narrower.flatMap((n) => searchedOf(n, seen))];
  };
  return { terms, wider, longest, searched: groups.map((_, i) => searchedOf(i, new Set())) };
}

const index = buildIndex(SYNONYM_GROUPS);

/** The groups a run of words names: the group whose term it is, or the groups its wider word leads to. */
function groupsNamed(words: readonly string[]): number[] {
  const key = phraseKey(words);
  const term = index.terms.get(key);
  return term === undefined ? (index.wider.get(key) ?? []) : [term];
}

/** A word as sent: itself, or both its numbers; limited to a weight when given. */
function lexemeOf(word: string, weight?: "A"): string {
  const forms = [...numberForms(word)].map((form) => (weight ? `${form}:${weight}` : form));
  return forms.length === 1 ? (forms[0] as string) : `(${forms.join(" | ")})`;
}

/** The words to look for: without stop words, each short enough to be a word, at most MAX_WORDS. */
const searchedWords = (text: string) =>
  contentWords(text)
    .filter((w) => w.length <= MAX_WORD_LENGTH)
    .slice(0, MAX_WORDS);

/**
 * Any of the typed words, without synonyms: what ranks a job among those that match, cheap to
 * compute over every match of a common word. Null when nothing is left to look for.
 */
export function anyTypedWordText(text: string): string | null {
  const words = searchedWords(text);
  return words.length === 0 ? null : words.map((w) => lexemeOf(w)).join(" | ");
}

/**
 * The text of a to_tsquery('portuguese', …) for the words: each run of words that names a synonym
 * group becomes `(typed | term | (two & words) | …)`, every other word stays as typed, all ANDed;
 * `weight` ('A', the title) limits every word to that part of the job's document. Only lower-case
 * ASCII words, `&`, `|`, parentheses and the weight reach to_tsquery, so no input makes it fail.
 * Null when the words hold nothing to look for (only stop words, punctuation, or nothing).
 */
export function searchTsQueryText(text: string, weight?: "A"): string | null {
  const words = searchedWords(text);
  if (words.length === 0) return null;
  const lexeme = (word: string) => lexemeOf(word, weight);
  const all = (phrase: readonly string[]) =>
    phrase.length === 1 ? lexeme(phrase[0] as string) : `(${phrase.map(lexeme).join(" & ")})`;

  const parts: string[] = [];
  let at = 0;
  while (at < words.length) {
    let size = Math.min(index.longest, words.length - at);
    let groups: number[] = [];
    for (; size > 1; size--) {
      groups = groupsNamed(words.slice(at, at + size));
      if (groups.length > 0) break;
    }
    if (size === 1) groups = groupsNamed(words.slice(at, at + 1));
    const typed = words.slice(at, at + size);
    if (groups.length === 0) {
      parts.push(lexeme(typed[0] as string));
    } else {
      const alternatives = new Set([all(typed), ...groups.flatMap((g) => (index.searched[g] ?? []).map(all))]);
      parts.push(`(${[...alternatives].join(" | ")})`);
    }
    at += size;
  }
  return parts.join(" & ");
}
