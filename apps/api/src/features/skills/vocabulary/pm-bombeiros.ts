// Vocabulary of the Polícias Militares and Corpos de Bombeiros Militares, then the functions every
// force has (guard, command, administration, logistics, support), mapped to civilian CBO 2002
// occupations. Six-digit codes are used where a família mixes distinct jobs (e.g. 5171, 5173).
import type { VocabularyEntry } from "./types";

export const POLICIA_MILITAR: readonly VocabularyEntry[] = [
  {
    term: "Policiamento ostensivo",
    aliases: [
      "policiamento ostensivo geral",
      "patrulhamento a pé",
      "policiamento preventivo",
      "policiamento ordinário",
      "patrulheiro",
    ],
    branches: ["pm"],
    kind: "funcao",
    families: [
      {
        code: "517215",
        reason: "O patrulhamento preventivo nas ruas é o serviço da guarda civil municipal.",
      },
      {
        code: "517330",
        reason: "Prevenir e responder a ocorrências num posto ou área é o trabalho do vigilante.",
      },
      {
        code: "510310",
        reason: "Coordenar patrulheiros e postos equivale a supervisionar uma equipe de vigilantes.",
        level: "supervisao",
      },
      {
        code: "2526",
        reason: "Planejar o policiamento de um setor prepara para gerir a segurança de uma empresa.",
        level: "gestao",
      },
    ],
  },
  {
    term: "Radiopatrulha",
    aliases: [
      "radiopatrulhamento",
      "patrulhamento motorizado",
      "policiamento motorizado",
      "patrulheiro de viatura",
      "patrulha em viatura",
    ],
    branches: ["pm"],
    kind: "funcao",
    families: [
      {
        code: "517215",
        reason: "Patrulhar de viatura e atender chamados é a rotina da guarda civil municipal.",
      },
      {
        code: "517330",
        reason: "Rondas motorizadas e resposta a alarmes são serviço do vigilante de segurança privada.",
      },
      {
        code: "782305",
        reason: "Dirigir viatura em patrulha prepara para motorista de segurança ou executivo.",
      },
      {
        code: "510310",
        reason: "Chefiar a guarnição da viatura equivale a supervisionar vigilantes em ronda.",
        level: "supervisao",
      },
    ],
  },
  {
    term: "Policiamento de trânsito",
    aliases: [
      "policiamento de trânsito urbano",
      "BPTran",
      "fiscalização de trânsito",
      "agente de trânsito",
      "operação de trânsito",
    ],
    branches: ["pm"],
    kind: "especialidade",
    families: [
      {
        code: "517220",
        reason: "Fiscalizar, autuar e orientar o trânsito é exatamente o trabalho do agente de trânsito.",
      },
      {
        code: "517215",
        reason: "Muitas guardas civis municipais fazem a fiscalização do trânsito da cidade.",
      },
    ],
  },
  {
    term: "Policiamento rodoviário",
    aliases: ["polícia rodoviária estadual", "BPRv", "CPRv", "patrulhamento rodoviário", "policial rodoviário"],
    branches: ["pm"],
    kind: "especialidade",
    families: [
      {
        code: "517210",
        reason: "A fiscalização de rodovias que você fazia é a do policial rodoviário federal (concurso).",
      },
      {
        code: "517220",
        reason: "Agentes de trânsito de DERs e municípios fazem a mesma fiscalização de vias.",
      },
    ],
  },
  {
    term: "Policiamento ambiental",
    aliases: [
      "polícia ambiental",
      "BPAmb",
      "policiamento florestal",
      "polícia florestal",
      "fiscalização ambiental",
      "policiamento florestal e de mananciais",
    ],
    branches: ["pm"],
    kind: "especialidade",
    families: [
      {
        code: "352205",
        reason: "Fiscalizar fauna, flora e mananciais é o trabalho do agente de defesa ambiental.",
      },
      {
        code: "517320",
        reason: "A vigilância de matas e propriedades rurais é o serviço do vigia florestal.",
      },
    ],
  },
  {
    term: "Rondas ostensivas táticas (ROTAM)",
    aliases: ["ROTAM", "ROTA", "força tática", "patrulhamento tático", "rondas táticas"],
    branches: ["pm"],
    kind: "especialidade",
    families: [
      {
        code: "517330",
        reason: "Patrulhas armadas de alto risco preparam para vigilante de escolta e de valores.",
      },
      {
        code: "517310",
        reason: "Técnicas táticas servem à proteção de pessoas e eventos como agente de segurança.",
      },
      {
        code: "510310",
        reason: "Comandar uma equipe tática equivale a supervisionar vigilantes em missões de risco.",
        level: "supervisao",
      },
    ],
  },
  {
    term: "Policiamento de choque",
    aliases: [
      "tropa de choque",
      "batalhão de choque",
      "controle de distúrbios civis",
      "BPChoque",
      "operações de choque",
    ],
    branches: ["pm"],
    kind: "especialidade",
    families: [
      {
        code: "517310",
        reason: "Controlar multidões é o que se pede ao agente de segurança de grandes eventos.",
      },
      {
        code: "517330",
        reason: "Disciplina de tropa e uso progressivo da força servem ao vigilante.",
      },
      {
        code: "510310",
        reason: "Chefiar uma fração de choque prepara para supervisionar a segurança de eventos.",
        level: "supervisao",
      },
    ],
  },
  {
    term: "Operações especiais",
    aliases: ["BOPE", "GATE", "COE", "Comandos e Operações Especiais", "gerenciamento de crises", "negociador"],
    branches: ["pm"],
    kind: "qualificacao",
    families: [
      {
        code: "517310",
        reason: "Proteger pessoas e locais sensíveis é o campo do agente de segurança especializado.",
      },
      {
        code: "333110",
        reason: "Tiro, tática e sobrevivência podem ser ensinados como instrutor de cursos livres.",
      },
      {
        code: "2526",
        reason: "Planejar a resposta a crises e sequestros prepara para gestor de segurança empresarial.",
        level: "gestao",
      },
    ],
  },
  {
    term: "Escolta de presos e guarda de presídio",
    aliases: [
      "escolta de presos",
      "guarda externa de presídio",
      "custódia de presos",
      "guarda de muralha",
      "escolta prisional",
    ],
    branches: ["pm"],
    kind: "funcao",
    families: [
      {
        code: "517315",
        reason: "Custodiar e escoltar presos é o trabalho do agente de segurança penitenciária.",
      },
      {
        code: "517330",
        reason: "Escolta armada e vigilância de perímetro são serviços do vigilante.",
      },
      {
        code: "515325",
        reason: "A contenção e o trato com internos servem ao agente socioeducativo.",
      },
    ],
  },
  {
    term: "Policiamento montado",
    aliases: [
      "cavalaria",
      "RPMon",
      "Regimento de Polícia Montada",
      "patrulhamento montado",
      "cavalariano",
      "policial montado",
    ],
    branches: ["pm"],
    kind: "especialidade",
    families: [
      {
        code: "623125",
        reason: "Tratar, adestrar e montar cavalos é o trabalho com equinos em haras e hípicas.",
      },
      {
        code: "623005",
        reason: "Acostumar cavalos a barulho e multidão é trabalho de adestrador de animais.",
      },
    ],
  },
  {
    term: "Ferrador",
    aliases: ["ferrageamento", "ferrador de equinos", "ferrageador", "casqueamento"],
    branches: ["pm"],
    kind: "funcao",
    families: [
      {
        code: "623030",
        reason: "Ferrar os cavalos da tropa é o ofício do ferrador de animais.",
      },
      {
        code: "623025",
        reason: "O cuidado dos cascos que você fazia é serviço pedido por haras e hípicas.",
      },
    ],
  },
  {
    term: "Equoterapia",
    aliases: [
      "centro de equoterapia",
      "equitação terapêutica",
      "auxiliar de equoterapia",
      "guia de cavalo na equoterapia",
    ],
    branches: ["pm"],
    kind: "funcao",
    families: [
      {
        code: "333110",
        reason: "Conduzir o cavalo nas sessões é função do instrutor de equitação para equoterapia.",
      },
      {
        code: "623125",
        reason: "Preparar e manejar cavalos de terapia é trabalho do tratador de equinos.",
      },
    ],
  },
  {
    term: "Policiamento com cães",
    aliases: ["canil", "cinotecnia", "BAC", "condutor de cães", "K9", "cinotécnico"],
    branches: ["pm"],
    kind: "especialidade",
    families: [
      {
        code: "623005",
        reason: "Treinar cães de faro, guarda e patrulha é o trabalho do adestrador de animais.",
      },
      {
        code: "517330",
        reason: "Empresas de segurança empregam vigilantes com cão; sua cinotecnia conta aqui.",
      },
      {
        code: "519305",
        reason: "Cuidar da saúde e do manejo diário dos cães é função do auxiliar de veterinário.",
      },
    ],
  },
  {
    term: "Atendimento 190 (COPOM)",
    aliases: [
      "COPOM",
      "Centro de Operações da Polícia Militar",
      "atendente 190",
      "despachante de ocorrências",
      "CIOPS",
      "rádio-operador do COPOM",
    ],
    branches: ["pm"],
    kind: "funcao",
    families: [
      {
        code: "422220",
        reason: "Despachar viaturas pelo rádio é o trabalho do operador de rádio (radioperador).",
      },
      {
        code: "422210",
        reason: "Atender, triar e registrar chamadas prepara para teleoperador de centrais.",
      },
      {
        code: "951320",
        reason: "Centrais de monitoramento de alarmes precisam de quem saiba acionar equipes.",
      },
      {
        code: "420135",
        reason: "Chefiar um turno do COPOM equivale a supervisionar uma central de atendimento.",
        level: "supervisao",
      },
    ],
  },
  {
    term: "Inteligência policial (P2)",
    aliases: [
      "P2",
      "serviço reservado",
      "agência de inteligência",
      "análise criminal",
      "inteligência de segurança pública",
      "policiamento velado",
    ],
    branches: ["pm"],
    kind: "especialidade",
    families: [
      {
        code: "3519",
        reason: "Coletar e analisar informações sigilosas é o trabalho dos técnicos de inteligência.",
      },
      {
        code: "351805",
        reason: "Levantamentos discretos e vigilância velada são o ofício do detetive profissional.",
      },
      {
        code: "2526",
        reason: "A análise de riscos e ameaças sustenta a gestão de segurança de uma empresa.",
        level: "gestao",
      },
    ],
  },
  {
    term: "Ciclopatrulha",
    aliases: ["ciclopatrulhamento", "patrulhamento com bicicletas", "policiamento com bicicleta", "bike patrulha"],
    branches: ["pm"],
    kind: "funcao",
    families: [
      {
        code: "517330",
        reason: "Rondas de bicicleta são usadas na vigilância de shoppings, parques e condomínios.",
      },
      {
        code: "517215",
        reason: "Guardas municipais patrulham praças e orlas de bicicleta, como você fazia.",
      },
    ],
  },
  {
    term: "Motopatrulhamento",
    aliases: [
      "ROCAM",
      "motopatrulha",
      "Rondas Ostensivas com Apoio de Motocicletas",
      "patrulhamento com motocicletas",
      "motociclista policial",
    ],
    branches: ["pm"],
    kind: "funcao",
    families: [
      {
        code: "517330",
        reason: "Rondas de moto e atendimento a alarmes são serviço do vigilante.",
      },
      {
        code: "517215",
        reason: "Guardas civis municipais também fazem patrulha com motocicletas.",
      },
      {
        code: "519110",
        reason: "Sua pilotagem defensiva serve ao motofretista, com o curso exigido pelo Contran.",
      },
    ],
  },
  {
    term: "Ronda escolar",
    aliases: ["patrulha escolar", "policiamento escolar", "segurança escolar", "ronda escolar comunitária"],
    branches: ["pm"],
    kind: "funcao",
    families: [
      {
        code: "334110",
        reason: "Zelar pela disciplina e pela segurança dos alunos é função do inspetor de alunos.",
      },
      {
        code: "517330",
        reason: "Escolas particulares contratam vigilantes para controle de acesso e rondas.",
      },
    ],
  },
  {
    term: "PROERD",
    aliases: [
      "Programa Educacional de Resistência às Drogas",
      "instrutor PROERD",
      "educador PROERD",
      "prevenção às drogas",
    ],
    branches: ["pm"],
    kind: "qualificacao",
    families: [
      {
        code: "515305",
        reason: "Ensinar prevenção às drogas e à violência a jovens é a atuação do educador social.",
      },
      {
        code: "333110",
        reason: "Conduzir aulas e oficinas de prevenção cabe ao instrutor de cursos livres.",
      },
    ],
  },
  {
    term: "Identificação papiloscópica",
    aliases: [
      "papiloscopia",
      "papiloscopista",
      "datiloscopia",
      "identificação criminal",
      "coleta de impressões digitais",
    ],
    branches: ["pm"],
    kind: "qualificacao",
    families: [
      {
        code: "351815",
        reason: "Coletar e comparar impressões digitais é o trabalho do papiloscopista.",
      },
      {
        code: "2041",
        reason: "Com graduação, a perícia de local de crime leva ao cargo de perito criminal.",
      },
    ],
  },
  {
    term: "Polícia judiciária militar",
    aliases: [
      "IPM",
      "inquérito policial militar",
      "escrivão de IPM",
      "sindicância",
      "corregedoria",
      "justiça e disciplina",
    ],
    branches: ["pm"],
    kind: "funcao",
    families: [
      {
        code: "3514",
        reason: "Lavrar termos, ouvir testemunhas e montar autos é o trabalho de escreventes e escrivães.",
      },
      {
        code: "411010",
        reason: "Controlar prazos e documentos de processos é trabalho do assistente administrativo.",
      },
    ],
  },
  {
    term: "Banda de música",
    aliases: ["músico militar", "banda da PM", "corneteiro", "clarim", "mestre de banda", "fanfarra"],
    branches: ["pm"],
    kind: "especialidade",
    families: [
      {
        code: "262710",
        reason: "Tocar na banda é o trabalho do músico intérprete instrumentista.",
      },
      {
        code: "333115",
        reason: "Dar aulas de instrumento em escolas de música é o caminho do professor de cursos livres.",
      },
      {
        code: "262615",
        reason: "Reger e ensaiar a banda corresponde ao trabalho do mestre de banda ou regente.",
        level: "supervisao",
      },
    ],
  },
  {
    term: "Polícia comunitária",
    aliases: [
      "policiamento comunitário",
      "base comunitária",
      "CONSEG",
      "mediação de conflitos",
      "mediador de conflitos",
      "policiamento de proximidade",
    ],
    branches: ["pm"],
    kind: "funcao",
    families: [
      {
        code: "515310",
        reason: "Mediar conflitos e articular a comunidade é o trabalho do agente de ação social.",
      },
      {
        code: "517215",
        reason: "A guarda civil municipal faz policiamento comunitário e preventivo.",
      },
    ],
  },
  {
    term: "Patrulha Maria da Penha",
    aliases: [
      "Ronda Maria da Penha",
      "atendimento à violência doméstica",
      "proteção à mulher vítima de violência",
      "medidas protetivas",
    ],
    branches: ["pm"],
    kind: "funcao",
    families: [
      {
        code: "515310",
        reason: "Acompanhar vítimas e acionar a rede de proteção é o trabalho do agente de ação social.",
      },
      {
        code: "517215",
        reason: "Guardas municipais mantêm patrulhas Maria da Penha como a que você integrava.",
      },
    ],
  },
  {
    term: "Policiamento de guarda em fóruns",
    aliases: [
      "segurança de fórum",
      "guarda do fórum",
      "assessoria militar do Tribunal de Justiça",
      "segurança do tribunal",
      "controle de acesso em fórum",
    ],
    branches: ["pm"],
    kind: "funcao",
    families: [
      {
        code: "517330",
        reason: "Controle de acesso com detector e rondas internas é o trabalho do vigilante.",
      },
      {
        code: "517310",
        reason: "Proteger magistrados e servidores é serviço do agente de segurança.",
      },
    ],
  },
  {
    term: "Segurança de autoridades",
    aliases: [
      "Casa Militar",
      "segurança de dignitários",
      "proteção de autoridades",
      "escolta de autoridades",
      "segurança pessoal",
    ],
    branches: ["pm"],
    kind: "funcao",
    families: [
      {
        code: "517310",
        reason: "Proteger pessoas em evidência é o trabalho do agente de segurança pessoal.",
      },
      {
        code: "782305",
        reason: "Dirigir com técnica defensiva para autoridades prepara para motorista executivo.",
      },
      {
        code: "2526",
        reason: "Planejar deslocamentos e esquemas de proteção é trabalho do gestor em segurança.",
        level: "gestao",
      },
    ],
  },
  {
    term: "Policiamento em eventos e praças desportivas",
    aliases: [
      "policiamento de estádio",
      "policiamento de grandes eventos",
      "GEPE",
      "policiamento de shows",
      "policiamento em praças esportivas",
    ],
    branches: ["pm"],
    kind: "funcao",
    families: [
      {
        code: "517310",
        reason: "Revista, filas e controle de público são o trabalho do agente de segurança de eventos.",
      },
      {
        code: "510310",
        reason: "Coordenar postos num evento equivale a supervisionar vigilantes e seguranças.",
        level: "supervisao",
      },
      {
        code: "2526",
        reason: "Planejar o esquema de segurança de um evento é atribuição do gestor em segurança.",
        level: "gestao",
      },
    ],
  },
  {
    term: "Operador de videomonitoramento",
    aliases: [
      "videomonitoramento",
      "CFTV",
      "central de videomonitoramento",
      "monitoramento por câmeras",
      "operador de câmeras",
    ],
    branches: ["pm"],
    kind: "funcao",
    families: [
      {
        code: "951315",
        reason: "Vigiar câmeras e acionar equipes é o trabalho do monitor de sistemas de segurança.",
      },
      {
        code: "517330",
        reason: "Vigilantes operam CFTV e controle de acesso em empresas e condomínios.",
      },
      {
        code: "510310",
        reason: "Chefiar uma sala de monitoramento equivale a supervisionar a vigilância eletrônica.",
        level: "supervisao",
      },
    ],
  },
  {
    term: "Piloto de aeronave policial",
    aliases: [
      "aviação policial",
      "Grupamento Aéreo",
      "GRPAe",
      "piloto de helicóptero",
      "piloto policial",
      "Batalhão de Aviação",
    ],
    branches: ["pm"],
    kind: "especialidade",
    families: [
      {
        code: "341110",
        reason: "Sua habilitação de helicóptero leva ao piloto comercial de táxi aéreo e aeromédico.",
      },
      {
        code: "2153",
        reason: "Com licença e horas de voo, a carreira segue como piloto de aeronaves ou instrutor de voo.",
      },
    ],
  },
  {
    term: "Tripulante operacional de aeronave",
    aliases: ["tripulante operacional", "operador aerotático", "tripulante de helicóptero", "resgate aeromédico"],
    branches: ["pm"],
    kind: "qualificacao",
    families: [
      {
        code: "515135",
        reason: "O resgate com helicóptero e o socorro a bordo são o trabalho do socorrista.",
      },
    ],
  },
  {
    term: "Policiamento fluvial e lacustre",
    aliases: [
      "patrulha náutica",
      "policiamento náutico",
      "polícia fluvial",
      "policiamento lacustre",
      "condutor de embarcação",
    ],
    branches: ["pm"],
    kind: "especialidade",
    families: [
      {
        code: "782725",
        reason: "Conduzir lanchas serve ao marinheiro de esporte e recreio, com habilitação da Marinha.",
      },
      {
        code: "517335",
        reason: "Patrulhar águas, cais e embarcações é o trabalho da guarda portuária.",
      },
    ],
  },
];

