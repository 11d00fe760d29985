// The bench's second baseline: a bare Fastify route that runs the one SELECT for the same rows with the same
// PostgreSQL driver and pool size as the app (pg, defaultPoolSize()), each as a named (prepared) statement through
// pg's own `pool.query`, and nothing else: no auth, no cookies, no hooks, no response schema. The limit of a read that
// has to touch the database (the "bare Fastify route running the same SELECT"). Run it with
// `node --import tsx`: it takes the pool's size from the app's TypeScript source.
import Fastify from 'fastify';
import pg from 'pg';

const [port, databaseUrl, userId, jobsUserId] = process.argv.slice(2);
const { defaultPoolSize } = await import('../../apps/server/src/db/client.ts');
const pool = new pg.Pool({ connectionString: databaseUrl, max: defaultPoolSize() });
const app = Fastify({ logger: false });

/** A prepared SELECT's rows, as pg builds them. */
const select = async ({ name, text, values }) => (await pool.query({ name, text, values })).rows;

app.get('/api/content/work-experiences/', async () => {
  const rows = await select({
    name: 'list',
    text: `SELECT id, job_title, company, location, to_char(start_date, 'YYYY-MM-DD') AS start_date,
                  to_char(end_date, 'YYYY-MM-DD') AS end_date, description
             FROM work_experiences WHERE user_id = $1 ORDER BY id`,
    values: [userId],
  });
  return rows;
});

app.get('/dj-rest-auth/user/', async () => {
  const rows = await select({
    name: 'user',
    text: `SELECT id AS pk, email, first_name, last_name, date_joined,
                  (SELECT count(*)::int FROM resume_versions WHERE user_id = u.id) AS resume_count,
                  (SELECT count(*)::int FROM cover_letters WHERE user_id = u.id) AS cover_letter_count,
                  email_verified, password_hash IS NOT NULL AS has_password
             FROM users u WHERE id = $1`,
    values: [userId],
  });
  return rows[0];
});

// The tracker's table as the app first asks for it: 50 of the user's 500 open jobs in board order, with the
// total (DRF's page), without the posting and notes.
const iso = (column) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS ${column}`;
const open = `user_id = $1 AND stage <> 'archived'`;
app.get('/api/jobs/', async (request) => {
  const rows = await select({
    name: 'page',
    text: `SELECT id, title, company, location, url, salary, employment_type, remote, source, stage, outcome,
                  position, to_char(applied_on, 'YYYY-MM-DD') AS applied_on,
                  to_char(follow_up_on, 'YYYY-MM-DD') AS follow_up_on, follow_up_note,
                  resume_version_id AS resume_version, cover_letter_id AS cover_letter,
                  ${iso('stage_changed_at')}, ${iso('created_at')}, ${iso('updated_at')}, version,
                  (SELECT count(*) FROM jobs WHERE ${open}) AS total
             FROM jobs WHERE ${open}
            ORDER BY array_position(ARRAY['wishlist', 'maybe', 'submitted', 'interviewed', 'archived']::text[], stage),
                     position, id
            LIMIT 50`,
    values: [jobsUserId],
  });
  const count = Number(rows[0]?.total ?? 0);
  const results = rows.map(({ total: _total, ...job }) => job);
  const next = count > 50 ? `http://${request.host}${request.url}&offset=50` : null;
  return { count, next, previous: null, results };
});

await app.listen({ port: Number(port), host: '127.0.0.1' });
process.on('SIGTERM', () =>
  app
    .close()
    .then(() => pool.end())
    .then(() => process.exit(0)),
);
