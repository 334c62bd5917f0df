// What a militar types in the board's search, and the jobs of the corpus (corpus.ts) he expects
// among the first ten: judged by what the words mean to a job seeker, never by what the engine
// returns. A job that only mentions the word ('Ajudante de Motorista', 'Analista de Frota' for
// 'motorista') is not expected; a job that names the same work in other words is. Spelling varies
// as people type: without accents, plural, capitals, a place at the end.

export interface LabelledQuery {
  /** As typed in the search box. */
  q: string;
  /** Ids of the corpus jobs a person expects in the first ten results. */
  expect: readonly string[];
}

// Sets several queries share, each a judgement written once.

/** Jobs whose work is driving a vehicle (not a motorcycle courier, not a driver's helper). */
const DRIVERS = [
  "motorista-caminhao-truck-campinas",
  "condutor-veiculos-pesados-ribeirao",
  "caminhoneiro-carreta-goiania",
  "carreteiro-rotas-sul-curitiba",
  "motorista-entregador-vuc-sp",
  "motorista-executivo-rj",
  "motorista-onibus-urbano-bh",
  "condutor-ambulancia-recife",
  "motorista-fretamento-poa",
  "motorista-munck-manaus",
  "motorista-particular-brasilia",
  "motorista-basculante-contagem",
  "motorista-carreteiro-bitrem-rondonopolis",
  "condutor-veiculos-leves-salvador",
  "motorista-caminhao-pipa-fortaleza",
];

/** Driving a truck on the road: what a caminhoneiro does. */
const TRUCK_DRIVERS = [
  "motorista-caminhao-truck-campinas",
  "condutor-veiculos-pesados-ribeirao",
  "caminhoneiro-carreta-goiania",
  "carreteiro-rotas-sul-curitiba",
  "motorista-munck-manaus",
  "motorista-basculante-contagem",
  "motorista-carreteiro-bitrem-rondonopolis",
  "motorista-caminhao-pipa-fortaleza",
];

/** Guarding a post or a site: vigilantes, seguranças patrimoniais and the vigia. */
const GUARDS = [
  "vigilante-rj",
  "vigilante-patrimonial-sp",
  "seguranca-patrimonial-niteroi",
  "vigia-noturno-bh",
  "agente-seguranca-curitiba",
  "vigilante-escolta-armada-campinas",
  "supervisor-seguranca-bh",
  "vigilante-hospitalar-recife",
];

const FIREFIGHTERS = ["bombeiro-civil-sp", "brigadista-incendio-rj", "bombeiro-profissional-curitiba"];

const STOCK_KEEPERS = [
  "almoxarife-sp",
  "estoquista-bh",
  "auxiliar-almoxarifado-campinas",
  "assistente-controle-estoque-manaus",
];

/** Every job of the logistics field (warehouse, stock, dispatch, planning, fleet). */
const LOGISTICS = [
  ...STOCK_KEEPERS,
  "conferente-carga-descarga-guarulhos",
  "conferente-logistico-recife",
  "operador-empilhadeira-jundiai",
  "empilhadeirista-joinville",
  "auxiliar-logistica-cajamar",
  "analista-logistica-rj",
  "coordenador-logistica-curitiba",
  "separador-pedidos-extrema",
  "auxiliar-expedicao-barueri",
  "operador-armazem-santos",
  "supervisor-armazem-cajamar",
  "ajudante-carga-descarga-contagem",
  "analista-supply-chain-sp",
  "analista-frota-campinas",
];

const FORKLIFT = ["operador-empilhadeira-jundiai", "empilhadeirista-joinville"];

const NURSING_TECHNICIANS = [
  "tecnico-enfermagem-sp",
  "tecnica-enfermagem-uti-rj",
  "tecnico-enfermagem-trabalho-campinas",
];

