// Seeds many users with 20 rows in each profile section and 20 saved jobs, inside PostgreSQL (generate_series).
import pg from 'pg';

export async function seedUsers(url, users) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = Date.now();
  const { rows } = await client.query(
    `INSERT INTO users (email, first_name, last_name)
       SELECT 'seed-' || g || '@example.com', 'Seed', 'User' || g FROM generate_series(1, $1) g
     RETURNING id`,
    [users],
  );
  const first = Math.min(...rows.map((row) => row.id));
  const last = Math.max(...rows.map((row) => row.id));
  const range = `FROM generate_series(${first}, ${last}) u CROSS JOIN generate_series(1, 20) n`;
  const statements = [
    `INSERT INTO personal_info (user_id, first_name, last_name, email, phone) SELECT u, 'Seed', 'User', 'seed-' || u || '@example.com', '' FROM generate_series(${first}, ${last}) u`,
    `INSERT INTO work_experiences (user_id, job_title, company, location, start_date, description) SELECT u, 'Engineer ' || n, 'Company ' || n, 'Remote', DATE '2015-01-01' + n, 'Did things.' ${range}`,
    `INSERT INTO skills (user_id, skill_name, proficiency, category) SELECT u, 'Skill ' || n, 'Good', 'General' ${range}`,
    `INSERT INTO certifications (user_id, cert_name, issuer, issue_dt) SELECT u, 'Cert ' || n, 'Issuer', DATE '2020-01-01' + n ${range}`,
    `INSERT INTO education (user_id, degree, field, institution, end_dt, gpa) SELECT u, 'BSc', 'Field ' || n, 'University ' || n, DATE '2010-06-01', 3.5 ${range}`,
    `INSERT INTO snippets (user_id, title, content) SELECT u, 'Snippet ' || n, 'Reusable text number ' || n ${range}`,
    // 20 saved jobs each, over the four open stages, so the tracker's page reads a grown table too.
    `INSERT INTO jobs (user_id, title, company, title_company_key, stage, position)
       SELECT u, 'Role ' || n, 'Company ' || n, 'role ' || n || '|company ' || n,
              (ARRAY['wishlist', 'maybe', 'submitted', 'interviewed'])[1 + n % 4], n / 4 ${range}`,
  ];
  for (const statement of statements) await client.query(statement);
  await client.query('ANALYZE');
  await client.end();
  return { users, rows: users * (1 + 20 * 6), ms: Date.now() - started };
}
