/** A job's contacts and interview entries: lists nested under a job the caller owns, each addition on its timeline. */
import { contact, contactPayload, interview, interviewPayload, type Contact, type Interview } from '@hirestride/shared';
import type * as z from 'zod';
import { recordActivity } from '../activity/repository.js';
import type { Executor } from '../db/client.js';
import { jobContacts, jobInterviews } from '../db/schema.js';
import type { OwnedRow } from '../lists/owned-list-repository.js';
import type { NestedList } from '../lists/resource.js';
import type { JobsRepository } from './repository.js';
import { contactToApi, interviewToApi } from './to-api.js';

const tags = ['jobs'];
type ContactValues = z.output<typeof contactPayload>;
type InterviewValues = z.output<typeof interviewPayload>;

/** Records a new interview entry on its job's timeline, in the transaction that adds it (here or by a move). */
export async function recordInterview(tx: Executor, userId: number, row: OwnedRow<typeof jobInterviews>) {
  await recordActivity(tx, {
    userId,
    jobId: row.jobId,
    kind: 'interview_added',
    data: { interview: row.id, date: row.date, kind: row.kind },
  });
}

export function contactsList(jobs: JobsRepository): NestedList<typeof jobContacts, ContactValues, Contact> {
  return {
    base: '/api/jobs/:id/contacts/',
    noun: 'contact',
    tags,
    table: jobContacts,
    payload: contactPayload,
    item: contact,
    parent: { column: jobContacts.jobId, owns: (userId, jobId) => jobs.owns(userId, jobId) },
    toRow: (p, jobId) => ({
      jobId,
      name: p.name,
      role: p.role,
      email: p.email,
      phone: p.phone,
      linkedin: p.linkedin,
      notes: p.notes,
    }),
    toApi: contactToApi,
    afterCreate: async (tx, userId, row) => {
      await recordActivity(tx, { userId, jobId: row.jobId, kind: 'contact_added', data: { name: row.name } });
    },
  };
}

export function interviewsList(jobs: JobsRepository): NestedList<typeof jobInterviews, InterviewValues, Interview> {
  return {
    base: '/api/jobs/:id/interviews/',
    noun: 'interview entry',
    tags,
    table: jobInterviews,
    payload: interviewPayload,
    item: interview,
    parent: { column: jobInterviews.jobId, owns: (userId, jobId) => jobs.owns(userId, jobId) },
    toRow: (p, jobId) => ({ jobId, date: p.date, time: p.time, kind: p.kind, notes: p.notes }),
    toApi: interviewToApi,
    afterCreate: recordInterview,
  };
}
