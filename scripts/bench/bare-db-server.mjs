// The bench's second baseline: a bare Fastify route that runs the one SELECT for the same rows with the same
// PostgreSQL driver and pool settings as the app (pg, 10 connections), and nothing else: no auth, no cookies, no
// hooks. The physical limit of a read that has to touch the database (issue 17).
import Fastify from 'fastify';
import pg from 'pg';

const [port, databaseUrl, userId, jobsUserId] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
const app = Fastify({ logger: false });

app.get('/api/content/work-experiences/', async () => {
  const { rows } = await pool.query(
    `SELECT id, job_title, company, location, to_char(start_date, 'YYYY-MM-DD') AS start_date,
            to_char(end_date, 'YYYY-MM-DD') AS end_date, description
       FROM work_experiences WHERE user_id = $1 ORDER BY id`,
    [userId],
  );
  return rows;
});

app.get('/dj-rest-auth/user/', async () => {
  const { rows } = await pool.query(
    `SELECT id AS pk, email, first_name, last_name, date_joined,
            (SELECT count(*)::int FROM resume_versions WHERE user_id = u.id) AS resume_count,
            (SELECT count(*)::int FROM cover_letters WHERE user_id = u.id) AS cover_letter_count,
            email_verified, password_hash IS NOT NULL AS has_password
       FROM users u WHERE id = $1`,
    [userId],
  );
  return rows[0];
});

// The tracker's page: 50 of the user's 500 jobs, newest change first, with the total (DRF's page).
const iso = (column) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS ${column}`;
app.get('/api/jobs/', async (request) => {
  const { rows } = await pool.query(
    `SELECT id, title, company, location, url, salary, employment_type, remote, source, posting_text, stage, outcome,
            position, to_char(applied_on, 'YYYY-MM-DD') AS applied_on, to_char(follow_up_on, 'YYYY-MM-DD') AS follow_up_on,
            follow_up_note, notes, resume_version_id AS resume_version, cover_letter_id AS cover_letter,
            ${iso('stage_changed_at')}, ${iso('created_at')}, ${iso('updated_at')}, count(*) OVER () AS total
       FROM jobs WHERE user_id = $1 ORDER BY updated_at DESC NULLS LAST, id LIMIT 50`,
    [jobsUserId],
  );
  const count = Number(rows[0]?.total ?? 0);
  const results = rows.map(({ total: _total, ...job }) => job);
  const next = count > 50 ? `http://${request.host}/api/jobs/?limit=50&ordering=-updated_at&offset=50` : null;
  return { count, next, previous: null, results };
});

await app.listen({ port: Number(port), host: '127.0.0.1' });
process.on('SIGTERM', () =>
  app
    .close()
    .then(() => pool.end())
    .then(() => process.exit(0)),
);
