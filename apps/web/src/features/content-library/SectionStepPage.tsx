/** A list-section step screen: the generic list section beside the section's side panel. */
import { ListSection } from './ListSection';
import { sectionConfigs } from './section-configs';
import { SnippetsHelp } from './SnippetsHelp';
import { SidePanel, StepLayout } from './StepLayout';
import { useProfile } from '../../lib/useProfile';

export function SectionStepPage({ name }: { name: keyof typeof sectionConfigs }) {
  const config = sectionConfigs[name];
  const { lists, isLoading } = useProfile();
  const side = (
    <>
      {name === 'snippets' && <SnippetsHelp />}
      <SidePanel title="Tip">{config.tips}</SidePanel>
    </>
  );
  return (
    <StepLayout step={config.step} title={config.title} side={side}>
      <p className="mt-1 text-sm text-slate-600">{config.intro}</p>
      {isLoading ? (
        <p role="status" className="mt-6 text-sm text-slate-500">
          Loading...
        </p>
      ) : (
        // Keyed by section so switching steps starts a fresh form.
        <ListSection key={config.section} config={config as never} items={lists[config.section] as never} />
      )}
    </StepLayout>
  );
}
