// The pt-BR message catalogue: every text of spec points 4, 5 and 8 (used exactly as written there),
// plus the API's own messages. Web and API import from here so a text is written once.

export const validationMessages = {
  required: (field: string) => `O campo ${field} é obrigatório!`,
  invalidEmail: 'E-mail inválido!',
  acceptTerms: 'É necessário aceitar os Termos de Uso e a Política de Privacidade para continuar!',
  genericShortPassword: 'A senha deve conter no mínimo 5 caracteres!',
  invalidCpf: 'CPF inválido!',
  missingCpf: 'Digite o CPF!',
  requiredEmail: 'O email é obrigatório!',
  requiredPassword: 'A senha é obrigatória!',
  invalidMobile: 'O número de celular é inválido!',
  invalidBirthDate: 'Data de nascimento inválida!',
  passwordMin: 'A senha deve conter pelo menos 5 caracteres.',
  passwordMax: 'A senha não deve conter mais que 30 caracteres.',
  passwordUppercase: 'A senha deve conter pelo menos uma letra maiúscula.',
  passwordLowercase: 'A senha deve conter pelo menos uma letra minúscula.',
  passwordDigit: 'A senha deve conter pelo menos um número.',
  // Added for what spec point 5 leaves unworded: bounds, formats and choices outside the old notes.
  tooLong: (field: string, max: number) => `O campo ${field} deve ter no máximo ${max} caracteres!`,
  invalidCharacters: (field: string) => `O campo ${field} contém caracteres não permitidos!`,
  invalidName: 'O nome deve conter apenas letras e espaços!',
  invalidCep: 'CEP inválido!',
  invalidCardExpiry: 'Validade do cartão inválida!',
  invalidCode: 'Código inválido!',
  invalidUf: 'Estado inválido!',
  invalidOption: (field: string) => `Opção inválida para o campo ${field}!`,
  invalidPeriod: 'Escolha 3, 6 ou 12 meses.',
} as const;

export const recoveryMessages = {
  emailRequired: 'Preenha o campo de e-mail.',
  codeRequired: 'Por favor, preencha o código de confirmação.',
  passwordRequired: 'Preenha o campo de senha.',
  confirmationRequired: 'Preenha o campo de confirmação de senha.',
  passwordsMustMatch: 'As senhas devem ser iguais.',
} as const;

export const appMessages = {
  genericError: 'Ocorreu um erro, tente novamente!',
  levelsUnavailable:
    'Não foi possível carregar os níveis do programa agora. Verifique sua conexão e tente de novo.',
  sessionExpiredTitle: 'Sessão expirada',
  sessionExpiredText: 'Faça login novamente para renovar sua sessão.',
  loginToContinue: 'Faça login para continuar',
  cpfCannotChange: 'Não é possível alterar o CPF',
  addBirthday: 'Acrescente seu aniversário!',
  logoutQuestion: 'Você deseja sair?',
  accountQuestion: (content: 'desativar' | 'excluir') =>
    `Você tem certeza que quer ${content} sua conta?`,
  deactivateSubtext: 'Ao desativar sua conta nenhuma informação será perdida.',
  // Spec point 2 gives the meaning, not the words: LGPD, permanent removal, free to register again.
  deleteSubtext:
    'Conforme a Lei Geral de Proteção de Dados (LGPD), todos os seus dados serão removidos de forma permanente. Se quiser, você poderá se cadastrar novamente depois.',
  filterQuestion: 'Quantos meses deseja visualizar?',
  cookieBanner: 'Usamos apenas cookies estritamente necessários para o funcionamento deste site.',
  // The installed app opened without a connection.
  offline: 'Você está sem conexão',
  // A screen whose code could not be loaded, even after the app loaded again (a deploy, a lost
  // connection): said instead of an empty page or endless reloads.
  screenUnavailableTitle: 'Tela indisponível',
  screenUnavailableText:
    'Não foi possível abrir esta tela. Verifique sua conexão e tente novamente.',
} as const;

