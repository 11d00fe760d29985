/** How a stored value reads when it is not being edited: a choice by its label, a date written out. */
import type { FieldConfig } from '../../../components/form-fields';
import { shortDate } from '../../../lib/job-format';

/** The value as text; '' when there is nothing to show (the page then offers to add it). */
export function displayValue(field: Pick<FieldConfig, 'kind' | 'options'>, value: string): string {
  if (value === '') return '';
  switch (field.kind) {
    case 'select':
      return field.options?.find((option) => option.value === value)?.label ?? value;
    case 'date':
      return shortDate(value) || value;
    case 'time':
      // The server may keep seconds; nobody schedules an interview by the second.
      return value.slice(0, 5);
    default:
      return value;
  }
}

/** The muted prompt an empty field shows: "Add salary", "Add posting URL". */
export function addPrompt(label: string): string {
  // Lower-case the first word only when it is a plain word, so acronyms such as URL stay as they are.
  const [first = '', ...rest] = label.split(' ');
  const word = /^[A-Z][a-z]/.test(first) ? first.toLowerCase() : first;
  return `Add ${[word, ...rest].join(' ')}`;
}
