/** Moving the job to another stage (asking what the move needs first), and how it ended once archived. */
import { useState } from 'react';
import toast from 'react-hot-toast';
import type { Job } from '@hirestride/shared/jobs';
import { JOB_OUTCOMES, JOB_STAGES, outcomeLabels, stageLabels, type JobStage } from '@hirestride/shared/job-choices';
import type { FieldConfig } from '../../../components/form-fields';
import { useStageChooser } from '../stage/useStageChooser';
import { EditableField } from './EditableField';
import { failureMessage } from '../../../lib/save-errors';
import { Card, smallButton } from '../../../components/edit-parts';
import type { JobSync } from './useJob';

const outcomeField: FieldConfig = {
  name: 'outcome',
  label: 'Outcome',
  kind: 'select',
  options: JOB_OUTCOMES.map((value) => ({ value, label: outcomeLabels[value] })),
};

export function StagePanel({ job, sync }: { job: Job; sync: JobSync }) {
  const { ask, dialog } = useStageChooser();
  const [moving, setMoving] = useState<JobStage | null>(null);

  const moveTo = async (stage: JobStage) => {
    const extras = await ask(job, stage);
    if (extras === null) return;
    setMoving(stage);
    try {
      // The card goes to the top of its new column, as a fresh move on the board does.
      await sync.move({ stage, position: 0, ...extras });
      toast.success(`Moved to ${stageLabels[stage]}.`);
    } catch (error) {
      toast.error(`Could not move the job to ${stageLabels[stage]}. ${failureMessage(error)}`);
    } finally {
      setMoving(null);
    }
  };

  return (
    <Card id="job-stage" title="Stage">
      <div role="group" aria-label="Stages" className="mt-3">
        <p aria-hidden="true" className="text-sm font-medium text-slate-500">
          Move to
        </p>
        <div className="mt-1 flex flex-wrap gap-2">
          {JOB_STAGES.map((stage) => {
            const current = stage === job.stage;
            // Never `disabled`: the button the user just pressed keeps the focus through the move.
            const inactive = current || moving !== null;
            return (
              <button
                key={stage}
                type="button"
                aria-label={current ? `${stageLabels[stage]} (current stage)` : `Move to ${stageLabels[stage]}`}
                aria-disabled={inactive}
                className={
                  current
                    ? smallButton.selected
                    : `${smallButton.outline} ${moving !== null ? 'cursor-wait opacity-70' : ''}`
                }
                onClick={() => !inactive && void moveTo(stage)}
              >
                {moving === stage ? 'Moving…' : stageLabels[stage]}
              </button>
            );
          })}
        </div>
      </div>
      {job.stage === 'archived' && job.outcome && (
        <EditableField
          className="mt-4 border-t border-slate-100 pt-4"
          field={outcomeField}
          value={job.outcome}
          onSave={(outcome) => sync.patch({ outcome: outcome as Job['outcome'] })}
        />
      )}
      {dialog}
    </Card>
  );
}
