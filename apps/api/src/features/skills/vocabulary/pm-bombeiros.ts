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
    duties: [
      "Patrulhamento preventivo a pé em áreas urbanas, comerciais e residenciais, com foco na redução de furtos e roubos",
      "Atendimento a ocorrências de segurança, com avaliação de risco, contenção de conflitos e acionamento de apoio",
      "Abordagem e verificação de pessoas e veículos suspeitos, com uso progressivo da força e respeito aos direitos humanos",
      "Orientação ao público e auxílio a pessoas em situação de vulnerabilidade, com encaminhamento a serviços de saúde e assistência",
      "Registro de ocorrências em relatórios, com preservação de local e repasse de informações às autoridades competentes",
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
    duties: [
      "Patrulhamento motorizado de setores urbanos, com rondas preventivas e resposta rápida a chamados recebidos por rádio",
      "Atendimento a ocorrências despachadas pela central de emergência, como alarmes, brigas, acidentes e crimes em andamento",
      "Condução de veículo em regime de emergência, com direção defensiva e uso de sinais sonoros e luminosos",
      "Comunicação contínua por rádio com a central de operações, informando localização, situação e necessidade de reforço",
      "Elaboração de relatórios de ocorrência e apresentação dos envolvidos à autoridade policial, com preservação de provas",
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
    duties: [
      "Fiscalização do trânsito urbano com base no Código de Trânsito Brasileiro, incluindo a lavratura de autos de infração",
      "Controle e orientação do fluxo de veículos e pedestres em cruzamentos, obras, eventos e horários de pico",
      "Atendimento a acidentes de trânsito, com sinalização do local, socorro inicial às vítimas e registro da ocorrência",
      "Operações de fiscalização de documentação, de alcoolemia com etilômetro e das condições de segurança dos veículos",
      "Ações de educação para o trânsito voltadas a escolas, motoristas, motociclistas e pedestres",
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
    duties: [
      "Patrulhamento de rodovias estaduais, com fiscalização de velocidade, ultrapassagens, excesso de peso e documentação",
      "Atendimento a acidentes em rodovias, com sinalização da pista, socorro inicial às vítimas e levantamento do local",
      "Operações com radar e etilômetro e combate ao transporte de cargas ilícitas e à circulação de veículos roubados",
      "Controle de tráfego em interdições, obras, feriados prolongados e situações de risco na pista",
      "Lavratura de autos de infração e boletins de acidente de trânsito conforme o Código de Trânsito Brasileiro",
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
    duties: [
      "Fiscalização ambiental de fauna, flora, pesca e recursos hídricos, com lavratura de autos de infração",
      "Patrulhamento de unidades de conservação, matas e mananciais, inclusive em áreas rurais e de difícil acesso",
      "Combate a desmatamento ilegal, caça, tráfico de animais silvestres e poluição, com apreensão de produtos e equipamentos",
      "Resgate de animais silvestres e encaminhamento a centros de triagem e órgãos ambientais",
      "Ações de educação ambiental em escolas e comunidades, com foco na prevenção de crimes ambientais",
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
    duties: [
      "Patrulhamento tático motorizado em áreas de alta incidência criminal, em equipes com treinamento especializado",
      "Resposta a ocorrências de alto risco, como roubos em andamento e confrontos armados, com técnicas de abordagem e progressão",
      "Apoio a outras equipes em situações críticas, com avaliação rápida de cenário e tomada de decisão sob pressão",
      "Treinamento contínuo em tiro, defesa pessoal, abordagem a veículos e edificações e socorro a feridos em área de risco",
      "Execução de operações planejadas em conjunto com outras unidades, seguindo procedimentos operacionais padronizados",
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
    duties: [
      "Controle de multidões e distúrbios em manifestações, estádios e grandes eventos, com uso progressivo da força",
      "Atuação em formações coordenadas de equipe, com escudos, equipamentos de proteção e armamento de menor potencial ofensivo",
      "Apoio a reintegrações de posse e a rebeliões em presídios, com foco em restabelecer a ordem e preservar vidas",
      "Isolamento de áreas, controle de acessos e escoamento de público em jogos, shows e eventos de grande porte",
      "Treinamento físico e tático intensivo, com disciplina, coesão de equipe e resposta imediata a comandos",
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
    duties: [
      "Atuação em crises com reféns, sequestros e pessoas armadas ou em surto, em equipes de alto desempenho com protocolos rígidos",
      "Negociação em situações críticas, com escuta ativa, comunicação sob pressão e busca de solução sem violência",
      "Planejamento de operações de alto risco, com análise de cenário, definição de acessos, recursos e planos de contingência",
      "Formação avançada em tiro, técnicas táticas, sobrevivência e atendimento a feridos em ambiente hostil",
      "Instrução de outras equipes em técnicas táticas, gerenciamento de crises e uso seguro de equipamentos especiais",
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
    duties: [
      "Escolta armada de presos a audiências, hospitais e transferências, com planejamento de rota e medidas de segurança",
      "Guarda externa de unidades prisionais, com vigilância de muralhas, guaritas e perímetro",
      "Revista de pessoas, veículos e volumes no acesso a unidades prisionais, impedindo a entrada de objetos proibidos",
      "Prevenção e contenção de fugas e tentativas de resgate, com acionamento de apoio e protocolos de segurança",
      "Custódia de presos em hospitais e fóruns, com controle de contatos, registro de movimentações e relatórios",
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
    duties: [
      "Patrulhamento a cavalo em parques, praças, estádios e grandes eventos, com ampla visibilidade preventiva",
      "Controle de multidões com cavalos adestrados, em apoio à segurança de jogos, shows e manifestações",
      "Cuidados diários com equinos: alimentação, escovação, encilhamento e observação de sinais de doença ou lesão",
      "Adestramento de cavalos para o trabalho em meio urbano, habituando-os a ruídos, multidões e tráfego",
      "Conservação de selas, arreios e equipamentos de montaria e limpeza de baias e instalações",
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
    duties: [
      "Ferrageamento de cavalos de serviço, com preparo, modelagem e ajuste de ferraduras a quente e a frio",
      "Casqueamento e aparo de cascos, com correção de aprumos e prevenção de lesões nos animais",
      "Avaliação da saúde dos cascos e comunicação de alterações à equipe veterinária",
      "Controle do calendário de ferrageamento de todo o plantel de cavalos da unidade",
      "Conservação das ferramentas de ferrador e controle do estoque de ferraduras, cravos e insumos",
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
    duties: [
      "Condução de cavalos em sessões de equoterapia para crianças e adultos com deficiência, sob orientação da equipe de saúde",
      "Apoio lateral ao praticante durante as sessões, garantindo equilíbrio e segurança sobre o animal",
      "Seleção, preparo e manejo de cavalos dóceis para terapia, com encilhamento e equipamentos adaptados",
      "Trabalho integrado com fisioterapeutas, psicólogos e fonoaudiólogos em equipe multidisciplinar",
      "Acolhimento de praticantes e famílias, com organização da agenda e registro das sessões",
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
    duties: [
      "Condução de cães de patrulha, guarda e faro em rondas, eventos e operações de busca",
      "Adestramento e manutenção do treinamento de cães para detecção de drogas, armas e explosivos",
      "Varreduras com cães de faro em veículos, bagagens, encomendas e instalações",
      "Cuidados com saúde, alimentação, higiene e vacinação dos cães, em apoio à equipe veterinária",
      "Manutenção dos canis, controle sanitário e registro da rotina e do desempenho de cada animal",
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
    duties: [
      "Atendimento de chamadas de emergência pelo número 190, com triagem da gravidade e registro da ocorrência em sistema",
      "Despacho de equipes e veículos por rádio, priorizando ocorrências conforme o risco e os recursos disponíveis",
      "Acompanhamento de ocorrências em tempo real, com apoio de mapas, GPS e câmeras de monitoramento",
      "Acionamento de outros órgãos, como bombeiros, SAMU, concessionárias e defesa civil, conforme a necessidade",
      "Atendimento a pessoas em situação de estresse, com comunicação clara, calma e objetiva",
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
    duties: [
      "Coleta, análise e difusão de informações para apoiar decisões operacionais, com sigilo e controle de acesso",
      "Análise criminal com mapeamento de manchas de crime, padrões e tendências, apoiada por bancos de dados e planilhas",
      "Levantamentos discretos, vigilância velada e verificação de informações em campo",
      "Elaboração de relatórios de inteligência e avaliações de risco para o planejamento de operações e eventos",
      "Pesquisa em fontes abertas e bancos de dados, com checagem cruzada e documentação das fontes",
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
    duties: [
      "Patrulhamento preventivo de bicicleta em parques, orlas, centros comerciais e áreas de grande circulação de pedestres",
      "Atendimento rápido a ocorrências em locais de difícil acesso para carros e motos",
      "Orientação a turistas, moradores e comerciantes, com policiamento de proximidade",
      "Rondas de longa duração com alto condicionamento físico e comunicação por rádio com a central",
      "Manutenção básica das bicicletas e conservação dos equipamentos de patrulha",
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
    duties: [
      "Patrulhamento com motocicletas em vias urbanas, com resposta rápida a ocorrências em trânsito intenso",
      "Pilotagem defensiva e em comboio, com técnicas de condução segura e de frenagem de emergência",
      "Abordagem a motociclistas e veículos suspeitos, com procedimentos padronizados de segurança",
      "Apoio a escoltas, eventos e operações de trânsito, abrindo passagem e controlando o fluxo de veículos",
      "Inspeção diária e manutenção preventiva básica das motocicletas e dos equipamentos de proteção",
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
    duties: [
      "Rondas preventivas no entorno de escolas nos horários de entrada e saída dos alunos",
      "Mediação de conflitos entre alunos e apoio à direção escolar em situações de indisciplina e violência",
      "Palestras sobre segurança, prevenção às drogas e convivência para alunos, pais e professores",
      "Identificação de riscos no entorno escolar, como tráfico e assédio, com encaminhamento aos órgãos competentes",
      "Articulação com diretores, conselho tutelar e famílias para a proteção de crianças e adolescentes",
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
    duties: [
      "Aulas de prevenção ao uso de drogas e à violência para crianças e adolescentes em escolas públicas e particulares",
      "Aplicação de currículo educacional estruturado, com lições, atividades em grupo e avaliação dos alunos",
      "Desenvolvimento de habilidades socioemocionais, como tomada de decisão, resistência à pressão e respeito ao outro",
      "Encontros com pais e professores sobre prevenção, diálogo em família e sinais de risco",
      "Organização de formaturas e eventos de encerramento dos cursos com a comunidade escolar",
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
    duties: [
      "Coleta de impressões digitais para identificação civil e criminal, com fichas e leitores biométricos",
      "Classificação e confronto de impressões digitais, com análise de padrões e pontos característicos",
      "Revelação e coleta de impressões latentes em objetos e locais de ocorrência, com pós e reagentes",
      "Elaboração de laudos e relatórios de identificação, com rigor técnico e cadeia de custódia",
      "Organização de arquivos de fichas datiloscópicas e alimentação de sistemas de identificação",
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
    duties: [
      "Condução e apoio a inquéritos e sindicâncias internas, com oitiva de testemunhas e reunião de provas",
      "Redação de termos de depoimento, autos, relatórios e despachos em linguagem técnica e formal",
      "Controle de prazos processuais e organização dos autos, com numeração, juntada de documentos e arquivamento",
      "Apoio à corregedoria em apurações disciplinares, com imparcialidade, sigilo e respeito ao direito de defesa",
      "Interlocução com o Ministério Público e o Judiciário, com remessa de autos e cumprimento de diligências",
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
    duties: [
      "Execução de repertório instrumental em solenidades, concertos, desfiles e eventos públicos",
      "Ensaios regulares de naipe e de conjunto, com leitura de partitura e repertório erudito, popular e de marchas",
      "Apresentações didáticas em escolas e participação em projetos sociais de formação musical",
      "Conservação de instrumentos, organização de partituras e cuidado com o acervo musical",
      "Regência e preparo do conjunto, com escolha de repertório, adaptação de arranjos e condução de ensaios",
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
    duties: [
      "Mediação de conflitos entre vizinhos, comerciantes e moradores, buscando acordos sem necessidade de processo",
      "Articulação com associações de bairro, escolas, comércio e conselhos comunitários de segurança",
      "Diagnóstico dos problemas de segurança do bairro junto à comunidade e planejamento de ações preventivas",
      "Visitas regulares a residências e comércios para criar vínculo de confiança e receber demandas da população",
      "Encaminhamento de demandas a órgãos públicos, como iluminação, limpeza urbana e assistência social",
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
    duties: [
      "Acompanhamento de mulheres com medidas protetivas, com visitas periódicas e avaliação de risco",
      "Fiscalização do cumprimento de medidas protetivas de urgência e resposta imediata a descumprimentos",
      "Acolhimento humanizado de vítimas de violência doméstica, com escuta qualificada e orientação sobre direitos",
      "Encaminhamento à rede de proteção: assistência social, saúde, Defensoria Pública e casas-abrigo",
      "Registro das visitas e elaboração de relatórios de acompanhamento enviados ao Judiciário",
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
    duties: [
      "Controle de acesso a fóruns e tribunais, com detector de metais, inspeção de volumes e identificação de visitantes",
      "Segurança de magistrados, servidores e público durante audiências e sessões do júri",
      "Rondas internas e externas e acompanhamento das instalações por CFTV",
      "Contenção de tumultos e condução de pessoas presas durante audiências",
      "Orientação ao público sobre setores, serviços e normas de circulação no prédio",
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
    duties: [
      "Proteção pessoal de autoridades em agendas públicas, viagens e eventos, em equipe de segurança aproximada",
      "Planejamento de deslocamentos, com reconhecimento prévio de rotas, locais e pontos de apoio médico",
      "Condução de veículos oficiais com técnicas de direção defensiva e evasiva",
      "Análise de riscos e coordenação com equipes de segurança locais e organizadores de eventos",
      "Vistoria de ambientes e controle de acesso antes e durante a presença da autoridade",
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
    duties: [
      "Segurança de jogos de futebol, shows e grandes eventos, com controle de público, revistas e organização de filas",
      "Atuação em pontos críticos, como entradas, arquibancadas e setores de torcidas, prevenindo brigas e invasões",
      "Planejamento do esquema de segurança com os organizadores, definindo postos, número de agentes, acessos e rotas de fuga",
      "Coordenação de equipes em postos durante o evento, com comunicação por rádio e resposta a incidentes",
      "Apoio à evacuação de público e a emergências em conjunto com bombeiros e equipes médicas",
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
    duties: [
      "Monitoramento de câmeras de vias públicas em central de CFTV, identificando situações suspeitas e crimes em andamento",
      "Acionamento e orientação de equipes em campo por rádio, com base nas imagens em tempo real",
      "Busca, gravação e exportação de imagens para investigações, com cuidado na cadeia de custódia",
      "Registro de ocorrências e relatórios de turno em sistema",
      "Verificação diária do funcionamento das câmeras e comunicação de falhas ao suporte técnico",
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
    duties: [
      "Pilotagem de helicópteros em patrulhamento aéreo, acompanhamentos, buscas e apoio a operações terrestres",
      "Voos de resgate e transporte aeromédico de vítimas, em coordenação com equipes de saúde",
      "Planejamento de voo, com análise meteorológica, cálculo de combustível, peso e balanceamento",
      "Operação conforme as normas da ANAC e de segurança de voo, incluindo pousos em áreas restritas",
      "Inspeção pré-voo da aeronave e registro de horas de voo e discrepâncias técnicas",
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
    duties: [
      "Apoio ao piloto em voos de patrulha e resgate, com observação externa, navegação e comunicação por rádio",
      "Resgate de vítimas em locais de difícil acesso com guincho, rapel e técnicas de içamento",
      "Atendimento a vítimas a bordo, com imobilização, suporte básico de vida e uso de DEA",
      "Preparação da aeronave e dos equipamentos de resgate antes do voo, com checagem de segurança",
      "Operação de câmeras e holofotes embarcados em buscas e no acompanhamento de ocorrências",
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
    duties: [
      "Patrulhamento de rios, lagos e represas em lanchas e botes, com fiscalização de embarcações",
      "Resgate de pessoas em afogamento e de embarcações à deriva ou em pane",
      "Fiscalização de pesca ilegal, documentação de embarcações e uso obrigatório de coletes salva-vidas",
      "Condução de embarcações motorizadas com habilitação náutica e manutenção básica de motores de popa",
      "Apoio a eventos náuticos e a buscas por pessoas desaparecidas em ambiente aquático",
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
    duties: [
      "Combate a incêndios urbanos, industriais e em veículos, com mangueiras, hidrantes, extintores e espuma",
      "Entrada em ambientes tomados por fumaça com proteção respiratória autônoma, para busca e resgate de vítimas",
      "Operação de bombas, linhas de mangueira e equipamentos de ventilação, iluminação e corte",
      "Rescaldo e inspeção pós-incêndio para evitar reignição e garantir a segurança da edificação",
      "Conferência diária de equipamentos, EPIs e veículos de combate no início de cada turno",
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
    duties: [
      "Liderança de equipe de bombeiros em ocorrências de incêndio, resgate, salvamento e emergências diversas",
      "Avaliação inicial da cena, definição da tática e distribuição de tarefas conforme riscos e recursos",
      "Supervisão do uso correto de EPIs e dos procedimentos de segurança da equipe durante a operação",
      "Comunicação com a central de operações, solicitação de reforços e elaboração de relatório pós-ocorrência",
      "Conferência de pessoal, veículo e equipamentos no início do turno e condução de treinamentos da equipe",
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
    duties: [
      "Comando de emergências de grande porte com várias equipes e órgãos, usando o Sistema de Comando de Incidentes",
      "Instalação de posto de comando, com definição de objetivos, estratégias e cadeia de comunicação",
      "Gestão de recursos em campo: equipes, veículos, equipamentos e apoio de órgãos externos",
      "Avaliação contínua de riscos e da segurança das equipes, com ajustes táticos em tempo real",
      "Interlocução com autoridades, imprensa e empresas afetadas e elaboração do relatório final da operação",
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
    duties: [
      "Resgate de vítimas em prédios, torres, encostas e poços, com ancoragens, rapel e sistemas de polias",
      "Montagem de sistemas de cordas para içamento e descida de macas, com redundância e margens de segurança",
      "Trabalho em altura conforme a NR-35, com análise de risco, permissão de trabalho e uso de EPIs",
      "Inspeção, conservação e controle da vida útil de cordas, cintos, mosquetões e descensores",
      "Treinamentos periódicos de resgate técnico em altura para manter a prontidão da equipe",
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
    duties: [
      "Retirada de vítimas presas às ferragens de veículos acidentados, com ferramentas hidráulicas de corte e expansão",
      "Estabilização de veículos e controle de riscos na cena, como vazamento de combustível e baterias",
      "Atendimento às vítimas durante o resgate, com imobilização da coluna e suporte básico de vida",
      "Sinalização e isolamento da via para proteção da equipe, das vítimas e dos demais motoristas",
      "Manutenção e testes de ferramentas hidráulicas, motobombas e demais equipamentos de resgate",
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
    duties: [
      "Resgate de vítimas em rios, lagos, mar e áreas alagadas, com nado de resgate e equipamentos de flutuação",
      "Operação de botes e embarcações em buscas e resgates durante enchentes e inundações",
      "Evacuação de moradores ilhados em enchentes, em coordenação com a defesa civil",
      "Primeiros socorros a vítimas de afogamento, com RCP e suporte básico de vida",
      "Buscas de superfície por pessoas desaparecidas em rios, represas e no mar",
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
    duties: [
      "Vigilância de praias, rios e piscinas, com identificação de correntes de retorno e outras situações de risco",
      "Resgate de banhistas em afogamento, com nado de resgate, flutuadores, prancha e nadadeiras",
      "Primeiros socorros a afogados, com RCP, administração de oxigênio e uso de DEA",
      "Prevenção ativa com orientação a banhistas e sinalização de áreas perigosas com bandeiras e placas",
      "Treinamento físico diário de natação e corrida para manter a prontidão para resgates",
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
    duties: [
      "Atendimento pré-hospitalar a vítimas de trauma, com imobilização, suporte básico de vida e uso de DEA",
      "Avaliação primária e secundária de vítimas de acidentes, quedas, queimaduras e emergências clínicas",
      "Transporte de vítimas em ambulância até hospitais, com passagem do caso à equipe médica",
      "Comunicação com a regulação médica e integração com o SAMU, seguindo protocolos de atendimento",
      "Controle de materiais, limpeza e desinfecção da ambulância e dos equipamentos de atendimento",
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
    duties: [
      "Mergulho autônomo para busca e recuperação de pessoas, veículos e objetos em rios, lagos, represas e mar",
      "Buscas subaquáticas com baixa visibilidade, usando padrões de varredura e cabos-guia",
      "Planejamento de mergulhos, com cálculo de tempo de fundo, consumo de ar e limites de descompressão",
      "Manutenção de cilindros, reguladores, roupas e demais equipamentos de mergulho",
      "Apoio a perícias, com preservação de objetos e provas recuperados debaixo d'água",
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
    duties: [
      "Busca e resgate de vítimas em escombros de desabamentos e deslizamentos, com técnicas e equipamentos de localização",
      "Escoramento de estruturas com madeira e equipamentos metálicos para criar acessos seguros",
      "Corte, perfuração e remoção de concreto, aço e entulho com ferramentas pesadas",
      "Avaliação de riscos estruturais e marcação das áreas vistoriadas conforme padrões internacionais da ONU",
      "Atuação em operações prolongadas, com rodízio de equipes e controle permanente de segurança",
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
    duties: [
      "Resposta a vazamentos de produtos químicos, com identificação pelo número da ONU e consulta à ficha de emergência",
      "Isolamento e delimitação de zonas de risco, com controle de acesso e evacuação de áreas",
      "Uso de roupas de proteção química e proteção respiratória autônoma em ambientes contaminados",
      "Contenção de vazamentos com barreiras, absorventes e tamponamento e descontaminação de pessoas e equipamentos",
      "Coordenação com órgãos ambientais, empresas transportadoras e defesa civil durante a emergência",
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
    duties: [
      "Vistoria de edificações e estabelecimentos para emissão do AVCB, conferindo extintores, hidrantes, saídas e sinalização",
      "Verificação de alarmes, iluminação de emergência, chuveiros automáticos e brigada de incêndio",
      "Aplicação das normas estaduais de segurança contra incêndio e das normas técnicas da ABNT",
      "Emissão de notificações e relatórios de vistoria, com orientação técnica aos responsáveis pelo imóvel",
      "Fiscalização de eventos temporários e de locais de grande concentração de público",
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
    duties: [
      "Análise de PPCI conforme a legislação estadual de segurança contra incêndio e as normas da ABNT",
      "Verificação do dimensionamento de saídas de emergência, hidrantes, chuveiros automáticos, extintores e compartimentação",
      "Leitura de plantas e memoriais descritivos, inclusive em CAD, com emissão de pareceres técnicos",
      "Orientação a engenheiros, arquitetos e proprietários sobre exigências e correções de projeto",
      "Controle de processos e prazos de análise em sistema informatizado",
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
    duties: [
      "Formação de brigadas de incêndio em empresas, escolas e condomínios, com aulas teóricas e práticas",
      "Treinamento no uso de extintores e hidrantes, em abandono de área e em primeiros socorros",
      "Planejamento e condução de simulados de evacuação, com avaliação e relatório de melhorias",
      "Elaboração de material didático e avaliações dos alunos conforme as normas técnicas vigentes",
      "Orientação a empresas sobre planos de emergência e rotinas de prevenção de incêndios",
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
    duties: [
      "Condução de caminhões de combate a incêndio e de veículos de resgate em regime de emergência, com direção defensiva",
      "Operação da bomba de incêndio e abastecimento do tanque em hidrantes e outras fontes de água",
      "Inspeção diária do veículo: níveis, pneus, freios, sinalização e equipamentos embarcados",
      "Controle de abastecimento, quilometragem e manutenções do veículo sob responsabilidade",
      "Escolha de rotas rápidas e seguras com apoio de GPS e comunicação por rádio com a central",
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
    duties: [
      "Operação de escada mecânica e plataforma aérea em resgates e combate a incêndios em prédios altos",
      "Posicionamento e estabilização do caminhão, com avaliação do terreno, uso de sapatas e respeito aos limites de carga",
      "Resgate de vítimas em andares elevados e combate a incêndio com canhão de água a partir do cesto",
      "Inspeção e testes diários dos sistemas hidráulicos e dos dispositivos de segurança do equipamento",
      "Condução do caminhão de escada em vias urbanas, com atenção a altura, peso e espaço de manobra",
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
    duties: [
      "Mapeamento de áreas de risco de deslizamento, enchente e desabamento, com vistorias em campo",
      "Elaboração de planos de contingência e realização de simulados com comunidades em áreas de risco",
      "Resposta a desastres com evacuação de moradores, montagem de abrigos temporários e distribuição de ajuda humanitária",
      "Monitoramento de alertas meteorológicos e emissão de avisos preventivos à população",
      "Articulação com prefeituras, assistência social e órgãos estaduais em situações de emergência e calamidade",
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
    duties: [
      "Atendimento de chamadas de emergência pelo número 193, com triagem e coleta das informações essenciais",
      "Despacho de equipes de incêndio, resgate e salvamento por rádio, conforme a gravidade e os recursos disponíveis",
      "Orientação por telefone ao solicitante até a chegada do socorro, incluindo instruções de primeiros socorros",
      "Acompanhamento das ocorrências em tempo real e acionamento de SAMU, polícia, concessionárias e defesa civil",
      "Registro das ocorrências em sistema e elaboração de relatórios de turno",
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
    duties: [
      "Combate a incêndios em vegetação com abafadores, bombas costais, sopradores e caminhões-pipa",
      "Abertura de aceiros e linhas de controle para conter a propagação do fogo",
      "Avaliação do comportamento do fogo considerando vento, relevo, umidade e tipo de vegetação",
      "Operações prolongadas em áreas remotas, com navegação por GPS e logística de acampamento",
      "Ações de prevenção e educação em comunidades rurais e unidades de conservação",
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
    duties: [
      "Treinamento de cães para localizar pessoas soterradas em escombros ou perdidas em matas",
      "Condução do cão em operações de busca, com leitura do comportamento do animal e indicação de vítimas",
      "Cuidados diários com saúde, alimentação, higiene e condicionamento físico dos cães",
      "Manutenção dos canis e registro do treinamento e do desempenho de cada animal",
      "Participação em simulados e processos de certificação de equipes de busca com cães",
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
    duties: [
      "Inspeção, higienização e testes de máscaras e equipamentos autônomos de proteção respiratória",
      "Recarga de cilindros de ar respirável com compressor, com controle da qualidade do ar",
      "Controle de testes hidrostáticos, validade e rastreabilidade dos cilindros",
      "Manutenção preventiva do compressor, com registro de horas de uso e troca de filtros",
      "Treinamento das equipes no uso, na conferência e na conservação dos equipamentos respiratórios",
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
    duties: [
      "Resgate de vítimas em tanques, silos, galerias, poços e bueiros, conforme a NR-33",
      "Monitoramento da atmosfera com detectores de gases antes e durante a entrada da equipe",
      "Montagem de sistemas de ventilação, ancoragem e içamento para acesso e retirada de vítimas",
      "Atuação como vigia e supervisor de entrada, com emissão de permissão de entrada e controle de riscos",
      "Uso de proteção respiratória autônoma e EPIs específicos para atmosferas perigosas",
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
    duties: [
      "Investigação de origem e causa de incêndios e explosões, com análise de vestígios e padrões de queima",
      "Coleta e preservação de amostras e provas, com registro fotográfico detalhado do local",
      "Entrevista com testemunhas, ocupantes do imóvel e equipes que atuaram no combate",
      "Análise de instalações elétricas, de gás e de sistemas de proteção como possíveis causas ou agravantes",
      "Elaboração de laudos técnicos de incêndio para fins administrativos, judiciais e de seguros",
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
    duties: [
      "Buscas por pessoas perdidas em matas, trilhas e montanhas, com planejamento de setores e técnicas de varredura",
      "Navegação terrestre com mapa, bússola e GPS em terrenos de difícil acesso",
      "Transporte de vítimas em macas por terrenos acidentados, com apoio de técnicas de corda",
      "Atendimento inicial a vítimas de quedas, desidratação e hipotermia em áreas remotas",
      "Permanência e sobrevivência em ambiente de mata durante operações de vários dias",
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
    duties: [
      "Captura e remoção de enxames de abelhas e vespas com roupas e equipamentos de proteção",
      "Captura e manejo de serpentes e outros animais peçonhentos, com soltura ou entrega a órgãos ambientais",
      "Resgate de animais domésticos e silvestres presos, feridos ou em situação de risco",
      "Contenção segura de animais de grande porte soltos em vias públicas",
      "Orientação à população sobre prevenção de acidentes com animais peçonhentos e insetos",
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
    duties: [
      "Corte e remoção de árvores caídas ou com risco de queda, com motosserra e equipamentos de segurança",
      "Avaliação do risco de cada árvore e definição da técnica de corte e da direção de queda",
      "Poda de galhos próximos a redes elétricas e edificações, em apoio a concessionárias",
      "Isolamento e sinalização da área para proteção de pedestres, veículos e imóveis",
      "Manutenção de motosserras, roçadeiras e ferramentas de corte",
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
    duties: [
      "Palestras e oficinas de prevenção de incêndios e acidentes domésticos para crianças, jovens e adultos",
      "Coordenação de projetos educativos em escolas e comunidades, com planejamento de conteúdos e atividades",
      "Ensino de noções de primeiros socorros e de como acionar o socorro em emergências",
      "Produção de material didático e participação em campanhas de prevenção",
      "Organização de visitas guiadas a unidades do Corpo de Bombeiros e de simulados de evacuação em escolas",
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
    duties: [
      "Pilotagem de helicópteros e aviões em resgates, combate a incêndios florestais e transporte aeromédico",
      "Lançamento de água sobre incêndios florestais com balde ou tanque acoplado à aeronave",
      "Planejamento de voo, com análise meteorológica, cálculo de combustível, peso e balanceamento",
      "Pousos e operações em áreas restritas e de risco, seguindo as normas da ANAC e de segurança de voo",
      "Coordenação com equipes em solo e tripulantes durante operações de resgate",
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
    duties: [
      "Resgate de vítimas por helicóptero com guincho, rapel e içamento em locais de difícil acesso",
      "Atendimento a vítimas a bordo, com monitoramento de sinais vitais e suporte básico de vida",
      "Apoio ao piloto na segurança de voo, com observação externa e comunicação com equipes em solo",
      "Preparo e inspeção dos equipamentos de resgate e dos materiais de saúde embarcados",
      "Preparação de pousos em áreas improvisadas, com isolamento do local e orientação de equipes e público",
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
    duties: [
      "Condução de botes, lanchas e motos aquáticas em resgates no mar, em rios e em enchentes",
      "Resgate de vítimas com moto aquática e prancha de resgate na zona de arrebentação",
      "Navegação segura conforme as regras da Marinha, com habilitação náutica e equipamentos de salvatagem",
      "Inspeção, abastecimento e manutenção básica de motores de popa e embarcações",
      "Transporte de equipes, vítimas e suprimentos em áreas alagadas durante desastres",
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
    duties: [
      "Prevenção de incêndios e emergências em shows, estádios e grandes eventos, com postos fixos e rondas",
      "Vistoria prévia de rotas de fuga, extintores, hidrantes e estruturas temporárias, como palcos e arquibancadas",
      "Primeiros socorros ao público e acionamento de ambulâncias em incidentes durante o evento",
      "Apoio à evacuação e ao controle de público em situações de emergência",
      "Distribuição e supervisão dos postos de prevenção, com comunicação por rádio entre as equipes",
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
    duties: [
      "Vigilância armada de postos fixos e do perímetro de instalações, em escalas de revezamento inclusive noturnas",
      "Controle de acesso de pessoas e veículos, com identificação, registro e conferência de autorizações",
      "Rondas periódicas com verificação de portões, cercas, iluminação e áreas sensíveis",
      "Acionamento de alarme e resposta inicial a invasões, incêndios e outras emergências",
      "Registro de alterações em livro de serviço e passagem formal do posto ao turno seguinte",
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
    duties: [
      "Supervisão da equipe de vigilância de uma instalação em turnos contínuos, com distribuição e rendição de postos",
      "Fiscalização de postos e rondas, corrigindo falhas e garantindo o cumprimento das normas de segurança",
      "Controle da entrada de visitantes, veículos e cargas, com autorização de acessos fora da rotina",
      "Coordenação da resposta inicial a emergências e ocorrências durante o turno",
      "Elaboração do relatório de turno e passagem de serviço à equipe seguinte",
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
    duties: [
      "Liderança direta de pequena equipe em atividades operacionais, de treinamento e de rotina",
      "Distribuição de tarefas, acompanhamento da execução e cobrança de resultados da equipe",
      "Orientação e instrução individual dos integrantes, com acompanhamento do desempenho de cada um",
      "Controle de material e equipamentos da equipe, com conferência e zelo pela conservação",
      "Planejamento das atividades do dia e comunicação constante com a chefia imediata",
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
    duties: [
      "Liderança de equipe de dezenas de pessoas, com planejamento, execução e avaliação das atividades operacionais",
      "Supervisão de líderes de equipe subordinados, com definição de metas e acompanhamento de resultados",
      "Gestão de escalas, treinamentos e do material e equipamentos sob responsabilidade",
      "Avaliação de desempenho, aconselhamento e desenvolvimento dos integrantes da equipe",
      "Planejamento de operações com análise de riscos e coordenação com outras equipes",
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
    duties: [
      "Gestão de unidade operacional de grande porte, respondendo por pessoas, material, instalações e resultados",
      "Planejamento e acompanhamento de treinamentos, operações e do calendário de atividades da unidade",
      "Supervisão de líderes intermediários, com delegação, cobrança e avaliação de desempenho",
      "Administração de recursos, patrimônio e manutenção de equipamentos e instalações",
      "Gestão da disciplina e do clima organizacional, com atenção à saúde e ao bem-estar da equipe",
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
    duties: [
      "Planejamento e condução de aulas teóricas e práticas para turmas de formação profissional",
      "Elaboração de planos de aula, material didático e instrumentos de avaliação da aprendizagem",
      "Aplicação e correção de provas e testes práticos, com registro de notas e frequência",
      "Acompanhamento individual de alunos com dificuldade, com orientação e atividades de reforço",
      "Preparação de exercícios práticos e simulações com foco na segurança dos participantes",
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
    duties: [
      "Instrução de manuseio seguro, montagem, desmontagem e manutenção de armas de fogo",
      "Condução de treinos de tiro em estande, com controle da linha de tiro e das normas de segurança",
      "Avaliação de desempenho dos atiradores e correção de postura, empunhadura e pontaria",
      "Controle de munições, armas e registros de utilização do estande",
      "Elaboração de planos de instrução e aplicação de testes de habilitação para o uso de armas",
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
    duties: [
      "Redação e revisão de ofícios, memorandos, relatórios e outros documentos oficiais",
      "Controle de prazos, tramitação de processos e arquivamento de documentos",
      "Atendimento ao público interno e externo, presencialmente e por telefone",
      "Lançamento de dados em sistemas e planilhas eletrônicas, com emissão de relatórios",
      "Organização da agenda, das reuniões e da correspondência da chefia",
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
    duties: [
      "Recebimento, conferência e armazenagem de materiais, com checagem de notas e documentos de entrada",
      "Controle de estoque em sistema, com inventários periódicos e registro de entradas e saídas",
      "Distribuição de material aos setores mediante requisição, com registro e termo de responsabilidade",
      "Organização física do almoxarifado, com endereçamento, conservação e controle de validade",
      "Levantamento de necessidades de reposição e apoio ao planejamento de compras",
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
    duties: [
      "Controle de material, uniformes e equipamentos de uma unidade, com distribuição e recolhimento",
      "Registro de alterações de pessoal, como férias, dispensas, transferências e afastamentos",
      "Conferência periódica do inventário e responsabilidade pela carga de material da unidade",
      "Elaboração de relações, mapas de controle e documentos administrativos",
      "Apoio à chefia na organização da rotina administrativa e logística da unidade",
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
    duties: [
      "Elaboração de escalas de serviço, com distribuição equilibrada de turnos e folgas",
      "Controle diário do quadro de pessoal: presenças, férias, afastamentos e dispensas médicas",
      "Redação de documentos, publicações internas e comunicações de pessoal",
      "Organização do expediente e do arquivo de pessoal da unidade",
      "Atendimento a demandas administrativas dos integrantes e interlocução com a chefia",
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
    duties: [
      "Tombamento, cadastro e etiquetagem de bens patrimoniais em sistema",
      "Realização de inventários periódicos, com conciliação entre registros e bens físicos",
      "Controle de transferências, empréstimos, baixas e descarte de bens",
      "Emissão de termos de responsabilidade e atualização dos responsáveis por cada bem",
      "Elaboração de relatórios patrimoniais para auditorias e prestação de contas",
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
    duties: [
      "Condução de veículos leves, caminhões ou ônibus no transporte de pessoas e cargas, com direção defensiva",
      "Inspeção diária do veículo, com verificação de óleo, pneus, freios, luzes e documentação",
      "Controle de abastecimento, quilometragem e registro de viagens",
      "Transporte de cargas com amarração, conferência e cuidados com materiais sensíveis",
      "Comunicação de defeitos e acompanhamento de manutenções preventivas e corretivas",
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
    duties: [
      "Preparo de refeições em grande escala, para centenas de pessoas, seguindo cardápio e horários definidos",
      "Pré-preparo, cocção e porcionamento de alimentos com boas práticas de manipulação",
      "Higienização de cozinha, utensílios e equipamentos conforme as normas sanitárias da ANVISA",
      "Recebimento e armazenamento de gêneros alimentícios, com controle de validade e temperatura",
      "Operação de equipamentos de cozinha industrial, como caldeirões, fornos, fogões e fritadeiras",
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
    duties: [
      "Planejamento de cardápios e da produção diária de refeições em grande escala",
      "Compra, recebimento e controle de estoque de gêneros alimentícios",
      "Gestão de custos de alimentação, com controle de consumo e redução de desperdício",
      "Supervisão da equipe de cozinha, com escala, distribuição de tarefas e cobrança de boas práticas",
      "Prestação de contas e relatórios de consumo e custos do serviço de alimentação",
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
    duties: [
      "Primeiros socorros e atendimento inicial a feridos e pacientes, na enfermaria e em atividades de campo",
      "Apoio às equipes médica e de enfermagem em consultas, curativos, vacinação e administração de medicamentos",
      "Aferição de sinais vitais e registro em prontuário",
      "Transporte de pacientes em macas e ambulâncias, com imobilização quando necessário",
      "Controle de materiais e medicamentos e preparo de instrumentos para esterilização",
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
    duties: [
      "Operação de redes de rádio em HF, VHF e UHF, com transmissão e recepção de mensagens",
      "Registro de mensagens e comunicações em livro ou sistema, com controle de horários",
      "Montagem, teste e manutenção básica de rádios, antenas e baterias",
      "Aplicação de procedimentos padronizados de comunicação e de segurança da informação",
      "Estabelecimento de enlaces de comunicação em campo para apoio a operações",
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
    duties: [
      "Atendimento a usuários em chamados de suporte técnico, com diagnóstico e solução de problemas",
      "Instalação e configuração de PCs, impressoras, sistemas operacionais e programas",
      "Administração de redes LAN, contas de usuários, permissões de acesso e servidores",
      "Manutenção preventiva e corretiva de equipamentos de TI, com controle de inventário",
      "Execução de rotinas de cópia de segurança e aplicação de políticas de segurança da informação",
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
    duties: [
      "Manutenção preventiva e corretiva de instalações elétricas, hidráulicas e sanitárias",
      "Serviços de alvenaria, pintura, carpintaria e pequenos reparos em edificações",
      "Levantamento de materiais e orçamento de pequenas obras e reformas",
      "Controle de ordens de serviço e priorização das demandas de manutenção",
      "Supervisão de equipes de obra e acompanhamento de prestadores de serviço",
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
    duties: [
      "Planejamento do transporte de pessoas e cargas, com definição de rotas, veículos e motoristas",
      "Gestão de suprimentos: levantamento de necessidades, pedidos, recebimento e distribuição",
      "Controle de frota, com manutenção, abastecimento e documentação dos veículos",
      "Coordenação logística de operações e eventos, com alimentação, alojamento e material",
      "Elaboração de relatórios e indicadores de consumo e custos logísticos",
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
    duties: [
      "Planejamento de operações e atividades, com definição de objetivos, recursos, prazos e responsáveis",
      "Elaboração de ordens, cronogramas, quadros de recursos e planos de contingência",
      "Análise de riscos e cenários para apoiar as decisões da direção",
      "Coordenação entre setores para a execução integrada das atividades planejadas",
      "Acompanhamento de resultados, avaliação após cada ação e registro de lições aprendidas",
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
    duties: [
      "Administração de pessoal: registros funcionais, férias, licenças, movimentações e afastamentos",
      "Controle do quadro de pessoal e das necessidades de reposição e capacitação",
      "Organização de processos de avaliação de desempenho e de promoções",
      "Atendimento aos integrantes em demandas de direitos, benefícios e documentos",
      "Apoio a ações de saúde, assistência social e qualidade de vida no trabalho",
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
    duties: [
      "Redação de notas, releases e textos para site institucional e redes sociais",
      "Atendimento à imprensa, agendamento de entrevistas e preparo de porta-vozes",
      "Produção de fotos, vídeos e conteúdo para os canais de comunicação institucional",
      "Organização de eventos e ações de relacionamento com a comunidade",
      "Monitoramento da imprensa e das redes sociais e apoio na gestão de crises de imagem",
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
    duties: [
      "Planejamento e organização de solenidades, com roteiro, convites, lista de autoridades e ordem de precedência",
      "Apresentação de cerimônias como mestre de cerimônias, com condução do roteiro ao microfone",
      "Recepção e acomodação de autoridades e convidados conforme as regras de protocolo",
      "Coordenação da equipe de apoio e de fornecedores de som, decoração e montagem do local",
      "Redação de roteiros, textos de locução e listas de autoridades presentes",
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
    duties: [
      "Execução orçamentária e financeira, com empenho, liquidação e pagamento de despesas públicas",
      "Conferência de notas fiscais, documentos e processos de pagamento",
      "Controle de caixa, conciliação bancária e prestação de contas",
      "Elaboração de relatórios financeiros para a direção e os órgãos de controle",
      "Acompanhamento de auditorias e atendimento a apontamentos de conformidade",
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
    duties: [
      "Processamento da folha de pagamento, com lançamento de vencimentos, descontos e benefícios",
      "Conferência de cálculos de adicionais, diárias, gratificações e consignações",
      "Atendimento a dúvidas sobre contracheques e correção de inconsistências",
      "Atualização de dados cadastrais e financeiros no sistema de pagamento",
      "Emissão de relatórios de folha e de declarações de rendimentos",
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
    duties: [
      "Condução de licitações, pregões eletrônicos e contratações diretas conforme a legislação de compras públicas",
      "Pesquisa de preços e elaboração de termos de referência e editais",
      "Fiscalização de contratos, com acompanhamento de entregas, prazos e qualidade",
      "Relacionamento com fornecedores e análise de propostas e documentação de habilitação",
      "Controle de processos de compra e prestação de contas das aquisições",
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
    duties: [
      "Recebimento, registro, distribuição e expedição de documentos e correspondências",
      "Classificação e arquivamento de documentos conforme a tabela de temporalidade",
      "Digitalização de documentos e organização do arquivo digital",
      "Atendimento a pedidos de consulta e desarquivamento, com controle de empréstimos",
      "Controle da tramitação de processos e documentos em sistema",
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
    duties: [
      "Inspeção de ambientes de trabalho e identificação de riscos de acidentes e doenças ocupacionais",
      "Orientação e fiscalização do uso de EPIs e de procedimentos seguros",
      "Investigação de acidentes e elaboração de relatórios com medidas corretivas",
      "Organização de treinamentos e campanhas de prevenção de acidentes",
      "Elaboração de análises de risco e de procedimentos para atividades perigosas",
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
    duties: [
      "Condução de treinamentos físicos coletivos, com aquecimento, exercícios e alongamento",
      "Aplicação de testes de aptidão física, com registro e análise dos resultados",
      "Planejamento de programas de treino por nível de condicionamento",
      "Orientação sobre prevenção de lesões e hábitos de vida saudáveis",
      "Organização de competições esportivas e eventos de integração",
    ],
  },
];
