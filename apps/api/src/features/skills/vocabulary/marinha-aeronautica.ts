// Specialties, qualifications and functions of the Marinha do Brasil (Armada, Corpo Auxiliar de Praças and
// Fuzileiros Navais) and of the Força Aérea Brasileira (sargentos especialistas, taifeiros, soldados and cabos),
// each mapped to the CBO famílias or ocupações whose civilian work it prepares for, best first.
import type { FamilyMapping, VocabularyEntry } from "./types";

// Trades both forces train for, leading to the same civilian work.
const ADMINISTRACAO: readonly FamilyMapping[] = [
  {
    code: "3513",
    reason: "Processos, compras e pessoal são tarefas do técnico em administração.",
  },
  {
    code: "4110",
    reason: "Na execução, você atua como assistente administrativo.",
  },
  {
    code: "4101",
    reason: "Como sargento, você pode ser supervisor administrativo.",
    level: "supervisao",
  },
];
const OBRAS_CIVIS: readonly FamilyMapping[] = [
  {
    code: "3121",
    reason: "Acompanhar obras, orçamentos e materiais é o trabalho do técnico de obras civis.",
  },
  {
    code: "7102",
    reason: "Como sargento, você pode atuar como mestre de obras.",
    level: "supervisao",
  },
];
const MUSICA: readonly FamilyMapping[] = [
  {
    code: "2627",
    reason: "Tocar em banda e orquestra é o trabalho do músico intérprete instrumentista.",
  },
  {
    code: "262615",
    reason: "Se você rege a banda ou um naipe, a experiência conta como músico regente.",
  },
];
const MOTORISTA: readonly FamilyMapping[] = [
  {
    code: "7825",
    reason: "Dirigir caminhões e viaturas pesadas corresponde ao motorista de caminhão, com CNH C ou E.",
  },
  {
    code: "7823",
    reason: "Com CNH B, você atua como motorista de carro de passeio ou furgão.",
  },
  {
    code: "782410",
    reason: "Com CNH D e o curso de transporte coletivo, você pode dirigir ônibus.",
  },
];

