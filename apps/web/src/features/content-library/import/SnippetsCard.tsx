/** Snippets: reusable lines for resumes, here the ones added from the lines the reader could not place. */
import type { SnippetDraft } from './draft';
import type { DuplicateKind } from './duplicates';
import type { EditDraft } from './edit-draft';
import { countText, Field, patchItem, ReviewCard, ReviewItem } from './review-parts';

interface Props {
  snippets: SnippetDraft[];
  edit: EditDraft;
  duplicates: Map<string, DuplicateKind>;
}

export function SnippetsCard({ snippets, edit, duplicates }: Props) {
  if (snippets.length === 0) return null;
  const set = (key: string, patch: Partial<SnippetDraft>) =>
    edit((draft) => ({ ...draft, snippets: patchItem(draft.snippets, key, patch) }));
  const included = snippets.filter((snippet) => snippet.include).length;
  return (
    <ReviewCard title="Snippets" count={countText(included, snippets.length)}>
      <ul className="space-y-3">
        {snippets.map((snippet, index) => (
          <ReviewItem
            key={snippet.key}
            name={snippet.title || `Snippet ${index + 1}`}
            include={snippet.include}
            onInclude={(include) => set(snippet.key, { include })}
            duplicate={duplicates.get(snippet.key)}
          >
            <div className="grid gap-3">
              <Field label="Title" value={snippet.title} onChange={(title) => set(snippet.key, { title })} />
              <Field
                label="Text"
                multiline
                value={snippet.content}
                onChange={(content) => set(snippet.key, { content })}
              />
            </div>
          </ReviewItem>
        ))}
      </ul>
    </ReviewCard>
  );
}
