// Brazilian Army (Exército Brasileiro) vocabulary: the QMS/QM of career and temporary sargentos and
// the usual qualifications and functions of soldados and cabos, each mapped to the CBO 2002 famílias
// (or, when one ocupação is clearly the match, its 6-digit code) of the civilian work it prepares for.
import type { VocabularyEntry } from "./types";

export const EXERCITO: readonly VocabularyEntry[] = [
  // Combat arms (QMS of the career sargentos and their temporary counterparts)
  {
    term: "Infantaria",
    aliases: ["QMS Infantaria", "Sargento de infantaria", "Combatente de infantaria", "Inf", "Infante", "Fuzileiro"],
    branches: ["exercito"],
    kind: "especialidade",
    families: [
      {
        code: "5173",
        reason: "Patrulhar, guardar instalações e agir sob risco equivale à vigilância e segurança patrimonial.",
      },
      {
        code: "5103",
        reason: "Comandar grupo de combate corresponde a supervisionar equipes de vigilância e segurança.",
        level: "supervisao",
      },
      {
        code: "2526",
        reason: "Planejar a segurança de uma área e chefiar frações aproxima-o da gestão de serviços de segurança.",
        level: "gestao",
      },
    ],
  },
  {
    term: "Cavalaria",
    aliases: [
      "QMS Cavalaria",
      "Sargento de cavalaria",
      "Cav",
      "Cavalariano",
      "Cavalaria mecanizada",
      "Cavalaria blindada",
    ],
    branches: ["exercito"],
    kind: "especialidade",
    families: [
      {
        code: "5173",
        reason: "Reconhecimento, patrulha e escolta de comboios equivalem à vigilância e à escolta armada.",
      },
      {
        code: "7825",
        reason: "Conduzir viaturas pesadas e blindadas prepara para dirigir caminhões, com a CNH da categoria.",
      },
      {
        code: "5103",
        reason: "Chefiar guarnições e patrulhas corresponde a supervisionar equipes de segurança.",
        level: "supervisao",
      },
    ],
  },
  {
    term: "Artilharia",
    aliases: [
      "QMS Artilharia",
      "Sargento de artilharia",
      "Artilheiro",
      "Central de tiro",
      "Artilharia de campanha",
      "Artilharia antiaérea",
    ],
    branches: ["exercito"],
    kind: "especialidade",
    families: [
      {
        code: "3123",
        reason: "Levantar posições e calcular coordenadas para o tiro usa as técnicas da topografia e geomática.",
      },
      {
        code: "5173",
        reason: "Guarda de instalações e segurança de posições equivalem à vigilância patrimonial.",
      },
      {
        code: "5103",
        reason: "Chefiar uma peça ou equipe de tiro corresponde a supervisionar equipes operacionais de segurança.",
        level: "supervisao",
      },
    ],
  },
  {
    term: "Engenharia",
    aliases: ["QMS Engenharia", "Sargento de engenharia", "Eng", "Engenharia de construção", "Sargento engenheiro"],
    branches: ["exercito"],
    kind: "especialidade",
    families: [
      {
        code: "3122",
        reason:
          "Obras de estradas, pontes e saneamento feitas pela engenharia são o campo do técnico de infraestrutura.",
      },
      {
        code: "7151",
        reason: "Operar tratores, escavadeiras e motoniveladoras é o trabalho das máquinas de terraplenagem.",
      },
      {
        code: "7170",
        reason: "Apoiar obras, abrir valas e montar estruturas equivale ao ajudante de obras civis.",
      },
      {
        code: "7102",
        reason: "Conduzir turmas de trabalho em obras corresponde ao mestre ou encarregado de obras.",
        level: "supervisao",
      },
    ],
  },
  {
    term: "Comunicações",
    aliases: ["QMS Comunicações", "Sargento de comunicações", "Comunicante", "Arma de comunicações"],
    branches: ["exercito"],
    kind: "especialidade",
    families: [
      {
        code: "3133",
        reason: "Instalar e operar rádios, enlaces e redes de dados é trabalho de técnico em telecomunicações.",
      },
      {
        code: "7321",
        reason: "Lançar cabos telefônicos e de dados corresponde a instalar e reparar linhas de comunicação.",
      },
      {
        code: "3722",
        reason: "Manter no ar a rede de dados do posto de comando equivale a operar redes de teleprocessamento.",
      },
      {
        code: "7301",
        reason: "Chefiar a instalação de um centro de comunicações é supervisionar montagens eletroeletrônicas.",
        level: "supervisao",
      },
    ],
  },
  {
    term: "Manutenção de comunicações",
    aliases: [
      "Mnt de comunicações",
      "QMS Manutenção de Comunicações",
      "Manutenção de rádios",
      "Reparo de rádios",
      "Técnico de manutenção de comunicações",
    ],
    branches: ["exercito"],
    kind: "especialidade",
    families: [
      {
        code: "3132",
        reason: "Diagnosticar e reparar placas e circuitos de rádios é o trabalho do técnico em eletrônica.",
      },
      {
        code: "7313",
        reason: "Instalar e reparar equipamentos de telecomunicações é a mesma tarefa feita nas operadoras.",
      },
      {
        code: "3133",
        reason: "Ajustar transmissores, antenas e enlaces corresponde ao técnico em telecomunicações.",
      },
      {
        code: "9501",
        reason: "Chefiar uma oficina de eletrônica corresponde a supervisionar a manutenção eletroeletrônica.",
        level: "supervisao",
      },
    ],
  },
  {
    term: "Guerra eletrônica",
    aliases: [
      "GE",
      "Operador de guerra eletrônica",
      "Curso de guerra eletrônica",
      "Monitoramento do espectro",
      "Interceptação de sinais",
    ],
    branches: ["exercito"],
    kind: "qualificacao",
    families: [
      {
        code: "3133",
        reason: "Monitorar o espectro e analisar sinais de rádio exige o preparo de técnico em telecomunicações.",
      },
      {
        code: "3132",
        reason: "Operar e ajustar receptores e equipamentos eletrônicos aproxima-o do técnico em eletrônica.",
      },
      {
        code: "3519",
        reason: "Reunir e analisar informações de sinais é trabalho de apoio técnico à atividade de inteligência.",
      },
    ],
  },
  {
    term: "Defesa cibernética",
    aliases: [
      "Guerra cibernética",
      "Segurança cibernética",
      "Cibernética",
      "Segurança da informação",
      "Defesa de redes",
    ],
    branches: ["exercito"],
    kind: "qualificacao",
    families: [
      {
        code: "2123",
        reason: "Proteger redes e sistemas contra ataques é o trabalho do administrador de segurança da informação.",
      },
      {
        code: "2124",
        reason: "Analisar vulnerabilidades e tráfego de rede corresponde ao analista de redes e comunicação de dados.",
      },
      {
        code: "1425",
        reason: "Chefiar uma equipe de defesa cibernética equivale a gerenciar a segurança de TI.",
        level: "gestao",
      },
    ],
  },
  {
    term: "Operador de rádio",
    aliases: [
      "Radioperador",
      "Rádio-operador",
      "Op Rad",
      "Operador de rádio HF",
      "Operador de rádio VHF",
      "Radiotelegrafista",
    ],
    branches: ["exercito"],
    kind: "funcao",
    families: [
      {
        code: "422220",
        reason: "Operar rádio, transmitir e registrar mensagens é o mesmo trabalho do radioperador civil.",
      },
      {
        code: "3722",
        reason: "Transmitir mensagens por rádio e sistemas de dados equivale a operar redes de teleprocessamento.",
      },
      {
        code: "3731",
        reason: "Operar transmissores e ajustar frequências se aproxima do operador de transmissores de rádio.",
      },
    ],
  },
  {
    term: "Telefonista",
    aliases: [
      "Central telefônica",
      "Operador de central telefônica",
      "Mesa telefônica",
      "PABX",
      "Atendente de telefone",
    ],
    branches: ["exercito"],
    kind: "funcao",
    families: [
      {
        code: "4222",
        reason: "Atender e completar ligações na central do quartel é o trabalho da telefonista.",
      },
      {
        code: "4201",
        reason: "Chefiar o turno da central telefônica corresponde a supervisionar telefonistas.",
        level: "supervisao",
      },
    ],
  },
  {
    term: "Mensageiro",
    aliases: ["Estafeta", "Entrega de correspondência", "Mensageiro motorizado", "Entrega de documentos", "Malote"],
    branches: ["exercito"],
    kind: "funcao",
    families: [
      {
        code: "4122",
        reason: "Levar e buscar documentos entre seções é o trabalho do contínuo ou mensageiro de empresa.",
      },
      {
        code: "4152",
        reason: "Separar e entregar correspondência e malotes corresponde aos serviços de entrega de correspondência.",
      },
      {
        code: "5191",
        reason: "Fazer entregas de moto entre unidades prepara para o trabalho de motofretista.",
      },
    ],
  },
  {
    term: "Instalador de linhas e redes",
    aliases: [
      "Lançamento de cabos",
      "Construção de linhas",
      "Cabeamento estruturado",
      "Instalação de fibra óptica",
      "Instalador de redes",
    ],
    branches: ["exercito"],
    kind: "funcao",
    families: [
      {
        code: "7321",
        reason: "Lançar e emendar cabos telefônicos e de dados é trabalho de instalador de linhas e cabos.",
      },
      {
        code: "7313",
        reason: "Instalar e testar linhas e aparelhos de telecomunicações corresponde ao instalador-reparador.",
      },
    ],
  },

  // Information technology
  {
    term: "Informática",
    aliases: [
      "Sargento de informática",
      "Técnico de informática",
      "Apoio de TI",
      "Suporte de TI",
      "Helpdesk",
      "Manutenção de computadores",
    ],
    branches: ["exercito"],
    kind: "especialidade",
    families: [
      {
        code: "3172",
        reason: "Atender usuários, instalar sistemas e manter computadores é o trabalho do suporte técnico (helpdesk).",
      },
      {
        code: "313220",
        reason: "Montar e reparar computadores e periféricos equivale ao técnico em manutenção de informática.",
      },
      {
        code: "2123",
        reason: "Administrar a rede, servidores e contas da OM corresponde ao administrador de redes e sistemas.",
      },
      {
        code: "1425",
        reason: "Chefiar a seção de informática equivale a gerenciar suporte e infraestrutura de TI.",
        level: "gestao",
      },
    ],
  },
  {
    term: "Programador",
    aliases: [
      "Desenvolvedor",
      "Programação",
      "Desenvolvimento de sistemas",
      "Analista de sistemas",
      "Programador de sistemas",
    ],
    branches: ["exercito"],
    kind: "funcao",
    families: [
      {
        code: "3171",
        reason: "Criar e manter sistemas e páginas para a OM é o trabalho do programador de sistemas.",
      },
      {
        code: "2124",
        reason: "Levantar requisitos e projetar sistemas corresponde ao analista de desenvolvimento de sistemas.",
      },
      {
        code: "1425",
        reason: "Coordenar uma equipe de desenvolvimento equivale a gerenciar projetos de TI.",
        level: "gestao",
      },
    ],
  },

  // Material bélico
  {
    term: "Material bélico",
    aliases: ["QMS Material Bélico", "Sargento de material bélico", "MB", "Mat Bel", "Manutenção de material bélico"],
    branches: ["exercito"],
    kind: "especialidade",
    families: [
      {
        code: "9144",
        reason: "A manutenção de viaturas do material bélico equivale à mecânica de veículos automotores.",
      },
      {
        code: "7250",
        reason: "Ajustar, desmontar e montar conjuntos mecânicos é o trabalho do ajustador mecânico.",
      },
      {
        code: "9102",
        reason: "Chefiar uma oficina de manutenção corresponde a supervisionar a reparação de veículos.",
        level: "supervisao",
      },
    ],
  },
  {
    term: "Manutenção de viatura auto",
    aliases: [
      "Mnt Vtr Auto",
      "MVA",
      "QMS Manutenção de Viatura Auto",
      "Manutenção de viaturas",
      "Mecânico de viatura auto",
    ],
    branches: ["exercito"],
    kind: "especialidade",
    families: [
      {
        code: "9144",
        reason: "Diagnosticar e reparar motor, freios e transmissão de viaturas é mecânica de veículos automotores.",
      },
      {
        code: "3143",
        reason: "Com o curso técnico da QMS, pode atuar como técnico em mecânica veicular.",
      },
      {
        code: "9102",
        reason: "Chefiar a oficina e o controle de manutenção da frota é supervisionar a reparação de veículos.",
        level: "supervisao",
      },
    ],
  },
  {
    term: "Mecânico de viaturas",
    aliases: [
      "Mecânico de viatura",
      "Mecânico de Vtr",
      "Auxiliar de mecânico",
      "Mecânico auto",
      "Mecânico de caminhão",
    ],
    branches: ["exercito"],
    kind: "funcao",
    families: [
      {
        code: "914405",
        reason: "Consertar viaturas na oficina da OM é o trabalho do mecânico de manutenção de automóveis.",
      },
      {
        code: "914425",
        reason: "Motores diesel de caminhões militares são os mesmos da mecânica de veículos a diesel.",
      },
      {
        code: "9921",
        reason: "Como auxiliar da oficina, fazia serviços de manutenção veicular básica.",
      },
    ],
  },
  {
    term: "Manutenção de viatura blindada",
    aliases: [
      "Mnt Vtr Bld",
      "Mecânico de blindados",
      "Manutenção de blindados",
      "Mecânico de carro de combate",
      "Mecânico de viatura sobre lagartas",
    ],
    branches: ["exercito"],
    kind: "especialidade",
    families: [
      {
        code: "9131",
        reason: "Motores, esteiras e hidráulica de blindados são os mesmos de máquinas pesadas e tratores.",
      },
      {
        code: "914425",
        reason: "Motores diesel de alta potência dos blindados equivalem à mecânica de veículos a diesel.",
      },
      {
        code: "9531",
        reason: "Os sistemas elétricos e eletrônicos das viaturas blindadas são eletricidade veicular.",
      },
      {
        code: "9102",
        reason: "Chefiar a manutenção de blindados corresponde a supervisionar a reparação de veículos pesados.",
        level: "supervisao",
      },
    ],
  },
  {
    term: "Mecânico operador",
    aliases: [
      "Mec Op",
      "QMS Mecânico Operador",
      "Mecânico de motores estacionários",
      "Manutenção de equipamentos de apoio",
    ],
    branches: ["exercito"],
    kind: "especialidade",
    families: [
      {
        code: "9111",
        reason: "Manter motores, bombas, compressores e geradores é o trabalho do mecânico de motores e bombas.",
      },
      {
        code: "9131",
        reason: "Reparar equipamentos de engenharia corresponde à mecânica de máquinas pesadas.",
      },
      {
        code: "9144",
        reason: "A manutenção de viaturas feita na QMS equivale à mecânica de veículos automotores.",
      },
      {
        code: "9101",
        reason: "Chefiar a oficina de equipamentos é supervisionar a manutenção de máquinas e equipamentos.",
        level: "supervisao",
      },
    ],
  },
  {
    term: "Eletricista de viaturas",
    aliases: [
      "Eletricista de viatura",
      "Eletricista auto",
      "Elétrica de viaturas",
      "Auto elétrica",
      "Eletricista de autos",
    ],
    branches: ["exercito"],
    kind: "funcao",
    families: [
      {
        code: "9531",
        reason: "Reparar partida, alternador, chicotes e iluminação de viaturas é eletricidade veicular.",
      },
      {
        code: "9502",
        reason:
          "Chefiar a parte elétrica da oficina corresponde a supervisionar a manutenção eletroeletrônica veicular.",
        level: "supervisao",
      },
    ],
  },
  {
    term: "Manutenção de armamento",
    aliases: [
      "Mnt Armt",
      "QMS Manutenção de Armamento",
      "Mecânico de armamento",
      "Manutenção de armas",
      "Reparo de armamento",
    ],
    branches: ["exercito"],
    kind: "especialidade",
    families: [
      {
        code: "7250",
        reason: "Desmontar, ajustar e substituir peças de armas é trabalho de ajustador mecânico de bancada.",
      },
      {
        code: "7411",
        reason: "Regular mecanismos e aparelhos de pontaria aproxima-o do mecânico de instrumentos de precisão.",
      },
      {
        code: "3144",
        reason: "Com o curso técnico da QMS, pode atuar como técnico de manutenção de máquinas e sistemas.",
      },
    ],
  },
  {
    term: "Armeiro",
    aliases: ["Cabo armeiro", "Auxiliar de armeiro", "Reserva de armamento", "Encarregado da reserva de armamento"],
    branches: ["exercito"],
    kind: "funcao",
    families: [
      {
        code: "7250",
        reason: "Limpar, inspecionar e trocar peças de armas é trabalho de ajuste mecânico em bancada.",
      },
      {
        code: "4141",
        reason: "Controlar a entrada e saída de armamento da reserva é o trabalho de um almoxarife.",
      },
      {
        code: "5173",
        reason: "Conhecer e manter armamento é valorizado em empresas de segurança, no trabalho do vigilante.",
      },
    ],
  },
  {
    term: "Manutenção de material óptico",
    aliases: [
      "Mecânico de óptica",
      "Óptica",
      "Material óptico",
      "Aparelhos de pontaria",
      "Manutenção de instrumentos ópticos",
    ],
    branches: ["exercito"],
    kind: "qualificacao",
    families: [
      {
        code: "7411",
        reason: "Montar e ajustar lunetas, binóculos e goniômetros é trabalho de mecânico de instrumentos ópticos.",
      },
      {
        code: "3135",
        reason: "Testar e calibrar equipamentos ópticos corresponde ao técnico em fotônica.",
      },
      {
        code: "9151",
        reason: "Reparar instrumentos de medição e precisão é a mesma base técnica da óptica militar.",
      },
    ],
  },
  {
    term: "Encarregado de paiol",
    aliases: ["Paioleiro", "Paiol", "Controle de munição", "Depósito de munição", "Munição e explosivos"],
    branches: ["exercito"],
    kind: "funcao",
    families: [
      {
        code: "4141",
        reason: "Receber, estocar e controlar lotes de munição é trabalho de almoxarife com material controlado.",
      },
      {
        code: "8121",
        reason: "Manusear e inspecionar munição e explosivos com segurança aproxima-o da indústria de munições.",
      },
    ],
  },
  {
    term: "Destruições",
    aliases: ["Curso de destruições", "Explosivista", "Emprego de explosivos", "Cabo de fogo", "Demolições"],
    branches: ["exercito"],
    kind: "qualificacao",
    families: [
      {
        code: "711120",
        reason: "Preparar cargas e detonar explosivos com segurança é o trabalho do blaster (cabo de fogo).",
      },
      {
        code: "8121",
        reason: "Conhecer e manusear explosivos aproxima-o do trabalho na fabricação de munição e explosivos.",
      },
    ],
  },

  // Engineering trades
  {
    term: "Sapador",
    aliases: [
      "Soldado sapador",
      "Engenharia de combate",
      "Mobilidade e contramobilidade",
      "Obstáculos",
      "Trabalhos de sapa",
    ],
    branches: ["exercito"],
    kind: "funcao",
    families: [
      {
        code: "7170",
        reason: "Abrir caminhos, cavar, escorar e montar obstáculos é o trabalho do ajudante de obras civis.",
      },
      {
        code: "7155",
        reason: "Montar pontes leves e estruturas de madeira e metal corresponde à montagem de estruturas em obras.",
      },
      {
        code: "711120",
        reason: "Empregar cargas explosivas em obras e demolições corresponde ao cabo de fogo (blaster).",
      },
    ],
  },
  {
    term: "Pontoneiro",
    aliases: ["Lançamento de pontes", "Equipagem de pontes", "Pontes flutuantes", "Navegação de botes", "Portada"],
    branches: ["exercito"],
    kind: "qualificacao",
    families: [
      {
        code: "7155",
        reason: "Montar pontes metálicas e de equipagem é montagem de estruturas de metal em obras civis.",
      },
      {
        code: "7827",
        reason: "Conduzir botes e portadas em rios prepara para o trabalho aquaviário, com a habilitação da Marinha.",
      },
      {
        code: "7821",
        reason: "Operar guindastes e equipamentos de lançamento corresponde aos operadores de máquinas de elevação.",
      },
    ],
  },
  {
    term: "Operador de máquinas de engenharia",
    aliases: [
      "Motorista de máquinas pesadas",
      "Operador de equipamento de engenharia",
      "Operador de retroescavadeira",
      "Operador de motoniveladora",
      "Operador de pá carregadeira",
      "Terraplenagem",
    ],
    branches: ["exercito"],
    kind: "funcao",
    families: [
      {
        code: "7151",
        reason: "Operar escavadeiras, tratores e motoniveladoras em obras é o trabalho das máquinas de terraplenagem.",
      },
      {
        code: "7822",
        reason:
          "Movimentar cargas com pás carregadeiras e equipamentos similares corresponde à movimentação de cargas.",
      },
      {
        code: "7102",
        reason: "Coordenar frentes de terraplenagem equivale ao encarregado ou inspetor de terraplenagem.",
        level: "supervisao",
      },
    ],
  },
  {
    term: "Manutenção de equipamentos de engenharia",
    aliases: [
      "Mecânico de máquinas pesadas",
      "Mecânico de equipamentos de engenharia",
      "Mecânico de trator",
      "Mecânico de máquinas de construção",
    ],
    branches: ["exercito"],
    kind: "funcao",
    families: [
      {
        code: "913120",
        reason:
          "Reparar tratores, escavadeiras e rolos compactadores é o trabalho do mecânico de máquinas de construção.",
      },
      {
        code: "9111",
        reason: "Manter motores, bombas e compressores das máquinas equivale ao mecânico de motores e bombas.",
      },
      {
        code: "9102",
        reason:
          "Chefiar a manutenção de equipamentos pesados corresponde a supervisionar a reparação de veículos pesados.",
        level: "supervisao",
      },
    ],
  },
  {
    term: "Pedreiro",
    aliases: ["Alvenaria", "Pedreiro de obras", "Auxiliar de pedreiro", "Assentamento de blocos", "Construção civil"],
    branches: ["exercito"],
    kind: "funcao",
    families: [
      {
        code: "7152",
        reason: "Levantar paredes, assentar blocos e rebocar nas obras da OM é o trabalho do pedreiro.",
      },
      {
        code: "7170",
        reason: "Preparar massa, transportar material e apoiar obras equivale ao ajudante de obras civis.",
      },
      {
        code: "7102",
        reason: "Coordenar a turma de obras corresponde ao mestre de obras.",
        level: "supervisao",
      },
    ],
  },
  {
    term: "Carpinteiro",
    aliases: ["Carpintaria", "Carpinteiro de obras", "Fôrmas de madeira", "Estruturas de madeira", "Telhados"],
    branches: ["exercito"],
    kind: "funcao",
    families: [
      {
        code: "7155",
        reason: "Montar fôrmas, telhados e estruturas de madeira em obras é o trabalho do carpinteiro.",
      },
      {
        code: "7170",
        reason: "Apoiar obras e montar andaimes corresponde ao ajudante de obras civis.",
      },
    ],
  },
  {
    term: "Eletricista de instalações",
    aliases: [
      "Eletricista predial",
      "Instalações elétricas",
      "Eletricista de manutenção",
      "Rede elétrica do quartel",
      "Eletricista de obras",
    ],
    branches: ["exercito"],
    kind: "funcao",
    families: [
      {
        code: "7156",
        reason: "Instalar circuitos, quadros e tomadas em prédios é o trabalho do eletricista de instalações.",
      },
      {
        code: "9511",
        reason: "Manter e consertar instalações e equipamentos elétricos corresponde ao eletricista de manutenção.",
      },
      {
        code: "9501",
        reason: "Chefiar a equipe de eletricidade da OM é supervisionar a manutenção eletroeletrônica predial.",
        level: "supervisao",
      },
    ],
  },
  {
    term: "Encanador",
    aliases: [
      "Bombeiro hidráulico",
      "Hidráulica",
      "Instalações hidráulicas",
      "Instalações hidrossanitárias",
      "Encanamento",
    ],
    branches: ["exercito"],
    kind: "funcao",
    families: [
      {
        code: "7241",
        reason: "Instalar e consertar tubulações de água e esgoto é o trabalho do encanador.",
      },
      {
        code: "5143",
        reason: "Reparos hidráulicos do aquartelamento são serviços de manutenção de edificações.",
      },
    ],
  },
  {
    term: "Tratamento de água",
    aliases: [
      "Operador de estação de tratamento de água",
      "Purificação de água",
      "Suprimento de água",
      "Equipamento de purificação de água",
      "ETA",
    ],
    branches: ["exercito"],
    kind: "funcao",
    families: [
      {
        code: "8622",
        reason: "Captar, tratar e distribuir água potável é o trabalho do operador de estação de tratamento.",
      },
      {
        code: "3115",
        reason: "Controlar cloro, pH e qualidade da água aproxima-o do técnico em controle ambiental.",
      },
    ],
  },
  {
    term: "Manutenção predial",
    aliases: [
      "Manutenção de instalações",
      "Conservação predial",
      "Manutenção do aquartelamento",
      "Prefeitura do quartel",
      "Reparos gerais",
    ],
    branches: ["exercito"],
    kind: "funcao",
    families: [
      {
        code: "5143",
        reason: "Fazer pequenos reparos de alvenaria, hidráulica e pintura é manutenção de edificações.",
      },
      {
        code: "7102",
        reason: "Coordenar as obras e reparos do quartel corresponde ao encarregado ou mestre de obras.",
        level: "supervisao",
      },
    ],
  },

  // Topography and geoinformation
  {
    term: "Topografia",
    aliases: [
      "QMS Topografia",
      "Sargento topógrafo",
      "Top",
      "Topógrafo",
      "Levantamento topográfico",
      "Auxiliar de topografia",
    ],
    branches: ["exercito"],
    kind: "especialidade",
    families: [
      {
        code: "3123",
        reason: "Levantar terrenos com estação total e GNSS é o trabalho do topógrafo e técnico em geomática.",
      },
      {
        code: "3181",
        reason: "Desenhar plantas e cartas a partir dos levantamentos corresponde ao desenhista de cartografia.",
      },
    ],
  },
  {
    term: "Cartografia e geoprocessamento",
    aliases: ["Geoprocessamento", "Cartografia", "Cartógrafo", "Geoinformação", "Sensoriamento remoto", "SIG"],
    branches: ["exercito"],
    kind: "qualificacao",
    families: [
      {
        code: "3123",
        reason: "Produzir mapas e bases georreferenciadas é trabalho do técnico em geodésia e cartografia.",
      },
      {
        code: "3181",
        reason: "Editar e desenhar cartas topográficas corresponde ao desenhista técnico de cartografia.",
      },
    ],
  },
  {
    term: "Operador de SARP",
    aliases: ["SARP", "Operador de drone", "Piloto de drone", "VANT", "Aeronave remotamente pilotada"],
    branches: ["exercito"],
    kind: "qualificacao",
    families: [
      {
        code: "3123",
        reason: "Voar drones para levantar imagens e mapear áreas é usado na topografia e geomática.",
      },
      {
        code: "2618",
        reason: "Captar imagens aéreas de vigilância aproxima-o da fotografia aérea e de sensoriamento remoto.",
      },
    ],
  },

  // Intendência: supply, food, finance and administration
  {
    term: "Intendência",
    aliases: ["QMS Intendência", "Sargento de intendência", "Int", "Intendente", "Logística de intendência"],
    branches: ["exercito"],
    kind: "especialidade",
    families: [
      {
        code: "4141",
        reason: "Receber, guardar e distribuir fardamento, gêneros e material é trabalho de almoxarife.",
      },
      {
        code: "4110",
        reason: "Processos de compras, pagamentos e prestação de contas são rotina do assistente administrativo.",
      },
      {
        code: "4101",
        reason: "Chefiar uma seção administrativa ou de suprimento corresponde ao supervisor administrativo.",
        level: "supervisao",
      },
      {
        code: "1424",
        reason: "Gerir compras, estoques e suprimento de uma OM equivale a gerenciar suprimentos.",
        level: "gestao",
      },
    ],
  },
  {
    term: "Almoxarife",
    aliases: [
      "Almoxarifado",
      "Auxiliar de almoxarifado",
      "Encarregado de material",
      "Controle de material",
      "Estoquista",
    ],
    branches: ["exercito"],
    kind: "funcao",
    families: [
      {
        code: "4141",
        reason: "Receber, conferir, estocar e entregar material é o trabalho do almoxarife.",
      },
      {
        code: "410205",
        reason: "Chefiar o almoxarifado e seus inventários corresponde ao supervisor de almoxarifado.",
        level: "supervisao",
      },
    ],
  },
  {
    term: "Furriel",
    aliases: [
      "Sargento furriel",
      "Furriel da subunidade",
      "Arranchamento",
      "Material da subunidade",
      "Reserva de material",
    ],
    branches: ["exercito"],
    kind: "funcao",
    families: [
      {
        code: "4141",
        reason: "Controlar material, fardamento e carga da subunidade é trabalho de almoxarife.",
      },
      {
        code: "4110",
        reason: "Fazer relações, pedidos e controle de arranchamento é rotina administrativa.",
      },
      {
        code: "4101",
        reason: "Responder pela carga e pelos pedidos da subunidade corresponde ao supervisor administrativo.",
        level: "supervisao",
      },
    ],
  },
  {
    term: "Suprimento",
    aliases: [
      "Encarregado de suprimento",
      "Depósito de suprimento",
      "Distribuição de suprimento",
      "Seção de suprimento",
      "Batalhão logístico",
    ],
    branches: ["exercito"],
    kind: "funcao",
    families: [
      {
        code: "4141",
        reason: "Armazenar e controlar estoques de suprimento é o trabalho de armazenista e almoxarife.",
      },
      {
        code: "4142",
        reason: "Conferir cargas recebidas e expedidas corresponde ao conferente de carga e descarga.",
      },
      {
        code: "7832",
        reason: "Carregar e descarregar viaturas de suprimento é o trabalho de carga e descarga de mercadorias.",
      },
      {
        code: "1416",
        reason: "Chefiar um depósito e a distribuição de suprimento é gerenciar logística de armazenagem.",
        level: "gestao",
      },
    ],
  },
  {
    term: "Posto de abastecimento",
    aliases: [
      "Frentista",
      "Abastecedor",
      "Abastecimento de combustível",
      "Combustíveis",
      "Operador de posto de combustível",
    ],
    branches: ["exercito"],
    kind: "funcao",
    families: [
      {
        code: "521135",
        reason: "Abastecer viaturas e controlar bombas e tanques é o trabalho do frentista.",
      },
      {
        code: "4141",
        reason: "Controlar o estoque e a saída de combustível corresponde ao trabalho de armazenista.",
      },
    ],
  },
  {
    term: "Aprovisionamento",
    aliases: [
      "Aprovisionador",
      "Aprov",
      "Sargento aprovisionador",
      "Encarregado do rancho",
      "Rancho",
      "Despensa do rancho",
    ],
    branches: ["exercito"],
    kind: "funcao",
    families: [
      {
        code: "4141",
        reason: "Receber e controlar gêneros na despensa do rancho é trabalho de almoxarife.",
      },
      {
        code: "5132",
        reason: "Planejar cardápios e preparar refeições em grande escala é cozinha industrial.",
      },
      {
        code: "2711",
        reason: "Comandar a cozinha e a equipe do rancho corresponde ao chefe de cozinha.",
        level: "supervisao",
      },
      {
        code: "1415",
        reason: "Gerir o rancho, custos e equipe equivale a gerenciar um restaurante ou refeitório.",
        level: "gestao",
      },
    ],
  },
  {
    term: "Cozinheiro",
    aliases: [
      "Cozinheiro de rancho",
      "Cozinheiro industrial",
      "Rancheiro",
      "Auxiliar de cozinha",
      "Cozinha de campanha",
    ],
    branches: ["exercito"],
    kind: "funcao",
    families: [
      {
        code: "5132",
        reason: "Preparar refeições para centenas de militares é o trabalho do cozinheiro industrial.",
      },
      {
        code: "5135",
        reason: "Pré-preparo, limpeza da cozinha e distribuição de refeições são serviços auxiliares de alimentação.",
      },
      {
        code: "2711",
        reason: "Chefiar a equipe da cozinha corresponde ao chefe de cozinha.",
        level: "supervisao",
      },
    ],
  },
  {
    term: "Padeiro",
    aliases: ["Padaria de campanha", "Panificação", "Fabricação de pães", "Confeiteiro", "Padaria do quartel"],
    branches: ["exercito"],
    kind: "funcao",
    families: [
      {
        code: "8483",
        reason: "Preparar massas e assar pães para a tropa é o trabalho do padeiro.",
      },
      {
        code: "8418",
        reason: "Operar fornos e masseiras de produção em escala corresponde ao operador de panificação.",
      },
    ],
  },
  {
    term: "Açougueiro",
    aliases: ["Magarefe", "Corte de carnes", "Açougue do rancho", "Desossador"],
    branches: ["exercito"],
    kind: "funcao",
    families: [
      {
        code: "8485",
        reason: "Desossar, porcionar e conservar carnes para o rancho é o trabalho do açougueiro.",
      },
    ],
  },
  {
    term: "Garçom do cassino",
    aliases: ["Garçom", "Copeiro", "Cassino de oficiais", "Atendente de refeitório", "Rancho de oficiais"],
    branches: ["exercito"],
    kind: "funcao",
    families: [
      {
        code: "5134",
        reason: "Servir mesas e atender no cassino é o trabalho do garçom e do copeiro.",
      },
      {
        code: "5135",
        reason: "Montar o refeitório e distribuir refeições corresponde aos serviços auxiliares de alimentação.",
      },
    ],
  },
  {
    term: "Tesouraria",
    aliases: [
      "Tesoureiro",
      "Auxiliar de tesouraria",
      "Setor financeiro",
      "Seção de finanças",
      "Conformidade de registro de gestão",
    ],
    branches: ["exercito"],
    kind: "funcao",
    families: [
      {
        code: "4131",
        reason: "Lançar empenhos, pagamentos e conciliações é trabalho de auxiliar de contabilidade e finanças.",
      },
      {
        code: "4110",
        reason: "Organizar processos de pagamento e documentos fiscais é rotina do assistente administrativo.",
      },
      {
        code: "4102",
        reason: "Chefiar a tesouraria da OM corresponde ao supervisor de tesouraria.",
        level: "supervisao",
      },
    ],
  },
  {
    term: "Contabilidade",
    aliases: [
      "Técnico em contabilidade",
      "Escrituração contábil",
      "Conformidade contábil",
      "Auxiliar de contabilidade",
      "Contador",
    ],
    branches: ["exercito"],
    kind: "funcao",
    families: [
      {
        code: "3511",
        reason: "Escriturar, conciliar e fechar balancetes é o trabalho do técnico em contabilidade.",
      },
      {
        code: "4131",
        reason: "Lançamentos e conferência de documentos contábeis correspondem ao auxiliar de contabilidade.",
      },
      {
        code: "2522",
        reason: "Com graduação em Ciências Contábeis e registro no CRC, atua como contador.",
        level: "gestao",
      },
    ],
  },
  {
    term: "Licitações e contratos",
    aliases: ["SALC", "Seção de aquisições", "Licitação", "Compras públicas", "Pregão", "Fiscal de contrato"],
    branches: ["exercito"],
    kind: "funcao",
    families: [
      {
        code: "3542",
        reason: "Pesquisar preços, cotar e conduzir aquisições é o trabalho do comprador.",
      },
      {
        code: "4110",
        reason: "Montar processos, editais e contratos é rotina do assistente administrativo.",
      },
      {
        code: "1424",
        reason: "Chefiar aquisições e contratos de uma OM equivale a gerenciar compras e suprimentos.",
        level: "gestao",
      },
    ],
  },
  {
    term: "Pagamento de pessoal",
    aliases: ["Seção de pagamento", "Pagadoria", "Folha de pagamento", "Pag Pes", "Auxiliar de pagamento"],
    branches: ["exercito"],
    kind: "funcao",
    families: [
      {
        code: "413105",
        reason: "Lançar vencimentos, descontos e direitos na folha é o trabalho do analista de folha de pagamento.",
      },
      {
        code: "4110",
        reason: "Conferir documentos e atender militares sobre pagamento é trabalho de auxiliar de pessoal.",
      },
      {
        code: "4101",
        reason: "Chefiar a seção de pagamento corresponde ao supervisor administrativo de departamento pessoal.",
        level: "supervisao",
      },
    ],
  },

  // Administration and personnel
  {
    term: "Auxiliar administrativo",
    aliases: [
      "Auxiliar de secretaria",
      "Serviço burocrático",
      "Burocracia",
      "Administrativo",
      "Auxiliar de escritório",
    ],
    branches: ["exercito"],
    kind: "funcao",
    families: [
      {
        code: "4110",
        reason: "Redigir documentos, controlar processos e atender o público é o trabalho de auxiliar administrativo.",
      },
      {
        code: "4101",
        reason: "Chefiar uma seção administrativa corresponde ao supervisor administrativo.",
        level: "supervisao",
      },
    ],
  },
  {
    term: "Escrevente",
    aliases: ["Escrevente de seção", "Digitador", "Redação de documentos", "Boletim interno", "Documentação militar"],
    branches: ["exercito"],
    kind: "funcao",
    families: [
      {
        code: "4110",
        reason: "Redigir ofícios, notas e boletins é o trabalho de auxiliar de escritório.",
      },
      {
        code: "4121",
        reason: "Digitar e lançar dados em sistemas corresponde ao digitador.",
      },
    ],
  },
  {
    term: "Secretaria",
    aliases: ["Secretário do comandante", "Ajudância", "Auxiliar da ajudância", "Secretário", "Gabinete do comando"],
    branches: ["exercito"],
    kind: "funcao",
    families: [
      {
        code: "3515",
        reason: "Organizar agenda, correspondência e documentos da chefia é o trabalho do técnico em secretariado.",
      },
      {
        code: "4110",
        reason: "Tramitar documentos e atender visitantes é rotina do assistente administrativo.",
      },
      {
        code: "4101",
        reason: "Chefiar a secretaria ou ajudância corresponde ao supervisor administrativo.",
        level: "supervisao",
      },
    ],
  },
  {
    term: "Protocolo e arquivo",
    aliases: [
      "Protocolo",
      "Arquivo",
      "Arquivista",
      "Controle de documentos",
      "Gestão de documentos",
      "Expedição de documentos",
    ],
    branches: ["exercito"],
    kind: "funcao",
    families: [
      {
        code: "4151",
        reason: "Registrar, classificar e arquivar documentos é o trabalho do auxiliar de arquivo e documentação.",
      },
      {
        code: "4152",
        reason:
          "Receber, triar e expedir correspondência corresponde aos serviços de classificação de correspondência.",
      },
      {
        code: "4110",
        reason: "Tramitar processos entre seções é rotina do assistente administrativo.",
      },
    ],
  },
  {
    term: "Seção de pessoal",
    aliases: ["S1", "Recursos humanos", "RH", "Auxiliar de pessoal", "Controle de efetivo", "Departamento pessoal"],
    branches: ["exercito"],
    kind: "funcao",
    families: [
      {
        code: "4110",
        reason: "Controlar alterações, férias e documentos do efetivo é o trabalho do auxiliar de pessoal.",
      },
      {
        code: "3513",
        reason: "Apoiar seleção, movimentação e cadastro de pessoal corresponde ao técnico em administração.",
      },
      {
        code: "1422",
        reason: "Chefiar a seção de pessoal equivale a gerenciar recursos humanos ou departamento pessoal.",
        level: "gestao",
      },
    ],
  },
  {
    term: "Sargenteante",
    aliases: ["Sargenteação", "Sargenteante da subunidade", "Escalas de serviço", "Controle de pessoal da subunidade"],
    branches: ["exercito"],
    kind: "funcao",
    families: [
      {
        code: "4110",
        reason: "Organizar escalas, alterações e documentos do pessoal é o trabalho do auxiliar de pessoal.",
      },
      {
        code: "4101",
        reason: "Responder pela administração de pessoal da subunidade corresponde ao supervisor administrativo.",
        level: "supervisao",
      },
    ],
  },
  {
    term: "Inteligência",
    aliases: [
      "Agente de inteligência",
      "Seção de inteligência",
      "S2",
      "Analista de inteligência",
      "Contrainteligência",
    ],
    branches: ["exercito"],
    kind: "funcao",
    families: [
      {
        code: "3519",
        reason: "Coletar, analisar e proteger informações é o trabalho do agente técnico de inteligência.",
      },
      {
        code: "2429",
        reason: "Chefiar análises e produzir conhecimento para decisão corresponde ao profissional de inteligência.",
        level: "gestao",
      },
    ],
  },

  // Transport and logistics
  {
    term: "Motorista de viatura",
    aliases: [
      "Motorista militar",
      "Dirigir caminhão",
      "Dirigir viatura",
      "Mot Vtr",
      "Condutor de viatura",
      "Motorista categoria D",
      "Motorista categoria E",
      "Motorista de caminhão",
    ],
    branches: ["exercito"],
    kind: "qualificacao",
    families: [
      {
        code: "7825",
        reason: "Conduzir viaturas militares de carga equivale a dirigir caminhões no transporte rodoviário.",
      },
      {
        code: "7824",
        reason: "Transportar tropa em ônibus militares prepara para dirigir ônibus, com CNH categoria D.",
      },
      {
        code: "7823",
        reason: "Dirigir viaturas leves e vans corresponde ao motorista de veículos de pequeno e médio porte.",
      },
    ],
  },
  {
    term: "Motorista de viatura administrativa",
    aliases: ["Motorista de comandante", "Motorista de van", "Viatura administrativa", "Motorista de viatura leve"],
    branches: ["exercito"],
    kind: "funcao",
    families: [
      {
        code: "7823",
        reason: "Conduzir carros e vans com autoridades é o trabalho do motorista de veículos leves.",
      },
      {
        code: "5173",
        reason: "Dirigir para autoridades com atenção à segurança aproxima-o do motorista de segurança executiva.",
      },
    ],
  },
  {
    term: "Motorista de blindado",
    aliases: [
      "Condutor de blindado",
      "Motorista de carro de combate",
      "Piloto de blindado",
      "Motorista de VBTP",
      "Viatura blindada",
    ],
    branches: ["exercito"],
    kind: "funcao",
    families: [
      {
        code: "7825",
        reason: "Guiar veículos pesados com disciplina de manutenção prepara para caminhões, com a CNH adequada.",
      },
      {
        code: "7151",
        reason: "Conduzir veículos sobre lagartas aproxima-o da operação de tratores de esteira em obras.",
      },
    ],
  },
  {
    term: "Condutor de ambulância",
    aliases: ["Motorista de ambulância", "Ambulância", "Motorista de viatura de saúde", "Remoção de pacientes"],
    branches: ["exercito"],
    kind: "funcao",
    families: [
      {
        code: "782320",
        reason: "Conduzir ambulância e apoiar a equipe de saúde é o trabalho do condutor de ambulância.",
      },
      {
        code: "515135",
        reason: "Com curso de socorrista, pode atuar também no atendimento pré-hospitalar.",
      },
    ],
  },
  {
    term: "Motociclista",
    aliases: ["Piloto de moto", "Batedor", "Motociclista batedor", "Motorista de moto", "Estafeta motociclista"],
    branches: ["exercito"],
    kind: "qualificacao",
    families: [
      {
        code: "5191",
        reason: "Pilotar moto com segurança em comboios e entregas corresponde ao motofretista.",
      },
      {
        code: "5173",
        reason: "Escoltar comboios e autoridades de moto aproxima-o da escolta de segurança privada.",
      },
    ],
  },
  {
    term: "Operador de empilhadeira",
    aliases: ["Empilhadeirista", "Empilhadeira", "Movimentação de carga", "Operação de paleteira"],
    branches: ["exercito"],
    kind: "qualificacao",
    families: [
      {
        code: "782220",
        reason: "Movimentar e empilhar paletes nos depósitos é o trabalho do operador de empilhadeira.",
      },
      {
        code: "7832",
        reason: "Carregar e descarregar viaturas e contêineres corresponde à carga e descarga de mercadorias.",
      },
    ],
  },
  {
    term: "Encarregado de transporte",
    aliases: [
      "Controle de frota",
      "Seção de transporte",
      "Sargento de transporte",
      "Despacho de viaturas",
      "Chefe de garagem",
    ],
    branches: ["exercito"],
    kind: "funcao",
    families: [
      {
        code: "3421",
        reason: "Escalar viaturas, motoristas e controlar revisões é o trabalho do controlador de máquinas e veículos.",
      },
      {
        code: "3423",
        reason: "Organizar transportes de pessoal e carga corresponde ao técnico em transporte rodoviário.",
      },
      {
        code: "5101",
        reason: "Chefiar a garagem e os motoristas equivale ao supervisor de transportes.",
        level: "supervisao",
      },
      {
        code: "1416",
        reason: "Gerir a frota e as operações de transporte de uma OM equivale ao gerente de frota.",
        level: "gestao",
      },
    ],
  },
  {
    term: "Despacho de cargas",
    aliases: [
      "Despachante de cargas",
      "Expedição de material",
      "Conferente de carga",
      "Movimentação de material",
      "Transporte de suprimento",
    ],
    branches: ["exercito"],
    kind: "funcao",
    families: [
      {
        code: "4142",
        reason: "Conferir volumes, notas e cargas expedidas é o trabalho do conferente de carga e descarga.",
      },
      {
        code: "3421",
        reason: "Planejar o envio de cargas por vários modais corresponde ao especialista em logística de transportes.",
      },
      {
        code: "1416",
        reason: "Chefiar a expedição e a distribuição de material equivale a gerenciar a logística.",
        level: "gestao",
      },
    ],
  },
  {
    term: "Logística",
    aliases: ["Curso de logística", "Apoio logístico", "Sargento de logística", "Log", "Cadeia de suprimento"],
    branches: ["exercito"],
    kind: "qualificacao",
    families: [
      {
        code: "3421",
        reason: "Planejar transporte, armazenagem e distribuição é o trabalho do especialista em logística.",
      },
      {
        code: "4141",
        reason: "Controlar estoques e armazéns corresponde ao almoxarife e armazenista.",
      },
      {
        code: "1416",
        reason: "Chefiar um apoio logístico equivale a gerenciar armazenagem, transporte e distribuição.",
        level: "gestao",
      },
    ],
  },
  {
    term: "Lubrificador de viaturas",
    aliases: ["Lubrificação", "Troca de óleo", "Lavagem de viaturas", "Posto de lubrificação", "Borracheiro"],
    branches: ["exercito"],
    kind: "funcao",
    families: [
      {
        code: "9191",
        reason: "Lubrificar, trocar óleo e filtros de viaturas é o trabalho do lubrificador de veículos.",
      },
      {
        code: "9921",
        reason: "Lavar viaturas, trocar pneus e fazer serviços básicos é manutenção veicular elementar.",
      },
    ],
  },
  {
    term: "Funileiro de viaturas",
    aliases: ["Funilaria", "Lanternagem", "Lanterneiro", "Chapeador", "Reparo de carroceria"],
    branches: ["exercito"],
    kind: "funcao",
    families: [
      {
        code: "9913",
        reason: "Desamassar e recuperar carrocerias e cabines é o trabalho do funileiro de veículos.",
      },
      {
        code: "7233",
        reason: "Preparar e pintar viaturas e estruturas metálicas corresponde à pintura de veículos.",
      },
    ],
  },

  // Health
  {
    term: "Saúde",
    aliases: ["QMS Saúde", "Sargento de saúde", "Sau", "Sargento enfermeiro", "Enfermeiro militar"],
    branches: ["exercito"],
    kind: "especialidade",
    families: [
      {
        code: "3222",
        reason: "Cuidados de enfermagem, medicação e curativos são o trabalho do técnico de enfermagem (com COREN).",
      },
      {
        code: "515135",
        reason: "Atender feridos no local e estabilizá-los para remoção é o trabalho do socorrista.",
      },
    ],
  },
  {
    term: "Técnico de enfermagem",
    aliases: ["Técnica de enfermagem", "Enfermagem", "Téc Enf", "STT enfermagem", "Sargento técnico de enfermagem"],
    branches: ["exercito"],
    kind: "especialidade",
    families: [
      {
        code: "3222",
        reason: "Assistência de enfermagem no hospital ou posto médico é o trabalho do técnico de enfermagem.",
      },
    ],
  },
  {
    term: "Auxiliar de saúde",
    aliases: ["Soldado de saúde", "Cabo de saúde", "Padioleiro", "Atendente de enfermaria", "Enfermaria do quartel"],
    branches: ["exercito"],
    kind: "funcao",
    families: [
      {
        code: "5151",
        reason: "Apoiar o atendimento na enfermaria e transportar feridos corresponde ao atendente de enfermagem.",
      },
      {
        code: "3222",
        reason: "Com o curso de auxiliar ou técnico e o COREN, segue na enfermagem.",
      },
    ],
  },
  {
    term: "Socorrista",
    aliases: ["Atendimento pré-hospitalar", "APH", "APH tático", "Primeiros socorros", "Socorrista de combate"],
    branches: ["exercito"],
    kind: "qualificacao",
    families: [
      {
        code: "515135",
        reason: "Estabilizar vítimas e prepará-las para remoção é o trabalho do socorrista.",
      },
      {
        code: "5171",
        reason: "Atendimento a emergências é exigido do bombeiro civil em empresas e eventos.",
      },
    ],
  },
  {
    term: "Técnico de laboratório",
    aliases: [
      "Laboratório de análises clínicas",
      "Técnico em patologia clínica",
      "Laboratorista",
      "Auxiliar de laboratório",
      "Coleta de sangue",
    ],
    branches: ["exercito"],
    kind: "especialidade",
    families: [
      {
        code: "3242",
        reason: "Coletar amostras e realizar exames laboratoriais é o trabalho do técnico em patologia clínica.",
      },
      {
        code: "5152",
        reason: "Preparar materiais e apoiar análises corresponde ao auxiliar de laboratório de análises clínicas.",
      },
    ],
  },
  {
    term: "Técnico em radiologia",
    aliases: ["Radiologia", "Raio-X", "Técnico de raio X", "Imagenologia", "Operador de raio X"],
    branches: ["exercito"],
    kind: "especialidade",
    families: [
      {
        code: "3241",
        reason: "Posicionar pacientes e realizar exames de imagem é o trabalho do técnico em radiologia.",
      },
      {
        code: "7664",
        reason: "Processar e revelar filmes radiológicos corresponde ao auxiliar de laboratório radiológico.",
      },
    ],
  },
  {
    term: "Técnico em farmácia",
    aliases: [
      "Farmácia",
      "Auxiliar de farmácia",
      "Controle de medicamentos",
      "Dispensação de medicamentos",
      "Farmácia do hospital militar",
    ],
    branches: ["exercito"],
    kind: "especialidade",
    families: [
      {
        code: "3251",
        reason: "Dispensar medicamentos e controlar o estoque da farmácia é o trabalho do técnico em farmácia.",
      },
      {
        code: "5152",
        reason: "Apoiar a manipulação e o fracionamento de medicamentos corresponde ao auxiliar de farmácia.",
      },
    ],
  },
  {
    term: "Auxiliar de saúde bucal",
    aliases: ["ASB", "Auxiliar de consultório dentário", "ACD", "Auxiliar de dentista", "Gabinete odontológico"],
    branches: ["exercito"],
    kind: "especialidade",
    families: [
      {
        code: "322415",
        reason: "Preparar o consultório, instrumentar e esterilizar é o trabalho do auxiliar em saúde bucal.",
      },
    ],
  },
  {
    term: "Técnico em saúde bucal",
    aliases: ["TSB", "Técnico de higiene dental", "THD", "Técnico de odontologia", "Odontologia"],
    branches: ["exercito"],
    kind: "especialidade",
    families: [
      {
        code: "322405",
        reason: "Fazer profilaxia e apoiar o dentista em procedimentos é o trabalho do técnico em saúde bucal.",
      },
    ],
  },
  {
    term: "Auxiliar de veterinária",
    aliases: [
      "Veterinária",
      "Auxiliar de veterinário",
      "Enfermaria veterinária",
      "Sargento de veterinária",
      "Cuidados com animais",
    ],
    branches: ["exercito"],
    kind: "funcao",
    families: [
      {
        code: "5193",
        reason: "Conter animais, aplicar medicação e apoiar o veterinário é o trabalho do auxiliar de veterinário.",
      },
      {
        code: "6230",
        reason: "Alimentar e cuidar de cães e cavalos corresponde ao tratador de animais.",
      },
    ],
  },
  {
    term: "Técnico em segurança do trabalho",
    aliases: ["Segurança do trabalho", "TST", "Prevenção de acidentes", "Segurança e saúde no trabalho"],
    branches: ["exercito"],
    kind: "especialidade",
    families: [
      {
        code: "3516",
        reason: "Inspecionar riscos, treinar equipes e controlar EPI é o trabalho do técnico em segurança do trabalho.",
      },
    ],
  },
  {
    term: "Técnico em nutrição",
    aliases: ["Nutrição", "Nutrição e dietética", "Técnico em nutrição e dietética", "Controle de cardápio"],
    branches: ["exercito"],
    kind: "especialidade",
    families: [
      {
        code: "325210",
        reason: "Acompanhar cardápios, higiene e qualidade das refeições é o trabalho do técnico em nutrição.",
      },
      {
        code: "3252",
        reason: "Controlar a conservação e a qualidade dos alimentos corresponde ao técnico de alimentos.",
      },
    ],
  },

  // Security, military police and fire prevention
  {
    term: "Polícia do Exército",
    aliases: ["PE", "Policial do Exército", "Soldado PE", "Policiamento ostensivo", "Segurança de instalações"],
    branches: ["exercito"],
    kind: "especialidade",
    families: [
      {
        code: "5173",
        reason: "Controlar acessos, fazer rondas e proteger instalações é o trabalho do vigilante.",
      },
      {
        code: "5103",
        reason: "Chefiar equipes de segurança e escolta corresponde ao supervisor de vigilantes.",
        level: "supervisao",
      },
      {
        code: "2526",
        reason: "Planejar a segurança de instalações e eventos equivale à gestão de serviços de segurança.",
        level: "gestao",
      },
    ],
  },
  {
    term: "Escolta e segurança de autoridades",
    aliases: [
      "Escolta",
      "Segurança de autoridades",
      "Segurança pessoal",
      "Guarda-costas",
      "Escolta de comboio",
      "Escolta armada",
    ],
    branches: ["exercito"],
    kind: "qualificacao",
    families: [
      {
        code: "5173",
        reason: "Proteger autoridades e escoltar cargas é o trabalho de segurança pessoal e escolta armada.",
      },
      {
        code: "5103",
        reason: "Chefiar uma equipe de escolta corresponde a supervisionar vigilantes.",
        level: "supervisao",
      },
    ],
  },
  {
    term: "Controle de trânsito",
    aliases: [
      "Trânsito",
      "Orientação de trânsito",
      "Fiscalização de trânsito",
      "Sinalização de trânsito",
      "Balizamento",
    ],
    branches: ["exercito"],
    kind: "funcao",
    families: [
      {
        code: "517220",
        reason: "Orientar e fiscalizar o trânsito de viaturas é o trabalho do agente de trânsito (por concurso).",
      },
      {
        code: "5173",
        reason: "Controlar a circulação de veículos e pessoas em áreas privadas é trabalho de vigilância.",
      },
    ],
  },
  {
    term: "Serviço de guarda",
    aliases: [
      "Sentinela",
      "Guarda do quartel",
      "Cabo da guarda",
      "Vigilância",
      "Segurança patrimonial",
      "Plantão de guarda",
    ],
    branches: ["exercito"],
    kind: "funcao",
    families: [
      {
        code: "5173",
        reason: "Guardar portões, fazer rondas e controlar acessos é o trabalho do vigilante (com curso de formação).",
      },
      {
        code: "5174",
        reason: "Controlar a entrada de pessoas e veículos corresponde ao porteiro e vigia.",
      },
      {
        code: "5103",
        reason: "Comandar a guarda e seus postos corresponde ao supervisor de vigilantes.",
        level: "supervisao",
      },
    ],
  },
  {
    term: "Operador de CFTV",
    aliases: [
      "CFTV",
      "Monitoramento por câmeras",
      "Central de monitoramento",
      "Videomonitoramento",
      "Sala de monitoramento",
    ],
    branches: ["exercito"],
    kind: "funcao",
    families: [
      {
        code: "9513",
        reason: "Monitorar câmeras e alarmes e manter os sistemas é trabalho de sistemas eletrônicos de segurança.",
      },
      {
        code: "5173",
        reason: "Acionar equipes a partir do monitoramento faz parte da vigilância patrimonial.",
      },
    ],
  },
  {
    term: "Comandante de grupo de combate",
    aliases: ["Cmt GC", "Comandante de grupo", "Comandante de fração", "Líder de fração"],
    branches: ["exercito"],
    kind: "funcao",
    families: [
      {
        code: "5103",
        reason: "Liderar uma equipe armada em missões corresponde a supervisionar equipes de segurança.",
        level: "supervisao",
      },
      {
        code: "2526",
        reason: "Planejar missões e empregar equipes aproxima-o da gestão de serviços de segurança.",
        level: "gestao",
      },
    ],
  },
  {
    term: "Brigada de incêndio",
    aliases: [
      "Brigadista",
      "Bombeiro do quartel",
      "Combate a incêndio",
      "Prevenção de incêndio",
      "Brigadista de incêndio",
    ],
    branches: ["exercito"],
    kind: "qualificacao",
    families: [
      {
        code: "5171",
        reason: "Prevenir e combater incêndios e socorrer vítimas é o trabalho do bombeiro civil.",
      },
      {
        code: "510305",
        reason: "Coordenar a brigada e seus treinamentos corresponde ao supervisor de bombeiros.",
        level: "supervisao",
      },
    ],
  },
  {
    term: "Defesa química, biológica, radiológica e nuclear",
    aliases: ["DQBRN", "Defesa QBRN", "QBRN", "Defesa NBQ", "Descontaminação", "Produtos perigosos"],
    branches: ["exercito"],
    kind: "qualificacao",
    families: [
      {
        code: "5171",
        reason: "Responder a vazamentos de produtos perigosos é tarefa de equipes de bombeiros e emergência.",
      },
      {
        code: "3516",
        reason: "Avaliar riscos químicos e usar EPI corretamente corresponde ao técnico em segurança do trabalho.",
      },
      {
        code: "3115",
        reason: "Monitorar contaminação e descontaminar áreas aproxima-o do técnico em controle ambiental.",
      },
    ],
  },
  {
    term: "Operações de paz",
    aliases: [
      "Missão de paz",
      "Força de paz",
      "Capacete azul",
      "Observador militar",
      "MINUSTAH",
      "Curso de operações de paz",
    ],
    branches: ["exercito"],
    kind: "qualificacao",
    families: [
      {
        code: "5173",
        reason: "Patrulhar e proteger instalações em missão corresponde à vigilância e segurança.",
      },
      {
        code: "5153",
        reason: "Proteger civis e apoiar ajuda humanitária aproxima-o da proteção a pessoas em situação de risco.",
      },
      {
        code: "2526",
        reason: "Planejar a segurança de bases e comboios equivale a gerir serviços de segurança.",
        level: "gestao",
      },
    ],
  },

  // Aviação do Exército
  {
    term: "Manutenção de aeronaves",
    aliases: [
      "Av Mnt",
      "QMS Aviação Manutenção",
      "Mecânico de aeronaves",
      "Mecânico de helicópteros",
      "Manutenção de helicópteros",
    ],
    branches: ["exercito"],
    kind: "especialidade",
    families: [
      {
        code: "9141",
        reason: "Inspecionar e reparar helicópteros é o trabalho do mecânico aeronáutico (com licença da ANAC).",
      },
      {
        code: "9531",
        reason: "Manter a parte elétrica e aviônica das aeronaves corresponde ao eletricista de aeronaves.",
      },
      {
        code: "3143",
        reason: "Com o curso técnico da QMS, pode atuar como técnico mecânico de aeronaves.",
      },
    ],
  },
  {
    term: "Mecânico de voo",
    aliases: ["Mec Voo", "Tripulante de helicóptero", "Mecânico de bordo", "Tripulante operacional"],
    branches: ["exercito"],
    kind: "qualificacao",
    families: [
      {
        code: "341115",
        reason: "Acompanhar sistemas e motores durante o voo é o trabalho do mecânico de voo (com licença ANAC).",
      },
      {
        code: "9141",
        reason: "A manutenção feita em solo corresponde ao mecânico de manutenção aeronáutica.",
      },
    ],
  },
  {
    term: "Apoio de aviação",
    aliases: [
      "Av Ap",
      "QMS Aviação Apoio",
      "Abastecimento de aeronaves",
      "Operações aéreas",
      "Pista e hangar",
      "Apoio ao voo",
    ],
    branches: ["exercito"],
    kind: "especialidade",
    families: [
      {
        code: "3425",
        reason: "Despacho de voos e apoio às operações de pista correspondem aos técnicos em transporte aéreo.",
      },
      {
        code: "517105",
        reason: "Prevenção e combate a incêndios no aeródromo é o trabalho do bombeiro de aeródromo.",
      },
      {
        code: "4141",
        reason: "Controlar peças e suprimento de aviação é trabalho de almoxarife.",
      },
    ],
  },

  // Airborne
  {
    term: "Paraquedista",
    aliases: ["Curso básico paraquedista", "Paraquedismo", "Boina grená", "Salto livre", "Precursor paraquedista"],
    branches: ["exercito"],
    kind: "qualificacao",
    families: [
      {
        code: "3771",
        reason: "A experiência de salto pode seguir no paraquedismo esportivo, com a licença civil da CBPq.",
      },
      {
        code: "3331",
        reason: "Com as licenças civis, pode atuar como instrutor em escolas de paraquedismo.",
      },
    ],
  },
  {
    term: "Dobragem de paraquedas",
    aliases: [
      "DOMPSA",
      "Dobrador de paraquedas",
      "Manutenção de paraquedas",
      "Suprimento pelo ar",
      "Dobragem e manutenção de paraquedas",
    ],
    branches: ["exercito"],
    kind: "qualificacao",
    families: [
      {
        code: "7652",
        reason: "Costurar e reparar velames, arneses e lonas corresponde à confecção de artefatos de tecido.",
      },
      {
        code: "7654",
        reason: "Inspecionar e dar acabamento a peças de tecido e cordame é trabalho de acabamento de artefatos.",
      },
      {
        code: "4141",
        reason: "Controlar o estoque e a vida útil de paraquedas e cargas é trabalho de almoxarife.",
      },
    ],
  },

  // Workshop trades
  {
    term: "Soldador",
    aliases: ["Solda", "Soldador elétrico", "Solda MIG", "Solda oxiacetilênica", "Oficina de solda"],
    branches: ["exercito"],
    kind: "funcao",
    families: [
      {
        code: "7243",
        reason: "Soldar e cortar peças e estruturas metálicas é o trabalho do soldador.",
      },
      {
        code: "7244",
        reason: "Fabricar e reparar peças de chapa corresponde ao trabalho de caldeiraria e serralheria.",
      },
    ],
  },
  {
    term: "Serralheiro",
    aliases: ["Serralheria", "Portões e grades", "Estruturas metálicas", "Caldeiraria"],
    branches: ["exercito"],
    kind: "funcao",
    families: [
      {
        code: "7244",
        reason: "Fabricar portões, grades e estruturas de metal é o trabalho do serralheiro.",
      },
      {
        code: "7243",
        reason: "Soldar e cortar metais faz parte do ofício, como o soldador.",
      },
    ],
  },
  {
    term: "Torneiro mecânico",
    aliases: ["Torneiro", "Tornearia", "Fresador", "Usinagem", "Operador de torno"],
    branches: ["exercito"],
    kind: "funcao",
    families: [
      {
        code: "7212",
        reason: "Tornear e fresar peças de reposição é o trabalho do operador de máquinas-ferramenta.",
      },
      {
        code: "7250",
        reason: "Ajustar e montar as peças usinadas corresponde ao ajustador mecânico.",
      },
    ],
  },
  {
    term: "Pintor",
    aliases: ["Pintor de viaturas", "Pintura de viaturas", "Pintor de obras", "Pintura predial", "Pintor a pistola"],
    branches: ["exercito"],
    kind: "funcao",
    families: [
      {
        code: "7233",
        reason: "Preparar e pintar viaturas e equipamentos a pistola é pintura de veículos e estruturas metálicas.",
      },
      {
        code: "7166",
        reason: "Pintar paredes e prédios do quartel é o trabalho do pintor de obras.",
      },
      {
        code: "9913",
        reason: "Repintar carrocerias após reparos corresponde ao pintor de veículos (reparação).",
      },
    ],
  },
  {
    term: "Estofador",
    aliases: ["Tapeceiro", "Estofamento", "Capoteiro", "Lonas de viaturas", "Barracas e toldos"],
    branches: ["exercito"],
    kind: "funcao",
    families: [
      {
        code: "7652",
        reason: "Reformar bancos, capotas, lonas e barracas é o trabalho do tapeceiro e confeccionador de toldos.",
      },
      {
        code: "7654",
        reason: "Acabamento e reparo de peças de tecido e couro correspondem ao acabamento de artefatos.",
      },
    ],
  },
  {
    term: "Marceneiro",
    aliases: ["Marcenaria", "Confecção de móveis", "Reparo de móveis", "Móveis de madeira"],
    branches: ["exercito"],
    kind: "funcao",
    families: [
      {
        code: "7711",
        reason: "Fabricar e reformar móveis e peças de madeira é o trabalho do marceneiro.",
      },
      {
        code: "7741",
        reason: "Montar e instalar móveis corresponde ao montador de móveis.",
      },
    ],
  },
  {
    term: "Alfaiate",
    aliases: ["Costureiro", "Costura", "Alfaiataria", "Ajuste de fardamento", "Reparo de uniformes"],
    branches: ["exercito"],
    kind: "funcao",
    families: [
      {
        code: "7630",
        reason: "Cortar, ajustar e reparar fardamentos é o trabalho do alfaiate e costureiro.",
      },
      {
        code: "7632",
        reason: "Costurar à máquina em série corresponde ao costureiro da confecção.",
      },
    ],
  },
  {
    term: "Barbeiro",
    aliases: ["Barbearia", "Corte de barba", "Corte de cabelo", "Cabeleireiro"],
    branches: ["exercito"],
    kind: "funcao",
    families: [
      {
        code: "516105",
        reason: "Cortar cabelo e fazer barba da tropa é o mesmo ofício do barbeiro.",
      },
      {
        code: "516110",
        reason: "A prática de cortes pode ser ampliada para o trabalho de cabeleireiro.",
      },
    ],
  },
  {
    term: "Mecânico de refrigeração",
    aliases: ["Frigorista", "Refrigeração", "Ar-condicionado", "Climatização", "Câmara frigorífica"],
    branches: ["exercito"],
    kind: "funcao",
    families: [
      {
        code: "9112",
        reason: "Instalar e consertar ar-condicionado e câmaras frias é o trabalho do mecânico de refrigeração.",
      },
      {
        code: "7257",
        reason: "Montar equipamentos de refrigeração e ventilação corresponde ao instalador de refrigeração.",
      },
      {
        code: "8625",
        reason: "Operar câmaras frigoríficas do depósito equivale ao operador de instalações de refrigeração.",
      },
    ],
  },
  {
    term: "Operador de grupo gerador",
    aliases: ["Grupo gerador", "Operador de gerador", "Central elétrica", "Energia de campanha", "Gerador de energia"],
    branches: ["exercito"],
    kind: "funcao",
    families: [
      {
        code: "8611",
        reason: "Operar geradores e distribuir energia corresponde ao operador de instalações de geração.",
      },
      {
        code: "9111",
        reason: "Manter o motor diesel e os componentes do gerador equivale ao mecânico de motores.",
      },
      {
        code: "9511",
        reason: "Ligar quadros e cabos de distribuição de energia é trabalho de eletricista de manutenção.",
      },
    ],
  },

  // Technical specialties of temporary sargentos
  {
    term: "Técnico em eletrônica",
    aliases: ["Eletrônica", "Manutenção eletrônica", "Reparo de placas", "STT eletrônica"],
    branches: ["exercito"],
    kind: "especialidade",
    families: [
      {
        code: "3132",
        reason: "Testar e reparar circuitos e equipamentos eletrônicos é o trabalho do técnico em eletrônica.",
      },
      {
        code: "9511",
        reason: "Manter equipamentos eletroeletrônicos em campo corresponde ao eletricista de manutenção.",
      },
    ],
  },
  {
    term: "Técnico em eletrotécnica",
    aliases: ["Eletrotécnica", "Eletrotécnico", "Técnico eletricista", "STT eletrotécnica"],
    branches: ["exercito"],
    kind: "especialidade",
    families: [
      {
        code: "3131",
        reason: "Projetar e manter instalações elétricas da OM é o trabalho do técnico em eletrotécnica.",
      },
      {
        code: "9501",
        reason: "Chefiar equipes de manutenção elétrica corresponde a supervisionar a manutenção predial.",
        level: "supervisao",
      },
    ],
  },
  {
    term: "Técnico em edificações",
    aliases: ["Edificações", "Técnico de obras", "Técnico em construção civil", "Fiscalização de obras"],
    branches: ["exercito"],
    kind: "especialidade",
    families: [
      {
        code: "3121",
        reason: "Orçar, acompanhar e fiscalizar obras é o trabalho do técnico em edificações.",
      },
      {
        code: "7102",
        reason: "Conduzir equipes em canteiro corresponde ao mestre de obras.",
        level: "supervisao",
      },
    ],
  },
  {
    term: "Técnico em mecânica",
    aliases: ["Técnico mecânico", "Manutenção mecânica", "Técnico em manutenção de máquinas", "STT mecânica"],
    branches: ["exercito"],
    kind: "especialidade",
    families: [
      {
        code: "3144",
        reason: "Planejar e executar manutenção de máquinas é o trabalho do técnico mecânico de manutenção.",
      },
      {
        code: "9113",
        reason: "Reparar máquinas e equipamentos das oficinas corresponde ao mecânico de máquinas industriais.",
      },
    ],
  },
  {
    term: "Desenhista",
    aliases: ["Desenho técnico", "Desenhista técnico", "Desenhista cadista", "AutoCAD", "Projetista"],
    branches: ["exercito"],
    kind: "funcao",
    families: [
      {
        code: "3180",
        reason: "Produzir desenhos técnicos em CAD é o trabalho do desenhista técnico.",
      },
      {
        code: "3181",
        reason: "Desenhar plantas de obras e instalações corresponde ao desenhista da construção civil.",
      },
      {
        code: "3184",
        reason: "Fazer ilustrações, croquis e materiais gráficos corresponde ao desenhista de ilustrações técnicas.",
      },
    ],
  },

  // Social communication, languages, music and physical training
  {
    term: "Comunicação social",
    aliases: [
      "ComSoc",
      "Seção de comunicação social",
      "Relações públicas",
      "Assessoria de imprensa",
      "Jornalismo",
      "Mídias sociais",
    ],
    branches: ["exercito"],
    kind: "funcao",
    families: [
      {
        code: "2611",
        reason: "Redigir notícias e atender a imprensa é o trabalho do jornalista e assessor de imprensa.",
      },
      {
        code: "2531",
        reason: "Produzir campanhas e conteúdo para redes sociais aproxima-o dos profissionais de publicidade.",
      },
      {
        code: "1423",
        reason: "Chefiar a comunicação social de uma OM equivale a gerenciar comunicação e relações públicas.",
        level: "gestao",
      },
    ],
  },
  {
    term: "Fotógrafo",
    aliases: ["Fotografia", "Cinegrafista", "Foto e vídeo", "Registro fotográfico", "Filmagem"],
    branches: ["exercito"],
    kind: "funcao",
    families: [
      {
        code: "2618",
        reason: "Cobrir cerimônias e operações com fotos é o trabalho do fotógrafo e repórter fotográfico.",
      },
      {
        code: "3721",
        reason: "Filmar eventos e operações corresponde ao operador de câmera (cinegrafista).",
      },
      {
        code: "3744",
        reason: "Editar e finalizar vídeos institucionais é trabalho de edição de filme e vídeo.",
      },
    ],
  },
  {
    term: "Tradutor e intérprete",
    aliases: ["Intérprete", "Tradutor", "Intérprete de idiomas", "Tradução", "Tradução de documentos"],
    branches: ["exercito"],
    kind: "qualificacao",
    families: [
      {
        code: "2614",
        reason: "Traduzir documentos e interpretar em missões e visitas é o trabalho do tradutor e intérprete.",
      },
    ],
  },
  {
    term: "Música",
    aliases: ["QMS Música", "Músico", "Mus", "Sargento músico", "Instrumentista", "Banda de música"],
    branches: ["exercito"],
    kind: "especialidade",
    families: [
      {
        code: "2627",
        reason: "Tocar em banda, ensaiar e apresentar repertório é o trabalho do músico instrumentista.",
      },
      {
        code: "2626",
        reason: "Reger, arranjar ou ensinar a banda corresponde ao músico regente e arranjador.",
        level: "supervisao",
      },
    ],
  },
  {
    term: "Corneteiro",
    aliases: ["Corneta", "Clarim", "Corneteiro e tamboreiro", "Tambor", "Fanfarra", "Banda marcial"],
    branches: ["exercito"],
    kind: "funcao",
    families: [
      {
        code: "2627",
        reason: "Executar toques e tocar em fanfarra é trabalho de músico instrumentista.",
      },
      {
        code: "262615",
        reason: "Conduzir fanfarra ou ensinar toques de corneta corresponde ao instrutor de fanfarra.",
        level: "supervisao",
      },
    ],
  },
  {
    term: "Monitor de educação física",
    aliases: [
      "Instrutor de TFM",
      "TFM",
      "Treinamento físico militar",
      "Monitor de TFM",
      "Educação física",
      "Preparador físico",
    ],
    branches: ["exercito"],
    kind: "funcao",
    families: [
      {
        code: "2241",
        reason: "Planejar e conduzir treino físico é o trabalho do profissional de educação física (com CREF).",
      },
      {
        code: "3714",
        reason: "Organizar atividades físicas e recreativas para grupos corresponde ao recreador.",
      },
    ],
  },
  {
    term: "Instrutor",
    aliases: ["Instrutor de tiro", "Monitor de instrução", "Instrução de recrutas", "Formação de soldados"],
    branches: ["exercito"],
    kind: "funcao",
    families: [
      {
        code: "2332",
        reason: "Preparar aulas práticas e avaliar alunos é o trabalho do instrutor de ensino profissional.",
      },
      {
        code: "3331",
        reason: "Ministrar treinamentos de curta duração corresponde ao instrutor de cursos livres.",
      },
    ],
  },

  // Animals
  {
    term: "Cinotécnico",
    aliases: ["Cinotecnia", "Adestrador de cães", "Condutor de cães", "Canil", "Cão de guerra", "Operador de cães"],
    branches: ["exercito"],
    kind: "qualificacao",
    families: [
      {
        code: "623005",
        reason: "Adestrar cães de guarda e de faro é o trabalho do adestrador de animais.",
      },
      {
        code: "5173",
        reason: "Fazer vigilância com cão treinado corresponde ao vigilante com cão em empresas de segurança.",
      },
      {
        code: "5193",
        reason:
          "Cuidar da higiene e saúde dos cães do canil corresponde aos serviços veterinários e de higiene animal.",
      },
    ],
  },
  {
    term: "Tratador de cavalos",
    aliases: ["Tratador de animais", "Cavalariço", "Tratador de equinos", "Trato de cavalos", "Cuidados com cavalos"],
    branches: ["exercito"],
    kind: "funcao",
    families: [
      {
        code: "6231",
        reason: "Alimentar, escovar e cuidar de cavalos é o trabalho do tratador de equinos.",
      },
      {
        code: "6230",
        reason: "Cuidar de animais de diferentes espécies corresponde ao tratador de animais.",
      },
    ],
  },
  {
    term: "Ferrador",
    aliases: ["Ferrageamento", "Ferrador de equinos", "Casqueamento", "Ferrageador"],
    branches: ["exercito"],
    kind: "funcao",
    families: [
      {
        code: "623030",
        reason: "Aparar cascos e colocar ferraduras é o mesmo trabalho do ferrador de animais.",
      },
      {
        code: "6230",
        reason: "O casqueamento e o cuidado dos cascos correspondem ao trabalho de tratadores de animais.",
      },
    ],
  },
  {
    term: "Equitação",
    aliases: ["Hipismo", "Instrutor de equitação", "Monitor de equitação", "Hípica", "Adestramento de cavalos"],
    branches: ["exercito"],
    kind: "qualificacao",
    families: [
      {
        code: "3331",
        reason: "Ensinar montaria em hípicas e escolas corresponde ao instrutor de equitação.",
      },
      {
        code: "6231",
        reason: "Domar e preparar cavalos para montaria é trabalho com equinos na pecuária.",
      },
    ],
  },
];