export const BOMBEIROS: readonly VocabularyEntry[] = [
  {
    term: "Combate a incêndio",
    aliases: [
      "combate a incêndio urbano",
      "incêndio estrutural",
      "bombeiro combatente",
      "guarnição de incêndio",
      "extinção de incêndios",
    ],
    branches: ["bombeiros"],
    kind: "especialidade",
    families: [
      {
        code: "517110",
        reason: "Combater incêndios e atender emergências numa empresa é o trabalho do bombeiro civil.",
      },
      {
        code: "517105",
        reason: "Aeroportos mantêm bombeiros de aeródromo, com a formação exigida pela ANAC.",
      },
      {
        code: "510305",
        reason: "Chefiar guarnições no combate prepara para supervisor de bombeiros civis.",
        level: "supervisao",
      },
      {
        code: "2526",
        reason: "Planejar a resposta a incêndios de uma planta cabe ao gestor em segurança.",
        level: "gestao",
      },
    ],
  },
  {
    term: "Chefe de guarnição",
    aliases: ["comandante de guarnição", "chefe de viatura", "comandante de viatura", "Cmt Gu", "chefe de socorro"],
    branches: ["bombeiros"],
    kind: "funcao",
    families: [
      {
        code: "510305",
        reason: "Comandar a guarnição na ocorrência é o papel do supervisor de bombeiros civis.",
        level: "supervisao",
      },
      {
        code: "517110",
        reason: "A experiência de linha de frente vale como bombeiro civil líder de equipe.",
      },
    ],
  },
  {
    term: "Comando de operações de socorro",
    aliases: [
      "Sistema de Comando em Operações",
      "SCO",
      "sistema de comando de incidentes",
      "comandante de operações",
      "comandante do socorro",
    ],
    branches: ["bombeiros"],
    kind: "funcao",
    families: [
      {
        code: "142110",
        reason: "Comandar um incidente com várias equipes é gestão de riscos e emergências.",
        level: "gestao",
      },
      {
        code: "2526",
        reason: "Organizar a resposta a emergências de uma empresa é atribuição do gestor em segurança.",
        level: "gestao",
      },
      {
        code: "510305",
        reason: "Coordenar equipes no terreno equivale a supervisionar bombeiros civis.",
        level: "supervisao",
      },
    ],
  },
  {
    term: "Salvamento em altura",
    aliases: [
      "resgate em altura",
      "salvamento terrestre",
      "resgate vertical",
      "técnicas verticais",
      "rapel",
      "acesso por corda",
    ],
    branches: ["bombeiros"],
    kind: "qualificacao",
    families: [
      {
        code: "517110",
        reason: "Resgatar pessoas em altura é uma das tarefas do bombeiro civil em indústrias.",
      },
      {
        code: "3516",
        reason: "O trabalho em altura seguro (NR-35) é área do técnico em segurança do trabalho.",
      },
      {
        code: "233210",
        reason: "Você pode ensinar NR-35 e resgate em altura como instrutor de treinamento.",
      },
    ],
  },
  {
    term: "Salvamento veicular",
    aliases: [
      "resgate veicular",
      "desencarceramento",
      "extricação veicular",
      "salvamento em acidentes de trânsito",
      "resgate em colisões",
    ],
    branches: ["bombeiros"],
    kind: "qualificacao",
    families: [
      {
        code: "515135",
        reason: "Retirar e estabilizar vítimas presas às ferragens é trabalho do socorrista resgatista.",
      },
      {
        code: "517110",
        reason: "Concessionárias de rodovias e indústrias contratam bombeiros civis para resgate.",
      },
    ],
  },
  {
    term: "Salvamento aquático",
    aliases: [
      "busca e salvamento aquático",
      "resgate aquático",
      "salvamento em enchentes",
      "resgate em inundações",
      "Grupamento Marítimo",
      "GMar",
    ],
    branches: ["bombeiros"],
    kind: "especialidade",
    families: [
      {
        code: "517115",
        reason: "O resgate na água é o trabalho do salva-vidas (guarda-vidas).",
      },
      {
        code: "782725",
        reason: "Pilotar botes e lanchas de resgate serve ao marinheiro de esporte e recreio.",
      },
      {
        code: "517110",
        reason: "Bombeiros civis atuam em clubes, parques aquáticos e eventos à beira d'água.",
      },
    ],
  },
  {
    term: "Guarda-vidas",
    aliases: ["salva-vidas", "GV", "guarda-vidas de praia", "guarda-vidas de piscina", "prevenção em praias"],
    branches: ["bombeiros"],
    kind: "especialidade",
    families: [
      {
        code: "517115",
        reason: "A vigilância de praias e piscinas é exatamente o trabalho do salva-vidas.",
      },
      {
        code: "515135",
        reason: "O primeiro socorro ao afogado aproxima você do socorrista.",
      },
      {
        code: "510305",
        reason: "Chefiar postos de guarda-vidas equivale a supervisionar equipes de salvamento.",
        level: "supervisao",
      },
    ],
  },
  {
    term: "Atendimento pré-hospitalar (APH)",
    aliases: ["APH", "resgate", "socorrista", "resgatista", "unidade de resgate", "curso de socorrista"],
    branches: ["bombeiros"],
    kind: "especialidade",
    families: [
      {
        code: "515135",
        reason: "O atendimento pré-hospitalar do resgate é o trabalho do socorrista civil.",
      },
      {
        code: "322205",
        reason: "Com curso técnico e registro no Coren, o caminho é o de técnico de enfermagem.",
      },
      {
        code: "782320",
        reason: "Conduzir a unidade de resgate com a vítima prepara para condutor de ambulância.",
      },
    ],
  },
  {
    term: "Mergulho de resgate",
    aliases: [
      "mergulhador de resgate",
      "mergulho autônomo",
      "busca subaquática",
      "mergulhador bombeiro",
      "resgate subaquático",
    ],
    branches: ["bombeiros"],
    kind: "qualificacao",
    families: [
      {
        code: "781705",
        reason: "Mergulhar em busca e recuperação aproxima você do mergulhador profissional.",
      },
      {
        code: "333110",
        reason: "Sua formação permite ensinar mergulho como instrutor em escolas de mergulho.",
      },
    ],
  },
  {
    term: "Busca e salvamento em estruturas colapsadas",
    aliases: [
      "BREC",
      "USAR",
      "resgate em estruturas colapsadas",
      "salvamento em desabamentos",
      "escoramento de estruturas",
      "busca em escombros",
    ],
    branches: ["bombeiros"],
    kind: "qualificacao",
    families: [
      {
        code: "517110",
        reason: "Busca e resgate em escombros é uma das competências do bombeiro civil.",
      },
      {
        code: "3121",
        reason: "Com curso técnico, sua leitura de estruturas e escoramentos serve ao técnico de obras.",
      },
    ],
  },
  {
    term: "Produtos perigosos",
    aliases: [
      "emergências com produtos perigosos",
      "emergências químicas",
      "HAZMAT",
      "descontaminação",
      "vazamento de produtos químicos",
    ],
    branches: ["bombeiros"],
    kind: "qualificacao",
    families: [
      {
        code: "517110",
        reason: "Indústrias químicas mantêm bombeiros civis para vazamentos e incêndios com produtos.",
      },
      {
        code: "311505",
        reason: "Empresas de resposta a emergências ambientais contratam técnicos de meio ambiente.",
      },
      {
        code: "3516",
        reason: "Controlar riscos químicos e EPI é atribuição do técnico em segurança do trabalho.",
      },
    ],
  },
  {
    term: "Vistoria técnica de prevenção",
    aliases: ["vistoria técnica", "vistoriador", "fiscalização contra incêndio", "AVCB", "CLCB", "atividades técnicas"],
    branches: ["bombeiros"],
    kind: "funcao",
    families: [
      {
        code: "3516",
        reason: "Inspecionar extintores, saídas e alarmes é trabalho do técnico em segurança do trabalho.",
      },
      {
        code: "2545",
        reason: "Prefeituras têm fiscais de atividades urbanas para vistoriar estabelecimentos.",
      },
      {
        code: "351725",
        reason: "Seguradoras usam inspetores de risco para vistoriar a proteção contra incêndio.",
      },
    ],
  },
  {
    term: "Análise de projetos de prevenção",
    aliases: ["análise de projetos", "PPCI", "PSCIP", "projeto de prevenção e combate a incêndio", "análise de PPCI"],
    branches: ["bombeiros"],
    kind: "funcao",
    families: [
      {
        code: "318120",
        reason: "Projetos de hidrantes e sprinklers são feitos pelo desenhista de instalações de incêndio.",
      },
      {
        code: "3516",
        reason: "Conferir se uma edificação cumpre as normas de incêndio é tarefa do técnico de segurança.",
      },
      {
        code: "214915",
        reason: "Com engenharia, a análise de PPCI leva ao engenheiro de segurança do trabalho.",
      },
    ],
  },
  {
    term: "Instrutor de brigada",
    aliases: [
      "formação de brigadistas",
      "brigada de incêndio",
      "treinamento de brigada",
      "instrutor de brigadistas",
      "brigada de emergência",
    ],
    branches: ["bombeiros"],
    kind: "funcao",
    families: [
      {
        code: "233210",
        reason: "Formar brigadas de incêndio em empresas é trabalho do instrutor de treinamento.",
      },
      {
        code: "517110",
        reason: "Ser brigadista profissional ou bombeiro civil aproveita toda a sua formação.",
      },
      {
        code: "333110",
        reason: "Cursos de primeiros socorros e prevenção podem ser dados como instrutor de cursos livres.",
      },
    ],
  },
  {
    term: "Motorista de viatura de emergência",
    aliases: [
      "motorista de ABT",
      "auto bomba tanque",
      "motorista de auto-bomba",
      "condutor de viatura de emergência",
      "motorista operador de viatura",
      "condutor de veículo de emergência",
    ],
    branches: ["bombeiros"],
    kind: "funcao",
    families: [
      {
        code: "782510",
        reason: "Dirigir o auto-bomba é conduzir caminhão pesado, como o motorista de caminhão-pipa.",
      },
      {
        code: "782320",
        reason: "Conduzir viatura de emergência prepara para condutor de ambulância.",
      },
    ],
  },
  {
    term: "Operador de auto-escada",
    aliases: ["auto-escada mecânica", "AEM", "auto-plataforma", "plataforma aérea", "escada mecânica"],
    branches: ["bombeiros"],
    kind: "qualificacao",
    families: [
      {
        code: "782115",
        reason: "Operar a escada mecânica aproxima você do operador de guindaste móvel.",
      },
      {
        code: "782515",
        reason: "Caminhões com guindaste (munck) pedem o motorista operacional de guincho.",
      },
    ],
  },
  {
    term: "Defesa civil",
    aliases: [
      "proteção e defesa civil",
      "coordenadoria de defesa civil",
      "gestão de riscos e desastres",
      "agente de defesa civil",
      "COMPDEC",
    ],
    branches: ["bombeiros"],
    kind: "funcao",
    families: [
      {
        code: "3516",
        reason: "Mapear riscos e montar planos de emergência é trabalho do técnico de segurança.",
      },
      {
        code: "142110",
        reason: "Gerir riscos e planos de contingência é o trabalho do gerente de riscos.",
        level: "gestao",
      },
      {
        code: "111415",
        reason: "Coordenadorias municipais de defesa civil são dirigidas por gestores públicos.",
        level: "gestao",
      },
    ],
  },
  {
    term: "Atendimento 193 (COBOM)",
    aliases: [
      "COBOM",
      "Centro de Operações de Bombeiros",
      "atendente 193",
      "despachante de emergência",
      "CIOPS",
      "central de emergências",
    ],
    branches: ["bombeiros"],
    kind: "funcao",
    families: [
      {
        code: "422210",
        reason: "Atender o 193, triar e registrar a ocorrência prepara para teleoperador de centrais.",
      },
      {
        code: "422220",
        reason: "Acionar viaturas pelo rádio é o trabalho do operador de rádio (radioperador).",
      },
      {
        code: "420135",
        reason: "Chefiar o turno da central equivale a supervisionar uma central de atendimento.",
        level: "supervisao",
      },
    ],
  },
  {
    term: "Combate a incêndio florestal",
    aliases: [
      "incêndio florestal",
      "incêndio em vegetação",
      "brigada florestal",
      "prevenção e combate a incêndios florestais",
      "aceiro",
    ],
    branches: ["bombeiros"],
    kind: "especialidade",
    families: [
      {
        code: "517110",
        reason: "Brigadas de empresas florestais e usinas contratam bombeiros civis.",
      },
      {
        code: "352205",
        reason: "Órgãos ambientais contratam agentes de defesa ambiental e florestal.",
      },
      {
        code: "321210",
        reason: "Com curso técnico, a prevenção de incêndios na mata é tarefa do técnico florestal.",
      },
    ],
  },
  {
    term: "Busca e salvamento com cães",
    aliases: ["cães de busca", "busca com cães", "binômio", "canil", "cinotecnia", "K9"],
    branches: ["bombeiros"],
    kind: "qualificacao",
    families: [
      {
        code: "623005",
        reason: "Treinar cães de busca e resgate é o trabalho do adestrador de animais.",
      },
      {
        code: "519305",
        reason: "Cuidar da saúde e da rotina dos cães é função do auxiliar de veterinário.",
      },
    ],
  },
  {
    term: "Manutenção de equipamentos de proteção respiratória",
    aliases: [
      "EPR",
      "manutenção de EPR",
      "equipamento autônomo de respiração",
      "recarga de cilindros de ar",
      "máscara autônoma",
    ],
    branches: ["bombeiros"],
    kind: "funcao",
    families: [
      {
        code: "911115",
        reason: "Manter o compressor de recarga de cilindros é trabalho do mecânico de compressores.",
      },
      {
        code: "3516",
        reason: "Inspecionar e controlar EPI respiratório é rotina do técnico em segurança do trabalho.",
      },
    ],
  },
  {
    term: "Salvamento em espaço confinado",
    aliases: [
      "espaço confinado",
      "resgate em espaço confinado",
      "NR-33",
      "vigia de espaço confinado",
      "supervisor de entrada",
    ],
    branches: ["bombeiros"],
    kind: "qualificacao",
    families: [
      {
        code: "517110",
        reason: "Equipes de resgate em espaço confinado na indústria são de bombeiros civis.",
      },
      {
        code: "3516",
        reason: "Liberar entradas em espaço confinado (NR-33) é atribuição do técnico de segurança.",
      },
      {
        code: "233210",
        reason: "Você pode ministrar cursos de NR-33 como instrutor de treinamento.",
      },
    ],
  },
  {
    term: "Perícia de incêndio",
    aliases: [
      "investigação de incêndio",
      "perito de incêndio",
      "perícia de incêndio e explosão",
      "laudo de incêndio",
      "investigação de sinistros",
    ],
    branches: ["bombeiros"],
    kind: "qualificacao",
    families: [
      {
        code: "517110",
        reason: "Na CBO, o agente de investigação de incêndio está junto do bombeiro civil.",
      },
      {
        code: "351730",
        reason: "Seguradoras contratam inspetores de sinistros para apurar causas de incêndio.",
      },
      {
        code: "2041",
        reason: "Com graduação, a investigação de incêndio pode levar ao cargo de perito criminal.",
      },
    ],
  },
  {
    term: "Busca e salvamento em matas",
    aliases: [
      "busca terrestre",
      "busca em mata",
      "salvamento em montanha",
      "resgate em trilhas",
      "salvamento em selva",
    ],
    branches: ["bombeiros"],
    kind: "qualificacao",
    families: [
      {
        code: "511505",
        reason: "Conduzir grupos em trilhas com segurança é o trabalho do condutor de turismo de aventura.",
      },
      {
        code: "632005",
        reason: "Orientar-se e guiar pessoas na mata é o ofício do guia florestal.",
      },
    ],
  },
  {
    term: "Captura de animais",
    aliases: [
      "remoção de enxames",
      "captura de insetos",
      "captura de serpentes",
      "manejo de fauna",
      "resgate de animais",
    ],
    branches: ["bombeiros"],
    kind: "funcao",
    families: [
      {
        code: "519910",
        reason: "Remover enxames e insetos com segurança é serviço do controlador de pragas.",
      },
      {
        code: "519305",
        reason: "Conter e manejar animais é tarefa do auxiliar de veterinário.",
      },
    ],
  },
  {
    term: "Corte de árvores",
    aliases: [
      "corte de árvore",
      "supressão de árvores",
      "operador de motosserra",
      "poda de árvores",
      "árvore com risco de queda",
    ],
    branches: ["bombeiros"],
    kind: "funcao",
    families: [
      {
        code: "632120",
        reason: "Derrubar e cortar árvores com motosserra é o trabalho do operador de motosserra.",
      },
      {
        code: "919205",
        reason: "Manter as motosserras e roçadeiras da viatura prepara para mecânico desses equipamentos.",
      },
    ],
  },
  {
    term: "Bombeiro educador",
    aliases: [
      "Bombeiro Mirim",
      "Bombeiro na Escola",
      "palestras de prevenção",
      "educação preventiva",
      "educação pública de prevenção",
    ],
    branches: ["bombeiros"],
    kind: "funcao",
    families: [
      {
        code: "333110",
        reason: "Dar palestras e cursos de prevenção é o trabalho do instrutor de cursos livres.",
      },
      {
        code: "515305",
        reason: "Projetos com crianças e comunidades aproximam você do educador social.",
      },
    ],
  },
  {
    term: "Piloto de aeronave de bombeiros",
    aliases: [
      "aviação de bombeiros",
      "Grupamento de Operações Aéreas",
      "GOA",
      "piloto de helicóptero",
      "piloto de aeronave",
    ],
    branches: ["bombeiros"],
    kind: "especialidade",
    families: [
      {
        code: "341110",
        reason: "Voar em resgate e combate a incêndio leva ao piloto comercial de helicóptero.",
      },
      {
        code: "2153",
        reason: "Com licença e horas de voo, a carreira segue como piloto de aeronaves ou instrutor de voo.",
      },
    ],
  },
  {
    term: "Tripulante de resgate aeromédico",
    aliases: [
      "resgate aeromédico",
      "tripulante operacional",
      "operações aéreas",
      "resgatista aeromédico",
      "içamento por guincho",
    ],
    branches: ["bombeiros"],
    kind: "qualificacao",
    families: [
      {
        code: "515135",
        reason: "O resgate e o atendimento a bordo do helicóptero são o trabalho do socorrista.",
      },
    ],
  },
  {
    term: "Condutor de embarcação de salvamento",
    aliases: ["motonauta", "moto aquática de resgate", "piloto de moto aquática", "condutor de bote", "arrais"],
    branches: ["bombeiros"],
    kind: "qualificacao",
    families: [
      {
        code: "782725",
        reason: "Pilotar botes e motos aquáticas serve ao marinheiro de esporte e recreio.",
      },
      {
        code: "517115",
        reason: "O resgate com moto aquática é muito usado por salva-vidas nas praias.",
      },
    ],
  },
  {
    term: "Prevenção em eventos",
    aliases: [
      "posto de prevenção",
      "serviço de prevenção",
      "prevenção em shows",
      "guarnição de prevenção",
      "prevenção em estádios",
    ],
    branches: ["bombeiros"],
    kind: "funcao",
    families: [
      {
        code: "517110",
        reason: "Grandes eventos exigem bombeiros civis de prevenção, como no serviço que você fazia.",
      },
      {
        code: "510305",
        reason: "Distribuir e chefiar os postos de prevenção é o papel do supervisor de bombeiros.",
        level: "supervisao",
      },
    ],
  },
];

