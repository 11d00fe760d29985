import { describe, expect, it } from 'vitest';
import { jobField } from './job-field.js';

describe('jobField', () => {
  it.each([
    ['Senior Backend Engineer – Payments Platform', 'software'],
    ['Staff RN – Medical/Surgical Unit', 'healthcare'],
    ['Warehouse Shift Supervisor – 2nd Shift', 'logistics'],
    ['Reach Truck & Counterbalance Forklift Driver – Nights', 'logistics'],
    ['Journeyman Electrician – Commercial', 'trades'],
    ['Line Cook – Evenings (Full-Time)', 'hospitality'],
    ['Staff Accountant', 'finance'],
    ['HR Generalist', 'hr'],
    ['High School Mathematics Teacher (Algebra II / Precalculus)', 'education'],
    ['QC Microbiologist II', 'science'],
    ['Litigation Paralegal', 'legal'],
    ['Data Engineer II', 'data'],
    ['CNC Machinist II – 2nd Shift', 'manufacturing'],
  ])('%s → %s', (title, field) => {
    expect(jobField(title)).toBe(field);
  });

  it('a title no occupation is known by has no field', () => {
    expect(jobField('Chief Vibes Officer')).toBeNull();
    expect(jobField('')).toBeNull();
  });
});
