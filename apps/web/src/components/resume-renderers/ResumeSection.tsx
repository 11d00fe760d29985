/**
 * One section of a resume, drawn from the draft's layout (packages/resume-formats layoutResume): the same description
 * the PDF, Word and text exports are drawn from, so the preview cannot show other content or another order.
 */
import type { ReactNode } from 'react';
import { BULLET, type LayoutEntry, type ResumeLayout } from '@hirestride/resume-formats/resume-layout';
import type { ResumeLook } from '@hirestride/resume-formats/resume-look';
import { SNIPPET_SECTIONS, type SnippetSection } from '@hirestride/shared/resume';
import { ImproveLine } from '../writing/ImproveLine';
import { textLines } from '../writing/lines';
import { InlineText } from './InlineText';
import { SnippetDropZone } from './SnippetDropZone';
import { entryGapCss, headingCss, nameCss, sectionGapCss } from './look-styles';
import { BreakBefore } from './PageBreak';
import { bodyCss, headingText, sectionStyle } from './styles';
import type { EducationField, ImproveLines, RendererProps } from './types';

const isSnippetSection = (key: string): key is SnippetSection => (SNIPPET_SECTIONS as readonly string[]).includes(key);

interface SectionProps {
  id: string;
  heading: string;
  headingStyle: React.CSSProperties;
  gapStyle: React.CSSProperties;
  children: ReactNode;
  /** An empty drop zone is for the screen only: it is not printed. */
  printable?: boolean;
}

function Section({ id, heading, headingStyle, gapStyle, children, printable = true }: SectionProps) {
  return (
    <section aria-label={heading} data-section={id} style={gapStyle} className={printable ? '' : 'print:hidden'}>
      <BreakBefore section={id} entry={null} />
      <h2 style={headingStyle}>{heading}</h2>
      {children}
    </section>
  );
}

/** A line as the PDF draws it: an achievement with its bullet hanging, so wrapped text lines up under the text. */
function EntryLine({ text, children }: { text: string; children?: ReactNode }) {
  const bullet = text.startsWith(BULLET);
  return (
    <p className={`group/line relative break-words whitespace-pre-line ${bullet ? 'pl-[1.1em] -indent-[1.1em]' : ''}`}>
      {bullet ? (
        <>
          <span className="inline-block w-[1.1em] indent-0">{BULLET.trim()}</span>
          {text.slice(BULLET.length)}
        </>
      ) : (
        text
      )}
      {children}
    </p>
  );
}

/** An entry as the PDF draws it: the title in bold with its date opposite, then its lines. */
/** Where an entry sits: its section and place in it (for the PDF's page breaks), the look, and its column. */
interface EntryPlace {
  section: string;
  index: number;
  look: ResumeLook;
  /** In the narrow side column the date goes under the title, as in the PDF. */
  narrow: boolean;
}

function Entry({
  entry,
  at,
  title,
  testId,
  children,
}: {
  entry: LayoutEntry;
  at: EntryPlace;
  title?: ReactNode;
  testId?: string;
  /** Drawn after the layout's lines: lines the screen draws itself. */
  children?: ReactNode;
}) {
  return (
    <div className="resume-entry" style={entryGapCss(at.look)} data-testid={testId}>
      <BreakBefore section={at.section} entry={at.index} />
      {(entry.title || entry.when || title) && (
        <div className={at.narrow ? 'flex flex-col' : 'flex flex-wrap justify-between gap-x-4'}>
          <span className="font-semibold">{title ?? entry.title}</span>
          <span className="text-slate-600">{entry.when}</span>
        </div>
      )}
      {entry.lines.map((line, index) => (
        <EntryLine key={index} text={line} />
      ))}
      {children}
    </div>
  );
}

/** Education on the editable resume: institution, degree and field edit in place; the rest is the layout's. */
function EditableEducation({
  props,
  entries,
  edit,
  place,
}: {
  props: RendererProps;
  entries: LayoutEntry[];
  edit: (index: number, field: EducationField, value: string) => void;
  place: (index: number) => EntryPlace;
}) {
  return props.draft.content_data.education.map((source, index) => {
    const entry = entries[index];
    if (!entry) return null;
    const text = (field: EducationField, label: string) => (
      <InlineText value={source[field]} label={label} onCommit={(value) => edit(index, field, value)} />
    );
    // The layout's first line is "degree, field" when either is set; here it is drawn as two edit fields instead.
    const rest = source.degree || source.field ? entry.lines.slice(1) : entry.lines;
    return (
      <div key={source.id ?? index} data-testid="education-entry">
        <Entry entry={{ ...entry, lines: [] }} at={place(index)} title={text('institution', 'Institution')} />
        <div>
          {text('degree', 'Degree')}
          <span>, </span>
          {text('field', 'Field of study')}
        </div>
        {rest.map((line, i) => (
          <p key={i} className="text-[0.9em]">
            {line}
          </p>
        ))}
      </div>
    );
  });
}

