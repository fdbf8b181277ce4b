// Requests in which every part is right but one value: the customers' calls sealed with the day key and
// sent with a live session, the partner calls with a store's key, each body built to pass its contract,
// and then one of its fields spoiled (spoils.ts). fast-check draws the plans from a seed, so a failure
// is replayed with FUZZ_SEED, like malformed-requests.ts.
import fc from 'fast-check';
import { encryptJson } from '@fidelidade/domain/crypto/aes-gcm';
import type { Cliente } from '@fidelidade/domain/contracts/cliente';
import { contato } from '../contact/contact-app.ts';
import { percentEncode, type MaterializedRequest } from './malformed-requests.ts';
import {
  PURCHASE_SPOILS,
  spoiledAmount,
  spoiledBatch,
  spoiledBrDate,
  spoiledChoice,
  spoiledText,
  type Spoil,
} from './spoils.ts';
import type { World } from './valid-world.ts';

/** Choices a plan draws once; each call reads the ones it needs. */
interface Picks {
  customer: number;
  store: number;
  other: number;
  minutesAgo: number;
  amount: number;
  size: number;
  flag: 0 | 1;
}

type Inputs = Record<string, unknown>;

interface Call {
  name: string;
  weight: number;
  /** The customers' API (sealed, with the customer's session) or the partner API (a store's key). */
  api: 'app' | 'partner';
  method: 'GET' | 'POST' | 'PUT';
  /** The inputs one request may spoil, and how. */
  spoils: Record<string, fc.Arbitrary<Spoil>>;
  /** Valid inputs; `newId` gives a store id no other request uses. */
  inputs(world: World, picks: Picks, newId: () => string): Inputs;
  path(inputs: Inputs): string;
  body?(inputs: Inputs): unknown;
  /** Whether the customer's session goes along (always, for the calls that need one). */
  session?(picks: Picks): boolean;
}

export interface Plan {
  call: Call;
  picks: Picks;
  /** The spoiled input, none for the calls that take no input. */
  field: string | undefined;
  spoil: Spoil | undefined;
}

const at = <T>(items: readonly T[], index: number): T => {
  const item = items[index % items.length];
  if (item === undefined) throw new Error('the fuzz world has none of these');
  return item;
};
const customerOf = (world: World, picks: Picks): Cliente => at(world.customers, picks.customer);
const segment = (value: unknown) =>
  percentEncode(typeof value === 'string' ? value : String(value));
const always = () => true;

/** A purchase of the customer's, within PURCHASE_MAX_AGE, under a fresh store id. */
function purchase(world: World, picks: Picks, newId: () => string, valor = picks.amount) {
  return {
    cpf: customerOf(world, picks).cpf,
    valor,
    dataHora: new Date(Date.now() - picks.minutesAgo * 60_000).toISOString(),
    idCompraLoja: newId(),
  };
}

/**
 * A read of the customer's own data, which takes no input: only in the control group, reading back
 * what the spoiled requests stored (a balance past 2³¹ centavos, a profile, messages).
 */
function sessionRead(path: string): Call {
  return {
    name: `GET ${path.slice(1)}`,
    weight: 1,
    api: 'app',
    method: 'GET',
    spoils: {},
    inputs: () => ({}),
    path: () => path,
    session: always,
  };
}

