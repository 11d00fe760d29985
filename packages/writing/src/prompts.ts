/**
 * Prompts for an AI model, built from the user's own data only (the job they saved and their library). The model is
 * told to use only these facts; the claims check then verifies what it wrote, because instructions are not proof.
 */
import { descriptionLines, postingEvidence } from './evidence-lines.js';
import type { LetterInput, LetterJob, LetterLength, Tone } from './letter-types.js';

export interface Prompt {
  system: string;
  user: string;
}

const TONE_WORDS: Record<Tone, string> = {
  formal: 'formal and professional',
  warm: 'warm and personable, still professional',
  concise: 'concise and direct',
};
const LENGTH_WORDS: Record<LetterLength, string> = {
  short: 'about 150 words in 3 short paragraphs',
  medium: 'about 250 words in 4 paragraphs',
  long: 'about 350 words in 5 paragraphs',
};
// Postings can be long; the requirements are what the letter answers.
const POSTING_CHARS = 6000;

const SYSTEM = [
  'You write cover letters for a job seeker.',
  'Use only the facts given in the candidate profile: never add an employer, job title, skill, tool, degree, certification, number or achievement that the profile does not state.',
  'If the posting asks for something the profile does not show, do not claim it.',
  'Write plain text: paragraphs separated by a blank line, no markdown headings, no placeholders in brackets.',
  'Start with the greeting and end with the sign-off and the candidate’s name.',
].join(' ');

/** The candidate profile as plain lines, the lines that show the most of what the posting asks for first. */
function profileText(input: LetterInput): string {
  const { library } = input;
  const evidence = postingEvidence(input).lines.map((line) => line.text);
  const roles = library.experiences.map((role) => {
    const when = `${role.start_date.slice(0, 7)} to ${role.end_date ? role.end_date.slice(0, 7) : 'present'}`;
    const lines = descriptionLines(role.description).map((line) => `  - ${line}`);
    return [`- ${role.job_title}${role.company ? ` at ${role.company}` : ''} (${when})`, ...lines].join('\n');
  });
  const sections = [
    `Name: ${library.name || '(not given)'}`,
    roles.length ? `Experience:\n${roles.join('\n')}` : '',
    library.skills.length ? `Skills: ${library.skills.map((s) => s.skill_name).join(', ')}` : '',
    library.education.length
      ? `Education:\n${library.education.map((e) => `- ${[e.degree, e.field].filter(Boolean).join(' in ')}, ${e.institution}`).join('\n')}`
      : '',
    library.certifications.length
      ? `Certifications:\n${library.certifications.map((c) => `- ${c.cert_name}${c.issuer ? ` (${c.issuer})` : ''}`).join('\n')}`
      : '',
    library.snippets.length
      ? `Other achievements:\n${library.snippets.map((s) => `- ${s.title ? `${s.title}: ` : ''}${s.content.replace(/\s+/g, ' ')}`).join('\n')}`
      : '',
    evidence.length
      ? `Lines that best match this job, strongest first:\n${evidence
          .slice(0, 8)
          .map((l) => `- ${l}`)
          .join('\n')}`
      : '',
  ];
  return sections.filter(Boolean).join('\n\n');
}

/** The prompt for a whole letter. */
export function letterPrompt(input: LetterInput): Prompt {
  const posting = input.job.postingText.trim().slice(0, POSTING_CHARS);
  return {
    system: SYSTEM,
    user: [
      `Write a cover letter for the ${input.job.title || 'advertised'} role${input.job.company ? ` at ${input.job.company}` : ''}.`,
      `Tone: ${TONE_WORDS[input.tone]}. Length: ${LENGTH_WORDS[input.length]}.`,
      posting ? `Job posting:\n"""\n${posting}\n"""` : 'No job posting was given.',
      `Candidate profile:\n"""\n${profileText(input)}\n"""`,
    ].join('\n\n'),
  };
}

/** The prompt for one paragraph written again, the rest of the letter given as context and left as it is. */
export function paragraphPrompt(input: LetterInput, paragraphs: string[], index: number): Prompt {
  const whole = letterPrompt(input);
  return {
    system: `${SYSTEM} Answer with the new paragraph only.`,
    user: [
      whole.user,
      `The current letter:\n"""\n${paragraphs.join('\n\n')}\n"""`,
      `Rewrite paragraph ${index + 1} ("${paragraphs[index] ?? ''}") in other words, keeping its purpose. Keep every fact from the profile.`,
    ].join('\n\n'),
  };
}

/** What "Improve this line" tells a model: the line, the job it is for, and the posting's names for things. */
export interface LinePromptInput {
  line: string;
  /** The saved job the resume is for; empty fields when there is none. */
  job: Pick<LetterJob, 'title' | 'company'>;
  /** The posting's own words for what it asks for (skills, certifications), to use where the line names the same thing. */
  postingTerms: string[];
}

/** How many rewrites a model is asked for, and the most "Improve this line" shows. */
export const LINE_REWRITES = 3;

const LINE_SYSTEM = [
  'You improve one line of a job seeker’s resume.',
  `Answer with up to ${LINE_REWRITES} rewrites of the line, one per line, each followed by " | " and a few words on what changed; nothing else.`,
  'Start each rewrite with a past-tense action verb. Keep every number the line has.',
  'Use only the facts in the line: never add an employer, job title, skill, tool, degree, certification, number or achievement it does not state, and never make the candidate’s part bigger than the line says (helping is not leading).',
  'Where the posting’s terms name something the line already states, use the posting’s wording.',
  'Plain text: no numbering, no bullets, no quotation marks, no markdown.',
].join(' ');

/** The prompt for "Improve this line": the user's own line, and the posting's terms when the resume is for a job. */
export function linePrompt(input: LinePromptInput): Prompt {
  const role = input.job.title
    ? `the ${input.job.title} role${input.job.company ? ` at ${input.job.company}` : ''}`
    : '';
  return {
    system: LINE_SYSTEM,
    user: [
      role ? `The resume is for ${role}.` : 'The resume is not for a particular job.',
      input.postingTerms.length ? `The posting’s terms: ${input.postingTerms.join(', ')}.` : '',
      `The line:\n"""\n${input.line.trim()}\n"""`,
    ]
      .filter(Boolean)
      .join('\n\n'),
  };
}

const STAR_SYSTEM = [
  'You help a job seeker prepare a spoken interview answer in STAR form (Situation, Task, Action, Result).',
  'Use only the facts in the candidate profile: never add an employer, job title, skill, tool, degree, certification, number or achievement it does not state. Where the profile does not say something, write a short question to the candidate in brackets instead of inventing it.',
  'Answer with exactly four lines, each starting with its label: "Situation: ", "Task: ", "Action: ", "Result: ". First person, plain text, no markdown, at most three sentences a line.',
].join(' ');

/** The prompt for a STAR answer draft: the question, the job it is practised for, and the candidate's profile. */
export function starPrompt(input: Omit<LetterInput, 'tone' | 'length'> & { question: string }): Prompt {
  const forJob = input.job.title
    ? `The interview is for the ${input.job.title} role${input.job.company ? ` at ${input.job.company}` : ''}.`
    : '';
  return {
    system: STAR_SYSTEM,
    user: [
      forJob,
      `The question: "${input.question.trim()}"`,
      `Candidate profile:\n"""\n${profileText({ ...input, tone: 'formal', length: 'short' })}\n"""`,
    ]
      .filter(Boolean)
      .join('\n\n'),
  };
}
