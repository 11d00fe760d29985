/** The 'What Are Snippets?' help box, with Show more and Show less. */
import { useDisclosure } from '../../components/useDisclosure';

export function SnippetsHelp() {
  const { open: expanded, panelId: moreId, buttonProps } = useDisclosure();
  return (
    <section className="rounded-2xl border border-brand-100 bg-brand-50 p-5" aria-labelledby={`${moreId}-title`}>
      <h2 id={`${moreId}-title`} className="font-semibold text-brand-900">
        What Are Snippets?
      </h2>
      <p className="mt-2 text-sm text-brand-900">
        Snippets are reusable writing blocks: short pieces you write once and drop into any resume or cover letter.
      </p>
      <div id={moreId} hidden={!expanded} className="mt-2 space-y-2 text-sm text-brand-900">
        <p>Good snippets include:</p>
        <ul className="list-disc space-y-1 pl-5">
          <li>professional summaries for different kinds of roles</li>
          <li>portfolio blurbs</li>
          <li>awards and honours</li>
          <li>leadership statements</li>
          <li>cover letter paragraphs</li>
        </ul>
        <p>On the resume preview you can drag them into sections such as Volunteer, Awards and Testimonials.</p>
      </div>
      <button {...buttonProps} className="mt-3 text-sm font-semibold text-brand-700 underline">
        {expanded ? 'Show less' : 'Show more'}
      </button>
    </section>
  );
}
