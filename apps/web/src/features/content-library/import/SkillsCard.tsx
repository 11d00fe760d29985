/** The skills as chips: remove any, add more (several at once, separated by commas). */
import { useId, useRef, useState } from 'react';
import { buttonClass } from '../../../components/Dialog';
import { addSkills, type SkillDraft } from './draft';
import type { DuplicateKind } from './duplicates';
import type { EditDraft } from './edit-draft';
import { ReviewCard, smallInput } from './review-parts';

interface Props {
  skills: SkillDraft[];
  edit: EditDraft;
  duplicates: Map<string, DuplicateKind>;
}

export function SkillsCard({ skills, edit, duplicates }: Props) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState('');
  const add = () => {
    if (!typed.trim()) return;
    edit((draft) => ({ ...draft, skills: addSkills(draft.skills, typed) }));
    setTyped('');
  };
  const remove = (key: string) => {
    edit((draft) => ({ ...draft, skills: draft.skills.filter((skill) => skill.key !== key) }));
    // The chip and its button are gone: the add field is the next useful place to be.
    input.current?.focus();
  };
  return (
    <ReviewCard
      title="Skills"
      count={skills.length === 0 ? 'None yet' : `${skills.length} included`}
      help="Remove any that do not belong; add the ones the resume left out."
    >
      {skills.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Skills to add">
          {skills.map((skill) => {
            const duplicate = duplicates.get(skill.key);
            return (
              <li
                key={skill.key}
                className={`flex max-w-full items-center gap-1 rounded-full border py-1 pr-1 pl-3 text-sm ${duplicate ? 'border-amber-300 bg-amber-50 text-amber-900' : 'border-slate-300 bg-brand-50 text-slate-900'}`}
              >
                <span className="min-w-0 break-words">
                  {skill.name}
                  {skill.level && <span className="text-slate-600"> · {skill.level}</span>}
                  {duplicate && (
                    <span className="text-xs font-semibold">
                      {' '}
                      · {duplicate === 'library' ? 'Already in your library' : 'Listed twice'}
                    </span>
                  )}
                </span>
                <button
                  type="button"
                  onClick={() => remove(skill.key)}
                  aria-label={`Remove ${skill.name}`}
                  className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-white hover:text-red-700"
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <form
        className="mt-4 flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          add();
        }}
      >
        <div className="min-w-0 flex-1 basis-56">
          <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
            Add skills
          </label>
          <input
            ref={input}
            id={inputId}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            placeholder="e.g. First aid, Forklift licence"
            aria-describedby={`${inputId}-help`}
            className={smallInput}
          />
          <p id={`${inputId}-help`} className="mt-1 text-xs text-slate-600">
            Separate several with commas.
          </p>
        </div>
        <button type="submit" className={`${buttonClass.secondary} mb-5`}>
          Add
        </button>
      </form>
    </ReviewCard>
  );
}
