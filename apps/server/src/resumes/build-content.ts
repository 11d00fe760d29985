/** Builds a new draft's content_data from the user's content library. */
import { isSummarySnippet, summaryLines, type ContentData, type Snippet } from '@hirestride/shared';
import type { UserRow } from '../auth/users-repository.js';
import type { Database } from '../db/client.js';
import { readLibrary } from '../content/library.js';

/** Lines of the first snippet titled like a summary become the summary's bullet points. */
function summaryBullets(snippets: Snippet[]): string[] {
  const summary = snippets.find(isSummarySnippet);
  return summary ? summaryLines(summary.content) : [];
}

export async function buildContentData(db: Database, user: UserRow): Promise<ContentData> {
  const { info, experience, skills, education, certifications, snippets } = await readLibrary(db, user.id);
  const firstName = info?.firstName ?? user.firstName;
  const lastName = info?.lastName ?? user.lastName;
  return {
    personal_info: {
      first_name: firstName,
      last_name: lastName,
      full_name: `${firstName} ${lastName}`.trim(),
      email: info?.email ?? user.email,
      phone: info?.phone ?? '',
      linkedin_url: info?.linkedinUrl ?? '',
      address: info?.location ?? '',
    },
    summary: { bullet_points: summaryBullets(snippets) },
    education: education.map(({ id, institution, degree, field, end_dt, gpa }) => ({
      id,
      institution,
      degree,
      field,
      end_dt,
      gpa,
      honors: '',
    })),
    snippets,
    experience: experience.map(({ id, job_title, company, location, start_date, end_date, description }) => ({
      id,
      job_title,
      company,
      location,
      start_date,
      end_date,
      description,
    })),
    skills,
    certifications,
  };
}