/** Messages the API puts in the response envelope. */
export const apiMessages = {
  malformedJson: 'O corpo da requisição não é um JSON válido.',
  invalidEnvelope: 'O corpo da requisição deve ser {"data": "<dados cifrados>"}.',
  undecryptable: 'Não foi possível decifrar os dados.',
  plaintextRefused:
    'Requisições sem criptografia não são aceitas. Envie o cabeçalho Encrypt: true.',
  bodyTooLarge: 'O corpo da requisição é grande demais.',
  unsupportedMediaType: 'Envie os dados como application/json.',
  routeNotFound: 'Recurso não encontrado.',
  invalidRequest: 'Requisição inválida.',
  internalError: 'Ocorreu um erro interno. Tente novamente mais tarde.',
  serviceUnavailable: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
  tooManyRequests: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
  // Refused before Fastify reads the request: a URL or headers past the size limit, a timeout.
  headersTooLarge: 'O endereço ou os cabeçalhos da requisição são grandes demais.',
  requestTimeout: 'A requisição demorou demais para chegar. Tente novamente.',
  unauthorized: 'Faça login novamente para renovar sua sessão.',
  keyNotFound: 'Chave não encontrada.',
  keyDelivered: 'Chave do dia entregue.',
  healthy: 'Serviço funcionando.',
  // The health check when the database does not answer: operators see which part is down.
  databaseDown: 'O banco de dados não está respondendo. Tente novamente em instantes.',
  webAppMissing: 'O app web não está disponível neste servidor: construa-o com npm run build.',
  painelAppMissing:
    'O painel de operadores não está disponível neste servidor: construa-o com npm run build.',
} as const;

/** What the account calls answer (spec points 4, 7 and 8; DESIGN decision 7). */
export const accountMessages = {
  registered: 'Cadastro realizado com sucesso!',
  loggedIn: 'Login realizado com sucesso!',
  reactivated: 'Sua conta estava desativada e foi reativada. Que bom ter você de volta!',
  invalidCredentials: 'E-mail ou senha incorretos.',
  currentUser: 'Dados do cliente.',
  profileUpdated: 'Dados atualizados com sucesso!',
  notificationsUpdated: 'Preferências de notificação atualizadas!',
  deactivated: 'Sua conta foi desativada. Para reativá-la, basta fazer login novamente.',
  deleted: 'Sua conta foi excluída permanentemente.',
  loggedOut: 'Você saiu da sua conta.',
  cpfTaken: 'Este CPF já está cadastrado.',
  emailTaken: 'Este e-mail já está cadastrado.',
  sessionMismatch: 'O token enviado não pertence à sua sessão.',
} as const;

/** Service notices (DESIGN decision 17): the app's "Avisos", their switches and push devices. */
export const noticeMessages = {
  list: 'Avisos do cliente.',
  read: 'Avisos marcados como lidos.',
  switches: 'Preferências de avisos.',
  switchesSaved: 'Preferências de avisos atualizadas!',
  deviceSaved: 'Notificações push ativadas neste aparelho.',
  deviceRemoved: 'Notificações push desativadas neste aparelho.',
} as const;

/** Loyalty: the customer's statement, levels and rating (DESIGN decisions 4 to 6). */
export const loyaltyMessages = {
  statement: 'Extrato de fidelidade.',
  entryDetail: 'Detalhes do lançamento.',
  entryNotFound: 'Lançamento não encontrado.',
  levels: 'Níveis do programa de fidelidade.',
  rules: 'Regras do programa de fidelidade.',
  ratingPage: 'Compra encontrada.',
  ratingSaved: 'Obrigado pela sua avaliação!',
  ratingNotFound: 'Link de avaliação inválido. Confira o endereço recebido.',
  alreadyRated: 'Esta compra já foi avaliada.',
  starsRequired: 'Escolha de 1 a 5 estrelas.',
  commentTooLong: 'O comentário deve ter no máximo 1000 caracteres.',
  commentCharacters: 'O comentário contém caracteres não permitidos.',
} as const;

