/** Interview prep's public surface (no I/O): the shipped banks and the questions drawn from a job's match. */
export {
  BANK_KINDS,
  findQuestion,
  readBanks,
  roleBankFor,
  shippedBanks,
  type Bank,
  type BankKind,
  type BankQuestion,
} from './banks.js';
export { jobQuestions, type JobQuestion, type JobQuestionKind, type JobQuestionsInput } from './job-questions.js';
export {
  fieldSkillTexts,
  interviewGuide,
  skillText,
  skillTexts,
  type InterviewGuide,
  type SkillText,
} from './learning.js';
export { starDraft, type StarDraft, type StarDraftInput } from './star-draft.js';
