// Labelled job titles, as companies write them on the job form, and the CBO 2002 famílias an expert
// accepts as the job's família (several where the title alone cannot tell them apart). Written from
// the CBO's own titles and sinônimos and from common Brazilian job postings, independently of the
// inference, for the jobs most offered to people leaving the forces.

export interface JobTitleCase {
  title: string;
  accept: readonly string[];
}

export const JOB_TITLE_CASES: readonly JobTitleCase[] = [
  // Transport and logistics.
  { title: "Motorista de Caminhão", accept: ["7825"] },
  { title: "Motorista de carreta", accept: ["7825"] },
  { title: "Motorista de caminhão truck - CNH E", accept: ["7825"] },
  { title: "Motorista de ônibus rodoviário", accept: ["7824"] },
  { title: "Motorista de ambulância", accept: ["7823"] },
  { title: "Motorista de van", accept: ["7823"] },
  { title: "Motorista entregador", accept: ["7823", "7825"] },
  { title: "Operador de empilhadeira", accept: ["7822"] },
  { title: "Almoxarife", accept: ["4141"] },
  { title: "Auxiliar de almoxarifado", accept: ["4141"] },
  { title: "Estoquista", accept: ["4141"] },
  { title: "Armazenista", accept: ["4141"] },
  { title: "Assistente de logística", accept: ["3421", "4141", "4110"] },
  { title: "Analista de logística", accept: ["3421", "3911"] },
  { title: "Coordenador de Logística", accept: ["1416", "3421", "4101"] },
  { title: "Gerente de logística", accept: ["1416"] },
  { title: "Conferente de carga e descarga", accept: ["4142"] },
  { title: "Conferente", accept: ["4142"] },
  { title: "Supervisor de transportes", accept: ["5101", "3423"] },
  { title: "Gestor de frota", accept: ["1416", "3423"] },
  { title: "Comprador", accept: ["3542"] },
  // Security.
  { title: "Vigilante", accept: ["5173"] },
  { title: "Vigilante patrimonial", accept: ["5173"] },
  { title: "Vigilante de escolta armada", accept: ["5173"] },
  { title: "Segurança pessoal privado", accept: ["5173"] },
  { title: "Supervisor de vigilantes", accept: ["5103"] },
  { title: "Supervisor de segurança patrimonial", accept: ["5103", "2526"] },
  { title: "Gerente de segurança empresarial", accept: ["2526", "1421"] },
  { title: "Porteiro", accept: ["5174"] },
  { title: "Vigia noturno", accept: ["5174"] },
  { title: "Bombeiro civil", accept: ["5171"] },
  { title: "Brigadista de incêndio", accept: ["5171"] },
  { title: "Técnico de segurança do trabalho", accept: ["3516"] },
  { title: "Detetive particular", accept: ["3518"] },
  // Maintenance and trades.
  { title: "Mecânico de veículos pesados", accept: ["9144", "3143"] },
  { title: "Mecânico de manutenção automotiva", accept: ["9144"] },
  { title: "Mecânico de veículos a diesel", accept: ["9144"] },
  { title: "Técnico em mecânica veicular", accept: ["3143", "9144"] },
  { title: "Eletricista de manutenção", accept: ["9511", "7156"] },
  { title: "Eletricista predial", accept: ["7156"] },
  { title: "Técnico em eletrônica", accept: ["3132"] },
  { title: "Técnico em telecomunicações", accept: ["3133"] },
  { title: "Soldador", accept: ["7243"] },
  { title: "Operador de escavadeira", accept: ["7151"] },
  { title: "Operador de retroescavadeira", accept: ["7151"] },
  { title: "Supervisor de manutenção mecânica", accept: ["9101", "9113"] },
  { title: "Técnico mecânico de aeronaves", accept: ["3143", "9143"] },
  // Administration and people.
  { title: "Auxiliar administrativo", accept: ["4110"] },
  { title: "Assistente administrativo", accept: ["4110"] },
  { title: "Recepcionista", accept: ["4221"] },
  { title: "Analista de recursos humanos", accept: ["2524"] },
  { title: "Gerente de recursos humanos", accept: ["1422"] },
  { title: "Instrutor de treinamento industrial", accept: ["2332", "2331"] },
  { title: "Instrutor de autoescola", accept: ["3331"] },
  // Technology.
  { title: "Analista de suporte técnico", accept: ["2124", "3172"] },
  { title: "Técnico de suporte em informática", accept: ["3172", "3171"] },
  { title: "Analista de redes", accept: ["2124", "2123"] },
  { title: "Desenvolvedor de software", accept: ["2124", "3171"] },
  { title: "Programador", accept: ["3171", "2124"] },
  // Health, food, sea and air.
  { title: "Técnico de enfermagem", accept: ["3222"] },
  { title: "Auxiliar de enfermagem", accept: ["3222"] },
  { title: "Enfermeiro", accept: ["2235"] },
  { title: "Socorrista", accept: ["5151"] },
  { title: "Cozinheiro industrial", accept: ["5132"] },
  { title: "Preparador físico", accept: ["2241"] },
  { title: "Marinheiro de convés", accept: ["7827"] },
  { title: "Mergulhador profissional", accept: ["7817"] },
  { title: "Piloto de helicóptero", accept: ["2153"] },
  { title: "Topógrafo", accept: ["3123"] },
];