/** The partner (point-of-sale) API's answers to the stores (DESIGN decision 5). */
export const partnerMessages = {
  unauthorized: 'Chave de API da loja ausente, inválida ou revogada.',
  tooManyCalls:
    'Limite de chamadas desta chave atingido. Aguarde o tempo de Retry-After e tente novamente.',
  purchaseRecorded: 'Compra registrada.',
  purchaseAlreadyRecorded:
    'Compra já registrada anteriormente; nenhum cashback adicional foi creditado.',
  purchaseConflict: 'Já existe uma compra com este idCompraLoja e dados diferentes.',
  customerNotFound: 'Nenhum cliente cadastrado com este CPF.',
  batchProcessed: 'Lote processado: confira o resultado de cada compra.',
  batchSize: 'O lote deve ter de 1 a 1000 compras.',
  purchaseNotFound: 'Compra não encontrada para esta loja.',
  purchaseCancelled: 'Compra cancelada e cashback estornado.',
  purchaseAlreadyCancelled: 'Compra já estava cancelada; nada foi alterado.',
  redemptionDone: 'Resgate realizado.',
  redemptionAlreadyDone: 'Resgate já realizado anteriormente; nada foi debitado de novo.',
  redemptionConflict: 'Já existe um resgate com este idResgateLoja e dados diferentes.',
  insufficientBalance: 'Saldo de cashback insuficiente para este resgate.',
  invalidAmount: 'O campo valor deve ser um número inteiro de centavos maior que zero.',
  invalidDateTime:
    'O campo dataHora deve ser uma data e hora ISO 8601 com fuso horário (ex.: 2026-11-23T14:30:00-03:00).',
  futureDateTime: 'O campo dataHora não pode estar no futuro.',
  tooOldDateTime: (earliest: string, maxAge: string) =>
    `O campo dataHora não pode ser anterior a ${earliest} nem de mais de ${maxAge} atrás.`,
  invalidStoreId: (field: string) =>
    `O campo ${field} é obrigatório e deve ter até 100 caracteres.`,
  storeIdCharacters: (field: string) => `O campo ${field} não pode conter caracteres de controle.`,
} as const;

/** The operator console's stores and programme rules (apps/painel; contracts/painel/). */
export const consoleStoreMessages = {
  stores: 'Lojas.',
  storeNames: 'Nomes das lojas.',
  storeCreated: 'Loja criada. Copie a chave agora: ela não será mostrada de novo.',
  keyRotated:
    'Chave nova gerada. Copie-a agora: ela não será mostrada de novo. A chave anterior funciona até o fim do prazo indicado.',
  storeRevoked: 'Loja revogada: as chaves dela não funcionam mais.',
  storeNotFound: 'Loja não encontrada.',
  storeNotFoundOrRevoked: 'Loja não encontrada ou já revogada.',
  storeNameTaken: (nome: string) => `Já existe uma loja chamada "${nome}".`,
  invalidStoreId: 'Identificador de loja inválido.',
  invalidNameSearch: (max: number) => `Busque por até ${max} caracteres do nome da loja.`,
  // The store filters' search box.
  noStoreFound: 'Nenhuma loja com esse nome.',
  searchingStores: 'Buscando lojas…',
  clearStore: 'Limpar a loja',
  openStores: 'Abrir a lista de lojas',
  closeStores: 'Fechar a lista de lojas',
  invalidPage: 'A página deve ser um número inteiro a partir de 1.',
  invalidPageSize: (max: number) => `Itens por página: um número inteiro de 1 a ${max}.`,
  rulesVersions: 'Versões das regras do programa.',
  rulesVersionCreated: 'Versão das regras criada.',
  rulesVersionTaken: (inicio: string) => `Já existe uma versão das regras que começa em ${inicio}.`,
  invalidStartMonth: 'O início deve ser um mês no formato AAAA-MM.',
  invalidRates: (max: number) => `Informe de 1 a ${max} percentuais, números inteiros.`,
  invalidThresholds: 'Informe os limites de nível como números inteiros.',
  invalidGraceDays: 'A carência deve ser um número inteiro de dias.',
  invalidValidity: 'A validade deve ser um número inteiro de meses.',
} as const;

/** The console's customer support: what every action on a customer shares. */
export const consoleCustomerMessages = {
  invalidCustomerId: 'Identificador de cliente inválido.',
  customerNotFound: 'Cliente não encontrado.',
  reasonRequired: 'Informe o motivo.',
  reasonTooShort: (min: number) => `Descreva o motivo com pelo menos ${min} caracteres.`,
  reasonTooLong: (max: number) => `O motivo deve ter no máximo ${max} caracteres.`,
} as const;

/** The console's customer search and a customer's page. */
export const consoleSearchMessages = {
  searchRequired: 'Digite o que buscar: CPF, celular, e-mail ou nome.',
  searchLength: (min: number, max: number) => `A busca deve ter de ${min} a ${max} caracteres.`,
  invalidEntryType: 'Tipo de lançamento inválido.',
  customers: 'Clientes.',
  customer: 'Cliente.',
  revealed: 'Dados completos do cliente. O acesso foi registrado na auditoria.',
  statement: 'Extrato do cliente.',
  ratings: 'Avaliações do cliente.',
  contactMessages: 'Mensagens do cliente.',
  sessions: 'Sessões ativas do cliente.',
  notices: 'Avisos enviados ao cliente.',
} as const;

