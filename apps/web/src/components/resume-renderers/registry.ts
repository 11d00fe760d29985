/** Resume renderers by renderer_key (SPEC.md section 2 "Resume preview"). */
import type { ComponentType } from 'react';
import { HighSchoolRenderer } from './HighSchoolRenderer';
import { ModernProfessionalRenderer } from './ModernProfessionalRenderer';
import type { RendererProps } from './types';

export const renderers: Record<string, ComponentType<RendererProps>> = {
  high_school: HighSchoolRenderer,
  modern_professional: ModernProfessionalRenderer,
};