const CALLS: Call[] = [
  {
    name: 'PUT cliente',
    weight: 3,
    api: 'app',
    method: 'PUT',
    spoils: {
      nome: spoiledText,
      celular: spoiledText,
      cpf: spoiledText,
      email: spoiledText,
      dataNascimento: spoiledBrDate,
      jwt: spoiledText,
    },
    inputs: (world, picks) => {
      const { jwt, nome, celular, cpf, email } = customerOf(world, picks);
      return { jwt, nome, celular, cpf, email, dataNascimento: picks.flag ? '23/11/1990' : '' };
    },
    path: () => '/cliente',
    body: (inputs) => inputs,
    session: always,
  },
  {
    name: 'PUT configurar_notificacoes',
    weight: 2,
    api: 'app',
    method: 'PUT',
    spoils: { tipo: spoiledChoice, status: spoiledChoice },
    inputs: (world, picks) => ({
      jwt: customerOf(world, picks).jwt,
      tipo: picks.other % 2 ? 'notificacoes_marketing_email' : 'notificacoes_marketing_sms',
      status: picks.flag,
    }),
    path: () => '/configurar_notificacoes',
    body: (inputs) => inputs,
    session: always,
  },
  {
    name: 'GET extrato',
    weight: 2,
    api: 'app',
    method: 'GET',
    spoils: { meses: spoiledChoice },
    inputs: (_world, picks) => ({ meses: at(['3', '6', '12'], picks.other) }),
    path: (inputs) => `/extrato?meses=${segment(inputs.meses)}`,
    session: always,
  },
  {
    name: 'GET extrato/{id}',
    weight: 1,
    api: 'app',
    method: 'GET',
    spoils: { id: spoiledText },
    inputs: (world, picks) => ({ id: at(at(world.entryIds, picks.customer), picks.other) }),
    path: (inputs) => `/extrato/${segment(inputs.id)}`,
    session: always,
  },
  {
    name: 'POST enviar_confirmacao',
    weight: 1,
    api: 'app',
    method: 'POST',
    spoils: { tipo: spoiledChoice },
    // By SMS: registration's e-mail code is open, and the phone's count starts empty.
    inputs: (world, picks) => ({ jwt: customerOf(world, picks).jwt, tipo: 'sms' }),
    path: () => '/enviar_confirmacao',
    body: (inputs) => inputs,
    session: always,
  },
  sessionRead('/cliente'),
  sessionRead('/meus_dados'),
  {
    name: 'POST fale_conosco',
    weight: 3,
    api: 'app',
    method: 'POST',
    spoils: {
      nome: spoiledText,
      email: spoiledText,
      data_nascimento: spoiledBrDate,
      telefone: spoiledText,
      uf: spoiledText,
      assunto: spoiledText,
      mensagem: spoiledText,
      aceitar_termos: spoiledChoice,
    },
    inputs: () => contato({ mensagem: 'Quando recebo\r\n\tmeu cashback?' }),
    path: () => '/fale_conosco',
    body: (inputs) => inputs,
    // Logged in or not: both are valid for the contact form.
    session: (picks) => picks.flag === 1,
  },
  {
    name: 'POST reivindicar_cpf',
    weight: 2,
    api: 'app',
    method: 'POST',
    spoils: { cpf: spoiledText, email: spoiledText },
    // A registered customer's CPF, claimed from another e-mail; no session is needed.
    inputs: (world, picks) => ({
      cpf: customerOf(world, picks).cpf,
      email: `reivindica.${picks.other}@example.com`,
    }),
    path: () => '/reivindicar_cpf',
    body: (inputs) => inputs,
  },
  {
    name: 'POST avaliacao/{hash}',
    weight: 2,
    api: 'app',
    method: 'POST',
    spoils: { hash: spoiledText, estrelas: spoiledChoice, comentario: spoiledText },
    inputs: (world, picks) => ({
      hash: at(world.purchases, picks.other).ratingHash,
      estrelas: 1 + (picks.amount % 5),
      comentario: 'Atendimento ótimo.\nVolto sempre.',
    }),
    path: (inputs) => `/avaliacao/${segment(inputs.hash)}`,
    body: ({ estrelas, comentario }) => ({ estrelas, comentario }),
  },
  {
    name: 'GET avaliacao/{hash}',
    weight: 1,
    api: 'app',
    method: 'GET',
    spoils: { hash: spoiledText },
    inputs: (world, picks) => ({ hash: at(world.purchases, picks.other).ratingHash }),
    path: (inputs) => `/avaliacao/${segment(inputs.hash)}`,
  },
  {
    name: 'POST compras',
    weight: 5,
    api: 'partner',
    method: 'POST',
    spoils: PURCHASE_SPOILS,
    inputs: (world, picks, newId) => purchase(world, picks, newId),
    path: () => '/compras',
    body: (inputs) => inputs,
  },
  {
    name: 'POST compras/lote',
    weight: 2,
    api: 'partner',
    method: 'POST',
    spoils: { compras: spoiledBatch },
    inputs: (world, picks, newId) => ({
      compras: Array.from({ length: picks.size }, (_, index) =>
        purchase(world, picks, newId, picks.amount + index),
      ),
    }),
    path: () => '/compras/lote',
    body: (inputs) => inputs,
  },
  {
    name: 'POST compras/{id}/cancelamento',
    weight: 2,
    api: 'partner',
    method: 'POST',
    spoils: { id: spoiledText },
    // One of the purchases the store itself recorded (the store is the purchase's, not the pick's).
    inputs: (world, picks) => {
      const { store, idCompraLoja } = at(world.purchases, picks.other);
      return { id: idCompraLoja, store };
    },
    path: (inputs) => `/compras/${segment(inputs.id)}/cancelamento`,
  },
  {
    name: 'POST resgates',
    weight: 2,
    api: 'partner',
    method: 'POST',
    spoils: { cpf: spoiledText, valor: spoiledAmount, idResgateLoja: spoiledText },
    inputs: (world, picks, newId) => ({
      cpf: customerOf(world, picks).cpf,
      valor: 1 + (picks.amount % 2000),
      idResgateLoja: newId(),
    }),
    path: () => '/resgates',
    body: (inputs) => inputs,
  },
];

