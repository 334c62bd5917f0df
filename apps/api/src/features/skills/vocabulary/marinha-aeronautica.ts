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
  },
  {
    term: "Administração",
    aliases: ["AD", "técnico em administração", "gestão administrativa", "serviços administrativos"],
    branches: ["marinha"],
    kind: "especialidade",
    families: ADMINISTRACAO,
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
  },
  {
    term: "Edificações",
    aliases: ["técnico em edificações", "obras civis", "construção civil"],
    branches: ["marinha"],
    kind: "especialidade",
    families: OBRAS_CIVIS,
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
  },
  {
    term: "Música",
    aliases: ["músico", "banda de música", "músico fuzileiro naval", "banda dos fuzileiros navais", "instrumentista"],
    branches: ["marinha"],
    kind: "especialidade",
    families: MUSICA,
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
  },
  {
    term: "Motorista",
    aliases: ["motorista de viatura", "condutor de viatura", "motorista de caminhão", "motorista de ônibus"],
    branches: ["marinha"],
    kind: "funcao",
    families: MOTORISTA,
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
  },
  // Sargentos especialistas: Estágio de Adaptação à Graduação de Sargento (técnicos de nível médio)
  {
    term: "Administração",
    aliases: ["SAD", "técnico em administração", "auxiliar administrativo", "serviços administrativos"],
    branches: ["aeronautica"],
    kind: "especialidade",
    families: ADMINISTRACAO,
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
  },
  {
    term: "Obras",
    aliases: ["SOB", "edificações", "técnico em edificações", "construção civil"],
    branches: ["aeronautica"],
    kind: "especialidade",
    families: OBRAS_CIVIS,
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
  },
  {
    term: "Música",
    aliases: ["músico", "banda de música", "músico da aeronáutica", "instrumentista"],
    branches: ["aeronautica"],
    kind: "especialidade",
    families: MUSICA,
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
  },
  {
    term: "Motorista",
    aliases: ["motorista de viatura", "condutor de viatura", "motorista de caminhão", "motorista de ônibus"],
    branches: ["aeronautica"],
    kind: "funcao",
    families: MOTORISTA,
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
  },
];
