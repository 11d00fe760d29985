/** The content library's rows as the API shows them: About You and one mapper per list section. */
import type { Certification, Education, PersonalInfo, Skill, Snippet, WorkExperience } from '@hirestride/shared';
import type { certifications, education, personalInfo, skills, snippets, workExperiences } from '../db/schema.js';

export function personalInfoToApi(row: typeof personalInfo.$inferSelect): PersonalInfo {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    phone: row.phone,
    location: row.location,
    linkedin_url: row.linkedinUrl,
    version: row.version,
  };
}

export function workExperienceToApi(row: typeof workExperiences.$inferSelect): WorkExperience {
  return {
    id: row.id,
    job_title: row.jobTitle,
    company: row.company,
    location: row.location,
    start_date: row.startDate,
    end_date: row.endDate ?? null,
    description: row.description,
  };
}

export function skillToApi(row: typeof skills.$inferSelect): Skill {
  return { id: row.id, skill_name: row.skillName, proficiency: row.proficiency, category: row.category };
}

export function certificationToApi(row: typeof certifications.$inferSelect): Certification {
  return { id: row.id, cert_name: row.certName, issuer: row.issuer, issue_dt: row.issueDt ?? null };
}

export function educationToApi(row: typeof education.$inferSelect): Education {
  return {
    id: row.id,
    degree: row.degree,
    field: row.field,
    institution: row.institution,
    end_dt: row.endDt ?? null,
    // DRF sends decimals as strings with their scale ("3.80"); PostgreSQL's numeric may come back as "3.8".
    gpa: row.gpa === null ? null : Number(row.gpa).toFixed(2),
  };
}

export function snippetToApi(row: typeof snippets.$inferSelect): Snippet {
  return { id: row.id, title: row.title, content: row.content };
}
