// LaTeX sources for the ground-truth people: the way many engineers and academics make their resume. pdfTeX's
// PDFs differ from a browser's in what matters to the reader: words spaced by kerning rather than space characters,
// ligatures ("fi", "ff"), small capitals, a date column set in a table. The document classes are third-party
// (moderncv, LPPL); the article layout follows the widespread one-page "section rule and right-aligned dates" shape.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Text as LaTeX reads it: its special characters escaped. */
export function tex(text = '') {
  return String(text)
    .replace(/\\/g, '\\textbackslash{}')
    .replace(/([&%$#_{}])/g, '\\$1')
    .replace(/~/g, '\\textasciitilde{}')
    .replace(/\^/g, '\\textasciicircum{}')
    .replace(/–/g, '--')
    .replace(/—/g, '---');
}

const month = (date) => {
  if (!date) return 'Present';
  const [year, m] = date.split('-');
  return m ? `${MONTHS[Number(m) - 1]} ${year}` : year;
};
const period = (item) => (item.startDate ? `${month(item.startDate)} -- ${month(item.endDate)}` : month(item.endDate));
const where = (location) => [location?.city, location?.region].filter(Boolean).join(', ');
const skillLine = (skill) => (skill.keywords?.length ? `${skill.name} (${skill.keywords.join(', ')})` : skill.name);

const FONTS = ['\\usepackage[utf8]{inputenc}', '\\usepackage[T1]{fontenc}', '\\usepackage{lmodern}'];
const paperOption = (paper) => (paper === 'Letter' ? 'letterpaper' : 'a4paper');

/** A moderncv document in one of its styles ("classic": name top right, "banking": centred header). */
export function moderncv(resume, style, paper) {
  const { basics } = resume;
  const [first, ...rest] = basics.name.split(' ');
  const lines = [
    `\\documentclass[11pt,${paperOption(paper)},sans]{moderncv}`,
    `\\moderncvstyle{${style}}`,
    '\\moderncvcolor{blue}',
    ...FONTS,
    `\\usepackage[scale=0.8,${paperOption(paper)}]{geometry}`,
    `\\name{${tex(first)}}{${tex(rest.join(' '))}}`,
    basics.label ? `\\title{${tex(basics.label)}}` : '',
    basics.location ? `\\address{${tex(where(basics.location))}}{}{}` : '',
    basics.phone ? `\\phone[mobile]{${tex(basics.phone)}}` : '',
    basics.email ? `\\email{${tex(basics.email)}}` : '',
    basics.url ? `\\homepage{${tex(basics.url.replace(/^https?:\/\//, ''))}}` : '',
    ...(basics.profiles ?? [])
      .filter((profile) => /linkedin|github/i.test(profile.network))
      .map((profile) => `\\social[${profile.network.toLowerCase()}]{${tex(profile.username)}}`),
    '\\begin{document}',
    '\\makecvtitle',
  ];
  if (basics.summary) lines.push('\\section{Summary}', `\\cvitem{}{${tex(basics.summary)}}`);
  if (resume.work?.length) {
    lines.push('\\section{Experience}');
    for (const role of resume.work) {
      const bullets = role.highlights?.length
        ? `\\begin{itemize}${role.highlights.map((h) => `\\item ${tex(h)}`).join('')}\\end{itemize}`
        : tex(role.summary ?? '');
      lines.push(
        `\\cventry{${period(role)}}{${tex(role.position)}}{${tex(role.name)}}{${tex(role.location ?? '')}}{}{${bullets}}`,
      );
    }
  }
  if (resume.education?.length) {
    lines.push('\\section{Education}');
    for (const school of resume.education)
      lines.push(
        `\\cventry{${period(school)}}{${tex(school.studyType ?? '')}${school.area ? ` in ${tex(school.area)}` : ''}}{${tex(school.institution)}}{}{${school.score ? tex(school.score) : ''}}{}`,
      );
  }
  if (resume.certificates?.length) {
    lines.push('\\section{Certifications}');
    for (const cert of resume.certificates)
      lines.push(
        `\\cvitem{${cert.date ? month(cert.date) : ''}}{${tex(cert.name)}${cert.issuer ? `, ${tex(cert.issuer)}` : ''}}`,
      );
  }
  if (resume.skills?.length) {
    lines.push('\\section{Skills}');
    lines.push(`\\cvitem{}{${resume.skills.map((skill) => tex(skillLine(skill))).join(', ')}}`);
  }
  if (resume.languages?.length) {
    lines.push('\\section{Languages}');
    for (const language of resume.languages)
      lines.push(`\\cvitemwithcomment{${tex(language.language)}}{${tex(language.fluency ?? '')}}{}`);
  }
  lines.push('\\end{document}');
  return lines.filter(Boolean).join('\n');
}

/** The one-page article layout: name centred, contact on one line, ruled section headings, dates right-aligned. */
export function article(resume, paper) {
  const { basics } = resume;
  const contact = [
    basics.phone,
    basics.email,
    where(basics.location),
    ...(basics.profiles ?? []).map((profile) => profile.url.replace(/^https?:\/\/(www\.)?/, '')),
  ]
    .filter(Boolean)
    .map(tex)
    .join(' $|$ ');
  const heading = (title) => `\\section*{${title}}\\vspace{-6pt}\\hrule\\vspace{4pt}`;
  const lines = [
    `\\documentclass[10pt,${paperOption(paper)}]{article}`,
    ...FONTS,
    `\\usepackage[${paperOption(paper)},margin=${paper === 'Letter' ? '0.75in' : '2cm'}]{geometry}`,
    '\\usepackage{enumitem}',
    '\\pagestyle{empty}',
    '\\setlength{\\parindent}{0pt}',
    '\\setlist[itemize]{leftmargin=1.2em,itemsep=0pt,topsep=2pt}',
    '\\begin{document}',
    `\\begin{center}{\\Huge\\bfseries ${tex(basics.name)}}\\\\[4pt]${basics.label ? `${tex(basics.label)}\\\\[2pt]` : ''}\\small ${contact}\\end{center}`,
  ];
  if (basics.summary) lines.push(heading('Summary'), tex(basics.summary));
  const entry = (left, right, below, belowRight) =>
    `\\begin{tabular*}{\\textwidth}{@{}l@{\\extracolsep{\\fill}}r@{}}\\textbf{${left}} & ${right}\\\\ \\textit{${below}} & \\textit{${belowRight}}\\end{tabular*}`;
  if (resume.work?.length) {
    lines.push(heading('Experience'));
    for (const role of resume.work) {
      lines.push(entry(tex(role.position), period(role), tex(role.name), tex(role.location ?? '')));
      if (role.highlights?.length)
        lines.push(`\\begin{itemize}${role.highlights.map((h) => `\\item ${tex(h)}`).join('\n')}\\end{itemize}`);
    }
  }
  if (resume.education?.length) {
    lines.push(heading('Education'));
    for (const school of resume.education)
      lines.push(
        entry(
          tex(school.institution),
          period(school),
          `${tex(school.studyType ?? '')}${school.area ? `, ${tex(school.area)}` : ''}`,
          school.score ? tex(school.score) : '',
        ),
      );
  }
  if (resume.certificates?.length) {
    lines.push(heading('Certifications'));
    lines.push(
      `\\begin{itemize}${resume.certificates.map((cert) => `\\item ${tex(cert.name)}${cert.issuer ? ` -- ${tex(cert.issuer)}` : ''}${cert.date ? ` (${month(cert.date)})` : ''}`).join('\n')}\\end{itemize}`,
    );
  }
  if (resume.skills?.length) {
    lines.push(heading('Skills'));
    lines.push(resume.skills.map((skill) => tex(skillLine(skill))).join(', '));
  }
  if (resume.languages?.length) {
    lines.push(heading('Languages'));
    lines.push(resume.languages.map((l) => `${tex(l.language)}${l.fluency ? ` (${tex(l.fluency)})` : ''}`).join(', '));
  }
  lines.push('\\end{document}');
  return lines.join('\n');
}
