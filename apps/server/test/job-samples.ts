/** Jobs the API tests save. */

/** A job with every field a user writes filled, its posting text with the spacing and line breaks of a paste. */
export const fullJob = {
  title: 'Senior Engineer',
  company: 'Acme',
  location: 'London',
  url: 'https://jobs.acme.example/123',
  salary: '£60–70k',
  employment_type: 'full_time',
  remote: 'hybrid',
  source: 'LinkedIn',
  posting_text: '  About us\r\n\r\nWe build rockets.\n\t- Kubernetes  ',
  applied_on: null,
  follow_up_on: '2026-12-01',
  follow_up_note: 'Email the recruiter',
  notes: 'Referred by Sam',
};