/** The console's actions on a customer's account and the CPF claims. */
export const consoleActionMessages = {
  sessionsEnded: (count: number) =>
    count === 1
      ? '1 sessão do cliente foi encerrada.'
      : `${count} sessões do cliente foram encerradas.`,
  deactivated:
    'Conta desativada. O cliente não consegue entrar até ser reativado pelo atendimento.',
  reactivated: 'Conta reativada. O cliente já pode entrar de novo.',
  erased: 'Conta excluída e dados do cliente apagados (LGPD).',
  dataExported: 'Dados do cliente, como ele os recebe em "Baixar meus dados".',
  /** The customer's login, while support keeps the account deactivated. */
  deactivatedBySupport:
    'Sua conta está desativada pelo atendimento. Fale conosco para saber como reativá-la.',
  claims: 'Reivindicações de CPF.',
  claim: 'Reivindicação de CPF.',
  invalidClaimId: 'Identificador de reivindicação inválido.',
  invalidClaimState: 'Estado inválido: use aberta, resolvida ou rejeitada.',
  invalidDecision: 'Decisão inválida: use resolvida ou rejeitada.',
  claimNotFound: 'Reivindicação não encontrada.',
  claimRevealed: 'Contatos das duas partes, exibidos por inteiro.',
  claimAlreadyDecided: 'Esta reivindicação já foi decidida.',
  claimResolved: 'Reivindicação resolvida: o CPF passou para quem o reivindicou.',
  claimRejected: 'Reivindicação rejeitada: nada mudou nas contas.',
} as const;

/** The console's manual cashback adjustments and their approval. */
export const consoleAdjustmentMessages = {
  adjustments: 'Ajustes de cashback.',
  adjustmentApplied: 'Ajuste aplicado ao saldo do cliente.',
  adjustmentAwaiting:
    'Ajuste registrado. Ele passa a valer quando outro operador do financeiro ou da administração aprovar.',
  adjustmentApproved: 'Ajuste aprovado e aplicado ao saldo do cliente.',
  adjustmentRejected: 'Ajuste rejeitado; o saldo do cliente não mudou.',
  adjustmentNotFound: 'Ajuste não encontrado.',
  adjustmentNotWaiting:
    'Este ajuste já foi decidido; só um ajuste aguardando aprovação pode ser aprovado ou rejeitado.',
  ownAdjustment:
    'Quem registrou o ajuste não pode aprová-lo nem rejeitá-lo: peça a outro operador.',
  insufficientBalance: (disponivel: string) =>
    `O débito é maior que o saldo disponível do cliente (${disponivel}).`,
  invalidAdjustmentId: 'Identificador de ajuste inválido.',
  invalidType: 'Escolha o tipo do ajuste: crédito ou débito.',
  invalidState: 'Filtro inválido: escolha aguardando_aprovacao, aplicado ou rejeitado.',
  invalidAmount: (max: string) => `Informe o valor em centavos: um número inteiro de 1 a ${max}.`,
  publicReasonRequired: 'Informe o texto que o cliente verá no extrato.',
  publicReasonTooShort: (min: number) =>
    `O texto para o cliente deve ter pelo menos ${min} caracteres.`,
  publicReasonTooLong: (max: number) =>
    `O texto para o cliente deve ter no máximo ${max} caracteres.`,
  publicReasonCharacters:
    'O texto para o cliente não pode conter quebras de linha nem caracteres de controle.',
  // A store's purchases and ratings, as its own operator sees them.
  storePurchases: 'Compras da loja.',
  storeRatings: 'Avaliações da loja.',
  invalidStars: 'Filtro inválido: estrelas deve ser um número inteiro de 1 a 5.',
} as const;

/** The contact form's answers (spec points 3, 7 and 8). */
export const contactMessages = {
  sent: 'Mensagem enviada com sucesso! Em breve entraremos em contato.',
} as const;

