// The bench's second baseline: a bare Fastify route that runs the one SELECT for the same rows with the same
// PostgreSQL driver and pool settings as the app (pg, 10 connections), and nothing else: no auth, no cookies, no
// hooks. The physical limit of a read that has to touch the database (issue 17).
import Fastify from 'fastify';
import pg from 'pg';

const [port, databaseUrl, userId] = process.argv.slice(2);
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

await app.listen({ port: Number(port), host: '127.0.0.1' });
process.on('SIGTERM', () =>
  app
    .close()
    .then(() => pool.end())
    .then(() => process.exit(0)),
);
