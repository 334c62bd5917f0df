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
    duties: [
      "Vigilância e patrulhamento de instalações e áreas extensas, com controle de acesso e escalas de serviço 24 horas",
      "Liderança de equipes operacionais em atividades de campo, com distribuição de tarefas e controle de desempenho",
      "Planejamento de rondas, postos de serviço e rotas de deslocamento com mapas, bússola e GPS",
      "Manuseio, guarda e manutenção de armamento e equipamentos, com inventário periódico e normas de segurança",
      "Treinamento de equipes em técnicas de segurança, primeiros socorros e condicionamento físico",
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
    duties: [
      "Reconhecimento de rotas e áreas, com relatórios sobre condições de estradas, pontes e terreno",
      "Escolta de comboios e cargas de alto valor, com comunicação por rádio e coordenação de deslocamentos",
      "Condução e manutenção preventiva de veículos blindados e sobre rodas, com registro de inspeções",
      "Chefia de equipes de patrulha e tripulações de veículos, com distribuição de tarefas e controle de material",
      "Vigilância e segurança de instalações e perímetros, com escalas de serviço e controle de acesso",
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
    duties: [
      "Cálculo de coordenadas, distâncias e ângulos em central de controle, com tabelas, cartas e software de apoio",
      "Levantamento topográfico de posições com goniômetro, bússola, GPS e cartas topográficas",
      "Operação e manutenção de equipamentos pesados de precisão, com listas de verificação e protocolos de segurança",
      "Coordenação de equipes na montagem, operação e deslocamento de equipamentos pesados, com cumprimento de prazos",
      "Controle e armazenagem de munições e materiais sensíveis, com inventário e normas rígidas de segurança",
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
    duties: [
      "Construção e recuperação de estradas, pontes e obras de saneamento, inclusive em parceria com órgãos públicos",
      "Coordenação de turmas de trabalho em obras, com distribuição de tarefas, controle de materiais e segurança",
      "Montagem de pontes metálicas modulares e estruturas provisórias conforme manuais técnicos",
      "Acompanhamento da operação de máquinas de terraplenagem: escavadeiras, tratores e motoniveladoras",
      "Uso controlado de explosivos em demolições e desobstruções, com plano de segurança e isolamento de área",
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
    duties: [
      "Instalação, configuração e operação de rádios HF, VHF e UHF e de enlaces de dados em campo e em sedes fixas",
      "Montagem e manutenção de redes LAN, cabeamento estruturado e centrais telefônicas",
      "Implantação de centros de comunicações móveis, com antenas, geradores e integração de voz e dados",
      "Aplicação de procedimentos de segurança da informação e de criptografia nas comunicações",
      "Supervisão de equipes técnicas na instalação de sistemas de comunicação, com prazos e padrões definidos",
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
    duties: [
      "Diagnóstico e reparo de rádios transceptores, placas e circuitos eletrônicos em bancada",
      "Testes e calibração com multímetro, osciloscópio, analisador de espectro e gerador de sinais",
      "Ajuste de transmissores, antenas e linhas de transmissão, com medição de potência e onda estacionária",
      "Controle de ordens de serviço, peças sobressalentes e histórico de manutenção dos equipamentos",
      "Supervisão de oficina de eletrônica, com planejamento da manutenção preventiva e corretiva",
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
    duties: [
      "Monitoramento do espectro de radiofrequência com receptores e analisadores de espectro",
      "Identificação, registro e análise técnica de sinais de rádio, com relatórios para a tomada de decisão",
      "Localização de fontes de emissão e de interferência com equipamentos de radiogoniometria",
      "Proteção das próprias comunicações contra interferência e interceptação, com sigilo das informações",
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
    duties: [
      "Monitoramento de redes e sistemas para detecção e resposta a incidentes de segurança da informação",
      "Análise de vulnerabilidades e testes de intrusão autorizados, com relatório de riscos e correções",
      "Configuração de firewalls, controle de acesso e políticas de segurança em redes corporativas",
      "Análise de logs e do tráfego de rede com ferramentas de monitoramento e preservação de evidências",
      "Capacitação de usuários em boas práticas de segurança da informação e proteção de dados pessoais (LGPD)",
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
    duties: [
      "Operação de rádios HF, VHF e UHF, com transmissão, recepção e registro de mensagens em rede",
      "Uso de procedimentos padronizados de radiocomunicação, alfabeto fonético e controle de frequências",
      "Montagem de estações de rádio, antenas e fontes de energia em campo e em veículos",
      "Registro de mensagens em livro de controle e encaminhamento imediato aos setores responsáveis",
      "Verificação diária dos equipamentos e comunicação de falhas à equipe de manutenção",
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
    duties: [
      "Atendimento e transferência de ligações em central telefônica privada (PABX) de grande movimento",
      "Atendimento cordial ao público interno e externo, com triagem de chamadas e registro de recados",
      "Atualização da lista de ramais e contatos e controle de ligações externas",
      "Comunicação imediata de emergências e ocorrências aos responsáveis, conforme procedimentos internos",
      "Organização de escalas de turno e orientação de telefonistas da central",
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
    duties: [
      "Entrega e coleta de documentos e correspondências entre setores e órgãos externos, com protocolo de recebimento",
      "Separação, registro e expedição de malotes, com conferência de destinatários e recibos",
      "Deslocamentos urbanos a pé, de carro ou de moto, cumprindo roteiros e horários de entrega",
      "Transporte de documentos confidenciais com sigilo, cuidado e controle de assinaturas",
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
    duties: [
      "Lançamento, emenda e fixação de cabos telefônicos, de rede e de fibra óptica em áreas internas e externas",
      "Instalação de cabeamento estruturado, com crimpagem, organização de racks e identificação de pontos",
      "Testes de continuidade e certificação de linhas com multímetro e testadores de rede",
      "Instalação e reparo de aparelhos telefônicos e pontos de rede em salas e prédios",
      "Trabalho em altura em postes e torres com EPIs, conforme a NR-35",
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
    duties: [
      "Suporte técnico a usuários: instalação de sistemas, configuração de e-mail, impressoras e acesso à rede",
      "Montagem, manutenção e formatação de computadores e periféricos, com controle de inventário",
      "Administração de servidores, contas de usuários, backups e permissões de acesso na rede interna",
      "Aplicação de políticas de segurança da informação, antivírus e atualizações de sistemas",
      "Coordenação da equipe de TI, com priorização de chamados e especificação de compras de equipamentos",
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
    duties: [
      "Desenvolvimento e manutenção de sistemas web e aplicações internas com banco de dados SQL",
      "Levantamento de requisitos com as áreas usuárias e documentação das funcionalidades",
      "Criação e atualização de páginas e portais institucionais com HTML e JavaScript",
      "Testes, correção de falhas e publicação de versões, com controle de versão do código-fonte",
      "Coordenação de pequenas equipes de desenvolvimento, com cronograma e entregas por etapas",
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
    duties: [
      "Manutenção preventiva e corretiva de veículos, armamentos e equipamentos conforme manuais e planos de manutenção",
      "Diagnóstico de falhas mecânicas e substituição de peças e conjuntos em oficina",
      "Controle de suprimento de peças, munições e materiais, com registro de entradas e saídas",
      "Gestão de ordens de serviço e do histórico de manutenção da frota e dos equipamentos",
      "Supervisão de equipes de oficina, com distribuição de serviços, prazos e normas de segurança",
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
    duties: [
      "Diagnóstico e reparo de motores a diesel e a gasolina, freios, suspensão, direção e transmissão",
      "Manutenção preventiva de frota de veículos leves e pesados, com planos de revisão por quilometragem",
      "Uso de scanner automotivo, instrumentos de medição e manuais técnicos dos fabricantes",
      "Controle de ordens de serviço, peças e custos de manutenção da frota",
      "Chefia de oficina mecânica, com planejamento dos serviços e controle da disponibilidade dos veículos",
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
    duties: [
      "Reparo de motores, embreagens, freios e suspensão de caminhões, utilitários e veículos leves",
      "Revisões preventivas periódicas, com troca de óleo, filtros, correias e pneus",
      "Manutenção de motores a diesel de veículos pesados, com regulagem e substituição de componentes",
      "Organização de ferramentas e limpeza da oficina, com uso de EPIs e descarte correto de resíduos",
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
    duties: [
      "Manutenção de motores diesel de alta potência, transmissões e sistemas hidráulicos de veículos pesados",
      "Reparo de esteiras, rodas de apoio e suspensões de veículos sobre lagartas",
      "Diagnóstico de sistemas elétricos e eletrônicos embarcados com instrumentos de teste",
      "Movimentação de conjuntos pesados com guindastes e talhas, conforme normas de segurança",
      "Supervisão da equipe de oficina e do plano de manutenção de frota de veículos pesados",
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
    duties: [
      "Operação e manutenção de geradores, motobombas, compressores e motores estacionários",
      "Reparo de equipamentos de apoio e de engenharia, com regulagens e substituição de peças",
      "Revisões preventivas de veículos da frota em apoio à oficina mecânica",
      "Controle de horas de funcionamento, abastecimento e revisões de cada equipamento",
      "Supervisão da oficina de equipamentos, com planejamento da manutenção e controle de peças",
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
    duties: [
      "Diagnóstico e reparo de motores de partida, alternadores, baterias e chicotes elétricos de veículos",
      "Manutenção de iluminação, painéis de instrumentos e sinalização de veículos leves e pesados",
      "Testes com multímetro e equipamentos de diagnóstico, com leitura de esquemas elétricos",
      "Instalação de rádios, acessórios e equipamentos elétricos embarcados",
      "Coordenação do setor de elétrica da oficina, com controle de peças e ordens de serviço",
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
    duties: [
      "Desmontagem, inspeção, ajuste e montagem de mecanismos de precisão em bancada",
      "Substituição e ajuste de peças com instrumentos de medição, como paquímetro e micrômetro",
      "Manutenção de aparelhos de pontaria e de sistemas mecânicos de alta precisão",
      "Controle de ordens de serviço, peças de reposição e histórico de manutenção de cada equipamento",
      "Aplicação de normas de segurança no manuseio, transporte e guarda de material controlado",
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
    duties: [
      "Limpeza, lubrificação, inspeção e troca de peças de armas em bancada",
      "Controle de entrada e saída de armas e equipamentos, com termos de responsabilidade e inventário",
      "Guarda de material controlado em depósito de acesso restrito, com normas rígidas de segurança",
      "Conferência periódica do estoque e comunicação de avarias ao setor de manutenção",
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
    duties: [
      "Montagem, limpeza e ajuste de binóculos, lunetas e equipamentos de visão noturna",
      "Alinhamento e calibração de instrumentos ópticos e de medição angular",
      "Substituição de lentes, prismas e vedações em ambiente protegido contra poeira e umidade",
      "Testes de funcionamento e registro da manutenção de cada instrumento",
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
    duties: [
      "Recebimento, armazenagem e distribuição de munições e explosivos em depósito de material controlado",
      "Controle de lotes, validade e inventário, com registro rigoroso de entradas e saídas",
      "Inspeção das condições de armazenagem: temperatura, umidade, ventilação e prevenção de incêndio",
      "Aplicação de normas de segurança no manuseio, empilhamento e transporte de produtos perigosos",
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
    duties: [
      "Cálculo, preparo e detonação de cargas explosivas em demolições e desobstruções",
      "Isolamento e sinalização da área e aplicação de planos de segurança antes e depois da detonação",
      "Manuseio, transporte e armazenagem de explosivos e acessórios conforme normas de segurança",
      "Controle do consumo de explosivos e vistoria da área após cada detonação",
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
    duties: [
      "Abertura de caminhos, escavação de valas e escoramento com ferramentas manuais e motorizadas",
      "Montagem de obstáculos, cercas e estruturas de madeira e metal",
      "Apoio à montagem de pontes leves e passagens provisórias",
      "Detecção de artefatos e limpeza de áreas com procedimentos rígidos de segurança",
      "Apoio ao uso de explosivos em demolições, sob supervisão e com normas de segurança",
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
    duties: [
      "Montagem e desmontagem de pontes flutuantes e pontes metálicas modulares sobre rios",
      "Condução de botes e embarcações de apoio em travessias fluviais",
      "Operação de guindastes e equipamentos de lançamento de estruturas",
      "Travessia de pessoas e veículos em balsas, com controle de carga e segurança da navegação",
      "Manutenção de motores de popa, flutuadores e componentes das pontes",
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
    duties: [
      "Operação de escavadeiras, retroescavadeiras, pás carregadeiras, tratores de esteira e motoniveladoras",
      "Terraplenagem, abertura e conservação de estradas, com corte, aterro, nivelamento e compactação",
      "Carregamento de caminhões e movimentação de materiais em canteiros de obras",
      "Inspeção diária e manutenção de primeiro nível das máquinas, com registro de horas trabalhadas",
      "Coordenação de frentes de terraplenagem, com distribuição de máquinas e controle de produção",
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
    duties: [
      "Manutenção de tratores, escavadeiras, motoniveladoras e rolos compactadores",
      "Reparo de motores diesel, sistemas hidráulicos, transmissões e material rodante",
      "Manutenção preventiva por horas de uso, com lubrificação e troca de filtros e fluidos",
      "Diagnóstico de falhas e controle de peças de reposição e ordens de serviço",
      "Supervisão de oficina de máquinas pesadas e do planejamento da manutenção",
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
    duties: [
      "Levantamento de paredes, assentamento de blocos e tijolos, reboco e contrapiso",
      "Preparo de argamassa e concreto na dosagem adequada a cada serviço",
      "Reformas e reparos em prédios, calçadas e muros, com leitura de projetos simples",
      "Assentamento de pisos e revestimentos cerâmicos, com nivelamento e acabamento",
      "Coordenação de turmas de obra, com controle de materiais e uso de EPIs",
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
    duties: [
      "Confecção e montagem de fôrmas de madeira para concreto, escoramentos e andaimes",
      "Montagem e reparo de telhados, estruturas de madeira, portas e janelas",
      "Medição e corte com serra circular e ferramentas manuais, com uso de EPIs",
      "Construção de estruturas provisórias, como galpões, palanques e passarelas",
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
    duties: [
      "Instalação e manutenção de circuitos, quadros de distribuição, tomadas e iluminação em prédios",
      "Diagnóstico de falhas elétricas com multímetro e alicate amperímetro",
      "Execução dos serviços conforme a NR-10, com bloqueio de circuitos e uso de EPIs",
      "Manutenção preventiva das instalações elétricas e da iluminação externa de áreas amplas",
      "Coordenação da equipe de eletricistas, com controle de materiais e ordens de serviço",
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
    duties: [
      "Instalação e reparo de tubulações de água fria, água quente e esgoto",
      "Conserto de vazamentos, registros, descargas, torneiras e caixas d'água",
      "Desentupimento de redes de esgoto e limpeza de caixas de gordura e de inspeção",
      "Manutenção de bombas e reservatórios de abastecimento de edificações",
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
    duties: [
      "Operação de estações e equipamentos de tratamento de água: captação, filtração e desinfecção",
      "Controle de cloro residual, pH e turbidez com kits de análise e registro em planilhas",
      "Distribuição de água potável por reservatórios e caminhões-pipa, com controle de volumes",
      "Manutenção de bombas, filtros e reservatórios e limpeza periódica do sistema",
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
    duties: [
      "Pequenos reparos de alvenaria, hidráulica, elétrica e pintura em prédios e alojamentos",
      "Atendimento de ordens de serviço de manutenção, com priorização das urgências",
      "Conservação de áreas externas, telhados, portas, fechaduras e mobiliário",
      "Controle de materiais e ferramentas de manutenção e pedidos de compra",
      "Coordenação de equipes de manutenção e acompanhamento de reformas",
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
    duties: [
      "Levantamentos planialtimétricos com estação total, nível e receptores de navegação por satélite (GNSS)",
      "Cálculo de coordenadas, áreas e volumes e processamento dos dados em software de topografia",
      "Elaboração de plantas, perfis e curvas de nível em CAD",
      "Locação de obras e marcação de pontos em campo a partir de projetos",
      "Leitura, conferência e atualização de cartas topográficas",
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
    duties: [
      "Produção e atualização de mapas e bases cartográficas em sistemas de informação geográfica (SIG)",
      "Processamento de imagens de satélite e fotografias aéreas para extrair informações do terreno",
      "Georreferenciamento de dados e organização de bancos de dados geográficos",
      "Edição, revisão e impressão de cartas topográficas conforme normas técnicas",
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
    duties: [
      "Pilotagem de drones em missões de vigilância, reconhecimento e mapeamento aéreo",
      "Planejamento de voo: rota, altitude, condições meteorológicas e restrições do espaço aéreo",
      "Captação e análise de imagens e vídeos aéreos, com produção de relatórios",
      "Inspeção antes do voo, manutenção básica e controle de baterias e equipamentos",
      "Operação de acordo com as regras da ANAC e do controle do espaço aéreo",
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
    duties: [
      "Recebimento, armazenagem e distribuição de uniformes, alimentos, material de expediente e equipamentos",
      "Instrução de processos de compras públicas, pagamentos e prestação de contas",
      "Controle patrimonial e de estoques, com inventários periódicos em sistemas informatizados",
      "Gestão da alimentação de grande número de pessoas, com controle de gêneros e cardápios",
      "Supervisão de setores administrativos e de suprimento, com planejamento de necessidades e orçamento",
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
    duties: [
      "Recebimento e conferência de materiais com notas fiscais, pedidos e especificações",
      "Armazenagem, endereçamento e conservação de materiais conforme tipo e validade",
      "Controle de estoque com registro de entradas e saídas em sistema informatizado",
      "Entrega de materiais mediante requisição e termo de responsabilidade",
      "Inventários periódicos e supervisão da equipe do almoxarifado",
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
    duties: [
      "Controle de material, uniformes e equipamentos sob responsabilidade do setor, com inventários periódicos",
      "Elaboração de pedidos de material e de listas de distribuição ao pessoal",
      "Levantamento diário do número de refeições do setor e envio à cozinha",
      "Guarda e conservação de material em depósito, com registro de empréstimos e devoluções",
      "Prestação de contas do material à chefia, com relatórios e conferências",
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
    duties: [
      "Armazenagem e controle de estoques de grande volume: alimentos, combustíveis, uniformes e materiais diversos",
      "Conferência de cargas recebidas e expedidas, com documentação e registro em sistema",
      "Planejamento da distribuição a diversas unidades, com roteiros e prazos de entrega",
      "Carga e descarga de veículos com empilhadeiras e paleteiras",
      "Chefia de depósito, com gestão da equipe, dos níveis de estoque e da reposição",
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
    duties: [
      "Abastecimento de veículos, geradores e máquinas, com registro do volume por veículo",
      "Controle de estoque de combustíveis e lubrificantes, com medição de tanques e conciliação diária",
      "Recebimento de combustível de caminhões-tanque, com conferência de volume e qualidade",
      "Cumprimento das normas de segurança e prevenção de incêndio no manuseio de inflamáveis",
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
    duties: [
      "Planejamento de cardápios e compra de gêneros para refeições em grande escala, com controle de custos",
      "Recebimento, conferência e armazenagem de alimentos em despensa e câmaras frias",
      "Controle de estoque de gêneros, com registro de entradas e saídas e prestação de contas",
      "Supervisão da equipe de cozinha industrial e das boas práticas de higiene",
      "Gestão do refeitório: número de refeições, custos, equipe e fornecedores",
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
    duties: [
      "Preparo de refeições em cozinha industrial para grande número de pessoas, seguindo cardápio e horários",
      "Pré-preparo de carnes, legumes e cereais e operação de caldeirões, fornos e fritadeiras industriais",
      "Aplicação das boas práticas de manipulação de alimentos conforme normas da ANVISA",
      "Preparo de refeições em cozinhas móveis durante atividades externas",
      "Limpeza e organização da cozinha, dos utensílios e dos equipamentos ao fim de cada turno",
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
    duties: [
      "Produção diária de pães em escala, com pesagem de ingredientes, preparo de massas e fermentação",
      "Operação de masseiras, cilindros, modeladoras e fornos industriais",
      "Produção de pães em padaria móvel durante atividades externas",
      "Aplicação de boas práticas de higiene e controle de validade dos insumos",
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
    duties: [
      "Desossa, corte e porcionamento de carnes bovinas, suínas e de aves para cozinha industrial",
      "Recebimento e inspeção de carnes, com controle de temperatura e validade",
      "Armazenagem em câmaras frias e controle do estoque de carnes",
      "Higienização de facas, serras e equipamentos, com uso de EPIs",
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
    duties: [
      "Serviço de mesa em restaurante institucional e em eventos e cerimônias",
      "Montagem de mesas, bufê e salão para refeições e eventos",
      "Atendimento a autoridades e convidados em eventos formais, com etiqueta de serviço",
      "Limpeza e organização da copa, das louças e dos talheres",
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
    duties: [
      "Pagamento a fornecedores, com conferência de notas fiscais e retenção de tributos",
      "Registro de empenhos, liquidações e pagamentos no sistema federal de administração financeira",
      "Conciliação bancária e controle de saldos e do fluxo financeiro",
      "Organização de processos de pagamento e documentos para auditorias e prestação de contas",
      "Supervisão da equipe de tesouraria, com cumprimento de prazos e normas de execução financeira",
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
    duties: [
      "Escrituração e conferência de lançamentos contábeis e análise de balancetes",
      "Conformidade contábil e dos registros de gestão em órgão público federal",
      "Conciliação de contas e controle patrimonial, com depreciação e inventário de bens",
      "Preparo de relatórios e demonstrativos para auditorias e órgãos de controle",
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
    duties: [
      "Pesquisa de preços, elaboração de termos de referência e montagem de processos de compra",
      "Condução de pregões eletrônicos e dispensas de licitação conforme a legislação de compras públicas",
      "Elaboração e controle de contratos, aditivos e atas de registro de preços",
      "Fiscalização da execução de contratos e do recebimento de bens e serviços",
      "Chefia do setor de aquisições, com plano anual de compras e atendimento a auditorias",
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
    duties: [
      "Lançamento de salários, adicionais, descontos e benefícios em folha de pagamento informatizada",
      "Conferência de documentos e cálculo de direitos financeiros do pessoal",
      "Atendimento aos funcionários sobre pagamento, com esclarecimento de dúvidas e correção de valores",
      "Controle de consignações, pensões alimentícias e descontos legais",
      "Supervisão da seção de pagamento e do cumprimento do calendário da folha",
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
    duties: [
      "Redação de ofícios, memorandos e relatórios conforme padrões de redação oficial",
      "Controle e tramitação de processos e documentos em sistemas eletrônicos",
      "Atendimento ao público interno e externo, presencial e por telefone",
      "Organização de arquivos, planilhas e agenda do setor",
      "Supervisão das rotinas administrativas e da equipe do setor",
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
    duties: [
      "Redação e digitação de documentos, notas e publicações internas",
      "Lançamento e atualização de dados em sistemas informatizados e planilhas",
      "Conferência de documentos e controle de prazos e numeração",
      "Organização e arquivamento dos documentos do setor",
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
    duties: [
      "Gestão da agenda, dos compromissos e da correspondência da direção",
      "Recepção de visitantes e autoridades, com organização de reuniões e cerimônias",
      "Redação, revisão e tramitação de documentos oficiais",
      "Controle de prazos, arquivo e sigilo dos documentos da direção",
      "Supervisão da equipe de secretaria e das rotinas de expediente",
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
    duties: [
      "Registro, numeração e tramitação de documentos e processos em sistema de protocolo",
      "Classificação, arquivamento e guarda de documentos conforme tabela de temporalidade",
      "Recebimento, triagem e expedição de correspondências e malotes",
      "Digitalização de documentos e atendimento a pedidos de consulta ao arquivo",
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
    duties: [
      "Controle de cadastro, férias, afastamentos e movimentações de pessoal",
      "Elaboração de documentos funcionais, declarações e publicações de pessoal",
      "Apoio a processos de seleção, admissão e desligamento",
      "Atualização de dados em sistemas de gestão de pessoas e controle do quadro de pessoal",
      "Chefia do departamento de pessoal, com planejamento do quadro e atendimento às demandas de RH",
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
    duties: [
      "Elaboração de escalas de serviço e controle de presença do pessoal do setor",
      "Registro de alterações, férias, dispensas e documentos individuais",
      "Preparo de documentos e relatórios de pessoal para a chefia",
      "Atendimento ao pessoal sobre rotinas administrativas e encaminhamento de solicitações",
      "Coordenação da administração de pessoal do setor, com controle de prazos",
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
    duties: [
      "Coleta, análise e integração de informações de fontes abertas e de documentos",
      "Produção de relatórios analíticos para apoio à tomada de decisão",
      "Proteção de informações sensíveis, com controle de acesso a documentos sigilosos",
      "Avaliação de riscos e vulnerabilidades em instalações e eventos",
      "Chefia de equipes de análise, com definição de prioridades e revisão dos relatórios",
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
    duties: [
      "Condução de caminhões, ônibus e veículos leves em rodovias, áreas urbanas e estradas de terra, com CNH categoria D ou E",
      "Inspeção diária do veículo e registro de quilometragem, combustível e ocorrências",
      "Transporte de pessoas e cargas com controle de documentação e horários de entrega",
      "Deslocamento em comboio, com direção defensiva e respeito a distâncias e velocidades",
      "Manutenção preventiva de primeiro nível: fluidos, pneus, iluminação e itens de segurança",
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
    duties: [
      "Condução de carros e vans no transporte de diretores, autoridades e visitantes",
      "Planejamento de rotas e cumprimento dos horários da agenda",
      "Discrição, pontualidade e postura profissional no atendimento a autoridades",
      "Conservação, limpeza e inspeção diária do veículo, com registro de quilometragem e abastecimentos",
      "Direção defensiva com atenção à segurança dos passageiros",
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
    duties: [
      "Condução de veículos pesados sobre rodas e sobre lagartas em terrenos variados",
      "Inspeção diária e manutenção de primeiro nível: fluidos, filtros, esteiras e sistemas elétricos",
      "Direção em comboio, com comunicação por rádio e sinalização entre veículos",
      "Registro de horas de uso, consumo de combustível e falhas para a equipe de manutenção",
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
    duties: [
      "Condução de ambulâncias em atendimentos de emergência e remoções, com direção defensiva",
      "Apoio à equipe de saúde no embarque, imobilização e transporte de pacientes",
      "Conferência diária dos equipamentos, do oxigênio e dos materiais da ambulância",
      "Limpeza e desinfecção do veículo após cada atendimento",
      "Comunicação por rádio ou telefone com a unidade de saúde de destino",
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
    duties: [
      "Condução de motocicletas em áreas urbanas e rodovias, com CNH categoria A",
      "Escolta de comboios e autoridades como batedor, com sinalização e abertura do trânsito",
      "Entrega de documentos e correspondências entre unidades, com controle de horários",
      "Inspeção e manutenção básica da motocicleta e uso de equipamentos de proteção",
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
    duties: [
      "Operação de empilhadeiras e paleteiras na movimentação e no empilhamento de cargas paletizadas",
      "Carga e descarga de caminhões e contêineres",
      "Inspeção do equipamento antes do uso: freios, garfos, bateria ou cilindro de GLP",
      "Armazenagem em porta-paletes conforme endereçamento e limites de carga",
      "Cumprimento das normas de segurança na movimentação de cargas, conforme a NR-11",
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
    duties: [
      "Escala de veículos e motoristas conforme as demandas de transporte de pessoas e cargas",
      "Controle da frota: revisões, documentação, consumo de combustível e quilometragem",
      "Planejamento de rotas e de viagens de longa distância, com autorizações e apoio de estrada",
      "Supervisão de motoristas e da garagem, com cumprimento das normas de trânsito e de segurança",
      "Gestão da disponibilidade e dos custos da frota, com relatórios à direção",
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
    duties: [
      "Conferência de volumes, notas e documentos de cargas recebidas e expedidas",
      "Planejamento de remessas por via rodoviária, ferroviária, aérea ou fluvial, conforme prazo e custo",
      "Embalagem, identificação e amarração de cargas, inclusive de produtos perigosos",
      "Acompanhamento das remessas e contato com transportadores e destinatários",
      "Chefia da expedição, com distribuição de tarefas e cumprimento de prazos",
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
    duties: [
      "Planejamento de transporte, armazenagem e distribuição de suprimentos para diversas localidades",
      "Controle de estoques e pontos de reposição com apoio de sistemas informatizados",
      "Cálculo de necessidades de alimentos, combustíveis e materiais para operações de campo",
      "Coordenação dos fluxos entre depósitos, transportadores e unidades atendidas",
      "Gestão de equipes e recursos logísticos em operações de grande porte",
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
    duties: [
      "Troca de óleo, filtros e fluidos de veículos leves e pesados conforme plano de manutenção",
      "Lubrificação de chassis, articulações e componentes com engraxadeiras pneumáticas",
      "Lavagem de veículos e limpeza de motores e chassis",
      "Montagem, desmontagem, calibragem e reparo de pneus",
      "Registro dos serviços realizados e descarte correto de óleo usado e resíduos",
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
    duties: [
      "Desamassamento e recuperação de carrocerias, cabines e para-lamas",
      "Corte, solda e substituição de chapas e peças danificadas",
      "Preparação de superfícies com massa, lixamento e fundo para pintura",
      "Pintura de veículos e estruturas metálicas com pistola, em cabine e com uso de EPIs",
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
    duties: [
      "Cuidados de enfermagem: medicação, curativos, sinais vitais e acompanhamento de pacientes",
      "Atendimento pré-hospitalar de emergência, com estabilização e remoção de vítimas",
      "Apoio a consultas, exames periódicos e campanhas de vacinação",
      "Controle de medicamentos e materiais médicos, com registro de consumo e validade",
      "Supervisão de auxiliares de saúde e da rotina do ambulatório",
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
    duties: [
      "Assistência de enfermagem a pacientes internados e de ambulatório em hospital ou posto de saúde",
      "Administração de medicamentos, curativos, coleta de material e verificação de sinais vitais",
      "Registro de procedimentos em prontuário e passagem de plantão",
      "Preparo de materiais e apoio em procedimentos e pequenas cirurgias",
      "Aplicação de normas de biossegurança e de controle de infecção",
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
    duties: [
      "Apoio ao atendimento em enfermaria: triagem, sinais vitais e organização dos pacientes",
      "Transporte de feridos em maca e apoio em remoções de emergência",
      "Primeiros socorros e cobertura de saúde em atividades de risco e treinamentos",
      "Limpeza e organização da enfermaria e reposição de materiais",
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
    duties: [
      "Atendimento pré-hospitalar (APH) a vítimas de trauma e de emergências clínicas",
      "Controle de hemorragias, imobilização e transporte seguro de vítimas",
      "Reanimação com RCP e uso de desfibrilador automático (DEA)",
      "Avaliação inicial e priorização de vítimas em ocorrências com múltiplos feridos",
      "Conferência e reposição dos materiais de primeiros socorros",
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
    duties: [
      "Coleta de sangue e de outras amostras biológicas, com identificação e acondicionamento corretos",
      "Realização de exames de hematologia, bioquímica, urinálise e parasitologia",
      "Operação, calibração e limpeza de analisadores e equipamentos de laboratório",
      "Registro de resultados e aplicação de normas de biossegurança e descarte de resíduos",
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
    duties: [
      "Realização de exames de raio X, com posicionamento do paciente e ajuste dos parâmetros do aparelho",
      "Aplicação das normas de proteção radiológica a pacientes e equipe",
      "Processamento e arquivamento de imagens radiológicas digitais e convencionais",
      "Controle e conservação dos equipamentos e registro dos exames realizados",
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
    duties: [
      "Dispensação de medicamentos mediante receita, com orientação ao paciente",
      "Controle de estoque, lotes e validade de medicamentos e materiais hospitalares",
      "Escrituração de medicamentos sujeitos a controle especial conforme normas da ANVISA",
      "Fracionamento e apoio à manipulação de medicamentos",
      "Recebimento e armazenagem de medicamentos com controle de temperatura",
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
    duties: [
      "Preparo do consultório odontológico e instrumentação do dentista",
      "Limpeza, desinfecção e esterilização de instrumentais em autoclave",
      "Agendamento de pacientes e organização de prontuários",
      "Controle de materiais odontológicos e orientação de higiene bucal aos pacientes",
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
    duties: [
      "Profilaxia, remoção de placa e aplicação de flúor sob supervisão do dentista",
      "Apoio ao dentista em procedimentos clínicos, com instrumentação",
      "Ações de prevenção e educação em saúde bucal para grupos",
      "Esterilização de instrumentais e controle da biossegurança do consultório",
      "Controle de materiais e registro dos atendimentos",
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
    duties: [
      "Contenção de animais e apoio ao veterinário em exames, curativos e procedimentos",
      "Aplicação de medicamentos e vacinas sob orientação do veterinário",
      "Alimentação, higiene e cuidados diários de cães e cavalos",
      "Limpeza e desinfecção de baias, canis e instrumentos",
      "Controle de medicamentos, rações e fichas de saúde dos animais",
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
    duties: [
      "Inspeção de ambientes e atividades para identificar riscos e propor medidas preventivas",
      "Controle da entrega e do uso de EPIs e fiscalização das normas regulamentadoras",
      "Treinamentos, palestras e diálogos de segurança, inclusive na integração de novos trabalhadores",
      "Investigação de acidentes e incidentes, com relatórios e planos de ação",
      "Acompanhamento de trabalhos em altura e com eletricidade, conforme a NR-35 e a NR-10",
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
    duties: [
      "Acompanhamento de cardápios, porcionamento e qualidade das refeições em cozinha industrial",
      "Fiscalização das boas práticas de manipulação e higiene de alimentos",
      "Controle de recebimento, armazenagem e validade de gêneros alimentícios",
      "Treinamento da equipe de cozinha em segurança alimentar",
      "Registro de temperaturas, amostras de refeições e não conformidades",
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
    duties: [
      "Controle de acesso de pessoas e veículos e rondas de segurança em instalações",
      "Escolta de autoridades, cargas e comboios, com planejamento de rotas",
      "Orientação e controle do trânsito em áreas internas e em eventos",
      "Registro de ocorrências e preservação de locais e evidências",
      "Supervisão de equipes de segurança e planejamento da proteção de eventos e instalações",
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
    duties: [
      "Proteção pessoal de autoridades em deslocamentos, eventos e viagens",
      "Planejamento de rotas, análise de riscos e reconhecimento prévio dos locais",
      "Escolta armada de cargas e comboios, com comunicação por rádio",
      "Direção defensiva e evasiva em escoltas motorizadas",
      "Chefia de equipes de escolta, com distribuição de posições e coordenação das ações",
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
    duties: [
      "Orientação e controle do fluxo de veículos e pedestres em vias e áreas internas",
      "Sinalização e balizamento de vias com cones, placas e gestos padronizados",
      "Organização de estacionamento e tráfego em eventos de grande público",
      "Fiscalização de documentos e das condições dos veículos, com registro de ocorrências",
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
    duties: [
      "Vigilância de portões, perímetros e instalações em turnos de 24 horas",
      "Controle de acesso de pessoas, veículos e materiais, com identificação e registro",
      "Rondas periódicas e comunicação imediata de ocorrências por rádio",
      "Passagem de serviço com registro em livro de ocorrências",
      "Comando de equipe de vigilância, com distribuição de postos e supervisão dos turnos",
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
    duties: [
      "Monitoramento de câmeras de CFTV e alarmes em central de segurança",
      "Acionamento de equipes de resposta e registro de ocorrências",
      "Gravação, busca e arquivamento de imagens para apuração de ocorrências",
      "Verificação do funcionamento de câmeras e equipamentos e abertura de chamados de manutenção",
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
    duties: [
      "Liderança direta de equipe operacional em atividades de campo e em turnos de serviço",
      "Planejamento e distribuição de tarefas, com controle de horários, material e resultados",
      "Treinamento da equipe em técnicas de trabalho, segurança e condicionamento físico",
      "Avaliação de desempenho e aconselhamento dos integrantes da equipe",
      "Tomada de decisão sob pressão e gestão de riscos em situações críticas",
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
    duties: [
      "Prevenção e combate a princípios de incêndio com extintores e hidrantes",
      "Inspeção de extintores, hidrantes, saídas e iluminação de emergência",
      "Condução de simulados de abandono de área e evacuação de prédios",
      "Primeiros socorros a vítimas até a chegada do socorro especializado",
      "Coordenação da brigada e de seus treinamentos periódicos",
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
    duties: [
      "Uso de equipamentos de proteção individual e respiratória contra agentes químicos e biológicos",
      "Detecção e monitoramento de contaminação com detectores químicos e de radiação",
      "Descontaminação de pessoas, veículos e áreas, com montagem de estações de descontaminação",
      "Resposta a incidentes com produtos perigosos, com isolamento e sinalização da área",
      "Prevenção de riscos químicos, biológicos e radiológicos na segurança de grandes eventos",
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
    duties: [
      "Atuação em missão de paz da ONU, em ambiente multinacional e multicultural",
      "Patrulhamento e segurança de instalações, comboios e pontos de distribuição de ajuda humanitária",
      "Proteção de civis e apoio a ações humanitárias junto à população local",
      "Comunicação em idioma estrangeiro com equipes de outros países e com a população",
      "Aplicação de regras de conduta e de direitos humanos no relacionamento com a população",
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
    duties: [
      "Inspeções programadas e manutenção de helicópteros conforme manuais do fabricante",
      "Reparo e substituição de componentes de motor, rotor, transmissão e estrutura",
      "Manutenção dos sistemas elétricos e eletrônicos embarcados (aviônica) das aeronaves",
      "Registro dos serviços e controle de horas de voo e vida útil de componentes",
      "Cumprimento das normas de segurança de voo e controle de ferramentas no hangar",
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
    duties: [
      "Acompanhamento de motores e sistemas do helicóptero durante o voo",
      "Inspeção antes e depois do voo, com registro de panes e serviços",
      "Operação de guincho e de carga externa e controle do embarque de passageiros e cargas",
      "Manutenção de helicópteros em solo junto à equipe de manutenção",
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
    duties: [
      "Abastecimento de aeronaves com controle da qualidade do combustível",
      "Apoio às operações de pista e hangar: reboque, sinalização e estacionamento de aeronaves",
      "Controle de peças, suprimentos e ferramentas de aviação",
      "Prevenção e combate a incêndio em áreas de pouso e abastecimento",
      "Despacho de voos e controle da documentação operacional",
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
    duties: [
      "Saltos de paraquedas com rigor nos procedimentos de segurança e checagem de equipamentos",
      "Inspeção e preparação dos equipamentos individuais antes de cada salto",
      "Trabalho em equipe sob pressão, com alto condicionamento físico e prontidão para emergências",
      "Deslocamentos rápidos com equipamentos pesados, com planejamento detalhado de cada etapa",
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
    duties: [
      "Inspeção, dobragem e montagem de paraquedas conforme manuais técnicos",
      "Reparo e costura de velames, arneses e cordames em máquinas industriais",
      "Controle da vida útil, do histórico e do estoque de paraquedas",
      "Preparação e amarração de cargas para lançamento aéreo",
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
    duties: [
      "Soldagem com eletrodo revestido, com proteção gasosa e oxiacetilênica em aço e outros metais",
      "Corte de chapas e perfis com maçarico, esmerilhadeira e serra",
      "Reparo de peças, carrocerias e estruturas metálicas",
      "Leitura de desenhos simples e uso dos EPIs de soldagem",
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
    duties: [
      "Fabricação e instalação de portões, grades, corrimãos e estruturas metálicas",
      "Corte, dobra, soldagem e acabamento de perfis e chapas",
      "Reparo de estruturas e equipamentos metálicos",
      "Medição, traçagem e leitura de desenhos técnicos",
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
    duties: [
      "Usinagem de peças em torno mecânico e fresadora conforme desenho técnico",
      "Fabricação de peças de reposição e recuperação de eixos, buchas e engrenagens",
      "Medição com paquímetro, micrômetro e relógio comparador",
      "Afiação de ferramentas e manutenção das máquinas da oficina",
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
    duties: [
      "Pintura de veículos e equipamentos a pistola, com preparação, lixamento e aplicação de fundo",
      "Pintura de paredes, fachadas e esquadrias em prédios",
      "Preparo e mistura de tintas e controle do acabamento",
      "Sinalização e identificação de veículos e instalações com pintura e letreiros",
      "Uso de EPIs e controle de materiais e resíduos de pintura",
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
    duties: [
      "Reforma de bancos e estofamentos de veículos",
      "Confecção e reparo de lonas, capotas, toldos e barracas",
      "Costura em máquinas industriais de lonas, couro e tecidos pesados",
      "Corte de tecidos e espumas conforme moldes e medidas",
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
    duties: [
      "Fabricação e reforma de móveis, armários e peças de madeira",
      "Operação segura de serra circular, desengrossadeira, tupia e lixadeira",
      "Montagem e instalação de móveis e divisórias",
      "Acabamento de peças com lixamento, verniz e pintura",
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
    duties: [
      "Ajuste e reparo de uniformes: bainhas, barras, zíperes e botões",
      "Confecção de peças sob medida, com tomada de medidas, moldes e corte",
      "Costura em máquinas reta, overloque e galoneira",
      "Aplicação de emblemas e acabamento de uniformes",
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
    duties: [
      "Corte de cabelo masculino com máquina e tesoura e acabamento com navalha",
      "Atendimento de grande volume de clientes com agilidade e padrão de qualidade",
      "Higienização e esterilização de ferramentas e do ambiente de trabalho",
      "Aparo e modelagem de barba com navalha e tesoura",
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
    duties: [
      "Instalação e manutenção de aparelhos de ar-condicionado de janela e split",
      "Manutenção de câmaras frias, freezers e refrigeradores comerciais",
      "Diagnóstico de vazamentos, carga de gás refrigerante e troca de compressores",
      "Limpeza de filtros e serpentinas conforme plano de manutenção",
      "Controle de temperatura das câmaras frigoríficas de alimentos",
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
    duties: [
      "Operação de grupos geradores a diesel para alimentar instalações e equipamentos",
      "Instalação de quadros e cabos de distribuição de energia",
      "Manutenção preventiva do motor: óleo, filtros, arrefecimento e baterias",
      "Controle de horas de funcionamento, combustível e cargas ligadas",
      "Cumprimento das normas de segurança em eletricidade, conforme a NR-10",
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
    duties: [
      "Diagnóstico e reparo de placas e circuitos eletrônicos analógicos e digitais",
      "Uso de osciloscópio, multímetro, fontes e geradores de sinais",
      "Soldagem e dessoldagem de componentes, inclusive de montagem em superfície",
      "Manutenção de equipamentos de comunicação, informática e segurança eletrônica",
      "Registro de ordens de serviço e controle de peças e componentes",
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
    duties: [
      "Projeto e dimensionamento de instalações elétricas prediais de baixa tensão",
      "Manutenção de quadros, subestações, motores e sistemas de iluminação",
      "Orçamento de materiais e acompanhamento de obras elétricas",
      "Aplicação da NR-10 e das normas técnicas da ABNT",
      "Coordenação de equipes de manutenção elétrica",
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
    duties: [
      "Elaboração de orçamentos, levantamentos de quantitativos e cronogramas de obras",
      "Acompanhamento e fiscalização de obras e reformas",
      "Desenho de plantas e projetos em CAD",
      "Controle de materiais, medição de serviços e relatórios de obra",
      "Coordenação de equipes em canteiro de obras",
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
    duties: [
      "Planejamento e execução de manutenção preventiva e corretiva de máquinas e equipamentos",
      "Diagnóstico de falhas mecânicas, hidráulicas e pneumáticas",
      "Leitura e elaboração de desenhos técnicos mecânicos",
      "Controle de ordens de serviço, peças e indicadores de manutenção",
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
    duties: [
      "Elaboração de desenhos técnicos, plantas e detalhamentos em CAD",
      "Desenho de plantas de edificações e instalações a partir de levantamentos",
      "Produção de croquis, ilustrações e materiais gráficos",
      "Atualização e arquivo de projetos e plantas",
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
    duties: [
      "Redação de notícias, notas e releases para imprensa, site e redes sociais",
      "Atendimento à imprensa e organização de entrevistas e coberturas",
      "Produção de conteúdo para redes sociais, com fotos, vídeos e textos",
      "Organização de eventos, cerimônias e visitas institucionais",
      "Gestão da comunicação institucional e de situações de crise de imagem",
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
    duties: [
      "Cobertura fotográfica de eventos, cerimônias e atividades externas",
      "Filmagem de eventos e produção de vídeos institucionais",
      "Edição e tratamento de fotos e vídeos em software de edição",
      "Organização e arquivo do acervo de imagens",
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
    duties: [
      "Tradução de documentos técnicos e oficiais",
      "Interpretação consecutiva em reuniões, visitas e eventos internacionais",
      "Apoio linguístico a delegações estrangeiras e em missões no exterior",
      "Revisão de textos e elaboração de glossários técnicos",
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
    duties: [
      "Execução de repertório variado em banda de música, em cerimônias, concertos e eventos públicos",
      "Ensaios diários, leitura de partituras e preparação de repertório",
      "Manutenção e conservação dos instrumentos e do acervo de partituras",
      "Regência, arranjo ou ensino de música para os integrantes da banda",
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
    duties: [
      "Execução de toques de corneta e clarim em cerimônias e na rotina diária",
      "Participação em fanfarra e banda marcial em desfiles e eventos",
      "Ensino de toques a novos integrantes e condução de ensaios de fanfarra",
      "Conservação e limpeza dos instrumentos de sopro e percussão",
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
    duties: [
      "Condução de treinamento físico em grupo, com aquecimento, corrida, exercícios funcionais e alongamento",
      "Aplicação e registro de testes de aptidão física",
      "Organização de competições esportivas e atividades recreativas",
      "Orientação sobre prevenção de lesões e execução correta dos exercícios",
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
    duties: [
      "Planejamento e condução de aulas teóricas e práticas para turmas de alunos",
      "Avaliação de desempenho e acompanhamento individual dos alunos",
      "Preparação de material didático e de apresentações",
      "Instrução de tiro com ênfase em segurança no manuseio de armas",
      "Treinamentos de curta duração em segurança, primeiros socorros e técnicas operacionais",
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
    duties: [
      "Adestramento de cães para guarda, patrulha e faro de drogas ou explosivos",
      "Condução de cães em rondas de vigilância e em buscas",
      "Cuidados diários de alimentação, higiene e saúde dos cães",
      "Manutenção do canil e controle de vacinas e registros dos animais",
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
    duties: [
      "Alimentação, escovação e higiene diária de cavalos",
      "Limpeza de baias e controle de ração e feno",
      "Apoio ao veterinário e ao ferrador nos cuidados com os animais",
      "Preparo e encilhamento de cavalos para montaria",
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
    duties: [
      "Casqueamento e aplicação de ferraduras em cavalos",
      "Avaliação dos cascos e correção de aprumos junto ao veterinário",
      "Confecção e ajuste de ferraduras na forja",
      "Manutenção das ferramentas e registro dos atendimentos por animal",
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
    duties: [
      "Ensino de montaria para iniciantes e praticantes de hipismo",
      "Doma e preparação de cavalos para montaria e provas hípicas",
      "Organização de aulas, treinos e competições hípicas",
      "Cuidado com a segurança de cavaleiros e animais em aulas e treinos",
    ],
  },
];