/**
 * Experience on the editable resume: each description line with "Improve" beside it (not printed). The layout's
 * lines are the location, when shown, and then the description's non-blank lines, so the two are read side by side.
 */
function ImprovableExperience({
  props,
  entries,
  improve,
  place,
}: {
  props: RendererProps;
  entries: LayoutEntry[];
  improve: ImproveLines;
  place: (index: number) => EntryPlace;
}) {
  return props.draft.content_data.experience.map((source, index) => {
    const entry = entries[index];
    if (!entry) return null;
    const lines = textLines(source.description);
    const before = entry.lines.slice(0, entry.lines.length - lines.length);
    return (
      <Entry key={source.id ?? index} entry={{ ...entry, lines: before }} at={place(index)}>
        {lines.map((line, i) => (
          <EntryLine key={line.index} text={entry.lines[before.length + i] ?? ''}>
            <ImproveLine
              compact
              line={line.text}
              job={improve.job}
              onUse={(text) => improve.onUse(index, line.index, text)}
            />
          </EntryLine>
        ))}
      </Entry>
    );
  });
}

/** The resume's header: the name and the contact line, aligned as the PDF aligns them. */
export function ResumeHeader({ layout }: { layout: ResumeLayout }) {
  const m = layout.look.metrics;
  return (
    <header style={{ textAlign: layout.headerAlignment }} data-section="personal_info">
      <p style={nameCss(layout.look)}>{layout.name}</p>
      {layout.headline && (
        <p style={{ fontSize: `${m.headline}pt`, marginTop: '2pt' }} className="text-slate-700">
          {layout.headline}
        </p>
      )}
      {layout.contacts.length > 0 && (
        <p style={{ fontSize: `${m.small}pt`, marginTop: '3pt' }} className="text-slate-600">
          {layout.contacts.join(' · ')}
        </p>
      )}
    </header>
  );
}

export function ResumeSection({
  sectionKey,
  layout,
  props,
}: {
  sectionKey: string;
  layout: ResumeLayout;
  props: RendererProps;
}) {
  const { draft, snippets, onEducationEdit, onRemoveSnippet } = props;
  if (sectionKey === 'personal_info') return <ResumeHeader layout={layout} />;
  const design = draft.design_json;
  const section = layout.sections.find((candidate) => candidate.key === sectionKey);
  const h2 = headingCss(layout.look);
  const gap = sectionGapCss(layout.look);
  const body = bodyCss(sectionStyle(design, sectionKey));
  const narrow = section?.column === 'side';
  const place = (index: number): EntryPlace => ({ section: sectionKey, index, look: layout.look, narrow });

  if (isSnippetSection(sectionKey) && onRemoveSnippet) {
    // Editable: the drop zone shows even when empty, so there is somewhere to drop.
    const placed = (draft.snippet_section_map[sectionKey] ?? []).flatMap((id) => snippets.get(id) ?? []);
    return (
      <Section
        id={sectionKey}
        heading={headingText(design, sectionKey)}
        headingStyle={h2}
        gapStyle={gap}
        printable={placed.length > 0}
      >
        <div style={body}>
          <SnippetDropZone section={sectionKey} snippets={placed} onRemove={(id) => onRemoveSnippet(sectionKey, id)} />
        </div>
      </Section>
    );
  }
  if (!section) return null;

  let inner: ReactNode;
  if (section.groups) {
    inner = (
      <dl className="space-y-0.5">
        {section.groups.map((group) =>
          narrow ? (
            // The side column lists each item on its own line, as the PDF does.
            <div key={group.label}>
              <dt className="font-semibold">{group.label}</dt>
              {group.items.map((item) => (
                <dd key={item}>{item}</dd>
              ))}
            </div>
          ) : (
            <div key={group.label}>
              <dt className="inline font-semibold">{group.label}: </dt>
              <dd className="inline">{group.items.join(' · ')}</dd>
            </div>
          ),
        )}
      </dl>
    );
  } else if (section.inline) {
    inner = narrow ? (
      <ul>
        {section.inline.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    ) : (
      // One run of items, as the page draws it.
      <p className="break-words">{section.inline.join(' · ')}</p>
    );
  } else if (sectionKey === 'experience' && props.improveLines) {
    inner = <ImprovableExperience props={props} entries={section.entries} improve={props.improveLines} place={place} />;
  } else if (sectionKey === 'education' && onEducationEdit) {
    inner = <EditableEducation props={props} entries={section.entries} edit={onEducationEdit} place={place} />;
  } else {
    inner = section.entries.map((entry, index) => (
      <Entry
        key={index}
        entry={entry}
        at={place(index)}
        testId={sectionKey === 'education' ? 'education-entry' : undefined}
      />
    ));
  }
  return (
    <Section id={sectionKey} heading={section.heading} headingStyle={h2} gapStyle={gap}>
      <div style={body}>{inner}</div>
    </Section>
  );
}
