/** Education as read: institution, degree, field, end date and grade, each entry editable and deselectable. */
import type { EducationDraft } from './draft';
import { educationLabel, type DuplicateKind } from './duplicates';
import type { EditDraft } from './edit-draft';
import { countText, Field, patchItem, ReviewCard, ReviewItem } from './review-parts';

interface Props {
  education: EducationDraft[];
  edit: EditDraft;
  duplicates: Map<string, DuplicateKind>;
}

export function EducationCard({ education, edit, duplicates }: Props) {
  if (education.length === 0) return null;
  const set = (key: string, patch: Partial<EducationDraft>) =>
    edit((draft) => ({ ...draft, education: patchItem(draft.education, key, patch) }));
  const included = education.filter((school) => school.include).length;
  return (
    <ReviewCard title="Education" count={countText(included, education.length)}>
      <ul className="space-y-3">
        {education.map((school, index) => (
          <ReviewItem
            key={school.key}
            name={[school.degree, school.institution].filter(Boolean).join(', ') || `Education ${index + 1}`}
            include={school.include}
            onInclude={(include) => set(school.key, { include })}
            duplicate={duplicates.get(school.key)}
          >
            {!educationLabel(school) && (
              <p className="mb-3 rounded-lg bg-amber-50 p-2 text-sm text-amber-900" role="note">
                Needs an institution and a degree to be added.
              </p>
            )}
            <div className="grid gap-3 sm:grid-cols-2">
              <Field
                label="Institution"
                value={school.institution}
                onChange={(institution) => set(school.key, { institution })}
              />
              <Field label="Degree" value={school.degree} onChange={(degree) => set(school.key, { degree })} />
              <Field label="Field of study" value={school.field} onChange={(field) => set(school.key, { field })} />
              <div className="grid grid-cols-2 gap-3">
                <Field
                  label="Finished"
                  value={school.end}
                  onChange={(end) => set(school.key, { end })}
                  help="2019 or 2019-06"
                />
                <Field label="GPA" value={school.score} onChange={(score) => set(school.key, { score })} />
              </div>
            </div>
          </ReviewItem>
        ))}
      </ul>
    </ReviewCard>
  );
}
