/** The five list sections: how each maps between its table and the API (SPEC.md section 7 payloads). */
import type { SectionItem, SectionKey } from '@hirestride/shared';
import type { Database } from '../db/client.js';
import { certifications, education, skills, snippets, workExperiences } from '../db/schema.js';
import { ResumesRepository } from '../resumes/repository.js';
import type { OwnedTable } from '../lists/owned-list-repository.js';

export interface SectionDefinition<K extends SectionKey = SectionKey> {
  key: K;
  /** What the API calls one item, for OpenAPI summaries. */
  noun: string;
  table: OwnedTable;
  /** Validated payload → column values. */
  toRow(payload: Record<string, unknown>): Record<string, unknown>;
  toApi(row: Record<string, unknown>): SectionItem<K>;
  /** Runs after an item is deleted (snippets leave the resume sections they were placed in). */
  afterDelete?(db: Database, userId: number, id: number): Promise<void>;
}

const str = (value: unknown) => value as string;
const dateOrNull = (value: unknown) => (value as string | null) ?? null;

export const sectionDefinitions: SectionDefinition[] = [
  {
    key: 'work-experiences',
    noun: 'work experience',
    table: workExperiences,
    toRow: (p) => ({
      jobTitle: p.job_title,
      company: p.company,
      location: p.location,
      startDate: p.start_date,
      endDate: p.end_date,
      description: p.description,
    }),
    toApi: (r) => ({
      id: r.id as number,
      job_title: str(r.jobTitle),
      company: str(r.company),
      location: str(r.location),
      start_date: str(r.startDate),
      end_date: dateOrNull(r.endDate),
      description: str(r.description),
    }),
  },
  {
    key: 'skills',
    noun: 'skill',
    table: skills,
    toRow: (p) => ({ skillName: p.skill_name, proficiency: p.proficiency, category: p.category }),
    toApi: (r) => ({
      id: r.id as number,
      skill_name: str(r.skillName),
      proficiency: str(r.proficiency),
      category: str(r.category),
    }),
  },
  {
    key: 'certifications',
    noun: 'certification',
    table: certifications,
    toRow: (p) => ({ certName: p.cert_name, issuer: p.issuer, issueDt: p.issue_dt }),
    toApi: (r) => ({
      id: r.id as number,
      cert_name: str(r.certName),
      issuer: str(r.issuer),
      issue_dt: dateOrNull(r.issueDt),
    }),
  },
  {
    key: 'education',
    noun: 'education entry',
    table: education,
    toRow: (p) => ({
      degree: p.degree,
      field: p.field,
      institution: p.institution,
      endDt: p.end_dt,
      gpa: p.gpa === null ? null : (p.gpa as number).toFixed(2),
    }),
    toApi: (r) => ({
      id: r.id as number,
      degree: str(r.degree),
      field: str(r.field),
      institution: str(r.institution),
      end_dt: dateOrNull(r.endDt),
      gpa: r.gpa === null ? null : Number(r.gpa).toFixed(2),
    }),
  },
  {
    key: 'snippets',
    noun: 'snippet',
    table: snippets,
    toRow: (p) => ({ title: p.title, content: p.content }),
    toApi: (r) => ({ id: r.id as number, title: str(r.title), content: str(r.content) }),
    afterDelete: (db, userId, id) => new ResumesRepository(db).forgetSnippet(userId, id),
  },
];
