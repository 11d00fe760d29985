/**
 * A read on a pg pool that skips pg's generic query path: a driver extension (pg's documented `Submittable`, as
 * pg-cursor is) for the statements every signed-in request runs. pg's own path builds, per query, a copy of its
 * config, a Query event emitter and a Result, and asks PostgreSQL to describe the result columns again on every
 * execution of a prepared statement, then parses that description into field objects. This one describes a named
 * statement once per connection, keeps the column parsers, and sends only Bind, Execute and Sync afterwards, as
 * postgres.js does. Measured: a fifth of the server's CPU on a one-row signed-in read (decision 013).
 */
import pg from 'pg';

/** A column's parser from its type id, as pg's `types` option gives them. */
export interface ColumnParsers {
  getTypeParser(id: number, format?: string): (value: string) => unknown;
}

/** The parts of pg's connection a read drives (pg's own Query drives the same ones). */
interface Connection {
  stream: { cork?: () => void; uncork?: () => void };
  /** Names of the statements this connection has prepared, and of those sent but not yet confirmed (pg's own books). */
  parsedStatements: Record<string, string>;
  submittedNamedStatements: Record<string, string>;
  parse(config: { text: string; name?: string }): void;
  bind(config: { statement?: string; values: unknown[] }): void;
  describe(config: { type: 'P'; name: string }): void;
  execute(config: { portal: string }): void;
  sync(): void;
  sendCopyFail(message: string): void;
}

type Parser = (value: string) => unknown;
type Callback = (error: Error | null, rows?: unknown[][]) => void;

/** pg's own conversion of a value to what it sends (Dates, arrays, objects as JSON); not in its type definitions. */
const { prepareValue } = (pg as unknown as { utils: { prepareValue(value: unknown): unknown } }).utils;
/** Each connection's parsers per statement name: what Describe answered when the statement first ran there. */
const described = new WeakMap<object, Map<string, Parser[]>>();

class PreparedRead {
  private rows: unknown[][] = [];
  private parsers: Parser[] | undefined;
  private failure: Error | undefined;
  private known: Map<string, Parser[]> | undefined;

  constructor(
    /** Named: prepared once per connection. Unnamed: parsed and described on every run. */
    readonly name: string | undefined,
    readonly text: string,
    private readonly values: unknown[],
    private readonly types: ColumnParsers,
    done: Callback,
  ) {
    // pg's query timeout keeps this callback in a closure with the read, which V8 may have allocated in old space:
    // then whatever the read still holds lives until a full collection. So the read lets go of `done` (and with it
    // the promise holding the rows) once called, and of its rows once handed on.
    let pending: Callback | undefined = done;
    this.callback = (error, rows) => {
      const call = pending;
      pending = undefined;
      call?.(error, rows);
    };
  }

  /** Called once; pg's query timeout wraps it. */
  callback: Callback;

  submit(connection: Connection): null {
    let known = described.get(connection);
    if (!known) described.set(connection, (known = new Map()));
    this.known = known;
    this.parsers = this.name === undefined ? undefined : known.get(this.name);
    const parsed =
      this.name !== undefined &&
      (connection.parsedStatements[this.name] !== undefined ||
        connection.submittedNamedStatements[this.name] !== undefined);
    // Corked so the messages leave in one write, as pg's Query sends them.
    connection.stream.cork?.();
    try {
      if (!parsed) {
        connection.parse({ text: this.text, name: this.name });
        if (this.name !== undefined) connection.submittedNamedStatements[this.name] = this.text;
      }
      connection.bind({ statement: this.name, values: this.values });
      if (!this.parsers) connection.describe({ type: 'P', name: '' });
      connection.execute({ portal: '' });
      connection.sync();
    } finally {
      connection.stream.uncork?.();
    }
    return null;
  }

  handleRowDescription(message: { fields: Array<{ dataTypeID: number; format: string }> }): void {
    this.parsers = message.fields.map((field) => this.types.getTypeParser(field.dataTypeID, field.format));
    if (this.name !== undefined) this.known!.set(this.name, this.parsers);
  }

  handleDataRow(message: { fields: Array<string | null> }): void {
    if (this.failure) return;
    const { fields } = message;
    const parsers = this.parsers!;
    // Values are read by position: a row of another width than its description must fail, not be mislabelled.
    if (fields.length !== parsers.length) {
      this.failure = new Error(`A prepared read answered ${fields.length} columns, not ${parsers.length}`);
      return;
    }
    const row = new Array<unknown>(fields.length);
    try {
      for (let i = 0; i < fields.length; i += 1) {
        const value = fields[i];
        row[i] = value === null || value === undefined ? null : parsers[i]!(value);
      }
    } catch (error) {
      this.failure = error as Error;
      return;
    }
    this.rows.push(row);
  }

  handleCommandComplete(): void {}
  handleEmptyQuery(): void {}
  handlePortalSuspended(): void {}
  handleCopyData(): void {}
  handleCopyInResponse(connection: Connection): void {
    connection.sendCopyFail('No source stream defined');
  }

  /** An error from PostgreSQL or the connection; pg then sends nothing more to this read. */
  handleError(error: Error): void {
    this.callback(this.failure ?? error);
  }

  handleReadyForQuery(): void {
    const rows = this.rows;
    this.rows = [];
    if (this.failure) this.callback(this.failure);
    else this.callback(null, rows);
  }
}

/**
 * Runs `text` on a pooled connection (prepared as `name` when named) and answers its rows as arrays of values,
 * parsed by `types`. Like `pool.query`, a connection whose read failed is not returned to the pool.
 */
export function preparedRead(
  pool: pg.Pool,
  name: string | undefined,
  text: string,
  values: unknown[],
  types: ColumnParsers,
): Promise<unknown[][]> {
  return new Promise((resolve, reject) => {
    let bound: unknown[];
    try {
      // Before anything is sent: a value pg cannot send fails this read alone, not the connection's protocol.
      bound = values.map(prepareValue);
    } catch (error) {
      reject(error);
      return;
    }
    pool.connect((connectError, client, release) => {
      if (connectError || !client) {
        reject(connectError ?? new Error('The pool gave no connection'));
        return;
      }
      // A checked-out client has no error listener of the pool's: a connection lost during the read would be an
      // uncaught 'error' (a crash) without this one, as pool.query attaches its own. pg reports the loss here
      // first and to the read on the next tick, so whichever comes first settles the read.
      let settled = false;
      const settle = (error: Error | null, rows?: unknown[][]) => {
        if (settled) return;
        settled = true;
        client.removeListener('error', settle);
        release(error ?? undefined);
        if (error) reject(error);
        else resolve(rows!);
      };
      client.once('error', settle);
      client.query(new PreparedRead(name, text, bound, types, settle) as unknown as pg.Submittable);
    });
  });
}
