/** "I have this": a short form under a gap asking how well and under which category, with both chosen already. */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { NAME_MAX, PROFICIENCY_LEVELS } from '@hirestride/shared/content';
import type { Requirement } from '../../api/match';
import { ChoiceChips } from '../ChoiceChips';
import { buttonClass } from '../Dialog';
import { inputClass } from '../FieldFrame';
import { skillDefaults, type SkillDetails } from './skill-defaults';

const levelLabels = Object.fromEntries(PROFICIENCY_LEVELS.map((level) => [level, level])) as Record<
  (typeof PROFICIENCY_LEVELS)[number],
  string
>;
const focusRing = 'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500';

export interface HaveThis {
  /** Adds the requirement's term to the library's skills, then scores again; false when it could not be added. */
  onHaveThis: (requirement: Requirement, details: SkillDetails) => Promise<boolean>;
  /** The requirement being added, while it is. */
  adding: string | null;
  /** The library's skills: the form's defaults follow the categories of the similar ones. */
  skills: ReadonlyArray<{ id: number; category: string }>;
}

/** The user's categories, each once, most used first. */
function categoriesOf(skills: HaveThis['skills']): string[] {
  const counts = new Map<string, number>();
  for (const { category } of skills) {
    const name = category.trim();
    if (name) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1]).map(([name]) => name);
}

/** "I have this" opens a short form under the gap, its answers chosen already: one more click adds the skill. */
export function HaveThisControl({
  requirement,
  requirements,
  haveThis,
}: {
  requirement: Requirement;
  requirements: readonly Requirement[];
  haveThis: HaveThis;
}) {
  const [defaults, setDefaults] = useState<SkillDetails | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const formId = useId();
  const close = () => {
    setDefaults(null);
    button.current?.focus();
  };
  const add = async (details: SkillDetails) => {
    // Added, the gap closes and this item goes; kept open when it failed, so the choices can be sent again.
    if (await haveThis.onHaveThis(requirement, details)) setDefaults(null);
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        className={`shrink-0 rounded-md border border-brand-600 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-wait disabled:opacity-70 aria-expanded:bg-brand-50 ${focusRing}`}
        disabled={haveThis.adding !== null}
        aria-label={`I have ${requirement.term}: add it to my skills`}
        aria-expanded={defaults !== null}
        aria-controls={defaults ? formId : undefined}
        onClick={() =>
          defaults ? setDefaults(null) : setDefaults(skillDefaults(requirement, requirements, haveThis.skills))
        }
      >
        I have this
      </button>
      {defaults && (
        <div className="basis-full">
          <HaveThisForm
            id={formId}
            requirement={requirement}
            defaults={defaults}
            categories={categoriesOf(haveThis.skills)}
            adding={haveThis.adding === requirement.id}
            onAdd={(details) => void add(details)}
            onClose={close}
          />
        </div>
      )}
    </>
  );
}

function HaveThisForm({
  id,
  requirement,
  defaults,
  categories,
  adding,
  onAdd,
  onClose,
}: {
  id: string;
  requirement: Requirement;
  defaults: SkillDetails;
  /** The user's own categories, offered as they type. */
  categories: readonly string[];
  adding: boolean;
  onAdd(details: SkillDetails): void;
  /** Closed without adding (Cancel or Escape); focus goes back to the button that opened it. */
  onClose(): void;
}) {
  const [proficiency, setProficiency] = useState(defaults.proficiency);
  const [category, setCategory] = useState(defaults.category);
  const form = useRef<HTMLFormElement>(null);
  const fieldId = useId();

  // Open at the first choice, so the keyboard goes on from where the click was.
  useEffect(() => {
    const inputs = [...(form.current?.querySelectorAll<HTMLInputElement>('input') ?? [])];
    (inputs.find((input) => input.checked) ?? inputs[0])?.focus();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!adding) onAdd({ proficiency, category });
  };

  return (
    <form
      id={id}
      ref={form}
      aria-labelledby={`${fieldId}-title`}
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        event.stopPropagation();
        onClose();
      }}
      className="mt-3 space-y-3 rounded-lg border border-brand-100 bg-brand-50/50 p-3"
    >
      <p id={`${fieldId}-title`} className="text-sm font-semibold text-slate-900">
        Add {requirement.term} to your skills
      </p>
      <ChoiceChips
        legend="Proficiency"
        name={`${fieldId}-proficiency`}
        options={PROFICIENCY_LEVELS}
        labels={levelLabels}
        value={PROFICIENCY_LEVELS.find((level) => level === proficiency) ?? null}
        onChange={setProficiency}
      />
      <div>
        <label htmlFor={`${fieldId}-category`} className="text-sm font-medium text-slate-800">
          Category
        </label>
        <input
          id={`${fieldId}-category`}
          value={category}
          maxLength={NAME_MAX}
          list={`${fieldId}-categories`}
          onChange={(event) => setCategory(event.target.value)}
          className={`${inputClass()} sm:max-w-xs`}
        />
        <datalist id={`${fieldId}-categories`}>
          {categories.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      </div>
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          disabled={adding}
          className={`${buttonClass.primary} ${focusRing} focus-visible:ring-offset-2`}
        >
          {adding ? 'Adding…' : 'Add skill'}
        </button>
        <button type="button" onClick={onClose} className={`${buttonClass.secondary} ${focusRing}`}>
          Cancel
        </button>
      </div>
    </form>
  );
}
