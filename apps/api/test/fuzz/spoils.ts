// How a hostile or broken client spoils one value of an otherwise valid request: a control character
// inside a text, a text that has broken string handling, a year from 0001 to 9999, an amount up to the
// largest the partner API takes and past it, a batch of purchases whose cashback passes 2³¹ centavos
// for one customer. Each spoil is a function of the valid value, so it lands inside real data.
import fc from 'fast-check';
import { MAX_CENTAVOS } from '../../src/partner/contracts.ts';
import { INJECTIONS, UNICODE_EDGES } from './hostile-values.ts';

/** Turns the valid value of one field into the hostile one. */
export type Spoil = (valid: unknown) => unknown;

const DAY_MS = 86_400_000;

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
const pad = (value: number, width: number) => String(value).padStart(width, '0');
/** A spoil that puts `value` in place of the valid one. */
function fixed(value: unknown): Spoil {
  return () => value;
}

/** The valid value said `times` times over: past any length limit, soon. */
function repeated(times: number): Spoil {
  return (valid) => asText(valid).repeat(times);
}

/** The instant `ago` milliseconds before the request is made (negative: ahead of the clock). */
function instantAgo(ago: number): Spoil {
  return () => new Date(Date.now() - ago).toISOString();
}

/** Any C0 or C1 control character, DEL included; tab and line breaks among them. */
const controlCharacter = fc
  .oneof(fc.integer({ min: 0x00, max: 0x1f }), fc.integer({ min: 0x7f, max: 0x9f }))
  .map((code) => String.fromCharCode(code));

/** JSON of the wrong type where a value is expected. */
const wrongType = fc.constantFrom<unknown>(null, 0, true, [], {}).map(fixed);

export const spoiledText: fc.Arbitrary<Spoil> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.tuple(controlCharacter, fc.nat()).map(([control, at]): Spoil => {
      return (valid) => {
        const text = asText(valid);
        const index = at % (text.length + 1);
        return `${text.slice(0, index)}${control}${text.slice(index)}`;
      };
    }),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom<string>(...UNICODE_EDGES, ...INJECTIONS).map(fixed),
  },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 2, max: 400 }).map(repeated),
  },
  { weight: 1, arbitrary: wrongType },
);

/** A day of any year from 0001 to 9999, its month and day drawn from the given ranges. */
const calendarDay = (months: [number, number], days: [number, number]) =>
  fc.tuple(
    fc.integer({ min: 1, max: 9999 }).map((year) => pad(year, 4)),
    fc.integer({ min: months[0], max: months[1] }).map((month) => pad(month, 2)),
    fc.integer({ min: days[0], max: days[1] }).map((day) => pad(day, 2)),
  );

/** An ISO 8601 instant in any year from 0001 to 9999, or near the partner API's age limits. */
export const spoiledDateTime: fc.Arbitrary<Spoil> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .tuple(
        calendarDay([1, 12], [1, 31]),
        fc.integer({ min: 0, max: 23 * 60 + 59 }),
        fc.constantFrom('Z', '-03:00', '+14:00', '-12:00', '+05:30'),
      )
      .map(([[year, month, day], minutes, offset]) => {
        const time = `${pad(Math.floor(minutes / 60), 2)}:${pad(minutes % 60, 2)}:00`;
        return fixed(`${year}-${month}-${day}T${time}${offset}`);
      }),
  },
  {
    weight: 2,
    // From a little ahead of the clock to a little past the default PURCHASE_MAX_AGE.
    arbitrary: fc.integer({ min: -DAY_MS / 24, max: 95 * DAY_MS }).map(instantAgo),
  },
  { weight: 1, arbitrary: spoiledText },
);

/** A birth date as the forms send it, dd/MM/yyyy, with any year and impossible days and months. */
export const spoiledBrDate: fc.Arbitrary<Spoil> = fc.oneof(
  {
    weight: 3,
    arbitrary: calendarDay([0, 13], [0, 32]).map(([year, month, day]) =>
      fixed(`${day}/${month}/${year}`),
    ),
  },
  { weight: 2, arbitrary: spoiledText },
);

/** Centavos from 1 to the largest accepted, that largest and past it, and numbers that are not. */
export const spoiledAmount: fc.Arbitrary<Spoil> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.integer({ min: 1, max: MAX_CENTAVOS }).map(fixed),
  },
  {
    weight: 3,
    arbitrary: fc
      .constantFrom(
        MAX_CENTAVOS,
        MAX_CENTAVOS + 1,
        2 ** 31 - 1,
        2 ** 31,
        2 ** 53,
        0,
        -1,
        0.5,
        1e308,
      )
      .map(fixed),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom<unknown>('1000', '1e9', null).map(fixed),
  },
);

/** A small count (stars, a flag, months) off its range, or not a number at all. */
export const spoiledChoice: fc.Arbitrary<Spoil> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .constantFrom<unknown>(
        -1,
        0,
        1,
        2,
        4,
        5,
        6,
        7,
        12,
        24,
        0.5,
        1e308,
        '1',
        '12',
        '',
        'true',
        false,
      )
      .map(fixed),
  },
  { weight: 1, arbitrary: spoiledText },
);

/** The fields of a partner purchase, and how each is spoiled. */
export const PURCHASE_SPOILS: Record<string, fc.Arbitrary<Spoil>> = {
  cpf: spoiledText,
  valor: spoiledAmount,
  dataHora: spoiledDateTime,
  idCompraLoja: spoiledText,
};

type Item = Record<string, unknown>;
const asItems = (valid: unknown) => (Array.isArray(valid) ? (valid as Item[]) : []);

/** A batch of one customer's purchases, spoiled as a whole or in one item. */
export const spoiledBatch: fc.Arbitrary<Spoil> = fc.oneof(
  {
    // Every item at the largest amount, copied until there are `size`: from 15 on, the customer's
    // cashback in this one batch passes 2³¹ centavos (5%, 5%, 10%, then 15% of R$ 10 milhões).
    weight: 3,
    arbitrary: fc.integer({ min: 12, max: 24 }).map((size): Spoil => {
      return (valid) => {
        const items = asItems(valid);
        return Array.from({ length: size }, (_, index) => {
          const item = items[index % items.length] ?? {};
          return {
            ...item,
            idCompraLoja: `${asText(item.idCompraLoja)}-${index}`,
            valor: MAX_CENTAVOS,
          };
        });
      };
    }),
  },
  {
    weight: 3,
    arbitrary: fc
      .tuple(fc.nat(), fc.constantFrom(...Object.keys(PURCHASE_SPOILS)))
      .chain(([at, field]) =>
        (PURCHASE_SPOILS[field] ?? spoiledText).map((spoil): Spoil => {
          return (valid) =>
            asItems(valid).map((item, index, items) =>
              index === at % items.length ? { ...item, [field]: spoil(item[field]) } : item,
            );
        }),
      ),
  },
  {
    // The last item repeats the first one's store id.
    weight: 1,
    arbitrary: fc.constant<Spoil>((valid) => {
      const items = asItems(valid);
      const first = items[0];
      if (!first || items.length < 2) return items;
      return [...items.slice(0, -1), { ...items.at(-1), idCompraLoja: first.idCompraLoja }];
    }),
  },
);
