/** The roles as read: title, company, place, dates and lines, each role editable and deselectable. */
import type { RoleDraft } from './draft';
import type { DuplicateKind } from './duplicates';
import { roleLabel } from './duplicates';
import type { EditDraft } from './edit-draft';
import { HighlightsEditor } from './HighlightsEditor';
import { countText, Field, patchItem, ReviewCard, ReviewItem } from './review-parts';

interface Props {
  roles: RoleDraft[];
  edit: EditDraft;
  duplicates: Map<string, DuplicateKind>;
}

/** What keeps a role out of the import, said before the user presses Add. */
function roleProblem(role: RoleDraft): string | null {
  if (roleLabel(role)) return null;
  if (!role.title.trim() || !role.company.trim()) return 'Needs a job title and a company to be added.';
  return 'Needs a start date (2019 or 2019-06) to be added.';
}

export function RolesCard({ roles, edit, duplicates }: Props) {
  const set = (key: string, patch: Partial<RoleDraft>) =>
    edit((draft) => ({ ...draft, roles: patchItem(draft.roles, key, patch) }));
  const included = roles.filter((role) => role.include).length;
  return (
    <ReviewCard title="Experience" count={countText(included, roles.length)}>
      {roles.length === 0 ? (
        <p className="text-sm text-slate-600">No roles were found. You can add them in the library later.</p>
      ) : (
        <ul className="space-y-3">
          {roles.map((role, index) => {
            const name = [role.title, role.company].filter((part) => part.trim()).join(' at ') || `Role ${index + 1}`;
            const problem = roleProblem(role);
            return (
              <ReviewItem
                key={role.key}
                name={name}
                include={role.include}
                onInclude={(include) => set(role.key, { include })}
                duplicate={duplicates.get(role.key)}
              >
                {problem && (
                  <p className="mb-3 rounded-lg bg-amber-50 p-2 text-sm text-amber-900" role="note">
                    {problem}
                  </p>
                )}
                <div className="grid gap-3 sm:grid-cols-2">
                  <Field label="Job title" value={role.title} onChange={(title) => set(role.key, { title })} />
                  <Field label="Company" value={role.company} onChange={(company) => set(role.key, { company })} />
                  <Field label="Location" value={role.location} onChange={(location) => set(role.key, { location })} />
                  <div className="grid grid-cols-2 gap-3">
                    <Field
                      label="Start"
                      value={role.start}
                      onChange={(start) => set(role.key, { start })}
                      help="2019 or 2019-06"
                    />
                    <Field
                      label="End"
                      value={role.end}
                      onChange={(end) => set(role.key, { end })}
                      help="Empty if current"
                    />
                  </div>
                  {role.hasSummary && (
                    <Field
                      label="Summary"
                      multiline
                      className="sm:col-span-2"
                      value={role.summary}
                      onChange={(summary) => set(role.key, { summary })}
                    />
                  )}
                  <div className="sm:col-span-2">
                    <HighlightsEditor
                      role={name}
                      lines={role.highlights}
                      onChange={(highlights) => set(role.key, { highlights })}
                    />
                  </div>
                </div>
              </ReviewItem>
            );
          })}
        </ul>
      )}
    </ReviewCard>
  );
}
