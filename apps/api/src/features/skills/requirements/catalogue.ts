// The canonical terms a job's requirement lines are reduced to ('CNH categoria E', 'Curso MOPP',
// 'Ensino médio completo', 'Excel'), so an occupation page can count what its jobs ask most and
// mark each term 'Você tem' / 'Falta' against a militar's profile. Chosen by hand for what
// Brazilian job ads for people leaving the forces ask: CNH and the CONTRAN specialised courses,
// the private-security credentials (Lei nº 14.967/2024), the NRs, schooling, office and IT tools,
// languages, the areas of experience and availability.
//
// Each term cites its sources, and a test checks every citation:
// - `cbo`: CBO 2002 ocupações whose title or sinônimos name the term in one of its patterns;
// - `vocabulary`: military vocabulary entries (by `term`) whose service really gives the term.
//   Conservative on purpose: service gives experience of an area (guard duty gives 'controle de
//   acesso'), not a civil credential (no specialty grants the CNV, MOPP, an NR certificate, the
//   CONTRAN courses or a CNH category, which the CV states), except where the military
//   qualification is that same course ('Brigada de incêndio', 'Operador de empilhadeira');
// - `paths`: learning paths whose modules teach the term's content. For the NRs this is the
//   norm's content as a module covers it, not the capacitação certificate an employer issues.
//
// Patterns are pt-BR phrases, matched after folding accents, case, plural and gender, with the
// connecting words ('de', 'em', 'com', 'para'…) skipped (./normalise.ts). The CNH categories, the
// NR numbers and schooling are read by rules in normalise.ts; their terms carry no patterns, or
// only the phrases the rules do not cover.

export interface RequirementTerm {
  /** Stable kebab-case id: "cnh-e", "curso-mopp", "ensino-medio". */
  key: string;
  /** pt-BR, as shown to the user: "CNH categoria E", "Curso MOPP", "Ensino médio completo". */
  label: string;
  /** Ways a line names it (pt-BR phrases; matched after folding accents, case, plural; filler words skipped). */
  patterns: readonly string[];
  /** Keys a holder of this term also holds (closed transitively by withImplied). */
  implies?: readonly string[];
  /** CBO 2002 ocupações (6 digits) whose title or sinônimos name it. */
  cbo?: readonly string[];
  /** Military vocabulary entries (their `term`) whose service grants it. */
  vocabulary?: readonly string[];
  /** Learning path slugs whose content teaches it. */
  paths?: readonly string[];
  /**
   * Held only by its own training or document (an NR course with its set hours, a CIPA mandate):
   * a trilha that teaches about it is shown for the gap, but its certificate does not grant it.
   */
  credential?: true;
}

