/** The seven steps of the profile editor, in the progress bar's order (SPEC.md section 2). */
import type { ProfileSection } from '@hirestride/shared/progress';
import { paths } from '../../app/paths';

export interface Step {
  key: ProfileSection | 'review';
  label: string;
  /** The section's name on the progress screen. */
  sectionLabel: string;
  path: string;
}

export const steps: Step[] = [
  { key: 'header', label: 'About You', sectionLabel: 'Header', path: paths.contentLibrary.header },
  { key: 'experience', label: 'Experience', sectionLabel: 'Experience', path: paths.contentLibrary.experience },
  { key: 'skills', label: 'Skills', sectionLabel: 'Skills', path: paths.contentLibrary.skills },
  { key: 'education', label: 'Education', sectionLabel: 'Education', path: paths.contentLibrary.education },
  {
    key: 'certifications',
    label: 'Certifications',
    sectionLabel: 'Certifications',
    path: paths.contentLibrary.certifications,
  },
  { key: 'snippets', label: 'Others', sectionLabel: 'Snippets', path: paths.contentLibrary.snippets },
  { key: 'review', label: 'Review', sectionLabel: 'Review', path: paths.contentLibrary.review },
];