export const TODAS_AS_FORCAS: readonly VocabularyEntry[] = [
  {
    term: "Sentinela e guarda do quartel",
    aliases: ["sentinela", "guarda do quartel", "serviço de guarda", "guarda ao quartel", "plantão de guarda"],
    branches: ["exercito", "marinha", "aeronautica", "pm", "bombeiros"],
    kind: "funcao",
    families: [
      {
        code: "517330",
        reason: "Guardar um posto, controlar o acesso e dar o alarme é o trabalho do vigilante.",
      },
      {
        code: "517420",
        reason: "Rondas e controle de entrada sem arma são o trabalho do vigia.",
      },
    ],
  },
  {
    term: "Comandante da guarda",
    aliases: ["cabo da guarda", "sargento da guarda", "sargento de dia", "adjunto ao oficial de dia", "oficial de dia"],
    branches: ["exercito", "marinha", "aeronautica", "pm", "bombeiros"],
    kind: "funcao",
    families: [
      {
        code: "510310",
        reason: "Distribuir postos e fiscalizar sentinelas é o trabalho do supervisor de vigilantes.",
        level: "supervisao",
      },
      {
        code: "517330",
        reason: "Quem comandou a guarda conhece por dentro a rotina do vigilante.",
      },
      {
        code: "2526",
        reason: "Responder pela segurança de toda a unidade no dia prepara para gestor em segurança.",
        level: "gestao",
      },
    ],
  },
  {
    term: "Comandante de grupo",
    aliases: [
      "comandante de esquadra",
      "comandante de GC",
      "comandante de fração",
      "chefe de equipe",
      "chefe de turma",
    ],
    branches: ["exercito", "marinha", "aeronautica", "pm", "bombeiros"],
    kind: "funcao",
    families: [
      {
        code: "510310",
        reason: "Liderar uma equipe em escala e missão equivale a supervisionar vigilantes.",
        level: "supervisao",
      },
      {
        code: "4101",
        reason: "Distribuir tarefas e cobrar resultados de uma equipe é o papel do supervisor.",
        level: "supervisao",
      },
    ],
  },
  {
    term: "Comandante de pelotão",
    aliases: ["Cmt Pel", "comandante de seção", "chefe de seção", "comandante de divisão", "comandante de esquadrilha"],
    branches: ["exercito", "marinha", "aeronautica", "pm", "bombeiros"],
    kind: "funcao",
    families: [
      {
        code: "1421",
        reason: "Responder por pessoal, material e missão de uma fração é gestão, como a do gerente.",
        level: "gestao",
      },
      {
        code: "2526",
        reason: "A liderança operacional de uma fração prepara para gestor em segurança.",
        level: "gestao",
      },
      {
        code: "510310",
        reason: "Conduzir equipes no terreno equivale a supervisionar vigilantes e seguranças.",
        level: "supervisao",
      },
    ],
  },
  {
    term: "Comandante de companhia",
    aliases: [
      "comandante de subunidade",
      "Cmt Cia",
      "comandante de esquadrão",
      "comandante de bateria",
      "comandante de subunidade operacional",
    ],
    branches: ["exercito", "marinha", "aeronautica", "pm", "bombeiros"],
    kind: "funcao",
    families: [
      {
        code: "1421",
        reason: "Dirigir pessoal, orçamento e material de uma subunidade é gestão administrativa.",
        level: "gestao",
      },
      {
        code: "1422",
        reason: "Liderar e avaliar uma centena de pessoas prepara para gerente de recursos humanos.",
        level: "gestao",
      },
      {
        code: "2526",
        reason: "O comando operacional prepara para gestor de segurança empresarial.",
        level: "gestao",
      },
    ],
  },
  {
    term: "Instrutor militar",
    aliases: [
      "instrutor",
      "monitor de instrução",
      "instrução militar",
      "instrutor de curso de formação",
      "instrutor de formação de soldados",
    ],
    branches: ["exercito", "marinha", "aeronautica", "pm", "bombeiros"],
    kind: "funcao",
    families: [
      {
        code: "233225",
        reason: "Planejar e dar instrução prática é o trabalho do instrutor de ensino profissional.",
      },
      {
        code: "333110",
        reason: "Cursos livres e treinamentos em empresas aproveitam sua experiência de instrutor.",
      },
      {
        code: "2394",
        reason: "Coordenar um curso, seus planos e avaliações aproxima você do coordenador pedagógico.",
        level: "supervisao",
      },
    ],
  },
  {
    term: "Instrutor de armamento e tiro",
    aliases: ["instrutor de tiro", "armamento e tiro", "instrução de tiro", "estande de tiro", "monitor de tiro"],
    branches: ["exercito", "marinha", "aeronautica", "pm", "bombeiros"],
    kind: "qualificacao",
    families: [
      {
        code: "333110",
        reason: "Clubes e escolas de tiro contratam instrutores para cursos de armamento.",
      },
      {
        code: "233225",
        reason: "Escolas de formação de vigilantes precisam de instrutor de armamento e tiro.",
      },
    ],
  },
  {
    term: "Auxiliar administrativo",
    aliases: ["escrevente", "auxiliar de secretaria", "serviço de expediente", "secretaria", "burocracia"],
    branches: ["exercito", "marinha", "aeronautica", "pm", "bombeiros"],
    kind: "funcao",
    families: [
      {
        code: "4110",
        reason: "Redigir documentos, controlar prazos e atender é o trabalho do assistente administrativo.",
      },
      {
        code: "351305",
        reason: "Com curso técnico, sua rotina de secretaria conta como técnico em administração.",
      },
      {
        code: "4101",
        reason: "Chefiar uma seção administrativa é o papel do supervisor administrativo.",
        level: "supervisao",
      },
    ],
  },
  {
    term: "Almoxarife",
    aliases: [
      "reserva de material",
      "almoxarifado",
      "encarregado de material",
      "depósito de suprimento",
      "paiol",
      "controle de estoque",
    ],
    branches: ["exercito", "marinha", "aeronautica", "pm", "bombeiros"],
    kind: "funcao",
    families: [
      {
        code: "4141",
        reason: "Receber, guardar e distribuir material com controle é o trabalho do almoxarife.",
      },
      {
        code: "410205",
        reason: "Chefiar uma reserva ou depósito equivale a supervisor de almoxarifado.",
        level: "supervisao",
      },
      {
        code: "142415",
        reason: "Gerir estoques e o suprimento de uma unidade prepara para gerente de almoxarifado.",
        level: "gestao",
      },
    ],
  },
  {
    term: "Furriel",
    aliases: [
      "sargento furriel",
      "cabo furriel",
      "controle de pessoal e material",
      "encarregado de material da subunidade",
    ],
    branches: ["exercito", "marinha", "aeronautica", "pm", "bombeiros"],
    kind: "funcao",
    families: [
      {
        code: "4141",
        reason: "Controlar o material e o fardamento da subunidade é trabalho de almoxarife.",
      },
      {
        code: "411030",
        reason: "Lançar alterações e controlar o efetivo é o trabalho do auxiliar de pessoal.",
      },
      {
        code: "410220",
        reason: "Responder pela carga de material da subunidade é supervisão de controle patrimonial.",
        level: "supervisao",
      },
    ],
  },
  {
    term: "Sargenteante",
    aliases: [
      "sargento da subunidade",
      "escala de serviço",
      "controle de efetivo",
      "secretaria da companhia",
      "escalante",
    ],
    branches: ["exercito", "marinha", "aeronautica", "pm", "bombeiros"],
    kind: "funcao",
    families: [
      {
        code: "411030",
        reason: "Escalas, férias e alterações do efetivo são o trabalho do auxiliar de pessoal.",
      },
      {
        code: "4101",
        reason: "Organizar o expediente e o pessoal da subunidade é o papel do supervisor administrativo.",
        level: "supervisao",
      },
    ],
  },
  {
    term: "Controle patrimonial",
    aliases: ["carga patrimonial", "patrimônio", "agente de patrimônio", "inventário de bens", "detentor de carga"],
    branches: ["exercito", "marinha", "aeronautica", "pm", "bombeiros"],
    kind: "funcao",
    families: [
      {
        code: "411010",
        reason: "Tombar, inventariar e transferir bens é rotina do assistente administrativo de patrimônio.",
      },
      {
        code: "410220",
        reason: "Responder pelo inventário de uma unidade é o papel do supervisor de controle patrimonial.",
        level: "supervisao",
      },
    ],
  },
  {
    term: "Motorista militar",
    aliases: [
      "motorista",
      "condutor de viatura",
      "motorista de viatura",
      "motorista de caminhão",
      "motorista de ônibus",
    ],
    branches: ["exercito", "marinha", "aeronautica", "pm", "bombeiros"],
    kind: "funcao",
    families: [
      {
        code: "7823",
        reason: "Dirigir viaturas leves, com cuidado e documentação, é o trabalho do motorista.",
      },
      {
        code: "782510",
        reason: "Se você dirigia caminhão da força, tem a experiência do motorista de caminhão.",
      },
      {
        code: "7824",
        reason: "Transportar tropa de ônibus conta para motorista de ônibus, com a categoria D.",
      },
    ],
  },
  {
    term: "Rancho",
    aliases: ["cozinheiro", "cozinheiro militar", "auxiliar de rancho", "taifeiro", "cozinha"],
    branches: ["exercito", "marinha", "aeronautica", "pm", "bombeiros"],
    kind: "especialidade",
    families: [
      {
        code: "513215",
        reason: "Cozinhar para centenas de pessoas por refeição é o trabalho do cozinheiro industrial.",
      },
      {
        code: "513505",
        reason: "Pré-preparo, limpeza e distribuição das refeições são do auxiliar de alimentação.",
      },
      {
        code: "271105",
        reason: "Chefiar a cozinha e a equipe do rancho corresponde ao chefe de cozinha.",
        level: "supervisao",
      },
    ],
  },
  {
    term: "Aprovisionador",
    aliases: [
      "aprovisionamento",
      "encarregado do rancho",
      "chefe do rancho",
      "gestão de rancho",
      "aprovisionador do rancho",
    ],
    branches: ["exercito", "marinha", "aeronautica", "pm", "bombeiros"],
    kind: "funcao",
    families: [
      {
        code: "4141",
        reason: "Receber e controlar os gêneros do rancho é também trabalho de almoxarife.",
      },
      {
        code: "271105",
        reason: "Planejar cardápio, pedidos e produção do rancho é o papel do chefe de cozinha.",
        level: "supervisao",
      },
      {
        code: "141510",
        reason: "Gerir custos, estoque e pessoal do rancho prepara para gerente de restaurante.",
        level: "gestao",
      },
    ],
  },
  {
    term: "Auxiliar de saúde",
    aliases: ["padioleiro", "socorrista militar", "posto médico", "enfermaria", "técnico de enfermagem"],
    branches: ["exercito", "marinha", "aeronautica", "pm", "bombeiros"],
    kind: "especialidade",
    families: [
      {
        code: "322205",
        reason: "Com curso e registro no Coren, seu trabalho na enfermaria é o do técnico de enfermagem.",
      },
      {
        code: "515110",
        reason: "Apoiar a equipe de saúde e transportar pacientes é o trabalho do atendente de enfermagem.",
      },
      {
        code: "515135",
        reason: "O primeiro atendimento a feridos conta para a ocupação de socorrista.",
      },
    ],
  },
  {
    term: "Operador de rádio",
    aliases: [
      "radioperador",
      "rádio-operador",
      "operador de comunicações",
      "centro de comunicações",
      "comunicante",
      "radiotelegrafista",
    ],
    branches: ["exercito", "marinha", "aeronautica", "pm", "bombeiros"],
    kind: "especialidade",
    families: [
      {
        code: "422220",
        reason: "Operar a rede de rádio e registrar mensagens é o trabalho do radioperador.",
      },
      {
        code: "372210",
        reason: "Se você operou telegrafia ou rede de mensagens, há a ocupação de radiotelegrafista.",
      },
      {
        code: "313320",
        reason: "Com curso técnico, instalar e ajustar rádios leva ao técnico em telecomunicações.",
      },
    ],
  },
  {
    term: "Suporte de informática",
    aliases: [
      "informática",
      "suporte técnico",
      "seção de informática",
      "helpdesk",
      "telemática",
      "administrador de rede",
    ],
    branches: ["exercito", "marinha", "aeronautica", "pm", "bombeiros"],
    kind: "especialidade",
    families: [
      {
        code: "317210",
        reason: "Atender usuários, configurar máquinas e resolver falhas é o trabalho do técnico de helpdesk.",
      },
      {
        code: "212310",
        reason: "Manter a rede e os servidores da unidade é o trabalho do administrador de redes.",
      },
      {
        code: "142530",
        reason: "Chefiar a seção de informática prepara para gerente de suporte de TI.",
        level: "gestao",
      },
    ],
  },
  {
    term: "Manutenção predial",
    aliases: [
      "seção de obras",
      "conservação de instalações",
      "manutenção de instalações",
      "prefeitura militar",
      "pelotão de obras",
    ],
    branches: ["exercito", "marinha", "aeronautica", "pm", "bombeiros"],
    kind: "funcao",
    families: [
      {
        code: "514325",
        reason: "Alvenaria, pintura, hidráulica e elétrica de rotina são da manutenção de edificações.",
      },
      {
        code: "710205",
        reason: "Chefiar a turma de obras da unidade aproxima você do mestre de obras.",
        level: "supervisao",
      },
      {
        code: "142705",
        reason: "Gerenciar a manutenção das instalações é o trabalho do gerente de manutenção.",
        level: "gestao",
      },
    ],
  },
  {
    term: "Logística e transporte (P4)",
    aliases: ["P4", "S4", "seção de logística", "logística", "chefe de transporte", "suprimento"],
    branches: ["exercito", "marinha", "aeronautica", "pm", "bombeiros"],
    kind: "funcao",
    families: [
      {
        code: "342125",
        reason: "Planejar transporte e suprimento é o trabalho do assistente de logística.",
      },
      {
        code: "342305",
        reason: "Chefiar viaturas, motoristas e rotas é o trabalho do chefe de transporte rodoviário.",
        level: "supervisao",
      },
      {
        code: "141615",
        reason: "Gerir a logística de uma unidade prepara para gerente de logística.",
        level: "gestao",
      },
      {
        code: "142410",
        reason: "Responder pelo suprimento de toda a unidade equivale a gerente de suprimentos.",
        level: "gestao",
      },
    ],
  },
  {
    term: "Planejamento de operações (P3)",
    aliases: ["P3", "S3", "seção de operações", "planejamento operacional", "oficial de operações", "estado-maior"],
    branches: ["exercito", "marinha", "aeronautica", "pm", "bombeiros"],
    kind: "funcao",
    families: [
      {
        code: "391125",
        reason: "Montar cronogramas, quadros de meios e escalas é o trabalho do técnico de planejamento.",
      },
      {
        code: "2526",
        reason: "Planejar operações com pessoas, meios e riscos prepara para gestor em segurança.",
        level: "gestao",
      },
      {
        code: "1421",
        reason: "Coordenar seções e prazos de um plano é gestão, como a do gerente administrativo.",
        level: "gestao",
      },
    ],
  },
  {
    term: "Gestão de pessoas (P1)",
    aliases: ["P1", "S1", "seção de pessoal", "recursos humanos", "departamento de pessoal", "gestão de pessoal"],
    branches: ["exercito", "marinha", "aeronautica", "pm", "bombeiros"],
    kind: "funcao",
    families: [
      {
        code: "411030",
        reason: "Lançar alterações, férias e movimentações é o trabalho do auxiliar de pessoal.",
      },
      {
        code: "2524",
        reason: "Com formação, recrutar, avaliar e desenvolver pessoas é o trabalho do analista de RH.",
      },
      {
        code: "4101",
        reason: "Chefiar a seção de pessoal corresponde ao chefe de departamento pessoal.",
        level: "supervisao",
      },
      {
        code: "1422",
        reason: "Responder pelo pessoal de uma unidade prepara para gerente de recursos humanos.",
        level: "gestao",
      },
    ],
  },
  {
    term: "Comunicação social (P5)",
    aliases: [
      "P5",
      "S5",
      "relações públicas",
      "assessoria de comunicação",
      "assessoria de imprensa",
      "comunicação social",
    ],
    branches: ["exercito", "marinha", "aeronautica", "pm", "bombeiros"],
    kind: "funcao",
    families: [
      {
        code: "142325",
        reason: "Cuidar da imagem da instituição junto ao público é o trabalho do relações públicas.",
      },
      {
        code: "261110",
        reason: "Redigir notas e atender a imprensa é o trabalho do assessor de imprensa.",
      },
      {
        code: "142310",
        reason: "Chefiar a comunicação social de uma unidade prepara para gerente de comunicação.",
        level: "gestao",
      },
    ],
  },
  {
    term: "Cerimonial militar",
    aliases: [
      "cerimonial",
      "mestre de cerimônias",
      "formaturas e solenidades",
      "organização de solenidades",
      "precedência e protocolo",
    ],
    branches: ["exercito", "marinha", "aeronautica", "pm", "bombeiros"],
    kind: "funcao",
    families: [
      {
        code: "354825",
        reason: "Organizar solenidades, precedência e convites é o trabalho do cerimonialista.",
      },
      {
        code: "376330",
        reason: "Conduzir a solenidade ao microfone é o trabalho do mestre de cerimônias.",
      },
      {
        code: "354820",
        reason: "Planejar eventos do começo ao fim é o trabalho do organizador de eventos.",
      },
    ],
  },
  {
    term: "Tesouraria e finanças",
    aliases: [
      "tesoureiro",
      "tesouraria",
      "seção financeira",
      "setor financeiro",
      "execução orçamentária",
      "conformidade de gestão",
    ],
    branches: ["exercito", "marinha", "aeronautica", "pm", "bombeiros"],
    kind: "funcao",
    families: [
      {
        code: "413110",
        reason: "Registrar pagamentos e conferir documentos fiscais é o trabalho do auxiliar de contabilidade.",
      },
      {
        code: "3511",
        reason: "Com curso técnico em contabilidade, sua rotina financeira vale como técnico contábil.",
      },
      {
        code: "410235",
        reason: "Responder por caixa e pagamentos da unidade é o papel do supervisor de tesouraria.",
        level: "supervisao",
      },
      {
        code: "142115",
        reason: "Ordenar despesas e gerir o orçamento prepara para gerente financeiro.",
        level: "gestao",
      },
    ],
  },
  {
    term: "Pagamento de pessoal",
    aliases: ["folha de pagamento", "seção de pagamento", "pagadoria", "pagamento do efetivo"],
    branches: ["exercito", "marinha", "aeronautica", "pm", "bombeiros"],
    kind: "funcao",
    families: [
      {
        code: "413105",
        reason: "Calcular e conferir a folha é o trabalho do analista de folha de pagamento.",
      },
      {
        code: "411030",
        reason: "Lançar descontos, benefícios e alterações é o trabalho do auxiliar de pessoal.",
      },
    ],
  },
  {
    term: "Licitações e compras",
    aliases: ["SALC", "licitações", "pregoeiro", "compras", "aquisições", "fiscal de contrato"],
    branches: ["exercito", "marinha", "aeronautica", "pm", "bombeiros"],
    kind: "funcao",
    families: [
      {
        code: "354205",
        reason: "Pesquisar preços, cotar e comprar é o trabalho do comprador.",
      },
      {
        code: "411010",
        reason: "Montar processos de licitação e controlar contratos é rotina de assistente administrativo.",
      },
      {
        code: "354210",
        reason: "Conduzir pregões e a equipe de compras corresponde ao supervisor de compras.",
        level: "supervisao",
      },
      {
        code: "142405",
        reason: "Responder pelas aquisições de uma unidade prepara para gerente de compras.",
        level: "gestao",
      },
    ],
  },
  {
    term: "Protocolo e arquivo",
    aliases: ["protocolo", "arquivo", "arquivo geral", "expedição de documentos", "gestão documental"],
    branches: ["exercito", "marinha", "aeronautica", "pm", "bombeiros"],
    kind: "funcao",
    families: [
      {
        code: "415105",
        reason: "Classificar, guardar e localizar documentos é o trabalho do arquivista de documentos.",
      },
      {
        code: "412205",
        reason: "Receber, registrar e entregar documentos é o trabalho do contínuo de protocolo.",
      },
      {
        code: "261305",
        reason: "Com graduação em arquivologia, a gestão documental leva ao arquivista.",
      },
    ],
  },
  {
    term: "Segurança do trabalho",
    aliases: [
      "prevenção de acidentes",
      "CIPA",
      "investigação de acidentes",
      "gerenciamento de risco",
      "segurança e saúde no trabalho",
    ],
    branches: ["exercito", "marinha", "aeronautica", "pm", "bombeiros"],
    kind: "funcao",
    families: [
      {
        code: "3516",
        reason: "Inspecionar riscos, orientar o uso de EPI e investigar acidentes é o técnico de segurança.",
      },
      {
        code: "214915",
        reason: "Com engenharia, a prevenção de acidentes leva ao engenheiro de segurança do trabalho.",
      },
      {
        code: "142110",
        reason: "Gerir riscos e programas de prevenção prepara para gerente de riscos.",
        level: "gestao",
      },
    ],
  },
  {
    term: "Educação física militar",
    aliases: [
      "TAF",
      "teste de aptidão física",
      "treinamento físico militar",
      "TFM",
      "monitor de educação física",
      "instrutor de educação física",
    ],
    branches: ["exercito", "marinha", "aeronautica", "pm", "bombeiros"],
    kind: "funcao",
    families: [
      {
        code: "2241",
        reason: "Com graduação e CREF, conduzir treino físico e TAF é trabalho do profissional de educação física.",
      },
    ],
  },
];
