/** The profile progress rule (SPEC.md section 3): a step is done when its data exists; Review needs all six. */

export const PROFILE_SECTIONS = ['header', 'experience', 'skills', 'education', 'certifications', 'snippets'] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];

/** What the rule looks at: whether About You exists and how many items each list has. */
export interface ProfileCounts {
  personalInfo: boolean;
  experience: number;
  skills: number;
  education: number;
  certifications: number;
  snippets: number;
}

export type SectionDone = Record<ProfileSection, boolean>;

export function sectionsDone(profile: ProfileCounts): SectionDone {
  return {
    header: profile.personalInfo,
    experience: profile.experience > 0,
    skills: profile.skills > 0,
    education: profile.education > 0,
    certifications: profile.certifications > 0,
    snippets: profile.snippets > 0,
  };
}

/** Review is done only when all six sections are filled. */
export function reviewDone(profile: ProfileCounts): boolean {
  return Object.values(sectionsDone(profile)).every(Boolean);
}

/** True when nothing at all has been filled in. */
export function profileEmpty(profile: ProfileCounts): boolean {
  return !Object.values(sectionsDone(profile)).some(Boolean);
}

/** True when the library holds nothing a resume is built from: About You alone builds nothing. */
export function nothingToBuildFrom(profile: ProfileCounts): boolean {
  return profile.experience + profile.skills + profile.education + profile.certifications + profile.snippets === 0;
}
