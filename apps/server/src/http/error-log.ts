/**
 * How errors are written to the log. A database error logged whole carries the query's bound values (emails,
 * password hashes, resume text) in Drizzle's message and `params`, and in the driver's `detail`, `where` and
 * message; those are left out, and what an operator needs to find the fault (class, SQLSTATE, SQL text with
 * placeholders, table, constraint) is kept.
 */
import type { FastifyServerOptions } from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm';

type LoggerOption = FastifyServerOptions['logger'];
type LogMethod = NonNullable<NonNullable<Exclude<LoggerOption, boolean | undefined>['hooks']>['logMethod']>;
type LogObject = Record<string, unknown>;

/** The logger option with database errors redacted before they are written (a disabled logger stays disabled). */
export function withSafeErrors(logger: LoggerOption): LoggerOption {
  if (logger === false || logger === undefined) return logger;
  const options = logger === true ? {} : logger;
  const given = options.hooks?.logMethod;
  // A hook on the call rather than an `err` serializer: pino takes the line's message from the error's own
  // (`log.error(error)`, Fastify's `log.error({ err }, err.message)`) before any serializer runs.
  const logMethod: LogMethod = function (args, method, level) {
    const safe = redactLogCall(args);
    return given ? given.call(this, safe, method, level) : method.apply(this, safe);
  };
  return { ...options, hooks: { ...options.hooks, logMethod } };
}

/** A log call's arguments, with a database error (logged bare or as `err`) and any message copied from it redacted. */
export function redactLogCall<T extends unknown[]>(args: T): T {
  const [first, message, ...rest] = args;
  const error = first instanceof Error ? first : (first as LogObject | null)?.err;
  if (!(error instanceof Error)) return args;
  const chain = causeChain(error);
  if (!chain.some(isDatabaseError)) return args;
  const standIn = redacted(error, chain);
  const object = first instanceof Error ? { err: standIn } : { ...(first as LogObject), err: standIn };
  const text =
    typeof message === 'string' && error.message && message.includes(error.message)
      ? message.replace(error.message, standIn.message as string)
      : message;
  return (message === undefined && rest.length === 0 ? [object] : [object, text, ...rest]) as T;
}

/**
 * A plain, error-like stand-in: the usual serializer takes its type from `name` (there is no constructor) and copies
 * the rest as it is.
 */
function redacted(error: Error, chain: Error[]): LogObject {
  const copy: LogObject = Object.create(null) as LogObject;
  copy.name = typeName(error);
  copy.message = chain.map(safeMessage).join(': ');
  copy.stack = chain.map(safeStack).join('\ncaused by: ');
  // The first error in the chain to carry a field names it (Drizzle's query, the driver's code and constraint).
  for (const link of chain) {
    for (const key of KEPT_FIELDS) {
      const value = (link as unknown as LogObject)[key];
      if (copy[key] === undefined && (typeof value === 'string' || typeof value === 'number')) copy[key] = value;
    }
  }
  return copy;
}

/**
 * Fields that never hold a bound value: SQL text (Drizzle binds every value as $n), SQLSTATE, schema object names,
 * and a network error's address. Left out on purpose: params, detail, hint, where, internalQuery, queryOptions.
 */
const KEPT_FIELDS = [
  'query',
  'code',
  'severity',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
  'position',
  'errno',
  'syscall',
  'address',
  'port',
] as const;

function causeChain(error: Error): Error[] {
  const chain: Error[] = [];
  for (let current: unknown = error; current instanceof Error && chain.length < 6; current = current.cause)
    chain.push(current);
  return chain;
}

/** An error the database server sent (node-postgres's DatabaseError, PGlite's), which has a SQLSTATE and severity. */
function isServerError(error: Error): boolean {
  const { code, severity } = error as { code?: unknown; severity?: unknown };
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof severity === 'string';
}

function isDatabaseError(error: Error): boolean {
  return error instanceof DrizzleQueryError || isServerError(error);
}

function typeName(error: Error): string {
  // PGlite's error class is minified to a letter.
  if (isServerError(error) && !(error instanceof DrizzleQueryError)) return 'DatabaseError';
  return error.constructor?.name || error.name;
}

/** Words after which PostgreSQL quotes a schema object's name rather than a value. */
const NAMED =
  /(?:relation|table|column|constraint|index|schema|type|function|sequence|view|trigger|database|role|encoding|extension|domain|collation|near)\s+$/i;

function safeMessage(error: Error): string {
  if (error instanceof DrizzleQueryError) return `Failed query: ${error.query}`;
  if (!isServerError(error)) return error.message;
  // Values come after a colon ('invalid input syntax for type integer: "x"') or quoted in the sentence
  // ('value "x" is out of range'); names are quoted after the kind of object they name.
  const colon = error.message.indexOf(': ');
  const sentence = colon === -1 ? error.message : `${error.message.slice(0, colon)}: …`;
  return sentence.replace(/"(?:[^"]|"")*"/g, (quoted, offset: number) =>
    NAMED.test(sentence.slice(0, offset)) ? quoted : '"…"',
  );
}

/** The stack with its first line (the message, values and all) replaced by the redacted message. */
function safeStack(error: Error): string {
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return [`${typeName(error)}: ${safeMessage(error)}`, ...frames].join('\n');
}
