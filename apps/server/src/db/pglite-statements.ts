import {
  messages,
  parse,
  PGlite,
  protocol,
  type PGliteOptions,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

const { serialize } = protocol;
type BackendMessage = Parameters<typeof parse.parseResults>[0][number];

/** A statement parsed once under its name: what Describe told of its parameters and rows. */
type Parsed = { paramTypes: number[]; rowDescription: BackendMessage | undefined };

/**
 * SQLSTATEs after which a named statement is parsed again: it is gone (26000, a `DEALLOCATE`), or
 * a schema change altered the columns it answers (0A000, "cached plan must not change result
 * type"; PostgreSQL re-plans by itself on any other schema change).
 */
const PARSE_AGAIN = new Set(['26000', '0A000']);

const executeAndSync = concat([serialize.execute({}), serialize.sync()]);

/**
 * PGlite answering the statements it is told the name of (`nameStatement`, our
 * `preparedStatement` shapes) as PostgreSQL's named statements: parsed and described once, then
 * each execution is one call into PGlite's WebAssembly with three protocol messages (Bind to the
 * named statement, Execute, Sync) instead of the six separate calls of `query` (Parse, Describe
 * statement, Bind, Describe portal, Execute, Sync), and no parsing. Rows are decoded by PGlite's
 * own `parseResults` with its parsers and the query's options, so they are the values `query`
 * gives. Any other statement, or one with options beyond `rowMode` and `parsers`, goes to
 * `query` as before. Access stays serialised as PGlite's: outside a transaction a statement
 * waits for any transaction to end, inside one it runs in it. Decision 0034.
 */
export class NamedStatementsPGlite extends PGlite {
  /** SQL text → its statement's name. */
  readonly #names = new Map<string, string>();
  /** Statement name → its parameter types and row description, once parsed in this session. */
  readonly #parsed = new Map<string, Parsed>();

  static async open(dataDir: string, options: PGliteOptions): Promise<NamedStatementsPGlite> {
    const client = new NamedStatementsPGlite(dataDir, options);
    await client.waitReady;
    return client;
  }

  /**
   * From now on `text` runs as the named statement `name` (the first name given to a text
   * stays). Names must be unique per text: PostgreSQL refuses one name for two texts.
   */
  nameStatement(text: string, name: string): void {
    if (name && !this.#names.has(text)) this.#names.set(text, name);
  }

  /** The name `text` runs under, if it was given one. */
  statementName(text: string): string | undefined {
    return this.#names.get(text);
  }

  override async query<T>(
    text: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    const name = this.#names.get(text);
    if (!name || !plain(options)) return super.query<T>(text, params, options);
    await this._checkReady();
    // As `query`: after any transaction under way, alone on the connection.
    return this._runExclusiveTransaction(() =>
      this._runExclusiveQuery(() => this.#execute<T>(name, text, params ?? [], options, true)),
    );
  }

  override async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return super.transaction((tx) => callback(this.#inTransaction(tx)));
  }

  /** `tx`, whose `query` runs named statements inside the transaction. */
  #inTransaction(tx: Transaction): Transaction {
    const query = async <T>(text: string, params?: unknown[], options?: QueryOptions) => {
      const name = this.#names.get(text);
      if (!name || !plain(options)) return tx.query<T>(text, params, options);
      if (tx.closed) throw new Error('Transaction is closed');
      return this._runExclusiveQuery(() =>
        this.#execute<T>(name, text, params ?? [], options, false),
      );
    };
    return Object.create(tx, { query: { value: query } }) as Transaction;
  }

  /** Binds and executes the named statement (parsing it first if need be): one call, three messages. */
  async #execute<T>(
    name: string,
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    outsideTransaction: boolean,
  ): Promise<Results<T>> {
    let parsed = this.#parsed.get(name) ?? (await this.#parse(name, text, params, options));
    let results: BackendMessage[];
    try {
      results = await this.#bindAndExecute(name, parsed, params);
    } catch (error) {
      if (!(error instanceof messages.DatabaseError)) throw error;
      if (!PARSE_AGAIN.has(error.code ?? '')) throw withQuery(error, text, params, options);
      this.#parsed.delete(name);
      // Inside a transaction the error has aborted it: it is the caller's to see.
      if (!outsideTransaction) throw withQuery(error, text, params, options);
      parsed = await this.#parse(name, text, params, options);
      try {
        results = await this.#bindAndExecute(name, parsed, params);
      } catch (again) {
        throw again instanceof messages.DatabaseError
          ? withQuery(again, text, params, options)
          : again;
      }
    }
    if (outsideTransaction) await this.syncToFs();
    const messagesWithFields = parsed.rowDescription
      ? [parsed.rowDescription, ...results]
      : results;
    return parse.parseResults(messagesWithFields, this.parsers, options)[0] as Results<T>;
  }

  async #bindAndExecute(name: string, parsed: Parsed, params: unknown[]) {
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = this.serializers[parsed.paramTypes[i]!];
      return serializer ? serializer(value) : String(value);
    });
    const bind = serialize.bind({ statement: name, values: values as string[] });
    // Sync ends the buffer: after an error PostgreSQL skips to it, and the connection is ready.
    return this.execProtocolStream(concat([bind, executeAndSync]), { syncToFs: false });
  }

  /**
   * Parses `text` as the statement `name` and describes it, in one call. Close first: a
   * statement of that name left by an earlier failed attempt (or a schema change) is replaced.
   */
  async #parse(
    name: string,
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
  ): Promise<Parsed> {
    let results: BackendMessage[];
    try {
      results = await this.execProtocolStream(
        concat([
          serialize.close({ type: 'S', name }),
          serialize.parse({ name, text }),
          serialize.describe({ type: 'S', name }),
          serialize.sync(),
        ]),
        { syncToFs: false },
      );
    } catch (error) {
      throw error instanceof messages.DatabaseError
        ? withQuery(error, text, params, options)
        : error;
    }
    const parsed: Parsed = {
      paramTypes: parse.parseDescribeStatementResults(results),
      rowDescription: results.find((message) => message.name === 'rowDescription'),
    };
    this.#parsed.set(name, parsed);
    return parsed;
  }
}

/** Options the named path honours: Drizzle's (`rowMode`, `parsers`); any other goes to `query`. */
function plain(options: QueryOptions | undefined): boolean {
  if (!options) return true;
  for (const key in options) if (key !== 'rowMode' && key !== 'parsers') return false;
  return true;
}

/** The error as PGlite's `query` throws it: with the statement, its values and options. */
function withQuery(
  error: InstanceType<typeof messages.DatabaseError>,
  text: string,
  params: unknown[],
  options: QueryOptions | undefined,
) {
  return Object.assign(error, { query: text, params, queryOptions: options });
}

function concat(parts: Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const all = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
}