export const MARINHA: readonly VocabularyEntry[] = [
  // Corpo de Praças da Armada (CPA)
  {
    term: "Manobras e Reparos",
    aliases: ["MR", "marinheiro de convés", "manobra de convés", "faina de convés", "manobras"],
    branches: ["marinha"],
    kind: "especialidade",
    families: [
      {
        code: "7827",
        reason: "Amarração, fundeio, cabos e conservação do casco são o dia a dia do marinheiro de convés civil.",
      },
      {
        code: "782110",
        reason: "A operação de guindastes, paus de carga e guinchos de bordo vale em portos, estaleiros e obras.",
      },
      {
        code: "3412",
        reason: "Como sargento, você pode seguir para contramestre ou mestre de cabotagem, com certificação da DPC.",
        level: "supervisao",
      },
    ],
    duties: [
      "Execução de manobras de atracação, desatracação, amarração e fundeio de navios, com cabos, espias e guinchos",
      "Conservação do casco e do convés: remoção de ferrugem, tratamento de superfície e pintura anticorrosiva",
      "Operação de guindastes, paus de carga e guinchos na movimentação de cargas e embarcações auxiliares",
      "Confecção, emenda e inspeção de cabos de fibra e de aço, com uso de EPIs e normas de segurança a bordo",
      "Coordenação de equipes de convés em manobras de carga, atracação e reboque, como encarregado de turno",
    ],
  },
  {
    term: "Máquinas",
    aliases: ["MA", "máquinas navais", "praça de máquinas", "maquinista naval", "propulsão naval"],
    branches: ["marinha"],
    kind: "especialidade",
    families: [
      {
        code: "9142",
        reason: "Manter motores, bombas e sistemas auxiliares de navio é o ofício do mecânico naval civil.",
      },
      {
        code: "3413",
        reason: "Condutor de máquinas e eletricista de bordo são as funções de máquinas na marinha mercante.",
      },
      {
        code: "7827",
        reason: "Em empresas de navegação e apoio marítimo, você pode embarcar como marinheiro de máquinas.",
      },
    ],
    duties: [
      "Operação e monitoramento de motores de propulsão, geradores, bombas e compressores em turnos na praça de máquinas",
      "Manutenção preventiva e corretiva de sistemas auxiliares de bordo: combustível, lubrificação, refrigeração e ar comprimido",
      "Controle de parâmetros de operação, como temperaturas, pressões e consumo, com registro em livro de máquinas",
      "Operação de purificadores de óleo, destiladores de água e sistemas de esgoto e lastro de navios",
      "Atuação no controle de avarias a bordo: combate a incêndio, contenção de alagamentos e isolamento de sistemas",
    ],
  },
  {
    term: "Caldeira",
    aliases: ["CA", "caldeiras", "caldeirista", "operador de caldeira", "sistemas de vapor"],
    branches: ["marinha"],
    kind: "especialidade",
    families: [
      {
        code: "8621",
        reason: "Operar caldeiras e redes de vapor é trabalho de caldeirista em indústrias, usinas e hospitais.",
      },
      {
        code: "341310",
        reason: "Na marinha mercante, a experiência em praça de máquinas leva a condutor de máquinas.",
      },
      {
        code: "9111",
        reason: "Bombas, turbinas e compressores que você mantém têm a mesma manutenção na indústria.",
      },
    ],
    duties: [
      "Operação de caldeiras e redes de vapor de navios, com controle de pressão, nível de água e combustão",
      "Tratamento e análise da água de alimentação de caldeiras, com dosagem de produtos químicos e testes de rotina",
      "Manutenção de queimadores, válvulas de segurança, bombas de alimentação e trocadores de calor",
      "Operação de turbinas a vapor, condensadores e sistemas auxiliares, com registro de parâmetros por turno",
      "Inspeção, limpeza e testes de caldeiras e vasos de pressão em paradas programadas de manutenção",
    ],
  },
  {
    term: "Motores",
    aliases: ["MO", "motores diesel", "mecânico diesel", "motores marítimos", "mecânico de motores"],
    branches: ["marinha"],
    kind: "especialidade",
    families: [
      {
        code: "9111",
        reason: "Motores diesel, bombas e compressores de bordo são os mesmos de geradores e usinas em terra.",
      },
      {
        code: "9142",
        reason: "Estaleiros e empresas de apoio marítimo buscam mecânicos de motores e equipamentos navais.",
      },
      {
        code: "341325",
        reason: "Com certificação da DPC, a experiência conta para condutor de máquinas na marinha mercante.",
      },
      {
        code: "314315",
        reason: "Com curso técnico, você atua como técnico mecânico de embarcações.",
      },
    ],
    duties: [
      "Manutenção preventiva e corretiva de motores diesel marítimos, com registro em livro de máquinas",
      "Revisão geral de motores: desmontagem, medição de folgas, troca de peças e montagem conforme manual do fabricante",
      "Manutenção de injetores, bombas injetoras, turbocompressores e sistemas de arrefecimento e lubrificação",
      "Operação e manutenção de grupos geradores diesel e compressores de ar a bordo",
      "Diagnóstico de falhas a partir de temperaturas, pressões, ruídos e consumo de combustível e de óleo",
    ],
  },
  {
    term: "Eletricidade",
    aliases: ["EL", "eletricista", "eletricista naval", "eletricista de bordo"],
    branches: ["marinha"],
    kind: "especialidade",
    families: [
      {
        code: "9511",
        reason: "Manter quadros, motores elétricos e geradores é a rotina do eletricista de manutenção.",
      },
      {
        code: "953110",
        reason: "A instalação elétrica de embarcações tem ocupação própria: eletricista de instalações navais.",
      },
      {
        code: "341315",
        reason: "Com certificação da DPC, você pode embarcar como eletricista de bordo na marinha mercante.",
      },
      {
        code: "950110",
        reason: "Como sargento, você pode supervisionar equipes de manutenção elétrica industrial e predial.",
        level: "supervisao",
      },
    ],
    duties: [
      "Manutenção de geradores, quadros elétricos de distribuição, motores elétricos e painéis de partida de navios",
      "Instalação e reparo de circuitos de força e iluminação, com medições de isolamento, tensão e corrente",
      "Desmontagem, limpeza, troca de rolamentos e testes de motores elétricos e geradores em oficina",
      "Manutenção de baterias, carregadores e sistemas de iluminação de emergência",
      "Supervisão de equipes de manutenção elétrica, com planejamento de serviços, bloqueio de circuitos e controle de materiais",
    ],
  },
  {
    term: "Sistemas de Controle e Eletricidade",
    aliases: ["CE", "sistemas de controle", "controle e eletricidade", "automação naval"],
    branches: ["marinha"],
    kind: "especialidade",
    families: [
      {
        code: "313410",
        reason: "Instrumentação e controle dos sistemas de bordo equivalem ao técnico em instrumentação industrial.",
      },
      {
        code: "3131",
        reason: "A parte elétrica da especialidade corresponde ao técnico eletrotécnico.",
      },
      {
        code: "9511",
        reason: "Na execução, você atua como eletricista de manutenção eletroeletrônica.",
      },
    ],
    duties: [
      "Manutenção de sistemas de automação e controle das máquinas de navios: sensores, transmissores e painéis de alarme",
      "Calibração e aferição de instrumentos de medição de pressão, temperatura, nível e vazão",
      "Diagnóstico de falhas em controladores lógicos programáveis (CLP), relés e circuitos de comando",
      "Manutenção de quadros elétricos, motores e circuitos de força e iluminação de bordo",
      "Leitura e interpretação de diagramas elétricos, lógicos e de instrumentação para localizar defeitos",
    ],
  },
  {
    term: "Eletrônica",
    aliases: ["ET", "técnico em eletrônica", "eletrônica naval", "manutenção de radar", "manutenção eletrônica"],
    branches: ["marinha"],
    kind: "especialidade",
    families: [
      {
        code: "3132",
        reason: "Reparar radares, rádios e sensores de bordo é o trabalho do técnico em eletrônica.",
      },
      {
        code: "3133",
        reason: "Os sistemas de comunicação de bordo abrem vagas de técnico em telecomunicações.",
      },
    ],
    duties: [
      "Manutenção preventiva e corretiva de radares, rádios, sistemas de navegação e demais equipamentos eletrônicos de navios",
      "Diagnóstico de defeitos em placas e módulos com osciloscópio, multímetro, gerador de sinais e analisador de espectro",
      "Substituição e soldagem de componentes eletrônicos em bancada, inclusive componentes de montagem em superfície",
      "Instalação, alinhamento e testes de antenas, cabos coaxiais e equipamentos de comunicação",
      "Registro de manutenções, controle de peças sobressalentes e elaboração de relatórios técnicos de reparo",
    ],
  },
  {
    term: "Comunicações Interiores",
    aliases: ["CI", "comunicações internas", "telefonia de bordo", "intercomunicadores", "sistemas de alarme"],
    branches: ["marinha"],
    kind: "especialidade",
    families: [
      {
        code: "7313",
        reason: "Centrais telefônicas e intercomunicadores são tarefa do instalador-reparador de telecomunicações.",
      },
      {
        code: "3132",
        reason: "A manutenção de circuitos de alarme e sinalização conta como técnico em eletrônica.",
      },
      {
        code: "9513",
        reason: "Alarmes e monitoramento de bordo se aproximam da instalação de sistemas eletrônicos de segurança.",
      },
    ],
    duties: [
      "Manutenção de centrais telefônicas, telefones e intercomunicadores de navios",
      "Manutenção de sistemas de som e avisos, alarmes gerais e de incêndio e circuitos de sinalização",
      "Manutenção e alinhamento de agulhas giroscópicas, odômetros e repetidores de rumo usados na navegação",
      "Instalação e reparo de cabeamento de comunicação, com testes de continuidade e isolamento",
      "Leitura de diagramas elétricos e eletrônicos para localização de defeitos em circuitos de comunicação",
    ],
  },
  {
    term: "Comunicações Navais",
    aliases: ["CN", "radioperador", "operador de rádio", "mensagens navais", "radiotelegrafista"],
    branches: ["marinha"],
    kind: "especialidade",
    families: [
      {
        code: "3722",
        reason: "Operar rádio e redes de mensagens é função do operador de rede e do radiotelegrafista.",
      },
      {
        code: "3133",
        reason: "Com curso técnico, a experiência em enlaces e rádio leva a técnico em telecomunicações.",
      },
    ],
    duties: [
      "Operação de estações de rádio HF, VHF e UHF e de comunicação por satélite, em escala de turnos",
      "Recepção, transmissão, registro e arquivamento de mensagens, com controle de prioridade e sigilo",
      "Operação de sistemas de cifra e de mensagens eletrônicas, seguindo normas de segurança da informação",
      "Escuta das frequências de socorro e segurança marítima e comunicação com navios e estações costeiras",
      "Manutenção de primeiro nível de rádios, antenas e terminais de comunicação",
    ],
  },
  {
    term: "Sinais",
    aliases: ["SI", "sinaleiro", "sinalização naval", "sinais visuais"],
    branches: ["marinha"],
    kind: "especialidade",
    families: [
      {
        code: "7827",
        reason: "Serviço de passadiço, vigia e sinalização são tarefas do marinheiro de convés mercante.",
      },
      {
        code: "3412",
        reason: "Navegação e serviço de quarto no passadiço preparam para contramestre e mestre de cabotagem.",
        level: "supervisao",
      },
      {
        code: "3722",
        reason: "A comunicação visual e por rádio se aproveita como operador de comunicações.",
      },
    ],
    duties: [
      "Comunicação visual entre navios por bandeiras, semáforas e sinais luminosos em código Morse",
      "Serviço de vigia na ponte de comando, com identificação de navios, luzes e marcas de navegação",
      "Apoio à navegação: registro no diário de navegação, leitura de instrumentos e comunicação por rádio VHF",
      "Conservação e controle de bandeiras, holofotes, lanternas de sinalização e material da ponte de comando",
      "Coordenação da equipe de sinais nos turnos de serviço na ponte, com escalas e treinamento do pessoal",
    ],
  },
  {
    term: "Armamento",
    aliases: ["AM", "armamento naval", "armeiro", "manutenção de armamento"],
    branches: ["marinha"],
    kind: "especialidade",
    families: [
      {
        code: "3003",
        reason: "Canhões e lançadores juntam mecânica, hidráulica e eletricidade, como o técnico em eletromecânica.",
      },
      {
        code: "9113",
        reason: "A manutenção mecânica de precisão que você faz vale para mecânico de máquinas industriais.",
      },
      {
        code: "812110",
        reason: "Fábricas de munição e explosivos valorizam quem domina as normas de segurança do material bélico.",
      },
      {
        code: "725010",
        reason: "Ajustar e recuperar peças de precisão corresponde ao ajustador mecânico.",
      },
    ],
    duties: [
      "Manutenção mecânica, hidráulica e elétrica de canhões, lançadores e seus sistemas de acionamento",
      "Desmontagem, inspeção, ajuste e lubrificação de mecanismos de precisão, conforme manuais técnicos",
      "Armazenagem, inspeção e controle de estoque de munições e explosivos, com normas rígidas de segurança",
      "Manutenção de armas portáteis e controle de peças, ferramentas e registros de manutenção",
    ],
  },
  {
    term: "Direção de Tiro",
    aliases: ["DT", "controle de tiro", "sistemas de direção de tiro", "controle de armas"],
    branches: ["marinha"],
    kind: "especialidade",
    families: [
      {
        code: "3132",
        reason: "Radares e computadores de tiro pedem o mesmo conhecimento do técnico em eletrônica.",
      },
      {
        code: "3134",
        reason: "Alinhar e calibrar sensores corresponde ao técnico em calibração e instrumentação.",
      },
      {
        code: "3003",
        reason: "Os sistemas eletromecânicos de apontamento se aproximam do técnico em eletromecânica.",
      },
    ],
    duties: [
      "Manutenção de radares de acompanhamento, sensores ópticos e computadores de controle de sistemas de armas",
      "Alinhamento, calibração e testes de sensores e servomecanismos de apontamento",
      "Diagnóstico de falhas em circuitos eletrônicos, sincros e servomotores com instrumentos de bancada",
      "Operação de consoles de controle em exercícios e testes de desempenho dos sistemas",
      "Registro de manutenções e controle de peças sobressalentes eletrônicas",
    ],
  },
  {
    term: "Operador de Radar",
    aliases: ["OR", "radarista", "centro de informações de combate", "CIC", "plotagem radar"],
    branches: ["marinha"],
    kind: "especialidade",
    families: [
      {
        code: "3412",
        reason: "Plotagem radar e apoio à navegação são a base do contramestre e do mestre de cabotagem.",
      },
      {
        code: "7827",
        reason: "Como marinheiro de convés civil, você faz vigia radar e serviço de quarto.",
      },
    ],
    duties: [
      "Operação de radares de navegação e vigilância, com detecção e acompanhamento de embarcações e aeronaves",
      "Plotagem de contatos e cálculo de rumo, velocidade e ponto de maior aproximação para evitar colisões",
      "Apoio à navegação com cartas náuticas, posicionamento por GPS e radar, e registro em diário",
      "Consolidação do quadro de tráfego marítimo e repasse de informações à ponte de comando por rádio e intercomunicador",
      "Serviço em escala de turnos contínuos, com registro de ocorrências e passagem de serviço",
    ],
  },
  {
    term: "Operador de Sonar",
    aliases: ["sonarista", "sonar", "acústica submarina", "guerra antissubmarino"],
    branches: ["marinha"],
    kind: "especialidade",
    families: [
      {
        code: "312315",
        reason: "Levantamentos hidrográficos usam ecobatímetros e sonares de varredura, como os que você opera.",
      },
      {
        code: "7813",
        reason: "Empresas offshore contratam operadores de ROV, que trabalham com sonar e sensores subaquáticos.",
      },
    ],
    duties: [
      "Operação de sonares ativos e passivos para detecção, classificação e acompanhamento de contatos submarinos",
      "Análise de sinais acústicos e de ruídos subaquáticos, com registro e relatório dos contatos",
      "Avaliação da propagação do som na água a partir de perfis de temperatura do mar",
      "Operação de ecobatímetros e apoio à navegação em águas rasas",
      "Manutenção de primeiro nível de equipamentos e consoles de sonar",
    ],
  },
  {
    term: "Hidrografia e Navegação",
    aliases: ["HN", "hidrografia", "hidrógrafo", "levantamento hidrográfico", "navegação"],
    branches: ["marinha"],
    kind: "especialidade",
    families: [
      {
        code: "312315",
        reason: "Batimetria, marés e levantamentos costeiros são o trabalho do técnico em hidrografia.",
      },
      {
        code: "341210",
        reason: "O domínio de cartas náuticas e navegação conta para mestre de cabotagem e contramestre.",
        level: "supervisao",
      },
      {
        code: "318110",
        reason: "A produção de cartas náuticas se aproxima do desenho técnico de cartografia.",
      },
    ],
    duties: [
      "Levantamentos hidrográficos com ecobatímetros monofeixe e multifeixe, posicionamento por GPS e processamento de dados",
      "Instalação e leitura de marégrafos e réguas de maré, com tratamento dos dados de maré",
      "Apoio à produção e atualização de cartas náuticas e publicações de auxílio à navegação",
      "Planejamento de rotas e navegação costeira com cartas náuticas, radar e GPS",
      "Coordenação de equipes de campo em levantamentos costeiros e fluviais, com controle de qualidade dos dados",
    ],
  },
  {
    term: "Aviação",
    aliases: ["AV", "aviação naval", "mecânico de aeronaves", "mecânico de helicóptero", "manutenção aeronáutica"],
    branches: ["marinha"],
    kind: "especialidade",
    families: [
      {
        code: "9141",
        reason: "Manter os helicópteros e aviões da Marinha equivale ao mecânico de manutenção aeronáutica.",
      },
      {
        code: "314310",
        reason: "Com a licença de mecânico da ANAC, você atua como técnico mecânico de aeronaves.",
      },
      {
        code: "9531",
        reason: "Sistemas elétricos e aviônicos embarcados correspondem ao eletricista de aeronaves.",
      },
    ],
    duties: [
      "Manutenção preventiva e corretiva de helicópteros e aviões, seguindo manuais do fabricante e cartões de tarefa",
      "Inspeções programadas de célula, motor, rotores, trem de pouso e sistemas hidráulicos",
      "Manutenção de sistemas elétricos e aviônicos embarcados, com testes em bancada e na aeronave",
      "Preenchimento de registros de manutenção e controle de horas de voo, componentes e prazos de inspeção",
      "Apoio às operações de pouso, decolagem, abastecimento e movimentação de aeronaves em navios e aeródromos",
    ],
  },
  {
    term: "Arrumador",
    aliases: ["taifa", "taifeiro", "garçom de bordo", "copeiro", "camareiro"],
    branches: ["marinha"],
    kind: "especialidade",
    families: [
      {
        code: "5134",
        reason: "Servir mesas, copa e bar a bordo é o trabalho de garçom e copeiro em restaurantes e hotéis.",
      },
      {
        code: "5133",
        reason: "A arrumação de camarotes corresponde ao camareiro de hotel ou de embarcação.",
      },
      {
        code: "511115",
        reason: "Navios e transportes de passageiros contratam taifeiros civis para a hotelaria de bordo.",
      },
    ],
    duties: [
      "Serviço de mesa e de copa em refeitórios e salões, com montagem de mesas e atendimento nas refeições",
      "Arrumação e limpeza de camarotes, salões e áreas de convivência, com troca de roupas de cama",
      "Controle de louças, talheres, roupas de cama e material de limpeza, com inventário periódico",
      "Atendimento em recepções e eventos oficiais, seguindo regras de etiqueta e cerimonial",
      "Higienização de utensílios e áreas de copa conforme boas práticas de higiene",
    ],
  },
  {
    term: "Cozinheiro",
    aliases: ["CO", "cozinheiro de bordo", "cozinha de bordo", "rancho", "taifa"],
    branches: ["marinha"],
    kind: "especialidade",
    families: [
      {
        code: "5132",
        reason: "Preparar as refeições de toda a tripulação é o serviço do cozinheiro industrial ou de embarcação.",
      },
      {
        code: "5135",
        reason: "No começo, você também se encaixa como auxiliar de cozinha em restaurantes e refeitórios.",
      },
      {
        code: "2711",
        reason: "Chefiar a cozinha e planejar o cardápio do rancho prepara para chefe de cozinha.",
        level: "supervisao",
      },
    ],
    duties: [
      "Preparo de refeições em grande escala para a tripulação, inclusive em viagens de longa duração",
      "Manipulação, armazenamento e conservação de alimentos seguindo as boas práticas de higiene da ANVISA",
      "Apoio ao planejamento de cardápios e ao cálculo de gêneros conforme o número de pessoas a bordo",
      "Recebimento, conferência e controle de estoque de gêneros alimentícios em câmaras frigoríficas e despensas",
      "Chefia da equipe de cozinha, com distribuição de tarefas, escalas e controle de limpeza e higiene",
    ],
  },
  {
    term: "Carpintaria",
    aliases: ["CP", "carpinteiro", "carpinteiro naval", "carpintaria naval"],
    branches: ["marinha"],
    kind: "especialidade",
    families: [
      {
        code: "7771",
        reason: "Reparar madeira a bordo e embarcações miúdas é ofício de carpinteiro naval em estaleiros.",
      },
      {
        code: "7155",
        reason: "Em obras, a mesma experiência serve para carpinteiro de construção civil.",
      },
      {
        code: "7711",
        reason: "Móveis e peças sob medida abrem espaço como marceneiro.",
      },
      {
        code: "7701",
        reason: "Como sargento, você pode atuar como mestre carpinteiro.",
        level: "supervisao",
      },
    ],
    duties: [
      "Reparo e fabricação de peças de madeira a bordo: portas, estrados, móveis, forros e divisórias",
      "Manutenção e recuperação de embarcações miúdas de madeira e de fibra de vidro",
      "Escoramento e tamponamento de emergência em situações de avaria no casco de navios",
      "Uso de serras, plainas, tupias e ferramentas manuais, com leitura de desenhos e medições",
      "Chefia de oficina de carpintaria, com distribuição de serviços, orçamento de materiais e controle de qualidade",
    ],
  },
  {
    term: "Artífice de Metalurgia",
    aliases: ["MT", "soldagem", "caldeireiro", "caldeiraria", "serralheiro"],
    branches: ["marinha"],
    kind: "especialidade",
    families: [
      {
        code: "724315",
        reason: "Soldar e cortar chapas e tubulações é o trabalho do soldador na indústria e nos estaleiros.",
      },
      {
        code: "7244",
        reason: "Reparar chapas e estruturas corresponde ao caldeireiro, ao chapeador naval e ao serralheiro.",
      },
      {
        code: "720140",
        reason: "Como sargento, você pode supervisionar oficinas de solda e caldeiraria como mestre.",
        level: "supervisao",
      },
    ],
    duties: [
      "Soldagem com eletrodo revestido, arame sob proteção gasosa e eletrodo de tungstênio em aço e alumínio",
      "Corte de chapas e perfis com oxicorte e plasma, com traçagem e preparação de juntas",
      "Reparo de chapeamento, estruturas e tubulações de navios, em oficina e a bordo",
      "Fabricação de suportes, reservatórios e peças de caldeiraria a partir de desenhos técnicos",
      "Supervisão de oficina de solda e caldeiraria, com distribuição de serviços e controle de segurança em trabalho a quente",
    ],
  },
  {
    term: "Artífice de Mecânica",
    aliases: ["MC", "torneiro mecânico", "ajustador mecânico", "oficina mecânica", "usinagem"],
    branches: ["marinha"],
    kind: "especialidade",
    families: [
      {
        code: "721215",
        reason: "Torno, fresa e plaina da oficina de bordo são o trabalho do operador de máquinas-ferramenta.",
      },
      {
        code: "725025",
        reason: "Ajustar e recuperar peças corresponde ao ajustador mecânico, inclusive o ajustador naval.",
      },
      {
        code: "9113",
        reason: "Reparar máquinas e equipamentos vale como mecânico de manutenção industrial.",
      },
    ],
    duties: [
      "Usinagem de peças em torno, fresadora, plaina e furadeira, a partir de desenhos técnicos",
      "Ajustagem mecânica: recuperação de eixos, buchas, engrenagens e peças de reposição",
      "Medição e controle dimensional com paquímetro, micrômetro, relógio comparador e calibradores",
      "Manutenção de máquinas e equipamentos de bordo e de oficina, com desmontagem, reparo e montagem",
      "Fabricação de peças sob encomenda quando não há reposição disponível, reduzindo o tempo de parada",
    ],
  },
  {
    term: "Escrita",
    aliases: ["ES", "escrevente", "escriturário", "secretaria", "auxiliar administrativo"],
    branches: ["marinha"],
    kind: "especialidade",
    families: [
      {
        code: "4110",
        reason: "Redigir documentos, controlar pessoal e manter arquivos é a rotina do auxiliar administrativo.",
      },
      {
        code: "4151",
        reason: "Organizar arquivos e documentos corresponde ao auxiliar de documentação e arquivo.",
      },
      {
        code: "4101",
        reason: "Como sargento, você pode supervisionar setores administrativos.",
        level: "supervisao",
      },
    ],
    duties: [
      "Redação, digitação e revisão de ofícios, memorandos e demais documentos oficiais, conforme normas de redação",
      "Controle de cadastros de pessoal: férias, afastamentos, promoções, frequência e registros funcionais",
      "Protocolo, tramitação e arquivamento de documentos físicos e digitais",
      "Atendimento ao público interno e externo, com orientação sobre documentos e processos",
      "Supervisão de setor administrativo, com distribuição de tarefas e controle de prazos",
    ],
  },
  {
    term: "Paiol",
    aliases: ["PL", "paioleiro", "almoxarife", "almoxarifado", "controle de estoque"],
    branches: ["marinha"],
    kind: "especialidade",
    families: [
      {
        code: "4141",
        reason: "Receber, guardar e controlar material é o trabalho do almoxarife e do armazenista.",
      },
      {
        code: "414215",
        reason: "Conferir cargas e fazer inventários corresponde ao conferente de carga e descarga.",
      },
      {
        code: "4102",
        reason: "Como sargento, você pode atuar como supervisor de almoxarifado.",
        level: "supervisao",
      },
      {
        code: "142410",
        reason: "Como oficial, a gestão do abastecimento aproxima você de gerente de suprimentos.",
        level: "gestao",
      },
    ],
    duties: [
      "Recebimento, conferência, armazenagem e distribuição de materiais, peças sobressalentes e gêneros",
      "Controle de estoque em sistema informatizado, com registro de entradas, saídas e inventários periódicos",
      "Organização de depósitos por endereçamento, com atenção a validade, conservação e segurança do material",
      "Levantamento de necessidades e emissão de pedidos de reposição de material",
      "Supervisão de almoxarifado, com gestão da equipe, tratamento de divergências e prestação de contas",
    ],
  },
  {
    term: "Contabilidade",
    aliases: ["CL", "técnico em contabilidade", "finanças", "execução financeira", "pagamento de pessoal"],
    branches: ["marinha"],
    kind: "especialidade",
    families: [
      {
        code: "3511",
        reason: "Lançamentos, conciliações e prestação de contas são o trabalho do técnico em contabilidade.",
      },
      {
        code: "4131",
        reason: "Você também atua como auxiliar de contabilidade ou analista de folha de pagamento.",
      },
      {
        code: "410235",
        reason: "Como sargento, você pode atuar como supervisor de tesouraria.",
        level: "supervisao",
      },
    ],
    duties: [
      "Lançamentos contábeis, conciliações bancárias e acompanhamento da execução orçamentária e financeira",
      "Processamento do pagamento de pessoal, com cálculo de descontos, consignações e benefícios",
      "Liquidação e pagamento de despesas com fornecedores, com conferência de notas fiscais e retenção de tributos",
      "Prestação de contas e preparação de documentação para auditorias e órgãos de controle",
      "Supervisão de equipe de tesouraria e pagamento, com controle de prazos e conferência dos lançamentos",
    ],
  },
  {
    term: "Processamento de Dados",
    aliases: ["PD", "informática", "TI", "programador", "suporte de informática"],
    branches: ["marinha"],
    kind: "especialidade",
    families: [
      {
        code: "3171",
        reason: "Desenvolver sistemas e programas corresponde ao técnico programador.",
      },
      {
        code: "3172",
        reason: "Suporte ao usuário e operação de computadores equivalem ao técnico de helpdesk.",
      },
      {
        code: "2124",
        reason: "Com graduação, a experiência conta para analista de sistemas, de redes ou de suporte.",
      },
    ],
    duties: [
      "Suporte técnico a usuários de computadores, sistemas e periféricos, em atendimento presencial e remoto",
      "Desenvolvimento e manutenção de sistemas internos e bancos de dados, com consultas em SQL",
      "Instalação, configuração e manutenção de redes locais, servidores e estações de trabalho",
      "Administração de contas de usuários, cópias de segurança e controles de segurança da informação",
      "Montagem e manutenção de PCs, com diagnóstico de hardware e instalação de sistemas operacionais",
    ],
  },
  {
    term: "Administração",
    aliases: ["AD", "técnico em administração", "gestão administrativa", "serviços administrativos"],
    branches: ["marinha"],
    kind: "especialidade",
    families: ADMINISTRACAO,
    duties: [
      "Instrução de processos administrativos, licitações e contratos, com conferência de documentos e prazos",
      "Apoio à gestão de pessoal, com controle de frequência, férias, benefícios e registros funcionais",
      "Acompanhamento de compras e da execução orçamentária, com cotações, empenhos e controle de gastos",
      "Elaboração de relatórios, planilhas e indicadores de gestão para a chefia",
      "Supervisão de setor administrativo, com organização de rotinas, distribuição de tarefas e controle de resultados",
    ],
  },
  {
    term: "Enfermagem",
    aliases: ["EF", "enfermeiro", "técnico de enfermagem", "auxiliar de enfermagem", "auxiliar de saúde"],
    branches: ["marinha"],
    kind: "especialidade",
    families: [
      {
        code: "3222",
        reason: "Com registro no COREN, você atua como técnico ou auxiliar de enfermagem, inclusive embarcado.",
      },
    ],
    duties: [
      "Assistência de enfermagem em ambulatórios, enfermarias e hospitais, com verificação de sinais vitais e curativos",
      "Preparo e administração de medicamentos e vacinas, conforme prescrição e protocolos de segurança do paciente",
      "Primeiros socorros e atendimento de emergência, inclusive a bordo de navios",
      "Esterilização de materiais, controle de estoque de medicamentos e registro em prontuário",
      "Participação em campanhas de vacinação e ações de saúde preventiva",
    ],
  },
  {
    term: "Higiene Dental",
    aliases: ["técnico em higiene dental", "THD", "saúde bucal", "auxiliar de dentista"],
    branches: ["marinha"],
    kind: "especialidade",
    families: [
      {
        code: "3224",
        reason: "Com registro no CRO, você atua como técnico ou auxiliar em saúde bucal.",
      },
    ],
    duties: [
      "Auxílio ao cirurgião-dentista no atendimento clínico, com instrumentação e preparo de materiais",
      "Profilaxia, aplicação de flúor e selantes e orientação de higiene bucal aos pacientes",
      "Esterilização de instrumentais e controle de biossegurança no consultório odontológico",
      "Revelação de radiografias odontológicas, organização de prontuários e agendamento de consultas",
      "Participação em ações educativas e levantamentos de saúde bucal",
    ],
  },
  {
    term: "Patologia Clínica",
    aliases: ["análises clínicas", "laboratório de análises", "técnico de laboratório", "coleta de sangue"],
    branches: ["marinha"],
    kind: "especialidade",
    families: [
      {
        code: "3242",
        reason: "Coletar e analisar amostras é o trabalho do técnico em patologia clínica.",
      },
    ],
    duties: [
      "Coleta de sangue e de outras amostras biológicas, com identificação, acondicionamento e transporte",
      "Execução de exames de hematologia, bioquímica, urinálise, parasitologia e microbiologia",
      "Operação, calibração e controle de qualidade de analisadores automatizados de laboratório",
      "Registro e liberação de resultados sob supervisão, com rastreabilidade das amostras",
      "Aplicação das normas de biossegurança e descarte correto de resíduos de serviços de saúde",
    ],
  },
  {
    term: "Nutrição e Dietética",
    aliases: ["ND", "nutrição", "dietética", "técnico em nutrição"],
    branches: ["marinha"],
    kind: "especialidade",
    families: [
      {
        code: "325210",
        reason: "Cardápios e controle de dietas correspondem ao técnico em nutrição e dietética.",
      },
    ],
    duties: [
      "Elaboração e acompanhamento de cardápios e dietas especiais sob orientação do nutricionista",
      "Controle higiênico-sanitário na produção de refeições, com boas práticas de manipulação de alimentos",
      "Recebimento, conferência e controle de estoque de gêneros, com verificação de validade e temperatura",
      "Acompanhamento da produção e da distribuição de refeições em cozinhas industriais e hospitalares",
      "Cálculo de necessidades de gêneros e de custos por refeição",
    ],
  },
  {
    term: "Química",
    aliases: ["QI", "técnico em química", "química industrial", "laboratório químico"],
    branches: ["marinha"],
    kind: "especialidade",
    families: [
      {
        code: "3111",
        reason: "Análises e controle de processos químicos correspondem ao técnico químico.",
      },
      {
        code: "301105",
        reason: "Laboratórios industriais e de petróleo contratam técnicos de laboratório.",
      },
    ],
    duties: [
      "Análises físico-químicas de combustíveis, óleos lubrificantes e água, conforme normas técnicas",
      "Controle da qualidade da água de caldeiras, de sistemas de refrigeração e de consumo humano",
      "Preparo de soluções e reagentes, calibração de equipamentos e registro de resultados de ensaios",
      "Armazenagem, manuseio e descarte de produtos químicos conforme normas de segurança",
      "Emissão de laudos e relatórios técnicos de análise",
    ],
  },
  {
    term: "Barbeiro",
    aliases: ["BA", "barbearia", "cabeleireiro", "corte de cabelo"],
    branches: ["marinha"],
    kind: "especialidade",
    families: [
      {
        code: "5161",
        reason: "O ofício de barbeiro segue igual na vida civil, em barbearias e salões.",
      },
    ],
    duties: [
      "Cortes de cabelo masculinos e acabamento com máquina, tesoura e navalha",
      "Atendimento de grande volume de clientes com padrão rigoroso de apresentação pessoal",
      "Higienização e esterilização de instrumentos e manutenção da barbearia",
      "Controle de material de consumo e organização da agenda de atendimento",
    ],
  },
  {
    term: "Educação Física",
    aliases: ["EP", "instrutor de educação física", "treinamento físico militar", "TFM"],
    branches: ["marinha"],
    kind: "especialidade",
    families: [
      {
        code: "2241",
        reason: "Com graduação e registro no CREF, você atua como profissional de educação física.",
      },
    ],
    duties: [
      "Planejamento e condução de treinamentos físicos coletivos para grupos de diferentes idades e condicionamentos",
      "Aplicação de testes de avaliação física e acompanhamento da evolução dos participantes",
      "Organização de competições esportivas e atividades de recreação",
      "Orientação sobre prevenção de lesões, alongamento e hábitos saudáveis",
    ],
  },
  // Corpo Auxiliar de Praças (CAP): technicians who joined with a civilian técnico course
  {
    term: "Secretariado",
    aliases: ["SC", "técnico em secretariado", "secretária", "secretário"],
    branches: ["marinha"],
    kind: "especialidade",
    families: [
      {
        code: "3515",
        reason: "Agenda, correspondência e apoio à chefia são o trabalho do técnico em secretariado.",
      },
      {
        code: "4110",
        reason: "Você também atua como assistente administrativo.",
      },
    ],
    duties: [
      "Gestão de agenda, compromissos, viagens e reuniões da chefia",
      "Redação e revisão de correspondências, atas e documentos oficiais",
      "Atendimento telefônico e recepção de visitantes, com triagem de demandas",
      "Organização de arquivos físicos e digitais e controle de documentos confidenciais",
      "Apoio à organização de eventos, cerimônias e recepções oficiais",
    ],
  },
  {
    term: "Eletrotécnica",
    aliases: ["TE", "eletrotécnico", "técnico em eletrotécnica", "técnico eletricista"],
    branches: ["marinha"],
    kind: "especialidade",
    families: [
      {
        code: "3131",
        reason: "Instalações, medições e manutenção elétrica correspondem ao técnico eletrotécnico.",
      },
      {
        code: "9501",
        reason: "Como sargento, você pode supervisionar a manutenção elétrica de indústrias e prédios.",
        level: "supervisao",
      },
    ],
    duties: [
      "Manutenção de subestações, quadros de distribuição, geradores e motores elétricos",
      "Projetos e orçamentos de instalações elétricas prediais e industriais, com leitura e elaboração de diagramas",
      "Medições elétricas, ensaios de isolamento e análise da qualidade de energia",
      "Instalação e manutenção de sistemas de aterramento e de proteção contra descargas atmosféricas",
      "Supervisão de equipes de manutenção elétrica, com planejamento de serviços e aplicação da NR-10",
    ],
  },
  {
    term: "Mecânica",
    aliases: ["MI", "técnico em mecânica", "mecânica industrial", "manutenção mecânica"],
    branches: ["marinha"],
    kind: "especialidade",
    families: [
      {
        code: "314410",
        reason: "Planejar e executar a manutenção de máquinas é trabalho do técnico em manutenção de máquinas.",
      },
      {
        code: "3141",
        reason: "A fabricação e a montagem de máquinas também aceitam técnicos mecânicos.",
      },
      {
        code: "9101",
        reason: "Como sargento, você pode supervisionar a manutenção de máquinas e equipamentos.",
        level: "supervisao",
      },
    ],
    duties: [
      "Planejamento e execução da manutenção preventiva e corretiva de máquinas e equipamentos",
      "Manutenção de bombas, compressores e sistemas hidráulicos e pneumáticos",
      "Análise de falhas e elaboração de relatórios técnicos e planos de manutenção",
      "Controle dimensional e ajustes mecânicos com instrumentos de medição de precisão",
      "Supervisão de equipes de manutenção mecânica, com programação de serviços e controle de peças",
    ],
  },
  {
    term: "Marcenaria",
    aliases: ["marceneiro", "móveis sob medida", "técnico em marcenaria"],
    branches: ["marinha"],
    kind: "especialidade",
    families: [
      {
        code: "771105",
        reason: "Fabricar e reformar móveis sob medida é o ofício do marceneiro.",
      },
      {
        code: "7701",
        reason: "Como sargento, você pode chefiar uma marcenaria como mestre.",
        level: "supervisao",
      },
    ],
    duties: [
      "Fabricação e reforma de móveis sob medida em madeira maciça, compensado e chapas de madeira reconstituída",
      "Leitura de projetos e desenhos, com plano de corte e cálculo de materiais",
      "Operação segura de serra circular, seccionadora, tupia, desengrossadeira e lixadeira",
      "Acabamento com lixamento, seladores, vernizes e laminados",
      "Chefia de marcenaria, com distribuição de serviços e controle de prazos e de qualidade",
    ],
  },
  {
    term: "Metalurgia",
    aliases: ["ML", "técnico em metalurgia", "soldagem", "estruturas metálicas"],
    branches: ["marinha"],
    kind: "especialidade",
    families: [
      {
        code: "3146",
        reason: "Soldagem, caldeiraria e estruturas metálicas correspondem ao técnico e ao inspetor de soldagem.",
      },
      {
        code: "724315",
        reason: "Na execução, você atua como soldador na indústria e nos estaleiros.",
      },
      {
        code: "720140",
        reason: "Como sargento, você pode supervisionar oficinas de solda e caldeiraria.",
        level: "supervisao",
      },
    ],
    duties: [
      "Execução e inspeção de soldagem em estruturas e tubulações, conforme procedimentos qualificados",
      "Inspeção visual e dimensional de soldas e peças, com registro de não conformidades",
      "Fabricação e reparo de estruturas metálicas, caldeiraria e peças a partir de desenhos técnicos",
      "Seleção de processos, consumíveis e parâmetros de soldagem para diferentes metais",
      "Supervisão de oficinas de solda e caldeiraria, com controle de segurança em trabalho a quente",
    ],
  },
  {
    term: "Estatística",
    aliases: ["AE", "técnico em estatística", "levantamento de dados", "tabulação de dados"],
    branches: ["marinha"],
    kind: "especialidade",
    families: [
      {
        code: "4110",
        reason: "Coletar e tabular dados corresponde ao auxiliar de estatística.",
      },
      {
        code: "4241",
        reason: "Pesquisas e levantamentos se aproximam do escriturário em estatística e do recenseador.",
      },
      {
        code: "2112",
        reason: "Com graduação em estatística, a experiência conta para estatístico.",
      },
    ],
    duties: [
      "Coleta, tabulação e consolidação de dados administrativos e operacionais em planilhas e bancos de dados",
      "Elaboração de tabelas, gráficos e relatórios estatísticos para apoio à decisão",
      "Cálculo de indicadores, médias, taxas e séries históricas",
      "Aplicação de questionários e pesquisas, com crítica e consistência das informações",
    ],
  },
  {
    term: "Desenho de Arquitetura",
    aliases: ["desenhista de arquitetura", "desenho arquitetônico", "AutoCAD", "projeto arquitetônico"],
    branches: ["marinha"],
    kind: "especialidade",
    families: [
      {
        code: "3181",
        reason: "Plantas e detalhes de obra são o trabalho do desenhista técnico de arquitetura e construção.",
      },
      {
        code: "3185",
        reason: "Com experiência em projeto, você atua como desenhista projetista de arquitetura.",
      },
    ],
    duties: [
      "Elaboração de plantas, cortes, fachadas e detalhamentos de projetos arquitetônicos em CAD",
      "Levantamento cadastral de edificações existentes e atualização de plantas",
      "Desenho de projetos de reforma e adaptação de instalações, com quantitativos de materiais",
      "Organização e arquivo de pranchas e revisões de projeto, seguindo as normas da ABNT",
    ],
  },
  {
    term: "Desenho Mecânico",
    aliases: ["desenhista mecânico", "desenho técnico mecânico", "CAD mecânico"],
    branches: ["marinha"],
    kind: "especialidade",
    families: [
      {
        code: "3182",
        reason: "Desenhos de peças e conjuntos são o trabalho do desenhista técnico mecânico, inclusive naval.",
      },
      {
        code: "3186",
        reason: "Com experiência em projeto, você atua como desenhista projetista de máquinas.",
      },
    ],
    duties: [
      "Desenho de peças, conjuntos e tubulações em CAD, com cotas, tolerâncias e especificação de materiais",
      "Levantamento de peças e equipamentos para elaboração de desenhos de fabricação e reposição",
      "Desenho de arranjos e detalhes de estruturas navais e de sistemas de bordo",
      "Elaboração de listas de materiais e controle de revisões de desenhos, conforme normas da ABNT",
    ],
  },
  {
    term: "Edificações",
    aliases: ["técnico em edificações", "obras civis", "construção civil"],
    branches: ["marinha"],
    kind: "especialidade",
    families: OBRAS_CIVIS,
    duties: [
      "Acompanhamento de obras de construção e reforma de edificações, com controle de prazos e qualidade",
      "Levantamento de quantitativos, orçamentos e especificação de materiais",
      "Fiscalização de serviços de empresas contratadas e medição das etapas executadas",
      "Leitura de projetos e elaboração de croquis e desenhos em CAD",
      "Coordenação de equipes de obra, com distribuição de tarefas e cumprimento das normas de segurança",
    ],
  },
  {
    term: "Estruturas Navais",
    aliases: ["técnico em estruturas navais", "construção naval", "reparo naval", "chapeamento naval"],
    branches: ["marinha"],
    kind: "especialidade",
    families: [
      {
        code: "7244",
        reason: "Recuperar chapeamento e estruturas do casco é o ofício do chapeador naval e do caldeireiro.",
      },
      {
        code: "7242",
        reason: "Montar estruturas metálicas de embarcações é uma ocupação própria dos estaleiros.",
      },
      {
        code: "724315",
        reason: "O reparo estrutural passa pela solda: a experiência conta para soldador.",
      },
      {
        code: "7202",
        reason: "Como sargento, você pode atuar como mestre de construção naval.",
        level: "supervisao",
      },
    ],
    duties: [
      "Reparo de chapeamento, cavernas, anteparas e demais estruturas do casco de navios",
      "Traçagem, corte, conformação e montagem de chapas e perfis metálicos",
      "Soldagem estrutural e testes de estanqueidade de compartimentos e tanques",
      "Leitura de desenhos de construção naval e acompanhamento de docagens e reparos em estaleiro",
      "Supervisão de equipes de reparo estrutural, com planejamento de serviços e controle de trabalho a quente",
    ],
  },
  {
    term: "Geodésia e Cartografia",
    aliases: ["geodésia", "cartografia", "cartógrafo", "geoprocessamento"],
    branches: ["marinha"],
    kind: "especialidade",
    families: [
      {
        code: "312310",
        reason: "Levantamentos geodésicos e mapas são o trabalho do técnico em geodésia e cartografia.",
      },
      {
        code: "3181",
        reason: "Desenhar cartas e mapas corresponde ao desenhista técnico de cartografia.",
      },
    ],
    duties: [
      "Levantamentos geodésicos e topográficos com GPS de precisão e estação total",
      "Processamento de dados de campo e produção de mapas e cartas em sistemas de informação geográfica",
      "Edição, revisão e atualização de bases cartográficas digitais",
      "Controle de qualidade de produtos cartográficos conforme normas técnicas",
    ],
  },
  {
    term: "Gráfica",
    aliases: ["artes gráficas", "técnico gráfico", "impressor", "impressão gráfica"],
    branches: ["marinha"],
    kind: "especialidade",
    families: [
      {
        code: "3713",
        reason: "Produzir e controlar impressos corresponde ao técnico em artes gráficas.",
      },
      {
        code: "766215",
        reason: "Operar impressoras offset e digitais é o trabalho do impressor gráfico.",
      },
    ],
    duties: [
      "Operação de impressoras offset e digitais, com ajuste de cores, registro e acabamento",
      "Pré-impressão: tratamento de arquivos, imposição de páginas e gravação de chapas",
      "Acabamento gráfico: corte, dobra, encadernação e grampeamento",
      "Controle de qualidade, de prazos e de estoque de papel, tintas e insumos",
      "Produção de impressos administrativos, publicações e materiais de divulgação",
    ],
  },
  {
    term: "Meteorologia",
    aliases: ["técnico em meteorologia", "observador meteorológico", "previsão do tempo"],
    branches: ["marinha"],
    kind: "especialidade",
    families: [
      {
        code: "311510",
        reason: "Observações e boletins meteorológicos são o trabalho do técnico de meteorologia.",
      },
    ],
    duties: [
      "Observação e registro de pressão, temperatura, umidade, vento, nuvens e visibilidade em estação de superfície",
      "Elaboração e transmissão de boletins meteorológicos e avisos de mau tempo para a navegação",
      "Lançamento de radiossondas e operação de estações meteorológicas automáticas",
      "Interpretação de cartas sinóticas e imagens de satélite em apoio à previsão do tempo",
      "Manutenção básica e aferição de instrumentos meteorológicos",
    ],
  },
  {
    term: "Prótese Dentária",
    aliases: ["protético", "técnico em prótese dentária", "TPD", "laboratório de prótese"],
    branches: ["marinha"],
    kind: "especialidade",
    families: [
      {
        code: "322410",
        reason: "Confeccionar próteses dentárias é o ofício do protético, com registro no CRO.",
      },
    ],
    duties: [
      "Confecção de próteses totais e parciais removíveis, coroas e pontes a partir de moldagens",
      "Vazamento de modelos em gesso, montagem de dentes e acrilização",
      "Fundição, acabamento e polimento de estruturas metálicas e cerâmicas",
      "Ajustes e reparos de próteses conforme solicitação do cirurgião-dentista",
      "Controle de materiais e de biossegurança no laboratório de prótese",
    ],
  },
  {
    term: "Radiologia Médica",
    aliases: ["radiologia", "técnico em radiologia", "raio-x", "raios x"],
    branches: ["marinha"],
    kind: "especialidade",
    families: [
      {
        code: "3241",
        reason: "Exames de raio X e de imagem são o trabalho do técnico em radiologia, com registro no CRTR.",
      },
    ],
    duties: [
      "Realização de exames de raios X convencionais, com posicionamento do paciente e ajuste da técnica",
      "Operação de aparelhos de raios X fixos e móveis em ambulatório, enfermaria e centro cirúrgico",
      "Aplicação de normas de proteção radiológica a pacientes, acompanhantes e equipe",
      "Processamento e digitalização de imagens e registro dos exames no sistema",
      "Controle de qualidade dos equipamentos e acompanhamento da dosimetria da equipe",
    ],
  },
  {
    term: "Telecomunicações",
    aliases: ["técnico em telecomunicações", "redes de telecomunicações", "telefonia"],
    branches: ["marinha"],
    kind: "especialidade",
    families: [
      {
        code: "3133",
        reason: "Enlaces, redes e centrais são o trabalho do técnico em telecomunicações.",
      },
      {
        code: "7313",
        reason: "Na execução, você atua como instalador-reparador de equipamentos de telecomunicações.",
      },
    ],
    duties: [
      "Instalação e manutenção de enlaces de rádio, redes de telefonia e redes de dados",
      "Configuração de centrais telefônicas, telefonia IP e equipamentos de rede",
      "Lançamento, emenda e certificação de cabos metálicos e de fibra óptica",
      "Medições de sinal e testes com analisador de espectro e reflectômetro óptico",
      "Atendimento de chamados técnicos e registro de falhas e manutenções",
    ],
  },
  // Corpo de Fuzileiros Navais (CFN)
  {
    term: "Infantaria",
    aliases: ["fuzileiro naval", "infantaria de fuzileiros navais", "combatente anfíbio", "tropa de fuzileiros"],
    branches: ["marinha"],
    kind: "especialidade",
    families: [
      {
        code: "517330",
        reason: "Patrulha, guarda de instalações e controle de acesso são a base do vigilante, com curso de formação.",
      },
      {
        code: "510310",
        reason: "Como cabo ou sargento, você pode supervisionar equipes de vigilância.",
        level: "supervisao",
      },
      {
        code: "2526",
        reason: "Como oficial, o planejamento de segurança que você fazia conta para gestor de segurança.",
        level: "gestao",
      },
    ],
    duties: [
      "Vigilância e proteção de instalações, com controle de acesso de pessoas, veículos e materiais",
      "Patrulhamento a pé e motorizado e resposta a ocorrências, seguindo regras de uso progressivo da força",
      "Operação de rádios, GPS e equipamentos de observação em atividades de campo",
      "Treinamento contínuo em tiro, primeiros socorros e atuação em equipe sob pressão",
      "Liderança de equipes de segurança, com planejamento de escalas, postos e procedimentos",
    ],
  },
  {
    term: "Artilharia",
    aliases: ["artilheiro", "artilharia de fuzileiros navais", "artilharia de campanha", "obuseiro"],
    branches: ["marinha"],
    kind: "especialidade",
    families: [
      {
        code: "312320",
        reason: "Os levantamentos topográficos feitos para o tiro se aproveitam em topografia e geomática.",
      },
      {
        code: "812110",
        reason: "Manusear e controlar munição vale na indústria de munição e explosivos.",
      },
      {
        code: "517330",
        reason: "A disciplina de guarda e segurança também abre vagas de vigilante.",
      },
    ],
    duties: [
      "Levantamentos topográficos e de coordenadas com GPS, bússola e instrumentos de pontaria",
      "Cálculos de ângulos, distâncias e coordenadas com cartas topográficas, tabelas e programas de computador",
      "Armazenagem, transporte e controle de munições e explosivos, com normas rígidas de segurança",
      "Manutenção de primeiro nível de equipamentos mecânicos pesados e dos veículos de tração",
      "Trabalho em equipe com procedimentos padronizados, comunicação por rádio e disciplina de segurança",
    ],
  },
  {
    term: "Engenharia",
    aliases: ["engenharia de fuzileiros navais", "engenharia de combate", "sapador", "destruições"],
    branches: ["marinha"],
    kind: "especialidade",
    families: [
      {
        code: "715125",
        reason: "Operar máquinas de terraplenagem e abrir acessos é trabalho de operador de máquinas pesadas.",
      },
      {
        code: "711120",
        reason: "Com curso de blaster, o trato com explosivos conta para detonador em pedreiras e mineração.",
      },
      {
        code: "7102",
        reason: "Como sargento, conduzir obras de campanha aproxima você de mestre de obras.",
        level: "supervisao",
      },
    ],
    duties: [
      "Operação de máquinas de terraplenagem e abertura e manutenção de acessos e estradas de terra",
      "Construção de pontes, abrigos, obstáculos e instalações provisórias de campo",
      "Manuseio, armazenamento e uso controlado de explosivos em demolições, com normas de segurança",
      "Planejamento e condução de pequenas obras, com cálculo de materiais e chefia de equipes",
    ],
  },
  {
    term: "Comunicações",
    aliases: ["comunicações de fuzileiros navais", "rádio de campanha", "operador de rádio", "radioperador"],
    branches: ["marinha"],
    kind: "especialidade",
    families: [
      {
        code: "3722",
        reason: "Operar rádios e redes de campanha corresponde ao operador de rede de teleprocessamento.",
      },
      {
        code: "7321",
        reason: "Lançar e reparar cabos e linhas é o trabalho do instalador de redes de telecomunicações.",
      },
      {
        code: "3133",
        reason: "Com curso técnico, você atua como técnico em telecomunicações.",
      },
    ],
    duties: [
      "Operação de rádios HF, VHF e UHF e montagem de redes de comunicação em campo",
      "Lançamento, emenda e reparo de cabos e linhas telefônicas em áreas externas",
      "Instalação de antenas, centrais telefônicas e terminais de dados em postos temporários",
      "Manutenção de primeiro nível de rádios, baterias e geradores portáteis",
      "Transmissão de mensagens com procedimentos padronizados de radiotelefonia e normas de sigilo",
    ],
  },
  {
    term: "Música",
    aliases: ["músico", "banda de música", "músico fuzileiro naval", "banda dos fuzileiros navais", "instrumentista"],
    branches: ["marinha"],
    kind: "especialidade",
    families: MUSICA,
    duties: [
      "Execução de repertório erudito, popular e de marchas em banda sinfônica e formações menores",
      "Apresentações em cerimônias oficiais, concertos públicos, desfiles e eventos",
      "Leitura de partituras, ensaios de naipe e estudo técnico diário do instrumento",
      "Apoio a arranjos, transcrições e organização do arquivo de partituras",
    ],
  },
  {
    term: "Manutenção de viaturas",
    aliases: ["mecânico de viaturas", "mecânico de veículos", "viaturas anfíbias", "motomecanização"],
    branches: ["marinha"],
    kind: "funcao",
    families: [
      {
        code: "914425",
        reason: "Manter viaturas e caminhões corresponde ao mecânico de veículos automotores a diesel.",
      },
      {
        code: "913120",
        reason: "Carros anfíbios, blindados e tratores se aproximam da manutenção de máquinas pesadas.",
      },
      {
        code: "9102",
        reason: "Como sargento, você pode supervisionar oficinas de manutenção veicular.",
        level: "supervisao",
      },
    ],
    duties: [
      "Manutenção preventiva e corretiva de caminhões, utilitários e veículos blindados e anfíbios a diesel",
      "Diagnóstico de falhas em motores, transmissões, freios, suspensão e sistemas elétricos",
      "Controle de revisões, lubrificação, trocas de óleo e pneus por quilometragem e horas de uso",
      "Requisição e controle de peças e registro de serviços em ordens de manutenção",
      "Supervisão de oficina de manutenção veicular, com distribuição de serviços e controle de qualidade",
    ],
  },
  // Qualifications and functions any praça of the Marinha may hold
  {
    term: "Mergulhador",
    aliases: ["mergulho", "curso de mergulho", "mergulhador da marinha", "mergulho raso"],
    branches: ["marinha"],
    kind: "qualificacao",
    families: [
      {
        code: "7817",
        reason: "Com certificação da DPC, você atua como mergulhador profissional raso ou profundo.",
      },
      {
        code: "7813",
        reason: "Empresas offshore também contratam mergulhadores para pilotar ROV.",
      },
    ],
    duties: [
      "Mergulho raso com ar comprimido, em equipamento autônomo ou dependente, seguindo tabelas de descompressão",
      "Inspeção, limpeza e pequenos reparos em cascos, hélices, tomadas de água e estruturas submersas",
      "Busca e recuperação de objetos e materiais submersos",
      "Manutenção de equipamentos de mergulho, compressores e cilindros de ar",
      "Planejamento de mergulhos com análise de riscos e atuação em equipe com apoio de superfície",
    ],
  },
  {
    term: "Patrão de embarcação",
    aliases: ["patrão", "patrão de lancha", "condutor de embarcação", "timoneiro", "arrais"],
    branches: ["marinha"],
    kind: "funcao",
    families: [
      {
        code: "7827",
        reason: "Conduzir lanchas e embarcações miúdas corresponde ao marinheiro de convés e de esporte e recreio.",
      },
      {
        code: "341215",
        reason: "Com certificação da DPC, a experiência conta para mestre fluvial.",
      },
    ],
    duties: [
      "Condução de lanchas e embarcações de apoio no transporte de pessoas e cargas entre navios, portos e terminais",
      "Atracação, desatracação e manobras em portos, rios e águas abrigadas",
      "Navegação com carta náutica, agulha magnética, GPS e radar, observando as regras para evitar colisões no mar",
      "Verificação de motor, combustível, equipamentos de salvatagem e documentação antes de cada saída",
      "Chefia da tripulação da embarcação e responsabilidade pela segurança dos passageiros",
    ],
  },
  {
    term: "Operador de guindaste",
    aliases: ["guindasteiro", "operador de guincho", "pau de carga", "movimentação de carga"],
    branches: ["marinha"],
    kind: "funcao",
    families: [
      {
        code: "7821",
        reason: "Operar guindastes e talhas é o trabalho do guindasteiro em portos, estaleiros e indústrias.",
      },
      {
        code: "782220",
        reason: "A movimentação de carga também abre vagas de operador de empilhadeira.",
      },
    ],
    duties: [
      "Operação de guindastes, paus de carga e guinchos na movimentação de cargas, embarcações e equipamentos",
      "Verificação diária de cabos de aço, ganchos, freios e dispositivos de segurança",
      "Movimentação de carga com sinais padronizados e comunicação por rádio com o sinaleiro",
      "Cálculo de peso e escolha de acessórios de içamento, respeitando a capacidade do equipamento e a NR-11",
      "Registro de operações e comunicação de falhas à equipe de manutenção",
    ],
  },
  {
    term: "Motorista",
    aliases: ["motorista de viatura", "condutor de viatura", "motorista de caminhão", "motorista de ônibus"],
    branches: ["marinha"],
    kind: "funcao",
    families: MOTORISTA,
    duties: [
      "Condução de veículos leves e pesados no transporte de pessoas e materiais, conforme a categoria da CNH",
      "Inspeção diária do veículo: pneus, óleo, freios, iluminação e documentação",
      "Planejamento de rotas e registro de quilometragem, abastecimento e ocorrências",
      "Transporte de cargas com amarração e acomodação adequadas, observando as regras de trânsito",
      "Direção defensiva em cidades, rodovias e áreas portuárias",
    ],
  },
  {
    term: "Padeiro",
    aliases: ["padaria", "panificação", "confeiteiro", "padeiro de bordo"],
    branches: ["marinha"],
    kind: "funcao",
    families: [
      {
        code: "8483",
        reason: "Fazer pães e massas para a tripulação é o ofício de padeiro e confeiteiro.",
      },
    ],
    duties: [
      "Produção diária de pães, bolos, massas e confeitos em grande escala para refeitórios",
      "Preparo de massas, fermentação e forneamento com fornos industriais, amassadeiras e cilindros",
      "Controle de insumos, pesagem de ingredientes e padronização de receitas",
      "Higiene de equipamentos e do ambiente conforme boas práticas de manipulação de alimentos",
    ],
  },
];