export const REQUIREMENT_TERMS: readonly RequirementTerm[] = [
  // --- CNH (categories read by a rule: "CNH E", "Cat. D", "CNH AE", "habilitação categoria D") ---
  {
    key: "cnh",
    label: "CNH (qualquer categoria)",
    patterns: ["carteira nacional de habilitação", "carteira de motorista"],
  },
  { key: "cnh-a", label: "CNH categoria A", patterns: ["habilitação para moto"], implies: ["cnh"] },
  { key: "cnh-b", label: "CNH categoria B", patterns: [], implies: ["cnh"] },
  { key: "cnh-c", label: "CNH categoria C", patterns: [], implies: ["cnh-b"] },
  { key: "cnh-d", label: "CNH categoria D", patterns: [], implies: ["cnh-c"] },
  { key: "cnh-e", label: "CNH categoria E", patterns: [], implies: ["cnh-d"] },
  {
    key: "cnh-ear",
    label: "CNH com EAR (exerce atividade remunerada)",
    patterns: ["EAR", "exerce atividade remunerada", "atividade remunerada na CNH"],
    implies: ["cnh"],
  },

  // --- Driving: CONTRAN specialised courses and other driver courses -----------------------------
  {
    key: "curso-mopp",
    label: "Curso MOPP (transporte de produtos perigosos)",
    patterns: [
      "MOPP",
      "movimentação operacional de produtos perigosos",
      "transporte de produtos perigosos",
      "curso de produtos perigosos",
      "motorista de produtos perigosos",
    ],
    cbo: ["352310"],
  },
  {
    key: "curso-transporte-coletivo",
    label: "Curso de transporte coletivo de passageiros",
    patterns: [
      "curso de transporte coletivo",
      "transporte coletivo de passageiros",
      "curso de transporte de passageiros",
    ],
  },
  {
    key: "curso-transporte-escolar",
    label: "Curso de transporte escolar",
    patterns: ["transporte escolar", "condutor escolar", "motorista escolar"],
  },
  {
    key: "curso-veiculos-emergencia",
    label: "Curso de condutor de veículos de emergência",
    patterns: [
      "veículo de emergência",
      "condutor de ambulância",
      "motorista de ambulância",
      "condução de veículos de emergência",
    ],
    cbo: ["782320"],
  },
  {
    key: "curso-motofrete",
    label: "Curso de motofretista",
    patterns: ["motofrete", "motofretista", "mototaxista", "curso de motoboy"],
    cbo: ["519110"],
  },
  {
    key: "curso-cargas-indivisiveis",
    label: "Curso de transporte de cargas indivisíveis",
    patterns: ["cargas indivisíveis", "carga indivisível", "cargas excedentes"],
  },
  {
    key: "direcao-defensiva",
    label: "Curso de direção defensiva",
    patterns: ["direção defensiva", "pilotagem defensiva"],
  },
  {
    key: "direcao-evasiva",
    label: "Curso de direção evasiva",
    patterns: ["direção evasiva", "direção ofensiva"],
  },

  // --- Driving experience -------------------------------------------------------------------------
  {
    key: "conducao-caminhao",
    label: "Experiência com caminhão",
    patterns: [
      "caminhão",
      "caminhoneiro",
      "motorista de caminhão",
      "veículos pesados",
      "caminhão truck",
      "truck",
      "caminhão toco",
      "caçamba",
      "caminhão-pipa",
      "caminhão baú",
      "motorista truckeiro",
      "veículo de carga",
    ],
    cbo: ["782505", "782510"],
    vocabulary: ["Motorista de viatura", "Motorista militar", "Motorista"],
  },
  {
    key: "conducao-carreta",
    label: "Experiência com carreta ou bitrem",
    patterns: ["carreta", "carreteiro", "bitrem", "rodotrem", "cavalo mecânico", "bitruck", "treminhão", "vanderleia"],
    implies: ["conducao-caminhao"],
  },
  {
    key: "conducao-onibus",
    label: "Experiência com ônibus (transporte de passageiros)",
    patterns: ["ônibus", "micro-ônibus", "transporte de passageiros", "motorista de van", "fretamento"],
    cbo: ["782405", "782410"],
  },

  // --- Private security: credentials ---------------------------------------------------------------
  {
    key: "curso-formacao-vigilante",
    label: "Curso de formação de vigilante",
    patterns: [
      "curso de formação de vigilante",
      "curso de vigilante",
      "formação de vigilante",
      "vigilante formado",
      "curso de segurança privada",
      "formação em segurança privada",
    ],
  },
  {
    key: "reciclagem-vigilante",
    label: "Reciclagem de vigilante em dia",
    patterns: ["reciclagem", "reciclagem de vigilante"],
    implies: ["curso-formacao-vigilante"],
  },
  {
    key: "cnv",
    label: "CNV (Carteira Nacional de Vigilante)",
    patterns: ["CNV", "carteira nacional de vigilante", "carteira de vigilante"],
    implies: ["curso-formacao-vigilante"],
  },
  {
    key: "extensao-escolta-armada",
    label: "Extensão em escolta armada",
    patterns: [
      "extensão em escolta armada",
      "curso de escolta armada",
      "extensão de escolta",
      "especialização em escolta armada",
      "reciclagem de escolta armada",
    ],
    implies: ["curso-formacao-vigilante"],
  },
  {
    key: "extensao-seguranca-pessoal",
    label: "Extensão em segurança pessoal privada",
    patterns: [
      "extensão em segurança pessoal",
      "curso de segurança pessoal",
      "segurança pessoal privada",
      "especialização em segurança pessoal",
    ],
    implies: ["curso-formacao-vigilante"],
  },
  {
    key: "extensao-transporte-valores",
    label: "Extensão em transporte de valores",
    patterns: ["extensão em transporte de valores", "curso de transporte de valores", "carro-forte", "carro forte"],
    implies: ["curso-formacao-vigilante"],
  },
  {
    key: "curso-apac",
    label: "Curso de agente de proteção da aviação civil (APAC)",
    patterns: [
      "APAC",
      "agente de proteção da aviação civil",
      "agente de proteção aeroportuária",
      "agente de proteção de aeroporto",
    ],
    cbo: ["517305"],
  },

  // --- Private security: experience ----------------------------------------------------------------
  {
    key: "seguranca-patrimonial",
    label: "Experiência em segurança patrimonial / vigilância",
    patterns: [
      "segurança patrimonial",
      "vigilância patrimonial",
      "vigilante",
      "vigilância",
      "vigia",
      "vigia noturno",
      "guarda patrimonial",
      "agente de segurança",
      "segurança privada",
      "posto de vigilância",
      "segurança de eventos",
    ],
    cbo: ["517330", "517420", "510310"],
    vocabulary: [
      "Serviço de guarda",
      "Sentinela e guarda do quartel",
      "Guarda e Segurança",
      "Polícia do Exército",
      "Infantaria",
    ],
  },
  {
    key: "rondas",
    label: "Experiência em rondas e patrulhamento",
    patterns: ["ronda", "rondante", "patrulhamento", "patrulha", "ronda motorizada"],
    cbo: ["517330"],
    vocabulary: [
      "Infantaria",
      "Serviço de guarda",
      "Polícia do Exército",
      "Policiamento ostensivo",
      "Radiopatrulha",
      "Rondas ostensivas táticas (ROTAM)",
      "Motopatrulhamento",
      "Ronda escolar",
    ],
  },
  {
    key: "controle-acesso",
    label: "Experiência em controle de acesso / portaria",
    patterns: [
      "controle de acesso",
      "controlador de acesso",
      "portaria",
      "porteiro",
      "recepção de visitantes",
      "controle de entrada e saída de pessoas",
      "guarita",
      "agente de portaria",
    ],
    cbo: ["517410", "517415"],
    vocabulary: [
      "Serviço de guarda",
      "Sentinela e guarda do quartel",
      "Polícia do Exército",
      "Policiamento de guarda em fóruns",
      "Guarda e Segurança",
    ],
  },
  {
    key: "cftv",
    label: "Experiência com CFTV e monitoramento",
    patterns: [
      "CFTV",
      "circuito fechado de TV",
      "videomonitoramento",
      "monitoramento de câmeras",
      "monitoramento por câmeras",
      "central de monitoramento",
      "operador de monitoramento",
      "monitoramento eletrônico",
      "monitoramento de alarmes",
    ],
    vocabulary: ["Operador de CFTV", "Operador de videomonitoramento"],
  },
  {
    key: "escolta",
    label: "Experiência em escolta (cargas, comboios)",
    patterns: ["escolta", "escolta armada", "escolta de carga", "escolta de comboio", "escoltas"],
    vocabulary: ["Escolta e segurança de autoridades"],
  },
  {
    key: "seguranca-pessoal",
    label: "Experiência em segurança pessoal / proteção executiva",
    patterns: [
      "segurança pessoal",
      "proteção executiva",
      "guarda-costas",
      "escolta de autoridades",
      "segurança de autoridades",
      "proteção de autoridades",
      "segurança de executivos",
    ],
    cbo: ["517310"],
    vocabulary: ["Escolta e segurança de autoridades", "Segurança de autoridades"],
  },
  {
    key: "prevencao-perdas",
    label: "Experiência em prevenção de perdas",
    patterns: ["prevenção de perdas", "fiscal de prevenção", "fiscal de loja", "agente de prevenção de perdas"],
  },
  {
    key: "supervisao-seguranca",
    label: "Experiência em supervisão de segurança",
    patterns: [
      "supervisão de segurança",
      "supervisor de segurança",
      "supervisor de vigilantes",
      "supervisão de vigilantes",
      "inspetor de segurança",
      "líder de segurança",
    ],
    implies: ["seguranca-patrimonial", "lideranca"],
    cbo: ["510310"],
  },

  // --- Fire, rescue, first aid ---------------------------------------------------------------------
  {
    key: "bombeiro-civil",
    label: "Formação de bombeiro civil",
    patterns: [
      "bombeiro civil",
      "bombeiro profissional civil",
      "NBR 14608",
      "bombeiro civil com reciclagem",
      "bombeiro de empresa",
    ],
    implies: ["brigadista", "primeiros-socorros", "combate-incendio"],
    cbo: ["517110"],
  },
  {
    key: "brigadista",
    label: "Curso de brigada de incêndio (brigadista)",
    patterns: ["brigada de incêndio", "brigadista", "brigada de emergência", "NBR 14276", "brigadista de incêndio"],
    implies: ["combate-incendio", "primeiros-socorros"],
    vocabulary: ["Brigada de incêndio", "Instrutor de brigada"],
  },
  {
    key: "combate-incendio",
    label: "Experiência em prevenção e combate a incêndio",
    patterns: [
      "combate a incêndio",
      "prevenção e combate a incêndio",
      "prevenção de incêndio",
      "bombeiro",
      "incêndio",
      "bombeiro militar",
    ],
    vocabulary: ["Combate a incêndio", "Bombeiro", "Brigada de incêndio", "Chefe de guarnição"],
  },
  {
    key: "primeiros-socorros",
    label: "Primeiros socorros",
    patterns: ["primeiros socorros", "suporte básico de vida", "noções de socorro"],
    vocabulary: [
      "Socorrista",
      "Atendimento pré-hospitalar (APH)",
      "Auxiliar de saúde",
      "Técnico de enfermagem",
      "Guarda-vidas",
    ],
  },
  {
    key: "aph",
    label: "Curso de APH / socorrista",
    patterns: ["APH", "atendimento pré-hospitalar", "socorrista", "resgatista", "APH tático"],
    implies: ["primeiros-socorros"],
    cbo: ["515135"],
    vocabulary: ["Socorrista", "Atendimento pré-hospitalar (APH)"],
  },

  // --- Normas Regulamentadoras (numbers read by a rule: "NR-10", "NR 35", "NR10/35") ---------------
  {
    key: "cipa",
    label: "NR-5 (CIPA)",
    patterns: ["CIPA", "cipeiro", "comissão interna de prevenção de acidentes"],
    paths: ["seguranca-do-trabalho"],
    credential: true,
  },
  {
    key: "nr-10",
    label: "NR-10 (segurança em eletricidade)",
    patterns: ["segurança em instalações e serviços em eletricidade"],
    paths: ["seguranca-do-trabalho"],
    credential: true,
  },
  {
    key: "nr-10-sep",
    label: "NR-10 SEP (sistema elétrico de potência)",
    patterns: ["SEP", "sistema elétrico de potência"],
    implies: ["nr-10"],
  },
  {
    key: "nr-11",
    label: "NR-11 (transporte e movimentação de materiais)",
    patterns: [],
    paths: ["logistica-e-armazenagem"],
    credential: true,
  },
  {
    key: "nr-12",
    label: "NR-12 (segurança em máquinas e equipamentos)",
    patterns: [],
    paths: ["seguranca-do-trabalho"],
    credential: true,
  },
  { key: "nr-18", label: "NR-18 (segurança na construção)", patterns: [] },
  { key: "nr-20", label: "NR-20 (inflamáveis e combustíveis)", patterns: [] },
  {
    key: "nr-33",
    label: "NR-33 (espaço confinado)",
    patterns: ["espaço confinado", "espaços confinados", "vigia de espaço confinado"],
    paths: ["seguranca-do-trabalho"],
    credential: true,
  },
  {
    key: "nr-35",
    label: "NR-35 (trabalho em altura)",
    patterns: ["trabalho em altura", "trabalhos em altura"],
    paths: ["seguranca-do-trabalho"],
    credential: true,
  },

  // --- Equipment operation --------------------------------------------------------------------------
  {
    key: "operador-empilhadeira",
    label: "Curso de operador de empilhadeira",
    patterns: [
      "empilhadeira",
      "empilhadeirista",
      "operador de empilhadeira",
      "retrátil",
      "empilhadeira retrátil",
      "paleteira elétrica",
    ],
    cbo: ["782220"],
    vocabulary: ["Operador de empilhadeira"],
  },
  {
    key: "operador-guindaste",
    label: "Operação de guindaste / munck",
    patterns: ["guindaste", "guindasteiro", "munck", "guindauto", "caminhão munck", "ponte rolante"],
    cbo: ["782110", "782115"],
    vocabulary: ["Operador de guindaste"],
  },
  {
    key: "operador-maquinas-pesadas",
    label: "Operação de máquinas pesadas",
    patterns: [
      "máquinas pesadas",
      "retroescavadeira",
      "pá carregadeira",
      "motoniveladora",
      "escavadeira",
      "rolo compactador",
      "trator de esteira",
      "operador de máquinas de terraplenagem",
      "máquinas de linha amarela",
    ],
    cbo: ["715125", "715135"],
    vocabulary: ["Operador de máquinas de engenharia"],
  },

  // --- Schooling (read by rules too: "Superior em Logística", "técnico em …", "cursando") ----------
  {
    key: "ensino-fundamental",
    label: "Ensino fundamental completo",
    patterns: [
      "ensino fundamental",
      "fundamental completo",
      "fundamental incompleto",
      "primeiro grau",
      "1º grau",
      "nível fundamental",
      "ens fundamental",
    ],
  },
  {
    key: "ensino-medio",
    label: "Ensino médio completo",
    patterns: [
      "ensino médio",
      "médio completo",
      "nível médio",
      "segundo grau",
      "2º grau",
      "ens médio",
      "colegial completo",
    ],
    implies: ["ensino-fundamental"],
  },
  {
    key: "ensino-tecnico",
    label: "Curso técnico",
    patterns: ["curso técnico", "ensino técnico", "formação técnica", "nível técnico", "técnico completo"],
    implies: ["ensino-medio"],
  },
  {
    key: "ensino-superior-cursando",
    label: "Ensino superior (cursando ou completo)",
    patterns: ["superior cursando", "cursando superior", "superior incompleto", "cursando graduação"],
    implies: ["ensino-medio"],
  },
  {
    key: "ensino-superior",
    label: "Ensino superior completo",
    patterns: [
      "ensino superior",
      "nível superior",
      "formação superior",
      "curso superior",
      "superior completo",
      "graduação",
      "graduado",
      "bacharel",
      "bacharelado",
      "licenciatura",
      "tecnólogo",
      "ensino superior completo",
    ],
    implies: ["ensino-superior-cursando", "ensino-medio"],
  },
  {
    key: "pos-graduacao",
    label: "Pós-graduação",
    patterns: ["pós-graduação", "pós graduado", "MBA", "especialização lato sensu"],
    implies: ["ensino-superior"],
  },

  // --- Fields (of schooling or experience) -----------------------------------------------------------
  {
    key: "logistica",
    label: "Logística",
    patterns: ["logística", "operações logísticas", "cadeia de suprimentos", "supply chain", "logística de transporte"],
    cbo: ["342125", "391115"],
    vocabulary: ["Logística", "Logística e transporte (P4)", "Intendência", "Suprimento"],
    paths: ["logistica-e-armazenagem"],
  },
  {
    key: "administracao",
    label: "Administração / rotinas administrativas",
    patterns: [
      "administração",
      "rotinas administrativas",
      "rotina administrativa",
      "auxiliar administrativo",
      "assistente administrativo",
      "serviços administrativos",
      "gestão administrativa",
      "administração de empresas",
    ],
    vocabulary: ["Auxiliar administrativo", "Administração", "Escrita"],
  },
  {
    key: "engenharia",
    label: "Engenharia",
    patterns: ["engenharia", "engenheiro"],
  },
  {
    key: "gestao-pessoas",
    label: "Gestão de pessoas / RH",
    patterns: [
      "gestão de pessoas",
      "recursos humanos",
      "RH",
      "departamento pessoal",
      "DP",
      "departamento de pessoal",
      "folha de pagamento",
      "legislação trabalhista",
      "rotinas de DP",
    ],
    vocabulary: ["Seção de pessoal", "Gestão de pessoas (P1)", "Pagamento de pessoal"],
  },
  {
    key: "ti",
    label: "Tecnologia da informação (TI)",
    patterns: [
      "TI",
      "tecnologia da informação",
      "sistemas de informação",
      "ciência da computação",
      "análise e desenvolvimento de sistemas",
      "técnico em informática",
      "engenharia da computação",
    ],
    vocabulary: ["Informática", "Processamento de Dados", "Suporte de informática"],
  },
  {
    key: "seguranca-trabalho",
    label: "Segurança do trabalho",
    patterns: [
      "segurança do trabalho",
      "técnico em segurança do trabalho",
      "técnico de segurança do trabalho",
      "TST",
      "saúde e segurança do trabalho",
      "SST",
    ],
    cbo: ["351605"],
    vocabulary: ["Técnico em segurança do trabalho", "Segurança do trabalho"],
    paths: ["seguranca-do-trabalho"],
  },
  {
    key: "enfermagem",
    label: "Enfermagem",
    patterns: ["enfermagem", "técnico de enfermagem", "auxiliar de enfermagem", "enfermeiro"],
    cbo: ["322205", "322230"],
    vocabulary: ["Técnico de enfermagem", "Enfermagem"],
  },
  {
    key: "coren",
    label: "Registro no COREN",
    patterns: ["COREN", "conselho regional de enfermagem"],
  },
  {
    key: "telecomunicacoes",
    label: "Telecomunicações",
    patterns: ["telecomunicações", "telecom", "telefonia", "radiocomunicação", "rádio comunicação"],
    vocabulary: ["Telecomunicações", "Comunicações", "Operador de rádio"],
  },
  {
    key: "construcao-civil",
    label: "Experiência em construção civil / obras",
    patterns: [
      "construção civil",
      "obra",
      "obras",
      "edificações",
      "canteiro de obras",
      "mestre de obras",
      "obras de infraestrutura",
      "alvenaria",
    ],
    vocabulary: ["Pedreiro", "Obras", "Edificações", "Técnico em edificações"],
  },
  {
    key: "leitura-projetos",
    label: "Leitura e interpretação de projetos e desenho técnico",
    patterns: [
      "leitura de projeto",
      "leitura de desenho",
      "interpretação de projeto",
      "interpretação de desenho",
      "desenho técnico",
      "leitura de plantas",
      "leitura de projeto estrutural",
    ],
  },

  // --- Maintenance ------------------------------------------------------------------------------------
  {
    key: "mecanica",
    label: "Mecânica (manutenção mecânica)",
    patterns: ["mecânica", "mecânico", "manutenção mecânica", "técnico em mecânica", "mecânica industrial"],
    vocabulary: ["Técnico em mecânica", "Mecânica", "Artífice de Mecânica"],
  },
  {
    key: "manutencao-veiculos",
    label: "Manutenção de veículos / frota",
    patterns: [
      "manutenção de veículos",
      "manutenção de frota",
      "mecânica automotiva",
      "mecânico automotivo",
      "mecânico de veículos",
      "mecânica de veículos",
      "oficina",
      "oficina mecânica",
      "injeção eletrônica",
      "manutenção veicular",
      "manutenção preventiva de veículos",
      "mecânico de automóveis",
    ],
    implies: ["mecanica"],
    vocabulary: [
      "Manutenção de viatura auto",
      "Mecânico de viaturas",
      "Manutenção de viaturas",
      "Manutenção de viatura blindada",
    ],
  },
  {
    key: "mecanica-diesel",
    label: "Mecânica diesel / linha pesada",
    patterns: [
      "mecânica diesel",
      "mecânico diesel",
      "motores diesel",
      "motor diesel",
      "linha pesada",
      "mecânico de caminhão",
      "mecânica de caminhões",
      "mecânico de linha pesada",
      "mecânico de máquinas pesadas",
      "mecânico de veículos pesados",
    ],
    implies: ["manutencao-veiculos"],
    vocabulary: ["Motores", "Manutenção de equipamentos de engenharia"],
  },
  {
    key: "auto-eletrica",
    label: "Elétrica automotiva (autoelétrica)",
    patterns: [
      "autoelétrica",
      "auto elétrica",
      "eletricista de autos",
      "elétrica automotiva",
      "eletricista automotivo",
      "eletricista de veículos",
    ],
    cbo: ["953115"],
    vocabulary: ["Eletricista de viaturas"],
  },
  {
    key: "eletrica",
    label: "Elétrica (instalações e manutenção elétrica)",
    patterns: [
      "elétrica",
      "eletricista",
      "instalações elétricas",
      "manutenção elétrica",
      "eletrotécnica",
      "eletrotécnico",
      "elétrica predial",
      "elétrica industrial",
      "eletricista de manutenção",
      "eletromecânica",
    ],
    cbo: ["715615", "951105"],
    vocabulary: [
      "Eletricista de instalações",
      "Eletricidade",
      "Técnico em eletrotécnica",
      "Eletrotécnica",
      "Eletromecânica",
    ],
  },
  {
    key: "manutencao-predial",
    label: "Manutenção predial",
    patterns: [
      "manutenção predial",
      "manutenção geral",
      "manutenção de edificações",
      "conservação predial",
      "zelador",
      "zeladoria",
      "manutenção de instalações",
      "serviços gerais de manutenção",
    ],
    vocabulary: ["Manutenção predial"],
  },
  {
    key: "hidraulica",
    label: "Instalações hidráulicas",
    patterns: ["hidráulica", "encanador", "bombeiro hidráulico", "instalações hidráulicas", "encanamento"],
    vocabulary: ["Encanador"],
  },
  {
    key: "refrigeracao",
    label: "Refrigeração e climatização",
    patterns: ["refrigeração", "climatização", "ar-condicionado", "ar condicionado", "frigorista", "câmara fria"],
    vocabulary: ["Mecânico de refrigeração"],
  },
  {
    key: "solda",
    label: "Solda",
    patterns: ["solda", "soldador", "soldagem", "solda MIG", "solda TIG", "eletrodo revestido"],
    cbo: ["724315", "724325"],
    vocabulary: ["Soldador", "Artífice de Metalurgia", "Metalurgia"],
  },
  {
    key: "gestao-frota",
    label: "Gestão e controle de frota",
    patterns: [
      "gestão de frota",
      "controle de frota",
      "gerenciamento de frota",
      "analista de frota",
      "gestor de frota",
      "gerente de frota",
    ],
    cbo: ["141605"],
    vocabulary: ["Encarregado de transporte"],
  },

  // --- Logistics and warehouse ---------------------------------------------------------------------
  {
    key: "controle-estoque",
    label: "Controle de estoque / almoxarifado",
    patterns: [
      "estoque",
      "controle de estoque",
      "almoxarifado",
      "almoxarife",
      "estoquista",
      "inventário",
      "controle de materiais",
      "controle de material",
      "gestão de estoque",
    ],
    cbo: ["414105", "410205"],
    vocabulary: ["Almoxarife", "Paiol", "Suprimento Técnico", "Auxiliar de suprimento"],
    paths: ["logistica-e-armazenagem"],
  },
  {
    key: "armazenagem",
    label: "Experiência em armazém / centro de distribuição",
    patterns: [
      "armazém",
      "armazenagem",
      "armazenista",
      "centro de distribuição",
      "CD",
      "depósito",
      "armazém alfandegado",
      "separação de pedidos",
      "picking",
      "movimentação de cargas",
      "movimentação de materiais",
      "carga e descarga",
    ],
    cbo: ["414110"],
    paths: ["logistica-e-armazenagem"],
  },
  {
    key: "conferencia",
    label: "Conferência de cargas e mercadorias (recebimento e expedição)",
    patterns: [
      "conferente",
      "conferência de carga",
      "conferência de mercadorias",
      "conferência de notas",
      "recebimento e expedição",
      "recebimento de mercadorias",
      "expedição",
    ],
    cbo: ["414215"],
    vocabulary: ["Despacho de cargas"],
    paths: ["logistica-e-armazenagem"],
  },
  {
    key: "wms",
    label: "Sistema WMS",
    patterns: ["WMS", "sistema de gerenciamento de armazém", "warehouse management"],
    paths: ["logistica-e-armazenagem"],
  },
  {
    key: "coletor-dados",
    label: "Coletor de dados / leitor de código de barras",
    patterns: ["coletor de dados", "leitor de código de barras", "código de barras", "radiofrequência"],
    paths: ["logistica-e-armazenagem"],
  },
  {
    key: "compras",
    label: "Compras e suprimentos",
    patterns: ["compras", "comprador", "suprimentos", "licitações", "licitação", "cotação de preços", "pregão"],
    vocabulary: ["Licitações e contratos", "Licitações e compras"],
  },

  // --- Office and IT tools -----------------------------------------------------------------------------
  {
    key: "informatica-basica",
    label: "Informática básica",
    patterns: [
      "informática",
      "informática básica",
      "noções de informática",
      "conhecimentos de informática",
      "computador",
      "conhecimento em informática",
      "internet",
    ],
    paths: ["ferramentas-de-escritorio"],
  },
  {
    key: "excel",
    label: "Excel / planilhas",
    patterns: ["Excel", "planilha", "planilhas eletrônicas", "Google Planilhas", "LibreOffice Calc"],
    implies: ["informatica-basica"],
    paths: ["ferramentas-de-escritorio"],
  },
  {
    key: "pacote-office",
    label: "Pacote Office",
    patterns: [
      "pacote Office",
      "Office",
      "MS Office",
      "Microsoft Office",
      "Word",
      "PowerPoint",
      "LibreOffice",
      "editor de texto",
      "Google Workspace",
    ],
    implies: ["excel", "informatica-basica"],
    paths: ["ferramentas-de-escritorio"],
  },
  {
    key: "digitacao",
    label: "Digitação",
    patterns: ["digitação", "digitador"],
  },
  {
    key: "erp",
    label: "Sistema ERP",
    patterns: ["ERP", "sistema integrado de gestão", "TOTVS", "Protheus"],
  },
  {
    key: "sap",
    label: "SAP",
    patterns: ["SAP", "SAP MM", "SAP SD", "SAP WM"],
    implies: ["erp"],
  },
  {
    key: "power-bi",
    label: "Power BI",
    patterns: ["Power BI", "PowerBI"],
  },
  {
    key: "autocad",
    label: "AutoCAD",
    patterns: ["AutoCAD", "CAD"],
    vocabulary: ["Desenho", "Desenho de Arquitetura"],
  },
  {
    key: "suporte-ti",
    label: "Suporte técnico de TI / help desk",
    patterns: [
      "suporte técnico",
      "help desk",
      "helpdesk",
      "service desk",
      "suporte ao usuário",
      "suporte de TI",
      "manutenção de computadores",
      "atendimento de chamados",
      "suporte em informática",
    ],
    cbo: ["317210"],
    vocabulary: ["Informática", "Suporte de informática", "Processamento de Dados"],
    paths: ["suporte-de-ti"],
  },
  {
    key: "redes",
    label: "Redes de computadores",
    patterns: [
      "redes",
      "redes de computadores",
      "cabeamento estruturado",
      "infraestrutura de redes",
      "TCP/IP",
      "roteadores",
      "switches",
      "VLAN",
      "VPN",
    ],
    cbo: ["212310"],
    vocabulary: ["Instalador de linhas e redes", "Suporte de informática"],
    paths: ["suporte-de-ti"],
  },
  {
    key: "windows",
    label: "Windows",
    patterns: ["Windows", "Windows Server", "Active Directory"],
    paths: ["suporte-de-ti"],
  },
  {
    key: "linux",
    label: "Linux",
    patterns: ["Linux", "Ubuntu", "Red Hat"],
    paths: ["suporte-de-ti"],
  },
  {
    key: "itil",
    label: "ITIL",
    patterns: ["ITIL", "gestão de serviços de TI"],
    paths: ["suporte-de-ti"],
  },
  {
    key: "seguranca-informacao",
    label: "Segurança da informação",
    patterns: ["segurança da informação", "cibersegurança", "segurança cibernética", "SIEM", "firewalls", "Security+"],
    vocabulary: ["Defesa cibernética"],
  },

  // --- Languages ------------------------------------------------------------------------------------------
  {
    key: "ingles",
    label: "Inglês",
    patterns: ["inglês", "idioma inglês", "língua inglesa", "english"],
  },
  {
    key: "espanhol",
    label: "Espanhol",
    patterns: ["espanhol", "idioma espanhol", "língua espanhola"],
  },

  // --- People and service ----------------------------------------------------------------------------------
  {
    key: "lideranca",
    label: "Liderança / gestão de equipes",
    patterns: [
      "liderança",
      "liderança de equipes",
      "gestão de equipes",
      "gestão de equipe",
      "coordenação de equipes",
      "supervisão de equipes",
      "líder",
      "liderar equipes",
      "supervisão",
      "supervisor",
      "chefia",
      "encarregado",
    ],
    vocabulary: [
      "Comandante de grupo",
      "Comandante de pelotão",
      "Comandante de companhia",
      "Comandante de grupo de combate",
      "Chefe de guarnição",
    ],
    paths: ["lideranca-de-equipes-civis"],
  },
  {
    key: "atendimento-cliente",
    label: "Atendimento ao cliente",
    patterns: [
      "atendimento ao cliente",
      "atendimento ao público",
      "atendimento",
      "relacionamento com cliente",
      "SAC",
      "recepção",
      "atendimento ao usuário",
    ],
  },
  {
    key: "vendas",
    label: "Vendas",
    patterns: ["vendas", "vendedor", "vendas consultivas", "representação comercial", "representante comercial"],
  },
  {
    key: "cozinha",
    label: "Cozinha industrial / preparo de alimentos",
    patterns: ["cozinha industrial", "cozinheiro", "cozinha", "preparo de alimentos", "boas práticas de manipulação"],
    cbo: ["513215"],
    vocabulary: ["Cozinheiro", "Rancho"],
  },
  {
    key: "reservista",
    label: "Certificado de reservista",
    patterns: ["certificado de reservista", "reservista", "quitação com o serviço militar", "serviço militar"],
  },

  // --- Availability ----------------------------------------------------------------------------------------
  {
    key: "disponibilidade-viagens",
    label: "Disponibilidade para viagens",
    patterns: ["viagens", "viajar", "pernoitar fora", "pernoite", "trabalho externo com viagens"],
  },
  {
    key: "escala-noturna",
    label: "Disponibilidade para trabalho noturno",
    patterns: [
      "escala noturna",
      "turno da noite",
      "trabalhar à noite",
      "período noturno",
      "noturno",
      "turno noturno",
      "trabalho noturno",
      "horário noturno",
    ],
  },
  {
    key: "escala-12x36",
    label: "Escala 12x36",
    patterns: ["12x36", "12 x 36", "doze por trinta e seis"],
  },
  {
    key: "disponibilidade-turnos",
    label: "Disponibilidade para turnos",
    patterns: ["turnos", "turno", "escala de revezamento", "turnos de revezamento", "escala 6x1", "escala 5x2"],
  },
  {
    key: "sobreaviso",
    label: "Disponibilidade para plantão / sobreaviso",
    patterns: [
      "sobreaviso",
      "plantão",
      "plantões",
      "atendimento de urgência",
      "atendimentos emergenciais",
      "chamados de emergência",
    ],
  },
  {
    key: "fins-de-semana",
    label: "Disponibilidade aos fins de semana e feriados",
    patterns: ["fins de semana", "fim de semana", "finais de semana", "sábados", "domingos e feriados", "feriados"],
  },
  {
    key: "disponibilidade-mudanca",
    label: "Disponibilidade para mudança de cidade",
    patterns: [
      "mudança de cidade",
      "mudança",
      "disponibilidade para transferência",
      "morar em outra cidade",
      "relocação",
    ],
  },
];
