import { describe, expect, it } from 'vitest';
import type { FieldConfig } from '../../../components/form-fields';
import { jobFieldConfigs } from '../job-fields';
import { addPrompt, displayValue } from './field-display';

describe('displayValue', () => {
  it.each<{ field: FieldConfig; value: string; expected: string }>([
    { field: jobFieldConfigs.salary, value: '£60–70k', expected: '£60–70k' },
    { field: jobFieldConfigs.salary, value: '', expected: '' },
    { field: jobFieldConfigs.employment_type, value: 'full_time', expected: 'Full-time' },
    { field: jobFieldConfigs.remote, value: 'onsite', expected: 'On-site' },
    { field: jobFieldConfigs.remote, value: '', expected: '' },
    { field: jobFieldConfigs.remote, value: 'space', expected: 'space' },
    { field: { name: 'time', label: 'Time', kind: 'time' }, value: '14:30:00', expected: '14:30' },
    { field: jobFieldConfigs.applied_on, value: 'not a date', expected: 'not a date' },
  ])('$value as $field.kind', ({ field, value, expected }) => {
    expect(displayValue(field, value)).toBe(expected);
  });

  it('writes a date out', () => {
    const shown = displayValue(jobFieldConfigs.applied_on, '2026-12-03');
    expect(shown).toMatch(/2026/);
    expect(shown).not.toBe('2026-12-03');
  });
});

describe('addPrompt', () => {
  it.each([
    ['Salary', 'Add salary'],
    ['Posting URL', 'Add posting URL'],
    ['Employment type', 'Add employment type'],
    ['URL', 'Add URL'],
    ['Job posting', 'Add job posting'],
  ])('%s → %s', (label, expected) => {
    expect(addPrompt(label)).toBe(expected);
  });
});
