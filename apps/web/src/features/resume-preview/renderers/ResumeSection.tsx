/** One section of a resume, by its key in design_json.section_order, styled by design_json. */
import type { ReactNode } from 'react';
import { dateRange, monthYear } from '@hirestride/shared/dates';
import { SNIPPET_SECTIONS, type SnippetSection } from '@hirestride/shared/resume';
import { InlineText } from './InlineText';
import { SnippetDropZone } from './SnippetDropZone';
import { bodyCss, headingCss, headingText, sectionStyle } from './styles';
import type { RendererProps } from './types';

const isSnippetSection = (key: string): key is SnippetSection => (SNIPPET_SECTIONS as readonly string[]).includes(key);

interface SectionProps {
  id: string;
  heading: string;
  headingStyle: React.CSSProperties;
  children: ReactNode;
  /** An empty drop zone is for the screen only: it is not printed. */
  printable?: boolean;
}

function Section({ id, heading, headingStyle, children, printable = true }: SectionProps) {
  return (
    <section aria-label={heading} data-section={id} className={`mb-5 ${printable ? '' : 'print:hidden'}`}>
      <h2 style={headingStyle}>{heading}</h2>
      {children}
    </section>
  );
}

export function ResumeSection({ sectionKey, props }: { sectionKey: string; props: RendererProps }) {
  const { draft, snippets, onEducationEdit, onRemoveSnippet } = props;
  const design = draft.design_json;
  const content = draft.content_data;
  const style = sectionStyle(design, sectionKey);
  const heading = headingText(design, sectionKey);
  const body = bodyCss(style);
  const h2 = headingCss(design);

  if (sectionKey === 'personal_info') {
    const info = content.personal_info;
    const name = info.full_name || `${info.first_name} ${info.last_name}`.trim();
    const contacts = [
      style.show_email !== false && info.email,
      style.show_phone !== false && info.phone,
      style.show_location !== false && info.address,
      style.show_linkedin !== false && info.linkedin_url,
    ].filter(Boolean);
    return (
      <header className="mb-5" style={{ textAlign: style.alignment }} data-section="personal_info">
        <p style={{ fontSize: style.font_size ?? 18, fontWeight: style.font_weight ?? 'bold' }}>
          {name || 'Your Name'}
        </p>
        {contacts.length > 0 && <p className="text-[0.85em] text-slate-600">{contacts.join(' · ')}</p>}
      </header>
    );
  }

  if (isSnippetSection(sectionKey)) {
    const placed = (draft.snippet_section_map[sectionKey] ?? []).flatMap((id) => snippets.get(id) ?? []);
    if (!onRemoveSnippet) {
      if (placed.length === 0) return null;
      return (
        <Section id={sectionKey} heading={heading} headingStyle={h2}>
          <ul className="space-y-2" style={body}>
            {placed.map((snippet) => (
              <li key={snippet.id} className="resume-entry">
                {snippet.title && <p className="font-semibold">{snippet.title}</p>}
                <p className="whitespace-pre-line">{snippet.content}</p>
              </li>
            ))}
          </ul>
        </Section>
      );
    }
    return (
      <Section id={sectionKey} heading={heading} headingStyle={h2} printable={placed.length > 0}>
        <div style={body}>
          <SnippetDropZone section={sectionKey} snippets={placed} onRemove={(id) => onRemoveSnippet(sectionKey, id)} />
        </div>
      </Section>
    );
  }

  let inner: ReactNode = null;
  switch (sectionKey) {
    case 'summary':
      if (content.summary.bullet_points.length === 0) return null;
      inner = (
        <ul className="list-disc pl-5">
          {content.summary.bullet_points.map((point, index) => (
            <li key={index}>{point}</li>
          ))}
        </ul>
      );
      break;
    case 'education':
      if (content.education.length === 0) return null;
      inner = content.education.map((entry, index) => {
        const edit = onEducationEdit;
        const text = (field: 'institution' | 'degree' | 'field', label: string, className = '') =>
          edit ? (
            <InlineText
              value={entry[field]}
              label={label}
              className={className}
              onCommit={(value) => edit(index, field, value)}
            />
          ) : (
            <span className={className}>{entry[field]}</span>
          );
        return (
          <div key={entry.id ?? index} className="resume-entry mb-2" data-testid="education-entry">
            <div className="flex flex-wrap justify-between gap-x-4">
              {text('institution', 'Institution', 'font-semibold')}
              <span className="text-slate-600">{monthYear(entry.end_dt)}</span>
            </div>
            <div>
              {text('degree', 'Degree')}
              {(entry.field || edit) && <span>, </span>}
              {text('field', 'Field of study')}
            </div>
            {style.show_gpa !== false && entry.gpa && <p className="text-[0.9em]">GPA: {entry.gpa}</p>}
            {style.show_honors !== false && entry.honors && <p className="text-[0.9em]">{entry.honors}</p>}
          </div>
        );
      });
      break;
    case 'experience':
      if (content.experience.length === 0) return null;
      inner = content.experience.map((job, index) => (
        <div key={job.id ?? index} className="resume-entry mb-3">
          <div className="flex flex-wrap justify-between gap-x-4">
            <span className="font-semibold">
              {job.job_title}, {job.company}
            </span>
            <span className="text-slate-600">{dateRange(job.start_date, job.end_date)}</span>
          </div>
          {style.show_location !== false && job.location && (
            <p className="text-[0.9em] text-slate-600">{job.location}</p>
          )}
          {job.description && <p className="whitespace-pre-line">{job.description}</p>}
        </div>
      ));
      break;
    case 'skills':
      if (content.skills.length === 0) return null;
      inner = (
        <ul className="flex flex-wrap gap-2">
          {content.skills.map((skill, index) => (
            <li key={skill.id ?? index} className="rounded bg-slate-100 px-2 py-0.5 print:bg-transparent print:p-0">
              {skill.skill_name}
              {skill.proficiency && <span className="text-slate-500"> ({skill.proficiency})</span>}
            </li>
          ))}
        </ul>
      );
      break;
    case 'certifications':
      if (content.certifications.length === 0) return null;
      inner = content.certifications.map((cert, index) => (
        <div key={cert.id ?? index} className="resume-entry flex flex-wrap justify-between gap-x-4">
          <span>
            <span className="font-semibold">{cert.cert_name}</span>
            {cert.issuer && <span>, {cert.issuer}</span>}
          </span>
          <span className="text-slate-600">{monthYear(cert.issue_dt)}</span>
        </div>
      ));
      break;
    default:
      return null;
  }
  return (
    <Section id={sectionKey} heading={heading} headingStyle={h2}>
      <div style={body}>{inner}</div>
    </Section>
  );
}
