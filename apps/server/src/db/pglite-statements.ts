import {
  messages,
  parse,
  PGlite,
  protocol,
  type ParserOptions,
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
 * A SQL text run as a named statement: its name, and, for one executed with its one generic plan
 * instead of a plan made for each execution's values (the connection's `plan_cache_mode`,
 * `force_custom_plan`), the switch run around it (`PLAN_SWITCHES`).
 */
type Named = { name: string; generic: PlanSwitch | null };

/**
 * SQLSTATEs after which a named statement is parsed again: it is gone (26000, a `DEALLOCATE`), or
 * a schema change altered the columns it answers (0A000, "cached plan must not change result
 * type"; PostgreSQL re-plans by itself on any other schema change).
 */
const PARSE_AGAIN = new Set(['26000', '0A000']);

/**
 * The connection's own plan mode (set when it opens): every execution planned for its values. A
 * generic plan of a list, made once for an average store, scans every store's products for a
 * small one (decision 0034).
 */
const SESSION_PLAN_MODE = 'force_custom_plan';

/**
 * Statements prepared on the connection, run around the execution of a statement named with
 * `genericPlan` (decision 0035). PostgreSQL chooses between a statement's generic plan and a
 * custom one at each Bind, by `plan_cache_mode` as it is then: the only switch it reads (the
 * setting overrides a statement's own cursor options). Sequential scans are off while the generic
 * plan is made (at the first Bind, and again at the first after anything invalidates it, an
 * ANALYZE included): it is kept until then, and a table that was small then (the stores of a new
 * deployment) may not stay small, while a lookup by a unique key is an index's at any size. With
 * `sortsOff`, sorts are off too (decision 0036, round 2): a list's page read in the order of one
 * index and left after its limit, whose plan made for an average store (statistics of many small
 * ones) could otherwise read and sort all of a large store's matches. All run in the same call as
 * the statement, before the Sync that ends the implicit transaction, so an error in between
 * (which skips to the Sync and aborts it) undoes them with the transaction; inside a transaction
 * block its rollback does. Statements without parameters: each runs its one plan, made once.
 */
const SETTINGS = {
  generic: { name: 'pglite_plan_generic', text: 'SET plan_cache_mode = force_generic_plan' },
  session: { name: 'pglite_plan_session', text: `SET plan_cache_mode = ${SESSION_PLAN_MODE}` },
  seqscanOff: { name: 'pglite_seqscan_off', text: 'SET enable_seqscan = off' },
  seqscanOn: { name: 'pglite_seqscan_on', text: 'SET enable_seqscan = on' },
  sortOff: { name: 'pglite_sort_off', text: 'SET enable_sort = off' },
  sortOn: { name: 'pglite_sort_on', text: 'SET enable_sort = on' },
} as const;
const SETTING_STATEMENTS = Object.values(SETTINGS);

/** `parseResults`' options once the parsers are merged (`#parsersFor`): the row mode alone. */
const ARRAY_ROWS: QueryOptions = { rowMode: 'array' };
const OBJECT_ROWS: QueryOptions = {};

const execute = serialize.execute({});
const sync = serialize.sync();
const executeAndSync = concat([execute, sync]);
const bindAndExecute = (statements: readonly { name: string }[]) =>
  statements.flatMap(({ name }) => [serialize.bind({ statement: name }), execute]);

/**
 * The messages sent before a generic plan's Bind (`on`, `onCount` statements) and after its
 * Execute (`offAndSync`, ending with the Sync).
 */
