/** The content library feature's screens (one way in for the route table). */
export { AboutYouPage } from './AboutYouPage';
export { ProfileProgressPage } from './ProfileProgressPage';
export { ReviewPage } from './ReviewPage';
export { SectionStepPage } from './SectionStepPage';
export { ResumeImportPage } from './import/ResumeImportPage';
