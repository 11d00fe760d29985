/** The Support page's questions and answers: how HireStride works where people most often ask. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../app/paths';

export interface Question {
  id: string;
  question: string;
  answer: ReactNode;
}

const link = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900';

export const faqTopics: Array<{ topic: string; questions: Question[] }> = [
  {
    topic: 'Your profile and resumes',
    questions: [
      {
        id: 'content-library',
        question: 'What is the content library?',
        answer: (
          <p>
            Your profile, written once: about you, experience, skills, education, certifications and snippets (reusable
            blocks such as a summary or an award). Every resume and cover letter is built from it, so a change made
            there is offered to them all. Start at{' '}
            <Link to={paths.contentLibrary.header} className={link}>
              About You
            </Link>
            .
          </p>
        ),
      },
      {
        id: 'resumes',
        question: 'How many resumes can I keep, and does editing one change the others?',
        answer: (
          <p>
            As many as you like, in{' '}
            <Link to={paths.myResumes} className={link}>
              My Resumes
            </Link>
            . Each keeps its own copy of your profile: edit one freely and the others stay as they are. When your
            profile changes later, a resume offers to take the changes in without losing the edits made on it.
          </p>
        ),
      },
      {
        id: 'downloads',
        question: 'How do I download a resume or cover letter?',
        answer: (
          <p>
            Open{' '}
            <Link to={paths.publish} className={link}>
              Review and Publish
            </Link>{' '}
            for a resume, or the letter itself, and choose PDF (A4 or US Letter), Word or plain text. If a download
            stops with a message, it says why: a cover letter, for example, waits until every statement your profile
            does not show is edited or confirmed.
          </p>
        ),
      },
    ],
  },
  {
    topic: 'Cover letters',
    questions: [
      {
        id: 'cover-letters',
        question: 'Who writes my cover letters, and can they make things up?',
        answer: (
          <p>
            A letter is written from your own profile, by the AI model this installation is set up with or, without one,
            by the built-in composer. Anything a letter states that your profile does not show is underlined “not in
            your profile” until you edit it, add it to your profile or confirm it. Start in the{' '}
            <Link to={paths.coverLetterCrafter} className={link}>
              Cover Letter Crafter
            </Link>
            .
          </p>
        ),
      },
    ],
  },
  {
    topic: 'Your account and your data',
    questions: [
      {
        id: 'password-reset',
        question: 'I forgot my password. What now?',
        answer: (
          <p>
            Use{' '}
            <Link to={paths.forgotPassword} className={link}>
              Forgot password?
            </Link>{' '}
            on the Log In page and enter your address: we email a link that lets you choose a new password for one hour.
            No email after a few minutes? Look in the spam folder and check the address you signed up with.
          </p>
        ),
      },
      {
        id: 'export',
        question: 'Can I get a copy of everything I stored?',
        answer: (
          <p>
            Yes: <strong>Export my data</strong> in{' '}
            <Link to={paths.accountSettings} className={link}>
              Account Settings
            </Link>{' '}
            downloads a zip file with your profile, resumes, cover letters, jobs and interview answers as JSON.
          </p>
        ),
      },
      {
        id: 'delete',
        question: 'How do I delete my account?',
        answer: (
          <p>
            <strong>Delete my account</strong> at the bottom of{' '}
            <Link to={paths.accountSettings} className={link}>
              Account Settings
            </Link>{' '}
            lists what will go, asks for your password (or a fresh Google sign-in) and for DELETE to be typed out. The
            account and everything in it are then deleted for good; export your data first if you want to keep it.
          </p>
        ),
      },
      {
        id: 'privacy',
        question: 'Who can see my data?',
        answer: (
          <p>
            Only you, signed in to your account. Your data is not shared with other users. When this installation uses
            an AI model for writing, the parts of your profile a letter needs are sent to that model to write it. You
            can see and sign out every device signed in to your account in Account Settings.
          </p>
        ),
      },
      {
        id: 'price',
        question: 'Does HireStride cost anything?',
        answer: (
          <p>
            No. There is no paid plan: every feature is included, and there is nothing to cancel (see{' '}
            <Link to={paths.manageSubscription} className={link}>
              Manage Subscription
            </Link>
            ).
          </p>
        ),
      },
    ],
  },
];