/** 'Baixar meus dados' (LGPD art. 18, data portability): the API's answer and the app's toasts. */
export const privacyMessages = {
  dataExport: 'Seus dados cadastrados no Fidelidade.',
  downloadLabel: 'Baixar meus dados',
  downloading: 'Preparando seus dados…',
  downloaded: 'Pronto! Seus dados foram salvos no arquivo meus-dados-fidelidade.json.',
  downloadFailed: 'Não foi possível baixar seus dados. Tente novamente.',
} as const;

/** The legal documents' pages (DESIGN decision 12). */
export const documentMessages = {
  notFound: 'Documento não encontrado.',
  unavailable: 'Documento indisponível no momento. Tente novamente mais tarde.',
} as const;

/**
 * The life of any one-time code (DESIGN decision 3): recovery, address confirmation and CPF claims
 * answer the same texts for the same situations.
 */
export const codeMessages = {
  resendTooSoon: 'Aguarde um minuto para pedir um novo código.',
  resendLimit: 'Você pediu muitos códigos. Tente novamente mais tarde.',
  wrongCode: 'Código incorreto. Confira e tente novamente.',
  codeKilled: 'Código incorreto. Após 5 tentativas erradas, peça um novo código.',
  codeDead: 'Este código expirou ou já foi usado. Peça um novo código.',
} as const;

/** What the forgotten-password calls answer (spec points 2, 7 and 8; DESIGN decision 3). */
export const recoveryApiMessages = {
  ...codeMessages,
  started: 'Escolha como deseja receber o código de verificação.',
  emailNotFound: 'Não encontramos uma conta com este e-mail.',
  codeSentEmail: 'Enviamos o código de verificação para o seu e-mail.',
  codeSentSms: 'Enviamos o código de verificação por SMS.',
  noPhone: 'Não há celular cadastrado nesta conta. Receba o código por e-mail.',
  codeNotSent: 'Peça o código de verificação antes de confirmá-lo.',
  codeValidated: 'Código confirmado! Agora crie sua nova senha.',
  codeNotValidated: 'Confirme o código de verificação antes de criar a nova senha.',
  invalidToken: 'Sua solicitação de recuperação de senha expirou. Comece novamente.',
  passwordChanged: 'Senha alterada com sucesso! Faça login com a nova senha.',
} as const;

/**
 * Proven addresses (DESIGN decision 19): the confirmation of the account's e-mail and phone, and of a
 * new one before it replaces the old. `destino` is the address as the customer typed it.
 */
export const contactPointMessages = {
  codeSentEmail: 'Enviamos um código de confirmação para o seu e-mail.',
  codeSentSms: 'Enviamos um código de confirmação por SMS para o seu celular.',
  changeCodeSentEmail: (destino: string) =>
    `Enviamos um código para ${destino}. Digite-o para confirmar o novo e-mail.`,
  changeCodeSentSms: (destino: string) =>
    `Enviamos um código por SMS para ${destino}. Digite-o para confirmar o novo celular.`,
  emailAlreadyConfirmed: 'Seu e-mail já está confirmado.',
  phoneAlreadyConfirmed: 'Seu celular já está confirmado.',
  nothingToConfirm: 'Peça um código de confirmação antes de confirmá-lo.',
  emailConfirmed: 'E-mail confirmado com sucesso!',
  phoneConfirmed: 'Celular confirmado com sucesso!',
  emailChanged: 'E-mail alterado com sucesso!',
  phoneChanged: 'Celular alterado com sucesso!',
  oneChangeAtATime:
    'Altere o e-mail e o celular um de cada vez: cada um é confirmado por um código.',
  // The app's texts.
  bannerText: 'Seu e-mail ainda não foi confirmado.',
  confirmEmail: 'Confirmar e-mail',
  confirmPhone: 'Confirmar celular',
  notConfirmed: 'Não confirmado',
  codeLabel: 'Código de confirmação',
  confirmCode: 'Confirmar código',
  sendCode: 'Enviar código',
  resendCode: 'Enviar um novo código',
  bannerLabel: 'Confirmação de e-mail',
  confirmEmailLead: (email: string) =>
    `Confirme que ${email} é seu: digite o código que enviamos para ele ou peça um código.`,
  confirmPhoneLead: (celular: string) =>
    `Confirme que o celular ${celular} é seu: peça um código por SMS e digite-o abaixo.`,
  sending: 'Enviando o código…',
  confirming: 'Confirmando o código…',
} as const;

/**
 * The real owner of an e-mail or CPF (DESIGN decision 19): the offers of a refused registration and
 * the claim of a CPF someone else registered.
 */
