/** Certificates and licences as read: name, issuer and date, each editable and deselectable. */
import type { CertificateDraft } from './draft';
import type { DuplicateKind } from './duplicates';
import type { EditDraft } from './edit-draft';
import { countText, Field, patchItem, ReviewCard, ReviewItem } from './review-parts';

interface Props {
  certificates: CertificateDraft[];
  edit: EditDraft;
  duplicates: Map<string, DuplicateKind>;
}

export function CertificatesCard({ certificates, edit, duplicates }: Props) {
  if (certificates.length === 0) return null;
  const set = (key: string, patch: Partial<CertificateDraft>) =>
    edit((draft) => ({ ...draft, certificates: patchItem(draft.certificates, key, patch) }));
  const included = certificates.filter((certificate) => certificate.include).length;
  return (
    <ReviewCard title="Certificates" count={countText(included, certificates.length)}>
      <ul className="space-y-3">
        {certificates.map((certificate, index) => (
          <ReviewItem
            key={certificate.key}
            name={certificate.name || `Certificate ${index + 1}`}
            include={certificate.include}
            onInclude={(include) => set(certificate.key, { include })}
            duplicate={duplicates.get(certificate.key)}
          >
            <div className="grid gap-3 sm:grid-cols-3">
              <Field label="Name" value={certificate.name} onChange={(name) => set(certificate.key, { name })} />
              <Field
                label="Issuer"
                value={certificate.issuer}
                onChange={(issuer) => set(certificate.key, { issuer })}
              />
              <Field
                label="Date"
                value={certificate.date}
                onChange={(date) => set(certificate.key, { date })}
                help="2019 or 2019-06"
              />
            </div>
          </ReviewItem>
        ))}
      </ul>
    </ReviewCard>
  );
}