const TRUCK_MECHANICS = ["mecanico-diesel-campinas", "mecanico-veiculos-pesados-cuiaba"];
const AIRCRAFT_MECHANICS = ["mecanico-aeronaves-sjc", "tecnico-manutencao-aeronautica-rj"];
const PLUMBERS = ["bombeiro-hidraulico-rj", "encanador-sp"];
const REFRIGERATION = ["tecnico-refrigeracao-recife", "mecanico-ar-condicionado-fortaleza"];

const OFFICE_ASSISTANTS = [
  "auxiliar-administrativo-sp",
  "assistente-administrativo-rj",
  "agente-administrativo-brasilia",
  "auxiliar-escritorio-curitiba",
  "assistente-administrativo-sentinela-sp",
];

const IT_SUPPORT = [
  "tecnico-suporte-ti-sp",
  "help-desk-n1-rj",
  "tecnico-informatica-bh",
  "atendente-service-desk-curitiba",
  "analista-suporte-brasilia",
];

const DEVELOPERS = ["desenvolvedor-backend-remoto", "programador-php-campinas"];

const CONSTRUCTION_HELPERS = ["servente-obras-bh", "ajudante-geral-obras-curitiba", "auxiliar-pedreiro-goiania"];

const CONSTRUCTION = [
  "pedreiro-sp",
  "pedreiro-acabamento-rj",
  ...CONSTRUCTION_HELPERS,
  "mestre-obras-sp",
  "encarregado-obras-recife",
  "carpinteiro-formas-bh",
  "armador-ferragens-sp",
  "tecnico-edificacoes-campinas",
  "engenheiro-civil-rj",
  "pintor-obras-poa",
  "encanador-sp",
];

/** Earth-moving and road machines. */
const HEAVY_MACHINES = [
  "operador-retroescavadeira-goiania",
  "operador-escavadeira-itabira",
  "operador-pa-carregadeira-sinop",
  "operador-motoniveladora-palmas",
  "operador-maquinas-pesadas-parauapebas",
  "operador-rolo-compactador-campinas",
];

const CRANES = ["operador-guindaste-santos", "guindasteiro-offshore-macae"];
const CALL_CENTER = ["operador-telemarketing-sp", "atendente-call-center-rj", "atendente-sac-bh"];
const CLEANING = ["auxiliar-limpeza-sp", "auxiliar-servicos-gerais-rj", "servente-limpeza-bh", "faxineira-brasilia"];
const PRODUCTION = ["auxiliar-producao-joinville", "operador-producao-manaus", "ajudante-producao-jundiai"];

