/** About You's side panel: one random tip out of five. */
import { useState } from 'react';
import { SidePanel } from './StepLayout';

export const resumeTips = [
  'Use the email address and phone number you check most often: recruiters move fast.',
  'Lead every experience with a strong action verb and a measurable result.',
  'Keep your resume to one page unless you have more than ten years of relevant experience.',
  'Mirror the keywords of the job posting so applicant-tracking systems find you.',
  'Add a professional profile link, and make sure it matches what your resume says.',
];

export function ResumeTips() {
  const [tip] = useState(() => resumeTips[Math.floor(Math.random() * resumeTips.length)]!);
  return (
    <SidePanel title="Resume tip">
      <p data-testid="resume-tip">{tip}</p>
    </SidePanel>
  );
}
