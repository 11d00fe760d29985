/**
 * Every domain's repository, built once per app and decorated on the instance (`app.repositories`): a domain's
 * service reads another domain's data through that domain's repository, never through its own queries.
 */
import type { FastifyInstance } from 'fastify';
import { ActivityRepository } from './activity/repository.js';
import { PersonalInfoRepository } from './content/repository.js';
import { CoverLettersRepository } from './cover-letters/repository.js';
import type { Database } from './db/client.js';
import { InterviewRepository } from './interview/repository.js';
import { JobsRepository } from './jobs/repository.js';
import { MatchesRepository } from './matching/repository.js';
import { ResumesRepository } from './resumes/repository.js';
import { TemplatesRepository } from './templates/repository.js';

export interface Repositories {
  activity: ActivityRepository;
  coverLetters: CoverLettersRepository;
  interview: InterviewRepository;
  jobs: JobsRepository;
  matches: MatchesRepository;
  personalInfo: PersonalInfoRepository;
  resumes: ResumesRepository;
  templates: TemplatesRepository;
}

declare module 'fastify' {
  interface FastifyInstance {
    repositories: Repositories;
  }
}

export function createRepositories(db: Database): Repositories {
  return {
    activity: new ActivityRepository(db),
    coverLetters: new CoverLettersRepository(db),
    interview: new InterviewRepository(db),
    jobs: new JobsRepository(db),
    matches: new MatchesRepository(db),
    personalInfo: new PersonalInfoRepository(db),
    resumes: new ResumesRepository(db),
    templates: new TemplatesRepository(db),
  };
}

/** Decorates the app with its repositories, once. */
export function decorateRepositories(app: FastifyInstance, db: Database): void {
  app.decorate('repositories', createRepositories(db));
}