export const ownershipMessages = {
  emailTakenOffer: 'Este e-mail é seu? Recupere o acesso à conta criando uma nova senha.',
  emailTakenAction: 'Recuperar acesso',
  cpfTakenOffer: 'Este CPF é seu?',
  cpfTakenAction: 'Pedir a análise do CPF',
  claimTitle: 'Este CPF é seu?',
  claimLead:
    'Se alguém cadastrou o seu CPF, confirme o seu e-mail e nossa equipe vai analisar o caso e falar com você.',
  claimCodeSent: (email: string) =>
    `Enviamos um código para ${email}. Digite-o para confirmar que o e-mail é seu.`,
  claimRecorded:
    'Recebemos seu pedido. Nossa equipe vai analisar o caso e responder pelo e-mail confirmado.',
  cpfNotRegistered: 'Este CPF não está cadastrado. Você pode se cadastrar normalmente.',
  claimExpired: 'Seu pedido expirou. Comece novamente.',
} as const;

/** The brand's operator console (DESIGN decision 20): its API's answers. */
export const painelMessages = {
  // Sign-in.
  invalidCredentials: 'E-mail ou senha incorretos.',
  totpRequired: 'Digite o código de 6 dígitos do seu aplicativo autenticador.',
  enrolTotp:
    'Cadastre o segundo fator: leia o QR code no aplicativo autenticador e digite o código gerado.',
  wrongTotp: 'Código incorreto ou já usado. Aguarde o próximo código e tente novamente.',
  wrongRecoveryCode: 'Código de recuperação incorreto ou já usado.',
  codeOrRecovery: 'Informe o código do aplicativo ou um código de recuperação.',
  preSessionExpired: 'O tempo para digitar o código acabou. Entre com e-mail e senha novamente.',
  signedIn: 'Sessão iniciada.',
  currentSession: 'Sessão do operador.',
  signedOut: 'Sessão encerrada.',
  signedOutEverywhere: 'Todas as suas sessões foram encerradas.',
  // Session and roles.
  unauthorized: 'Sua sessão expirou ou não é válida. Entre novamente.',
  invalidCsrf: 'Sessão inválida: recarregue a página.',
  forbidden: 'Seu perfil não tem acesso a esta função.',
  // Operators.
  operators: 'Operadores.',
  operator: 'Operador.',
  operatorCreated: 'Operador criado.',
  operatorUpdated: 'Operador atualizado.',
  operatorNotFound: 'Operador não encontrado.',
  emailTaken: 'Já existe um operador com este e-mail.',
  storeRequired: 'Escolha a loja do operador com o perfil loja.',
  storeOnlyForStoreRole: 'Só o perfil loja tem uma loja.',
  passwordTooShort: (min: number) => `A senha deve ter pelo menos ${min} caracteres.`,
  passwordTooLong: (max: number) => `A senha deve ter no máximo ${max} caracteres.`,
  weakPassword:
    'Senha fraca: evite palavras comuns, nomes e sequências. Use uma frase longa ou misture palavras sem relação.',
  cannotDeactivateSelf: 'Você não pode desativar o seu próprio acesso nem mudar o seu perfil.',
  accessReset:
    'Acesso redefinido: as sessões do operador foram encerradas e ele cadastra o segundo fator de novo ao entrar com a nova senha.',
  cannotResetSelf: 'Você não pode redefinir o seu próprio acesso.',
  // Audit trail.
  auditTrail: 'Registros de auditoria.',
  invalidDate: 'Use uma data no formato AAAA-MM-DD.',
  invalidFilter: (field: string) =>
    `Filtro inválido: ${field} deve ser um texto de até 100 caracteres.`,
} as const;

/** The console's data-protection register (docs/decisions/0020-data-protection-register.md). */
export const consoleRegisterMessages = {
  register: 'Registro de proteção de dados.',
  invalidType: 'Tipo inválido: use download, exclusao ou desativacao.',
  invalidChannel: 'Canal inválido: use app ou painel.',
  csvHeader: [
    'Data',
    'Tipo',
    'Canal',
    'ID do operador',
    'Operador',
    'ID do cliente',
    'Hash do CPF',
  ],
  tipos: { download: 'Download dos dados', exclusao: 'Exclusão', desativacao: 'Desativação' },
  canais: { app: 'Aplicativo', painel: 'Painel' },
} as const;