type PlanSwitch = { on: Uint8Array; onCount: number; offAndSync: Uint8Array };
function planSwitch(on: { name: string }[], off: { name: string }[]): PlanSwitch {
  return {
    on: concat(bindAndExecute(on)),
    onCount: on.length,
    offAndSync: concat([...bindAndExecute(off), sync]),
  };
}
const PLAN_SWITCHES = {
  unique: planSwitch(
    [SETTINGS.generic, SETTINGS.seqscanOff],
    [SETTINGS.session, SETTINGS.seqscanOn],
  ),
  sortsOff: planSwitch(
    [SETTINGS.generic, SETTINGS.seqscanOff, SETTINGS.sortOff],
    [SETTINGS.session, SETTINGS.seqscanOn, SETTINGS.sortOn],
  ),
};

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
  /** SQL text → its statement's name and plan. */
  readonly #names = new Map<string, Named>();
  /** Statement name → its parameter types and row description, once parsed in this session. */
  readonly #parsed = new Map<string, Parsed>();
  /** A query's own parsers (Drizzle's: one object per prepared query) over PGlite's. */
  readonly #parsersOver = new WeakMap<ParserOptions, PGlite['parsers']>();
  /** Whether the plan switches' statements (`SETTINGS`) are prepared in this session. */
  #planSwitchParsed = false;

  /**
   * Opens PGlite with its plan mode set: each execution of a named statement is planned for its
   * own values, but for those named with `genericPlan`.
   */
  static async open(dataDir: string, options: PGliteOptions): Promise<NamedStatementsPGlite> {
    const client = new NamedStatementsPGlite(dataDir, options);
    await client.waitReady;
    await client.exec(`SET plan_cache_mode = ${SESSION_PLAN_MODE}`);
    return client;
  }

  /**
   * From now on `text` runs as the named statement `name` (the first name given to a text
   * stays). Names must be unique per text: PostgreSQL refuses one name for two texts. With
   * `genericPlan`, each execution uses the statement's one generic plan, made once (decision
   * 0035): only for a statement whose best plan is the same whatever its values (a unique key's
   * lookup). With `sortsOff` too, that plan is made with sorts off: a statement that reads its
   * rows in one index's order and leaves it after a limit (a list's page, decision 0036 round 2).
   */
  nameStatement(
    text: string,
    name: string,
    options: { genericPlan?: boolean; sortsOff?: boolean } = {},
  ): void {
    if (!name || this.#names.has(text)) return;
    const generic = options.genericPlan
      ? PLAN_SWITCHES[options.sortsOff ? 'sortsOff' : 'unique']
      : null;
    this.#names.set(text, { name, generic });
  }

  /** The name `text` runs under, if it was given one. */
  statementName(text: string): string | undefined {
    return this.#names.get(text)?.name;
  }

  override query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#namedOr(text, params, options, null, () => super.query<T>(text, params, options));
  }

  override async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return super.transaction((tx) => callback(this.#inTransaction(tx)));
  }

  /** `tx`, whose `query` runs named statements inside the transaction. */
  #inTransaction(tx: Transaction): Transaction {
    const query = <T>(text: string, params?: unknown[], options?: QueryOptions) =>
      this.#namedOr(text, params, options, tx, () => tx.query<T>(text, params, options));
    return Object.create(tx, { query: { value: query } }) as Transaction;
  }

  /**
   * `text` as its named statement, outside a transaction (`tx` null) or inside `tx`; `otherwise`
   * (PGlite's own `query`) for a text not named, or options the named path does not honour.
   */
  async #namedOr<T>(
    text: string,
    params: unknown[] | undefined,
    options: QueryOptions | undefined,
    tx: Transaction | null,
    otherwise: () => Promise<Results<T>>,
  ): Promise<Results<T>> {
    const named = this.#names.get(text);
    if (!named || !plain(options)) return otherwise();
    const run = () => this.#execute<T>(named, text, params ?? [], options, tx === null);
    if (tx) {
      // As the transaction's `query`: in it, once the statement before has answered.
      if (tx.closed) throw new Error('Transaction is closed');
      return this._runExclusiveQuery(run);
    }
    await this._checkReady();
    // As `query`: after any transaction under way, alone on the connection.
    return this._runExclusiveTransaction(() => this._runExclusiveQuery(run));
  }

  /**
   * Binds and executes the named statement (parsing it first if need be): one call, three
   * messages (a generic plan's switch adds two or three statements each side).
   */
  async #execute<T>(
    named: Named,
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    outsideTransaction: boolean,
  ): Promise<Results<T>> {
    const { name } = named;
    let parsed = this.#parsed.get(name) ?? (await this.#parse(named, text, params, options));
    let results: BackendMessage[];
    try {
      results = await this.#bindAndExecute(named, parsed, params);
    } catch (error) {
      if (!(error instanceof messages.DatabaseError)) throw error;
      if (!PARSE_AGAIN.has(error.code ?? '')) throw withQuery(error, text, params, options);
      this.#parsed.delete(name);
      // The plan switch's statements may be the ones gone (a `DEALLOCATE ALL`).
      if (named.generic) this.#planSwitchParsed = false;
      // Inside a transaction the error has aborted it: it is the caller's to see.
      if (!outsideTransaction) throw withQuery(error, text, params, options);
      parsed = await this.#parse(named, text, params, options);
      try {
        results = await this.#bindAndExecute(named, parsed, params);
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
    const rows = options?.rowMode === 'array' ? ARRAY_ROWS : OBJECT_ROWS;
    return parse.parseResults(messagesWithFields, this.#parsersFor(options), rows)[0] as Results<T>;
  }

  /**
   * The parsers a query's rows are decoded with: its own (`options.parsers`) over PGlite's. What
   * `parseResults` would make of them itself, a copy of PGlite's 318 parsers with the query's
   * laid over (about 0.1 ms of CPU per execution), made once per query's parsers here: an object
   * of its own whose prototype is PGlite's (so a parser PGlite adds later is seen too).
   */
  #parsersFor(options: QueryOptions | undefined): PGlite['parsers'] {
    const own = options?.parsers;
    if (!own) return this.parsers;
    let parsers = this.#parsersOver.get(own);
    if (!parsers) {
      parsers = Object.assign(Object.create(this.parsers) as PGlite['parsers'], own);
      this.#parsersOver.set(own, parsers);
    }
    return parsers;
  }

  async #bindAndExecute(named: Named, parsed: Parsed, params: unknown[]) {
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = this.serializers[parsed.paramTypes[i]!];
      return serializer ? serializer(value) : String(value);
    });
    const bind = serialize.bind({ statement: named.name, values: values as string[] });
    // Sync ends the buffer: after an error PostgreSQL skips to it, and the connection is ready.
    const { generic } = named;
    if (!generic)
      return this.execProtocolStream(concat([bind, executeAndSync]), { syncToFs: false });
    // Its generic plan: the switch on before its Bind (where the plan is chosen), off after.
    const results = await this.execProtocolStream(
      concat([generic.on, bind, execute, generic.offAndSync]),
      { syncToFs: false },
    );
    return ownMessages(results, generic.onCount);
  }

  /**
   * Parses `text` as the statement `name` and describes it, in one call (with the plan switches'
   * statements, the first time one named with `genericPlan` is). Close first: a statement of that
   * name left by an earlier failed attempt (or a schema change) is replaced.
   */
  async #parse(
    named: Named,
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
  ): Promise<Parsed> {
    const { name } = named;
    const switches = named.generic !== null && !this.#planSwitchParsed;
    let results: BackendMessage[];
    try {
      results = await this.execProtocolStream(
        concat([
          ...(switches
            ? SETTING_STATEMENTS.flatMap((statement) => [
                serialize.close({ type: 'S', name: statement.name }),
                serialize.parse(statement),
              ])
            : []),
          serialize.close({ type: 'S', name }),
          serialize.parse({ name, text }),
          serialize.describe({ type: 'S', name }),
          sync,
        ]),
        { syncToFs: false },
      );
    } catch (error) {
      throw error instanceof messages.DatabaseError
        ? withQuery(error, text, params, options)
        : error;
    }
    if (switches) this.#planSwitchParsed = true;
    const parsed: Parsed = {
      paramTypes: parse.parseDescribeStatementResults(results),
      rowDescription: results.find((message) => message.name === 'rowDescription'),
    };
    this.#parsed.set(name, parsed);
    return parsed;
  }
}

/**
 * The statement's own answer among those of the plan switch around it: what follows the
 * completion of the switch's `before` statements, up to and with the statement's own.
 */
function ownMessages(results: BackendMessage[], before: number): BackendMessage[] {
  let first = 0;
  for (let done = 0; first < results.length && done < before; first++)
    if (results[first]!.name === 'commandComplete') done++;
  let last = first;
  while (last < results.length && results[last]!.name !== 'commandComplete') last++;
  return results.slice(first, last + 1);
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
