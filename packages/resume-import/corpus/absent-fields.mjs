// What a rendering kept: truth a tool never printed cannot be read back, so the scorer leaves it out. Shared by
// generate.mjs and the converters of the external sets.

export const squash = (text) =>
  (text ?? '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}@.+]+/gu, ' ')
    .trim();

/** Paths of truth values absent from the document's text, e.g. "basics.profiles[0]" or "work[2].highlights[1]". */
export function absentFields(resume, text) {
  const haystack = squash(text);
  const digits = text.replace(/\D+/g, '');
  const bare = haystack.replace(/\s+/g, '');
  // Wrapped lines split an email or a URL, and letter-spaced headings split words; both are still printed.
  const has = (value) => !value || haystack.includes(squash(value)) || bare.includes(squash(value).replace(/\s+/g, ''));
  const absent = [];
  const check = (key, value) => {
    if (!has(value)) absent.push(key);
  };
  const { basics } = resume;
  // Right-to-left names come out of PDF text in visual order: every word printed is enough.
  const words = new Set(haystack.split(' '));
  if (
    basics.name &&
    !squash(basics.name)
      .split(' ')
      .every((word) => words.has(word))
  )
    absent.push('basics.name');
  check('basics.email', basics.email);
  if (basics.phone && !digits.includes(basics.phone.replace(/\D+/g, ''))) absent.push('basics.phone');
  check('basics.location.city', basics.location?.city);
  if (basics.url) check('basics.url', basics.url.replace(/^https?:\/\//, ''));
  (basics.profiles ?? []).forEach((profile, i) => {
    const url = profile.url.replace(/^https?:\/\/(www\.)?/, '');
    if (!haystack.includes(squash(url)) && !haystack.includes(squash(profile.username))) {
      absent.push(`basics.profiles[${i}]`);
    }
  });
  (resume.work ?? []).forEach((role, i) => {
    check(`work[${i}].name`, role.name);
    check(`work[${i}].position`, role.position);
    (role.highlights ?? []).forEach((line, j) => check(`work[${i}].highlights[${j}]`, line.slice(0, 40)));
  });
  (resume.education ?? []).forEach((school, i) => check(`education[${i}]`, school.institution));
  (resume.certificates ?? []).forEach((cert, i) => check(`certificates[${i}]`, cert.name));
  (resume.skills ?? []).forEach((skill, i) => {
    check(`skills[${i}].name`, skill.name);
    (skill.keywords ?? []).forEach((keyword, j) => check(`skills[${i}].keywords[${j}]`, keyword));
  });
  return absent;
}