export const LABELLED_QUERIES: readonly LabelledQuery[] = [
  // Transport
  { q: "motorista", expect: DRIVERS },
  { q: "motoristas", expect: DRIVERS },
  { q: "Motorista", expect: DRIVERS },
  { q: "condutor", expect: DRIVERS },
  { q: "motorista de viatura", expect: DRIVERS },
  {
    q: "motorista sp",
    expect: ["motorista-caminhao-truck-campinas", "condutor-veiculos-pesados-ribeirao", "motorista-entregador-vuc-sp"],
  },
  { q: "motorista rj", expect: ["motorista-executivo-rj"] },
  { q: "motorista campinas", expect: ["motorista-caminhao-truck-campinas"] },
  { q: "motorista em minas gerais", expect: ["motorista-onibus-urbano-bh", "motorista-basculante-contagem"] },
  { q: "motorista de caminhão", expect: TRUCK_DRIVERS },
  { q: "motorista caminhao", expect: TRUCK_DRIVERS },
  { q: "caminhoneiro", expect: TRUCK_DRIVERS },
  {
    q: "carreteiro",
    expect: [
      "condutor-veiculos-pesados-ribeirao",
      "caminhoneiro-carreta-goiania",
      "carreteiro-rotas-sul-curitiba",
      "motorista-carreteiro-bitrem-rondonopolis",
    ],
  },
  { q: "motoboy", expect: ["motofretista-sp", "motoboy-drogaria-curitiba"] },
  { q: "motorista de onibus", expect: ["motorista-onibus-urbano-bh", "motorista-fretamento-poa"] },
  { q: "motorista de ambulancia", expect: ["condutor-ambulancia-recife"] },
  {
    q: "cnh d",
    expect: [
      "motorista-caminhao-truck-campinas",
      "motorista-onibus-urbano-bh",
      "condutor-ambulancia-recife",
      "motorista-fretamento-poa",
      "mecanico-veiculos-pesados-cuiaba",
    ],
  },

  // Security, fire, rescue
  { q: "vigilante", expect: [...GUARDS, "agente-protecao-aeroportuaria-guarulhos"] },
  { q: "vigilantes", expect: [...GUARDS, "agente-protecao-aeroportuaria-guarulhos"] },
  { q: "vigilante rj", expect: ["vigilante-rj", "seguranca-patrimonial-niteroi"] },
  { q: "seguranca patrimonial", expect: GUARDS },
  { q: "seguranca patrimonial rj", expect: ["vigilante-rj", "seguranca-patrimonial-niteroi"] },
  {
    q: "segurança",
    expect: [
      ...GUARDS,
      "seguranca-pessoal-sp",
      "protecao-executiva-brasilia",
      "operador-monitoramento-cftv-rj",
      "agente-protecao-aeroportuaria-guarulhos",
    ],
  },
  {
    q: "vigia",
    expect: [
      "vigia-noturno-bh",
      "vigilante-rj",
      "vigilante-patrimonial-sp",
      "seguranca-patrimonial-niteroi",
      "agente-seguranca-curitiba",
      "vigilante-hospitalar-recife",
    ],
  },
  { q: "vigia noturno", expect: ["vigia-noturno-bh"] },
  { q: "porteiro", expect: ["porteiro-rj", "controlador-acesso-sp"] },
  { q: "controlador de acesso", expect: ["controlador-acesso-sp", "porteiro-rj"] },
  { q: "cftv", expect: ["operador-monitoramento-cftv-rj"] },
  { q: "operador de monitoramento", expect: ["operador-monitoramento-cftv-rj"] },
  {
    q: "tecnico de seguranca do trabalho",
    expect: ["tecnico-seguranca-trabalho-campinas", "tecnico-seguranca-trabalho-manaus"],
  },
  { q: "tst", expect: ["tecnico-seguranca-trabalho-campinas", "tecnico-seguranca-trabalho-manaus"] },
  { q: "seguranca do trabalho sp", expect: ["tecnico-seguranca-trabalho-campinas"] },
  { q: "seguranca da informacao", expect: ["analista-seguranca-informacao-sp", "analista-ciberseguranca-rj"] },
  { q: "ciberseguranca", expect: ["analista-ciberseguranca-rj", "analista-seguranca-informacao-sp"] },
  { q: "seguranca pessoal", expect: ["seguranca-pessoal-sp", "protecao-executiva-brasilia"] },
  { q: "guarda-costas", expect: ["seguranca-pessoal-sp", "protecao-executiva-brasilia"] },
  { q: "seguranca aeroportuaria", expect: ["agente-protecao-aeroportuaria-guarulhos"] },
  { q: "bombeiro civil", expect: FIREFIGHTERS },
  { q: "brigadista", expect: FIREFIGHTERS },
  { q: "bombeiro", expect: FIREFIGHTERS },
  { q: "socorrista", expect: ["socorrista-aph-sjc", "condutor-ambulancia-recife"] },
  { q: "aph", expect: ["socorrista-aph-sjc", "condutor-ambulancia-recife"] },

  // Logistics, purchasing
  { q: "logistica", expect: LOGISTICS },
  { q: "Logística", expect: LOGISTICS },
  { q: "logistica rj", expect: ["analista-logistica-rj"] },
  { q: "almoxarife", expect: STOCK_KEEPERS },
  { q: "estoquista", expect: STOCK_KEEPERS },
  { q: "almoxarifado sp", expect: ["almoxarife-sp", "auxiliar-almoxarifado-campinas"] },
  { q: "auxiliar de almoxarifado", expect: STOCK_KEEPERS },
  { q: "conferente", expect: ["conferente-carga-descarga-guarulhos", "conferente-logistico-recife"] },
  { q: "empilhadeira", expect: FORKLIFT },
  { q: "operador de empilhadeira", expect: FORKLIFT },
  { q: "empilhadeirista sc", expect: ["empilhadeirista-joinville"] },
  {
    q: "auxiliar de logistica",
    expect: [
      "auxiliar-logistica-cajamar",
      "auxiliar-expedicao-barueri",
      "separador-pedidos-extrema",
      "operador-armazem-santos",
      "ajudante-carga-descarga-contagem",
      "auxiliar-almoxarifado-campinas",
    ],
  },
  { q: "supply chain", expect: ["analista-supply-chain-sp", "analista-logistica-rj"] },
  { q: "compras", expect: ["comprador-sp", "assistente-compras-rj"] },
  { q: "comprador", expect: ["comprador-sp", "assistente-compras-rj"] },

  // Health
  { q: "tecnico de enfermagem", expect: NURSING_TECHNICIANS },
  { q: "tecnica em enfermagem rj", expect: ["tecnica-enfermagem-uti-rj"] },
  {
    q: "enfermagem",
    expect: [...NURSING_TECHNICIANS, "auxiliar-enfermagem-bh", "enfermeiro-assistencial-recife"],
  },
  { q: "auxiliar de enfermagem", expect: ["auxiliar-enfermagem-bh"] },
  { q: "enfermeiro", expect: ["enfermeiro-assistencial-recife"] },
  { q: "cuidador de idosos", expect: ["cuidador-idosos-poa", "acompanhante-idosa-sp"] },
  {
    q: "farmacia",
    expect: ["atendente-farmacia-rj", "auxiliar-farmacia-hospitalar-curitiba", "balconista-drogaria-goiania"],
  },
  { q: "balconista de farmacia", expect: ["atendente-farmacia-rj", "balconista-drogaria-goiania"] },
  { q: "radiologia", expect: ["tecnico-radiologia-sp"] },

  // Maintenance
  { q: "mecanico diesel", expect: TRUCK_MECHANICS },
  { q: "mecanico de caminhao", expect: TRUCK_MECHANICS },
  { q: "mecanico de viatura", expect: [...TRUCK_MECHANICS, "mecanico-automotivo-sp"] },
  {
    q: "mecanico",
    expect: [
      ...TRUCK_MECHANICS,
      "mecanico-automotivo-sp",
      "mecanico-manutencao-industrial-joinville",
      "mecanico-ar-condicionado-fortaleza",
      ...AIRCRAFT_MECHANICS,
    ],
  },
  { q: "mecanico de aeronaves", expect: AIRCRAFT_MECHANICS },
  { q: "manutencao de aeronaves", expect: AIRCRAFT_MECHANICS },
  {
    q: "eletricista",
    expect: [
      "eletricista-manutencao-bh",
      "eletricista-predial-rj",
      "eletricista-industrial-manaus",
      "eletricista-automotivo-goiania",
    ],
  },
  { q: "eletricista rj", expect: ["eletricista-predial-rj"] },
  {
    q: "manutencao predial",
    expect: ["auxiliar-manutencao-predial-sp", "oficial-manutencao-curitiba", "eletricista-predial-rj"],
  },
  { q: "ar condicionado", expect: REFRIGERATION },
  { q: "refrigeracao", expect: REFRIGERATION },
  { q: "encanador", expect: PLUMBERS },
  { q: "bombeiro hidraulico", expect: PLUMBERS },
  { q: "soldador", expect: ["soldador-betim"] },

  // Administration
  { q: "auxiliar administrativo", expect: OFFICE_ASSISTANTS },
  { q: "assistente administrativo rj", expect: ["assistente-administrativo-rj"] },
  { q: "recepcionista", expect: ["recepcionista-sp", "recepcionista-clinica-bh"] },
  { q: "departamento pessoal", expect: ["assistente-departamento-pessoal-campinas"] },
  { q: "dp", expect: ["assistente-departamento-pessoal-campinas"] },
  { q: "rh", expect: ["analista-recursos-humanos-sp", "auxiliar-rh-recife"] },
  { q: "recursos humanos", expect: ["analista-recursos-humanos-sp", "auxiliar-rh-recife"] },

  // IT
  { q: "ti suporte", expect: IT_SUPPORT },
  { q: "suporte tecnico", expect: IT_SUPPORT },
  { q: "help desk", expect: IT_SUPPORT },
  { q: "tecnico de informatica", expect: IT_SUPPORT },
  {
    q: "ti",
    expect: [
      ...IT_SUPPORT,
      "analista-redes-sp",
      ...DEVELOPERS,
      "analista-sistemas-recife",
      "analista-seguranca-informacao-sp",
      "analista-ciberseguranca-rj",
    ],
  },
  { q: "desenvolvedor", expect: DEVELOPERS },
  { q: "programador", expect: DEVELOPERS },
  { q: "redes", expect: ["analista-redes-sp"] },

  // Construction
  { q: "servente de obras", expect: CONSTRUCTION_HELPERS },
  { q: "ajudante de pedreiro", expect: CONSTRUCTION_HELPERS },
  { q: "pedreiro", expect: ["pedreiro-sp", "pedreiro-acabamento-rj"] },
  { q: "mestre de obras", expect: ["mestre-obras-sp", "encarregado-obras-recife"] },
  { q: "construcao civil", expect: CONSTRUCTION },
  {
    q: "obras sp",
    expect: ["pedreiro-sp", "mestre-obras-sp", "armador-ferragens-sp", "tecnico-edificacoes-campinas", "encanador-sp"],
  },

  // Machines
  { q: "operador de maquinas pesadas", expect: HEAVY_MACHINES },
  { q: "retroescavadeira", expect: ["operador-retroescavadeira-goiania", "operador-maquinas-pesadas-parauapebas"] },
  { q: "patrol", expect: ["operador-motoniveladora-palmas"] },
  {
    q: "terraplenagem",
    expect: HEAVY_MACHINES.filter((id) => id !== "operador-pa-carregadeira-sinop"),
  },
  { q: "operador de guindaste", expect: CRANES },
  { q: "guindasteiro", expect: CRANES },

  // Customer service, retail
  { q: "telemarketing", expect: CALL_CENTER },
  { q: "call center", expect: CALL_CENTER },
  { q: "vendedor", expect: ["vendedor-interno-sp", "consultor-vendas-rj"] },
  { q: "operador de caixa", expect: ["operador-caixa-sp"] },

  // Cleaning, kitchen, production
  { q: "auxiliar de limpeza", expect: CLEANING },
  { q: "servicos gerais", expect: CLEANING },
  { q: "asg", expect: CLEANING },
  { q: "cozinheiro", expect: ["cozinheiro-industrial-guarulhos"] },
  { q: "auxiliar de producao", expect: PRODUCTION },

  // Aviation, sea, shooting
  { q: "controlador de voo", expect: ["controlador-trafego-aereo-sp"] },
  { q: "trafego aereo", expect: ["controlador-trafego-aereo-sp"] },
  { q: "piloto", expect: ["piloto-helicoptero-macae"] },
  { q: "marinheiro", expect: ["marinheiro-conves-macae", "moco-conves-santos"] },
  { q: "instrutor de tiro", expect: ["instrutor-tiro-brasilia"] },
];