/** The programme's dashboard in the operator console. The screen's own words are added with it. */
export const consoleDashboardMessages = {
  dashboard: 'Indicadores do programa.',
  invalidMonth: 'Mês inválido: use o formato AAAA-MM, de até 24 meses atrás até o mês atual.',
  invalidStore: 'Filtro inválido: escolha uma loja da lista.',
  // The console screen.
  menu: 'Indicadores',
  month: 'Mês',
  store: 'Loja',
  allStores: 'Todas as lojas',
  ownStore: 'Sua loja',
  heading: (mes: string, loja: string) => `${mes} — ${loja}`,
  updatedAt: (instante: string) => `Dados atualizados até ${instante}.`,
  updatedAtLabel: 'Dados atualizados até',
  storeFigures:
    'Nos números de uma loja, membros, níveis e passivo aparecem como —: o cliente participa do programa, não de uma loja, e um resgate usa cashback ganho em qualquer loja.',
  programmeOnly: 'Só para o programa todo',
  failed: 'Não foi possível carregar os indicadores.',
  figuresTitle: 'Indicadores do mês',
  figure: 'Indicador',
  value: 'Valor',
  members: 'Membros',
  membersTotal: 'Total no fim do mês',
  membersNew: 'Novos no mês',
  active: 'Clientes ativos',
  activeHint: 'Com ao menos uma compra no mês',
  purchases: 'Compras',
  purchasesCount: 'Quantidade',
  purchasesValue: 'Valor',
  cashback: 'Cashback no mês',
  credited: 'Creditado',
  released: 'Liberado',
  redeemed: 'Resgatado',
  expired: 'Expirado',
  reversed: 'Estornado',
  liability: 'Passivo no fim do mês',
  available: 'Disponível',
  pending: 'Pendente',
  total: 'Total',
  redemptionRate: 'Taxa de resgate',
  redemptionRateHint: 'Resgatado ÷ liberado no mês',
  nothingReleased: 'Nada liberado no mês',
  ratings: 'Avaliações',
  average: 'Média',
  count: 'Avaliações',
  previousAverage: 'Média do mês anterior',
  previousCount: 'Avaliações do mês anterior',
  trend: 'Tendência',
  trendUp: (diferenca: string) => `Subiu ${diferenca} sobre o mês anterior`,
  trendDown: (diferenca: string) => `Caiu ${diferenca} sobre o mês anterior`,
  trendSame: 'Igual ao mês anterior',
  noTrend: 'Sem avaliações nos dois meses para comparar',
  levelsTitle: 'Clientes ativos por nível',
  level: 'Nível',
  levelLabel: (nivel: number) => `Nível ${String(nivel)}`,
  customers: 'Clientes',
  purchasesSeriesTitle: (meses: number) => `Compras nos últimos ${String(meses)} meses`,
  cashbackSeriesTitle: (meses: number) => `Cashback nos últimos ${String(meses)} meses`,
  topStoresTitle: (lojas: number) => `As ${String(lojas)} lojas com mais vendas no mês`,
  noPurchases: 'Nenhuma compra no mês.',
  chartOf: (title: string) => `Gráfico: ${title}. Os números estão na tabela ao lado.`,
  downloadCsv: 'Baixar CSV',
  downloadCsvOf: (title: string) => `Baixar CSV: ${title}`,
} as const;

/** The customers' ratings in the operator console: the list, its filters and the summary. */
export const consoleRatingMessages = {
  ratings: 'Avaliações dos clientes.',
  summary: 'Resumo das avaliações.',
  invalidStore: 'Filtro inválido: escolha uma loja da lista.',
  invalidStars: 'Filtro inválido: estrelas deve ser um ou mais números inteiros de 1 a 5.',
  invalidComment: 'Filtro inválido: comentário deve ser com ou sem.',
  invalidPeriod: 'A data inicial deve ser igual ou anterior à data final.',
  // The console screen.
  menu: 'Avaliações',
  title: 'Avaliações',
  store: 'Loja',
  allStores: 'Todas as lojas',
  stars: 'Estrelas',
  starsLabel: (n: number) => (n === 1 ? '1 estrela' : `${n} estrelas`),
  from: 'Avaliadas de',
  to: 'Avaliadas até',
  comment: 'Comentário',
  anyComment: 'Com ou sem comentário',
  withComment: 'Com comentário',
  withoutComment: 'Sem comentário',
  noComment: '(sem comentário)',
  purchase: 'Compra',
  purchaseValue: 'Valor da compra',
  ratedAt: 'Avaliada em',
  customer: 'Cliente',
  erasedCustomer: 'Conta excluída',
  openCustomer: (cpf: string) => `Abrir o cliente ${cpf}`,
  openStore: (loja: string) => `Abrir a loja ${loja}`,
  average: 'Média',
  count: 'Avaliações',
  noRatings: 'Nenhuma avaliação com estes filtros.',
  summaryTitle: 'Resumo',
  overall: (media: string, total: string) => `Média ${media} em ${total} avaliações`,
  distributionTitle: 'Distribuição por estrelas',
  perStoreTitle: 'Média por loja',
  perMonthTitle: 'Média por mês',
  month: 'Mês',
  chartOf: (title: string) => `Gráfico: ${title}. Os números estão na tabela ao lado.`,
} as const;

