// A Kysely query compiled once and run many times with new values (issue 8: building and compiling the
// same query on every call of a hot path is a visible share of the call). The query is written with the
// builder as usual, as a function of its values; it is compiled once with stand-in values, and each
// run puts the real values where the stand-ins went. Only for values that become parameters (no
// value may change the query's shape, such as a list of variable length). On PostgreSQL the text is
// also prepared once per connection (named-statements.ts).
import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import { nameStatement } from './named-statements.ts';

type Values = Record<string, string | number | Date>;

interface Compiled<Row> {
  query: CompiledQuery<Row>;
  /** For each parameter of the query, the value's name, or the fixed value the builder put there. */
  slots: ({ name: string } | { fixed: unknown })[];
}

/** A stand-in that cannot be mistaken for a real value, of the same type as the value. */
function standIn(name: string, value: Values[string]): Values[string] {
  if (value instanceof Date) return new Date(-8_640_000_000_000_000 + name.length);
  if (typeof value === 'number') return -987_654_321 - name.length;
  return `\u0000prepared:${name}`;
}

export class PreparedQuery<DB, V extends Values, Row> {
  #compiled: Compiled<Row> | undefined;

  constructor(private readonly build: (db: Kysely<DB>, values: V) => Compilable<Row>) {}

  #compile(db: Kysely<DB>, values: V): Compiled<Row> {
    const names = Object.keys(values);
    const stand: Values = {};
    for (const name of names) stand[name] = standIn(name, values[name] as Values[string]);
    const query = this.build(db, stand as V).compile();
    nameStatement(query.sql);
    const slots = query.parameters.map((parameter) => {
      const name = names.find((key) => {
        const value = stand[key];
        return value instanceof Date && parameter instanceof Date
          ? value.getTime() === parameter.getTime()
          : value === parameter;
      });
      return name === undefined ? { fixed: parameter } : { name };
    });
    for (const name of names) {
      if (!slots.some((slot) => 'name' in slot && slot.name === name)) {
        throw new Error(`PreparedQuery: ${name} is not a parameter of the query`);
      }
    }
    return { query, slots };
  }

  async run(db: Kysely<DB>, values: V): Promise<Row | undefined> {
    this.#compiled ??= this.#compile(db, values);
    const { query, slots } = this.#compiled;
    const parameters = slots.map((slot) => ('name' in slot ? values[slot.name] : slot.fixed));
    const result = await db.executeQuery<Row>({ ...query, parameters });
    return result.rows[0];
  }
}