export const AERONAUTICA: readonly VocabularyEntry[] = [
  // Sargentos especialistas: Curso de Formação de Sargentos (grupamentos básico e de serviço)
  {
    term: "Controle de Tráfego Aéreo",
    aliases: ["BCT", "controlador de tráfego aéreo", "controlador de voo", "torre de controle", "ATC"],
    branches: ["aeronautica"],
    kind: "especialidade",
    families: [
      {
        code: "342505",
        reason: "Com licença e habilitação válidas, você atua como controlador de tráfego aéreo civil.",
      },
      {
        code: "342510",
        reason: "Plano de voo, meteorologia e regras de tráfego aproximam você do despachante operacional de voo.",
      },
    ],
    duties: [
      "Controle de tráfego aéreo (ATC) em torres de aeródromo e centros de controle, com separação segura entre aeronaves",
      "Emissão de autorizações, instruções e informações de tráfego por radiotelefonia em português e inglês",
      "Acompanhamento de aeronaves civis e militares com radar, sistemas de visualização e planos de voo",
      "Aplicação das regras do ar e de procedimentos de emergência, com coordenação entre órgãos de controle",
      "Atuação em escala de turnos, em ambiente de alta responsabilidade e decisão rápida",
    ],
  },
  {
    term: "Controle de Operações Aéreas Militares",
    aliases: ["COAM", "controlador de operações aéreas militares", "controlador de defesa aérea", "defesa aérea"],
    branches: ["aeronautica"],
    kind: "qualificacao",
    families: [
      {
        code: "342505",
        reason: "Vigilância radar e controle de aeronaves são a base do controlador de tráfego aéreo civil.",
      },
    ],
    duties: [
      "Vigilância do espaço aéreo com radares e consoles de controle, identificando e acompanhando aeronaves",
      "Orientação de aeronaves por radiotelefonia, com informações de rumo, altitude e posição",
      "Coordenação com os órgãos de controle de tráfego aéreo civil para garantir a segurança das operações",
      "Registro de ocorrências e relatórios de operação em escala de turnos",
    ],
  },
  {
    term: "Comunicações",
    aliases: ["BCO", "comunicações aeronáuticas", "operador de telecomunicações", "estação aeronáutica", "rádio"],
    branches: ["aeronautica"],
    kind: "especialidade",
    families: [
      {
        code: "3722",
        reason: "Operar estações de rádio e redes de mensagens corresponde ao operador de rede e radiotelegrafista.",
      },
      {
        code: "3133",
        reason: "Com curso técnico, a experiência em enlaces e rádio leva a técnico em telecomunicações.",
      },
    ],
    duties: [
      "Operação de estações aeronáuticas em HF e VHF, com contato com aeronaves e órgãos de tráfego aéreo",
      "Transmissão, recepção e encaminhamento de mensagens aeronáuticas, como planos de voo e avisos",
      "Operação de redes de dados, telefonia e terminais de mensagens",
      "Registro de comunicações e gravações, conforme os procedimentos da aviação",
      "Manutenção de primeiro nível de rádios, antenas e equipamentos da estação",
    ],
  },
  {
    term: "Mecânica de Aeronaves",
    aliases: ["BMA", "mecânico de aeronaves", "mecânico de avião", "mecânico de helicóptero", "manutenção aeronáutica"],
    branches: ["aeronautica"],
    kind: "especialidade",
    families: [
      {
        code: "9141",
        reason: "Inspecionar e manter aviões e helicópteros é o trabalho do mecânico de manutenção aeronáutica.",
      },
      {
        code: "3143",
        reason: "Com a licença de mecânico da ANAC, você atua como técnico mecânico de aeronaves.",
      },
      {
        code: "7256",
        reason: "Fabricantes de aeronaves contratam montadores de estruturas e de sistemas.",
      },
      {
        code: "1427",
        reason: "Como oficial especialista, a gestão da manutenção conta para gerente de manutenção.",
        level: "gestao",
      },
    ],
    duties: [
      "Manutenção preventiva e corretiva de aviões e helicópteros, com inspeções programadas conforme manuais do fabricante",
      "Inspeção e reparo de motores, trem de pouso, comandos de voo e sistemas hidráulicos, pneumáticos e de combustível",
      "Preparação de aeronaves para o voo: inspeção pré-voo, abastecimento, reboque e acionamento",
      "Registro de serviços nas cadernetas e fichas da aeronave, com controle de horas, ciclos e componentes",
      "Planejamento e controle da manutenção de frota, com distribuição de serviços e acompanhamento de prazos",
    ],
  },
  {
    term: "Estrutura e Pintura",
    aliases: ["BEP", "chapeador de aeronaves", "pintor de aeronaves", "estruturas aeronáuticas", "rebitagem"],
    branches: ["aeronautica"],
    kind: "especialidade",
    families: [
      {
        code: "7256",
        reason: "Reparar estruturas e revestimentos de aeronaves corresponde ao montador de estruturas aeronáuticas.",
      },
      {
        code: "724430",
        reason: "Chapear e rebitar a fuselagem é o ofício do chapeador de aeronaves.",
      },
      {
        code: "723320",
        reason: "Pintar aeronaves vale para pintor de veículos e de estruturas metálicas.",
      },
    ],
    duties: [
      "Reparo de estruturas e revestimentos de aeronaves com rebitagem, chapeamento e materiais compostos",
      "Inspeção e tratamento de corrosão em fuselagem, asas e componentes",
      "Preparação de superfícies e pintura de aeronaves e componentes, com controle de espessura e acabamento",
      "Fabricação de peças em chapa de alumínio a partir de desenhos e manuais de reparo estrutural",
    ],
  },
  {
    term: "Equipamento de Voo",
    aliases: ["BEV", "paraquedas", "equipamentos de sobrevivência", "assento ejetável", "equipamento de emergência"],
    branches: ["aeronautica"],
    kind: "especialidade",
    families: [
      {
        code: "9141",
        reason: "Manter assentos ejetáveis, oxigênio e equipamentos de emergência faz parte da manutenção aeronáutica.",
      },
    ],
    duties: [
      "Inspeção, dobragem e manutenção de paraquedas de tripulantes, de carga e de emergência",
      "Manutenção de assentos ejetáveis, com controle de cartuchos e componentes de vida limitada",
      "Manutenção de sistemas de oxigênio, máscaras, capacetes e coletes salva-vidas de tripulantes",
      "Inspeção de botes, kits de sobrevivência e equipamentos de emergência das aeronaves",
      "Registro das inspeções e controle de validade dos equipamentos conforme manuais técnicos",
    ],
  },
  {
    term: "Eletricidade e Instrumentos",
    aliases: ["BEI", "eletricista de aeronaves", "instrumentos de voo", "instrumentos aeronáuticos"],
    branches: ["aeronautica"],
    kind: "especialidade",
    families: [
      {
        code: "9531",
        reason: "Os sistemas elétricos das aeronaves correspondem ao eletricista de instalações aeronáuticas.",
      },
      {
        code: "313410",
        reason: "Aferir e calibrar instrumentos de voo é o trabalho do técnico em calibração e instrumentação.",
      },
      {
        code: "3131",
        reason: "Com curso técnico, você também atua como técnico eletrotécnico.",
      },
    ],
    duties: [
      "Manutenção de sistemas elétricos de aeronaves: geradores, baterias, chicotes, iluminação e distribuição de energia",
      "Inspeção, teste e substituição de instrumentos de voo e de motor",
      "Aferição e calibração de instrumentos em bancada, com registro dos resultados",
      "Localização de defeitos com diagramas elétricos, multímetros e bancadas de teste",
      "Registro de serviços e controle de componentes conforme os manuais técnicos das aeronaves",
    ],
  },
  {
    term: "Eletrônica",
    aliases: ["BET", "técnico em eletrônica", "aviônica", "manutenção de radar", "auxílios à navegação"],
    branches: ["aeronautica"],
    kind: "especialidade",
    families: [
      {
        code: "3132",
        reason: "Reparar radares, rádios e auxílios à navegação é trabalho de técnico em eletrônica.",
      },
      {
        code: "9531",
        reason: "Os equipamentos eletrônicos embarcados correspondem à manutenção de aviônicos.",
      },
      {
        code: "3133",
        reason: "Enlaces e sistemas de comunicação abrem vagas de técnico em telecomunicações.",
      },
    ],
    duties: [
      "Manutenção de radares, rádios e auxílios à navegação aérea instalados em aeródromos e centros de controle",
      "Manutenção de equipamentos aviônicos de comunicação, navegação e identificação de aeronaves",
      "Testes, ajustes e calibração de equipamentos com osciloscópio, analisador de espectro e gerador de sinais",
      "Diagnóstico e reparo de placas e módulos eletrônicos em bancada",
      "Registro de manutenções e acompanhamento da disponibilidade dos sistemas",
    ],
  },
  {
    term: "Fotointeligência",
    aliases: ["BFT", "interpretação de imagens", "imagens aéreas", "sensoriamento remoto", "fotografia aérea"],
    branches: ["aeronautica"],
    kind: "especialidade",
    families: [
      {
        code: "312310",
        reason: "Interpretar imagens aéreas e de satélite se aproveita em geoprocessamento e sensoriamento remoto.",
      },
      {
        code: "3519",
        reason: "Analisar imagens para inteligência corresponde ao agente técnico de inteligência.",
      },
      {
        code: "2618",
        reason: "O domínio de câmeras e da fotografia aérea abre espaço como fotógrafo.",
      },
    ],
    duties: [
      "Interpretação de fotografias aéreas e imagens de satélite para identificar estruturas, terrenos e mudanças",
      "Processamento, georreferenciamento e arquivo de imagens em sistemas de informação geográfica",
      "Elaboração de relatórios de análise de imagens com mapas e anotações",
      "Preparo e operação de câmeras e sensores de imageamento aéreo",
      "Tratamento de dados sensíveis com sigilo e normas de segurança da informação",
    ],
  },
  {
    term: "Material Bélico",
    aliases: ["BMB", "armamento", "armeiro", "munição", "armamento aéreo"],
    branches: ["aeronautica"],
    kind: "especialidade",
    families: [
      {
        code: "9113",
        reason: "Manter canhões, lançadores e seus mecanismos vale como mecânico de manutenção de máquinas.",
      },
      {
        code: "725010",
        reason: "Ajustar e recuperar peças de precisão corresponde ao ajustador mecânico.",
      },
      {
        code: "812110",
        reason: "Manusear e inspecionar munição vale na indústria de munição e explosivos.",
      },
      {
        code: "711120",
        reason: "Com curso de blaster, o trato com explosivos conta para detonador em pedreiras e mineração.",
      },
    ],
    duties: [
      "Manutenção do armamento de aeronaves: canhões, metralhadoras, lançadores de foguetes e suportes de bombas",
      "Montagem, instalação e remoção de armamento em aeronaves, com testes de circuitos elétricos",
      "Armazenagem, inspeção e controle de estoque de munições e explosivos conforme normas de segurança",
      "Manutenção de armas portáteis, com desmontagem, inspeção e ajuste de peças de precisão",
      "Controle de lotes, validade e movimentação de material controlado, com registros de manutenção",
    ],
  },
  {
    term: "Meteorologia",
    aliases: ["BMT", "meteorologia aeronáutica", "observador meteorológico", "meteorologista"],
    branches: ["aeronautica"],
    kind: "especialidade",
    families: [
      {
        code: "311510",
        reason: "Observações, mensagens METAR e boletins são o trabalho do técnico de meteorologia.",
      },
      {
        code: "2133",
        reason: "Com graduação em meteorologia, a experiência conta para meteorologista.",
      },
    ],
    duties: [
      "Observação meteorológica de superfície em aeródromos, com codificação de boletins meteorológicos de aeródromo (METAR)",
      "Operação de estações automáticas e instrumentos de medição de vento, pressão, altura das nuvens e visibilidade",
      "Divulgação de informações meteorológicas a pilotos, controladores de tráfego aéreo e despachantes de voo",
      "Acompanhamento de imagens de satélite e de radar meteorológico para aviso de fenômenos adversos",
      "Controle da qualidade dos dados e registro das observações em sistema",
    ],
  },
  {
    term: "Suprimento Técnico",
    aliases: ["BSP", "suprimento", "almoxarife", "logística de material", "controle de estoque"],
    branches: ["aeronautica"],
    kind: "especialidade",
    families: [
      {
        code: "4141",
        reason: "Receber, armazenar e controlar peças é o trabalho do almoxarife e do armazenista.",
      },
      {
        code: "414215",
        reason: "Conferir entradas, saídas e inventários corresponde ao conferente de carga e descarga.",
      },
      {
        code: "4102",
        reason: "Como sargento, você pode ser supervisor de almoxarifado.",
        level: "supervisao",
      },
      {
        code: "1424",
        reason: "Como oficial, a gestão de suprimento conta para gerente de suprimentos ou de compras.",
        level: "gestao",
      },
    ],
    duties: [
      "Recebimento, conferência, armazenagem e expedição de peças aeronáuticas e materiais técnicos",
      "Controle de estoque em sistema informatizado, com inventários e rastreabilidade por número de série e lote",
      "Controle de validade, das condições de armazenagem e da documentação das peças",
      "Pedidos de reposição, acompanhamento de fornecimentos e envio de componentes para reparo",
      "Supervisão de almoxarifado e de equipe de suprimento, com indicadores de atendimento e acuracidade de estoque",
    ],
  },
  {
    term: "Informações Aeronáuticas",
    aliases: ["SAI", "AIS", "sala AIS", "NOTAM", "plano de voo"],
    branches: ["aeronautica"],
    kind: "especialidade",
    families: [
      {
        code: "342510",
        reason: "Plano de voo, NOTAM e publicações aeronáuticas são a rotina do despachante operacional de voo.",
      },
      {
        code: "4151",
        reason: "Manter publicações e bases de dados atualizadas corresponde aos serviços de documentação.",
      },
    ],
    duties: [
      "Recebimento, análise e encaminhamento de planos de voo apresentados por pilotos e operadores",
      "Divulgação de avisos aos aeronavegantes (NOTAM) e de informações sobre aeródromos e espaço aéreo",
      "Atendimento a pilotos na sala de informações aeronáuticas, com orientação sobre rotas e restrições",
      "Atualização de publicações, cartas e bases de dados aeronáuticas",
      "Consulta e aplicação das normas da aviação civil e do controle do espaço aéreo",
    ],
  },
  {
    term: "Cartografia",
    aliases: ["SCF", "cartógrafo", "geodésia", "cartas aeronáuticas", "geoprocessamento"],
    branches: ["aeronautica"],
    kind: "especialidade",
    families: [
      {
        code: "312310",
        reason: "Produzir cartas e mapas é o trabalho do técnico em geodésia e cartografia.",
      },
      {
        code: "3181",
        reason: "O desenho de cartas corresponde ao desenhista técnico de cartografia.",
      },
    ],
    duties: [
      "Produção e atualização de cartas aeronáuticas e mapas em sistemas de informação geográfica",
      "Processamento de dados geodésicos, imagens aéreas e levantamentos de campo",
      "Edição cartográfica, aplicação de simbologia e controle de qualidade dos produtos",
      "Levantamento de obstáculos e de dados de aeródromos para publicações aeronáuticas",
    ],
  },
  {
    term: "Guarda e Segurança",
    aliases: ["SGS", "segurança de base aérea", "segurança patrimonial", "segurança de instalações"],
    branches: ["aeronautica"],
    kind: "especialidade",
    families: [
      {
        code: "5173",
        reason: "Controle de acesso e segurança de instalações são o trabalho do vigilante, com curso de formação.",
      },
      {
        code: "342550",
        reason: "Nos aeroportos, a experiência conta para agente de proteção da aviação civil (APAC).",
      },
      {
        code: "5103",
        reason: "Como sargento, você pode supervisionar equipes de vigilância.",
        level: "supervisao",
      },
      {
        code: "2526",
        reason: "Como oficial, o planejamento de segurança conta para gestor de segurança.",
        level: "gestao",
      },
    ],
    duties: [
      "Controle de acesso de pessoas, veículos e cargas em instalações aeroportuárias e áreas restritas",
      "Rondas, vigilância patrimonial e operação de sistemas de CFTV e alarmes",
      "Atendimento a ocorrências, registro em livro e comunicação às autoridades",
      "Inspeção de bagagens e veículos e aplicação de procedimentos de segurança da aviação",
      "Planejamento de escalas, postos e rotinas de equipes de vigilância, com treinamento do pessoal",
    ],
  },
  {
    term: "Bombeiro",
    aliases: ["SBO", "bombeiro de aeródromo", "bombeiro aeronáutico", "contraincêndio", "combate a incêndio"],
    branches: ["aeronautica"],
    kind: "especialidade",
    families: [
      {
        code: "517105",
        reason: "Combater incêndio em aeronaves e aeródromos é exatamente a ocupação de bombeiro de aeródromo.",
      },
      {
        code: "3516",
        reason: "Com curso técnico, a prevenção de incêndio abre caminho para técnico em segurança do trabalho.",
      },
      {
        code: "5103",
        reason: "Como sargento, você pode atuar como supervisor de bombeiros.",
        level: "supervisao",
      },
    ],
    duties: [
      "Resposta a emergências com aeronaves em aeródromos, com combate a incêndio e resgate de ocupantes",
      "Operação de caminhões contraincêndio de aeródromo, com espuma, pó químico e água",
      "Inspeções de prevenção e manutenção de extintores, hidrantes e sistemas de combate a incêndio",
      "Atendimento pré-hospitalar básico, com RCP e uso de DEA",
      "Coordenação de equipes em treinamentos, simulados e ocorrências, com avaliação do tempo de resposta",
    ],
  },
  {
    term: "Desenho",
    aliases: ["SDE", "desenhista", "desenho técnico", "AutoCAD", "CAD"],
    branches: ["aeronautica"],
    kind: "especialidade",
    families: [
      {
        code: "318005",
        reason: "Desenhar e detalhar projetos é o trabalho do desenhista técnico.",
      },
      {
        code: "3181",
        reason: "Plantas de obras e instalações correspondem ao desenhista de construção civil e arquitetura.",
      },
      {
        code: "3182",
        reason: "Desenhos de peças e conjuntos correspondem ao desenhista técnico mecânico e aeronáutico.",
      },
    ],
    duties: [
      "Elaboração de desenhos técnicos de arquitetura, instalações e peças em CAD",
      "Levantamento de medidas em campo e atualização de plantas e cadastros de instalações",
      "Detalhamento de projetos de reforma e manutenção, com quantitativos de materiais",
      "Arquivo e controle de revisões de desenhos conforme normas da ABNT",
    ],
  },
  {
    term: "Eletromecânica",
    aliases: ["SEM", "técnico em eletromecânica", "manutenção eletromecânica", "grupos geradores"],
    branches: ["aeronautica"],
    kind: "especialidade",
    families: [
      {
        code: "3003",
        reason: "Manter geradores, bombas e quadros elétricos é o trabalho do técnico em eletromecânica.",
      },
      {
        code: "9511",
        reason: "Manter quadros, motores e geradores é a rotina do eletricista de manutenção eletroeletrônica.",
      },
      {
        code: "9503",
        reason: "Como sargento, você pode supervisionar a manutenção eletromecânica.",
        level: "supervisao",
      },
    ],
    duties: [
      "Manutenção de grupos geradores, bombas, compressores e motores elétricos",
      "Manutenção de quadros de comando, painéis de transferência automática e circuitos de força",
      "Manutenção de sistemas de energia de emergência de aeródromos, como geradores e nobreaks (UPS)",
      "Leitura de diagramas elétricos e mecânicos e diagnóstico de falhas",
      "Supervisão de equipes de manutenção eletromecânica, com planejamento de preventivas e controle de peças",
    ],
  },
  {
    term: "Metalurgia",
    aliases: ["SML", "soldagem", "torneiro mecânico", "serralheiro", "caldeireiro"],
    branches: ["aeronautica"],
    kind: "especialidade",
    families: [
      {
        code: "724315",
        reason: "Soldar e cortar metais é o trabalho do soldador na indústria.",
      },
      {
        code: "721215",
        reason: "Tornear e fresar peças corresponde ao operador de máquinas-ferramenta convencionais.",
      },
      {
        code: "724440",
        reason: "Estruturas, portões e grades metálicas são o trabalho do serralheiro.",
      },
      {
        code: "3146",
        reason: "Com curso técnico, você atua como técnico ou inspetor de soldagem.",
      },
    ],
    duties: [
      "Soldagem de aço e alumínio com eletrodo revestido, oxiacetileno e eletrodo de tungstênio com gás inerte (TIG)",
      "Usinagem de peças em torno e fresadora a partir de desenhos técnicos",
      "Fabricação e reparo de estruturas metálicas, portões, grades e suportes",
      "Corte, dobra e conformação de chapas e perfis metálicos",
      "Inspeção visual de soldas e controle dimensional de peças",
    ],
  },
  // Sargentos especialistas: Estágio de Adaptação à Graduação de Sargento (técnicos de nível médio)
  {
    term: "Administração",
    aliases: ["SAD", "técnico em administração", "auxiliar administrativo", "serviços administrativos"],
    branches: ["aeronautica"],
    kind: "especialidade",
    families: ADMINISTRACAO,
    duties: [
      "Condução de processos de compras públicas, licitações e contratos, com conferência documental",
      "Gestão de documentos, protocolos e arquivos físicos e digitais",
      "Rotinas de pessoal: cadastros, frequência, férias, benefícios e folha de pagamento",
      "Controle orçamentário e financeiro, com produção de relatórios e planilhas",
      "Supervisão de equipes administrativas, com definição de rotinas e acompanhamento de metas",
    ],
  },
  {
    term: "Enfermagem",
    aliases: ["SEF", "técnico de enfermagem", "auxiliar de enfermagem", "enfermeiro"],
    branches: ["aeronautica"],
    kind: "especialidade",
    families: [
      {
        code: "3222",
        reason: "Com registro no COREN, você atua como técnico ou auxiliar de enfermagem.",
      },
    ],
    duties: [
      "Assistência de enfermagem em hospitais e ambulatórios, com sinais vitais, curativos e coleta de exames",
      "Administração de medicamentos e vacinas conforme prescrição médica e protocolos assistenciais",
      "Atendimento de emergências e apoio a remoções e transporte aeromédico de pacientes",
      "Registro de procedimentos em prontuário e controle de materiais e medicamentos",
      "Preparo e esterilização de materiais e medidas de controle de infecção hospitalar",
    ],
  },
  {
    term: "Eletricidade",
    aliases: ["SEL", "eletricista", "técnico em eletrotécnica", "instalações elétricas"],
    branches: ["aeronautica"],
    kind: "especialidade",
    families: [
      {
        code: "3131",
        reason: "Instalações, medições e manutenção elétrica correspondem ao técnico eletrotécnico.",
      },
      {
        code: "7156",
        reason: "Executar instalações elétricas de prédios corresponde ao eletricista de instalações.",
      },
      {
        code: "9511",
        reason: "Manter quadros, motores e geradores é a rotina do eletricista de manutenção.",
      },
    ],
    duties: [
      "Instalação e manutenção de redes elétricas prediais, iluminação e tomadas, conforme a NR-10",
      "Manutenção de quadros de distribuição, disjuntores e transformadores",
      "Manutenção do balizamento luminoso de pistas e pátios de aeródromos",
      "Medições elétricas e testes de isolamento e de aterramento",
      "Leitura de projetos elétricos e levantamento de materiais para os serviços",
    ],
  },
  {
    term: "Informática",
    aliases: ["SIN", "TI", "suporte de informática", "programador", "redes de computadores"],
    branches: ["aeronautica"],
    kind: "especialidade",
    families: [
      {
        code: "3172",
        reason: "Suporte ao usuário e operação de computadores equivalem ao técnico de helpdesk.",
      },
      {
        code: "3171",
        reason: "Desenvolver sistemas e programas corresponde ao técnico programador.",
      },
      {
        code: "2124",
        reason: "Com graduação, a experiência conta para analista de sistemas, de redes ou de suporte.",
      },
    ],
    duties: [
      "Atendimento de chamados de suporte a usuários, com diagnóstico de hardware, software e rede",
      "Administração de servidores, contas de usuários e serviços de rede",
      "Desenvolvimento e manutenção de sistemas web e bancos de dados, com HTML e SQL",
      "Configuração de switches, roteadores e redes sem fio",
      "Aplicação de políticas de segurança da informação, cópias de segurança e controle de acesso",
    ],
  },
  {
    term: "Laboratório",
    aliases: ["SLB", "análises clínicas", "técnico de laboratório", "patologia clínica"],
    branches: ["aeronautica"],
    kind: "especialidade",
    families: [
      {
        code: "3242",
        reason: "Coletar e analisar amostras é o trabalho do técnico em patologia clínica.",
      },
    ],
    duties: [
      "Coleta de sangue e de outras amostras, com identificação e rastreabilidade até o resultado",
      "Execução de exames laboratoriais de hematologia, bioquímica, urinálise e parasitologia",
      "Operação e controle de qualidade de equipamentos automatizados de análises clínicas",
      "Aplicação de normas de biossegurança e descarte de resíduos de serviços de saúde",
    ],
  },
  {
    term: "Obras",
    aliases: ["SOB", "edificações", "técnico em edificações", "construção civil"],
    branches: ["aeronautica"],
    kind: "especialidade",
    families: OBRAS_CIVIS,
    duties: [
      "Acompanhamento e fiscalização de obras e reformas em edificações e instalações de aeródromos",
      "Elaboração de orçamentos, cronogramas e levantamentos de quantitativos",
      "Controle do recebimento e da qualidade de materiais de construção",
      "Medição de serviços de empresas contratadas e registro em diário de obra",
      "Coordenação de equipes de manutenção predial: alvenaria, hidráulica, pintura e elétrica",
    ],
  },
  {
    term: "Pavimentação",
    aliases: ["SPV", "técnico de estradas", "pavimento", "pistas e pátios"],
    branches: ["aeronautica"],
    kind: "especialidade",
    families: [
      {
        code: "3122",
        reason: "Pistas, pátios e estradas são o campo do técnico de estradas e de infraestrutura.",
      },
      {
        code: "715140",
        reason: "Executar pavimento corresponde ao operador de pavimentadora e de terraplenagem.",
      },
      {
        code: "7102",
        reason: "Como sargento, você pode supervisionar frentes de obra.",
        level: "supervisao",
      },
    ],
    duties: [
      "Execução e manutenção de pavimentos de pistas, pátios e vias, em asfalto e concreto",
      "Controle tecnológico de materiais, com ensaios de solo, agregados e misturas asfálticas",
      "Operação de equipamentos de pavimentação e compactação",
      "Acompanhamento de serviços de terraplenagem, drenagem e sinalização horizontal",
      "Coordenação de frentes de obra, com programação de equipamentos, materiais e pessoal",
    ],
  },
  {
    term: "Radiologia",
    aliases: ["SRD", "técnico em radiologia", "raio-x", "raios x"],
    branches: ["aeronautica"],
    kind: "especialidade",
    families: [
      {
        code: "3241",
        reason: "Exames de raio X e de imagem são o trabalho do técnico em radiologia, com registro no CRTR.",
      },
    ],
    duties: [
      "Realização de exames radiológicos, com posicionamento do paciente e escolha da técnica adequada",
      "Operação de equipamentos de raios X fixos e portáteis, inclusive no leito e no centro cirúrgico",
      "Aplicação das normas de proteção radiológica e uso de dosímetros",
      "Processamento digital de imagens e registro dos exames no sistema do hospital",
    ],
  },
  {
    term: "Topografia",
    aliases: ["STP", "topógrafo", "agrimensura", "levantamento topográfico"],
    branches: ["aeronautica"],
    kind: "especialidade",
    families: [
      {
        code: "312320",
        reason: "Levantamentos e locação de obras são o trabalho do topógrafo.",
      },
    ],
    duties: [
      "Levantamentos planialtimétricos com estação total, nível e GPS de precisão",
      "Locação de obras, marcação de eixos e controle de cotas em campo",
      "Cálculo de áreas e volumes de terraplenagem e elaboração de plantas em CAD",
      "Nivelamento e acompanhamento topográfico de obras de pistas, pátios e edificações",
    ],
  },
  {
    term: "Farmácia",
    aliases: ["técnico em farmácia", "auxiliar de farmácia", "dispensação de medicamentos"],
    branches: ["aeronautica"],
    kind: "especialidade",
    families: [
      {
        code: "3251",
        reason: "Dispensar e controlar medicamentos é o trabalho do técnico em farmácia.",
      },
    ],
    duties: [
      "Dispensação de medicamentos mediante prescrição, com orientação ao paciente",
      "Controle de estoque de medicamentos, validade e condições de armazenamento",
      "Controle de medicamentos sujeitos a controle especial, com escrituração conforme normas da ANVISA",
      "Recebimento e conferência de medicamentos e materiais hospitalares",
    ],
  },
  {
    term: "Música",
    aliases: ["músico", "banda de música", "músico da aeronáutica", "instrumentista"],
    branches: ["aeronautica"],
    kind: "especialidade",
    families: MUSICA,
    duties: [
      "Interpretação de repertório variado em banda sinfônica, banda marcial e grupos de câmara",
      "Participação em concertos, solenidades, desfiles e apresentações abertas ao público",
      "Estudo técnico individual, ensaios coletivos e leitura de partituras à primeira vista",
      "Conservação do instrumento e organização do arquivo musical",
    ],
  },
  {
    term: "Taifeiro",
    aliases: ["taifa", "taifeiro-mor", "garçom", "copeiro"],
    branches: ["aeronautica"],
    kind: "especialidade",
    families: [
      {
        code: "5134",
        reason: "Copa, salão e atendimento às mesas correspondem ao garçom e ao copeiro.",
      },
      {
        code: "5132",
        reason: "Preparar as refeições de ranchos e cassinos vale como cozinheiro.",
      },
      {
        code: "5111",
        reason: "A ocupação civil de taifeiro existe em navios e transportes de passageiros.",
      },
    ],
    duties: [
      "Atendimento de copa e salão, com serviço à francesa e à americana em refeições e eventos",
      "Preparo de refeições, lanches e bebidas em cozinhas e refeitórios",
      "Arrumação e limpeza de salões, alojamentos e áreas de convivência",
      "Controle de louças, utensílios e estoque de gêneros e de material de limpeza",
      "Atendimento em recepções e eventos oficiais, com regras de etiqueta e cerimonial",
    ],
  },
  // Aircrew qualifications
  {
    term: "Mecânico de voo",
    aliases: ["mecânico de bordo", "engenheiro de voo", "tripulante técnico"],
    branches: ["aeronautica"],
    kind: "qualificacao",
    families: [
      {
        code: "341115",
        reason: "Com a habilitação da ANAC, você atua como mecânico de voo na aviação civil.",
      },
      {
        code: "9141",
        reason: "Em terra, a experiência vale como mecânico de manutenção aeronáutica.",
      },
    ],
    duties: [
      "Atuação como tripulante técnico, monitorando motores, combustível e sistemas da aeronave durante o voo",
      "Inspeções pré-voo e pós-voo e liberação técnica da aeronave conforme listas de verificação",
      "Cálculo de desempenho, combustível e peso e balanceamento para cada voo",
      "Identificação e tratamento de panes em voo seguindo procedimentos de emergência",
      "Registro de discrepâncias e acompanhamento dos reparos com a equipe de manutenção",
    ],
  },
  {
    term: "Mestre de carga",
    aliases: ["loadmaster", "carga aérea", "lançamento de carga", "peso e balanceamento"],
    branches: ["aeronautica"],
    kind: "qualificacao",
    families: [
      {
        code: "342510",
        reason: "Peso e balanceamento e o despacho da carga são tarefas do despachante operacional de voo.",
      },
      {
        code: "783205",
        reason: "Carregar, amarrar e descarregar aeronaves corresponde ao carregador de aeronaves.",
      },
    ],
    duties: [
      "Planejamento do carregamento de aeronaves de transporte, com cálculo de peso e balanceamento",
      "Supervisão do embarque, amarração e desembarque de cargas, veículos e passageiros",
      "Conferência de manifestos de carga e da documentação de cargas perigosas",
      "Preparo e lançamento de cargas em voo com paraquedas, seguindo procedimentos de segurança",
      "Orientação de passageiros sobre procedimentos de segurança e emergência a bordo",
    ],
  },
  {
    term: "Comissário",
    aliases: ["comissário de bordo", "comissário de voo", "comissária", "tripulante de cabine"],
    branches: ["aeronautica"],
    kind: "funcao",
    families: [
      {
        code: "511105",
        reason: "Com a licença da ANAC, a experiência a bordo conta para comissário de voo.",
      },
    ],
    duties: [
      "Atendimento a passageiros a bordo, com serviço de refeições e bebidas",
      "Demonstração de procedimentos de segurança e verificação de cintos, portas e equipamentos de emergência",
      "Condução de evacuações e prestação de primeiros socorros em emergências a bordo",
      "Atendimento a autoridades e comitivas em voos oficiais, com discrição e protocolo",
      "Controle de materiais de bordo, alimentos e equipamentos de cabine",
    ],
  },
  {
    term: "Busca e salvamento",
    aliases: ["PARA-SAR", "SAR", "resgate", "salvamento", "paraquedista de resgate"],
    branches: ["aeronautica"],
    kind: "qualificacao",
    families: [
      {
        code: "517110",
        reason: "Busca, salvamento e resgate são a base do bombeiro civil e do salva-vidas.",
      },
      {
        code: "515135",
        reason: "O atendimento pré-hospitalar conta para socorrista.",
      },
    ],
    duties: [
      "Participação em operações de busca e resgate em terra, mar e selva, com apoio de helicópteros e aviões",
      "Resgate de vítimas com técnicas verticais, içamento por helicóptero e salvamento aquático",
      "Atendimento pré-hospitalar a vítimas de acidentes, com imobilização, RCP e estabilização para transporte",
      "Técnicas de sobrevivência, navegação terrestre e salto de paraquedas para acesso a áreas isoladas",
      "Planejamento de buscas com cartas, GPS e divisão de áreas, em equipe e sob pressão",
    ],
  },
  // Soldados, cabos and functions
  {
    term: "Abastecimento de aeronaves",
    aliases: ["abastecedor de aeronaves", "combustível de aviação", "QAV", "abastecimento"],
    branches: ["aeronautica"],
    kind: "funcao",
    families: [
      {
        code: "862160",
        reason: "Abastecer aeronaves com segurança é exatamente a ocupação de operador de abastecimento de aeronave.",
      },
    ],
    duties: [
      "Abastecimento e retirada de combustível de aeronaves com querosene de aviação (QAV) e gasolina de aviação",
      "Operação de caminhões abastecedores e de sistemas de hidrante em pátios de aeronaves",
      "Controle de qualidade do combustível: drenagem, teste de presença de água, inspeção visual e coleta de amostras",
      "Aplicação de normas de segurança com inflamáveis, aterramento e prevenção de incêndio, conforme a NR-20",
      "Registro dos volumes abastecidos e controle do estoque de combustível",
    ],
  },
  {
    term: "Auxiliar de manutenção de aeronaves",
    aliases: ["auxiliar de mecânico", "mecânico de pista", "serviço de pista", "hangar"],
    branches: ["aeronautica"],
    kind: "funcao",
    families: [
      {
        code: "9141",
        reason: "Apoiar a manutenção de pista e hangar é o começo da carreira de mecânico de aeronaves.",
      },
      {
        code: "783205",
        reason: "Manusear carga e bagagem no pátio corresponde ao carregador de aeronaves.",
      },
    ],
    duties: [
      "Apoio a mecânicos em inspeções, troca de componentes e serviços de hangar e pátio",
      "Reboque, calçamento e amarração de aeronaves e operação de equipamentos de apoio em solo",
      "Limpeza, lubrificação e serviços básicos em aeronaves, sob orientação técnica",
      "Controle de ferramentas e prevenção de danos por objetos estranhos na pista e no pátio",
      "Movimentação de cargas, bagagens e equipamentos no pátio de aeronaves",
    ],
  },
  {
    term: "Infantaria",
    aliases: ["infantaria da aeronáutica", "guarda de base aérea", "sentinela", "ronda", "guarda do quartel"],
    branches: ["aeronautica"],
    kind: "funcao",
    families: [
      {
        code: "517330",
        reason: "Ronda, sentinela e controle de portões correspondem ao vigilante, com curso de formação.",
      },
      {
        code: "517420",
        reason: "Portarias e controle de acesso também contratam porteiros e vigias.",
      },
      {
        code: "510310",
        reason: "Como cabo ou sargento, você pode supervisionar equipes de vigilância.",
        level: "supervisao",
      },
    ],
    duties: [
      "Controle de acesso em portões, com identificação de pessoas e vistoria de veículos",
      "Rondas e vigilância de instalações, aeronaves e áreas restritas em escala de turnos",
      "Registro e comunicação de ocorrências e acionamento de apoio por rádio",
      "Treinamento em defesa pessoal, tiro e primeiros socorros",
      "Coordenação de postos de vigilância e de equipes de serviço, com passagem de turno e instrução",
    ],
  },
  {
    term: "Auxiliar administrativo",
    aliases: ["escrevente", "auxiliar de secretaria", "datilógrafo", "protocolo"],
    branches: ["aeronautica"],
    kind: "funcao",
    families: [
      {
        code: "4110",
        reason: "Redigir documentos, protocolar e arquivar é a rotina do auxiliar administrativo.",
      },
      {
        code: "4151",
        reason: "Organizar arquivos corresponde ao auxiliar de documentação e arquivo.",
      },
    ],
    duties: [
      "Digitação, redação e expedição de documentos e correspondências",
      "Protocolo, distribuição e arquivamento de documentos físicos e digitais",
      "Atendimento ao público e por telefone, com orientação e encaminhamento de demandas",
      "Lançamento de dados em sistemas e planilhas e controle de prazos",
    ],
  },
  {
    term: "Auxiliar de suprimento",
    aliases: ["auxiliar de almoxarifado", "depósito", "estoquista", "armazém"],
    branches: ["aeronautica"],
    kind: "funcao",
    families: [
      {
        code: "4141",
        reason: "Receber, guardar e separar material é o trabalho do almoxarife e do armazenista.",
      },
      {
        code: "414215",
        reason: "Conferir entradas e saídas corresponde ao conferente de carga e descarga.",
      },
    ],
    duties: [
      "Recebimento, conferência e armazenagem de materiais e gêneros",
      "Separação e entrega de pedidos conforme as requisições dos setores",
      "Organização do estoque, com endereçamento, etiquetagem e controle de validade",
      "Apoio a inventários e lançamento de entradas e saídas em sistema",
      "Movimentação de cargas com paleteiras e carrinhos, observando normas de segurança",
    ],
  },
  {
    term: "Motorista",
    aliases: ["motorista de viatura", "condutor de viatura", "motorista de caminhão", "motorista de ônibus"],
    branches: ["aeronautica"],
    kind: "funcao",
    families: MOTORISTA,
    duties: [
      "Transporte de pessoal, autoridades e cargas em veículos leves e pesados, conforme a categoria da CNH",
      "Checagem diária do veículo e comunicação de defeitos à manutenção",
      "Controle de quilometragem, abastecimento e documentação do veículo",
      "Condução em áreas de aeródromo, respeitando as regras de circulação próximas a aeronaves",
      "Direção defensiva em longas distâncias, com zelo pelos passageiros e pela carga",
    ],
  },
  {
    term: "Manutenção de viaturas",
    aliases: ["mecânico de viaturas", "mecânico de veículos", "oficina de viaturas", "motomecanização"],
    branches: ["aeronautica"],
    kind: "funcao",
    families: [
      {
        code: "9144",
        reason: "Manter viaturas e caminhões corresponde ao mecânico de veículos automotores.",
      },
      {
        code: "9102",
        reason: "Como sargento, você pode supervisionar oficinas de manutenção veicular.",
        level: "supervisao",
      },
    ],
    duties: [
      "Manutenção preventiva e corretiva de veículos leves, caminhões e equipamentos de apoio em solo",
      "Diagnóstico de falhas mecânicas e elétricas com scanner automotivo e instrumentos de medição",
      "Revisões periódicas, com troca de óleo e filtros e reparo de freios e suspensão",
      "Controle de peças e registro de ordens de serviço",
      "Supervisão de oficina veicular, com programação de revisões e controle de qualidade dos serviços",
    ],
  },
  {
    term: "Cozinheiro",
    aliases: ["rancho", "cozinha", "auxiliar de cozinha", "refeitório"],
    branches: ["aeronautica"],
    kind: "funcao",
    families: [
      {
        code: "5132",
        reason: "Preparar refeições em grande quantidade é o trabalho do cozinheiro industrial.",
      },
      {
        code: "5135",
        reason: "No começo, você também se encaixa como auxiliar nos serviços de alimentação.",
      },
    ],
    duties: [
      "Preparo de refeições em grande escala em refeitórios, seguindo cardápios definidos",
      "Manipulação e conservação de alimentos conforme as boas práticas da ANVISA",
      "Pré-preparo de carnes, legumes e acompanhamentos e porcionamento das refeições",
      "Higienização de utensílios, equipamentos e cozinha industrial",
      "Controle de gêneros e de sobras, com apoio ao recebimento e ao estoque",
    ],
  },
  {
    term: "Barbeiro",
    aliases: ["barbearia", "cabeleireiro", "corte de cabelo"],
    branches: ["aeronautica"],
    kind: "funcao",
    families: [
      {
        code: "5161",
        reason: "O ofício de barbeiro segue igual na vida civil, em barbearias e salões.",
      },
    ],
    duties: [
      "Cortes de cabelo masculinos com máquina e tesoura e acabamento com navalha",
      "Atendimento em ritmo intenso, mantendo padrão uniforme de apresentação",
      "Limpeza e desinfecção de instrumentos conforme normas sanitárias",
      "Organização do posto de trabalho e controle de materiais de consumo",
    ],
  },
];