/** The console's contact inbox (docs/decisions/0022-contact-inbox.md): the API and the screen. */
export const consoleInboxMessages = {
  messages: 'Mensagens do Fale conosco.',
  message: 'Mensagem do Fale conosco.',
  handlers: 'Operadores que podem atender as mensagens.',
  invalidMessageId: 'Identificador de mensagem inválido.',
  messageNotFound: 'Mensagem não encontrada.',
  invalidState: 'Situação inválida: use novo, em_atendimento, respondido ou arquivado.',
  invalidAssignment:
    'Filtro inválido: atribuição deve ser todas, minhas, atribuidas ou sem_atribuicao.',
  invalidOperatorId: 'Identificador de operador inválido.',
  operatorCannotHandle: 'Escolha um operador ativo do atendimento ou da administração.',
  replyRequired: 'Escreva a resposta.',
  replyTooLong: (max: number) => `A resposta deve ter no máximo ${max} caracteres.`,
  assigned: 'Mensagem atribuída.',
  unassigned: 'Mensagem sem responsável.',
  stateChanged: 'Situação da mensagem alterada.',
  replied: 'Resposta enviada por e-mail a quem escreveu, com cópia para o atendimento.',
  // The e-mails a reply becomes.
  replySubject: (assunto: string) => `Re: ${assunto}`,
  copySubject: (assunto: string) => `Resposta enviada: ${assunto}`,
  replyFooter: (assunto: string) =>
    `Esta é a resposta à sua mensagem "${assunto}" enviada pelo Fale conosco. Para continuar a conversa, responda a este e-mail.`,
  copyHeader: (email: string) => `Resposta enviada pelo painel para ${email}:`,
  // The console screen.
  menu: 'Mensagens',
  resourceName: 'Mensagem |||| Mensagens',
  title: 'Mensagens do Fale conosco',
  messageTitle: (assunto: string) => `Mensagem: ${assunto}`,
  state: 'Situação',
  states: {
    novo: 'Nova',
    em_atendimento: 'Em atendimento',
    respondido: 'Respondida',
    arquivado: 'Arquivada',
  },
  anyState: 'Todas as situações',
  assignment: 'Responsável',
  assignments: {
    todas: 'Todas',
    minhas: 'Comigo',
    atribuidas: 'Com algum responsável',
    sem_atribuicao: 'Sem responsável',
  },
  nobody: 'Ninguém',
  receivedAt: 'Recebida em',
  subject: 'Assunto',
  sender: 'Quem escreveu',
  email: 'E-mail',
  phone: 'Celular',
  uf: 'Estado',
  text: 'Mensagem',
  customer: 'Cliente',
  openCustomer: 'Abrir a página do cliente',
  visitor: 'Enviada sem login',
  openMessage: (assunto: string) => `Abrir a mensagem ${assunto}`,
  assignToMe: 'Atribuir a mim',
  assignTo: 'Atribuir a',
  saveAssignment: 'Salvar responsável',
  changeState: 'Mudar a situação',
  saveState: 'Salvar situação',
  replies: 'Respostas',
  noReplies: 'Nenhuma resposta ainda.',
  repliedBy: (operador: string, data: string) => `${operador}, em ${data}`,
  formerOperator: 'Operador removido',
  replyLabel: 'Resposta',
  replyHelp:
    'Vai por e-mail para quem escreveu; a resposta dele chega no e-mail do atendimento. A cópia fica no e-mail do atendimento.',
  send: 'Enviar resposta',
} as const;
