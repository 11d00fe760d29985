/** The five list sections: how each maps between its table and the API (SPEC.md section 7 payloads). */
import { libraryLimitProblem, sectionSchemas, type SectionItem, type SectionKey } from '@hirestride/shared';
import type * as z from 'zod';
import type { Executor } from '../db/client.js';
import { certifications, education, skills, snippets, workExperiences } from '../db/schema.js';
import type { OwnedRow, OwnedTable, OwnedValues } from '../lists/owned-list-repository.js';
import { ResumesRepository } from '../resumes/repository.js';
import { certificationToApi, educationToApi, skillToApi, snippetToApi, workExperienceToApi } from './to-api.js';

/** A section's payload once validated. */
export type SectionValues<K extends SectionKey> = z.output<(typeof sectionSchemas)[K]['payload']>;

export interface SectionDefinition<K extends SectionKey, T extends OwnedTable> {
  key: K;
  /** What the API calls one item, for OpenAPI summaries. */
  noun: string;
  table: T;
  payload: z.ZodType<SectionValues<K>>;
  item: z.ZodType<SectionItem<K>>;
  toRow(payload: SectionValues<K>): OwnedValues<T>;
  toApi(row: OwnedRow<T>): SectionItem<K>;
  /** Runs after an item is deleted (snippets leave the resume sections they were placed in). */
  afterDelete?(db: Executor, userId: number, id: number): Promise<void>;
  /** Why the section cannot take one more item (its LIBRARY_LIMITS), or null. */
  limitProblem(existing: number): string | null;
}

/** One section, its mapping checked against its table and its schemas (from the shared package), with its limit. */
const section = <K extends SectionKey, T extends OwnedTable>(
  definition: Omit<SectionDefinition<K, T>, 'limitProblem'>,
): SectionDefinition<K, T> => ({
  ...definition,
  limitProblem: (existing) => libraryLimitProblem(definition.key, existing),
});

export const sections = {
  'work-experiences': section({
    ...sectionSchemas['work-experiences'],
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
    toApi: workExperienceToApi,
  }),
  skills: section({
    ...sectionSchemas.skills,
    key: 'skills',
    noun: 'skill',
    table: skills,
    toRow: (p) => ({ skillName: p.skill_name, proficiency: p.proficiency, category: p.category }),
    toApi: skillToApi,
  }),
  certifications: section({
    ...sectionSchemas.certifications,
    key: 'certifications',
    noun: 'certification',
    table: certifications,
    toRow: (p) => ({ certName: p.cert_name, issuer: p.issuer, issueDt: p.issue_dt }),
    toApi: certificationToApi,
  }),
  education: section({
    ...sectionSchemas.education,
    key: 'education',
    noun: 'education entry',
    table: education,
    toRow: (p) => ({
      degree: p.degree,
      field: p.field,
      institution: p.institution,
      endDt: p.end_dt,
      gpa: p.gpa === null ? null : p.gpa.toFixed(2),
    }),
    toApi: educationToApi,
  }),
  snippets: section({
    ...sectionSchemas.snippets,
    key: 'snippets',
    noun: 'snippet',
    table: snippets,
    toRow: (p) => ({ title: p.title, content: p.content }),
    toApi: snippetToApi,
    afterDelete: (db, userId, id) => new ResumesRepository(db).forgetSnippet(userId, id),
  }),
} satisfies { [K in SectionKey]: { key: K } };
