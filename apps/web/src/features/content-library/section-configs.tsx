/** How each of the five list sections looks: its fields, how an item is summarised, its Add button and side panel. */
import type { ReactNode } from 'react';
import { PROFICIENCY_LEVELS, PROFICIENCY_MAX, type SectionItem, type SectionKey } from '@hirestride/shared/content';
import { dateRange, monthYear } from '@hirestride/shared/dates';
import type { FieldConfig } from '../../components/form-fields';
import type { Step } from './steps';

export interface SectionConfig<K extends SectionKey = SectionKey> {
  section: K;
  step: Step['key'];
  title: string;
  intro: string;
  addLabel: string;
  /** Plural name for the list heading and messages. */
  plural: string;
  fields: FieldConfig[];
  /** The multi-line field whose lines "Improve this line" offers to rewrite, one at a time. */
  improveLines?: string;
  /** A field that, when adding, takes several values at once (one item each, the other fields shared). */
  batch?: { field: string; help: string };
  summary(item: SectionItem<K>): { title: string; subtitle?: string; detail?: string };
  tips: ReactNode;
}

const experience: SectionConfig<'work-experiences'> = {
  section: 'work-experiences',
  step: 'experience',
  title: 'Experience',
  intro: 'Every role you might want to mention. You choose what goes on each resume later.',
  addLabel: 'Add Experience',
  plural: 'experiences',
  fields: [
    { name: 'job_title', label: 'Job Title', required: true },
    { name: 'company', label: 'Company', required: true },
    { name: 'location', label: 'Location', placeholder: 'City, country or Remote' },
    { name: 'start_date', label: 'Start Date', kind: 'month', required: true },
    { name: 'end_date', label: 'End Date', kind: 'month', presentLabel: 'I currently work here' },
    {
      name: 'description',
      label: 'Description',
      kind: 'textarea',
      help: 'What you did and what changed because of it.',
    },
  ],
  improveLines: 'description',
  summary: (item) => ({
    title: `${item.job_title} at ${item.company}`,
    subtitle: [item.location, dateRange(item.start_date, item.end_date)].filter(Boolean).join(' · '),
    detail: item.description,
  }),
  tips: <p>Start each description with an action verb and add a number where you can: “Cut release time by 40%”.</p>,
};

const skills: SectionConfig<'skills'> = {
  section: 'skills',
  step: 'skills',
  title: 'Skills',
  intro: 'Tools, languages and strengths employers search for.',
  addLabel: 'Add Skill',
  plural: 'skills',
  fields: [
    { name: 'skill_name', label: 'Skill', required: true },
    {
      name: 'proficiency',
      label: 'Proficiency',
      maxLength: PROFICIENCY_MAX,
      placeholder: 'e.g. Advanced',
      suggestions: PROFICIENCY_LEVELS,
    },
    { name: 'category', label: 'Category', placeholder: 'e.g. Languages' },
  ],
  // Most people have a dozen skills or more: typing them as a list beats one form per skill.
  batch: {
    field: 'skill_name',
    help: 'Add several at once: separate them with commas or put one per line. The proficiency and category apply to all.',
  },
  summary: (item) => ({
    title: item.skill_name,
    subtitle: [item.proficiency, item.category].filter(Boolean).join(' · '),
  }),
  tips: <p>Group skills into categories so each resume can show the ones a posting asks for.</p>,
};

const education: SectionConfig<'education'> = {
  section: 'education',
  step: 'education',
  title: 'Education',
  intro: 'Degrees, diplomas and programmes.',
  addLabel: 'Add Education',
  plural: 'education entries',
  fields: [
    { name: 'degree', label: 'Degree', required: true },
    { name: 'field', label: 'Field of Study' },
    { name: 'institution', label: 'Institution', required: true },
    { name: 'end_dt', label: 'Graduation (month)', kind: 'month' },
    { name: 'gpa', label: 'GPA', kind: 'decimal', help: 'Optional, e.g. 3.8' },
  ],
  summary: (item) => ({
    title: [item.degree, item.field].filter(Boolean).join(', '),
    subtitle: [item.institution, monthYear(item.end_dt), item.gpa ? `GPA ${item.gpa}` : ''].filter(Boolean).join(' · '),
  }),
  tips: <p>Recent graduates: list relevant coursework or honours in a snippet and place it where it helps.</p>,
};

const certifications: SectionConfig<'certifications'> = {
  section: 'certifications',
  step: 'certifications',
  title: 'Certifications',
  intro: 'Licences and certificates that prove what you know.',
  addLabel: 'Add Certification',
  plural: 'certifications',
  fields: [
    { name: 'cert_name', label: 'Certificate Name', required: true },
    { name: 'issuer', label: 'Issuer' },
    { name: 'issue_dt', label: 'Issue Date', kind: 'month' },
  ],
  summary: (item) => ({
    title: item.cert_name,
    subtitle: [item.issuer, monthYear(item.issue_dt)].filter(Boolean).join(' · '),
  }),
  tips: <p>Include the issuing body exactly as it is known; recruiters search for it by name.</p>,
};

const snippetsConfig: SectionConfig<'snippets'> = {
  section: 'snippets',
  step: 'snippets',
  title: 'Others',
  intro: 'Reusable blocks of writing for your resumes and cover letters.',
  addLabel: 'Add Snippet',
  plural: 'snippets',
  fields: [
    { name: 'title', label: 'Title', placeholder: 'e.g. Leadership statement' },
    { name: 'content', label: 'Content', kind: 'textarea', required: true },
  ],
  improveLines: 'content',
  summary: (item) => ({ title: item.title || '(Untitled)', detail: item.content }),
  tips: <p>Write a few versions of your summary: one per kind of role you apply for.</p>,
};

export const sectionConfigs = { experience, skills, education, certifications, snippets: snippetsConfig };
