/** The query key of a template's draft, shared by the templates screen and the preview. */
export const draftKey = (templateId: number | string) => ['resume-draft', String(templateId)] as const;
