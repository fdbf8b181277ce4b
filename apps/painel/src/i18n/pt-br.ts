// Every text the console shows: react-admin's own and the console's (resources, fields, screens).
import type { TranslationMessages } from 'react-admin';
import { reactAdminPtBr } from './react-admin-pt-br.ts';

export const ptBr: TranslationMessages = {
  ra: reactAdminPtBr,
  resources: {
    lojas: {
      name: 'Loja |||| Lojas',
      fields: {
        nome: 'Nome',
        criadaEm: 'Criada em',
        situacao: 'Situação',
        compras: 'Compras no mês',
        valorCentavos: 'Volume no mês',
      },
    },
    regras: {
      name: 'Versão das regras |||| Regras',
      fields: {
        inicio: 'Início (AAAA-MM)',
        taxas: 'Percentuais por compra no mês',
        niveis: 'Compras para os níveis 2 e 3',
        carencia: 'Carência (dias)',
        validade: 'Validade (meses)',
        vigente: 'Situação',
      },
    },
    operadores: {
      name: 'Operador |||| Operadores',
      fields: {
        nome: 'Nome',
        email: 'E-mail',
        papel: 'Perfil',
        lojaId: 'Loja (id)',
        ativo: 'Ativo',
        totpAtivo: 'Segundo fator cadastrado',
        criadoEm: 'Criado em',
        senha: 'Senha inicial',
      },
    },
    auditoria: {
      name: 'Registro de auditoria |||| Auditoria',
      fields: {
        criadoEm: 'Quando',
        operadorNome: 'Operador',
        operadorId: 'Operador (id)',
        acao: 'Ação',
        entidade: 'Entidade',
        registroId: 'Registro (id)',
        ip: 'Endereço',
        de: 'De',
        ate: 'Até',
      },
    },
  },
  painel: {
    titulo: 'Painel Fidelidade',
    papeis: {
      administrador: 'Administrador',
      atendimento: 'Atendimento',
      financeiro: 'Financeiro',
      loja: 'Loja',
    },
    inicio: {
      boas_vindas: 'Olá, %{nome}',
      perfil: 'Seu perfil: %{papel}.',
      atalhos: 'O que você pode fazer',
      sem_atalhos: 'As funções do seu perfil chegam em breve a este painel.',
    },
    perfil_de: 'Perfil de %{nome}',
    sair_de_todos: 'Sair de todos os dispositivos',
    sair_de_todos_ok: 'Você saiu de todos os dispositivos.',
    login: {
      titulo: 'Entrar no painel',
      email: 'E-mail',
      senha: 'Senha',
      continuar: 'Continuar',
      entrar: 'Entrar',
      voltar: 'Voltar',
      codigo: 'Código de 6 dígitos do aplicativo autenticador',
      codigo_ajuda: 'Abra o aplicativo autenticador e digite o código que ele mostra agora.',
      usar_recuperacao: 'Usar um código de recuperação',
      usar_totp: 'Usar o código do aplicativo autenticador',
      recuperacao: 'Código de recuperação',
      recuperacao_ajuda: 'Cada código de recuperação vale uma vez só.',
      cadastro_titulo: 'Cadastre o segundo fator',
      cadastro_texto:
        'Leia o QR code com um aplicativo autenticador (Google Authenticator, Microsoft Authenticator, 1Password…) e digite o código de 6 dígitos que ele mostrar.',
      qr_alt: 'QR code para cadastrar o painel no aplicativo autenticador',
      segredo: 'Ou digite esta chave no aplicativo',
      codigos_titulo: 'Guarde seus códigos de recuperação',
      codigos_texto:
        'Se perder o celular, entre com um destes códigos no lugar do código do aplicativo. Cada um vale uma vez. Eles não serão mostrados de novo.',
      codigos_lista: 'Códigos de recuperação',
      copiar_codigos: 'Copiar os códigos',
      codigos_copiados: 'Códigos copiados.',
      ir_ao_painel: 'Guardei os códigos: ir para o painel',
    },
    copiar_falhou: 'Não foi possível copiar. Selecione o texto e copie manualmente.',
    lojas: {
      nova: 'Nova loja',
      nova_titulo: 'Nova loja',
      criar: 'Criar loja',
      ativa: 'Ativa',
      revogada: 'Revogada em %{data}',
      chave_anterior: 'Chave anterior válida até %{data}',
      trocar_chave: 'Trocar chave',
      trocar_titulo: 'Trocar a chave de %{nome}?',
      trocar_texto:
        'Uma chave nova será gerada. A chave atual continua funcionando por um período de transição, para a loja atualizar o seu sistema.',
      revogar: 'Revogar',
      revogar_titulo: 'Revogar %{nome}?',
      revogar_texto:
        'A loja deixa de enviar compras na hora, com a chave atual e a anterior. Isso não pode ser desfeito.',
      revogada_ok: 'Loja revogada.',
      acoes: 'Ações',
      chave_titulo: 'Chave da loja %{nome}',
      chave: 'Chave de API da loja',
      chave_aviso:
        'Copie e guarde esta chave agora: ela não será mostrada de novo. Entregue-a à loja por um canal seguro.',
      chave_anterior_aviso: 'A chave anterior continua funcionando até %{data}.',
      copiar_chave: 'Copiar a chave',
      chave_copiada: 'Chave copiada.',
      fechar: 'Guardei a chave: fechar',
    },
    regras: {
      nova: 'Nova versão',
      // The list's headers, short enough for a tablet's width; the form keeps the longer labels.
      colunas: {
        inicio: 'Início',
        taxas: 'Percentuais',
        niveis: 'Níveis 2 e 3',
        carencia: 'Carência',
        validade: 'Validade',
      },
      em_vigor: 'Em vigor',
      dias: '%{smart_count} dia |||| %{smart_count} dias',
      meses: '%{smart_count} mês |||| %{smart_count} meses',
      agendada: 'Programada',
      encerrada: 'Encerrada',
      inicio_ajuda: 'Mês em que a versão entra em vigor, do mês que vem em diante. Ex.: 2027-01',
      taxas_ajuda:
        'Percentual da 1ª, 2ª, … compra do mês, separados por vírgula; o último vale para as seguintes. Ex.: 5, 5, 10, 15',
      niveis_ajuda: 'Compras no mês a partir das quais começam os níveis 2 e 3. Ex.: 2, 4',
      carencia_ajuda: 'Dias em que o cashback de uma compra fica pendente.',
      validade_ajuda: 'Meses em que o cashback liberado fica disponível.',
      lista_invalida: 'Informe números separados por vírgula.',
      mes_invalido: 'Informe o mês no formato AAAA-MM.',
      criada: 'Nova versão das regras cadastrada.',
    },
    operadores: {
      senha_ajuda:
        'Ao menos 12 caracteres, difícil de adivinhar. O operador cadastra o segundo fator ao entrar.',
      loja_ajuda: 'Só para o perfil Loja: o id da loja que o operador vê.',
    },
    auditoria: {
      exportar: 'Exportar CSV',
      exportado: 'Arquivo CSV baixado.',
    },
  },
};
