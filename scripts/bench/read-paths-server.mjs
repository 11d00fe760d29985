// One bare Fastify process (no auth, no hooks) serving the same 20-row list through each way of reading it that
// issue 17 asks to weigh: the driver (pg or postgres.js), prepared or not, rows serialised by the server (plain
// JSON.stringify, or fast-json-stringify from a response schema) or JSON written by PostgreSQL itself. Bare routes
// only: the app's own path is measured against one of these by api.mjs.
import Fastify from 'fastify';
import pg from 'pg';
import postgres from 'postgres';

const [port, databaseUrl, userId, poolSize] = process.argv.slice(2);
const max = Number(poolSize);
const pool = new pg.Pool({ connectionString: databaseUrl, max });
const porsager = postgres(databaseUrl, { max, prepare: true, onnotice: () => undefined });
const app = Fastify({ logger: false });

const columns = `id, job_title, company, location, to_char(start_date, 'YYYY-MM-DD') AS start_date,
  to_char(end_date, 'YYYY-MM-DD') AS end_date, description`;
const rowsSql = `SELECT ${columns} FROM work_experiences WHERE user_id = $1 ORDER BY id`;
const jsonSql = `SELECT coalesce(json_agg(json_build_object('id', id, 'job_title', job_title, 'company', company,
  'location', location, 'start_date', start_date, 'end_date', end_date, 'description', description) ORDER BY id),
  '[]'::json)::text AS items FROM work_experiences WHERE user_id = $1`;
const item = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    job_title: { type: 'string' },
    company: { type: 'string' },
    location: { type: 'string' },
    start_date: { type: 'string' },
    end_date: { type: ['string', 'null'] },
    description: { type: 'string' },
  },
};
const schema = { response: { 200: { type: 'array', items: item } } };
const sendText = (reply, text) =>
  reply
    .type('application/json; charset=utf-8')
    .serializer((p) => p)
    .send(text);

app.get('/pg/rows', async () => (await pool.query(rowsSql, [userId])).rows);
app.get('/pg/rows-prepared', async () => (await pool.query({ name: 'rows', text: rowsSql, values: [userId] })).rows);
app.get('/pg/rows-schema', { schema }, async () => (await pool.query(rowsSql, [userId])).rows);
app.get('/pg/json', async (_request, reply) => sendText(reply, (await pool.query(jsonSql, [userId])).rows[0].items));
app.get('/pg/json-prepared', async (_request, reply) =>
  sendText(reply, (await pool.query({ name: 'json', text: jsonSql, values: [userId] })).rows[0].items),
);
app.get('/postgres/rows', async () => porsager.unsafe(rowsSql, [userId], { prepare: true }));
app.get('/postgres/json', async (_request, reply) =>
  sendText(reply, (await porsager.unsafe(jsonSql, [userId], { prepare: true }))[0].items),
);
app.get('/healthz', async () => ({ ok: true }));

await app.listen({ port: Number(port), host: '127.0.0.1' });
process.on('SIGTERM', () =>
  app
    .close()
    .then(() => Promise.all([pool.end(), porsager.end()]))
    .then(() => process.exit(0)),
);