const picks: fc.Arbitrary<Picks> = fc.record({
  customer: fc.nat(),
  store: fc.nat(),
  other: fc.nat(),
  // Within the default PURCHASE_MAX_AGE (90 days).
  minutesAgo: fc.integer({ min: 0, max: 80 * 24 * 60 }),
  amount: fc.integer({ min: 1, max: 500_000 }),
  size: fc.integer({ min: 1, max: 10 }),
  flag: fc.constantFrom<0 | 1>(0, 1),
});

/** A plan for `call` with one of its inputs spoiled. */
function spoiledPlan(call: Call): fc.Arbitrary<Plan> {
  const spoiled = Object.entries(call.spoils).map(([field, spoil]) =>
    spoil.map((fn) => ({ field, spoil: fn })),
  );
  return fc
    .record({ picks, spoiled: fc.oneof(...spoiled) })
    .map(({ picks: drawn, spoiled: { field, spoil } }) => ({ call, picks: drawn, field, spoil }));
}

/** `count` plans, each with one input spoiled, over every call that takes input; from `seed`. */
export function planRequests(seed: number, count: number): Plan[] {
  const spoilable = CALLS.filter((call) => Object.keys(call.spoils).length > 0);
  const plans = fc.oneof(
    ...spoilable.map((call) => ({ weight: call.weight, arbitrary: spoiledPlan(call) })),
  );
  return fc.sample(plans, { seed, numRuns: count });
}

/**
 * `each` plans per call with nothing spoiled: the control group, whose answers show that the rest of
 * every request is valid (without them, a broken session or key would pass the suite unnoticed).
 */
export function controlRequests(seed: number, each: number): Plan[] {
  return CALLS.flatMap((call) =>
    fc
      .sample(picks, { seed, numRuns: each })
      .map((drawn) => ({ call, picks: drawn, field: undefined, spoil: undefined })),
  );
}

export const CALL_NAMES = CALLS.map((call) => call.name);

export interface PlannedRequest {
  request: MaterializedRequest;
  /** What was sent before sealing, for a failure report. */
  shown: string;
}

/** The plan as bytes: inputs built, one spoiled, the body sealed with the day key for the app. */
export async function materialize(
  plan: Plan,
  world: World,
  newId: () => string,
): Promise<PlannedRequest> {
  const { call, picks: drawn } = plan;
  const inputs = call.inputs(world, drawn, newId);
  if (plan.field !== undefined && plan.spoil) inputs[plan.field] = plan.spoil(inputs[plan.field]);
  const body = call.body?.(inputs);
  const headers: Record<string, string> = {};
  let payload: string | undefined;
  let url: string;
  if (call.api === 'app') {
    url = `${world.api.config.apiPrefix}${call.path(inputs)}`;
    headers.encrypt = 'true';
    headers['encrypt-date'] = world.held.date;
    if (call.session?.(drawn)) headers.authorization = `Bearer ${customerOf(world, drawn).jwt}`;
    if (body !== undefined)
      payload = JSON.stringify({ data: await encryptJson(world.held.key, body) });
  } else {
    url = `${world.api.config.partnerPrefix}${call.path(inputs)}`;
    const store = typeof inputs.store === 'number' ? inputs.store : drawn.store;
    headers.authorization = `Bearer ${at(world.storeKeys, store)}`;
    if (body !== undefined) payload = JSON.stringify(body);
  }
  if (payload !== undefined) headers['content-type'] = 'application/json';
  const shown = `${call.name}, ${plan.field ?? 'nenhum campo'} estragado\n${JSON.stringify(body ?? inputs).slice(0, 600)}`;
  return { request: { method: call.method, url, headers, payload }, shown };
}
